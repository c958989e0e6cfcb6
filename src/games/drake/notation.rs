//! The shapes of the move notation (rules/drake.md, rules/drake-extensions.md): `@b2` (place
//! the stack top), `a2-a3` (move), `a2xa3` (move and capture), `a2*b4` (strike), `b2:a3-c3`
//! and `b2:a3xc3` (command), `!c3` (detonate). `Game::notation` writes them and
//! `Game::parse_move` reads them.

use super::board::{square, Square};
use super::Move;
use crate::game::square::read_square;

/// A move as written, before legality: the move and whether it was marked as a capture.
pub(super) struct Shape {
    pub mv: Move,
    pub capture: bool,
}

/// Reads the shape of a move. `sq` reads one square name at the start of a text and gives
/// its square and length; a name beyond the board is reported by the caller.
pub(super) fn read_shape(t: &str, sq: &mut impl FnMut(&str) -> Option<(Square, usize)>) -> Option<Shape> {
    let whole = |s: &str, sq: &mut dyn FnMut(&str) -> Option<(Square, usize)>| match sq(s) {
        Some((at, len)) if len == s.len() => Some(at),
        _ => None,
    };
    if let Some(rest) = t.strip_prefix('@') {
        return Some(Shape { mv: Move::Place(whole(rest, sq)?), capture: false });
    }
    if let Some(rest) = t.strip_prefix('!') {
        return Some(Shape { mv: Move::Detonate(whole(rest, sq)?), capture: true });
    }
    let (from, len) = sq(t)?;
    let mut after = t.get(len..)?.chars();
    let sep = after.next()?;
    let rest = after.as_str();
    let (to, len2) = sq(rest)?;
    let capture = matches!(sep, 'x' | 'X' | ':');
    if len2 == rest.len() {
        return match sep {
            '-' | 'x' | 'X' | ':' => Some(Shape { mv: Move::Step(from, to), capture }),
            '*' => Some(Shape { mv: Move::Strike(from, to), capture: false }),
            _ => None,
        };
    }
    // A command: the commander, `:`, the commanded troop, then a move mark and its target.
    if sep != ':' {
        return None;
    }
    let mut after = rest.get(len2..)?.chars();
    let mark = after.next()?;
    let target = whole(after.as_str(), sq)?;
    match mark {
        '-' | 'x' | 'X' => Some(Shape { mv: Move::Command(from, to, target), capture: mark != '-' }),
        _ => None,
    }
}

/// Reads a square name for a board of `size`: names off the board (but well-formed, like
/// `e1` on 4×4 or `a12`) are kept in `off` to be named in the refusal.
pub(super) fn board_square(size: u8, off: &mut Option<String>) -> impl FnMut(&str) -> Option<(Square, usize)> + '_ {
    move |s: &str| {
        let (f, r, len) = read_square(s)?;
        if f >= size as usize || r >= size as usize {
            off.get_or_insert_with(|| s.get(..len).unwrap_or(s).to_string());
        }
        Some((square(f.min(7), r.min(7)), len))
    }
}
