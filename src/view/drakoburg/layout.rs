//! Where the 7×7 board goes, and the caption line under it (the prompt shown while a
//! reinforcement square is chosen).

use crate::game::Within;
use crate::games::drakoburg::square;
use crate::view::geometry::SquareGrid;
use crate::view::scene::{Point, Rect};

pub const SIZE: usize = 7;

#[derive(Clone, Debug, PartialEq)]
pub struct DrakoburgLayout {
    pub grid: SquareGrid,
    /// A line under the board for prompts.
    pub caption: Rect,
}

const PAD: f32 = 6.0;

pub fn layout(width: f32, height: f32, flipped: bool) -> DrakoburgLayout {
    let (w, h) = ((width - 2.0 * PAD).max(10.0), (height - 2.0 * PAD).max(10.0));
    let caption_h = (w.min(h) * 0.055).within(18.0, 30.0).min(h * 0.2);
    let area = Rect::new(PAD, PAD, w, (h - caption_h).max(1.0));
    let mut grid = SquareGrid::fit(area, SIZE, SIZE, flipped);
    // The board and its caption sit together in the middle of the canvas.
    let board = grid.bounds();
    grid.origin.y = (PAD + (h - board.h - caption_h) / 2.0).round().max(PAD);
    let board = grid.bounds();
    let caption = Rect::new(board.x, board.y + board.h, board.w, caption_h);
    DrakoburgLayout { grid, caption }
}

impl DrakoburgLayout {
    /// The square (engine index) under a point.
    pub fn square_at(&self, p: Point) -> Option<u8> {
        self.grid.hit(p).map(|(f, r)| square(f, r))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_and_caption_fit_every_canvas() {
        for (w, h) in [(390.0, 585.0), (1200.0, 740.0), (320.0, 320.0), (200.0, 900.0), (900.0, 200.0)] {
            for flipped in [false, true] {
                let l = layout(w, h, flipped);
                let b = l.grid.bounds();
                assert!(b.x >= 0.0 && b.y >= 0.0 && b.x + b.w <= w && b.y + b.h <= h, "{w}x{h}");
                let c = l.caption;
                assert!(c.y >= b.y + b.h - 0.5 && c.y + c.h <= h + 0.5, "caption under the board {w}x{h}");
                assert!(c.h >= 18.0 || h < 120.0);
            }
        }
    }

    #[test]
    fn a_phone_gets_big_squares() {
        let l = layout(390.0, 585.0, false);
        assert!(l.grid.cell >= 52.0, "{}", l.grid.cell);
        assert_eq!(l.square_at(l.grid.center(1, 1)), Some(square(1, 1)));
        assert_eq!(l.square_at(Point::new(-5.0, -5.0)), None);
    }
}
