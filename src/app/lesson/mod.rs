//! Lessons: tiny interactive stages that teach a game by playing it — move this troop to the
//! stars, capture these men, mate this Těžkooděnec, make a shamrock.
//!
//! - A course is one text file per game (`www/lessons/<game>.txt`, read by [`read_course`];
//!   the format is documented in `format.rs` and `docs/LESSONS.md`).
//! - A lesson is a position (the engine's own text), a [`Goal`] checked through the engine
//!   ([`probe`]: "what stands on b2", "is this seat in check", "how many shamrocks"; the end of
//!   the game from the engine's outcome), the opponent's scripted replies (the computer at a
//!   level when the script does not fit), the solution and the number of moves for three stars.
//!   Legality, captures and the end are the engine's: a lesson states none of them.
//! - [`Tutor`] runs a course as `app::Session` runs a game: events in, commands out.
//! - [`Progress`] keeps each lesson's best stars in storage.
//! - [`check_course`] plays every lesson's solution through the tutor (`deskovna lessons
//!   <game> --check`, and a test).

mod aim;
mod check;
mod command;
mod fault;
mod format;
mod probe;
mod progress;
mod screen;
mod tutor;
pub mod words;

pub use check::{check_course, check_lesson, CheckError, Passed};
pub use command::{Command, Event, Failure, Marks};
pub use fault::{Fault, FormatError, FormatKind};
pub use format::{read_course, write_course};
pub use probe::{probe, Probe};
pub use progress::Progress;
pub use screen::{course_done, play_computer, said, screen, Item, Screen, Tone};
pub use tutor::{Stage, Tutor, PAUSE_MS};

use crate::game::{EndReason, Lang};
use crate::games::GameKind;

/// A text the author wrote in both languages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bilingual {
    pub en: String,
    pub cs: String,
}

impl Bilingual {
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Cs => &self.cs,
        }
    }
}

/// What the learner must do. Marks are square names as the notation writes them (`b2`, `F9`,
/// a Shamrock cell `+1-1` or leaf `+1-1c4`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Stand on every marked square with a piece of one's own (a Shamrock tile counts on a
    /// cell), one after another: each is collected when reached.
    Reach(Vec<String>),
    /// Capture every piece that stands on a marked square at the start (a mark follows its
    /// piece when the opponent moves it).
    Capture(Vec<String>),
    /// Win the game; with a reason, win it that way.
    Win(Option<EndReason>),
    /// Put a piece of the opponent in check (Drakoburg's Těžkooděnec).
    Check,
    /// Have this many shamrocks of one's own colour.
    Shamrocks(u8),
    /// Make this many moves without losing.
    Survive(u32),
}

/// The ways to win a `win` goal may name, by the word the format uses.
pub const ENDINGS: [(&str, EndReason); 8] = [
    ("leader", EndReason::LeaderCaptured),
    ("flag", EndReason::FlagCarried),
    ("castle", EndReason::CastleTaken),
    ("all", EndReason::AllCaptured),
    ("stuck", EndReason::NoLegalMove),
    ("entered", EndReason::CastleEntered),
    ("mate", EndReason::NoKnightLeft),
    ("shamrocks", EndReason::Shamrocks),
];

impl Goal {
    /// The squares the goal marks at the start.
    pub fn marks(&self) -> &[String] {
        match self {
            Goal::Reach(marks) | Goal::Capture(marks) => marks,
            _ => &[],
        }
    }
}

/// One lesson.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// A short name unique in its course (`canter`), where progress is kept.
    pub id: String,
    pub title: Bilingual,
    /// The explanation: a sentence or two.
    pub text: Bilingual,
    /// The start, in the engine's position text; the learner plays the seat to move.
    pub position: String,
    pub goal: Goal,
    /// The opponent's moves, in order, one for each of its plies; where the next one is not
    /// legal or there is none, the computer answers.
    pub replies: Vec<String>,
    /// The computer's level (1–5) for replies the script does not give.
    pub level: u8,
    /// The learner's moves that reach the goal, against the replies.
    pub solution: Vec<String>,
    /// The most moves for three stars.
    pub stars: u32,
    /// The most moves the learner may make before the lesson is failed, if any.
    pub limit: Option<u32>,
    /// The line of the file where the lesson begins (1-based), for messages.
    pub line: usize,
}

/// The lessons of one game, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Course {
    pub kind: GameKind,
    pub lessons: Vec<Lesson>,
}

/// The stars earned with `moves` moves against a target of `target`: three within it, two
/// within twice it, one beyond.
pub fn stars_for(moves: u32, target: u32) -> u8 {
    if moves <= target {
        3
    } else if moves <= target.saturating_mul(2) {
        2
    } else {
        1
    }
}

/// A lesson id: 1–40 characters of `a-z`, `0-9` and `-`.
pub fn valid_id(id: &str) -> bool {
    (1..=40).contains(&id.len()) && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}
