//! A troop drawn as a tile: the diagram of the side that is up on the 5×5 grid around its
//! pivot, in the owner's colour — each action or token by its symbol (`symbols.rs`) — and the
//! troop's name. A bomb is drawn as a bomb.

use super::symbols::{bomb, symbol};
use crate::game::Lang;
use crate::games::drake::{Action, Drake, Troop, TroopKind};
use crate::view::marks::contrast::contrast;
use crate::view::scene::{fit_text, Align, Paint, Point, Rect, Rgba, Scene};

/// How a tile is drawn.
pub struct TileStyle {
    pub fill: Rgba,
    pub ink: Rgba,
    /// Screen direction of +dx and +dy of the owner's actions (Orange mirrored in y, and the
    /// whole board possibly turned).
    pub sx: f32,
    pub sy: f32,
    pub alpha: f32,
    /// Show the name under the diagram.
    pub named: bool,
    pub lang: Lang,
}

/// The tile's outline and fill; the inner rectangle.
fn blank(scene: &mut Scene, rect: Rect, face_up: bool, style: &TileStyle) -> Rect {
    let tile = rect.inset((rect.w * 0.05).max(1.0));
    // The back is a shade darker (or lighter) than the face, as far as the ink still reads.
    let back = [0.22, 0.16, 0.1, 0.05, 0.0].map(|k| style.fill.mix(style.ink, k));
    let reads = |f: Rgba| contrast(style.ink.alpha(255), f.alpha(255)) >= 4.6;
    let fill = if face_up { style.fill } else { back.into_iter().find(|&f| reads(f)).unwrap_or(style.fill) };
    let ink = style.ink.fade(style.alpha);
    scene.rect(tile, tile.w * 0.12, Paint::both(fill.fade(style.alpha), ink, (tile.w * 0.035).max(1.0)));
    tile
}

/// The symbols of one side, several on a square shrunk side by side.
fn diagram(scene: &mut Scene, side: &[Action], pivot: Point, mini: f32, style: &TileStyle, ink: Rgba) {
    let at = |dx: i8, dy: i8| Point::new(pivot.x + dx as f32 * mini * style.sx, pivot.y + dy as f32 * mini * style.sy);
    for (i, action) in side.iter().enumerate() {
        let same: Vec<&Action> = side.iter().filter(|a| (a.dx, a.dy) == (action.dx, action.dy)).collect();
        let k = same.iter().position(|a| *a == action).unwrap_or(0);
        if side[..i].contains(action) {
            continue;
        }
        let centre = at(action.dx, action.dy);
        let (p, cell) = match same.len() {
            1 => (centre, mini),
            n => {
                // Two or more on one square: a 2×2 arrangement at half size.
                let q = mini * 0.25;
                let (cx, cy) = if n == 2 { ([-q, q][k % 2], 0.0) } else { ([-q, q][k % 2], [-q, q][(k / 2) % 2]) };
                (Point::new(centre.x + cx, centre.y + cy), mini * 0.55)
            }
        };
        let direction = (action.dx.signum() as f32 * style.sx, action.dy.signum() as f32 * style.sy);
        symbol(scene, action.kind, p, cell, direction, ink);
    }
}

pub fn draw_troop(scene: &mut Scene, rect: Rect, kind: &TroopKind, face_up: bool, style: &TileStyle) {
    let tile = blank(scene, rect, face_up, style);
    let ink = style.ink.fade(style.alpha);
    if !face_up {
        // A folded corner marks the back side.
        let c = tile.w * 0.2;
        let (x, y) = (tile.x + tile.w, tile.y);
        scene.polygon(
            vec![Point::new(x - c, y), Point::new(x, y + c), Point::new(x - c, y + c)],
            Paint::fill(style.ink.fade(style.alpha * 0.55)),
        );
    }
    let diagram_h = if style.named { tile.h * 0.74 } else { tile.h * 0.96 };
    let mini = (tile.w.min(diagram_h) / 5.0).max(1.0);
    let pivot = Point::new(tile.x + tile.w / 2.0, tile.y + diagram_h / 2.0 + tile.h * 0.02);
    // The pivot.
    scene.circle(pivot, mini * 0.3, Paint::stroke(ink, (mini * 0.1).max(1.0)));
    scene.line(
        Point::new(pivot.x, pivot.y - mini * 0.1),
        Point::new(pivot.x, pivot.y + mini * 0.12),
        ink,
        (mini * 0.1).max(1.0),
    );
    diagram(scene, kind.side(face_up), pivot, mini, style, ink);
    if style.named {
        name(scene, tile, kind.name.get(style.lang), ink);
    }
}

/// A troop's name under its diagram, fitted to the tile's width at every size (in the regular
/// weight, which lets it be larger); too small to read, it is left out.
fn name(scene: &mut Scene, tile: Rect, name: &str, ink: Rgba) {
    let size = fit_text(name, tile.h * 0.18, tile.w * 0.92, false);
    if size >= 6.0 {
        let at = Point::new(tile.x + tile.w / 2.0, tile.y + tile.h - tile.h * 0.13);
        scene.text(at, name, size, ink, Align::Center, false);
    }
}

/// A bomb in a stack, on a tile of its owner's colour.
pub fn draw_bomb(scene: &mut Scene, rect: Rect, style: &TileStyle) {
    let tile = blank(scene, rect, true, style);
    let ink = style.ink.fade(style.alpha);
    let side = if style.named { tile.h * 0.8 } else { tile.h };
    bomb(scene, Point::new(tile.x + tile.w / 2.0, tile.y + side / 2.0), side, ink, style.fill.fade(style.alpha));
    if style.named {
        name(scene, tile, Troop::BOMB.builtin_name().map_or("", |t| t.get(style.lang)), ink);
    }
}

/// A stack item or a troop of `game`'s variant: its kind's tile, or the bomb.
pub fn draw_item(scene: &mut Scene, rect: Rect, game: &Drake, troop: Troop, face_up: bool, style: &TileStyle) {
    match game.kind(troop) {
        _ if troop.is_bomb() => draw_bomb(scene, rect, style),
        Some(kind) => draw_troop(scene, rect, kind, face_up, style),
        None => {
            blank(scene, rect, face_up, style);
        }
    }
}
