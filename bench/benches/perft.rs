//! Perft from each game's default start (legal move generation, play and undo), reported as
//! nodes (leaf move sequences) per second.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use deskovna::games::perft_start;
use deskovna_bench::PERFT;
use std::hint::black_box;
use std::time::Duration;

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10).measurement_time(Duration::from_secs(5));
    for (kind, depth) in PERFT {
        group.throughput(Throughput::Elements(perft_start(kind, depth)));
        group.bench_function(format!("{}/{depth}", kind.id()), |b| b.iter(|| perft_start(black_box(kind), depth)));
    }
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
