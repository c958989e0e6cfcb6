//! The simplest opponents, as yardsticks for self-play: a random mover and a greedy one.

use super::alphabeta::terminal_score;
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
