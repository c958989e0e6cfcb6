//! Helpers shared by the tests of the games' evaluations: random positions, and checks that
//! every level answers with a legal move.

#![allow(dead_code)]

use deskovna::ai::{Strategy, Thinker, TickingClock};
use deskovna::game::rng::Rng;
use deskovna::game::{Evaluate, Game};

/// Positions after a random number of random plies (in `plies`) from `start(seed)`, read back
/// from their text (so no history: repetitions start afresh), still going and with a choice.
pub fn random_positions<G: Game>(
    count: usize,
    plies: std::ops::Range<usize>,
    seed: u64,
    start: impl Fn(u64) -> G,
) -> Vec<G> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut moves = Vec::new();
    let mut tries = 0;
    while out.len() < count && tries < count * 20 {
        tries += 1;
        let mut game = start(rng.next_u64());
        let n = plies.start + rng.below(plies.len().max(1));
        for _ in 0..n {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(moves[rng.below(moves.len())]);
        }
        game.legal_moves(&mut moves);
        if game.outcome().is_none() && moves.len() >= 2 {
            out.push(G::from_text(&game.to_text()).unwrap_or_else(|e| panic!("{}: {e}", game.to_text())));
        }
    }
    out
}

/// Each level 1..=5 answers `game` with one of its legal moves within a small time limit on a
/// deterministic clock (one millisecond a look; alpha-beta looks every 1024 nodes).
pub fn every_level_answers<G: Evaluate>(game: &G, time_ms: f64) {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    for level in 1..=5 {
        let clock = TickingClock::new(1.0);
        let chosen = Thinker::new(14).choose(game, Strategy::Level(level), Some(time_ms), &clock, level as u64);
        let (mv, _) = chosen.unwrap_or_else(|| panic!("level {level}: no move"));
        assert!(moves.contains(&mv), "level {level}: {mv:?} is not legal in {}", game.to_text());
    }
}

/// Plays `games` games of `strategy` against random moves from `start`, with a small time
/// limit, for at most `plies` plies each, checking that every move chosen is legal.
pub fn plays_only_legal_moves<G: Evaluate>(
    games: u64,
    plies: usize,
    strategy: Strategy,
    time_ms: f64,
    start: impl Fn(u64) -> G,
) {
    let mut moves = Vec::new();
    let mut rng = Rng::new(99);
    for round in 0..games {
        let mut game = start(round);
        let mut player = Thinker::new(12);
        for ply in 0..plies {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                assert!(game.outcome().is_some());
                break;
            }
            let mv = if (ply as u64 + round).is_multiple_of(2) {
                let clock = TickingClock::new(1.0);
                let (mv, _) = player.choose(&game, strategy, Some(time_ms), &clock, rng.next_u64()).unwrap();
                assert!(moves.contains(&mv), "{mv:?} is not legal in {}", game.to_text());
                mv
            } else {
                moves[rng.below(moves.len())]
            };
            game.play(mv).unwrap();
        }
    }
}
