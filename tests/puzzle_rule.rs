//! The puzzle generator's selection rule on crafted positions of The Drake (4×4): a single
//! winning move is kept, two are rejected, and a second win that only a deeper search finds
//! rejects a puzzle a shallow search would have kept (lila issue #8116's lesson). Then
//! `verify` on lines that are not puzzles, and Shamrock's sealed pile.

use deskovna::ai::expected::expected;
use deskovna::ai::puzzle::sealed::Sealed;
use deskovna::ai::puzzle::{
    build_line, check_line, judge, top_two, verify_set, Depth, Failure, Goal, PuzzleGame, Verdict,
};
use deskovna::app::puzzle::set::{self, Puzzle};
use deskovna::game::Game;
use deskovna::games::drake::Drake;
use deskovna::games::shamrock::{Move, Shamrock};
use deskovna::games::GameKind;

/// Blue to move takes Orange's leader at once (d2xd3), and nothing else wins.
const ONE_WIN: &str = "4_1ocbWbM.oc2od.bA2bC.bd3_b_M_-_MSWA_1";
/// Blue to move wins with @b2 and with c2xb3.
const TWO_WINS: &str = "4_od1oC1.1oC2.2bMbC.2bCbD_b_M_SWA_MSWA_1";
/// At depth 1 only @c1 wins; searched deeper, @b1 wins as well.
const DEEPER_WIN: &str = "4_bD2oC.1oDocoM.1bc2.3bm_b_M_SWA_SWA_0";

fn drake(text: &str) -> Drake {
    Drake::from_text(text).expect("the position reads")
}

fn verdict_at(game: &Drake, depth: Depth) -> Verdict {
    let top = top_two(game, depth).expect("moves");
    assert!(top.complete, "the search reached its depth");
    let scale = game.scale();
    judge(expected(top.best.1, scale), top.second.map(|(_, s)| expected(s, scale)), game.bar(Goal::Win))
}

#[test]
fn a_single_winning_move_is_kept() {
    let start = drake(ONE_WIN);
    let (line, judged) = build_line(&start, Goal::Win, 3).expect("a puzzle");
    assert_eq!(deskovna::game::notations(&mut start.clone(), &line), ["d2xd3"]);
    assert_eq!(judged.steps, 1);
    assert_eq!(check_line(&start, &line, Goal::Win), Ok(judged));
    assert_eq!(Drake::themes(&start, &line, Goal::Win), ["leader-in-1"]);
}

#[test]
fn two_winning_moves_are_rejected() {
    let start = drake(TWO_WINS);
    assert_eq!(verdict_at(&start, start.depth()), Verdict::Several);
    assert_eq!(
        build_line(&start, Goal::Win, 3).map(|(l, _)| l.len()),
        Err(Failure::NotOnly { ply: 1, verdict: Verdict::Several })
    );
}

#[test]
fn a_win_that_needs_a_deeper_search_is_found_by_the_judge() {
    let start = drake(DEEPER_WIN);
    assert_eq!(verdict_at(&start, Depth { plies: 1, nodes: 100_000 }), Verdict::Only, "the finder's depth");
    assert!(start.depth().plies > 1);
    assert_eq!(verdict_at(&start, start.depth()), Verdict::Several, "the judge's depth");
    assert!(build_line(&start, Goal::Win, 3).is_err());
}

#[test]
fn verify_refuses_a_line_that_is_not_the_puzzle() {
    let start = drake(ONE_WIN);
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    let other = moves.iter().copied().find(|&m| start.notation(m) != "d2xd3").expect("another move");
    assert!(matches!(check_line(&start, &[other], Goal::Win), Err(Failure::Other { ply: 1, .. })));
    assert_eq!(check_line(&start, &[], Goal::Win), Err(Failure::Empty));

    let puzzle = |solution: &[&str], themes: &[&str]| Puzzle {
        id: "t".into(),
        kind: GameKind::Drake,
        options: String::new(),
        position: ONE_WIN.into(),
        goal: Goal::Win,
        solution: solution.iter().map(|s| s.to_string()).collect(),
        themes: themes.iter().map(|s| s.to_string()).collect(),
        rating: 1000,
        level: 1,
        depth: 1,
        source: String::new(),
    };
    assert_eq!(verify_set(&set::write(&puzzle(&["d2xd3"], &["leader-in-1"]))), Ok(1));
    let wrong = verify_set(&set::write(&puzzle(&["d2xd3"], &["leader-in-2"]))).unwrap_err();
    assert!(wrong.contains("puzzle t") && wrong.contains("leader-in-2"), "{wrong}");
    let illegal = verify_set(&set::write(&puzzle(&["d2xd4"], &[]))).unwrap_err();
    assert!(illegal.contains("move 1"), "{illegal}");
    let two = set::write(&Puzzle { position: TWO_WINS.into(), ..puzzle(&["@b2"], &[]) });
    assert!(verify_set(&two).unwrap_err().contains("more than one move wins"));
}

#[test]
fn sealed_shamrock_never_draws_from_the_pile() {
    let game = Shamrock::from_text("2b_r0_0_G0.0.0_APB_DHOCEKIMFNLJ_-_-_-_g454021de755d453c").expect("reads");
    let sealed = Sealed::new(game.clone());
    let (mut real, mut sight) = (Vec::new(), Vec::new());
    game.legal_moves(&mut real);
    sealed.legal_moves(&mut sight);
    assert!(real.contains(&Move::Draw) && !sight.contains(&Move::Draw));
    assert!(!sight.is_empty() && sight.iter().all(|m| real.contains(m)));
    // After a tile from the display is placed, its slot is refilled from the pile: that tile
    // was hidden, so the sealed game does not offer it.
    let mut after = sealed.clone();
    let first = sight.iter().copied().find(|m| matches!(m, Move::Place { .. })).expect("a placement");
    after.play_unchecked(first);
    let refilled = after.game.display().iter().flatten().copied().find(|t| !game.display().contains(&Some(*t)));
    assert!(refilled.is_some(), "the display was refilled");
    after.legal_moves(&mut sight);
    for mv in &sight {
        if let Move::Place { source: deskovna::games::shamrock::Source::Display(slot), .. } = mv {
            assert_ne!(after.game.display()[*slot as usize], refilled, "{mv:?}");
        }
    }
}
