//! Where the board and the two stack strips go, for any window shape: strips above and
//! below the board on a tall screen, a column beside it on a wide one.

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
}

const PAD: f32 = 6.0;
/// Strip thickness in cells (tall screens) and column width in cells (wide screens).
const STRIP: f32 = 1.3;
const COLUMN: f32 = 2.8;

pub fn layout(size: usize, width: f32, height: f32, flipped: bool) -> DrakeLayout {
    let n = size as f32;
    let (w, h) = ((width - 2.0 * PAD).max(10.0), (height - 2.0 * PAD).max(10.0));
    let tall_cell = (w / n).min(h / (n + 2.0 * STRIP));
    let wide_cell = (w / (n + COLUMN)).min(h / n);
    // The bottom strip belongs to the player at the bottom of the board.
    let (bottom, top) = if flipped { (1, 0) } else { (0, 1) };
    let mut strips = [Strip::new(Rect::default(), 1.0); 2];
    let grid = if tall_cell >= wide_cell {
        let cell = tall_cell.floor();
        let total = cell * (n + 2.0 * STRIP);
        let y0 = PAD + ((h - total) / 2.0).max(0.0).round();
        let x0 = PAD + ((w - cell * n) / 2.0).round();
        let strip_h = cell * STRIP;
        strips[top] = Strip::new(Rect::new(x0, y0, cell * n, strip_h), cell);
        strips[bottom] = Strip::new(Rect::new(x0, y0 + strip_h + cell * n, cell * n, strip_h), cell);
        SquareGrid { origin: Point::new(x0, y0 + strip_h), cell, files: size, ranks: size, flipped }
    } else {
        let cell = wide_cell.floor();
        let total = cell * (n + COLUMN);
        let x0 = PAD + ((w - total) / 2.0).max(0.0).round();
        let y0 = PAD + ((h - cell * n) / 2.0).round();
        let column = Rect::new(x0 + cell * n + cell * 0.2, y0, cell * (COLUMN - 0.2), cell * n);
        let half = column.h / 2.0;
        strips[top] = Strip::new(Rect::new(column.x, column.y, column.w, half), cell);
        strips[bottom] = Strip::new(Rect::new(column.x, column.y + half, column.w, half), cell);
        SquareGrid { origin: Point::new(x0, y0), cell, files: size, ranks: size, flipped }
    };
    DrakeLayout { grid, strips }
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
    fn wide_screens_get_a_column_and_flipping_swaps_strips() {
        let l = layout(4, 1280.0, 720.0, false);
        assert!(l.strips[0].area.x > l.grid.bounds().x + l.grid.bounds().w);
        assert!(l.strips[0].area.y > l.strips[1].area.y);
        let f = layout(4, 1280.0, 720.0, true);
        assert!(f.strips[0].area.y < f.strips[1].area.y);
    }

    #[test]
    fn everything_stays_inside_the_canvas() {
        for (w, h) in [(320.0, 480.0), (1920.0, 1080.0), (500.0, 500.0), (200.0, 900.0)] {
            for size in 3..=8 {
                let l = layout(size, w, h, false);
                let b = l.grid.bounds();
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
