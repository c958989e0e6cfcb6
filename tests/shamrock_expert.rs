//! The expert game: the leprechaun set-up, action points, the free-move limit, placing at
//! the leprechaun's vertex, set-aside pile tiles, rotating with leprechauns aboard, and the
//! limit of four neutral tokens.

mod rules_common;

use deskovna::game::{EndReason, Game};
use deskovna::games::shamrock::{Cell, Leaf, Location, Options, Refusal, Shamrock};
use rules_common::{moves, play, position, refused, set};
use std::collections::BTreeSet;

fn placements(game: &Shamrock) -> BTreeSet<String> {
    moves(game).into_iter().filter(|m| m.starts_with('P')).collect()
}

#[test]
fn leprechauns_go_on_free_leaves_of_the_start_tile_in_turn_order() {
    let mut game = Shamrock::new(&Options { players: 3, seed: 5, expert: true }).unwrap();
    assert!(game.in_setup());
    let all: Vec<String> = (0..6).map(|c| format!("L+0+0c{c}")).collect();
    assert_eq!(moves(&game), all.iter().map(String::as_str).map(String::from).collect());
    assert_eq!(refused(&game, "P1+1+0r0"), Refusal::SetupFirst);
    play(&mut game, "L+0+0c2");
    assert_eq!(game.to_move(), 1);
    assert_eq!(refused(&game, "L+0+0c2"), Refusal::LeafTaken);
    assert_eq!(refused(&game, "L+1+0c2"), Refusal::NoTile(Cell::new(1, 0)));
    play(&mut game, "L+0+0c3");
    play(&mut game, "L+0+0c5");
    assert!(!game.in_setup());
    assert_eq!((game.to_move(), game.actions_left(), game.free_moves_left()), (0, 6, 6));
    assert_eq!(game.leprechaun(2), Some(Leaf::new(Cell::START, 5)));
    assert_eq!(refused(&game, "L+0+0c0"), Refusal::NotReachable);
}

#[test]
fn leprechauns_are_only_for_experts() {
    let game = Shamrock::new(&Options::default()).unwrap();
    assert_eq!(refused(&game, "L+0+0c0"), Refusal::NotExpert);
}

// +0+0 A, +1-1 B, +1+0 C all at rotation 0: they meet at corner 1 of +0+0. Red's leprechaun
// stands there, Yellow's on corner 4 of +0+0.
const TRIANGLE: &str = "2x_r0.0_0_A0.0.0~B1.-1.0~C1.0.0_DEF_GHIJKLMNOP_-_-_0.0.1~0.0.4_7";

#[test]
fn what_a_leprechaun_may_do_and_what_it_costs() {
    let mut game = position::<Shamrock>(TRIANGLE);
    // No empty cell touches the vertex: no placement, no turning over.
    let expected = ["L+1-1c3", "L+1+0c5", "L+0+0c0", "L+0+0c2", "R+0+0+", "R+0+0-", "E"];
    assert_eq!(moves(&game), set(&expected));
    assert_eq!(refused(&game, "D"), Refusal::NoPlace);

    play(&mut game, "L+1-1c3");
    assert_eq!((game.actions_left(), game.free_moves_left()), (6, 5));
    play(&mut game, "L+0+0c1");
    assert_eq!((game.actions_left(), game.free_moves_left()), (6, 4));
    play(&mut game, "L+0+0c2");
    assert_eq!((game.actions_left(), game.free_moves_left()), (5, 4));

    // Corner 2 of +0+0 meets +1+0 and the empty +0+1, which touches two tiles.
    let cells: BTreeSet<String> = placements(&game).iter().map(|m| m[2..6].to_string()).collect();
    assert_eq!(cells, set(&["+0+1"]));
    assert!(moves(&game).contains("D"));
    assert_eq!(refused(&game, "P1+0-1r0"), Refusal::AtLeprechaun(Cell::new(0, -1)));
    let place = placements(&game).into_iter().next().unwrap();
    play(&mut game, &place);
    assert_eq!(game.actions_left(), 4);

    // Rotating the leprechaun's tile costs 2 and turns both leprechauns on it.
    assert_eq!(refused(&game, "R+1+0+"), Refusal::NotUnderLeprechaun);
    play(&mut game, "R+0+0+");
    assert_eq!(game.actions_left(), 2);
    assert_eq!(game.leprechaun(0), Some(Leaf::new(Cell::START, 3)));
    assert_eq!(game.leprechaun(1), Some(Leaf::new(Cell::START, 5)));
    assert_eq!(game.flake_at(Cell::START), Some(0));
    play(&mut game, "L+0+0c2");
    play(&mut game, "L+0+0c1");
    assert_eq!(game.actions_left(), 0);
    assert_eq!(refused(&game, "L+0+0c0"), Refusal::NoPoints { cost: 1, left: 0 });
    // Unused points are not carried: the turn still ends only with E.
    assert!(moves(&game).contains("E"));
    assert_eq!(game.to_move(), 0);
    play(&mut game, "E");
    assert_eq!((game.to_move(), game.actions_left()), (1, 6));
}

#[test]
fn rotation_needs_two_points() {
    let game = position::<Shamrock>(&TRIANGLE.replace("_r0.0_", "_r5.0_"));
    assert_eq!(refused(&game, "R+0+0+"), Refusal::NoPoints { cost: 2, left: 1 });
}

#[test]
fn six_free_moves_a_turn() {
    let mut game = position::<Shamrock>(TRIANGLE);
    for _ in 0..3 {
        play(&mut game, "L+1-1c3");
        play(&mut game, "L+0+0c1");
    }
    assert_eq!(game.free_moves_left(), 0);
    assert_eq!(refused(&game, "L+1-1c3"), Refusal::FreeLimit);
    let leprechaun: BTreeSet<String> = moves(&game).into_iter().filter(|m| m.starts_with('L')).collect();
    assert_eq!(leprechaun, set(&["L+0+0c0", "L+0+0c2"]));
}

// +0+0 A at 0 (red corners 2, 3) and +1+0 G at 0 (red corner 3): Red's leprechaun on corner 2
// of +0+0, whose only empty cell is +0+1; there corners 5, 0 and 1 meet red leaves, so no
// tile with opposite red leaves (C, H, L, P) fits. The display is H L P; the pile top is C,
// then D (red at 3 and 4: it fits).
const SET_ASIDE: &str = "2x_r0.0_0_A0.0.0~G1.0.0_HLP_CDBEFIJKMNO_-_-_0.0.2~1.0.0_7";

#[test]
fn a_pile_tile_that_fits_nowhere_is_set_aside_and_another_taken() {
    let mut game = position::<Shamrock>(SET_ASIDE);
    assert!(placements(&game).is_empty());
    play(&mut game, "D");
    assert_eq!(game.held(), None);
    assert_eq!(game.set_aside(), vec![2]);
    assert_eq!(game.actions_left(), 6);
    // "Nothing else may happen in between: no rotation, no leprechaun move, no end of turn
    // until a tile is placed or nothing fits." No display tile fits here: only the pile.
    assert_eq!(moves(&game), set(&["D"]));
    assert!(game.taking_another());
    for other in ["E", "R+0+0+", "L+0+0c3", "L+1+0c4"] {
        assert_eq!(refused(&game, other), Refusal::TakeAnother, "{other}");
    }
    // The position text keeps it (held `~`).
    let text = game.to_text();
    assert!(text.contains("_~_C_"), "{text}");
    assert_eq!(position::<Shamrock>(&text).to_text(), text);
    assert_eq!(position::<Shamrock>(&text).hash(), game.hash());
    play(&mut game, "D");
    assert_eq!(game.held(), Some(3));
    let all = moves(&game);
    assert!(all.iter().all(|m| m.starts_with("Pp+0+1r")), "{all:?}");
    let place = all.into_iter().next().unwrap();
    play(&mut game, &place);
    assert_eq!(game.actions_left(), 5);
    assert_eq!(game.pile_len(), 9);
    // At the end of the turn the set-aside tile goes back into the pile.
    play(&mut game, "E");
    assert!(game.set_aside().is_empty());
    assert_eq!(game.pile_len(), 10);
    assert!(game.pile_order().contains(&2));
}

#[test]
fn after_a_set_aside_a_display_tile_may_be_taken_instead() {
    // SET_ASIDE with D (it fits on +0+1) in display slot 3: after C is set aside the player
    // takes D from the display or turns over the next pile tile, and nothing else.
    let mut game = position::<Shamrock>("2x_r0.0_0_A0.0.0~G1.0.0_HLD_CPBEFIJKMNO_-_-_0.0.2~1.0.0_7");
    play(&mut game, "D");
    assert_eq!(game.set_aside(), vec![2]);
    let all = moves(&game);
    assert!(all.contains("D") && all.iter().all(|m| m == "D" || m.starts_with("P3+0+1r")), "{all:?}");
    let place = placements(&game).into_iter().next().unwrap();
    play(&mut game, &place);
    // Placed: the action is spent, the rest of the turn is free again, C stays aside.
    assert_eq!(game.actions_left(), 5);
    assert!(moves(&game).contains("E") && moves(&game).contains("L+0+0c3"));
    assert_eq!(game.set_aside(), vec![2]);
    play(&mut game, "E");
    assert!(game.set_aside().is_empty());
}

#[test]
fn when_nothing_fits_the_placement_costs_nothing() {
    // Only C is left in the pile; the other tiles were set aside earlier this turn.
    let text = "2x_r0.0_0_A0.0.0~G1.0.0_HLP_C_-_BDEFIJKMNO_0.0.2~1.0.0_7";
    let mut game = position::<Shamrock>(text);
    play(&mut game, "D");
    assert_eq!(game.pile_len(), 0);
    assert!(placements(&game).is_empty());
    assert!(!moves(&game).contains("D"));
    assert_eq!(game.actions_left(), 6);
    // The attempt is over: the player may do anything else.
    assert!(moves(&game).contains("L+0+0c3") && moves(&game).contains("R+0+0+"));
    assert!(!game.to_text().contains("_~_"));
    play(&mut game, "E");
    assert_eq!(game.pile_len(), 11);
    // The reshuffle comes from the generator in the position: the same every time.
    let mut again = position::<Shamrock>(text);
    play(&mut again, "D");
    play(&mut again, "E");
    assert_eq!(again.pile_order(), game.pile_order());
}

// Five tiles: A on +0+0 and B, C, D, E around it, the last four placed this turn (tokens).
// Red's leprechaun on corner 4 of +0+0 faces the empty -1+0, next to +0+0 and -1+1.
const FOUR_TOKENS: &str = "2x_r4.0_0_A0.0.0~B1.-1.0t~C1.0.0t~D0.1.0t~E-1.1.0t_FGH_IJKLMNOP_-_-_0.0.4~1.0.0_7";

#[test]
fn at_most_four_tiles_a_turn() {
    let game = position::<Shamrock>(FOUR_TOKENS);
    assert_eq!(game.tokens_left(), 0);
    assert!(placements(&game).is_empty());
    assert_eq!(refused(&game, "D"), Refusal::NoTokens);
    assert_eq!(refused(&game, "P1-1+0r0"), Refusal::NoTokens);
    let mut three = position::<Shamrock>(&FOUR_TOKENS.replace("E-1.1.0t", "E-1.1.0").replace("r4.0", "r3.0"));
    let cells: BTreeSet<String> = placements(&three).iter().map(|m| m[2..6].to_string()).collect();
    assert_eq!(cells, set(&["-1+0"]));
    let place = placements(&three).into_iter().next().unwrap();
    play(&mut three, &place);
    assert_eq!((three.tokens_left(), three.actions_left()), (0, 2));
    assert!(placements(&three).is_empty());
}

#[test]
fn routes_name_where_a_move_starts_and_ends() {
    let game = position::<Shamrock>(TRIANGLE);
    let mv = game.parse_move("L+1-1c3").unwrap();
    assert_eq!(
        game.route(mv),
        vec![Location::Leaf(Leaf::new(Cell::START, 1)), Location::Leaf(Leaf::new(Cell::new(1, -1), 3))]
    );
    let mv = game.parse_move("R+0+0+").unwrap();
    assert_eq!(game.route(mv), vec![Location::Cell(Cell::START)]);
    let mut game = position::<Shamrock>(SET_ASIDE);
    play(&mut game, "L+0+0c3");
    let mv = game.parse_move("D").unwrap();
    assert_eq!(game.route(mv), vec![Location::Pile]);
}

#[test]
fn set_aside_tiles_refill_a_short_display_at_the_end_of_the_turn() {
    // The pile holds only C and the display only H and L; the other tiles were set aside
    // earlier this turn. C fits nowhere either: at the end of the turn the twelve tiles go
    // back into the pile and the empty display slot is filled from it.
    let mut game = position::<Shamrock>("2x_r0.0_0_A0.0.0~G1.0.0_HL-_C_-_BDEFIJKMNOP_0.0.2~1.0.0_7");
    play(&mut game, "D");
    assert_eq!((game.pile_len(), game.set_aside().len()), (0, 12));
    play(&mut game, "E");
    assert!(game.set_aside().is_empty());
    assert!(game.display().iter().all(Option::is_some), "{:?}", game.display());
    assert_eq!(game.pile_len(), 11);
}

#[test]
fn repetition_counts_the_leprechauns() {
    // In TRIANGLE Red's leprechaun can step to another leaf of its vertex for free and back;
    // Yellow's has nowhere to go. Red's turn starts three times with the same tiles and flakes,
    // but the second time Red's leprechaun stands elsewhere: only the fourth is the third
    // repetition.
    let mut game = position::<Shamrock>(TRIANGLE);
    play(&mut game, "L+1-1c3");
    play(&mut game, "E");
    play(&mut game, "E");
    assert_eq!(game.leprechaun(0), Some(Leaf::new(Cell::new(1, -1), 3)));
    play(&mut game, "L+0+0c1");
    play(&mut game, "E");
    play(&mut game, "E");
    assert_eq!(game.outcome(), None);
    play(&mut game, "E");
    play(&mut game, "E");
    let outcome = game.outcome().expect("the third repetition");
    assert!(outcome.is_draw());
    assert_eq!(outcome.reason, EndReason::Repetition);
}
