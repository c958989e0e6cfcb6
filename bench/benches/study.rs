//! The study tools: how soon the analysis shows its first line — the game replayed from its
//! start text and moves, the transposition table allocated, the first iteration (depth 1, or
//! the first 500 playouts for three seats) searched — from a position 12 plies into each game,
//! as the Web Worker opens it. (The review's time per game is measured with `deskovna review`,
//! PERFORMANCE.md "Study tools".)

use criterion::{criterion_group, criterion_main, Criterion};
use deskovna::ai::analysis::Analysis;
use deskovna::ai::{Budget, StoppedClock};
use deskovna::game::rng::Rng;
use deskovna::game::Game;
use deskovna::games::shamrock::{Options, Shamrock};
use deskovna::games::GameKind;
use std::time::Duration;

/// The start text and the notations of `plies` seeded random moves from `game`.
fn opening<G: Game>(game: G, plies: usize, seed: u64) -> (String, Vec<String>) {
    let start = game.to_text();
    let mut game = game;
    let mut rng = Rng::new(seed);
    let (mut moves, mut list) = (Vec::new(), Vec::new());
    while moves.len() < plies {
        game.legal_moves(&mut list);
        let mv = list[rng.below(list.len())];
        let notation = game.notation(mv);
        game.play_unchecked(mv);
        if game.outcome().is_some() {
            game.undo();
            break;
        }
        moves.push(notation);
    }
    (start, moves)
}

fn first_line(c: &mut Criterion) {
    let fresh =
        |kind: GameKind| deskovna::with_game!(kind, G => opening(G::new(&Default::default()).expect("start"), 12, 2));
    let three = opening(Shamrock::new(&Options { players: 3, seed: 1, expert: false }).expect("start"), 12, 2);
    let mut cases: Vec<(String, GameKind, (String, Vec<String>))> =
        GameKind::ALL.iter().map(|&k| (k.id().to_string(), k, fresh(k))).collect();
    cases.push(("shamrock-3".into(), GameKind::Shamrock, three));
    let mut group = c.benchmark_group("analysis");
    group.sample_size(20).measurement_time(Duration::from_secs(3));
    for (name, kind, (start, moves)) in cases {
        group.bench_function(format!("{name}/first-line"), |b| {
            b.iter(|| {
                let mut analysis = Analysis::new(kind, &start, &moves).expect("a legal game");
                loop {
                    if let Some(report) = analysis.step(Budget::UNLIMITED, &StoppedClock) {
                        break report.depth;
                    }
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, first_line);
criterion_main!(benches);
