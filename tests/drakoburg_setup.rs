//! Drakoburg as a setup (`FromSetup`): the start and positions of the rules' tests round-trip;
//! what a setup cannot hold is refused with the engine's kind; play needs both Těžkooděnci.

use deskovna::game::{FromSetup, Game};
use deskovna::games::drakoburg::{square, Drakoburg, Options, Refusal, Setup, BLACK, START};

fn round_trip(text: &str) {
    let game = Drakoburg::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let made = Drakoburg::from_setup(&game.setup().unwrap()).unwrap_or_else(|r| panic!("{text}: {r:?}"));
    assert_eq!(made.to_text(), text);
}

fn start_setup() -> Setup {
    Drakoburg::new(&Options::default()).unwrap().setup().unwrap()
}

#[test]
fn the_start_and_other_positions_round_trip() {
    round_trip(START);
    round_trip("7.7.7.3T3.7.7.3t3_b_0");
    let setup = start_setup();
    assert_eq!(setup.squares.iter().count(), 49);
    assert_eq!(setup.squares.get("d1"), Some("T"));
    assert_eq!(setup.squares.get("d7"), Some("t"));
}

#[test]
fn a_setup_the_engine_refuses_gives_its_kind() {
    let mut setup = start_setup();
    setup.squares.set("c7", Some("P"));
    assert_eq!(Drakoburg::from_setup(&setup).err(), Some(Refusal::Promoted(square(2, 6))));
    let mut setup = start_setup();
    setup.squares.clear(|_| false);
    assert_eq!(Drakoburg::from_setup(&setup).err(), Some(Refusal::NoKnights));
    setup.squares.set("d7", Some("t"));
    let lost = Drakoburg::from_setup(&setup).unwrap();
    assert_eq!(lost.check_start(), Err(Refusal::NoKnight(0)), "White without its T has lost: no play from here");
    setup.squares.set("d1", Some("T"));
    assert_eq!(Drakoburg::from_setup(&setup).unwrap().check_start(), Ok(()));
    setup.squares.set("d2", Some("x"));
    assert_eq!(Drakoburg::from_setup(&setup).err(), Some(Refusal::Cell('x')));
    setup.squares.set("d2", None);
    setup.turn = 2;
    assert_eq!(Drakoburg::from_setup(&setup).err(), Some(Refusal::Turn));
    // Black's T in check with White to move cannot come of a move.
    setup.turn = BLACK - 1;
    setup.squares.set("d6", Some("Z"));
    assert_eq!(Drakoburg::from_setup(&setup).err(), Some(Refusal::WaitingInCheck));
}

#[test]
fn every_position_of_random_games_is_its_own_setup_but_for_its_counters() {
    let mut rng = deskovna::game::rng::Rng::new(0xD7A_5E7);
    let mut list = Vec::new();
    for _ in 0..40 {
        let mut game = Drakoburg::new(&Options::default()).unwrap();
        for _ in 0..120 {
            if !game.was_mated() {
                let made = Drakoburg::from_setup(&game.setup().unwrap()).unwrap();
                let board_and_turn = |text: &str| text.split('_').take(2).collect::<Vec<_>>().join("_");
                assert_eq!(board_and_turn(&made.to_text()), board_and_turn(&game.to_text()));
            }
            game.legal_moves(&mut list);
            if list.is_empty() {
                break;
            }
            game.play(list[rng.below(list.len())]).unwrap();
        }
    }
}
