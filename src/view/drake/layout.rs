//! Where the board and the two stack strips go, for any window shape: strips above and
//! below the board on a tall screen, a column beside it on a wide one.

use crate::game::Within;
use crate::view::geometry::SquareGrid;
use crate::view::scene::{Point, Rect};

/// A player's strip: the stack (top troop full size, the rest small) and lost troops.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Strip {
    pub area: Rect,
    /// Where the top troop of the stack is drawn (and picked up).
    pub top: Rect,
    /// Side of the small tiles (rest of the stack, lost troops).
    pub small: f32,
}

impl Strip {
    fn new(area: Rect, cell: f32) -> Strip {
        let side = (cell * 0.92).min(area.h - 4.0).min(area.w - 4.0).max(1.0);
        Strip { area, top: Rect::new(area.x + 2.0, area.y + 2.0, side, side), small: (cell * 0.42).max(8.0) }
    }

    /// The places of small tiles of side `small`, in reading order: beside the top tile, then
    /// in full rows below it.
    fn slots(&self, small: f32) -> Vec<Rect> {
        let gap = (small * 0.12).max(2.0);
        let step = small + gap;
        let right = self.area.x + self.area.w - 2.0;
        let bottom = self.area.y + self.area.h - 2.0;
        let mut out = Vec::new();
        let mut y = self.top.y;
        while y + small <= bottom + 0.5 {
            let beside = y < self.top.y + self.top.h;
            let mut x = if beside { self.top.x + self.top.w + gap * 2.0 } else { self.area.x + 2.0 };
            while x + small <= right + 0.5 {
                out.push(Rect::new(x, y, small, small));
                x += step;
            }
            y += step;
        }
        out
    }

    /// Places for the rest of the stack (from the start) and the lost troops (from the end),
    /// shrinking the small tiles until both fit without overlapping.
    pub fn places(&self, stack: usize, lost: usize) -> (Vec<Rect>, Vec<Rect>) {
        let mut small = self.small;
        loop {
            let slots = self.slots(small);
            if slots.len() >= stack + lost || small < 6.0 {
                let stack_places = slots.iter().take(stack).copied().collect();
                let lost_places = slots.iter().rev().take(lost).copied().collect();
                return (stack_places, lost_places);
            }
            small *= 0.88;
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct DrakeLayout {
    pub grid: SquareGrid,
    /// Strips by player (0 Blue, 1 Orange).
    pub strips: [Strip; 2],
    /// The size of the coordinates, drawn outside the board: letters under it, numbers left.
    pub label: f32,
}

const PAD: f32 = 6.0;
/// Strip thickness in cells (strips above and below, or side by side under the board) and
/// column width in cells (wide screens).
const STRIP: f32 = 1.3;
const COLUMN: f32 = 2.8;

/// How the board and the strips share the canvas.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Arrangement {
    /// The top player's strip above the board, the bottom player's below (tall screens).
    Tall,
    /// Both strips side by side under the board (screens about as tall as wide).
    Row,
    /// The strips in a column beside the board (wide screens).
    Wide,
}

pub fn label_size(cell: f32) -> f32 {
    (cell * 0.18).within(10.0, 15.0)
}

/// Room the coordinates take: left of the board and under it.
fn margins(label: f32) -> (f32, f32) {
    (label, label * 1.5)
}

/// The largest whole-pixel cell for an arrangement in `w × h`.
fn cell_for(arrangement: Arrangement, n: f32, w: f32, h: f32) -> f32 {
    let (across, down) = match arrangement {
        Arrangement::Tall => (n, n + 2.0 * STRIP),
        Arrangement::Row => (n, n + STRIP),
        Arrangement::Wide => (n + COLUMN, n),
    };
    let mut cell = (w / across).min(h / down);
    for _ in 0..3 {
        let (left, under) = margins(label_size(cell));
        cell = ((w - left) / across).min((h - under) / down);
    }
    cell.floor().max(1.0)
}

pub fn layout(size: usize, width: f32, height: f32, flipped: bool) -> DrakeLayout {
    let n = size as f32;
    let (w, h) = ((width - 2.0 * PAD).max(10.0), (height - 2.0 * PAD).max(10.0));
    let [tall, row, wide] = [Arrangement::Tall, Arrangement::Row, Arrangement::Wide].map(|a| cell_for(a, n, w, h));
    // Each strip beside its player (above and below, or in a column) unless both under the
    // board make it a tenth larger or more (a canvas about as tall as wide: a phone's).
    let (arrangement, cell) = if row > 1.1 * tall.max(wide) {
        (Arrangement::Row, row)
    } else if tall >= wide {
        (Arrangement::Tall, tall)
    } else {
        (Arrangement::Wide, wide)
    };
    let label = label_size(cell);
    let (left, under) = margins(label);
    // The bottom strip belongs to the player at the bottom of the board.
    let (bottom, top) = if flipped { (1, 0) } else { (0, 1) };
    let mut strips = [Strip::new(Rect::default(), 1.0); 2];
    let board = cell * n;
    let strip_h = cell * STRIP;
    let origin = match arrangement {
        Arrangement::Tall => {
            let total = board + 2.0 * strip_h + under;
            let y0 = PAD + ((h - total) / 2.0).max(0.0).round();
            let x0 = PAD + ((w - board - left) / 2.0).round() + left;
            strips[top] = Strip::new(Rect::new(x0, y0, board, strip_h), cell);
            strips[bottom] = Strip::new(Rect::new(x0, y0 + strip_h + board + under, board, strip_h), cell);
            Point::new(x0, y0 + strip_h)
        }
        Arrangement::Row => {
            let total = board + strip_h + under;
            let y0 = PAD + ((h - total) / 2.0).max(0.0).round();
            let x0 = PAD + ((w - board - left) / 2.0).round() + left;
            let y = y0 + board + under;
            let half = (board - cell * 0.1) / 2.0;
            strips[bottom] = Strip::new(Rect::new(x0, y, half, strip_h), cell);
            strips[top] = Strip::new(Rect::new(x0 + board - half, y, half, strip_h), cell);
            Point::new(x0, y0)
        }
        Arrangement::Wide => {
            let total = left + cell * (n + COLUMN);
            let x0 = PAD + ((w - total) / 2.0).max(0.0).round() + left;
            let y0 = PAD + ((h - board - under) / 2.0).max(0.0).round();
            let column = Rect::new(x0 + board + cell * 0.2, y0, cell * (COLUMN - 0.2), board);
            let half = column.h / 2.0;
            strips[top] = Strip::new(Rect::new(column.x, column.y, column.w, half), cell);
            strips[bottom] = Strip::new(Rect::new(column.x, column.y + half, column.w, half), cell);
            Point::new(x0, y0)
        }
    };
    let grid = SquareGrid { origin, cell, files: size, ranks: size, flipped };
    DrakeLayout { grid, strips, label }
}

impl DrakeLayout {
    /// Everything drawn: the board, its coordinates and the strips.
    pub fn bounds(&self) -> Rect {
        let b = self.grid.bounds();
        let (left, under) = margins(self.label);
        let mut r = Rect::new(b.x - left, b.y, b.w + left, b.h + under);
        for s in &self.strips {
            let (x0, y0) = (r.x.min(s.area.x), r.y.min(s.area.y));
            let x1 = (r.x + r.w).max(s.area.x + s.area.w);
            let y1 = (r.y + r.h).max(s.area.y + s.area.h);
            r = Rect::new(x0, y0, x1 - x0, y1 - y0);
        }
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tall_screens_get_strips_above_and_below() {
        let l = layout(4, 390.0, 760.0, false);
        assert!(l.strips[1].area.y < l.grid.origin.y, "Orange's strip on top");
        assert!(l.strips[0].area.y > l.grid.bounds().y + l.grid.bounds().h - 1.0, "Blue's below");
        assert!(l.grid.cell >= 90.0);
    }

    #[test]
    fn a_phone_canvas_about_as_tall_as_wide_puts_both_strips_under_a_big_board() {
        // Strips above and below would leave a 4×4 board 244 px wide here.
        let l = layout(4, 390.0, 420.0, false);
        assert!(l.grid.bounds().w >= 290.0, "{:?}", l.grid.bounds());
        let under = l.grid.bounds().y + l.grid.bounds().h;
        assert!(l.strips.iter().all(|s| s.area.y >= under), "{:?}", l.strips);
        assert!(l.strips[0].area.x < l.strips[1].area.x, "the bottom player's strip on the left");
        assert!(layout(4, 390.0, 420.0, true).strips[1].area.x < l.strips[1].area.x);
    }

    #[test]
    fn wide_screens_get_a_column_and_flipping_swaps_strips() {
        let l = layout(4, 1280.0, 720.0, false);
        assert!(l.strips[0].area.x > l.grid.bounds().x + l.grid.bounds().w);
        assert!(l.strips[0].area.y > l.strips[1].area.y);
        let f = layout(4, 1280.0, 720.0, true);
        assert!(f.strips[0].area.y < f.strips[1].area.y);
    }

    #[test]
    fn everything_stays_inside_the_canvas() {
        for (w, h) in [(320.0, 480.0), (1920.0, 1080.0), (500.0, 500.0), (200.0, 900.0), (390.0, 420.0), (390.0, 360.0)]
        {
            for size in 3..=8 {
                let l = layout(size, w, h, false);
                let b = l.bounds();
                assert!(b.x >= 0.0 && b.y >= 0.0 && b.x + b.w <= w && b.y + b.h <= h, "{w}x{h} {size}");
                for s in l.strips {
                    assert!(s.area.x + s.area.w <= w + 0.5 && s.area.y + s.area.h <= h + 0.5);
                    let (stack, lost) = s.places(6, 7);
                    let all: Vec<Rect> = stack.into_iter().chain(lost).collect();
                    assert_eq!(all.len(), 13, "{w}x{h} {size}");
                    for (i, r) in all.iter().enumerate() {
                        assert!(r.x >= s.area.x - 0.5 && r.x + r.w <= s.area.x + s.area.w + 0.5, "{w}x{h} {size}");
                        assert!(r.y + r.h <= s.area.y + s.area.h + 0.5, "{w}x{h} {size}");
                        for q in &all[i + 1..] {
                            let apart = r.x + r.w <= q.x + 0.01
                                || q.x + q.w <= r.x + 0.01
                                || r.y + r.h <= q.y + 0.01
                                || q.y + q.h <= r.y + 0.01;
                            assert!(apart, "tiles overlap: {w}x{h} {size}");
                        }
                    }
                }
            }
        }
    }
}
