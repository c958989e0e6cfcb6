//! The simplest opponents, as yardsticks for self-play: a random mover and a greedy one; and
//! the varied but even openings that self-play starts its games from.

use super::alphabeta::terminal_score;
use super::clock::{Budget, StoppedClock};
use super::search::{Search, Settings};
use crate::game::rng::Rng;
use crate::game::Evaluate;

/// A uniformly random legal move.
pub fn random_move<G: Evaluate>(game: &G, seed: u64) -> Option<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    (!moves.is_empty()).then(|| moves[Rng::new(seed).below(moves.len())])
}

/// The move with the best evaluation right after it (one ply, a won game best of all), ties
/// broken at random.
pub fn greedy_move<G: Evaluate>(game: &G, seed: u64) -> Option<G::Move> {
    let mut game = game.clone();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let me = game.to_move();
    let mut rng = Rng::new(seed);
    let mut best = None;
    let mut best_score = i32::MIN;
    let mut ties = 0;
    for &mv in &moves {
        game.play_unchecked(mv);
        let score = match game.outcome() {
            Some(outcome) => terminal_score(&outcome, me, 1),
            None if game.to_move() == me => game.evaluate(),
            None => -game.evaluate(),
        };
        game.undo();
        if score > best_score {
            (best, best_score, ties) = (Some(mv), score, 1);
        } else if score == best_score {
            // Reservoir sampling: each of the tied moves is equally likely.
            ties += 1;
            if rng.below(ties) == 0 {
                best = Some(mv);
            }
        }
    }
    best
}

/// How far below the best a move of a balanced opening may score (a Clubman is 100).
pub const OPENING_MARGIN: i32 = 40;

/// A random move among those a shallow search (6 plies, 300 k nodes) scores within
/// `OPENING_MARGIN` of the best: self-play openings that vary the games without handing either
/// seat a lost position (a uniformly random Drake set-up often does, and then the stronger
/// player loses the game it starts from the losing side).
pub fn balanced_move<G: Evaluate>(game: &G, search: &mut Search<G>, seed: u64) -> Option<G::Move> {
    let budget = Budget { nodes: 300_000, time_ms: f64::INFINITY };
    let settings = Settings { margin: OPENING_MARGIN, ..Settings::new(6, budget) };
    let mut rng = Rng::new(seed);
    let report = search.think(game, &settings, &StoppedClock, rng.next_u64())?;
    // The candidates are exactly the moves within the margin, the best among them.
    let pick = rng.below(report.candidates.len().max(1));
    Some(report.candidates.get(pick).map_or(report.best, |c| c.0))
}
