//! The castle rules of rules/camelot.md, each on a concrete position.

mod camelot_reference;

mod rules_common;

use camelot_reference::text_of;
use deskovna::game::Game;
use deskovna::games::camelot::{Camelot, Refusal, BLACK, WHITE};
use rules_common::{moves, play, set};
use std::collections::BTreeSet;

fn game(pieces: &str, turn: char, counts: &str, leave: &str) -> Camelot {
    let text = text_of(pieces, turn, counts, leave, 0);
    Camelot::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn position(pieces: &str, turn: char) -> Camelot {
    game(pieces, turn, "00", "-")
}

fn refusal(game: &Camelot, mv: &str) -> Refusal {
    match game.parse_move(mv) {
        Ok(_) => panic!("{mv} was accepted"),
        Err(e) => e.kind().clone(),
    }
}

fn sq(name: &str) -> u8 {
    camelot_square(name)
}

#[test]
fn no_plain_move_or_canter_into_the_own_castle() {
    let g = position("MF2 MA4 mA13 mL13", 'w');
    assert_eq!(refusal(&g, "F2-F1"), Refusal::OwnCastle(sq("F1")));
    assert_eq!(refusal(&g, "F2-G1"), Refusal::OwnCastle(sq("G1")));
    assert!(!moves(&g).iter().any(|m| m.contains("F1") || m.contains("G1")));

    let g = position("ME3 MF2 MA4 mA13 mL13", 'w');
    assert_eq!(refusal(&g, "E3-G1"), Refusal::OwnCastle(sq("G1")));

    // Not even passing through: H3 over G2 to F1, then over E2 to D3.
    let g = position("MH3 MG2 ME2 MA4 mA13 mL13", 'w');
    assert_eq!(refusal(&g, "H3-F1-D3"), Refusal::OwnCastle(sq("F1")));
    assert!(!moves(&g).iter().any(|m| m.contains("F1") || m.contains("G1")));
    // Black's castle likewise for Black.
    let g = position("mF15 mA13 MA4 ML4", 'b');
    assert_eq!(refusal(&g, "F15-G16"), Refusal::OwnCastle(sq("G16")));
}

#[test]
fn a_jump_may_enter_the_own_castle_and_must_go_on_out_if_it_can() {
    let g = position("MF3 mF2 mG2 MA4 mA13", 'w');
    assert_eq!(moves(&g), set(&["F3xF1xH3"]));
    assert_eq!(refusal(&g, "F3xF1"), Refusal::KeepJumping(sq("F1")));
}

#[test]
fn a_piece_that_ends_in_its_own_castle_must_leave_next_move() {
    // White may capture on F2 (ending in F1) or on C6.
    let mut g = position("MF3 mF2 MB5 MA4 mC6 mL13 mK13", 'w');
    assert_eq!(moves(&g), set(&["B5xD7", "F3xF1"]));
    play(&mut g, "F3xF1");
    assert_eq!(g.must_leave(WHITE), Some(camelot_square("F1")));
    assert!(g.to_text().ends_with("_b_00_F1_0"), "{}", g.to_text());
    play(&mut g, "…L13-L12");
    // The duty overrides compulsory capture elsewhere (B5xD7 is still possible).
    assert_eq!(moves(&g), set(&["F1-E2", "F1-F2", "F1-G2"]));
    assert_eq!(refusal(&g, "B5xD7"), Refusal::MustLeave(sq("F1")));
    play(&mut g, "F1-F2");
    assert_eq!(g.must_leave(WHITE), None);
    assert!(g.to_text().contains("_b_00_-_"));
}

#[test]
fn the_piece_must_jump_out_if_it_can_and_a_knight_may_charge_out() {
    let g = game("MF1 mF2 MA4 mA13 mL13", 'w', "00", "F1");
    assert_eq!(moves(&g), set(&["F1xF3"]));
    assert_eq!(refusal(&g, "F1-E2"), Refusal::MustJumpOut(sq("F1")));
    // A Knight may leave by a charge instead (canter over E2, jump C4), as compulsory capture
    // allows; the jump E2xG2 elsewhere must wait.
    let g = game("KF1 mF2 ME2 mC4 MA4 mA13", 'w', "00", "F1");
    assert_eq!(moves(&g), set(&["F1-D3xB5", "F1xF3"]));
}

#[test]
fn the_duty_lapses_if_the_piece_cannot_move() {
    let mut g = game("MF1 ME2 MF2 MG2 MD3 MF3 MH3 MA4 mA13 mL13", 'w', "00", "F1");
    assert!(!moves(&g).iter().any(|m| m.starts_with("F1")));
    assert!(moves(&g).contains("A4-A5"));
    play(&mut g, "A4-A5");
    assert_eq!(g.must_leave(WHITE), None);
}

#[test]
fn a_piece_entering_the_enemy_castle_stops_even_mid_chain() {
    // A canter chain: D14 over E15 to F16 could go on over G15, but stops in the castle.
    let mut g = position("MD14 ME15 MG15 MA4 mA13 mL13", 'w');
    assert_eq!(refusal(&g, "D14-F16-H14"), Refusal::EnemyCastleStop(sq("F16")));
    play(&mut g, "D14-F16");
    assert_eq!(g.quiet_plies(), 0);

    // A jump chain: F14xF16 stops although E15 could be jumped from F16.
    let g = position("MF14 mF15 mE15 MA4 mA13 mL13", 'w');
    assert!(moves(&g).contains("F14xF16"));
    assert_eq!(refusal(&g, "F14xF16xD14"), Refusal::EnemyCastleStop(sq("F16")));
}

#[test]
fn a_piece_in_the_enemy_castle_makes_at_most_two_castle_moves() {
    let mut g = position("MF16 MA4 mA13 mL13", 'w');
    let from_castle: BTreeSet<String> = moves(&g).into_iter().filter(|m| m.starts_with("F16")).collect();
    assert_eq!(from_castle, set(&["F16-G16"]));
    assert_eq!(refusal(&g, "F16-F15"), Refusal::Stuck);
    play(&mut g, "F16-G16");
    assert_eq!((g.castle_moves(WHITE), g.quiet_plies()), (1, 0));
    play(&mut g, "A13-A12");
    play(&mut g, "G16-F16");
    play(&mut g, "A12-A13");
    assert_eq!(g.castle_moves(WHITE), 2);
    assert!(g.to_text().contains("_w_20_-_"));
    assert_eq!(refusal(&g, "F16-G16"), Refusal::NoCastleMoves);
    assert_eq!(g.castle_moves(BLACK), 0);
}

#[test]
fn a_piece_in_the_enemy_castle_never_jumps() {
    // F16 next to F15 with F14 empty: no jump (it may not leave), so no compulsion either.
    let g = position("MF16 mF15 MA4 mA13 mL13", 'w');
    assert!(moves(&g).contains("A4-A5"));
    assert!(!moves(&g).iter().any(|m| m.contains('x')));
    // Its castle moves are plain moves: refused while a capture is compulsory.
    let g = position("MF16 MA4 mA5 mA13 mL13", 'w');
    assert_eq!(refusal(&g, "F16-G16"), Refusal::MustCapture(WHITE, sq("A4"), sq("A6")));
}

fn camelot_square(name: &str) -> u8 {
    let f = (name.as_bytes()[0] - b'A') as usize;
    deskovna::games::camelot::square(f, name[1..].parse::<usize>().unwrap() - 1).unwrap()
}
