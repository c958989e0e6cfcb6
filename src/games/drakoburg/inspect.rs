//! Drakoburg answers questions by square name (`game::Inspect`), for lessons.

use super::board::{self, SIZE};
use super::Drakoburg;
use crate::game::inspect::{whole_square, Inspect, Occupant};
use crate::game::Seat;

impl Inspect for Drakoburg {
    fn occupant(&self, name: &str) -> Option<Occupant> {
        let (file, rank) = whole_square(name).filter(|&(f, r)| f < SIZE && r < SIZE)?;
        let piece = self.piece_at(board::square(file, rank));
        Some(piece.map_or(Occupant::Empty, |(colour, _)| Occupant::Piece(colour)))
    }

    fn occupied(&self) -> Vec<(String, Occupant)> {
        let squares = (0..SIZE * SIZE).map(|sq| sq as board::Square);
        squares.filter_map(|sq| Some((board::name(sq), Occupant::Piece(self.piece_at(sq)?.0)))).collect()
    }

    fn in_check(&self, seat: Seat) -> bool {
        !self.knights_in_check(seat).is_empty()
    }
}
