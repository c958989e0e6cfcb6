//! What the editor holds: each engine's setup, and the one place that asks an engine to read
//! a start or to make a position of a setup.

use super::meadow::Meadow;
use super::{palette, EditTable, Made, Start};
use crate::game::{FromSetup, Reason, Refusal, Squares};
use crate::games::camelot::{self, Camelot};
use crate::games::drake::{self, Drake, SetupPhase, Stacks};
use crate::games::drakoburg::{self, Drakoburg};
use crate::games::shamrock::Shamrock;
use crate::games::GameKind;
use crate::view::board::BoardView;
use crate::view::table::Match;

/// A setup of one of the games.
#[derive(Clone, Debug)]
pub(super) enum Body {
    Drake(drake::Setup),
    Camelot(camelot::Setup),
    Drakoburg(drakoburg::Setup),
    Meadow(Meadow),
}

/// The setup of `start` in game `G`.
fn setup_of<G: FromSetup>(start: &Start) -> Result<G::Setup, Reason> {
    let game = match start {
        Start::Text(text) => G::from_text(text).map_err(|e| e.reason.reason())?,
        Start::Initial | Start::Empty => G::new(&G::Options::default()).map_err(|r| r.reason())?,
    };
    game.setup().map_err(|r| r.reason())
}

/// The position the engine makes of `setup`, on a table of `kind`.
fn made<G: FromSetup + BoardView + 'static>(kind: GameKind, setup: &G::Setup) -> Result<Made, Reason> {
    let game = G::from_setup(setup).map_err(|r| r.reason())?;
    let start = game.check_start().map_err(|r| r.reason());
    Ok(Made { table: Box::new(Match::new(kind, game)) as Box<dyn EditTable>, start })
}

impl Body {
    pub fn open(kind: GameKind, start: &Start) -> Result<Body, Reason> {
        Ok(match kind {
            GameKind::Drake => {
                let mut setup = setup_of::<Drake>(start)?;
                // Every troop not on the board waits in its stack: nothing has been captured.
                setup.stacks = Stacks::Rest;
                Body::Drake(setup)
            }
            GameKind::Camelot => Body::Camelot(setup_of::<Camelot>(start)?),
            GameKind::Drakoburg => Body::Drakoburg(setup_of::<Drakoburg>(start)?),
            GameKind::Shamrock => Body::Meadow(Meadow::of(setup_of::<Shamrock>(start)?)),
        })
    }

    pub fn make(&self, kind: GameKind) -> Result<Made, Reason> {
        match self {
            Body::Drake(setup) => made::<Drake>(kind, setup),
            Body::Camelot(setup) => made::<Camelot>(kind, setup),
            Body::Drakoburg(setup) => made::<Drakoburg>(kind, setup),
            Body::Meadow(meadow) => made::<Shamrock>(kind, &meadow.setup()),
        }
    }

    /// The square board being set up (None for Shamrock's meadow).
    pub fn squares(&self) -> Option<&Squares> {
        match self {
            Body::Drake(s) => Some(&s.squares),
            Body::Camelot(s) => Some(&s.squares),
            Body::Drakoburg(s) => Some(&s.squares),
            Body::Meadow(_) => None,
        }
    }

    pub fn squares_mut(&mut self) -> Option<&mut Squares> {
        match self {
            Body::Drake(s) => Some(&mut s.squares),
            Body::Camelot(s) => Some(&mut s.squares),
            Body::Drakoburg(s) => Some(&mut s.squares),
            Body::Meadow(_) => None,
        }
    }

    pub fn set_turn(&mut self, seat: usize) {
        match self {
            Body::Drake(s) => s.turn = seat,
            Body::Camelot(s) => s.turn = seat,
            Body::Drakoburg(s) => s.turn = seat,
            Body::Meadow(m) => m.turn = seat,
        }
    }

    /// Takes everything off the board but what the palette keeps (and what it does not offer:
    /// River Camelot's trees); Shamrock keeps its start tile. The Drake goes to the middle
    /// game, where troops may stand anywhere.
    pub fn clear(&mut self) {
        let kind = match self {
            Body::Drake(setup) => {
                setup.phase = SetupPhase::Middle;
                GameKind::Drake
            }
            Body::Camelot(_) => GameKind::Camelot,
            Body::Drakoburg(_) => GameKind::Drakoburg,
            Body::Meadow(meadow) => return meadow.clear(),
        };
        let items = palette(kind);
        if let Some(squares) = self.squares_mut() {
            squares.clear(|token| items.iter().find(|i| i.token == token).is_none_or(|i| i.keeps));
        }
    }
}
