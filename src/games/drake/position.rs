//! The position text: one URL-safe line that round-trips.
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
//!
//! A game of any other variant (rules/drake-extensions.md) writes its variant text in place of
//! the size (`v1-5-g_…`), marks each player's leader on the board with a capital `B` or `O`,
//! writes a bomb in a stack as `*`, and always has an eighth field of extras separated by `.`
//! (`-` when there are none): `f<square><square>` where Blue's and Orange's flags lie (carried
//! when an enemy troop stands there), `p<square>` the fortress whose troop cannot be captured
//! this ply, `r<number>` the state of the drawn stacks' chance. A drawn stack lists its known
//! top (the leader and guards still there, or the drawn top) and then its bag.

use super::board::{bit, inside, name, square, squares, Square};
use super::refusal::Refusal;
use super::rules::{Rules, DRAWN, FLAGS, FORTRESSES};
use super::state::{Drake, Phase, Stack, BLUE, NONE, ORANGE};
use super::troop::Troop;
use super::variant::Variant;
use crate::game::rng::Rng;
use crate::game::split_at;
use crate::game::{EndReason, Outcome, ParseError};
use std::rc::Rc;

type Read<T> = Result<T, ParseError<Refusal>>;

fn at<T>(why: Refusal, start: usize, end: usize) -> Read<T> {
    Err(ParseError::new(why, start, end))
}

impl Drake {
    /// The extras field of a variant's position: flags, fortress protection, chance.
    pub(super) fn write_extras(&self) -> String {
        let mut extras = Vec::new();
        if self.ext & FLAGS != 0 {
            extras.push(format!("f{}{}", name(self.flags[BLUE]), name(self.flags[ORANGE])));
        }
        if self.guard != NONE {
            extras.push(format!("p{}", name(self.guard)));
        }
        if self.ext & DRAWN != 0 {
            extras.push(format!("r{}", self.rng.state()));
        }
        if extras.is_empty() {
            "-".into()
        } else {
            extras.join(".")
        }
    }

    pub(super) fn write_board(&self, mark_leaders: bool) -> String {
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
                        let leader = mark_leaders && self.leaders[p] == sq;
                        let owner = match (p == BLUE, leader) {
                            (true, false) => 'b',
                            (true, true) => 'B',
                            (false, false) => 'o',
                            (false, true) => 'O',
                        };
                        format!("{owner}{letter}")
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
        rows.join(".")
    }

    /// After the board of a text is read: a classic text gives the mountains on the board and
    /// its leaders are the Drakes; a variant's board must show the variant's mountains.
    pub(super) fn settle_board(&mut self, classic: bool) -> Result<(), Refusal> {
        if classic {
            let variant = Variant { mountains: self.mountains, ..self.rules.variant.clone() };
            self.rules = Rc::new(Rules::new(variant));
            for player in [BLUE, ORANGE] {
                self.leaders[player] =
                    squares(self.occupied[player]).find(|&sq| self.troops[sq as usize] == Troop::DRAKE).unwrap_or(NONE);
            }
        } else if self.mountains != self.rules.variant.mountains {
            return Err(Refusal::Cell("x".into()));
        }
        Ok(())
    }

    /// The turn, phase and quiet plies of a text.
    pub(super) fn read_state(&mut self, fields: &[(usize, &str)]) -> Read<()> {
        let span = |i: usize| (fields[i].0, fields[i].0 + fields[i].1.len());
        self.turn = match fields[2].1 {
            "b" => BLUE as u8,
            "o" => ORANGE as u8,
            _ => return at(Refusal::Turn, span(2).0, span(2).1),
        };
        self.phase = match fields[3].1 {
            "L" => Phase::Leaders,
            "M" => Phase::Middle,
            "G0" => Phase::Guards(0),
            "G1" => Phase::Guards(1),
            "G2" => Phase::Guards(2),
            "G3" => Phase::Guards(3),
            _ => return at(Refusal::Phase, span(3).0, span(3).1),
        };
        self.quiet = match fields[6].1.parse() {
            Ok(q @ 0..=100) => q,
            _ => return at(Refusal::Quiet, span(6).0, span(6).1),
        };
        Ok(())
    }

    pub(super) fn read_board(&mut self, board: &str, at: usize, classic: bool) -> Read<()> {
        let n = self.size as usize;
        let rows = split_at(board, '.');
        if rows.len() != n {
            return self::at(Refusal::Rows(n), at, at + board.len());
        }
        for (r, (offset, row)) in rows.into_iter().enumerate() {
            let rank = n - 1 - r;
            let start = at + offset;
            let mut file = 0;
            let mut chars = row.char_indices().peekable();
            while let Some((i, c)) = chars.next() {
                let here = start + i;
                if file >= n && c != '0' {
                    return self::at(Refusal::RowWidth(n), start, start + row.len());
                }
                match c {
                    '1'..='8' => file += c as usize - '0' as usize,
                    'x' => {
                        self.mountains |= bit(square(file, rank));
                        file += 1;
                    }
                    'b' | 'o' | 'B' | 'O' => {
                        let leader = c.is_ascii_uppercase();
                        let player = if c.eq_ignore_ascii_case(&'b') { BLUE } else { ORANGE };
                        let bad = |text: String, end| ParseError::new(Refusal::Cell(text), here, end);
                        if leader && classic {
                            return Err(bad(c.into(), here + 1));
                        }
                        let (_, letter) = chars.next().ok_or_else(|| bad(c.into(), here + 1))?;
                        let troop = Troop::from_letter(letter)
                            .filter(|t| !t.is_bomb() && (!classic || t.is_standard()))
                            .ok_or_else(|| bad(letter.into(), here + 1 + letter.len_utf8()))?;
                        let sq = square(file, rank);
                        self.occupied[player] |= bit(sq);
                        self.troops[sq as usize] = troop;
                        if letter.is_ascii_uppercase() {
                            self.face_up |= bit(sq);
                        }
                        if leader {
                            if self.leaders[player] != NONE {
                                return Err(ParseError::new(Refusal::LeaderMarks, here, here + 2));
                            }
                            self.leaders[player] = sq;
                        }
                        file += 1;
                    }
                    _ => return self::at(Refusal::Cell(c.into()), here, here + c.len_utf8()),
                }
            }
            if file != n {
                return self::at(Refusal::RowWidth(n), start, start + row.len());
            }
        }
        Ok(())
    }

    /// The eighth field of a variant's position: flags, fortress protection, chance.
    pub(super) fn read_extras(&mut self, field: &str, start: usize) -> Read<()> {
        let mut flags = None;
        if field != "-" {
            for (offset, part) in split_at(field, '.') {
                let here = start + offset;
                let bad = || ParseError::new(Refusal::Extras(part.into()), here, here + part.len());
                let squares_of = |s: &str| -> Option<Vec<Square>> {
                    let mut out = Vec::new();
                    let mut rest = s;
                    while !rest.is_empty() {
                        let (f, r, len) = crate::game::square::read_square(rest)?;
                        (f < self.size as usize && r < self.size as usize).then_some(())?;
                        out.push(square(f, r));
                        rest = rest.get(len..)?;
                    }
                    Some(out)
                };
                // The tag letter and what follows (a part may start with any character).
                let tag_end = part.chars().next().map_or(0, char::len_utf8);
                match part.split_at_checked(tag_end).unwrap_or((part, "")) {
                    ("f", s) if self.ext & FLAGS != 0 && flags.is_none() => match squares_of(s).as_deref() {
                        Some(&[b, o]) if self.mountains & (bit(b) | bit(o)) == 0 => flags = Some([b, o]),
                        _ => return Err(bad()),
                    },
                    ("p", s) if self.ext & FORTRESSES != 0 && self.guard == NONE => match squares_of(s).as_deref() {
                        Some(&[sq]) if self.fortresses & bit(sq) != 0 => self.guard = sq,
                        _ => return Err(bad()),
                    },
                    ("r", s) if self.ext & DRAWN != 0 => self.rng = Rng::new(s.parse().map_err(|_| bad())?),
                    _ => return Err(bad()),
                }
            }
        }
        match flags {
            Some(f) => self.flags = f,
            None if self.ext & FLAGS != 0 => return at(Refusal::Extras(field.into()), start, start + field.len()),
            None => {}
        }
        if self.ext & DRAWN != 0 && !field.bytes().any(|b| b == b'r') {
            return at(Refusal::Extras(field.into()), start, start + field.len());
        }
        Ok(())
    }

    /// Checks that the board and stacks fit the phase and turn.
    pub(super) fn validate(&self) -> Result<(), Refusal> {
        let me = self.turn as usize;
        let board_troops = |p: usize| self.occupied[p].count_ones();
        let ok = match self.phase {
            Phase::Leaders => {
                let orange_fresh = board_troops(ORANGE) == 0 && self.stacks[ORANGE].taken == 0;
                if me == BLUE {
                    orange_fresh && board_troops(BLUE) == 0 && self.stacks[BLUE].taken == 0
                } else {
                    orange_fresh
                        && board_troops(BLUE) == 1
                        && self.leaders[BLUE] != NONE
                        && self.stacks[BLUE].taken == 1
                }
            }
            Phase::Guards(slot) => {
                slot as usize % 2 == me
                    && self.leaders.iter().all(|&l| l != NONE)
                    && (1..=2).contains(&self.stacks[me].taken)
            }
            Phase::Middle => true,
        };
        if !ok {
            return Err(Refusal::PhaseMismatch);
        }
        if self.phase == Phase::Leaders && self.leader_row(me) & self.free() == 0 {
            return Err(Refusal::LeaderRowFull);
        }
        for player in [BLUE, ORANGE] {
            // A marked leader is of the kind that led the stack; the fortress protection holds
            // the troop that just arrived.
            let leader = self.leaders[player];
            if leader != NONE && Some(&self.troops[leader as usize]) != self.rules.variant.stacks[player].first() {
                return Err(Refusal::LeaderMarks);
            }
        }
        if self.guard != NONE && self.owner(self.guard).is_none() {
            return Err(Refusal::Extras(format!("p{}", name(self.guard))));
        }
        Ok(())
    }

    /// No more troops of a kind (on the board and in the stack) than the stacks held at the
    /// start, and no more bombs.
    pub(super) fn count_troops(&self) -> Result<(), Refusal> {
        for player in [BLUE, ORANGE] {
            let mut count = [0u8; Troop::KINDS + 1];
            let on_board = squares(self.occupied[player] & inside(self.size)).map(|sq| self.troops[sq as usize]);
            for t in on_board.chain(self.stacks[player].remaining().iter().copied()) {
                count[t.index()] += 1;
            }
            let initial = &self.rules.variant.stacks[player];
            for (i, &c) in count.iter().enumerate() {
                let allowed = initial.iter().filter(|t| t.index() == i).count();
                if usize::from(c) > allowed {
                    return Err(Refusal::TooMany(if i == Troop::BOMB.index() {
                        '*'
                    } else {
                        (b'A' + i as u8) as char
                    }));
                }
            }
        }
        Ok(())
    }

    /// A game read from text may already be over: a captured leader, a flag carried home or
    /// 100 quiet plies.
    pub(super) fn ending_of_text(&self) -> Result<Option<Outcome>, Refusal> {
        let present = |p: usize| self.leaders[p] != NONE || self.stacks[p].taken == 0;
        let home = |p: usize| self.ext & FLAGS != 0 && self.flag_home(p);
        Ok(match (present(BLUE), present(ORANGE)) {
            (false, false) => return Err(Refusal::NoLeaders),
            (false, true) => Some(Outcome::win(ORANGE, EndReason::LeaderCaptured)),
            (true, false) => Some(Outcome::win(BLUE, EndReason::LeaderCaptured)),
            _ if home(BLUE) && home(ORANGE) => return Err(Refusal::PhaseMismatch),
            _ if home(BLUE) => Some(Outcome::win(BLUE, EndReason::FlagCarried)),
            _ if home(ORANGE) => Some(Outcome::win(ORANGE, EndReason::FlagCarried)),
            _ if self.quiet >= 100 => Some(Outcome::draw(2, EndReason::NoProgress)),
            _ => None,
        })
    }
}

/// The first field: the board size (and `h` in the eighth field) of a classic text, or a
/// variant text. Whether the text is classic, and its variant.
pub(super) fn read_head(fields: &[(usize, &str)], whole: usize) -> Read<(bool, Variant)> {
    let (head_at, head) = fields[0];
    let classic = !head.starts_with('v');
    if !(if classic { 7..=8 } else { 8..=8 }).contains(&fields.len()) {
        return at(Refusal::Fields, 0, whole);
    }
    if !classic {
        return Ok((false, Variant::from_text(head).map_err(|e| e.shifted(head_at))?));
    }
    let size = match head.parse() {
        Ok(n @ 3..=8) => n,
        _ => return at(Refusal::Size(head.into()), head_at, head_at + head.len()),
    };
    let hidden = match fields.get(7) {
        None => false,
        Some((_, "h")) => true,
        Some(&(start, flag)) => return at(Refusal::HiddenFlag, start, start + flag.len()),
    };
    Ok((true, Variant { size, hidden, ..Variant::default() }))
}

/// A stack field: the items still in the stack, top first (`-`: none); those already taken
/// are the first items of the variant's stack.
pub(super) fn read_stack(game: &Drake, player: usize, (start, field): (usize, &str)) -> Read<Stack> {
    let initial = &game.rules.variant.stacks[player];
    let mut stack = Stack::new(initial);
    if field == "-" {
        stack.taken = stack.len;
        return Ok(stack);
    }
    let classic = game.rules.variant.is_classic();
    if field.is_empty() || field.len() > initial.len() {
        return at(Refusal::Stack, start, start + field.len());
    }
    let taken = initial.len() - field.len();
    for (i, c) in field.chars().enumerate() {
        let item = Troop::from_letter(c)
            .filter(|t| (c.is_ascii_uppercase() || c == '*') && (!classic || t.is_standard()))
            .ok_or_else(|| ParseError::new(Refusal::Stack, start + i, start + i + c.len_utf8()))?;
        stack.items[taken + i] = item;
    }
    stack.taken = taken as u8;
    Ok(stack)
}
