//! Random games in randomly made variants of The Drake (random troops of their own with any
//! actions and tokens, squares, flags, stacks per player, bombs, stack modes), checking at
//! every ply: the engine's moves equal those of the independent reference; every listed move
//! reads back from its notation and is accepted; a random move that is not listed is refused
//! and changes nothing; the position text (with its variant) and the hash round-trip; undo
//! restores the position; the engine's invariants hold.

mod drake_variant_reference;
mod drake_variant_setup;

use deskovna::game::rng::Rng;
use deskovna::game::Game;
use deskovna::games::drake::{square, Drake, Move, Options, Variant};
use drake_variant_setup::{names, reference_for, sync_stacks};

fn random_move(rng: &mut Rng) -> Move {
    let sq = |rng: &mut Rng| square(rng.below(8), rng.below(8));
    match rng.below(5) {
        0 => Move::Place(sq(rng)),
        1 => Move::Step(sq(rng), sq(rng)),
        2 => Move::Strike(sq(rng), sq(rng)),
        3 => Move::Command(sq(rng), sq(rng), sq(rng)),
        _ => Move::Detonate(sq(rng)),
    }
}

fn random_game(seed: u64) -> Drake {
    let mut options = Options::default();
    Drake::set_option(&mut options, "random-variant", "on").unwrap();
    Drake::set_option(&mut options, "seed", &seed.to_string()).unwrap();
    Drake::new(&options).unwrap_or_else(|e| panic!("seed {seed}: {e:?}"))
}

#[test]
fn random_variants_play_by_the_rules() {
    let mut rng = Rng::new(77);
    let mut moves = Vec::new();
    let (mut finished, mut plies) = (0, 0);
    for game_index in 0..600 {
        let mut game = random_game(rng.next_u64());
        let mut reference = reference_for(game.variant());
        sync_stacks(&mut reference, &game);
        for _ in 0..150 {
            let text = game.to_text();
            game.invariants().unwrap_or_else(|e| panic!("{e}: {text}"));
            let listed = names(&game);
            assert_eq!(listed, reference.moves(), "game {game_index}: {text}");
            game.legal_moves(&mut moves);
            assert_eq!(game.outcome().is_some(), moves.is_empty(), "{text}");

            let copy = Drake::from_text(&text).unwrap_or_else(|e| panic!("{e}: {text}"));
            assert_eq!((copy.to_text(), copy.hash()), (text.clone(), game.hash()));
            assert_eq!(copy.variant(), game.variant());

            for &mv in &moves {
                assert_eq!(game.parse_move(&game.notation(mv)), Ok(mv), "{text}");
                assert_eq!(game.check(mv), Ok(()));
            }
            let wrong = random_move(&mut rng);
            if !moves.contains(&wrong) {
                assert!(game.play(wrong).is_err(), "{wrong:?} in {text}");
                assert_eq!((game.hash(), game.to_text()), (copy.hash(), text.clone()));
            }

            let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else { break };
            let name = game.notation(mv);
            game.play(mv).unwrap();
            game.invariants().unwrap_or_else(|e| panic!("{e} after {name} in {text}"));
            assert!(game.undo());
            assert_eq!(game.to_text(), text);
            game.play(mv).unwrap();
            reference.play(&name);
            sync_stacks(&mut reference, &game);
            plies += 1;
        }
        finished += usize::from(game.outcome().is_some());
    }
    assert!(finished > 500 && plies > 15_000, "only {finished} of 600 games finished, in {plies} plies");
}

#[test]
fn random_variant_texts_round_trip() {
    let mut rng = Rng::new(3);
    for _ in 0..500 {
        let v = random_game(rng.next_u64()).variant().clone();
        assert_eq!(Variant::from_text(&v.to_text()).as_ref(), Ok(&v), "{}", v.to_text());
    }
}
