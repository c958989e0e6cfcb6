//! Drakoburg, dragon chess on 7×7 (rules/drakoburg.md). Pure Rust: no web, no other engine.
//!
//! Files: `board` (squares, bitboards, reach tables), `piece`, `setup` (the start position and
//! what derives from it), `placement` (pieces and turn, make), `attacks` (targets and the check
//! test), `moves` (legal moves), `state` (the game, settling the end), `game` (the `Game`
//! trait: texts, legality, play, undo), `legality` (the check test of a move), `refusal` (what
//! is refused, in words), `notation`, `position` (the text format).

mod attacks;
mod board;
mod eval;
mod from_setup;
mod game;
mod inspect;
mod invariants;
mod legality;
mod moves;
mod notation;
mod piece;
mod placement;
mod position;
mod refusal;
mod setup;
mod state;

pub use board::{file_of, name as square_name, rank_of, square, Square};
pub use from_setup::{read_token, token, Setup};
pub use piece::{Piece, BLACK, PROMOTION, WHITE};
pub use refusal::Refusal;
pub use setup::{Options, START};
pub use state::Drakoburg;

use board::{bit, squares};

/// A move: a piece goes from one square to another (capturing what stands there, promoting if
/// it is a Kopiník reaching the opponent's pawn start rank), and, when it ends on an enemy
/// castle, a new Kopiník goes on `reinforcement`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub reinforcement: Option<Square>,
}

/// Read-only views for the renderer and the tests.
impl Drakoburg {
    /// The piece on a square: its colour (`WHITE` or `BLACK`) and kind.
    pub fn piece_at(&self, sq: Square) -> Option<(usize, Piece)> {
        self.placement.piece_at(sq)
    }

    /// The Ts of `colour` in check now (for a check highlight).
    pub fn knights_in_check(&self, colour: usize) -> Vec<Square> {
        squares(self.placement.checked_knights(colour)).collect()
    }

    /// Whether play can start from this position as a set-up (the position editor's check):
    /// each side has a Těžkooděnec. The position reader takes a side without one as having
    /// lost, which a finished game may show but a game cannot start from.
    pub fn check_setup(&self) -> Result<(), Refusal> {
        match [WHITE, BLACK].into_iter().find(|&c| self.placement.knights(c) == 0) {
            Some(colour) => Err(Refusal::NoKnight(colour)),
            None => Ok(()),
        }
    }

    /// The Ts the last move's mate removed (empty if it did not mate).
    pub fn removed_by_last_move(&self) -> Vec<Square> {
        self.undo.last().map_or_else(Vec::new, |u| squares(u.removed).collect())
    }

    /// Whether the player to move was just mated (their checked Ts removed this turn).
    pub fn was_mated(&self) -> bool {
        self.mated
    }

    /// Plies since the last capture, Kopiník move or promotion.
    pub fn quiet_plies(&self) -> u16 {
        self.quiet
    }

    /// How many moves have been played on this state (what `undo` can take back).
    pub fn plies(&self) -> usize {
        self.undo.len()
    }

    /// The moves played on this state, oldest first.
    pub fn history(&self) -> Vec<Move> {
        self.undo.iter().map(|u| u.mv).collect()
    }

    /// The squares a move passes through for drag-and-drop: pick-up, landing, and the square
    /// of the new Kopiník if it brings one.
    pub fn route(&self, mv: Move) -> Vec<Square> {
        let mut route = vec![mv.from, mv.to];
        route.extend(mv.reinforcement);
        route
    }

    /// `colour`'s castles: the start squares of its T, U and Z, where an enemy piece that ends
    /// its move brings the enemy a new Kopiník.
    pub fn castles(colour: usize) -> Vec<Square> {
        squares(setup::CASTLES[colour & 1]).collect()
    }

    /// `colour`'s pawn start rank (1-based): where its new Kopiníks go, where enemy Kopiníks
    /// promote.
    pub fn pawn_start_rank(colour: usize) -> usize {
        squares(setup::PAWN_START[colour & 1]).next().map_or(0, |sq| rank_of(sq) + 1)
    }

    /// The piece on `from` as it would stand on `to`: its colour and kind, promoted if a
    /// Kopiník promotes there (for previews and words; no legality check).
    pub fn arriving(&self, from: Square, to: Square) -> Option<(usize, Piece)> {
        self.placement.piece_at(from).map(|(colour, piece)| (colour, placement::arriving(piece, colour, to)))
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        self.placement.compute_hash()
    }
}

/// Where a `piece` of `colour` on `sq` could move on an otherwise empty board: for the rules
/// legend. Squares off the board give nothing.
pub fn piece_moves_on_empty_board(piece: Piece, colour: usize, sq: Square) -> Vec<Square> {
    if sq >= 49 {
        return Vec::new();
    }
    squares(attacks::targets(piece, colour & 1, sq, bit(sq), bit(sq), 0)).collect()
}
