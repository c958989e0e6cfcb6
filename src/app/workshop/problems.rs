//! What is wrong with a variant in the making, most important first: what `Variant::check`
//! refuses (the variant cannot be played or saved until it is mended), then what the player
//! may have overlooked.

use super::Side;
use crate::games::drake::{Part, Refusal, Variant};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The variant is refused (`Variant::check`): why, and which part is wrong.
    Invalid(Refusal, Part),
    /// A troop of the variant's own (its letter) is in neither stack: it never plays.
    Unused(char),
    /// A side of a troop of the variant's own has no move: while it is up, the troop cannot
    /// act (tokens still work).
    Idle(char, Side),
}

impl Problem {
    /// Whether it keeps the variant from being played or saved.
    pub fn blocks(&self) -> bool {
        matches!(self, Problem::Invalid(..))
    }
}

pub(super) fn of(variant: &Variant) -> Vec<Problem> {
    let mut out = Vec::new();
    if let Err((why, part)) = variant.check() {
        out.push(Problem::Invalid(why, part));
    }
    for kind in &variant.troops {
        if !variant.stacks.iter().flatten().any(|t| t.letter() == kind.letter) {
            out.push(Problem::Unused(kind.letter));
        }
        for side in 0..2 {
            if kind.sides[side].iter().all(|a| a.kind.is_token()) {
                out.push(Problem::Idle(kind.letter, side));
            }
        }
    }
    out
}
