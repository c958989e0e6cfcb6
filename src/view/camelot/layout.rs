//! Where a board of the Camelot family goes (Camelot's 12 files × 16 ranks, Chivalry's 14 × 16,
//! Cam's 7 × 13, Camette's 5 × 7, each with its corners cut off): as large as fits, with the
//! castles' battlements above and below it and the coordinates outside the board's outline
//! when there is room (inside the squares otherwise).

use crate::game::Within;
use crate::games::camelot::Board;
use crate::view::geometry::SquareGrid;
use crate::view::scene::{Point, Rect};

#[derive(Clone, Copy, Debug)]
pub struct CamelotLayout {
    pub board: &'static Board,
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

pub fn merlon(cell: f32) -> f32 {
    (cell * 0.2).max(2.0)
}

/// The files of a rank (zero-based, inclusive).
pub fn span(board: &Board, rank: usize) -> (usize, usize) {
    let (first, count) = board.span(rank);
    (first, first + count.max(1) - 1)
}

/// The lowest and highest rank of a file (zero-based, inclusive).
pub fn file_span(board: &Board, file: usize) -> (usize, usize) {
    let ranks: Vec<usize> =
        (0..board.ranks()).filter(|&r| (span(board, r).0..=span(board, r).1).contains(&file)).collect();
    (ranks.first().copied().unwrap_or(0), ranks.last().copied().unwrap_or(0))
}

/// The cell that fits with labels outside: room for a rank number on the left, the
/// battlements above and below, and a row of file letters under the bottom battlements.
fn outside_cell(w: f32, h: f32, files: f32, ranks: f32) -> f32 {
    let mut cell = (w / files).min(h / ranks);
    for _ in 0..3 {
        let s = label_size(cell);
        let left = s * 1.5;
        let vertical = 2.0 * merlon(cell) + s * 1.4;
        cell = ((w - left) / files).min((h - vertical) / ranks);
    }
    cell.floor().max(1.0)
}

fn inside_cell(w: f32, h: f32, files: f32, ranks: f32) -> f32 {
    let cell = (w / files).min(h / ranks);
    let cell = ((w / files).min((h - 2.0 * merlon(cell)) / ranks)).floor();
    cell.max(1.0)
}

pub fn layout(board: &'static Board, width: f32, height: f32, flipped: bool) -> CamelotLayout {
    let (files, ranks) = (board.files(), board.ranks());
    let (nf, nr) = (files as f32, ranks as f32);
    let (w, h) = ((width - 2.0 * PAD).max(nf), (height - 2.0 * PAD).max(nr));
    let (out, inside) = (outside_cell(w, h, nf, nr), inside_cell(w, h, nf, nr));
    // Labels go outside unless that would cost the squares more than a twelfth of their size
    // (squares large enough to touch anyway may give a little more).
    let labels_outside = out >= inside * 0.92 || out >= 44.0;
    let cell = if labels_outside { out } else { inside };
    let (label, merlon) = (label_size(cell), merlon(cell));
    let (left, top, bottom) =
        if labels_outside { (label * 1.5, merlon, merlon + label * 1.4) } else { (0.0, merlon, merlon) };
    let total_w = left + cell * nf;
    let total_h = top + bottom + cell * nr;
    let x0 = PAD + ((w - total_w) / 2.0).max(0.0).round() + left;
    let y0 = PAD + ((h - total_h) / 2.0).max(0.0).round() + top;
    let grid = SquareGrid { origin: Point::new(x0, y0), cell, files, ranks, flipped };
    CamelotLayout { board, grid, labels_outside, label, merlon }
}

impl CamelotLayout {
    /// The square at (file, rank), drawn.
    pub fn rect(&self, file: usize, rank: usize) -> Rect {
        self.grid.square_rect(file, rank)
    }

    /// Where River Camelot's confirm button stands while three trees are chosen: across the
    /// middle of the board, over the river, at least as tall as a finger.
    pub fn plant_button(&self) -> Rect {
        let b = self.grid.bounds();
        let (w, h) = ((self.grid.cell * 4.0).within(110.0, b.w), (self.grid.cell * 1.1).max(40.0));
        Rect::new(b.x + (b.w - w) / 2.0, b.y + (b.h - h) / 2.0, w, h)
    }

    /// The outline of the board: a staircase polygon around its squares.
    pub fn outline(&self) -> Vec<Point> {
        let g = &self.grid;
        let ranks = self.board.ranks();
        // For each rank: its screen-left and screen-right x, the y of its edge towards rank 1
        // and the y of its edge towards the top rank.
        let edges = |rank: usize| {
            let (lo, hi) = span(self.board, rank);
            let (a, b) = (g.square_rect(lo, rank), g.square_rect(hi, rank));
            let (left, right) = (a.x.min(b.x), (a.x + a.w).max(b.x + b.w));
            let (near, far) = if g.flipped { (a.y, a.y + a.h) } else { (a.y + a.h, a.y) };
            (left, right, near, far)
        };
        let mut points = Vec::with_capacity(4 * ranks);
        for rank in 0..ranks {
            let (_, right, near, far) = edges(rank);
            points.push(Point::new(right, near));
            points.push(Point::new(right, far));
        }
        for rank in (0..ranks).rev() {
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
    use crate::games::camelot::Variant;

    #[test]
    fn every_board_fits_phones_and_desktops_with_labels_outside() {
        for v in Variant::ALL {
            for (w, h) in [(390.0, 585.0), (912.0, 746.0), (1200.0, 800.0), (320.0, 480.0), (700.0, 500.0)] {
                for flipped in [false, true] {
                    let l = layout(v.board(), w, h, flipped);
                    let b = l.grid.bounds();
                    assert!(b.x - l.label * 1.5 >= 0.0 && b.x + b.w <= w, "{v:?} {w}x{h}");
                    let below = b.y + b.h + l.merlon + l.label * 1.4;
                    assert!(b.y - l.merlon >= 0.0 && below <= h + 0.5, "{v:?} {w}x{h}");
                    assert!(l.labels_outside, "{v:?} {w}x{h}");
                }
            }
        }
        assert!(layout(Variant::Camelot.board(), 390.0, 585.0, false).grid.cell >= 30.0);
    }

    #[test]
    fn tiny_boards_put_the_labels_inside() {
        let l = layout(Variant::Camelot.board(), 240.0, 200.0, false);
        assert!(!l.labels_outside);
        assert!(l.grid.bounds().y + l.grid.bounds().h <= 200.0);
    }

    #[test]
    fn spans_describe_every_board() {
        for v in Variant::ALL {
            let board = v.board();
            let (files, ranks) = (board.files(), board.ranks());
            let by_rank: usize = (0..ranks).map(|r| span(board, r).1 - span(board, r).0 + 1).sum();
            let by_file: usize = (0..files).map(|f| file_span(board, f).1 - file_span(board, f).0 + 1).sum();
            let squares = board.squares().count();
            assert_eq!((by_rank, by_file), (squares, squares), "{v:?}");
        }
    }

    #[test]
    fn the_outline_is_a_closed_staircase() {
        for v in Variant::ALL {
            let l = layout(v.board(), 600.0, 800.0, false);
            let points = l.outline();
            assert_eq!(points.len(), 4 * v.board().ranks());
            // Every edge is horizontal or vertical.
            for (a, b) in points.iter().zip(points.iter().cycle().skip(1)) {
                assert!(a.x == b.x || a.y == b.y, "{a:?} {b:?}");
            }
        }
    }
}
