//! Saved games of The Drake for the tests of the library and the keeper.

use deskovna::app::library::Slot;
use deskovna::app::record::Record;
use deskovna::games::GameKind;

pub const START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";

/// A game of The Drake from its start with `moves`, played by people.
pub fn record(moves: &[&str]) -> Record {
    Record {
        kind: GameKind::Drake,
        start: START.into(),
        moves: moves.iter().map(|m| m.to_string()).collect(),
        seats: Vec::new(),
        tree: None,
    }
}

/// The Drake's saved game `n`.
pub fn drake(n: u32) -> Slot {
    Slot { kind: GameKind::Drake, number: n }
}
