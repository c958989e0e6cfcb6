//! The action notation (rules/shamrock.md, exact form ours). Every action is one word:
//!
//! | word            | action                                                              |
//! |-----------------|---------------------------------------------------------------------|
//! | `P2+1-1r3`      | place the tile of display slot 2 (1–3) on cell (1, −1) at rotation 3 |
//! | `D`             | turn over the top tile of the pile (it must then be placed, or it is set aside by itself when it fits nowhere) |
//! | `Pp+0+1r0`      | place the tile turned over from the pile on cell (0, 1), rotation 0  |
//! | `R+0+0+`        | rotate the tile on cell (0, 0) one step clockwise (`-`: anticlockwise) |
//! | `L+1-1c4`       | put or move your leprechaun on corner 4 of the tile on cell (1, −1)  |
//! | `E`             | end the turn                                                         |
//!
//! A cell is its two axial coordinates, each with its sign (`+0+0` is the start tile; see
//! `hex` for the axes and corner numbers). A rotation is the number of 60° steps clockwise
//! from the tile's listed layout; for the two tiles with three orientations only 0–2 are
//! written (3–5 are read as the same layout).

use super::hex::{Cell, Leaf};
use super::state::{Shamrock, NONE};
use super::tile::period;
use super::{Move, Source};
use crate::game::{MoveError, ParseError, Reason, Text};

const NOT_A_MOVE: Text = Text {
    en: "“{0}” is not an action: write P1+0-1r3 (place display tile 1–3, or p for the pile tile, on a cell at a rotation), D (turn over the pile top), R+0-1+ or R+0-1- (rotate), L+0-1c2 (leprechaun to a corner) or E (end turn).",
    cs: "„{0}“ není akce: pište P1+0-1r3 (umístit díl 1–3 z nabídky, nebo p pro díl z hromádky, na pole v natočení), D (odkrýt díl z hromádky), R+0-1+ nebo R+0-1- (otočit), L+0-1c2 (leprikón na roh) nebo E (konec tahu).",
};

/// The word for `mv` (the same in every position).
pub fn write_move(mv: Move) -> String {
    match mv {
        Move::Place { source, cell, rotation } => {
            let from = match source {
                Source::Display(slot) => char::from(b'1'.saturating_add(slot)),
                Source::Pile => 'p',
            };
            format!("P{from}{cell}r{rotation}")
        }
        Move::Draw => "D".into(),
        Move::Rotate { cell, clockwise } => format!("R{cell}{}", if clockwise { '+' } else { '-' }),
        Move::Leprechaun(leaf) => format!("L{}c{}", leaf.cell, leaf.corner),
        Move::End => "E".into(),
    }
}

/// Reads a signed coordinate (`+3`, `-12`) at the start of `bytes`.
fn coordinate(bytes: &[u8]) -> Option<(i8, usize)> {
    let negative = match bytes.first()? {
        b'+' => false,
        b'-' => true,
        _ => return None,
    };
    let digits = bytes[1..].iter().take(3).take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let mut value: i32 = 0;
    for &b in &bytes[1..1 + digits] {
        value = value * 10 + (b - b'0') as i32;
    }
    let value = if negative { -value } else { value };
    Some((i8::try_from(value).ok()?, 1 + digits))
}

/// Reads a cell at the start of `bytes`.
fn cell(bytes: &[u8]) -> Option<(Cell, usize)> {
    let (q, a) = coordinate(bytes)?;
    let (r, b) = coordinate(bytes.get(a..)?)?;
    Some((Cell::new(q, r), a + b))
}

/// A single digit after `letter` that ends the word.
fn final_number(bytes: &[u8], letter: u8) -> Option<u8> {
    match bytes {
        [l, d] if *l == letter && d.is_ascii_digit() => Some(d - b'0'),
        _ => None,
    }
}

/// Reads a move word; its syntax only.
pub fn read_move(text: &str) -> Result<Move, ParseError> {
    let word = text.trim();
    let start = text.len() - text.trim_start().len();
    let bad = || ParseError::new(Reason::with(&NOT_A_MOVE, &[&word]), start, start + word.len());
    let bytes = word.as_bytes();
    let Some((&kind, rest)) = bytes.split_first() else { return Err(bad()) };
    let mv = match kind.to_ascii_uppercase() {
        b'E' if rest.is_empty() => Move::End,
        b'D' if rest.is_empty() => Move::Draw,
        b'P' => {
            let (&from, rest) = rest.split_first().ok_or_else(bad)?;
            let source = match from {
                b'1'..=b'3' => Source::Display(from - b'1'),
                b'p' | b'P' => Source::Pile,
                _ => return Err(bad()),
            };
            let (cell, used) = cell(rest).ok_or_else(bad)?;
            let rotation = final_number(&rest[used..], b'r').ok_or_else(bad)?;
            Move::Place { source, cell, rotation }
        }
        b'R' => {
            let (cell, used) = cell(rest).ok_or_else(bad)?;
            let clockwise = match &rest[used..] {
                b"+" => true,
                b"-" => false,
                _ => return Err(bad()),
            };
            Move::Rotate { cell, clockwise }
        }
        b'L' => {
            let (cell, used) = cell(rest).ok_or_else(bad)?;
            let corner = final_number(&rest[used..], b'c').ok_or_else(bad)?;
            Move::Leprechaun(Leaf::new(cell, corner))
        }
        _ => return Err(bad()),
    };
    Ok(mv)
}

impl Shamrock {
    /// Reads a move and checks it here. A rotation of one of the two tiles with three
    /// orientations is read modulo 3 (rotations giving the same layout are one move).
    pub(super) fn read(&self, text: &str) -> Result<Move, MoveError> {
        let mut mv = read_move(text)?;
        if let Move::Place { source, rotation, .. } = &mut mv {
            let tile = match *source {
                Source::Pile => self.core.held,
                Source::Display(slot) => self.core.display.get(slot as usize).copied().unwrap_or(NONE),
            };
            if tile != NONE && *rotation < 6 {
                *rotation %= period(tile);
            }
        }
        self.explain(mv)?;
        Ok(mv)
    }
}
