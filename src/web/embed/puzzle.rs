//! The embedded board's puzzle mode (`<deskovna-board puzzle="game:id">`, or `puzzle` in
//! `mount`'s config): the board above a bar that says "your move as …", right or wrong, and
//! offers Retry and Show the solution. What happens is decided by `app::puzzle::Attempt` (as on
//! the site's puzzle screen); which puzzle, and what to say when there is none, by
//! `app::puzzle::embedded`. The game's set is fetched when the element asks for a puzzle, from
//! beside the computer's script. The host page hears `deskovna:puzzleready`,
//! `deskovna:puzzlesolved`, `deskovna:puzzlefailed`, and `deskovna:error` when the puzzle
//! cannot be shown (its message is said in the element as well).

#[path = "../lesson/fetch.rs"]
mod fetch;

use super::events::{emit, emit_error};
use super::Failure;
use crate::ai::analysis::Score;
use crate::app::puzzle::embedded::{self, PuzzleRef, RefError};
use crate::app::puzzle::screen;
use crate::app::puzzle::{Attempt, Command, Event, Mode, Profile};
use crate::app::seats::Player;
use crate::app::session::{self, Session};
use crate::game::Lang;
use crate::view::puzzle::PuzzleWord as W;
use crate::view::registry::{default_start, open_table};
use crate::view::table::Looks;
use crate::web::dom::{create, later, Listener};
use crate::web::host::{Host, SharedHost};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement, HtmlElement};

/// The level that answers a wrong move (as on the site's puzzle screen).
const REFUTER: u8 = 4;
/// The pause before the opponent's reply, so that the player's own move is seen first.
const REPLY_MS: f64 = 450.0;

/// What the bar says.
#[derive(Clone, PartialEq)]
enum Said {
    Loading,
    /// No puzzle to show: why.
    Missing(String),
    Turn,
    Right,
    Thinking,
    Wrong(String),
    Solved {
        first: bool,
    },
    Shown(String),
}

pub struct Driver {
    /// The element the board fills (embed.js's box in the custom element's shadow root).
    element: HtmlElement,
    /// Holds the canvas and the bar.
    frame: Element,
    canvas: HtmlCanvasElement,
    status: Element,
    acts: Element,
    /// Says the keyboard cursor's square and the moves to screen readers.
    announce: Element,
    looks: Looks,
    ai_url: String,
    what: Option<PuzzleRef>,
    attempt: Option<Attempt>,
    /// The embedded board keeps no rating: the host page hears the result instead.
    profile: Profile,
    host: Option<SharedHost>,
    /// Moves the driver plays itself (replies, the solution) still to come back as `Moved`.
    own: usize,
    /// A wrong move's moves, while the computer looks for its refutation.
    refuting: Option<Vec<String>>,
    /// The wrong move being answered, for the page's `puzzlefailed`.
    wrong: Option<String>,
    /// Counts the boards set up and the puzzles asked for: what was meant for an earlier one
    /// is dropped.
    board: u32,
    asked: u32,
    missed: bool,
    said: Said,
    _click: Option<Listener>,
}

pub type Shared = Rc<RefCell<Driver>>;

fn styled(tag: &str, class: &str, style: &[(&str, &str)]) -> Element {
    let e = create(tag, class);
    if let Some(e) = e.dyn_ref::<HtmlElement>() {
        for (k, v) in style {
            let _ = e.style().set_property(k, v);
        }
    }
    e
}

/// Starts puzzle mode in `element`: the puzzle `text` names (`game:id`) is fetched and shown.
/// A text that names no game is refused at once; an id missing from the set is said when the
/// set has come.
pub fn open(element: &HtmlElement, text: &str, looks: Looks, ai_url: &str) -> Result<(Shared, SharedHost), Failure> {
    let what = embedded::parse(text).map_err(|e| e.failure(looks.lang))?;
    // Inline styles only (CSSOM, which a page's style-src allows): the host page's CSS does
    // not reach into the element's shadow root, nor ours out of it.
    let frame = styled(
        "div",
        "deskovna-puzzle",
        &[
            ("display", "flex"),
            ("flex-direction", "column"),
            ("width", "100%"),
            ("height", "100%"),
            ("min-height", "0"),
        ],
    );
    let canvas: HtmlCanvasElement = styled(
        "canvas",
        "deskovna-canvas",
        &[
            ("display", "block"),
            ("flex", "1 1 0"),
            ("min-height", "0"),
            ("width", "100%"),
            ("touch-action", "none"),
            ("visibility", "hidden"),
        ],
    )
    .dyn_into()
    .map_err(|_| Failure::new("no-canvas", "No canvas."))?;
    for (k, v) in [("tabindex", "0"), ("role", "application"), ("aria-roledescription", "board")] {
        let _ = canvas.set_attribute(k, v);
    }
    let bar = styled(
        "div",
        "deskovna-puzzle-bar",
        &[("flex", "none"), ("padding", "6px 4px 2px"), ("font", "inherit"), ("line-height", "1.35")],
    );
    let status = styled("p", "deskovna-puzzle-status", &[("margin", "0 0 4px"), ("overflow-wrap", "anywhere")]);
    let _ = status.set_attribute("role", "status");
    let _ = status.set_attribute("aria-live", "polite");
    let acts = styled("div", "deskovna-puzzle-acts", &[("display", "flex"), ("flex-wrap", "wrap"), ("gap", "6px")]);
    let announce = styled(
        "div",
        "deskovna-puzzle-announce",
        &[
            ("position", "absolute"),
            ("width", "1px"),
            ("height", "1px"),
            ("overflow", "hidden"),
            ("clip-path", "inset(50%)"),
            ("white-space", "nowrap"),
        ],
    );
    let _ = announce.set_attribute("aria-live", "assertive");
    let _ = bar.append_child(&status);
    let _ = bar.append_child(&acts);
    let _ = frame.append_child(&canvas);
    let _ = frame.append_child(&bar);
    let _ = frame.append_child(&announce);
    let _ = element.append_child(&frame);
    let state = Rc::new(RefCell::new(Driver {
        element: element.clone(),
        frame,
        canvas: canvas.clone(),
        status,
        acts: acts.clone(),
        announce,
        looks,
        ai_url: ai_url.into(),
        what: None,
        attempt: None,
        profile: Profile::default(),
        host: None,
        own: 0,
        refuting: None,
        wrong: None,
        board: 0,
        asked: 0,
        missed: false,
        said: Said::Loading,
        _click: None,
    }));
    let weak = Rc::downgrade(&state);
    let click = Listener::new(&acts, "click", move |e| {
        let Some(state) = weak.upgrade() else { return };
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let button = target.and_then(|t| t.closest("button[data-act]").ok().flatten());
        match button.and_then(|b| b.get_attribute("data-act")).as_deref() {
            Some("retry") => handle(&state, Event::Retry),
            Some("show-solution") => handle(&state, Event::ShowSolution),
            _ => {}
        }
    });
    state.borrow_mut()._click = Some(click);
    // The game's start until the puzzle comes, hidden: the board's size is settled meanwhile.
    let table = open_table(what.kind, &default_start(what.kind), &[])
        .map_err(|_| Failure::new("bad-puzzle", "The game could not be set up."))?;
    let sink = {
        let weak = Rc::downgrade(&state);
        Rc::new(move |_: &SharedHost, command: &session::Command| {
            if let Some(state) = weak.upgrade() {
                board_said(&state, command);
            }
        })
    };
    let host = Host::attach(canvas, Session::new(table, Vec::new(), false), ai_url, sink)
        .map_err(|_| Failure::new("no-canvas", "No 2D canvas."))?;
    state.borrow_mut().host = Some(host.clone());
    Host::dispatch(&host, session::Event::Start);
    Host::dispatch(&host, session::Event::Looks(looks));
    Host::dispatch(&host, session::Event::ViewOnly(true));
    ask(&state, what);
    Ok((state, host))
}

/// Shows another puzzle (the attribute changed); the text is checked before anything changes.
pub fn reopen(state: &Shared, text: &str) -> Result<(), Failure> {
    let lang = state.borrow().looks.lang;
    let what = embedded::parse(text).map_err(|e| e.failure(lang))?;
    ask(state, what);
    Ok(())
}

/// New looks (the element's `lang`, `theme`, `coordinates`).
pub fn restyle(state: &Shared, looks: Looks) {
    state.borrow_mut().looks = looks;
    if let Some(host) = host_of(state) {
        Host::dispatch(&host, session::Event::Looks(looks));
    }
    paint(state);
}

pub fn looks(state: &Shared) -> Looks {
    state.borrow().looks
}

/// Takes the puzzle's frame out of the element (the board's host is detached by the board).
pub fn remove(state: &Shared) {
    let mut s = state.borrow_mut();
    s.frame.remove();
    s._click = None;
    s.host = None;
}

/// Fetches the set of the puzzle `what` names, then begins it.
fn ask(state: &Shared, what: PuzzleRef) {
    let (url, asked) = {
        let mut s = state.borrow_mut();
        s.asked += 1;
        s.what = Some(what.clone());
        s.attempt = None;
        s.said = Said::Loading;
        (embedded::set_url(&s.ai_url, what.kind), s.asked)
    };
    paint(state);
    let weak = Rc::downgrade(state);
    fetch::fetch_text(&url, move |text| {
        let Some(state) = weak.upgrade() else { return };
        if state.borrow().asked != asked {
            return;
        }
        let found = text.map_err(RefError::NotLoaded).and_then(|text| embedded::find(&what, &text));
        let attempt = found.and_then(|p| Attempt::new(p, Mode::Rated).ok_or(RefError::UnknownPuzzle(what)));
        match attempt {
            Ok(attempt) => begin(&state, attempt),
            Err(e) => missing(&state, &e),
        }
    });
}

/// No puzzle to show: said in the element, and to the page.
fn missing(state: &Shared, e: &RefError) {
    let (lang, element) = {
        let s = state.borrow();
        (s.looks.lang, s.element.clone())
    };
    let _ = state.borrow().canvas.style().set_property("visibility", "hidden");
    state.borrow_mut().said = Said::Missing(e.message(lang));
    paint(state);
    emit_error(&element, &e.failure(lang));
}

fn begin(state: &Shared, attempt: Attempt) {
    let position = attempt.puzzle().position.clone();
    let detail = embedded::Ready::new(attempt.puzzle());
    {
        let mut s = state.borrow_mut();
        s.attempt = Some(attempt);
        s.said = Said::Turn;
        s.refuting = None;
        s.missed = false;
        s.own = 0;
    }
    set_board(state, &position, &[]);
    let _ = state.borrow().canvas.style().set_property("visibility", "visible");
    paint(state);
    let element = state.borrow().element.clone();
    emit(&element, "puzzleready", &detail);
}

/// Puts the puzzle's position and `moves` on the board, the player at the bottom.
fn set_board(state: &Shared, position: &str, moves: &[String]) {
    let Some(kind) = state.borrow().what.as_ref().map(|w| w.kind) else { return };
    let Ok(mut table) = open_table(kind, position, moves) else { return };
    table.set_settings(state.borrow().looks);
    let player = state.borrow().attempt.as_ref().and_then(|a| screen::player(a.puzzle(), Lang::En)).map_or(0, |p| p.0);
    let Some(host) = host_of(state) else { return };
    Host::dispatch(&host, session::Event::New(session::Game::new(table, Vec::new())));
    Host::dispatch(&host, session::Event::ViewOnly(false));
    Host::dispatch(&host, session::Event::Flipped(player == 1));
    state.borrow_mut().board += 1;
    Host::fit(&host);
}

fn host_of(state: &Shared) -> Option<SharedHost> {
    state.borrow().host.clone()
}

/// What the board's session hands the page: the moves, what to say.
fn board_said(state: &Shared, command: &session::Command) {
    match command {
        session::Command::Moved { notation, by_computer, said, .. } => {
            state.borrow().announce.set_text_content(Some(said));
            // Out of the board's own dispatch: the answer may play on the board again.
            let (weak, notation, by_computer) = (Rc::downgrade(state), notation.clone(), *by_computer);
            later(0.0, move || {
                if let Some(state) = weak.upgrade() {
                    moved(&state, notation, by_computer);
                }
            });
        }
        session::Command::Announce(text) => state.borrow().announce.set_text_content(Some(text)),
        session::Command::Refused(reason) => {
            let lang = state.borrow().looks.lang;
            state.borrow().announce.set_text_content(Some(&reason.render(lang)));
        }
        _ => {}
    }
}

fn moved(state: &Shared, notation: String, by_computer: bool) {
    if by_computer {
        refuted(state, notation);
        return;
    }
    {
        let mut s = state.borrow_mut();
        if s.own > 0 {
            s.own -= 1;
            return;
        }
    }
    handle(state, Event::Played(notation));
}

/// The computer's move against a wrong one: back to people on the board, and the attempt told.
fn refuted(state: &Shared, reply: String) {
    let Some(tried) = state.borrow_mut().refuting.take() else { return };
    if let Some(host) = host_of(state) {
        Host::dispatch(&host, session::Event::Seats(Vec::new()));
    }
    let line = vec![reply];
    let score = state.borrow().attempt.as_ref().and_then(|a| screen::refuted(a.puzzle(), &tried, &line));
    handle(state, Event::Refuted { line, score: score.unwrap_or(Score::Points(0)) });
}

/// Gives the attempt an event and carries out what it answers.
fn handle(state: &Shared, event: Event) {
    let commands = {
        let mut guard = state.borrow_mut();
        let s = &mut *guard;
        let Some(attempt) = s.attempt.as_mut() else { return };
        attempt.handle(event, &mut s.profile)
    };
    for command in commands {
        carry_out(state, command);
    }
    paint(state);
}

/// Plays `moves` on the board one after another, as the driver's own.
fn play_own(state: &Shared, moves: Vec<String>) {
    let Some(host) = host_of(state) else { return };
    state.borrow_mut().own += moves.len();
    Host::dispatch(&host, session::Event::ViewOnly(true));
    let total = moves.len();
    let board = state.borrow().board;
    for (i, mv) in moves.into_iter().enumerate() {
        let (h, weak): (Weak<_>, Weak<_>) = (Rc::downgrade(&host), Rc::downgrade(state));
        later(REPLY_MS * (i + 1) as f64, move || {
            let current = weak.upgrade().is_some_and(|s| s.borrow().board == board);
            if let (Some(host), true) = (h.upgrade(), current) {
                Host::dispatch(&host, session::Event::Play(mv));
                if i + 1 == total {
                    Host::dispatch(&host, session::Event::ViewOnly(false));
                }
            }
        });
    }
}

/// The puzzle's game and id, for the page's events.
/// The puzzle shown: its game and id, for the events.
fn named(state: &Shared) -> (&'static str, String) {
    let s = state.borrow();
    s.what.as_ref().map_or(("", String::new()), |w| (w.kind.id(), w.id.clone()))
}

fn carry_out(state: &Shared, command: Command) {
    let lang = state.borrow().looks.lang;
    let element = state.borrow().element.clone();
    match command {
        Command::Reply(mv) => play_own(state, vec![mv]),
        Command::Right => state.borrow_mut().said = Said::Right,
        Command::Ask { moves, .. } => {
            let Some(host) = host_of(state) else { return };
            let (answering, player) = {
                let s = state.borrow();
                let puzzle = s.attempt.as_ref().map(|a| a.puzzle());
                (
                    puzzle.and_then(|p| screen::answering_seat(p, &moves)),
                    puzzle.and_then(|p| screen::player(p, lang)).map(|p| p.0),
                )
            };
            {
                let mut s = state.borrow_mut();
                s.said = Said::Thinking;
                s.wrong = moves.last().cloned();
            }
            let Some(answering) = answering else {
                // No reply to show: the move ended the game, or a turn of several actions goes on.
                let score = state.borrow().attempt.as_ref().and_then(|a| screen::refuted(a.puzzle(), &moves, &[]));
                let weak = Rc::downgrade(state);
                later(0.0, move || {
                    if let Some(state) = weak.upgrade() {
                        let score = score.unwrap_or(Score::Points(0));
                        handle(&state, Event::Refuted { line: Vec::new(), score });
                    }
                });
                return;
            };
            state.borrow_mut().refuting = Some(moves);
            let seats = host.borrow().session.table().status().seats.len();
            let mut players = vec![Player::Human; seats];
            if let Some(p) = players.get_mut(answering) {
                *p = Player::Computer(REFUTER);
            }
            Host::dispatch(&host, session::Event::Seats(players));
            // The seats turn the board to the person; keep the player at the bottom as it was.
            if let Some(player) = player {
                Host::dispatch(&host, session::Event::Flipped(player == 1));
            }
        }
        Command::Wrong { refutation, reason } => {
            let said = reason.render(lang);
            let wrong = state.borrow_mut().wrong.take();
            {
                let mut s = state.borrow_mut();
                s.said = Said::Wrong(said.clone());
                s.missed = true;
            }
            let (game, id) = named(state);
            let detail = embedded::Failed { game, id, mv: wrong, refutation, message: said };
            emit(&element, "puzzlefailed", &detail);
        }
        Command::Solved => {
            let (first, moves) = {
                let mut s = state.borrow_mut();
                s.said = Said::Solved { first: !s.missed };
                (!s.missed, s.attempt.as_ref().map(|a| a.moves().to_vec()).unwrap_or_default())
            };
            let (game, id) = named(state);
            emit(&element, "puzzlesolved", &embedded::Solved { game, id, first_try: first, moves });
        }
        Command::Back { moves } => {
            let Some(position) = state.borrow().attempt.as_ref().map(|a| a.puzzle().position.clone()) else { return };
            state.borrow_mut().own = 0;
            set_board(state, &position, &moves);
            state.borrow_mut().said = Said::Turn;
        }
        Command::Show(rest) => {
            let line = rest.join(" ");
            let first_result = !state.borrow().missed;
            state.borrow_mut().said = Said::Shown(line.clone());
            play_own(state, rest);
            if first_result {
                // Given up before any wrong move: a failure too, with no move to blame.
                let (game, id) = named(state);
                let message = W::Shown.fill(lang, &[line]);
                let detail = embedded::Failed { game, id, mv: None, refutation: Vec::new(), message };
                emit(&element, "puzzlefailed", &detail);
            }
        }
        // The embedded board keeps no rating, streak or record of its own.
        Command::Rated { .. } | Command::StreakOver { .. } | Command::Save(_) | Command::Next { .. } => {}
    }
}

fn button(parent: &Element, act: &str, word: W, lang: Lang, primary: bool) {
    let b = styled(
        "button",
        "",
        &[
            ("font", "inherit"),
            ("min-height", "40px"),
            ("padding", "4px 12px"),
            ("border-radius", "6px"),
            ("border", "1px solid currentColor"),
            ("cursor", "pointer"),
            ("font-weight", if primary { "600" } else { "400" }),
        ],
    );
    let _ = b.set_attribute("type", "button");
    let _ = b.set_attribute("data-act", act);
    b.set_text_content(Some(word.get(lang)));
    let _ = parent.append_child(&b);
}

/// Paints the bar from the driver's state.
fn paint(state: &Shared) {
    let s = state.borrow();
    let lang = s.looks.lang;
    let mover = s.attempt.as_ref().and_then(|a| screen::player(a.puzzle(), lang)).map(|p| p.2).unwrap_or_default();
    let said = match &s.said {
        Said::Loading => W::Loading.get(lang).to_string(),
        Said::Missing(why) => why.clone(),
        Said::Turn => W::YourMove.fill(lang, std::slice::from_ref(&mover)),
        Said::Right => W::Right.fill(lang, std::slice::from_ref(&mover)),
        Said::Thinking => W::Thinking.get(lang).to_string(),
        Said::Wrong(why) => why.clone(),
        Said::Solved { first: true } => W::Solved.get(lang).to_string(),
        Said::Solved { first: false } => W::SolvedAfter.get(lang).to_string(),
        Said::Shown(line) => W::Shown.fill(lang, std::slice::from_ref(line)),
    };
    s.status.set_text_content(Some(&said));
    let tone = match s.said {
        Said::Right | Said::Solved { .. } => "right",
        Said::Wrong(_) | Said::Missing(_) => "wrong",
        _ => "",
    };
    let _ = s.status.set_attribute("data-tone", tone);
    let _ = s.canvas.set_attribute("aria-label", W::Board.get(lang));
    s.acts.set_inner_html("");
    match s.said {
        Said::Wrong(_) => {
            button(&s.acts, "retry", W::Retry, lang, true);
            button(&s.acts, "show-solution", W::ShowSolution, lang, false);
        }
        Said::Turn | Said::Right => button(&s.acts, "show-solution", W::ShowSolution, lang, false),
        _ => {}
    }
    if let (Some(what), Said::Solved { .. } | Said::Shown(_)) = (&s.what, &s.said) {
        // On the site: the next puzzles, Analyse and Play from here.
        let a = styled("a", "", &[("align-self", "center"), ("color", "inherit")]);
        let _ = a.set_attribute("href", &embedded::site_url(&s.ai_url, what));
        let _ = a.set_attribute("target", "_blank");
        let _ = a.set_attribute("rel", "noopener");
        a.set_text_content(Some(W::Link.get(lang)));
        let _ = s.acts.append_child(&a);
    }
}
