//! Drakoburg played through the view, as the browser drives it: pointer drags and clicks on
//! the scene's coordinates, the keyboard; assertions on the scene, the words and the position.

mod view_common;

use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::marks::tag;
use deskovna::view::registry::{help, new_table, option_fields};
use deskovna::view::table::{Key, Looks, Response, Table};
use view_common::{at, click, describe, drag, opened, played};

const START: &str = "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0";
/// From the start: the Zbrojnoš a1 goes up the opened a-file and takes Black's Zbrojnoš on its
/// castle a7; the new Kopiník's square is still to be chosen.
const TO_THE_CASTLE: [&str; 4] = ["a2-b3", "g6-g5", "a1xa6", "g5-g4"];
/// Then a Kopiník walks up to c6 and promotes (the c file gives a Lukostřelec).
const TO_PROMOTION: [&str; 10] =
    ["a2-b3", "g6-g5", "a1xa6", "g5-g4", "a6xa7+c2", "f6-f5", "b3-b4", "f5-f4", "b4-b5", "g4-g3"];
/// Black has two Těžkooděnci (g7, g6); White's e5-e6 promotes to a Panoš that checks g7, and
/// Black has no legal move: mate removes g7, and Black plays on with g6.
const MATE: &str = "4S1t.3p2t.P2pP1p.1P1p3.P1P1ppP.T3SP1.3z3_w_0";

fn table(start: &str, moves: &[&str]) -> Box<dyn Table> {
    opened(GameKind::Drakoburg, start, moves, 600.0, 700.0)
}

#[test]
fn the_app_lists_drakoburg_with_help_and_no_options() {
    assert!(GameKind::ALL.contains(&GameKind::Drakoburg));
    assert!(option_fields(GameKind::Drakoburg).is_empty());
    let t = new_table(GameKind::Drakoburg, &[]).unwrap();
    assert_eq!(t.position_text(), START);
    let sections = help(GameKind::Drakoburg);
    let diagrams = sections.iter().filter(|s| s.diagram.is_some()).count();
    assert_eq!(diagrams, 8, "six pieces, promotion, reinforcement");
    for s in &sections {
        assert!(!s.title.cs.is_empty() && !s.body.en.is_empty() && !s.body.cs.is_empty());
    }
    for letter in ["— P,", "— S,", "— Z,", "— A,", "— U,", "— T,"] {
        assert!(sections.iter().any(|s| s.title.en.contains(letter) && s.title.cs.contains(letter)), "{letter}");
    }
}

#[test]
fn the_start_shows_24_pieces_castles_and_pawn_ranks() {
    let t = table(START, &[]);
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged("piece").len(), 24);
    assert_eq!(scene.tagged("piece d1"), ["piece d1 white T"]);
    assert_eq!(scene.tagged("piece g7"), ["piece g7 black U"]);
    assert_eq!(scene.tagged("castle").len(), 6);
    assert_eq!(scene.tagged("castle a7"), ["castle a7 black"]);
    assert_eq!(scene.tagged("pawn-rank"), ["pawn-rank white 2", "pawn-rank black 6"]);
    assert!(scene.tagged(tag::CHECK).is_empty() && scene.tagged(tag::CAPTION).is_empty());
}

#[test]
fn dragging_lights_targets_and_an_illegal_drop_changes_nothing() {
    let mut t = table(START, &[]);
    t.pointer_down(at(&*t, "b2"));
    t.pointer_move(at(&*t, "b4"));
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged(tag::TARGET), ["target a3", "target b3", "target c3"]);
    assert_eq!(scene.tagged(tag::DRAGGED), ["dragged P"]);
    // Hovering over a target keeps them all lit.
    t.pointer_move(at(&*t, "c3"));
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged(tag::TARGET), ["target a3", "target b3", "target c3"]);
    assert!(scene.tagged(tag::GHOST).is_empty());
    // The Kopiník goes back, and the table says so (a lesson tells the learner; the game's
    // page only redraws).
    let r = t.pointer_up(at(&*t, "b4"), 0.0);
    assert_eq!(r, Response::Returned);
    assert_eq!(t.position_text(), START);
    // Click-click plays.
    click(&mut *t, "b2");
    assert_eq!(t.scene(0.0).tagged(tag::HELD), ["held b2"]);
    assert_eq!(played(&click(&mut *t, "c3")), "b2-c3");
    assert_eq!(t.scene(1e9).tagged(tag::LAST), ["last b2", "last c3"]);
}

#[test]
fn captures_are_ringed() {
    let mut t = table(START, &TO_THE_CASTLE);
    click(&mut *t, "a6");
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged(tag::CAPTURE), ["capture b6", "capture a7", "capture b7"]);
}

#[test]
fn a_reinforcement_square_is_chosen_after_the_drop() {
    let mut t = table(START, &TO_THE_CASTLE);
    let r = drag(&mut *t, "a6", &["a7"]);
    let Response::Refused(reason) = r else { panic!("{r:?}") };
    // The view's question for White, naming the pawn start rank (2).
    let white = &deskovna::view::drakoburg::CHOOSE_REINFORCEMENT[0];
    assert_eq!(reason, deskovna::game::Reason::with(white, &[&2]));
    assert!(reason.render(Lang::Cs).contains("v řadě 2"));
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged(tag::GHOST), [tag::ghost("a2", "P"), tag::ghost("c2", "P"), tag::ghost("e2", "P")]);
    assert_eq!(scene.tagged(tag::TARGET), [tag::target("a2"), tag::target("c2"), tag::target("e2")]);
    assert_eq!(scene.tagged(tag::WAITING), [tag::waiting("white Z", "a7")]);
    assert_eq!(scene.tagged(tag::CAPTION).len(), 1);
    // Esc takes the whole move back.
    t.key(Key::Escape, 0.0);
    assert!(t.scene(0.0).tagged(tag::GHOST).is_empty());
    assert_eq!(t.history().len(), 4);
    // Again, and a click on c2 finishes it.
    drag(&mut *t, "a6", &["a7"]);
    let r = click(&mut *t, "c2");
    assert_eq!(played(&r), "a6xa7+c2");
    let scene = t.scene(100.0);
    assert_eq!(scene.tagged("arriving"), ["arriving c2"]);
    assert_eq!(t.scene(1e9).tagged("piece c2"), ["piece c2 white P"]);
    assert_eq!(t.scene(1e9).tagged(tag::LAST), ["last a6", "last a7", "last c2"]);
}

#[test]
fn a_reinforcement_can_be_dragged_on_or_clicked() {
    let mut t = table(START, &TO_THE_CASTLE);
    drag(&mut *t, "a6", &["a7"]);
    // Drag on from the landed piece, down the file (where the Zbrojnoš could also have gone),
    // to a lit square: a new Kopiník follows the pointer.
    t.pointer_down(at(&*t, "a7"));
    for name in ["a6", "a5", "a4", "a3"] {
        t.pointer_move(at(&*t, name));
    }
    assert_eq!(t.scene(0.0).tagged(tag::DRAGGED), ["dragged P"]);
    assert_eq!(played(&t.pointer_up(at(&*t, "a2"), 0.0)), "a6xa7+a2");
    t.undo();
    // Drag one ghost Kopiník onto another lit square.
    drag(&mut *t, "a6", &["a7"]);
    assert_eq!(played(&drag(&mut *t, "a2", &["b2", "c2"])), "a6xa7+c2");
    t.undo();
    // Click, click, click.
    click(&mut *t, "a6");
    assert!(matches!(click(&mut *t, "a7"), Response::Refused(_)));
    assert_eq!(played(&click(&mut *t, "e2")), "a6xa7+e2");
}

/// Moves the keyboard cursor to the square `name` with the arrow keys (White at the bottom).
fn cursor_to(t: &mut dyn Table, name: &str) {
    let (file, rank) = (name.as_bytes()[0], name.as_bytes()[1]);
    for _ in 0..20 {
        let c = t.scene(0.0).tagged(tag::CURSOR).first().map(|s| s.to_string()).unwrap_or_default();
        let Some(&[f, r]) = c.strip_prefix("cursor ").map(|s| s.as_bytes()) else {
            t.key(Key::Right, 0.0);
            continue;
        };
        let key = match (f.cmp(&file), r.cmp(&rank)) {
            (_, std::cmp::Ordering::Greater) => Key::Down,
            (_, std::cmp::Ordering::Less) => Key::Up,
            (std::cmp::Ordering::Greater, _) => Key::Left,
            (std::cmp::Ordering::Less, _) => Key::Right,
            _ => return,
        };
        t.key(key, 0.0);
    }
    panic!("the cursor did not reach {name}");
}

#[test]
fn the_keyboard_plays_a_reinforcement() {
    let mut t = table(START, &TO_THE_CASTLE);
    cursor_to(&mut *t, "a6");
    t.key(Key::Enter, 0.0);
    cursor_to(&mut *t, "a7");
    assert!(matches!(t.key(Key::Enter, 0.0), Response::Refused(_)));
    assert_eq!(t.scene(0.0).tagged(tag::GHOST).len(), 3);
    cursor_to(&mut *t, "c2");
    assert_eq!(played(&t.key(Key::Enter, 0.0)), "a6xa7+c2");
}

#[test]
fn a_promotion_happens_by_itself_and_is_animated() {
    let mut t = table(START, &TO_PROMOTION);
    let r = drag(&mut *t, "b5", &["c6"]);
    let Response::Played { notation, said, .. } = r else { panic!("{r:?}") };
    assert_eq!(notation, "b5-c6=S");
    assert_eq!(said, "White: Kopiník b5 to c6, becomes Lukostřelec, check");
    assert_eq!(t.scene(150.0).tagged("promoting").len(), 1);
    let settled = t.scene(1e9);
    assert_eq!(settled.tagged("piece c6"), ["piece c6 white S"]);
    assert_eq!(settled.tagged(tag::CHECK), ["check d7"], "the Lukostřelec checks the Těžkooděnec");
    assert_eq!(settled.tagged(tag::CAPTION).len(), 1);
}

#[test]
fn a_mate_removes_one_of_two_knights_and_play_goes_on() {
    let mut t = table(MATE, &[]);
    let mut s = t.settings();
    s.lang = Lang::Cs;
    t.set_settings(s);
    let r = drag(&mut *t, "e5", &["e6"]);
    let Response::Played { notation, said, .. } = r else { panic!("{r:?}") };
    assert_eq!(notation, "e5-e6=A#");
    assert_eq!(said, "Bílý: Kopiník z e5 na e6, mění se v Panoše, mat: odstraněn Těžkooděnec g7");
    // During the animation the mated Těžkooděnec glows and fades out.
    assert_eq!(t.scene(120.0).tagged("removing"), ["removing g7"]);
    let scene = t.scene(1e9);
    assert_eq!(scene.tagged(tag::REMOVED), ["removed g7"]);
    assert!(scene.tagged("piece g7").is_empty());
    assert_eq!(scene.tagged("piece g6"), ["piece g6 black T"]);
    assert!(t.status().outcome.is_none(), "Black still has a Těžkooděnec and plays on");
    assert_eq!(t.status().to_move, 1);
    assert!(describe(&*t).contains("Poslední tah dal mat: Těžkooděnec g7 byl odstraněn."), "{}", describe(&*t));
}

#[test]
fn words_in_both_languages() {
    let mut t = table(START, &TO_THE_CASTLE);
    let text = describe(&*t);
    assert!(
        text.starts_with("White to move. White: Těžkooděnec d1; Turkopol g1; Panoš e1, f1; Zbrojnoš a6;"),
        "{text}"
    );
    drag(&mut *t, "a6", &["a7"]);
    let Response::Played { said, capture, .. } = click(&mut *t, "c2") else { panic!() };
    assert!(capture);
    assert_eq!(said, "White: Zbrojnoš a6 takes Zbrojnoš on a7, new Kopiník on c2");
    let mut s = t.settings();
    s.lang = Lang::Cs;
    t.set_settings(s);
    assert!(describe(&*t).starts_with("Na tahu je Černý. Bílý: "), "{}", describe(&*t));
    t.undo();
    drag(&mut *t, "a6", &["a7"]);
    let Response::Played { said, .. } = click(&mut *t, "c2") else { panic!() };
    assert_eq!(said, "Bílý: Zbrojnoš z a6 bere Zbrojnoše na a7, nový Kopiník na c2");
}

#[test]
fn the_board_flips_and_the_keyboard_plays() {
    let mut t = table(START, &[]);
    let a1 = at(&*t, "a1");
    t.flip();
    let flipped = at(&*t, "a1");
    assert!(flipped.y < a1.y && flipped.x > a1.x);
    t.flip();
    cursor_to(&mut *t, "b2");
    t.key(Key::Enter, 0.0);
    t.key(Key::Up, 0.0);
    assert_eq!(played(&t.key(Key::Enter, 0.0)), "b2-b3");
}

#[test]
fn moves_animate_and_then_settle() {
    let mut t = table(START, &[]);
    drag(&mut *t, "d2", &["d3"]);
    assert!(t.animating(100.0));
    assert_eq!(t.scene(100.0).tagged(tag::FLYING).len(), 1);
    assert!(t.scene(100.0).tagged("piece d3").is_empty());
    assert!(!t.animating(10_000.0));
    assert_eq!(t.scene(10_000.0).tagged("piece d3"), ["piece d3 white P"]);
    // With animation off nothing flies.
    t.set_settings(Looks { animation_ms: 0.0, ..t.settings() });
    drag(&mut *t, "d6", &["d5"]);
    assert!(t.scene(0.0).tagged(tag::FLYING).is_empty());
}

/// A whole game from the start: a reinforcement (a6xa7+c2), captures, a promotion that gives
/// check (b5-c6=S) and a mate that takes Black's only Těžkooděnec (e1-d3#).
const WHOLE_GAME: [&str; 17] = [
    "a2-b3", "g6-g5", "a1xa6", "g5-g4", "a6xa7+c2", "f6-f5", "b3-b4", "f5-f4", "b4-b5", "g4-g3", "b5-c6=S", "d7-f5",
    "c6xb7", "f4-f3", "f1xg3", "f5-e5", "e1-d3#",
];

#[test]
fn a_whole_game_is_played_with_the_keyboard_alone() {
    let mut t = table(START, &[]);
    assert!(t.scene(0.0).tagged(tag::CURSOR).is_empty());
    assert_eq!(t.focus(true), Response::Redraw);
    let shown = t.scene(0.0).tagged(tag::CURSOR).join("");
    let on = shown.strip_prefix("cursor ").unwrap_or_default().to_string();
    assert!(t.legal_notations().iter().any(|m| m.starts_with(&on)), "on a piece that moves: {shown}");
    assert_eq!(t.focus(true), Response::None, "a second focus leaves the cursor where it is");
    for mv in WHOLE_GAME {
        // The squares of the move, in the order they are chosen.
        let squares: Vec<String> = mv
            .as_bytes()
            .windows(2)
            .filter(|w| (b'a'..=b'g').contains(&w[0]) && (b'1'..=b'7').contains(&w[1]))
            .map(|w| String::from_utf8_lossy(w).into_owned())
            .collect();
        let mut last = Response::None;
        for (i, square) in squares.iter().enumerate() {
            cursor_to(&mut *t, square);
            last = t.key(Key::Enter, 0.0);
            if i + 1 < squares.len() {
                assert!(!matches!(last, Response::Played { .. }), "{mv}: played early at {square}");
            }
        }
        assert_eq!(played(&last), mv);
    }
    let outcome = t.status().outcome.expect("the game is over");
    assert_eq!(outcome.place(0), 0, "White won");
    assert_eq!(t.scene(1e9).tagged(tag::RESULT).len(), 1);
    assert!(t.legal_notations().is_empty());
}
