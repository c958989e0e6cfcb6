//! Legal moves: where troops may be placed, and what the troops on the board can do.
//! Generation writes into a caller's sink and allocates nothing.

use super::board::{bit, edge_neighbours, inside, offset, row, squares, Square};
use super::state::{Drake, Phase, BLUE};
use super::troop::{ActionKind, Troop};
use super::Move;

impl Drake {
    /// The free squares (empty, on the board, no mountain).
    pub(super) fn free(&self) -> u64 {
        inside(self.size) & !self.mountains & !(self.occupied[0] | self.occupied[1])
    }

    /// The row where `player`'s leader is placed.
    pub(super) fn leader_row(&self, player: usize) -> u64 {
        row(if player == BLUE { 0 } else { self.size as usize - 1 }, self.size)
    }

    /// The square of `player`'s leader, if it is on the board.
    pub(super) fn leader(&self, player: usize) -> Option<Square> {
        squares(self.occupied[player]).find(|&sq| self.troops[sq as usize] == Troop::Drake)
    }

    /// The free squares next to `player`'s leader (where a guard may go).
    pub(super) fn guard_squares(&self, player: usize) -> u64 {
        self.leader(player).map_or(0, |sq| edge_neighbours(bit(sq)) & self.free())
    }

    /// Where the player to move may place the top of their stack now.
    pub(super) fn placements(&self) -> u64 {
        let me = self.turn as usize;
        if self.stacks[me].is_empty() {
            return 0;
        }
        match self.phase {
            Phase::Leaders => self.leader_row(me) & self.free(),
            Phase::Guards(_) => self.guard_squares(me),
            Phase::Middle => edge_neighbours(self.occupied[me]) & self.free(),
        }
    }

    /// Feeds every action of the troop on `from` (owned by the player to move) to `sink`
    /// until it returns `false`; returns `false` if it was stopped.
    pub(super) fn troop_moves(&self, from: Square, sink: &mut impl FnMut(Move) -> bool) -> bool {
        let me = self.turn as usize;
        let own = self.occupied[me];
        let enemy = self.occupied[1 - me];
        let blocked = own | self.mountains;
        let face = self.face_up & bit(from) != 0;
        let flip = if me == BLUE { 1 } else { -1 };
        for action in self.troops[from as usize].actions(face) {
            let (dx, dy) = (action.dx, action.dy * flip);
            match action.kind {
                ActionKind::Shift => {
                    if let Some(to) = offset(from, dx, dy, self.size) {
                        if blocked & bit(to) == 0 && !sink(Move::Step(from, to)) {
                            return false;
                        }
                    }
                }
                ActionKind::Slide => {
                    let mut at = from;
                    while let Some(to) = offset(at, dx, dy, self.size) {
                        if blocked & bit(to) != 0 {
                            break;
                        }
                        if !sink(Move::Step(from, to)) {
                            return false;
                        }
                        if enemy & bit(to) != 0 {
                            break;
                        }
                        at = to;
                    }
                }
                ActionKind::Strike => {
                    if let Some(to) = offset(from, dx, dy, self.size) {
                        if enemy & bit(to) != 0 && !sink(Move::Strike(from, to)) {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    /// Feeds every legal move to `sink` until it returns `false`.
    pub(super) fn generate(&self, sink: &mut impl FnMut(Move) -> bool) {
        if self.ended.is_some() {
            return;
        }
        for to in squares(self.placements()) {
            if !sink(Move::Place(to)) {
                return;
            }
        }
        if self.phase != Phase::Middle {
            return;
        }
        for from in squares(self.occupied[self.turn as usize]) {
            if !self.troop_moves(from, sink) {
                return;
            }
        }
    }

    pub(super) fn has_legal_move(&self) -> bool {
        let mut any = false;
        self.generate(&mut |_| {
            any = true;
            false
        });
        any
    }
}
