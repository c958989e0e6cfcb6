//! The boards of the Camelot family: which squares exist, the castles, the river, the squares
//! where trees may be planted and the start, each read at compile time from the board's
//! picture in rules/camelot-variants.md (`boards.rs`).
//!
//! Squares are indices into one padded mailbox for every board: 15 cells a row (a padding cell,
//! then files A–N), one row per rank after a padding row, so `(rank + 1) · 15 + file + 1`. The
//! padding column is shared by the end of one row and the start of the next, and the row above
//! rank 16 wraps (with `u8` arithmetic) onto the padding row below rank 1: a step from any
//! square, and a leap over any square, lands on a square of the board or on a cell that is
//! not one (`OFF`). With `u8` squares and a 256-cell array, indexing can never go out of range,
//! and one set of step offsets serves every board, so the move generator never asks which
//! board it is on: squares that do not exist, the river and trees are all cells where nothing
//! lands and nothing stands to be leapt.

use super::boards::{build, PICTURES};
use crate::game::square::square_name;

/// A square: an index into the padded mailbox (see the module comment).
pub type Square = u8;

/// Cells in the mailbox.
pub const CELLS: usize = 256;
pub(super) const WIDTH: usize = 15;
/// The most files and ranks a board has (Chivalry's A–N, ranks 1–16).
pub const MAX_FILES: usize = 14;
pub const MAX_RANKS: usize = 16;

/// What a cell holds: empty, a piece (its side bit, see [`side_bit`], plus [`KNIGHT_BIT`] for a
/// Knight), a tree, the river, or no square at all. Everything but a piece or `EMPTY` is a
/// cell where nothing lands.
pub const EMPTY: u8 = 0;
pub const KNIGHT_BIT: u8 = 4;
pub const TREE: u8 = 0x10;
pub const RIVER: u8 = 0x20;
pub const OFF: u8 = 0x80;

/// The bit of a side (0 White, 1 Black) in a cell and in a board's castle map.
pub const fn side_bit(side: usize) -> u8 {
    1 << (side & 1)
}

/// The eight directions as `u8` offsets that wrap: E, W, N, S, NW, SE, NE, SW.
pub const STEPS: [u8; 8] = [1, 255, 15, 241, 14, 242, 16, 240];

/// The boards, as the New game dialog and the command line name them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    #[default]
    Camelot,
    Chivalry,
    Cam,
    Camette,
    River,
}

impl Variant {
    pub const ALL: [Variant; 5] = [Variant::Camelot, Variant::Chivalry, Variant::Cam, Variant::Camette, Variant::River];

    /// The id of the command line, the position text and the dialog (`chivalry`).
    pub fn id(self) -> &'static str {
        match self {
            Variant::Camelot => "camelot",
            Variant::Chivalry => "chivalry",
            Variant::Cam => "cam",
            Variant::Camette => "camette",
            Variant::River => "river",
        }
    }

    pub fn from_id(id: &str) -> Option<Variant> {
        Variant::ALL.into_iter().find(|v| v.id().eq_ignore_ascii_case(id))
    }

    /// The board of this variant.
    pub fn board(self) -> &'static Board {
        &BOARDS[self as usize]
    }
}

/// One board: its squares, castles, river, planting squares and start, and the distances the
/// evaluation measures on it.
pub struct Board {
    pub variant: Variant,
    pub(super) files: u8,
    pub(super) ranks: u8,
    /// `EMPTY` on every square, `RIVER` on river squares, `OFF` where there is no square.
    pub(super) cells: [u8; CELLS],
    /// The start: `cells` with the pieces set up.
    pub(super) start: [u8; CELLS],
    /// For each cell, the side bit of the castle's owner, or 0 outside the castles.
    pub(super) castle: [u8; CELLS],
    /// Each side's castle squares (the second equals the first on a one-square castle).
    pub(super) castles: [[Square; 2]; 2],
    pub(super) castle_size: u8,
    /// Where each side may plant its trees (River Camelot), as `Set`s.
    pub(super) plant: [[u64; 4]; 2],
    /// The bridges over the river (ordinary squares; for the drawing).
    pub(super) bridges: [u64; 4],
    /// The first file and the number of squares (river squares included) of each rank.
    pub(super) spans: [(u8, u8); MAX_RANKS],
    /// How many Knights and Men each side starts with.
    pub(super) knights: u8,
    pub(super) men: u8,
    /// For each side and square: king steps to the nearest square of the enemy castle, over
    /// squares that are not river (255 where none leads there).
    pub(super) to_castle: [[u8; CELLS]; 2],
    /// For each side and square: how far from the enemy castle the square is for the advance
    /// of the evaluation: ranks from the enemy castle's rank, or on River Camelot's board the
    /// king steps of `to_castle` (round the river) less the three its start lies further back.
    pub(super) to_goal: [[u8; CELLS]; 2],
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Board({})", self.variant.id())
    }
}

/// Every board, in the order of [`Variant`].
pub static BOARDS: [Board; 5] = [
    build(Variant::Camelot, &PICTURES[0]),
    build(Variant::Chivalry, &PICTURES[1]),
    build(Variant::Cam, &PICTURES[2]),
    build(Variant::Camette, &PICTURES[3]),
    build(Variant::River, &PICTURES[4]),
];

pub(super) const fn index(file: usize, rank: usize) -> Square {
    ((rank + 1) * WIDTH + file + 1) as Square
}

/// The square at a zero-based file and rank, on the largest board (files A–N, ranks 1–16);
/// whether a board has it is [`Board::has`].
pub fn square(file: usize, rank: usize) -> Option<Square> {
    (file < MAX_FILES && rank < MAX_RANKS).then(|| index(file, rank))
}

/// Zero-based file of a square (meaningful for squares of a board).
pub fn file_of(sq: Square) -> usize {
    (sq as usize % WIDTH).wrapping_sub(1)
}

/// Zero-based rank of a square (meaningful for squares of a board).
pub fn rank_of(sq: Square) -> usize {
    (sq as usize / WIDTH).wrapping_sub(1)
}

/// The name in upper case, as WCF records write it (`E10`); `?` for a padding cell.
pub fn name(sq: Square) -> String {
    if file_of(sq) < MAX_FILES && rank_of(sq) < MAX_RANKS {
        square_name(file_of(sq), rank_of(sq), true)
    } else {
        "?".into()
    }
}

impl Board {
    pub fn files(&self) -> usize {
        self.files as usize
    }

    pub fn ranks(&self) -> usize {
        self.ranks as usize
    }

    /// Whether `sq` is a square of this board (river squares included).
    pub fn has(&self, sq: Square) -> bool {
        self.cells[sq as usize] != OFF
    }

    /// The square at a zero-based file and rank, if this board has it.
    pub fn square(&self, file: usize, rank: usize) -> Option<Square> {
        square(file, rank).filter(|&sq| self.has(sq))
    }

    /// Whether nothing may ever land on `sq`: a river square.
    pub fn is_river(&self, sq: Square) -> bool {
        self.cells[sq as usize] == RIVER
    }

    /// The squares of the board, river squares included: rank 1 first, files from A.
    pub fn squares(&'static self) -> impl Iterator<Item = Square> {
        (0..CELLS as u16).map(|i| i as Square).filter(move |&sq| self.has(sq))
    }

    /// The first file and the number of squares of a rank (zero-based).
    pub fn span(&self, rank: usize) -> (usize, usize) {
        self.spans.get(rank).map_or((0, 0), |&(first, count)| (first as usize, count as usize))
    }

    /// The side bit of the castle `sq` belongs to (0 if it is no castle square).
    pub fn castle_owner(&self, sq: Square) -> u8 {
        self.castle[sq as usize]
    }

    /// The castle squares of `side`: two, or one on Cam and Camette.
    pub fn castle_of(&self, side: usize) -> &[Square] {
        let squares = &self.castles[side & 1];
        &squares[..self.castle_size.clamp(1, 2) as usize]
    }

    /// How many squares each castle has.
    pub fn castle_size(&self) -> usize {
        self.castle_size as usize
    }

    /// The other square of the castle `sq` is in; `None` on a one-square castle.
    pub fn other_castle_square(&self, sq: Square) -> Option<Square> {
        let [a, b] = self.castles[(self.castle[sq as usize] >> 1) as usize & 1];
        if self.castle_size != 2 {
            None
        } else if sq == a {
            Some(b)
        } else {
            Some(a)
        }
    }

    /// Whether `sq` is a bridge over the river (an ordinary square).
    pub fn is_bridge(&self, sq: Square) -> bool {
        Set(self.bridges).contains(sq)
    }

    /// The squares where `side` may plant its trees (River Camelot; empty elsewhere).
    pub fn planting_squares(&self, side: usize) -> Set {
        Set(self.plant[side & 1])
    }

    /// Whether the first move of each side plants trees.
    pub fn has_trees(&self) -> bool {
        self.plant[0] != [0; 4]
    }

    /// How many Knights and Men each side starts with (and may have at most).
    pub fn army(&self) -> (usize, usize) {
        (self.knights as usize, self.men as usize)
    }

    /// The pieces of the start: (square, side, Knight?).
    pub fn start_pieces(&'static self) -> impl Iterator<Item = (Square, usize, bool)> {
        self.squares().filter_map(move |sq| {
            let code = self.start[sq as usize];
            let side = match code & 3 {
                1 => 0,
                2 => 1,
                _ => return None,
            };
            Some((sq, side, code & KNIGHT_BIT != 0))
        })
    }
}

/// How `to` lies from `from`: `Some((step, 1))` for a neighbour, `Some((step, 2))` for the
/// square beyond a neighbour, `None` otherwise (squares of the padded mailbox). Squares more
/// than two files apart that share an offset across the row wrap are told apart by their
/// files.
pub fn direction(from: Square, to: Square) -> Option<(u8, u8)> {
    let diff = to.wrapping_sub(from);
    // The sixteen offsets of steps and leaps are all different: at most one matches.
    let (step, distance) = STEPS.iter().find_map(|&step| match diff {
        d if d == step => Some((step, 1)),
        d if d == step.wrapping_mul(2) => Some((step, 2)),
        _ => None,
    })?;
    let sideways = usize::from(step != 15 && step != 241);
    (file_of(from).abs_diff(file_of(to)) == sideways * distance as usize).then_some((step, distance))
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

    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
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

    fn board(v: Variant) -> &'static Board {
        v.board()
    }

    #[test]
    fn the_boards_have_their_squares() {
        let counts: Vec<usize> = Variant::ALL.iter().map(|&v| board(v).squares().count()).collect();
        assert_eq!(counts, [160, 176, 67, 23, 160]);
        let b = board(Variant::Camelot);
        let names: Vec<String> = b.squares().take(3).map(name).collect();
        assert_eq!(names, ["F1", "G1", "C2"]);
        assert_eq!(b.square(0, 0), None);
        assert_eq!(b.square(0, 3).map(name), Some("A4".into()));
        assert_eq!(b.square(11, 12).map(name), Some("L13".into()));
        assert_eq!((b.square(11, 13), b.square(12, 5)), (None, None));
        assert_eq!(board(Variant::Chivalry).square(13, 4).map(name), Some("N5".into()));
        assert_eq!((board(Variant::Camette).files(), board(Variant::Camette).ranks()), (5, 7));
    }

    #[test]
    fn every_step_and_leap_stays_on_the_board_or_meets_a_cell_that_is_none() {
        for v in Variant::ALL {
            let b = board(v);
            for sq in b.squares() {
                for step in STEPS {
                    let over = sq.wrapping_add(step);
                    if b.has(over) {
                        assert_eq!(direction(sq, over), Some((step, 1)), "{v:?} {}", name(sq));
                        let df = file_of(sq).abs_diff(file_of(over));
                        let dr = rank_of(sq).abs_diff(rank_of(over));
                        assert!(df <= 1 && dr <= 1 && df + dr > 0, "{v:?} {} {}", name(sq), name(over));
                        let to = over.wrapping_add(step);
                        if b.has(to) {
                            assert_eq!(direction(sq, to), Some((step, 2)));
                            let (df, dr) = (file_of(sq).abs_diff(file_of(to)), rank_of(sq).abs_diff(rank_of(to)));
                            assert!(df.max(dr) == 2 && (df == 0 || df == 2) && (dr == 0 || dr == 2));
                        } else {
                            assert_eq!(b.cells[to as usize], OFF);
                        }
                    } else {
                        assert_eq!(b.cells[over as usize], OFF, "{v:?} {} step {step}", name(sq));
                    }
                }
            }
        }
    }

    #[test]
    fn squares_across_the_row_wrap_are_no_leap() {
        let (n5, a6) = (square(13, 4).unwrap_or(0), square(0, 5).unwrap_or(0));
        assert_eq!(a6.wrapping_sub(n5), 2);
        assert_eq!(direction(n5, a6), None);
    }

    #[test]
    fn castles() {
        let b = board(Variant::Camelot);
        assert_eq!(b.castle_of(0).iter().map(|&s| name(s)).collect::<Vec<_>>(), ["F1", "G1"]);
        assert_eq!(b.castle_of(1).iter().map(|&s| name(s)).collect::<Vec<_>>(), ["F16", "G16"]);
        assert_eq!(b.other_castle_square(b.castle_of(1)[1]), Some(b.castle_of(1)[0]));
        assert_eq!(b.castle_owner(b.castle_of(0)[0]), side_bit(0));
        let c = board(Variant::Chivalry);
        assert_eq!(c.castle_of(1).iter().map(|&s| name(s)).collect::<Vec<_>>(), ["G16", "H16"]);
        let cam = board(Variant::Cam);
        assert_eq!(
            (cam.castle_of(0).iter().map(|&s| name(s)).collect::<Vec<_>>(), cam.castle_size()),
            (vec!["D1".to_string()], 1)
        );
        assert_eq!(cam.other_castle_square(cam.castle_of(0)[0]), None);
        assert_eq!(board(Variant::Camette).castle_of(1).iter().map(|&s| name(s)).collect::<Vec<_>>(), ["C7"]);
    }

    #[test]
    fn armies() {
        let armies: Vec<(usize, usize)> = Variant::ALL.iter().map(|&v| board(v).army()).collect();
        assert_eq!(armies, [(4, 10), (8, 12), (2, 5), (1, 3), (4, 10)]);
        for v in Variant::ALL {
            let pieces: Vec<_> = board(v).start_pieces().collect();
            let (k, m) = board(v).army();
            assert_eq!(pieces.len(), 2 * (k + m), "{v:?}");
        }
    }

    #[test]
    fn the_river_and_its_planting_squares() {
        let r = board(Variant::River);
        let river: Vec<String> = r.squares().filter(|&s| r.is_river(s)).map(name).collect();
        assert_eq!(river.len(), 24);
        let bridges: Vec<String> = r.squares().filter(|&s| r.is_bridge(s)).map(name).collect();
        assert_eq!(bridges, ["D7", "D8", "I9", "I10"]);
        assert!(bridges.iter().all(|b| r.squares().any(|s| name(s) == *b && !r.is_river(s))));
        assert_eq!((r.planting_squares(0).len(), r.planting_squares(1).len()), (41, 41));
        assert!(r.has_trees() && !board(Variant::Camelot).has_trees());
    }

    #[test]
    fn distances_follow_the_river() {
        let c = board(Variant::Camelot);
        // On an open board the way to the castle is as long as the king steps.
        for sq in c.squares() {
            let (f, r) = (file_of(sq), rank_of(sq));
            let dx = if f < 5 { 5 - f } else { f.saturating_sub(6) };
            assert_eq!(c.to_castle[0][sq as usize] as usize, dx.max(15 - r), "{}", name(sq));
            assert_eq!(c.to_goal[0][sq as usize] as usize, 15 - r);
        }
        // Across the river, only over a bridge: A6 lies on the river, B5 must go round.
        let r = board(Variant::River);
        let (b5, h5) = (r.square(1, 4).unwrap(), r.square(7, 4).unwrap());
        assert!(r.to_castle[0][b5 as usize] > r.to_castle[0][h5 as usize], "B5 goes round by D7");
        assert_eq!(r.to_goal[0][b5 as usize], r.to_castle[0][b5 as usize] - 3);
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
