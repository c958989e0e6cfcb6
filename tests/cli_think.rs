//! `deskovna think <game> [<move>...]`: the computer's move in the position the moves lead to,
//! the moves played as `replay` and `moves` play them.

// The command line is native only.
#![cfg(not(target_arch = "wasm32"))]

use deskovna::cli;
use deskovna::game::Game;
use deskovna::games::camelot::{Camelot, BLACK};

fn run(words: &[&str]) -> cli::Output {
    cli::run(&words.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

/// The game after `moves` from Camelot's start.
fn camelot_after(moves: &[&str]) -> Camelot {
    let mut game = Camelot::new(&Default::default()).unwrap();
    for word in moves {
        let mv = game.parse_move(word).unwrap();
        game.play(mv).unwrap();
    }
    game
}

/// The move `think` printed.
fn chosen(out: &cli::Output) -> &str {
    assert_eq!(out.code, 0, "{}", out.text);
    out.text.lines().next().and_then(|l| l.strip_prefix("move ")).unwrap_or_else(|| panic!("{}", out.text))
}

#[test]
fn answers_in_the_position_the_moves_lead_to() {
    let out = run(&["think", "camelot", "--level", "1", "E6-E5"]);
    let game = camelot_after(&["E6-E5"]);
    assert_eq!(game.to_move(), BLACK);
    let mv = game.parse_move(chosen(&out)).unwrap_or_else(|e| panic!("{}: {e}", out.text));
    assert!(game.check(mv).is_ok(), "not Black's legal move: {}", out.text);
}

#[test]
fn moves_lead_where_the_position_text_does() {
    // The greedy player is deterministic for a seed, so both ways give the same answer.
    let moves = ["E6-E5", "E11-E12", "D7-D8"];
    let text = camelot_after(&moves).to_text();
    let mut by_moves = vec!["think", "camelot", "--ai", "greedy", "--seed", "3"];
    by_moves.extend(moves);
    let by_text = run(&["think", "camelot", "--ai", "greedy", "--seed", "3", "--position", &text]);
    assert_eq!(chosen(&run(&by_moves)), chosen(&by_text));
    // And moves go on from a position text too.
    let after = camelot_after(&["E6-E5", "E11-E12", "D7-D8", "E12-E13"]);
    let out = run(&["think", "camelot", "--ai", "greedy", "--seed", "3", "--position", &text, "E12-E13"]);
    let mv = after.parse_move(chosen(&out)).unwrap();
    assert!(after.check(mv).is_ok(), "{}", out.text);
}

#[test]
fn an_illegal_move_is_refused_as_replay_refuses_it() {
    for game in ["drakoburg", "camelot"] {
        let words: &[&str] = if game == "drakoburg" { &["b2-b3", "b6-b4"] } else { &["E6-E5", "E11-E12", "E5-E3"] };
        let mut think = vec!["think", game, "--level", "1"];
        think.extend(words);
        let out = run(&think);
        let mut replay = vec!["replay", game];
        replay.extend(words);
        let refused = run(&replay);
        assert_eq!((out.code, &out.text), (1, &refused.text), "{game}");
        let ply = words.len();
        assert!(out.text.starts_with(&format!("illegal at ply {ply}: {}: ", words[ply - 1])), "{}", out.text);
    }
}
