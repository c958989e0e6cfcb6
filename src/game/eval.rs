//! What the computer player needs to know about a game beyond its rules: a static score of a
//! position and a few hints for ordering moves. Each engine implements this next to its rules
//! (`games/<game>/eval.rs`); the search in `ai/` is written against this trait only, so a new
//! game plugs in with an evaluation and nothing else.

use super::{Game, Seat};

/// Scores at or beyond this size mean a decided game; evaluations stay well inside it.
pub const EVAL_LIMIT: i32 = 20_000;

/// The history heuristic keeps one counter per slot; `Evaluate::move_slot` is reduced modulo
/// this.
pub const HISTORY_SLOTS: usize = 1 << 16;

/// A game the computer can play.
pub trait Evaluate: Game {
    /// Evaluation points per unit of log-odds of winning from the usual start: how a score
    /// becomes an expected result for the evaluation bar and the review (`ai::expected`),
    /// fitted per game by `deskovna calibrate`.
    const SCORE_SCALE: f32;

    /// The review's search budget per position: a 60-ply game in 2–5 s natively
    /// (PERFORMANCE.md, "Study tools").
    const REVIEW_NODES: u64;

    /// The scale for this position's game when it differs from the usual start's (a larger
    /// board of The Drake).
    fn score_scale(&self) -> f32 {
        Self::SCORE_SCALE
    }

    /// The static score of the position for the seat to move, in centipawn-like units (a
    /// Clubman of The Drake is about 100), within ±`EVAL_LIMIT`. A finished game need not be
    /// scored: the search reads `outcome()` first.
    fn evaluate(&self) -> i32;

    /// The static score for any seat (games of more than two seats, Monte-Carlo cut-offs). The
    /// default treats the game as zero-sum: the seat to move gains what the others share.
    fn evaluate_for(&self, seat: Seat) -> i32 {
        let score = self.evaluate();
        if seat == self.to_move() {
            score
        } else {
            -score / (self.seats().len() as i32 - 1).max(1)
        }
    }

    /// Whether a move changes the material balance or otherwise cannot be judged by standing
    /// still (captures, promotions): tried first and followed by the quiescence search.
    fn is_noisy(&self, _mv: Self::Move) -> bool {
        false
    }

    /// A cheap guess of how good a move is, larger first (for noisy moves: most valuable
    /// victim, least valuable attacker). Only the order of moves depends on it.
    fn move_hint(&self, _mv: Self::Move) -> i32 {
        0
    }

    /// A small number naming the move's shape (from and to squares) for the history heuristic;
    /// moves sharing a slot share their history. The default, 0 for all, turns history off.
    fn move_slot(&self, _mv: Self::Move) -> usize {
        0
    }

    /// Whether no move here can be noisy (River Camelot's plantings, thousands of them):
    /// quiescence then stands pat without listing the moves.
    fn is_quiet(&self) -> bool {
        false
    }

    /// Whether the seat to move is under a threat it must answer at once (its leader or king
    /// attacked): the search then looks one move further and quiescence tries every move.
    fn is_check(&self) -> bool {
        false
    }

    /// Whether the levels should play this game with Monte-Carlo tree search rather than
    /// alpha-beta: by default, games of more than two seats (chance and hidden piles make it
    /// the better choice too; such games override this).
    fn prefers_mcts(&self) -> bool {
        self.seats().len() > 2
    }
}
