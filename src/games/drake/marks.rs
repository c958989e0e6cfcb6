//! The squares the tokens mark (rules/drake-extensions.md §3), computed after every move from
//! the sides that are up: protect (the enemy may not enter) and dread (an enemy troop there may
//! not move off). Marks of several troops add up.

use super::board::{bit, offset, squares, Square};
use super::state::{Drake, BLUE};

impl Drake {
    pub(super) fn mark(&mut self) {
        for player in 0..2 {
            let (shield, dread) = self.marks_of(player);
            self.shield[player] = shield;
            self.dread[player] = dread;
        }
    }

    /// The squares `player`'s protect and dread tokens mark.
    pub(super) fn marks_of(&self, player: usize) -> (u64, u64) {
        let mut marks = (0, 0);
        for sq in squares(self.occupied[player]) {
            let (shield, dread) = self.marks_of_troop(player, sq);
            marks.0 |= shield;
            marks.1 |= dread;
        }
        marks
    }

    /// The squares the tokens of `player`'s troop on `sq` mark.
    pub fn marks_of_troop(&self, player: usize, sq: Square) -> (u64, u64) {
        let flip = if player == BLUE { 1 } else { -1 };
        let side = self.rules.side(self.troops[sq as usize], self.face_up & bit(sq) != 0);
        let mark = |offsets: &[(i8, i8)]| {
            offsets.iter().filter_map(|&(dx, dy)| offset(sq, dx, dy * flip, self.size)).fold(0, |set, t| set | bit(t))
        };
        (mark(&side.protect), mark(&side.dread))
    }
}
