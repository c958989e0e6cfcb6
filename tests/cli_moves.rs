//! `deskovna moves`: the legal moves of a position in notation, one per line, sorted, so that
//! anyone can compare our move lists with another program's.

// The command line is native only.
#![cfg(not(target_arch = "wasm32"))]

use deskovna::cli;
use deskovna::game::{perft, Game};
use deskovna::games::drakoburg::Drakoburg;
use deskovna::games::shamrock::{Options, Shamrock};
use std::process::Command;

fn run(words: &[&str]) -> cli::Output {
    cli::run(&words.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

/// What the engine lists, in notation, sorted.
fn listed<G: Game>(game: &G) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut words: Vec<String> = moves.iter().map(|&m| game.notation(m)).collect();
    words.sort();
    words
}

#[test]
fn every_game_lists_its_start_moves_sorted_one_per_line() {
    for game in ["drake", "camelot", "drakoburg", "shamrock"] {
        let out = run(&["moves", game]);
        assert_eq!(out.code, 0, "{game}: {}", out.text);
        let lines: Vec<&str> = out.text.lines().collect();
        assert!(!lines.is_empty() && out.text.ends_with('\n'), "{game}");
        assert!(lines.windows(2).all(|w| w[0].as_bytes() < w[1].as_bytes()), "{game}: not sorted or repeated");
        // As many as perft counts at depth 1, and each one a move `replay` plays.
        let depth_one = run(&["perft", game, "1"]);
        assert!(depth_one.text.starts_with(&format!("depth 1 count {}\n", lines.len())), "{game}");
        for line in &lines {
            assert_eq!(run(&["replay", game, line]).code, 0, "{game}: {line}");
        }
    }
}

#[test]
fn the_moves_given_are_played_first() {
    let out = run(&["moves", "drakoburg", "b2-b3", "b6-b5"]);
    let mut game = Drakoburg::new(&Default::default()).unwrap();
    for word in ["b2-b3", "b6-b5"] {
        let mv = game.parse_move(word).unwrap();
        game.play(mv).unwrap();
    }
    assert_eq!(out.text.lines().collect::<Vec<_>>(), listed(&game));
    // From a position text too.
    let out = run(&["moves", "drakoburg", "--position", &game.to_text()]);
    assert_eq!(out.text.lines().collect::<Vec<_>>(), listed(&game));
}

#[test]
fn options_go_through_the_games_own_option_mechanism() {
    let out = run(&["moves", "shamrock", "--players", "3", "--seed", "5", "--expert", "L+0+0c2"]);
    assert_eq!(out.code, 0, "{}", out.text);
    let mut game = Shamrock::new(&Options { players: 3, seed: 5, expert: true }).unwrap();
    let mv = game.parse_move("L+0+0c2").unwrap();
    game.play(mv).unwrap();
    assert_eq!(out.text.lines().collect::<Vec<_>>(), listed(&game));
    assert_eq!(out.text, "L+0+0c0\nL+0+0c1\nL+0+0c3\nL+0+0c4\nL+0+0c5\n");
    // A bad option is refused as `perft` and `replay` refuse it.
    let bad = run(&["moves", "shamrock", "--players", "4"]);
    assert_eq!((bad.code, bad.text.clone()), (1, run(&["replay", "shamrock", "--players", "4"]).text));
}

#[test]
fn an_illegal_move_is_named_by_its_ply_like_replay() {
    let out = run(&["moves", "drakoburg", "b2-b3", "b6-b4"]);
    assert_eq!(out.code, 1);
    assert_eq!(out.text, run(&["replay", "drakoburg", "b2-b3", "b6-b4"]).text);
    assert!(out.text.starts_with("illegal at ply 2: b6-b4: "), "{}", out.text);
}

#[test]
fn the_built_program_prints_the_list_and_nothing_after_the_end() {
    let program = env!("CARGO_BIN_EXE_deskovna");
    let out = Command::new(program).args(["moves", "shamrock", "--seed", "1"]).output().unwrap();
    assert!(out.status.success());
    let game = Shamrock::new(&Options::default()).unwrap();
    let expected: String = listed(&game).iter().map(|w| format!("{w}\n")).collect();
    assert_eq!(String::from_utf8_lossy(&out.stdout), expected);
    assert_eq!(perft(&mut game.clone(), 1), listed(&game).len() as u64);
    // A finished game has no moves: nothing is printed.
    let mate = "1zz3t.7.7.4z2.7.7.T6_b_0";
    let out = Command::new(program).args(["moves", "drakoburg", "--position", mate, "e4-a4"]).output().unwrap();
    assert!(out.status.success());
    assert_eq!(out.stdout, b"");
    let out = Command::new(program).args(["moves", "drakoburg", "b2-b3", "b6-b4"]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("illegal at ply 2: b6-b4: "));
}
