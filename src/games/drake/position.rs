//! The position text: one URL-safe line (letters, digits, `.`, `_`, `-`) that round-trips.
//!
//! `<size>_<board>_<turn>_<phase>_<blue stack>_<orange stack>_<quiet>[_h]`
//! - size: 3..8 (the board is size × size);
//! - board: rows from the last down to row 1, separated by `.`; in a row, files from a: a digit
//!   is that many empty squares, `x` a mountain, `b` (Blue) or `o` (Orange) followed by the
//!   troop letter `D C M S W A` (Drake, Clubman, Monk, Spearman, sWordsman, Archer), upper
//!   case face up, lower case back up;
//! - turn: `b` or `o`; phase: `L` (leaders), `G0`..`G3` (guard slot), `M` (middle game);
//! - stacks: troop letters top first, `-` for an empty stack;
//! - quiet: plies since the last capture or placement (0..100);
//! - `h`: the hidden-stack variant.
//!
//! The start of a 4×4 game: `4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0`.
//! Troops neither on the board nor in the stack have been captured.

use super::board::{bit, square, squares};
use super::state::{Drake, Phase, Stack, BLUE, ORANGE};
use super::troop::Troop;
use crate::game::split_at;
use crate::game::{EndReason, Outcome, ParseError, Text};

const FIELDS: Text = Text {
    en: "A Drake position has 7 or 8 fields separated by “_”: size, board, turn, phase, two stacks, quiet plies[, h].",
    cs: "Pozice hry Drake má 7 nebo 8 polí oddělených „_“: velikost, deska, tah, fáze, dva zásobníky, klidné půltahy[, h].",
};
const SIZE: Text = Text {
    en: "The board size must be 3 to 8, not “{0}”.",
    cs: "Velikost desky musí být 3 až 8, ne „{0}“.",
};
const ROWS: Text = Text {
    en: "The board needs {0} rows separated by “.”.",
    cs: "Deska potřebuje {0} řad oddělených „.“.",
};
const ROW_WIDTH: Text =
    Text { en: "This row must cover exactly {0} squares.", cs: "Tato řada musí mít přesně {0} polí." };
const CELL: Text = Text {
    en: "Unexpected “{0}”: a row holds digits, x (mountain) or b/o plus a troop letter D C M S W A.",
    cs: "Nečekané „{0}“: řada obsahuje číslice, x (hora) nebo b/o a písmeno jednotky D C M S W A.",
};
const TURN: Text = Text { en: "The turn is b (Blue) or o (Orange).", cs: "Na tahu je b (modrý) nebo o (oranžový)." };
const PHASE: Text = Text { en: "The phase is L, G0 to G3 or M.", cs: "Fáze je L, G0 až G3 nebo M." };
const STACK: Text = Text {
    en: "A stack is troop letters D C M S W A, top first, or “-” when empty.",
    cs: "Zásobník jsou písmena jednotek D C M S W A od vrchu, nebo „-“, je-li prázdný.",
};
const TOO_MANY: Text = Text {
    en: "{0} has too many of one troop: each player has one Drake, two Clubmen and one of each other troop.",
    cs: "{0} má příliš mnoho jednotek jednoho druhu: každý má jednoho Draka, dva palcátníky a po jedné z ostatních.",
};
const QUIET: Text =
    Text { en: "Quiet plies are a number from 0 to 100.", cs: "Klidné půltahy jsou číslo od 0 do 100." };
const FLAG: Text =
    Text { en: "The only flag is h (hidden stack).", cs: "Jediný příznak je h (skrytý zásobník)." };
const PHASE_MISMATCH: Text = Text {
    en: "The board and stacks do not fit the phase and turn.",
    cs: "Deska a zásobníky neodpovídají fázi a tahu.",
};
const NO_LEADERS: Text = Text { en: "Both leaders are missing.", cs: "Chybí oba vůdci." };
const LEADER_ROW_FULL: Text = Text {
    en: "The leader row of the player to move has no free square.",
    cs: "Řada vůdce hráče na tahu nemá volné pole.",
};

fn read_stack(field: &str, at: usize) -> Result<Stack, ParseError> {
    if field == "-" {
        return Ok(Stack { taken: 7, ..Stack::FULL });
    }
    if field.is_empty() || field.len() > 7 {
        return Err(ParseError::at(&STACK, &[], at, at + field.len()));
    }
    let mut troops = Troop::STACK;
    let taken = 7 - field.len();
    for (i, c) in field.chars().enumerate() {
        troops[taken + i] = Troop::from_letter(c)
            .filter(|_| c.is_ascii_uppercase())
            .ok_or_else(|| ParseError::at(&STACK, &[], at + i, at + i + 1))?;
    }
    Ok(Stack { troops, taken: taken as u8 })
}

impl Drake {
    pub(super) fn write_text(&self) -> String {
        let n = self.size as usize;
        let mut rows = Vec::with_capacity(n);
        for rank in (0..n).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..n {
                let sq = square(file, rank);
                let token = if self.mountains & bit(sq) != 0 {
                    Some("x".to_string())
                } else {
                    self.owner(sq).map(|p| {
                        let letter = self.troops[sq as usize].letter();
                        let letter = if self.face_up & bit(sq) != 0 { letter } else { letter.to_ascii_lowercase() };
                        format!("{}{letter}", if p == BLUE { 'b' } else { 'o' })
                    })
                };
                match token {
                    Some(t) => {
                        if empty > 0 {
                            row.push_str(&empty.to_string());
                            empty = 0;
                        }
                        row.push_str(&t);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            rows.push(row);
        }
        let stack = |s: &Stack| {
            if s.is_empty() {
                "-".to_string()
            } else {
                s.remaining().iter().map(|t| t.letter()).collect()
            }
        };
        let phase = match self.phase {
            Phase::Leaders => "L".to_string(),
            Phase::Guards(slot) => format!("G{slot}"),
            Phase::Middle => "M".to_string(),
        };
        let mut text = format!(
            "{}_{}_{}_{}_{}_{}_{}",
            n,
            rows.join("."),
            if self.turn as usize == BLUE { 'b' } else { 'o' },
            phase,
            stack(&self.stacks[BLUE]),
            stack(&self.stacks[ORANGE]),
            self.quiet
        );
        if self.hidden_stack {
            text.push_str("_h");
        }
        text
    }

    pub(super) fn read_text(text: &str) -> Result<Drake, ParseError> {
        let fields = split_at(text.trim_end(), '_');
        if !(7..=8).contains(&fields.len()) {
            return Err(ParseError::at(&FIELDS, &[], 0, text.len()));
        }
        let field = |i: usize| fields[i];
        let span = |i: usize| (fields[i].0, fields[i].0 + fields[i].1.len());

        let (at, size_text) = field(0);
        let size: u8 = match size_text.parse() {
            Ok(n @ 3..=8) => n,
            _ => return Err(ParseError::at(&SIZE, &[&size_text], at, at + size_text.len())),
        };
        let hidden = match fields.get(7) {
            None => false,
            Some((_, "h")) => true,
            Some(_) => return Err(ParseError::at(&FLAG, &[], span(7).0, span(7).1)),
        };
        let stacks = [read_stack(field(4).1, field(4).0)?, read_stack(field(5).1, field(5).0)?];
        let mut game = Drake::empty(size, 0, stacks, hidden);
        game.read_board(field(1).1, field(1).0)?;

        game.turn = match field(2).1 {
            "b" => BLUE as u8,
            "o" => ORANGE as u8,
            _ => return Err(ParseError::at(&TURN, &[], span(2).0, span(2).1)),
        };
        game.phase = match field(3).1 {
            "L" => Phase::Leaders,
            "M" => Phase::Middle,
            "G0" => Phase::Guards(0),
            "G1" => Phase::Guards(1),
            "G2" => Phase::Guards(2),
            "G3" => Phase::Guards(3),
            _ => return Err(ParseError::at(&PHASE, &[], span(3).0, span(3).1)),
        };
        game.quiet = match field(6).1.parse() {
            Ok(q @ 0..=100) => q,
            _ => return Err(ParseError::at(&QUIET, &[], span(6).0, span(6).1)),
        };
        game.validate().map_err(|t| ParseError::at(t, &[], span(1).0, span(1).1))?;
        for player in [BLUE, ORANGE] {
            let mut count = [0u8; 6];
            let on_board = squares(game.occupied[player]).map(|sq| game.troops[sq as usize]);
            for t in on_board.chain(game.stacks[player].remaining().iter().copied()) {
                count[t as usize] += 1;
            }
            if count.iter().enumerate().any(|(t, &c)| c > if t == Troop::Clubman as usize { 2 } else { 1 }) {
                let who = if player == BLUE { "Blue" } else { "Orange" };
                return Err(ParseError::at(&TOO_MANY, &[&who], 0, text.len()));
            }
        }
        game.hash = game.compute_hash();
        game.seen = vec![game.hash];
        game.ended = game.ending_of_text().map_err(|t| ParseError::at(t, &[], span(1).0, span(5).1))?;
        Ok(game)
    }

    fn read_board(&mut self, board: &str, at: usize) -> Result<(), ParseError> {
        let n = self.size as usize;
        let rows = split_at(board, '.');
        if rows.len() != n {
            return Err(ParseError::at(&ROWS, &[&n], at, at + board.len()));
        }
        for (r, (offset, row)) in rows.into_iter().enumerate() {
            let rank = n - 1 - r;
            let start = at + offset;
            let mut file = 0;
            let mut chars = row.char_indices().peekable();
            while let Some((i, c)) = chars.next() {
                let here = start + i;
                if file >= n && c != '0' {
                    return Err(ParseError::at(&ROW_WIDTH, &[&n], start, start + row.len()));
                }
                match c {
                    '1'..='8' => file += c as usize - '0' as usize,
                    'x' => {
                        self.mountains |= bit(square(file, rank));
                        file += 1;
                    }
                    'b' | 'o' => {
                        let player = if c == 'b' { BLUE } else { ORANGE };
                        let (_, letter) = chars.next().ok_or_else(|| ParseError::at(&CELL, &[&c], here, here + 1))?;
                        let troop = Troop::from_letter(letter)
                            .ok_or_else(|| ParseError::at(&CELL, &[&letter], here, here + 2))?;
                        self.put_troop(player, square(file, rank), troop, letter.is_ascii_uppercase());
                        file += 1;
                    }
                    _ => return Err(ParseError::at(&CELL, &[&c], here, here + c.len_utf8())),
                }
            }
            if file != n {
                return Err(ParseError::at(&ROW_WIDTH, &[&n], start, start + row.len()));
            }
        }
        Ok(())
    }

    fn put_troop(&mut self, player: usize, sq: u8, troop: Troop, face: bool) {
        self.occupied[player] |= bit(sq);
        self.troops[sq as usize] = troop;
        if face {
            self.face_up |= bit(sq);
        }
    }

    fn has_drake(&self, player: usize) -> (bool, bool) {
        (self.leader(player).is_some(), self.stacks[player].remaining().contains(&Troop::Drake))
    }

    /// Checks that the board and stacks fit the phase and turn.
    fn validate(&self) -> Result<(), &'static Text> {
        let me = self.turn as usize;
        let board_troops = |p: usize| self.occupied[p].count_ones();
        let ok = match self.phase {
            Phase::Leaders => {
                let orange_fresh = board_troops(ORANGE) == 0 && self.stacks[ORANGE].taken == 0;
                if me == BLUE {
                    orange_fresh && board_troops(BLUE) == 0 && self.stacks[BLUE].taken == 0
                } else {
                    orange_fresh && board_troops(BLUE) == 1 && self.has_drake(BLUE).0 && self.stacks[BLUE].taken == 1
                }
            }
            Phase::Guards(slot) => {
                slot as usize % 2 == me
                    && self.has_drake(BLUE).0
                    && self.has_drake(ORANGE).0
                    && self.stacks[me].top() == Some(Troop::Clubman)
            }
            Phase::Middle => true,
        };
        if !ok {
            return Err(&PHASE_MISMATCH);
        }
        if self.phase == Phase::Leaders && self.leader_row(me) & self.free() == 0 {
            return Err(&LEADER_ROW_FULL);
        }
        if self.phase == Phase::Leaders && self.stacks[me].top() != Some(Troop::Drake) {
            return Err(&PHASE_MISMATCH);
        }
        Ok(())
    }

    /// A game read from text may already be over: a captured leader or 100 quiet plies.
    fn ending_of_text(&self) -> Result<Option<Outcome>, &'static Text> {
        let blue = self.has_drake(BLUE);
        let orange = self.has_drake(ORANGE);
        Ok(match (blue.0 || blue.1, orange.0 || orange.1) {
            (false, false) => return Err(&NO_LEADERS),
            (false, true) => Some(Outcome::win(ORANGE, EndReason::LeaderCaptured)),
            (true, false) => Some(Outcome::win(BLUE, EndReason::LeaderCaptured)),
            (true, true) if self.quiet >= 100 => Some(Outcome::draw(2, EndReason::NoProgress)),
            _ => None,
        })
    }
}
