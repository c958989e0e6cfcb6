//! Shamrock answers questions by cell and leaf name (`game::Inspect`), for lessons: a cell as
//! the notation writes it (`+1-1`), a leaf as a cell and its corner (`+1-1c4`, as in `L+1-1c4`).

use super::hex::{self, Cell, Leaf};
use super::notation::{cell, final_number};
use super::Shamrock;
use crate::game::inspect::{Inspect, Occupant};
use crate::game::{Game, Seat};

/// A cell of the grid (`+1-1`) or a leaf (`+1-1c4`).
enum Place {
    Cell(Cell),
    Leaf(Leaf),
}

fn read_place(name: &str) -> Option<Place> {
    let bytes = name.as_bytes();
    let (at, used) = cell(bytes)?;
    hex::spot(at)?;
    match bytes.get(used..)? {
        [] => Some(Place::Cell(at)),
        rest => final_number(rest, b'c').filter(|&c| c < 6).map(|c| Place::Leaf(Leaf::new(at, c))),
    }
}

fn leaf_name(leaf: Leaf) -> String {
    format!("{}c{}", leaf.cell, leaf.corner)
}

impl Inspect for Shamrock {
    fn occupant(&self, name: &str) -> Option<Occupant> {
        match read_place(name)? {
            Place::Cell(c) => Some(if self.tile_at(c).is_some() { Occupant::Thing } else { Occupant::Empty }),
            Place::Leaf(leaf) => {
                self.tile_at(leaf.cell)?;
                let seat = (0..self.seats().len()).find(|&s| self.leprechaun(s) == Some(leaf));
                Some(seat.map_or(Occupant::Empty, Occupant::Piece))
            }
        }
    }

    fn occupied(&self) -> Vec<(String, Occupant)> {
        let tiles = self.board().into_iter().map(|(_, c, _)| (c.to_string(), Occupant::Thing));
        let leprechauns =
            (0..self.seats().len()).filter_map(|s| Some((leaf_name(self.leprechaun(s)?), Occupant::Piece(s))));
        tiles.chain(leprechauns).collect()
    }

    fn shamrocks_of(&self, seat: Seat) -> u8 {
        Shamrock::shamrocks(self).get(seat).copied().unwrap_or(0)
    }
}
