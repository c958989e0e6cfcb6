//! The rules of the basic game (rules/shamrock.md), each on a concrete small board.
//!
//! Geometry reminder (see `hex`): corner c of a cell meets corner c+2 of its neighbour
//! across side c−1 and corner c+4 of its neighbour across side c; sides 0..5 lead to
//! (+1,−1), (+1,0), (0,+1), (−1,+1), (−1,0), (0,−1). Tile letters follow the rules' list:
//! A BBRRYY, B BBRYRY, C BBRYYR, D BBYRRY, E BBYRYR, F BBYYRR, G BRBRYY, H BRBYRY, I BRBYYR,
//! J BRRBYY, K BRRYBY, L BRYBRY, M BRYBYR, N BRYRBY, O BYBYRR, P BYRBYR; at rotation k the
//! leaf on corner c is the letter at c − k.

mod rules_common;

use deskovna::game::{EndReason, Game};
use deskovna::games::shamrock::{period, Cell, Options, Refusal, Shamrock, LAYOUTS, RED, YELLOW};
use rules_common::{moves, play, position, refused, set};
use std::collections::BTreeSet;

fn starting(game: &Shamrock, prefix: &str) -> BTreeSet<String> {
    moves(game).into_iter().filter(|m| m.starts_with(prefix)).collect()
}

/// The cells the placements listed here go to.
fn placement_cells(game: &Shamrock) -> BTreeSet<String> {
    starting(game, "P").iter().map(|m| m[2..m.rfind('r').unwrap()].to_string()).collect()
}

fn rotate(layout: &str, k: usize) -> String {
    let chars: Vec<char> = layout.chars().collect();
    (0..6).map(|c| chars[(c + 6 - k) % 6]).collect()
}

#[test]
fn the_sixteen_tiles_are_every_colouring_once() {
    let canonical = |s: &str| (0..6).map(|k| rotate(s, k)).min().unwrap();
    let mut all = BTreeSet::new();
    for code in 0..729u32 {
        let s: String = (0..6).map(|i| ['R', 'Y', 'B'][(code / 3u32.pow(i) % 3) as usize]).collect();
        if ['R', 'Y', 'B'].iter().all(|&c| s.chars().filter(|&x| x == c).count() == 2) {
            all.insert(canonical(&s));
        }
    }
    assert_eq!(all.len(), 16);
    let tiles: BTreeSet<String> = LAYOUTS.iter().map(|s| canonical(s)).collect();
    assert_eq!(tiles, all);
    // Only BRYBRY (L) and BYRBYR (P) look the same after half a turn: 3 orientations.
    let three: Vec<usize> = (0..16).filter(|&t| period(t as u8) == 3).collect();
    assert_eq!(three, vec![11, 15]);
    for (t, layout) in LAYOUTS.iter().enumerate() {
        let distinct: BTreeSet<String> = (0..6).map(|k| rotate(layout, k)).collect();
        assert_eq!(distinct.len(), period(t as u8) as usize, "{layout}");
    }
}

#[test]
fn a_new_game_deals_start_tile_display_and_pile_from_the_seed() {
    let game = Shamrock::new(&Options { players: 3, seed: 42, expert: false }).unwrap();
    assert_eq!(game.board().len(), 1);
    assert_eq!(game.board()[0].1, Cell::START);
    assert_eq!(game.board()[0].2, 0);
    assert_eq!(game.display().iter().flatten().count(), 3);
    assert_eq!(game.pile_len(), 12);
    assert_eq!(game.to_move(), 0);
    assert_eq!(game.actions_left(), 3);
    let again = Shamrock::new(&Options { players: 3, seed: 42, expert: false }).unwrap();
    assert_eq!(again.to_text(), game.to_text());
    let other = Shamrock::new(&Options { players: 3, seed: 43, expert: false }).unwrap();
    assert_ne!(other.to_text(), game.to_text());
}

// Start tile A (BBRRYY) at rotation 0: corners B B R R Y Y. Red to move; display B C L.
const START_A: &str = "2b_r0_0_A0.0.0_BCL_DEFGHIJKMNOP_-_-_-_1";

#[test]
fn the_first_tile_goes_next_to_the_start_tile() {
    let game = position::<Shamrock>(START_A);
    let around = ["+1-1", "+1+0", "+0+1", "-1+1", "-1+0", "+0-1"];
    assert_eq!(placement_cells(&game), set(&around));
    assert_eq!(refused(&game, "P1+2+0r1"), Refusal::FirstNextToStart(Cell::new(2, 0)));
}

#[test]
fn your_leaves_may_not_touch_your_colour() {
    // On +1+0 the new tile's corner 4 meets the start tile's corner 2 (red) and its corner 5
    // the start tile's corner 1 (blue). Tile B (BBRYRY) has red at 2 and 4: rotations 0 and
    // 2 put a red leaf on corner 4.
    let game = position::<Shamrock>(START_A);
    assert_eq!(starting(&game, "P1+1+0"), set(&["P1+1+0r1", "P1+1+0r3", "P1+1+0r4", "P1+1+0r5"]));
    assert_eq!(refused(&game, "P1+1+0r0"), Refusal::OwnColour { rotation: 0, corner: 4, colour: RED });
    // Yellow meets no yellow leaf there: every rotation.
    let yellow = position::<Shamrock>(&START_A.replace("_r0_", "_y0_"));
    assert_eq!(starting(&yellow, "P1+1+0").len(), 6);
}

#[test]
fn a_tile_with_three_orientations_has_three_placements_per_cell() {
    // Tile L (BRYBRY) in display slot 3; on +0-1 nothing of the start tile is red-on-red.
    let game = position::<Shamrock>(START_A);
    let l: BTreeSet<String> = starting(&game, "P3+0-1");
    assert!(l.len() <= 3 && !l.is_empty(), "{l:?}");
    assert!(l.iter().all(|m| m.ends_with("r0") || m.ends_with("r1") || m.ends_with("r2")));
    // r4 reads as the same layout as r1.
    let mv = game.parse_move("P3+0-1r4").unwrap();
    assert_eq!(game.notation(mv), "P3+0-1r1");
}

// Two tiles: A on 0.0 and C on 1.0; the next tile needs two neighbours.
const TWO_TILES: &str = "2b_r1_0_A0.0.0~C1.0.0t_BDL_EFGHIJKMNOP_-_-_-_1";

#[test]
fn later_tiles_need_two_neighbours() {
    let game = position::<Shamrock>(TWO_TILES);
    assert_eq!(placement_cells(&game), set(&["+1-1", "+0+1"]));
    assert_eq!(refused(&game, "P1+2+0r0"), Refusal::TwoNeighbours { cell: Cell::new(2, 0), touching: 1 });
    assert_eq!(refused(&game, "P1+1+0r0"), Refusal::Occupied(Cell::new(1, 0)));
}

#[test]
fn placing_takes_an_action_puts_a_token_and_refills_the_display() {
    let mut game = position::<Shamrock>(TWO_TILES);
    let top = game.pile_order()[0];
    let mv = starting(&game, "P2+0+1").into_iter().next().unwrap();
    play(&mut game, &mv);
    assert!(game.has_token(Cell::new(0, 1)));
    assert_eq!(game.display()[1], Some(top));
    assert_eq!(game.pile_len(), 10);
    assert_eq!(game.actions_left(), 1);
    assert_eq!(game.tokens_left(), 2);
}

#[test]
fn an_empty_pile_shrinks_the_display() {
    let text = "2b_r0_0_A0.0.0~B1.0.0~C0.1.0~D1.-1.0~E-1.1.0~F-1.0.0~G0.-1.0~H2.-1.0~I2.0.0~J1.1.0~K-1.2.0~L0.2.0~M-2.1.0_NOP_-_-_-_-_1";
    let mut game = position::<Shamrock>(text);
    assert_eq!(game.pile_len(), 0);
    assert!(!moves(&game).contains("D"));
    let mv = starting(&game, "P1").into_iter().next().unwrap();
    play(&mut game, &mv);
    assert_eq!(game.display()[0], None);
    assert_eq!(refused(&game, &mv), Refusal::SlotEmpty(1));
}

#[test]
fn turning_over_the_pile_top_means_placing_it() {
    let mut game = position::<Shamrock>(TWO_TILES);
    let top = game.pile_order()[0];
    play(&mut game, "D");
    assert_eq!(game.held(), Some(top));
    let all = moves(&game);
    assert!(!all.is_empty() && all.iter().all(|m| m.starts_with("Pp")), "{all:?}");
    assert_eq!(refused(&game, "E"), Refusal::PlaceHeld);
    assert_eq!(refused(&game, "R+0+0+"), Refusal::PlaceHeld);
    let mv = all.into_iter().next().unwrap();
    play(&mut game, &mv);
    assert_eq!(game.held(), None);
    assert_eq!(refused(&game, "Pp+1-1r0"), Refusal::NotHeld);
}

#[test]
fn the_basic_turn_ends_by_itself_after_three_actions() {
    let mut game = position::<Shamrock>(START_A);
    play(&mut game, "R+0+0+");
    let first = starting(&game, "P1").into_iter().next().unwrap();
    play(&mut game, &first);
    assert_eq!((game.to_move(), game.actions_left()), (0, 1));
    let second = starting(&game, "P1").into_iter().next().unwrap();
    play(&mut game, &second);
    // Yellow's turn: the neutral tokens are gone, red's flake stays until red's next turn.
    assert_eq!((game.to_move(), game.actions_left()), (1, 3));
    assert_eq!(game.tokens_left(), 4);
    assert_eq!(game.flake_at(Cell::START), Some(0));
}

#[test]
fn a_turn_may_end_early_or_at_once() {
    let mut game = position::<Shamrock>(START_A);
    play(&mut game, "E");
    assert_eq!(game.to_move(), 1);
    play(&mut game, "R+0+0-");
    play(&mut game, "E");
    assert_eq!((game.to_move(), game.actions_left()), (0, 3));
}

#[test]
fn a_rotation_turns_one_step_and_leaves_a_flake() {
    let mut game = position::<Shamrock>(START_A);
    play(&mut game, "R+0+0+");
    assert_eq!(game.tile_at(Cell::START), Some((0, 1)));
    assert_eq!(game.flake_at(Cell::START), Some(0));
    assert_eq!(game.flakes_left(0), 2);
    assert_eq!(refused(&game, "R+0+0-"), Refusal::HasFlake { cell: Cell::START, colour: RED });
    let mut other = position::<Shamrock>(START_A);
    play(&mut other, "R+0+0-");
    assert_eq!(other.tile_at(Cell::START), Some((0, 5)));
}

#[test]
fn tiles_with_a_flake_or_a_token_do_not_rotate() {
    // A carries Yellow's flake, C was placed this turn, D is free; Red has used one action.
    let game = position::<Shamrock>("2b_r1_1_A0.0.0y~C1.0.0t~D1.-1.0_BEL_FGHIJKMNOP_-_-_-_1");
    assert_eq!(starting(&game, "R"), set(&["R+1-1+", "R+1-1-"]));
    assert_eq!(refused(&game, "R+0+0+"), Refusal::HasFlake { cell: Cell::START, colour: YELLOW });
    assert_eq!(refused(&game, "R+1+0+"), Refusal::HasToken(Cell::new(1, 0)));
    assert_eq!(refused(&game, "R+2+0+"), Refusal::NoTile(Cell::new(2, 0)));
}

#[test]
fn three_flakes_at_most() {
    let game = position::<Shamrock>("2b_r2_1_A0.0.0r~C1.0.0r~D1.-1.0r~E0.1.0_BFL_GHIJKMNOP_-_-_-_1");
    assert_eq!(game.flakes_left(0), 0);
    assert_eq!(refused(&game, "R+0+1+"), Refusal::NoFlakes);
}

#[test]
fn your_flakes_come_off_at_the_start_of_your_turn() {
    let mut game = position::<Shamrock>(START_A);
    play(&mut game, "R+0+0+");
    play(&mut game, "E");
    // Yellow cannot rotate it: Red's flake is still there.
    assert!(!moves(&game).contains("R+0+0+"));
    play(&mut game, "E");
    assert_eq!(game.flake_at(Cell::START), None);
    assert!(moves(&game).contains("R+0+0+"));
}

#[test]
fn the_same_position_three_times_at_the_start_of_a_turn_is_a_draw() {
    let mut game = position::<Shamrock>(START_A);
    for _ in 0..3 {
        play(&mut game, "E");
        assert_eq!(game.outcome(), None);
    }
    play(&mut game, "E");
    let outcome = game.outcome().unwrap();
    assert!(outcome.is_draw());
    assert_eq!(outcome.reason, EndReason::Repetition);
    assert!(moves(&game).is_empty());
}

#[test]
fn sixty_full_rounds_are_a_draw() {
    let mut game = position::<Shamrock>("2b_y0_59_A0.0.0_BCL_DEFGHIJKMNOP_-_-_-_1");
    play(&mut game, "E");
    assert_eq!(game.rounds(), 60);
    assert_eq!(game.outcome().map(|o| (o.is_draw(), o.reason)), Some((true, EndReason::RoundLimit)));
    // Three players: the round is full after Blue.
    let mut three = position::<Shamrock>("3b_y0_59_A0.0.0_BCL_DEFGHIJKMNOP_-_-_-_1");
    play(&mut three, "E");
    assert_eq!(three.outcome(), None);
    play(&mut three, "E");
    assert_eq!(three.outcome().map(|o| o.reason), Some(EndReason::RoundLimit));
}
