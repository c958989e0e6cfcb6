//! The analysis: multi-PV scores against plain minimax on a toy game, slices that stop and go
//! on, reports of every game from texts, three seats by Monte-Carlo, determinism.

mod ai_toy;

use ai_toy::CountDown;
use deskovna::ai::analysis::{Analyser, Analysis, Report, Score, Settings};
use deskovna::ai::text::RequestError;
use deskovna::ai::{terminal_score, Budget, StoppedClock};
use deskovna::game::{Evaluate, Game};
use deskovna::games::GameKind;

fn settings(lines: usize, max_depth: u32) -> Settings {
    Settings { lines, max_depth, ..Settings::for_game(GameKind::Camelot) }
}

/// Plain negamax with the search's own leaf and end values.
fn minimax<G: Evaluate>(game: &mut G, depth: u32, ply: usize) -> i32 {
    let me = game.to_move();
    if let Some(outcome) = game.outcome() {
        return terminal_score(&outcome, me, ply);
    }
    if depth == 0 {
        return game.evaluate();
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut best = i32::MIN;
    for mv in moves {
        game.play_unchecked(mv);
        let score = minimax(game, depth - 1, ply + 1);
        let score = if game.to_move() == me { score } else { -score };
        game.undo();
        best = best.max(score);
    }
    best
}

/// Every report until done (or `limit` slices), each slice `budget`.
fn run<G: Evaluate>(analyser: &mut Analyser<G>, budget: Budget, limit: usize) -> Vec<Report> {
    let mut reports = Vec::new();
    for _ in 0..limit {
        if analyser.done() {
            break;
        }
        reports.extend(analyser.step(budget, &StoppedClock));
    }
    reports
}

#[test]
fn the_best_lines_are_the_minimax_values_of_their_moves() {
    for stones in [9, 14, 21] {
        let game = CountDown::new(stones, 2, false);
        let exact = Settings { exact: true, ..settings(3, 7) };
        let mut analyser = Analyser::new(game.clone(), &exact);
        let reports = run(&mut analyser, Budget::UNLIMITED, 100);
        assert!(analyser.done());
        assert_eq!(reports.iter().map(|r| r.depth).collect::<Vec<_>>(), (1..=reports.len() as u32).collect::<Vec<_>>());
        for report in &reports {
            // Each root move's exact value at this depth, best first.
            let mut values: Vec<(i32, String)> = (1..=3.min(stones))
                .map(|take| {
                    let mut g = game.clone();
                    let mv = g.parse_move(&take.to_string()).unwrap();
                    g.play_unchecked(mv);
                    let v = minimax(&mut g, report.depth - 1, 1);
                    (if g.to_move() == game.to_move() { v } else { -v }, take.to_string())
                })
                .collect();
            values.sort_by_key(|v| std::cmp::Reverse(v.0));
            let got: Vec<i32> = report.lines.iter().map(|l| score_of(l.score.unwrap())).collect();
            assert_eq!(got, values.iter().map(|v| v.0).collect::<Vec<_>>(), "{stones} stones, depth {}", report.depth);
            // Each line's move has the value the line shows (moves may tie).
            for line in &report.lines {
                let value = values.iter().find(|v| v.1 == line.moves[0]).unwrap().0;
                assert_eq!(score_of(line.score.unwrap()), value);
            }
            assert_eq!(report.expected.len(), 2);
            assert!((report.expected[0] - report.lines[0].expected).abs() < 1e-6, "seat 0 is to move");
        }
    }
}

#[test]
fn the_best_lines_of_a_drake_position_are_minimax_too() {
    use deskovna::games::drake::Drake;
    for text in ["4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0", "4_2oDoC.2oC1.1bC2.bCbD2_b_M_MSWA_MSWA_0"] {
        let game = Drake::from_text(text).unwrap();
        let mut analyser = Analyser::new(game.clone(), &Settings { exact: true, ..settings(3, 3) });
        let reports = run(&mut analyser, Budget::UNLIMITED, 100);
        for report in &reports {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            let mut values: Vec<i32> = moves
                .iter()
                .map(|&mv| {
                    let mut g = game.clone();
                    g.play_unchecked(mv);
                    let v = minimax(&mut g, report.depth - 1, 1);
                    if g.to_move() == game.to_move() {
                        v
                    } else {
                        -v
                    }
                })
                .collect();
            values.sort_by(|a, b| b.cmp(a));
            let got: Vec<i32> = report.lines.iter().map(|l| score_of(l.score.unwrap())).collect();
            assert_eq!(got, values[..3.min(values.len())], "{text} depth {}", report.depth);
        }
        let decided = matches!(reports.last().unwrap().lines[0].score, Some(Score::Win { .. }));
        assert!(reports.len() == 3 || decided, "{text}: {} reports", reports.len());
    }
}

fn score_of(score: Score) -> i32 {
    match score {
        Score::Points(p) => p,
        Score::Win { plies } => deskovna::ai::WIN - plies as i32,
        Score::Loss { plies } => plies as i32 - deskovna::ai::WIN,
    }
}

#[test]
fn a_won_game_stops_deepening_and_reports_the_win() {
    // Five stones: take one, and whatever the other takes, take the rest.
    let mut analyser = Analyser::new(CountDown::new(5, 2, false), &settings(3, 30));
    let reports = run(&mut analyser, Budget::UNLIMITED, 100);
    let last = reports.last().unwrap();
    assert!(last.done && analyser.done());
    assert_eq!(last.lines[0].score, Some(Score::Win { plies: 3 }));
    let line = &last.lines[0].moves;
    assert_eq!(line[0], "1");
    let taken: u32 = line.iter().map(|m| m.parse::<u32>().unwrap()).sum();
    assert_eq!((line.len(), taken), (3, 5), "{line:?}: one, any, the rest");
    assert_eq!(last.expected, [1.0, 0.0]);
    assert!(last.depth < 30);
    assert_eq!(analyser.step(Budget::UNLIMITED, &StoppedClock), None);
}

#[test]
fn slices_stop_anywhere_and_go_on() {
    let start = GameKind::Drakoburg;
    let moves: Vec<String> = ["f2-f3", "g6-g5", "d2-d3", "b6-a5"].map(String::from).to_vec();
    let default = deskovna::view::registry::default_start(start);
    let mut whole = Analysis::new(start, &default, &moves).unwrap();
    let mut sliced = Analysis::new(start, &default, &moves).unwrap();
    let budget = |nodes| Budget { nodes, time_ms: f64::INFINITY };
    let mut depths = Vec::new();
    let mut steps = 0;
    while depths.len() < 4 {
        // 300 nodes a slice: iterations beyond the first few need many slices.
        if let Some(r) = sliced.step(budget(300), &StoppedClock) {
            depths.push(r.depth);
            check(&r, start, &default, &moves);
        }
        steps += 1;
        assert!(steps < 10_000, "no progress");
    }
    assert_eq!(depths, [1, 2, 3, 4]);
    assert!(steps > 8, "small slices do not finish an iteration each: {steps}");
    for depth in 1..=4 {
        let r = whole.step(Budget::UNLIMITED, &StoppedClock).unwrap();
        assert_eq!(r.depth, depth);
        check(&r, start, &default, &moves);
    }
}

/// Lines are legal from the position, best first, as many as asked, and the bar agrees.
fn check(r: &Report, kind: GameKind, start: &str, moves: &[String]) {
    assert_eq!(r.lines.len(), 3);
    let scores: Vec<i32> = r.lines.iter().map(|l| score_of(l.score.unwrap())).collect();
    assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{scores:?}");
    for line in &r.lines {
        let mut all = moves.to_vec();
        all.extend(line.moves.iter().cloned());
        assert!(Analysis::new(kind, start, &all).is_ok(), "{:?}", line.moves);
        assert!(!line.moves.is_empty() && line.moves.len() <= r.depth as usize);
        assert!((0.0..=1.0).contains(&line.expected));
    }
    assert!((r.expected.iter().sum::<f32>() - 1.0).abs() < 1e-5);
    assert!((r.expected[r.to_move] - r.lines[0].expected).abs() < 1e-6);
}

#[test]
fn every_game_reports_from_its_texts_at_once() {
    for &kind in GameKind::ALL {
        let start = deskovna::view::registry::default_start(kind);
        let mut analysis = Analysis::new(kind, &start, &[]).unwrap();
        let first = analysis.step(Budget::nodes(200_000), &StoppedClock).expect("depth 1 fits in one slice");
        assert_eq!(first.depth, 1, "{kind:?}");
        assert!(!first.lines.is_empty() && first.lines.len() <= 3);
        assert!(first.nodes > 0);
    }
}

#[test]
fn bad_texts_are_refused_by_kind() {
    let start = deskovna::view::registry::default_start(GameKind::Drake);
    assert!(matches!(Analysis::new(GameKind::Drake, "9_nonsense", &[]), Err(RequestError::Position(_))));
    let moves = ["@b1".to_string(), "@b1".to_string()];
    match Analysis::new(GameKind::Drake, &start, &moves) {
        Err(RequestError::Move { ply: 2, notation, .. }) => assert_eq!(notation, "@b1"),
        other => panic!("{:?}", other.err()),
    }
}

#[test]
fn a_finished_game_reports_its_result_once() {
    let mut over = CountDown::new(2, 2, false);
    let take = over.parse_move("2").unwrap();
    over.play(take).unwrap();
    let mut analyser = Analyser::new(over, &settings(3, 5));
    let report = analyser.step(Budget::UNLIMITED, &StoppedClock).unwrap();
    assert_eq!((report.depth, report.done, report.lines.len()), (0, true, 0));
    assert_eq!(report.expected, [1.0, 0.0]);
    assert!(analyser.done() && analyser.step(Budget::UNLIMITED, &StoppedClock).is_none());
}

#[test]
fn three_seats_report_every_seat_from_monte_carlo() {
    // Seven stones, three seats: the tree finds the best take; each report doubles playouts.
    let settings = Settings { first_playouts: 200, max_playouts: 3_200, ..settings(2, 10) };
    let mut analyser = Analyser::new(CountDown::new(7, 3, false), &settings);
    let reports = run(&mut analyser, Budget::nodes(150), 1_000);
    assert!(analyser.done());
    assert_eq!(reports.iter().map(|r| r.depth).collect::<Vec<_>>(), [1, 2, 3, 4, 5]);
    for pair in reports.windows(2) {
        assert!(pair[1].nodes >= 2 * pair[0].nodes - 2, "{} then {}", pair[0].nodes, pair[1].nodes);
    }
    let last = reports.last().unwrap();
    assert_eq!(last.expected.len(), 3);
    // Rewards are places scored 1, ½, 0: they add up to 1.5 in every playout.
    assert!((last.expected.iter().sum::<f32>() - 1.5).abs() < 0.02, "{:?}", last.expected);
    assert_eq!(last.lines.len(), 2);
    assert!(last.lines[0].visits >= last.lines[1].visits && last.lines[0].score.is_none());
    assert!((last.lines[0].expected - last.expected[0]).abs() < 1e-6);
    // Deterministic: the same again.
    let mut again = Analyser::new(CountDown::new(7, 3, false), &settings);
    assert_eq!(run(&mut again, Budget::nodes(150), 1_000), reports);

    // Three stones: taking them all wins at once, the whole story.
    let mut won = Analyser::new(CountDown::new(3, 3, false), &settings);
    let report = won.step(Budget::nodes(150), &StoppedClock).unwrap();
    assert!(report.done && won.done());
    assert_eq!(report.lines[0].moves, ["3"]);
    assert_eq!(report.expected, [1.0, 0.5, 0.0]);
}

#[test]
fn shamrock_for_three_analyses_by_monte_carlo_from_its_text() {
    let mut game = deskovna::games::shamrock::Shamrock::new(&deskovna::games::shamrock::Options {
        players: 3,
        seed: 4,
        expert: false,
    })
    .unwrap();
    let start = game.to_text();
    let mut moves = Vec::new();
    let mut list = Vec::new();
    for _ in 0..5 {
        game.legal_moves(&mut list);
        moves.push(game.notation(list[0]));
        game.play_unchecked(list[0]);
    }
    let mut analysis = Analysis::new(GameKind::Shamrock, &start, &moves).unwrap();
    let report = (0..100).find_map(|_| analysis.step(Budget::nodes(1_000), &StoppedClock)).unwrap();
    assert_eq!((report.depth, report.expected.len(), report.to_move), (1, 3, game.to_move()));
    assert_eq!(report.lines.len(), 3);
    let legal = |report: &Report| {
        for line in &report.lines {
            let mut all = moves.clone();
            all.extend(line.moves.iter().cloned());
            assert!(Analysis::new(GameKind::Shamrock, &start, &all).is_ok(), "every line is legal: {:?}", line.moves);
        }
    };
    legal(&report);
    let mut longer = report;
    for _ in 0..4 {
        longer = (0..100).find_map(|_| analysis.step(Budget::nodes(2_000), &StoppedClock)).unwrap();
        legal(&longer);
    }
    assert_eq!(longer.depth, 5);
    assert!(longer.lines.iter().any(|l| l.moves.len() > 1), "lines grow with the tree");
}
