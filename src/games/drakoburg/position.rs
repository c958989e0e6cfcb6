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

use super::board::{bit, rank_of, rank_set, square, squares, SIZE};
use super::piece::{Piece, BLACK, WHITE};
use super::placement::Placement;
use super::setup::PAWN_START;
use super::Refusal;
use crate::game::{split_at, ParseError};

/// Where a Kopiník of each colour may not stand: its promotion rank and beyond.
pub(super) fn promoted_zone(colour: usize) -> u64 {
    let promotion_rank = squares(PAWN_START[1 - colour]).next().map_or(0, rank_of);
    (0..SIZE)
        .filter(|&r| if colour == WHITE { r >= promotion_rank } else { r <= promotion_rank })
        .fold(0, |set, r| set | rank_set(r))
}

impl Placement {
    /// The board field: ranks 7 down to 1 separated by `.`, digits for empty squares.
    pub(super) fn board_text(&self) -> String {
        let mut ranks = Vec::with_capacity(SIZE);
        for rank in (0..SIZE).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for file in 0..SIZE {
                match self.piece_at(square(file, rank)) {
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
        ranks.join(".")
    }
}

/// Reads the board field; spans are in `board`.
pub(super) fn read_board(board: &str) -> Result<Placement, ParseError<Refusal>> {
    let mut placement = Placement::EMPTY;
    let ranks = split_at(board, '.');
    if ranks.len() != SIZE {
        return Err(ParseError::new(Refusal::Ranks, 0, board.len()));
    }
    for (i, (start, row)) in ranks.into_iter().enumerate() {
        let rank = SIZE - 1 - i;
        let mut file = 0;
        let too_wide = || ParseError::new(Refusal::RankWidth, start, start + row.len());
        for (j, c) in row.char_indices() {
            let here = start + j;
            if file >= SIZE {
                return Err(too_wide());
            }
            if let Some(d @ 1..=7) = c.to_digit(10) {
                file += d as usize;
                continue;
            }
            let piece = Piece::from_letter(c)
                .filter(|_| c.is_ascii_alphabetic())
                .ok_or_else(|| ParseError::new(Refusal::Cell(c), here, here + c.len_utf8()))?;
            let colour = if c.is_ascii_uppercase() { WHITE } else { BLACK };
            let sq = square(file, rank);
            if piece == Piece::Kopinik && promoted_zone(colour) & bit(sq) != 0 {
                return Err(ParseError::new(Refusal::Promoted(sq), here, here + 1));
            }
            placement.put(colour, piece, sq);
            file += 1;
        }
        if file != SIZE {
            return Err(too_wide());
        }
    }
    Ok(placement)
}
