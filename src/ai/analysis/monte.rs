//! Monte-Carlo analysis (three seats): one tree grown slice by slice, reported each time its
//! playouts double.

use super::{Line, Report, Settings};
use crate::ai::clock::{Budget, Clock};
use crate::ai::mcts::{Mcts, MctsReport, MctsSettings};
use crate::game::notations;
use crate::game::Evaluate;

pub(super) struct Monte<G: Evaluate> {
    mcts: Mcts<G>,
    game: G,
    settings: Settings,
    /// Playouts so far, and at the next report.
    playouts: u64,
    target: u64,
    rounds: u32,
    elapsed_ms: f64,
    done: bool,
}

impl<G: Evaluate> Monte<G> {
    pub fn new(game: G, settings: &Settings) -> Monte<G> {
        let mut mcts = Mcts::new();
        mcts.start(&game, settings.seed);
        let target = settings.first_playouts.max(1);
        Monte { mcts, game, settings: *settings, playouts: 0, target, rounds: 0, elapsed_ms: 0.0, done: false }
    }

    pub fn done(&self) -> bool {
        self.done
    }

    pub fn step(&mut self, budget: Budget, clock: &dyn Clock) -> Option<Report> {
        if self.done {
            return None;
        }
        let wanted = self.target.saturating_sub(self.playouts).clamp(1, budget.nodes.max(1));
        let settings = MctsSettings { search_forced: true, ..MctsSettings::new(Budget { nodes: wanted, ..budget }) };
        let report = self.mcts.resume(&settings, clock)?;
        self.elapsed_ms += report.elapsed_ms;
        self.playouts = report.playouts;
        // A move that wins at once is the whole story.
        let won = report.playouts == 0;
        if self.playouts < self.target && !won {
            return None;
        }
        self.rounds += 1;
        self.target = self.target.saturating_mul(2);
        self.done = won || self.playouts >= self.settings.max_playouts;
        Some(self.report(&report))
    }

    fn report(&mut self, found: &MctsReport<G::Move>) -> Report {
        let mut lines = Vec::new();
        for &(mv, visits, reward) in found.children.iter().take(self.settings.lines.max(1)) {
            let line = if mv == found.best { found.pv.clone() } else { self.mcts.line(mv) };
            let line = if line.is_empty() { vec![mv] } else { line };
            lines.push(Line { moves: notations(&mut self.game, &line), score: None, expected: reward, visits });
        }
        let seats = self.game.seats().len();
        Report {
            depth: self.rounds,
            lines,
            to_move: self.game.to_move(),
            expected: found.rewards[..seats.min(found.rewards.len())].to_vec(),
            nodes: self.playouts,
            elapsed_ms: self.elapsed_ms,
            done: self.done,
        }
    }
}
