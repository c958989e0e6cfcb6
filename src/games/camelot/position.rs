//! The position text: one URL-safe line (letters, digits, `.`, `_`, `-`) that round-trips.
//!
//! `<board>_<turn>_<castle moves>_<leave>_<quiet>`
//! - board: the ranks from 16 down to 1, separated by `.`; each rank lists only the squares the
//!   board has on it (2 on ranks 1 and 16, 8 on 2 and 15, 10 on 3 and 14, 12 elsewhere), from
//!   its lowest file: a number is that many empty squares, `M` / `K` a White Man / Knight,
//!   `m` / `k` a Black Man / Knight;
//! - turn: `w` or `b`;
//! - castle moves: two digits 0–2, how many plain moves White and then Black has made between
//!   the squares of the enemy castle;
//! - leave: `-`, or the castle squares (`F1`, `G16`, `F1G16` …) of pieces that ended their
//!   side's last move in their own castle and must leave it on that side's next move;
//! - quiet: plies since the last capture or move onto an opponent's castle square (0–100).
//!
//! The start: `2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0`.
//! Each side has at most 4 Knights and 10 Men; missing ones were captured.

use super::board::{castle_of, castle_owner, name, side_bit, square, Square, KNIGHT_BIT};
use super::state::{Camelot, BLACK, NOWHERE, WHITE};
use crate::game::split_at;
use crate::game::square::read_square;
use crate::game::{EndReason, Outcome, ParseError, Text};

/// The files each rank has, lowest first (rank 1 first).
const RANK_FILES: [(usize, usize); 16] = [
    (5, 2),
    (2, 8),
    (1, 10),
    (0, 12),
    (0, 12),
    (0, 12),
    (0, 12),
    (0, 12),
    (0, 12),
    (0, 12),
    (0, 12),
    (0, 12),
    (0, 12),
    (1, 10),
    (2, 8),
    (5, 2),
];

const FIELDS: Text = Text {
    en: "A Camelot position has 5 fields separated by “_”: board, turn, castle moves, leave, quiet plies.",
    cs: "Pozice hry Camelot má 5 polí oddělených „_“: deska, tah, tahy v hradu, odchod z hradu, klidné půltahy.",
};
const RANKS: Text =
    Text { en: "The board needs 16 ranks separated by “.”.", cs: "Deska potřebuje 16 řad oddělených „.“." };
const RANK_WIDTH: Text =
    Text { en: "Rank {0} must cover exactly {1} squares.", cs: "Řada {0} musí mít přesně {1} polí." };
const CELL: Text = Text {
    en: "Unexpected “{0}”: a rank holds numbers of empty squares and M K (White) or m k (Black).",
    cs: "Nečekané „{0}“: řada obsahuje počty prázdných polí a M K (bílý) nebo m k (černý).",
};
const TURN: Text = Text { en: "The turn is w (White) or b (Black).", cs: "Na tahu je w (bílý) nebo b (černý)." };
const CASTLE_MOVES: Text = Text {
    en: "Castle moves are two digits 0 to 2: White's, then Black's.",
    cs: "Tahy v hradu jsou dvě číslice 0 až 2: bílého, pak černého.",
};
const LEAVE: Text = Text {
    en: "Leave is “-” or castle squares holding a piece of the castle's owner, at most one per side.",
    cs: "Odchod z hradu je „-“ nebo pole hradu s figurkou jeho majitele, nejvýše jedno za stranu.",
};
const QUIET: Text =
    Text { en: "Quiet plies are a number from 0 to 100.", cs: "Klidné půltahy jsou číslo od 0 do 100." };
const TOO_MANY: Text = Text {
    en: "{0} has too many pieces: each side has at most 4 Knights and 10 Men.",
    cs: "{0} má příliš mnoho figurek: každá strana má nejvýše 4 jezdce a 10 pěšců.",
};
const BOTH_CASTLES: Text =
    Text { en: "Both castles cannot be taken at once.", cs: "Oba hrady nemohou být obsazeny zároveň." };

impl Camelot {
    pub(super) fn write_text(&self) -> String {
        let mut ranks = Vec::with_capacity(16);
        for rank in (0..16).rev() {
            let (first, count) = RANK_FILES[rank];
            let mut row = String::new();
            let mut empty = 0;
            for file in first..first + count {
                let code = square(file, rank).map_or(0, |sq| self.cells[sq as usize]);
                let letter = match (code & 3, code & KNIGHT_BIT != 0) {
                    (1, false) => 'M',
                    (1, true) => 'K',
                    (2, false) => 'm',
                    (2, true) => 'k',
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
        let leave: String = self.leave.iter().filter(|&&sq| sq != NOWHERE).map(|&sq| name(sq)).collect();
        format!(
            "{}_{}_{}{}_{}_{}",
            ranks.join("."),
            if self.turn as usize == WHITE { 'w' } else { 'b' },
            self.castle_moves[WHITE],
            self.castle_moves[BLACK],
            if leave.is_empty() { "-".to_string() } else { leave },
            self.quiet
        )
    }

    pub(super) fn read_text(text: &str) -> Result<Camelot, ParseError> {
        let fields = split_at(text.trim_end(), '_');
        if fields.len() != 5 {
            return Err(ParseError::at(&FIELDS, &[], 0, text.len()));
        }
        let span = |i: usize| (fields[i].0, fields[i].0 + fields[i].1.len());
        let mut game = Camelot::empty();
        game.read_board(fields[0].1)?;

        game.turn = match fields[1].1 {
            "w" => WHITE as u8,
            "b" => BLACK as u8,
            _ => return Err(ParseError::at(&TURN, &[], span(1).0, span(1).1)),
        };
        let counts = fields[2].1.as_bytes();
        match counts {
            [w @ b'0'..=b'2', b @ b'0'..=b'2'] => game.castle_moves = [w - b'0', b - b'0'],
            _ => return Err(ParseError::at(&CASTLE_MOVES, &[], span(2).0, span(2).1)),
        }
        game.read_leave(fields[3].1, span(3))?;
        game.quiet = match fields[4].1.parse() {
            Ok(q @ 0..=100) => q,
            _ => return Err(ParseError::at(&QUIET, &[], span(4).0, span(4).1)),
        };
        for side in [WHITE, BLACK] {
            let knights = game.occupied[side].iter().filter(|&sq| game.cells[sq as usize] & KNIGHT_BIT != 0).count();
            let men = game.occupied[side].len() as usize - knights;
            if knights > 4 || men > 10 {
                let who = if side == WHITE { "White" } else { "Black" };
                return Err(ParseError::at(&TOO_MANY, &[&who], span(0).0, span(0).1));
            }
        }
        game.hash = game.compute_hash();
        game.seen = vec![game.hash];
        let holds_enemy_castle =
            |side: usize| castle_of(1 - side).iter().all(|&sq| game.cells[sq as usize] & side_bit(side) != 0);
        if holds_enemy_castle(WHITE) && holds_enemy_castle(BLACK) {
            return Err(ParseError::at(&BOTH_CASTLES, &[], span(0).0, span(0).1));
        }
        // The side not to move made the last move: its wins are looked at first.
        game.ended = game.decisive_end(1 - game.turn as usize);
        if game.ended.is_none() && game.quiet >= 100 {
            game.ended = Some(Outcome::draw(2, EndReason::NoProgress));
        }
        Ok(game)
    }

    fn read_board(&mut self, board: &str) -> Result<(), ParseError> {
        let ranks = split_at(board, '.');
        if ranks.len() != 16 {
            return Err(ParseError::at(&RANKS, &[], 0, board.len()));
        }
        for (r, (start, row)) in ranks.into_iter().enumerate() {
            let rank = 15 - r;
            let (first, count) = RANK_FILES[rank];
            let wrong_width = || ParseError::at(&RANK_WIDTH, &[&(rank + 1), &count], start, start + row.len());
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
                    'M' | 'K' | 'm' | 'k' => {
                        let sq = square(file, rank).filter(|_| file < first + count).ok_or_else(wrong_width)?;
                        let side = if c.is_ascii_uppercase() { WHITE } else { BLACK };
                        self.place(side, c.eq_ignore_ascii_case(&'k'), sq);
                        file += 1;
                    }
                    _ => return Err(ParseError::at(&CELL, &[&c], here, here + c.len_utf8())),
                }
                if file > first + count {
                    return Err(wrong_width());
                }
            }
            if file != first + count {
                return Err(wrong_width());
            }
        }
        Ok(())
    }

    fn read_leave(&mut self, field: &str, span: (usize, usize)) -> Result<(), ParseError> {
        let bad = || ParseError::at(&LEAVE, &[], span.0, span.1);
        if field == "-" {
            return Ok(());
        }
        let mut rest = field;
        while !rest.is_empty() {
            let (file, rank, len) = read_square(rest).ok_or_else(bad)?;
            let sq: Square = square(file, rank).ok_or_else(bad)?;
            let owner = castle_owner(sq);
            let side = if owner == side_bit(WHITE) { WHITE } else { BLACK };
            if owner == 0 || self.cells[sq as usize] & owner == 0 || self.leave[side] != NOWHERE {
                return Err(bad());
            }
            self.leave[side] = sq;
            rest = &rest[len..];
        }
        if self.leave == [NOWHERE; 2] {
            return Err(bad());
        }
        Ok(())
    }
}
