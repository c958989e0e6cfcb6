//! Squares and square sets of the 7×7 board, and the tables of what reaches what.
//!
//! A square is `rank * 7 + file` (a1 = 0, g7 = 48), so a set of squares is the low 49 bits of
//! a `u64`. Leaps and steps are looked up in tables built at compile time; sliding rides scan a
//! precomputed ray and cut it at the first occupied square (the "classical" ray approach).

use crate::game::square::square_name;

pub type Square = u8;

/// Files and ranks of the board.
pub const SIZE: usize = 7;
/// Every square of the board.
pub const FULL: u64 = (1 << 49) - 1;
const FILE_A: u64 = file_set(0);
const FILE_G: u64 = file_set(6);

pub const fn square(file: usize, rank: usize) -> Square {
    (rank * SIZE + file) as Square
}

pub const fn file_of(sq: Square) -> usize {
    sq as usize % SIZE
}

pub const fn rank_of(sq: Square) -> usize {
    sq as usize / SIZE
}

pub fn name(sq: Square) -> String {
    let mut text = String::with_capacity(2);
    push_name(&mut text, sq);
    text
}

/// Appends the square's name (`b2`) to `text` without formatting machinery: notation is
/// written for every listed move.
pub fn push_name(text: &mut String, sq: Square) {
    if sq < 49 {
        text.push((b'a' + (sq % 7)) as char);
        text.push((b'1' + sq / 7) as char);
    } else {
        text.push_str(&square_name(file_of(sq), rank_of(sq), false));
    }
}

/// The set holding one square; empty for anything off the board (so bad input stays harmless).
pub const fn bit(sq: Square) -> u64 {
    if sq < 49 {
        1 << sq
    } else {
        0
    }
}

/// The squares of one file (0-based).
pub const fn file_set(file: usize) -> u64 {
    let mut set = 0;
    let mut rank = 0;
    while rank < SIZE && file < SIZE {
        set |= 1 << (rank * SIZE + file);
        rank += 1;
    }
    set
}

/// The squares of one rank (0-based).
pub const fn rank_set(rank: usize) -> u64 {
    if rank >= SIZE {
        0
    } else {
        0x7F << (rank * SIZE)
    }
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

/// The eight directions. The first four raise the square index, the last four lower it, and
/// direction `d + 4` is the opposite of `d`.
pub const N: usize = 0;
pub const E: usize = 1;
pub const NE: usize = 2;
pub const NW: usize = 3;
pub const S: usize = 4;
pub const W: usize = 5;
pub const SW: usize = 6;
pub const SE: usize = 7;
pub const ORTHOGONALS: [usize; 4] = [N, E, S, W];
pub const DIAGONALS: [usize; 4] = [NE, NW, SW, SE];
const DELTAS: [(i32, i32); 8] = [(0, 1), (1, 0), (1, 1), (-1, 1), (0, -1), (-1, 0), (-1, -1), (1, -1)];

/// The two diagonals that lead away along an orthogonal (`N` → `NE`, `NW`), and the two
/// orthogonals that a diagonal leads along (`NE` → `N`, `E`).
pub const fn fan(dir: usize) -> [usize; 2] {
    match dir {
        N => [NE, NW],
        E => [NE, SE],
        S => [SE, SW],
        W => [NW, SW],
        NE => [N, E],
        NW => [N, W],
        SW => [S, W],
        _ => [S, E],
    }
}

/// Every square of a set moved one step in `dir`, dropping what leaves the board.
#[inline(always)]
pub const fn shift(set: u64, dir: usize) -> u64 {
    match dir {
        N => (set << 7) & FULL,
        S => set >> 7,
        E => (set & !FILE_G) << 1,
        W => (set & !FILE_A) >> 1,
        NE => ((set & !FILE_G) << 8) & FULL,
        NW => ((set & !FILE_A) << 6) & FULL,
        SE => (set & !FILE_G) >> 6,
        _ => (set & !FILE_A) >> 8,
    }
}

const fn offset_set(sq: usize, deltas: &[(i32, i32)], times: i32) -> u64 {
    let (f, r) = ((sq % SIZE) as i32, (sq / SIZE) as i32);
    let mut set = 0;
    let mut i = 0;
    while i < deltas.len() {
        let (a, b) = (f + deltas[i].0 * times, r + deltas[i].1 * times);
        if a >= 0 && a < SIZE as i32 && b >= 0 && b < SIZE as i32 {
            set |= 1u64 << (b * SIZE as i32 + a);
        }
        i += 1;
    }
    set
}

const KNIGHT_DELTAS: [(i32, i32); 8] = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)];

const fn table(deltas: &[(i32, i32)], times: i32) -> [u64; 64] {
    let mut out = [0; 64];
    let mut sq = 0;
    while sq < 49 {
        out[sq] = offset_set(sq, deltas, times);
        sq += 1;
    }
    out
}

/// One square in any of the eight directions.
pub const KING_STEP: [u64; 64] = table(&DELTAS, 1);
/// The knight's leap of the Panoš and the Turkopol.
pub const KNIGHT_LEAP: [u64; 64] = table(&KNIGHT_DELTAS, 1);
/// The Těžkooděnec's leap of exactly two squares, orthogonally or diagonally.
pub const KNIGHT_TWO: [u64; 64] = table(&DELTAS, 2);

const fn pawn_table(dy: i32, reverse: bool) -> [u64; 64] {
    let dy = if reverse { -dy } else { dy };
    table(&[(-1, dy), (0, dy), (1, dy)], 1)
}

/// `PAWN_STEP[colour][sq]`: where a Kopiník of `colour` (0 White, moving up) may go.
pub const PAWN_STEP: [[u64; 64]; 2] = [pawn_table(1, false), pawn_table(-1, false)];
/// `PAWN_SOURCE[colour][sq]`: where a Kopiník of `colour` must stand to reach `sq`.
pub const PAWN_SOURCE: [[u64; 64]; 2] = [pawn_table(1, true), pawn_table(-1, true)];

const fn rays() -> [[u64; 64]; 8] {
    let mut out = [[0; 64]; 8];
    let mut dir = 0;
    while dir < 8 {
        let mut sq = 0;
        while sq < 49 {
            let mut set = 0;
            let mut step = 1;
            while step < SIZE as i32 {
                set |= offset_set(sq, &[DELTAS[dir]], step);
                step += 1;
            }
            out[dir][sq] = set;
            sq += 1;
        }
        dir += 1;
    }
    out
}

/// `RAYS[dir][sq]`: the squares from `sq` (excluded) to the edge in `dir`.
pub const RAYS: [[u64; 64]; 8] = rays();

const fn lines() -> [u64; 64] {
    let mut out = [0; 64];
    let mut sq = 0;
    while sq < 49 {
        let mut dir = 0;
        while dir < 8 {
            out[sq] |= RAYS[dir][sq];
            dir += 1;
        }
        sq += 1;
    }
    out
}

/// Every square on a rank, file or diagonal through `sq`.
pub const LINES: [u64; 64] = lines();

/// The squares a ride from `sq` in `dir` reaches: empty ones and the first occupied one.
#[inline(always)]
pub fn ride(sq: Square, dir: usize, occupied: u64) -> u64 {
    let ray = RAYS[dir & 7][(sq & 63) as usize];
    let blockers = ray & occupied;
    if blockers == 0 {
        return ray;
    }
    let first = if dir < 4 { blockers.trailing_zeros() } else { 63 - blockers.leading_zeros() };
    ray ^ RAYS[dir & 7][(first & 63) as usize]
}

/// Bishop-like rides along the four diagonals.
#[inline(always)]
pub fn diagonal_rides(sq: Square, occupied: u64) -> u64 {
    ride(sq, NE, occupied) | ride(sq, NW, occupied) | ride(sq, SW, occupied) | ride(sq, SE, occupied)
}

/// Rook-like rides along the four orthogonals.
#[inline(always)]
pub fn orthogonal_rides(sq: Square, occupied: u64) -> u64 {
    ride(sq, N, occupied) | ride(sq, E, occupied) | ride(sq, S, occupied) | ride(sq, W, occupied)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_do_not_wrap() {
        let a4 = bit(square(0, 3));
        assert_eq!(shift(a4, W), 0);
        assert_eq!(shift(a4, NW), 0);
        assert_eq!(shift(bit(square(6, 3)), E), 0);
        assert_eq!(shift(bit(square(3, 6)), N), 0);
        assert_eq!(shift(bit(square(3, 0)), S), 0);
        for (dir, &delta) in DELTAS.iter().enumerate() {
            for sq in 0..49 {
                let expected = offset_set(sq as usize, &[delta], 1);
                assert_eq!(shift(bit(sq), dir), expected, "{dir} {}", name(sq));
            }
        }
    }

    #[test]
    fn tables_count_what_they_should() {
        assert_eq!(KING_STEP[square(3, 3) as usize].count_ones(), 8);
        assert_eq!(KING_STEP[0].count_ones(), 3);
        assert_eq!(KNIGHT_LEAP[0].count_ones(), 2);
        assert_eq!(KNIGHT_TWO[square(3, 3) as usize].count_ones(), 8);
        assert_eq!(KNIGHT_TWO[square(1, 1) as usize].count_ones(), 3);
        assert_eq!(rank_set(6).count_ones(), 7);
        assert_eq!(squares(rank_set(1)).map(name).collect::<Vec<_>>(), ["a2", "b2", "c2", "d2", "e2", "f2", "g2"]);
    }

    #[test]
    fn rides_stop_at_the_first_occupied_square() {
        let d4 = square(3, 3);
        let blocker = bit(square(3, 5)) | bit(square(1, 3));
        let names = |set: u64| squares(set).map(name).collect::<Vec<_>>();
        assert_eq!(names(ride(d4, N, blocker)), ["d5", "d6"]);
        assert_eq!(names(ride(d4, W, blocker)), ["b4", "c4"]);
        assert_eq!(names(ride(d4, E, blocker)), ["e4", "f4", "g4"]);
    }

    #[test]
    fn off_board_squares_are_empty_sets() {
        assert_eq!(bit(49), 0);
        assert_eq!(bit(200), 0);
    }
}
