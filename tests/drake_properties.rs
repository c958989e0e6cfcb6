//! Thousands of random games of The Drake on every board size and variant, checking at every
//! ply: the engine's moves equal those of the independent reference; every listed move plays;
//! illegal moves are refused and change nothing; troops are conserved; notation, position
//! text, hash and undo round-trip.

mod drake_reference;

use deskovna::game::rng::Rng;
use deskovna::game::Game;
use deskovna::games::drake::{square, square_name, Drake, Move, Options, Refusal, StackMode, Troop, Variant};
use drake_reference::Reference;

fn random_options(rng: &mut Rng) -> Options {
    let variant = Variant {
        size: 3 + rng.below(6) as u8,
        mode: if rng.below(2) == 0 { StackMode::Random } else { StackMode::Fixed },
        hidden: rng.below(3) == 0,
        ..Variant::default()
    };
    let mut options = Options { variant, seed: rng.next_u64(), ..Options::default() };
    if rng.below(2) == 0 {
        Drake::set_option(&mut options, "mountains", "random").unwrap();
    }
    options
}

fn reference_for(game: &Drake) -> Reference {
    let n = game.size() as i32;
    let mut mountains = Vec::new();
    for f in 0..n {
        for r in 0..n {
            if game.is_mountain(square(f as usize, r as usize)) {
                mountains.push((f, r));
            }
        }
    }
    let mut r = Reference::new(n, &mountains);
    for player in 0..2 {
        r.stacks[player] = game.stack(player).iter().map(|t| t.letter()).collect();
    }
    r
}

fn troops_left(game: &Drake, player: usize) -> usize {
    let n = game.size() as usize;
    let on_board = (0..n * n).filter(|i| game.troop_at(square(i % n, i / n)).is_some_and(|t| t.0 == player)).count();
    on_board + game.stack(player).len()
}

/// A move that is very likely illegal: random squares.
fn random_move(rng: &mut Rng) -> Move {
    let sq = |rng: &mut Rng| square(rng.below(8), rng.below(8));
    match rng.below(3) {
        0 => Move::Place(sq(rng)),
        1 => Move::Step(sq(rng), sq(rng)),
        _ => Move::Strike(sq(rng), sq(rng)),
    }
}

#[test]
fn random_games_keep_every_invariant() {
    let mut rng = Rng::new(2024);
    let mut moves = Vec::new();
    let mut finished = 0;
    for _ in 0..2000 {
        let options = random_options(&mut rng);
        let mut game = Drake::new(&options).unwrap();
        let mut reference = reference_for(&game);
        let mut captured = [0usize; 2];
        for _ply in 0..300 {
            game.legal_moves(&mut moves);
            let mut names: Vec<String> = moves.iter().map(|&m| game.notation(m)).collect();
            names.sort();
            assert_eq!(names, reference.moves(), "{}", game.to_text());
            assert_eq!(game.outcome().is_some(), moves.is_empty());

            let text = game.to_text();
            let copy = Drake::from_text(&text).unwrap();
            assert_eq!(copy.to_text(), text);
            assert_eq!(copy.hash(), game.hash());
            assert_eq!(game.hash(), game.compute_hash());
            for (player, &lost) in captured.iter().enumerate() {
                assert_eq!(troops_left(&game, player) + lost, 7);
                assert_eq!(game.captured(player).len(), lost);
            }

            for &mv in &moves {
                assert_eq!(game.parse_move(&game.notation(mv)), Ok(mv));
                assert_eq!(game.check(mv), Ok(()));
            }
            let wrong = random_move(&mut rng);
            if !moves.contains(&wrong) {
                let hash = game.hash();
                assert!(game.play(wrong).is_err(), "{wrong:?} in {text}");
                assert_eq!((game.hash(), game.to_text()), (hash, text.clone()));
            }

            let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else { break };
            let name = game.notation(mv);
            let enemy = 1 - game.to_move();
            let before = troops_left(&game, enemy);
            game.play(mv).unwrap();
            captured[enemy] += before - troops_left(&game, enemy);
            assert!(game.undo());
            assert_eq!(game.to_text(), text);
            game.play(mv).unwrap();
            reference.play(&name);
        }
        if game.outcome().is_some() {
            finished += 1;
        }
    }
    assert!(finished > 1000, "only {finished} games finished");
}

#[test]
fn leaders_and_guards_never_leave_the_top_of_a_random_stack() {
    let mut rng = Rng::new(5);
    for _ in 0..200 {
        let mut options = random_options(&mut rng);
        options.variant.mode = StackMode::Random;
        let game = Drake::new(&options).unwrap();
        for player in 0..2 {
            assert_eq!(&game.stack(player)[..3], &[Troop::DRAKE, Troop::CLUBMAN, Troop::CLUBMAN]);
        }
    }
}

#[test]
fn squares_off_a_small_board_are_refused_with_their_name() {
    let mut options = Options::default();
    Drake::set_option(&mut options, "size", "3").unwrap();
    let game = Drake::new(&options).unwrap();
    assert_eq!(game.check(Move::Place(square(3, 0))), Err(Refusal::OffBoard(square_name(square(3, 0)))));
}
