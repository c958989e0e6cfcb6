//! Legal moves: each piece's targets, the reinforcement choices, and the check test.
//! Generation feeds a caller's sink and allocates nothing.

use super::attacks::{attack_map, targets};
use super::board::{bit, squares, Square, LINES};
use super::piece::{Piece, KNIGHT_FILES};
use super::placement::{arriving, reinforcement_squares, Placement};
use super::setup::{CASTLES, PAWN_START};
use super::Move;

impl Placement {
    /// Feeds every legal move of the player to move to `sink` until it returns `false`;
    /// returns `false` if it was stopped. `checked` are the mover's Ts in check now
    /// (`checked_knights`, which the game keeps so that it is found once per position).
    ///
    /// A move is legal when afterwards none of the mover's Ts is in check. Most moves need no
    /// test: if no T is in check now, a piece other than a T that does not become a T can only
    /// expose a T by leaving a "pinned" square (see `pinned`): its own arrival, a capture and a
    /// new Kopiník only block or remove attackers.
    pub(super) fn generate(&self, checked: u64, sink: &mut impl FnMut(Move) -> bool) -> bool {
        let me = self.me();
        let own = self.colours[me];
        let occupied = self.occupied();
        let enemy_knights = self.knights(1 - me);
        let calm = checked == 0;
        let pinned = if calm { self.pinned(me) } else { 0 };
        // In check, a piece other than a T helps only by capturing or by landing on a line of
        // every checked T (a ride or bent ride onto a T runs along one of its lines).
        let rescue = squares(checked).fold(!0, |set, t| set & (LINES[(t & 63) as usize] | self.colours[1 - me]));
        let castles = CASTLES[1 - me];
        let knight = Piece::Tezkoodenec;
        let new_knights = PAWN_START[1 - me] & KNIGHT_FILES;
        for piece in Piece::ALL {
            if piece == knight {
                continue;
            }
            // Landing on a castle brings reinforcement choices, becoming a T needs a test.
            let special = castles | if piece == Piece::Kopinik { new_knights } else { 0 };
            for from in squares(self.pieces[me][piece as usize]) {
                let reach = targets(piece, me, from, occupied, own, enemy_knights);
                if calm && pinned & bit(from) == 0 {
                    for to in squares(reach & !special) {
                        if !sink(Move { from, to, reinforcement: None }) {
                            return false;
                        }
                    }
                    for to in squares(reach & special) {
                        let sure = arriving(piece, me, to) != knight;
                        if !self.emit(piece, from, to, sure, occupied, sink) {
                            return false;
                        }
                    }
                } else {
                    let hopeful = if calm { reach } else { reach & (rescue | castles) };
                    for to in squares(hopeful) {
                        if !self.emit(piece, from, to, false, occupied, sink) {
                            return false;
                        }
                    }
                }
            }
        }
        // A T moving away from a calm, unpinned square only needs its landing square safe from
        // every enemy piece, with its old square empty (on an enemy castle a new Kopiník might
        // still block an attack: test those in full).
        for from in squares(self.pieces[me][knight as usize]) {
            let reach = targets(knight, me, from, occupied, own, enemy_knights);
            let unpinned = calm && pinned & bit(from) == 0;
            let unsafe_squares =
                if unpinned { attack_map(1 - me, occupied & !bit(from), &self.pieces[1 - me]) } else { 0 };
            for to in squares(reach) {
                let sure = unpinned && unsafe_squares & bit(to) == 0;
                let hopeless = unpinned && !sure && castles & bit(to) == 0;
                if !hopeless && !self.emit(knight, from, to, sure, occupied, sink) {
                    return false;
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

    pub(super) fn has_legal_move(&self, checked: u64) -> bool {
        // Out of check, a piece off every line of its Ts cannot expose them: any move of it
        // that does not make a new T is legal. Usually a Kopiník settles it at once.
        if checked == 0 {
            let me = self.me();
            let lines = squares(self.knights(me)).fold(0, |set, t| set | LINES[(t & 63) as usize]);
            let (occupied, own) = (self.occupied(), self.colours[me]);
            let new_knights = PAWN_START[1 - me] & KNIGHT_FILES;
            for piece in Piece::ALL {
                if piece == Piece::Tezkoodenec {
                    continue;
                }
                let avoid = if piece == Piece::Kopinik { new_knights } else { 0 };
                for from in squares(self.pieces[me][piece as usize] & !lines) {
                    if targets(piece, me, from, occupied, own, 0) & !avoid != 0 {
                        return true;
                    }
                }
            }
        }
        !self.generate(checked, &mut keep(None))
    }
}

/// The sink of both callers of `generate`: the moves kept in `moves`, or, without a list, a
/// stop at the first. One closure type, so the generator is compiled once (it is large), not
/// once for `legal_moves` and again for `has_legal_move`.
pub(super) fn keep(mut moves: Option<&mut Vec<Move>>) -> impl FnMut(Move) -> bool + '_ {
    move |mv| match moves.as_deref_mut() {
        Some(list) => {
            list.push(mv);
            true
        }
        None => false,
    }
}
