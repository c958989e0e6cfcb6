//! The Drake's variants through the view and the app, natively: the board shows fortresses,
//! flags (lying and carried), the fortress protection, a bomb on the stack, and the squares
//! the tokens of the selected troop mark; the help draws every symbol apart from the others,
//! legible in every theme; a variant game survives a saved record and a share link.

mod view_common;

use deskovna::app::link::{fragment, route, Route};
use deskovna::app::record::Record;
use deskovna::games::drake::{Drake, READY_MADE};
use deskovna::games::GameKind;
use deskovna::view::board::BoardView;
use deskovna::view::help::render;
use deskovna::view::registry::{default_start, new_table, open_table};
use deskovna::view::scene::{Rgba, Shape};
use deskovna::view::table::{Key, Table};
use deskovna::view::theme::{Theme, ThemeName};
use view_common::{click, describe, opened};

fn table(start: &str, moves: &[&str]) -> Box<dyn Table> {
    opened(GameKind::Drake, start, moves, 600.0, 900.0)
}

#[test]
fn fortresses_and_their_protection_are_drawn() {
    let mut t = table("v1-fb3-bDCM-oDCS_1oCosOD.4.1bC2.BD3_b_M_-_-_0_-", &[]);
    assert_eq!(t.scene(0.0).tagged("fortress"), vec!["fortress b3"]);
    t.play_notation("b2-b3", 0.0).unwrap();
    assert_eq!(t.scene(1e9).tagged("fortress-protected"), vec!["fortress-protected b3"]);
    t.play_notation("c4-d3", 0.0).unwrap();
    assert!(t.scene(1e9).tagged("fortress-protected").is_empty());
}

#[test]
fn flags_lie_on_the_board_and_ride_on_their_carriers() {
    let mut t = table("v1-gb1b4-bDCM-oDCM_3OD.1bC2.4.BD3_b_M_-_-_0_fb1b4", &[]);
    assert_eq!(t.scene(0.0).tagged("flag"), vec!["flag blue b1", "flag orange b4"]);
    t.play_notation("b3-b4", 0.0).unwrap();
    assert_eq!(t.scene(1e9).tagged("flag"), vec!["flag blue b1", "flag orange b4 carried"]);
    assert!(describe(&*t).contains("Orange flag carried on b4"), "{}", describe(&*t));
}

#[test]
fn a_bomb_on_top_of_the_stack_is_drawn_and_detonated_by_dragging() {
    let mut t = table("v1-bDCC*M-oDMA_3OD.1oMoA1.1bC2.BD3_b_M_*M_-_0_-", &[]);
    assert_eq!(t.scene(0.0).tagged("stack blue"), vec!["stack blue Bomb"]);
    let r = view_common::drag(&mut *t, "Blue stack", &["b3"]);
    assert_eq!(view_common::played(&r), "!b3");
    assert_eq!(t.scene(1e9).tagged("stack blue"), vec!["stack blue Monk"]);
}

#[test]
fn the_selected_troop_shows_the_squares_its_tokens_mark() {
    let mut t = table("v1-bDGC-oDCM_3OD.2oC1.1bG2.BD2oM_b_M_-_-_0_-", &[]);
    assert!(t.scene(0.0).tagged("protect").is_empty());
    click(&mut *t, "b2");
    assert_eq!(t.scene(0.0).tagged("protect"), vec!["protect a2", "protect c2", "protect b3"]);
    // The keyboard cursor on a troop shows them too: walk it to b2.
    let mut t = table("v1-bDPC-oDWC_1oC1OD.1oW2.1bP2.BD3_o_M_-_-_0_-", &[]);
    t.key(Key::Right, 0.0);
    for _ in 0..12 {
        let scene = t.scene(0.0);
        let Some(at) = scene.tagged("cursor ").first().and_then(|c| c.strip_prefix("cursor ")).map(str::to_string)
        else {
            t.key(Key::Right, 0.0);
            continue;
        };
        let (file, rank) = (at.as_bytes()[0], at.as_bytes().get(1).copied().unwrap_or(b'0'));
        let key = match (file.cmp(&b'b'), rank.cmp(&b'2')) {
            (std::cmp::Ordering::Greater, _) => Key::Left,
            (std::cmp::Ordering::Less, _) => Key::Right,
            (_, std::cmp::Ordering::Greater) => Key::Down,
            (_, std::cmp::Ordering::Less) => Key::Up,
            _ => break,
        };
        t.key(key, 0.0);
    }
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged("cursor"), vec!["cursor b2"]);
    assert_eq!(scene.tagged("dread"), vec!["dread b3", "dread b4"]);
    click(&mut *t, "b3");
    assert!(t.scene(0.0).tagged("dread").is_empty(), "an Orange Swordsman has no tokens");
}

#[test]
fn the_troop_under_the_mouse_shows_the_squares_its_tokens_mark() {
    use deskovna::view::scene::Point;
    use deskovna::view::table::Response;
    // Blue's Guardian on b2 (face: protects a2, c2, b3); Orange's Phantom on c4 (back: dread
    // b4, d4). Blue to move: hovering shows the marks of either side's troops.
    let mut t = table("v1-bDGC-oDPM_2opOD.4.1bG2.BD3_b_M_-_-_0_-", &[]);
    assert!(t.scene(0.0).tagged("protect").is_empty());
    let over = |t: &mut dyn Table, name: &str| t.pointer_move(view_common::at(t, name));
    assert_eq!(over(&mut *t, "b2"), Response::Redraw);
    assert_eq!(t.scene(0.0).tagged("protect"), vec!["protect a2", "protect c2", "protect b3"]);
    assert_eq!(over(&mut *t, "b2"), Response::None, "the same square again: nothing to redraw");
    over(&mut *t, "c4");
    let scene = t.scene(0.0);
    assert!(scene.tagged("protect").is_empty(), "the marks follow the pointer");
    assert_eq!(scene.tagged("dread"), vec!["dread b4", "dread d4"]);
    over(&mut *t, "a3");
    assert!(t.scene(0.0).tagged("dread").is_empty() && t.scene(0.0).tagged("protect").is_empty());
    // Off the board: nothing is hovered; a selected troop outranks the hovered one.
    over(&mut *t, "b2");
    assert_eq!(t.pointer_move(Point::new(-1.0, -1.0)), Response::Redraw);
    assert!(t.scene(0.0).tagged("protect").is_empty());
    click(&mut *t, "b2");
    over(&mut *t, "c4");
    assert_eq!(t.scene(0.0).tagged("protect"), vec!["protect a2", "protect c2", "protect b3"]);
    assert!(t.scene(0.0).tagged("dread").is_empty());
}

#[test]
fn a_command_is_played_by_picking_the_commander_then_the_troop() {
    let mut t = table("v1-bDHC-oDSC_3OD.bC1oS1.1bH2.3BD_b_M_-_-_0_-", &[]);
    click(&mut *t, "b2");
    let targets = t.scene(0.0).tagged("target").len() + t.scene(0.0).tagged("capture").len();
    assert!(targets >= 3, "the Herald's moves and the troop it commands are lit");
    click(&mut *t, "a3");
    let r = click(&mut *t, "c3");
    assert_eq!(view_common::played(&r), "b2:a3xc3");
}

/// The ink of a tile against its fill: WCAG's contrast ratio.
fn contrast(a: Rgba, b: Rgba) -> f32 {
    let lum = |c: Rgba| {
        let ch = |v: u8| {
            let v = v as f32 / 255.0;
            if v <= 0.03928 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * ch(c.0) + 0.7152 * ch(c.1) + 0.0722 * ch(c.2)
    };
    let (hi, lo) = if lum(a) > lum(b) { (lum(a), lum(b)) } else { (lum(b), lum(a)) };
    (hi + 0.05) / (lo + 0.05)
}

/// What a symbol is made of: each shape's kind, fill or stroke, and polygon corners.
fn signature(shapes: &[Shape]) -> Vec<String> {
    shapes
        .iter()
        .map(|s| match s {
            Shape::Circle { paint, .. } => format!("circle {} {}", paint.fill.is_some(), paint.stroke.is_some()),
            Shape::Polygon { points, paint } => {
                format!("polygon {} {} {}", points.len(), paint.fill.is_some(), paint.stroke.is_some())
            }
            Shape::Line { .. } => "line".into(),
            Shape::Rect { .. } => "rect".into(),
            Shape::Text { .. } => "text".into(),
        })
        .collect()
}

#[test]
fn every_symbol_is_a_shape_of_its_own_in_every_theme() {
    let help = <Drake as BoardView>::help();
    let legend = help.iter().find(|s| s.title.en == "Symbols of the variants").and_then(|s| s.diagram).unwrap();
    for name in ThemeName::ALL {
        let theme = Theme::get(name);
        for (fill, ink) in [theme.blue, theme.orange] {
            assert!(contrast(fill, ink) >= 3.0, "{name:?}: ink on a tile is hard to read");
        }
        // Phone size: a diagram a third of a 360 px wide screen.
        let scene = render(legend, 360.0, 150.0, &theme, deskovna::game::Lang::Cs);
        let tags: Vec<(usize, &str)> =
            scene.tags.iter().filter(|(_, t)| t.starts_with("symbol")).map(|(i, t)| (*i, t.as_str())).collect();
        assert_eq!(tags.len(), 8);
        let mut seen = Vec::new();
        for (i, &(at, tag)) in tags.iter().enumerate() {
            let end = tags.get(i + 1).map_or(scene.shapes.len(), |t| t.0);
            // The box, the symbol, the label.
            let sig = signature(&scene.shapes[at + 1..end - 1]);
            assert!(!sig.is_empty(), "{tag}");
            assert!(!seen.contains(&sig), "{tag} looks like another symbol: {sig:?}");
            seen.push(sig);
        }
    }
}

#[test]
fn the_help_has_a_section_for_each_extension_in_both_languages() {
    let help = <Drake as BoardView>::help();
    for title in
        ["Jump, jump-slide, command", "Protect and dread", "Fortresses", "Flags", "Bombs", "Leaders and stacks"]
    {
        let section = help.iter().find(|s| s.title.en == title).unwrap_or_else(|| panic!("{title}"));
        assert!(!section.body.cs.is_empty() && section.body.cs != section.body.en);
    }
    for title in ["Knight", "Lancer", "Herald", "Guardian", "Phantom", "Protect and dread", "Fortresses"] {
        let section = help.iter().find(|s| s.title.en == title).unwrap();
        let theme = Theme::get(ThemeName::Contrast);
        let scene = render(section.diagram.expect("a diagram"), 300.0, 160.0, &theme, deskovna::game::Lang::En);
        assert!(scene.shapes.len() > 5, "{title}");
    }
}

#[test]
fn a_variant_game_survives_a_saved_record_and_a_share_link() {
    let standard = default_start(GameKind::Drake);
    assert_eq!(standard, "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0");
    for ready in &READY_MADE {
        let mut t = new_table(GameKind::Drake, &[("variant".into(), ready.id.into())]).unwrap();
        for ply in 0..12 {
            let moves = t.legal_notations();
            let Some(mv) = moves.get(ply * 7 % moves.len().max(1)) else { break };
            t.play_notation(mv, 0.0).unwrap();
        }
        let position = t.position_text();
        assert!(t.start_text().starts_with(ready.text), "{}", t.start_text());
        let record = Record::of(&*t);
        let read = Record::read(&record.to_text()).unwrap();
        assert_eq!(read.open().unwrap().position_text(), position, "{}", ready.id);
        let link = fragment(&record, &standard);
        assert!(link.contains("p=v1-"), "{link}");
        let Ok(Route::Shared(shared)) = route(&link, |_| standard.clone()) else { panic!("{link}") };
        assert_eq!(shared.open().unwrap().position_text(), position, "{}", ready.id);
        let again = open_table(GameKind::Drake, &record.start, &record.moves).unwrap();
        assert_eq!(again.position_text(), position);
    }
}
