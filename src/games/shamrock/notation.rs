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
use super::{Move, Refusal, Source};
use crate::game::ParseError;
use std::fmt;

/// The word of an action (the same in every position).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Place { source, cell, rotation } => {
                let from = match source {
                    Source::Display(slot) => char::from(b'1'.saturating_add(slot)),
                    Source::Pile => 'p',
                };
                write!(f, "P{from}{cell}r{rotation}")
            }
            Move::Draw => f.write_str("D"),
            Move::Rotate { cell, clockwise } => write!(f, "R{cell}{}", if clockwise { '+' } else { '-' }),
            Move::Leprechaun(leaf) => write!(f, "L{}c{}", leaf.cell, leaf.corner),
            Move::End => f.write_str("E"),
        }
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
pub(super) fn cell(bytes: &[u8]) -> Option<(Cell, usize)> {
    let (q, a) = coordinate(bytes)?;
    let (r, b) = coordinate(bytes.get(a..)?)?;
    Some((Cell::new(q, r), a + b))
}

/// A single digit after `letter` that ends the word.
pub(super) fn final_number(bytes: &[u8], letter: u8) -> Option<u8> {
    match bytes {
        [l, d] if *l == letter && d.is_ascii_digit() => Some(d - b'0'),
        _ => None,
    }
}

/// Reads a move word; its syntax only.
pub fn read_move(text: &str) -> Result<Move, ParseError<Refusal>> {
    let word = text.trim();
    let start = text.len() - text.trim_start().len();
    let bad = || ParseError::new(Refusal::NotAnAction(word.to_string()), start, start + word.len());
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
