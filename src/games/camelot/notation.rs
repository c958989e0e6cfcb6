//! The WCF move notation of rules/camelot.md: the origin, then each landing after `-` (a plain
//! move or a canter) or `x` (a jump): `E6-E7`, `D6-D8`, `C6-E6-G6-G8xE10`,
//! `H6-F8xH10xH12xF12xH10`; and River Camelot's plantings, `T:C3,F7,K8` (written by file, then
//! rank; read in any order). Squares are printed in upper case; input may use lower case, `X`,
//! and a leading `…` or `...` on Black's moves. `Game::notation` and `Game::parse_move` use
//! the pieces here.

use super::board::{direction, file_of, name, rank_of, side_bit, square, Square, EMPTY};
use super::moves::{Move, MAX_LANDINGS};
use super::refusal::Refusal;
use super::state::Camelot;
use crate::game::square::read_square;
use crate::game::{split_at, MoveError, ParseError};

/// A route as read: its squares and the separator (`-` or `x`) before each landing.
pub(super) struct Written {
    pub route: Vec<Square>,
    pub separators: Vec<char>,
}

impl Camelot {
    /// Whether each landing of `mv` is a jump, as played from this position (a route that is
    /// not a legal move gets `-` wherever nothing is captured).
    pub(super) fn jump_flags(&self, mv: Move) -> [bool; MAX_LANDINGS + 1] {
        let theirs = side_bit(1 - (self.turn as usize & 1));
        let mut cells = self.cells;
        cells[mv.from() as usize] = EMPTY;
        let mut flags = [false; MAX_LANDINGS + 1];
        for (flag, pair) in flags.iter_mut().skip(1).zip(mv.route().windows(2)) {
            if let Some((step, 2)) = direction(pair[0], pair[1]) {
                let over = pair[0].wrapping_add(step);
                if cells[over as usize] & theirs != 0 {
                    cells[over as usize] = EMPTY;
                    *flag = true;
                }
            }
        }
        flags
    }

    /// A square of this board named at the start of `text` (which begins at byte `at` of the
    /// whole input), and its length.
    fn read_board_square(&self, text: &str, at: usize, whole: &str) -> Result<(Square, usize), MoveError<Refusal>> {
        let Some((file, rank, len)) = read_square(text) else {
            return Err(MoveError::Syntax(ParseError::new(Refusal::NotAMove(whole.into()), at, at + text.len())));
        };
        match square(file, rank).filter(|&sq| self.board.has(sq)) {
            Some(sq) => Ok((sq, len)),
            None => {
                let word = text.get(..len).unwrap_or(text).to_string();
                Err(MoveError::Syntax(ParseError::new(Refusal::NotASquare(word), at, at + len)))
            }
        }
    }

    /// `C6-E6-G6-G8xE10` (the part after any `…`), starting at byte `at` of the input.
    pub(super) fn read_route(&self, body: &str, at: usize, whole: &str) -> Result<Written, MoveError<Refusal>> {
        let bad = || MoveError::Syntax(ParseError::new(Refusal::NotAMove(whole.into()), at, at + body.len()));
        let mut written = Written { route: Vec::with_capacity(8), separators: Vec::with_capacity(8) };
        let mut pos = 0;
        loop {
            let rest = body.get(pos..).ok_or_else(bad)?;
            let (sq, len) = self.read_board_square(rest, at + pos, whole)?;
            written.route.push(sq);
            if written.route.len() > MAX_LANDINGS + 1 {
                return Err(MoveError::Syntax(ParseError::new(Refusal::TooLong, at, at + body.len())));
            }
            pos += len;
            let Some(sep) = body.get(pos..).and_then(|r| r.chars().next()) else { break };
            match sep {
                '-' | 'x' | 'X' => written.separators.push(sep.to_ascii_lowercase()),
                _ => return Err(bad()),
            }
            pos += sep.len_utf8();
        }
        Ok(written)
    }

    /// `T:C3,F7,K8` without its `T:` (the list starting at byte `at` of the input).
    pub(super) fn read_trees(&self, list: &str, at: usize, whole: &str) -> Result<Move, MoveError<Refusal>> {
        let bad = || MoveError::Syntax(ParseError::new(Refusal::NotAMove(whole.into()), at, at + list.len()));
        let parts = split_at(list, ',');
        if parts.len() != 3 {
            return Err(bad());
        }
        let mut trees = [0 as Square; 3];
        for (tree, (offset, part)) in trees.iter_mut().zip(parts) {
            let word = part.trim();
            let start = at + offset + (part.len() - part.trim_start().len());
            let (sq, len) = self.read_board_square(word, start, whole)?;
            if len != word.len() {
                return Err(bad());
            }
            *tree = sq;
        }
        Ok(Move::planting(trees))
    }

    /// `T:C3,F7,K8`: the trees by file, then rank.
    pub(super) fn write_trees(trees: [Square; 3]) -> String {
        let mut sorted = trees;
        sorted.sort_by_key(|&sq| (file_of(sq), rank_of(sq)));
        format!("T:{},{},{}", name(sorted[0]), name(sorted[1]), name(sorted[2]))
    }
}
