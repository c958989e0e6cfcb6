//! Regression tests for what fuzzing found (fuzz/README.md): each input that once broke a
//! promise, reduced by hand where that made it clearer, with the promise it broke.

use deskovna::game::{Game, MoveError, ParseError};
use deskovna::games::camelot::Camelot;
use deskovna::games::drake::Drake;
use deskovna::games::drakoburg::Drakoburg;
use deskovna::games::shamrock::Shamrock;

/// A parse error's span lies inside the text, on character boundaries.
fn assert_span_fits(text: &str, e: &ParseError) {
    let (start, end) = e.span;
    assert!(start <= end && end <= text.len(), "span {start}..{end} outside {text:?}");
    assert!(text.is_char_boundary(start) && text.is_char_boundary(end), "span {start}..{end} splits {text:?}");
    let _ = &text[start..end];
}

fn assert_text_span_fits<G: Game>(text: &str) {
    match G::from_text(text) {
        Err(e) => assert_span_fits(text, &e),
        Ok(_) => panic!("{text:?} should not read"),
    }
}

fn assert_move_span_fits<G: Game>(game: &G, text: &str) {
    match game.parse_move(text) {
        Err(MoveError::Syntax(e)) => assert_span_fits(text, &e),
        Err(MoveError::Illegal(_)) => {}
        Ok(mv) => panic!("{text:?} should not read, got {mv:?}"),
    }
}

/// Found by the `position` target: a troop letter replaced by a three-byte character made the
/// Drake point at the middle of it (16..17).
#[test]
fn a_bad_character_in_a_position_is_pointed_at_whole() {
    assert_text_span_fits::<Drake>("4_4.4.4.4_b_L_DW\u{FFFD}_DCCMSWCCMSWA_0");
    assert_text_span_fits::<Drake>("3_od1oC.x1oM.1b\u{FFFD}bD_b_M_MSWA_SWA_0");
    for text in ["é", "4_é", "\u{FFFD}\u{FFFD}", "ž_ř", "a1é"] {
        assert_text_span_fits::<Drake>(text);
        assert_text_span_fits::<Camelot>(text);
        assert_text_span_fits::<Drakoburg>(text);
        assert_text_span_fits::<Shamrock>(text);
    }
}

/// The same for move notation in every game.
#[test]
fn a_bad_character_in_a_move_is_pointed_at_whole() {
    for text in ["é", "a1-é", "@é", "E6-é7", "\u{FFFD}", "b2\u{FFFD}c3", "Dž"] {
        assert_move_span_fits(&Drake::new(&Default::default()).unwrap(), text);
        assert_move_span_fits(&Camelot::new(&Default::default()).unwrap(), text);
        assert_move_span_fits(&Drakoburg::new(&Default::default()).unwrap(), text);
        assert_move_span_fits(&Shamrock::new(&Default::default()).unwrap(), text);
    }
}
