//! The move notation of rules/drake.md: `@b2` (place the stack top), `a2-a3` (move),
//! `a2xa3` (move and capture), `a2*b4` (strike).

use super::board::{bit, name, square, Square};
use super::state::Drake;
use super::Move;
use crate::game::square::read_square;
use crate::game::{IllegalMove, MoveError, ParseError, Reason, Text};

const NOT_A_MOVE: Text = Text {
    en: "“{0}” is not a move: write @b2 to place, a2-a3 to move, a2xa3 to capture, a2*b4 to strike.",
    cs: "„{0}“ není tah: pište @b2 pro postavení, a2-a3 pro tah, a2xa3 pro braní, a2*b4 pro úder.",
};
const NOTHING_TO_CAPTURE: Text = Text { en: "There is nothing to capture on {0}.", cs: "Na poli {0} není co brát." };

impl Drake {
    pub(super) fn write(&self, mv: Move) -> String {
        match mv {
            Move::Place(to) => format!("@{}", name(to)),
            Move::Step(from, to) => {
                let sep = if (self.occupied[0] | self.occupied[1]) & bit(to) != 0 { 'x' } else { '-' };
                format!("{}{sep}{}", name(from), name(to))
            }
            Move::Strike(from, to) => format!("{}*{}", name(from), name(to)),
        }
    }

    pub(super) fn read(&self, text: &str) -> Result<Move, MoveError> {
        let t = text.trim();
        let bad = || MoveError::Syntax(ParseError::new(Reason::with(&NOT_A_MOVE, &[&t]), 0, text.len()));
        // A well-formed square beyond the largest board is named in the error, not a syntax error.
        let size = self.size as usize;
        let mut off = None;
        let mut sq = |s: &str| -> Option<(Square, usize)> {
            let (f, r, len) = read_square(s)?;
            if f >= size || r >= size {
                off.get_or_insert_with(|| s[..len].to_string());
            }
            Some((square(f.min(7), r.min(7)), len))
        };
        let parsed = Self::read_shape(t, &mut sq);
        if let Some(name) = off {
            return Err(super::legality::off_board(&name).into());
        }
        let (mv, sep) = parsed.ok_or_else(bad)?;
        if let (Move::Step(_, to), 'x' | 'X' | ':') = (mv, sep) {
            if self.owner(to).is_none() {
                return Err(IllegalMove(Reason::with(&NOTHING_TO_CAPTURE, &[&name(to)])).into());
            }
        }
        self.explain(mv)?;
        Ok(mv)
    }

    /// The move a text spells, if it is well-formed (legality comes later), with its separator.
    fn read_shape(t: &str, sq: &mut impl FnMut(&str) -> Option<(Square, usize)>) -> Option<(Move, char)> {
        if let Some(rest) = t.strip_prefix('@') {
            return match sq(rest) {
                Some((to, len)) if len == rest.len() => Some((Move::Place(to), '@')),
                _ => None,
            };
        }
        let mv = {
            let (from, len) = sq(t)?;
            let sep = t[len..].chars().next()?;
            let rest = &t[len + sep.len_utf8()..];
            let (to, len2) = sq(rest)?;
            if len2 != rest.len() {
                return None;
            }
            match sep {
                '-' | 'x' | 'X' | ':' => (Move::Step(from, to), sep),
                '*' => (Move::Strike(from, to), sep),
                _ => return None,
            }
        };
        Some(mv)
    }
}
