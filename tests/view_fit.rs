//! What the board shows fits and stays readable: the result beside the board, never over it;
//! coordinates never covered; The Drake's troop names inside their tiles at every size, and
//! large enough on a phone.

mod view_common;

use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::help::render;
use deskovna::view::marks::tag;
use deskovna::view::registry::{help, open_table};
use deskovna::view::scene::{text_width, Point, Rect, Scene, Shape};
use deskovna::view::table::Table;
use deskovna::view::theme::{Theme, ThemeName};
use view_common::paint::in_polygon;
use view_common::{drag, opened};

/// The squares of a board, by name, as rectangles of `cell` round their centres.
fn squares(t: &dyn Table, names: &[String], cell: f32) -> Vec<(String, Rect)> {
    names.iter().filter_map(|n| t.locate(n).map(|c| (n.clone(), Rect::around(c, cell)))).collect()
}

fn overlap(a: &Rect, b: &Rect) -> bool {
    a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5
}

fn names(files: &str, ranks: std::ops::RangeInclusive<u32>, upper: bool) -> Vec<String> {
    files
        .chars()
        .flat_map(|f| ranks.clone().map(move |r| format!("{}{r}", if upper { f.to_ascii_uppercase() } else { f })))
        .collect()
}

/// The shape drawn right after the tag `name`.
fn tagged_shape<'s>(scene: &'s Scene, name: &str) -> Vec<&'s Shape> {
    scene.tags.iter().filter(|(_, t)| t.starts_with(name)).map(|(i, _)| &scene.shapes[*i]).collect()
}

/// Games over, each with its board squares' names and a cell size.
fn endings(w: f32, h: f32) -> Vec<(&'static str, Box<dyn Table>, Vec<String>)> {
    let mut drake = opened(GameKind::Drake, "4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0", &[], w, h);
    drag(&mut *drake, "a2", &["b4"]);
    let camelot =
        opened(GameKind::Camelot, "M1.4M3.10.12.12.12.12.12.m11.12.12.12.12.10.8.2_w_00_-_0", &["G15-G16"], w, h);
    let drakoburg = opened(GameKind::Drakoburg, "4S1t.3p2t.P2pP1p.1P1p3.P1P1ppP.T3SP1.3z3_w_0", &[], w, h);
    let start = "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0";
    let whole = [
        "a2-b3", "g6-g5", "a1xa6", "g5-g4", "a6xa7+c2", "f6-f5", "b3-b4", "f5-f4", "b4-b5", "g4-g3", "b5-c6=S",
        "d7-f5", "c6xb7", "f4-f3", "f1xg3", "f5-e5", "e1-d3#",
    ];
    let _ = drakoburg;
    let drakoburg = opened(GameKind::Drakoburg, start, &whole, w, h);
    let shamrock_start = deskovna::view::registry::new_table(
        GameKind::Shamrock,
        &[("players".into(), "3".into()), ("seed".into(), "1".into())],
    )
    .unwrap()
    .start_text();
    let won: Vec<String> = ["P3+1+0r4", "P1+0+1r5", "P2+1-1r2", "P1+0-1r5", "P2+2-1r1", "P2+1-2r1", "R+1-2+"]
        .iter()
        .map(|m| m.to_string())
        .collect();
    let mut shamrock = open_table(GameKind::Shamrock, &shamrock_start, &won).unwrap();
    shamrock.resize(w, h);
    let cells: Vec<String> = (-3..=3).flat_map(|q: i32| (-3..=3).map(move |r: i32| format!("{q:+}{r:+}"))).collect();
    vec![
        ("drake", drake, names("abcd", 1..=4, false)),
        ("camelot", camelot, names("abcdefghijkl", 1..=16, true)),
        ("drakoburg", drakoburg, names("abcdefg", 1..=7, false)),
        ("shamrock", shamrock, cells),
    ]
}

#[test]
fn the_result_shows_beside_the_board_never_over_it() {
    for (w, h) in [
        (390.0, 420.0),
        (390.0, 444.0),
        (390.0, 476.0),
        (390.0, 585.0),
        (360.0, 420.0),
        (900.0, 700.0),
        (1200.0, 800.0),
        (320.0, 320.0),
    ] {
        for (game, t, board) in endings(w, h) {
            assert!(t.status().outcome.is_some(), "{game}: over");
            let scene = t.scene(1e9);
            let bands = tagged_shape(&scene, tag::RESULT);
            assert_eq!(bands.len(), 1, "{game} {w}x{h}: one result");
            let Shape::Rect { rect: band, .. } = bands[0] else { panic!("{game}: a band") };
            // A square's side: the distance between neighbouring centres.
            let named: Vec<Point> = board.iter().filter_map(|n| t.locate(n)).collect();
            let cell = named
                .iter()
                .flat_map(|a| named.iter().map(move |b| a.distance(*b)))
                .filter(|&d| d > 1.0)
                .fold(f32::MAX, f32::min);
            let cell = if game == "shamrock" { cell * 0.9 } else { cell };
            for (name, square) in squares(&*t, &board, cell) {
                assert!(!overlap(band, &square), "{game} {w}x{h}: the result covers {name} ({band:?})");
            }
            assert!(band.x >= 0.0 && band.y >= 0.0 && band.x + band.w <= w + 0.5 && band.y + band.h <= h + 0.5);
        }
    }
}

/// Sample points of a text's box.
fn text_points(shape: &Shape) -> Vec<Point> {
    let Shape::Text { at, text, size, align, bold, .. } = shape else { return Vec::new() };
    let w = text_width(text, *size, *bold);
    let left = match align {
        deskovna::view::scene::Align::Left => at.x,
        deskovna::view::scene::Align::Center => at.x - w / 2.0,
        deskovna::view::scene::Align::Right => at.x - w,
    };
    (0..=4).flat_map(|i| [-0.3, 0.0, 0.3].map(|dy| Point::new(left + w * i as f32 / 4.0, at.y + dy * size))).collect()
}

/// Whether a shape paints over `p` (roughly: its bounding box, or a line's width).
fn covers(shape: &Shape, p: Point) -> bool {
    let in_box = |pts: &[Point], pad: f32| {
        let (x0, x1) = pts.iter().fold((f32::MAX, f32::MIN), |(a, b), q| (a.min(q.x), b.max(q.x)));
        let (y0, y1) = pts.iter().fold((f32::MAX, f32::MIN), |(a, b), q| (a.min(q.y), b.max(q.y)));
        p.x >= x0 - pad && p.x <= x1 + pad && p.y >= y0 - pad && p.y <= y1 + pad
    };
    match shape {
        Shape::Rect { rect, .. } => rect.contains(p),
        Shape::Circle { center, radius, paint } => {
            center.distance(p) <= radius + paint.stroke.map_or(0.0, |s| s.1 / 2.0)
        }
        Shape::Polygon { points, .. } => in_box(points, 0.0) && in_polygon(points, p),
        Shape::Line { from, to, width, .. } => {
            let (dx, dy) = (to.x - from.x, to.y - from.y);
            let len2 = (dx * dx + dy * dy).max(1e-6);
            let t = (((p.x - from.x) * dx + (p.y - from.y) * dy) / len2).clamp(0.0, 1.0);
            p.distance(Point::new(from.x + t * dx, from.y + t * dy)) <= width / 2.0
        }
        Shape::Text { .. } => false,
    }
}

#[test]
fn coordinates_are_never_covered_by_pieces() {
    // Positions with pieces on the edge files and ranks, where the coordinates are.
    let tables: Vec<(&str, Box<dyn Table>)> = vec![
        ("drake", opened(GameKind::Drake, "4_oaoDoSoC.oMoW2.bA3.bDbCbSbM_b_M_CW_C_0", &[], 600.0, 900.0)),
        ("drake phone", opened(GameKind::Drake, "4_oaoDoSoC.oMoW2.bA3.bDbCbSbM_b_M_CW_C_0", &[], 390.0, 420.0)),
        ("drakoburg", opened(GameKind::Drakoburg, "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0", &[], 600.0, 700.0)),
        (
            "drakoburg phone",
            opened(GameKind::Drakoburg, "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0", &[], 390.0, 420.0),
        ),
        (
            "camelot",
            opened(
                GameKind::Camelot,
                "2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0",
                &[],
                390.0,
                585.0,
            ),
        ),
    ];
    for (game, t) in tables {
        let scene = t.scene(1e9);
        let coordinates: Vec<usize> =
            scene.tags.iter().filter(|(_, s)| s.starts_with(tag::COORDINATE)).map(|(i, _)| *i).collect();
        assert!(coordinates.len() >= 8, "{game}: coordinates drawn");
        for i in coordinates {
            for p in text_points(&scene.shapes[i]) {
                if let Some(j) = (i + 1..scene.shapes.len()).find(|&j| covers(&scene.shapes[j], p)) {
                    let by = scene.tags.iter().rev().find(|(at, _)| *at <= j).map(|(_, s)| s.as_str());
                    panic!("{game}: {:?} covered by shape {j} ({by:?})", scene.shapes[i]);
                }
            }
        }
    }
}

/// The troop names drawn in a scene, each with the width of its tile: a text written inside
/// the rounded square drawn last before it.
fn names_in_tiles(scene: &Scene) -> Vec<(String, f32, f32, f32)> {
    let mut out = Vec::new();
    let mut tile: Option<Rect> = None;
    for shape in &scene.shapes {
        match shape {
            Shape::Rect { rect, radius, .. } if *radius > 0.0 && (rect.w - rect.h).abs() < 0.5 => tile = Some(*rect),
            Shape::Text { text, size, bold, at, .. } if text.chars().count() > 2 => {
                if let Some(r) = tile.take().filter(|r| r.contains(*at)) {
                    out.push((text.clone(), text_width(text, *size, *bold), r.w, *size));
                }
            }
            _ => {}
        }
    }
    out
}

#[test]
fn drake_troop_names_fit_their_tiles_on_the_board_and_in_the_rules() {
    let position = "4_oaoDoSoC.oMoW2.bA3.bDbCbSbM_b_M_CW_C_0";
    let mut seen = 0;
    for (w, h) in [(320.0, 480.0), (390.0, 420.0), (600.0, 900.0), (1200.0, 800.0), (1920.0, 1080.0)] {
        for lang in [Lang::En, Lang::Cs] {
            let mut t = opened(GameKind::Drake, position, &[], w, h);
            t.set_settings(deskovna::view::table::Looks { lang, ..t.settings() });
            for (name, width, tile, _) in names_in_tiles(&t.scene(1e9)) {
                assert!(width <= tile * 0.92 + 0.01, "{w}x{h}: {name} is {width:.2} px on a tile of {tile:.2}");
                seen += 1;
            }
        }
    }
    let theme = Theme::get(ThemeName::Light);
    for section in help(GameKind::Drake) {
        let Some(diagram) = section.diagram else { continue };
        for (w, h) in [(280.0, 150.0), (360.0, 200.0), (520.0, 240.0), (200.0, 120.0)] {
            for lang in [Lang::En, Lang::Cs] {
                for (name, width, tile, _) in names_in_tiles(&render(diagram, w, h, &theme, lang)) {
                    assert!(
                        width <= tile * 0.92 + 0.01,
                        "help {w}x{h}: {name} is {width:.0} px on a tile of {tile:.0}"
                    );
                    seen += 1;
                }
            }
        }
    }
    assert!(seen > 100, "{seen} names measured");
}

#[test]
fn on_a_phone_the_drake_board_is_large_and_its_names_read() {
    for lang in [Lang::En, Lang::Cs] {
        let mut t = opened(GameKind::Drake, "4_oaoDoSoC.oMoW2.bA3.bDbCbSbM_b_M_CW_C_0", &[], 390.0, 420.0);
        t.set_settings(deskovna::view::table::Looks { lang, ..t.settings() });
        let (a1, d1) = (t.locate("a1").unwrap(), t.locate("d1").unwrap());
        let board = (d1.x - a1.x) / 3.0 * 4.0;
        assert!(board >= 290.0, "the board is {board:.0} px wide");
        let scene = t.scene(1e9);
        let on_board = names_in_tiles(&scene);
        assert!(on_board.iter().any(|n| n.0 == "Swordsman" || n.0 == "Šermíř"), "the longest name is there");
        assert!(on_board.len() >= 11);
        for (name, _, tile, size) in on_board {
            if tile >= board / 4.0 * 0.85 {
                assert!(size >= 10.0, "{name} at {size:.1} px");
            }
        }
        // The coordinates too.
        for (i, _) in scene.tags.iter().filter(|(_, s)| s.starts_with(tag::COORDINATE)) {
            let Shape::Text { size, .. } = &scene.shapes[*i] else { panic!() };
            assert!(*size >= 10.0);
        }
    }
}
