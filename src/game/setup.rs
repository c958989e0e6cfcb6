//! A position as a player sets it up, apart from the engine's text format (as shakmaty's
//! `Setup` and `FromSetup`): the position editor edits a setup and asks the engine to make a
//! position of it, so it never spells a position text, and a change of a text format touches
//! only its engine.
//!
//! Each engine has its own `Setup` (its board, whose turn it is, its own fields: The Drake's
//! phase, Camelot's board and Anti, Shamrock's tiles). The square boards share [`Squares`]:
//! what stands on each named square, as the editor's palette names the pieces (tokens such as
//! `bD`, `K`, `t`, which each engine's setup module defines and reads).

use super::Game;
use std::fmt::Debug;

/// A game whose positions can be set up piece by piece.
pub trait FromSetup: Game {
    type Setup: Clone + Debug + PartialEq;

    /// The position as a setup; refused with a kind when a setup cannot hold it (The Drake's
    /// variants beyond a board size and mountains). What a setup leaves out is said by each
    /// engine's `Setup` (counters such as quiet plies start again at 0).
    fn setup(&self) -> Result<Self::Setup, Self::Refusal>;

    /// The position a setup describes, or the engine's refusal (the same kinds its position
    /// text gets: too many pieces, a piece where it cannot stand …).
    fn from_setup(setup: &Self::Setup) -> Result<Self, Self::Refusal>;

    /// Whether play can start from this position as a set-up, beyond its being a position
    /// (Drakoburg: each side needs its Těžkooděnec, though a finished game may show a side
    /// without one).
    fn check_start(&self) -> Result<(), Self::Refusal> {
        Ok(())
    }
}

/// What stands on each square of a square board, by the square's name as the game names it
/// (`b2`, `F16`), as palette tokens. It lists every square of the board, empty ones too, so it
/// also says which squares there are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Squares {
    cells: Vec<(String, Option<String>)>,
}

impl Squares {
    pub fn new() -> Squares {
        Squares::default()
    }

    /// Adds the square `name` holding `token` (or nothing).
    pub fn push(&mut self, name: String, token: Option<String>) {
        self.cells.push((name, token));
    }

    fn cell(&self, name: &str) -> Option<&Option<String>> {
        self.cells.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, t)| t)
    }

    /// What stands on `name` (None also for a square the board does not have).
    pub fn get(&self, name: &str) -> Option<&str> {
        self.cell(name)?.as_deref()
    }

    /// Whether the board has the square `name`.
    pub fn has(&self, name: &str) -> bool {
        self.cell(name).is_some()
    }

    /// Puts `token` (or nothing) on `name`; false when the board has no such square.
    pub fn set(&mut self, name: &str, token: Option<&str>) -> bool {
        match self.cells.iter_mut().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
            Some((_, cell)) => {
                *cell = token.map(str::to_string);
                true
            }
            None => false,
        }
    }

    /// Empties every square but those whose token `keep` keeps.
    pub fn clear(&mut self, keep: impl Fn(&str) -> bool) {
        for (_, cell) in &mut self.cells {
            if cell.as_deref().is_some_and(|t| !keep(t)) {
                *cell = None;
            }
        }
    }

    /// Every square with what stands on it, in the order they were added.
    pub fn iter(&self) -> impl Iterator<Item = (&str, Option<&str>)> {
        self.cells.iter().map(|(n, t)| (n.as_str(), t.as_deref()))
    }

    /// Every token on the board.
    pub fn tokens(&self) -> impl Iterator<Item = &str> {
        self.cells.iter().filter_map(|(_, t)| t.as_deref())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_are_found_by_name_in_either_case_and_only_those_listed() {
        let mut s = Squares::new();
        s.push("a1".into(), None);
        s.push("F16".into(), Some("K".into()));
        assert!(s.has("A1") && s.has("f16") && !s.has("b1"));
        assert_eq!(s.get("f16"), Some("K"));
        assert!(s.set("A1", Some("x")));
        assert!(!s.set("b1", Some("x")), "no such square");
        s.clear(|t| t == "x");
        assert_eq!(s.tokens().collect::<Vec<_>>(), vec!["x"]);
        assert_eq!(s.iter().map(|(n, _)| n).collect::<Vec<_>>(), vec!["a1", "F16"]);
    }
}
