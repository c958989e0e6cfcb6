//! Alpha-beta with iterative deepening, for two-seat games of perfect information (hidden
//! information is first replaced by a determinization). `Search` keeps its transposition
//! table, history and buffers between moves.

use super::alphabeta::{Run, DECIDED, INFINITY, MAX_PLY};
use super::clock::{Budget, Clock, Meter};
use super::order::Ordering;
use super::transpositions::Transpositions;
use crate::game::Evaluate;

/// How one search runs; the levels (`level.rs`) fill this in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// The deepest iteration (plies).
    pub max_depth: u32,
    pub budget: Budget,
    /// Follow the main search with a search of noisy moves.
    pub quiescence: bool,
    /// Use the transposition table for cut-offs (its best moves always order the search).
    pub tt: bool,
    /// Late move reductions and check extensions: deeper, but no longer exactly minimax.
    pub selective: bool,
    /// Root moves within this many points of the best get an exact score too, so a level can
    /// choose among them at random. 0: only the best move is known exactly.
    pub margin: i32,
}

impl Settings {
    /// A full-strength search to `depth` plies within `budget`.
    pub fn new(max_depth: u32, budget: Budget) -> Settings {
        Settings { max_depth, budget, quiescence: true, tt: true, selective: true, margin: 0 }
    }

    /// Plain fixed-depth alpha-beta: no quiescence, no selectivity (tests compare it with
    /// minimax).
    pub fn exact(depth: u32) -> Settings {
        Settings {
            max_depth: depth,
            budget: Budget::UNLIMITED,
            quiescence: false,
            tt: true,
            selective: false,
            margin: 0,
        }
    }
}

/// What a search found.
#[derive(Clone, Debug, PartialEq)]
pub struct Report<M> {
    pub best: M,
    /// The score of `best` for the seat to move (beyond ±`DECIDED`: a won or lost game).
    pub score: i32,
    /// The deepest iteration completed.
    pub depth: u32,
    pub nodes: u64,
    pub elapsed_ms: f64,
    /// The expected line, `best` first.
    pub pv: Vec<M>,
    /// The root moves scored exactly (the best, and those within `Settings::margin`), best
    /// first.
    pub candidates: Vec<(M, i32)>,
}

#[derive(Clone, Copy)]
struct RootMove<M> {
    mv: M,
    score: i32,
    exact: bool,
}

/// A reusable alpha-beta searcher for one game.
pub struct Search<G: Evaluate> {
    pub(crate) table: Transpositions<G::Move>,
    pub(crate) order: Ordering<G::Move>,
    /// One move list and one score list per ply, reused.
    pub(crate) moves: Vec<Vec<G::Move>>,
    pub(crate) scores: Vec<Vec<i32>>,
    /// The hashes of the positions on the way to the current node.
    pub(crate) path: Vec<u64>,
}

/// The default table: 2^18 entries (a few megabytes).
pub const DEFAULT_TABLE_BITS: u32 = 18;

impl<G: Evaluate> Default for Search<G> {
    fn default() -> Self {
        Search::new(DEFAULT_TABLE_BITS)
    }
}

impl<G: Evaluate> Search<G> {
    /// A searcher with a transposition table of 2^`table_bits` entries.
    pub fn new(table_bits: u32) -> Search<G> {
        Search {
            table: Transpositions::new(table_bits),
            order: Ordering::new(MAX_PLY),
            moves: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            scores: (0..=MAX_PLY).map(|_| Vec::with_capacity(32)).collect(),
            path: Vec::with_capacity(MAX_PLY + 1),
        }
    }

    /// Forgets everything learnt (a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.order = Ordering::new(MAX_PLY);
    }

    /// Searches `game` (after `determinize(seed)`, which changes only hidden information) and
    /// returns the best move found; `None` when there is no legal move.
    pub fn think(&mut self, game: &G, settings: &Settings, clock: &dyn Clock, seed: u64) -> Option<Report<G::Move>> {
        let mut game = game.clone();
        game.determinize(seed);
        let mut root: Vec<RootMove<G::Move>> = {
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
            let hash_move = self.table.probe(game.hash()).and_then(|e| e.best);
            let mut scores = Vec::new();
            self.order.score(&game, &moves, hash_move, 0, &mut scores);
            let mut pairs: Vec<_> = moves.into_iter().zip(scores).collect();
            pairs.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            pairs.into_iter().map(|(mv, _)| RootMove { mv, score: -INFINITY, exact: false }).collect()
        };
        let first = root.first()?.mv;
        self.table.next_generation();
        self.order.new_search();
        self.path.clear();

        let mut run = Run { search: self, meter: Meter::new(clock, settings.budget), settings: *settings };
        let mut report =
            Report { best: first, score: 0, depth: 0, nodes: 0, elapsed_ms: 0.0, pv: vec![first], candidates: vec![] };
        for depth in 1..=settings.max_depth.clamp(1, MAX_PLY as u32 / 2) {
            let completed = run.root(&mut game, &mut root, depth as i32);
            // An interrupted iteration still counts if it finished the previous best move:
            // anything it then preferred beat that move at the new depth.
            if completed == 0 {
                break;
            }
            let best = root.iter().take(completed).max_by_key(|r| (r.exact, r.score)).map_or(root[0], |r| *r);
            report.best = best.mv;
            report.score = best.score;
            report.candidates = root.iter().take(completed).filter(|r| r.exact).map(|r| (r.mv, r.score)).collect();
            report.candidates.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
            if completed < root.len() {
                break;
            }
            report.depth = depth;
            // Best first, then the others scored exactly, then the rest as they were.
            root.sort_by_key(|r| std::cmp::Reverse((r.exact, if r.exact { r.score } else { 0 })));
            if report.score.abs() > DECIDED || root.len() == 1 || !run.meter.room_for_more() {
                break;
            }
        }
        report.nodes = run.meter.nodes;
        report.elapsed_ms = run.meter.elapsed();
        report.pv = self.principal_variation(&mut game, report.best, report.depth as usize);
        Some(report)
    }

    /// The line the table expects after `best`, checked move by move.
    pub(crate) fn principal_variation(&self, game: &mut G, best: G::Move, length: usize) -> Vec<G::Move> {
        let mut pv = vec![best];
        let mut seen = vec![game.hash()];
        game.play_unchecked(best);
        let mut moves = Vec::new();
        while pv.len() < length.max(1) && !seen.contains(&game.hash()) {
            seen.push(game.hash());
            let Some(mv) = self.table.probe(game.hash()).and_then(|e| e.best) else { break };
            game.legal_moves(&mut moves);
            if !moves.contains(&mv) {
                break;
            }
            game.play_unchecked(mv);
            pv.push(mv);
        }
        for _ in 0..pv.len() {
            game.undo();
        }
        pv
    }
}

impl<G: Evaluate> Run<'_, G> {
    /// One iteration at the root; returns how many root moves it finished (all unless the
    /// budget ran out). Each move's score is exact when it beat the best so far less the
    /// margin, otherwise an upper bound.
    fn root(&mut self, game: &mut G, root: &mut [RootMove<G::Move>], depth: i32) -> usize {
        let me = game.to_move();
        let margin = self.settings.margin.max(0);
        let mut best = -INFINITY;
        self.search.path.push(game.hash());
        let mut completed = 0;
        for (i, entry) in root.iter_mut().enumerate() {
            game.play_unchecked(entry.mv);
            let floor = if i == 0 { -INFINITY } else { (best - margin).max(-INFINITY) };
            let mut score = if i == 0 { self.child(game, me, depth - 1, 0, -INFINITY, INFINITY) } else { floor };
            if i > 0 {
                // A null window first: most moves only need to be shown worse.
                score = self.child(game, me, depth - 1, 0, floor, floor + 1);
                if score > floor && !self.meter.stopped {
                    score = self.child(game, me, depth - 1, 0, floor, INFINITY);
                }
            }
            game.undo();
            if self.meter.stopped {
                break;
            }
            entry.exact = i == 0 || score > floor;
            entry.score = score;
            best = best.max(score);
            completed += 1;
        }
        self.search.path.pop();
        completed
    }
}
