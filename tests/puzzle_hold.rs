//! Shamrock's "stopping a shamrock" (`Goal::Hold`): with one action left, giving up the rest
//! of the turn lets the opponent complete a second shamrock for sure, and exactly one action
//! leaves the opponent no sure win in the whole of their next turn (3 actions, sealed: only
//! what is in sight). The judge searches to the end of that turn (`PuzzleGame::depth_for`).

use deskovna::ai::puzzle::generate::pose;
use deskovna::ai::puzzle::{build_line, top_two, verify_set, Depth, Failure, Goal, PuzzleGame, Verdict};
use deskovna::ai::DECIDED;
use deskovna::app::puzzle::set;
use deskovna::game::{notations, Game};
use deskovna::games::shamrock::Shamrock;

/// Red, one action left, Yellow threatening: of Red's 98 actions in sight only the clockwise
/// rotation of the tile at (2,-2) leaves Yellow no sure second shamrock (seed 601, game 2).
const ONE_STOP: &str = "2b_r2_4_A0.-1.4y~B2.-2.3~D0.0.4~E2.-3.5t~G0.-2.2~I-1.0.5~J1.0.4~K1.-1.3~L-1.-2.1~M-1.-1.3~O1.-2.0r~P0.-3.2_FHC_N_-_-_-_g4f781439c40a52e9";

/// Red, one action left: Yellow completes a second shamrock next turn unless stopped, and Red's
/// rotation of the tile at (0,-3) does more — it completes Red's own second shamrock (seed 501).
const WINS_INSTEAD: &str = "2b_r2_6_A-1.0.1y~B-2.-2.0r~C0.-2.3~F0.0.3~G-2.-1.3r~H-1.1.4~J-1.-1.2~L-1.-2.0~M1.-1.3y~N0.-3.5~O0.-1.1~P1.-2.1y_KEI_D_-_-_-_g39e632a8181d4efe";
/// Yellow, one action left, Red threatening: more than one action stops Red (seed 502).
const SEVERAL_STOPS: &str = "2b_y2_2_A2.-1.5~B-1.1.0~C1.1.5~D1.-1.4~H0.0.2y~I-1.2.3~J-1.0.2y~L0.-1.1~N1.0.1r~O0.1.5~P2.0.2_EKF_MG_-_-_-_g66bb0537ea257529";
/// Red, one action left, Yellow threatening: nothing Red does in sight stops Yellow (seed 601).
const NO_STOP: &str = "2b_r2_3_A-1.2.1~B0.1.3~C-1.0.4y~E1.0.2~F-1.1.5~H-2.2.4y~J-2.3.3t~L0.-1.1~N0.0.5~O0.2.2~P-1.3.2t_MIG_KD_-_-_-_g8ce0b1810aacf554";

fn shamrock(text: &str) -> Shamrock {
    Shamrock::from_text(text).expect("the position reads")
}

/// Whether the opponent wins for sure once the seat to move ends its turn.
fn threatened(game: &Shamrock) -> bool {
    let passed = game.passed().expect("the turn can be ended");
    let top = top_two(&passed, Depth { plies: 3, nodes: 3_000_000 }).expect("moves");
    assert!(top.complete);
    top.best.1 > DECIDED
}

/// Whether the opponent has a sure win (sealed: only what is in sight) in its whole turn after
/// the seat to move plays `action`, its last.
fn loses(game: &Shamrock, action: &str) -> bool {
    let mut sealed = game.judged();
    let mv = sealed.parse_move(action).expect("the action reads");
    sealed.play(mv).expect("the action is legal");
    assert_ne!(sealed.to_move(), game.to_move(), "the turn ended with its last action");
    let top = top_two(&sealed, Depth { plies: 3, nodes: 3_000_000 }).expect("the opponent has actions");
    assert!(top.complete);
    top.best.1 > DECIDED
}

#[test]
fn a_position_with_one_stopping_action_is_kept() {
    let start = shamrock(ONE_STOP);
    assert_eq!(start.actions_left(), 1);
    assert!(threatened(&start), "doing nothing loses");
    let (line, judged) = build_line(&start, Goal::Hold, 1).expect("exactly one action holds");
    assert_eq!(notations(&mut start.clone(), &line), ["R+2-2+"]);
    assert_eq!(judged.steps, 1);
    assert!(!loses(&start, "R+2-2+"), "the stop leaves Yellow no sure win");
    assert!(loses(&start, "R+2-2-"), "the same tile turned the other way does not stop it");
    assert!(loses(&start, "E"), "nor does ending the turn");
    assert_eq!(Shamrock::themes(&start, &line, Goal::Hold), ["stopping-a-shamrock"]);
    // Posed as the generator poses it, written, read back and verified from scratch.
    let mut puzzle =
        pose::<Shamrock>(ONE_STOP, Goal::Hold, 1, "--players 2".into(), "seed 601".into()).expect("a puzzle");
    puzzle.id = "shamrock-t-2".into();
    assert_eq!(puzzle.solution, ["R+2-2+"]);
    let text = set::write(&puzzle);
    assert_eq!(verify_set(&text), Ok(1));
    // The other turn of the tile is a wrong answer: verify names the stop.
    let wrong = text.replace("solution R+2-2+", "solution R+2-2-");
    assert!(verify_set(&wrong).is_err_and(|e| e.contains("R+2-2+")), "{wrong}");
}

#[test]
fn a_position_with_two_stopping_actions_is_rejected() {
    let start = shamrock(SEVERAL_STOPS);
    assert_eq!(start.actions_left(), 1);
    assert!(threatened(&start), "doing nothing loses");
    // Two rotations of different tiles, two different positions, each leaving Red no sure win.
    for stop in ["R-1+1+", "R+0+1-"] {
        assert!(!loses(&start, stop), "{stop} stops Red");
    }
    assert_eq!(start.depth_for(Goal::Hold).plies, 4, "the last action and the opponent's whole turn");
    assert_eq!(build_line(&start, Goal::Hold, 1), Err(Failure::NotOnly { ply: 1, verdict: Verdict::Several }));
    assert_eq!(
        pose::<Shamrock>(SEVERAL_STOPS, Goal::Hold, 1, String::new(), String::new()).map(|p| p.themes),
        Err("several good moves")
    );
}

#[test]
fn a_last_action_that_wins_is_no_hold() {
    let start = shamrock(WINS_INSTEAD);
    assert!(threatened(&start), "doing nothing loses");
    let (line, _) = build_line(&start, Goal::Hold, 1).expect("the rule passes: every other action loses");
    assert_eq!(notations(&mut start.clone(), &line), ["R+0-3+"]);
    assert!(Shamrock::themes(&start, &line, Goal::Hold).is_empty(), "it wins: not stopping a shamrock");
    assert_eq!(
        pose::<Shamrock>(WINS_INSTEAD, Goal::Hold, 1, String::new(), String::new()).map(|p| p.themes),
        Err("wins instead of holding")
    );
    let text = format!(
        "puzzle shamrock-t-1\ngame shamrock\noptions --players 2\nposition {WINS_INSTEAD}\ngoal hold\n\
         solution R+0-3+\nthemes stopping-a-shamrock\nrating 725\ndifficulty 1 1\n"
    );
    assert!(verify_set(&text).is_err(), "verify re-derives the theme");
    // As a win it is the puzzle it is: the second shamrock.
    let (line, _) = build_line(&start, Goal::Win, 1).expect("a win puzzle");
    assert_eq!(Shamrock::themes(&start, &line, Goal::Win), ["second-shamrock"]);
}

#[test]
fn a_position_where_every_action_loses_is_rejected() {
    let start = shamrock(NO_STOP);
    assert_eq!(start.actions_left(), 1);
    assert!(threatened(&start), "doing nothing loses");
    let top = top_two(&start.judged(), start.depth_for(Goal::Hold)).expect("actions");
    assert!(top.complete);
    assert!(top.best.1 < -DECIDED, "even the best action loses: {}", top.best.1);
    assert_eq!(build_line(&start, Goal::Hold, 1), Err(Failure::NotOnly { ply: 1, verdict: Verdict::NotGood }));
}

/// The shipped set poses its holds as the judge does: one action, the theme, goal `hold`
/// (`deskovna puzzles verify` re-checks each from scratch in the test command).
#[test]
fn the_shamrock_set_ships_stopping_a_shamrock() {
    let path = format!("{}/www/puzzles/shamrock.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the set reads");
    let holds: Vec<_> =
        set::read(&text).expect("the set parses").into_iter().filter(|p| p.goal == Goal::Hold).collect();
    assert!(holds.len() >= 15, "{} holds", holds.len());
    for p in &holds {
        assert_eq!(p.themes, ["stopping-a-shamrock"], "{}", p.id);
        assert_eq!(p.solution.len(), 1, "{}: one action", p.id);
        assert_eq!(shamrock(&p.position).actions_left(), 1, "{}", p.id);
    }
}
