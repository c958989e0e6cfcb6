//! Every example of rules/drake.md, reproduced exactly.

mod rules_common;

use deskovna::game::Game;
use deskovna::games::drake::{Drake, Options};
use rules_common::{moves, moves_of, play, position, set};
use std::collections::BTreeSet;

// Example 1: 4×4, mountain c1; Blue Drake b1, Clubman a1, Spearman b2; Orange Drake c4,
// Monk c3, Clubman b3; all face up, stacks empty, Blue to move.
const EXAMPLE_1: &str = "4_2oD1.1oCoM1.1bS2.bCbDx1_b_M_-_-_0";

#[test]
fn example_1_drake_blocked_by_mountain_and_own_troop() {
    let game = position::<Drake>(EXAMPLE_1);
    assert_eq!(moves_of(&game, "b1"), set(&[]));
    let open = position::<Drake>(&EXAMPLE_1.replace("bCbDx1", "bCbD2"));
    assert_eq!(moves_of(&open, "b1"), set(&["b1-c1", "b1-d1"]));
}

#[test]
fn example_1_spearman_moves_and_strikes() {
    assert_eq!(moves_of(&position::<Drake>(EXAMPLE_1), "b2"), set(&["b2xb3", "b2*c4"]));
}

#[test]
fn example_1_orange_answers_after_b1_d1() {
    let mut game = position::<Drake>(&EXAMPLE_1.replace("bCbDx1", "bCbD2"));
    play(&mut game, "b1-d1");
    assert_eq!(moves_of(&game, "c4"), set(&["c4-a4", "c4-b4", "c4-d4"]));
    assert_eq!(moves_of(&game, "c3"), set(&["c3xb2", "c3-d2", "c3-b4", "c3-d4"]));
    assert_eq!(moves_of(&game, "b3"), set(&["b3-a3", "b3-b4", "b3xb2"]));
}

// Example 2: Blue face up Monk a1, Drake b1, Spearman a2, Clubman c2, stack [Clubman];
// Orange Archer a4 (back), Drake b4 (back), Swordsman c3 (face).
const EXAMPLE_2: &str = "4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0";

#[test]
fn example_2_blue_placements() {
    let placements: BTreeSet<String> = moves_of(&position::<Drake>(EXAMPLE_2), "@");
    assert_eq!(placements, set(&["@c1", "@b2", "@a3", "@d2"]));
}

#[test]
fn example_2_blue_actions() {
    let actions: BTreeSet<String> =
        moves(&position::<Drake>(EXAMPLE_2)).into_iter().filter(|m| !m.starts_with('@')).collect();
    let expected = ["a1-b2", "a1xc3", "a2-a3", "a2*b4", "b1-c1", "b1-d1", "c2-c1", "c2-d2", "c2-b2", "c2xc3"];
    assert_eq!(actions, set(&expected));
}

#[test]
fn example_2_strike_on_the_drake_wins() {
    let mut game = position::<Drake>(EXAMPLE_2);
    play(&mut game, "a2*b4");
    let outcome = game.outcome().expect("the game is over");
    assert_eq!(outcome.winners().collect::<Vec<_>>(), vec![0]);
    assert_eq!(outcome.reason, deskovna::game::EndReason::LeaderCaptured);
    // The striker stayed and turned over.
    assert_eq!(game.to_text(), "4_oa3.2oW1.bs1bC1.bMbD2_o_M_C_-_0");
}

#[test]
fn example_2_orange_if_it_were_to_move() {
    let game = position::<Drake>(&EXAMPLE_2.replace("_b_M_", "_o_M_"));
    let expected = ["b4-b3", "b4-b2", "b4xb1", "a4-a3", "a4*a2", "c3*c2"];
    assert_eq!(moves(&game), set(&expected));
}

// Example 3: Blue Spearman b2 and Drake c2, Orange Drake b3 and Spearman c3: a strike (1,1)
// from b2 as Blue hits c3, (−1,1) finds nothing; as Orange from c3, (1,1) lands on d2 (nothing)
// and (−1,1) hits b2. The troop with exactly the strikes (−1,1) and (1,1) is the Archer on its
// back, so the two strikers here are Archers back up (their other actions are filtered out).
fn strikes(game: &Drake, from: &str) -> BTreeSet<String> {
    moves_of(game, from).into_iter().filter(|m| m.contains('*')).collect()
}

#[test]
fn example_3_orange_mirrors_in_y_not_by_rotation() {
    let blue = position::<Drake>("4_4.1oDoa1.1babD1.4_b_M_-_-_0");
    assert_eq!(strikes(&blue, "b2"), set(&["b2*c3"]));
    let orange = position::<Drake>("4_4.1oDoa1.1babD1.4_o_M_-_-_0");
    assert_eq!(strikes(&orange, "c3"), set(&["c3*b2"]));
    // The Orange Archer's shift (0,1) mirrored is (0,−1): onto the Blue Drake on c2.
    assert_eq!(moves_of(&orange, "c3"), set(&["c3xc2", "c3*b2"]));
}

// Example 4: 3×3, mountain a3, standard stacks.
#[test]
fn example_4_opening_on_three_by_three() {
    let mut options = Options::default();
    Drake::set_option(&mut options, "size", "3").unwrap();
    Drake::set_option(&mut options, "mountains", "a3").unwrap();
    let mut game = Drake::new(&options).unwrap();
    let steps: [(&[&str], &str); 6] = [
        (&["@a1", "@b1", "@c1"], "@a1"),
        (&["@b3", "@c3"], "@c3"),
        (&["@b1", "@a2"], "@a2"),
        (&["@c2", "@b3"], "@b3"),
        (&["@b1"], "@b1"),
        (&["@c2"], "@c2"),
    ];
    for (expected, choice) in steps {
        assert_eq!(moves(&game), set(expected));
        play(&mut game, choice);
    }
    assert_eq!(moves_of(&game, "@"), set(&["@c1", "@b2"]));
}
