//! The Drake answers questions by square name (`game::Inspect`), for lessons.

use super::{board, Drake};
use crate::game::inspect::{Inspect, Occupant};

impl Inspect for Drake {
    fn occupant(&self, name: &str) -> Option<Occupant> {
        let sq = self.named(name)?;
        Some(self.troop_at(sq).map_or(Occupant::Empty, |(player, _, _)| Occupant::Piece(player)))
    }

    fn occupied(&self) -> Vec<(String, Occupant)> {
        let size = self.size() as usize;
        let squares = (0..size).flat_map(|rank| (0..size).map(move |file| board::square(file, rank)));
        squares.filter_map(|sq| Some((board::name(sq), Occupant::Piece(self.troop_at(sq)?.0)))).collect()
    }
}
