//! The symbols printed on a tile, one per action or token kind, each a different shape so that
//! they stay apart at phone size and in every theme: a dot (shift), an arrow (slide), a cross
//! (strike), a ring (jump), an open arrow (jump-slide), a small square (command), a shield
//! (protect), an eye (dread). Also the bomb and the flag.

use crate::games::drake::ActionKind;
use crate::view::scene::{Paint, Point, Rgba, Scene};

/// Draws the symbol of `kind` centred on `p` in a cell of side `cell`; `(ux, uy)` is the screen
/// direction an arrow points.
pub fn symbol(scene: &mut Scene, kind: ActionKind, p: Point, cell: f32, (ux, uy): (f32, f32), ink: Rgba) {
    let r = cell * 0.3;
    let line = (cell * 0.11).max(1.0);
    match kind {
        ActionKind::Shift => scene.circle(p, r, Paint::fill(ink)),
        ActionKind::Jump => scene.circle(p, r * 0.85, Paint::stroke(ink, line * 1.2)),
        ActionKind::Slide | ActionKind::JumpSlide => {
            let len = (ux * ux + uy * uy).sqrt().max(1e-3);
            let (ux, uy) = (ux / len, uy / len);
            let tip = Point::new(p.x + ux * cell * 0.42, p.y + uy * cell * 0.42);
            let back = Point::new(p.x - ux * cell * 0.3, p.y - uy * cell * 0.3);
            let side = Point::new(-uy * cell * 0.34, ux * cell * 0.34);
            let points =
                vec![tip, Point::new(back.x + side.x, back.y + side.y), Point::new(back.x - side.x, back.y - side.y)];
            let paint = if kind == ActionKind::Slide { Paint::fill(ink) } else { Paint::stroke(ink, line) };
            scene.polygon(points, paint);
        }
        ActionKind::Strike => {
            let w = (cell * 0.14).max(1.0);
            scene.line(Point::new(p.x - r, p.y - r), Point::new(p.x + r, p.y + r), ink, w);
            scene.line(Point::new(p.x - r, p.y + r), Point::new(p.x + r, p.y - r), ink, w);
        }
        ActionKind::Command => {
            let s = cell * 0.24;
            scene.polygon(
                vec![
                    Point::new(p.x - s, p.y - s),
                    Point::new(p.x + s, p.y - s),
                    Point::new(p.x + s, p.y + s),
                    Point::new(p.x - s, p.y + s),
                ],
                Paint::fill(ink),
            );
        }
        ActionKind::Protect => shield(scene, p, cell * 0.8, Paint::both(ink.fade(0.35), ink, line)),
        ActionKind::Dread => eye(scene, p, cell * 0.8, ink, line),
    }
}

/// A shield of height `h` centred on `p`: flat top, straight sides, a pointed foot.
pub fn shield(scene: &mut Scene, p: Point, h: f32, paint: Paint) {
    let (w, top) = (h * 0.4, p.y - h * 0.45);
    scene.polygon(
        vec![
            Point::new(p.x - w, top),
            Point::new(p.x + w, top),
            Point::new(p.x + w, p.y + h * 0.05),
            Point::new(p.x, p.y + h * 0.5),
            Point::new(p.x - w, p.y + h * 0.05),
        ],
        paint,
    );
}

/// An eye of width `w` centred on `p`: an almond outline and a filled pupil.
pub fn eye(scene: &mut Scene, p: Point, w: f32, ink: Rgba, line: f32) {
    let half = w * 0.5;
    let lid = w * 0.3;
    let steps = 8;
    let mut points = Vec::with_capacity(2 * steps + 2);
    for i in 0..=steps {
        let t = i as f32 / steps as f32;
        let x = p.x - half + t * w;
        points.push(Point::new(x, p.y - lid * (1.0 - (2.0 * t - 1.0).powi(2))));
    }
    for i in (1..steps).rev() {
        let t = i as f32 / steps as f32;
        let x = p.x - half + t * w;
        points.push(Point::new(x, p.y + lid * (1.0 - (2.0 * t - 1.0).powi(2))));
    }
    scene.polygon(points, Paint::stroke(ink, line));
    scene.circle(p, w * 0.16, Paint::fill(ink));
}

/// A bomb filling `side` around `c`: a round body, a fuse and its spark.
pub fn bomb(scene: &mut Scene, c: Point, side: f32, body: Rgba, spark: Rgba) {
    let r = side * 0.3;
    let centre = Point::new(c.x - side * 0.04, c.y + side * 0.08);
    scene.circle(centre, r, Paint::fill(body));
    let neck = Point::new(centre.x + r * 0.6, centre.y - r * 0.8);
    let end = Point::new(neck.x + side * 0.12, neck.y - side * 0.14);
    scene.line(neck, end, body, (side * 0.05).max(1.0));
    scene.circle(end, side * 0.06, Paint::fill(spark));
    scene.circle(Point::new(centre.x - r * 0.35, centre.y - r * 0.35), r * 0.22, Paint::fill(spark.fade(0.7)));
}

/// A pennant on a pole, `h` high, its foot at `foot`, flying towards `dir` (+1 right).
pub fn flag(scene: &mut Scene, foot: Point, h: f32, dir: f32, cloth: Rgba, pole: Rgba) {
    let top = Point::new(foot.x, foot.y - h);
    scene.line(foot, top, pole, (h * 0.08).max(1.0));
    scene.polygon(
        vec![top, Point::new(top.x + dir * h * 0.62, top.y + h * 0.2), Point::new(top.x, top.y + h * 0.42)],
        Paint::both(cloth, pole, (h * 0.04).max(1.0)),
    );
}
