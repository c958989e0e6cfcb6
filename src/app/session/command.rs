//! What a session asks the page around it to do, and what it is told back.

use super::Nav;
use crate::ai::wire::WireError;
use crate::app::record::Record;
use crate::app::tree::NodeId;
use crate::game::Reason;
use crate::games::GameKind;
use crate::view::press::Pointer;
use crate::view::scene::Point;
use crate::view::table::Key;

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

/// Everything that can happen to a session.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
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
