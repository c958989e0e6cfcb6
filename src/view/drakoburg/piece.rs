//! A piece drawn as a round token in its owner's colours: a symbol of what it is (a pike, a bow,
//! a tower, a squire's open helmet, a horse-archer, a crowned great helm) above its letter
//! (P S Z A U T). Vector shapes only, so it is sharp at any size.

use crate::games::drakoburg::{Piece, WHITE};
use crate::view::scene::{Align, Paint, Point, Rgba, Scene};
use crate::view::theme::Theme;
use crate::view::trig::{cos, sin};

/// How a token is drawn: the owner's fill and ink, and how opaque it is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PieceStyle {
    pub fill: Rgba,
    pub ink: Rgba,
    pub alpha: f32,
}

impl PieceStyle {
    /// The colours of `colour`'s pieces (White or Black) in a theme.
    pub fn of(theme: &Theme, colour: usize, alpha: f32) -> PieceStyle {
        let (fill, ink) = if colour == WHITE { theme.white } else { theme.black };
        PieceStyle { fill, ink, alpha }
    }

    pub fn faded(self, f: f32) -> PieceStyle {
        PieceStyle { alpha: self.alpha * f, ..self }
    }
}

/// Draws in a symbol's own unit box (-1..1 both ways, y down), centred at `c`, `u` pixels a
/// unit, turned by `turn` (cos, sin).
struct Pen<'a> {
    scene: &'a mut Scene,
    c: Point,
    u: f32,
    turn: (f32, f32),
    ink: Rgba,
    fill: Rgba,
}

impl Pen<'_> {
    fn at(&self, (x, y): (f32, f32)) -> Point {
        let (cos, sin) = self.turn;
        Point::new(self.c.x + (x * cos - y * sin) * self.u, self.c.y + (x * sin + y * cos) * self.u)
    }

    fn shape(&mut self, points: &[(f32, f32)], hole: bool) {
        let points = points.iter().map(|&p| self.at(p)).collect();
        let colour = if hole { self.fill } else { self.ink };
        self.scene.polygon(points, Paint::fill(colour));
    }

    fn line(&mut self, a: (f32, f32), b: (f32, f32), width: f32, hole: bool) {
        let colour = if hole { self.fill } else { self.ink };
        let (a, b) = (self.at(a), self.at(b));
        self.scene.line(a, b, colour, (width * self.u).max(1.0));
    }

    fn dot(&mut self, p: (f32, f32), r: f32, hole: bool) {
        let colour = if hole { self.fill } else { self.ink };
        let p = self.at(p);
        self.scene.circle(p, r * self.u, Paint::fill(colour));
    }
}

/// Points of a quadratic curve from `a` through control `k` to `b`.
fn curve(a: (f32, f32), k: (f32, f32), b: (f32, f32), steps: usize) -> Vec<(f32, f32)> {
    (0..=steps)
        .map(|i| {
            let t = i as f32 / steps as f32;
            let (p, q, r) = ((1.0 - t) * (1.0 - t), 2.0 * t * (1.0 - t), t * t);
            (p * a.0 + q * k.0 + r * b.0, p * a.1 + q * k.1 + r * b.1)
        })
        .collect()
}

/// Half an ellipse (the top half when `ry` > 0 is drawn upwards), from left to right.
fn dome(cx: f32, cy: f32, rx: f32, ry: f32, steps: usize) -> Vec<(f32, f32)> {
    (0..=steps)
        .map(|i| {
            let a = std::f32::consts::PI * (1.0 - i as f32 / steps as f32);
            (cx + rx * cos(a), cy - ry * sin(a))
        })
        .collect()
}

/// A pike: a long shaft with a leaf-shaped head and lugs.
fn pike(pen: &mut Pen) {
    pen.line((0.0, 0.98), (0.0, -0.4), 0.18, false);
    pen.shape(&[(0.0, -1.04), (0.3, -0.6), (0.11, -0.32), (-0.11, -0.32), (-0.3, -0.6)], false);
    pen.line((-0.34, -0.26), (0.34, -0.26), 0.14, false);
    pen.line((-0.14, 0.98), (0.14, 0.98), 0.14, false);
}

/// A bow with an arrow nocked, pointing up and to the right (the Lukostřelec rides diagonally).
fn bow(pen: &mut Pen) {
    let mut limb = curve((-0.1, -1.0), (-1.5, 0.0), (-0.1, 1.0), 12);
    limb.extend(curve((-0.1, 1.0), (-0.95, 0.0), (-0.1, -1.0), 12));
    pen.shape(&limb, false);
    pen.line((-0.1, -0.97), (-0.1, 0.97), 0.08, false);
    pen.line((-0.6, 0.0), (0.66, 0.0), 0.16, false);
    pen.shape(&[(1.05, 0.0), (0.58, -0.3), (0.68, 0.0), (0.58, 0.3)], false);
    pen.line((-0.6, 0.0), (-0.86, -0.24), 0.12, false);
    pen.line((-0.6, 0.0), (-0.86, 0.24), 0.12, false);
}

/// A crenellated tower with a door (the Zbrojnoš rides straight, like a rook).
fn tower(pen: &mut Pen) {
    pen.shape(
        &[
            (-0.52, 1.0),
            (0.52, 1.0),
            (0.42, -0.38),
            (0.68, -0.52),
            (0.68, -0.98),
            (0.38, -0.98),
            (0.38, -0.76),
            (0.14, -0.76),
            (0.14, -0.98),
            (-0.14, -0.98),
            (-0.14, -0.76),
            (-0.38, -0.76),
            (-0.38, -0.98),
            (-0.68, -0.98),
            (-0.68, -0.52),
            (-0.42, -0.38),
        ],
        false,
    );
    let mut door = vec![(-0.2, 1.0)];
    door.extend(dome(0.0, 0.55, 0.2, 0.22, 6));
    door.push((0.2, 1.0));
    pen.shape(&door, true);
    pen.line((0.0, -0.22), (0.0, 0.12), 0.12, true);
}

/// A squire's kettle hat: a round crown with a comb, on a wide drooping brim.
fn kettle_hat(pen: &mut Pen) {
    pen.shape(&dome(0.0, 0.3, 0.56, 1.0, 14), false);
    pen.line((0.0, -0.72), (0.0, -0.98), 0.16, false);
    let mut brim = curve((-1.02, 0.62), (0.0, -0.06), (1.02, 0.62), 12);
    brim.extend(curve((1.02, 0.62), (0.0, 0.5), (-1.02, 0.62), 12));
    pen.shape(&brim, false);
    for (x, y) in [(-0.34, -0.02), (0.0, -0.02), (0.34, -0.02)] {
        pen.dot((x, y), 0.075, true);
    }
    pen.line((-0.52, 0.14), (0.52, 0.14), 0.07, true);
}

/// A horse's head with a bow on its neck: the mounted archer.
fn horse_archer(pen: &mut Pen) {
    pen.shape(
        &[
            (0.5, 1.0),
            (-0.5, 1.0),
            (-0.22, 0.42),
            (-0.1, 0.2),
            (-0.58, 0.24),
            (-0.86, 0.04),
            (-0.84, -0.2),
            (-0.48, -0.56),
            (-0.28, -0.74),
            (-0.24, -1.02),
            (-0.02, -0.78),
            (0.42, -0.62),
            (0.68, -0.12),
            (0.68, 0.5),
        ],
        false,
    );
    pen.dot((-0.38, -0.4), 0.09, true);
    pen.line((-0.8, -0.02), (-0.62, -0.02), 0.06, true);
    // The bow across the neck, its string towards the head.
    let mut limb = curve((0.08, -0.58), (0.95, 0.1), (0.2, 0.86), 8);
    limb.extend(curve((0.2, 0.86), (0.7, 0.1), (0.08, -0.58), 8));
    pen.shape(&limb, true);
    pen.line((0.08, -0.56), (0.2, 0.84), 0.05, true);
}

/// A flat-topped great helm with an eye slit and breaths, crowned: the Těžkooděnec.
fn crowned_helm(pen: &mut Pen) {
    pen.shape(&[(-0.56, -0.22), (-0.44, -0.38), (0.44, -0.38), (0.56, -0.22), (0.6, 1.0), (-0.6, 1.0)], false);
    pen.shape(&[(-0.44, 0.1), (-0.07, 0.1), (-0.07, 0.24), (-0.44, 0.24)], true);
    pen.shape(&[(0.07, 0.1), (0.44, 0.1), (0.44, 0.24), (0.07, 0.24)], true);
    for (x, y) in [(0.24, 0.5), (0.24, 0.72), (0.38, 0.6), (-0.24, 0.5), (-0.24, 0.72), (-0.38, 0.6)] {
        pen.dot((x, y), 0.055, true);
    }
    pen.shape(
        &[(-0.5, -0.46), (0.5, -0.46), (0.58, -0.98), (0.27, -0.7), (0.0, -1.04), (-0.27, -0.7), (-0.58, -0.98)],
        false,
    );
    for (x, y) in [(-0.58, -0.98), (0.0, -1.04), (0.58, -0.98)] {
        pen.dot((x, y), 0.09, false);
    }
}

/// Draws `piece` as a token of diameter about `0.84 × size` centred at `c`.
pub fn draw_piece(scene: &mut Scene, c: Point, size: f32, piece: Piece, style: &PieceStyle) {
    if style.alpha <= 0.01 {
        return;
    }
    token(scene, c, size, style);
    emblem(scene, c, size, piece, style);
}

/// A token turning from one piece into another (a promotion): the same disc, the first
/// emblem fading out as the second fades in (`k` from 0 to 1).
pub fn draw_morph(scene: &mut Scene, c: Point, size: f32, pieces: (Piece, Piece), k: f32, style: &PieceStyle) {
    token(scene, c, size, style);
    emblem(scene, c, size, pieces.0, &style.faded(1.0 - k));
    emblem(scene, c, size, pieces.1, &style.faded(k));
}

/// The disc: a shadow, the owner's fill with an ink rim, a fine inner ring.
fn token(scene: &mut Scene, c: Point, size: f32, style: &PieceStyle) {
    let a = style.alpha;
    let r = size * 0.42;
    scene.circle(Point::new(c.x + size * 0.02, c.y + size * 0.035), r, Paint::fill(Rgba(0, 0, 0, 50).fade(a)));
    scene.circle(c, r, Paint::both(style.fill.fade(a), style.ink.fade(a), (size * 0.035).max(1.0)));
    scene.circle(c, r * 0.86, Paint::stroke(style.ink.fade(a * 0.3), (size * 0.014).max(0.6)));
}

/// The symbol and the letter, in ink.
fn emblem(scene: &mut Scene, c: Point, size: f32, piece: Piece, style: &PieceStyle) {
    let a = style.alpha;
    if a <= 0.01 {
        return;
    }
    let (fill, ink) = (style.fill.fade(a), style.ink.fade(a));
    let u = size * 0.235;
    let symbol_at = Point::new(c.x, c.y - size * 0.07);
    // Openings in a symbol (a door, an eye slit) are painted in the token's fill.
    let mut pen = Pen { scene, c: symbol_at, u, turn: (1.0, 0.0), ink, fill };
    match piece {
        Piece::Kopinik => pike(&mut pen),
        Piece::Lukostrelec => {
            let s = std::f32::consts::FRAC_1_SQRT_2;
            pen.turn = (s, -s);
            pen.u = u * 0.95;
            bow(&mut pen);
        }
        Piece::Zbrojnos => tower(&mut pen),
        Piece::Panos => kettle_hat(&mut pen),
        Piece::Turkopol => horse_archer(&mut pen),
        Piece::Tezkoodenec => crowned_helm(&mut pen),
    }
    let letter = piece.letter().to_string();
    let letter_size = (size * 0.16).max(9.5).min(size * 0.2);
    scene.text(Point::new(c.x, c.y + size * 0.29), letter, letter_size, ink, Align::Center, true);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::scene::Shape;
    use crate::view::theme::{Theme, ThemeName};

    #[test]
    fn every_piece_shows_its_letter_and_a_symbol_inside_its_token() {
        let theme = Theme::get(ThemeName::Light);
        for piece in Piece::ALL {
            let mut scene = Scene::new(100.0, 100.0);
            draw_piece(&mut scene, Point::new(50.0, 50.0), 100.0, piece, &PieceStyle::of(&theme, WHITE, 1.0));
            let letters: Vec<&str> = scene
                .shapes
                .iter()
                .filter_map(|s| if let Shape::Text { text, .. } = s { Some(text.as_str()) } else { None })
                .collect();
            assert_eq!(letters, [piece.letter().to_string()]);
            assert!(scene.shapes.len() > 5, "{piece:?} has a symbol");
            for s in &scene.shapes {
                if let Shape::Polygon { points, .. } = s {
                    for p in points {
                        assert!(p.distance(Point::new(50.0, 50.0)) < 42.0, "{piece:?} stays inside: {p:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_faded_token_is_drawn_faded_and_an_invisible_one_not_at_all() {
        let theme = Theme::get(ThemeName::Dark);
        let mut scene = Scene::new(60.0, 60.0);
        draw_piece(&mut scene, Point::new(30.0, 30.0), 60.0, Piece::Tezkoodenec, &PieceStyle::of(&theme, 1, 0.0));
        assert!(scene.shapes.is_empty());
        draw_piece(&mut scene, Point::new(30.0, 30.0), 60.0, Piece::Tezkoodenec, &PieceStyle::of(&theme, 1, 0.5));
        assert!(matches!(scene.shapes[1], Shape::Circle { paint: Paint { fill: Some(Rgba(_, _, _, 128)), .. }, .. }));
    }
}
