//! The position text: one URL-safe line (letters, digits, `.`, `_`, `-`) that round-trips.
//!
//! `[<variant>_]<board>_<turn>_<castle moves>_<leave>_<quiet>`
//! - variant: left out for Camelot itself; otherwise `chivalry`, `cam`, `camette` or `river`,
//!   or any of the five after `anti-` (`anti-camelot`, `anti-cam` …) for Anti-Camelot;
//! - board: the ranks from the top one down to rank 1, separated by `.`; each rank lists the
//!   squares the board has on it (river squares included), from its lowest file: a number is
//!   that many empty squares, `M` / `K` a White Man / Knight, `m` / `k` a Black Man / Knight,
//!   `T` a tree (River Camelot);
//! - turn: `w` or `b`;
//! - castle moves: two digits 0–2, how many plain moves White and then Black has made between
//!   the squares of the enemy castle (always 0 on the one-square castles of Cam and Camette);
//! - leave: `-`, or the castle squares (`F1`, `G16`, `F1G16` …) of pieces that ended their
//!   side's last move in their own castle and must leave it on that side's next move;
//! - quiet: plies since the last capture or move onto an opponent's castle square (0–100).
//!
//! Camelot's start: `2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0`;
//! Camette's: `camette_1.1k1.1mmm1.5.1MMM1.1K1.1_w_00_-_0`. Each side has at most the Knights
//! and Men it starts with; missing ones were captured. In River Camelot a side that has not
//! planted its three trees yet plants them on its next move.

use super::board::{name, side_bit, square, Board, Square, Variant, KNIGHT_BIT, RIVER, TREE};
use super::refusal::Refusal;
use super::state::{Camelot, BLACK, NOWHERE, WHITE};
use crate::game::square::read_square;
use crate::game::{split_at, ParseError};

type Parsed<T> = Result<T, ParseError<Refusal>>;

impl Camelot {
    /// The variant field and its `_`, empty for Camelot itself.
    pub(super) fn variant_prefix(&self) -> String {
        match (self.board.variant, self.anti) {
            (Variant::Camelot, false) => String::new(),
            (v, anti) => format!("{}{}_", if anti { "anti-" } else { "" }, v.id()),
        }
    }

    /// The board and the Anti switch a variant field names.
    pub(super) fn read_variant(field: &str, start: usize) -> Parsed<(&'static Board, bool)> {
        let (anti, id) = match field.strip_prefix("anti-") {
            Some(id) => (true, id),
            None => (false, field),
        };
        match Variant::from_id(id) {
            Some(v) if v.id() == id && (anti || v != Variant::Camelot) => Ok((v.board(), anti)),
            _ => Err(ParseError::new(Refusal::UnknownVariant(field.into()), start, start + field.len())),
        }
    }

    /// The board field: ranks from the top, `.` between.
    pub(super) fn write_board(&self) -> String {
        let mut ranks = Vec::with_capacity(self.board.ranks());
        for rank in (0..self.board.ranks()).rev() {
            let (first, count) = self.board.span(rank);
            let mut row = String::new();
            let mut empty = 0;
            for file in first..first + count {
                let code = square(file, rank).map_or(0, |sq| self.cells[sq as usize]);
                let letter = match (code & 3, code & KNIGHT_BIT != 0) {
                    (1, false) => 'M',
                    (1, true) => 'K',
                    (2, false) => 'm',
                    (2, true) => 'k',
                    _ if code == TREE => 'T',
                    _ => {
                        empty += 1;
                        continue;
                    }
                };
                if empty > 0 {
                    row.push_str(&empty.to_string());
                    empty = 0;
                }
                row.push(letter);
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            ranks.push(row);
        }
        ranks.join(".")
    }

    /// Reads the board field (at byte `offset` of the text) onto an empty board.
    pub(super) fn read_board(&mut self, text: &str, offset: usize) -> Parsed<()> {
        let ranks = split_at(text, '.');
        let count = self.board.ranks();
        if ranks.len() != count {
            return Err(ParseError::new(Refusal::Ranks(count), offset, offset + text.len()));
        }
        for (r, (start, row)) in ranks.into_iter().enumerate() {
            let rank = count - 1 - r;
            let start = offset + start;
            let (first, width) = self.board.span(rank);
            let wrong_width = || ParseError::new(Refusal::RankWidth(rank + 1, width), start, start + row.len());
            let mut file = first;
            let mut chars = row.char_indices().peekable();
            while let Some((i, c)) = chars.next() {
                let here = start + i;
                match c {
                    '1'..='9' => {
                        let mut n = c as usize - '0' as usize;
                        while let Some(&(_, d @ '0'..='9')) = chars.peek() {
                            n = n.saturating_mul(10).saturating_add(d as usize - '0' as usize);
                            chars.next();
                        }
                        file = file.saturating_add(n);
                    }
                    'M' | 'K' | 'm' | 'k' | 'T' => {
                        let sq = square(file, rank).filter(|_| file < first + width).ok_or_else(wrong_width)?;
                        if self.cells[sq as usize] == RIVER {
                            return Err(ParseError::new(Refusal::OnRiver(sq), here, here + 1));
                        }
                        if c == 'T' {
                            self.cells[sq as usize] = TREE;
                        } else {
                            let side = if c.is_ascii_uppercase() { WHITE } else { BLACK };
                            self.place(side, c.eq_ignore_ascii_case(&'k'), sq);
                        }
                        file += 1;
                    }
                    _ => return Err(ParseError::new(Refusal::Cell(c), here, here + c.len_utf8())),
                }
                if file > first + width {
                    return Err(wrong_width());
                }
            }
            if file != first + width {
                return Err(wrong_width());
            }
        }
        Ok(())
    }

    /// The squares of pieces that must leave their own castle (`-` for none).
    pub(super) fn write_leave(&self) -> String {
        let leave: String = self.leave.iter().filter(|&&sq| sq != NOWHERE).map(|&sq| name(sq)).collect();
        if leave.is_empty() {
            "-".into()
        } else {
            leave
        }
    }

    pub(super) fn read_leave(&mut self, field: &str, span: (usize, usize)) -> Parsed<()> {
        let bad = || ParseError::new(Refusal::Leave, span.0, span.1);
        if field == "-" {
            return Ok(());
        }
        let mut rest = field;
        while !rest.is_empty() {
            let (file, rank, len) = read_square(rest).ok_or_else(bad)?;
            let sq = self.board.square(file, rank).ok_or_else(bad)?;
            let owner = self.board.castle_owner(sq);
            let side = if owner == side_bit(WHITE) { WHITE } else { BLACK };
            if owner == 0 || self.cells[sq as usize] & owner == 0 || self.leave[side] != NOWHERE {
                return Err(bad());
            }
            self.leave[side] = sq;
            rest = rest.get(len..).unwrap_or("");
        }
        if self.leave == [NOWHERE; 2] {
            return Err(bad());
        }
        Ok(())
    }

    /// What a position read from a text or made of a setup must satisfy beyond its pieces
    /// standing on the board (armies, trees, castles); then its hash, history and end.
    pub(super) fn settle_set_up(&mut self) -> Result<(), Refusal> {
        self.check_armies()?;
        self.check_trees()?;
        let board = self.board;
        let both = (0..2).all(|side| {
            let inside = |sq: &Square| self.cells[*sq as usize] & side_bit(side) != 0;
            let enemy_castle = board.castle_of(1 - side);
            if self.anti {
                enemy_castle.iter().any(inside)
            } else {
                enemy_castle.iter().all(inside)
            }
        });
        if both {
            return Err(Refusal::BothCastles);
        }
        self.hash = self.compute_hash();
        self.seen = vec![self.hash];
        self.ended = self.end_as_read();
        Ok(())
    }

    /// No side has more Knights or Men than it starts with.
    fn check_armies(&self) -> Result<(), Refusal> {
        let (most_knights, most_men) = self.board.army();
        for side in [WHITE, BLACK] {
            let knights = self.occupied[side].iter().filter(|&sq| self.cells[sq as usize] & KNIGHT_BIT != 0).count();
            let men = self.occupied[side].len() as usize - knights;
            if knights > most_knights || men > most_men {
                return Err(Refusal::TooMany(side, most_knights, most_men));
            }
        }
        Ok(())
    }

    /// Trees stand only on planting squares, none or three a side; White plants first, and a
    /// side that has not planted yet is to move.
    fn check_trees(&self) -> Result<(), Refusal> {
        let all = self.cells.iter().filter(|&&c| c == TREE).count();
        let (white, black) = (self.trees_of(WHITE), self.trees_of(BLACK));
        let turn = self.turn as usize;
        let ok = if self.board.has_trees() {
            all == white + black && matches!((white, black, turn), (0, 0, WHITE) | (3, 0, BLACK) | (3, 3, _))
        } else {
            all == 0
        };
        if ok {
            Ok(())
        } else {
            Err(Refusal::Trees)
        }
    }
}
