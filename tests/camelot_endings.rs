//! Every win and draw of rules/camelot.md, the position text, and the command line.

mod camelot_reference;

mod rules_common;

use camelot_reference::text_of;
use deskovna::game::{EndReason, Game, Outcome};
use deskovna::games::camelot::{Camelot, Refusal, BLACK, WHITE};
use rules_common::play;

fn game(pieces: &str, turn: char, counts: &str, quiet: u32) -> Camelot {
    let text = text_of(pieces, turn, counts, "-", quiet);
    Camelot::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn no_moves(game: &Camelot) -> bool {
    let mut list = Vec::new();
    game.legal_moves(&mut list);
    list.is_empty()
}

#[test]
fn two_pieces_in_the_enemy_castle_win() {
    let mut g = game("MF16 MG15 MA4 mA13 mL13", 'w', "00", 0);
    play(&mut g, "G15-G16");
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::CastleTaken)));
    assert!(no_moves(&g));
    assert!(g.undo());
    assert_eq!(g.outcome(), None);
}

#[test]
fn capturing_everything_wins_only_with_two_pieces_left() {
    let mut g = game("ME8 MA4 mE9", 'w', "00", 0);
    play(&mut g, "E8xE10");
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::AllCaptured)));
    // A lone piece that captures the last enemies draws: both sides have one piece or fewer.
    let mut g = game("ME8 mE9 mE11", 'w', "00", 0);
    play(&mut g, "E8xE10xE12");
    assert_eq!(g.outcome(), Some(Outcome::draw(2, EndReason::BothBare)));
}

#[test]
fn both_sides_bare_is_a_draw() {
    let mut g = game("ME8 mE9 mL13", 'w', "00", 0);
    play(&mut g, "E8xE10");
    assert_eq!(g.outcome(), Some(Outcome::draw(2, EndReason::BothBare)));
    // A position read with one piece each is over already.
    assert_eq!(game("MA4 mL13", 'w', "00", 0).outcome(), Some(Outcome::draw(2, EndReason::BothBare)));
}

#[test]
fn the_player_to_move_without_a_legal_move_loses() {
    // Black's last piece sits in White's castle with one castle move left.
    let mut g = game("MA4 ML4 mF1", 'b', "01", 0);
    play(&mut g, "…F1-G1");
    play(&mut g, "A4-A5");
    assert!(no_moves(&g));
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::NoLegalMove)));
}

#[test]
fn the_third_repetition_is_a_draw() {
    let mut g = game("MA4 ML4 mA13 mL13", 'w', "00", 0);
    for round in 0..2 {
        for mv in ["A4-A5", "A13-A12", "A5-A4", "A12-A13"] {
            assert_eq!(g.outcome(), None, "round {round}");
            play(&mut g, mv);
        }
    }
    assert_eq!(g.outcome(), Some(Outcome::draw(2, EndReason::Repetition)));
    assert!(no_moves(&g));
    g.undo();
    assert_eq!(g.outcome(), None);
}

#[test]
fn a_hundred_plies_without_progress_draw() {
    let mut g = game("MA4 ML4 mA13 mL13", 'w', "00", 98);
    play(&mut g, "A4-A5");
    assert_eq!((g.outcome(), g.quiet_plies()), (None, 99));
    play(&mut g, "A13-A12");
    assert_eq!(g.outcome(), Some(Outcome::draw(2, EndReason::NoProgress)));

    // A capture resets the count …
    let mut g = game("ME8 MA4 mE9 mL13 mA13", 'w', "00", 99);
    play(&mut g, "E8xE10");
    assert_eq!((g.outcome(), g.quiet_plies()), (None, 0));
    // … and so does a move onto an opponent's castle square, castle moves included.
    let mut g = game("MF15 MA4 mA13 mL13", 'w', "00", 99);
    play(&mut g, "F15-F16");
    assert_eq!((g.outcome(), g.quiet_plies()), (None, 0));
    let mut g = game("MF16 MA4 mA13 mL13", 'w', "00", 99);
    play(&mut g, "F16-G16");
    assert_eq!((g.outcome(), g.quiet_plies()), (None, 0));
    // A position read at 100 is over.
    assert_eq!(game("MA4 ML4 mA13 mL13", 'w', "00", 100).outcome(), Some(Outcome::draw(2, EndReason::NoProgress)));
}

#[test]
fn a_win_comes_before_a_draw() {
    // The 100th quiet ply leaves Black without a legal move: White wins.
    let mut g = game("MA4 ML4 mF1", 'w', "02", 99);
    play(&mut g, "A4-A5");
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::NoLegalMove)));
}

#[test]
fn the_position_text_round_trips_every_counter() {
    let text = text_of("MF1 kG16 MF16 MA4 mA13 KC6", 'b', "12", "F1G16", 37);
    let g = Camelot::from_text(&text).unwrap();
    assert_eq!(g.to_text(), text);
    assert_eq!((g.castle_moves(WHITE), g.castle_moves(BLACK), g.quiet_plies()), (1, 2, 37));
    assert!(g.must_leave(WHITE).is_some() && g.must_leave(BLACK).is_some());
    assert_eq!(g.to_move(), BLACK);
    // The duty is part of the position: the same board without it hashes differently.
    let plain = Camelot::from_text(&text.replace("F1G16", "-")).unwrap();
    assert_ne!(plain.hash(), g.hash());
}

#[test]
fn bad_position_texts_are_refused_with_a_reason() {
    let good = text_of("MA4 mA13 ML4", 'w', "00", "-", 0);
    assert!(Camelot::from_text(&good).is_ok());
    let cases = [
        (good.replace("_w_", "_x_"), Refusal::Turn),
        (good.replace("_00_", "_03_"), Refusal::CastleMoves),
        (good.replace("_-_", "_F1_"), Refusal::Leave),
        (good.replace("_-_0", "_-_101"), Refusal::Quiet),
        (good.replacen("2.", "3.", 1), Refusal::RankWidth(16, 2)),
        (good.replacen("2.", "2.2.", 1), Refusal::Ranks(16)),
        (good.replacen("2.", "1q.", 1), Refusal::Cell('q')),
        (good.replace("_-_0", "_-"), Refusal::Fields),
        (text_of("KA4 KB4 KC4 KD4 KE4 mA13 ML4", 'w', "00", "-", 0), Refusal::TooMany(WHITE, 4, 10)),
        (text_of("MF16 MG16 mF1 mG1", 'w', "00", "-", 0), Refusal::BothCastles),
        (format!("chivalry_{good}"), Refusal::RankWidth(12, 14)),
        (format!("cam_{good}"), Refusal::Ranks(13)),
        (format!("anti_{good}"), Refusal::UnknownVariant("anti".into())),
        (format!("camelot_{good}"), Refusal::UnknownVariant("camelot".into())),
        (good.replace("M10M", "M10T"), Refusal::Trees),
    ];
    for (text, reason) in cases {
        match Camelot::from_text(&text) {
            Ok(_) => panic!("{text} was accepted"),
            Err(e) => assert_eq!(e.reason, reason, "{text}"),
        }
    }
}

#[test]
fn the_command_line_counts_and_replays() {
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let out = deskovna::cli::run(&args(&["perft", "camelot", "2"]));
    assert_eq!(out.code, 0);
    assert!(out.text.starts_with("depth 1 count 112\ndepth 2 count 12580\nnodes/s "), "{}", out.text);

    let out = deskovna::cli::run(&args(&["replay", "camelot", "D6-D8", "…D11-D9", "d8-c9"]));
    assert_eq!(out.code, 0, "{}", out.text);
    assert!(out.text.ends_with("_b_00_-_3\nresult: ongoing\n"), "{}", out.text);

    let out = deskovna::cli::run(&args(&["replay", "camelot", "E6-E7"]));
    assert_eq!((out.code, out.text.as_str()), (1, "illegal at ply 1: E6-E7: E7 is not empty."));
}
