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
//! - held: the tile turned over from the pile that must be placed, or `-`;
//! - aside: tiles set aside this turn, by letter, or `-`;
//! - leprechauns: `-` in the basic game; in the expert game one entry per seat, separated
//!   by `~`: `q.r.c` (the leaf at corner c of cell (q, r)) or `-` before it is put down;
//! - rng: the state of the generator that reshuffles set-aside tiles (a decimal number).
//!
//! The start of the two-player basic game with seed 1:
//! `2b_r0_0_G0.0.0_APB_DHOCEKIMFNLJ_-_-_-_4990025626462012732`.
//! Shamrock counts are not written: they follow from the board. A game that has ended is
//! recognised from the board (two shamrocks) or the round counter.

use super::hex::{cell_at, spot, step, Cell, Spot, TILE_REACH};
use super::state::{bit, tiles, Shamrock, ACTIONS, ACTION_POINTS, FLAKES, FREE_MOVES, NONE, ROUND_LIMIT, TOKENS};
use super::tile::{colour_from_letter, colour_letter, period, tile_from_letter, tile_letter, Tile, TILE_COUNT};
use crate::game::split_at;
use crate::game::{EndReason, Outcome, ParseError, Text};

const FIELDS: Text = Text {
    en: "A Shamrock position has 10 fields separated by “_”: players and mode, turn, rounds, board, display, pile, held tile, set-aside tiles, leprechauns, generator.",
    cs: "Pozice Shamrocku má 10 polí oddělených „_“: hráči a verze, tah, kola, plán, nabídka, hromádka, odkrytý díl, odložené díly, leprikóni, generátor.",
};
const MODE: Text = Text {
    en: "The first field is 2 or 3 players, then b (basic) or x (expert): 2b, 3x.",
    cs: "První pole je počet hráčů 2 nebo 3 a pak b (základní) nebo x (experti): 2b, 3x.",
};
const TURN: Text = Text {
    en: "The turn is the seat (r, y, b) and the actions used, with “.” and the free moves in the expert game (r0, y3.1), or L and the seat during the leprechaun set-up (Lr).",
    cs: "Tah je hráč (r, y, b) a využité akce, ve verzi pro experty s „.“ a bezplatnými přesuny (r0, y3.1), nebo L a hráč při stavění leprikónů (Lr).",
};
const ROUNDS: Text = Text { en: "Rounds are a number from 0 to 60.", cs: "Kola jsou číslo od 0 do 60." };
const TILE_ENTRY: Text = Text {
    en: "A tile on the board is its letter A–P, q.r.rotation, then optionally a flake colour (r, y, b) and t for a neutral token: F1.-1.3y.",
    cs: "Díl na plánu je jeho písmeno A–P, q.r.natočení a případně barva vločky (r, y, b) a t pro neutrální žeton: F1.-1.3y.",
};
const ROTATION: Text = Text { en: "Tile {0} has rotations 0 to {1}.", cs: "Díl {0} má natočení 0 až {1}." };
const FAR: Text = Text {
    en: "Cell {0} is farther than 15 steps from the start tile.",
    cs: "Pole {0} je dál než 15 kroků od zahajovacího dílu.",
};
const SAME_CELL: Text = Text { en: "Two tiles lie on cell {0}.", cs: "Na poli {0} leží dva díly." };
const NO_START: Text = Text {
    en: "The board needs the start tile on cell 0.0, and every tile must be connected to it.",
    cs: "Plán potřebuje zahajovací díl na poli 0.0 a všechny díly musí být s ním spojené.",
};
const TILES: Text = Text {
    en: "Tile letters are A to P, or “-” for none.",
    cs: "Písmena dílů jsou A až P, nebo „-“ pro žádný.",
};
const DISPLAY: Text = Text {
    en: "The display is three slots, each a tile letter or “-”.",
    cs: "Nabídka jsou tři místa, každé písmeno dílu nebo „-“.",
};
const EVERY_TILE_ONCE: Text = Text {
    en: "Each of the 16 tiles must appear exactly once (board, display, pile, held or set aside); {0} does not.",
    cs: "Každý z 16 dílů musí být uveden právě jednou (plán, nabídka, hromádka, odkrytý nebo odložený); {0} ne.",
};
const TOO_MANY: Text = Text {
    en: "Too many flakes or neutral tokens: 3 flakes a player, 4 tokens.",
    cs: "Příliš mnoho vloček nebo žetonů: 3 vločky na hráče, 4 žetony.",
};
const LEPRECHAUNS: Text = Text {
    en: "Leprechauns: “-” in the basic game; in the expert game one q.r.corner (or “-” before the set-up put it down) per player, separated by “~”, on distinct leaves of tiles.",
    cs: "Leprikóni: „-“ v základní hře; ve verzi pro experty jeden q.r.roh (nebo „-“, dokud nebyl postaven) pro každého hráče, oddělené „~“, na různých lístcích dílů.",
};
const HELD: Text = Text {
    en: "A tile is held from the pile only when it can be placed now.",
    cs: "Díl z hromádky může být odkrytý, jen když jde teď umístit.",
};
const RNG: Text = Text { en: "The generator state is a whole number.", cs: "Stav generátoru je celé číslo." };

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
    let mut parts = text[..end].split('.');
    let q = small_int(parts.next()?)?;
    let r = small_int(parts.next()?)?;
    let k = parts.next()?;
    if parts.next().is_some() || k.len() != 1 {
        return None;
    }
    Some((q, r, k.parse().ok()?, &text[end..]))
}

fn letters(tiles: impl Iterator<Item = Tile>) -> String {
    let text: String = tiles.map(tile_letter).collect();
    if text.is_empty() {
        "-".into()
    } else {
        text
    }
}

impl Shamrock {
    pub(super) fn write_text(&self) -> String {
        let c = &self.core;
        let mode = format!("{}{}", c.players, if c.expert { 'x' } else { 'b' });
        let turn = if c.in_setup() {
            format!("L{}", colour_letter(c.turn))
        } else if c.expert {
            format!("{}{}.{}", colour_letter(c.turn), c.spent, c.free_moves)
        } else {
            format!("{}{}", colour_letter(c.turn), c.spent)
        };
        let board: Vec<String> = tiles(c.on_board)
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
        let display: String = c.display.iter().map(|&t| if t == NONE { '-' } else { tile_letter(t) }).collect();
        let pile = letters(c.pile().iter().rev().copied());
        let held = letters((c.held != NONE).then_some(c.held).into_iter());
        let aside = letters(tiles(c.set_aside));
        let leprechauns = if c.expert {
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
        } else {
            "-".into()
        };
        format!(
            "{mode}_{turn}_{}_{}_{display}_{pile}_{held}_{aside}_{leprechauns}_{}",
            c.rounds,
            board.join("~"),
            c.rng
        )
    }

    pub(super) fn read_text(text: &str) -> Result<Shamrock, ParseError> {
        let fields = split_at(text.trim_end(), '_');
        if fields.len() != 10 {
            return Err(ParseError::at(&FIELDS, &[], 0, text.len()));
        }
        let span = |i: usize| (fields[i].0, fields[i].0 + fields[i].1.len());
        let fail = |text: &'static Text, i: usize| ParseError::at(text, &[], span(i).0, span(i).1);

        let (players, expert) = match fields[0].1 {
            "2b" => (2, false),
            "2x" => (2, true),
            "3b" => (3, false),
            "3x" => (3, true),
            _ => return Err(fail(&MODE, 0)),
        };
        let mut game = Shamrock::blank(players, expert);
        game.read_turn(fields[1].1).ok_or_else(|| fail(&TURN, 1))?;
        game.core.rounds = match fields[2].1.parse() {
            Ok(n) if n <= ROUND_LIMIT && fields[2].1.len() <= 2 => n,
            _ => return Err(fail(&ROUNDS, 2)),
        };
        let mut seen: u16 = 0;
        let mut once = |t: Tile, at: usize| {
            if seen & bit(t) != 0 {
                return Err(ParseError::at(&EVERY_TILE_ONCE, &[&tile_letter(t)], at, at + 1));
            }
            seen |= bit(t);
            Ok(t)
        };
        for (offset, entry) in split_at(fields[3].1, '~') {
            let at = fields[3].0 + offset;
            let (tile, placed) = game.read_tile(entry, at)?;
            once(tile, at)?;
            let _ = placed;
        }
        let (at, display) = fields[4];
        if display.chars().count() != 3 {
            return Err(fail(&DISPLAY, 4));
        }
        for (slot, (i, ch)) in display.char_indices().enumerate() {
            game.core.display[slot] = match ch {
                '-' => NONE,
                _ => {
                    once(tile_from_letter(ch).ok_or_else(|| ParseError::at(&TILES, &[], at + i, at + i + 1))?, at + i)?
                }
            };
        }
        let mut list = |i: usize| -> Result<Vec<Tile>, ParseError> {
            let (at, field) = fields[i];
            if field == "-" {
                return Ok(Vec::new());
            }
            let mut out = Vec::new();
            for (j, ch) in field.char_indices() {
                out.push(once(
                    tile_from_letter(ch).ok_or_else(|| ParseError::at(&TILES, &[], at + j, at + j + 1))?,
                    at + j,
                )?);
            }
            Ok(out)
        };
        let pile: Vec<Tile> = list(5)?.into_iter().rev().collect();
        let held = list(6)?;
        let aside = list(7)?;
        if held.len() > 1 {
            return Err(fail(&TILES, 6));
        }
        if let Some(missing) = (0..TILE_COUNT as Tile).find(|&t| seen & bit(t) == 0) {
            return Err(ParseError::at(&EVERY_TILE_ONCE, &[&tile_letter(missing)], 0, text.len()));
        }
        game.core.pile[..pile.len()].copy_from_slice(&pile);
        game.core.pile_len = pile.len() as u8;
        game.core.held = held.first().copied().unwrap_or(NONE);
        game.core.set_aside = aside.iter().fold(0, |set, &t| set | bit(t));
        game.read_leprechauns(fields[8].1).ok_or_else(|| fail(&LEPRECHAUNS, 8))?;
        game.core.rng = fields[9].1.parse().map_err(|_| fail(&RNG, 9))?;
        if !game.is_connected() {
            return Err(fail(&NO_START, 3));
        }
        let c = &game.core;
        if c.tokens.count_ones() > TOKENS || (0..players).any(|s| c.flakes_on_board(s) > FLAKES) {
            return Err(fail(&TOO_MANY, 3));
        }
        if c.held != NONE && (c.in_setup() || !game.may_place() || !game.fits_anywhere(c.held)) {
            return Err(fail(&HELD, 6));
        }
        game.core.shamrocks = game.count_shamrocks();
        game.core.hash = game.core.compute_hash();
        game.core.ended = game.shamrock_outcome().or_else(|| {
            (game.core.rounds >= ROUND_LIMIT).then(|| Outcome::draw(players as usize, EndReason::RoundLimit))
        });
        let c = &game.core;
        if !c.in_setup() && c.spent == 0 && c.free_moves == 0 && c.tokens == 0 {
            game.seen.push(c.position_key());
        }
        Ok(game)
    }

    /// `r0`, `y3.1` (expert), `Lb` (expert set-up).
    fn read_turn(&mut self, field: &str) -> Option<()> {
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
    fn read_tile(&mut self, entry: &str, at: usize) -> Result<(Tile, Spot), ParseError> {
        let bad = || ParseError::at(&TILE_ENTRY, &[], at, at + entry.len());
        let mut chars = entry.chars();
        let tile = chars.next().and_then(tile_from_letter).ok_or_else(bad)?;
        let (q, r, k, marks) = three_numbers(chars.as_str()).ok_or_else(bad)?;
        let cell = Cell::new(q, r);
        if k >= period(tile) {
            return Err(ParseError::at(&ROTATION, &[&tile_letter(tile), &(period(tile) - 1)], at, at + entry.len()));
        }
        if cell.distance() > TILE_REACH {
            return Err(ParseError::at(&FAR, &[&format!("{q}.{r}")], at, at + entry.len()));
        }
        let s = spot(cell).ok_or_else(bad)?;
        if self.tile_on(s).is_some() {
            return Err(ParseError::at(&SAME_CELL, &[&format!("{q}.{r}")], at, at + entry.len()));
        }
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
        self.put_tile(tile, s, k);
        self.core.flake[tile as usize] = flake;
        if token {
            self.core.tokens |= bit(tile);
        }
        Ok((tile, s))
    }

    /// `-` (basic) or one entry per seat (expert).
    fn read_leprechauns(&mut self, field: &str) -> Option<()> {
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

    /// The start cell holds a tile and every tile is connected to it.
    fn is_connected(&self) -> bool {
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
