//! Setting up a new game: the options of the New game dialog and the command line (read by
//! `Game::set_option`) and what `Game::new` makes of them.

use super::board::{bit, square, Square};
use super::refusal::Refusal;
use super::troop::Troop;
use super::variant::Variant;
use crate::game::rng::Rng;
use crate::game::square::read_square;

/// The choices of the New game dialog and the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    pub variant: Variant,
    /// One or two mountains on rows 2..n−1, chosen from the seed (replacing the variant's).
    pub random_mountains: bool,
    /// A variant made up from the seed instead of `variant`.
    pub random_variant: RandomVariant,
    pub seed: u64,
}

impl Default for Options {
    fn default() -> Options {
        Options { variant: Variant::default(), random_mountains: false, random_variant: RandomVariant::Off, seed: 1 }
    }
}

/// Which variants `random-variant` makes up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RandomVariant {
    Off,
    /// Anything valid: random troops, tokens, squares, flags, stacks per player, bombs, modes
    /// (`on`; for proof).
    Anything,
    /// A random troop set on an open board: the same stack for both players of built-in
    /// troops and troops of its own that can all move (`troops`; for strength matches).
    Troops,
}

impl RandomVariant {
    pub fn read(value: &str) -> Result<RandomVariant, Refusal> {
        match value {
            "troops" => Ok(RandomVariant::Troops),
            _ => Ok(if switch(value)? { RandomVariant::Anything } else { RandomVariant::Off }),
        }
    }
}

pub(super) fn switch(value: &str) -> Result<bool, Refusal> {
    match value {
        "" | "on" | "true" | "1" | "yes" => Ok(true),
        "off" | "false" | "0" | "no" => Ok(false),
        _ => Err(Refusal::BadSwitch(value.into())),
    }
}

/// Squares written `b2,d3` (or `b2 d3`); `none` or nothing for none.
pub(super) fn read_squares(value: &str) -> Result<Vec<Square>, Refusal> {
    if value == "none" {
        return Ok(Vec::new());
    }
    let mut out = Vec::new();
    for part in value.split([',', ' ']).filter(|p| !p.is_empty()) {
        match read_square(part) {
            Some((f, r, len)) if len == part.len() && f < 8 && r < 8 => out.push(square(f, r)),
            _ => return Err(Refusal::BadSquares(part.into())),
        }
    }
    Ok(out)
}

pub(super) fn set_of(squares: &[Square]) -> u64 {
    squares.iter().fold(0, |set, &sq| set | bit(sq))
}

/// A variant text read for an option: the refusal names the bad part.
pub(super) fn variant_text(text: &str) -> Result<Variant, Refusal> {
    Variant::from_text(text).map_err(|e| e.reason)
}

/// Stack items: troop letters, `*` for a bomb.
pub(super) fn read_items(value: &str) -> Result<Vec<Troop>, Refusal> {
    value
        .chars()
        .map(|c| Troop::from_letter(c).filter(|_| c == '*' || c.is_ascii_uppercase()).ok_or(Refusal::Stack))
        .collect()
}

/// One or two mountains on rows 2..n−1 (never on a leader row, a fortress or a flag).
pub(super) fn random_mountains(variant: &Variant, rng: &mut Rng) -> u64 {
    let n = variant.size as usize;
    let taken = variant.fortresses | variant.flag_squares().map_or(0, |f| bit(f[0]) | bit(f[1]));
    let candidates: Vec<u8> =
        (1..n - 1).flat_map(|r| (0..n).map(move |f| square(f, r))).filter(|&sq| taken & bit(sq) == 0).collect();
    let count = 1 + rng.below(2);
    let mut set = 0u64;
    while set.count_ones() < count.min(candidates.len()) as u32 {
        set |= bit(candidates[rng.below(candidates.len())]);
    }
    set
}
