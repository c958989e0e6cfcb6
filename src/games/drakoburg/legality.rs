//! The last test of a move's legality: whether it leaves a T of the mover in check, and how
//! (the rest of `check` is in `game`).

use super::board::{bit, squares};
use super::piece::Piece;
use super::placement::arriving;
use super::state::Drakoburg;
use super::{Move, Refusal};

impl Drakoburg {
    /// Plays `mv` on a copy of the board and names the T it leaves in check: the piece that
    /// lands in check itself first, then one already in check, then one newly exposed.
    pub(super) fn check_safety(&self, piece: Piece, mv: Move) -> Result<(), Refusal> {
        let me = self.placement.me();
        let mut after = self.placement;
        after.make(mv);
        let checked = after.checked_knights(me);
        let Some(first) = squares(checked).next() else { return Ok(()) };
        let lands_in_check = checked & bit(mv.to) != 0;
        let t = if lands_in_check { mv.to } else { first };
        Err(if lands_in_check && piece == Piece::Tezkoodenec {
            Refusal::IntoCheck(t)
        } else if lands_in_check && arriving(piece, me, mv.to) == Piece::Tezkoodenec {
            Refusal::NewKnightInCheck(t)
        } else if self.placement.checked_knights(me) & bit(t) != 0 {
            Refusal::StillInCheck(t)
        } else {
            Refusal::Exposes(t)
        })
    }
}
