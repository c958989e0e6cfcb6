//! The Drake as a setup (`FromSetup`): the start and the positions of rules/drake.md's
//! examples round-trip, the opening's turn and guard slot follow from the board, and what a
//! setup cannot hold is refused with the engine's kind.

mod rules_common;

use deskovna::game::rng::Rng;
use deskovna::game::{FromSetup, Game};
use deskovna::games::drake::{Drake, Options, Refusal, Setup, SetupPhase, StackMode, Stacks, Variant};
use rules_common::{play, position};

/// The position made of the position's own setup.
fn round_trip(game: &Drake) -> Drake {
    let setup = game.setup().unwrap_or_else(|r| panic!("{}: {r:?}", game.to_text()));
    Drake::from_setup(&setup).unwrap_or_else(|r| panic!("{}: {r:?} from {setup:?}", game.to_text()))
}

fn assert_round_trip(game: &Drake) {
    assert_eq!(round_trip(game).to_text(), game.to_text());
}

fn start_setup() -> Setup {
    Drake::new(&Options::default()).unwrap().setup().unwrap()
}

fn made(setup: &Setup) -> Result<String, Refusal> {
    Drake::from_setup(setup).map(|g| g.to_text())
}

#[test]
fn the_start_is_the_opening_with_full_stacks_and_round_trips() {
    let start = Drake::new(&Options::default()).unwrap();
    let setup = start.setup().unwrap();
    assert_eq!(setup.phase, SetupPhase::Opening);
    assert_eq!(setup.stacks, Stacks::Rest);
    assert_eq!(setup.squares.iter().count(), 16);
    assert_eq!(setup.squares.tokens().count(), 0);
    assert_eq!(made(&setup).unwrap(), "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0");
}

#[test]
fn the_rules_examples_round_trip() {
    for text in [
        "4_2oD1.1oCoM1.1bS2.bCbDx1_b_M_-_-_0",
        "4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0",
        "4_4.1oDoa1.1babD1.4_o_M_-_-_0",
        "5_5.5.2x2.5.5_b_L_DCCMSWA_DCCMSWA_0_h",
    ] {
        assert_round_trip(&position(text));
    }
    let listed = position::<Drake>("4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0").setup().unwrap().stacks;
    assert!(matches!(listed, Stacks::Listed(_)), "captured troops: the stacks are listed");
}

#[test]
fn every_step_of_the_three_by_three_opening_round_trips() {
    // rules/drake.md example 4: the leaders, then the guards Blue, Orange, Blue, Orange.
    let mut options = Options::default();
    Drake::set_option(&mut options, "size", "3").unwrap();
    Drake::set_option(&mut options, "mountains", "a3").unwrap();
    let mut game = Drake::new(&options).unwrap();
    for mv in ["@a1", "@c3", "@a2", "@b3", "@b1", "@c2", "@c1"] {
        assert_round_trip(&game);
        play(&mut game, mv);
    }
    assert_round_trip(&game);
}

#[test]
fn a_skipped_guard_slot_is_found_from_the_board() {
    // Blue's leader on a1 between two mountains has no guard square: slot 0 is skipped.
    let mut options = Options::default();
    Drake::set_option(&mut options, "size", "3").unwrap();
    Drake::set_option(&mut options, "mountains", "a2,b1").unwrap();
    let mut game = Drake::new(&options).unwrap();
    play(&mut game, "@a1");
    play(&mut game, "@c3");
    assert!(game.to_text().contains("_o_G1_"), "{}", game.to_text());
    assert_round_trip(&game);
}

#[test]
fn the_opening_phase_and_turn_follow_from_the_board() {
    let mut setup = start_setup();
    setup.turn = 1;
    assert_eq!(made(&setup).unwrap(), "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0", "Blue places first, whatever the turn says");
    setup.squares.set("b1", Some("bD"));
    assert_eq!(made(&setup).unwrap(), "4_4.4.4.1bD2_o_L_CCMSWA_DCCMSWA_0");
    setup.squares.set("c4", Some("oD"));
    assert_eq!(made(&setup).unwrap(), "4_2oD1.4.4.1bD2_b_G0_CCMSWA_CCMSWA_0");
    setup.squares.set("b2", Some("bC"));
    assert_eq!(made(&setup).unwrap(), "4_2oD1.4.1bC2.1bD2_o_G1_CMSWA_CCMSWA_0");
    setup.squares.set("c3", Some("oC"));
    setup.squares.set("a1", Some("bC"));
    assert_eq!(made(&setup).unwrap(), "4_2oD1.2oC1.1bC2.bCbD2_o_G3_MSWA_CMSWA_0");
    setup.squares.set("d4", Some("oC"));
    assert_eq!(made(&setup).unwrap(), "4_2oDoC.2oC1.1bC2.bCbD2_b_M_MSWA_MSWA_0", "every guard down: the middle game");
    setup.squares.set("d1", Some("bM"));
    assert_eq!(made(&setup), Err(Refusal::OpeningBoard), "a Monk is no part of the opening");
    setup.phase = SetupPhase::Middle;
    setup.turn = 1;
    assert_eq!(made(&setup).unwrap(), "4_2oDoC.2oC1.1bC2.bCbD1bM_o_M_SWA_MSWA_0");
}

#[test]
fn what_the_opening_has_not_placed_is_refused() {
    let setup = start_setup();
    // A Monk before the leaders, a leader off its row, Orange's leader before Blue's, a
    // leader back up.
    for (square, token) in [("b2", "bM"), ("b2", "bD"), ("c4", "oD"), ("a1", "bd")] {
        let mut s = setup.clone();
        s.squares.set(square, Some(token));
        assert_eq!(made(&s), Err(Refusal::OpeningBoard), "{square} {token}");
    }
    let mut s = setup.clone();
    for (square, token) in [("b1", "bD"), ("c4", "oD"), ("d2", "bC")] {
        s.squares.set(square, Some(token));
    }
    assert_eq!(made(&s), Err(Refusal::OpeningBoard), "a guard not next to its leader");
    s.squares.set("d2", None);
    s.squares.set("a1", Some("bC"));
    s.squares.set("c1", Some("bC"));
    assert_eq!(made(&s), Err(Refusal::OpeningBoard), "Blue's second guard before Orange's first");
}

#[test]
fn a_setup_the_engine_refuses_gives_its_kind() {
    let mut setup = start_setup();
    setup.phase = SetupPhase::Middle;
    setup.squares.set("b1", Some("bD"));
    setup.squares.set("d1", Some("bD"));
    assert_eq!(made(&setup), Err(Refusal::TooMany('D')));
    setup.squares.set("d1", Some("bQ"));
    assert_eq!(made(&setup), Err(Refusal::Cell("bQ".into())));
    setup.squares.set("d1", None);
    setup.turn = 2;
    assert_eq!(made(&setup), Err(Refusal::Turn));
    setup.turn = 0;
    let mut off = setup.clone();
    off.size = 9;
    assert_eq!(made(&off), Err(Refusal::Size("9".into())));
    // A square of a bigger board.
    let mut squares = deskovna::game::Squares::new();
    squares.push("e5".into(), Some("x".into()));
    assert_eq!(made(&Setup { squares, ..setup.clone() }), Err(Refusal::OffBoard("e5".into())));
    // Mountains fill Blue's leader row: no leader can be placed.
    let mut full = start_setup();
    for square in ["a1", "b1", "c1", "d1"] {
        full.squares.set(square, Some("x"));
    }
    assert_eq!(made(&full), Err(Refusal::LeaderRowFull));
}

#[test]
fn a_workshop_variant_is_not_a_setup() {
    let mut options = Options::default();
    Drake::set_option(&mut options, "fortresses", "b2").unwrap();
    let game = Drake::new(&options).unwrap();
    assert_eq!(game.setup(), Err(Refusal::SetupVariant));
}

/// The position text with its quiet plies at 0 (a setup starts them again).
fn without_quiet(text: &str) -> String {
    let mut fields: Vec<&str> = text.split('_').collect();
    if let Some(quiet) = fields.get_mut(6) {
        *quiet = "0";
    }
    fields.join("_")
}

#[test]
fn every_position_of_random_games_is_its_own_setup() {
    // On every board size, with mountains, random and hidden stacks: the opening's guard slot
    // (skips included) and turn found from the board, captured troops in listed stacks.
    let mut rng = Rng::new(0x0005_E70B);
    let mut list = Vec::new();
    for _ in 0..300 {
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
        let mut game = Drake::new(&options).unwrap();
        for _ in 0..60 {
            assert_eq!(round_trip(&game).to_text(), without_quiet(&game.to_text()));
            game.legal_moves(&mut list);
            if list.is_empty() {
                break;
            }
            game.play(list[rng.below(list.len())]).unwrap();
        }
    }
}
