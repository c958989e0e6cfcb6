//! The scene of a position of The Drake: board, mountains, troops, stacks, lost troops, and
//! the marks of play (selection, lit targets, last move, cursor, hint, drag, animation).

use super::layout::DrakeLayout;
use super::squares;
use super::tile::{draw_item, TileStyle};
use super::{spot_of_square, square_of_spot, STACK};
use crate::game::square::square_name;
use crate::game::Game;
use crate::game::Within;
use crate::games::drake::{square, Drake, BLUE};
use crate::view::board::{BoardView, Look};
use crate::view::scene::{Align, Paint, Point, Rect, Rgba, Scene};
use crate::view::theme::Theme;

fn ease(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}

fn colours(theme: &Theme, player: usize) -> (Rgba, Rgba) {
    if player == BLUE {
        theme.blue
    } else {
        theme.orange
    }
}

fn style(
    game_flipped: bool,
    theme: &Theme,
    player: usize,
    alpha: f32,
    named: bool,
    look_lang: crate::game::Lang,
) -> TileStyle {
    let (fill, ink) = colours(theme, player);
    let turn = if game_flipped { -1.0 } else { 1.0 };
    let owner = if player == BLUE { 1.0 } else { -1.0 };
    TileStyle { fill, ink, sx: turn, sy: -owner * turn, alpha, named, lang: look_lang }
}

pub fn draw(game: &Drake, layout: &DrakeLayout, look: &Look<Drake>, scene: &mut Scene) {
    let draw_troop = |scene: &mut Scene, r, t, f, s: &TileStyle| draw_item(scene, r, game, t, f, s);
    let theme = look.theme;
    let grid = &layout.grid;
    let n = game.size() as usize;
    let flipped = grid.flipped;
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 0.0, Paint::fill(theme.background));

    // Strips: the player to move's strip is tinted.
    for player in 0..2 {
        let strip = &layout.strips[player];
        let tint = colours(theme, player).1.fade(if game.to_move() == player && game.outcome().is_none() {
            0.16
        } else {
            0.06
        });
        scene.rect(strip.area, 8.0, Paint::fill(tint));
    }

    // Squares, mountains, coordinates.
    let cell = grid.cell;
    for rank in 0..n {
        for file in 0..n {
            let r = grid.square_rect(file, rank);
            let dark = (file + rank) % 2 == 0;
            scene.rect(r, 0.0, Paint::fill(if dark { theme.dark_square } else { theme.light_square }));
            let sq = square(file, rank);
            if game.is_mountain(sq) {
                scene.tag(format!("mountain {}", square_name(file, rank, false)));
                draw_mountain(scene, r, theme);
            }
        }
    }
    squares::under_troops(game, layout, theme, scene);
    scene.rect(grid.bounds(), 0.0, Paint::stroke(theme.line, 1.5));
    if look.coordinates {
        let size = (cell * 0.15).within(9.0, 16.0);
        for i in 0..n {
            let (bottom_file, left_rank) = if flipped { (n - 1 - i, n - 1 - i) } else { (i, i) };
            let r = grid.square_rect(bottom_file, if flipped { n - 1 } else { 0 });
            let letter = ((b'a' + bottom_file as u8) as char).to_string();
            scene.text(
                Point::new(r.x + r.w - size * 0.45, r.y + r.h - size * 0.35),
                letter,
                size,
                theme.coordinate,
                Align::Right,
                true,
            );
            let r = grid.square_rect(if flipped { n - 1 } else { 0 }, left_rank);
            scene.text(
                Point::new(r.x + size * 0.35, r.y + size * 0.95),
                (left_rank + 1).to_string(),
                size,
                theme.coordinate,
                Align::Left,
                true,
            );
        }
    }

    // Last move and selection tints.
    if let Some(last) = look.last {
        for &spot in &last.route {
            if let Some((f, r)) = square_of_spot(spot) {
                scene.tag(format!("last {}", square_name(f, r, false)));
                scene.rect(grid.square_rect(f, r), 0.0, Paint::fill(theme.last_move));
            }
        }
    }
    if let Some(&held) = look.held.first() {
        if let Some((f, r)) = square_of_spot(held) {
            scene.tag(format!("held {}", square_name(f, r, false)));
            scene.rect(grid.square_rect(f, r), 0.0, Paint::fill(theme.selected));
        }
    }

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
            if let Some(m) = motion {
                if m.shape.route.last() == Some(&spot) {
                    if let Some((p, t, f)) = m.before.troop_at(sq).filter(|b| b.0 != player) {
                        draw_troop(scene, r, t, f, &style(flipped, theme, p, 1.0 - ease(m.t), true, look.lang));
                    }
                }
            }
            if moving_to == Some(spot) {
                continue; // drawn in flight below
            }
            let alpha = if dragged == Some(spot) { 0.35 } else { 1.0 };
            scene.tag(format!(
                "troop {} {} {:?} {}",
                square_name(file, rank, false),
                player_id(player),
                troop,
                side(face)
            ));
            draw_troop(scene, r, troop, face, &style(flipped, theme, player, alpha, true, look.lang));
        }
    }
    // A captured troop of a strike (the target square is now empty) fades out too.
    if let Some(m) = motion.filter(|m| strike(m)) {
        if let Some((f, r)) = m.shape.route.last().and_then(|&s| square_of_spot(s)) {
            if let Some((p, t, face)) = m.before.troop_at(square(f, r)) {
                let fade = 1.0 - ease(m.t);
                draw_troop(scene, grid.square_rect(f, r), t, face, &style(flipped, theme, p, fade, true, look.lang));
            }
        }
    }

    squares::over_troops(game, layout, look, scene);

    // Targets.
    for &spot in look.targets {
        let Some((f, r)) = square_of_spot(spot) else { continue };
        let rect = grid.square_rect(f, r);
        let name = square_name(f, r, false);
        if game.troop_at(square(f, r)).is_some() {
            scene.tag(format!("capture {name}"));
            scene.rect(rect.inset(cell * 0.04), cell * 0.1, Paint::stroke(theme.capture, (cell * 0.07).max(3.0)));
        } else {
            scene.tag(format!("target {name}"));
            scene.circle(rect.center(), cell * 0.16, Paint::fill(theme.target));
        }
    }

    draw_strips(game, layout, look, scene);

    // The troop in flight.
    if let (Some(m), Some(to)) = (motion, moving_to) {
        if let (Some(from), Some(dest)) =
            (m.shape.route.first().and_then(|&s| game.spot_center(layout, s)), game.spot_center(layout, to))
        {
            if let Some((f, r)) = square_of_spot(to) {
                if let Some((player, troop, face)) = game.troop_at(square(f, r)) {
                    let at = from.lerp(dest, ease(m.t));
                    scene.tag("flying");
                    draw_troop(
                        scene,
                        Rect::around(at, cell),
                        troop,
                        face,
                        &style(flipped, theme, player, 1.0, true, look.lang),
                    );
                }
            }
        }
    }

    // Hint arrow and keyboard cursor.
    if let Some(hint) = look.hint {
        let points: Vec<Point> = hint.route.iter().filter_map(|&s| game.spot_center(layout, s)).collect();
        if let [from, .., to] = points.as_slice() {
            scene.tag("hint");
            scene.arrow(*from, *to, theme.cursor.fade(0.75), (cell * 0.08).max(3.0));
        }
    }
    if let Some(cursor) = look.cursor {
        if let Some(rect) = spot_rect(game, layout, cursor) {
            scene.tag(format!("cursor {}", game.spot_name(cursor, look.lang)));
            scene.rect(rect.inset(2.0), 6.0, Paint::stroke(theme.cursor, 4.0));
        }
    }

    // The dragged troop follows the pointer, a little lifted.
    if let (Some(p), Some(&held)) = (look.pointer, look.held.first()) {
        let picked = if held >= STACK {
            let player = (held - STACK) as usize;
            game.stack(player).first().map(|&t| (player, t, true))
        } else {
            square_of_spot(held).and_then(|(f, r)| game.troop_at(square(f, r)))
        };
        if let Some((player, troop, face)) = picked {
            let side = cell * 1.08;
            scene.rect(
                Rect::around(Point::new(p.x + 3.0, p.y + 5.0), side * 0.9),
                side * 0.12,
                Paint::fill(Rgba(0, 0, 0, 60)),
            );
            scene.tag("dragged");
            draw_troop(scene, Rect::around(p, side), troop, face, &style(flipped, theme, player, 1.0, true, look.lang));
        }
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
            if held_here {
                scene.rect(strip.top, 6.0, Paint::fill(theme.selected));
            }
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
        for (t, rect) in lost.iter().zip(lost_places) {
            scene.tag(format!("lost {} {:?}", player_id(player), t));
            draw_troop(scene, rect, *t, true, &style(flipped, theme, player, 0.4, false, look.lang));
            let (a, b) =
                (Point::new(rect.x + 2.0, rect.y + 2.0), Point::new(rect.x + rect.w - 2.0, rect.y + rect.h - 2.0));
            scene.line(a, b, theme.capture, 2.0);
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

fn spot_rect(game: &Drake, layout: &DrakeLayout, spot: u16) -> Option<Rect> {
    if spot >= STACK {
        return layout.strips.get((spot - STACK) as usize).map(|s| s.top);
    }
    let (f, r) = square_of_spot(spot)?;
    (f < game.size() as usize && r < game.size() as usize).then(|| layout.grid.square_rect(f, r))
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
