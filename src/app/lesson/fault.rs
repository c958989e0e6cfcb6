//! What can be wrong with a course: a line of its file that does not read ([`FormatError`]),
//! or a lesson the engine cannot play as written ([`Fault`]) — kinds, each with its words in
//! both languages.

use crate::game::{ParseError, Refusal, Text};

/// Why a line of a course file does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatKind {
    /// The file does not begin with `game <id>`.
    NoGame,
    UnknownGame(String),
    /// A key the format does not have.
    UnknownKey(String),
    /// A field before the first `lesson` line.
    OutsideLesson(String),
    /// A field given twice in one lesson.
    Twice(String),
    /// A lesson without a field it needs.
    Missing {
        lesson: String,
        key: &'static str,
    },
    /// A key with nothing after it.
    Empty(String),
    BadId(String),
    SameId(String),
    BadGoal(String),
    /// A number out of its range (the key, the text, the range).
    BadNumber {
        key: &'static str,
        text: String,
        min: u32,
        max: u32,
    },
    NoLessons,
}

/// A line of a course file that does not read: why, and the line (1-based).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    pub line: usize,
    pub kind: FormatKind,
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.kind.render(crate::game::Lang::En))
    }
}

const NO_GAME: Text = crate::text!(
    "A course begins with “game” and the game's id (drake, camelot, drakoburg or shamrock).",
    "Kurz začíná slovem „game“ a označením hry (drake, camelot, drakoburg nebo shamrock)."
);
const UNKNOWN_GAME: Text = crate::text!("There is no game “{0}”.", "Hra „{0}“ neexistuje.");
const UNKNOWN_KEY: Text = crate::text!("“{0}” is not a field of a lesson.", "„{0}“ není položka lekce.");
const OUTSIDE: Text =
    crate::text!("“{0}” comes before the first “lesson” line.", "„{0}“ stojí před prvním řádkem „lesson“.");
const TWICE: Text = crate::text!("“{0}” is given twice in this lesson.", "„{0}“ je v této lekci uvedeno dvakrát.");
const MISSING: Text = crate::text!("Lesson “{0}” has no “{1}”.", "Lekce „{0}“ nemá položku „{1}“.");
const EMPTY: Text = crate::text!("“{0}” has no value.", "„{0}“ nemá hodnotu.");
const BAD_ID: Text = crate::text!(
    "“{0}” is not a lesson id: 1–40 characters of a–z, 0–9 and -.",
    "„{0}“ není označení lekce: 1–40 znaků z a–z, 0–9 a -."
);
const SAME_ID: Text = crate::text!("Two lessons are called “{0}”.", "Dvě lekce se jmenují „{0}“.");
const BAD_GOAL: Text = crate::text!("“{0}” is not a goal: reach or capture with squares, win (leader, flag, castle, all, stuck, entered, mate, shamrocks), check, shamrocks N or survive N.", "„{0}“ není cíl: reach nebo capture s poli, win (leader, flag, castle, all, stuck, entered, mate, shamrocks), check, shamrocks N nebo survive N.");
const BAD_NUMBER: Text = crate::text!(
    "“{1}” is no value for “{0}”: a whole number from {2} to {3}.",
    "„{1}“ není hodnota pro „{0}“: celé číslo od {2} do {3}."
);
const NO_LESSONS: Text = crate::text!("The course has no lessons.", "Kurz nemá žádné lekce.");

impl Refusal for FormatKind {
    fn text(&self) -> &'static Text {
        match self {
            FormatKind::NoGame => &NO_GAME,
            FormatKind::UnknownGame(_) => &UNKNOWN_GAME,
            FormatKind::UnknownKey(_) => &UNKNOWN_KEY,
            FormatKind::OutsideLesson(_) => &OUTSIDE,
            FormatKind::Twice(_) => &TWICE,
            FormatKind::Missing { .. } => &MISSING,
            FormatKind::Empty(_) => &EMPTY,
            FormatKind::BadId(_) => &BAD_ID,
            FormatKind::SameId(_) => &SAME_ID,
            FormatKind::BadGoal(_) => &BAD_GOAL,
            FormatKind::BadNumber { .. } => &BAD_NUMBER,
            FormatKind::NoLessons => &NO_LESSONS,
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            FormatKind::NoGame | FormatKind::NoLessons => Vec::new(),
            FormatKind::UnknownGame(s)
            | FormatKind::UnknownKey(s)
            | FormatKind::OutsideLesson(s)
            | FormatKind::Twice(s)
            | FormatKind::Empty(s)
            | FormatKind::BadId(s)
            | FormatKind::SameId(s)
            | FormatKind::BadGoal(s) => vec![s.clone()],
            FormatKind::Missing { lesson, key } => vec![lesson.clone(), key.to_string()],
            FormatKind::BadNumber { key, text, min, max } => {
                vec![key.to_string(), text.clone(), min.to_string(), max.to_string()]
            }
        }
    }
}

/// Why a lesson cannot be played as written: found when the tutor opens it.
#[derive(Clone, Debug, PartialEq)]
pub enum Fault {
    /// The position does not read (the engine's reason, in its words).
    Position(ParseError),
    /// A mark names no square of this board.
    NoSquare(String),
    /// A square to reach already holds a piece of the learner's.
    AlreadyThere(String),
    /// A square to capture on holds no piece of an opponent's.
    NothingToCapture(String),
    /// The goal is met before the learner has moved.
    AlreadyMet,
    /// The learner has no legal move at the start (the game is over there).
    NoMove,
}

const NO_SQUARE: Text = crate::text!("{0} is not a square of this board.", "{0} není pole této desky.");
const ALREADY_THERE: Text = crate::text!(
    "A piece of the learner's already stands on {0}, a square to reach.",
    "Na poli {0}, kam se má dojít, už stojí žákova figurka."
);
const NOTHING_TO_CAPTURE: Text = crate::text!(
    "No piece of an opponent's stands on {0}, a square to capture on.",
    "Na poli {0}, kde se má brát, nestojí žádná soupeřova figurka."
);
const ALREADY_MET: Text = crate::text!("The goal is met before the first move.", "Cíl je splněn už před prvním tahem.");
const NO_MOVE: Text =
    crate::text!("The learner has no legal move at the start.", "Žák nemá na začátku žádný možný tah.");

impl Refusal for Fault {
    fn text(&self) -> &'static Text {
        match self {
            Fault::Position(e) => e.reason.text,
            Fault::NoSquare(_) => &NO_SQUARE,
            Fault::AlreadyThere(_) => &ALREADY_THERE,
            Fault::NothingToCapture(_) => &NOTHING_TO_CAPTURE,
            Fault::AlreadyMet => &ALREADY_MET,
            Fault::NoMove => &NO_MOVE,
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Fault::Position(e) => e.reason.args.clone(),
            Fault::NoSquare(s) | Fault::AlreadyThere(s) | Fault::NothingToCapture(s) => vec![s.clone()],
            Fault::AlreadyMet | Fault::NoMove => Vec::new(),
        }
    }
}
