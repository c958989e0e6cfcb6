//! Squares and square sets of boards up to 8×8.
//!
//! A square is `rank * 8 + file` whatever the board size, so a set of squares is one `u64`
//! and neighbours are bit shifts; `Board::inside` masks off what a smaller board lacks.

use crate::game::square::square_name;

pub type Square = u8;

pub const fn square(file: usize, rank: usize) -> Square {
    (rank * 8 + file) as Square
}

pub fn file_of(sq: Square) -> usize {
    (sq % 8) as usize
}

pub fn rank_of(sq: Square) -> usize {
    (sq / 8) as usize
}

pub fn name(sq: Square) -> String {
    square_name(file_of(sq), rank_of(sq), false)
}

/// The square `(dx, dy)` away on a board of `size`, if it is on the board.
pub fn offset(sq: Square, dx: i8, dy: i8, size: u8) -> Option<Square> {
    let f = file_of(sq) as i8 + dx;
    let r = rank_of(sq) as i8 + dy;
    let n = size as i8;
    (f >= 0 && f < n && r >= 0 && r < n).then(|| (r * 8 + f) as Square)
}

/// Iterates the squares of a set, lowest first.
pub fn squares(mut set: u64) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let sq = set.trailing_zeros() as Square;
            set &= set - 1;
            sq
        })
    })
}

pub const fn bit(sq: Square) -> u64 {
    1u64 << sq
}

const NOT_FILE_A: u64 = 0xFEFE_FEFE_FEFE_FEFE;
const NOT_FILE_H: u64 = 0x7F7F_7F7F_7F7F_7F7F;

/// The squares edge-adjacent to a set (not masked to a board).
pub fn edge_neighbours(set: u64) -> u64 {
    ((set & NOT_FILE_H) << 1) | ((set & NOT_FILE_A) >> 1) | (set << 8) | (set >> 8)
}

/// The squares of a board of `size` (3..=8).
pub fn inside(size: u8) -> u64 {
    let row = (1u64 << size) - 1;
    (0..size as u64).fold(0, |set, r| set | row << (8 * r))
}

/// The squares of one row.
pub fn row(rank: usize, size: u8) -> u64 {
    ((1u64 << size) - 1) << (8 * rank)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_do_not_wrap_around_files() {
        let a1 = bit(square(0, 0));
        assert_eq!(edge_neighbours(a1), bit(square(1, 0)) | bit(square(0, 1)));
        let h2 = bit(square(7, 1));
        assert_eq!(edge_neighbours(h2), bit(square(6, 1)) | bit(square(7, 0)) | bit(square(7, 2)));
    }

    #[test]
    fn offsets_stay_on_the_board() {
        assert_eq!(offset(square(3, 3), 1, 0, 4), None);
        assert_eq!(offset(square(0, 0), 1, 2, 4), Some(square(1, 2)));
        assert_eq!(offset(square(0, 0), -1, 0, 8), None);
    }

    #[test]
    fn inside_counts_squares() {
        for n in 3..=8u8 {
            assert_eq!(inside(n).count_ones(), (n as u32).pow(2));
        }
        assert_eq!(squares(row(1, 3)).map(name).collect::<Vec<_>>(), ["a2", "b2", "c2"]);
    }
}
