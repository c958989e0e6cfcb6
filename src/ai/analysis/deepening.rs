//! Alpha-beta analysis: iterative deepening with the best `lines` root moves scored exactly
//! (multi-PV), resumable between slices.
//!
//! Each iteration searches the root moves best-first (the order of the last iteration). The
//! first `lines` moves get a full window, so their scores are exact; every later move is first
//! shown no better than the `lines`-th best exact score with a null window, and only a move
//! that beats it is searched again for its exact score. So the `lines` best moves of the
//! iteration end up exact, at little more than the cost of one best move.

use super::{Line, Report, Score, Settings};
use crate::ai::alphabeta::{Run, DECIDED, INFINITY, MAX_PLY};
use crate::ai::clock::{Budget, Clock, Meter};
use crate::ai::expected::{both, expected};
use crate::ai::search::{Search, Settings as SearchSettings};
use crate::game::notations;
use crate::game::Evaluate;

#[derive(Clone, Copy)]
struct RootMove<M> {
    mv: M,
    score: i32,
    /// The score is exact (not only an upper bound) in the iteration that set it.
    exact: bool,
}

pub(super) struct Deepening<G: Evaluate> {
    search: Search<G>,
    game: G,
    root: Vec<RootMove<G::Move>>,
    settings: Settings,
    /// The iteration under way, and the next root move it searches.
    depth: u32,
    next: usize,
    nodes: u64,
    elapsed_ms: f64,
    done: bool,
    /// Slices in a row that finished no root move: each one more doubles the next slice's
    /// budget, so that the search always gets on (a root move cannot be stopped and resumed
    /// half way; the transposition table keeps what its stopped search finished).
    stalls: u32,
}

impl<G: Evaluate> Deepening<G> {
    pub fn new(mut game: G, settings: &Settings) -> Deepening<G> {
        game.determinize(settings.seed);
        let mut search = Search::new(settings.table_bits);
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        let mut scores = Vec::new();
        search.order.score(&game, &moves, None, 0, &mut scores);
        let mut root: Vec<_> = moves.into_iter().zip(scores).collect();
        root.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
        search.table.next_generation();
        search.order.new_search();
        let root = root.into_iter().map(|(mv, _)| RootMove { mv, score: -INFINITY, exact: false }).collect();
        let max_depth = settings.max_depth.clamp(1, MAX_PLY as u32 / 2);
        Deepening {
            search,
            game,
            root,
            settings: Settings { max_depth, lines: settings.lines.max(1), ..*settings },
            depth: 1,
            next: 0,
            nodes: 0,
            elapsed_ms: 0.0,
            done: false,
            stalls: 0,
        }
    }

    pub fn done(&self) -> bool {
        self.done
    }

    pub fn step(&mut self, budget: Budget, clock: &dyn Clock) -> Option<Report> {
        if self.done {
            return None;
        }
        let factor = 1u64 << self.stalls.min(16);
        let budget = Budget { nodes: budget.nodes.saturating_mul(factor), time_ms: budget.time_ms * factor as f64 };
        let settings = if self.settings.exact {
            SearchSettings { budget, tt: false, ..SearchSettings::exact(self.depth) }
        } else {
            SearchSettings::new(self.depth, budget)
        };
        let began = self.next;
        let lines = self.settings.lines;
        let depth = self.depth as i32;
        let me = self.game.to_move();
        self.search.path.clear();
        self.search.path.push(self.game.hash());
        let mut run = Run { search: &mut self.search, meter: Meter::new(clock, budget), settings };
        while let Some(entry) = self.root.get(self.next).copied() {
            // The `lines`-th best exact score of this iteration so far: a move must beat it.
            let floor = if self.next < lines {
                -INFINITY
            } else {
                let mut exact: Vec<i32> = self.root[..self.next].iter().filter(|r| r.exact).map(|r| r.score).collect();
                exact.sort_unstable_by(|a, b| b.cmp(a));
                exact.get(lines - 1).copied().unwrap_or(-INFINITY)
            };
            self.game.play_unchecked(entry.mv);
            let mut score = if floor == -INFINITY {
                run.child(&mut self.game, me, depth - 1, 0, -INFINITY, INFINITY)
            } else {
                run.child(&mut self.game, me, depth - 1, 0, floor, floor + 1)
            };
            if floor > -INFINITY && score > floor && !run.meter.stopped {
                score = run.child(&mut self.game, me, depth - 1, 0, floor, INFINITY);
            }
            self.game.undo();
            if run.meter.stopped {
                break;
            }
            self.root[self.next] = RootMove { mv: entry.mv, score, exact: floor == -INFINITY || score > floor };
            self.next += 1;
        }
        self.nodes += run.meter.nodes;
        self.elapsed_ms += run.meter.elapsed();
        self.search.path.pop();
        self.stalls = if self.next == began { self.stalls + 1 } else { 0 };
        if self.next < self.root.len() {
            return None;
        }
        Some(self.finish_iteration())
    }

    /// Orders the root moves for the next iteration and reports this one.
    fn finish_iteration(&mut self) -> Report {
        // Exact scores first, best first; the rest keep their order.
        self.root.sort_by_key(|r| std::cmp::Reverse((r.exact, if r.exact { r.score } else { -INFINITY })));
        let depth = self.depth;
        let best = self.root.first().map_or(0, |r| r.score);
        // A single legal move is searched on all the same: its value is the bar's.
        self.done = depth >= self.settings.max_depth || best.abs() > DECIDED;
        self.depth += 1;
        self.next = 0;
        let scale = self.settings.scale;
        let lines = self
            .root
            .iter()
            .filter(|r| r.exact)
            .take(self.settings.lines)
            .map(|r| {
                let pv = self.search.principal_variation(&mut self.game, r.mv, depth as usize);
                Line {
                    moves: notations(&mut self.game, &pv),
                    score: Some(Score::from_search(r.score)),
                    expected: expected(r.score, scale),
                    visits: 0,
                }
            })
            .collect();
        Report {
            depth,
            lines,
            to_move: self.game.to_move(),
            expected: both(self.game.to_move(), best, scale),
            nodes: self.nodes,
            elapsed_ms: self.elapsed_ms,
            done: self.done,
        }
    }
}
