//! What happens to a tutor, and what it asks the page around it to do.

use super::progress::Progress;
use super::Fault;
use crate::ai::wire::WireError;
use crate::app::session::{Cue, Input, Request, RequestId};
use crate::game::{Colour, Lang, Outcome, Reason, Text};
use crate::view::status::ending;
use crate::view::table::Looks;

/// Everything that can happen to a lesson.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// Show the lesson the tutor opened (the first without stars) and its board.
    Start,
    /// The board's language, theme, coordinates and animation.
    Looks(Looks),
    /// The board's size in CSS pixels; ignored unless both are finite and positive.
    Resize { width: f32, height: f32 },
    /// The learner's input on the board.
    Input(Input),
    /// The learner's move in the game's notation.
    Play(String),
    /// Start the lesson again.
    Retry,
    /// Show the next move of the solution.
    Hint,
    /// Go on to the next lesson.
    Next,
    /// Open the lesson with this index (the course's list).
    Open(usize),
    /// The time asked for by [`Command::Wait`] has passed.
    Due { plies: usize },
    /// The computer's reply: its move in notation (`None`: it has no move), or why it failed.
    Answer { id: RequestId, reply: Result<Option<String>, WireError> },
}

/// The goal's marks still to do, for the board: squares to reach, pieces to capture (the
/// tutor draws them on its table; the page may show them in words).
pub type Marks = crate::view::table::Goals;

/// Why a lesson was failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The game ended before the goal was met.
    Ended(Outcome),
    /// The learner made this many moves (the lesson's limit) without meeting the goal.
    Limit(u32),
}

const ENDED: Text = crate::text!(
    "The game is over ({0}) and the goal was not reached. Try again!",
    "Hra skončila ({0}) a cíle jste nedosáhli. Zkuste to znovu!"
);
const LIMIT: Text = crate::text!(
    "{0} moves are up and the goal was not reached. Try again!",
    "Vyčerpali jste {0} tahů a cíle jste nedosáhli. Zkuste to znovu!"
);

impl Failure {
    /// The failure in words, with the seats' colours to name a winner.
    pub fn render(&self, seats: &[Colour], lang: Lang) -> String {
        match self {
            Failure::Ended(outcome) => ENDED.fill(lang, &[ending(outcome, seats, lang)]),
            Failure::Limit(n) => LIMIT.fill(lang, &[n.to_string()]),
        }
    }
}

/// What the page must do after an event, in this order.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// A lesson was opened (or opened again): show its title, explanation and counts.
    Opened {
        index: usize,
    },
    /// Draw the board again.
    Redraw,
    /// Show the panel again: the moves made and left, the stars.
    Refresh,
    /// The goal's marks to draw from now on.
    Marks(Marks),
    /// Send [`Event::Due`] with these plies after `ms` milliseconds (the opponent's turn,
    /// once the learner's move has been seen).
    Wait {
        ms: f64,
        plies: usize,
    },
    /// Ask the computer for the opponent's move; any search under way is stopped first.
    Ask(Request),
    /// Stop any search under way.
    Cancel,
    /// A move was played: its notation, the same in words, and whether the learner played it.
    Moved {
        notation: String,
        said: String,
        by_learner: bool,
    },
    Sound(Cue),
    /// The learner's move was refused: the engine's reason (its words in both languages).
    Wrong(Reason),
    /// The next move of the solution, also drawn as the hint's arrow; `None` when the
    /// learner has left the solution's path (Retry shows it again).
    Hint(Option<String>),
    /// The goal is met with this many moves, earning these stars (1–3).
    Met {
        stars: u8,
        moves: u32,
    },
    /// The lesson was failed; Retry starts it again.
    Failed(Failure),
    /// Keep the progress (the page stores it with [`Progress::save`]).
    Save(Progress),
    /// The computer could not answer for the opponent: why (Retry starts the lesson again).
    ComputerFailed(String),
    /// Next was pressed on the last lesson: the course is done.
    CourseDone,
    /// The keyboard cursor moved to this spot: say its name to screen readers.
    Announce(String),
    /// The lesson cannot be played as written: why. Nothing else happens.
    Broken(Fault),
}
