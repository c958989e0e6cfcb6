//! The computer player on Drakoburg: it mates in one and in two, its evaluation is
//! colour-blind, and every level answers with a legal move.

mod ai_common;

use ai_common::{every_level_answers, plays_only_legal_moves, random_positions};
use deskovna::ai::{Budget, Search, Settings, StoppedClock, Strategy, WIN};
use deskovna::game::{EndReason, Evaluate, Game};
use deskovna::games::drakoburg::{Drakoburg, Move, Options, WHITE};

fn position(text: &str) -> Drakoburg {
    Drakoburg::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn start(_seed: u64) -> Drakoburg {
    Drakoburg::new(&Options::default()).unwrap()
}

/// The position seen from the other side: ranks mirrored, colours swapped (the start, the
/// castles, the pawn ranks and the promotion map are symmetric under this).
fn mirror(text: &str) -> String {
    let mut fields: Vec<String> = text.split('_').map(str::to_string).collect();
    let swap = |s: &str| {
        s.chars()
            .map(|c| if c.is_ascii_uppercase() { c.to_ascii_lowercase() } else { c.to_ascii_uppercase() })
            .collect::<String>()
    };
    fields[0] = fields[0].split('.').rev().map(swap).collect::<Vec<_>>().join(".");
    fields[1] = if fields[1] == "w" { "b".into() } else { "w".into() };
    fields.join("_")
}

fn search(game: &Drakoburg, depth: u32, nodes: u64) -> deskovna::ai::Report<Move> {
    Search::new(16).think(game, &Settings::new(depth, Budget::nodes(nodes)), &StoppedClock, 1).unwrap()
}

// Black: T a7, Kopiníks a6 b6. White: T d1, Zbrojnoši a1 g1, Lukostřelec e3. Zg1-g7 checks
// along rank 7; b7 and c7 stay on the Zbrojnoš's rank, a5 is on the other Zbrojnoš's file, c5
// on the Lukostřelec's diagonal: mate, and Black has no T left. The arrival on g7 (a Black
// castle) brings a new Kopiník, which must not go on a2 (it would block the a-file).
const MATE_IN_ONE: &str = "t6.pp5.7.7.4S2.7.Z2T2Z_w_0";
// Found by searching random positions; no mate in one, every Black reply is mated.
const MATE_IN_TWO: &str = "t3a2.2S2S1.p6.7.7.Z3T2.7_w_0";

#[test]
fn mates_in_one() {
    for (text, winner) in [(MATE_IN_ONE.to_string(), WHITE), (mirror(MATE_IN_ONE), 1 - WHITE)] {
        let mut game = position(&text);
        let report = search(&game, 3, 20_000);
        assert_eq!(report.score, WIN - 1, "{text}");
        assert!(!game.notation(report.best).contains("+a"), "{}", game.notation(report.best));
        game.play(report.best).unwrap();
        let outcome = game.outcome().expect("mate ends the game");
        assert_eq!(outcome.reason, EndReason::NoKnightLeft);
        assert!(outcome.winners().eq([winner]));
    }
}

#[test]
fn mates_in_two() {
    for text in [MATE_IN_TWO.to_string(), mirror(MATE_IN_TWO)] {
        let mut game = position(&text);
        let report = search(&game, 4, 200_000);
        assert_eq!(report.score, WIN - 3, "{text}");
        game.play(report.best).unwrap();
        // Whatever the defence, the next move mates.
        let mut replies = Vec::new();
        game.legal_moves(&mut replies);
        assert!(!replies.is_empty());
        for reply in replies {
            game.play(reply).unwrap();
            let report = search(&game, 3, 50_000);
            assert_eq!(report.score, WIN - 1, "after {}", game.to_text());
            game.undo();
        }
    }
}

#[test]
fn the_evaluation_is_colour_blind() {
    for game in random_positions(300, 4..60, 1, start) {
        let text = game.to_text();
        let mirrored = position(&mirror(&text));
        assert_eq!(game.evaluate(), mirrored.evaluate(), "{text} / {}", mirrored.to_text());
        assert_eq!(game.is_check(), mirrored.is_check(), "{text}");
    }
}

#[test]
fn material_checks_and_noise() {
    let start = start(0);
    assert!(start.evaluate().abs() < 50, "{}", start.evaluate());
    // Without Black's Turkopol White stands far better.
    let up = position("zsstaa1.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0");
    assert!(up.evaluate() > 500, "{}", up.evaluate());
    // A check is seen, and the search gets out of it.
    let check = position("3t3.7.7.7.7.3z3.3T3_w_0");
    assert!(check.is_check());
    assert!(!start.is_check());
    let mut moves = Vec::new();
    check.legal_moves(&mut moves);
    assert!(search(&check, 4, 20_000).score > -WIN / 2);
    // Captures, promotions and reinforcements are noisy; a quiet step is not.
    let game = position("3t3.7.P6.7.1p5.7.3T2Z_w_0");
    let noisy = |text: &str| game.is_noisy(game.parse_move(text).unwrap());
    assert!(noisy("a5-a6=Z"), "promotion");
    assert!(noisy("g1-g7+a2"), "reinforcement");
    assert!(noisy("d1xb3"), "capture");
    assert!(!noisy("g1-g2"));
}

#[test]
fn every_level_answers_at_the_start() {
    every_level_answers(&start(0), 40.0);
}

#[test]
fn levels_play_only_legal_moves() {
    plays_only_legal_moves(3, 80, Strategy::Level(2), 10.0, start);
    plays_only_legal_moves(2, 80, Strategy::Greedy, 10.0, start);
}
