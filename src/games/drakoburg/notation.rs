//! The move notation of rules/drakoburg.md: `b2-b3`, `b2xc3`, `c5-c6=S`, `a3-a7+c2`, and `#`
//! after a move that mates. In input `#`, `!` and `?` at the end are optional, `x` may also be
//! `X` or `:`, and the promotion letter may be left out (promotion is automatic).

use super::board::{square, Square, SIZE};
use super::piece::Piece;
use super::state::Drakoburg;
use super::{Move, Refusal};
use crate::game::square::read_square;
use crate::game::ParseError;

/// A move as written, before it is checked against a position.
pub(super) struct Written {
    pub mv: Move,
    /// Written with `x`: something must be captured.
    pub capture: bool,
    /// The promotion letter, if one was written.
    pub promotion: Option<Piece>,
}

/// Reads the notation of one move (its syntax only).
pub(super) fn read(text: &str) -> Result<Written, ParseError<Refusal>> {
    let t = text.trim();
    let lead = text.len() - text.trim_start().len();
    let bad = || ParseError::new(Refusal::NotAMove(t.to_string()), 0, text.len());
    let body = t.trim_end_matches(['#', '!', '?']);
    let sq = |s: &str| -> Option<(Square, usize)> {
        let (f, r, len) = read_square(s)?;
        (f < SIZE && r < SIZE).then(|| (square(f, r), len))
    };
    let (from, len) = sq(body).ok_or_else(bad)?;
    let mut rest = body.get(len..).ok_or_else(bad)?;
    let capture = match rest.chars().next() {
        Some('-') => false,
        Some('x' | 'X' | ':') => true,
        _ => return Err(bad()),
    };
    rest = rest.get(1..).ok_or_else(bad)?;
    let (to, len) = sq(rest).ok_or_else(bad)?;
    rest = rest.get(len..).ok_or_else(bad)?;
    let mut promotion = None;
    if let Some(after) = rest.strip_prefix('=') {
        let letter = after.chars().next().ok_or_else(bad)?;
        promotion = Some(Piece::from_letter(letter).ok_or_else(bad)?);
        rest = after.get(letter.len_utf8()..).ok_or_else(bad)?;
    }
    let mut reinforcement = None;
    if let Some(after) = rest.strip_prefix('+') {
        let (extra, len) = sq(after).ok_or_else(bad)?;
        reinforcement = Some(extra);
        rest = after.get(len..).ok_or_else(bad)?;
    }
    if !rest.is_empty() {
        let at = lead + (body.len() - rest.len());
        return Err(ParseError::new(Refusal::NotAMove(t.to_string()), at, at + rest.len()));
    }
    Ok(Written { mv: Move { from, to, reinforcement }, capture, promotion })
}

impl Drakoburg {
    /// Whether `mv` leaves the opponent with a T in check and no legal move: a mate, which
    /// removes their checked Ts.
    pub(super) fn mates(&self, mv: Move) -> bool {
        let mut after = self.placement;
        after.make(mv);
        let them = after.me();
        let checked = after.checked_knights(them);
        after.knights(1 - them) != 0 && after.knights(them) != 0 && checked != 0 && !after.has_legal_move(checked)
    }
}
