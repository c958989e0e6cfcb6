//! A computer player: a strategy (a level, or a yardstick for self-play) and the searchers it
//! keeps between moves.

use super::alphabeta::DECIDED;
use super::clock::{Budget, Clock};
use super::level::{level, CLEARLY_WON};
use super::mcts::{Mcts, MctsReport, MctsSettings};
use super::search::{Report, Search};
use super::simple::{greedy_move, random_move};
use crate::game::rng::Rng;
use crate::game::Evaluate;
use std::fmt;
use std::str::FromStr;

/// How a computer player picks its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    /// A uniformly random legal move.
    Random,
    /// The best evaluation one ply ahead.
    Greedy,
    /// Level 1..=5 (`level.rs`).
    Level(u8),
    /// Monte-Carlo tree search with this many playouts, whatever the game.
    Mcts(u64),
}

/// Playouts of `mcts` without a number.
pub const DEFAULT_PLAYOUTS: u64 = 10_000;

impl FromStr for Strategy {
    type Err = String;

    /// `random`, `greedy`, `level1` … `level5` (or `1` … `5`), `mcts` or `mcts:<playouts>`.
    fn from_str(text: &str) -> Result<Strategy, String> {
        let bad = || format!("unknown player “{text}”: random, greedy, level1..level5, mcts or mcts:<playouts>");
        match text {
            "random" => Ok(Strategy::Random),
            "greedy" => Ok(Strategy::Greedy),
            "mcts" => Ok(Strategy::Mcts(DEFAULT_PLAYOUTS)),
            _ => {
                if let Some(n) = text.strip_prefix("mcts:") {
                    return n.parse().ok().filter(|&n| n > 0).map(Strategy::Mcts).ok_or_else(bad);
                }
                let n = text.strip_prefix("level").unwrap_or(text);
                match n.parse() {
                    Ok(n @ 1..=5) => Ok(Strategy::Level(n)),
                    _ => Err(bad()),
                }
            }
        }
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Strategy::Random => write!(f, "random"),
            Strategy::Greedy => write!(f, "greedy"),
            Strategy::Level(n) => write!(f, "level{n}"),
            Strategy::Mcts(n) => write!(f, "mcts:{n}"),
        }
    }
}

/// What the player thought of its move.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Info {
    /// The expected result for the seat to move, in evaluation points (Monte-Carlo: the mean
    /// reward mapped to −1000..1000); beyond ±`DECIDED` a won or lost game.
    pub score: i32,
    /// The deepest completed alpha-beta iteration (0 for other strategies).
    pub depth: u32,
    /// Positions searched, or playouts.
    pub nodes: u64,
    pub elapsed_ms: f64,
    /// The move was drawn at random on purpose (a level's slip or softmax choice not the best).
    pub random: bool,
}

/// A computer player's reusable state. The alpha-beta table is allocated on first use.
pub struct Thinker<G: Evaluate> {
    search: Option<Search<G>>,
    mcts: Mcts<G>,
    table_bits: u32,
}

impl<G: Evaluate> Default for Thinker<G> {
    fn default() -> Self {
        Thinker::new(super::search::DEFAULT_TABLE_BITS)
    }
}

impl<G: Evaluate> Thinker<G> {
    /// A player whose transposition table has 2^`table_bits` entries.
    pub fn new(table_bits: u32) -> Thinker<G> {
        Thinker { search: None, mcts: Mcts::new(), table_bits }
    }

    /// Forgets what was learnt (a new game).
    pub fn clear(&mut self) {
        if let Some(search) = &mut self.search {
            search.clear();
        }
    }

    fn search(&mut self) -> &mut Search<G> {
        let bits = self.table_bits;
        self.search.get_or_insert_with(|| Search::new(bits))
    }

    /// The move `strategy` plays here; `None` when there is no legal move.
    pub fn choose(
        &mut self,
        game: &G,
        strategy: Strategy,
        time_ms: Option<f64>,
        clock: &dyn Clock,
        seed: u64,
    ) -> Option<(G::Move, Info)> {
        let mut rng = Rng::new(seed);
        let start = clock.elapsed_ms();
        let simple = |mv: Option<G::Move>| mv.map(|m| (m, Info::default()));
        let chosen = match strategy {
            Strategy::Random => simple(random_move(game, rng.next_u64())),
            Strategy::Greedy => simple(greedy_move(game, rng.next_u64())),
            Strategy::Mcts(playouts) => {
                let budget = Budget { nodes: playouts, time_ms: time_ms.unwrap_or(f64::INFINITY) };
                let report = self.mcts.think(game, &MctsSettings::new(budget), clock, rng.next_u64())?;
                Some((report.best, mcts_info(&report)))
            }
            Strategy::Level(n) => self.level_move(game, n, time_ms, clock, &mut rng, true),
        };
        chosen.map(|(mv, info)| (mv, Info { elapsed_ms: (clock.elapsed_ms() - start).max(0.0), ..info }))
    }

    /// The best move at `level`'s budget, without the level's deliberate randomness: a hint.
    pub fn hint(
        &mut self,
        game: &G,
        level: u8,
        time_ms: Option<f64>,
        clock: &dyn Clock,
        seed: u64,
    ) -> Option<(G::Move, Info)> {
        self.level_move(game, level, time_ms, clock, &mut Rng::new(seed), false)
    }

    fn level_move(
        &mut self,
        game: &G,
        n: u8,
        time_ms: Option<f64>,
        clock: &dyn Clock,
        rng: &mut Rng,
        playful: bool,
    ) -> Option<(G::Move, Info)> {
        let spec = level(n);
        let search_seed = rng.next_u64();
        // A beginner's slip is decided first but played only after the search: a won game is
        // never thrown away.
        let slip = (playful && spec.random_percent > 0 && (rng.below(100) as u32) < spec.random_percent)
            .then(|| rng.next_u64());
        let slipped = |game: &G, seed| random_move(game, seed).map(|mv| (mv, Info { random: true, ..Info::default() }));
        if game.prefers_mcts() {
            let report = self.mcts.think(game, &spec.mcts_settings(time_ms), clock, search_seed)?;
            let mut info = mcts_info(&report);
            let mut best = report.best;
            // A reward of 1: every playout won (a move that wins at once reports so).
            let won = report.reward >= 1.0;
            if let Some(seed) = slip.filter(|_| !won) {
                return slipped(game, seed);
            }
            if playful && spec.random_percent > 0 && !won {
                let weights: Vec<f64> = report.children.iter().map(|c| c.1 as f64).collect();
                if let Some(i) = draw(&weights, rng) {
                    info.random = report.children[i].0 != best;
                    best = report.children[i].0;
                }
            }
            return Some((best, info));
        }
        let mut settings = spec.search_settings(time_ms);
        if !playful {
            settings.margin = 0;
        }
        let report = self.search().think(game, &settings, clock, search_seed)?;
        let mut info = search_info(&report);
        let mut best = report.best;
        let won = report.score >= CLEARLY_WON;
        if let Some(seed) = slip.filter(|_| !won) {
            return slipped(game, seed);
        }
        // A won game is played the best way, a decided one the shortest way to a win (the
        // longest to a loss), whatever the level.
        if playful && spec.temperature > 0.0 && !won && report.score >= -DECIDED {
            let top = report.score;
            let near: Vec<_> = report.candidates.iter().filter(|c| c.1 >= top - settings.margin).collect();
            let weights: Vec<f64> = near.iter().map(|c| ((c.1 - top) as f64 / spec.temperature as f64).exp()).collect();
            if let Some(i) = draw(&weights, rng) {
                info.random = near[i].0 != best;
                info.score = near[i].1;
                best = near[i].0;
            }
        }
        Some((best, info))
    }
}

/// An index drawn with probability proportional to `weights`.
fn draw(weights: &[f64], rng: &mut Rng) -> Option<usize> {
    let total: f64 = weights.iter().sum();
    if weights.is_empty() || total.is_nan() || total <= 0.0 {
        return None;
    }
    let mut x = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
    for (i, w) in weights.iter().enumerate() {
        if x < *w {
            return Some(i);
        }
        x -= w;
    }
    Some(weights.len() - 1)
}

fn search_info<M>(report: &Report<M>) -> Info {
    Info { score: report.score, depth: report.depth, nodes: report.nodes, elapsed_ms: report.elapsed_ms, random: false }
}

fn mcts_info<M>(report: &MctsReport<M>) -> Info {
    Info {
        score: ((report.reward - 0.5) * 2000.0).round() as i32,
        depth: 0,
        nodes: report.playouts,
        elapsed_ms: report.elapsed_ms,
        random: false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strategies_read_and_print() {
        for text in ["random", "greedy", "level1", "level5", "mcts:500"] {
            assert_eq!(text.parse::<Strategy>().map(|s| s.to_string()), Ok(text.to_string()));
        }
        assert_eq!("3".parse(), Ok(Strategy::Level(3)));
        assert_eq!("mcts".parse(), Ok(Strategy::Mcts(DEFAULT_PLAYOUTS)));
        for bad in ["", "level0", "level6", "mcts:0", "mcts:x", "minimax"] {
            assert!(bad.parse::<Strategy>().is_err(), "{bad}");
        }
    }

    #[test]
    fn draws_follow_the_weights() {
        let mut rng = Rng::new(1);
        let mut counts = [0; 3];
        for _ in 0..3000 {
            counts[draw(&[1.0, 0.0, 2.0], &mut rng).unwrap()] += 1;
        }
        assert_eq!(counts[1], 0);
        assert!((1800..2200).contains(&counts[2]), "{counts:?}");
        assert_eq!(draw(&[], &mut rng), None);
        assert_eq!(draw(&[0.0], &mut rng), None);
    }
}
