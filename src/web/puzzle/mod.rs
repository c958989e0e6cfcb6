//! The puzzle screen (`#/<game>/puzzle…`), drawn by the tools wasm into the page's
//! `<main id="puzzle">` (`app::handoff::ToTools::Puzzles`): a board of its own (a `Host`
//! running a `Session` on the puzzle's position: the page's drag, click and keyboard machine
//! and painter) beside a panel (`side.rs`). What happens is decided by `app::puzzle::Attempt`
//! (right, wrong, the rating) and `app::puzzle::screen` (which puzzle, how the refutation
//! stands); this module only forwards the board's moves and the buttons, and carries out the
//! answers. The set (`puzzles/<game>.txt`) is fetched when the screen first opens a game's
//! puzzles. The page's language and theme are read from its root element, and followed.

mod side;

use super::dom::{by_id, later, looks, now, once, page_look, style_sheet, watch_look, window, Listener, LookWatch};
use super::host::{Host, SharedHost};
use super::storage;
use crate::ai::analysis::Score;
use crate::app::handoff::{Then, ToPage};
use crate::app::link::{play_fragment, puzzle_fragment};
use crate::app::puzzle::screen::{self, Pick};
use crate::app::puzzle::{profile, set, Attempt, Command, Event, Mode, Profile, Puzzle};
use crate::app::record::Record;
use crate::app::seats::Player;
use crate::app::session::{self, Session};
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::registry::{default_start, open_table};
use crate::view::table::Looks;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement, HtmlInputElement};

/// The level that answers a wrong move (the refutation played on the board).
const REFUTER: u8 = 4;
/// The pause before the opponent's reply, so that the player's own move is seen first.
const REPLY_MS: f64 = 450.0;

/// What the panel says about the attempt.
#[derive(Clone, PartialEq)]
enum Said {
    Loading,
    Failed(String),
    Missing,
    Turn,
    Right,
    Thinking,
    Wrong(String),
    Solved { first: bool },
    Shown(String),
}

struct Screen {
    kind: GameKind,
    /// The page's `<main id="puzzle">`, built into once.
    root: Element,
    looks: Looks,
    pick: Pick,
    set: Option<Rc<Vec<Puzzle>>>,
    attempt: Option<Attempt>,
    profile: Profile,
    themes: Vec<String>,
    host: Option<SharedHost>,
    /// Moves the screen plays on the board itself (replies, the solution) still to come back
    /// as `Moved`: they are not the player's.
    own: usize,
    /// A wrong move's moves, while the computer looks for its refutation.
    refuting: Option<Vec<String>>,
    /// Counts the boards set up: a move the screen meant for an earlier board is not played.
    board: u32,
    /// A wrong move was played in this attempt.
    missed: bool,
    said: Said,
    rated: Option<(f64, f64)>,
    streak: u32,
    streak_over: Option<u32>,
    /// Draws among the puzzles nearest the rating (the time the screen opened, then counted on).
    seed: u64,
    _look: Option<LookWatch>,
}

type Shared = Rc<RefCell<Screen>>;

thread_local! {
    static SCREEN: RefCell<Option<Shared>> = const { RefCell::new(None) };
    /// The sets fetched so far, by game.
    static SETS: RefCell<Vec<(GameKind, Rc<Vec<Puzzle>>)>> = const { RefCell::new(Vec::new()) };
}

fn screen() -> Option<Shared> {
    SCREEN.with(|s| s.borrow().clone())
}

fn lang() -> Lang {
    screen().map_or(Lang::En, |s| s.borrow().looks.lang)
}

fn page_looks() -> Looks {
    let (lang, theme, prefs) = page_look();
    looks(lang, theme, prefs)
}

/// Shows the puzzles of `kind` at the one `pick` names in `root` (the page's
/// `<main id="puzzle">`, shown). True once shown (the set may still be loading).
pub fn show(root: &Element, kind: GameKind, pick: Pick) -> bool {
    let _ = style_sheet("puzzle-css", "puzzle.css");
    let looks = page_looks();
    let state = match screen().filter(|s| s.borrow().root == *root) {
        Some(s) => s,
        None => {
            let s = Rc::new(RefCell::new(Screen {
                kind,
                root: root.clone(),
                looks,
                pick: pick.clone(),
                set: None,
                attempt: None,
                profile: Profile::default(),
                themes: Vec::new(),
                host: None,
                own: 0,
                refuting: None,
                missed: false,
                board: 0,
                said: Said::Loading,
                rated: None,
                streak: 0,
                streak_over: None,
                seed: now() as u64 ^ js_sys::Date::now() as u64,
                _look: watch_look(restyle),
            }));
            if let Some(old) =
                SCREEN.with(|c| c.borrow_mut().replace(s.clone())).and_then(|o| o.borrow_mut().host.take())
            {
                Host::detach(&old);
            }
            side::build(&s);
            s
        }
    };
    {
        let mut s = state.borrow_mut();
        if s.kind != kind {
            s.themes.clear();
        }
        s.kind = kind;
        s.looks = looks;
        s.pick = pick;
        s.streak = 0;
        s.profile = Profile::load(&storage::LocalStore, kind);
    }
    if let Some(host) = host_of(&state) {
        Host::dispatch(&host, session::Event::Looks(looks));
    }
    let cached = SETS.with(|c| c.borrow().iter().find(|(k, _)| *k == kind).map(|(_, s)| s.clone()));
    match cached {
        Some(set) => {
            state.borrow_mut().set = Some(set);
            begin(&state);
        }
        None => {
            {
                let mut s = state.borrow_mut();
                s.set = None;
                s.said = Said::Loading;
            }
            side::paint(&state);
            fetch(kind);
        }
    }
    true
}

/// The page's language or theme changed.
fn restyle() {
    let Some(state) = screen() else { return };
    let looks = page_looks();
    state.borrow_mut().looks = looks;
    if let Some(host) = host_of(&state) {
        Host::dispatch(&host, session::Event::Looks(looks));
    }
    side::paint(&state);
}

/// Where the spot `name` of the puzzle's board is drawn (canvas CSS pixels), for tests.
pub fn locate(name: &str) -> Vec<f32> {
    let Some(host) = screen().and_then(|s| host_of(&s)) else { return Vec::new() };
    let p = host.borrow().session.table().locate(name);
    p.map(|p| vec![p.x, p.y]).unwrap_or_default()
}

/// The position on the puzzle's board (the engine's text), for tests.
pub fn position() -> String {
    let host = screen().and_then(|s| host_of(&s));
    host.map(|h| h.borrow().session.table().position_text()).unwrap_or_default()
}

/// The moves the puzzle's board allows now, for tests.
pub fn legal_moves() -> Vec<String> {
    let host = screen().and_then(|s| host_of(&s));
    host.map(|h| h.borrow().session.table().legal_notations()).unwrap_or_default()
}

fn fetch(kind: GameKind) {
    let url = format!("puzzles/{}.txt", kind.id());
    let failed = |why: String| {
        if let Some(state) = screen() {
            state.borrow_mut().said = Said::Failed(why);
            side::paint(&state);
        }
    };
    let text_of = once(move |response: JsValue| {
        let ok = js_sys::Reflect::get(&response, &"ok".into()).ok().and_then(|v| v.as_bool()) == Some(true);
        let text = js_sys::Reflect::get(&response, &"text".into())
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
            .and_then(|f| f.call0(&response).ok());
        match text {
            Some(promise) if ok => {
                then(
                    &promise,
                    once(move |text| loaded(kind, text.as_string().unwrap_or_default())),
                    JsValue::UNDEFINED,
                );
            }
            _ => failed(format!(
                "HTTP {}",
                js_sys::Reflect::get(&response, &"status".into()).ok().and_then(|v| v.as_f64()).unwrap_or(0.0)
            )),
        }
    });
    let not_fetched = once(move |e| failed(e.as_string().unwrap_or_else(|| "network".into())));
    then(&window().fetch_with_str(&url), text_of, not_fetched);
}

/// A promise's `then` with functions that free themselves when called (`dom::once`).
fn then(promise: &JsValue, ok: JsValue, err: JsValue) {
    if let Some(f) =
        js_sys::Reflect::get(promise, &"then".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = f.call2(promise, &ok, &err);
    }
}

fn loaded(kind: GameKind, text: String) {
    let Some(state) = screen() else { return };
    match set::read(&text) {
        Ok(puzzles) => {
            let puzzles = Rc::new(puzzles);
            SETS.with(|c| c.borrow_mut().push((kind, puzzles.clone())));
            if state.borrow().kind == kind {
                state.borrow_mut().set = Some(puzzles);
                begin(&state);
            }
        }
        Err(e) => {
            state.borrow_mut().said = Said::Failed(e.to_string());
            side::paint(&state);
        }
    }
}

/// Today, in days since 1970-01-01 (the player's own calendar day).
fn today() -> i64 {
    let d = js_sys::Date::new_0();
    crate::app::puzzle::choose::Date { year: d.get_full_year() as i32, month: d.get_month() + 1, day: d.get_date() }
        .days()
}

/// Opens the puzzle the screen's pick names.
fn begin(state: &Shared) {
    let chosen = {
        let mut s = state.borrow_mut();
        s.seed = s.seed.wrapping_add(1);
        let Some(set) = s.set.clone() else { return };
        screen::open(&s.pick, &set, &s.profile, &s.themes, today(), s.seed, s.streak)
            .and_then(|(at, mode)| set.get(at).cloned().and_then(|p| Attempt::new(p, mode)))
    };
    let Some(attempt) = chosen else {
        let mut s = state.borrow_mut();
        s.attempt = None;
        s.said = Said::Missing;
        drop(s);
        side::paint(state);
        return;
    };
    let (kind, position) = (attempt.puzzle().kind, attempt.puzzle().position.clone());
    {
        let mut s = state.borrow_mut();
        s.attempt = Some(attempt);
        s.said = Said::Turn;
        s.rated = None;
        s.streak_over = None;
        s.refuting = None;
        s.missed = false;
        s.own = 0;
    }
    set_board(state, kind, &position, &[]);
    side::paint(state);
    if let Some(canvas) = by_id::<web_sys::HtmlElement>("puzzle-board") {
        let _ = canvas.focus();
    }
}

/// Puts the puzzle's position and `moves` on the board, the player at the bottom.
fn set_board(state: &Shared, kind: GameKind, position: &str, moves: &[String]) {
    let Ok(mut table) = open_table(kind, position, moves) else { return };
    let looks = state.borrow().looks;
    table.set_settings(looks);
    let player = state.borrow().attempt.as_ref().and_then(|a| screen::player(a.puzzle(), Lang::En)).map_or(0, |p| p.0);
    let host = state.borrow().host.clone();
    let host = match host {
        Some(host) => {
            Host::dispatch(&host, session::Event::New(session::Game::new(table, Vec::new())));
            host
        }
        None => {
            let Some(canvas) = by_id::<HtmlCanvasElement>("puzzle-board") else { return };
            let weak = Rc::downgrade(state);
            let sink = Rc::new(move |_: &SharedHost, command: &session::Command| {
                if let Some(state) = weak.upgrade() {
                    board_said(&state, command);
                }
            });
            let Ok(host) = Host::attach(canvas, Session::new(table, Vec::new(), false), "./computer.js", sink) else {
                return;
            };
            state.borrow_mut().host = Some(host.clone());
            host
        }
    };
    Host::dispatch(&host, session::Event::ViewOnly(false));
    Host::dispatch(&host, session::Event::Flipped(player == 1));
    state.borrow_mut().board += 1;
    Host::fit(&host);
}

/// What the board's session hands the page: the moves, what to say.
fn board_said(state: &Shared, command: &session::Command) {
    match command {
        session::Command::Moved { notation, by_computer, .. } => {
            // Out of the board's own dispatch: the answer may play on the board again.
            let (state, notation, by_computer) = (state.clone(), notation.clone(), *by_computer);
            later(0.0, move || moved(&state, notation, by_computer));
        }
        session::Command::Announce(text) => side::announce(text),
        session::Command::Refused(reason) => side::announce(&reason.render(lang())),
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
    if let Some(host) = state.borrow().host.clone() {
        Host::dispatch(&host, session::Event::Seats(Vec::new()));
    }
    let line = vec![reply];
    let score = {
        let s = state.borrow();
        s.attempt.as_ref().and_then(|a| screen::refuted(a.puzzle(), &tried, &line))
    };
    let score = score.unwrap_or(Score::Points(0));
    handle(state, Event::Refuted { line, score });
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
    side::paint(state);
}

fn host_of(state: &Shared) -> Option<SharedHost> {
    state.borrow().host.clone()
}

/// Plays `moves` on the board one after another, as the screen's own.
fn play_own(state: &Shared, moves: Vec<String>) {
    let Some(host) = host_of(state) else { return };
    state.borrow_mut().own += moves.len();
    Host::dispatch(&host, session::Event::ViewOnly(true));
    let total = moves.len();
    let board = state.borrow().board;
    for (i, mv) in moves.into_iter().enumerate() {
        let h = Rc::downgrade(&host);
        let weak = Rc::downgrade(state);
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

fn carry_out(state: &Shared, command: Command) {
    let lang = lang();
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
            state.borrow_mut().said = Said::Thinking;
            let Some(answering) = answering else {
                // No reply to show: the move ended the game, or a turn of several actions goes on.
                let score = state.borrow().attempt.as_ref().and_then(|a| screen::refuted(a.puzzle(), &moves, &[]));
                let score = score.unwrap_or(Score::Points(0));
                let state = state.clone();
                later(0.0, move || handle(&state, Event::Refuted { line: Vec::new(), score }));
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
        Command::Wrong { reason, .. } => {
            let mut s = state.borrow_mut();
            s.said = Said::Wrong(reason.render(lang));
            s.missed = true;
        }
        Command::Solved => {
            let mut s = state.borrow_mut();
            s.said = Said::Solved { first: !s.missed };
        }
        Command::Back { moves } => {
            let Some((kind, position)) =
                state.borrow().attempt.as_ref().map(|a| (a.puzzle().kind, a.puzzle().position.clone()))
            else {
                return;
            };
            state.borrow_mut().own = 0;
            set_board(state, kind, &position, &moves);
            state.borrow_mut().said = Said::Turn;
        }
        Command::Show(rest) => {
            state.borrow_mut().said = Said::Shown(rest.join(" "));
            play_own(state, rest);
        }
        Command::Rated { before, after } => state.borrow_mut().rated = Some((before, after)),
        Command::StreakOver { solved } => state.borrow_mut().streak_over = Some(solved),
        Command::Save(text) => {
            let kind = state.borrow().kind;
            let _ = storage::set(&profile::key(kind), &text);
        }
        Command::Next { mode } => {
            {
                let mut s = state.borrow_mut();
                match mode {
                    Mode::Streak { solved } => {
                        s.streak = solved;
                        s.pick = Pick::Streak;
                    }
                    Mode::Rated | Mode::Daily => s.pick = Pick::Next,
                }
            }
            let fragment = puzzle_fragment(state.borrow().kind, &state.borrow().pick);
            let _ = window().history().and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&fragment)));
            begin(state);
        }
    }
}

/// A button of the panel (`data-act`).
fn act(state: &Shared, what: &str) {
    match what {
        "retry" => handle(state, Event::Retry),
        "show-solution" => handle(state, Event::ShowSolution),
        "next" => handle(state, Event::Next),
        "play-here" => {
            let Some(record) = state.borrow().attempt.as_ref().map(|a| {
                let p = a.puzzle();
                Record {
                    kind: p.kind,
                    start: p.position.clone(),
                    moves: a.moves().to_vec(),
                    seats: vec![Player::Human, Player::Computer(REFUTER)],
                    tree: None,
                }
            }) else {
                return;
            };
            let _ = window().location().set_hash(&play_fragment(&record, &default_start(record.kind)));
        }
        "analyse" => {
            // The position reached, opened by the page as a position set up in the editor is.
            let set_up = state.borrow().attempt.as_ref().and_then(|a| {
                let p = a.puzzle();
                let table = open_table(p.kind, &p.position, a.moves()).ok()?;
                Some((p.kind, table.position_text()))
            });
            if let Some((game, position)) = set_up {
                super::tools::tell(&ToPage::SetUp { game, position, then: Then::Analyse });
            }
        }
        _ => {}
    }
}

/// A theme box was ticked or cleared: the next puzzles are chosen within the ticked ones.
fn themes_changed(state: &Shared) {
    let root = state.borrow().root.clone();
    let Ok(boxes) = root.query_selector_all("input[data-theme]") else { return };
    let mut themes = Vec::new();
    for i in 0..boxes.length() {
        let Some(b) = boxes.item(i).and_then(|n| n.dyn_into::<HtmlInputElement>().ok()) else { continue };
        if b.checked() {
            themes.extend(b.get_attribute("data-theme"));
        }
    }
    state.borrow_mut().themes = themes;
}

/// Listens to the panel's buttons and theme boxes (once, on the screen's root, which the
/// screen keeps for as long as the tools are loaded).
fn listen(state: &Shared, root: &Element) {
    let weak = Rc::downgrade(state);
    Listener::new(root, "click", move |e| {
        let Some(state) = weak.upgrade() else { return };
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let button = target.and_then(|t| t.closest("button[data-act]").ok().flatten());
        if let Some(what) = button.and_then(|b| b.get_attribute("data-act")) {
            act(&state, &what);
        }
    })
    .forever();
    let weak = Rc::downgrade(state);
    Listener::new(root, "change", move |_| {
        if let Some(state) = weak.upgrade() {
            themes_changed(&state);
        }
    })
    .forever();
}
