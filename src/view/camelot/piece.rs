//! The pieces: a Man is a round stone with a groove; a Knight is the same stone bearing a
//! horse's head. Both drawn with vector shapes in the side's colours (`Theme` white / black).

use crate::games::camelot::Piece;
use crate::view::scene::{Paint, Point, Rgba, Scene};

/// A horse's head facing left, on a plinth, in a box from (0, 0) to (20, 20).
const HORSE: [(f32, f32); 24] = [
    (4.6, 18.9),
    (4.6, 17.4),
    (6.4, 16.6),
    (7.0, 14.6),
    (8.6, 12.2),
    (6.9, 11.4),
    (5.0, 12.5),
    (3.0, 12.3),
    (2.2, 10.9),
    (3.3, 8.6),
    (5.4, 5.6),
    (7.8, 3.4),
    (9.6, 2.8),
    (10.6, 0.9),
    (11.6, 2.6),
    (13.4, 3.9),
    (15.0, 6.4),
    (15.9, 9.6),
    (15.9, 13.2),
    (15.2, 15.6),
    (14.4, 16.6),
    (15.6, 17.4),
    (15.6, 18.9),
    (10.0, 18.9),
];
const EYE: (f32, f32) = (8.6, 6.4);

/// The colours a piece is drawn in: the stone and its ink (outline and emblem).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stone {
    pub fill: Rgba,
    pub ink: Rgba,
    /// 1 for a piece standing on the board; less while it fades (captured, dragged away).
    pub alpha: f32,
}

/// A piece centred on `c`, of radius `r`.
pub fn draw_piece(scene: &mut Scene, c: Point, r: f32, piece: Piece, stone: Stone) {
    let a = stone.alpha;
    let ink = stone.ink.fade(a);
    scene.circle(Point::new(c.x + r * 0.05, c.y + r * 0.1), r, Paint::fill(Rgba(0, 0, 0, 55).fade(a)));
    scene.circle(c, r, Paint::both(stone.fill.fade(a), ink, (r * 0.09).max(1.0)));
    // The groove of a turned stone, and a little light on its upper rim.
    scene.circle(c, r * 0.74, Paint::stroke(stone.ink.fade(a * 0.4), (r * 0.06).max(0.8)));
    match piece {
        Piece::Man => {
            scene.circle(c, r * 0.2, Paint::fill(stone.ink.fade(a * 0.55)));
        }
        Piece::Knight => {
            let s = r * 1.3 / 20.0;
            let at = |(x, y): (f32, f32)| Point::new(c.x + (x - 9.6) * s, c.y + (y - 10.4) * s);
            scene.polygon(HORSE.iter().map(|&p| at(p)).collect(), Paint::fill(ink));
            scene.circle(at(EYE), (r * 0.075).max(0.8), Paint::fill(stone.fill.fade(a)));
        }
    }
}
