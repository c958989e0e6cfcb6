//! A fixed-depth search of the computer player from a mid-game position, reported as searched
//! positions per second: plain alpha-beta (`Settings::exact`) and the full-strength search
//! (quiescence, selectivity) at the same depth, each with a fresh transposition table.
//!
//! Only The Drake has an evaluation (`game::Evaluate`) so far. TODO(lead): when Camelot,
//! Drakoburg and Shamrock get theirs, add them to `search` like The Drake (Shamrock, three
//! seats and a hidden pile: `ai::Mcts` with a fixed number of playouts instead).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use deskovna::ai::{Budget, Search, Settings, StoppedClock};
use deskovna::game::Evaluate;
use deskovna::games::drake::Drake;
use deskovna_bench::mid_game;
use std::time::Duration;

fn bench_game<G: Evaluate>(c: &mut Criterion, name: &str, game: &G, depth: u32) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10).measurement_time(Duration::from_secs(5));
    for (kind, settings) in [("exact", Settings::exact(depth)), ("full", Settings::new(depth, Budget::UNLIMITED))] {
        let think = || Search::<G>::new(16).think(game, &settings, &StoppedClock, 1);
        let nodes = think().map_or(0, |r| r.nodes);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{name}/{kind}/{depth}"), |b| b.iter(think));
    }
    group.finish();
}

fn search(c: &mut Criterion) {
    // 4_2oDoC.2oC1.4.1bCbDbC_b_M_MSWA_MSWA_0: leaders and guards placed, evenly balanced.
    bench_game(c, "drake", &mid_game::<Drake>(6, 2), 10);
}

criterion_group!(benches, search);
criterion_main!(benches);
