//! Arrows along a route (a hint, the last move, the route held so far): a line through every
//! landing with a dot at each and a head at the end, outlined so that it shows on any square
//! and any piece.

use crate::view::scene::{Paint, Point, Rgba, Scene};
use crate::view::trig::{cos, sin};

/// How much wider than the line its outline is, on each side.
const OUTLINE: f32 = 2.5;

/// A route through `points` in `color`, outlined in `edge`, `width` wide.
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
    for (c, w) in [(edge, width + 2.0 * OUTLINE), (color, width)] {
        for pair in shaft.windows(2) {
            scene.line(pair[0], pair[1], c, w);
        }
        for p in &shaft[1..shaft.len() - 1] {
            scene.circle(*p, w * 0.75, Paint::fill(c));
        }
        if c == edge {
            scene.polygon(tip.clone(), Paint::both(edge, edge, OUTLINE * 2.0));
        } else {
            scene.polygon(tip.clone(), Paint::fill(color));
        }
    }
}

/// A circular arrow, clockwise or not, radius `r` round `c`: the sign of turning a tile.
pub fn turn_icon(scene: &mut Scene, c: Point, r: f32, clockwise: bool, colour: Rgba, width: f32) {
    let sign = if clockwise { 1.0 } else { -1.0 };
    let start = -90.0f32 - sign * 140.0;
    let sweep = 250.0 * sign;
    let steps = 14;
    let at = |deg: f32| {
        let a = deg.to_radians();
        Point::new(c.x + r * cos(a), c.y + r * sin(a))
    };
    for k in 0..steps {
        let a0 = start + sweep * k as f32 / steps as f32;
        let a1 = start + sweep * (k + 1) as f32 / steps as f32;
        scene.line(at(a0), at(a1), colour, width);
    }
    // The head at the end, pointing along the turn.
    let end = start + sweep;
    let tip = at(end + sign * 22.0);
    let a = end.to_radians();
    let (nx, ny) = (cos(a), sin(a));
    let h = width * 1.7;
    scene.polygon(
        vec![
            tip,
            Point::new(at(end).x + nx * h, at(end).y + ny * h),
            Point::new(at(end).x - nx * h, at(end).y - ny * h),
        ],
        Paint::fill(colour),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::scene::Shape;

    #[test]
    fn an_arrow_ends_in_a_head_on_the_last_point() {
        let mut s = Scene::new(100.0, 100.0);
        let route = [Point::new(0.0, 0.0), Point::new(40.0, 0.0), Point::new(40.0, 40.0)];
        route_arrows(&mut s, &route, Rgba::hex(0xFFFFFF), Rgba::hex(0), 4.0);
        let heads: Vec<&Shape> = s.shapes.iter().filter(|s| matches!(s, Shape::Polygon { .. })).collect();
        assert_eq!(heads.len(), 2, "the outline's head and the head");
        assert!(matches!(heads[1], Shape::Polygon { points, .. } if points[0] == route[2]));
    }
}
