//! The JavaScript API for embedding a live board: `mount(element, config)` returns a handle
//! with `set`, `play`, `legalMoves`, `position`, `history`, `undo`, `flip`, `locate`,
//! `destroy`; events `deskovna:move`, `deskovna:end` and `deskovna:error` are dispatched on the
//! element. The board runs the same game session as the app page (`app::Session`).
//!
//! Nothing here throws: wrong input (an unknown game, a bad position, an illegal move, a value
//! of the wrong type) comes back as `{ ok: false, error: { code, message } }`, fires
//! `deskovna:error`, and changes nothing. After `destroy` every call answers `not-mounted`.

mod config;
mod events;
mod pictures;
mod puzzle;

use self::events::{emit, emit_error, failed, js, Answer, Failure};
use super::dom::create;
use super::host::{Host, SharedHost, Sink};
use crate::ai::wire::WireError;
use crate::app::embed::{EndDetail, MoveDetail, Options};
use crate::app::seats::Player;
use crate::app::session::{Command, Event, Game, Session};
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::registry::{new_table, open_table, variant_options, OpenError};
use crate::view::table::{Looks, Table};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;
use web_sys::{HtmlCanvasElement, HtmlElement};

/// A board mounted in an element of the host page (src/bin/board.rs gives it its JavaScript
/// names).
pub struct Board {
    state: RefCell<Mounted>,
}

struct Mounted {
    /// None once destroyed (or when the element was not an element).
    element: Option<HtmlElement>,
    host: Option<SharedHost>,
    error: Option<Failure>,
    view_only: bool,
    /// The computer's level for every seat but the one at the bottom.
    ai: Option<u8>,
    ai_url: String,
    /// Set while the host page's own call plays a move: a refusal is then its
    /// `illegal-move`, not a person's refused gesture (`refused`).
    calling: Rc<Cell<bool>>,
    /// A puzzle's board (`puzzle` in the config): its driver.
    puzzle: Option<puzzle::Shared>,
}

fn not_mounted() -> Failure {
    Failure::new("not-mounted", "The board is not mounted.")
}

/// Opens the game a config describes (the current game's kind when it names none).
fn table_of(config: &Options, current: Option<GameKind>, lang: Lang) -> Result<Box<dyn Table>, Failure> {
    let kind = config.game.or(current).unwrap_or(GameKind::Drake);
    let moves = config.moves.clone().unwrap_or_default();
    let opened = match config.position.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
        Some(p) => open_table(kind, p, &moves),
        None => {
            let options = config
                .variant
                .as_deref()
                .filter(|v| !v.trim().is_empty())
                .map(|v| variant_options(kind, v))
                .unwrap_or_default();
            new_table(kind, &options).and_then(|t| open_table(kind, &t.start_text(), &moves))
        }
    };
    opened.map_err(|e| match e {
        OpenError::Position(p) => Failure::new("bad-position", &p.reason.render(lang)),
        OpenError::Move { ply, reason } => Failure::new(
            "illegal-move",
            &format!("{} {}: {}", if lang == Lang::Cs { "Tah" } else { "Move" }, ply + 1, reason.render(lang)),
        ),
        // The only option a config gives is its variant.
        OpenError::Options(r) => Failure::new("bad-variant", &r.render(lang)),
    })
}

/// Whether the orientation names the second seat (the board is then turned).
fn flipped_by(table: &dyn Table, orientation: &str) -> Result<bool, Failure> {
    let seats = table.status().seats;
    match orientation {
        "first" => Ok(false),
        "second" => Ok(true),
        o => seats
            .iter()
            .take(2)
            .position(|c| c.id() == o)
            .map(|i| i == 1)
            .ok_or_else(|| Failure::new("bad-config", "“orientation” must be first, second or a seat's colour.")),
    }
}

/// The seats of a board with a computer opponent: the person at the bottom, the computer on
/// every other seat.
fn seats_for(table: &dyn Table, ai: Option<u8>) -> Vec<Player> {
    let Some(level) = ai else { return Vec::new() };
    let bottom = usize::from(table.flipped());
    (0..table.status().seats.len()).map(|s| if s == bottom { Player::Human } else { Player::Computer(level) }).collect()
}

/// What the board tells its page: moves, the end and refusals, as events on the element.
fn sink(element: HtmlElement, calling: Rc<Cell<bool>>) -> Sink {
    Rc::new(move |host: &SharedHost, command: &Command| match command {
        Command::Moved { notation, said, .. } => {
            let (position, history) = {
                let h = host.borrow();
                (h.session.table().position_text(), h.session.table().history().to_vec())
            };
            let _ = element.set_attribute("aria-label", said);
            emit(&element, "move", &MoveDetail { notation: notation.clone(), said: said.clone(), position, history });
        }
        Command::Ended(text) => {
            let (status, lang) = {
                let h = host.borrow();
                (h.session.table().status(), h.session.table().settings().lang)
            };
            let Some(outcome) = status.outcome else { return };
            emit(&element, "end", &EndDetail::new(&outcome, status.seats, lang, text));
        }
        Command::Refused(reason) => {
            let lang = host.borrow().session.table().settings().lang;
            let code = if calling.get() { "illegal-move" } else { "refused" };
            emit_error(&element, &Failure::new(code, &reason.render(lang)));
        }
        Command::ComputerFailed { error, said } => {
            // The page's policy forbids the computer's worker: say so by its own code.
            let code = match error {
                Some(WireError::Blocked(_)) => "computer-blocked",
                _ => "computer-failed",
            };
            emit_error(&element, &Failure::new(code, said));
        }
        _ => {}
    })
}

/// Mounts a board in `element` (it fills the element). Never throws: a bad config gives a
/// board whose `error` says what is wrong (and a `deskovna:error` event).
pub fn mount(element: JsValue, config: JsValue) -> Board {
    let element = element.dyn_into::<HtmlElement>().ok();
    let board = Board {
        state: RefCell::new(Mounted {
            element: element.clone(),
            host: None,
            error: None,
            view_only: false,
            ai: None,
            ai_url: "./computer.js".into(),
            calling: Rc::new(Cell::new(false)),
            puzzle: None,
        }),
    };
    if element.is_none() {
        board.state.borrow_mut().error = Some(Failure::new("bad-element", "Deskovna.mount needs an HTML element."));
        return board;
    }
    let result = board.apply(&config);
    if let Err(e) = result {
        // Said on the element too: a page listening there learns why no board came.
        if let Some(element) = &element {
            emit_error(element, &e);
        }
        board.state.borrow_mut().error = Some(e);
    }
    board
}

impl Board {
    /// The last configuration error, or null.
    pub fn error(&self) -> JsValue {
        self.state.borrow().error.as_ref().map_or(JsValue::NULL, js)
    }

    /// Changes the board: any of game, variant, position, moves, orientation, viewOnly, lang,
    /// theme, coordinates, ai. A new game, variant, position or moves replaces the game; anything wrong
    /// changes nothing at all.
    pub fn set(&self, config: JsValue) -> JsValue {
        if self.state.borrow().element.is_none() {
            return failed(not_mounted());
        }
        if config.is_undefined() || config.is_null() {
            return self.fail(Failure::new("bad-config", "set needs an object of options."));
        }
        match self.apply(&config) {
            Ok(()) => {
                self.state.borrow_mut().error = None;
                js(&Answer::Done)
            }
            Err(e) => {
                if let Some(element) = &self.state.borrow().element {
                    emit_error(element, &e);
                }
                failed(e)
            }
        }
    }

    /// Plays a move in the game's notation: `{ ok: true, move, said }`, or `{ ok: false, error }`.
    pub fn play(&self, notation: JsValue) -> JsValue {
        let Some(host) = self.host() else { return failed(not_mounted()) };
        let Some(notation) = notation.as_string() else {
            return self.fail(Failure::new("illegal-move", "A move must be a text in the game's notation."));
        };
        let calling = self.state.borrow().calling.clone();
        calling.set(true);
        let commands = Host::dispatch(&host, Event::Play(notation));
        calling.set(false);
        for c in commands {
            match c {
                Command::Moved { notation, said, .. } => return js(&Answer::Played { notation, said }),
                Command::Refused(reason) => {
                    let lang = host.borrow().session.table().settings().lang;
                    return failed(Failure::new("illegal-move", &reason.render(lang)));
                }
                _ => {}
            }
        }
        js(&Answer::Done)
    }

    /// The legal moves in notation.
    pub fn legal_moves(&self) -> JsValue {
        js(&self.with(|t| t.legal_notations()).unwrap_or_default())
    }

    /// The current position in the game's text format.
    pub fn position(&self) -> String {
        self.with(|t| t.position_text()).unwrap_or_default()
    }

    /// The moves played, in notation.
    pub fn history(&self) -> JsValue {
        js(&self.with(|t| t.history().to_vec()).unwrap_or_default())
    }

    /// The game's start position text.
    pub fn start(&self) -> String {
        self.with(|t| t.start_text()).unwrap_or_default()
    }

    /// Takes back the last move (against the computer, back to the person's last move);
    /// false if there was none.
    pub fn undo(&self) -> bool {
        let Some(host) = self.host() else { return false };
        let before = host.borrow().session.table().history().len();
        Host::dispatch(&host, Event::Undo);
        let after = host.borrow().session.table().history().len();
        after < before
    }

    pub fn flip(&self) {
        let Some(host) = self.host() else { return };
        let ai = self.state.borrow().ai;
        Host::dispatch(&host, Event::Flip);
        if ai.is_some() {
            let seats = seats_for(host.borrow().session.table(), ai);
            Host::dispatch(&host, Event::Seats(seats));
        }
    }

    /// Where a spot ("e4", "Blue stack") is drawn, `[x, y]` in CSS pixels of the canvas.
    pub fn locate(&self, name: JsValue) -> Vec<f64> {
        let Some(name) = name.as_string() else { return Vec::new() };
        self.with(|t| t.locate(&name)).flatten().map(|p| vec![p.x as f64, p.y as f64]).unwrap_or_default()
    }

    /// Removes the board from the element, ends its computer's worker and stops listening.
    pub fn destroy(&self) {
        let host = {
            let mut s = self.state.borrow_mut();
            s.element = None;
            s.host.take()
        };
        if let Some(host) = host {
            Host::detach(&host);
            host.borrow().canvas.remove();
        }
        if let Some(p) = self.state.borrow_mut().puzzle.take() {
            puzzle::remove(&p);
        }
    }
}

impl Board {
    fn host(&self) -> Option<SharedHost> {
        self.state.borrow().host.clone()
    }

    fn with<T>(&self, f: impl FnOnce(&dyn Table) -> T) -> Option<T> {
        self.host().map(|h| f(h.borrow().session.table()))
    }

    fn fail(&self, failure: Failure) -> JsValue {
        if let Some(element) = &self.state.borrow().element {
            emit_error(element, &failure);
        }
        failed(failure)
    }

    /// Applies a config: everything is checked before anything changes.
    fn apply(&self, config: &JsValue) -> Result<(), Failure> {
        let config = config::read(config)?;
        if config.puzzle.is_some() || self.state.borrow().puzzle.is_some() {
            return self.apply_puzzle(config);
        }
        let current = self.with(|t| (t.kind(), t.settings()));
        let lang = config.lang.or(current.map(|c| c.1.lang)).unwrap_or(Lang::En);
        let table = if config.replaces_game() || current.is_none() {
            Some(table_of(&config, current.map(|c| c.0), lang)?)
        } else {
            None
        };
        let flipped = match (&config.orientation, &table) {
            (None, _) => None,
            (Some(o), Some(t)) => Some(flipped_by(&**t, o)?),
            (Some(o), None) => Some(self.with(|t| flipped_by(t, o)).unwrap_or_else(|| Err(not_mounted()))?),
        };
        self.apply_checked(config, table, flipped)
    }

    /// Applies a config already checked whole.
    fn apply_checked(
        &self,
        config: Options,
        table: Option<Box<dyn Table>>,
        flipped: Option<bool>,
    ) -> Result<(), Failure> {
        {
            let mut s = self.state.borrow_mut();
            if let Some(url) = config.ai_url.clone() {
                s.ai_url = url;
            }
            if let Some(v) = config.view_only {
                s.view_only = v;
            }
            if let Some(ai) = config.ai {
                s.ai = ai;
            }
        }
        if let Some(table) = table {
            self.install(table)?;
        }
        let Some(host) = self.host() else { return Err(not_mounted()) };
        let (view_only, ai) = {
            let s = self.state.borrow();
            (s.view_only, s.ai)
        };
        let old = host.borrow().session.table().settings();
        Host::dispatch(
            &host,
            Event::Looks(Looks {
                lang: config.lang.unwrap_or(old.lang),
                theme: config.theme.unwrap_or(old.theme),
                coordinates: config.coordinates.unwrap_or(old.coordinates),
                animation_ms: old.animation_ms,
            }),
        );
        if let Some(f) = flipped {
            Host::dispatch(&host, Event::Flipped(f));
        }
        Host::dispatch(&host, Event::ViewOnly(view_only));
        let (seats, changed) = {
            let h = host.borrow();
            let seats = seats_for(h.session.table(), ai);
            let changed = seats != h.session.seats();
            (seats, changed)
        };
        if changed {
            Host::dispatch(&host, Event::Seats(seats));
        }
        Ok(())
    }

    /// A puzzle's board: a new puzzle, or new looks. It plays its puzzle, so options that
    /// replace the game are refused.
    fn apply_puzzle(&self, config: Options) -> Result<(), Failure> {
        let current = self.state.borrow().puzzle.clone();
        let old = current.as_ref().map(puzzle::looks).unwrap_or_default();
        let lang = config.lang.unwrap_or(old.lang);
        if config.replaces_game() {
            return Err(Failure::new("bad-config", crate::app::puzzle::embedded::PLAYS_ITS_PUZZLE.get(lang)));
        }
        let looks = Looks {
            lang,
            theme: config.theme.unwrap_or(old.theme),
            coordinates: config.coordinates.unwrap_or(old.coordinates),
            animation_ms: old.animation_ms,
        };
        if let Some(url) = config.ai_url.clone() {
            self.state.borrow_mut().ai_url = url;
        }
        match (current, config.puzzle) {
            (Some(p), text) => {
                if let Some(text) = text {
                    puzzle::reopen(&p, &text)?;
                }
                puzzle::restyle(&p, looks);
            }
            (None, Some(text)) => {
                let (element, url) = {
                    let s = self.state.borrow();
                    (s.element.clone().ok_or_else(not_mounted)?, s.ai_url.clone())
                };
                let (p, host) = puzzle::open(&element, &text, looks, &url)?;
                // A board that played a game until now: its game gives way to the puzzle.
                if let Some(old) = self.state.borrow_mut().host.take() {
                    Host::detach(&old);
                    old.borrow().canvas.remove();
                }
                let mut s = self.state.borrow_mut();
                s.puzzle = Some(p);
                s.host = Some(host);
            }
            (None, None) => {}
        }
        Ok(())
    }

    /// Puts `table` on the board: a new session (the old one's search is stopped).
    fn install(&self, table: Box<dyn Table>) -> Result<(), Failure> {
        if let Some(host) = self.host() {
            Host::dispatch(&host, Event::New(Game::new(table, Vec::new())));
            return Ok(());
        }
        let (element, url, calling) = {
            let s = self.state.borrow();
            (s.element.clone().ok_or_else(not_mounted)?, s.ai_url.clone(), s.calling.clone())
        };
        let canvas: HtmlCanvasElement =
            create("canvas", "deskovna-canvas").dyn_into().map_err(|_| Failure::new("no-canvas", "No canvas."))?;
        let style = canvas.style();
        for (k, v) in [("display", "block"), ("width", "100%"), ("height", "100%"), ("touch-action", "none")] {
            let _ = style.set_property(k, v);
        }
        let _ = canvas.set_attribute("tabindex", "0");
        let _ = canvas.set_attribute("role", "application");
        let _ = element.append_child(&canvas);
        let session = Session::new(table, Vec::new(), false);
        let host = Host::attach(canvas.clone(), session, &url, sink(element, calling))
            .map_err(|_| Failure::new("no-canvas", "No 2D canvas."))?;
        self.state.borrow_mut().host = Some(host.clone());
        Host::dispatch(&host, Event::Start);
        Ok(())
    }
}
