//! The Drake in the editor: the start is the game's real start (the opening, full stacks,
//! Blue to place), the opening is set up leader by leader and guard by guard with the board
//! saying whose turn it is, and the middle game anywhere.

use super::*;
use crate::games::drake::Refusal as DrakeRefusal;

fn open(start: Start) -> Editor {
    match Editor::open(GameKind::Drake, start) {
        Ok(e) => e,
        Err(r) => panic!("{}", r.render(Lang::En)),
    }
}

#[test]
fn the_start_position_is_the_games_real_start() {
    let e = open(Start::Initial);
    assert_eq!(e.text(), "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0");
    assert_eq!(e.phase(), Some(SetupPhase::Opening));
    assert!(e.turn_follows_board());
    assert_eq!(e.turn(), 0);
    assert_eq!(e.ready(), Ok(()), "play starts at the opening");
    assert_eq!(e.opening_step(Lang::En).as_deref(), Some("Blue places its leader next."));
    assert_eq!(e.opening_step(Lang::Cs).as_deref(), Some("Modrý staví svého vůdce."));
}

#[test]
fn the_opening_is_set_up_leader_by_leader_and_guard_by_guard() {
    let mut e = open(Start::Initial);
    e.place("b1", "bD").unwrap();
    assert_eq!((e.text().as_str(), e.turn()), ("4_4.4.4.1bD2_o_L_CCMSWA_DCCMSWA_0", 1));
    // The turn follows the board in the opening: choosing it changes nothing.
    e.set_turn(0).unwrap();
    assert_eq!(e.turn(), 1);
    e.place("c4", "oD").unwrap();
    assert_eq!(e.text(), "4_2oD1.4.4.1bD2_b_G0_CCMSWA_CCMSWA_0");
    assert_eq!(e.opening_step(Lang::En).as_deref(), Some("Blue places a guard next to its leader next."));
    e.place("b2", "bC").unwrap();
    e.place("c3", "oC").unwrap();
    assert_eq!(e.text(), "4_2oD1.2oC1.1bC2.1bD2_b_G2_CMSWA_CMSWA_0");
    // A Monk is no part of the opening: refused with the engine's kind, nothing changes.
    let before = e.text();
    assert_eq!(e.place("a2", "bM"), Err(DrakeRefusal::OpeningBoard.reason()));
    assert_eq!(e.text(), before);
    // In the middle game it may stand there; the turn stays with Blue.
    e.set_phase(SetupPhase::Middle).unwrap();
    assert!(!e.turn_follows_board());
    e.place("a2", "bM").unwrap();
    assert_eq!(e.text(), "4_2oD1.2oC1.bMbC2.1bD2_b_M_CSWA_CMSWA_0");
    assert_eq!(e.opening_step(Lang::En), None);
    // Back to the opening: the Monk does not fit it.
    assert_eq!(e.set_phase(SetupPhase::Opening), Err(DrakeRefusal::OpeningBoard.reason()));
    e.remove("a2").unwrap();
    e.set_phase(SetupPhase::Opening).unwrap();
    assert_eq!(e.text(), before);
}

#[test]
fn an_empty_board_is_the_middle_game_and_other_games_have_no_phase() {
    let e = open(Start::Empty);
    assert_eq!(e.text(), "4_4.4.4.4_b_M_DCCMSWA_DCCMSWA_0");
    assert_eq!(e.phase(), Some(SetupPhase::Middle));
    let mut c = Editor::open(GameKind::Camelot, Start::Initial).unwrap();
    assert_eq!(c.phase(), None);
    assert!(!c.turn_follows_board());
    assert_eq!(c.set_phase(SetupPhase::Middle), Err(Refused::NoSuchPiece.reason()));
}
