//! The review: blunders found on a toy game whose values are known (two and three seats), and
//! a real game's review step by step (progress, graph, summaries, determinism).

mod ai_toy;

use ai_toy::CountDown;
use deskovna::ai::analysis::Score;
use deskovna::ai::review::{GameReview, Mark, Review, Reviewer, Settings};
use deskovna::ai::text::RequestError;
use deskovna::ai::StoppedClock;
use deskovna::game::Game;
use deskovna::games::GameKind;

fn review_toy(game: CountDown, moves: &[&str]) -> GameReview {
    let mut g = game.clone();
    let moves: Vec<_> = moves
        .iter()
        .map(|m| {
            let mv = g.parse_move(m).unwrap();
            g.play(mv).unwrap();
            mv
        })
        .collect();
    let settings = Settings { nodes: 100_000, playouts: 2_000, ..Settings::for_game(GameKind::Camelot) };
    let mut reviewer = Reviewer::new(game, moves, &settings);
    while !reviewer.done() {
        reviewer.step(&StoppedClock);
    }
    reviewer.review()
}

#[test]
fn throwing_a_won_game_away_is_a_blunder_and_the_win_is_named() {
    // Five stones: taking one leaves four, lost for whoever moves; taking two leaves three,
    // which the other seat takes and wins.
    let r = review_toy(CountDown::new(5, 2, false), &["2", "3"]);
    assert_eq!(r.moves.len(), 2);
    let blunder = &r.moves[0];
    assert_eq!((blunder.seat, blunder.notation.as_str(), blunder.mark), (0, "2", Some(Mark::Blunder)));
    assert_eq!((blunder.before, blunder.after, blunder.loss), (1.0, 0.0, 1.0));
    assert_eq!(blunder.best.as_ref().unwrap()[0], "1");
    let win = &r.moves[1];
    assert_eq!((win.seat, win.mark, win.loss, win.best.clone()), (1, None, 0.0, None));
    assert_eq!(r.graph.iter().map(|p| p.expected[0]).collect::<Vec<_>>(), [1.0, 0.0, 0.0]);
    assert_eq!(r.graph[0].score, Some(Score::Win { plies: 3 }));
    assert_eq!(r.graph[2].score, Some(Score::Loss { plies: 0 }), "seat 0 has lost");
    assert_eq!((r.players[0].blunders, r.players[0].moves, r.players[0].average_loss), (1, 1, 1.0));
    assert_eq!((r.players[1].blunders, r.players[1].moves, r.players[1].average_loss), (0, 1, 0.0));
}

#[test]
fn the_best_move_is_never_marked() {
    // Nine stones: one leaves eight (won); then every reply is lost and each best answer keeps
    // the multiple of four.
    let r = review_toy(CountDown::new(9, 2, false), &["1", "3", "1", "2", "2"]);
    for m in r.moves.iter().filter(|m| m.seat == 0) {
        assert_eq!((m.mark, m.loss, m.best.is_none()), (None, 0.0, true), "{m:?}");
    }
    // The loser's moves change nothing: it was lost all along.
    assert!(r.moves.iter().all(|m| m.mark.is_none()));
    assert_eq!(r.players[0].moves + r.players[1].moves, 5);
}

#[test]
fn three_seats_judge_each_mover_by_its_own_drop() {
    // Three stones, three seats: seat 0 takes them all and wins, or takes one and comes last
    // (seat 1 then takes two and wins, seat 2 comes second).
    let r = review_toy(CountDown::new(3, 3, false), &["1", "2"]);
    let m = &r.moves[0];
    assert_eq!((m.seat, m.mark, m.best.clone()), (0, Some(Mark::Blunder), Some(vec!["3".to_string()])));
    assert_eq!((m.before, m.after), (1.0, 0.0));
    assert_eq!(r.graph.last().unwrap().expected, [0.0, 1.0, 0.5]);
    assert_eq!(r.players.len(), 3);
    assert_eq!((r.moves[1].seat, r.moves[1].mark), (1, None));
    assert!(r.graph.iter().all(|p| p.score.is_none()));
}

/// A Drake game from the default start, level-2 self-play (it has slips).
const DRAKE: &str = "@b1 @c4 @a1 @d4 @b2 @c3 @a2 c4-a4 @a3 a4xa3 @b3 c3xb3 a2xb3 d4-c4 b3xa3";

#[test]
fn a_real_game_is_reviewed_move_by_move() {
    let start = deskovna::view::registry::default_start(GameKind::Drake);
    let moves: Vec<String> = DRAKE.split(' ').map(String::from).collect();
    let settings = Settings { nodes: 20_000, ..Settings::for_game(GameKind::Drake) };
    let mut review = Review::with(GameKind::Drake, &start, &moves, &settings).unwrap();
    let total = moves.len() + 1;
    for done in 1..=total {
        assert!(!review.done());
        let progress = review.step(&StoppedClock);
        assert_eq!((progress.done, progress.total), (done, total));
        // What is judged so far: every move whose position after it is searched.
        let partial = review.review();
        assert_eq!((partial.graph.len(), partial.moves.len()), (done, done - 1));
    }
    assert!(review.done());
    assert_eq!(review.step(&StoppedClock).done, total, "a finished review stays finished");
    let r = review.review();
    assert_eq!(r.moves.iter().map(|m| m.notation.clone()).collect::<Vec<_>>(), moves);
    for (i, m) in r.moves.iter().enumerate() {
        assert_eq!((m.ply, m.seat), (i, i % 2), "The Drake alternates seats");
        assert_eq!(m.mark, Mark::for_loss(m.loss));
        assert!(m.loss >= 0.0 && m.loss <= 1.0);
        if m.best.is_none() {
            assert_eq!(m.loss, 0.0, "the best move loses nothing");
        } else {
            assert!((m.loss - (m.before - m.after).max(0.0)).abs() < 1e-6);
        }
        assert_eq!(r.graph[i].expected[m.seat], m.before);
        assert_eq!(r.graph[i + 1].expected[m.seat], m.after);
    }
    for p in &r.graph {
        assert!((p.expected.iter().sum::<f32>() - 1.0).abs() < 1e-5);
    }
    // Blue captured the leader: the last point is certain.
    assert_eq!(r.graph.last().unwrap().expected, [1.0, 0.0]);
    for s in &r.players {
        let mine: Vec<_> = r.moves.iter().filter(|m| m.seat == s.seat).collect();
        assert_eq!(s.moves, mine.len());
        let marks = |k| mine.iter().filter(|m| m.mark == Some(k)).count();
        assert_eq!(
            (s.inaccuracies, s.mistakes, s.blunders),
            (marks(Mark::Inaccuracy), marks(Mark::Mistake), marks(Mark::Blunder))
        );
    }
    assert!(r.moves.iter().any(|m| m.mark.is_some()), "level 2 slips somewhere");

    // The same review again is the same, move for move.
    let mut again = Review::with(GameKind::Drake, &start, &moves, &settings).unwrap();
    while !again.done() {
        again.step(&StoppedClock);
    }
    assert_eq!(again.review(), r);
}

#[test]
fn bad_games_are_refused_by_kind() {
    let start = deskovna::view::registry::default_start(GameKind::Camelot);
    assert!(matches!(Review::new(GameKind::Camelot, "x", &[]), Err(RequestError::Position(_))));
    let moves = ["F6-F8".to_string(), "F6-F7".to_string()];
    assert!(matches!(Review::new(GameKind::Camelot, &start, &moves), Err(RequestError::Move { ply: 2, .. })));
    // No moves: one position, nothing to judge.
    let mut empty = Review::new(GameKind::Camelot, &start, &[]).unwrap();
    assert_eq!(empty.progress().total, 1);
    empty.step(&StoppedClock);
    let r = empty.review();
    assert!(empty.done() && r.moves.is_empty() && r.graph.len() == 1);
    assert_eq!(r.players.iter().map(|p| p.moves).sum::<usize>(), 0);
}
