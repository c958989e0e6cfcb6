//! The state of a game of Drakoburg and the changes `play` and `undo` make to it.
//!
//! Mate is settled eagerly, as part of the move that causes it: after every move the position
//! is settled in the order of rules/drakoburg.md — a side with no T loses; a player to move
//! without a legal move is mated (their checked Ts are removed, once) or stalemated;
//! repetition; 100 quiet plies. So `to_text`, `hash` and `legal_moves` always show the settled
//! position, and `undo` restores the one before the move, removed Ts included.

use super::board::squares;
use super::piece::{Piece, BLACK, WHITE};
use super::placement::Placement;
use super::{Move, Refusal};
use crate::game::{EndReason, Outcome};

/// What `undo` needs: the placement before the move (copy-make: it is small) and the counters.
#[derive(Clone, Copy, Debug)]
pub(super) struct Undo {
    pub mv: Move,
    pub placement: Placement,
    pub quiet: u16,
    pub mated: bool,
    pub checked: u64,
    pub ended: Option<Outcome>,
    /// The Ts the move's mate removed.
    pub removed: u64,
}

/// A position of Drakoburg with the history needed for undo and repetition.
#[derive(Clone, Debug)]
pub struct Drakoburg {
    pub(super) placement: Placement,
    /// Plies since the last capture, Kopiník move or promotion.
    pub(super) quiet: u16,
    /// The player to move was mated by the last move (their checked Ts removed): a second
    /// mate cannot follow in the same turn, no legal move then is a draw.
    pub(super) mated: bool,
    /// The Ts of the player to move in check.
    pub(super) checked: u64,
    pub(super) ended: Option<Outcome>,
    pub(super) undo: Vec<Undo>,
    /// The hash of every position of the game so far, the current one last.
    pub(super) seen: Vec<u64>,
}

impl Drakoburg {
    /// A game at `placement` with nothing behind it, settled as if a move had just led there.
    /// The game at a placement read from a text or made of a setup; refused when neither
    /// side has a T, or a T of the player not to move is in check without a mate.
    pub(super) fn settled(placement: Placement, quiet: u16, mated: bool) -> Result<Drakoburg, Refusal> {
        if placement.knights(WHITE) == 0 && placement.knights(BLACK) == 0 {
            return Err(Refusal::NoKnights);
        }
        // Only the removal of a mated T can open a line onto a T of the side that just moved.
        if !mated && placement.in_check(1 - placement.me()) {
            return Err(Refusal::WaitingInCheck);
        }
        Ok(Drakoburg::starting_at(placement, quiet, mated))
    }

    pub(super) fn starting_at(placement: Placement, quiet: u16, mated: bool) -> Drakoburg {
        let mut game = Drakoburg {
            placement,
            quiet,
            mated,
            checked: 0,
            ended: None,
            undo: Vec::new(),
            seen: Vec::with_capacity(128),
        };
        game.placement.hash = game.placement.compute_hash();
        game.settle_board();
        game.seen.push(game.placement.hash);
        game.settle_counters();
        game
    }

    /// The first two checks after a move: a side with no T loses; then mate or stalemate of the
    /// player to move. Returns the Ts a mate removed.
    pub(super) fn settle_board(&mut self) -> u64 {
        let me = self.placement.me();
        self.checked = self.placement.checked_knights(me);
        self.ended = self.knightless();
        if self.ended.is_some() || self.placement.has_legal_move(self.checked) {
            return 0;
        }
        let checked = self.checked;
        if checked == 0 || self.mated {
            let reason = if self.mated { EndReason::MateWithoutMoves } else { EndReason::Stalemate };
            self.ended = Some(Outcome::draw(2, reason));
            return 0;
        }
        for t in squares(checked) {
            self.placement.remove(me, Piece::Tezkoodenec, t);
        }
        self.mated = true;
        self.checked = self.placement.checked_knights(me);
        self.ended = self.knightless();
        if self.ended.is_none() && !self.placement.has_legal_move(self.checked) {
            // Literally as the rules say: after the removal, no legal move is a draw, even if
            // the removal opened a line onto another T (no second mate in one turn).
            self.ended = Some(Outcome::draw(2, EndReason::MateWithoutMoves));
        }
        checked
    }

    /// A side with no T left loses.
    fn knightless(&self) -> Option<Outcome> {
        match (self.placement.knights(WHITE) == 0, self.placement.knights(BLACK) == 0) {
            (false, false) => None,
            (true, false) => Some(Outcome::win(BLACK, EndReason::NoKnightLeft)),
            (false, true) => Some(Outcome::win(WHITE, EndReason::NoKnightLeft)),
            (true, true) => Some(Outcome::draw(2, EndReason::NoKnightLeft)),
        }
    }

    /// The last two checks: threefold repetition, then 100 plies without progress.
    pub(super) fn settle_counters(&mut self) {
        if self.ended.is_some() {
            return;
        }
        if self.repetitions() >= 3 {
            self.ended = Some(Outcome::draw(2, EndReason::Repetition));
        } else if self.quiet >= 100 {
            self.ended = Some(Outcome::draw(2, EndReason::NoProgress));
        }
    }

    /// How often the current position (same pieces, same player to move) has occurred. The
    /// whole game is searched: with reinforcements even a capture or a Kopiník move does not
    /// make an earlier position unreachable.
    pub(super) fn repetitions(&self) -> usize {
        let hash = self.placement.hash;
        self.seen.iter().rev().step_by(2).filter(|&&h| h == hash).count()
    }
}
