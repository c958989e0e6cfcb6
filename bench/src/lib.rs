//! The workloads of the benchmarks in `benches/`, shared so that the numbers mean the same
//! everywhere (`scripts/bench.sh` runs the same perft depths natively and in wasm).

use deskovna::games::GameKind;

/// Perft from each game's default start: the game and the depth measured (one run takes
/// tens of milliseconds natively).
pub const PERFT: [(GameKind, usize); 4] =
    [(GameKind::Drake, 9), (GameKind::Camelot, 3), (GameKind::Drakoburg, 4), (GameKind::Shamrock, 4)];
