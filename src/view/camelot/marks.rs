//! The marks of play over a Camelot board: the last move's route, the route being traced and
//! its lit landings, the pieces that must capture or leave their castle, the keyboard cursor,
//! the hint, the piece in flight and the piece being dragged.

use super::draw::{piece_id, radius, side_id, stone};
use super::layout::CamelotLayout;
use super::piece::draw_piece;
use super::{center, square_of_spot};
use crate::game::Game;
use crate::game::Within;
use crate::games::camelot::{file_of, rank_of, square_name, Camelot, Move, Square};
use crate::view::board::{Look, Motion};
use crate::view::gesture::Spot;
use crate::view::scene::{Paint, Point, Rect, Rgba, Scene};

fn ease(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}

/// The square a leap from `a` to `b` passes over, if it is a leap (two squares in a line).
pub fn leapt(a: Square, b: Square) -> Option<Square> {
    let (fa, ra, fb, rb) = (file_of(a) as i32, rank_of(a) as i32, file_of(b) as i32, rank_of(b) as i32);
    let (df, dr) = (fb - fa, rb - ra);
    let ok = (df.abs() == 2 || df == 0) && (dr.abs() == 2 || dr == 0) && (df, dr) != (0, 0);
    ok.then(|| crate::games::camelot::square(((fa + fb) / 2) as usize, ((ra + rb) / 2) as usize)).flatten()
}

/// A route through `points`: a line with a dot at each landing and an arrow head at the end,
/// outlined in `edge` so that it shows on any square and any piece.
pub fn route_arrows(scene: &mut Scene, points: &[Point], color: Rgba, edge: Rgba, width: f32) {
    let [.., before, last] = points else { return };
    let len = before.distance(*last);
    if len < 1.0 {
        return;
    }
    let (ux, uy) = ((last.x - before.x) / len, (last.y - before.y) / len);
    let head = (width * 3.0).min(len * 0.6);
    let base = Point::new(last.x - ux * head, last.y - uy * head);
    let side = Point::new(-uy * head * 0.6, ux * head * 0.6);
    let tip = vec![*last, Point::new(base.x + side.x, base.y + side.y), Point::new(base.x - side.x, base.y - side.y)];
    let mut shaft: Vec<Point> = points[..points.len() - 1].to_vec();
    shaft.push(base);
    let outline = 2.5;
    for (c, w) in [(edge, width + 2.0 * outline), (color, width)] {
        for pair in shaft.windows(2) {
            scene.line(pair[0], pair[1], c, w);
        }
        for p in &shaft[1..shaft.len() - 1] {
            scene.circle(*p, w * 0.75, Paint::fill(c));
        }
        if c == edge {
            scene.polygon(tip.clone(), Paint::both(edge, edge, outline * 2.0));
        } else {
            scene.polygon(tip.clone(), Paint::fill(color));
        }
    }
}

/// The outline of route arrows: dark in every theme (the Black stones' colour), so that the
/// light arrows show on light squares too.
pub fn edge(theme: &crate::view::theme::Theme) -> Rgba {
    theme.black.0.fade(0.6)
}

fn points(layout: &CamelotLayout, route: &[Spot]) -> Vec<Point> {
    route.iter().filter_map(|&s| center(layout, s)).collect()
}

fn name(spot: Spot) -> String {
    square_name(spot as Square)
}

/// A cross over a square: a piece taken (or to be taken).
fn cross(scene: &mut Scene, c: Point, r: f32, color: Rgba, width: f32) {
    scene.line(Point::new(c.x - r, c.y - r), Point::new(c.x + r, c.y + r), color, width);
    scene.line(Point::new(c.x - r, c.y + r), Point::new(c.x + r, c.y - r), color, width);
}

/// Marks under the pieces: the squares of the last move and of the held piece.
pub fn under(game: &Camelot, layout: &CamelotLayout, look: &Look<Camelot>, scene: &mut Scene) {
    let theme = look.theme;
    if let Some(last) = look.last {
        for (i, &spot) in last.route.iter().enumerate() {
            let Some(r) = square_rect(layout, spot) else { continue };
            scene.tag(format!("last {}", name(spot)));
            if i == 0 || i + 1 == last.route.len() {
                scene.rect(r, 0.0, Paint::fill(theme.last_move));
            }
        }
    }
    if let Some(&held) = look.held.first() {
        if let Some(r) = square_rect(layout, held) {
            scene.tag(format!("held {}", name(held)));
            scene.rect(r, 0.0, Paint::fill(theme.selected));
        }
    }
    // The pieces that must capture, or the piece that must leave its castle.
    if game.outcome().is_some() || look.motion.is_some() {
        return;
    }
    let cell = layout.grid.cell;
    let (leave, must_capture) = game.duty_now();
    let ring = |scene: &mut Scene, sq: Square| {
        if let Some(c) = center(layout, sq as Spot) {
            scene.circle(c, cell * 0.47, Paint::stroke(theme.capture, (cell * 0.08).max(2.5)));
        }
    };
    if let Some(sq) = leave {
        scene.tag(format!("must-leave {}", square_name(sq)));
        ring(scene, sq);
    } else if must_capture {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        for sq in crate::game::sorted::sorted_unique(moves.iter().map(|m| m.from())) {
            scene.tag(format!("must-capture {}", square_name(sq)));
            ring(scene, sq);
        }
    }
}

/// Marks over the pieces.
pub fn over(game: &Camelot, layout: &CamelotLayout, look: &Look<Camelot>, scene: &mut Scene) {
    let theme = look.theme;
    let cell = layout.grid.cell;
    let width = (cell * 0.09).max(2.5);
    let outline = edge(theme);
    if let Some(m) = &look.motion {
        flight(game, layout, look, m, scene);
    } else if let Some(last) = look.last.filter(|_| look.held.len() < 2 && look.pointer.is_none()) {
        // What the last move took, and its route.
        for pair in last.route.windows(2) {
            let Some(over) = leapt(pair[0] as Square, pair[1] as Square) else { continue };
            if game.piece_at(over).is_none() {
                if let Some(c) = center(layout, over as Spot) {
                    scene.tag(format!("taken {}", square_name(over)));
                    cross(scene, c, cell * 0.16, theme.capture.fade(0.8), width * 0.7);
                }
            }
        }
        scene.tag(format!("last-route {}", route_name(&last.route)));
        route_arrows(scene, &points(layout, &last.route), theme.last_move.alpha(230), outline, width);
    }
    held(game, layout, look, scene);
    if let Some(hint) = look.hint {
        scene.tag(format!("hint {}", route_name(&hint.route)));
        route_arrows(scene, &points(layout, &hint.route), theme.cursor.fade(0.8), outline, width);
    }
    if let Some(r) = look.cursor.and_then(|c| square_rect(layout, c)) {
        scene.tag(format!("cursor {}", look.cursor.map(name).unwrap_or_default()));
        scene.rect(r.inset(2.0), cell * 0.12, Paint::stroke(theme.cursor, (cell * 0.09).max(3.0)));
    }
    dragged(game, layout, look, scene);
}

/// The route held so far, the pieces it would take, and the landings that continue it.
fn held(game: &Camelot, layout: &CamelotLayout, look: &Look<Camelot>, scene: &mut Scene) {
    let theme = look.theme;
    let cell = layout.grid.cell;
    let route: Vec<Square> = look.held.iter().map(|&s| s as Square).collect();
    let taken = Move::new(&route).map(|m| game.captures(m)).unwrap_or_default();
    // Trees being chosen are no route (`water` draws them).
    if route.len() > 1 && game.planting().is_none() {
        scene.tag(format!("route {}", route_name(look.held)));
        let width = (cell * 0.1).max(3.0);
        route_arrows(scene, &points(layout, look.held), theme.selected.alpha(235), edge(theme), width);
    }
    for &sq in &taken {
        if let Some(c) = center(layout, sq as Spot) {
            scene.tag(format!("to-take {}", square_name(sq)));
            cross(scene, c, cell * 0.28, theme.capture, (cell * 0.09).max(3.0));
        }
    }
    let Some(&end) = route.last() else { return };
    let me = game.to_move();
    for &spot in look.targets {
        let Some(c) = center(layout, spot) else { continue };
        let over = leapt(end, spot as Square);
        let jump = over.filter(|o| !taken.contains(o)).and_then(|o| game.piece_at(o)).is_some_and(|p| p.0 != me);
        scene.tag(format!("target {}", name(spot)));
        if jump {
            scene.circle(c, cell * 0.2, Paint::fill(theme.capture));
            scene.circle(c, cell * 0.33, Paint::stroke(theme.capture, (cell * 0.06).max(2.0)));
        } else {
            scene.circle(c, cell * 0.17, Paint::fill(theme.target));
        }
    }
}

/// The moving piece along its route, and the pieces it takes fading as it passes them.
fn flight(game: &Camelot, layout: &CamelotLayout, look: &Look<Camelot>, m: &Motion<Camelot>, scene: &mut Scene) {
    let cell = layout.grid.cell;
    let route = &m.shape.route;
    let pts = points(layout, route);
    let legs = pts.len().saturating_sub(1).max(1) as f32;
    let along = ease(m.t) * legs;
    for (i, pair) in route.windows(2).enumerate() {
        let Some(over) = leapt(pair[0] as Square, pair[1] as Square) else { continue };
        if game.piece_at(over).is_some() {
            continue; // a canter: the piece leapt stays
        }
        if let (Some((side, piece)), Some(c)) = (m.before.piece_at(over), center(layout, over as Spot)) {
            let fade = (1.0 - (along - i as f32 - 0.5) * 2.0).within(0.0, 1.0);
            if fade > 0.0 {
                draw_piece(scene, c, radius(cell), piece, stone(look.theme, side, fade));
            }
        }
    }
    let Some((side, piece)) = route.first().and_then(|&s| m.before.piece_at(s as Square)) else { return };
    let leg = (along.floor() as usize).min(pts.len().saturating_sub(2));
    let (Some(a), Some(b)) = (pts.get(leg), pts.get(leg + 1)) else { return };
    let at = a.lerp(*b, (along - leg as f32).within(0.0, 1.0));
    scene.tag(format!("flying {} {}", piece_id(piece), side_id(side)));
    draw_piece(scene, at, radius(cell) * 1.06, piece, stone(look.theme, side, 1.0));
}

/// The piece being dragged follows the pointer, a little lifted; a piece held on its way
/// along a route (waiting for its next landing) stands on the route's last landing.
fn dragged(game: &Camelot, layout: &CamelotLayout, look: &Look<Camelot>, scene: &mut Scene) {
    let Some(&held) = look.held.first() else { return };
    let Some((side, piece)) = game.piece_at(held as Square) else { return };
    let p = match (look.pointer, look.held.last()) {
        (Some(p), _) => p,
        (None, Some(&end)) if look.held.len() > 1 => {
            let Some(c) = center(layout, end) else { return };
            scene.tag(format!("waiting {} {} {}", piece_id(piece), side_id(side), name(end)));
            draw_piece(scene, c, radius(layout.grid.cell), piece, stone(look.theme, side, 1.0));
            return;
        }
        _ => return,
    };
    let r = radius(layout.grid.cell) * 1.15;
    scene.circle(Point::new(p.x + r * 0.12, p.y + r * 0.25), r, Paint::fill(Rgba(0, 0, 0, 50)));
    scene.tag(format!("dragged {} {}", piece_id(piece), side_id(side)));
    draw_piece(scene, p, r, piece, stone(look.theme, side, 1.0));
}

fn square_rect(layout: &CamelotLayout, spot: Spot) -> Option<Rect> {
    let (f, r) = square_of_spot(spot)?;
    Some(layout.rect(f, r))
}

/// A route as names joined by `-`: `F7-H5-J7`.
pub fn route_name(route: &[Spot]) -> String {
    route.iter().map(|&s| name(s)).collect::<Vec<_>>().join("-")
}
