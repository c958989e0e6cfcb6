//! How Camelot is drawn and played by hand. Spots are the 160 squares (their engine index); a
//! move is gestured as its whole route, origin then each landing, so a canter chain, a jump
//! chain or a Knight's charge is traced by dragging along it (or clicking each landing).

mod diagrams;
mod draw;
mod help;
mod layout;
mod marks;
mod piece;
mod words;

pub use draw::{board as draw_board, square_fill};
pub use layout::{layout, CamelotLayout};
pub use piece::{draw_piece, Stone};

use crate::game::Lang;
use crate::games::camelot::{all_squares, file_of, rank_of, square, square_name, Camelot, Move, Square};
use crate::view::board::{BoardView, Look};
use crate::view::fields::Field;
use crate::view::gesture::{MoveShape, Spot};
use crate::view::help::HelpSection;
use crate::view::marks::Outline;
use crate::view::scene::{Point, Scene};

/// The (file, rank) of a spot, if it is a square of the board.
pub fn square_of_spot(spot: Spot) -> Option<(usize, usize)> {
    let sq = Square::try_from(spot).ok()?;
    let (f, r) = (file_of(sq), rank_of(sq));
    (square(f, r) == Some(sq)).then_some((f, r))
}

/// Where a spot is drawn.
pub fn center(layout: &CamelotLayout, spot: Spot) -> Option<Point> {
    let (f, r) = square_of_spot(spot)?;
    Some(layout.rect(f, r).center())
}

impl BoardView for Camelot {
    type Layout = CamelotLayout;

    fn layout(&self, width: f32, height: f32, flipped: bool) -> CamelotLayout {
        layout::layout(width, height, flipped)
    }

    fn spot_at(&self, layout: &CamelotLayout, p: Point) -> Option<Spot> {
        let (f, r) = layout.grid.hit(p)?;
        square(f, r).map(Spot::from)
    }

    fn spot_center(&self, layout: &CamelotLayout, spot: Spot) -> Option<Point> {
        center(layout, spot)
    }

    fn spot_outline(&self, layout: &CamelotLayout, spot: Spot) -> Option<Outline> {
        let (f, r) = square_of_spot(spot)?;
        Some(Outline::Square(layout.rect(f, r)))
    }

    fn spots(&self, _layout: &CamelotLayout) -> Vec<Spot> {
        all_squares().map(Spot::from).collect()
    }

    fn spot_name(&self, spot: Spot, _lang: Lang) -> String {
        Square::try_from(spot).map(square_name).unwrap_or_default()
    }

    fn shape(&self, mv: Move) -> MoveShape {
        MoveShape::new(mv.route().iter().map(|&sq| Spot::from(sq)).collect())
    }

    fn route_move(&self, route: &[Spot]) -> Option<Move> {
        let squares: Option<Vec<Square>> = route.iter().map(|&s| Square::try_from(s).ok()).collect();
        Move::new(&squares?)
    }

    fn option_fields() -> Vec<Field> {
        Vec::new()
    }

    fn help() -> Vec<HelpSection> {
        help::sections()
    }

    fn draw(&self, layout: &CamelotLayout, look: &Look<Self>, scene: &mut Scene) {
        draw::draw(self, layout, look, scene);
    }

    fn describe(&self, lang: Lang) -> String {
        words::describe(self, lang)
    }

    fn say(&self, mv: Move, lang: Lang) -> String {
        words::say(self, mv, lang)
    }

    fn captures(&self, mv: Move) -> bool {
        !Camelot::captures(self, mv).is_empty()
    }
}
