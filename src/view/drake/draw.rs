//! The scene of a position of The Drake: board, mountains, coordinates, troops, stacks and lost
//! troops; the marks of play come from `view::marks`.
//!
//! Own tags: `mountain <square>`, `troop <square> <blue|orange> <Troop> <face|back>`,
//! `stack <blue|orange> <Troop>` (the top of a stack), `lost <blue|orange> <Troop>`.

use super::layout::DrakeLayout;
use super::squares;
use super::tile::{draw_item, TileStyle};
use super::{spot_of_square, square_of_spot, STACK};
use crate::game::square::square_name;
use crate::game::{Game, Lang};
use crate::games::drake::{square, Drake, Troop, BLUE};
use crate::view::board::Look;
use crate::view::gesture::Spot;
use crate::view::marks::contrast::{contrast, over};
use crate::view::marks::flight::fading;
use crate::view::marks::{free_band, tag, Form, Lit, Marks, PieceArt, Target};
use crate::view::scene::{Align, Paint, Point, Rect, Rgba, Scene};
use crate::view::theme::Theme;

fn colours(theme: &Theme, player: usize) -> (Rgba, Rgba) {
    if player == BLUE {
        theme.blue
    } else {
        theme.orange
    }
}

fn style(flipped: bool, theme: &Theme, player: usize, alpha: f32, named: bool, lang: Lang) -> TileStyle {
    let (fill, ink) = colours(theme, player);
    let turn = if flipped { -1.0 } else { 1.0 };
    let owner = if player == BLUE { 1.0 } else { -1.0 };
    TileStyle { fill, ink, sx: turn, sy: -owner * turn, alpha, named, lang }
}

/// A troop as the marks draw it (lifted, in flight).
fn art<'p>(what: (usize, Troop, bool), cell: f32, draw: &'p dyn Fn(&mut Scene, Point, f32, f32)) -> PieceArt<'p> {
    let (player, troop, face) = what;
    let what = format!("{} {troop:?} {}", player_id(player), side(face));
    PieceArt { what, form: Form::Square, half: cell * 0.45, draw }
}

pub fn draw(game: &Drake, layout: &DrakeLayout, look: &Look<Drake>, scene: &mut Scene) {
    let draw_troop = |scene: &mut Scene, r, t, f, s: &TileStyle| draw_item(scene, r, game, t, f, s);
    let theme = look.theme;
    let grid = &layout.grid;
    let n = game.size() as usize;
    let flipped = grid.flipped;
    let cell = grid.cell;
    let marks = Marks::new(game, layout, look, cell);
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 0.0, Paint::fill(theme.background));

    // Strips: the player to move's strip is tinted.
    for player in 0..2 {
        let to_move = game.to_move() == player && game.outcome().is_none();
        let tint = colours(theme, player).1.fade(if to_move { 0.16 } else { 0.06 });
        scene.rect(layout.strips[player].area, 8.0, Paint::fill(tint));
    }

    // Squares, mountains, coordinates.
    for rank in 0..n {
        for file in 0..n {
            let r = grid.square_rect(file, rank);
            scene.rect(r, 0.0, Paint::fill(square_colour(theme, file, rank)));
            if game.is_mountain(square(file, rank)) {
                scene.tag(format!("mountain {}", square_name(file, rank, false)));
                draw_mountain(scene, r, theme);
            }
        }
    }
    squares::under_troops(game, layout, theme, scene);
    scene.rect(grid.bounds(), 0.0, Paint::stroke(theme.line, 1.5));
    if look.coordinates {
        coordinates(scene, layout, theme, n);
    }

    if let Some(last) = look.last {
        let on_board: Vec<Spot> = last.route.iter().copied().filter(|&s| s < STACK).collect();
        marks.last(scene, &on_board);
    }
    marks.held(scene);

    // Troops on the board.
    let motion = look.motion.as_ref();
    // A strike leaves its target square empty; any other move ends with the mover there.
    let strike = |m: &crate::view::board::Motion<Drake>| {
        m.shape
            .route
            .last()
            .and_then(|&s| square_of_spot(s))
            .is_some_and(|(f, r)| game.troop_at(square(f, r)).is_none())
    };
    let moving_to = motion.filter(|m| !strike(m)).and_then(|m| m.shape.route.last().copied());
    let dragged = look.pointer.and(look.held.first().copied());
    for rank in 0..n {
        for file in 0..n {
            let sq = square(file, rank);
            let spot = spot_of_square(sq);
            let Some((player, troop, face)) = game.troop_at(sq) else { continue };
            let r = grid.square_rect(file, rank);
            // A troop captured by the animated move fades out under the mover.
            if let Some(m) = motion.filter(|m| m.shape.route.last() == Some(&spot)) {
                if let Some((p, t, f)) = m.before.troop_at(sq).filter(|b| b.0 != player) {
                    draw_troop(scene, r, t, f, &style(flipped, theme, p, fading(m.t), true, look.lang));
                }
            }
            if moving_to == Some(spot) {
                continue; // drawn in flight below
            }
            let alpha = if dragged == Some(spot) { 0.35 } else { 1.0 };
            let name = square_name(file, rank, false);
            scene.tag(format!("troop {name} {} {troop:?} {}", player_id(player), side(face)));
            draw_troop(scene, r, troop, face, &style(flipped, theme, player, alpha, true, look.lang));
        }
    }
    // A captured troop of a strike (the target square is now empty) fades out too.
    if let Some(m) = motion.filter(|m| strike(m)) {
        if let Some((f, r)) = m.shape.route.last().and_then(|&s| square_of_spot(s)) {
            if let Some((p, t, face)) = m.before.troop_at(square(f, r)) {
                let rect = grid.square_rect(f, r);
                draw_troop(scene, rect, t, face, &style(flipped, theme, p, fading(m.t), true, look.lang));
            }
        }
    }

    squares::over_troops(game, layout, look, scene);

    let targets: Vec<Target> = look
        .targets
        .iter()
        .filter_map(|&spot| {
            let (f, r) = square_of_spot(spot)?;
            let taken = game.troop_at(square(f, r)).is_some();
            Some(Target::new(spot, if taken { Lit::Capture } else { Lit::Move }, taken))
        })
        .collect();
    marks.targets(scene, &targets, None);

    draw_strips(game, layout, look, scene);

    // The troop in flight.
    if let (Some(m), Some(to)) = (motion, moving_to) {
        if let Some(what) = square_of_spot(to).and_then(|(f, r)| game.troop_at(square(f, r))) {
            let paint = |s: &mut Scene, p: Point, k: f32, a: f32| {
                draw_troop(
                    s,
                    Rect::around(p, cell * k),
                    what.1,
                    what.2,
                    &style(flipped, theme, what.0, a, true, look.lang),
                )
            };
            let (at, _) = marks.flight(&m.shape.route, m.t);
            marks.flying(scene, &art(what, cell, &paint), at, 1.0);
        }
    }

    marks.hint(scene, usize::MAX, None);
    marks.cursor(scene);

    // The dragged troop follows the pointer, a little lifted.
    if let Some(&held) = look.held.first() {
        let picked = if held >= STACK {
            let player = (held - STACK) as usize;
            game.stack(player).first().map(|&t| (player, t, true))
        } else {
            square_of_spot(held).and_then(|(f, r)| game.troop_at(square(f, r)))
        };
        if let Some(what) = picked {
            let paint = |s: &mut Scene, p: Point, k: f32, a: f32| {
                draw_troop(
                    s,
                    Rect::around(p, cell * k),
                    what.1,
                    what.2,
                    &style(flipped, theme, what.0, a, true, look.lang),
                )
            };
            marks.lifted(scene, &art(what, cell, &paint), 1.08);
        }
    }

    if look.result.is_some() {
        let bounds = layout.bounds();
        let band = free_band(scene, bounds, cell * 0.45).unwrap_or_else(|| {
            // No room beside everything: over the lower half of the bottom strip (or strips).
            let bottom = layout.strips.iter().map(|s| s.area).max_by(|a, b| a.y.total_cmp(&b.y)).unwrap_or(bounds);
            let h = (bottom.h * 0.45).min(cell * 0.45);
            Rect::new(bounds.x, bottom.y + bottom.h - h, bounds.w, h)
        });
        marks.result(scene, band);
    }
}

fn square_colour(theme: &Theme, file: usize, rank: usize) -> Rgba {
    if (file + rank).is_multiple_of(2) {
        theme.dark_square
    } else {
        theme.light_square
    }
}

/// File letters under the board and rank numbers left of it, on the background.
fn coordinates(scene: &mut Scene, layout: &DrakeLayout, theme: &Theme, n: usize) {
    let grid = &layout.grid;
    let size = layout.label;
    let b = grid.bounds();
    let ink = if contrast(theme.coordinate, theme.background) >= 4.5 { theme.coordinate } else { theme.text };
    for i in 0..n {
        let file = if grid.flipped { n - 1 - i } else { i };
        let c = grid.square_rect(file, 0).center();
        let letter = ((b'a' + file as u8) as char).to_string();
        scene.tag(tag::coordinate(&letter));
        scene.text(Point::new(c.x, b.y + b.h + size * 0.75), letter, size, ink, Align::Center, true);
        let c = grid.square_rect(0, i).center();
        scene.tag(tag::coordinate(&(i + 1).to_string()));
        scene.text(Point::new(b.x - size * 0.3, c.y), (i + 1).to_string(), size, ink, Align::Right, true);
    }
}

fn draw_strips(game: &Drake, layout: &DrakeLayout, look: &Look<Drake>, scene: &mut Scene) {
    let draw_troop = |scene: &mut Scene, r, t, f, s: &TileStyle| draw_item(scene, r, game, t, f, s);
    let theme = look.theme;
    let flipped = layout.grid.flipped;
    for player in 0..2 {
        let strip = &layout.strips[player];
        let stack = game.stack(player);
        let spot = STACK + player as u16;
        let held_here = look.held.first() == Some(&spot);
        if let Some(&top) = stack.first() {
            let alpha = if held_here && look.pointer.is_some() { 0.35 } else { 1.0 };
            scene.tag(format!("stack {} {:?}", player_id(player), top));
            draw_troop(scene, strip.top, top, true, &style(flipped, theme, player, alpha, true, look.lang));
        }
        let rest = stack.len().saturating_sub(1);
        let lost = game.captured(player);
        let (stack_places, lost_places) = strip.places(rest, lost.len());
        for (i, rect) in stack_places.into_iter().enumerate() {
            if game.hidden_stack() || i + 1 >= game.known_items(player) {
                let (fill, ink) = colours(theme, player);
                scene.rect(rect.inset(1.0), 3.0, Paint::both(fill, ink, 1.0));
                scene.text(rect.center(), "?", rect.h * 0.6, ink, Align::Center, true);
            } else if let Some(&t) = stack.get(i + 1) {
                draw_troop(scene, rect, t, true, &style(flipped, theme, player, 1.0, false, look.lang));
            }
        }
        // Lost troops: greyed out (their diagram faint) and struck through, in every theme
        // plain to see on the strip.
        let under = over(colours(theme, player).1.fade(0.16), theme.background);
        for (t, rect) in lost.iter().zip(lost_places) {
            scene.tag(format!("lost {} {:?}", player_id(player), t));
            let mut s = style(flipped, theme, player, 1.0, false, look.lang);
            s.fill = over(s.fill.fade(0.45), under);
            s.ink = over(s.ink.fade(0.6), s.fill);
            draw_troop(scene, rect, *t, true, &s);
            let (a, b) =
                (Point::new(rect.x + 2.0, rect.y + 2.0), Point::new(rect.x + rect.w - 2.0, rect.y + rect.h - 2.0));
            scene.line(a, b, theme.capture.alpha(255), 2.0);
        }
    }
}

pub(super) fn draw_mountain(scene: &mut Scene, r: Rect, theme: &Theme) {
    let base = r.y + r.h * 0.82;
    let peak = Point::new(r.x + r.w * 0.5, r.y + r.h * 0.18);
    scene.polygon(
        vec![Point::new(r.x + r.w * 0.1, base), peak, Point::new(r.x + r.w * 0.9, base)],
        Paint::fill(theme.mountain),
    );
    let small = Point::new(r.x + r.w * 0.72, r.y + r.h * 0.42);
    scene.polygon(
        vec![Point::new(r.x + r.w * 0.5, base), small, Point::new(r.x + r.w * 0.95, base)],
        Paint::fill(theme.mountain.fade(0.85)),
    );
    let snow = 0.3;
    scene.polygon(
        vec![
            peak,
            Point::new(peak.x + (r.w * 0.4) * snow, peak.y + (base - peak.y) * snow),
            Point::new(peak.x - (r.w * 0.4) * snow, peak.y + (base - peak.y) * snow),
        ],
        Paint::fill(theme.mountain_snow),
    );
}

fn player_id(player: usize) -> &'static str {
    if player == BLUE {
        "blue"
    } else {
        "orange"
    }
}

fn side(face: bool) -> &'static str {
    if face {
        "face"
    } else {
        "back"
    }
}
