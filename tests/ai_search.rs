//! The alpha-beta search on The Drake and on a toy game whose seats sometimes move twice:
//! it finds wins, agrees with plain minimax, is deterministic and only plays legal moves.

mod ai_toy;

use ai_toy::{CountDown, Take};
use deskovna::ai::{terminal_score, Search, Settings, StoppedClock, Strategy, Thinker, TickingClock, WIN};
use deskovna::game::rng::Rng;
use deskovna::game::{Evaluate, Game};
use deskovna::games::drake::{Drake, Options, StackMode, Variant};

fn position(text: &str) -> Drake {
    Drake::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plain negamax to `depth`, negating only when the seat changes, with the search's own
/// conventions: finished games by `terminal_score`, a position repeated on the path a draw.
fn minimax<G: Evaluate>(game: &mut G, depth: u32, ply: usize, path: &mut Vec<u64>) -> i32 {
    let me = game.to_move();
    if let Some(outcome) = game.outcome() {
        return terminal_score(&outcome, me, ply);
    }
    if path.contains(&game.hash()) {
        return 0;
    }
    if depth == 0 {
        return game.evaluate();
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    path.push(game.hash());
    let mut best = i32::MIN;
    for mv in moves {
        game.play_unchecked(mv);
        let score = if game.to_move() == me {
            minimax(game, depth - 1, ply + 1, path)
        } else {
            -minimax(game, depth - 1, ply + 1, path)
        };
        game.undo();
        best = best.max(score);
    }
    path.pop();
    best
}

fn search_score<G: Evaluate>(game: &G, depth: u32, tt: bool) -> i32 {
    let mut search: Search<G> = Search::new(14);
    let settings = Settings { tt, ..Settings::exact(depth) };
    search.think(game, &settings, &StoppedClock, 7).unwrap().score
}

/// Random positions of The Drake: a few random plies from a random set-up.
fn random_positions(count: usize, seed: u64) -> Vec<Drake> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut moves = Vec::new();
    while out.len() < count {
        let options = Options {
            variant: Variant { size: 3 + rng.below(2) as u8, mode: StackMode::Random, ..Variant::default() },
            seed: rng.next_u64(),
            ..Options::default()
        };
        let mut game = Drake::new(&options).unwrap();
        for _ in 0..6 + rng.below(24) {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(moves[rng.below(moves.len())]);
        }
        game.legal_moves(&mut moves);
        if moves.len() >= 2 {
            // Read back from text: no history, so repetitions start afresh.
            out.push(position(&game.to_text()));
        }
    }
    out
}

#[test]
fn takes_the_leader_when_it_can() {
    // Example 2 of the rules: the Spearman's strike a2*b4 takes the Orange Drake.
    let game = position("4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0");
    for depth in [1, 2, 4] {
        let report = Search::new(14).think(&game, &Settings::exact(depth), &StoppedClock, 1).unwrap();
        assert_eq!(game.notation(report.best), "a2*b4");
        assert_eq!(report.score, WIN - 1);
    }
    let (mv, info) = Thinker::new(14).choose(&game, Strategy::Level(1), None, &StoppedClock, 3).unwrap();
    assert_eq!((game.notation(mv), info.score), ("a2*b4".to_string(), WIN - 1));
}

#[test]
fn forces_the_capture_of_the_leader_in_two() {
    // No capture now, but one move forces it whatever Orange replies.
    let game = position("4_1bdod1.bm1oS1.bW1ow1.1oa1oc_b_M_-_-_0");
    assert!(search_score(&game, 1, true) < 1_000, "no leader capture in one");
    let report =
        Search::new(14).think(&game, &Settings::new(6, deskovna::ai::Budget::nodes(200_000)), &StoppedClock, 1);
    let report = report.unwrap();
    assert_eq!(report.score, WIN - 3);
    // Check by brute force: after the move, every Orange reply allows a capture.
    let mut game = game.clone();
    game.play(report.best).unwrap();
    let mut replies = Vec::new();
    game.legal_moves(&mut replies);
    assert!(!replies.is_empty());
    for reply in replies {
        game.play(reply).unwrap();
        let mut answers = Vec::new();
        game.legal_moves(&mut answers);
        let wins = answers.iter().any(|&a| {
            game.play_unchecked(a);
            let won = game.outcome().is_some_and(|o| o.winners().eq([0]));
            game.undo();
            won
        });
        assert!(wins, "after {} Blue takes the leader", game.notation(reply));
        game.undo();
    }
}

#[test]
fn alpha_beta_equals_minimax_with_and_without_the_table() {
    for (i, game) in random_positions(40, 11).into_iter().enumerate() {
        let depth = 2 + (i % 2) as u32;
        let expected = minimax(&mut game.clone(), depth, 0, &mut Vec::new());
        assert_eq!(search_score(&game, depth, false), expected, "no table, depth {depth}: {}", game.to_text());
        assert_eq!(search_score(&game, depth, true), expected, "table, depth {depth}: {}", game.to_text());
    }
}

#[test]
fn a_seat_moving_twice_is_not_negated() {
    // Taking one stone keeps the turn: the seat to move does not alternate.
    for stones in 1..=14 {
        for depth in 1..=6 {
            let game = CountDown::new(stones, 2, true);
            let expected = minimax(&mut game.clone(), depth, 0, &mut Vec::new());
            assert_eq!(search_score(&game, depth, true), expected, "{stones} stones, depth {depth}");
            assert_eq!(search_score(&game, depth, false), expected, "{stones} stones, depth {depth}");
        }
    }
    // From 5 stones with extra turns, taking one keeps the move and then taking all four is
    // impossible (at most 3), but 1 + 1 + 3 wins at once: a forced win the search must see.
    let game = CountDown::new(5, 2, true);
    let report = Search::new(10).think(&game, &Settings::exact(4), &StoppedClock, 1).unwrap();
    assert_eq!(report.best, Take(1));
    assert!(report.score > WIN - 10);
}

#[test]
fn every_player_plays_only_legal_moves_and_passes_only_without_one() {
    let strategies = [
        Strategy::Random,
        Strategy::Greedy,
        Strategy::Mcts(60),
        Strategy::Level(1),
        Strategy::Level(3),
        Strategy::Level(5),
    ];
    let mut rng = Rng::new(5);
    let mut players: Vec<Thinker<Drake>> = strategies.iter().map(|_| Thinker::new(12)).collect();
    let mut moves = Vec::new();
    let mut plies = 0;
    for round in 0..30 {
        let options = Options {
            variant: Variant { size: 3 + rng.below(3) as u8, hidden: round % 2 == 1, ..Variant::default() },
            ..Options::default()
        };
        let mut game = Drake::new(&options).unwrap();
        for ply in 0..200 {
            game.legal_moves(&mut moves);
            let who = (ply + round) % strategies.len();
            // A ticking clock: the time limit stops the levels after a few thousand nodes.
            let clock = TickingClock::new(1.0);
            let chosen = players[who].choose(&game, strategies[who], Some(4.0), &clock, rng.next_u64());
            match chosen {
                None => {
                    assert!(moves.is_empty(), "{} passed with a legal move", strategies[who]);
                    break;
                }
                Some((mv, _)) => {
                    assert!(moves.contains(&mv), "{} played an illegal move", strategies[who]);
                    game.play_unchecked(mv);
                    plies += 1;
                }
            }
        }
    }
    assert!(plies > 300, "{plies} plies");
}

#[test]
fn the_same_seed_gives_the_same_move() {
    for game in random_positions(6, 3) {
        for strategy in [Strategy::Level(2), Strategy::Level(4), Strategy::Greedy, Strategy::Mcts(100)] {
            let run = |seed| {
                let chosen = Thinker::new(12).choose(&game, strategy, Some(3.0), &TickingClock::new(1.0), seed);
                chosen.map(|(mv, info)| (mv, info.score, info.nodes, info.depth))
            };
            assert_eq!(run(9), run(9), "{strategy}");
        }
    }
}

#[test]
fn the_table_is_reused_between_moves() {
    let game = position("4_2oDoC.2oC1.1bC2.bCbD2_b_M_MSWA_MSWA_0");
    let mut search: Search<Drake> = Search::new(16);
    let settings = Settings::new(5, deskovna::ai::Budget::UNLIMITED);
    let first = search.think(&game, &settings, &StoppedClock, 1).unwrap();
    let second = search.think(&game, &settings, &StoppedClock, 1).unwrap();
    assert_eq!(first.score, second.score);
    assert!(second.nodes < first.nodes, "{} then {}", first.nodes, second.nodes);
    assert_eq!(first.pv.first(), Some(&first.best));
}
