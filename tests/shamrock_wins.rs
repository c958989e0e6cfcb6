//! Shamrocks and the end of the game: whoever's action makes them, shared wins, more
//! shamrocks, the three-player ranking, and the colour nobody plays with two players.
//!
//! The boards are built round cell +1+0, which touches +0+0, +1-1, +0+1 (and +1+1, +2+0):
//! its corner 5 meets corner 1 of +0+0 and corner 3 of +1-1; its corner 4 meets corner 2 of
//! +0+0 and corner 0 of +0+1; its corner 3 meets corner 1 of +0+1 and corner 5 of +1+1; its
//! corner 2 meets corner 0 of +1+1 and corner 4 of +2+0. Tile letters and layouts as in
//! `shamrock_rules`.

// The command line is native only.
#![cfg(not(target_arch = "wasm32"))]

mod rules_common;

use deskovna::cli;
use deskovna::game::{EndReason, Game, Outcome};
use deskovna::games::shamrock::{Leaf, Shamrock, Vertex};
use rules_common::{play, position};

fn places(outcome: Option<Outcome>, seats: usize) -> Vec<u8> {
    let o = outcome.expect("the game is over");
    assert_eq!(o.reason, EndReason::Shamrocks);
    o.places[..seats].to_vec()
}

// +0+0 A at 3 (R Y Y B B R): corners 1 and 2 yellow. +1-1 O at 0 (B Y B Y R R): corner 3
// yellow. +0+1 F at 4 (Y Y R R B B): corner 0 yellow. Tile C at 1 (R B B R Y Y) on +1+0
// brings yellow leaves to corners 4 and 5: two yellow shamrocks at once; its red leaves
// (corners 0 and 3) meet blue and yellow, so Red may place it.
const TWO_YELLOW: &str = "2b_r0_2_A0.0.3~F0.1.4~O1.-1.0_CBD_EGHIJKLMNP_-_-_-_1";

#[test]
fn a_shamrock_made_by_another_players_action_counts() {
    let mut game = position::<Shamrock>(TWO_YELLOW);
    assert_eq!(game.shamrocks(), [0, 0, 0]);
    play(&mut game, "P1+1+0r1");
    assert_eq!(game.shamrocks(), [0, 2, 0]);
    assert_eq!(places(game.outcome(), 2), vec![1, 0]);
    let mut vertices: Vec<Vertex> = game.shamrock_vertices().into_iter().map(|(v, _)| v).collect();
    vertices.sort();
    let mut expected = vec![Leaf::new(game_cell(1, 0), 5).vertex(), Leaf::new(game_cell(1, 0), 4).vertex()];
    expected.sort();
    assert_eq!(vertices, expected);
    // The replay command prints the winner's colour.
    let out = cli::run(&args(&["replay", "shamrock", "--position", TWO_YELLOW, "P1+1+0r1"]));
    assert!(out.text.ends_with("result: yellow\n"), "{}", out.text);
}

fn game_cell(q: i8, r: i8) -> deskovna::games::shamrock::Cell {
    deskovna::games::shamrock::Cell::new(q, r)
}

fn args(words: &[&str]) -> Vec<String> {
    words.iter().map(|s| s.to_string()).collect()
}

#[test]
fn three_players_rank_after_the_winner_second_before_it_third() {
    // Blue makes Yellow's two shamrocks: Yellow first, Blue (after Yellow) second, Red third.
    let mut game = position::<Shamrock>(&TWO_YELLOW.replace("2b_r0", "3b_b0"));
    play(&mut game, "P1+1+0r1");
    assert_eq!(places(game.outcome(), 3), vec![2, 0, 1]);
    // The same when Red makes them.
    let mut game = position::<Shamrock>(&TWO_YELLOW.replace("2b_r0", "3b_r0"));
    play(&mut game, "P1+1+0r1");
    assert_eq!(places(game.outcome(), 3), vec![2, 0, 1]);
}

// Five tiles round +1+0: +0+0 C at 4 (R Y Y R B B), +1-1 D at 4 (R Y B B Y R),
// +0+1 B at 3 (Y R Y B B R), +1+1 F at 1 (R B B Y Y R), +2+0 G at 1 (Y B R B R Y).
// Tile A at 0 (B B R R Y Y) on +1+0 completes four vertices: red at corners 2 and 3, yellow
// at corners 4 and 5. Blue's leaves (corners 0 and 1) meet red and yellow only.
const SHARED: &str = "3b_b0_4_C0.0.4~D1.-1.4~B0.1.3~F1.1.1~G2.0.1_AEH_IJKLMNOP_-_-_-_1";

#[test]
fn equal_counts_share_the_win() {
    let mut game = position::<Shamrock>(SHARED);
    assert_eq!(game.shamrocks(), [0, 0, 0]);
    play(&mut game, "P1+1+0r0");
    assert_eq!(game.shamrocks(), [2, 2, 0]);
    assert_eq!(places(game.outcome(), 3), vec![0, 0, 1]);
    assert_eq!(game.outcome().unwrap().winners().collect::<Vec<_>>(), vec![0, 1]);
    let out = cli::run(&args(&["replay", "shamrock", "--position", SHARED, "P1+1+0r0"]));
    assert!(out.text.ends_with("result: red+yellow\n"), "{}", out.text);
}

#[test]
fn more_shamrocks_win() {
    // H at 0 on -1+1 adds its red corner 1 to the red corners 3 of +0+0 and 5 of +0+1: Red
    // already has one shamrock, and the same placement gives Red three against Yellow's two.
    let text = SHARED.replace("G2.0.1_AEH_IJ", "G2.0.1~H-1.1.0_AEI_J");
    let mut game = position::<Shamrock>(&text);
    assert_eq!(game.shamrocks(), [1, 0, 0]);
    assert_eq!(game.outcome(), None);
    play(&mut game, "P1+1+0r0");
    assert_eq!(game.shamrocks(), [3, 2, 0]);
    assert_eq!(places(game.outcome(), 3), vec![0, 1, 2]);
}

// +0+0 A at 1 (Y B B R R Y), +1-1 O at 1 (R B Y B Y R), +0+1 F at 0 (B B Y Y R R): Tile C at
// 4 (R Y Y R B B) on +1+0 makes two blue shamrocks.
const TWO_BLUE: &str = "2b_r0_2_A0.0.1~O1.-1.1~F0.1.0_CBD_EGHIJKLMNP_-_-_-_1";

#[test]
fn with_two_players_blue_shamrocks_count_for_nobody() {
    let mut game = position::<Shamrock>(TWO_BLUE);
    play(&mut game, "P1+1+0r4");
    assert_eq!(game.shamrocks(), [0, 0, 2]);
    assert_eq!(game.outcome(), None);
    // With three players Blue wins, on Red's action: Red (after Blue) second, Yellow third.
    let mut three = position::<Shamrock>(&TWO_BLUE.replace("2b_r0", "3b_r0"));
    play(&mut three, "P1+1+0r4");
    assert_eq!(places(three.outcome(), 3), vec![1, 2, 0]);
}

#[test]
fn a_rotation_can_make_and_unmake_shamrocks() {
    // The board of TWO_YELLOW after Red's placement, but with C turned one step further
    // (yellow on corners 5 and 0): one yellow shamrock. Turning it back makes two.
    let game = position::<Shamrock>(TWO_YELLOW);
    let mut after = game.clone();
    play(&mut after, "P1+1+0r1");
    let text = after.to_text();
    // A finished game reads back as finished.
    let copy = position::<Shamrock>(&text);
    assert_eq!(copy.outcome(), after.outcome());
    let ongoing = text.replace("C1.0.1t", "C1.0.2");
    let mut turning = position::<Shamrock>(&ongoing);
    assert_eq!(turning.shamrocks()[1], 1);
    assert_eq!(turning.outcome(), None);
    assert!(!turning.undo());
    play(&mut turning, "E");
    play(&mut turning, "R+1+0-");
    assert_eq!(turning.shamrocks()[1], 2);
    assert_eq!(places(turning.outcome(), 2), vec![1, 0]);
    assert!(turning.undo());
    assert_eq!(turning.shamrocks()[1], 1);
    assert_eq!(turning.outcome(), None);
}

#[test]
fn with_two_players_a_shared_win_is_a_draw() {
    // SHARED's ring with two players, A already on +1+0 one step clockwise of the rotation that
    // completes four vertices (one red and one yellow shamrock there now). Red turns it back:
    // two red and two yellow shamrocks at the same moment, a win shared by both: a draw.
    let text = "2b_r0_4_C0.0.4~D1.-1.4~B0.1.3~F1.1.1~G2.0.1~A1.0.1_EHI_JKLMNOP_-_-_-_1";
    let mut game = position::<Shamrock>(text);
    assert_eq!((game.shamrocks(), game.outcome()), ([1, 1, 0], None));
    play(&mut game, "R+1+0-");
    assert_eq!(game.shamrocks(), [2, 2, 0]);
    let outcome = game.outcome().expect("the game is over");
    assert!(outcome.is_draw());
    assert_eq!(outcome.winners().count(), 0);
    let out = cli::run(&args(&["replay", "shamrock", "--position", text, "R+1+0-"]));
    assert!(out.text.ends_with("result: draw\n"), "{}", out.text);
}
