//! The workloads of the benchmarks in `benches/`, shared so that the numbers mean the same
//! everywhere (`scripts/bench.sh` runs the same perft depths natively and in wasm).

use deskovna::games::GameKind;

/// Perft from each game's default start: the game and the depth measured (one run takes
/// tens of milliseconds natively).
pub const PERFT: [(GameKind, usize); 4] =
    [(GameKind::Drake, 9), (GameKind::Camelot, 3), (GameKind::Drakoburg, 4), (GameKind::Shamrock, 4)];

/// A mid-game position: the default start after `plies` moves chosen by a seeded generator
/// (fewer if the game ends first, so that the position always has moves).
pub fn mid_game<G: deskovna::game::Game>(plies: usize, seed: u64) -> G {
    let game = G::new(&Default::default()).unwrap_or_else(|_| panic!("the default start is valid"));
    played(game, plies, seed)
}

/// `game` after `plies` moves chosen by a seeded generator (fewer if the game ends first).
pub fn played<G: deskovna::game::Game>(mut game: G, plies: usize, seed: u64) -> G {
    let mut rng = deskovna::game::rng::Rng::new(seed);
    let mut moves = Vec::new();
    for _ in 0..plies {
        game.legal_moves(&mut moves);
        let mv = moves[rng.below(moves.len())];
        game.play_unchecked(mv);
        if game.outcome().is_some() {
            game.undo();
            break;
        }
    }
    game
}
