//! The Camelot board: 160 squares of files A–L and ranks 1–16 with the corners cut off.
//!
//! Squares are indices into a padded mailbox 14 cells wide (file + 1, rank + 1), 256 cells in
//! all: every cell that is not one of the 160 squares holds [`OFF`]. A step from a square stays
//! inside the array, and a leap is only computed once the square stepped over is on the board,
//! so a leap lands inside the array too; with `u8` squares and a 256-cell array, indexing never
//! needs a bounds check and can never go out of range.

use crate::game::square::square_name;

/// A square: an index into the padded mailbox (see the module comment).
pub type Square = u8;

/// Cells in the mailbox.
pub const CELLS: usize = 256;
const WIDTH: usize = 14;

/// What a cell holds: empty, off the board, or a piece: its side bit ([`side_bit`]) plus
/// [`KNIGHT_BIT`] for a Knight.
pub const EMPTY: u8 = 0;
pub const OFF: u8 = 0x80;
pub const KNIGHT_BIT: u8 = 4;

/// The bit of a side (0 White, 1 Black) in a cell and in [`castle_owner`].
pub const fn side_bit(side: usize) -> u8 {
    1 << (side & 1)
}

/// The eight directions as `u8` offsets that wrap: E, W, N, S, NW, SE, NE, SW.
pub const STEPS: [u8; 8] = [1, 255, 14, 242, 13, 243, 15, 241];

/// The square of a file (0 = A) and rank (0 = rank 1) if the board has it.
pub fn square(file: usize, rank: usize) -> Option<Square> {
    (file < 12 && rank < 16 && exists_at(file, rank)).then(|| index(file, rank))
}

const fn index(file: usize, rank: usize) -> Square {
    ((rank + 1) * WIDTH + file + 1) as Square
}

/// Whether the board has a square at this file and rank (rules: ranks 1/16 F–G, 2/15 C–J,
/// 3/14 B–K, the rest A–L).
const fn exists_at(file: usize, rank: usize) -> bool {
    let (low, high) = match rank {
        0 | 15 => (5, 6),
        1 | 14 => (2, 9),
        2 | 13 => (1, 10),
        3..=12 => (0, 11),
        _ => return false,
    };
    file >= low && file <= high
}

/// The empty board: `EMPTY` on the 160 squares, `OFF` everywhere else.
pub const EMPTY_BOARD: [u8; CELLS] = {
    let mut cells = [OFF; CELLS];
    let mut rank = 0;
    while rank < 16 {
        let mut file = 0;
        while file < 12 {
            if exists_at(file, rank) {
                cells[index(file, rank) as usize] = EMPTY;
            }
            file += 1;
        }
        rank += 1;
    }
    cells
};

/// The castle squares: White's F1 G1, Black's F16 G16.
pub const WHITE_CASTLE: [Square; 2] = [index(5, 0), index(6, 0)];
pub const BLACK_CASTLE: [Square; 2] = [index(5, 15), index(6, 15)];

/// For each cell, the side bit of the castle's owner, or 0 outside the castles.
pub const CASTLE: [u8; CELLS] = {
    let mut owner = [0; CELLS];
    owner[WHITE_CASTLE[0] as usize] = side_bit(0);
    owner[WHITE_CASTLE[1] as usize] = side_bit(0);
    owner[BLACK_CASTLE[0] as usize] = side_bit(1);
    owner[BLACK_CASTLE[1] as usize] = side_bit(1);
    owner
};

/// The side bit of the castle `sq` belongs to (0 if it is no castle square).
pub fn castle_owner(sq: Square) -> u8 {
    CASTLE[sq as usize]
}

/// The castle squares of `side`.
pub fn castle_of(side: usize) -> [Square; 2] {
    if side == 0 {
        WHITE_CASTLE
    } else {
        BLACK_CASTLE
    }
}

/// The other square of the castle `sq` is in (F ↔ G on the same rank).
pub fn other_castle_square(sq: Square) -> Square {
    if file_of(sq) == 5 {
        sq.wrapping_add(1)
    } else {
        sq.wrapping_sub(1)
    }
}

pub fn exists(sq: Square) -> bool {
    EMPTY_BOARD[sq as usize] == EMPTY
}

/// Zero-based file of a square (meaningful for squares on the board).
pub fn file_of(sq: Square) -> usize {
    (sq as usize % WIDTH).wrapping_sub(1)
}

/// Zero-based rank of a square (meaningful for squares on the board).
pub fn rank_of(sq: Square) -> usize {
    (sq as usize / WIDTH).wrapping_sub(1)
}

/// The name in upper case, as WCF records write it (`E10`); `?` for a cell off the board.
pub fn name(sq: Square) -> String {
    if exists(sq) {
        square_name(file_of(sq), rank_of(sq), true)
    } else {
        "?".into()
    }
}

/// The 160 squares, rank 1 first, files A to L within a rank.
pub fn all_squares() -> impl Iterator<Item = Square> {
    (0..CELLS as u16).map(|i| i as Square).filter(|&sq| exists(sq))
}

/// How `to` lies from `from`: `Some((step, 1))` for a neighbour, `Some((step, 2))` for the
/// square beyond a neighbour, `None` otherwise (squares of the padded mailbox).
pub fn direction(from: Square, to: Square) -> Option<(u8, u8)> {
    let diff = to.wrapping_sub(from);
    for step in STEPS {
        if diff == step {
            return Some((step, 1));
        }
        if diff == step.wrapping_mul(2) {
            return Some((step, 2));
        }
    }
    None
}

/// A set of squares: one bit per mailbox cell.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Set(pub [u64; 4]);

impl Set {
    pub const EMPTY: Set = Set([0; 4]);

    #[inline]
    pub fn insert(&mut self, sq: Square) {
        self.0[(sq >> 6) as usize & 3] |= 1 << (sq & 63);
    }

    #[inline]
    pub fn remove(&mut self, sq: Square) {
        self.0[(sq >> 6) as usize & 3] &= !(1 << (sq & 63));
    }

    #[inline]
    pub fn contains(&self, sq: Square) -> bool {
        self.0[(sq >> 6) as usize & 3] & (1 << (sq & 63)) != 0
    }

    pub fn len(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The squares of the set, lowest first.
    pub fn iter(self) -> impl Iterator<Item = Square> {
        let mut words = self.0;
        let mut word = 0;
        std::iter::from_fn(move || loop {
            let w = words.get_mut(word)?;
            if *w != 0 {
                let bit = w.trailing_zeros();
                *w &= *w - 1;
                return Some((word * 64 + bit as usize) as Square);
            }
            word += 1;
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_has_160_squares() {
        assert_eq!(all_squares().count(), 160);
        let names: Vec<String> = all_squares().take(3).map(name).collect();
        assert_eq!(names, ["F1", "G1", "C2"]);
        assert_eq!(square(0, 0), None);
        assert_eq!(square(0, 3).map(name), Some("A4".into()));
        assert_eq!(square(11, 12).map(name), Some("L13".into()));
        assert_eq!(square(11, 13), None);
        assert_eq!(square(12, 5), None);
    }

    #[test]
    fn every_leap_from_a_square_stays_in_the_mailbox() {
        for sq in all_squares() {
            for step in STEPS {
                let over = sq.wrapping_add(step);
                assert!(over as usize > 0 && (over as usize) < CELLS - 4);
                if exists(over) {
                    let to = over.wrapping_add(step);
                    assert!(exists(to) || EMPTY_BOARD[to as usize] == OFF);
                    assert_eq!(direction(sq, to), Some((step, 2)));
                }
            }
        }
    }

    #[test]
    fn castles() {
        assert_eq!(WHITE_CASTLE.map(name), ["F1", "G1"]);
        assert_eq!(BLACK_CASTLE.map(name), ["F16", "G16"]);
        assert_eq!(other_castle_square(BLACK_CASTLE[1]), BLACK_CASTLE[0]);
        assert_eq!(castle_owner(WHITE_CASTLE[0]), side_bit(0));
    }

    #[test]
    fn sets_iterate_in_order() {
        let mut s = Set::EMPTY;
        for sq in [200, 3, 64, 130] {
            s.insert(sq);
        }
        assert_eq!(s.iter().collect::<Vec<_>>(), [3, 64, 130, 200]);
        s.remove(64);
        assert_eq!(s.len(), 3);
        assert!(!s.contains(64) && s.contains(200));
    }
}
