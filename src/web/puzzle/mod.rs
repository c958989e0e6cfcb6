//! The puzzle screen (`#/<game>/puzzle…`), drawn by the tools wasm into the page's
//! `<main id="puzzle">` (`app::handoff::ToTools::Puzzles`): a board of its own (a `Host`
//! running a `Session` on the puzzle's position: the page's drag, click and keyboard machine
//! and painter) beside a panel (`side.rs`). What happens is decided by `app::puzzle::Attempt`
//! (right, wrong, the rating) and `app::puzzle::screen` (which puzzle, how the refutation
//! stands); this module only forwards the board's moves and the buttons, and carries out the
//! answers. The set (`puzzles/<game>.txt`) is fetched when the screen first opens a game's
//! puzzles. The page's language and theme are read from its root element, and followed.

mod side;

use super::dom::{by_id, looks, now, page_look, style_sheet, watch_look, window, Listener, LookWatch};
use super::host::{Host, SharedHost};
use super::puzzle_board::{self as board, Board, Face, Said, REFUTER};
use super::storage;
use crate::app::handoff::{Then, ToPage};
use crate::app::link::{play_fragment, puzzle_fragment};
use crate::app::puzzle::screen::{self, Pick};
use crate::app::puzzle::{profile, set, Attempt, Command, Event, Mode, Profile, Puzzle};
use crate::app::record::Record;
use crate::app::seats::Player;
use crate::app::session;
use crate::games::GameKind;
use crate::view::registry::{default_start, open_table};
use crate::view::table::Looks;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement, HtmlInputElement};

struct Screen {
    kind: GameKind,
    /// The page's `<main id="puzzle">`, built into once.
    root: Element,
    looks: Looks,
    pick: Pick,
    set: Option<Rc<Vec<Puzzle>>>,
    /// The board, the attempt on it and the player's rating.
    board: Board,
    themes: Vec<String>,
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
                board: Board::new(Profile::default()),
                themes: Vec::new(),
                rated: None,
                streak: 0,
                streak_over: None,
                seed: now() as u64 ^ js_sys::Date::now() as u64,
                _look: watch_look(restyle),
            }));
            if let Some(old) =
                SCREEN.with(|c| c.borrow_mut().replace(s.clone())).and_then(|o| o.borrow_mut().board.host.take())
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
        s.board.profile = Profile::load(&storage::LocalStore, kind);
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
                s.board.said = Said::Loading;
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
    super::fetch::fetch_text(&format!("puzzles/{}.txt", kind.id()), move |text| match text {
        Ok(text) => loaded(kind, text),
        Err(why) => {
            if let Some(state) = screen() {
                state.borrow_mut().board.said = Said::Failed(why);
                side::paint(&state);
            }
        }
    });
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
            state.borrow_mut().board.said = Said::Failed(e.to_string());
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
        screen::open(&s.pick, &set, &s.board.profile, &s.themes, today(), s.seed, s.streak)
            .and_then(|(at, mode)| set.get(at).cloned().and_then(|p| Attempt::new(p, mode)))
    };
    let Some(attempt) = chosen else {
        let mut s = state.borrow_mut();
        s.board.attempt = None;
        s.board.said = Said::Missing;
        drop(s);
        side::paint(state);
        return;
    };
    {
        let mut s = state.borrow_mut();
        s.board.begin(attempt);
        s.rated = None;
        s.streak_over = None;
    }
    board::set_board(state, &[]);
    side::paint(state);
    if let Some(canvas) = by_id::<web_sys::HtmlElement>("puzzle-board") {
        let _ = canvas.focus();
    }
}

fn host_of(state: &Shared) -> Option<SharedHost> {
    state.borrow().board.host.clone()
}

impl Face for Screen {
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
        Some((by_id::<HtmlCanvasElement>("puzzle-board")?, "./computer.js".into()))
    }

    fn announce(&self, text: &str) {
        side::announce(text);
    }

    fn paint(state: &Shared) {
        side::paint(state);
    }

    /// The rating, the streak, the record kept and the next puzzle: the screen's part.
    fn heard(state: &Shared, command: &Command) {
        match command {
            Command::Rated { before, after } => state.borrow_mut().rated = Some((*before, *after)),
            Command::StreakOver { solved } => state.borrow_mut().streak_over = Some(*solved),
            Command::Save(text) => {
                let kind = state.borrow().kind;
                let _ = storage::set(&profile::key(kind), text);
            }
            Command::Next { mode } => {
                {
                    let mut s = state.borrow_mut();
                    match mode {
                        Mode::Streak { solved } => {
                            s.streak = *solved;
                            s.pick = Pick::Streak;
                        }
                        Mode::Rated | Mode::Daily => s.pick = Pick::Next,
                    }
                }
                let fragment = puzzle_fragment(state.borrow().kind, &state.borrow().pick);
                let _ = window().history().and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&fragment)));
                begin(state);
            }
            _ => {}
        }
    }
}

/// A button of the panel (`data-act`).
fn act(state: &Shared, what: &str) {
    match what {
        "retry" => board::handle(state, Event::Retry),
        "show-solution" => board::handle(state, Event::ShowSolution),
        "next" => board::handle(state, Event::Next),
        "play-here" => {
            let Some(record) = state.borrow().board.attempt.as_ref().map(|a| {
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
            let set_up = state.borrow().board.attempt.as_ref().and_then(|a| {
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
