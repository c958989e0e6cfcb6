//! The WCF move notation of rules/camelot.md: the origin, then each landing after `-` (a plain
//! move or a canter) or `x` (a jump): `E6-E7`, `D6-D8`, `C6-E6-G6-G8xE10`,
//! `H6-F8xH10xH12xF12xH10`. Squares are printed in upper case; input may use lower case, `X`,
//! and a leading `…` or `...` on Black's moves.

use super::board::{direction, name, side_bit, square, Square, EMPTY};
use super::moves::{Move, MAX_LANDINGS};
use super::state::{Camelot, WHITE};
use crate::game::square::read_square;
use crate::game::{IllegalMove, MoveError, ParseError, Reason, Text};

const NOT_A_MOVE: Text = Text {
    en: "“{0}” is not a move: write squares joined by - (plain move or canter) and x (jump), such as E6-E7, D6-D8 or C6-E6-G6-G8xE10.",
    cs: "„{0}“ není tah: pište pole spojená - (obyčejný pohyb nebo klus) a x (skok), například E6-E7, D6-D8 nebo C6-E6-G6-G8xE10.",
};
const NOT_A_SQUARE: Text =
    Text { en: "“{0}” is not a square of the Camelot board.", cs: "„{0}“ není pole desky hry Camelot." };
const TOO_LONG: Text = Text { en: "A move has at most {0} landings.", cs: "Tah má nejvýše {0} přistání." };
const BLACK_MARK: Text = Text {
    en: "“…” marks a Black move, but White is to move.",
    cs: "„…“ označuje tah černého, ale na tahu je bílý.",
};
const WRITE_JUMP: Text = Text {
    en: "The leap from {0} to {1} is a jump: write {0}x{1}.",
    cs: "Skok z pole {0} na pole {1} bere: pište {0}x{1}.",
};
const WRITE_DASH: Text = Text {
    en: "The move from {0} to {1} captures nothing: write {0}-{1}.",
    cs: "Tah z pole {0} na pole {1} nic nebere: pište {0}-{1}.",
};

impl Camelot {
    /// Whether each landing of `mv` is a jump, as played from this position (a route that is
    /// not a legal move gets `-` wherever nothing is captured).
    fn jump_flags(&self, mv: Move) -> [bool; MAX_LANDINGS + 1] {
        let theirs = side_bit(1 - (self.turn as usize & 1));
        let mut cells = self.cells;
        cells[mv.from() as usize] = EMPTY;
        let mut flags = [false; MAX_LANDINGS + 1];
        for (flag, pair) in flags.iter_mut().skip(1).zip(mv.route().windows(2)) {
            if let Some((step, 2)) = direction(pair[0], pair[1]) {
                let over = pair[0].wrapping_add(step);
                if cells[over as usize] & theirs != 0 {
                    cells[over as usize] = EMPTY;
                    *flag = true;
                }
            }
        }
        flags
    }

    pub(super) fn write(&self, mv: Move) -> String {
        let flags = self.jump_flags(mv);
        let mut text = String::with_capacity(4 * mv.route().len());
        for (i, &sq) in mv.route().iter().enumerate() {
            if i > 0 {
                text.push(if flags.get(i) == Some(&true) { 'x' } else { '-' });
            }
            text.push_str(&name(sq));
        }
        text
    }

    pub(super) fn read(&self, text: &str) -> Result<Move, MoveError> {
        let start = text.len() - text.trim_start().len();
        let t = text.trim();
        let whole = (start, start + t.len());
        let bad = || MoveError::Syntax(ParseError::new(Reason::with(&NOT_A_MOVE, &[&t]), whole.0, whole.1));
        let (marked, body, at) = match t.strip_prefix('…').or_else(|| t.strip_prefix("...")) {
            Some(rest) => (true, rest.trim_start(), start + t.len() - rest.trim_start().len()),
            None => (false, t, start),
        };
        let mut route: Vec<Square> = Vec::with_capacity(8);
        let mut separators: Vec<char> = Vec::with_capacity(8);
        let mut pos = 0;
        loop {
            let rest = &body[pos..];
            let Some((file, rank, len)) = read_square(rest) else { return Err(bad()) };
            let here = at + pos;
            let sq = square(file, rank).ok_or_else(|| {
                let word = &rest[..len];
                MoveError::Syntax(ParseError::new(Reason::with(&NOT_A_SQUARE, &[&word]), here, here + len))
            })?;
            route.push(sq);
            if route.len() > MAX_LANDINGS + 1 {
                let reason = Reason::with(&TOO_LONG, &[&MAX_LANDINGS]);
                return Err(MoveError::Syntax(ParseError::new(reason, whole.0, whole.1)));
            }
            pos += len;
            let Some(sep) = body[pos..].chars().next() else { break };
            match sep {
                '-' | 'x' | 'X' => separators.push(sep.to_ascii_lowercase()),
                _ => return Err(bad()),
            }
            pos += sep.len_utf8();
        }
        let mv = Move::new(&route).ok_or_else(bad)?;
        if marked && self.turn as usize == WHITE && self.ended.is_none() {
            return Err(IllegalMove(Reason::new(&BLACK_MARK)).into());
        }
        self.explain(mv)?;
        let flags = self.jump_flags(mv);
        for (i, (&sep, pair)) in separators.iter().zip(route.windows(2)).enumerate() {
            let jump = flags.get(i + 1) == Some(&true);
            let args = [name(pair[0]), name(pair[1])];
            if jump && sep != 'x' {
                return Err(IllegalMove(Reason { text: &WRITE_JUMP, args: args.to_vec() }).into());
            }
            if !jump && sep != '-' {
                return Err(IllegalMove(Reason { text: &WRITE_DASH, args: args.to_vec() }).into());
            }
        }
        Ok(mv)
    }
}
