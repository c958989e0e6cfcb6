//! The Drake played through the view, as the browser drives it: pointer drags and clicks on
//! the scene's coordinates, the keyboard; assertions on the scene and the position.

mod view_common;

use deskovna::game::Refusal as _;
use deskovna::games::drake::Refusal;
use deskovna::games::GameKind;
use deskovna::view::marks::tag;
use deskovna::view::press::{Pointer, FINGER_RISE};
use deskovna::view::registry::{new_table, open_table};
use deskovna::view::scene::{Point, Shape};
use deskovna::view::table::{Key, Response, Table};
use view_common::{at, describe, drag, opened};

fn table(moves: &[&str]) -> Box<dyn Table> {
    opened(GameKind::Drake, "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0", moves, 600.0, 900.0)
}

const SETUP: [&str; 6] = ["@b1", "@c4", "@b2", "@c3", "@a1", "@d4"];

#[test]
fn the_start_shows_an_empty_board_and_two_stacks() {
    let t = table(&[]);
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged("troop").len(), 0);
    assert_eq!(scene.tagged("stack"), vec!["stack blue Drake", "stack orange Drake"]);
}

#[test]
fn dragging_from_the_stack_lights_the_leader_row_and_places() {
    let mut t = table(&[]);
    t.pointer_down(at(&*t, "Blue stack"));
    let p = at(&*t, "c2");
    t.pointer_move(p);
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged(tag::TARGET), vec!["target a1", "target b1", "target c1", "target d1"]);
    assert_eq!(scene.tagged(tag::DRAGGED).len(), 1);
    let r = t.pointer_up(at(&*t, "b1"), 0.0);
    assert!(matches!(r, Response::Played { ref notation, .. } if notation == "@b1"), "{r:?}");
    assert_eq!(t.history(), ["@b1"]);
}

#[test]
fn a_drop_on_an_illegal_square_changes_nothing() {
    let mut t = table(&SETUP);
    let before = t.position_text();
    // The troop goes back; the game cannot name the move attempted, so the table says only
    // that it went back (a lesson tells the learner so).
    assert_eq!(drag(&mut *t, "b2", &["b4"]), Response::Returned);
    assert_eq!(t.position_text(), before);
    assert_eq!(t.history().len(), 6);
    assert!(t.scene(0.0).tagged(tag::HELD).is_empty());
}

#[test]
fn click_click_moves_and_the_last_move_stays_marked() {
    let mut t = table(&SETUP);
    let p = at(&*t, "b2");
    t.pointer_down(p);
    t.pointer_up(p, 0.0);
    assert_eq!(t.scene(0.0).tagged(tag::HELD), vec!["held b2"]);
    let q = at(&*t, "b3");
    t.pointer_down(q);
    let r = t.pointer_up(q, 0.0);
    assert!(matches!(r, Response::Played { ref notation, .. } if notation == "b2-b3"), "{r:?}");
    assert_eq!(t.scene(1000.0).tagged(tag::LAST), vec!["last b2", "last b3"]);
}

#[test]
fn a_strike_is_dropped_on_the_struck_troop_and_the_striker_stays() {
    // Blue Spearman on b2 face up strikes (1,2): the Orange Clubman on c4.
    let start = "4_1oDoC1.4.1bS2.1bD2_b_M_CCMWA_CMSWA_0";
    let mut t = open_table(GameKind::Drake, start, &[]).unwrap();
    t.resize(800.0, 600.0);
    let r = drag(&mut *t, "b2", &["c4"]);
    assert!(matches!(r, Response::Played { ref notation, .. } if notation == "b2*c4"), "{r:?}");
    let scene = t.scene(1e9);
    assert!(scene.tagged("troop b2 blue Spearman back").len() == 1, "{:?}", scene.tagged("troop"));
    assert!(scene.tagged("troop c4").is_empty());
    assert_eq!(scene.tagged("lost orange"), vec!["lost orange Clubman"]);
}

#[test]
fn moves_animate_and_then_settle() {
    let mut t = table(&SETUP);
    drag(&mut *t, "b2", &["b3"]);
    t.pointer_up(at(&*t, "b3"), 0.0);
    assert!(t.animating(100.0));
    assert_eq!(t.scene(100.0).tagged(tag::FLYING).len(), 1);
    assert!(!t.animating(10_000.0));
    assert!(t.scene(10_000.0).tagged(tag::FLYING).is_empty());
}

#[test]
fn the_keyboard_alone_plays_a_move() {
    let mut t = table(&[]);
    // The cursor starts on a spot where a move starts: Blue's stack.
    t.key(Key::Right, 0.0);
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged(tag::CURSOR), vec!["cursor Blue stack"]);
    t.key(Key::Enter, 0.0);
    assert_eq!(t.scene(0.0).tagged(tag::TARGET).len(), 4);
    // From the stack (beside or below the board) the arrows reach the leader row.
    for _ in 0..8 {
        if t.scene(0.0).tagged("cursor a1").len() == 1 {
            break;
        }
        let key = if t.scene(0.0).tagged("cursor Blue").len() == 1 { Key::Up } else { Key::Left };
        t.key(key, 0.0);
    }
    assert_eq!(t.scene(0.0).tagged(tag::CURSOR), vec!["cursor a1"]);
    let r = t.key(Key::Enter, 0.0);
    assert!(matches!(r, Response::Played { ref notation, .. } if notation == "@a1"), "{r:?}");
    t.key(Key::Escape, 0.0);
}

#[test]
fn undo_walks_back_and_the_board_shows_where_it_is() {
    let mut t = table(&SETUP);
    let game = t.history().to_vec();
    assert!(t.undo());
    assert_eq!(t.history().len(), 5);
    t.play_notation(&game[5], 0.0).unwrap();
    assert_eq!(t.history(), game);
    while t.history().len() > 2 {
        assert!(t.undo());
    }
    assert_eq!(t.scene(0.0).tagged("troop").len(), 2, "two moves in: two troops");
    for mv in &game[2..] {
        t.play_notation(mv, 0.0).unwrap();
    }
    assert!(t.play_notation("b2-b3", 0.0).is_ok());
}

#[test]
fn flipping_turns_the_board() {
    let mut t = table(&[]);
    let a1 = at(&*t, "a1");
    t.flip();
    let flipped = at(&*t, "a1");
    assert!(flipped.y < a1.y && flipped.x > a1.x);
}

#[test]
fn new_game_options_and_their_errors() {
    let opts = |k: &str, v: &str| vec![(k.to_string(), v.to_string())];
    let t = new_table(GameKind::Drake, &opts("mountains", "b2,d3")).unwrap();
    assert!(t.position_text().starts_with("4_4.3x.1x2.4"), "{}", t.position_text());
    let err = new_table(GameKind::Drake, &opts("size", "12")).err().unwrap();
    assert_eq!(*err.reason(), Refusal::Size("12".into()).reason());
    let err = new_table(GameKind::Drake, &opts("mountains", "a1,b1,c1,d1")).err().unwrap();
    assert_eq!(*err.reason(), Refusal::RowBlocked(1).reason());
}

#[test]
fn the_canvas_text_alternative_describes_the_position() {
    let t = table(&SETUP);
    let text = describe(&*t);
    assert!(text.starts_with("Blue to move."), "{text}");
    assert!(text.contains("Drake b1") && text.contains("Clubman c3"), "{text}");
}

#[test]
fn the_result_shows_on_the_board_once_the_move_has_landed() {
    let start = "4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0";
    let mut t = open_table(GameKind::Drake, start, &[]).unwrap();
    t.resize(800.0, 600.0);
    drag(&mut *t, "a2", &["b4"]);
    assert!(t.scene(50.0).tagged(tag::RESULT).is_empty(), "not while animating");
    assert_eq!(t.scene(1e9).tagged(tag::RESULT).len(), 1);
    assert!(t.legal_notations().is_empty());
}

/// The centre of the first shape drawn for the tag `what` in the scene.
fn drawn_at(t: &dyn Table, what: &str) -> Option<Point> {
    let scene = t.scene(0.0);
    let (index, _) = scene.tags.iter().find(|(_, tag)| tag.starts_with(what))?;
    match scene.shapes.get(*index)? {
        Shape::Rect { rect, .. } => Some(rect.center()),
        Shape::Circle { center, .. } => Some(*center),
        Shape::Polygon { points, .. } => {
            let n = points.len() as f32;
            Some(Point::new(points.iter().map(|p| p.x).sum::<f32>() / n, points.iter().map(|p| p.y).sum::<f32>() / n))
        }
        _ => None,
    }
}

#[test]
fn a_finger_s_wobble_is_no_drag_and_the_piece_it_drags_rides_above_it() {
    let mut t = table(&[]);
    let stack = at(&*t, "Blue stack");
    t.press(stack, Pointer::Finger);
    assert_eq!(t.pointer_move(Point::new(stack.x + 8.0, stack.y)), Response::None, "8 px: within a finger's slop");
    assert!(t.scene(0.0).tagged(tag::DRAGGED).is_empty());
    let c2 = at(&*t, "c2");
    t.pointer_move(c2);
    let ghost = drawn_at(&*t, tag::DRAGGED).expect("the piece is dragged");
    assert!((ghost.x - c2.x).abs() < 1.0 && (ghost.y - (c2.y - FINGER_RISE)).abs() < 1.0, "{ghost:?} for {c2:?}");
    // It lands under the finger.
    let r = t.pointer_up(at(&*t, "b1"), 0.0);
    assert!(matches!(r, Response::Played { ref notation, .. } if notation == "@b1"), "{r:?}");

    // A mouse's piece is under the mouse.
    let mut t = table(&[]);
    t.pointer_down(at(&*t, "Blue stack"));
    t.pointer_move(c2);
    let ghost = drawn_at(&*t, tag::DRAGGED).expect("dragged");
    assert!(ghost.distance(c2) < 1.0, "{ghost:?} for {c2:?}");
}
