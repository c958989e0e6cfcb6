//! Camelot played through the view, as the browser drives it: pointer drags along routes,
//! clicks, the keyboard; assertions on the scene and on the real engine's position.

mod view_common;

use deskovna::game::{Game, Lang, Reason, Refusal as _};
use deskovna::games::camelot::{square, Camelot, Move, Options, Refusal};
use deskovna::games::GameKind;
use deskovna::view::board::BoardView;
use deskovna::view::help::render;
use deskovna::view::marks::tag;
use deskovna::view::registry::{help, new_table, open_table, option_fields};
use deskovna::view::scene::Point;
use deskovna::view::table::{Key, Response, Table};
use deskovna::view::theme::{Theme, ThemeName};
use view_common::{at, click, describe, opened, played};

const START: &str = "2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0";
/// A canter chain, then White offers a Man: Black must capture F9xF7xF5 (two Men).
const LINE: [&str; 3] = ["F7-H5-J7", "F11-F9", "D6-F8"];

fn table(moves: &[&str]) -> Box<dyn Table> {
    opened(GameKind::Camelot, START, moves, 600.0, 900.0)
}

/// Presses on `from`, moves over the squares of `via` in small steps (as a hand would,
/// crossing the squares between), and releases on the last.
fn drag(t: &mut dyn Table, from: &str, via: &[&str]) -> Response {
    let mut p = at(t, from);
    t.pointer_down(p);
    for name in via {
        let q = at(t, name);
        for i in 1..=8 {
            t.pointer_move(p.lerp(q, i as f32 / 8.0));
        }
        p = q;
    }
    t.pointer_up(p, 0.0)
}

/// The refusal a gesture got, to match against the engine's kind (`Refusal::reason`).
fn refused(r: &Response) -> Reason {
    match r {
        Response::Refused(reason) => reason.clone(),
        other => panic!("not refused: {other:?}"),
    }
}

/// A square by name, as the engine numbers it.
fn sq(name: &str) -> deskovna::games::camelot::Square {
    let b = name.as_bytes();
    let rank: usize = name[1..].parse().unwrap();
    deskovna::games::camelot::square((b[0] - b'A') as usize, rank - 1).unwrap()
}

#[test]
fn the_start_shows_the_board_the_castles_and_28_pieces() {
    let t = table(&[]);
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged("castle"), vec!["castle white", "castle black"]);
    assert_eq!(scene.tagged("knight white").len(), 4);
    assert_eq!(scene.tagged("man white").len(), 10);
    assert_eq!(scene.tagged("knight black").len(), 4);
    assert_eq!(scene.tagged("man black").len(), 10);
    assert_eq!(scene.tagged("knight white C6"), vec!["knight white C6"]);
    assert!(scene.tagged(tag::MUST_CAPTURE).is_empty());
    assert!(t.locate("A1").is_none() && t.locate("F1").is_some() && t.locate("L13").is_some());
    let keys: Vec<&str> = option_fields(GameKind::Camelot).iter().map(|f| f.key).collect();
    assert_eq!(keys, ["variant", "anti"]);
    assert!(new_table(GameKind::Camelot, &[]).is_ok());
}

#[test]
fn dragging_along_a_canter_chain_traces_it_and_plays_that_route() {
    let mut t = table(&[]);
    let f7 = at(&*t, "F7");
    t.pointer_down(f7);
    let h5 = at(&*t, "H5");
    t.pointer_move(f7.lerp(h5, 0.5));
    let scene = t.scene(0.0);
    assert!(scene.tagged("target H5").len() == 1, "{:?}", scene.tagged(tag::TARGET));
    assert_eq!(scene.tagged(tag::DRAGGED), vec!["dragged man white"]);
    t.pointer_move(h5);
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged(tag::ROUTE), vec!["route F7-H5"]);
    // From H5 the chain can go on over I6 to J7.
    assert!(scene.tagged("target J7").len() == 1, "{:?}", scene.tagged(tag::TARGET));
    let j7 = at(&*t, "J7");
    for i in 1..=8 {
        t.pointer_move(h5.lerp(j7, i as f32 / 8.0));
    }
    assert_eq!(t.scene(0.0).tagged(tag::ROUTE), vec!["route F7-H5-J7"]);
    let r = t.pointer_up(j7, 0.0);
    assert_eq!(played(&r), "F7-H5-J7");
    let scene = t.scene(1e9);
    assert_eq!(scene.tagged(tag::LAST_ROUTE), vec!["last-route F7-H5-J7"]);
    assert_eq!(scene.tagged(tag::LAST), vec!["last F7", "last H5", "last J7"]);
    assert_eq!(scene.tagged("man white J7").len(), 1);
}

#[test]
fn clicking_builds_the_same_route_and_a_second_click_ends_it() {
    let mut t = table(&[]);
    assert_eq!(click(&mut *t, "F7"), Response::Redraw);
    assert_eq!(t.scene(0.0).tagged(tag::HELD), vec!["held F7"]);
    // H5 could end the move or go on to J7: it waits.
    assert_eq!(click(&mut *t, "H5"), Response::Redraw);
    assert!(t.history().is_empty());
    assert_eq!(t.scene(0.0).tagged(tag::TARGET), vec!["target J7"]);
    assert_eq!(played(&click(&mut *t, "H5")), "F7-H5");
    // Black: click the Man, then two landings, then the last again.
    click(&mut *t, "F10");
    click(&mut *t, "H12");
    assert_eq!(t.scene(0.0).tagged(tag::ROUTE), vec!["route F10-H12"]);
    let r = click(&mut *t, "H12");
    assert_eq!(played(&r), "F10-H12");
}

#[test]
fn a_plain_move_while_a_capture_is_compulsory_is_refused_with_the_reason() {
    let mut t = table(&LINE);
    let scene = t.scene(1e9);
    assert_eq!(scene.tagged(tag::MUST_CAPTURE), vec!["must-capture F9"]);
    let before = t.position_text();
    let r = drag(&mut *t, "E10", &["E9"]);
    assert_eq!(refused(&r), Refusal::MustCapture(1, sq("F9"), sq("F7")).reason());
    assert_eq!(t.position_text(), before);
    assert_eq!(t.history().len(), 3);
    // An enemy piece cannot be moved either, and says why.
    let r = drag(&mut *t, "E6", &["E5"]);
    assert_eq!(refused(&r), Refusal::NotYours(sq("E6")).reason());
    // A drop of the capturing Man on a square it cannot reach.
    let r = drag(&mut *t, "F9", &["F10"]);
    assert!(matches!(r, Response::Refused(_)), "{r:?}");
    assert_eq!(t.position_text(), before);
}

#[test]
fn a_jump_chain_that_must_go_on_cannot_be_stopped_early() {
    let mut t = table(&LINE);
    let r = drag(&mut *t, "F9", &["F7"]);
    assert_eq!(refused(&r), Reason::new(&deskovna::view::board::MUST_GO_ON), "{r:?}");
    assert!(t.history().len() == 3);
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged(tag::ROUTE), vec!["route F9-F7"]);
    assert_eq!(scene.tagged(tag::TO_TAKE), vec!["to-take F8"]);
    assert_eq!(scene.tagged(tag::WAITING), vec!["waiting man black F7"], "the piece waits on its landing");
    assert!(scene.tagged(tag::LAST_ROUTE).is_empty(), "the last move's arrows make way");
    // It may go on over either White Man beside F7, or over F6: each landing takes.
    assert_eq!(scene.tagged(tag::CAPTURE), [tag::capture("D5"), tag::capture("F5"), tag::capture("H5")]);
    assert!(scene.tagged(tag::TARGET).is_empty());
    let r = click(&mut *t, "F5");
    assert_eq!(played(&r), "F9xF7xF5");
    // Esc instead would have put it back.
    t.undo();
    drag(&mut *t, "F9", &["F7"]);
    t.key(Key::Escape, 0.0);
    assert!(t.scene(0.0).tagged(tag::HELD).is_empty());
    // Dragging along the whole chain plays it at once, and the captures show as taken.
    let r = drag(&mut *t, "F9", &["F7", "F5"]);
    assert!(matches!(r, Response::Played { capture: true, .. }));
    let scene = t.scene(1e9);
    assert_eq!(scene.tagged(tag::TAKEN), vec!["taken F8", "taken F6"]);
    assert_eq!(scene.tagged("man white").len(), 8);
}

#[test]
fn a_knights_charge_is_traced_canter_first_then_jump() {
    let mut t = table(&[&LINE[..], &["F9xF7xF5"]].concat());
    let r = drag(&mut *t, "J6", &["H8", "F6", "F4"]);
    assert_eq!(played(&r), "J6-H8-F6xF4");
    match r {
        Response::Played { said, capture, .. } => {
            assert!(capture);
            assert_eq!(said, "White: Knight J6 via H8, F6 to F4, taking Man F5");
        }
        _ => unreachable!(),
    }
}

#[test]
fn a_plain_drop_picks_one_route_and_tracing_picks_another() {
    // The Man on E7 reaches C5 by three canter routes.
    let game = Camelot::new(&Options::default()).unwrap();
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let routes: Vec<String> = moves
        .iter()
        .filter(|m| game.notation(**m).starts_with("E7") && game.notation(**m).ends_with("C5"))
        .map(|m| game.notation(*m))
        .collect();
    assert_eq!(routes.len(), 3, "{routes:?}");
    let mut t = table(&[]);
    // Straight from E7 to C5 (over the Knight on D6's neighbours): one of them is played and
    // shown whole as the last move.
    let e7 = at(&*t, "E7");
    let c5 = at(&*t, "C5");
    t.pointer_down(e7);
    t.pointer_move(Point::new(e7.x + 30.0, e7.y));
    t.pointer_move(Point::new(c5.x, c5.y + 3.0));
    let r = t.pointer_up(c5, 0.0);
    let first = played(&r).to_string();
    assert!(routes.contains(&first), "{first}");
    let shown = t.scene(1e9).tagged(tag::LAST_ROUTE).join("");
    assert_eq!(shown, format!("last-route {first}"));
    assert_eq!(first, "E7-C5", "the shortest");
    // The other routes, traced: each is its own move.
    for other in ["E7-C7-C5", "E7-E5-C7-C5"] {
        assert!(routes.iter().any(|r| r == other));
        t.undo();
        let squares: Vec<&str> = other.split('-').collect();
        let r = drag(&mut *t, squares[0], &squares[1..]);
        assert_eq!(played(&r), other);
        assert_eq!(t.scene(1e9).tagged(tag::LAST_ROUTE).join(""), format!("last-route {other}"));
    }
}

#[test]
fn the_keyboard_alone_plays_a_canter_chain() {
    let mut t = table(&[]);
    t.key(Key::Right, 0.0);
    assert_eq!(t.scene(0.0).tagged(tag::CURSOR).len(), 1);
    let walk = |t: &mut dyn Table, name: &str| {
        for _ in 0..40 {
            let cursor = t.scene(0.0).tagged(tag::CURSOR).join("");
            if cursor == format!("cursor {name}") {
                return;
            }
            let (c, goal) = (t.locate(&cursor[7..]).unwrap(), at(t, name));
            let key = if (goal.y - c.y).abs() > 1.0 {
                if goal.y < c.y {
                    Key::Up
                } else {
                    Key::Down
                }
            } else if goal.x < c.x {
                Key::Left
            } else {
                Key::Right
            };
            t.key(key, 0.0);
        }
        panic!("the cursor did not reach {name}");
    };
    walk(&mut *t, "F7");
    t.key(Key::Enter, 0.0);
    walk(&mut *t, "H5");
    t.key(Key::Enter, 0.0);
    walk(&mut *t, "J7");
    // The chain could go on from J7 (over J6): Enter again on J7 ends it there.
    assert_eq!(t.key(Key::Enter, 0.0), Response::Redraw);
    assert!(t.history().is_empty());
    let r = t.key(Key::Enter, 0.0);
    assert_eq!(played(&r), "F7-H5-J7");
}

#[test]
fn a_piece_that_must_leave_its_castle_is_marked() {
    let start = "2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMM1K2.12.12.10.8.M1_w_00_F1_0";
    let mut t = open_table(GameKind::Camelot, start, &[]).unwrap();
    t.resize(400.0, 700.0);
    assert_eq!(t.scene(0.0).tagged(tag::MUST_LEAVE), vec!["must-leave F1"]);
    assert!(describe(&*t).contains("The piece on F1 must leave its own castle now."), "{}", describe(&*t));
    let r = drag(&mut *t, "E6", &["E5"]);
    assert_eq!(refused(&r), Refusal::MustLeave(sq("F1")).reason());
}

#[test]
fn moves_fly_along_their_route_and_captured_pieces_fade() {
    let mut t = table(&LINE);
    drag(&mut *t, "F9", &["F7", "F5"]);
    assert!(t.animating(50.0));
    let mid = t.scene(50.0);
    assert_eq!(mid.tagged(tag::FLYING), vec!["flying man black"]);
    assert!(mid.tagged("man black F5").is_empty(), "drawn in flight, not on its square");
    assert!(!t.animating(1e6));
    assert!(t.scene(1e6).tagged(tag::FLYING).is_empty());
}

#[test]
fn flipping_puts_black_at_the_bottom() {
    let mut t = table(&[]);
    let (f1, f16) = (at(&*t, "F1"), at(&*t, "F16"));
    assert!(f1.y > f16.y);
    t.flip();
    let (f1b, f16b, a4) = (at(&*t, "F1"), at(&*t, "F16"), at(&*t, "A4"));
    assert!(f1b.y < f16b.y && a4.x > f1b.x);
    let r = drag(&mut *t, "F7", &["H5", "J7"]);
    assert_eq!(played(&r), "F7-H5-J7", "the hit test follows the turned board");
}

#[test]
fn the_position_and_moves_in_words() {
    let t = table(&LINE);
    let en = describe(&*t);
    assert!(en.starts_with("Black to move. Black must capture"), "{en}");
    assert!(en.contains("White: Knights C6, J6, D7, I7; Men"), "{en}");
    let game = Camelot::from_text(&t.position_text()).unwrap();
    let mv = game.parse_move("F9xF7xF5").unwrap();
    assert_eq!(game.say(mv, Lang::Cs), "Černý: pěšec z F9 přes F7 na F5, bere pěšce F8, pěšce F6");
}

#[test]
fn the_help_has_both_languages_and_its_diagrams_draw() {
    let sections = help(GameKind::Camelot);
    assert!(sections.len() >= 6);
    let theme = Theme::get(ThemeName::Dark);
    let mut drawn = 0;
    for s in &sections {
        assert!(!s.title.en.is_empty() && !s.title.cs.is_empty() && s.body.en != s.body.cs);
        if let Some(d) = s.diagram {
            let scene = render(d, 280.0, 150.0, &theme, Lang::Cs);
            assert!(scene.shapes.len() > 20, "{}", s.title.en);
            drawn += 1;
        }
    }
    assert!(drawn >= 5);
}

#[test]
fn a_chain_that_may_end_shows_done_and_ends_by_a_second_click_or_enter() {
    let mut t = table(&[]);
    click(&mut *t, "F7");
    assert!(t.scene(0.0).tagged(tag::DONE).is_empty(), "a piece only picked up is no move yet");
    click(&mut *t, "H5");
    // F7-H5 is a move, and the canter could go on to J7: the end is marked done.
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged(tag::DONE), [tag::done("H5")]);
    assert_eq!(scene.tagged(tag::TARGET), [tag::target("J7")]);
    // Enter ends it there (the cursor is not on the board: the player used the mouse).
    assert_eq!(played(&t.key(Key::Enter, 0.0)), "F7-H5");
    assert!(t.scene(1e9).tagged(tag::DONE).is_empty());
    // A chain that must go on is not done.
    let mut t = table(&LINE);
    drag(&mut *t, "F9", &["F7"]);
    assert!(t.scene(0.0).tagged(tag::DONE).is_empty());
}

#[test]
fn a_plain_move_clicked_while_a_capture_is_compulsory_is_refused_with_the_engines_reason() {
    let mut t = table(&LINE);
    let before = t.position_text();
    assert_eq!(click(&mut *t, "E10"), Response::Redraw, "the Man may not move: nothing is held");
    let r = click(&mut *t, "E9");
    let game = Camelot::from_text(&before).unwrap();
    // E10 and E9: file E (4), ranks 10 and 9.
    let (e10, e9) = (square(4, 9).unwrap(), square(4, 8).unwrap());
    let why = game.check(Move::new(&[e10, e9]).unwrap()).unwrap_err();
    assert_eq!(r, Response::Refused(deskovna::game::Refusal::reason(&why)), "{}", refused(&r).render(Lang::En));
    assert_eq!(t.position_text(), before);
}
