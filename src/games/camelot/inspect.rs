//! Read-only views of a position for the renderer, the computer player's tests and the
//! command line.

use super::board::{direction, side_bit, Board, Square, EMPTY, KNIGHT_BIT, TREE};
use super::generate::Duty;
use super::moves::{Move, Piece};
use super::state::{Camelot, BLACK, NOWHERE, WHITE};
use crate::game::inspect::{whole_square, Inspect, Occupant};
use crate::game::Game;

impl Camelot {
    /// The board of the variant played.
    pub fn board(&self) -> &'static Board {
        self.board
    }

    /// Whether the goals are reversed (Anti-Camelot).
    pub fn anti(&self) -> bool {
        self.anti
    }

    /// The piece on a square and its side (`WHITE` or `BLACK`).
    pub fn piece_at(&self, sq: Square) -> Option<(usize, Piece)> {
        let code = *self.cells.get(sq as usize)?;
        let side = match code & 3 {
            1 => WHITE,
            2 => BLACK,
            _ => return None,
        };
        Some((side, if code & KNIGHT_BIT != 0 { Piece::Knight } else { Piece::Man }))
    }

    /// Whether a tree stands on `sq` (River Camelot).
    pub fn tree_at(&self, sq: Square) -> bool {
        self.cells.get(sq as usize) == Some(&TREE)
    }

    /// Whether the player to move plants trees now (the first move of each side in River
    /// Camelot), and where it may: the free planting squares.
    pub fn planting(&self) -> Option<Vec<Square>> {
        let me = self.to_move();
        (self.planting_due() && self.ended.is_none())
            .then(|| self.board.planting_squares(me).iter().filter(|&sq| self.cells[sq as usize] == EMPTY).collect())
    }

    /// How many pieces `side` has left.
    pub fn pieces_left(&self, side: usize) -> usize {
        self.occupied[side & 1].len() as usize
    }

    /// Plain moves `side` has made between the enemy castle's squares (at most 2).
    pub fn castle_moves(&self, side: usize) -> u8 {
        self.castle_moves[side & 1]
    }

    /// The square of `side`'s piece that ended its last move in its own castle and must leave
    /// it on `side`'s next move, if any.
    pub fn must_leave(&self, side: usize) -> Option<Square> {
        Some(self.leave[side & 1]).filter(|&sq| sq != NOWHERE)
    }

    /// What the player to move is held to now, for the renderer's marks: the square of a piece
    /// that must leave its own castle on this move (only while it can move; otherwise the duty
    /// has lapsed), and whether the move must capture.
    pub fn duty_now(&self) -> (Option<Square>, bool) {
        if self.planting_due() {
            return (None, false);
        }
        match self.duty() {
            Duty::Leave(sq, must) => (Some(sq), must),
            Duty::Free(must) => (None, must),
        }
    }

    /// Plies since the last capture or move onto an opponent's castle square.
    pub fn quiet_plies(&self) -> u16 {
        self.quiet
    }

    /// How many moves have been played on this state (what `undo` can take back).
    pub fn plies(&self) -> usize {
        self.undo.len()
    }

    /// The squares the piece passes through for the drag-and-drop UI: where it is picked up,
    /// then each landing, the final square last (a planting: its three squares).
    pub fn route(&self, mv: Move) -> Vec<Square> {
        match mv.trees() {
            Some(trees) => trees.to_vec(),
            None => mv.route().to_vec(),
        }
    }

    /// The squares of the pieces `mv` would capture from this position, in order.
    pub fn captures(&self, mv: Move) -> Vec<Square> {
        if mv.trees().is_some() {
            return Vec::new();
        }
        let theirs = side_bit(1 - self.to_move());
        let mut cells = self.cells;
        cells[mv.from() as usize] = EMPTY;
        let mut taken = Vec::new();
        for pair in mv.route().windows(2) {
            if let Some((step, 2)) = direction(pair[0], pair[1]) {
                let over = pair[0].wrapping_add(step);
                if cells[over as usize] & theirs != 0 {
                    cells[over as usize] = EMPTY;
                    taken.push(over);
                }
            }
        }
        taken
    }
}

/// Camelot answers questions by square name (`game::Inspect`), for lessons.
impl Inspect for Camelot {
    fn occupant(&self, text: &str) -> Option<Occupant> {
        let (file, rank) = whole_square(text)?;
        let sq = self.board().square(file, rank)?;
        Some(self.piece_at(sq).map_or(Occupant::Empty, |(side, _)| Occupant::Piece(side)))
    }

    fn occupied(&self) -> Vec<(String, Occupant)> {
        let squares = self.board().squares();
        squares.filter_map(|sq| Some((super::board::name(sq), Occupant::Piece(self.piece_at(sq)?.0)))).collect()
    }
}
