//! Rules of rules/drakoburg.md on concrete positions: promotion on every file, reinforcements,
//! the notation, the position text and the command line.

mod drakoburg_helpers;

use deskovna::game::{EndReason, Game};
use deskovna::games::drakoburg::{Drakoburg, Move, Options, Piece, Refusal, BLACK, START, WHITE};
use drakoburg_helpers::*;
use std::collections::BTreeSet;

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
    assert_eq!(
        refusal(&game, "c5-c6=Z"),
        Refusal::WrongPromotion { square: sq("c6"), becomes: Piece::Lukostrelec, written: Piece::Zbrojnos }
    );
    let quiet = board(&["c4P", "g1T", "g7t"], 'w');
    assert_eq!(refusal(&quiet, "c4-c5=S"), Refusal::NoPromotion(Piece::Lukostrelec));
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
    assert_eq!(refusal(&game, "d4-d7+a3"), Refusal::RankFull);
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
    let rank2 = ["a2", "b2", "c2", "d2", "e2", "f2", "g2"].map(sq);
    let room = rank2.iter().fold(0u64, |set, &s| set | 1 << s);
    assert_eq!(refusal(&game, "d4-d7"), Refusal::ChooseReinforcement { castle: sq("d7"), room });
    assert_eq!(refusal(&game, "d4-d6+a2"), Refusal::NotACastle { owner: BLACK });
    assert_eq!(refusal(&game, "d4-d7+a3"), Refusal::BadReinforcement { square: sq("a3"), rank: 1 });
    let taken = board(&["d4Z", "a2P", "g1T", "f5t"], 'w');
    assert_eq!(refusal(&taken, "d4-d7+a2"), Refusal::BadReinforcement { square: sq("a2"), rank: 1 });
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
    assert_eq!(refusal(&game, "b2xb3"), Refusal::NothingToCapture(sq("b3")));
    assert_eq!(refusal(&game, "b3-b4"), Refusal::NoPiece(sq("b3")));
    assert_eq!(refusal(&game, "b6-b5"), Refusal::NotYours(sq("b6")));
    assert_eq!(refusal(&game, "a1-a2"), Refusal::OwnTarget(sq("a2")));
    assert_eq!(refusal(&game, "b2-b4"), Refusal::CannotReach { piece: Piece::Kopinik, from: sq("b2"), to: sq("b4") });
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
    assert_eq!(err("").reason, Refusal::Fields);
    assert_eq!(err("7.7.7.7.7.7_w_0").span, (0, 11));
    assert_eq!(err("7.7.7.3T3.7.7.3t2_w_0").span, (14, 17));
    assert_eq!(err("7.7.7.3T3.7.7.3k3_w_0").span, (15, 16));
    assert_eq!(err("7.7.7.3T3.7.7.3t3_x_0").span, (18, 19));
    assert_eq!(err("7.7.7.3T3.7.7.3t3_w_101").span, (20, 23));
    assert_eq!(err("7.7.7.3T3.7.7.3t3_w_0_q").span, (22, 23));
    assert_eq!(err("7.7.7.7.7.7.7_w_0").reason, Refusal::NoKnights);
    assert_eq!(err("3P3.7.7.3T3.7.7.3t3_w_0").reason, Refusal::Promoted(sq("d7")));
    assert_eq!(err("7.7.7.3T3.7.3p3.3t3_w_0").reason, Refusal::Promoted(sq("d2")));
    assert_eq!(err("3z3.7.7.3T3.7.7.6t_b_0").reason, Refusal::WaitingInCheck);
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
