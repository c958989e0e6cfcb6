//! Shamrocks on the board and how the game ends.

use super::hex::{other_leaves, Spot};
use super::state::{Shamrock, ROUND_LIMIT};
use crate::game::{EndReason, Outcome};

impl Shamrock {
    /// The colour of the shamrock at the vertex of `corner` of the tile on `spot`: all three
    /// cells hold tiles and their three leaves there agree.
    pub(super) fn shamrock_at(&self, spot: Spot, corner: u8) -> Option<u8> {
        let colour = self.leaf(spot, corner)?;
        for (s, c) in other_leaves(spot, corner) {
            if self.leaf(s, c)? != colour {
                return None;
            }
        }
        Some(colour)
    }

    /// Adds (or removes) the shamrocks around the tile on `spot` to the per-colour counts.
    pub(super) fn count_around(&mut self, spot: Spot, add: bool) {
        for corner in 0..6 {
            if let Some(colour) = self.shamrock_at(spot, corner) {
                if let Some(n) = self.core.shamrocks.get_mut(colour as usize) {
                    *n = if add { n.saturating_add(1) } else { n.saturating_sub(1) };
                }
            }
        }
    }

    /// The per-colour shamrock counts from scratch (the kept counts must always equal it).
    pub fn count_shamrocks(&self) -> [u8; 3] {
        let mut counts = [0u8; 3];
        for t in super::state::tiles(self.core.on_board) {
            let s = self.core.spot[t as usize & 15] as Spot;
            // Each vertex is counted from the tile whose top or bottom corner it is.
            for corner in [0, 3] {
                if let Some(colour) = self.shamrock_at(s, corner) {
                    counts[colour as usize % 3] += 1;
                }
            }
        }
        counts
    }

    /// The end by shamrocks, if a player has two or more of their colour: the most shamrocks
    /// win (equal counts share); with three players the one after the winner in turn order is
    /// second, the one before third.
    pub(super) fn shamrock_outcome(&self) -> Option<Outcome> {
        let n = self.core.players as usize;
        let counts = &self.core.shamrocks[..n.min(3)];
        let best = counts.iter().copied().max().unwrap_or(0);
        if best < 2 {
            return None;
        }
        let mut places = [1u8; 3];
        let mut winners = 0;
        for (seat, &c) in counts.iter().enumerate() {
            if c == best {
                places[seat] = 0;
                winners += 1;
            }
        }
        if winners == 1 && n == 3 {
            let winner = places.iter().position(|&p| p == 0).unwrap_or(0);
            places[(winner + 1) % 3] = 1;
            places[(winner + 2) % 3] = 2;
        }
        Some(Outcome::ranked(&places[..n], EndReason::Shamrocks))
    }

    /// The end at the start of a turn: the position for the third time, or the round limit.
    pub(super) fn turn_start_outcome(&self) -> Option<Outcome> {
        let n = self.core.players as usize;
        let key = self.core.position_key();
        if self.seen.iter().filter(|&&k| k == key).count() >= 3 {
            Some(Outcome::draw(n, EndReason::Repetition))
        } else if self.core.rounds >= ROUND_LIMIT {
            Some(Outcome::draw(n, EndReason::RoundLimit))
        } else {
            None
        }
    }
}
