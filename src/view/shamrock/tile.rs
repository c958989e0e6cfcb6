//! A meadow tile and what lies on it, drawn: the hexagon, its six leaves — each colour with
//! its own shape (red a heart, yellow a round leaf, blue a pointed diamond), so they can be
//! told apart without colour — flakes, neutral tokens, leprechauns, the glow of a shamrock,
//! and the small icons of the panel (a shamrock, a flake).

use crate::games::shamrock::{leaf_colour, LeafColour, Tile, BLUE, RED};
use crate::view::hex::{corner_direction, HexGrid};
use crate::view::marks::contrast::legible;
use crate::view::scene::{Paint, Point, Rgba, Scene};
use crate::view::theme::Theme;
use crate::view::trig::{cos, sin};

/// The colours of the game, from the theme.
#[derive(Clone, Copy, Debug)]
pub struct Palette {
    /// Leaf colour by colour index (red, yellow, blue) and its dark outline.
    pub leaf: [Rgba; 3],
    pub leaf_ink: [Rgba; 3],
    pub meadow: Rgba,
    pub edge: Rgba,
    pub text: Rgba,
    pub background: Rgba,
    /// Neutral tokens.
    pub token: Rgba,
    pub glow: Rgba,
    /// Ink for words and marks on meadow: black or white, whichever stands out.
    pub on_meadow: Rgba,
}

impl Palette {
    pub fn of(theme: &Theme) -> Palette {
        let leaf = [theme.red.0, theme.yellow.0, theme.blue.1];
        let black = Rgba(0, 0, 0, 255);
        Palette {
            leaf,
            leaf_ink: leaf.map(|c| c.mix(black, 0.62)),
            meadow: theme.meadow.0,
            edge: theme.meadow.1,
            text: theme.text,
            background: theme.background,
            token: theme.background.mix(theme.text, 0.18),
            glow: theme.last_move.alpha(255),
            on_meadow: legible(&[Rgba(20, 20, 20, 255), Rgba(245, 245, 245, 255)], theme.meadow.0, 21.0),
        }
    }
}

/// A point `along` the axis from `origin` in direction (ux, uy) and `across` it.
fn frame(origin: Point, ux: f32, uy: f32) -> impl Fn(f32, f32) -> Point {
    move |along, across| Point::new(origin.x + ux * along - uy * across, origin.y + uy * along + ux * across)
}

/// The outline of a leaf of `colour` whose tip is `tip` and which grows `length` pixels in
/// direction (ux, uy).
pub fn leaf_outline(colour: LeafColour, tip: Point, ux: f32, uy: f32, length: f32) -> Vec<Point> {
    let at = frame(tip, ux, uy);
    match colour {
        RED => {
            // A heart, its point at the tip: x = 16 sin³t, y = 13 cos t − 5 cos 2t − 2 cos 3t − cos 4t.
            (0..28)
                .map(|i| {
                    let t = i as f32 / 28.0 * std::f32::consts::TAU;
                    let x = 16.0 * sin(t).powi(3);
                    let y = 13.0 * cos(t) - 5.0 * cos(2.0 * t) - 2.0 * cos(3.0 * t) - cos(4.0 * t);
                    at((y + 17.0) / 29.0 * length, x / 16.0 * length * 0.56)
                })
                .collect()
        }
        BLUE => {
            // A pointed leaf: a diamond with slightly bulging sides.
            let w = length * 0.42;
            vec![
                at(0.0, 0.0),
                at(length * 0.3, w * 0.8),
                at(length * 0.55, w),
                at(length * 0.8, w * 0.62),
                at(length, 0.0),
                at(length * 0.8, -w * 0.62),
                at(length * 0.55, -w),
                at(length * 0.3, -w * 0.8),
            ]
        }
        _ => {
            // A round leaf.
            let c = at(length * 0.55, 0.0);
            let r = length * 0.45;
            (0..20)
                .map(|i| {
                    let a = i as f32 / 20.0 * std::f32::consts::TAU;
                    Point::new(c.x + r * cos(a), c.y + r * sin(a))
                })
                .collect()
        }
    }
}

/// A leaf growing from `tip` in direction (ux, uy), with its midrib.
pub fn draw_leaf(
    scene: &mut Scene,
    pal: &Palette,
    colour: LeafColour,
    tip: Point,
    dir: (f32, f32),
    length: f32,
    alpha: f32,
) {
    let (ux, uy) = dir;
    let i = colour as usize % 3;
    let width = (length * 0.07).max(1.0);
    scene.polygon(
        leaf_outline(colour, tip, ux, uy, length),
        Paint::both(pal.leaf[i].fade(alpha), pal.leaf_ink[i].fade(alpha), width),
    );
    let at = frame(tip, ux, uy);
    let rib = match colour {
        RED => Some((0.12, 0.62)),
        BLUE => Some((0.12, 0.84)),
        _ => None,
    };
    if let Some((a, b)) = rib {
        scene.line(at(length * a, 0.0), at(length * b, 0.0), pal.leaf_ink[i].fade(alpha * 0.8), width * 0.8);
    }
}

/// A leaf's length, in tile circumradii.
pub const LEAF_LENGTH: f32 = 0.52;

/// How a tile is drawn: where, how big, turned by `turn` extra steps of 60° (fractions while
/// a rotation is animated; +3 on a board turned half a turn), and how opaque.
#[derive(Clone, Copy, Debug)]
pub struct TileLook {
    pub center: Point,
    pub radius: f32,
    pub turn: f32,
    pub alpha: f32,
}

/// Where the leaf at corner `corner` of a tile drawn with `look` grows from, and which way.
pub fn leaf_tip(look: &TileLook, corner: u8) -> (Point, (f32, f32)) {
    let (dx, dy) = corner_direction(corner as f32 + look.turn);
    let r = look.radius;
    let tip = Point::new(look.center.x + dx * r * 0.93, look.center.y + dy * r * 0.93);
    (tip, (-dx, -dy))
}

/// A meadow tile with its leaves.
pub fn draw_tile(scene: &mut Scene, pal: &Palette, tile: Tile, rotation: u8, look: &TileLook) {
    let r = look.radius;
    let a = look.alpha;
    let hex = HexGrid::hexagon(look.center, r * 0.985, look.turn);
    scene.polygon(hex, Paint::both(pal.meadow.fade(a), pal.edge.fade(a), (r * 0.045).max(1.0)));
    let inner = HexGrid::hexagon(look.center, r * 0.86, look.turn);
    scene.polygon(inner, Paint::stroke(pal.edge.fade(a * 0.25), (r * 0.03).max(0.8)));
    for corner in 0..6 {
        let (tip, dir) = leaf_tip(look, corner);
        draw_leaf(scene, pal, leaf_colour(tile, rotation, corner), tip, dir, r * LEAF_LENGTH, a);
    }
}

/// The back of a tile (the pile).
pub fn draw_back(scene: &mut Scene, pal: &Palette, center: Point, radius: f32) {
    let hex = HexGrid::hexagon(center, radius * 0.985, 0.0);
    scene.polygon(hex, Paint::both(pal.edge, pal.edge.mix(pal.text, 0.5), (radius * 0.05).max(1.0)));
    let inner = HexGrid::hexagon(center, radius * 0.78, 0.0);
    scene.polygon(inner, Paint::stroke(pal.meadow.fade(0.55), (radius * 0.04).max(1.0)));
    draw_shamrock_icon(scene, pal.meadow.fade(0.8), None, center, radius * 0.42);
}

/// A flake (a small snowflake) in a player's colour.
pub fn draw_flake(scene: &mut Scene, pal: &Palette, colour: LeafColour, c: Point, r: f32) {
    let i = colour as usize % 3;
    let spokes = |scene: &mut Scene, col: Rgba, w: f32| {
        for k in 0..3 {
            let a = (k as f32 * 60.0 + 90.0).to_radians();
            let (dx, dy) = (cos(a) * r, sin(a) * r);
            scene.line(Point::new(c.x - dx, c.y - dy), Point::new(c.x + dx, c.y + dy), col, w);
        }
        for k in 0..6 {
            let a = (k as f32 * 60.0 + 90.0).to_radians();
            let m = Point::new(c.x + cos(a) * r * 0.58, c.y + sin(a) * r * 0.58);
            for side in [-1.0f32, 1.0] {
                let b = a + side * 0.8;
                scene.line(m, Point::new(m.x + cos(b) * r * 0.36, m.y + sin(b) * r * 0.36), col, w * 0.8);
            }
        }
    };
    let w = (r * 0.2).max(1.2);
    spokes(scene, pal.leaf_ink[i], w * 2.0);
    spokes(scene, pal.leaf[i], w);
}

/// A neutral token: a tile placed this turn.
pub fn draw_token(scene: &mut Scene, pal: &Palette, c: Point, r: f32) {
    scene.circle(c, r, Paint::both(pal.token, pal.text, (r * 0.16).max(1.0)));
    scene.circle(c, r * 0.5, Paint::stroke(pal.text.fade(0.5), (r * 0.1).max(0.8)));
}

/// A leprechaun of `colour`: a round token with a top hat.
pub fn draw_leprechaun(scene: &mut Scene, pal: &Palette, colour: LeafColour, c: Point, r: f32, alpha: f32) {
    let i = colour as usize % 3;
    let ink = pal.text.fade(alpha);
    scene.circle(
        Point::new(c.x + r * 0.12, c.y + r * 0.18),
        r * 1.05,
        Paint::fill(Rgba(0, 0, 0, (60.0 * alpha) as u8)),
    );
    scene.circle(c, r, Paint::both(pal.leaf[i].fade(alpha), pal.background.fade(alpha), (r * 0.22).max(1.5)));
    scene.circle(c, r * 1.08, Paint::stroke(ink, (r * 0.12).max(1.0)));
    // The hat: a crown and a brim.
    let crown = vec![
        Point::new(c.x - r * 0.36, c.y + r * 0.2),
        Point::new(c.x - r * 0.3, c.y - r * 0.55),
        Point::new(c.x + r * 0.3, c.y - r * 0.55),
        Point::new(c.x + r * 0.36, c.y + r * 0.2),
    ];
    scene.polygon(crown, Paint::fill(ink));
    scene.line(Point::new(c.x - r * 0.62, c.y + r * 0.26), Point::new(c.x + r * 0.62, c.y + r * 0.26), ink, r * 0.2);
    scene.line(
        Point::new(c.x - r * 0.33, c.y + r * 0.02),
        Point::new(c.x + r * 0.33, c.y + r * 0.02),
        pal.leaf[i].fade(alpha),
        r * 0.12,
    );
}

/// The glow behind a shamrock where three leaves of `colour` meet at `v` (`size`: a tile's
/// circumradius); the three leaves are drawn again over it.
pub fn draw_glow(scene: &mut Scene, pal: &Palette, colour: LeafColour, v: Point, size: f32) {
    let i = colour as usize % 3;
    for (k, f) in [(0.7, 0.3), (0.62, 0.4), (0.54, 0.5)] {
        scene.circle(v, size * k, Paint::fill(pal.glow.fade(f)));
    }
    for k in 0..12 {
        let a = (k as f32 * 30.0 + 15.0).to_radians();
        let outer = if k % 2 == 0 { 0.86 } else { 0.78 };
        let from = Point::new(v.x + cos(a) * size * 0.7, v.y + sin(a) * size * 0.7);
        let to = Point::new(v.x + cos(a) * size * outer, v.y + sin(a) * size * outer);
        scene.line(from, to, pal.leaf_ink[i], (size * 0.04).max(1.2));
    }
    scene.circle(v, size * 0.64, Paint::stroke(pal.leaf_ink[i], (size * 0.035).max(1.2)));
}

/// A small shamrock: three heart leaves and a stem, in `colour` (outlined with `ink`).
pub fn draw_shamrock_icon(scene: &mut Scene, colour: Rgba, ink: Option<Rgba>, c: Point, size: f32) {
    let w = (size * 0.12).max(1.0);
    scene.line(c, Point::new(c.x + size * 0.25, c.y + size * 0.95), ink.unwrap_or(colour), w * 1.4);
    for k in 0..3 {
        let (dx, dy) = corner_direction(k as f32 * 2.0);
        let outline = leaf_outline(RED, c, dx, dy, size * 0.82);
        let paint = match ink {
            Some(i) => Paint::both(colour, i, w),
            None => Paint::fill(colour),
        };
        scene.polygon(outline, paint);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_leaf_shapes_differ_and_fit_their_corner() {
        let tip = Point::new(0.0, 0.0);
        let shapes: Vec<Vec<Point>> = (0..3).map(|c| leaf_outline(c, tip, 0.0, 1.0, 40.0)).collect();
        assert_eq!(shapes.iter().map(|s| s.len()).collect::<Vec<_>>(), vec![28, 20, 8]);
        for s in &shapes {
            for p in s {
                // Inside the 120° wedge of the corner, and no longer than the leaf.
                assert!(p.y >= -0.5 && p.y <= 40.5, "{p:?}");
                assert!(p.x.abs() <= p.y * 1.732 + 0.5, "{p:?}");
            }
        }
    }
}
