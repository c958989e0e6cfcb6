//! Rules of rules/drakoburg.md on concrete positions: the start, each piece's moves, check.

mod drakoburg_helpers;

use deskovna::game::Game;
use deskovna::games::drakoburg::{
    piece_moves_on_empty_board, square, Drakoburg, Options, Piece, Refusal, BLACK, START, WHITE,
};
use drakoburg_helpers::*;

// ---------------------------------------------------------------------------------------------
// The start position

#[test]
fn the_start_position_is_the_rules_diagram() {
    let game = Drakoburg::new(&Options::default()).unwrap();
    assert_eq!(game.to_text(), START);
    assert_eq!(START, "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0");
    let back = [Piece::Zbrojnos, Piece::Lukostrelec, Piece::Lukostrelec, Piece::Tezkoodenec];
    for (file, piece) in back.into_iter().enumerate() {
        assert_eq!(game.piece_at(square(file, 0)), Some((WHITE, piece)));
        assert_eq!(game.piece_at(square(file, 6)), Some((BLACK, piece)));
    }
    assert_eq!(game.piece_at(sq("c2")), None);
    assert_eq!(game.piece_at(sq("g6")), Some((BLACK, Piece::Kopinik)));
    assert_eq!(game.to_move(), WHITE);
    assert_eq!(Drakoburg::pawn_start_rank(WHITE), 2);
    assert_eq!(Drakoburg::pawn_start_rank(BLACK), 6);
    assert_eq!(names(&Drakoburg::castles(WHITE)), set(&["a1", "d1", "g1"]));
    assert_eq!(names(&Drakoburg::castles(BLACK)), set(&["a7", "d7", "g7"]));
}

#[test]
fn the_first_moves_counted_by_hand() {
    let game = Drakoburg::new(&Options::default()).unwrap();
    assert_eq!(moves(&game).len(), 35);
    assert_eq!(targets_of(&game, "a2"), set(&["a3", "b3"]));
    assert_eq!(targets_of(&game, "b2"), set(&["a3", "b3", "c3"]));
    assert_eq!(moves_of(&game, "b1"), set(&["b1-c2", "b1-d3", "b1-e4", "b1-f5", "b1xg6"]));
    assert_eq!(moves_of(&game, "c1"), set(&["c1-c2"]));
    let squire = ["e1-e2", "e1-f3", "e1-g4", "e1-d3", "e1-c4", "e1-b5", "e1xa6", "e1-c2"];
    assert_eq!(moves_of(&game, "e1"), set(&squire));
    assert_eq!(moves_of(&game, "f1"), set(&["f1-e2", "f1-e3", "f1-g3"]));
    assert_eq!(moves_of(&game, "g1"), set(&["g1-e2", "g1-f3"]));
    assert_eq!(moves_of(&game, "a1"), set(&[]));
    // b3 is attacked by the black Panoš e7 (step to e6, ride south-west), f3 by the Lukostřelec b7.
    assert_eq!(moves_of(&game, "d1"), set(&["d1-c2", "d1-e2", "d1-d3"]));
}

// ---------------------------------------------------------------------------------------------
// The pieces

#[test]
fn the_legend_on_an_empty_board() {
    let on = |piece, colour, at| names(&piece_moves_on_empty_board(piece, colour, sq(at)));
    assert_eq!(on(Piece::Kopinik, WHITE, "d4"), set(&["c5", "d5", "e5"]));
    assert_eq!(on(Piece::Kopinik, BLACK, "d4"), set(&["c3", "d3", "e3"]));
    assert_eq!(on(Piece::Lukostrelec, WHITE, "d4").len(), 16);
    assert_eq!(on(Piece::Zbrojnos, WHITE, "d4").len(), 16);
    // 8 king steps, 8 knight leaps, and 8 more squares at the ends of the bent rides.
    let squire = on(Piece::Panos, WHITE, "d4");
    assert_eq!(squire.len(), 24);
    assert!(["f7", "b7", "f1", "b1", "g6", "g2", "a6", "a2"].iter().all(|s| squire.contains(*s)));
    let turcopole = on(Piece::Turkopol, WHITE, "d4");
    assert_eq!(turcopole.len(), 24);
    assert!(["e7", "c7", "e1", "c1", "g5", "a5", "g3", "a3"].iter().all(|s| turcopole.contains(*s)));
    let knight = on(Piece::Tezkoodenec, WHITE, "d4");
    let expected = ["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5", "b2", "b4", "b6", "d2", "d6", "f2", "f4", "f6"];
    assert_eq!(knight, set(&expected));
    assert_eq!(on(Piece::Tezkoodenec, WHITE, "a1"), set(&["a2", "b1", "b2", "a3", "c1", "c3"]));
    assert!(piece_moves_on_empty_board(Piece::Panos, WHITE, 49).is_empty());
}

#[test]
fn kopinik_moves_and_captures_alike_on_its_three_forward_squares() {
    let game = board(&["d4P", "c5p", "e5P", "a1T", "g7t"], 'w');
    assert_eq!(moves_of(&game, "d4"), set(&["d4xc5", "d4-d5"]));
    let blocked = board(&["d4P", "c5p", "d5p", "e5p", "a1T", "g7t"], 'w');
    assert_eq!(moves_of(&blocked, "d4"), set(&["d4xc5", "d4xd5", "d4xe5"]));
    // No double step from the pawn start rank, no king step, no way back.
    let start = board(&["d2P", "a1T", "g7t"], 'w');
    assert_eq!(moves_of(&start, "d2"), set(&["d2-c3", "d2-d3", "d2-e3"]));
    let black = board(&["d6p", "a1T", "g7t"], 'b');
    assert_eq!(moves_of(&black, "d6"), set(&["d6-c5", "d6-d5", "d6-e5"]));
}

#[test]
fn lukostrelec_and_zbrojnos_ride_until_the_first_occupied_square() {
    // Stops on the enemy on f6 (capturing it) and before its own Kopiník on b2.
    let game = board(&["d4S", "f6p", "b2P", "a1T", "g7t"], 'w');
    let archer = ["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5", "f6", "b6", "a7", "f2", "g1"];
    assert_eq!(targets_of(&game, "d4"), set(&archer));
    let men = board(&["d4Z", "d6p", "b4P", "a1T", "g7t"], 'w');
    let expected = ["c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5", "d6", "d2", "d1", "f4", "g4"];
    assert_eq!(targets_of(&men, "d4"), set(&expected));
}

#[test]
fn panos_steps_orthogonally_to_an_empty_square_then_rides_diagonally_outward() {
    // The north step square d5 is taken: no rides to e6-f7 or c6-b7 that way, but the knight
    // leaps still reach c6 and e6. The ride south-east from e4 stops at f3 (an enemy).
    let game = board(&["d4A", "d5P", "f3s", "a1T", "g7t"], 'w');
    let expected = [
        "c3", "c4", "c5", "d3", "e3", "e4", "e5", // king steps (d5 is own)
        "c6", "e6", "c2", "e2", "b5", "f5", "b3", "f3", // knight leaps
        "f1", "b1", "g6", "a6", "a2", // rides after d3, e4, c4 (e4-SE stops at f3)
    ];
    assert_eq!(targets_of(&game, "d4"), set(&expected));
    // On an open board from the corner: rides from a2 and b1 to the far edge.
    let open = board(&["a1A", "g1T", "g7t"], 'w');
    let expected = ["a2", "b1", "b2", "b3", "c4", "d5", "e6", "f7", "c2", "d3", "e4", "f5", "g6"];
    assert_eq!(targets_of(&open, "a1"), set(&expected));
    // A ride may end on an enemy and never jumps: b3 (own) stops the ride from a2, the
    // enemy on c2 stops the ride from b1.
    let edge = board(&["a1A", "b3P", "c2s", "g1T", "g7t"], 'w');
    assert_eq!(targets_of(&edge, "a1"), set(&["a2", "b1", "b2", "c2"]));
}

#[test]
fn turkopol_steps_diagonally_to_an_empty_square_then_rides_orthogonally_outward() {
    let game = board(&["d4U", "e5P", "c3s", "a7T", "g7t"], 'w');
    let expected = [
        "c3", "c4", "c5", "d3", "d5", "e3", "e4", // king steps (e5 own, c3 enemy)
        "c6", "e6", "c2", "e2", "b5", "f5", "b3", "f3", // knight leaps
        "c7", "a5", "g3", "e1", // rides after c5 (north, west), e3 (east, south)
    ];
    // e5 is own: no ride north to e6-e7 or east to f5-g5 that way; c3 is taken: no ride
    // from it south to c2-c1 or west to b3-a3 (b3 and c2 come from knight leaps).
    assert_eq!(targets_of(&game, "d4"), set(&expected));
}

#[test]
fn tezkoodenec_leaps_two_squares_over_anything_and_steps_like_a_king() {
    let game = board(&["d4T", "d5P", "c5p", "e5P", "c4P", "e4P", "c3P", "d3P", "e3P", "g7t"], 'w');
    // b4 would be a leap too, but the black Kopiník on c5 attacks it.
    let expected = ["b2", "b6", "d2", "d6", "f2", "f4", "f6", "c5"];
    assert_eq!(targets_of(&game, "d4"), set(&expected));
}

// ---------------------------------------------------------------------------------------------
// Check

#[test]
fn a_tezkoodenec_never_attacks_or_captures_a_tezkoodenec_but_may_stand_next_to_one() {
    let game = board(&["d4T", "d6t"], 'w');
    assert!(game.knights_in_check(WHITE).is_empty());
    let knight = moves_of(&game, "d4");
    assert!(knight.contains("d4-d5") && knight.contains("d4-c5") && knight.contains("d4-e5"));
    assert!(!knight.iter().any(|m| m.contains("d6")));
    assert_eq!(refusal(&game, "d4xd6"), Refusal::KnightOnKnight);
    let mut next_to = game.clone();
    play(&mut next_to, "d4-d5");
    assert!(next_to.knights_in_check(BLACK).is_empty());
    assert!(!moves_of(&next_to, "d6").iter().any(|m| m.contains("d5")));
}

#[test]
fn a_move_leaving_a_tezkoodenec_in_check_is_refused_with_a_reason() {
    // The Zbrojnoš d3 shields its T on d1 from the black Zbrojnoš on d7.
    let pinned = board(&["d1T", "d3Z", "d7z", "g7t"], 'w');
    assert_eq!(refusal(&pinned, "d3-e3"), Refusal::Exposes(sq("d1")));
    assert!(pinned.parse_move("d3-d5").is_ok() && pinned.parse_move("d3xd7+a2").is_ok());
    let blocked = board(&["d1T", "e7z", "g7t"], 'w');
    assert_eq!(refusal(&blocked, "d1-e2"), Refusal::IntoCheck(sq("e2")));
    let checked = board(&["d1T", "a2P", "d7z", "g7t"], 'w');
    assert_eq!(checked.knights_in_check(WHITE), vec![sq("d1")]);
    assert_eq!(refusal(&checked, "a2-a3"), Refusal::StillInCheck(sq("d1")));
    let promotion = board(&["d5P", "a6z", "g1T", "g7t"], 'w');
    assert_eq!(refusal(&promotion, "d5-d6=T"), Refusal::NewKnightInCheck(sq("d6")));
    assert!(moves_of(&promotion, "d5").contains("d5-c6=S"));
}

#[test]
fn a_move_may_not_expose_a_second_tezkoodenec() {
    // The T on d2 shields the T on d1 from the Zbrojnoš on d7 and is in check itself: it may
    // not step aside; the Zbrojnoš a7 takes the checker instead.
    let game = board(&["d1T", "d2T", "a7Z", "d7z", "g7t"], 'w');
    assert_eq!(game.knights_in_check(WHITE), vec![sq("d2")]);
    assert_eq!(refusal(&game, "d2-e2"), Refusal::Exposes(sq("d1")));
    assert_eq!(moves(&game).into_iter().filter(|m| !m.starts_with("a7xd7")).count(), 0);
}

#[test]
fn pins_do_not_matter_for_check() {
    // The black Zbrojnoš c4 may not leave rank 4 (it shields its T on a4 from g4), yet it
    // checks the White T on c1.
    let game = board(&["c1T", "g4Z", "c4z", "a4t"], 'w');
    assert_eq!(game.knights_in_check(WHITE), vec![sq("c1")]);
    let legal = moves(&game);
    assert!(legal.iter().all(|m| m.starts_with("c1") || m.starts_with("g4")));
    assert!(legal.contains("g4xc4"));
}

#[test]
fn bent_rides_give_check() {
    let start = Drakoburg::new(&Options::default()).unwrap();
    assert_eq!(refusal(&start, "d1-b3"), Refusal::IntoCheck(sq("b3")));
    assert_eq!(refusal(&start, "d1-f3"), Refusal::IntoCheck(sq("f3")));
    // The Turkopol on g7 steps to f6 and rides west along rank 6 onto the T.
    let game = board(&["b6T", "g7u", "c1t"], 'w');
    assert_eq!(game.knights_in_check(WHITE), vec![sq("b6")]);
    let blocked = board(&["b6T", "g7u", "f6S", "c1t"], 'w');
    assert!(blocked.knights_in_check(WHITE).is_empty());
}
