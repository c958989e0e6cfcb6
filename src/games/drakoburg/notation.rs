//! The move notation of rules/drakoburg.md: `b2-b3`, `b2xc3`, `c5-c6=S`, `a3-a7+c2`, and `#`
//! after a move that mates. In input `#`, `!` and `?` at the end are optional, `x` may also be
//! `X` or `:`, and the promotion letter may be left out (promotion is automatic).

use super::board::{bit, name, push_name, square, Square, SIZE};
use super::piece::Piece;
use super::placement::arriving;
use super::state::Drakoburg;
use super::Move;
use crate::game::square::read_square;
use crate::game::{IllegalMove, MoveError, ParseError, Reason, Text};

const NOT_A_MOVE: Text = Text {
    en: "“{0}” is not a move: write b2-b3, b2xc3, c5-c6=S or a3-a7+c2.",
    cs: "„{0}“ není tah: pište b2-b3, b2xc3, c5-c6=S nebo a3-a7+c2.",
};
const NOTHING_TO_CAPTURE: Text = Text { en: "There is nothing to capture on {0}.", cs: "Na poli {0} není co brát." };
const NO_PROMOTION: Text =
    Text { en: "This move does not promote: leave out “={0}”.", cs: "Tento tah nepovyšuje: vynechte „={0}“." };
const WRONG_PROMOTION: Text = Text {
    en: "A Kopiník reaching {0} becomes {1}, not {2}.",
    cs: "Kopiník, který dojde na pole {0}, se mění v {1}, ne v {2}.",
};

impl Drakoburg {
    pub(super) fn write(&self, mv: Move) -> String {
        let board = &self.placement;
        let me = board.me();
        let mut text = String::with_capacity(12);
        push_name(&mut text, mv.from);
        text.push(if board.occupied() & bit(mv.to) != 0 { 'x' } else { '-' });
        push_name(&mut text, mv.to);
        if let Some(piece) = board.kind_at(me, mv.from) {
            let arrived = arriving(piece, me, mv.to);
            if arrived != piece {
                text.push('=');
                text.push(arrived.letter());
            }
        }
        if let Some(sq) = mv.reinforcement {
            text.push('+');
            push_name(&mut text, sq);
        }
        if self.mates(mv) {
            text.push('#');
        }
        text
    }

    /// Whether `mv` leaves the opponent with a T in check and no legal move: a mate, which
    /// removes their checked Ts.
    pub(super) fn mates(&self, mv: Move) -> bool {
        let mut after = self.placement;
        after.make(mv);
        let them = after.me();
        let checked = after.checked_knights(them);
        after.knights(1 - them) != 0 && after.knights(them) != 0 && checked != 0 && !after.has_legal_move(checked)
    }

    pub(super) fn read(&self, text: &str) -> Result<Move, MoveError> {
        let t = text.trim();
        let lead = text.len() - text.trim_start().len();
        let bad = || MoveError::Syntax(ParseError::new(Reason::with(&NOT_A_MOVE, &[&t]), 0, text.len()));
        let body = t.trim_end_matches(['#', '!', '?']);
        let sq = |s: &str| -> Option<(Square, usize)> {
            let (f, r, len) = read_square(s)?;
            (f < SIZE && r < SIZE).then(|| (square(f, r), len))
        };
        let (from, len) = sq(body).ok_or_else(bad)?;
        let mut rest = &body[len..];
        let capture = match rest.chars().next() {
            Some('-') => false,
            Some('x' | 'X' | ':') => true,
            _ => return Err(bad()),
        };
        rest = &rest[1..];
        let (to, len) = sq(rest).ok_or_else(bad)?;
        rest = &rest[len..];
        let mut promotion = None;
        if let Some(after) = rest.strip_prefix('=') {
            let letter = after.chars().next().ok_or_else(bad)?;
            promotion = Some(Piece::from_letter(letter).ok_or_else(bad)?);
            rest = &after[letter.len_utf8()..];
        }
        let mut reinforcement = None;
        if let Some(after) = rest.strip_prefix('+') {
            let (extra, len) = sq(after).ok_or_else(bad)?;
            reinforcement = Some(extra);
            rest = &after[len..];
        }
        if !rest.is_empty() {
            let at = lead + (body.len() - rest.len());
            return Err(ParseError::new(Reason::with(&NOT_A_MOVE, &[&t]), at, at + rest.len()).into());
        }
        let mv = Move { from, to, reinforcement };
        if capture && self.placement.occupied() & bit(to) == 0 {
            return Err(IllegalMove(Reason::with(&NOTHING_TO_CAPTURE, &[&name(to)])).into());
        }
        self.explain(mv)?;
        if let (Some(written), Some(piece)) = (promotion, self.placement.kind_at(self.placement.me(), from)) {
            let arrived = arriving(piece, self.placement.me(), to);
            if arrived == piece {
                return Err(IllegalMove(Reason::with(&NO_PROMOTION, &[&written.letter()])).into());
            }
            if arrived != written {
                let args: [&dyn std::fmt::Display; 3] = [&name(to), &arrived.letter(), &written.letter()];
                return Err(IllegalMove(Reason::with(&WRONG_PROMOTION, &args)).into());
            }
        }
        Ok(mv)
    }
}
