//! The start position, and what the rules derive from it: the castles and the pawn start ranks.
//!
//! The Czech text's diagram is lost; rules/drakoburg.md builds a start position from its clues.
//! It lives in ONE constant, [`START`], so it can change: the castles (start squares of each
//! side's T, U and Z) and the pawn start ranks (where each side's Kopiníks stand) are read from
//! it at compile time.

use super::board::{rank_set, SIZE};
use super::piece::{BLACK, WHITE};

/// The start position in the position text format (see position.rs).
pub const START: &str = "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0";

/// The squares of `colour`'s pieces with one of `letters` (upper case) in [`START`].
/// A plain byte scan that works at compile time and skips anything it does not understand.
const fn start_squares(colour: usize, letters: &[u8]) -> u64 {
    let bytes = START.as_bytes();
    let mut set = 0u64;
    let (mut i, mut rank, mut file) = (0, SIZE as i32 - 1, 0i32);
    while i < bytes.len() && bytes[i] != b'_' {
        let c = bytes[i];
        if c == b'.' {
            rank -= 1;
            file = 0;
        } else if c.is_ascii_digit() {
            file += (c - b'0') as i32;
        } else {
            let upper = c.to_ascii_uppercase();
            let mine = (colour == WHITE) == c.is_ascii_uppercase();
            let mut k = 0;
            while k < letters.len() {
                if mine && letters[k] == upper && rank >= 0 && file >= 0 && file < SIZE as i32 {
                    set |= 1 << (rank * SIZE as i32 + file);
                }
                k += 1;
            }
            file += 1;
        }
        i += 1;
    }
    set
}

/// The rank where `colour`'s Kopiníks start (the lowest one found), else rank 2 or 6.
const fn pawn_rank(colour: usize) -> u64 {
    let pawns = start_squares(colour, b"P");
    if pawns == 0 {
        return rank_set(if colour == WHITE { 1 } else { SIZE - 2 });
    }
    rank_set(pawns.trailing_zeros() as usize / SIZE)
}

/// `CASTLES[colour]`: the start squares of `colour`'s T, U and Z. The *opponent's* pieces
/// landing there bring reinforcements.
pub const CASTLES: [u64; 2] = [start_squares(WHITE, b"TUZ"), start_squares(BLACK, b"TUZ")];

/// `PAWN_START[colour]`: `colour`'s pawn start rank, where its reinforcements go; the
/// opponent's Kopiníks promote on it.
pub const PAWN_START: [u64; 2] = [pawn_rank(WHITE), pawn_rank(BLACK)];

/// Drakoburg has no set-up choices; the type is there for the `Game` trait.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {}

#[cfg(test)]
mod tests {
    use super::super::board::{name, squares};
    use super::*;

    fn names(set: u64) -> Vec<String> {
        squares(set).map(name).collect()
    }

    #[test]
    fn castles_are_the_start_squares_of_t_u_z() {
        assert_eq!(names(CASTLES[WHITE]), ["a1", "d1", "g1"]);
        assert_eq!(names(CASTLES[BLACK]), ["a7", "d7", "g7"]);
    }

    #[test]
    fn pawn_start_ranks_are_2_and_6() {
        assert_eq!(PAWN_START[WHITE], rank_set(1));
        assert_eq!(PAWN_START[BLACK], rank_set(5));
    }
}
