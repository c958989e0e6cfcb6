//! The embedded board's puzzle mode (`<deskovna-board puzzle="game:id">`, or `puzzle` in
//! `mount`'s config): the board above a bar that says "your move as …", right or wrong, and
//! offers Retry and Show the solution. What happens is decided by `app::puzzle::Attempt` (as on
//! the site's puzzle screen); which puzzle, and what to say when there is none, by
//! `app::puzzle::embedded`. The game's set is fetched when the element asks for a puzzle, from
//! beside the computer's script. The host page hears `deskovna:puzzleready`,
//! `deskovna:puzzlesolved`, `deskovna:puzzlefailed`, and `deskovna:error` when the puzzle
//! cannot be shown (its message is said in the element as well). The board half — the
//! player's moves, the replies, the refutation — is the site's puzzle screen's
//! (`web::puzzle_board`).

use super::events::{emit, emit_error};
use super::Failure;
use crate::app::puzzle::embedded::{self, PuzzleRef, RefError};
use crate::app::puzzle::screen;
use crate::app::puzzle::{Attempt, Command, Event, Mode, Profile};
use crate::app::session::{self, Session};
use crate::game::Lang;
use crate::view::puzzle::PuzzleWord as W;
use crate::view::registry::{default_start, open_table};
use crate::view::table::Looks;
use crate::web::dom::{create, Listener};
use crate::web::host::{Host, SharedHost};
use crate::web::puzzle_board::{self as board, Board, Face, Said};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement, HtmlElement};

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
    /// The board and the attempt on it; its profile is blank: the embedded board rates no
    /// one, the host page hears the result instead.
    board: Board,
    /// The wrong move being answered, for the page's `puzzlefailed`.
    wrong: Option<String>,
    /// Counts the puzzles asked for: a set that comes for an earlier one is dropped.
    asked: u32,
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
        board: Board::new(Profile::default()),
        wrong: None,
        asked: 0,
        _click: None,
    }));
    let weak = Rc::downgrade(&state);
    let click = Listener::new(&acts, "click", move |e| {
        let Some(state) = weak.upgrade() else { return };
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let button = target.and_then(|t| t.closest("button[data-act]").ok().flatten());
        match button.and_then(|b| b.get_attribute("data-act")).as_deref() {
            Some("retry") => board::handle(&state, Event::Retry),
            Some("show-solution") => board::handle(&state, Event::ShowSolution),
            _ => {}
        }
    });
    state.borrow_mut()._click = Some(click);
    // The game's start until the puzzle comes, hidden: the board's size is settled meanwhile.
    let table = open_table(what.kind, &default_start(what.kind), &[])
        .map_err(|_| Failure::new("bad-puzzle", "The game could not be set up."))?;
    let host = Host::attach(canvas, Session::new(table, Vec::new(), false), ai_url, board::sink(&state))
        .map_err(|_| Failure::new("no-canvas", "No 2D canvas."))?;
    state.borrow_mut().board.host = Some(host.clone());
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
    if let Some(host) = state.borrow().board.host.clone() {
        Host::dispatch(&host, session::Event::Looks(looks));
    }
    Driver::paint(state);
}

pub fn looks(state: &Shared) -> Looks {
    state.borrow().looks
}

/// Takes the puzzle's frame out of the element (the board's host is detached by the board).
pub fn remove(state: &Shared) {
    let mut s = state.borrow_mut();
    s.frame.remove();
    s._click = None;
    s.board.host = None;
}

/// Fetches the set of the puzzle `what` names, then begins it.
fn ask(state: &Shared, what: PuzzleRef) {
    let (url, asked) = {
        let mut s = state.borrow_mut();
        s.asked += 1;
        s.what = Some(what.clone());
        s.board.attempt = None;
        s.board.said = Said::Loading;
        (embedded::set_url(&s.ai_url, what.kind), s.asked)
    };
    Driver::paint(state);
    let weak = Rc::downgrade(state);
    crate::web::fetch::fetch_text(&url, move |text| {
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
    state.borrow_mut().board.said = Said::Failed(e.message(lang));
    Driver::paint(state);
    emit_error(&element, &e.failure(lang));
}

fn begin(state: &Shared, attempt: Attempt) {
    let detail = embedded::Ready::new(attempt.puzzle());
    state.borrow_mut().board.begin(attempt);
    board::set_board(state, &[]);
    let _ = state.borrow().canvas.style().set_property("visibility", "visible");
    Driver::paint(state);
    let element = state.borrow().element.clone();
    emit(&element, "puzzleready", &detail);
}

/// The puzzle shown: its game and id, for the events.
fn named(state: &Shared) -> (&'static str, String) {
    let s = state.borrow();
    s.what.as_ref().map_or(("", String::new()), |w| (w.kind.id(), w.id.clone()))
}

impl Face for Driver {
    fn board(&self) -> &Board {
        &self.board
    }

    fn board_mut(&mut self) -> &mut Board {
        &mut self.board
    }

    fn looks(&self) -> Looks {
        self.looks
    }

    fn canvas(&self) -> Option<(HtmlCanvasElement, String)> {
        Some((self.canvas.clone(), self.ai_url.clone()))
    }

    fn announce(&self, text: &str) {
        self.announce.set_text_content(Some(text));
    }

    fn paint(state: &Shared) {
        paint(state);
    }

    /// The host page's events: a wrong move and its refutation, the solution found or shown.
    fn heard(state: &Shared, command: &Command) {
        let lang = state.borrow().looks.lang;
        let element = state.borrow().element.clone();
        let (game, id) = named(state);
        match command {
            Command::Ask { moves, .. } => state.borrow_mut().wrong = moves.last().cloned(),
            Command::Wrong { refutation, reason } => {
                let mv = state.borrow_mut().wrong.take();
                let message = reason.render(lang);
                let detail = embedded::Failed { game, id, mv, refutation: refutation.clone(), message };
                emit(&element, "puzzlefailed", &detail);
            }
            Command::Solved => {
                let (first_try, moves) = {
                    let s = state.borrow();
                    (!s.board.missed, s.board.attempt.as_ref().map(|a| a.moves().to_vec()).unwrap_or_default())
                };
                emit(&element, "puzzlesolved", &embedded::Solved { game, id, first_try, moves });
            }
            // Given up before any wrong move: a failure too, with no move to blame.
            Command::Show(rest) if !state.borrow().board.missed => {
                let message = W::Shown.fill(lang, &[rest.join(" ")]);
                let detail = embedded::Failed { game, id, mv: None, refutation: Vec::new(), message };
                emit(&element, "puzzlefailed", &detail);
            }
            // The embedded board keeps no rating, streak or record of its own.
            _ => {}
        }
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
    let mover =
        s.board.attempt.as_ref().and_then(|a| screen::player(a.puzzle(), lang)).map(|p| p.2).unwrap_or_default();
    let said = match &s.board.said {
        Said::Loading => W::Loading.get(lang).to_string(),
        Said::Failed(why) => why.clone(),
        Said::Missing => String::new(),
        Said::Turn => screen::asked(s.board.attempt.as_ref().map(|a| a.puzzle()), lang),
        Said::Right => W::Right.fill(lang, std::slice::from_ref(&mover)),
        Said::Thinking => W::Thinking.get(lang).to_string(),
        Said::Wrong(why) => why.clone(),
        Said::Solved { first: true } => W::Solved.get(lang).to_string(),
        Said::Solved { first: false } => W::SolvedAfter.get(lang).to_string(),
        Said::Shown(line) => W::Shown.fill(lang, std::slice::from_ref(line)),
    };
    s.status.set_text_content(Some(&said));
    let tone = match s.board.said {
        Said::Right | Said::Solved { .. } => "right",
        Said::Wrong(_) | Said::Failed(_) => "wrong",
        _ => "",
    };
    let _ = s.status.set_attribute("data-tone", tone);
    let _ = s.canvas.set_attribute("aria-label", W::Board.get(lang));
    s.acts.set_inner_html("");
    match s.board.said {
        Said::Wrong(_) => {
            button(&s.acts, "retry", W::Retry, lang, true);
            button(&s.acts, "show-solution", W::ShowSolution, lang, false);
        }
        Said::Turn | Said::Right => button(&s.acts, "show-solution", W::ShowSolution, lang, false),
        _ => {}
    }
    if let (Some(what), Said::Solved { .. } | Said::Shown(_)) = (&s.what, &s.board.said) {
        // On the site: the next puzzles, Analyse and Play from here.
        let a = styled("a", "", &[("align-self", "center"), ("color", "inherit")]);
        let _ = a.set_attribute("href", &embedded::site_url(&s.ai_url, what));
        let _ = a.set_attribute("target", "_blank");
        let _ = a.set_attribute("rel", "noopener");
        a.set_text_content(Some(W::Link.get(lang)));
        let _ = s.acts.append_child(&a);
    }
}
