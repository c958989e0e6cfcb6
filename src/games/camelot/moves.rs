//! Pieces and moves.

use super::board::{name, Square};
use std::fmt;

/// The two kinds of piece; only a Knight may charge (canter, then jump).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    Man,
    Knight,
}

/// The most landings one move can have: 58, on the largest board (Chivalry).
///
/// Every leap of a canter chain lands on the same square colour class (file parity, rank
/// parity) as its origin, so of the four lines through a friendly piece at most two join
/// squares of that class; each line is leapt along at most once (a second leap would land on
/// one of its two ends again, and canter landings never repeat). With at most 19 friends
/// (Chivalry's 20 pieces less the mover) that is 38 canters. Each jump removes one of at most
/// 20 enemies: 20 jumps. A Knight's charge has both parts, so 38 + 20 = 58; a plain move has
/// one landing. (On the Camelot board the same count gives 26 + 14 = 40.)
pub const MAX_LANDINGS: usize = 58;

/// A move: the route of the moving piece, its origin and every landing in order. That is all a
/// move is: different routes to the same square are different moves, and what each leap did
/// (canter or jump, what it captured) follows from the position, so undo keeps it in the
/// state's undo record. Unused slots are always 0, so the derived equality compares routes.
///
/// The planting of three trees (River Camelot) is the route from no square (cell 0, never a
/// square) over the three tree squares, lowest first.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    squares: [Square; MAX_LANDINGS + 1],
    landings: u8,
}

impl Move {
    /// The move along `route` (origin first), if it has 1 to [`MAX_LANDINGS`] landings. It may
    /// still be illegal: `Game::check` says. A route from cell 0 over three squares is a
    /// planting (its squares put in order).
    pub fn new(route: &[Square]) -> Option<Move> {
        if !(2..=MAX_LANDINGS + 1).contains(&route.len()) {
            return None;
        }
        if let [0, a, b, c] = *route {
            return Some(Move::planting([a, b, c]));
        }
        let mut squares = [0; MAX_LANDINGS + 1];
        squares[..route.len()].copy_from_slice(route);
        Some(Move { squares, landings: (route.len() - 1) as u8 })
    }

    /// The planting of trees on three squares (in any order; distinct squares of a board, or
    /// the move is illegal).
    pub fn planting(mut trees: [Square; 3]) -> Move {
        trees.sort_unstable();
        let mut squares = [0; MAX_LANDINGS + 1];
        squares[1..4].copy_from_slice(&trees);
        Move { squares, landings: 3 }
    }

    /// The three tree squares, if this move plants trees.
    pub fn trees(&self) -> Option<[Square; 3]> {
        (self.squares[0] == 0 && self.landings == 3).then(|| [self.squares[1], self.squares[2], self.squares[3]])
    }

    /// An origin with no landing yet: the start of a route being searched.
    pub(super) fn start(from: Square) -> Move {
        let mut squares = [0; MAX_LANDINGS + 1];
        squares[0] = from;
        Move { squares, landings: 0 }
    }

    /// Appends a landing; `false` if the route is full (it cannot be under the rules).
    #[inline]
    pub(super) fn push(&mut self, to: Square) -> bool {
        let next = self.landings as usize + 1;
        match self.squares.get_mut(next) {
            Some(slot) => {
                *slot = to;
                self.landings = next as u8;
                true
            }
            None => false,
        }
    }

    /// Removes the last landing, keeping unused slots 0.
    #[inline]
    pub(super) fn pop(&mut self) {
        if let Some(slot) = self.squares.get_mut(self.landings as usize) {
            if self.landings > 0 {
                *slot = 0;
                self.landings -= 1;
            }
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
        if let Some(trees) = self.trees() {
            return write!(f, "Move(T {} {} {})", name(trees[0]), name(trees[1]), name(trees[2]));
        }
        let names: Vec<String> = self.route().iter().map(|&sq| name(sq)).collect();
        write!(f, "Move({})", names.join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pushing_and_popping_keeps_unused_slots_zero() {
        let mut a = Move::start(40);
        assert!(a.push(42));
        assert!(a.push(44));
        a.pop();
        assert_eq!(Some(a), Move::new(&[40, 42]));
        assert_eq!(a.route(), &[40, 42]);
        assert_eq!((a.from(), a.to(), a.landings()), (40, 42, 1));
    }

    #[test]
    fn routes_are_bounded() {
        assert_eq!(Move::new(&[1]), None);
        assert!(Move::new(&[1; MAX_LANDINGS + 1]).is_some());
        assert_eq!(Move::new(&[1; MAX_LANDINGS + 2]), None);
        let mut full = Move::new(&[1; MAX_LANDINGS + 1]).unwrap_or(Move::start(1));
        assert!(!full.push(3));
    }
}
