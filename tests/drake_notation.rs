//! The Drake's notation: every form reads, and wrong input gets a specific reason.

use deskovna::game::{Game, MoveError};
use deskovna::games::drake::{square, Drake, Options, Refusal};

fn setup() -> Drake {
    let mut g = Drake::new(&Options::default()).unwrap();
    for m in ["@b1", "@c4", "@b2", "@c3", "@a1", "@d4"] {
        let mv = g.parse_move(m).unwrap();
        g.play(mv).unwrap();
    }
    g
}

fn reason(g: &Drake, text: &str) -> Refusal {
    g.parse_move(text).unwrap_err().kind().clone()
}

#[test]
fn squares_off_the_board_are_named() {
    let g = setup();
    assert_eq!(reason(&g, "@z9"), Refusal::OffBoard("z9".into()));
    assert_eq!(reason(&g, "b2-e2"), Refusal::OffBoard("e2".into()));
    assert_eq!(reason(&g, "a12-a1"), Refusal::OffBoard("a12".into()));
}

#[test]
fn malformed_text_is_a_syntax_error() {
    let g = setup();
    for bad in ["", "hello", "@", "b2", "b2b3", "b2=b3", "@b2x", "b2--b3"] {
        assert!(matches!(g.parse_move(bad), Err(MoveError::Syntax(_))), "{bad:?}");
    }
}

#[test]
fn a_capture_mark_needs_something_to_capture() {
    let g = setup();
    assert_eq!(reason(&g, "b2xb3"), Refusal::NothingToCapture(square(1, 2)));
    assert!(g.parse_move("b2-b3").is_ok());
}

#[test]
fn a_plain_dash_onto_an_enemy_still_captures() {
    let g = Drake::from_text("4_2oD1.1oCoM1.1bS2.bCbDx1_b_M_-_-_0").unwrap();
    let mv = g.parse_move("b2-b3").unwrap();
    assert_eq!(g.notation(mv), "b2xb3");
}
