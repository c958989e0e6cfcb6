//! Legal moves: each piece's targets, the reinforcement choices, and the check test.
//! Generation feeds a caller's sink and allocates nothing.

use super::attacks::targets;
use super::board::{bit, squares, Square};
use super::piece::Piece;
use super::placement::{arriving, reinforcement_squares, Placement};
use super::Move;

impl Placement {
    /// Feeds every legal move of the player to move to `sink` until it returns `false`;
    /// returns `false` if it was stopped.
    ///
    /// A move is legal when afterwards none of the mover's Ts is in check. Most moves need no
    /// test: if no T is in check now, a piece other than a T that does not become a T can only
    /// expose a T by leaving a square on one of the T's lines (every ride, including the bent
    /// rides of the Panoš and Turkopol, reaches a T along such a line).
    pub(super) fn generate(&self, sink: &mut impl FnMut(Move) -> bool) -> bool {
        let me = self.me();
        let own = self.colours[me];
        let occupied = self.occupied();
        let enemy_knights = self.knights(1 - me);
        let calm = !self.in_check(me);
        let exposed = self.exposed_lines(me);
        for piece in Piece::ALL {
            let free_to_leave = calm && piece != Piece::Tezkoodenec;
            for from in squares(self.pieces[me][piece as usize]) {
                let reach = targets(piece, me, from, occupied, own, enemy_knights);
                let unpinned = free_to_leave && exposed & bit(from) == 0;
                for to in squares(reach) {
                    let sure = unpinned && arriving(piece, me, to) != Piece::Tezkoodenec;
                    if !self.emit(piece, from, to, sure, occupied, sink) {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Feeds the move(s) of `piece` from `from` to `to` that are legal: one per reinforcement
    /// square if it ends on an enemy castle and there is room. `sure` says it is known legal.
    #[inline(always)]
    fn emit(
        &self,
        piece: Piece,
        from: Square,
        to: Square,
        sure: bool,
        occupied: u64,
        sink: &mut impl FnMut(Move) -> bool,
    ) -> bool {
        let extra = reinforcement_squares(self.me(), from, to, occupied);
        let safe = sure || self.safe_after(piece, from, to, 0);
        if extra == 0 {
            return !safe || sink(Move { from, to, reinforcement: None });
        }
        // A new Kopiník only adds a blocker: it may save an unsafe move, never spoil a safe one.
        for sq in squares(extra) {
            if (safe || self.safe_after(piece, from, to, bit(sq))) && !sink(Move { from, to, reinforcement: Some(sq) })
            {
                return false;
            }
        }
        true
    }

    pub(super) fn has_legal_move(&self) -> bool {
        !self.generate(&mut |_| false)
    }
}
