//! A fixed-depth search of the computer player from a mid-game position, reported as searched
//! positions per second: plain alpha-beta (`Settings::exact`) and the full-strength search
//! (quiescence, selectivity) at the same depth, each with a fresh transposition table.
//!
//! Shamrock for three is played by Monte-Carlo tree search (three seats, a hidden pile,
//! chance): a fixed number of playouts instead, reported as playouts per second.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use deskovna::ai::{Budget, Mcts, MctsSettings, Search, Settings, StoppedClock};
use deskovna::game::{Evaluate, Game};
use deskovna::games::camelot::Camelot;
use deskovna::games::drake::Drake;
use deskovna::games::drakoburg::Drakoburg;
use deskovna::games::shamrock::{Options, Shamrock};
use deskovna_bench::{mid_game, played};
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
    bench_game(c, "camelot", &mid_game::<Camelot>(10, 2), 4);
    bench_game(c, "drakoburg", &mid_game::<Drakoburg>(10, 2), 5);
    bench_game(c, "shamrock", &mid_game::<Shamrock>(6, 2), 3);
    let three = Shamrock::new(&Options { players: 3, seed: 1, expert: false }).expect("a three-seat start");
    let shamrock = played(three, 12, 2);
    let settings = MctsSettings::new(Budget::nodes(2_000));
    let mut group = c.benchmark_group("search");
    group.sample_size(10).measurement_time(Duration::from_secs(5));
    group.throughput(Throughput::Elements(2_000));
    group.bench_function("shamrock-3/mcts/2000", |b| {
        b.iter(|| Mcts::new().think(&shamrock, &settings, &StoppedClock, 1))
    });
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
