//! Square-board geometry: where each square is drawn, which square a point hits, and the
//! board turned for the other player.

use super::scene::{Point, Rect};

/// A grid of `files × ranks` squares of side `cell`, top-left at `origin`. Unflipped, rank 0 is
/// at the bottom and file 0 at the left (the first player's view).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SquareGrid {
    pub origin: Point,
    pub cell: f32,
    pub files: usize,
    pub ranks: usize,
    pub flipped: bool,
}

impl SquareGrid {
    /// The largest grid that fits in `area`, centred.
    pub fn fit(area: Rect, files: usize, ranks: usize, flipped: bool) -> SquareGrid {
        let cell = (area.w / files as f32).min(area.h / ranks as f32).floor().max(1.0);
        let origin = Point::new(
            (area.x + (area.w - cell * files as f32) / 2.0).round(),
            (area.y + (area.h - cell * ranks as f32) / 2.0).round(),
        );
        SquareGrid { origin, cell, files, ranks, flipped }
    }

    pub fn bounds(&self) -> Rect {
        Rect::new(self.origin.x, self.origin.y, self.cell * self.files as f32, self.cell * self.ranks as f32)
    }

    /// The screen column and row of a square.
    fn screen(&self, file: usize, rank: usize) -> (usize, usize) {
        if self.flipped {
            (self.files - 1 - file, rank)
        } else {
            (file, self.ranks - 1 - rank)
        }
    }

    pub fn square_rect(&self, file: usize, rank: usize) -> Rect {
        let (col, row) = self.screen(file, rank);
        Rect::new(self.origin.x + col as f32 * self.cell, self.origin.y + row as f32 * self.cell, self.cell, self.cell)
    }

    pub fn center(&self, file: usize, rank: usize) -> Point {
        self.square_rect(file, rank).center()
    }

    /// The (file, rank) under a point, if any.
    pub fn hit(&self, p: Point) -> Option<(usize, usize)> {
        if !self.bounds().contains(p) {
            return None;
        }
        let col = ((p.x - self.origin.x) / self.cell) as usize;
        let row = ((p.y - self.origin.y) / self.cell) as usize;
        let (col, row) = (col.min(self.files - 1), row.min(self.ranks - 1));
        Some(if self.flipped { (self.files - 1 - col, row) } else { (col, self.ranks - 1 - row) })
    }

    /// Screen direction of "up the board" (towards higher ranks): -1 unflipped, +1 flipped.
    pub fn up(&self) -> f32 {
        if self.flipped {
            1.0
        } else {
            -1.0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hit_inverts_center_both_ways_up() {
        for flipped in [false, true] {
            let g = SquareGrid::fit(Rect::new(0.0, 0.0, 400.0, 300.0), 4, 4, flipped);
            for f in 0..4 {
                for r in 0..4 {
                    assert_eq!(g.hit(g.center(f, r)), Some((f, r)));
                }
            }
            assert_eq!(g.hit(Point::new(-1.0, 5.0)), None);
        }
    }

    #[test]
    fn rank_one_is_at_the_bottom_unless_flipped() {
        let g = SquareGrid::fit(Rect::new(0.0, 0.0, 400.0, 400.0), 4, 4, false);
        assert!(g.center(0, 0).y > g.center(0, 3).y);
        let f = SquareGrid { flipped: true, ..g };
        assert!(f.center(0, 0).y < f.center(0, 3).y);
        assert!(f.center(0, 0).x > f.center(3, 0).x);
    }

    #[test]
    fn fit_uses_whole_pixels_and_centres() {
        let g = SquareGrid::fit(Rect::new(0.0, 0.0, 401.0, 300.0), 4, 4, false);
        assert_eq!(g.cell, 75.0);
        assert_eq!(g.origin, Point::new(51.0, 0.0));
    }
}
