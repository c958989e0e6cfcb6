//! The computer player on Camelot's variants: every level answers on every board, with and
//! without Anti-Camelot's goals; it takes a one-square castle, plants River Camelot's trees,
//! forces its opponent into its castle in Anti-Camelot, and its evaluation is colour-blind on
//! each board.

mod ai_common;

use ai_common::{every_level_answers, random_positions};
use deskovna::ai::{Budget, Search, Settings, StoppedClock, WIN};
use deskovna::game::{EndReason, Evaluate, Game};
use deskovna::games::camelot::{Camelot, Options, Variant, WHITE};

fn start(variant: Variant, anti: bool) -> Camelot {
    Camelot::new(&Options { variant, anti }).unwrap()
}

fn position(text: &str) -> Camelot {
    Camelot::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn best(game: &Camelot, depth: u32) -> (String, i32) {
    let report = Search::new(16).think(game, &Settings::new(depth, Budget::nodes(300_000)), &StoppedClock, 1).unwrap();
    (game.notation(report.best), report.score)
}

#[test]
fn every_level_answers_on_every_board() {
    for variant in Variant::ALL {
        for anti in [false, true] {
            every_level_answers(&start(variant, anti), 30.0);
        }
    }
}

#[test]
fn a_one_square_castle_is_taken_at_once() {
    // Cam: White's Man on D12 steps into D13 and wins, whatever else it could do.
    let game = position("cam_1.1M1.5.7.7.7.7.7.7.m6.5.3.1_w_00_-_0");
    assert_eq!(best(&game, 4), ("D12-D13".to_string(), WIN - 1));
}

#[test]
fn trees_are_planted_and_the_game_goes_on() {
    let mut game = start(Variant::River, false);
    for _ in 0..3 {
        let (mv, _) = best(&game, 1);
        let m = game.parse_move(&mv).unwrap();
        game.play(m).unwrap();
    }
    let planted = game.board().squares().filter(|&sq| game.tree_at(sq)).count();
    assert_eq!((planted, game.planting()), (6, None));
}

#[test]
fn anti_camelot_forces_the_opponent_into_the_castle() {
    // White steps next to Black's Man on F3, which must then jump it into White's castle F1
    // (its only capture: E4 and D5 leave no other).
    let text = "anti-camelot_2.8.10.12.12.12.12.12.12.12.12.3M8.4M7.4m5.4M3.2_w_00_-_0";
    let game = position(text);
    let (mv, score) = best(&game, 4);
    assert_eq!((mv.as_str(), score), ("G2-F2", WIN - 2), "{text}");
    let mut after = game.clone();
    after.play(after.parse_move("G2-F2").unwrap()).unwrap();
    after.play(after.parse_move("F3xF1").unwrap()).unwrap();
    let outcome = after.outcome().unwrap();
    assert_eq!((outcome.reason, outcome.winners().collect::<Vec<_>>()), (EndReason::CastleEntered, vec![WHITE]));
}

/// The position seen from the other side: the board turned (ranks reversed, and on River
/// Camelot's board files too, as its river runs corner to corner), colours swapped.
fn mirror(game: &Camelot) -> Camelot {
    let text = game.to_text();
    let mut fields: Vec<String> = text.split('_').map(String::from).collect();
    let board = fields.len() - 5;
    let swap = |c: char| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() };
    let river = game.board().variant == Variant::River;
    let rank = |r: &str| -> String {
        let mut cells: Vec<String> = Vec::new();
        let mut digits = String::new();
        for c in r.chars() {
            if c.is_ascii_digit() {
                digits.push(c);
            } else {
                if !digits.is_empty() {
                    cells.push(std::mem::take(&mut digits));
                }
                cells.push(if c == 'T' { c.to_string() } else { swap(c).to_string() });
            }
        }
        if !digits.is_empty() {
            cells.push(digits);
        }
        if river {
            cells.reverse();
        }
        cells.concat()
    };
    let ranks: Vec<String> = fields[board].split('.').rev().map(rank).collect();
    fields[board] = ranks.join(".");
    fields[board + 1] = if fields[board + 1] == "w" { "b" } else { "w" }.into();
    fields[board + 2] = fields[board + 2].chars().rev().collect();
    assert_eq!(fields[board + 3], "-", "no castle duties in these positions");
    position(&fields.join("_"))
}

#[test]
fn the_evaluation_is_colour_blind_on_every_board() {
    for variant in Variant::ALL {
        for anti in [false, true] {
            let positions = random_positions(60, 4..80, 3, |_| start(variant, anti));
            for game in positions.iter().filter(|g| g.must_leave(0).is_none() && g.must_leave(1).is_none()) {
                let mirrored = mirror(game);
                assert_eq!(game.evaluate(), mirrored.evaluate(), "{} / {}", game.to_text(), mirrored.to_text());
            }
        }
    }
}
