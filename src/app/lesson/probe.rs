//! A position of any game, asked questions by square name: the engine reads the position text
//! the table shows and answers (`game::Inspect`), so a lesson's goal is judged by the rules
//! engine itself, never by a copy of its rules.

use crate::game::{Game, Inspect, Occupant, ParseError, Seat};
use crate::games::GameKind;

/// The questions a lesson asks a position.
pub trait Probe {
    /// What stands on the square named `name`; `None` when the board has no such square.
    fn occupant(&self, name: &str) -> Option<Occupant>;
    /// Every square where something stands.
    fn occupied(&self) -> Vec<(String, Occupant)>;
    fn in_check(&self, seat: Seat) -> bool;
    fn shamrocks_of(&self, seat: Seat) -> u8;
    /// The seat to move.
    fn to_move(&self) -> Seat;
    /// How many seats play.
    fn seats(&self) -> usize;
}

impl<G: Inspect> Probe for G {
    fn occupant(&self, name: &str) -> Option<Occupant> {
        Inspect::occupant(self, name)
    }

    fn occupied(&self) -> Vec<(String, Occupant)> {
        Inspect::occupied(self)
    }

    fn in_check(&self, seat: Seat) -> bool {
        Inspect::in_check(self, seat)
    }

    fn shamrocks_of(&self, seat: Seat) -> u8 {
        Inspect::shamrocks_of(self, seat)
    }

    fn to_move(&self) -> Seat {
        Game::to_move(self)
    }

    fn seats(&self) -> usize {
        Game::seats(self).len()
    }
}

/// The position `text` of a game of `kind`, ready for questions.
pub fn probe(kind: GameKind, text: &str) -> Result<Box<dyn Probe>, ParseError> {
    crate::with_game!(kind, G => G::from_text(text).map(|g| Box::new(g) as Box<dyn Probe>).map_err(|e| e.erase()))
}
