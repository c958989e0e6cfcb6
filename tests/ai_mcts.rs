//! Monte-Carlo tree search: three seats, seats that move twice, hidden information, and The
//! Drake with its hidden stack. Budgets are playout counts, so every run is deterministic.

mod ai_toy;

use ai_toy::{CountDown, Take};
use deskovna::ai::{Budget, Mcts, MctsSettings, StoppedClock, Strategy, Thinker};
use deskovna::game::rng::Rng;
use deskovna::game::Game;
use deskovna::games::drake::{Drake, Options, StackMode, Variant};

fn mcts<G: deskovna::game::Evaluate>(game: &G, playouts: u64, seed: u64) -> deskovna::ai::MctsReport<G::Move> {
    Mcts::new().think(game, &MctsSettings::new(Budget::nodes(playouts)), &StoppedClock, seed).unwrap()
}

#[test]
fn three_seats_take_the_last_stones() {
    // Three stones left: taking all three wins at once, anything else lets the next seat win.
    for seat in 0..3 {
        let mut game = CountDown::new(3, 3, false);
        game.to_move = seat;
        let report = mcts(&game, 300, 1);
        assert_eq!(report.best, Take(3));
        assert!(report.reward > 0.9, "{}", report.reward);
    }
}

#[test]
fn three_seats_settle_for_second_place() {
    // Five stones: leaving 2 or 3 lets the next seat win (and this seat comes last); leaving 4
    // means the seat after that wins and this one comes second. Each seat maximises its own
    // result (max^n), so taking one stone is best.
    let report = mcts(&CountDown::new(5, 3, false), 3000, 2);
    assert_eq!(report.best, Take(1));
    assert!((report.reward - 0.5).abs() < 0.1, "{}", report.reward);
}

#[test]
fn a_seat_moving_twice_uses_its_extra_moves() {
    // With extra turns for taking one stone, 1 + 1 + 3 wins from five stones.
    let report = mcts(&CountDown::new(5, 3, true), 4000, 3);
    assert_eq!(report.best, Take(1));
    assert!(report.reward > 0.8, "{}", report.reward);
}

#[test]
fn hidden_stones_are_guessed_and_the_search_is_deterministic() {
    let game = CountDown::new(9, 3, false).with_secret(2, 5);
    let a = mcts(&game, 1500, 4);
    let b = mcts(&game, 1500, 4);
    assert_eq!(a, b);
    assert_eq!(a.playouts, 1500);
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(moves.contains(&a.best));
    // A different seed still picks a legal move.
    assert!(moves.contains(&mcts(&game, 500, 5).best));
}

#[test]
fn no_move_no_answer() {
    let mut game = CountDown::new(2, 3, false);
    game.play(Take(2)).unwrap();
    assert!(Mcts::new().think(&game, &MctsSettings::new(Budget::nodes(10)), &StoppedClock, 1).is_none());
}

#[test]
fn drake_with_a_hidden_stack() {
    // Example 2 with the hidden stack: the leader capture is found.
    let game = Drake::from_text("4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0_h").unwrap();
    let report = mcts(&game, 400, 6);
    assert_eq!(game.notation(report.best), "a2*b4");
    // Whole games: hidden-stack Drake, MCTS against random, always legal and deterministic.
    let mut rng = Rng::new(8);
    let mut moves = Vec::new();
    let mut mcts_wins = 0;
    for round in 0..4 {
        let options = Options {
            variant: Variant { hidden: true, mode: StackMode::Random, ..Variant::default() },
            seed: rng.next_u64(),
            ..Options::default()
        };
        let mut game = Drake::new(&options).unwrap();
        let mut player = Thinker::new(10);
        for ply in 0..120 {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let mv = if (ply + round) % 2 == 0 {
                let seed = rng.next_u64();
                let chosen = player.choose(&game, Strategy::Mcts(200), None, &StoppedClock, seed).unwrap().0;
                let again = Thinker::new(10).choose(&game, Strategy::Mcts(200), None, &StoppedClock, seed).unwrap().0;
                assert_eq!(chosen, again);
                chosen
            } else {
                moves[rng.below(moves.len())]
            };
            assert!(moves.contains(&mv));
            game.play_unchecked(mv);
        }
        let mcts_seat = round % 2;
        if game.outcome().is_some_and(|o| o.winners().eq([mcts_seat])) {
            mcts_wins += 1;
        }
    }
    assert!(mcts_wins >= 3, "MCTS won only {mcts_wins} of 4 against random");
}
