//! Setting up a new game: board size, mountains and the stack variants.

use super::board::{bit, inside, square, squares};
use super::state::{Drake, Stack, BLUE, ORANGE};
use crate::game::rng::Rng;
use crate::game::square::read_square;
use crate::game::{Reason, Text};

/// Where the mountains go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mountains {
    /// Exactly these squares (a set of `rank * 8 + file` bits).
    Squares(u64),
    /// One or two mountains on rows 2..n−1, chosen from the seed.
    Random,
}

/// The choices of the New game dialog and the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub size: u8,
    pub mountains: Mountains,
    pub random_stack: bool,
    pub hidden_stack: bool,
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options { size: 4, mountains: Mountains::Squares(0), random_stack: false, hidden_stack: false, seed: 1 }
    }
}

const UNKNOWN_OPTION: Text = Text {
    en: "Unknown option “{0}” for The Drake (size, mountains, random-stack, hidden-stack, seed).",
    cs: "Neznámá volba „{0}“ pro The Drake (size, mountains, random-stack, hidden-stack, seed).",
};
const BAD_SIZE: Text = Text {
    en: "The board size must be 3 to 8, not “{0}”.",
    cs: "Velikost desky musí být 3 až 8, ne „{0}“.",
};
const BAD_MOUNTAIN: Text = Text {
    en: "“{0}” is not a square for a mountain (write squares like b2,d3, or none, or random).",
    cs: "„{0}“ není pole pro horu (pište pole jako b2,d3, nebo none, nebo random).",
};
const MOUNTAIN_OFF_BOARD: Text =
    Text { en: "The mountain on {0} is off the board.", cs: "Hora na poli {0} je mimo desku." };
const BAD_SWITCH: Text = Text { en: "“{0}” is not on or off.", cs: "„{0}“ není on ani off." };
const BAD_SEED: Text = Text {
    en: "The seed must be a whole number, not “{0}”.",
    cs: "Semínko musí být celé číslo, ne „{0}“.",
};
const ROW_BLOCKED: Text = Text {
    en: "Row {0} is all mountains: a leader would have nowhere to stand.",
    cs: "Řada {0} je celá z hor: vůdce by neměl kam stoupnout.",
};

fn switch(value: &str) -> Result<bool, Reason> {
    match value {
        "" | "on" | "true" | "1" | "yes" => Ok(true),
        "off" | "false" | "0" | "no" => Ok(false),
        _ => Err(Reason::with(&BAD_SWITCH, &[&value])),
    }
}

impl Options {
    pub fn set(&mut self, key: &str, value: &str) -> Result<(), Reason> {
        match key {
            "size" => {
                self.size = match value.parse() {
                    Ok(n @ 3..=8) => n,
                    _ => return Err(Reason::with(&BAD_SIZE, &[&value])),
                }
            }
            "mountains" => self.mountains = parse_mountains(value)?,
            "random-stack" => self.random_stack = switch(value)?,
            "hidden-stack" => self.hidden_stack = switch(value)?,
            "seed" => self.seed = value.parse().map_err(|_| Reason::with(&BAD_SEED, &[&value]))?,
            _ => return Err(Reason::with(&UNKNOWN_OPTION, &[&key])),
        }
        Ok(())
    }
}

fn parse_mountains(value: &str) -> Result<Mountains, Reason> {
    match value {
        "" | "none" => return Ok(Mountains::Squares(0)),
        "random" => return Ok(Mountains::Random),
        _ => {}
    }
    let mut set = 0;
    for part in value.split([',', ' ']).filter(|p| !p.is_empty()) {
        match read_square(part) {
            Some((f, r, len)) if len == part.len() && f < 8 && r < 8 => set |= bit(square(f, r)),
            _ => return Err(Reason::with(&BAD_MOUNTAIN, &[&part])),
        }
    }
    Ok(Mountains::Squares(set))
}

/// One or two mountains on rows 2..n−1 (never on a leader row).
fn random_mountains(size: u8, rng: &mut Rng) -> u64 {
    let n = size as usize;
    let candidates: Vec<u8> = (1..n - 1).flat_map(|r| (0..n).map(move |f| square(f, r))).collect();
    let count = 1 + rng.below(2);
    let mut set = 0u64;
    while set.count_ones() < count.min(candidates.len()) as u32 {
        set |= bit(candidates[rng.below(candidates.len())]);
    }
    set
}

impl Drake {
    pub(super) fn setup(options: &Options) -> Result<Drake, Reason> {
        let size = options.size;
        if !(3..=8).contains(&size) {
            return Err(Reason::with(&BAD_SIZE, &[&size]));
        }
        let mut rng = Rng::new(options.seed);
        let mountains = match options.mountains {
            Mountains::Squares(set) => set,
            Mountains::Random => random_mountains(size, &mut rng),
        };
        if let Some(sq) = squares(mountains & !inside(size)).next() {
            return Err(Reason::with(&MOUNTAIN_OFF_BOARD, &[&super::board::name(sq)]));
        }
        let mut stacks = [Stack::FULL; 2];
        if options.random_stack {
            // Leader and guards stay on top; the rest of each stack is shuffled.
            for stack in &mut stacks {
                rng.shuffle(&mut stack.troops[3..]);
            }
        }
        let game = Drake::empty(size, mountains, stacks, options.hidden_stack);
        for (player, row) in [(BLUE, 1), (ORANGE, size as usize)] {
            if game.leader_row(player) & game.free() == 0 {
                return Err(Reason::with(&ROW_BLOCKED, &[&row]));
            }
        }
        Ok(game)
    }
}
