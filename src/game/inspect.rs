//! Read-only questions about a position, asked by the names the notation uses ("b2", "F9",
//! "+1-1"): what a lesson or a puzzle checks its goal with, so that it never re-implements a
//! rule. Each engine answers from its own state.

use super::{square::read_square, Game, Seat};

/// What stands on a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Occupant {
    Empty,
    /// A piece (troop, man, leprechaun) of this seat.
    Piece(Seat),
    /// Something of nobody's: a Shamrock tile on its cell.
    Thing,
}

/// A position answering questions by square name.
pub trait Inspect: Game {
    /// What stands on the square (cell, leaf) named as the notation names it; `None` when this
    /// board has no such square. Letters may be of either case.
    fn occupant(&self, name: &str) -> Option<Occupant>;

    /// Every square where something stands, with its name as the notation writes it.
    fn occupied(&self) -> Vec<(String, Occupant)>;

    /// Whether a piece of `seat` stands in check (Drakoburg's Těžkooděnec); never in games
    /// without check.
    fn in_check(&self, _seat: Seat) -> bool {
        false
    }

    /// How many shamrocks of its colour `seat` has now (Shamrock; none elsewhere).
    fn shamrocks_of(&self, _seat: Seat) -> u8 {
        0
    }
}

/// A whole square name (`b2`, `E10`) as zero-based file and rank: nothing may follow it.
pub fn whole_square(name: &str) -> Option<(usize, usize)> {
    match read_square(name) {
        Some((file, rank, used)) if used == name.len() => Some((file, rank)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::whole_square;

    #[test]
    fn a_whole_name_and_nothing_after_it() {
        assert_eq!(whole_square("b2"), Some((1, 1)));
        assert_eq!(whole_square("E10"), Some((4, 9)));
        assert_eq!(whole_square("b2-b3"), None);
        assert_eq!(whole_square(""), None);
    }
}
