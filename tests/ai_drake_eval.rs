//! The Drake's evaluation: colour-blind (a position and its mirror image with the colours
//! swapped score the same for the seat to move), and sensible on clear positions.

use deskovna::ai::{Budget, Search, Settings, StoppedClock};
use deskovna::game::rng::Rng;
use deskovna::game::{Evaluate, Game};
use deskovna::games::drake::{Drake, Options, Phase, StackMode, Variant};

/// The position seen from the other side: rows mirrored, colours swapped (Orange plays Blue's
/// actions mirrored in y, so this is the same game with the seats exchanged).
fn mirror(text: &str) -> String {
    let fields: Vec<&str> = text.split('_').collect();
    let swap = |s: &str| {
        s.chars()
            .map(|c| match c {
                'b' => 'o',
                'o' => 'b',
                c => c,
            })
            .collect::<String>()
    };
    let board: Vec<String> = fields[1].split('.').rev().map(swap).collect();
    let mut out = vec![fields[0].to_string(), board.join("."), swap(fields[2]), fields[3].to_string()];
    out.extend([fields[5].to_string(), fields[4].to_string()]);
    out.extend(fields[6..].iter().map(|s| s.to_string()));
    out.join("_")
}

fn middle_game_positions(count: usize, seed: u64) -> Vec<Drake> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    let mut moves = Vec::new();
    while out.len() < count {
        let options = Options {
            variant: Variant { size: 3 + rng.below(4) as u8, mode: StackMode::Random, ..Variant::default() },
            seed: rng.next_u64(),
            ..Options::default()
        };
        let mut game = Drake::new(&options).unwrap();
        for _ in 0..rng.below(40) {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play_unchecked(moves[rng.below(moves.len())]);
        }
        if game.phase() == Phase::Middle && game.outcome().is_none() {
            out.push(Drake::from_text(&game.to_text()).unwrap());
        }
    }
    out
}

#[test]
fn the_evaluation_is_colour_blind() {
    for game in middle_game_positions(300, 1) {
        let text = game.to_text();
        let mirrored = Drake::from_text(&mirror(&text)).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(game.evaluate(), mirrored.evaluate(), "{text} / {}", mirrored.to_text());
        assert_eq!(game.is_check(), mirrored.is_check(), "{text}");
    }
    for game in middle_game_positions(20, 2) {
        let mirrored = Drake::from_text(&mirror(&game.to_text())).unwrap();
        let score = |g: &Drake| Search::new(12).think(g, &Settings::exact(3), &StoppedClock, 1).unwrap().score;
        assert_eq!(score(&game), score(&mirrored), "{}", game.to_text());
    }
}

#[test]
fn material_and_threats_count() {
    // Example 2: Blue to move can take the Orange leader: decisive for a bare evaluation.
    let example = Drake::from_text("4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0").unwrap();
    assert!(example.evaluate() > 5_000);
    // With Orange to move, it is Orange that takes a leader (b4xb1).
    assert!(Drake::from_text("4_oaod2.2oW1.bS1bC1.bMbD2_o_M_C_-_0").unwrap().evaluate() > 5_000);
    // A side a Monk up stands better.
    let even = Drake::from_text("4_3oD.4.4.bD3_b_M_-_-_0").unwrap();
    let monk_up = Drake::from_text("4_3oD.4.4.bDbM2_b_M_-_-_0").unwrap();
    assert!(monk_up.evaluate() > even.evaluate() + 150, "{} {}", monk_up.evaluate(), even.evaluate());
    // In check: Orange's Drake on the back attacks along its file.
    let check = Drake::from_text("4_od3.4.4.bD3_b_M_-_-_0").unwrap();
    assert!(check.is_check());
    assert!(!even.is_check());
    // The search escapes the check.
    let report = Search::new(12).think(&check, &Settings::new(4, Budget::nodes(50_000)), &StoppedClock, 1).unwrap();
    assert!(report.score > -1_000, "{}", report.score);
}
