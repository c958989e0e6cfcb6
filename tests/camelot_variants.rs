//! The variants of rules/camelot-variants.md, each rule on a concrete position: Chivalry's
//! board and castles, the one-square castles of Cam and Camette, River Camelot's river and
//! trees, Anti-Camelot's reversed goals; their position texts and the command line.

mod camelot_reference;

mod rules_common;

use camelot_reference::variant_text;
use deskovna::game::{EndReason, Game, Outcome};
use deskovna::games::camelot::{square, Camelot, Options, Refusal, Variant, BLACK, WHITE};
use rules_common::{moves, play};
use std::collections::BTreeSet;

fn game(variant: &str, anti: bool, pieces: &str, turn: char) -> Camelot {
    let text = variant_text(variant, anti, pieces, turn, "00", "-", 0);
    Camelot::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn start(variant: Variant, anti: bool) -> Camelot {
    Camelot::new(&Options { variant, anti }).unwrap()
}

fn refusal(game: &Camelot, mv: &str) -> Refusal {
    match game.parse_move(mv) {
        Ok(_) => panic!("{mv} was accepted"),
        Err(e) => e.kind().clone(),
    }
}

fn sq(name: &str) -> u8 {
    let f = (name.as_bytes()[0] - b'A') as usize;
    square(f, name[1..].parse::<usize>().unwrap() - 1).unwrap()
}

/// White T:C3,F7,K8 and Black T:B11,E14,J15: River Camelot once both have planted.
const TREES: &str = "TC3 TF7 TK8 TB11 TE14 TJ15";

fn river(pieces: &str, turn: char) -> Camelot {
    game("river", false, &format!("{TREES} {pieces}"), turn)
}

#[test]
fn the_start_texts_carry_the_variant() {
    assert_eq!(start(Variant::Camette, false).to_text(), "camette_1.1k1.1mmm1.5.1MMM1.1K1.1_w_00_-_0");
    assert_eq!(start(Variant::Camette, true).to_text(), "anti-camette_1.1k1.1mmm1.5.1MMM1.1K1.1_w_00_-_0");
    let camelot = start(Variant::Camelot, false).to_text();
    assert_eq!(camelot, "2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0");
    assert_eq!(start(Variant::Camelot, true).to_text(), format!("anti-camelot_{camelot}"));
    for variant in Variant::ALL {
        for anti in [false, true] {
            let g = start(variant, anti);
            let back = Camelot::from_text(&g.to_text()).unwrap();
            assert_eq!((back.to_text(), back.hash()), (g.to_text(), g.hash()));
            assert_eq!((back.board().variant, back.anti()), (variant, anti));
        }
    }
    // The same pieces on another variant are another position.
    assert_ne!(start(Variant::Camelot, true).hash(), start(Variant::Camelot, false).hash());
}

#[test]
fn chivalry_has_its_board_its_armies_and_two_square_castles() {
    let g = start(Variant::Chivalry, false);
    assert_eq!(g.board().squares().count(), 176);
    assert_eq!((g.pieces_left(WHITE), g.pieces_left(BLACK)), (20, 20));
    assert!(g.piece_at(sq("N5")).is_none() && g.board().has(sq("N5")) && !g.board().has(sq("N4")));
    // Two pieces in G16 and H16 win; a castle move between them counts.
    let mut g = game("chivalry", false, "MG16 MH15 MA5 mA12 mN12", 'w');
    assert!(moves(&g).contains("G16-H16"));
    play(&mut g, "H15-H16");
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::CastleTaken)));
    // Capturing everything wins only with two or more pieces left; two lone pieces draw.
    let mut g = game("chivalry", false, "MG8 mG9 mA12", 'w');
    play(&mut g, "G8xG10");
    assert_eq!(g.outcome(), Some(Outcome::draw(2, EndReason::BothBare)));
}

#[test]
fn a_one_square_castle_is_won_by_one_piece() {
    // Cam: D13 is Black's castle; a plain move, a canter or a jump into it wins at once.
    for (pieces, mv) in
        [("MD12 MA4 mA8 mG8", "D12-D13"), ("MD11 MD12 MA4 mA8 mG8", "D11-D13"), ("MD11 mD12 MA4 mA8 mG8", "D11xD13")]
    {
        let mut g = game("cam", false, pieces, 'w');
        play(&mut g, mv);
        assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::CastleTaken)), "{mv}");
        assert!(moves(&g).is_empty());
    }
    // Camette: C1 is White's castle; Black steps in and wins.
    let mut g = game("camette", false, "MA5 mC2 mE5", 'b');
    play(&mut g, "…C2-C1");
    assert_eq!(g.outcome(), Some(Outcome::win(BLACK, EndReason::CastleTaken)));
}

#[test]
fn one_square_castles_have_no_castle_moves_and_keep_the_own_castle_rule() {
    // A castle move count has no place on these boards.
    let text = variant_text("cam", false, "MA4 mG10", 'w', "10", "-", 0);
    assert_eq!(Camelot::from_text(&text).err().map(|e| e.reason), Some(Refusal::CastleMoves));
    // A piece that reached the enemy castle has already won: nothing moves on.
    let g = game("cam", false, "MD13 MA4 mA8 mG8", 'b');
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::CastleTaken)));
    assert!(moves(&g).is_empty());
    // No entering the own castle by a plain move or canter …
    let g = game("cam", false, "MD2 MA4 mA8 mG8", 'w');
    assert_eq!(refusal(&g, "D2-D1"), Refusal::OwnCastle(sq("D1")));
    // … only by a jump, and then the piece must leave on the next move.
    let mut g = game("cam", false, "MD3 mD2 MA4 mA8 mG8", 'w');
    assert_eq!(moves(&g), BTreeSet::from(["D3xD1".to_string()]));
    play(&mut g, "D3xD1");
    play(&mut g, "…A8-A7");
    assert!(moves(&g).iter().all(|m| m.starts_with("D1")), "{:?}", moves(&g));
}

#[test]
fn capturing_everything_wins_on_cam_and_camette_with_one_piece_left() {
    let mut g = game("camette", false, "MC3 mC4", 'w');
    play(&mut g, "C3xC5");
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::AllCaptured)));
    let mut g = game("cam", false, "MD5 mD6 mE8", 'w');
    play(&mut g, "D5xD7xF9");
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::AllCaptured)));
    assert_eq!(g.pieces_left(WHITE), 1);
    // One piece each is no draw there: the game goes on.
    let g = game("cam", false, "MA4 mG10", 'w');
    assert_eq!(g.outcome(), None);
    assert!(!moves(&g).is_empty());
}

#[test]
fn nothing_lands_in_the_river() {
    // A plain move: D6 to the river square C7 is refused; over the bridge D7 it goes.
    let g = river("MD6 MB4 mA13 mL13", 'w');
    assert_eq!(refusal(&g, "D6-C7"), Refusal::River(sq("C7")));
    assert!(moves(&g).contains("D6-D7") && !moves(&g).iter().any(|m| m.contains("C7") || m.contains("E7")));
    // A canter landing: E5 over E6 to E7.
    let g = river("ME5 ME6 MB4 mA13 mL13", 'w');
    assert_eq!(refusal(&g, "E5-E7"), Refusal::River(sq("E7")));
    // A jump landing: E5 over the enemy on E6 to E7; nor is the jump compulsory.
    let g = river("ME5 mE6 MB4 mA13 mL13", 'w');
    assert_eq!(refusal(&g, "E5xE7"), Refusal::River(sq("E7")));
    assert!(moves(&g).contains("B4-B5"));
    // Nothing stands on the river, so nothing is leapt over it.
    let g = river("MB8 MB4 mA13 mL13", 'w');
    assert_eq!(refusal(&g, "B8-D8"), Refusal::NothingToLeap(sq("C8")));
    // And no piece may stand there in a position text.
    let text = variant_text("river", false, "MC7 mA13", 'w', "00", "-", 0);
    assert_eq!(Camelot::from_text(&text).err().map(|e| e.reason), Some(Refusal::OnRiver(sq("C7"))));
}

#[test]
fn the_first_move_of_each_side_plants_three_trees() {
    let mut g = start(Variant::River, false);
    let mut list = Vec::new();
    g.legal_moves(&mut list);
    assert_eq!(list.len(), 10_660);
    assert!(list.iter().all(|m| m.trees().is_some()));
    assert_eq!(refusal(&g, "D5-D6"), Refusal::MustPlant);
    assert_eq!(refusal(&g, "T:C3,C3,K8"), Refusal::PlantTwice(sq("C3")));
    assert_eq!(refusal(&g, "T:C3,F7,E2"), Refusal::PlantingSquare(sq("E2")));
    assert_eq!(refusal(&g, "T:C3,F7,B11"), Refusal::PlantingSquare(sq("B11")));
    // Written by file, then rank; read in any order.
    let mv = g.parse_move("t:k8, C3,f7").unwrap();
    assert_eq!(g.notation(mv), "T:C3,F7,K8");
    assert_eq!(g.route(mv), ["C3", "F7", "K8"].map(sq));
    g.play(mv).unwrap();
    assert!(g.tree_at(sq("F7")) && g.to_move() == BLACK);
    assert_eq!(g.quiet_plies(), 1, "a planting is a quiet ply");
    assert_eq!(refusal(&g, "T:C3,F6,K9"), Refusal::PlantingSquare(sq("C3")));
    play(&mut g, "…T:B11,E14,J15");
    assert_eq!(g.quiet_plies(), 2);
    // Now pieces move, and trees are planted no more.
    assert_eq!(refusal(&g, "T:D2,I2,J2"), Refusal::NotPlanting);
    assert!(moves(&g).contains("D5-D6"));
    // A tree is like the river: nothing lands on it (F6 to F7).
    play(&mut g, "F4-F6");
    play(&mut g, "…C13-C12");
    assert_eq!(refusal(&g, "F6-F7"), Refusal::Tree(sq("F7")));
    // Undo takes the trees back up.
    while g.undo() {}
    assert_eq!(g.to_text(), start(Variant::River, false).to_text());
    assert!(!g.tree_at(sq("F7")));
}

#[test]
fn anti_camelot_is_won_by_being_entered() {
    // Stepping into the enemy castle loses, on any board, one piece being enough.
    let mut g = game("camelot", true, "MF15 MA4 mA13 mL13", 'w');
    play(&mut g, "F15-F16");
    assert_eq!(g.outcome(), Some(Outcome::win(BLACK, EndReason::CastleEntered)));
    let mut g = game("cam", true, "MD12 MA4 mA8 mG8", 'w');
    play(&mut g, "D12-D13");
    assert_eq!(g.outcome(), Some(Outcome::win(BLACK, EndReason::CastleEntered)));
    // Capturing is still compulsory, even when the jump lands in the enemy castle.
    let mut g = game("camelot", true, "MF14 mF15 MA4 mA13 mL13", 'w');
    assert_eq!(moves(&g), BTreeSet::from(["F14xF16".to_string()]));
    play(&mut g, "F14xF16");
    assert_eq!(g.outcome(), Some(Outcome::win(BLACK, EndReason::CastleEntered)));
}

#[test]
fn anti_camelot_is_won_without_a_move_and_the_draws_come_first() {
    // Black must take White's last piece: White, to move with nothing, wins.
    let mut g = game("camelot", true, "ME8 mE9 mA13", 'b');
    play(&mut g, "…E9xE7");
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::NoLegalMove)));
    // With one piece or none on each side, a board of two-square castles draws …
    let mut g = game("camelot", true, "ME8 mE9 mA13", 'w');
    play(&mut g, "E8xE10");
    assert_eq!(g.outcome(), Some(Outcome::draw(2, EndReason::BothBare)));
    // … but on Cam one piece still plays on, and White, left without a piece, wins.
    let mut g = game("cam", true, "ME8 mE9 mB11", 'b');
    play(&mut g, "…E9xE7");
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::NoLegalMove)));
    let mut g = game("cam", true, "ME8 mE9 mB11", 'w');
    play(&mut g, "E8xE10");
    assert_eq!(g.outcome(), None);
    // Taking every enemy piece wins nothing: the side left without one wins, when to move …
    let g = game("camelot", true, "MA4 ML4", 'b');
    assert_eq!(g.outcome(), Some(Outcome::win(BLACK, EndReason::NoLegalMove)));
    // … unless the 100-ply draw comes first.
    let text = variant_text("camelot", true, "MA4 ML4", 'w', "00", "-", 99);
    let mut g = Camelot::from_text(&text).unwrap();
    assert_eq!(g.outcome(), None);
    play(&mut g, "A4-A5");
    assert_eq!(g.outcome(), Some(Outcome::draw(2, EndReason::NoProgress)));
    // A position read with an enemy piece in a castle is won by the castle's owner.
    let text = variant_text("camelot", true, "MA4 ML4 mF1 mA13", 'w', "00", "-", 0);
    let g = Camelot::from_text(&text).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::win(WHITE, EndReason::CastleEntered)));
}

#[test]
fn the_command_line_takes_the_variant_and_anti() {
    let run = |a: &[&str]| deskovna::cli::run(&a.iter().map(|s| s.to_string()).collect::<Vec<_>>());
    let out = run(&["perft", "camelot", "2", "--variant", "cam"]);
    assert!(out.text.starts_with("depth 1 count 54\ndepth 2 count 2916\n"), "{}", out.text);
    let out = run(&["perft", "camelot", "--anti", "1", "--variant", "camette"]);
    assert!(out.text.starts_with("depth 1 count 22\n"), "{}", out.text);
    let out = run(&["replay", "camelot", "--variant", "river", "--anti", "T:C3,F7,K8", "…T:B11,E14,J15", "F4-F6"]);
    assert_eq!(out.code, 0, "{}", out.text);
    assert!(out.text.starts_with("anti-river_") && out.text.ends_with("_b_00_-_3\nresult: ongoing\n"), "{}", out.text);
    let out = run(&["soak", "camelot", "--plies", "300", "--seed", "3", "--variant", "chivalry", "--anti"]);
    assert_eq!(out.code, 0, "{}", out.text);
    let out = run(&["think", "camelot", "--level", "1", "--variant", "camette"]);
    assert!(out.text.starts_with("move "), "{}", out.text);
    let out = run(&[
        "selfplay",
        "camelot",
        "--white",
        "greedy",
        "--black",
        "random",
        "--games",
        "2",
        "--variant",
        "cam",
        "--anti",
    ]);
    assert_eq!(out.code, 0, "{}", out.text);
    let out = run(&["moves", "camelot", "--variant", "camette", "--anti"]);
    assert_eq!((out.code, out.text.lines().count()), (0, 22), "{}", out.text);
    let out = run(&["moves", "camelot", "--variant", "river", "T:C3,F7,K8"]);
    assert_eq!(out.text.lines().count(), 10_660, "Black's plantings");
    let out = run(&["perft", "camelot", "1", "--variant", "chess"]);
    assert_eq!(out.code, 1);
    assert!(out.text.contains("chess"), "{}", out.text);
}
