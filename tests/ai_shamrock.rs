//! The computer player on Shamrock (alpha-beta for two seats, Monte-Carlo tree search for
//! three): both make the second shamrock when they can, also when that takes two actions of
//! its turn; the player plays only legal moves through turns of several actions and tiles
//! turned over from the pile, and every level answers with a legal move, for two and three
//! players and the expert game.

mod ai_common;

use ai_common::{every_level_answers, plays_only_legal_moves};
use deskovna::ai::{Budget, Mcts, MctsSettings, StoppedClock, Strategy, Thinker, TickingClock};
use deskovna::game::{EndReason, Evaluate, Game};
use deskovna::games::shamrock::{Move, Options, Shamrock};

fn position(text: &str) -> Shamrock {
    Shamrock::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mcts(game: &Shamrock, playouts: u64, seed: u64) -> Move {
    Mcts::new().think(game, &MctsSettings::new(Budget::nodes(playouts)), &StoppedClock, seed).unwrap().best
}

/// Level 3's best move: alpha-beta in a two-seat game.
fn level3(game: &Shamrock, seed: u64) -> Move {
    assert!(!game.prefers_mcts());
    deskovna::ai::hint(game, 3, &StoppedClock, seed).unwrap().0
}

/// Whether the seat to move wins with some sequence of at most `actions` of its actions (no
/// tile turned over from the pile: that would be chance).
fn wins_within(game: &mut Shamrock, actions: usize, seat: usize) -> bool {
    if let Some(outcome) = game.outcome() {
        return outcome.winners().eq([seat]);
    }
    if actions == 0 || game.to_move() != seat {
        return false;
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    moves.into_iter().filter(|&mv| mv != Move::Draw).any(|mv| {
        game.play_unchecked(mv);
        let won = wins_within(game, actions - 1, seat);
        game.undo();
        won
    })
}

// Found by random play: Yellow has one shamrock and one rotation makes the second.
const SECOND_IN_ONE: &str = "2b_y0_2_B3.-1.4~C0.-1.1~D2.0.0~E0.1.5r~F4.-2.4~H1.0.2r~I-1.1.4~J2.-1.4~K1.-1.3~\
L2.-2.0~N0.0.5~P3.-2.1_AMG_O_-_-_-_4990025626462012731";
// Red has one shamrock; no single action makes the second, two do (only a few first actions
// lead there, among some ninety).
const SECOND_IN_TWO: [&str; 3] = [
    "2b_r0_1_D-1.2.2~E0.0.0~F1.0.1~H0.1.3~L1.1.0~M0.2.5~P-1.1.0_NBA_KIOGJC_-_-_-_4990025626462012797",
    "2b_r0_1_B0.0.0~C1.1.5~F1.0.1~G-1.1.5~I0.1.0~L-1.0.1~M1.-1.0_DHK_PJEONA_-_-_-_4990025626462012814",
    "2b_r0_1_A1.0.2~B0.-1.0~D1.-1.1~E-1.0.2~L0.1.2~O0.0.1_FCK_JINHMGP_-_-_-_4990025626462012826",
];

#[test]
fn makes_the_second_shamrock_at_once() {
    for seed in 1..=3 {
        let mut game = position(SECOND_IN_ONE);
        let mut by_level = game.clone();
        by_level.play(level3(&game, seed)).unwrap();
        assert!(by_level.outcome().is_some_and(|o| o.winners().eq([1])), "level 3");
        let mv = mcts(&game, 600, seed);
        game.play(mv).unwrap();
        let outcome = game.outcome().expect("the second shamrock wins");
        assert_eq!(outcome.reason, EndReason::Shamrocks);
        assert!(outcome.winners().eq([1]));
    }
}

#[test]
fn makes_the_second_shamrock_in_two_actions() {
    for text in SECOND_IN_TWO {
        let mut game = position(text);
        assert!(!wins_within(&mut game, 1, 0) && wins_within(&mut game, 2, 0), "{text}");
        let mut by_level = game.clone();
        by_level.play(level3(&by_level, 1)).unwrap();
        by_level.play(level3(&by_level, 2)).unwrap();
        assert!(by_level.outcome().is_some_and(|o| o.winners().eq([0])), "level 3: {text}");
        let first = mcts(&game, 1500, 1);
        game.play(first).unwrap();
        assert!(wins_within(&mut game, 1, 0), "{text}: {}", game.notation(first));
        let second = mcts(&game, 600, 2);
        game.play(second).unwrap();
        assert!(game.outcome().is_some_and(|o| o.winners().eq([0])), "{text}");
    }
}

#[test]
fn shamrocks_and_near_ones_count_for_their_seat() {
    let game = position(SECOND_IN_ONE);
    // Yellow, to move with a winning rotation, is far ahead.
    assert!(game.evaluate() > 1_000, "{}", game.evaluate());
    assert!(game.evaluate_for(1) > 1_000 && game.evaluate_for(0) < -1_000);
    // The winning rotation is the most promising move, and noisy; placements never are.
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let best = moves.iter().copied().max_by_key(|&mv| game.move_hint(mv)).unwrap();
    assert!(game.is_noisy(best));
    assert!(moves.iter().filter(|mv| matches!(mv, Move::Place { .. })).all(|&mv| !game.is_noisy(mv)));
    let mut after = game.clone();
    after.play(best).unwrap();
    assert!(after.outcome().is_some_and(|o| o.winners().eq([1])));
    // Three seats: each seat's view of the start is close to even.
    let three = Shamrock::new(&Options { players: 3, seed: 4, expert: false }).unwrap();
    for seat in 0..3 {
        assert!(three.evaluate_for(seat).abs() < 200, "{seat}: {}", three.evaluate_for(seat));
    }
    // Three seats are played by Monte-Carlo, two by alpha-beta.
    assert!(three.prefers_mcts() && !game.prefers_mcts());
}

#[test]
fn every_level_answers_at_the_start() {
    for (players, expert) in [(2, false), (3, false), (2, true)] {
        let game = Shamrock::new(&Options { players, seed: 5, expert }).unwrap();
        every_level_answers(&game, 30.0);
    }
}

#[test]
fn plays_only_legal_moves_through_turns_and_the_pile() {
    let start = |players: u8, expert: bool| move |seed: u64| Shamrock::new(&Options { players, seed, expert }).unwrap();
    plays_only_legal_moves(2, 60, Strategy::Level(3), 6.0, start(2, false));
    plays_only_legal_moves(1, 60, Strategy::Level(3), 6.0, start(3, false));
    plays_only_legal_moves(1, 60, Strategy::Level(3), 6.0, start(2, true));
}

#[test]
fn a_tile_turned_over_is_placed() {
    // Whoever turns over the pile top must place it; the search knows that tile (only the rest
    // of the pile is hidden) and finds a place for it, the same for the same seed.
    let mut game = Shamrock::new(&Options { players: 2, seed: 3, expert: false }).unwrap();
    game.play(Move::Draw).unwrap();
    let held = game.held().expect("the first tile fits next to the start tile");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut player = Thinker::new(10);
    let clock = TickingClock::new(1.0);
    let (mv, _) = player.choose(&game, Strategy::Level(3), Some(20.0), &clock, 7).unwrap();
    assert!(moves.contains(&mv) && matches!(mv, Move::Place { .. }), "{mv:?}");
    let again = Thinker::new(10).choose(&game, Strategy::Level(3), Some(20.0), &TickingClock::new(1.0), 7).unwrap().0;
    assert_eq!(mv, again);
    game.play(mv).unwrap();
    assert!(game.board().iter().any(|&(tile, _, _)| tile == held));
}
