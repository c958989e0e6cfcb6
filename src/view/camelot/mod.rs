//! How the Camelot family is drawn and played by hand. Spots are the squares of the board
//! (their engine index) and River Camelot's planting button; a move is gestured as its whole
//! route, origin then each landing, so a canter chain, a jump chain or a Knight's charge is
//! traced by dragging along it (or clicking each landing); a planting by tapping three
//! squares in any order, then the button.

mod diagrams;
mod draw;
mod help;
mod layout;
mod marks;
mod options;
mod piece;
mod water;
mod words;

pub use draw::{board as draw_board, square_fill};
pub use layout::{layout, CamelotLayout};
pub use piece::{draw_piece, Stone};
pub use water::PLANT;

use crate::game::{Lang, Reason, Text};
use crate::games::camelot::{file_of, rank_of, square, square_name, Camelot, Move, Square};
use crate::view::board::{BoardView, Look};
use crate::view::fields::Field;
use crate::view::gesture::{MoveShape, Spot};
use crate::view::help::HelpSection;
use crate::view::marks::Outline;
use crate::view::scene::{Point, Scene};

/// The (file, rank) of a spot, if it is a square of a board.
pub fn square_of_spot(spot: Spot) -> Option<(usize, usize)> {
    let sq = Square::try_from(spot).ok()?;
    let (f, r) = (file_of(sq), rank_of(sq));
    (square(f, r) == Some(sq)).then_some((f, r))
}

/// Where a spot is drawn.
pub fn center(layout: &CamelotLayout, spot: Spot) -> Option<Point> {
    if spot == PLANT {
        return Some(layout.plant_button().center());
    }
    let (f, r) = square_of_spot(spot)?;
    Some(layout.rect(f, r).center())
}

const PLANT_THREE: Text = crate::text!(
    "Choose three squares for your trees (the lit ones), then press Plant.",
    "Vyberte tři pole pro své stromy (ta označená) a pak stiskněte Zasadit."
);

impl BoardView for Camelot {
    type Layout = CamelotLayout;

    fn layout(&self, width: f32, height: f32, flipped: bool) -> CamelotLayout {
        layout::layout(self.board(), width, height, flipped)
    }

    fn spot_at(&self, layout: &CamelotLayout, p: Point) -> Option<Spot> {
        let (f, r) = layout.grid.hit(p)?;
        self.board().square(f, r).map(Spot::from)
    }

    /// The planting button answers only while three trees are chosen.
    fn spot_at_holding(&self, layout: &CamelotLayout, p: Point, held: &[Spot]) -> Option<Spot> {
        let planting = held.len() == 3 && self.planting().is_some();
        if planting && layout.plant_button().contains(p) {
            return Some(PLANT);
        }
        self.spot_at(layout, p)
    }

    fn spot_center(&self, layout: &CamelotLayout, spot: Spot) -> Option<Point> {
        center(layout, spot)
    }

    fn spot_outline(&self, layout: &CamelotLayout, spot: Spot) -> Option<Outline> {
        let (f, r) = square_of_spot(spot)?;
        Some(Outline::Square(layout.rect(f, r)))
    }

    fn spots(&self, _layout: &CamelotLayout) -> Vec<Spot> {
        let board = self.board();
        board.squares().filter(|&sq| !board.is_river(sq)).map(Spot::from).collect()
    }

    fn spot_name(&self, spot: Spot, lang: Lang) -> String {
        if spot == PLANT {
            return water::PLANT_LABEL.get(lang).to_string();
        }
        Square::try_from(spot).map(square_name).unwrap_or_default()
    }

    fn shape(&self, mv: Move) -> MoveShape {
        match mv.trees() {
            Some(trees) => MoveShape::any_order(vec![trees[0].into(), trees[1].into(), trees[2].into(), PLANT]),
            None => MoveShape::new(mv.route().iter().map(|&sq| Spot::from(sq)).collect()),
        }
    }

    fn route_move(&self, route: &[Spot]) -> Option<Move> {
        let squares: Vec<Square> =
            route.iter().filter(|&&s| s != PLANT).map(|&s| Square::try_from(s).ok()).collect::<Option<_>>()?;
        match (self.planting().is_some(), &squares[..]) {
            (true, &[a, b, c]) => Some(Move::planting([a, b, c])),
            (true, _) => None,
            (false, _) => Move::new(&squares),
        }
    }

    fn unfinished(&self, _held: &[Spot]) -> Reason {
        match self.planting() {
            Some(_) => Reason::new(&PLANT_THREE),
            None => Reason::new(&crate::view::board::MUST_GO_ON),
        }
    }

    fn option_fields() -> Vec<Field> {
        options::fields()
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

    fn title(&self, lang: Lang) -> Option<String> {
        words::title(self, lang)
    }

    fn goal(&self, lang: Lang) -> Option<&'static str> {
        self.anti().then(|| words::ANTI_GOAL.get(lang))
    }

    fn captures(&self, mv: Move) -> bool {
        !Camelot::captures(self, mv).is_empty()
    }
}
