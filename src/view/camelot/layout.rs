//! Where the tall Camelot board goes (12 files × 16 ranks with the corners cut off): as large
//! as fits, with the castles' battlements above and below it and the coordinates outside the
//! board's outline when there is room (inside the squares otherwise).

use crate::game::Within;
use crate::view::geometry::SquareGrid;
use crate::view::scene::{Point, Rect};

pub const FILES: usize = 12;
pub const RANKS: usize = 16;

/// The files of each rank (zero-based, inclusive), rank 1 first.
pub fn span(rank: usize) -> (usize, usize) {
    match rank {
        0 | 15 => (5, 6),
        1 | 14 => (2, 9),
        2 | 13 => (1, 10),
        _ => (0, 11),
    }
}

/// The lowest and highest rank of a file (zero-based, inclusive).
pub fn file_span(file: usize) -> (usize, usize) {
    match file {
        5 | 6 => (0, 15),
        2..=9 => (1, 14),
        1 | 10 => (2, 13),
        _ => (3, 12),
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CamelotLayout {
    pub grid: SquareGrid,
    /// Coordinates beside the outline (true) or in the corners of the edge squares (false).
    pub labels_outside: bool,
    /// The font size of the coordinates.
    pub label: f32,
    /// How far the castles' battlements stand out of the board.
    pub merlon: f32,
}

const PAD: f32 = 4.0;

fn label_size(cell: f32) -> f32 {
    (cell * 0.34).within(9.0, 15.0)
}

fn merlon(cell: f32) -> f32 {
    (cell * 0.2).max(2.0)
}

/// The cell that fits with labels outside: room for a rank number on the left, the
/// battlements above and below, and a row of file letters under the bottom battlements.
fn outside_cell(w: f32, h: f32) -> f32 {
    let mut cell = (w / FILES as f32).min(h / RANKS as f32);
    for _ in 0..3 {
        let s = label_size(cell);
        let left = s * 1.5;
        let vertical = 2.0 * merlon(cell) + s * 1.4;
        cell = ((w - left) / FILES as f32).min((h - vertical) / RANKS as f32);
    }
    cell.floor().max(1.0)
}

fn inside_cell(w: f32, h: f32) -> f32 {
    let cell = (w / FILES as f32).min(h / RANKS as f32);
    let cell = ((w / FILES as f32).min((h - 2.0 * merlon(cell)) / RANKS as f32)).floor();
    cell.max(1.0)
}

pub fn layout(width: f32, height: f32, flipped: bool) -> CamelotLayout {
    let (w, h) = ((width - 2.0 * PAD).max(12.0), (height - 2.0 * PAD).max(16.0));
    let (out, inside) = (outside_cell(w, h), inside_cell(w, h));
    // Labels go outside unless that would cost the squares more than a twelfth of their size.
    let labels_outside = out >= inside * 0.92;
    let cell = if labels_outside { out } else { inside };
    let (label, merlon) = (label_size(cell), merlon(cell));
    let (left, top, bottom) =
        if labels_outside { (label * 1.5, merlon, merlon + label * 1.4) } else { (0.0, merlon, merlon) };
    let total_w = left + cell * FILES as f32;
    let total_h = top + bottom + cell * RANKS as f32;
    let x0 = PAD + ((w - total_w) / 2.0).max(0.0).round() + left;
    let y0 = PAD + ((h - total_h) / 2.0).max(0.0).round() + top;
    let grid = SquareGrid { origin: Point::new(x0, y0), cell, files: FILES, ranks: RANKS, flipped };
    CamelotLayout { grid, labels_outside, label, merlon }
}

impl CamelotLayout {
    /// The square at (file, rank), drawn.
    pub fn rect(&self, file: usize, rank: usize) -> Rect {
        self.grid.square_rect(file, rank)
    }

    /// The outline of the board: a staircase polygon around the 160 squares.
    pub fn outline(&self) -> Vec<Point> {
        let g = &self.grid;
        // For each rank: its screen-left and screen-right x, the y of its edge towards rank 1
        // and the y of its edge towards rank 16.
        let edges = |rank: usize| {
            let (lo, hi) = span(rank);
            let (a, b) = (g.square_rect(lo, rank), g.square_rect(hi, rank));
            let (left, right) = (a.x.min(b.x), (a.x + a.w).max(b.x + b.w));
            let (near, far) = if g.flipped { (a.y, a.y + a.h) } else { (a.y + a.h, a.y) };
            (left, right, near, far)
        };
        let mut points = Vec::with_capacity(4 * RANKS);
        for rank in 0..RANKS {
            let (_, right, near, far) = edges(rank);
            points.push(Point::new(right, near));
            points.push(Point::new(right, far));
        }
        for rank in (0..RANKS).rev() {
            let (left, _, near, far) = edges(rank);
            points.push(Point::new(left, far));
            points.push(Point::new(left, near));
        }
        points
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_board_fits_phones_and_desktops_with_labels_outside() {
        for (w, h) in [(390.0, 585.0), (912.0, 746.0), (1200.0, 800.0), (320.0, 480.0), (700.0, 500.0)] {
            for flipped in [false, true] {
                let l = layout(w, h, flipped);
                let b = l.grid.bounds();
                assert!(b.x - l.label * 1.5 >= 0.0 && b.x + b.w <= w, "{w}x{h}");
                assert!(b.y - l.merlon >= 0.0 && b.y + b.h + l.merlon + l.label * 1.4 <= h + 0.5, "{w}x{h}");
                assert!(l.labels_outside, "{w}x{h}");
            }
        }
        assert!(layout(390.0, 585.0, false).grid.cell >= 30.0, "phone squares stay large enough to touch");
    }

    #[test]
    fn tiny_boards_put_the_labels_inside() {
        let l = layout(240.0, 200.0, false);
        assert!(!l.labels_outside);
        assert!(l.grid.bounds().y + l.grid.bounds().h <= 200.0);
    }

    #[test]
    fn spans_describe_the_160_squares() {
        let by_rank: usize = (0..RANKS).map(|r| span(r).1 - span(r).0 + 1).sum();
        let by_file: usize = (0..FILES).map(|f| file_span(f).1 - file_span(f).0 + 1).sum();
        assert_eq!((by_rank, by_file), (160, 160));
        for f in 0..FILES {
            for r in 0..RANKS {
                let in_rank = (span(r).0..=span(r).1).contains(&f);
                let in_file = (file_span(f).0..=file_span(f).1).contains(&r);
                assert_eq!(in_rank, in_file, "{f} {r}");
            }
        }
    }

    #[test]
    fn the_outline_is_a_closed_staircase() {
        let l = layout(600.0, 800.0, false);
        let points = l.outline();
        assert_eq!(points.len(), 64);
        // Every edge is horizontal or vertical.
        for (a, b) in points.iter().zip(points.iter().cycle().skip(1)) {
            assert!(a.x == b.x || a.y == b.y, "{a:?} {b:?}");
        }
    }
}
