//! The computer player on Camelot: it takes the castle when it can, its evaluation is
//! colour-blind, and every level answers with a legal move.

mod ai_common;

use ai_common::{every_level_answers, plays_only_legal_moves, random_positions};
use deskovna::ai::{Budget, Search, Settings, StoppedClock, Strategy, Thinker, DECIDED, WIN};
use deskovna::game::{EndReason, Evaluate, Game};
use deskovna::games::camelot::{Camelot, Options, WHITE};

fn position(text: &str) -> Camelot {
    Camelot::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn start(_seed: u64) -> Camelot {
    Camelot::new(&Options::default()).unwrap()
}

/// The position seen from the other side: ranks mirrored, colours swapped (the board, the
/// castles and the start are symmetric under this, so it is the same game with the seats
/// exchanged).
fn mirror(text: &str) -> String {
    let fields: Vec<&str> = text.split('_').collect();
    let swap = |s: &str| {
        s.chars()
            .map(|c| {
                if c.is_ascii_alphabetic() {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                } else {
                    c
                }
            })
            .collect::<String>()
    };
    let board: Vec<String> = fields[0].split('.').rev().map(swap).collect();
    let turn = if fields[1] == "w" { "b" } else { "w" };
    let castle: String = fields[2].chars().rev().collect();
    let leave = if fields[3] == "-" {
        "-".to_string()
    } else {
        fields[3].replace("16", "#").replace('1', "16").replace('#', "1")
    };
    [board.join("."), turn.into(), castle, leave, fields[4].into()].join("_")
}

fn search(game: &Camelot, depth: u32, nodes: u64) -> deskovna::ai::Report<deskovna::games::camelot::Move> {
    Search::new(16).think(game, &Settings::new(depth, Budget::nodes(nodes)), &StoppedClock, 1).unwrap()
}

/// Plays the search's moves for both sides until the game ends (at most `plies`).
fn play_out(mut game: Camelot, plies: usize) -> Camelot {
    let mut player = Thinker::new(16);
    for _ in 0..plies {
        let Some((mv, _)) = player.hint(&game, 4, None, &StoppedClock, 1) else { break };
        game.play(mv).unwrap();
    }
    game
}

// White Men on F15 and G15, two Black Men far away on A8 and L8.
const NEXT_TO_THE_CASTLE: &str = "2.3MM3.10.12.12.12.12.12.m10m.12.12.12.12.10.8.2_w_00_-_0";
// White Men on F13 and G13: three moves from taking the castle.
const THREE_MOVES_AWAY: &str = "2.8.10.5MM5.12.12.12.12.m10m.12.12.12.12.10.8.2_w_00_-_0";

#[test]
fn takes_the_castle_with_two_pieces() {
    for text in [NEXT_TO_THE_CASTLE, THREE_MOVES_AWAY] {
        let plies = if text == NEXT_TO_THE_CASTLE { 3 } else { 7 };
        for (game, winner) in [(position(text), WHITE), (position(&mirror(text)), 1 - WHITE)] {
            let report = search(&game, 8, 200_000);
            assert_eq!(report.score, WIN - plies, "{}", game.to_text());
            let end = play_out(game, plies as usize);
            let outcome = end.outcome().expect("the game is over");
            assert_eq!(outcome.reason, EndReason::CastleTaken);
            assert!(outcome.winners().eq([winner]));
        }
    }
}

#[test]
fn the_evaluation_is_colour_blind() {
    for game in random_positions(200, 10..120, 1, start) {
        let text = game.to_text();
        let mirrored = position(&mirror(&text));
        assert_eq!(game.evaluate(), mirrored.evaluate(), "{text} / {}", mirrored.to_text());
        let moves = |g: &Camelot| {
            let mut m = Vec::new();
            g.legal_moves(&mut m);
            m.iter().filter(|&&mv| g.is_noisy(mv)).count()
        };
        assert_eq!(moves(&game), moves(&mirrored), "{text}");
    }
}

#[test]
fn material_and_progress_count() {
    let start = start(0);
    assert!(start.evaluate().abs() < 50, "{}", start.evaluate());
    // A Man up (Black's Man on I11 gone) is clearly better for White, to move or not.
    let man_up = position("2.8.10.12.12.2kmmmmm1k2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0");
    assert!(man_up.evaluate() > 70, "{}", man_up.evaluate());
    // A piece in the enemy castle is worth far more than one at home.
    let inside = position("1M.8.10.12.12.12.12.12.m10m.12.12.12.12.10.8.1M_w_00_-_0");
    assert!(inside.evaluate() > 300, "{}", inside.evaluate());
}

#[test]
fn captures_are_noisy_and_ordered_first() {
    // White Man E8 must jump the Black Man on E9 (E10 is empty); White has two more Men on C2
    // and D2, Black two on A5 and L5.
    let game = position("2.8.10.12.12.12.12.4m7.4M7.12.12.m10m.12.10.MM6.2_w_00_-_0");
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    assert!(moves.iter().all(|&mv| game.is_noisy(mv)), "capture is compulsory here");
    assert!(moves.iter().any(|&mv| game.notation(mv) == "E8xE10"));
    let report = search(&game, 4, 50_000);
    assert!(report.score > 50, "{}", report.score);
}

#[test]
fn every_level_answers_at_the_start() {
    every_level_answers(&start(0), 40.0);
}

#[test]
fn levels_play_only_legal_moves() {
    plays_only_legal_moves(2, 60, Strategy::Level(2), 10.0, start);
    plays_only_legal_moves(1, 40, Strategy::Greedy, 10.0, start);
}

#[test]
fn a_won_race_is_not_a_draw() {
    // The score of a decided position stays decided (the search does not shuffle into a
    // repetition when a castle is there for the taking).
    let report = search(&position(THREE_MOVES_AWAY), 8, 200_000);
    assert!(report.score > DECIDED);
}
