//! The live match as kept in storage after every move, so that a reload finds it again (the
//! game itself is also saved as every game is). After a reload the connection is down: a new
//! exchange of codes reconnects, and the hellos bring the two browsers back together.

use super::controller::{Live, LiveGame, Offers};
use super::message::{Hex, Setup, Side};
use super::referee;
use super::refusal::Refused;
use super::words::{Ending, Link};
use crate::app::clock::{Clock, Running, TimeControl};
use serde::{Deserialize, Serialize};

/// The version of the saved text (a text of another version is not read).
const SAVED: u32 = 1;

#[derive(Serialize, Deserialize)]
struct Saved {
    v: u32,
    me: Side,
    entropy: Hex<32>,
    game: Option<SavedGame>,
}

#[derive(Serialize, Deserialize)]
struct SavedGame {
    number: u32,
    setup: Setup,
    /// The live game: its dealt start and the moves played.
    start: String,
    moves: Vec<String>,
    clock: Option<SavedClock>,
    ending: Option<SavedEnding>,
}

#[derive(Serialize, Deserialize)]
struct SavedClock {
    left: Vec<i64>,
    running: Option<(usize, f64)>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum SavedEnding {
    Resigned(Side),
    Flag(usize),
    Agreed,
    /// By the rules: read again from the game.
    Played,
}

impl Live {
    /// The match as text, for storage.
    pub fn saved(&self) -> String {
        let game = self.game.as_ref().map(|g| SavedGame {
            number: g.number,
            setup: g.setup.clone(),
            start: g.referee.start().to_string(),
            moves: g.referee.moves().to_vec(),
            clock: g
                .clock
                .as_ref()
                .map(|c| SavedClock { left: c.saved_left().to_vec(), running: c.running().map(|r| (r.seat, r.since)) }),
            ending: g.ending.map(|e| match e {
                Ending::Resigned(side) => SavedEnding::Resigned(side),
                Ending::Flag(seat) => SavedEnding::Flag(seat),
                Ending::Agreed => SavedEnding::Agreed,
                Ending::Played(_) => SavedEnding::Played,
            }),
        });
        let saved = Saved { v: SAVED, me: self.me, entropy: Hex(self.entropy), game };
        serde_json::to_string(&saved).unwrap_or_default()
    }

    /// The match as saved, after a reload: every move is checked again; the connection is
    /// down until a new exchange of codes.
    pub fn restore(text: &str) -> Result<Live, Refused> {
        let saved: Saved = serde_json::from_str(text).map_err(|e| Refused::Malformed(e.column()))?;
        if saved.v != SAVED {
            return Err(Refused::UnknownVersion(saved.v));
        }
        let mut live = Live::guest(saved.entropy.0);
        live.me = saved.me;
        live.link = Link::Dropped;
        live.offers = Offers::default();
        live.game = saved.game.map(restore_game).transpose()?;
        Ok(live)
    }
}

fn restore_game(saved: SavedGame) -> Result<LiveGame, Refused> {
    // The set-up without its seed (the deal is redone below from the saved start and moves).
    let seed = saved.setup.seed;
    let mut game = LiveGame::new(saved.number, Setup { seed: None, ..saved.setup })?;
    if let Some(Hex(seed)) = seed {
        game.dealt(u64::from_le_bytes(seed))?;
        game.referee = referee::open(game.setup.kind, &saved.start, &saved.moves).map_err(Refused::BadSetup)?;
        if let (Some(clocks), Some(kept)) = (game.setup.clocks, saved.clock) {
            let control = TimeControl { base_ms: clocks.base_ms, increment_ms: clocks.increment_ms };
            let running = kept.running.map(|(seat, since)| Running { seat, since });
            game.clock = Some(Clock::resume(control, kept.left, running));
        }
    }
    game.ending = match saved.ending {
        None => None,
        Some(SavedEnding::Resigned(side)) => Some(Ending::Resigned(side)),
        Some(SavedEnding::Flag(seat)) => Some(Ending::Flag(seat)),
        Some(SavedEnding::Agreed) => Some(Ending::Agreed),
        Some(SavedEnding::Played) => game.referee.outcome().map(Ending::Played),
    };
    Ok(game)
}
