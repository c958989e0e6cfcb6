//! What a game must tell the view so that it can be drawn and played by hand.

use super::fields::Field;
use super::gesture::{MoveShape, Spot};
use super::help::HelpSection;
use super::marks::Outline;
use super::scene::{Point, Scene};
use super::theme::Theme;
use crate::game::{Game, Lang, Reason, Text};

/// What the player is told when a held route must go on, unless the game says better.
pub const MUST_GO_ON: Text = crate::text!(
    "This move is not finished: choose one of the lit squares (Esc takes it back).",
    "Tah není dokončen: vyberte jedno z označených polí (Esc ho vrátí)."
);

/// The look of one frame: everything the view state adds to the position.
pub struct Look<'a, G: Game> {
    pub theme: &'a Theme,
    pub lang: Lang,
    pub coordinates: bool,
    /// The route held by the player (its first spot is the piece picked up).
    pub held: &'a [Spot],
    /// Spots that continue the held route, lit as targets.
    pub targets: &'a [Spot],
    /// Where the held piece follows the pointer during a drag.
    pub pointer: Option<Point>,
    /// The keyboard cursor.
    pub cursor: Option<Spot>,
    /// The spot under a mouse pointer that is not pressed (touch has no hover).
    pub hover: Option<Spot>,
    pub last: Option<&'a MoveShape>,
    /// A suggested move, drawn as an arrow.
    pub hint: Option<&'a MoveShape>,
    /// The move being animated: the position before it and how far along it is (0..1).
    pub motion: Option<Motion<'a, G>>,
    /// The variant (rotation) the held piece is turned to.
    pub variant: u8,
    /// The held route is a whole move that could go on: a second click on its end (or Enter)
    /// ends it there (`marks` shows it as "done").
    pub finishable: bool,
    /// How the game ended, in words, once the last move has landed: drawn beside the board.
    pub result: Option<&'a str>,
}

pub struct Motion<'a, G> {
    pub before: &'a G,
    pub shape: &'a MoveShape,
    pub t: f32,
}

/// A game that can be drawn and played with pointer, touch and keyboard. Implemented per
/// game in `view/<game>/`.
pub trait BoardView: Game {
    type Layout: Clone + std::fmt::Debug;

    /// Lays out the board and what surrounds it in `width × height` CSS pixels; `flipped`
    /// turns the board for the other player.
    fn layout(&self, width: f32, height: f32, flipped: bool) -> Self::Layout;

    /// The spot under a point, if any.
    fn spot_at(&self, layout: &Self::Layout, p: Point) -> Option<Spot>;

    /// The spot under a point while the route `held` is held. A game whose pieces show
    /// buttons once selected (Shamrock's rotate arrows on a tile) hit-tests them here; by
    /// default the same as `spot_at`.
    fn spot_at_holding(&self, layout: &Self::Layout, p: Point, _held: &[Spot]) -> Option<Spot> {
        self.spot_at(layout, p)
    }

    /// Where a spot is drawn (its centre).
    fn spot_center(&self, layout: &Self::Layout, spot: Spot) -> Option<Point>;

    /// The shape of a spot on the screen, for the marks of play (`view::marks`): a square, a
    /// hexagon or a disc. By default a disc round `spot_center`.
    fn spot_outline(&self, layout: &Self::Layout, spot: Spot) -> Option<Outline> {
        self.spot_center(layout, spot).map(|center| Outline::Round { center, radius: 12.0 })
    }

    /// Every spot the keyboard cursor may visit.
    fn spots(&self, layout: &Self::Layout) -> Vec<Spot>;

    /// A spot in words ("b2", "Blue stack"), for screen readers.
    fn spot_name(&self, spot: Spot, lang: Lang) -> String;

    /// How the player gestures `mv`: its route of spots and variant.
    fn shape(&self, mv: Self::Move) -> MoveShape;

    /// The set-up options of the New game dialog.
    fn option_fields() -> Vec<Field>;

    /// The rules, in short, with diagrams.
    fn help() -> Vec<HelpSection>;

    /// A spot that turns the held piece by this many variants instead of taking part in a
    /// route (on-screen rotate buttons). When such a spot is a lit target (it continues the
    /// held route), it is a step of the route instead, and R / Shift+R pick it.
    fn turn_step(&self, _spot: Spot) -> Option<i8> {
        None
    }

    /// The move a traced route of spots would be, legal or not, so that a refused gesture can
    /// be explained by the engine (`Game::check` says why). `None` (the default) when the
    /// route names no move of the game; the refusal is then silent.
    fn route_move(&self, _route: &[Spot]) -> Option<Self::Move> {
        None
    }

    /// What to tell the player when the held route (`held`, the spots so far) is not a move yet
    /// and must go on: a jump chain's next landing, a square to choose for a reinforcement.
    fn unfinished(&self, _held: &[Spot]) -> Reason {
        Reason::new(&MUST_GO_ON)
    }

    /// How many variants (rotations) a held piece can take; 1 for most games.
    fn variants(&self) -> u8 {
        1
    }

    /// Draws the position with the look.
    fn draw(&self, layout: &Self::Layout, look: &Look<Self>, scene: &mut Scene);

    /// The position in words: a text alternative of the canvas.
    fn describe(&self, lang: Lang) -> String;

    /// A played move in words, for the live region ("Blue: Monk a1 takes c3").
    fn say(&self, mv: Self::Move, lang: Lang) -> String;

    /// Whether the move captures (for its sound).
    fn captures(&self, _mv: Self::Move) -> bool {
        false
    }

    /// The game's name on the play screen when the kind's title says too little (Camelot's
    /// board, Anti-Camelot).
    fn title(&self, _lang: Lang) -> Option<String> {
        None
    }

    /// What a player must know beside whose turn it is (Anti-Camelot's reversed goal): said
    /// after it in the status line.
    fn goal(&self, _lang: Lang) -> Option<&'static str> {
        None
    }
}
