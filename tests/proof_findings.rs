//! Regression tests for what fuzzing (fuzz/README.md) and soaking (`deskovna soak`) found:
//! each input that once broke a promise, reduced by hand where that made it clearer, with the
//! promise it broke.

use deskovna::game::{Game, MoveError, ParseError, Refusal};
use deskovna::games::camelot::Camelot;
use deskovna::games::drake::Drake;
use deskovna::games::drakoburg::Drakoburg;
use deskovna::games::shamrock::Shamrock;

/// A parse error's span lies inside the text, on character boundaries.
fn assert_span_fits<R: Refusal>(text: &str, e: &ParseError<R>) {
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

/// Found by mutating the variant corpus: a variant position's extras field starting with a
/// multi-byte character made the Drake cut the text inside it.
#[test]
fn a_bad_character_in_a_variants_extras_is_pointed_at_whole() {
    assert_text_span_fits::<Drake>("v1-5-g_4OD.5.5.5.BD4_b_M_CCMSWA_CCMSWA_0_\u{FFFD}c1c5");
    assert_text_span_fits::<Drake>("v1-5-fc3_4OD.5.5.5.BD4_b_M_CCMSWA_CCMSWA_0_pc3.é");
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

/// Found by the soak once `invariants` compared the repetition history with the position:
/// after `determinize` (hidden stack) the current position's entry still had the old hash,
/// so a later return to this position would have been counted once too few.
#[test]
fn determinizing_the_hidden_stack_keeps_the_history_in_step() {
    let mut options = Default::default();
    for (key, value) in [("hidden-stack", "on"), ("random-stack", "on"), ("seed", "5"), ("size", "6")] {
        Drake::set_option(&mut options, key, value).unwrap();
    }
    let mut game = Drake::new(&options).unwrap();
    let mut moves = Vec::new();
    for seed in 0..20 {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        game.play(moves[seed as usize % moves.len()]).unwrap();
        game.determinize(seed);
        game.invariants().unwrap_or_else(|e| panic!("after determinize({seed}): {e}"));
    }
}

/// Every engine's structural invariants hold from the start and after a few moves.
#[test]
fn invariants_hold_in_short_games() {
    fn walk<G: Game>() {
        let mut game = G::new(&Default::default()).unwrap();
        let mut moves = Vec::new();
        for i in 0..40 {
            game.invariants().unwrap_or_else(|e| panic!("{e}: {}", game.to_text()));
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play(moves[i * 7 % moves.len()]).unwrap();
        }
    }
    walk::<Drake>();
    walk::<Camelot>();
    walk::<Drakoburg>();
    walk::<Shamrock>();
}
