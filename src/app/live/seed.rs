//! A fair deal: both browsers commit to a random seed before either is shown, so neither can
//! choose what the hidden pile holds.
//!
//! Each side draws a seed and a nonce and sends `SHA-256(seed ‖ nonce)` first; only once it
//! holds the other side's commitment does it reveal its own seed and nonce. A revealed pair
//! that does not hash to its commitment is refused. The game's seed is SHA-256 of both seeds
//! (the host's first), so one honest side's randomness is enough to make it unpredictable.

use super::message::{Hex, Side};
use sha2::{Digest, Sha256};

/// One side's secret for one game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Secret {
    pub seed: [u8; 8],
    pub nonce: [u8; 16],
}

impl Secret {
    /// The secret for game `game`, drawn from the browser's random `entropy` (given once per
    /// live match): each game of the match gets its own, and a reloaded page finds the same
    /// one again, so a commitment sent before the reload stays true.
    pub fn draw(entropy: &[u8; 32], game: u32) -> Secret {
        let digest = Sha256::new()
            .chain_update(b"deskovna live seed")
            .chain_update(entropy)
            .chain_update(game.to_le_bytes())
            .finalize();
        let mut seed = [0; 8];
        let mut nonce = [0; 16];
        seed.copy_from_slice(&digest[..8]);
        nonce.copy_from_slice(&digest[8..24]);
        Secret { seed, nonce }
    }

    pub fn commitment(&self) -> Hex<32> {
        commitment(&self.seed, &self.nonce)
    }
}

/// `SHA-256(seed ‖ nonce)`.
pub fn commitment(seed: &[u8; 8], nonce: &[u8; 16]) -> Hex<32> {
    Hex(Sha256::new().chain_update(seed).chain_update(nonce).finalize().into())
}

/// Whether a revealed seed and nonce are the ones committed to.
pub fn matches(commitment_sent: &Hex<32>, seed: &[u8; 8], nonce: &[u8; 16]) -> bool {
    commitment(seed, nonce) == *commitment_sent
}

/// The game's seed from both sides' seeds.
pub fn combine(mine: Side, my_seed: &[u8; 8], their_seed: &[u8; 8]) -> u64 {
    let (host, guest) = match mine {
        Side::Host => (my_seed, their_seed),
        Side::Guest => (their_seed, my_seed),
    };
    let digest = Sha256::new().chain_update(b"deskovna deal").chain_update(host).chain_update(guest).finalize();
    let mut first = [0; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}
