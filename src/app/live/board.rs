//! The live board: this browser's game session (the board the player drags pieces on, as in
//! any game) and the live match ([`Live`]), kept in step. Pure and natively tested, so that the
//! web layer only wires the canvas, the data channel and the buttons to it.
//!
//! A move made on the board goes to the match, which checks it and sends it (or takes it back
//! and says why); a move of the other player comes from the match and is played on the board;
//! the board takes input only on this player's turn of a game being played.

use super::controller::{Command as LiveCommand, Event as LiveEvent, Live};
use super::words::{Ending, Notice};
use crate::app::record::Record;
use crate::app::seats::Player;
use crate::app::session::{Command as SessionCommand, Event as SessionEvent, Game, Session};
use crate::game::Seat;
use crate::view::table::Table;

/// What happens to the live board.
#[derive(Debug)]
pub enum Event {
    /// On the board (a drag, a key): the session's.
    Board(SessionEvent),
    /// To the match: the channel, a message received, the buttons, a tick.
    Live(LiveEvent),
}

/// What the page must do, in this order.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// The board's (draw, wait, announce, a sound …).
    Board(SessionCommand),
    /// Send this text on the data channel.
    Send(String),
    Say(Notice),
    Ended(Ending),
    /// Keep the match's state (`Live::restore` reads it back).
    Save(String),
    /// The connection failed: go on by links with this game.
    LinkPlay(Record),
    /// Show the screen again: connection, clocks, offers.
    Refresh,
}

/// The two clocks of an event (see [`LiveBoard::handle`]).
#[derive(Clone, Copy)]
struct At {
    now: f64,
    wall: f64,
}

pub struct LiveBoard {
    pub session: Session,
    pub live: Live,
    /// Whether the board takes input now.
    open: bool,
}

impl LiveBoard {
    /// The board of `live`'s game (until the game is known: an empty board of `table`).
    pub fn new(live: Live, table: Box<dyn Table>) -> LiveBoard {
        let session = Session::new(table, Vec::new(), false);
        let mut board = LiveBoard { session, live, open: true };
        let mut out = Vec::new();
        if let Some(record) = board.live.record() {
            board.open(record, &mut out);
        }
        board.gate(&mut out);
        board
    }

    /// The seat this player sits at (the first of theirs), if the game is known.
    pub fn my_seat(&self) -> Option<Seat> {
        self.live.my_seats().first().copied()
    }

    /// `now`: the board's clock (animations, milliseconds since the page loaded); `wall`: the
    /// match's (wall-clock milliseconds, so that a live clock survives a reload).
    pub fn handle(&mut self, event: Event, now: f64, wall: f64) -> Vec<Command> {
        let mut out = Vec::new();
        let at = At { now, wall };
        match event {
            Event::Board(event) => {
                let commands = self.session.handle(event, now);
                self.board(commands, at, true, &mut out);
            }
            Event::Live(event) => {
                let commands = self.live.handle(event, wall);
                self.carry(commands, at, &mut out);
            }
        }
        self.gate(&mut out);
        out
    }

    /// The session's commands: passed on; a move the player made here goes to the match.
    fn board(&mut self, commands: Vec<SessionCommand>, at: At, by_player: bool, out: &mut Vec<Command>) {
        let mut moved = Vec::new();
        for command in commands {
            if let (true, SessionCommand::Moved { notation, by_computer: false, .. }) = (by_player, &command) {
                moved.push(notation.clone());
            }
            out.push(Command::Board(command));
        }
        for notation in moved {
            let commands = self.live.handle(LiveEvent::Moved(notation), at.wall);
            self.carry(commands, at, out);
        }
    }

    /// The match's commands: what concerns the board is done on the session.
    fn carry(&mut self, commands: Vec<LiveCommand>, at: At, out: &mut Vec<Command>) {
        for command in commands {
            match command {
                LiveCommand::Play(notation) => {
                    let commands = self.session.handle(SessionEvent::Play(notation), at.now);
                    self.board(commands, at, false, out);
                }
                LiveCommand::TakeBack(n) => {
                    for _ in 0..n {
                        let commands = self.session.handle(SessionEvent::Undo, at.now);
                        self.board(commands, at, false, out);
                    }
                }
                LiveCommand::Open(record) => self.open(record, out),
                LiveCommand::Send(text) => out.push(Command::Send(text)),
                LiveCommand::Say(notice) => out.push(Command::Say(notice)),
                LiveCommand::Ended(ending) => out.push(Command::Ended(ending)),
                LiveCommand::Save(text) => out.push(Command::Save(text)),
                LiveCommand::LinkPlay(record) => out.push(Command::LinkPlay(record)),
                LiveCommand::Refresh => out.push(Command::Refresh),
            }
        }
    }

    /// Shows the match's game on the board, this player's seat at the bottom.
    fn open(&mut self, record: Record, out: &mut Vec<Command>) {
        match record.open() {
            Ok(table) => {
                let seats = vec![Player::Human; table.status().seats.len()];
                let flipped = seats.len() == 2 && self.my_seat() == Some(1);
                let game = Game { flipped: Some(flipped), ..Game::new(table, seats) };
                let commands = self.session.handle(SessionEvent::Load(game), 0.0);
                self.board(commands, At { now: 0.0, wall: 0.0 }, false, out);
            }
            // The match checked the game with the same engine, so this does not happen; if it
            // did, the board would say why rather than show another game.
            Err(e) => out.push(Command::Say(Notice::LocalRefused(e.erase().reason))),
        }
    }

    /// The board takes input on this player's turn of a game being played, and only then.
    fn gate(&mut self, out: &mut Vec<Command>) {
        let open = self.live.my_turn();
        if open != self.open {
            self.open = open;
            for command in self.session.handle(SessionEvent::ViewOnly(!open), 0.0) {
                out.push(Command::Board(command));
            }
        }
    }
}
