//! How Drakoburg is drawn and played by hand. A spot is a square (its engine index, a1 = 0).
//! A move's route is its pick-up square, its landing square and, when it brings a new Kopiník,
//! that Kopiník's square: after the drop on an enemy castle the route is held and the free
//! squares of the pawn start rank light up until one is chosen.

mod board;
mod diagrams;
mod draw;
mod help;
mod layout;
mod piece;
mod words;

/// The question a drop on an enemy castle asks, by the mover's colour (tests match it).
pub use words::CHOOSE_REINFORCEMENT;

pub use layout::DrakoburgLayout;
pub use piece::{draw_piece, PieceStyle};

use crate::game::{Game, Lang, Reason};
use crate::games::drakoburg::{square_name, Drakoburg, Move, Square};
use crate::view::board::{BoardView, Look};
use crate::view::fields::Field;
use crate::view::gesture::{MoveShape, Spot};
use crate::view::help::HelpSection;
use crate::view::marks::Outline;
use crate::view::scene::{Point, Scene};

/// The square of a spot, if it is one of the board.
pub fn square_of(spot: Spot) -> Option<Square> {
    (spot < 49).then_some(spot as Square)
}

impl BoardView for Drakoburg {
    type Layout = DrakoburgLayout;

    fn layout(&self, width: f32, height: f32, flipped: bool) -> DrakoburgLayout {
        layout::layout(width, height, flipped)
    }

    fn spot_at(&self, layout: &DrakoburgLayout, p: Point) -> Option<Spot> {
        layout.square_at(p).map(Spot::from)
    }

    fn spot_center(&self, layout: &DrakoburgLayout, spot: Spot) -> Option<Point> {
        let sq = square_of(spot)?;
        Some(layout.grid.center(sq as usize % 7, sq as usize / 7))
    }

    fn spot_outline(&self, layout: &DrakoburgLayout, spot: Spot) -> Option<Outline> {
        square_of(spot).map(|sq| Outline::Square(board::rect_of(&layout.grid, sq)))
    }

    fn spots(&self, _layout: &DrakoburgLayout) -> Vec<Spot> {
        (0..49).collect()
    }

    fn spot_name(&self, spot: Spot, _lang: Lang) -> String {
        square_of(spot).map(square_name).unwrap_or_default()
    }

    fn shape(&self, mv: Move) -> MoveShape {
        MoveShape::new(self.route(mv).into_iter().map(Spot::from).collect())
    }

    fn option_fields() -> Vec<Field> {
        Vec::new()
    }

    fn help() -> Vec<HelpSection> {
        help::sections()
    }

    fn unfinished(&self, held: &[Spot]) -> Reason {
        let colour = self.to_move() & 1;
        match held {
            [_, _] => Reason::with(&words::CHOOSE_REINFORCEMENT[colour], &[&Drakoburg::pawn_start_rank(colour)]),
            _ => Reason::new(&crate::view::board::MUST_GO_ON),
        }
    }

    fn draw(&self, layout: &DrakoburgLayout, look: &Look<Self>, scene: &mut Scene) {
        draw::draw(self, layout, look, scene);
    }

    fn describe(&self, lang: Lang) -> String {
        words::describe(self, lang)
    }

    fn say(&self, mv: Move, lang: Lang) -> String {
        words::say(self, mv, lang)
    }

    fn captures(&self, mv: Move) -> bool {
        self.piece_at(mv.to).is_some()
    }
}
