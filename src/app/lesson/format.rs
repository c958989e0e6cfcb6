//! The lesson format: one course per file (`www/lessons/<game>.txt`), line by line, made to be
//! written and read by hand. `docs/LESSONS.md` says the same with an example per goal.
//!
//! ```text
//! # A comment: a line whose first non-blank character is #. Blank lines are ignored.
//! game camelot
//!
//! lesson canter
//! title.en The canter
//! title.cs Klus
//! text.en Leap over a piece of your own to the empty square beyond it.
//! text.cs Přeskočte vlastní kámen na volné pole za ním.
//! position camette_1.1k1.5.5.5.1M3.1K1.1_w_00_-_0
//! goal reach C4
//! replies C6-D6
//! solution C2-C4
//! stars 1
//! ```
//!
//! - The first line that is not blank or a comment is `game <id>`: `drake`, `camelot`,
//!   `drakoburg` or `shamrock`.
//! - Every other line is a key, spaces, and a value running to the end of the line (spaces
//!   around it are dropped). `lesson <id>` starts a lesson; the fields after it belong to it,
//!   each once, in any order. An id is 1–40 characters of `a-z`, `0-9` and `-`, unique in the
//!   course (progress is kept under it).
//! - A lesson needs `title.en`, `title.cs`, `text.en`, `text.cs` (the explanation, a sentence
//!   or two), `position` (the engine's position text: the learner plays the seat to move),
//!   `goal`, `solution` and `stars`.
//! - `goal` is one of: `reach <square>…` (stand on each, one after another), `capture
//!   <square>…` (take the pieces standing there), `win` or `win <how>` (`leader`, `flag`,
//!   `castle`, `all`, `stuck`, `entered`, `mate`, `shamrocks`: the engine's reason for the end),
//!   `check`, `shamrocks <n>`, `survive <n>` (moves). Squares as the notation writes them.
//! - `solution` is the learner's moves and `replies` (optional) the opponent's, in order,
//!   separated by spaces, in the game's notation exactly as the engine writes it. A reply is
//!   played whenever the opponent is to move; where the next is not legal, or there is none,
//!   the computer answers at `level` (optional, 1–5, default 1).
//! - `stars`: the most moves for three stars (1–99); `limit` (optional): the most moves the
//!   learner may make before the lesson is failed.
//!
//! Reading never panics: a line that does not read is a [`FormatError`] with its line number.
//! [`write_course`] writes a course that [`read_course`] reads back to the same lessons.

use super::fault::{FormatError, FormatKind};
use super::{valid_id, Bilingual, Course, Goal, Lesson, ENDINGS};
use crate::games::GameKind;

/// The fields of a lesson, in the order the writer puts them.
const KEYS: [&str; 13] = [
    "title.en", "title.cs", "text.en", "text.cs", "position", "goal", "replies", "level", "solution", "stars", "limit",
    "lesson", "game",
];
const REQUIRED: [&str; 8] = ["title.en", "title.cs", "text.en", "text.cs", "position", "goal", "solution", "stars"];

/// A lesson being read: each field's value and line.
struct Draft {
    id: String,
    line: usize,
    fields: Vec<(&'static str, String, usize)>,
}

impl Draft {
    fn get(&self, key: &str) -> Option<(&str, usize)> {
        self.fields.iter().find(|(k, _, _)| *k == key).map(|(_, v, l)| (v.as_str(), *l))
    }

    fn need(&self, key: &'static str) -> Result<(&str, usize), FormatError> {
        self.get(key).ok_or(FormatError { line: self.line, kind: FormatKind::Missing { lesson: self.id.clone(), key } })
    }

    fn text(&self, key: &'static str) -> Result<String, FormatError> {
        self.need(key).map(|(v, _)| v.to_string())
    }

    fn number(&self, key: &'static str, min: u32, max: u32) -> Result<Option<u32>, FormatError> {
        let Some((text, line)) = self.get(key) else { return Ok(None) };
        match text.parse::<u32>() {
            Ok(n) if (min..=max).contains(&n) => Ok(Some(n)),
            _ => Err(FormatError { line, kind: FormatKind::BadNumber { key, text: text.to_string(), min, max } }),
        }
    }

    fn lesson(self) -> Result<Lesson, FormatError> {
        for key in REQUIRED {
            self.need(key)?;
        }
        let (goal, goal_line) = self.need("goal")?;
        let goal =
            read_goal(goal).ok_or(FormatError { line: goal_line, kind: FormatKind::BadGoal(goal.to_string()) })?;
        let words =
            |key| self.get(key).map(|(v, _)| v.split_whitespace().map(String::from).collect()).unwrap_or_default();
        Ok(Lesson {
            title: Bilingual { en: self.text("title.en")?, cs: self.text("title.cs")? },
            text: Bilingual { en: self.text("text.en")?, cs: self.text("text.cs")? },
            position: self.text("position")?,
            goal,
            replies: words("replies"),
            level: self.number("level", 1, 5)?.unwrap_or(1) as u8,
            solution: words("solution"),
            stars: self.number("stars", 1, 99)?.unwrap_or(1),
            limit: self.number("limit", 1, 999)?,
            line: self.line,
            id: self.id,
        })
    }
}

/// A goal as the format writes it.
fn read_goal(text: &str) -> Option<Goal> {
    let mut words = text.split_whitespace();
    let kind = words.next()?;
    let rest: Vec<String> = words.map(String::from).collect();
    let count = |max: u32| match rest.as_slice() {
        [n] => n.parse::<u32>().ok().filter(|n| (1..=max).contains(n)),
        _ => None,
    };
    match kind {
        "reach" if !rest.is_empty() => Some(Goal::Reach(rest)),
        "capture" if !rest.is_empty() => Some(Goal::Capture(rest)),
        "win" => match rest.as_slice() {
            [] => Some(Goal::Win(None)),
            [how] => ENDINGS.iter().find(|(word, _)| word == how).map(|&(_, reason)| Goal::Win(Some(reason))),
            _ => None,
        },
        "check" if rest.is_empty() => Some(Goal::Check),
        "shamrocks" => count(9).map(|n| Goal::Shamrocks(n as u8)),
        "survive" => count(99).map(Goal::Survive),
        _ => None,
    }
}

fn write_goal(goal: &Goal) -> String {
    match goal {
        Goal::Reach(marks) => format!("reach {}", marks.join(" ")),
        Goal::Capture(marks) => format!("capture {}", marks.join(" ")),
        Goal::Win(None) => "win".into(),
        Goal::Win(Some(reason)) => match super::words::ending_word(*reason) {
            Some(word) => format!("win {word}"),
            None => "win".into(),
        },
        Goal::Check => "check".into(),
        Goal::Shamrocks(n) => format!("shamrocks {n}"),
        Goal::Survive(n) => format!("survive {n}"),
    }
}

/// Reads a course file.
pub fn read_course(text: &str) -> Result<Course, FormatError> {
    let mut kind = None;
    let mut lessons: Vec<Lesson> = Vec::new();
    let mut draft: Option<Draft> = None;
    let mut last_line = 0;
    for (index, raw) in text.lines().enumerate() {
        let line = index + 1;
        last_line = line;
        let content = raw.trim();
        if content.is_empty() || content.starts_with('#') {
            continue;
        }
        let (key, value) = match content.split_once(char::is_whitespace) {
            Some((k, v)) => (k, v.trim()),
            None => (content, ""),
        };
        let error = |kind| FormatError { line, kind };
        let Some(known) = KEYS.iter().copied().find(|&k| k == key) else {
            return Err(error(if kind.is_none() { FormatKind::NoGame } else { FormatKind::UnknownKey(key.into()) }));
        };
        if value.is_empty() {
            return Err(error(FormatKind::Empty(key.into())));
        }
        match (known, kind) {
            ("game", None) => {
                kind = Some(GameKind::from_id(value).ok_or_else(|| error(FormatKind::UnknownGame(value.into())))?);
            }
            (_, None) => return Err(error(FormatKind::NoGame)),
            ("game", Some(_)) => return Err(error(FormatKind::Twice(key.into()))),
            ("lesson", Some(_)) => {
                if !valid_id(value) {
                    return Err(error(FormatKind::BadId(value.into())));
                }
                if lessons.iter().any(|l| l.id == value) || draft.as_ref().is_some_and(|d| d.id == value) {
                    return Err(error(FormatKind::SameId(value.into())));
                }
                if let Some(done) = draft.replace(Draft { id: value.into(), line, fields: Vec::new() }) {
                    lessons.push(done.lesson()?);
                }
            }
            (_, Some(_)) => {
                let Some(d) = draft.as_mut() else { return Err(error(FormatKind::OutsideLesson(key.into()))) };
                if d.get(known).is_some() {
                    return Err(error(FormatKind::Twice(key.into())));
                }
                d.fields.push((known, value.into(), line));
            }
        }
    }
    let Some(kind) = kind else { return Err(FormatError { line: last_line.max(1), kind: FormatKind::NoGame }) };
    if let Some(done) = draft {
        lessons.push(done.lesson()?);
    }
    if lessons.is_empty() {
        return Err(FormatError { line: last_line.max(1), kind: FormatKind::NoLessons });
    }
    Ok(Course { kind, lessons })
}

/// Writes a course in the format, each lesson's fields in one order (optional ones only when
/// they differ from their default). Texts are written as they are: a course read from a file
/// holds no line breaks in them.
pub fn write_course(course: &Course) -> String {
    let mut out = format!("game {}\n", course.kind.id());
    for l in &course.lessons {
        let mut field = |key: &str, value: &str| {
            out.push_str(key);
            out.push(' ');
            out.push_str(value);
            out.push('\n');
        };
        field("\nlesson", &l.id);
        field("title.en", &l.title.en);
        field("title.cs", &l.title.cs);
        field("text.en", &l.text.en);
        field("text.cs", &l.text.cs);
        field("position", &l.position);
        field("goal", &write_goal(&l.goal));
        if !l.replies.is_empty() {
            field("replies", &l.replies.join(" "));
        }
        if l.level != 1 {
            field("level", &l.level.to_string());
        }
        field("solution", &l.solution.join(" "));
        field("stars", &l.stars.to_string());
        if let Some(limit) = l.limit {
            field("limit", &limit.to_string());
        }
    }
    out
}
