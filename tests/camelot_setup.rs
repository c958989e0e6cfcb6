//! The Camelot family as a setup (`FromSetup`): every board's start, with Anti-Camelot's goals
//! or not, and positions of the rules' examples round-trip; trees stand where planted; what a
//! setup cannot hold is refused with the engine's kind.

mod camelot_reference;

use camelot_reference::{text_of, variant_text};
use deskovna::game::{FromSetup, Game};
use deskovna::games::camelot::{square, Camelot, Options, Refusal, Setup, Variant, BLACK, WHITE};

fn round_trip(text: &str) {
    let game = Camelot::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let setup = game.setup().unwrap();
    let made = Camelot::from_setup(&setup).unwrap_or_else(|r| panic!("{text}: {r:?}"));
    assert_eq!(made.to_text(), text);
}

fn start_setup(variant: Variant) -> Setup {
    Camelot::new(&Options::of(variant, false)).unwrap().setup().unwrap()
}

fn sq(name: &str) -> u8 {
    square((name.as_bytes()[0] - b'A') as usize, name[1..].parse::<usize>().unwrap() - 1).unwrap()
}

#[test]
fn every_start_round_trips() {
    for variant in Variant::ALL {
        for anti in [false, true] {
            let game = Camelot::new(&Options::of(variant, anti)).unwrap();
            round_trip(&game.to_text());
            let setup = game.setup().unwrap();
            assert_eq!((setup.variant, setup.anti, setup.turn), (variant, anti, WHITE));
        }
    }
    // Camelot's 160 squares are all listed, its 28 pieces on them.
    let setup = start_setup(Variant::Camelot);
    assert_eq!(setup.squares.iter().count(), 160);
    assert_eq!(setup.squares.tokens().count(), 28);
    assert_eq!(setup.squares.get("C6"), Some("K"));
    assert_eq!(setup.squares.get("F6"), Some("M"));
}

#[test]
fn the_rules_examples_and_planted_trees_round_trip() {
    for (pieces, turn) in [("KC6 MD6 MF6 MG7 MA4 mF9 mJ14 mK13", 'w'), ("MD7 MH9 MA4 ML4 kD10 mD9 mH10 mA13", 'b')] {
        round_trip(&text_of(pieces, turn, "00", "-", 0));
    }
    round_trip(&variant_text("river", false, "TC3 TF7 TK8 TB11 TE14 TJ15 MD5 mA13", 'b', "00", "-", 0));
    round_trip(&variant_text("camette", true, "MC3 mC5", 'w', "00", "-", 0));
}

#[test]
fn a_setup_is_the_start_of_a_turn() {
    // Castle moves, a duty to leave a castle and quiet plies are not part of a setup.
    let text = text_of("MF1 MA4 mA13 mL13", 'w', "00", "F1", 7);
    let setup = Camelot::from_text(&text).unwrap().setup().unwrap();
    assert_eq!(Camelot::from_setup(&setup).unwrap().to_text(), text_of("MF1 MA4 mA13 mL13", 'w', "00", "-", 0));
}

#[test]
fn a_setup_the_engine_refuses_gives_its_kind() {
    let mut setup = start_setup(Variant::Camette);
    setup.squares.set("A4", Some("K"));
    assert!(matches!(Camelot::from_setup(&setup), Err(Refusal::TooMany(WHITE, ..))));
    let mut setup = start_setup(Variant::River);
    setup.squares.set("C7", Some("M"));
    assert_eq!(Camelot::from_setup(&setup).err(), Some(Refusal::OnRiver(sq("C7"))));
    let mut setup = start_setup(Variant::Camelot);
    setup.squares.set("F7", Some("Q"));
    assert_eq!(Camelot::from_setup(&setup).err(), Some(Refusal::Cell('Q')));
    setup.squares.set("F7", Some("T"));
    assert_eq!(Camelot::from_setup(&setup).err(), Some(Refusal::Trees), "no trees on Camelot's board");
    setup.squares.set("F7", None);
    setup.turn = 2;
    assert_eq!(Camelot::from_setup(&setup).err(), Some(Refusal::Turn));
    setup.turn = BLACK;
    // A1 is cut off the corner of Camelot's board.
    let mut squares = setup.squares.clone();
    squares.push("A1".into(), Some("M".into()));
    assert_eq!(Camelot::from_setup(&Setup { squares, ..setup.clone() }).err(), Some(Refusal::NotASquare("A1".into())));
    // Both sides in the enemy castle.
    let mut both = start_setup(Variant::Camelot);
    both.squares.clear(|_| false);
    for (square, token) in [("F1", "m"), ("G1", "m"), ("F16", "M"), ("G16", "M")] {
        both.squares.set(square, Some(token));
    }
    assert_eq!(Camelot::from_setup(&both).err(), Some(Refusal::BothCastles));
}

#[test]
fn every_position_of_random_games_is_its_own_setup_but_for_its_counters() {
    let mut rng = deskovna::game::rng::Rng::new(0xCA_5E7);
    let mut list = Vec::new();
    for round in 0..40 {
        let variant = Variant::ALL[round % Variant::ALL.len()];
        let mut game = Camelot::new(&Options::of(variant, round % 3 == 0)).unwrap();
        for _ in 0..80 {
            let made = Camelot::from_setup(&game.setup().unwrap()).unwrap();
            // Castle moves, a duty to leave a castle and quiet plies start again.
            let counters = |text: &str| text.rsplitn(4, '_').nth(3).map(str::to_string);
            assert_eq!(counters(&made.to_text()), counters(&game.to_text()));
            game.legal_moves(&mut list);
            if list.is_empty() || game.outcome().is_some() {
                break;
            }
            game.play(list[rng.below(list.len())]).unwrap();
        }
    }
}
