//! A game session: the table, who plays each seat, the computer's turn, Undo and Redo against
//! the computer, hints, saving and the result — pure Rust, natively tested.
//!
//! The page around a board (the app page or an embedded board) forwards what happens as
//! [`Event`]s; the session answers with [`Command`]s for the page to carry out (draw, ask the
//! computer, wait, save, announce, play a sound, show the result). The page decides nothing
//! about the game: "what does Undo do against the computer?" is answered here, in
//! [`Session::take_back`].

mod change;
mod command;
mod study;
mod timing;
mod turn;

pub use change::Refused;
pub use command::{Command, Cue, Event, Game, Input, Purpose, Request, RequestId};
pub use study::Nav;
use turn::Turn;

use super::clock::Clock;
use super::record::Record;
use super::seats::{player, Player};
use super::tree::{NodeId, Tree};
use crate::ai::wire::WireError;
use crate::game::{Lang, Reason, Text};
use crate::view::status::ending;
use crate::view::table::{Key, Response, Table};

/// The level of hints and of the demo.
pub const HINT_LEVEL: u8 = 3;
pub const DEMO_LEVEL: u8 = 3;
/// How long the computer waits after the last move's animation before it asks the worker,
/// so that its move never starts before the last one has been seen.
const PAUSE_MS: f64 = 150.0;

const HINT: Text = crate::text!("Hint: {0}", "Nápověda: {0}");
const FAILED: Text = crate::text!("The computer could not move: {0}", "Počítač nemohl táhnout: {0}");

pub struct Session {
    table: Box<dyn Table>,
    seats: Vec<Player>,
    turn: Turn,
    /// The hint being searched for.
    hint: Option<RequestId>,
    last_id: RequestId,
    /// Whether every change is saved (the app page: yes; an embedded board: no).
    saves: bool,
    /// Whether people may play on the board (an embedded board may be view-only).
    view_only: bool,
    /// Every move played, with variations, comments and glyphs; its current node is the
    /// position on the board (`study.rs`).
    tree: Tree,
    /// The deepest node of the line the player is on (Redo and → follow it).
    tip: NodeId,
    /// The game's last move: the main line ends here for the game, the record and the
    /// computer; moves after it were taken back and wait for Redo (`study.rs`).
    end: NodeId,
    words: std::cell::RefCell<study::Words>,
    /// How long the game's text was when it was last saved (0 for a board that does not
    /// save): near the saved game's limit, every change is checked against it.
    saved_len: usize,
    /// The game's clock, if it is played on time (`timing.rs`).
    clock: Option<Clock>,
}

impl Session {
    /// A session over `table`; call [`Session::start`] and carry out its commands.
    pub fn new(table: Box<dyn Table>, seats: Vec<Player>, saves: bool) -> Session {
        let mut session = Session {
            table,
            seats,
            turn: Turn::Idle,
            hint: None,
            last_id: 0,
            saves,
            view_only: false,
            tree: Tree::new(),
            tip: NodeId::ROOT,
            end: NodeId::ROOT,
            words: Default::default(),
            saved_len: 0,
            clock: None,
        };
        session.line_tree();
        session.orient();
        session
    }

    /// Shows the game and, if a computer seat is to move, lets it move.
    fn start(&mut self, now: f64) -> Vec<Command> {
        let mut out = vec![Command::Redraw, Command::Refresh];
        // A clock that ran out while the page was closed ends the game now.
        if !self.flag_falls(now, &mut out) {
            self.next_turn(&mut out);
        }
        out
    }

    /// What the page must do when this session is closed (another game is opened).
    fn close(&mut self) -> Vec<Command> {
        let mut out = Vec::new();
        self.stop(&mut out);
        out
    }

    pub fn table(&self) -> &dyn Table {
        &*self.table
    }

    pub fn seats(&self) -> &[Player] {
        &self.seats
    }

    /// Whether the computer is about to move or searching for its move.
    pub fn thinking(&self) -> bool {
        self.turn != Turn::Idle
    }

    /// Whether every seat is played by the computer (the demo).
    pub fn all_computer(&self) -> bool {
        let n = self.table.status().seats.len();
        n > 0 && (0..n).all(|i| player(&self.seats, i) != Player::Human)
    }

    /// The game as saved: start, moves (the main line), seats, and the tree when it holds
    /// more than the main line.
    pub fn record(&self) -> Record {
        let mut record = Record::played_by(&*self.table, &self.seats);
        record.moves = self.tree.moves_to(self.end);
        let redo = self.tree.get(self.end).is_some_and(|n| !n.children().is_empty());
        record.tree = (redo || !self.tree.is_plain()).then(|| self.tree.clone());
        record
    }

    /// The tree of the game on the board: its moves as one line.
    fn line_tree(&mut self) {
        // Every game's notation fits a tree (tests/session_tree.rs plays them all).
        let tree = Tree::from_line(self.table.history()).unwrap_or_default();
        if !self.set_tree(tree) {
            self.tree = Tree::new();
        }
    }

    fn lang(&self) -> Lang {
        self.table.settings().lang
    }

    /// The one way in: what happened, and what the page must do about it.
    pub fn handle(&mut self, event: Event, now: f64) -> Vec<Command> {
        let mut out = self.handle_event(event, now);
        // A loss on time is drawn on the board as the rules' own results are, at the game's end.
        let ending = if self.at_game() { self.time_out_words(self.lang()) } else { None };
        if self.table.set_ending(ending) && !out.contains(&Command::Redraw) {
            out.push(Command::Redraw);
        }
        out
    }

    fn handle_event(&mut self, event: Event, now: f64) -> Vec<Command> {
        let mut out = Vec::new();
        // Time runs out before anything is played: a move after the flag does not count.
        let plays = matches!(
            event,
            Event::Input(_)
                | Event::Play(_)
                | Event::Undo
                | Event::Redo
                | Event::Hint
                | Event::Due { .. }
                | Event::Tick
        );
        if plays && self.flag_falls(now, &mut out) {
            return out;
        }
        match event {
            Event::Start => return self.start(now),
            Event::Load(game) => return self.load(game, now),
            Event::New(game) => return self.replace(game),
            Event::Seats(seats) => return self.set_seats(seats),
            Event::Demo => return self.toggle_demo(),
            Event::ViewOnly(view_only) => return self.set_view_only(view_only),
            Event::Looks(looks) => return self.set_looks(looks),
            Event::Flip => return self.set_flipped(!self.table.flipped()),
            Event::Flipped(flipped) => return self.set_flipped(flipped),
            Event::Resize { width, height } => return self.resize(width, height),
            Event::Arrow { notation, before } => return self.arrow(notation.as_deref(), before),
            Event::Promote(node) => return self.promote(node),
            Event::Delete(node) => return self.delete(node, now),
            Event::Glyph(node, glyph) => return self.set_glyph(node, glyph),
            Event::Comment(node, comment) => return self.set_comment(node, &comment),
            Event::Input(input) => {
                // Where the keyboard cursor stands, said to screen readers when it moves (asked
                // only for the inputs that move it, not for every pointer move).
                let steers = matches!(input, Input::Focus | Input::Key(Key::Left | Key::Right | Key::Up | Key::Down));
                let before = if steers { self.table.cursor_name(self.lang()) } else { None };
                let response = self.input(input, now);
                self.respond(response, false, now, &mut out);
                if steers {
                    match self.table.cursor_name(self.lang()) {
                        Some(name) if Some(&name) != before.as_ref() => out.push(Command::Announce(name)),
                        _ => {}
                    }
                }
            }
            Event::Play(_) if self.time_out().is_some() && self.at_game() => {}
            Event::Play(notation) => match self.table.play_notation(&notation, now) {
                Ok(response) => self.respond(response, false, now, &mut out),
                Err(reason) => self.refuse(reason, &mut out),
            },
            Event::Undo => self.take_back(now, &mut out),
            Event::Redo => self.play_again(now, &mut out),
            Event::Go(node) => return self.go(node, now),
            Event::Nav(nav) => return self.navigate(nav, now),
            Event::View(ply) => return self.view_game(ply, now),
            Event::Hint => self.ask_hint(&mut out),
            Event::Due { plies } => self.ask_move(plies, &mut out),
            Event::Answer { id, reply } => self.answer(id, reply, now, &mut out),
            Event::Tick => {}
        }
        out
    }

    /// Turns the board so that the person playing against the computer sits at the bottom.
    /// With people on every seat (or the computer on every seat) it stays as it is.
    fn orient(&mut self) {
        let status = self.table.status();
        if status.seats.len() != 2 {
            return;
        }
        let people: Vec<usize> = (0..2).filter(|&s| player(&self.seats, s) == Player::Human).collect();
        if let [only] = people[..] {
            self.table.set_flipped(only == 1);
        }
    }

    fn input(&mut self, input: Input, now: f64) -> Response {
        input.apply(&mut *self.table, now)
    }

    fn respond(&mut self, response: Response, by_computer: bool, now: f64, out: &mut Vec<Command>) {
        match response {
            Response::None => {}
            // The page says nothing where the game cannot say why (a lesson does).
            Response::Redraw | Response::Returned => out.push(Command::Redraw),
            Response::Refused(reason) => self.refuse(reason, out),
            Response::Played { notation, said, capture } => {
                if let Err(reason) = self.note_move(&notation, &said) {
                    return self.refuse(reason, out);
                }
                self.hint = None;
                self.clock_follows(now);
                out.push(Command::Redraw);
                out.push(Command::Moved { notation, said: said.clone(), by_computer });
                out.push(Command::Announce(said));
                let outcome = self.table.status().outcome;
                out.push(Command::Sound(match (outcome, capture) {
                    (Some(_), _) => Cue::End,
                    (None, true) => Cue::Capture,
                    (None, false) => Cue::Move,
                }));
                self.changed(out);
                if let Some(outcome) = outcome {
                    let seats = self.table.status().seats;
                    out.push(Command::Ended(ending(&outcome, seats, self.lang())));
                }
            }
        }
    }

    fn refuse(&mut self, reason: Reason, out: &mut Vec<Command>) {
        out.push(Command::Redraw);
        out.push(Command::Announce(reason.render(self.lang())));
        out.push(Command::Refused(reason));
    }

    /// After the game changed: save it, show it, and let the computer move if it is its turn.
    fn changed(&mut self, out: &mut Vec<Command>) {
        if self.saves {
            let record = self.record();
            self.saved_len = record.to_text().len();
            out.push(Command::Save(record));
        }
        out.push(Command::Redraw);
        out.push(Command::Refresh);
        self.next_turn(out);
    }

    /// Takes back the last move. Against the computer, back to the last move of a person: the
    /// computer's replies since are taken back too, so that the person is to move again (or,
    /// where the computer moved first from the start, the computer moves again).
    fn take_back(&mut self, now: f64, out: &mut Vec<Command>) {
        if self.lost_on_time_here() {
            return; // the game's moves stay as they were when the flag fell
        }
        self.stop(out);
        let at_game = self.at_game();
        if !self.step_back() {
            return;
        }
        while self.someone_plays() && self.computer_seat_to_move().is_some() && self.step_back() {}
        if at_game {
            self.clock_passes(now);
        }
        self.changed(out);
    }

    /// Plays the move taken back last again; against the computer, its reply too.
    fn play_again(&mut self, now: f64, out: &mut Vec<Command>) {
        if self.lost_on_time_here() {
            return;
        }
        self.stop(out);
        let at_game = self.at_game();
        if !self.step_on(now) {
            return;
        }
        while self.someone_plays() && self.computer_seat_to_move().is_some() && self.step_on(now) {}
        if at_game {
            self.clock_passes(now);
        }
        self.changed(out);
    }

    /// Whether a person plays any seat.
    fn someone_plays(&self) -> bool {
        let n = self.table.status().seats.len();
        (0..n).any(|s| player(&self.seats, s) == Player::Human)
    }

    /// The level of the computer seat to move, if the board shows the game's end (not a past
    /// position or a variation) and a computer seat is to move there.
    fn computer_to_move(&self) -> Option<u8> {
        self.computer_seat_to_move().filter(|_| self.at_game())
    }

    /// The level of the computer seat to move in the position shown, if the game goes on.
    fn computer_seat_to_move(&self) -> Option<u8> {
        let status = self.table.status();
        match player(&self.seats, status.to_move) {
            Player::Computer(level) if status.outcome.is_none() && self.time_out().is_none() => Some(level),
            _ => None,
        }
    }

    /// Stops whatever the computer is doing for this session.
    fn stop(&mut self, out: &mut Vec<Command>) {
        let searching = matches!(self.turn, Turn::Asked { .. }) || self.hint.is_some();
        self.turn = Turn::Idle;
        self.hint = None;
        if searching {
            out.push(Command::Cancel);
        }
    }

    /// If a computer seat is to move, it moves once the last move has been animated.
    fn next_turn(&mut self, out: &mut Vec<Command>) {
        if matches!(self.turn, Turn::Asked { .. }) {
            out.push(Command::Cancel);
        }
        self.turn = Turn::Idle;
        if self.computer_to_move().is_some() {
            let plies = self.table.status().plies;
            self.turn = Turn::Waiting { plies };
            out.push(Command::Wait { ms: self.table.settings().animation_ms + PAUSE_MS, plies });
        }
        self.update_interactive();
    }

    /// People play on the board when a person is to move, and anywhere off the game's end
    /// (a variation is theirs to try, for every seat).
    fn update_interactive(&mut self) {
        let on_time = self.time_out().is_none();
        let person = (on_time && player(&self.seats, self.table.status().to_move) == Player::Human) || !self.at_game();
        self.table.set_interactive(!self.view_only && person);
    }

    fn request(&mut self, purpose: Purpose, level: u8) -> Request {
        self.last_id = self.last_id.wrapping_add(1);
        Request {
            id: self.last_id,
            purpose,
            kind: self.table.kind(),
            start: self.table.start_text(),
            moves: self.table.history().to_vec(),
            level,
        }
    }

    fn ask_move(&mut self, plies: usize, out: &mut Vec<Command>) {
        let due = self.turn == Turn::Waiting { plies } && self.table.status().plies == plies;
        let Some(level) = self.computer_to_move().filter(|_| due) else { return };
        self.hint = None;
        let request = self.request(Purpose::Move, level);
        self.turn = Turn::Asked { id: request.id, plies };
        out.push(Command::Ask(request));
        out.push(Command::Refresh);
    }

    fn ask_hint(&mut self, out: &mut Vec<Command>) {
        let free = self.turn == Turn::Idle && self.table.status().outcome.is_none() && self.time_out().is_none();
        if !free {
            return;
        }
        let request = self.request(Purpose::Hint, HINT_LEVEL);
        self.hint = Some(request.id);
        out.push(Command::Ask(request));
    }

    fn answer(&mut self, id: RequestId, reply: Result<Option<String>, WireError>, now: f64, out: &mut Vec<Command>) {
        let lang = self.lang();
        if self.hint == Some(id) {
            self.hint = None;
            if let Ok(Some(notation)) = reply {
                let index = self.table.legal_notations().iter().position(|m| *m == notation);
                self.table.set_hint(index);
                out.push(Command::Redraw);
                out.push(Command::Announce(HINT.fill(lang, &[notation])));
            }
            return;
        }
        if !matches!(self.turn, Turn::Asked { id: asked, .. } if asked == id) {
            return; // a reply to a request given up
        }
        self.turn = Turn::Idle;
        match reply {
            Ok(Some(notation)) => match self.table.play_notation(&notation, now) {
                Ok(response) => self.respond(response, true, now, out),
                Err(reason) => {
                    out.push(Command::ComputerFailed { error: None, said: FAILED.fill(lang, &[reason.render(lang)]) })
                }
            },
            Ok(None) => out.push(Command::Refresh),
            Err(error) => {
                let said = FAILED.fill(lang, &[error.said(lang)]);
                out.push(Command::ComputerFailed { error: Some(error), said });
                out.push(Command::Refresh);
            }
        }
        self.update_interactive();
    }
}
