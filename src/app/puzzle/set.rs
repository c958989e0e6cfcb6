//! A set of puzzles as text: one file per game, `www/puzzles/<game>.txt`, read by the page when
//! the puzzles are opened (never in a game page's first bundle) and written by
//! `deskovna puzzles generate`. The format, line by line:
//!
//! ```text
//! # a comment (anywhere; the generator writes how the set was made)
//! puzzle drakoburg-17                 starts a puzzle: its id, unique in the file
//! game drakoburg                      drake | camelot | drakoburg | shamrock
//! options -                           the set-up options it came from (`--variant cam`), or -
//! position <text>                     the position, in the game's own position text
//! goal win                            win | hold (keep the game: every other move loses) | mate
//!                                     (the best move forces the win, no other does)
//! solution d3-d5 c7xd5 e2-f4          the moves in the game's notation, in the order played:
//!                                     the player's, the opponent's best reply, the player's …
//! themes mate-in-2 winning-a-piece    theme ids (app::puzzle::theme), or -
//! rating 1450                         the puzzle's starting rating (from its difficulty)
//! difficulty 3 4                      the lowest level 1–5 that finds every move (6: none
//!                                     does), and the search depth the judge needed
//! source seed 7 game 12 ply 31 level2-level3
//!                                     where it came from: the generator's seed, the game, the
//!                                     ply of the position, free words after that
//! ```
//!
//! Every field once per puzzle, all but `themes`, `difficulty` and `source` required; a blank
//! line ends nothing in particular. The reader never panics: the first problem is a
//! [`SetError`] with its line number. `write` writes what `read` reads back.

use crate::ai::puzzle::Goal;
use crate::games::GameKind;
use std::fmt;

/// One puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct Puzzle {
    pub id: String,
    pub kind: GameKind,
    /// The set-up options it came from, as on the command line, or empty.
    pub options: String,
    pub position: String,
    pub goal: Goal,
    /// In the game's notation, in the order played (the player's moves and the replies).
    pub solution: Vec<String>,
    pub themes: Vec<String>,
    pub rating: u32,
    /// The lowest level that finds every move of the player's (6: none of 1–5).
    pub level: u8,
    /// The search depth the judge needed to find them.
    pub depth: u32,
    pub source: String,
}

/// What is wrong in a set, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetError {
    /// From 1.
    pub line: usize,
    pub kind: SetErrorKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetErrorKind {
    /// A line that is not `key value` with a known key.
    UnknownField(String),
    /// A field before the first `puzzle` line.
    OutsidePuzzle,
    /// A field given twice in one puzzle.
    Twice(&'static str),
    /// A puzzle without a required field (the line of its `puzzle`).
    Missing(&'static str),
    UnknownGame(String),
    UnknownGoal(String),
    BadNumber(String),
    /// Two puzzles with one id.
    SameId(String),
    /// A field whose value may not be empty.
    Empty(&'static str),
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: ", self.line)?;
        match &self.kind {
            SetErrorKind::UnknownField(w) => write!(f, "unknown field “{w}”"),
            SetErrorKind::OutsidePuzzle => write!(f, "a field before the first puzzle line"),
            SetErrorKind::Twice(k) => write!(f, "“{k}” twice in one puzzle"),
            SetErrorKind::Missing(k) => write!(f, "the puzzle has no “{k}”"),
            SetErrorKind::UnknownGame(w) => write!(f, "unknown game “{w}”"),
            SetErrorKind::UnknownGoal(w) => write!(f, "unknown goal “{w}” (win or hold)"),
            SetErrorKind::BadNumber(w) => write!(f, "“{w}” is not a number here"),
            SetErrorKind::SameId(w) => write!(f, "a second puzzle “{w}”"),
            SetErrorKind::Empty(k) => write!(f, "“{k}” is empty"),
        }
    }
}

/// A puzzle being read: its fields as they come.
#[derive(Default)]
struct Draft {
    line: usize,
    id: String,
    kind: Option<GameKind>,
    options: Option<String>,
    position: Option<String>,
    goal: Option<Goal>,
    solution: Option<Vec<String>>,
    themes: Option<Vec<String>>,
    rating: Option<u32>,
    difficulty: Option<(u8, u32)>,
    source: Option<String>,
}

impl Draft {
    fn finish(self) -> Result<Puzzle, SetError> {
        let missing = |field| SetError { line: self.line, kind: SetErrorKind::Missing(field) };
        let (level, depth) = self.difficulty.unwrap_or((6, 0));
        Ok(Puzzle {
            kind: self.kind.ok_or_else(|| missing("game"))?,
            options: self.options.ok_or_else(|| missing("options"))?,
            position: self.position.ok_or_else(|| missing("position"))?,
            goal: self.goal.ok_or_else(|| missing("goal"))?,
            solution: self.solution.ok_or_else(|| missing("solution"))?,
            rating: self.rating.ok_or_else(|| missing("rating"))?,
            themes: self.themes.unwrap_or_default(),
            level,
            depth,
            source: self.source.unwrap_or_default(),
            id: self.id,
        })
    }
}

fn set<T>(slot: &mut Option<T>, value: T, key: &'static str, line: usize) -> Result<(), SetError> {
    if slot.is_some() {
        return Err(SetError { line, kind: SetErrorKind::Twice(key) });
    }
    *slot = Some(value);
    Ok(())
}

fn number<T: std::str::FromStr>(word: &str, line: usize) -> Result<T, SetError> {
    word.parse().map_err(|_| SetError { line, kind: SetErrorKind::BadNumber(word.to_string()) })
}

/// `-` or nothing is an empty list.
fn words(value: &str) -> Vec<String> {
    value.split_whitespace().filter(|w| *w != "-").map(str::to_string).collect()
}

/// Reads a set; the first problem is the error.
pub fn read(text: &str) -> Result<Vec<Puzzle>, SetError> {
    let mut puzzles: Vec<Puzzle> = Vec::new();
    let mut draft: Option<Draft> = None;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let (key, value) = trimmed.split_once(char::is_whitespace).unwrap_or((trimmed, ""));
        let value = value.trim();
        if key == "puzzle" {
            if value.is_empty() {
                return Err(SetError { line, kind: SetErrorKind::Empty("puzzle") });
            }
            if let Some(done) = draft.take() {
                puzzles.push(done.finish()?);
            }
            if puzzles.iter().any(|p| p.id == value) {
                return Err(SetError { line, kind: SetErrorKind::SameId(value.to_string()) });
            }
            draft = Some(Draft { line, id: value.to_string(), ..Draft::default() });
            continue;
        }
        let Some(d) = draft.as_mut() else {
            return Err(SetError { line, kind: SetErrorKind::OutsidePuzzle });
        };
        let non_empty = |k: &'static str| {
            if value.is_empty() {
                Err(SetError { line, kind: SetErrorKind::Empty(k) })
            } else {
                Ok(value.to_string())
            }
        };
        match key {
            "game" => {
                let kind = GameKind::from_id(value)
                    .ok_or_else(|| SetError { line, kind: SetErrorKind::UnknownGame(value.to_string()) })?;
                set(&mut d.kind, kind, "game", line)?
            }
            "options" => set(&mut d.options, words(value).join(" "), "options", line)?,
            "position" => set(&mut d.position, non_empty("position")?, "position", line)?,
            "goal" => {
                let goal = Goal::from_id(value)
                    .ok_or_else(|| SetError { line, kind: SetErrorKind::UnknownGoal(value.to_string()) })?;
                set(&mut d.goal, goal, "goal", line)?
            }
            "solution" => {
                let moves = words(value);
                if moves.is_empty() {
                    return Err(SetError { line, kind: SetErrorKind::Empty("solution") });
                }
                set(&mut d.solution, moves, "solution", line)?
            }
            "themes" => set(&mut d.themes, words(value), "themes", line)?,
            "rating" => set(&mut d.rating, number(value, line)?, "rating", line)?,
            "difficulty" => {
                let mut parts = value.split_whitespace();
                let level = number(parts.next().unwrap_or(""), line)?;
                let depth = number(parts.next().unwrap_or(""), line)?;
                set(&mut d.difficulty, (level, depth), "difficulty", line)?
            }
            "source" => set(&mut d.source, value.to_string(), "source", line)?,
            other => return Err(SetError { line, kind: SetErrorKind::UnknownField(other.to_string()) }),
        }
    }
    if let Some(done) = draft {
        puzzles.push(done.finish()?);
    }
    Ok(puzzles)
}

/// One puzzle in the format `read` reads (ending with a blank line).
pub fn write(p: &Puzzle) -> String {
    let or_dash = |s: String| if s.is_empty() { "-".to_string() } else { s };
    format!(
        "puzzle {}\ngame {}\noptions {}\nposition {}\ngoal {}\nsolution {}\nthemes {}\nrating {}\ndifficulty {} {}\nsource {}\n\n",
        p.id,
        p.kind.id(),
        or_dash(p.options.clone()),
        p.position,
        p.goal.id(),
        p.solution.join(" "),
        or_dash(p.themes.join(" ")),
        p.rating,
        p.level,
        p.depth,
        p.source
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Puzzle {
        Puzzle {
            id: "drake-3-1".into(),
            kind: GameKind::Drake,
            options: "--variant heralds".into(),
            position: "4_1od1oC.1bs1oM.2bcbC.3bD_o_M_WA_SWA_2".into(),
            goal: Goal::Win,
            solution: vec!["@c3".into(), "d1-a1".into(), "d3xc2".into()],
            themes: vec!["winning-a-troop".into()],
            rating: 1015,
            level: 2,
            depth: 1,
            source: "seed 3 game 0 ply 8".into(),
        }
    }

    #[test]
    fn what_is_written_reads_back() {
        let a = sample();
        let b =
            Puzzle { id: "b".into(), options: String::new(), themes: Vec::new(), source: String::new(), ..sample() };
        let text = format!("# a set\n\n{}{}", write(&a), write(&b));
        assert_eq!(read(&text), Ok(vec![a, b]));
        assert_eq!(read(""), Ok(vec![]));
    }

    #[test]
    fn problems_are_named_with_their_line() {
        let good = write(&sample());
        let with = |from: &str, to: &str| read(&good.replacen(from, to, 1)).map(|_| ()).unwrap_err();
        let at = |line, kind| SetError { line, kind };
        assert_eq!(with("game drake", "game chess"), at(2, SetErrorKind::UnknownGame("chess".into())));
        assert_eq!(with("goal win", "goal draw"), at(5, SetErrorKind::UnknownGoal("draw".into())));
        assert_eq!(with("rating 1015", "rating high"), at(8, SetErrorKind::BadNumber("high".into())));
        assert_eq!(with("difficulty 2 1", "difficulty 2"), at(9, SetErrorKind::BadNumber(String::new())));
        assert_eq!(with("themes", "theme"), at(7, SetErrorKind::UnknownField("theme".into())));
        assert_eq!(with("rating 1015\n", ""), at(1, SetErrorKind::Missing("rating")));
        assert_eq!(with("solution @c3 d1-a1 d3xc2", "solution -"), at(6, SetErrorKind::Empty("solution")));
        assert_eq!(with("goal win\n", "goal win\ngoal win\n"), at(6, SetErrorKind::Twice("goal")));
        assert_eq!(read("game drake\n").unwrap_err(), at(1, SetErrorKind::OutsidePuzzle));
        let twice = format!("{good}{good}");
        assert_eq!(read(&twice).unwrap_err(), at(12, SetErrorKind::SameId("drake-3-1".into())));
        assert!(with("goal win", "goal").to_string().starts_with("line 5: "));
    }

    #[test]
    fn any_text_reads_without_panicking() {
        let good = write(&sample());
        for cut in 0..good.len() {
            if good.is_char_boundary(cut) {
                let _ = read(&good[..cut]);
                let _ = read(&good[cut..]);
            }
        }
        let _ = read("puzzle\npuzzle x\ndifficulty\nrating -1\n\u{0}\u{feff}");
    }
}
