//! A troop drawn as a tile: the action diagram of the side that is up, around its pivot,
//! in the owner's colour — a circle for shift, an arrow for slide, a cross for strike — and
//! the troop's name.

use crate::game::Lang;
use crate::games::drake::{ActionKind, Troop};
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

pub fn draw_troop(scene: &mut Scene, rect: Rect, troop: Troop, face_up: bool, style: &TileStyle) {
    let tile = rect.inset((rect.w * 0.05).max(1.0));
    let alpha = style.alpha;
    // The back is a shade darker (or lighter) than the face, as far as the ink still reads.
    let back = [0.22, 0.16, 0.1, 0.05, 0.0].map(|k| style.fill.mix(style.ink, k));
    let reads = |f: Rgba| contrast(style.ink.alpha(255), f.alpha(255)) >= 4.6;
    let fill = if face_up { style.fill } else { back.into_iter().find(|&f| reads(f)).unwrap_or(style.fill) };
    let ink = style.ink.fade(alpha);
    scene.rect(tile, tile.w * 0.12, Paint::both(fill.fade(alpha), ink, (tile.w * 0.035).max(1.0)));
    if !face_up {
        // A folded corner marks the back side.
        let c = tile.w * 0.2;
        let (x, y) = (tile.x + tile.w, tile.y);
        scene.polygon(
            vec![Point::new(x - c, y), Point::new(x, y + c), Point::new(x - c, y + c)],
            Paint::fill(style.ink.fade(alpha * 0.55)),
        );
    }
    let diagram_h = if style.named { tile.h * 0.74 } else { tile.h * 0.96 };
    let mini = (tile.w.min(diagram_h) / 5.0).max(1.0);
    let pivot = Point::new(tile.x + tile.w / 2.0, tile.y + diagram_h / 2.0 + tile.h * 0.02);
    let at = |dx: i8, dy: i8| Point::new(pivot.x + dx as f32 * mini * style.sx, pivot.y + dy as f32 * mini * style.sy);
    // The pivot.
    scene.circle(pivot, mini * 0.3, Paint::stroke(ink, (mini * 0.1).max(1.0)));
    scene.line(
        Point::new(pivot.x, pivot.y - mini * 0.1),
        Point::new(pivot.x, pivot.y + mini * 0.12),
        ink,
        (mini * 0.1).max(1.0),
    );
    for action in troop.actions(face_up) {
        let p = at(action.dx, action.dy);
        match action.kind {
            ActionKind::Shift => scene.circle(p, mini * 0.3, Paint::fill(ink)),
            ActionKind::Slide => {
                let (ux, uy) = (action.dx.signum() as f32 * style.sx, action.dy.signum() as f32 * style.sy);
                let len = (ux * ux + uy * uy).sqrt().max(1.0);
                let (ux, uy) = (ux / len, uy / len);
                let tip = Point::new(p.x + ux * mini * 0.42, p.y + uy * mini * 0.42);
                let back = Point::new(p.x - ux * mini * 0.3, p.y - uy * mini * 0.3);
                let side = Point::new(-uy * mini * 0.34, ux * mini * 0.34);
                scene.polygon(
                    vec![
                        tip,
                        Point::new(back.x + side.x, back.y + side.y),
                        Point::new(back.x - side.x, back.y - side.y),
                    ],
                    Paint::fill(ink),
                );
            }
            ActionKind::Strike => {
                let r = mini * 0.3;
                let w = (mini * 0.14).max(1.0);
                scene.line(Point::new(p.x - r, p.y - r), Point::new(p.x + r, p.y + r), ink, w);
                scene.line(Point::new(p.x - r, p.y + r), Point::new(p.x + r, p.y - r), ink, w);
            }
        }
    }
    if style.named {
        // The name fits the tile's width at every size (in the regular weight, which lets it be
        // larger); too small to read, it is left out.
        let name = troop.name().get(style.lang);
        let size = fit_text(name, tile.h * 0.18, tile.w * 0.92, false);
        if size >= 6.0 {
            let y = tile.y + tile.h - tile.h * 0.13;
            scene.text(Point::new(pivot.x, y), name, size, ink, Align::Center, false);
        }
    }
}
