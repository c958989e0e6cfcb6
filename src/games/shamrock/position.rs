//! The position text: one URL-safe line (letters, digits, `.`, `_`, `-`, `~`) that round-trips.
//!
//! `<players><mode>_<turn>_<rounds>_<board>_<display>_<pile>_<held>_<aside>_<leprechauns>_<rng>`
//! - players and mode: `2` or `3`, then `b` (basic) or `x` (expert);
//! - turn: the seat to move (`r` red, `y` yellow, `b` blue) and the actions (basic) or action
//!   points (expert) used this turn, plus in the expert game `.` and the free moves made
//!   (`r0`, `y2`, `b3.1`); during the expert set-up `L` and the seat putting its leprechaun
//!   down (`Lr`);
//! - rounds: full rounds played, 0..60;
//! - board: the tiles on the board separated by `~`, by letter: the tile letter `A`..`P`
//!   (rules/shamrock.md's order), then `q.r.k` (axial cell, rotation below the tile's period),
//!   then `r`/`y`/`b` if a flake of that colour lies on it and `t` if a neutral token does
//!   (`A0.0.0~F1.-1.3y~K0.1.2t`). The start tile is the one on 0.0;
//! - display: slots 1–3, a tile letter or `-` each (`BC-`);
//! - pile: tile letters, top first, or `-`;
//! - held: the tile turned over from the pile that must be placed, or `-`; in the expert game
//!   `~` when the tile turned over fitted nowhere and another must be taken now;
//! - aside: tiles set aside this turn, by letter, or `-`;
//! - leprechauns: `-` in the basic game; in the expert game one entry per seat, separated
//!   by `~`: `q.r.c` (the leaf at corner c of cell (q, r)) or `-` before it is put down;
//! - rng: the state of the generator that reshuffles set-aside tiles: `g` and exactly 16
//!   hexadecimal digits, so that a text cut short inside it is refused rather than read as
//!   another game. (Older texts wrote it as a decimal number, which is still read.)
//!
//! The start of the two-player basic game with seed 1:
//! `2b_r0_0_G0.0.0_APB_DHOCEKIMFNLJ_-_-_-_g454021de755d453c`.
//! Shamrock counts are not written: they follow from the board. A game that has ended is
//! recognised from the board (two shamrocks) or the round counter.

use super::hex::{cell_at, spot, step, Cell, Spot, TILE_REACH};
use super::state::{bit, tiles, Shamrock, ACTIONS, ACTION_POINTS, FLAKES, FREE_MOVES, NONE, ROUND_LIMIT, TOKENS};
use super::tile::{colour_from_letter, colour_letter, period, tile_from_letter, tile_letter, Tile, TILE_COUNT};
use super::Refusal;
use crate::game::{split_at, EndReason, Outcome, ParseError};

/// A decimal number with an optional `-`, in the range of `i8`.
fn small_int(text: &str) -> Option<i8> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}

/// `q.r.k` with the rest of the entry after it.
fn three_numbers(text: &str) -> Option<(i8, i8, u8, &str)> {
    let end = text.find(|c: char| !(c.is_ascii_digit() || c == '-' || c == '.')).unwrap_or(text.len());
    let (numbers, rest) = text.split_at_checked(end)?;
    let mut parts = numbers.split('.');
    let q = small_int(parts.next()?)?;
    let r = small_int(parts.next()?)?;
    let k = parts.next()?;
    if parts.next().is_some() || k.len() != 1 {
        return None;
    }
    Some((q, r, k.parse().ok()?, rest))
}

/// Tile letters, or `-` for none.
pub(super) fn letters(tiles: impl Iterator<Item = Tile>) -> String {
    let text: String = tiles.map(tile_letter).collect();
    if text.is_empty() {
        "-".into()
    } else {
        text
    }
}

/// The generator field: `g` and 16 hexadecimal digits, or (older texts) a decimal number.
pub(super) fn read_generator(field: &str) -> Option<u64> {
    match field.strip_prefix('g') {
        Some(hex) if hex.len() == 16 && hex.bytes().all(|b| b.is_ascii_hexdigit()) => u64::from_str_radix(hex, 16).ok(),
        Some(_) => None,
        None if field.bytes().all(|b| b.is_ascii_digit()) => field.parse().ok(),
        None => None,
    }
}

impl Shamrock {
    /// `r0`, `y3.1` (expert), `Lb` (expert set-up).
    pub(super) fn turn_field(&self) -> String {
        let c = &self.core;
        if c.in_setup() {
            format!("L{}", colour_letter(c.turn))
        } else if c.expert {
            format!("{}{}.{}", colour_letter(c.turn), c.spent, c.free_moves)
        } else {
            format!("{}{}", colour_letter(c.turn), c.spent)
        }
    }

    /// The tiles on the board by letter: `A0.0.0~F1.-1.3y~K0.1.2t`.
    pub(super) fn board_field(&self) -> String {
        let c = &self.core;
        let entries: Vec<String> = tiles(c.on_board)
            .map(|t| {
                let i = t as usize;
                let cell = cell_at(c.spot[i] as Spot);
                let mut entry = format!("{}{}.{}.{}", tile_letter(t), cell.q, cell.r, c.rotation[i]);
                if c.flake[i] != NONE {
                    entry.push(colour_letter(c.flake[i]));
                }
                if c.tokens & bit(t) != 0 {
                    entry.push('t');
                }
                entry
            })
            .collect();
        entries.join("~")
    }

    /// `-` (basic) or each seat's leaf, `q.r.c` or `-`, joined by `~`.
    pub(super) fn leprechaun_field(&self) -> String {
        let c = &self.core;
        if !c.expert {
            return "-".into();
        }
        let entries: Vec<String> = c.leprechauns[..c.players as usize]
            .iter()
            .map(|l| match *l {
                Some((s, corner)) => {
                    let cell = cell_at(s as Spot);
                    format!("{}.{}.{}", cell.q, cell.r, corner)
                }
                None => "-".into(),
            })
            .collect();
        entries.join("~")
    }

    /// The five fields that say where the tiles are — board, display, pile, held, aside —
    /// each `(offset, text)`: every one of the 16 tiles exactly once.
    pub(super) fn read_tiles(&mut self, fields: &[(usize, &str)], text_len: usize) -> Result<(), ParseError<Refusal>> {
        let &[(board_at, board), (display_at, display), pile, (held_at, held), aside] = fields else {
            return Err(ParseError::new(Refusal::Fields, 0, text_len));
        };
        let mut seen: u16 = 0;
        let mut once = |t: Tile, at: usize| {
            if seen & bit(t) != 0 {
                return Err(ParseError::new(Refusal::EveryTileOnce(t), at, at + 1));
            }
            seen |= bit(t);
            Ok(t)
        };
        for (offset, entry) in split_at(board, '~') {
            let at = board_at + offset;
            once(self.read_tile(entry, at)?, at)?;
        }
        if display.chars().count() != 3 {
            return Err(ParseError::new(Refusal::Display, display_at, display_at + display.len()));
        }
        let letter =
            |ch: char, at: usize| tile_from_letter(ch).ok_or_else(|| ParseError::new(Refusal::Tiles, at, at + 1));
        for (slot, (i, ch)) in display.char_indices().enumerate() {
            self.core.display[slot] = if ch == '-' { NONE } else { once(letter(ch, display_at + i)?, display_at + i)? };
        }
        let mut list = |(at, field): (usize, &str)| -> Result<Vec<Tile>, ParseError<Refusal>> {
            if field == "-" {
                return Ok(Vec::new());
            }
            field.char_indices().map(|(j, ch)| once(letter(ch, at + j)?, at + j)).collect()
        };
        let pile: Vec<Tile> = list(pile)?.into_iter().rev().collect();
        self.core.taking_another = held == "~";
        let hand = if self.core.taking_another { Vec::new() } else { list((held_at, held))? };
        if hand.len() > 1 {
            return Err(ParseError::new(Refusal::Tiles, held_at, held_at + held.len()));
        }
        let aside = list(aside)?;
        if let Some(missing) = (0..TILE_COUNT as Tile).find(|&t| seen & bit(t) == 0) {
            return Err(ParseError::new(Refusal::EveryTileOnce(missing), 0, text_len));
        }
        self.core.pile[..pile.len()].copy_from_slice(&pile);
        self.core.pile_len = pile.len() as u8;
        self.core.held = hand.first().copied().unwrap_or(NONE);
        self.core.set_aside = aside.iter().fold(0, |set, &t| set | bit(t));
        Ok(())
    }

    /// Whether the hand is one a game can reach: a tile from the pile only when it can be
    /// placed now; "take another" only in the expert game, after a tile was set aside, with
    /// something left to take.
    pub(super) fn hand_is_sound(&self) -> bool {
        let c = &self.core;
        if c.held != NONE {
            return !c.taking_another && !c.in_setup() && self.may_place() && self.fits_anywhere(c.held);
        }
        !c.taking_another
            || (c.expert && !c.in_setup() && c.set_aside != 0 && self.may_place() && self.something_to_take())
    }

    /// `r0`, `y3.1` (expert), `Lb` (expert set-up).
    pub(super) fn read_turn(&mut self, field: &str) -> Option<()> {
        let c = &mut self.core;
        let mut chars = field.chars();
        let first = chars.next()?;
        if first == 'L' {
            let seat = colour_from_letter(chars.next()?)?;
            if !c.expert || chars.next().is_some() || seat >= c.players {
                return None;
            }
            c.turn = seat;
            c.to_place = c.players - seat;
            return Some(());
        }
        let seat = colour_from_letter(first)?;
        let rest = chars.as_str();
        let (spent, free) = match rest.split_once('.') {
            Some((spent, free)) if c.expert => (spent, free),
            None if !c.expert => (rest, "0"),
            _ => return None,
        };
        let digit = |s: &str| (s.len() == 1).then(|| s.parse::<u8>().ok()).flatten();
        let (spent, free) = (digit(spent)?, digit(free)?);
        let budget = if c.expert { ACTION_POINTS } else { ACTIONS };
        if seat >= c.players || spent > budget || free > FREE_MOVES {
            return None;
        }
        c.turn = seat;
        c.spent = spent;
        c.free_moves = free;
        Some(())
    }

    /// One board entry, put on the board.
    fn read_tile(&mut self, entry: &str, at: usize) -> Result<Tile, ParseError<Refusal>> {
        let span = (at, at + entry.len());
        let bad = || ParseError::new(Refusal::TileEntry, span.0, span.1);
        let mut chars = entry.chars();
        let tile = chars.next().and_then(tile_from_letter).ok_or_else(bad)?;
        let (q, r, k, marks) = three_numbers(chars.as_str()).ok_or_else(bad)?;
        let (flake, token) = match marks {
            "" => (NONE, false),
            "t" => (NONE, true),
            _ => {
                let mut m = marks.chars();
                let colour =
                    m.next().and_then(colour_from_letter).filter(|&c| c < self.core.players).ok_or_else(bad)?;
                match m.as_str() {
                    "" => (colour, false),
                    "t" => (colour, true),
                    _ => return Err(bad()),
                }
            }
        };
        self.lay(tile, Cell::new(q, r), k, flake, token).map_err(|why| ParseError::new(why, span.0, span.1))?;
        Ok(tile)
    }

    /// Lays `tile` on `cell` at rotation `k` with a flake of a seat (or `NONE`) and a neutral
    /// token or not: for a position read from a text or made of a setup.
    pub(super) fn lay(&mut self, tile: Tile, cell: Cell, k: u8, flake: u8, token: bool) -> Result<(), Refusal> {
        if k >= period(tile) {
            return Err(Refusal::Rotation { tile, last: period(tile) - 1 });
        }
        if cell.distance() > TILE_REACH {
            return Err(Refusal::Far(cell));
        }
        let s = spot(cell).ok_or(Refusal::Far(cell))?;
        if self.tile_on(s).is_some() {
            return Err(Refusal::SameCell(cell));
        }
        if flake != NONE && flake >= self.core.players {
            return Err(Refusal::TileEntry);
        }
        self.put_tile(tile, s, k);
        self.core.flake[tile as usize] = flake;
        if token {
            self.core.tokens |= bit(tile);
        }
        Ok(())
    }

    /// `-` (basic) or one entry per seat (expert).
    pub(super) fn read_leprechauns(&mut self, field: &str) -> Option<()> {
        if !self.core.expert {
            return (field == "-").then_some(());
        }
        let entries: Vec<&str> = field.split('~').collect();
        if entries.len() != self.core.players as usize {
            return None;
        }
        let placed = self.core.players - self.core.to_place;
        for (seat, entry) in entries.into_iter().enumerate() {
            let should_stand = (seat as u8) < placed;
            if entry == "-" {
                if should_stand {
                    return None;
                }
                continue;
            }
            let (q, r, corner, rest) = three_numbers(entry)?;
            let s = spot(Cell::new(q, r))?;
            if !should_stand || !rest.is_empty() || corner >= 6 || self.tile_on(s).is_none() {
                return None;
            }
            if self.core.leprechaun_on(s as u16, corner).is_some() {
                return None;
            }
            self.core.leprechauns[seat] = Some((s as u16, corner));
        }
        Some(())
    }

    /// What a position read from a text or made of a setup must satisfy beyond where its
    /// tiles lie (connected, supplies, the hand); then its counts, hash, end and history.
    pub(super) fn settle(&mut self) -> Result<(), Refusal> {
        if !self.is_connected() {
            return Err(Refusal::NoStart);
        }
        let c = &self.core;
        if c.tokens.count_ones() > TOKENS || (0..c.players).any(|s| c.flakes_on_board(s) > FLAKES) {
            return Err(Refusal::TooMany);
        }
        if !self.hand_is_sound() {
            return Err(Refusal::Held);
        }
        self.core.shamrocks = self.count_shamrocks();
        self.core.hash = self.core.compute_hash();
        let players = self.core.players as usize;
        self.core.ended = self
            .shamrock_outcome()
            .or_else(|| (self.core.rounds >= ROUND_LIMIT).then(|| Outcome::draw(players, EndReason::RoundLimit)));
        let c = &self.core;
        if !c.in_setup() && c.spent == 0 && c.free_moves == 0 && c.tokens == 0 {
            self.seen.push(c.position_key());
        }
        Ok(())
    }

    /// The start cell holds a tile and every tile is connected to it.
    pub(super) fn is_connected(&self) -> bool {
        let Some(start) = spot(Cell::START).filter(|&s| self.tile_on(s).is_some()) else { return false };
        let mut reached: u16 = 0;
        let mut stack = [0usize; TILE_COUNT];
        let mut len = 1;
        stack[0] = start;
        if let Some(t) = self.tile_on(start) {
            reached |= bit(t);
        }
        while len > 0 {
            len -= 1;
            let s = stack[len];
            for d in 0..6 {
                let n = step(s, d);
                if let Some(t) = self.tile_on(n) {
                    if reached & bit(t) == 0 {
                        reached |= bit(t);
                        if let Some(slot) = stack.get_mut(len) {
                            *slot = n;
                            len += 1;
                        }
                    }
                }
            }
        }
        reached == self.core.on_board
    }
}
