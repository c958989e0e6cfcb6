//! Pieces and moves.

use super::board::{name, Square};
use std::fmt;
use std::hash::{Hash, Hasher};

/// The two kinds of piece; only a Knight may charge (canter, then jump).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    Man,
    Knight,
}

/// The most landings one move can have: 40.
///
/// Every leap of a canter chain lands on the same square colour class (file parity, rank
/// parity) as its origin, so of the four lines through a friendly piece at most two join
/// squares of that class; each line is leapt along at most once (a second leap would land on
/// one of its two ends again, and canter landings never repeat). With at most 13 friends that
/// is 26 canters. Each jump removes one of at most 14 enemies: 14 jumps. A Knight's charge
/// has both parts, so 26 + 14 = 40; a plain move has one landing.
pub const MAX_LANDINGS: usize = 40;

/// A move: the route of the moving piece, its origin and every landing in order. That is all a
/// move is: different routes to the same square are different moves, and what each leap did
/// (canter or jump, what it captured) follows from the position, so undo keeps it in the
/// state's undo record. Slots past the last landing are ignored (the move search leaves stale
/// squares there rather than clear them), so equality and hashing look at the route only.
#[derive(Clone, Copy)]
pub struct Move {
    squares: [Square; MAX_LANDINGS + 1],
    landings: u8,
}

impl PartialEq for Move {
    fn eq(&self, other: &Move) -> bool {
        self.route() == other.route()
    }
}

impl Eq for Move {}

impl Hash for Move {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.route().hash(state);
    }
}

impl Move {
    /// The move along `route` (origin first), if it has 1 to [`MAX_LANDINGS`] landings. It may
    /// still be illegal: `Game::check` says.
    pub fn new(route: &[Square]) -> Option<Move> {
        if !(2..=MAX_LANDINGS + 1).contains(&route.len()) {
            return None;
        }
        let mut squares = [0; MAX_LANDINGS + 1];
        squares[..route.len()].copy_from_slice(route);
        Some(Move { squares, landings: (route.len() - 1) as u8 })
    }

    /// The move made of the first `landings` landings of a route buffer (the search's).
    #[inline]
    pub(super) fn from_buffer(squares: [Square; MAX_LANDINGS + 1], landings: usize) -> Move {
        Move { squares, landings: landings.min(MAX_LANDINGS) as u8 }
    }

    /// This move with one more landing on `to` (unchanged if it is full).
    #[inline]
    pub(super) fn extended(mut self, to: Square) -> Move {
        self.extend(to);
        self
    }

    /// Adds a landing on `to` (nothing if the route is full).
    #[inline]
    pub(super) fn extend(&mut self, to: Square) {
        let next = self.landings as usize + 1;
        if let Some(slot) = self.squares.get_mut(next) {
            *slot = to;
            self.landings = next as u8;
        }
    }

    /// The origin, then each landing.
    pub fn route(&self) -> &[Square] {
        &self.squares[..=(self.landings as usize).min(MAX_LANDINGS)]
    }

    pub fn from(&self) -> Square {
        self.squares[0]
    }

    /// The final square.
    pub fn to(&self) -> Square {
        self.squares[(self.landings as usize).min(MAX_LANDINGS)]
    }

    pub fn landings(&self) -> usize {
        self.landings as usize
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self.route().iter().map(|&sq| name(sq)).collect();
        write!(f, "Move({})", names.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equality_looks_at_the_route_only() {
        let mut buffer = [7; MAX_LANDINGS + 1];
        buffer[..3].copy_from_slice(&[40, 42, 44]);
        let a = Move::from_buffer(buffer, 1);
        assert_eq!(Some(a), Move::new(&[40, 42]));
        assert_eq!(a.route(), &[40, 42]);
        assert_eq!((a.from(), a.to(), a.landings()), (40, 42, 1));
        assert_ne!(Some(a), Move::new(&[40, 44]));
    }

    #[test]
    fn routes_are_bounded() {
        assert_eq!(Move::new(&[1]), None);
        assert!(Move::new(&[1; MAX_LANDINGS + 1]).is_some());
        assert_eq!(Move::new(&[1; MAX_LANDINGS + 2]), None);
        assert_eq!(Move::from_buffer([1; MAX_LANDINGS + 1], 99).landings(), MAX_LANDINGS);
    }
}
