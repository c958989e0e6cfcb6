//! Rules of rules/drakoburg.md on concrete positions: mate with one, two and both
//! Těžkooděnci, mate without moves, stalemate, repetition, the 100-ply rule.

mod drakoburg_helpers;

use deskovna::game::{EndReason, Game};
use deskovna::games::drakoburg::{Drakoburg, Options, Piece, BLACK, WHITE};
use drakoburg_helpers::*;

// ---------------------------------------------------------------------------------------------
// Mate, stalemate, the end

/// Black to move; e4-a4 checks a White T on a1 that has nowhere to go.
const MATE: [&str; 4] = ["a1T", "b7z", "c7z", "e4z"];

#[test]
fn mate_removes_the_only_tezkoodenec_and_its_side_loses() {
    let mut game = board(&[&MATE[..], &["g7t"]].concat(), 'b');
    let before = game.to_text();
    assert!(moves(&game).contains("e4-a4#"));
    play(&mut game, "e4-a4#");
    let outcome = game.outcome().expect("over");
    assert_eq!((outcome.winners().collect::<Vec<_>>(), outcome.reason), (vec![BLACK], EndReason::NoKnightLeft));
    assert_eq!(game.removed_by_last_move(), vec![sq("a1")]);
    assert_eq!(game.to_text(), format!("{}_m", text(&["a4z", "b7z", "c7z", "g7t"], 'w', 1)));
    assert!(moves(&game).is_empty());
    assert!(game.undo());
    assert_eq!(game.to_text(), before);
    // `#` is optional in input.
    assert_eq!(game.parse_move("e4-a4"), game.parse_move("e4-a4#"));
}

#[test]
fn mate_with_two_tezkoodenci_removes_the_checked_one_and_play_goes_on() {
    let mut game = board(&[&MATE[..], &["g2T", "g7t"]].concat(), 'b');
    play(&mut game, "e4-a4#");
    assert_eq!(game.outcome(), None);
    assert_eq!(game.removed_by_last_move(), vec![sq("a1")]);
    assert!(game.was_mated());
    assert_eq!(game.piece_at(sq("g2")), Some((WHITE, Piece::Tezkoodenec)));
    assert_eq!(game.to_move(), WHITE);
    // The remaining T moves on; rank 4 is covered by the Zbrojnoš on a4.
    let expected = ["g2-f1", "g2-f2", "g2-f3", "g2-g1", "g2-g3", "g2-e2"];
    assert_eq!(moves(&game), set(&expected));
    // The text says the mate happened and reads back the same.
    let text = game.to_text();
    assert!(text.ends_with("_w_1_m"));
    assert_eq!(position(&text).to_text(), text);
}

#[test]
fn mate_checking_both_tezkoodenci_removes_both() {
    let pieces = ["a1T", "g1T", "a2P", "g2P", "a7z", "b7z", "c7z", "e7z", "f7z", "g7z", "c5z", "d6t"];
    let mut game = board(&pieces, 'b');
    assert!(moves(&game).contains("c5-c1#"));
    play(&mut game, "c5-c1");
    assert_eq!(names(&game.removed_by_last_move()), set(&["a1", "g1"]));
    let outcome = game.outcome().expect("over");
    assert_eq!((outcome.winners().collect::<Vec<_>>(), outcome.reason), (vec![BLACK], EndReason::NoKnightLeft));
}

#[test]
fn no_legal_move_after_the_mate_is_a_draw() {
    // c4-c3 mates the T on a1; the T on g1 is not in check but cannot move.
    let pieces = ["a1T", "g1T", "b7z", "e7z", "f7z", "d3z", "d2z", "c4s", "a4p", "g7t"];
    let mut game = board(&pieces, 'b');
    play(&mut game, "c4-c3#");
    assert_eq!(game.removed_by_last_move(), vec![sq("a1")]);
    let outcome = game.outcome().expect("over");
    assert!(outcome.is_draw());
    assert_eq!(outcome.reason, EndReason::MateWithoutMoves);
    // Read back from its text, the position is still that draw, not a second mate.
    assert_eq!(position(&game.to_text()).outcome(), Some(outcome));
}

#[test]
fn stalemate_is_a_draw() {
    let mut game = board(&["g1T", "g7t", "d2z", "d4z", "e7z", "f7z"], 'b');
    play(&mut game, "d4-d3");
    let outcome = game.outcome().expect("over");
    assert!(outcome.is_draw());
    assert_eq!(outcome.reason, EndReason::Stalemate);
    assert!(game.knights_in_check(WHITE).is_empty());
    assert!(game.removed_by_last_move().is_empty());
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut game = Drakoburg::new(&Options::default()).unwrap();
    let round = ["d1-c2", "d7-c6", "c2-d1", "c6-d7"];
    for (i, mv) in round.iter().chain(round.iter()).enumerate() {
        assert_eq!(game.outcome(), None, "before ply {}", i + 1);
        play(&mut game, mv);
    }
    let outcome = game.outcome().expect("the start position stands for the third time");
    assert_eq!((outcome.is_draw(), outcome.reason), (true, EndReason::Repetition));
    game.undo();
    assert_eq!(game.outcome(), None);
}

#[test]
fn a_hundred_plies_without_capture_kopinik_move_or_promotion_is_a_draw() {
    let pieces = ["d1T", "a2P", "e3S", "d7t", "a7z", "c6p"];
    let mut game = position(&text(&pieces, 'w', 98));
    play(&mut game, "e3-f4");
    assert_eq!((game.quiet_plies(), game.outcome()), (99, None));
    play(&mut game, "a7-a6");
    assert_eq!(game.quiet_plies(), 100);
    assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::NoProgress));
    // A Kopiník move, a capture or a promotion starts the count again.
    game.undo();
    play(&mut game, "c6-c5");
    assert_eq!((game.quiet_plies(), game.outcome()), (0, None));
    let busy = ["d1T", "e3S", "b5P", "d7t", "c5z"];
    for mv in ["e3xc5", "b5-b6=S"] {
        let mut game = position(&text(&busy, 'w', 99));
        play(&mut game, mv);
        assert_eq!((game.quiet_plies(), game.outcome()), (0, None), "{mv}");
    }
}
