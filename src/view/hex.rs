//! Hexagon geometry for boards of point-up hexagons in axial coordinates (q grows to the
//! east, r to the south-east), as Shamrock's engine numbers them: where a cell is drawn, its
//! corners, which cell a point hits, and a grid fitted around a set of cells.
//!
//! Corners are numbered clockwise from the top: 0 top, 1 upper right, 2 lower right,
//! 3 bottom, 4 lower left, 5 upper left. `flipped` turns the whole board half a turn (a
//! rotation, so clockwise stays clockwise).

use super::scene::{Point, Rect};
use crate::view::trig::{cos, sin};

const SQRT3: f32 = 1.732_050_8;

/// A grid of point-up hexagons of circumradius `size`; cell (0, 0) is centred on `origin`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HexGrid {
    pub origin: Point,
    pub size: f32,
    pub flipped: bool,
}

/// The unit vector from a hexagon's centre to its corner `corner` on the screen (fractions
/// of a corner allowed: 0.5 is the middle of side 0).
pub fn corner_direction(corner: f32) -> (f32, f32) {
    let a = (corner * 60.0 - 90.0).to_radians();
    (cos(a), sin(a))
}

/// The centre of cell (q, r) relative to cell (0, 0), for hexagons of circumradius 1.
fn unit_center(q: i32, r: i32) -> (f32, f32) {
    (SQRT3 * (q as f32 + r as f32 / 2.0), 1.5 * r as f32)
}

impl HexGrid {
    /// The largest grid (at most `max_size`) that shows every cell of `cells` inside `area`,
    /// centred on their bounding box.
    pub fn fit(area: Rect, cells: &[(i32, i32)], max_size: f32, flipped: bool) -> HexGrid {
        let sign = if flipped { -1.0 } else { 1.0 };
        let (mut x0, mut y0, mut x1, mut y1) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for &(q, r) in cells {
            let (x, y) = unit_center(q, r);
            let (x, y) = (x * sign, y * sign);
            x0 = x0.min(x - SQRT3 / 2.0);
            x1 = x1.max(x + SQRT3 / 2.0);
            y0 = y0.min(y - 1.0);
            y1 = y1.max(y + 1.0);
        }
        if cells.is_empty() {
            (x0, y0, x1, y1) = (-SQRT3 / 2.0, -1.0, SQRT3 / 2.0, 1.0);
        }
        let size = (area.w / (x1 - x0)).min(area.h / (y1 - y0)).min(max_size).max(1.0);
        let mid = Point::new((x0 + x1) / 2.0 * size, (y0 + y1) / 2.0 * size);
        let c = area.center();
        HexGrid { origin: Point::new(c.x - mid.x, c.y - mid.y), size, flipped }
    }

    /// The grid between `self` (t = 0) and `to` (t = 1): a smooth pan and zoom.
    pub fn lerp(&self, to: &HexGrid, t: f32) -> HexGrid {
        HexGrid { origin: self.origin.lerp(to.origin, t), size: self.size + (to.size - self.size) * t, ..*to }
    }

    fn sign(&self) -> f32 {
        if self.flipped {
            -1.0
        } else {
            1.0
        }
    }

    pub fn center(&self, q: i32, r: i32) -> Point {
        let (x, y) = unit_center(q, r);
        let k = self.size * self.sign();
        Point::new(self.origin.x + x * k, self.origin.y + y * k)
    }

    /// Where corner `corner` of a cell is on the screen (a board turned half a turn shows
    /// corner c where c + 3 would be).
    pub fn corner_angle(&self, corner: f32) -> f32 {
        if self.flipped {
            corner + 3.0
        } else {
            corner
        }
    }

    /// The point of corner `corner` of cell (q, r), `at` of the way from the centre (1 is
    /// the corner itself).
    pub fn corner(&self, q: i32, r: i32, corner: u8, at: f32) -> Point {
        let c = self.center(q, r);
        let (dx, dy) = corner_direction(self.corner_angle(corner as f32));
        Point::new(c.x + dx * self.size * at, c.y + dy * self.size * at)
    }

    /// The six corners of a hexagon of circumradius `radius` around `c`, turned by `turn`
    /// steps of 60°.
    pub fn hexagon(c: Point, radius: f32, turn: f32) -> Vec<Point> {
        (0..6)
            .map(|i| {
                let (dx, dy) = corner_direction(i as f32 + turn);
                Point::new(c.x + dx * radius, c.y + dy * radius)
            })
            .collect()
    }

    /// The outline of cell (q, r), shrunk by `inset` pixels.
    pub fn cell_polygon(&self, q: i32, r: i32, inset: f32) -> Vec<Point> {
        HexGrid::hexagon(self.center(q, r), (self.size - inset).max(0.5), 0.0)
    }

    /// The cell whose hexagon contains `p`.
    pub fn hit(&self, p: Point) -> (i32, i32) {
        let k = self.size * self.sign();
        let (x, y) = ((p.x - self.origin.x) / k, (p.y - self.origin.y) / k);
        let fr = y / 1.5;
        let fq = x / SQRT3 - fr / 2.0;
        round_axial(fq, fr)
    }
}

/// Rounds fractional axial coordinates to the nearest cell (through cube coordinates).
fn round_axial(q: f32, r: f32) -> (i32, i32) {
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    (rq as i32, rr as i32)
}

/// Whether `p` lies inside the convex polygon `points` (either winding).
pub fn inside(points: &[Point], p: Point) -> bool {
    let n = points.len();
    if n < 3 {
        return false;
    }
    let mut sign = 0.0f32;
    for i in 0..n {
        let (a, b) = (points[i], points[(i + 1) % n]);
        let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
        if cross != 0.0 {
            if sign != 0.0 && cross.signum() != sign {
                return false;
            }
            sign = cross.signum();
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hit_inverts_center_both_ways_up() {
        for flipped in [false, true] {
            let g = HexGrid { origin: Point::new(200.0, 150.0), size: 30.0, flipped };
            for q in -3..=3 {
                for r in -3..=3 {
                    assert_eq!(g.hit(g.center(q, r)), (q, r));
                    // Near a corner, still inside.
                    let c = g.corner(q, r, 2, 0.9);
                    assert_eq!(g.hit(c), (q, r), "{q} {r} {flipped}");
                }
            }
        }
    }

    #[test]
    fn neighbours_share_corners_as_the_engine_says() {
        // Corner 1 of a cell is corner 3 of its north-east neighbour (+1, -1) and corner 5 of
        // its east neighbour (+1, 0).
        let g = HexGrid { origin: Point::new(0.0, 0.0), size: 40.0, flipped: false };
        let a = g.corner(0, 0, 1, 1.0);
        assert!(a.distance(g.corner(1, -1, 3, 1.0)) < 0.01);
        assert!(a.distance(g.corner(1, 0, 5, 1.0)) < 0.01);
        assert!(g.center(0, 1).y > g.center(0, 0).y && g.center(0, 1).x > g.center(0, 0).x);
        assert!(g.corner(0, 0, 0, 1.0).y < g.center(0, 0).y, "corner 0 is on top");
    }

    #[test]
    fn fit_keeps_every_cell_inside_the_area() {
        let area = Rect::new(10.0, 20.0, 300.0, 200.0);
        let cells = [(0, 0), (1, -1), (-2, 1), (0, 2)];
        for flipped in [false, true] {
            let g = HexGrid::fit(area, &cells, 500.0, flipped);
            for &(q, r) in &cells {
                for p in g.cell_polygon(q, r, 0.0) {
                    assert!(p.x >= area.x - 0.01 && p.x <= area.x + area.w + 0.01, "{p:?}");
                    assert!(p.y >= area.y - 0.01 && p.y <= area.y + area.h + 0.01, "{p:?}");
                }
            }
        }
        let small = HexGrid::fit(area, &[(0, 0)], 40.0, false);
        assert_eq!(small.size, 40.0);
        assert!(small.center(0, 0).distance(area.center()) < 0.01);
    }

    #[test]
    fn points_inside_a_hexagon() {
        let h = HexGrid::hexagon(Point::new(0.0, 0.0), 10.0, 0.0);
        assert!(inside(&h, Point::new(0.0, 9.0)));
        assert!(inside(&h, Point::new(8.0, 0.0)) && !inside(&h, Point::new(9.5, 0.0)));
        assert!(!inside(&h, Point::new(0.0, 10.5)));
    }
}
