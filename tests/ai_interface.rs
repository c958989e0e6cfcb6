//! The computer player as the browser and the command line call it: position text in, move
//! in notation out; `selfplay` and `think`.

use deskovna::ai::text::{game_kind, suggest, suggest_after, Request, RequestError};
use deskovna::ai::TickingClock;
use deskovna::game::{Game, Lang, Refusal as _};
use deskovna::games::drake::Drake;
use deskovna::games::drakoburg::{square, Piece, Refusal};
use deskovna::games::GameKind;

const EXAMPLE_2: &str = "4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0";

fn request(level: u8, hint: bool) -> Request {
    Request { level, hint, time_ms: Some(4.0), seed: level as u64 }
}

#[test]
fn suggests_a_move_in_notation() {
    let clock = TickingClock::new(1.0);
    let hint = suggest(GameKind::Drake, EXAMPLE_2, &request(3, true), &clock).unwrap().unwrap();
    assert_eq!(hint.notation, "a2*b4");
    let game = Drake::from_text("4_2oDoC.2oC1.1bC2.bCbD2_b_M_MSWA_MSWA_0").unwrap();
    for level in 1..=5 {
        let s = suggest(GameKind::Drake, &game.to_text(), &request(level, false), &clock).unwrap().unwrap();
        assert!(game.parse_move(&s.notation).is_ok(), "level {level}: {}", s.notation);
    }
}

#[test]
fn a_bad_text_is_an_error_and_a_finished_game_has_no_move() {
    let clock = TickingClock::new(1.0);
    let err = suggest(GameKind::Drake, "4_nonsense", &request(3, false), &clock).unwrap_err();
    assert!(matches!(err, RequestError::Position(_)), "{err:?}");
    let over = "4_oa3.2oW1.bs1bC1.bMbD2_o_M_C_-_0";
    assert_eq!(suggest(GameKind::Drake, over, &request(3, false), &clock), Ok(None));
}

#[test]
fn a_bad_move_is_named_by_its_ply_with_the_engines_reason() {
    let clock = TickingClock::new(1.0);
    let start = "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0";
    let moves: Vec<String> = ["b2-b3", "b6-b4"].map(String::from).into();
    let err = suggest_after(GameKind::Drakoburg, start, &moves, &request(1, false), &clock).unwrap_err();
    let reason = Refusal::CannotReach { piece: Piece::Kopinik, from: square(1, 5), to: square(1, 3) }.reason();
    assert_eq!(err, RequestError::Move { ply: 2, notation: "b6-b4".into(), reason });
    let moves = vec!["b2-b3".to_string(), "nonsense".to_string()];
    let err = suggest_after(GameKind::Drakoburg, start, &moves, &request(1, false), &clock).unwrap_err();
    assert!(matches!(err, RequestError::Move { ply: 2, .. }), "{err:?}");
    assert_eq!(game_kind("chess"), Err(RequestError::UnknownGame("chess".into())));
    assert_eq!(game_kind("shamrock"), Ok(GameKind::Shamrock));
    // The words come in both languages, the engine's reason included.
    for lang in Lang::ALL {
        assert!(!err.render(lang).is_empty() && !err.render(lang).contains('{'));
    }
}

fn cli(args: &[&str]) -> deskovna::cli::Output {
    deskovna::cli::run(&args.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn selfplay_reports_a_match() {
    let out = cli(&["selfplay", "drake", "--white", "greedy", "--black", "random", "--games", "6", "--seed", "3"]);
    assert_eq!(out.code, 0, "{}", out.text);
    for line in ["first greedy: wins ", "other random: wins ", "draws at the ply cap: ", "seat blue: ", "seat orange: "]
    {
        assert!(out.text.contains(line), "{line} in\n{}", out.text);
    }
    assert!(out.text.contains("think greedy: average ") && out.text.contains("average length "));
    let seats: u32 = out
        .text
        .lines()
        .filter(|l| l.starts_with("seat "))
        .map(|l| l.split_whitespace().filter_map(|w| w.parse::<u32>().ok()).sum::<u32>())
        .sum();
    assert_eq!(seats, 12, "each game counted once per seat");
    // Three players for a two-seat game, an unknown player: refused with a reason.
    assert_eq!(cli(&["selfplay", "drake", "--seats", "random,random,random"]).code, 1);
    assert_eq!(cli(&["selfplay", "drake", "--white", "level9", "--black", "random"]).code, 1);
}

#[test]
fn selfplay_adjudicates_a_game_both_players_call_won() {
    // White's whole army against one black man: every search scores it won for White.
    let lopsided = "2.m7.10.12.12.12.12.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0";
    let run = |black: &str, extra: &[&str]| {
        let base = ["selfplay", "camelot", "--white", "level2", "--black", black, "--games", "2", "--opening", "0"];
        cli(&[&base[..], &["--position", lopsided, "--adjudicate", "300"], extra].concat())
    };
    let out = run("level2", &[]);
    assert_eq!(out.code, 0, "{}", out.text);
    for line in ["adjudicated at 300 points over 8 plies: 2\n", "seat white: wins 2 ", "average length 8.0 plies"] {
        assert!(out.text.contains(line), "{line} in\n{}", out.text);
    }
    // Played out, the games end as the players agreed they would, and later.
    let out = run("level2", &["--play-out"]);
    assert!(out.text.contains("adjudicated at 300 points over 8 plies: 2, played out: 2 ended so"), "{}", out.text);
    assert!(out.text.contains("seat white: wins 2 ") && !out.text.contains("average length 8.0"), "{}", out.text);
    // A player without a score (random) never agrees; three seats are never adjudicated.
    assert!(run("random", &[]).text.contains("adjudicated at 300 points over 8 plies: 0\n"));
    let three = ["selfplay", "shamrock", "--players", "3", "--seats", "random,random,random", "--adjudicate", "300"];
    assert_eq!(cli(&three).code, 1);
}

#[test]
fn think_prints_a_move() {
    let out = cli(&["think", "drake", "--level", "2", "--position", EXAMPLE_2]);
    assert_eq!(out.code, 0, "{}", out.text);
    assert!(out.text.starts_with("move a2*b4\n"), "{}", out.text);
}
