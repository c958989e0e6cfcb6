//! One game of a live match: its set-up, the game as this browser checks it, its clock, how it
//! ended, and the seeds' exchange until the deal.

use super::controller::LAG_ALLOWANCE_MS;
use super::message::{Hex, Setup, Side};
use super::referee::{self, Referee};
use super::refusal::Refused;
use super::words::Ending;
use crate::app::clock::{Clock, Flagged, TimeControl};
use crate::app::record::Record;
use crate::game::{Reason, Seat};

/// The seeds of the deal under way.
#[derive(Clone, Debug, Default)]
pub struct Deal {
    pub committed: bool,
    pub revealed: bool,
    pub their_commitment: Option<Hex<32>>,
    pub their_seed: Option<[u8; 8]>,
}

/// One game of the match.
pub struct LiveGame {
    /// 1, then each rematch.
    pub number: u32,
    /// The game as set up (the rematch starts from it); its seed once agreed.
    pub setup: Setup,
    /// The game being played, from its dealt start.
    pub referee: Box<dyn Referee>,
    pub clock: Option<Clock>,
    pub ending: Option<Ending>,
    /// The seeds' exchange, until the seed is agreed.
    pub deal: Option<Deal>,
}

impl LiveGame {
    /// Game `number` of `setup`: opened and checked; dealt at once if its seed is known.
    pub fn new(number: u32, setup: Setup) -> Result<LiveGame, Refused> {
        let referee = referee::open(setup.kind, &setup.start, &setup.moves).map_err(Refused::BadSetup)?;
        let sides_play = [Side::Host, Side::Guest].iter().all(|side| setup.owners.contains(side));
        if setup.owners.len() != referee.seats() || !sides_play {
            return Err(Refused::BadSetup(Reason::new(&OWNERS)));
        }
        let mut game = LiveGame { number, setup, referee, clock: None, ending: None, deal: Some(Deal::default()) };
        if let Some(Hex(seed)) = game.setup.seed {
            game.dealt(u64::from_le_bytes(seed))?;
        }
        Ok(game)
    }

    /// Deals the game from the agreed seed: what is hidden in the position reached is
    /// arranged by it. If that changed the position, the live game starts there; if not (no
    /// hidden part), it keeps the set-up's start and moves.
    pub fn dealt(&mut self, seed: u64) -> Result<(), Refused> {
        let setup = &self.setup;
        let before = self.referee.position();
        let after = referee::deal(setup.kind, &before, seed).map_err(Refused::BadSetup)?;
        if after != before {
            self.referee = referee::open(setup.kind, &after, &[]).map_err(Refused::BadSetup)?;
        }
        self.setup.seed = Some(Hex(seed.to_le_bytes()));
        self.deal = None;
        self.clock = self.setup.clocks.map(|c| {
            Clock::new(TimeControl { base_ms: c.base_ms, increment_ms: c.increment_ms }, self.referee.seats())
        });
        Ok(())
    }

    pub fn playing(&self) -> bool {
        self.deal.is_none() && self.ending.is_none()
    }

    pub fn owner(&self, seat: Seat) -> Option<Side> {
        self.setup.owners.get(seat).copied()
    }

    pub fn record(&self) -> Record {
        Record {
            kind: self.setup.kind,
            start: self.referee.start().to_string(),
            moves: self.referee.moves().to_vec(),
            seats: Vec::new(),
            tree: None,
        }
    }

    /// The clock after a move: the turn passes if the seat to move changed. `reported`: the
    /// other browser's measure of its turn (bounded), `None` for a move made here.
    pub fn follow_clock(&mut self, reported: Option<u64>, now: f64) -> Result<(), Flagged> {
        let to_move = self.referee.to_move();
        let Some(clock) = self.clock.as_mut() else { return Ok(()) };
        match reported {
            None => clock.follow(to_move, now),
            Some(ms) => clock.follow_reported(to_move, ms, LAG_ALLOWANCE_MS, now),
        }
        .map(|_| ())
    }

    /// How far a takeback asked by `side` goes: back to the start of its last turn (and the
    /// other side's moves since). `None` if it has not moved, or if that would take back a
    /// tile both have seen turned over.
    pub fn takeback_point(&self, side: Side) -> Option<usize> {
        let movers = self.referee.movers();
        let mut at = movers.iter().rposition(|&s| self.owner(s) == Some(side))?;
        while at > 0 && movers.get(at - 1) == movers.get(at) {
            at -= 1;
        }
        let kind = self.setup.kind;
        let seen = self.referee.moves().get(at..).unwrap_or_default().iter().any(|m| referee::reveals(kind, m));
        (!seen).then_some(at)
    }
}

const OWNERS: crate::game::Text = crate::text!(
    "Each seat must be played by one of the two players, and each player must play a seat.",
    "Každé místo musí hrát jeden ze dvou hráčů a každý hráč musí hrát nějaké místo."
);
