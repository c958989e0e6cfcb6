//! The position text: one URL-safe line (letters, digits, `.`, `_`) that round-trips.
//!
//! `<board>_<turn>_<quiet>[_m]`
//! - board: the ranks from 7 down to 1, separated by `.`; in a rank, files a to g: a digit 1–7
//!   is that many empty squares, a letter a piece — `P S Z A U T` (Kopiník, Lukostřelec,
//!   Zbrojnoš, Panoš, Turkopol, Těžkooděnec) upper case for White, lower case for Black;
//! - turn: `w` or `b`, the player to move;
//! - quiet: plies since the last capture, Kopiník move or promotion (0..=100);
//! - `m`: the player to move was just mated (their checked Ts were removed this turn), so having
//!   no legal move now is a draw rather than a second mate.
//!
//! The start: `zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0` (setup.rs, [`super::START`]).
//!
//! A text is a settled position, as after a move: a side with no T has lost. A text where the
//! player to move is mated (a T in check, no legal move, no `m`) is settled on reading — the
//! checked Ts are removed — so it reads back as the position after the mate. Refused: both
//! sides without a T, a T of the player *not* to move in check without `m` (only a mate's
//! removal of a T that stood in the way can lead there), and a Kopiník on or beyond the rank
//! where it would have promoted.

use super::board::{bit, rank_of, square, squares, SIZE};
use super::piece::{Piece, BLACK, WHITE};
use super::placement::Placement;
use super::setup::PAWN_START;
use super::state::Drakoburg;
use crate::game::split_at;
use crate::game::{ParseError, Text};

const FIELDS: Text = Text {
    en: "A Drakoburg position has 3 or 4 fields separated by “_”: board, turn, quiet plies[, m].",
    cs: "Pozice Drakoburgu má 3 nebo 4 pole oddělená „_“: deska, tah, klidné půltahy[, m].",
};
const RANKS: Text = Text {
    en: "The board needs 7 ranks separated by “.”, from rank 7 down to rank 1.",
    cs: "Deska potřebuje 7 řad oddělených „.“, od řady 7 dolů k řadě 1.",
};
const RANK_WIDTH: Text =
    Text { en: "This rank must cover exactly 7 squares.", cs: "Tato řada musí mít přesně 7 polí." };
const CELL: Text = Text {
    en: "Unexpected “{0}”: a rank holds digits 1–7 (empty squares) and piece letters P S Z A U T (White) or p s z a u t (Black).",
    cs: "Nečekané „{0}“: řada obsahuje číslice 1–7 (volná pole) a písmena P S Z A U T (bílé) nebo p s z a u t (černé).",
};
const TURN: Text = Text { en: "The turn is w (White) or b (Black).", cs: "Na tahu je w (bílý) nebo b (černý)." };
const QUIET: Text =
    Text { en: "Quiet plies are a number from 0 to 100.", cs: "Klidné půltahy jsou číslo od 0 do 100." };
const FLAG: Text = Text {
    en: "The only flag is m (the player to move was just mated).",
    cs: "Jediný příznak je m (hráč na tahu byl právě matován).",
};
const PROMOTED: Text = Text {
    en: "A Kopiník cannot stand on {0}: it would have been promoted.",
    cs: "Kopiník nemůže stát na poli {0}: už by byl povýšen.",
};
const NO_KNIGHTS: Text =
    Text { en: "Neither side has a Těžkooděnec.", cs: "Ani jedna strana nemá těžkooděnce." };
const WAITING_IN_CHECK: Text = Text {
    en: "A Těžkooděnec of the player not to move is in check: no move leads there.",
    cs: "Těžkooděnec hráče, který není na tahu, je v šachu: k tomu žádný tah nevede.",
};

/// Where a Kopiník of each colour may not stand: its promotion rank and beyond.
fn promoted_zone(colour: usize) -> u64 {
    let promotion_rank = squares(PAWN_START[1 - colour]).next().map_or(0, rank_of);
    (0..SIZE)
        .filter(|&r| if colour == WHITE { r >= promotion_rank } else { r <= promotion_rank })
        .fold(0, |set, r| set | super::board::rank_set(r))
}

impl Drakoburg {
    pub(super) fn write_text(&self) -> String {
        let mut ranks = Vec::with_capacity(SIZE);
        for rank in (0..SIZE).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..SIZE {
                match self.placement.piece_at(square(file, rank)) {
                    Some((colour, piece)) => {
                        if empty > 0 {
                            row.push_str(&empty.to_string());
                            empty = 0;
                        }
                        let letter = piece.letter();
                        row.push(if colour == WHITE { letter } else { letter.to_ascii_lowercase() });
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            ranks.push(row);
        }
        let turn = if self.placement.me() == WHITE { 'w' } else { 'b' };
        let mut text = format!("{}_{turn}_{}", ranks.join("."), self.quiet);
        if self.mated {
            text.push_str("_m");
        }
        text
    }

    pub(super) fn read_text(text: &str) -> Result<Drakoburg, ParseError> {
        let fields = split_at(text.trim_end(), '_');
        let (Some(&(_, board)), Some(&(turn_at, turn)), Some(&(quiet_at, quiet_text))) =
            (fields.first(), fields.get(1), fields.get(2))
        else {
            return Err(ParseError::at(&FIELDS, &[], 0, text.len()));
        };
        if fields.len() > 4 {
            return Err(ParseError::at(&FIELDS, &[], 0, text.len()));
        }
        let mut placement = read_board(board)?;
        match turn {
            "w" => placement.set_turn(WHITE),
            "b" => placement.set_turn(BLACK),
            _ => return Err(ParseError::at(&TURN, &[], turn_at, turn_at + turn.len())),
        }
        let quiet = match quiet_text.parse::<u16>() {
            Ok(q @ 0..=100) if quiet_text.bytes().all(|b| b.is_ascii_digit()) => q,
            _ => return Err(ParseError::at(&QUIET, &[], quiet_at, quiet_at + quiet_text.len())),
        };
        let mated = match fields.get(3) {
            None => false,
            Some((_, "m")) => true,
            Some(&(at, flag)) => return Err(ParseError::at(&FLAG, &[], at, at + flag.len())),
        };
        let whole = (0, board.len());
        if placement.knights(WHITE) == 0 && placement.knights(BLACK) == 0 {
            return Err(ParseError::at(&NO_KNIGHTS, &[], whole.0, whole.1));
        }
        // Only the removal of a mated T can open a line onto a T of the side that just moved.
        if !mated && placement.in_check(1 - placement.me()) {
            return Err(ParseError::at(&WAITING_IN_CHECK, &[], whole.0, whole.1));
        }
        Ok(Drakoburg::starting_at(placement, quiet, mated))
    }
}

fn read_board(board: &str) -> Result<Placement, ParseError> {
    let mut placement = Placement::EMPTY;
    let ranks = split_at(board, '.');
    if ranks.len() != SIZE {
        return Err(ParseError::at(&RANKS, &[], 0, board.len()));
    }
    for (i, (start, row)) in ranks.into_iter().enumerate() {
        let rank = SIZE - 1 - i;
        let mut file = 0;
        for (j, c) in row.char_indices() {
            let here = start + j;
            if file >= SIZE {
                return Err(ParseError::at(&RANK_WIDTH, &[], start, start + row.len()));
            }
            if let Some(d @ 1..=7) = c.to_digit(10) {
                file += d as usize;
                continue;
            }
            let piece = Piece::from_letter(c)
                .filter(|_| c.is_ascii_alphabetic())
                .ok_or_else(|| ParseError::at(&CELL, &[&c], here, here + c.len_utf8()))?;
            let colour = if c.is_ascii_uppercase() { WHITE } else { BLACK };
            let sq = square(file, rank);
            if piece == Piece::Kopinik && promoted_zone(colour) & bit(sq) != 0 {
                return Err(ParseError::at(&PROMOTED, &[&super::board::name(sq)], here, here + 1));
            }
            placement.put(colour, piece, sq);
            file += 1;
        }
        if file != SIZE {
            return Err(ParseError::at(&RANK_WIDTH, &[], start, start + row.len()));
        }
    }
    Ok(placement)
}
