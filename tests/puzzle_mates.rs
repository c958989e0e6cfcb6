//! Mate puzzles (`Goal::Mate`): the best move forces the win and no other move does, and a
//! line that ends in the win is searched to its end at every step in Drakoburg, so a mate in 3
//! is proved from its first move although the judge's own depth is 3 plies.

use deskovna::ai::puzzle::{build_deep, build_line, check_line, verify_set, Failure, Goal, PuzzleGame, Verdict};
use deskovna::game::{notations, Game};
use deskovna::games::drake::Drake;
use deskovna::games::drakoburg::Drakoburg;

/// The Drake, Blue to move takes Orange's leader at once (d2xd3), and nothing else wins.
const ONE_WIN: &str = "4_1ocbWbM.oc2od.bA2bC.bd3_b_M_-_MSWA_1";
/// The Drake, Blue to move wins with @b2 and with c2xb3.
const TWO_WINS: &str = "4_od1oC1.1oC2.2bMbC.2bCbD_b_M_SWA_MSWA_1";

#[test]
fn a_single_forced_win_is_kept_two_are_rejected() {
    let start = Drake::from_text(ONE_WIN).expect("reads");
    let (line, _) = build_deep(&start, Goal::Mate, 3, 1).expect("a puzzle");
    assert_eq!(notations(&mut start.clone(), &line), ["d2xd3"]);
    let start = Drake::from_text(TWO_WINS).expect("reads");
    assert_eq!(build_deep(&start, Goal::Mate, 3, 1), Err(Failure::NotOnly { ply: 1, verdict: Verdict::Several }));
}

/// Drakoburg, White to move mates in 3 (from `generate --mates 5`, seed 312).
const MATE_IN_3: &str = "z1U4.p6.t1p1p2.7.2U4.PP1PaAP.Z2T3_w_0";
const MATE_IN_3_LINE: [&str; 5] = ["d1xe2", "a7xc7", "a2-b3", "a5-a7", "c3-b5#"];

#[test]
fn a_mate_in_3_is_found_from_its_first_move_and_checked() {
    let start = Drakoburg::from_text(MATE_IN_3).expect("reads");
    assert_eq!(start.depth().plies, 3, "the judge alone sees 3 plies");
    let (line, judged) = build_deep(&start, Goal::Mate, 3, 5).expect("a puzzle");
    assert_eq!(notations(&mut start.clone(), &line), MATE_IN_3_LINE);
    assert_eq!(judged.steps, 3);
    assert_eq!(Drakoburg::themes(&start, &line, Goal::Mate), ["mate-in-3"]);
    assert_eq!(check_line(&start, &line, Goal::Mate), Ok(judged), "verify's check: searched to the line's end");
    // Cut short, the line is no longer searched to the mate: the judge's 3 plies do not see it.
    assert_eq!(check_line(&start, &line[..3], Goal::Mate), Err(Failure::NotOnly { ply: 1, verdict: Verdict::NotGood }));
}

#[test]
fn verify_takes_the_mate_in_3_and_no_other_first_move() {
    let text = |solution: &str| {
        format!(
            "puzzle drakoburg-t-1\ngame drakoburg\noptions -\nposition {MATE_IN_3}\ngoal mate\nsolution {solution}\n\
             themes mate-in-3\nrating 1130\ndifficulty 2 4\n"
        )
    };
    assert_eq!(verify_set(&text(&MATE_IN_3_LINE.join(" "))), Ok(1));
    // Any other first move of White's is not the mate.
    let start = Drakoburg::from_text(MATE_IN_3).expect("reads");
    let mut moves = Vec::new();
    start.legal_moves(&mut moves);
    let other = moves.iter().map(|&m| start.notation(m)).find(|n| n != "d1xe2").expect("another move");
    assert!(verify_set(&text(&other)).is_err());
    // Built at the judge's depth alone, the mate is not found.
    assert!(build_line(&start, Goal::Mate, 3).is_err());
}

#[test]
fn a_mate_line_must_end_in_the_win() {
    // No move is no puzzle; a line stopped (by `max_steps`) short of the mate is none either.
    let start = Drake::from_text(ONE_WIN).expect("reads");
    assert_eq!(check_line(&start, &[], Goal::Mate), Err(Failure::Empty));
    let start = Drakoburg::from_text(MATE_IN_3).expect("reads");
    assert_eq!(build_deep(&start, Goal::Mate, 2, 5).map(|_| ()), Err(Failure::Unfinished));
}
