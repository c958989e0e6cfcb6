//! The examples of rules/camelot.md and its rules of movement and capture, each on a concrete
//! position (castles and endings are in `camelot_castles` and `camelot_endings`).

mod camelot_reference;

mod rules_common;

use camelot_reference::text_of;
use deskovna::game::{Game, MoveError};
use deskovna::games::camelot::{square, square_name, Camelot, Options, Refusal, BLACK, WHITE};
use rules_common::{moves, play};
use std::collections::{BTreeMap, BTreeSet};

fn position(pieces: &str, turn: char) -> Camelot {
    let text = text_of(pieces, turn, "00", "-", 0);
    Camelot::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves_from(game: &Camelot, from: &str) -> BTreeSet<String> {
    moves(game).into_iter().filter(|m| m.split(['-', 'x']).next() == Some(from)).collect()
}

/// Why a move is refused.
fn refusal(game: &Camelot, mv: &str) -> Refusal {
    match game.parse_move(mv) {
        Ok(_) => panic!("{mv} was accepted"),
        Err(e) => e.kind().clone(),
    }
}

/// Whether a move is one step to a neighbour.
fn is_plain(mv: &str) -> bool {
    let squares: Vec<(i32, i32)> =
        mv.split(['-', 'x']).map(|s| (s.as_bytes()[0] as i32, s[1..].parse::<i32>().unwrap())).collect();
    squares.len() == 2 && (squares[0].0 - squares[1].0).abs() <= 1 && (squares[0].1 - squares[1].1).abs() <= 1
}

fn sq(name: &str) -> u8 {
    let f = (name.as_bytes()[0] - b'A') as usize;
    square(f, name[1..].parse::<usize>().unwrap() - 1).unwrap()
}

#[test]
fn the_start_position() {
    let game = Camelot::new(&Options::default()).unwrap();
    assert_eq!(game.to_text(), "2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0");
    assert_eq!(game.to_move(), 0);
    assert_eq!(game.outcome(), None);
}

/// "From the start position White has 100 distinct (from, to) first moves." The legal moves
/// are 112 because a move is its route: six (from, to) pairs are reached by three canter
/// routes each. The Man on E7 canters over D7 to C7, over D6 to C5 and over E6 to E5; C5 and
/// C7 are linked over C6 and E5 and C7 over D6, so each of the three squares is reached
/// directly or through one or both of the others. The Man on H7 mirrors it.
#[test]
fn white_has_100_first_moves_and_112_routes() {
    let game = Camelot::new(&Options::default()).unwrap();
    let all = moves(&game);
    assert_eq!(all.len(), 112);
    let mut by_pair: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for m in &all {
        let squares: Vec<&str> = m.split(['-', 'x']).collect();
        let pair = (squares[0].to_string(), squares[squares.len() - 1].to_string());
        by_pair.entry(pair).or_default().push(m.clone());
    }
    assert_eq!(by_pair.len(), 100);
    let several: BTreeMap<String, Vec<String>> = by_pair
        .into_iter()
        .filter(|(_, routes)| routes.len() > 1)
        .map(|((from, to), routes)| (format!("{from}>{to}"), routes))
        .collect();
    let expected: BTreeMap<String, Vec<String>> = [
        ("E7>C5", vec!["E7-C5", "E7-C7-C5", "E7-E5-C7-C5"]),
        ("E7>C7", vec!["E7-C5-C7", "E7-C7", "E7-E5-C7"]),
        ("E7>E5", vec!["E7-C5-C7-E5", "E7-C7-E5", "E7-E5"]),
        ("H7>H5", vec!["H7-H5", "H7-J5-J7-H5", "H7-J7-H5"]),
        ("H7>J5", vec!["H7-H5-J7-J5", "H7-J5", "H7-J7-J5"]),
        ("H7>J7", vec!["H7-H5-J7", "H7-J5-J7", "H7-J7"]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v.into_iter().map(String::from).collect()))
    .collect();
    assert_eq!(several, expected);
    // The moves come in right-left mirror pairs (files A..L ↔ L..A): 50 and their reflections.
    let mirror = |m: &str| -> String {
        m.chars().map(|c| if c.is_ascii_uppercase() { (b'L' - (c as u8 - b'A')) as char } else { c }).collect()
    };
    assert!(all.iter().all(|m| all.contains(&mirror(m))));
}

#[test]
fn plain_move_and_canter_in_wcf_notation() {
    let mut game = Camelot::new(&Options::default()).unwrap();
    assert!(moves(&game).contains("D6-D8"), "a canter over the Knight on D7");
    let canter = game.parse_move("d6-d8").unwrap();
    assert_eq!(game.notation(canter), "D6-D8");
    assert_eq!(game.route(canter), vec![sq("D6"), sq("D8")]);
    assert!(game.captures(canter).is_empty());
    play(&mut game, "D6-D8");
    assert_eq!(game.to_move(), 1);

    // `E6-E7`: a plain move, one step to an empty neighbour.
    let game = position("ME6 MA4 mA13 mL13", 'w');
    assert_eq!(
        moves_from(&game, "E6"),
        ["E6-D5", "E6-D6", "E6-D7", "E6-E5", "E6-E7", "E6-F5", "E6-F6", "E6-F7"]
            .into_iter()
            .map(String::from)
            .collect()
    );
    assert_eq!(game.notation(game.parse_move("E6-E7").unwrap()), "E6-E7");
}

#[test]
fn canters_chain_change_direction_and_never_revisit() {
    // A Man on D4 among friends on D5, C4 and C5: it may stop after any canter and change
    // direction; no chain lands twice on a square or ends where it began.
    let game = position("MD4 MD5 MC4 MC5 mA13 mL13", 'w');
    let canters: BTreeSet<String> = moves_from(&game, "D4").into_iter().filter(|m| !is_plain(m)).collect();
    let expected = ["D4-B4", "D4-B4-D6", "D4-B6", "D4-D6", "D4-D6-B4"];
    assert_eq!(canters, expected.into_iter().map(String::from).collect());
    assert_eq!(refusal(&game, "D4-D6-B4-D4"), Refusal::CanterBack(sq("D4")));
    assert_eq!(refusal(&game, "D4-D6-D4"), Refusal::CanterBack(sq("D4")));
    assert_eq!(refusal(&game, "D4-D6-B4-D6"), Refusal::CanterRevisit(sq("D6")));
}

/// `C6-E6-G6-G8xE10`, a Knight's charge from a WCF game: canters over D6, F6 and G7, then a
/// jump over F9.
#[test]
fn the_charge_c6_e6_g6_g8xe10_is_accepted() {
    let game = position("KC6 MD6 MF6 MG7 MA4 mF9 mJ14 mK13", 'w');
    let mv = game.parse_move("C6-E6-G6-G8xE10").unwrap();
    assert_eq!(game.route(mv), ["C6", "E6", "G6", "G8", "E10"].map(sq).to_vec());
    assert_eq!(game.captures(mv), vec![sq("F9")]);
    // The same canters without the jump land next to F9 with E10 empty: the Knight must go on.
    assert_eq!(refusal(&game, "C6-E6-G6-G8"), Refusal::KnightMustCapture(sq("G8")));
    let mut after = game.clone();
    after.play(mv).unwrap();
    assert_eq!(after.pieces_left(1), 2);
    assert!(after.undo());
    assert_eq!(after.to_text(), game.to_text());
}

/// `D10-D8xD6`: Black's Knight canters over D9 and jumps D7 while a plain jump (H10xH8) is
/// available elsewhere: a charge satisfies compulsory capture.
#[test]
fn the_charge_d10_d8xd6_meets_compulsory_capture() {
    let game = position("MD7 MH9 MA4 ML4 kD10 mD9 mH10 mA13", 'b');
    let all = moves(&game);
    assert!(all.contains("D10-D8xD6"));
    assert!(all.contains("H10xH8"));
    assert!(all.iter().all(|m| m.contains('x')), "only captures: {all:?}");
    for written in ["…D10-D8xD6", "...D10-D8xD6", "... d10-d8xd6", "D10-D8xD6"] {
        let mv = game.parse_move(written).unwrap();
        assert_eq!(game.notation(mv), "D10-D8xD6");
    }
    assert_eq!(refusal(&game, "A13-A12"), Refusal::MustCapture(BLACK, sq("H10"), sq("H8")));
    assert_eq!(refusal(&game, "D10-D8"), Refusal::MustCapture(BLACK, sq("H10"), sq("H8")));
}

/// `H6-F8xH10xH12xF12xH10`: a canter, then a jump chain that lands on H10 twice (the pieces
/// jumped vanish at once).
#[test]
fn a_jump_chain_may_revisit_a_square() {
    let game = position("KH6 MG7 MA4 mG9 mH11 mG12 mG11 mL13 mK14", 'w');
    let mv = game.parse_move("H6-F8xH10xH12xF12xH10").unwrap();
    assert_eq!(game.captures(mv), ["G9", "H11", "G12", "G11"].map(sq).to_vec());
    // Stopping before the chain is over is refused: G11 can still be jumped from F12.
    assert_eq!(refusal(&game, "H6-F8xH10xH12xF12"), Refusal::KeepJumping(sq("F12")));
    // A Man's jump chain may even come back to where it started.
    let game = position("ME5 mE6 mF7 mG6 mF5 mL13 mK14", 'w');
    assert!(moves(&game).contains("E5xE7xG7xG5xE5"));
    assert!(moves(&game).contains("E5xG5xG7xE7xE5"));
}

#[test]
fn compulsory_capture_refuses_plain_moves_and_canters() {
    let game = position("ME8 MA4 MA5 KB4 mE9 mL13 mK13", 'w');
    assert_eq!(refusal(&game, "A4-B5"), Refusal::MustCapture(WHITE, sq("E8"), sq("E10")));
    assert_eq!(refusal(&game, "A4-A6"), Refusal::MustCapture(WHITE, sq("E8"), sq("E10")));
    assert_eq!(moves(&game), BTreeSet::from(["E8xE10".to_string()]));
    // Any capture may be chosen, not only the longest.
    let game = position("ME8 MB4 mE9 mC5 mC7 mL13", 'w');
    assert_eq!(moves(&game), ["B4xD6xB8", "E8xE10"].into_iter().map(String::from).collect());
    assert_eq!(refusal(&game, "B4xD6"), Refusal::KeepJumping(sq("D6")));
}

#[test]
fn a_knight_whose_canter_lands_next_to_a_jumpable_enemy_must_capture() {
    // D6 over D7 lands on D8, next to E9 with F10 empty.
    let game = position("KD6 MD7 MC9 MA4 mE9 mB11 mL13", 'w');
    assert_eq!(refusal(&game, "D6-D8"), Refusal::KnightMustCapture(sq("D8")));
    assert!(moves(&game).contains("D6-D8xF10"));
    // Cantering on from D8 without a capture is still refused …
    assert_eq!(refusal(&game, "D6-D8-B10"), Refusal::KnightMustCapture(sq("D8")));
    // … but the capture may come later in the same move.
    assert!(moves(&game).contains("D6-D8-B10xB12"));
    // Only charges capture here, so capturing is not compulsory.
    assert!(moves(&game).contains("A4-A5"));
    // The rule is the Knight's: a Man may canter there and stop.
    let game = position("MD6 MD7 MC9 MA4 mE9 mB11 mL13", 'w');
    assert!(moves(&game).contains("D6-D8"));
    assert!(!moves(&game).iter().any(|m| m.starts_with("D6") && m.contains('x')), "a Man cannot charge");
    assert_eq!(refusal(&game, "D6-D8xF10"), Refusal::OnlyKnight);
}

#[test]
fn a_jump_is_never_followed_by_a_canter() {
    // After D6xD8 the Knight could canter over C9 to B10 (a friend), but jumping only jumps.
    let game = position("KD6 MC9 MA4 mD7 mL13 mK13", 'w');
    assert!(moves(&game).contains("D6xD8"));
    assert_eq!(refusal(&game, "D6xD8-B10"), Refusal::CanterAfterJump);
}

#[test]
fn notation_errors_say_what_is_wrong() {
    let game = position("KD6 MD7 MC9 MA4 mE9 mB11 mL13", 'w');
    assert_eq!(refusal(&game, "D6-D8-F10"), Refusal::WriteJump(sq("D8"), sq("F10")));
    assert_eq!(refusal(&game, "A4xA5"), Refusal::WriteDash(sq("A4"), sq("A5")));
    assert_eq!(refusal(&game, "…A4-A5"), Refusal::BlackMark);
    assert_eq!(refusal(&game, "A4-A7"), Refusal::NotAStep(sq("A4"), sq("A7")));
    assert_eq!(refusal(&game, "A4-A6"), Refusal::NothingToLeap(sq("A5")));
    assert_eq!(refusal(&game, "B4-B5"), Refusal::NoPiece(sq("B4")));
    assert_eq!(refusal(&game, "E9-E8"), Refusal::NotYours(sq("E9")));
    assert_eq!(refusal(&game, "A4-A5-A6"), Refusal::PlainAlone);
    match game.parse_move("  A1-A2") {
        Err(MoveError::Syntax(e)) => {
            assert_eq!(e.span, (2, 4));
            assert_eq!(e.reason, Refusal::NotASquare("A1".into()));
        }
        other => panic!("{other:?}"),
    }
    for bad in ["", "A4", "A4-", "A4--A5", "A4 A5", "x", "A4-A5!", "…", "A4→A5"] {
        assert!(matches!(game.parse_move(bad), Err(MoveError::Syntax(_))), "{bad}");
    }
    // Both languages.
    let e = game.parse_move("B4-B5").unwrap_err();
    let czech = e.reason().render(deskovna::game::Lang::Cs);
    assert!(czech.contains("B4") && czech != e.reason().render(deskovna::game::Lang::En), "{czech}");
    assert_eq!(square_name(sq("L13")), "L13");
}
