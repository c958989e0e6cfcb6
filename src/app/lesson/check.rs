//! The proof of a course: every lesson's solution played through the tutor, as a learner
//! would play it. A lesson passes when its position opens and fits its goal (marks on the
//! board, the goal not met yet), every move of the solution is legal and written as the
//! engine writes it, the hint shows each of them, every reply the opponent needs comes from
//! the script (legal, written as the engine writes it, all of it used), and the goal is met
//! by the last move, within the three-star count.

use super::command::{Command, Event, Failure};
use super::tutor::Stage;
use super::{Course, Fault, Progress, Tutor};
use crate::game::{Lang, ParseError, Reason, Refusal as _};
use std::fmt;

/// A lesson that passed: the moves its solution takes and the stars they earn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Passed {
    pub moves: u32,
    pub stars: u8,
}

/// Why a lesson fails its check. Moves are counted from 1, the learner's only.
#[derive(Clone, Debug, PartialEq)]
pub enum CheckError {
    /// The lesson cannot be played as written.
    Broken(Fault),
    /// The solution's move is refused by the engine.
    Illegal { move_no: usize, notation: String, reason: Reason },
    /// A move of the solution or the script is written otherwise than the engine writes it.
    Written { written: String, engine: String },
    /// The hint does not show the solution's move (the tutor lost the path).
    Hint { move_no: usize, shown: Option<String> },
    /// After this move the opponent needs a reply the script does not give.
    NoReply { move_no: usize },
    /// The goal is met before the solution ends.
    MetEarly { move_no: usize },
    /// The solution ends and the goal is not met.
    NotMet,
    /// The lesson is failed on the way.
    Failed(Failure),
    /// The solution earns fewer than three stars.
    Stars(u8),
    /// Replies the solution never uses.
    UnusedReplies(usize),
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::Broken(fault) => write!(f, "cannot be played: {}", fault.render(Lang::En)),
            CheckError::Illegal { move_no, notation, reason } => {
                write!(f, "move {move_no} ({notation}) is refused: {}", reason.render(Lang::En))
            }
            CheckError::Written { written, engine } => write!(f, "“{written}” is written “{engine}” by the engine"),
            CheckError::Hint { move_no, shown } => write!(f, "the hint for move {move_no} shows {shown:?}"),
            CheckError::NoReply { move_no } => write!(f, "after move {move_no} the script has no legal reply"),
            CheckError::MetEarly { move_no } => write!(f, "the goal is met after move {move_no}, before the end"),
            CheckError::NotMet => write!(f, "the solution does not reach the goal"),
            CheckError::Failed(failure) => write!(f, "the lesson is failed: {failure:?}"),
            CheckError::Stars(stars) => write!(f, "the solution earns {stars} stars, not 3"),
            CheckError::UnusedReplies(n) => write!(f, "{n} scripted replies are never played"),
        }
    }
}

/// Checks lesson `index` of `course`.
pub fn check_lesson(course: &Course, index: usize) -> Result<Passed, CheckError> {
    let broken = |e: crate::view::registry::OpenError| {
        CheckError::Broken(Fault::Position(ParseError::new(e.reason().clone(), 0, 0)))
    };
    let mut tutor = Tutor::new(course.clone(), Progress::new(course.kind)).map_err(broken)?;
    tutor.handle(Event::Open(index), 0.0);
    let Some(lesson) = course.lessons.get(index) else { return Err(CheckError::NotMet) };
    let mut replies = 0;
    for (k, notation) in lesson.solution.iter().enumerate() {
        let move_no = k + 1;
        match tutor.stage() {
            Stage::Playing => {}
            Stage::Broken(fault) => return Err(CheckError::Broken(fault.clone())),
            Stage::Failed(failure) => return Err(CheckError::Failed(*failure)),
            Stage::Met { .. } => return Err(CheckError::MetEarly { move_no: k }),
        }
        let shown = tutor.handle(Event::Hint, 0.0).into_iter().find_map(|c| match c {
            Command::Hint(shown) => Some(shown),
            _ => None,
        });
        if shown != Some(Some(notation.clone())) {
            return Err(CheckError::Hint { move_no, shown: shown.flatten() });
        }
        let mut out = tutor.handle(Event::Play(notation.clone()), 0.0);
        let mut expected = notation.clone();
        loop {
            for command in &out {
                match command {
                    Command::Wrong(reason) => {
                        return Err(CheckError::Illegal { move_no, notation: notation.clone(), reason: reason.clone() })
                    }
                    Command::Moved { notation: engine, .. } if *engine != expected => {
                        return Err(CheckError::Written { written: expected.clone(), engine: engine.clone() })
                    }
                    Command::Ask(_) => return Err(CheckError::NoReply { move_no }),
                    _ => {}
                }
            }
            let Some(plies) = out.iter().find_map(|c| match c {
                Command::Wait { plies, .. } => Some(*plies),
                _ => None,
            }) else {
                break;
            };
            expected = lesson.replies.get(replies).cloned().unwrap_or_default();
            replies += 1;
            out = tutor.handle(Event::Due { plies }, 0.0);
        }
    }
    match tutor.stage() {
        Stage::Met { stars: 3, moves } => match lesson.replies.len().saturating_sub(replies) {
            0 => Ok(Passed { moves: *moves, stars: 3 }),
            unused => Err(CheckError::UnusedReplies(unused)),
        },
        Stage::Met { stars, .. } => Err(CheckError::Stars(*stars)),
        Stage::Playing => Err(CheckError::NotMet),
        Stage::Failed(failure) => Err(CheckError::Failed(*failure)),
        Stage::Broken(fault) => Err(CheckError::Broken(fault.clone())),
    }
}

/// Checks every lesson of `course`, in order: what each passed with, or the first that fails
/// (its index) and why.
pub fn check_course(course: &Course) -> Result<Vec<Passed>, (usize, CheckError)> {
    (0..course.lessons.len()).map(|i| check_lesson(course, i).map_err(|e| (i, e))).collect()
}
