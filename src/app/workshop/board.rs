//! The board editor: the size, what each square is (plain, a mountain, a fortress) and where
//! the two flags lie.

use super::Workshop;
use crate::games::drake::{file_of, rank_of, square, Flags, Square};

/// What a tap on a square of the board does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardTool {
    /// Turns it plain → mountain → fortress → plain.
    Terrain,
    /// Puts the flag of this player (0 Blue, 1 Orange) there.
    Flag(usize),
}

/// What a square of the board is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Terrain {
    Plain,
    Mountain,
    Fortress,
}

const fn bit(sq: Square) -> u64 {
    1u64 << sq
}

impl Workshop {
    pub fn terrain(&self, sq: Square) -> Terrain {
        if self.variant.mountains & bit(sq) != 0 {
            Terrain::Mountain
        } else if self.variant.fortresses & bit(sq) != 0 {
            Terrain::Fortress
        } else {
            Terrain::Plain
        }
    }

    /// A board of `size` × `size` (3..=8): what lay off it goes, flags off it return to their
    /// usual squares.
    pub fn set_size(&mut self, size: u8) {
        if !(3..=8).contains(&size) || size == self.variant.size {
            return;
        }
        let v = &mut self.variant;
        v.size = size;
        let inside: u64 = (0..size as usize).flat_map(|r| (0..size as usize).map(move |f| bit(square(f, r)))).sum();
        v.mountains &= inside;
        v.fortresses &= inside;
        if let Flags::At(at) = v.flags {
            if at.iter().any(|&sq| file_of(sq) >= size as usize || rank_of(sq) >= size as usize) {
                v.flags = Flags::Home;
            }
        }
        self.edited();
    }

    /// A tap on a square with the tool in hand. A flag's square is never a mountain: the
    /// terrain skips it there, and a flag put on a mountain levels it.
    pub fn tap_square(&mut self, sq: Square) {
        let n = self.variant.size as usize;
        if file_of(sq) >= n || rank_of(sq) >= n {
            return;
        }
        match self.tool {
            BoardTool::Terrain => {
                let flagged = self.variant.flag_squares().is_some_and(|f| f.contains(&sq));
                let terrain = self.terrain(sq);
                let v = &mut self.variant;
                match terrain {
                    Terrain::Plain if !flagged => v.mountains |= bit(sq),
                    Terrain::Plain => v.fortresses |= bit(sq),
                    Terrain::Mountain => {
                        v.mountains &= !bit(sq);
                        v.fortresses |= bit(sq);
                    }
                    Terrain::Fortress => v.fortresses &= !bit(sq),
                }
            }
            BoardTool::Flag(player) => {
                let mut at = self.variant.flag_squares().unwrap_or_else(|| home_flags(n));
                at[player.min(1)] = sq;
                self.variant.mountains &= !bit(sq);
                self.variant.flags = if at == home_flags(n) { Flags::Home } else { Flags::At(at) };
            }
        }
        self.edited();
    }

    /// Flags on (on their usual squares) or off.
    pub fn set_flags(&mut self, on: bool) {
        self.variant.flags = if on { Flags::Home } else { Flags::Off };
        if on {
            for sq in home_flags(self.variant.size as usize) {
                self.variant.mountains &= !bit(sq);
            }
        } else if let BoardTool::Flag(_) = self.tool {
            self.tool = BoardTool::Terrain;
        }
        self.edited();
    }
}

/// The flags' usual squares on a board of `n`: column ⌊(n−1)/2⌋ of the first and last rows.
fn home_flags(n: usize) -> [Square; 2] {
    let file = (n - 1) / 2;
    [square(file, 0), square(file, n - 1)]
}
