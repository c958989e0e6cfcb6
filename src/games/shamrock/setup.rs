//! Setting up a new game, and the game text: the set-up and every action, enough to replay
//! a whole game.
//!
//! Set-up: the 16 tiles `A`..`P` are shuffled with `Rng::new(seed)`; the first tile of the
//! shuffled list is the start tile (on cell (0, 0), rotation 0), the next three go to display
//! slots 1, 2, 3, and the remaining twelve are the pile, top first. The generator goes on
//! from there (its state is part of the position) to reshuffle set-aside tiles.
//!
//! Game text: words separated by spaces. The first word is the set-up, `p<players>s<seed>`,
//! plus `x` for the expert game (`p2s1`, `p3s5x`); every other word is an action in the
//! notation of `notation` (`p2s7 P1+1+0r2 D Pp+1-1r0 E`).

use super::hex::{spot, Cell};
use super::notation::write_move;
use super::state::{Shamrock, NONE};
use super::tile::{Tile, TILE_COUNT};
use super::Move;
use crate::game::rng::Rng;
use crate::game::{Game, MoveError, ParseError, Reason, Text};

/// The choices of the New game dialog and the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// 2 (red, yellow) or 3 (red, yellow, blue).
    pub players: u8,
    pub seed: u64,
    /// The expert game with leprechauns and action points.
    pub expert: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { players: 2, seed: 1, expert: false }
    }
}

const UNKNOWN_OPTION: Text = Text {
    en: "Unknown option “{0}” for Shamrock (players, seed, expert).",
    cs: "Neznámá volba „{0}“ pro Shamrock (players, seed, expert).",
};
const BAD_PLAYERS: Text = Text {
    en: "Shamrock is for 2 or 3 players, not “{0}”.",
    cs: "Shamrock je pro 2 nebo 3 hráče, ne „{0}“.",
};
const BAD_SEED: Text = Text {
    en: "The seed must be a whole number, not “{0}”.",
    cs: "Semínko musí být celé číslo, ne „{0}“.",
};
const BAD_SWITCH: Text = Text { en: "“{0}” is not on or off.", cs: "„{0}“ není on ani off." };
const BAD_HEADER: Text = Text {
    en: "A Shamrock game starts with its set-up: p2 or p3, s and the seed, x for expert (p3s5x).",
    cs: "Partie Shamrocku začíná nastavením: p2 nebo p3, s a semínko, x pro experty (p3s5x).",
};

impl Options {
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), Reason> {
        match key {
            "players" => {
                self.players = match value {
                    "2" => 2,
                    "3" => 3,
                    _ => return Err(Reason::with(&BAD_PLAYERS, &[&value])),
                }
            }
            "seed" => self.seed = value.parse().map_err(|_| Reason::with(&BAD_SEED, &[&value]))?,
            "expert" => {
                self.expert = match value {
                    "" | "on" | "true" | "1" | "yes" => true,
                    "off" | "false" | "0" | "no" => false,
                    _ => return Err(Reason::with(&BAD_SWITCH, &[&value])),
                }
            }
            _ => return Err(Reason::with(&UNKNOWN_OPTION, &[&key])),
        }
        Ok(())
    }

    /// The set-up word of the game text (`p3s5x`).
    pub fn header(&self) -> String {
        format!("p{}s{}{}", self.players, self.seed, if self.expert { "x" } else { "" })
    }

    fn read_header(word: &str) -> Option<Options> {
        let rest = word.strip_prefix('p')?;
        let (players, rest) = rest.split_at_checked(1)?;
        let rest = rest.strip_prefix('s')?;
        let (seed, expert) = match rest.strip_suffix('x') {
            Some(seed) => (seed, true),
            None => (rest, false),
        };
        let players = match players {
            "2" => 2,
            "3" => 3,
            _ => return None,
        };
        if seed.is_empty() || !seed.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(Options { players, seed: seed.parse().ok()?, expert })
    }
}

impl Shamrock {
    pub(super) fn setup(options: &Options) -> Result<Shamrock, Reason> {
        if !(2..=3).contains(&options.players) {
            return Err(Reason::with(&BAD_PLAYERS, &[&options.players]));
        }
        let mut order: [Tile; TILE_COUNT] = std::array::from_fn(|i| i as Tile);
        let mut rng = Rng::new(options.seed);
        rng.shuffle(&mut order);
        let mut game = Shamrock::blank(options.players, options.expert);
        if let Some(start) = spot(Cell::START) {
            game.put_tile(order[0], start, 0);
        }
        game.core.display = [order[1], order[2], order[3]];
        // The pile is kept bottom first: the shuffled list's last tile is at the bottom.
        let mut pile = [NONE; TILE_COUNT - 4];
        for (i, &t) in order[4..].iter().rev().enumerate() {
            pile[i] = t;
        }
        game.core.pile[..pile.len()].copy_from_slice(&pile);
        game.core.pile_len = pile.len() as u8;
        game.core.rng = rng.state();
        game.core.to_place = if options.expert { options.players } else { 0 };
        game.core.hash = game.core.compute_hash();
        if !options.expert {
            game.seen.push(game.core.position_key());
        }
        Ok(game)
    }

    /// The moves played on this state so far (those `undo` can take back), oldest first.
    pub fn moves_played(&self) -> Vec<Move> {
        self.undo.iter().map(|u| u.mv).collect()
    }
}

/// The game text of a game set up with `options` in which `moves` were played.
pub fn write_game(options: &Options, moves: &[Move]) -> String {
    let mut text = options.header();
    for &mv in moves {
        text.push(' ');
        text.push_str(&write_move(mv));
    }
    text
}

/// Replays a game text: the set-up, then every action (each must be legal in turn).
pub fn read_game(text: &str) -> Result<(Options, Shamrock), ParseError> {
    let mut words = text.split_ascii_whitespace().map(|w| {
        let offset = w.as_ptr() as usize - text.as_ptr() as usize;
        (offset, w)
    });
    let header_error = || ParseError::new(Reason::new(&BAD_HEADER), 0, text.len());
    let (_, first) = words.next().ok_or_else(header_error)?;
    let options =
        Options::read_header(first).ok_or_else(|| ParseError::new(Reason::new(&BAD_HEADER), 0, first.len()))?;
    let mut game = Shamrock::setup(&options).map_err(|r| ParseError::new(r, 0, first.len()))?;
    for (offset, word) in words {
        match game.parse_move(word) {
            Ok(mv) => game.play_unchecked(mv),
            Err(MoveError::Syntax(e)) => return Err(e.shifted(offset)),
            Err(MoveError::Illegal(e)) => return Err(ParseError::new(e, offset, offset + word.len())),
        }
    }
    Ok((options, game))
}
