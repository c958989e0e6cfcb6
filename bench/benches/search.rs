//! A fixed-depth AI search per game, from a mid-game position (the start after seeded random
//! plies), reported as searches per second.
//!
//! TODO(lead): the computer player (`src/ai`, branch `ai`) was not merged into this branch
//! when these benchmarks were written, so this group is empty. Once it is merged, fill
//! `search` in, against the API of `src/ai/mod.rs` (`ai::Search`, `ai::Settings`,
//! `ai::StoppedClock`), for each game whose engine implements `game::Evaluate`:
//!
//! ```ignore
//! let game: Drake = deskovna_bench::mid_game(20);            // add to src/lib.rs
//! let settings = Settings::exact(5);                          // fixed depth, no time budget
//! group.bench_function("drake/5", |b| b.iter(|| {
//!     let mut search = Search::<Drake>::new(16);               // a fresh table per search
//!     search.think(&game, &settings, &StoppedClock, 1)
//! }));
//! ```
//! (Shamrock, three seats: `ai::Mcts` with a fixed number of playouts instead.)

use criterion::{criterion_group, criterion_main, Criterion};

fn search(c: &mut Criterion) {
    let group = c.benchmark_group("search");
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
