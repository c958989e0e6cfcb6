//! What a session asks the page around it to do, and what it is told back.

use super::Nav;
use crate::ai::wire::WireError;
use crate::app::clock::Clock;
use crate::app::record::Record;
use crate::app::seats::Player;
use crate::app::tree::{Glyph, NodeId, Tree};
use crate::game::Reason;
use crate::games::GameKind;
use crate::view::press::Pointer;
use crate::view::scene::Point;
use crate::view::table::{Key, Looks, Table};
use std::fmt;

/// A computer request's id: replies carry it, so a reply to a request the session no longer
/// waits for is recognised and dropped.
pub type RequestId = u32;

/// What the computer is asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// The move of a computer seat.
    Move,
    /// The best move of the person to move, shown as an arrow.
    Hint,
}

/// A search for the computer (the Web Worker) to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    pub id: RequestId,
    pub purpose: Purpose,
    pub kind: GameKind,
    /// The start position and the moves since, so that the search knows the repetitions.
    pub start: String,
    pub moves: Vec<String>,
    pub level: u8,
}

/// The sounds of play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    Move,
    Capture,
    End,
}

/// A pointer, key or wheel input on the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Input {
    /// A press, by a mouse or pen or by a finger.
    Down(Point, Pointer),
    Move(Point),
    Up(Point),
    Cancel,
    Key(Key),
    /// The board got or lost the keyboard focus.
    Focus,
    Blur,
    /// Turns a held piece (a Shamrock tile) by this many steps.
    Rotate(i8),
}

impl Input {
    /// Gives the input to `table` (the session's board, a lesson's).
    pub fn apply(self, table: &mut dyn crate::view::table::Table, now: f64) -> crate::view::table::Response {
        match self {
            Input::Down(p, pointer) => table.press(p, pointer),
            Input::Move(p) => table.pointer_move(p),
            Input::Up(p) => table.pointer_up(p, now),
            Input::Cancel => table.pointer_cancel(),
            Input::Key(k) => table.key(k, now),
            Input::Focus => table.focus(true),
            Input::Blur => table.focus(false),
            Input::Rotate(step) => table.rotate_held(step),
        }
    }
}

/// A game to put on the board: its table, who plays each seat and, for a game opened from
/// where it was kept, its tree and how its board was turned.
pub struct Game {
    pub table: Box<dyn Table>,
    pub seats: Vec<Player>,
    /// The saved game's tree (variations, comments, moves taken back); `None`, or a tree whose
    /// main line does not start with the table's moves: those moves as one line.
    pub tree: Option<Tree>,
    /// The board as the player left it; `None`: as the seats put it.
    pub flipped: Option<bool>,
    /// The game's clock (in the time of the `now` the session is given), if it is played on
    /// time: a new one, or one as it was saved (`Clock::from_text`).
    pub clock: Option<Clock>,
}

impl Game {
    /// `table`'s game played by `seats`, its moves as one line, turned as the seats put it.
    pub fn new(table: Box<dyn Table>, seats: Vec<Player>) -> Game {
        Game { table, seats, tree: None, flipped: None, clock: None }
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("kind", &self.table.kind())
            .field("moves", &self.table.history())
            .field("seats", &self.seats)
            .field("tree", &self.tree.as_ref().map(Tree::len))
            .field("flipped", &self.flipped)
            .field("clock", &self.clock)
            .finish()
    }
}

/// Everything that can happen to a session: the one way in.
#[derive(Debug)]
pub enum Event {
    /// Show the game and let a computer seat to move move (after a reload, after switching
    /// back to a game, after opening a link).
    Start,
    /// Show another game on this board, from where it is kept (nothing is saved): whatever the
    /// computer was doing for the old one stops, and the new one starts.
    Load(Game),
    /// A new game, or an imported one, on this board (saved).
    New(Game),
    /// Who plays each seat from now on (saved). Refused for a computer level outside 1–5.
    Seats(Vec<Player>),
    /// The demo: every seat played by the computer, or back to people.
    Demo,
    /// A view-only board: people may look, not play.
    ViewOnly(bool),
    /// The board's language, theme, coordinates and animation.
    Looks(Looks),
    /// Turn the board over.
    Flip,
    /// Turn the board so (`true`: the second seat at the bottom).
    Flipped(bool),
    /// The board's size in CSS pixels; ignored unless both are finite and positive.
    Resize {
        width: f32,
        height: f32,
    },
    /// The study's arrow: a move (of the position shown, or of the one before it when
    /// `before`) drawn on the board; `None` or a move that does not parse: no arrow.
    Arrow {
        notation: Option<String>,
        before: bool,
    },
    /// Make the variation of this move one level more important (saved).
    Promote(NodeId),
    /// Delete this move and all that follows it; never one of the game's own moves (saved).
    Delete(NodeId),
    /// Set or clear the glyph of this move (`!!` … `??`) (saved).
    Glyph(NodeId, Option<Glyph>),
    /// Set the comment after this move (the root: on the game); empty removes it (saved).
    Comment(NodeId, String),
    /// A person's input on the board.
    Input(Input),
    /// A move in the game's notation (the embedding API, a script).
    Play(String),
    Undo,
    Redo,
    /// Go to a move of the tree (the move list): its position on the board.
    Go(NodeId),
    /// Move around the tree (the move list's arrow keys).
    Nav(Nav),
    /// Show the game's position after this many of its moves (the review's graph), or its end.
    View(Option<usize>),
    /// Ask the computer for the best move of the person to move.
    Hint,
    /// The time asked for by [`Command::Wait`] has passed.
    Due {
        plies: usize,
    },
    /// The computer's reply: its move in notation (`None`: it has no move), or why it failed.
    Answer {
        id: RequestId,
        reply: Result<Option<String>, WireError>,
    },
    /// Time passed (the page ticks while the game's clock runs): a flag may have fallen.
    Tick,
}

/// What the page must do after an event, in this order.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Draw the board again (its picture changed).
    Redraw,
    /// Show the panel again: status line, buttons, move list.
    Refresh,
    /// Send [`Event::Due`] with these plies after `ms` milliseconds.
    Wait {
        ms: f64,
        plies: usize,
    },
    /// Start a search; any search under way is stopped first.
    Ask(Request),
    /// Stop any search under way: its reply will not be wanted.
    Cancel,
    /// Keep the game (autosave).
    Save(Record),
    /// A move was played: its notation, the same in words, and whether a computer played it.
    Moved {
        notation: String,
        said: String,
        by_computer: bool,
    },
    Sound(Cue),
    /// Words for the live region (screen readers).
    Announce(String),
    /// The game has just ended: how, in words.
    Ended(String),
    /// An input or a move was refused; nothing changed.
    Refused(Reason),
    /// The computer could not move: why, as its worker's error (`None`: the board refused the
    /// move it gave) and in words.
    ComputerFailed {
        error: Option<WireError>,
        said: String,
    },
}
