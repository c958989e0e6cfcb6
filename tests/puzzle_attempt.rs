//! An attempt at a puzzle, natively: the controller's events in and commands out — a right
//! move answered by the opponent's reply, a wrong one by the computer's refutation in words,
//! Retry, Show solution, the rating once, the streak's end.

use deskovna::ai::analysis::Score;
use deskovna::ai::puzzle::Goal;
use deskovna::app::library::MemoryStore;
use deskovna::app::puzzle::{Attempt, Command, Event, Mode, Profile, Puzzle};
use deskovna::game::Lang;
use deskovna::games::GameKind;

/// Orange wins a troop: @c3, Blue's best defence d1-a1, then d3xc2.
fn three_moves() -> Puzzle {
    Puzzle {
        id: "drake-3-1".into(),
        kind: GameKind::Drake,
        options: String::new(),
        position: "4_1od1oC.1bs1oM.2bcbC.3bD_o_M_WA_SWA_2".into(),
        goal: Goal::Win,
        solution: vec!["@c3".into(), "d1-a1".into(), "d3xc2".into()],
        themes: vec!["winning-a-troop".into()],
        rating: 1015,
        level: 2,
        depth: 1,
        source: String::new(),
    }
}

fn played(mv: &str) -> Event {
    Event::Played(mv.into())
}

fn rated(out: &[Command]) -> Option<(f64, f64)> {
    out.iter().find_map(|c| match c {
        Command::Rated { before, after } => Some((*before, *after)),
        _ => None,
    })
}

#[test]
fn right_moves_bring_the_replies_and_the_solved_puzzle_raises_the_rating() {
    let mut profile = Profile::default();
    let mut attempt = Attempt::new(three_moves(), Mode::Rated).expect("the puzzle plays");
    let out = attempt.handle(played("@c3"), &mut profile);
    assert_eq!(out, [Command::Right, Command::Reply("d1-a1".into())]);
    let out = attempt.handle(played("d3xc2"), &mut profile);
    assert!(out.contains(&Command::Solved), "{out:?}");
    let (before, after) = rated(&out).expect("rated");
    assert!(after > before);
    assert!(attempt.solved());
    assert_eq!(profile.played, 1);
    assert_eq!(profile.solved, 1);
    // The record is saved as text that reads back.
    let saved = out.iter().find_map(|c| if let Command::Save(t) = c { Some(t.clone()) } else { None }).unwrap();
    assert_eq!(saved, profile.to_text());
    let store = MemoryStore::default();
    profile.save(&store, GameKind::Drake).unwrap();
    let back = Profile::load(&store, GameKind::Drake);
    assert_eq!(back.to_text(), saved);
    assert!((back.rating.rating - profile.rating.rating).abs() < 0.01);
}

#[test]
fn a_wrong_move_is_refuted_in_words_rated_once_and_can_be_retried() {
    let mut profile = Profile::default();
    let mut attempt = Attempt::new(three_moves(), Mode::Rated).unwrap();
    let out = attempt.handle(played("@a4"), &mut profile);
    let (before, after) = rated(&out).expect("the first result counts");
    assert!(after < before);
    assert!(out.iter().any(|c| matches!(c, Command::Ask { moves, .. } if moves == &["@a4".to_string()])), "{out:?}");
    // The board waits for the computer; other moves are not taken meanwhile.
    assert!(attempt.handle(played("@c3"), &mut profile).is_empty());
    let refutation = vec!["c1-c2".to_string(), "a4-a3".to_string()];
    let out = attempt.handle(Event::Refuted { line: refutation.clone(), score: Score::Points(40) }, &mut profile);
    let [Command::Wrong { refutation: line, reason }] = out.as_slice() else { panic!("{out:?}") };
    assert_eq!(line, &refutation);
    assert_eq!(reason.render(Lang::En), "This does not win: the opponent answers c1-c2 a4-a3");
    assert_eq!(reason.render(Lang::Cs), "Tohle nevyhrává: soupeř odpoví c1-c2 a4-a3");
    let out = attempt.handle(Event::Retry, &mut profile);
    assert_eq!(out, [Command::Back { moves: vec![] }]);
    // Solved at the second try: not rated again.
    attempt.handle(played("@c3"), &mut profile);
    let out = attempt.handle(played("d3xc2"), &mut profile);
    assert!(out.contains(&Command::Solved) && rated(&out).is_none(), "{out:?}");
    assert_eq!((profile.played, profile.solved), (1, 0));
}

#[test]
fn a_refutation_that_wins_for_the_opponent_says_so() {
    let mut profile = Profile::default();
    let mut attempt = Attempt::new(three_moves(), Mode::Rated).unwrap();
    attempt.handle(played("@a4"), &mut profile);
    let out =
        attempt.handle(Event::Refuted { line: vec!["c1xc2".into()], score: Score::Win { plies: 3 } }, &mut profile);
    let [Command::Wrong { reason, .. }] = out.as_slice() else { panic!("{out:?}") };
    assert_eq!(reason.render(Lang::Cs), "Tím necháte soupeře vyhrát: c1xc2");
    // No line: the game ended with the move, or goes on with no reply to show.
    for (score, en) in
        [(Score::Loss { plies: 0 }, "This ends the game without a win."), (Score::Points(0), "This does not win.")]
    {
        let mut attempt = Attempt::new(three_moves(), Mode::Rated).unwrap();
        attempt.handle(played("@a4"), &mut profile);
        let out = attempt.handle(Event::Refuted { line: Vec::new(), score }, &mut profile);
        let [Command::Wrong { reason, refutation }] = out.as_slice() else { panic!("{out:?}") };
        assert!(refutation.is_empty());
        assert_eq!(reason.render(Lang::En), en);
    }
}

#[test]
fn show_solution_plays_the_rest_and_counts_as_a_loss() {
    let mut profile = Profile::default();
    let mut attempt = Attempt::new(three_moves(), Mode::Daily).unwrap();
    attempt.handle(played("@c3"), &mut profile);
    let out = attempt.handle(Event::ShowSolution, &mut profile);
    assert!(out.contains(&Command::Show(vec!["d3xc2".into()])), "{out:?}");
    assert!(rated(&out).is_some_and(|(b, a)| a < b));
    assert!(!attempt.solved());
    assert_eq!(attempt.handle(Event::Next, &mut profile), [Command::Next { mode: Mode::Daily }]);
}

#[test]
fn a_streak_ends_at_the_first_mistake_and_is_not_rated() {
    let mut profile = Profile::default();
    let mut attempt = Attempt::new(three_moves(), Mode::Streak { solved: 4 }).unwrap();
    attempt.handle(played("@c3"), &mut profile);
    let out = attempt.handle(played("d3xc2"), &mut profile);
    assert!(rated(&out).is_none() && out.contains(&Command::Solved));
    assert_eq!(profile.best_streak, 5);
    assert_eq!(attempt.handle(Event::Next, &mut profile), [Command::Next { mode: Mode::Streak { solved: 5 } }]);

    let mut attempt = Attempt::new(three_moves(), Mode::Streak { solved: 5 }).unwrap();
    let out = attempt.handle(played("@a4"), &mut profile);
    assert!(out.contains(&Command::StreakOver { solved: 5 }) && rated(&out).is_none(), "{out:?}");
    assert_eq!(attempt.handle(Event::Next, &mut profile), [Command::Next { mode: Mode::Streak { solved: 0 } }]);
    assert_eq!(profile.played, 0);
}

#[test]
fn a_puzzle_whose_solution_does_not_play_is_refused() {
    let bad = Puzzle { solution: vec!["@a1".into()], ..three_moves() };
    assert!(Attempt::new(bad, Mode::Rated).is_none());
    let starts_with_reply = Puzzle { solution: vec![], ..three_moves() };
    assert!(Attempt::new(starts_with_reply, Mode::Rated).is_none());
}

#[test]
fn a_missed_hold_says_the_opponent_is_not_stopped() {
    let set = std::fs::read_to_string(format!("{}/www/puzzles/shamrock.txt", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let puzzles = deskovna::app::puzzle::set::read(&set).unwrap();
    let hold = puzzles.into_iter().find(|p| p.id == "shamrock-601-1").expect("a hold puzzle");
    let mut profile = Profile::default();
    // The opponent's whole turn shown, to its win; or only its start.
    for (score, en) in [
        (Score::Win { plies: 2 }, "This lets the opponent win: R+0-2- R+1-1+"),
        (Score::Points(0), "This does not stop your opponent's second shamrock: they answer R+0-2- R+1-1+"),
    ] {
        let mut attempt = Attempt::new(hold.clone(), Mode::Rated).unwrap();
        attempt.handle(played("R+2-2-"), &mut profile);
        let line = vec!["R+0-2-".to_string(), "R+1-1+".to_string()];
        let out = attempt.handle(Event::Refuted { line: line.clone(), score }, &mut profile);
        let [Command::Wrong { reason, refutation }] = out.as_slice() else { panic!("{out:?}") };
        assert_eq!(refutation, &line);
        assert_eq!(reason.render(Lang::En), en);
    }
}
