//! A lesson's goal as play goes on: which marks are still to do, whether the goal is met, and
//! whether the lesson can no longer be won. Every fact comes from the engine (a [`Probe`] of
//! the position after each move, the game's outcome).

use super::command::{Failure, Marks};
use super::{Fault, Goal, Probe};
use crate::game::{Occupant, Outcome, Seat};

/// Where a lesson stands after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Going,
    Met,
    Failed(Failure),
}

pub struct Aim {
    goal: Goal,
    learner: Seat,
    limit: Option<u32>,
    /// The marks still to do: a square to reach, or the square of a piece to capture with
    /// the seat it belongs to.
    waiting: Vec<(String, Seat)>,
    /// What stood where after the last move (to follow a marked piece the opponent moves).
    census: Vec<(String, Occupant)>,
}

impl Aim {
    /// The goal at the start of a lesson in the position `start`, the learner being the seat to
    /// move there; refused when a mark does not fit the position.
    pub fn new(goal: &Goal, limit: Option<u32>, start: &dyn Probe) -> Result<Aim, Fault> {
        let learner = start.to_move();
        let mut waiting = Vec::new();
        for name in goal.marks() {
            let occupant = start.occupant(name).ok_or_else(|| Fault::NoSquare(name.clone()))?;
            match (goal, occupant) {
                (Goal::Reach(_), Occupant::Piece(s)) if s == learner => return Err(Fault::AlreadyThere(name.clone())),
                (Goal::Reach(_), _) => waiting.push((name.clone(), learner)),
                (_, Occupant::Piece(owner)) if owner != learner => waiting.push((name.clone(), owner)),
                _ => return Err(Fault::NothingToCapture(name.clone())),
            }
        }
        let aim = Aim { goal: goal.clone(), learner, limit, waiting, census: start.occupied() };
        if aim.met(start, None, 0, false) {
            return Err(Fault::AlreadyMet);
        }
        Ok(aim)
    }

    pub fn learner(&self) -> Seat {
        self.learner
    }

    /// The marks still to do.
    pub fn marks(&self) -> Marks {
        let names = self.waiting.iter().map(|(name, _)| name.clone()).collect();
        match self.goal {
            Goal::Reach(_) => Marks { reach: names, capture: Vec::new() },
            _ => Marks { reach: Vec::new(), capture: names },
        }
    }

    /// Takes in the position after a move (`by_learner`: the learner's; `moves`: how many
    /// the learner has made so far) and the game's outcome there.
    pub fn after(&mut self, now: &dyn Probe, outcome: Option<Outcome>, moves: u32, by_learner: bool) -> Verdict {
        let census = now.occupied();
        let holds = |name: &str, seat: Seat| now.occupant(name) == Some(Occupant::Piece(seat));
        match self.goal {
            Goal::Reach(_) if by_learner => {
                // A piece of the learner's, or a tile (which is nobody's) on a cell.
                let learner = self.learner;
                let reached = |name: &str| holds(name, learner) || now.occupant(name) == Some(Occupant::Thing);
                self.waiting.retain(|(name, _)| !reached(name));
            }
            Goal::Capture(_) if by_learner => self.waiting.retain(|(name, owner)| holds(name, *owner)),
            Goal::Capture(_) => self.follow(&census, now),
            _ => {}
        }
        self.census = census;
        if self.met(now, outcome, moves, by_learner) {
            return Verdict::Met;
        }
        match (outcome, self.limit) {
            (Some(outcome), _) => Verdict::Failed(Failure::Ended(outcome)),
            // The learner's last allowed move missed: no reply is waited for.
            (None, Some(limit)) if moves >= limit => Verdict::Failed(Failure::Limit(limit)),
            _ => Verdict::Going,
        }
    }

    /// After the opponent's move: a marked piece that left its square is followed to the one
    /// square its seat newly stands on. (If that cannot be told, the mark stays, and is never
    /// counted captured by mistake: only a learner's move that empties a held mark counts.)
    fn follow(&mut self, census: &[(String, Occupant)], now: &dyn Probe) {
        let before = &self.census;
        for (name, owner) in self.waiting.iter_mut() {
            let piece = Occupant::Piece(*owner);
            if now.occupant(name) == Some(piece) {
                continue;
            }
            let arrived: Vec<&String> = census
                .iter()
                .filter(|(sq, o)| *o == piece && !before.iter().any(|(b, bo)| b == sq && *bo == piece))
                .map(|(sq, _)| sq)
                .collect();
            if let [to] = arrived[..] {
                *name = to.clone();
            }
        }
    }

    fn met(&self, now: &dyn Probe, outcome: Option<Outcome>, moves: u32, by_learner: bool) -> bool {
        let learner = self.learner;
        let won = outcome.is_some_and(|o| o.winners().any(|s| s == learner));
        match &self.goal {
            Goal::Reach(_) | Goal::Capture(_) => self.waiting.is_empty(),
            Goal::Win(how) => won && how.is_none_or(|reason| outcome.is_some_and(|o| o.reason == reason)),
            Goal::Check => by_learner && (0..now.seats()).any(|s| s != learner && now.in_check(s)),
            Goal::Shamrocks(n) => now.shamrocks_of(learner) >= *n,
            Goal::Survive(n) => {
                let lost = outcome.is_some_and(|o| !o.is_draw() && !o.winners().any(|s| s == learner));
                moves >= *n && !lost && (now.to_move() == learner || outcome.is_some())
            }
        }
    }
}
