//! The board half of a puzzle, shared by the site's puzzle screen (`web::puzzle`) and the
//! embedded puzzle (`web::embed::puzzle`): a `Host` running a `Session` on the puzzle's
//! position, the player's moves handed to `app::puzzle::Attempt`, and its answers carried out
//! on the board — the opponent's reply played after a pause, a wrong move refuted by the
//! computer, the solution shown move by move, back to before a wrong move. Each face keeps its
//! own words and buttons: it paints from `said`, and hears every command after the board has
//! carried it out (`Face::heard`: the rating, the next puzzle, the host page's events).

use super::dom::later;
use super::host::{Host, SharedHost};
use crate::ai::analysis::Score;
use crate::app::puzzle::{screen, Attempt, Command, Event, Profile};
use crate::app::seats::Player;
use crate::app::session::{self, Session};
use crate::game::Lang;
use crate::view::registry::open_table;
use crate::view::table::Looks;
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::HtmlCanvasElement;

/// The level that answers a wrong move (the refutation played on the board).
pub const REFUTER: u8 = 4;
/// The pause before the opponent's reply, so that the player's own move is seen first.
const REPLY_MS: f64 = 450.0;

/// What the face says about the attempt.
#[derive(Clone, PartialEq)]
pub enum Said {
    Loading,
    /// No puzzle to show, and why (the set did not load; a bad id).
    Failed(String),
    /// No puzzle matches what was asked (the themes ticked, the pick: the site's screen only).
    #[cfg_attr(not(feature = "tools"), allow(dead_code))]
    Missing,
    Turn,
    Right,
    Thinking,
    Wrong(String),
    Solved {
        first: bool,
    },
    Shown(String),
}

/// A wrong move being refuted: the moves tried, the seat that answers, and its answer so far
/// (a whole turn of several actions, in Shamrock).
struct Refuting {
    tried: Vec<String>,
    seat: usize,
    line: Vec<String>,
}

/// A puzzle on a board.
pub struct Board {
    pub host: Option<SharedHost>,
    pub attempt: Option<Attempt>,
    /// The player's rating (the embedded board keeps a blank one: it rates no one).
    pub profile: Profile,
    pub said: Said,
    /// A wrong move was played in this attempt.
    pub missed: bool,
    /// Moves the board plays itself (replies, the solution) still to come back as `Moved`:
    /// they are not the player's.
    own: usize,
    /// A wrong move, while the computer plays its refutation.
    refuting: Option<Refuting>,
    /// Counts the boards set up: a move meant for an earlier board is not played.
    count: u32,
}

impl Board {
    pub fn new(profile: Profile) -> Board {
        Board {
            host: None,
            attempt: None,
            profile,
            said: Said::Loading,
            missed: false,
            own: 0,
            refuting: None,
            count: 0,
        }
    }

    /// A new attempt, on the board once `set_board` has put it there.
    pub fn begin(&mut self, attempt: Attempt) {
        self.attempt = Some(attempt);
        self.said = Said::Turn;
        self.refuting = None;
        self.missed = false;
        self.own = 0;
    }

    /// The player's colour (seat, name) in `lang`.
    pub fn player(&self, lang: Lang) -> Option<(usize, &'static str, String)> {
        self.attempt.as_ref().and_then(|a| screen::player(a.puzzle(), lang))
    }
}

/// A screen that shows a puzzle on a `Board`.
pub trait Face: Sized + 'static {
    fn board(&self) -> &Board;
    fn board_mut(&mut self) -> &mut Board;
    fn looks(&self) -> Looks;
    /// The canvas to draw on and the computer's script, for the first board.
    fn canvas(&self) -> Option<(HtmlCanvasElement, String)>;
    /// Says a move, the cursor's square or a refusal to screen readers.
    fn announce(&self, text: &str);
    fn paint(state: &Rc<RefCell<Self>>);
    /// A command of the attempt, after the board has carried out its part.
    fn heard(state: &Rc<RefCell<Self>>, command: &Command);
}

fn host_of<F: Face>(state: &Rc<RefCell<F>>) -> Option<SharedHost> {
    state.borrow().board().host.clone()
}

/// Puts the attempt's position and `moves` on the board (made on the face's canvas the first
/// time), the player at the bottom.
pub fn set_board<F: Face>(state: &Rc<RefCell<F>>, moves: &[String]) {
    let (table, looks) = {
        let s = state.borrow();
        let Some(p) = s.board().attempt.as_ref().map(|a| a.puzzle()) else { return };
        let Ok(table) = open_table(p.kind, &p.position, moves) else { return };
        (table, s.looks())
    };
    let mut table = table;
    table.set_settings(looks);
    let player = state.borrow().board().player(Lang::En).map_or(0, |p| p.0);
    let host = match host_of(state) {
        Some(host) => {
            Host::dispatch(&host, session::Event::New(session::Game::new(table, Vec::new())));
            host
        }
        None => {
            let Some((canvas, ai_url)) = state.borrow().canvas() else { return };
            let Ok(host) = Host::attach(canvas, Session::new(table, Vec::new(), false), &ai_url, sink(state)) else {
                return;
            };
            state.borrow_mut().board_mut().host = Some(host.clone());
            host
        }
    };
    Host::dispatch(&host, session::Event::ViewOnly(false));
    Host::dispatch(&host, session::Event::Flipped(player == 1));
    state.borrow_mut().board_mut().count += 1;
    Host::fit(&host);
}

/// What the board's session hands the face: the moves, what to say.
pub fn sink<F: Face>(state: &Rc<RefCell<F>>) -> super::host::Sink<Session> {
    let weak = Rc::downgrade(state);
    Rc::new(move |_: &SharedHost, command: &session::Command| {
        let Some(state) = weak.upgrade() else { return };
        match command {
            session::Command::Moved { notation, by_computer, said, .. } => {
                state.borrow().announce(said);
                // Out of the board's own dispatch: the answer may play on the board again.
                let (weak, notation, by_computer) = (Rc::downgrade(&state), notation.clone(), *by_computer);
                later(0.0, move || {
                    if let Some(state) = weak.upgrade() {
                        moved(&state, notation, by_computer);
                    }
                });
            }
            session::Command::Announce(text) => state.borrow().announce(text),
            session::Command::Refused(reason) => {
                let said = reason.render(state.borrow().looks().lang);
                state.borrow().announce(&said);
            }
            _ => {}
        }
    })
}

fn moved<F: Face>(state: &Rc<RefCell<F>>, notation: String, by_computer: bool) {
    if by_computer {
        return refuted(state, notation);
    }
    {
        let mut s = state.borrow_mut();
        let board = s.board_mut();
        if board.own > 0 {
            board.own -= 1;
            return;
        }
    }
    handle(state, Event::Played(notation));
}

/// The computer's move against a wrong one. While its turn goes on (a Shamrock turn of several
/// actions) it plays on; then the board is back to people, and the attempt told the whole answer.
fn refuted<F: Face>(state: &Rc<RefCell<F>>, reply: String) {
    let Some(host) = host_of(state) else { return };
    let status = host.borrow().session.table().status();
    let done = {
        let mut s = state.borrow_mut();
        let Some(refuting) = s.board_mut().refuting.as_mut() else { return };
        refuting.line.push(reply);
        status.outcome.is_some() || status.to_move != refuting.seat
    };
    if !done {
        return;
    }
    let Some(Refuting { tried, line, .. }) = state.borrow_mut().board_mut().refuting.take() else { return };
    Host::dispatch(&host, session::Event::Seats(Vec::new()));
    let score = {
        let s = state.borrow();
        s.board().attempt.as_ref().and_then(|a| screen::refuted(a.puzzle(), &tried, &line))
    };
    handle(state, Event::Refuted { line, score: score.unwrap_or(Score::Points(0)) });
}

/// Gives the attempt an event, carries out what it answers, and paints the face.
pub fn handle<F: Face>(state: &Rc<RefCell<F>>, event: Event) {
    let commands = {
        let mut guard = state.borrow_mut();
        let board = guard.board_mut();
        let Some(attempt) = board.attempt.as_mut() else { return };
        attempt.handle(event, &mut board.profile)
    };
    for command in commands {
        carry_out(state, &command);
        F::heard(state, &command);
    }
    F::paint(state);
}

/// Plays `moves` on the board one after another, as the board's own.
fn play_own<F: Face>(state: &Rc<RefCell<F>>, moves: Vec<String>) {
    let Some(host) = host_of(state) else { return };
    state.borrow_mut().board_mut().own += moves.len();
    Host::dispatch(&host, session::Event::ViewOnly(true));
    let total = moves.len();
    let count = state.borrow().board().count;
    for (i, mv) in moves.into_iter().enumerate() {
        let (h, weak) = (Rc::downgrade(&host), Rc::downgrade(state));
        later(REPLY_MS * (i + 1) as f64, move || {
            let current = weak.upgrade().is_some_and(|s| s.borrow().board().count == count);
            if let (Some(host), true) = (h.upgrade(), current) {
                Host::dispatch(&host, session::Event::Play(mv));
                if i + 1 == total {
                    Host::dispatch(&host, session::Event::ViewOnly(false));
                }
            }
        });
    }
}

/// The board's part of the attempt's answer.
fn carry_out<F: Face>(state: &Rc<RefCell<F>>, command: &Command) {
    let lang = state.borrow().looks().lang;
    match command {
        Command::Reply(mv) => play_own(state, vec![mv.clone()]),
        Command::Right => state.borrow_mut().board_mut().said = Said::Right,
        Command::Ask { moves, .. } => ask(state, moves),
        Command::Wrong { reason, .. } => {
            let mut s = state.borrow_mut();
            let board = s.board_mut();
            board.said = Said::Wrong(reason.render(lang));
            board.missed = true;
        }
        Command::Solved => {
            let mut s = state.borrow_mut();
            let board = s.board_mut();
            board.said = Said::Solved { first: !board.missed };
        }
        Command::Back { moves } => {
            state.borrow_mut().board_mut().own = 0;
            set_board(state, moves);
            state.borrow_mut().board_mut().said = Said::Turn;
        }
        Command::Show(rest) => {
            state.borrow_mut().board_mut().said = Said::Shown(rest.join(" "));
            play_own(state, rest.clone());
        }
        Command::Rated { .. } | Command::StreakOver { .. } | Command::Save(_) | Command::Next { .. } => {}
    }
}

/// A wrong move: the computer plays the refutation for the seat that answers it.
fn ask<F: Face>(state: &Rc<RefCell<F>>, moves: &[String]) {
    let Some(host) = host_of(state) else { return };
    let (answering, player) = {
        let s = state.borrow();
        let puzzle = s.board().attempt.as_ref().map(|a| a.puzzle());
        (puzzle.and_then(|p| screen::answering_seat(p, moves)), s.board().player(Lang::En).map(|p| p.0))
    };
    state.borrow_mut().board_mut().said = Said::Thinking;
    let Some(answering) = answering else {
        // No reply to show: the move ended the game, or a turn of several actions goes on.
        let score = {
            let s = state.borrow();
            s.board().attempt.as_ref().and_then(|a| screen::refuted(a.puzzle(), moves, &[]))
        };
        let score = score.unwrap_or(Score::Points(0));
        let state = state.clone();
        later(0.0, move || handle(&state, Event::Refuted { line: Vec::new(), score }));
        return;
    };
    state.borrow_mut().board_mut().refuting =
        Some(Refuting { tried: moves.to_vec(), seat: answering, line: Vec::new() });
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
