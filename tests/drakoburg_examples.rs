//! Every rule of rules/drakoburg.md on a concrete position: the pieces' moves, check, mate
//! with one and with two Těžkooděnci, stalemate, repetition, the 100-ply rule, promotion on
//! every file, reinforcements, the notation and the position text.

use deskovna::game::{EndReason, Game, Lang};
use deskovna::games::drakoburg::{
    piece_moves_on_empty_board, square, square_name, Drakoburg, Move, Options, Piece, BLACK, START, WHITE,
};
use std::collections::BTreeSet;

fn position(text: &str) -> Drakoburg {
    Drakoburg::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves(game: &Drakoburg) -> BTreeSet<String> {
    let mut list = Vec::new();
    game.legal_moves(&mut list);
    list.iter().map(|&m| game.notation(m)).collect()
}

/// The moves of the piece on `from`.
fn moves_of(game: &Drakoburg, from: &str) -> BTreeSet<String> {
    moves(game).into_iter().filter(|m| m.starts_with(from)).collect()
}

/// The target squares of the piece on `from`, notation stripped.
fn targets_of(game: &Drakoburg, from: &str) -> BTreeSet<String> {
    moves_of(game, from).iter().map(|m| m[3..5].to_string()).collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

fn play(game: &mut Drakoburg, mv: &str) {
    let m = game.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e} in {}", game.to_text()));
    game.play(m).unwrap();
}

/// The English reason why `mv` is refused.
fn refusal(game: &Drakoburg, mv: &str) -> String {
    match game.parse_move(mv) {
        Ok(_) => panic!("{mv} was accepted"),
        Err(e) => e.reason().render(Lang::En),
    }
}

/// A position text from a list of pieces (`"d4A"`: a White Panoš on d4; lower case Black),
/// the player to move and the quiet plies.
fn text(pieces: &[&str], turn: char, quiet: u32) -> String {
    let mut grid = [['.'; 7]; 7];
    for p in pieces {
        let b = p.as_bytes();
        grid[(b[1] - b'1') as usize][(b[0] - b'a') as usize] = b[2] as char;
    }
    let ranks: Vec<String> = (0..7)
        .rev()
        .map(|r| {
            let mut row = String::new();
            let mut empty = 0;
            for c in grid[r] {
                if c == '.' {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    row.push_str(&empty.to_string());
                    empty = 0;
                }
                row.push(c);
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            row
        })
        .collect();
    format!("{}_{turn}_{quiet}", ranks.join("."))
}

fn board(pieces: &[&str], turn: char) -> Drakoburg {
    position(&text(pieces, turn, 0))
}

fn sq(name: &str) -> u8 {
    let b = name.as_bytes();
    square((b[0] - b'a') as usize, (b[1] - b'1') as usize)
}

fn names(squares: &[u8]) -> BTreeSet<String> {
    squares.iter().map(|&s| square_name(s)).collect()
}

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
    assert_eq!(refusal(&game, "d4xd6"), "A Těžkooděnec never captures a Těžkooděnec.");
    let mut next_to = game.clone();
    play(&mut next_to, "d4-d5");
    assert!(next_to.knights_in_check(BLACK).is_empty());
    assert!(!moves_of(&next_to, "d6").iter().any(|m| m.contains("d5")));
}

#[test]
fn a_move_leaving_a_tezkoodenec_in_check_is_refused_with_a_reason() {
    // The Zbrojnoš d3 shields its T on d1 from the black Zbrojnoš on d7.
    let pinned = board(&["d1T", "d3Z", "d7z", "g7t"], 'w');
    assert_eq!(refusal(&pinned, "d3-e3"), "This move would put your Těžkooděnec on d1 in check.");
    assert!(pinned.parse_move("d3-d5").is_ok() && pinned.parse_move("d3xd7+a2").is_ok());
    let blocked = board(&["d1T", "e7z", "g7t"], 'w');
    assert_eq!(refusal(&blocked, "d1-e2"), "A Těžkooděnec may not step into check: e2 is attacked.");
    let checked = board(&["d1T", "a2P", "d7z", "g7t"], 'w');
    assert_eq!(checked.knights_in_check(WHITE), vec![sq("d1")]);
    let expected = "Your Těžkooděnec on d1 is in check and this move does not save it.";
    assert_eq!(refusal(&checked, "a2-a3"), expected);
    let promotion = board(&["d5P", "a6z", "g1T", "g7t"], 'w');
    assert_eq!(refusal(&promotion, "d5-d6=T"), "The new Těžkooděnec on d6 would be in check.");
    assert!(moves_of(&promotion, "d5").contains("d5-c6=S"));
    // In Czech too.
    let m = pinned.parse_move("d3-e3").unwrap_err();
    assert_eq!(m.reason().render(Lang::Cs), "Tento tah by vystavil vašeho těžkooděnce na poli d1 šachu.");
}

#[test]
fn a_move_may_not_expose_a_second_tezkoodenec() {
    // The T on d2 shields the T on d1 from the Zbrojnoš on d7 and is in check itself: it may
    // not step aside; the Zbrojnoš a7 takes the checker instead.
    let game = board(&["d1T", "d2T", "a7Z", "d7z", "g7t"], 'w');
    assert_eq!(game.knights_in_check(WHITE), vec![sq("d2")]);
    assert_eq!(refusal(&game, "d2-e2"), "This move would put your Těžkooděnec on d1 in check.");
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
    assert_eq!(refusal(&start, "d1-b3"), "A Těžkooděnec may not step into check: b3 is attacked.");
    assert_eq!(refusal(&start, "d1-f3"), "A Těžkooděnec may not step into check: f3 is attacked.");
    // The Turkopol on g7 steps to f6 and rides west along rank 6 onto the T.
    let game = board(&["b6T", "g7u", "c1t"], 'w');
    assert_eq!(game.knights_in_check(WHITE), vec![sq("b6")]);
    let blocked = board(&["b6T", "g7u", "f6S", "c1t"], 'w');
    assert!(blocked.knights_in_check(WHITE).is_empty());
}

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

// ---------------------------------------------------------------------------------------------
// Promotion

const PROMOTIONS: [(char, Piece); 7] = [
    ('a', Piece::Zbrojnos),
    ('b', Piece::Lukostrelec),
    ('c', Piece::Lukostrelec),
    ('d', Piece::Tezkoodenec),
    ('e', Piece::Panos),
    ('f', Piece::Panos),
    ('g', Piece::Turkopol),
];

#[test]
fn a_white_kopinik_promotes_on_rank_6_by_file() {
    for (file, piece) in PROMOTIONS {
        let mut game = board(&[&format!("{file}5P"), "d1T", "d7t"], 'w');
        let mv = format!("{file}5-{file}6={}", piece.letter());
        assert!(moves(&game).contains(&mv), "{mv}: {:?}", moves(&game));
        play(&mut game, &mv);
        assert_eq!(game.piece_at(sq(&format!("{file}6"))), Some((WHITE, piece)), "{mv}");
    }
}

#[test]
fn a_black_kopinik_promotes_on_rank_2_by_file() {
    for (file, piece) in PROMOTIONS {
        let mut game = board(&[&format!("{file}3p"), "d1T", "d7t"], 'b');
        let mv = format!("{file}3-{file}2={}", piece.letter());
        assert!(moves(&game).contains(&mv), "{mv}: {:?}", moves(&game));
        play(&mut game, &mv);
        assert_eq!(game.piece_at(sq(&format!("{file}2"))), Some((BLACK, piece)), "{mv}");
    }
}

#[test]
fn promotion_is_part_of_the_move_and_follows_the_landing_file() {
    // The rules' example c5-c6=S; capturing diagonally promotes by the file it lands on.
    let game = board(&["c5P", "d6z", "b6p", "g1T", "g7t"], 'w');
    assert_eq!(moves_of(&game, "c5"), set(&["c5xb6=S", "c5-c6=S", "c5xd6=T"]));
    // The letter may be left out in input; a wrong one is refused.
    assert_eq!(game.parse_move("c5-c6"), game.parse_move("c5-c6=S"));
    assert_eq!(refusal(&game, "c5-c6=Z"), "A Kopiník reaching c6 becomes S, not Z.");
    let quiet = board(&["c4P", "g1T", "g7t"], 'w');
    assert_eq!(refusal(&quiet, "c4-c5=S"), "This move does not promote: leave out “=S”.");
    // A new T counts like any other: two Ts now.
    let mut two = game.clone();
    play(&mut two, "c5xd6=T");
    assert_eq!(two.piece_at(sq("d6")), Some((WHITE, Piece::Tezkoodenec)));
}

// ---------------------------------------------------------------------------------------------
// Sequix: reinforcements

#[test]
fn ending_on_each_enemy_castle_brings_a_new_kopinik() {
    // White onto the black T, U and Z start squares d7, g7, a7; White's pawn start rank has
    // a2, c2 and e2 free.
    let white_rank = ["b2P", "d2P", "f2P", "g2P"];
    for (mover, target, note) in [("d4Z", "d7", "T"), ("d4S", "g7", "U"), ("a3Z", "a7", "Z")] {
        let mut pieces = vec![mover, "g1T", "f5t"];
        pieces.extend(white_rank);
        let mut game = board(&pieces, 'w');
        let from = &mover[..2];
        let expected: BTreeSet<String> = ["a2", "c2", "e2"].iter().map(|s| format!("{from}-{target}+{s}")).collect();
        let onto: BTreeSet<String> = moves_of(&game, from).into_iter().filter(|m| m.contains(target)).collect();
        assert_eq!(onto, expected, "{note} castle");
        play(&mut game, &format!("{from}-{target}+c2"));
        assert_eq!(game.piece_at(sq("c2")), Some((WHITE, Piece::Kopinik)), "{note} castle");
        assert_eq!(game.route(game.history()[0]), vec![sq(from), sq(target), sq("c2")]);
    }
    // Black onto d1, g1, a1 puts its Kopiník on rank 6.
    for (mover, target) in [("d4z", "d1"), ("d4s", "g1"), ("a3z", "a1")] {
        let mut game = board(&[mover, "c1T", "g7t", "a6p", "b6p", "c6p", "e6p", "f6p", "g6p"], 'b');
        let from = &mover[..2];
        assert_eq!(
            moves_of(&game, from).into_iter().filter(|m| m.contains(target)).collect::<BTreeSet<_>>(),
            set(&[&format!("{from}-{target}+d6")])
        );
        play(&mut game, &format!("{from}-{target}+d6"));
        assert_eq!(game.piece_at(sq("d6")), Some((BLACK, Piece::Kopinik)));
    }
}

#[test]
fn the_rules_example_a3_a7_c2_and_capturing_on_a_castle() {
    let mut game = board(&["a3Z", "g1T", "a7z", "c5t"], 'w');
    assert!(moves(&game).contains("a3xa7+c2"));
    play(&mut game, "a3xa7+c2");
    assert_eq!(game.piece_at(sq("a7")), Some((WHITE, Piece::Zbrojnos)));
    assert_eq!(game.piece_at(sq("c2")), Some((WHITE, Piece::Kopinik)));
}

#[test]
fn a_full_pawn_start_rank_brings_nothing() {
    let full = ["a2P", "b2P", "c2P", "d2P", "e2P", "f2P", "g2P"];
    let game = board(&[&full[..], &["d4Z", "g1T", "f5t"]].concat(), 'w');
    assert_eq!(
        moves_of(&game, "d4").into_iter().filter(|m| m.contains("d7")).collect::<BTreeSet<_>>(),
        set(&["d4-d7"])
    );
    assert_eq!(refusal(&game, "d4-d7+a3"), "Your pawn start rank is full: no new Kopiník comes.");
}

#[test]
fn the_square_the_piece_left_counts_as_empty() {
    // The Zbrojnoš leaves a2, the only free square of the full rank, and may refill it.
    let rank = ["b2P", "c2P", "d2P", "e2P", "f2P", "g2P"];
    let game = board(&[&rank[..], &["a2Z", "g1T", "c5t"]].concat(), 'w');
    assert!(moves(&game).contains("a2-a7+a2"));
}

#[test]
fn every_landing_on_a_castle_brings_another_kopinik() {
    let mut game = board(&["a3Z", "g1T", "c5t"], 'w');
    play(&mut game, "a3-a7+a2");
    play(&mut game, "c5-c4");
    play(&mut game, "a7-a6");
    play(&mut game, "c4-c5");
    play(&mut game, "a6-a7+b2");
    assert_eq!(game.piece_at(sq("a2")), Some((WHITE, Piece::Kopinik)));
    assert_eq!(game.piece_at(sq("b2")), Some((WHITE, Piece::Kopinik)));
    // A reinforcement is neither a capture nor a Kopiník move: the quiet count goes on.
    assert_eq!(game.quiet_plies(), 5);
}

#[test]
fn each_reinforcement_square_is_a_separate_move_and_must_be_named() {
    let game = board(&["d4Z", "g1T", "f5t"], 'w');
    let onto: Vec<String> = moves(&game).into_iter().filter(|m| m.starts_with("d4-d7")).collect();
    assert_eq!(onto.len(), 7);
    let expected = "Ending on the castle d7 brings a new Kopiník: add where it goes, one of a2, b2, c2, d2, e2, f2, g2 (e.g. +a2).";
    assert_eq!(refusal(&game, "d4-d7"), expected);
    assert_eq!(refusal(&game, "d4-d6+a2"), "Only a move ending on an enemy castle (a7, d7, g7) brings a new Kopiník.");
    let bad =
        "The new Kopiník goes on an empty square of your pawn start rank (a2, b2, c2, d2, e2, f2, g2), not on a3.";
    assert_eq!(refusal(&game, "d4-d7+a3"), bad);
    let taken = board(&["d4Z", "a2P", "g1T", "f5t"], 'w');
    assert!(refusal(&taken, "d4-d7+a2").contains("not on a2"));
}

#[test]
fn a_new_kopinik_may_block_a_check() {
    // The black Zbrojnoš a2 checks the T on g2 along rank 2. The Zbrojnoš d4 answers by
    // blocking on d2, or by landing on the castle d7 and putting the new Kopiník in between.
    let game = board(&["g2T", "a2z", "d4Z", "g5t"], 'w');
    assert_eq!(game.knights_in_check(WHITE), vec![sq("g2")]);
    let onto: BTreeSet<String> = moves_of(&game, "d4").into_iter().collect();
    assert_eq!(onto, set(&["d4-d2", "d4-d7+b2", "d4-d7+c2", "d4-d7+d2", "d4-d7+e2", "d4-d7+f2"]));
}

// ---------------------------------------------------------------------------------------------
// Notation and position text

#[test]
fn notation_reads_annotations_captures_and_refuses_nonsense() {
    let game = Drakoburg::new(&Options::default()).unwrap();
    let mv = game.parse_move("b2-b3").unwrap();
    assert_eq!(mv, Move { from: sq("b2"), to: sq("b3"), reinforcement: None });
    for text in ["b2-b3!", "b2-b3?", "b2-b3!?", " b2-b3 ", "b2-b3#"] {
        assert_eq!(game.parse_move(text), Ok(mv), "{text}");
    }
    assert_eq!(game.notation(game.parse_move("b1xg6").unwrap()), "b1xg6");
    assert_eq!(game.parse_move("b1:g6"), game.parse_move("b1xg6"));
    assert_eq!(game.parse_move("b1-g6"), game.parse_move("b1xg6"));
    assert_eq!(refusal(&game, "b2xb3"), "There is nothing to capture on b3.");
    assert_eq!(refusal(&game, "b3-b4"), "There is no piece on b3.");
    assert_eq!(refusal(&game, "b6-b5"), "The piece on b6 is not yours.");
    assert_eq!(refusal(&game, "a1-a2"), "Your own piece stands on a2.");
    assert_eq!(
        refusal(&game, "b2-b4"),
        "The Kopiník on b2 cannot move to b4: it goes one square forward or diagonally forward."
    );
    for bad in ["", "b2", "b2b3", "b2-", "b2-b9", "h2-h3", "b2-b3+", "b2-b3=", "b2-b3=Q", "b2-b3x", "b2–b3"] {
        assert!(matches!(game.parse_move(bad), Err(deskovna::game::MoveError::Syntax(_))), "{bad:?}");
    }
}

#[test]
fn position_text_round_trips_and_explains_its_errors() {
    for text in [START, "2Z1t2.zp2p2.7.2P4.1pu4.1t3PP.u6_w_1_m", "7.7.7.3T3.7.7.3t3_b_57"] {
        assert_eq!(position(text).to_text(), text);
    }
    let err = |text: &str| Drakoburg::from_text(text).unwrap_err();
    assert_eq!(
        err("").reason.render(Lang::En).split(':').next(),
        Some("A Drakoburg position has 3 or 4 fields separated by “_”")
    );
    assert_eq!(err("7.7.7.7.7.7_w_0").span, (0, 11));
    assert_eq!(err("7.7.7.3T3.7.7.3t2_w_0").span, (14, 17));
    assert_eq!(err("7.7.7.3T3.7.7.3k3_w_0").span, (15, 16));
    assert_eq!(err("7.7.7.3T3.7.7.3t3_x_0").span, (18, 19));
    assert_eq!(err("7.7.7.3T3.7.7.3t3_w_101").span, (20, 23));
    assert_eq!(err("7.7.7.3T3.7.7.3t3_w_0_q").span, (22, 23));
    assert_eq!(err("7.7.7.7.7.7.7_w_0").reason.render(Lang::En), "Neither side has a Těžkooděnec.");
    assert_eq!(
        err("3P3.7.7.3T3.7.7.3t3_w_0").reason.render(Lang::En),
        "A Kopiník cannot stand on d7: it would have been promoted."
    );
    assert_eq!(
        err("7.7.7.3T3.7.3p3.3t3_w_0").reason.render(Lang::En),
        "A Kopiník cannot stand on d2: it would have been promoted."
    );
    let waiting = err("3z3.7.7.3T3.7.7.6t_b_0").reason.render(Lang::En);
    assert_eq!(waiting, "A Těžkooděnec of the player not to move is in check: no move leads there.");
    // A side without a T has lost; a mated player to move is settled on reading.
    let lost = position("7.7.7.3T3.7.7.7_b_3");
    assert_eq!(
        lost.outcome().map(|o| (o.winners().collect::<Vec<_>>(), o.reason)),
        Some((vec![WHITE], EndReason::NoKnightLeft))
    );
    let mated = position(&text(&["a1T", "a4z", "b7z", "c7z", "g7t"], 'w', 0));
    assert_eq!(mated.to_text(), "1zz3t.7.7.z6.7.7.7_w_0_m");
    assert_eq!(mated.outcome().map(|o| o.reason), Some(EndReason::NoKnightLeft));
}

#[test]
fn the_command_line_counts_and_replays() {
    let run = |args: &[&str]| deskovna::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    let perft = run(&["perft", "drakoburg", "2"]);
    assert_eq!(perft.code, 0);
    assert!(perft.text.starts_with("depth 1 count 35\ndepth 2 count 1170\nnodes/s "), "{}", perft.text);
    let replay = run(&["replay", "drakoburg", "d1-c2", "d7-c6", "c2-d1", "c6-d7", "d1-c2", "d7-c6", "c2-d1", "c6-d7"]);
    assert_eq!(replay.text, "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_8\nresult: draw\n");
    let illegal = run(&["replay", "drakoburg", "b2-b3", "b6-b4"]);
    assert_eq!(illegal.code, 1);
    assert_eq!(illegal.text, "illegal at ply 2: b6-b4: The Kopiník on b6 cannot move to b4: it goes one square forward or diagonally forward.");
    let mate = run(&["replay", "drakoburg", "--position", "1zz3t.7.7.4z2.7.7.T6_b_0", "e4-a4#"]);
    assert_eq!(mate.text, "1zz3t.7.7.z6.7.7.7_w_1_m\nresult: black\n");
}
