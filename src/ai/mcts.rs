//! Monte-Carlo tree search with determinization, for games of several seats, chance and
//! hidden piles (Shamrock), and generic over any `Evaluate` game.
//!
//! Every iteration reshuffles what the seat to move cannot see (`determinize`), walks the one
//! shared tree of moves by UCT among the moves legal in that determinization (so a node's
//! children may differ from one iteration to the next), adds one node, plays the game out with
//! light guidance up to a ply cap, and scores the end for every seat: `Outcome::score` for a
//! finished game, the evaluation otherwise. Each node keeps the rewards of all seats and UCT
//! reads those of the seat that chose the move (max^n), so seats that move twice in a row and
//! three-seat games need nothing special. Deterministic for a given seed.

use super::clock::{Budget, Clock, Meter};
use crate::game::rng::Rng;
use crate::game::Within;
use crate::game::{Evaluate, Seat, MAX_SEATS};

/// How one Monte-Carlo search runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MctsSettings {
    /// `nodes` counts playouts.
    pub budget: Budget,
    /// The UCT exploration constant (rewards lie in 0..1).
    pub exploration: f32,
    /// Plies a playout plays before the evaluation judges it.
    pub playout_plies: u32,
    /// An evaluation lead (points, two seats) worth a 73 % expected result (a logistic).
    pub eval_scale: f32,
    /// The share of playout moves, in percent, that take the best noisy move (a capture) when
    /// there is one, instead of a uniformly random move.
    pub noisy_percent: u32,
    /// The most nodes the tree grows to (memory); playouts go on from its leaves after that.
    pub max_tree: usize,
    /// Expand the untried move with the best `move_hint` first (ties at random) rather than
    /// a random one: in Shamrock this turned 7 wins in 20 against the greedy player into 12.
    pub hinted: bool,
    /// Search a position with a single legal move too (the analysis wants its value; a
    /// player just plays the move).
    pub search_forced: bool,
}

impl MctsSettings {
    pub fn new(budget: Budget) -> MctsSettings {
        MctsSettings {
            budget,
            exploration: 0.7,
            playout_plies: 40,
            eval_scale: 250.0,
            noisy_percent: 60,
            max_tree: 200_000,
            hinted: true,
            search_forced: false,
        }
    }
}

/// What a Monte-Carlo search found.
#[derive(Clone, Debug, PartialEq)]
pub struct MctsReport<M> {
    pub best: M,
    /// The mean reward of `best` for the seat to move, 0..1.
    pub reward: f32,
    pub playouts: u64,
    pub elapsed_ms: f64,
    /// Every root move tried: visits and mean reward for the seat to move, most visited first.
    pub children: Vec<(M, u32, f32)>,
    /// Every seat's mean reward after `best` (what the analysis shows for three seats).
    pub rewards: [f32; MAX_SEATS],
    /// The most visited line from `best` on, as long as its nodes were visited often enough
    /// to mean something and its moves are legal in the real position.
    pub pv: Vec<M>,
}

/// Visits a node needs to go on the principal line.
const PV_VISITS: u32 = 10;
/// The longest principal line.
const PV_LENGTH: usize = 12;

const NONE: u32 = u32::MAX;

#[derive(Clone, Copy, Debug)]
struct Node<M> {
    mv: Option<M>,
    parent: u32,
    first_child: u32,
    next_sibling: u32,
    /// The seat that played `mv`: the one whose reward UCT maximises here.
    mover: u8,
    visits: u32,
    reward: [f32; MAX_SEATS],
}

/// A reusable Monte-Carlo searcher (the tree is rebuilt for every move). A search can also
/// run in slices: `start`, then `resume` as often as wanted, each adding playouts to the same
/// tree (the analysis in a Web Worker, which must stop between slices).
pub struct Mcts<G: Evaluate> {
    nodes: Vec<Node<G::Move>>,
    moves: Vec<G::Move>,
    children: Vec<(G::Move, u32)>,
    untried: Vec<G::Move>,
    noisy: Vec<G::Move>,
    root: Option<Root<G>>,
}

/// The search in progress: the position (as searched, reshuffled by every playout, and as
/// it really is), its moves, the generator and the playouts so far.
struct Root<G: Evaluate> {
    state: G,
    real: G,
    moves: Vec<G::Move>,
    rng: Rng,
    playouts: u64,
}

impl<G: Evaluate> Default for Mcts<G> {
    fn default() -> Self {
        Mcts {
            nodes: Vec::new(),
            moves: Vec::new(),
            children: Vec::new(),
            untried: Vec::new(),
            noisy: Vec::new(),
            root: None,
        }
    }
}

impl<G: Evaluate> Mcts<G> {
    pub fn new() -> Mcts<G> {
        Mcts::default()
    }

    /// Searches `game` and returns the most visited move; `None` when there is no legal move.
    pub fn think(
        &mut self,
        game: &G,
        settings: &MctsSettings,
        clock: &dyn Clock,
        seed: u64,
    ) -> Option<MctsReport<G::Move>> {
        self.start(game, seed);
        self.resume(settings, clock)
    }

    /// Begins a search of `game` with an empty tree; `resume` runs it.
    pub fn start(&mut self, game: &G, seed: u64) {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        self.nodes.clear();
        self.nodes.push(Node {
            mv: None,
            parent: NONE,
            first_child: NONE,
            next_sibling: NONE,
            mover: 0,
            visits: 0,
            reward: [0.0; MAX_SEATS],
        });
        self.root = Some(Root { state: game.clone(), real: game.clone(), moves, rng: Rng::new(seed), playouts: 0 });
    }

    /// Adds playouts to the search begun by `start`, within `settings.budget` (its `nodes`
    /// count this call's playouts), and reports on the whole tree so far; `None` when there is
    /// no legal move (or no search was started).
    pub fn resume(&mut self, settings: &MctsSettings, clock: &dyn Clock) -> Option<MctsReport<G::Move>> {
        let mut root = self.root.take()?;
        let report = self.grow(&mut root, settings, clock);
        self.root = Some(root);
        report
    }

    fn grow(&mut self, root: &mut Root<G>, settings: &MctsSettings, clock: &dyn Clock) -> Option<MctsReport<G::Move>> {
        let first = *root.moves.first()?;
        let state = &mut root.state;
        let me = state.to_move();
        let mut meter = Meter::every(clock, settings.budget, 16);
        // A move that wins at once is played at once: the tree cannot tell it from a win a few
        // actions later (in Shamrock every move of a won turn looks equally won).
        for &mv in &root.moves {
            state.play_unchecked(mv);
            let won = state.outcome().map(|o| (o.winners().eq([me]), rewards(state, settings.eval_scale)));
            state.undo();
            if let Some((true, rewards)) = won {
                let children = vec![(mv, 1, 1.0)];
                let elapsed_ms = meter.elapsed();
                return Some(MctsReport {
                    best: mv,
                    reward: 1.0,
                    playouts: 0,
                    elapsed_ms,
                    children,
                    rewards,
                    pv: vec![mv],
                });
            }
        }
        while (root.moves.len() > 1 || settings.search_forced) && !meter.tick() {
            state.determinize(root.rng.next_u64());
            let (leaf, depth) = self.descend(state, settings, &mut root.rng);
            let rewards = self.playout(state, settings, &mut root.rng);
            self.back_up(leaf, &rewards);
            for _ in 0..depth {
                state.undo();
            }
        }
        root.playouts += meter.nodes.min(settings.budget.nodes);

        let mut found: Vec<(G::Move, u32, f32, u32)> = Vec::new();
        for (index, node) in self.kids(0) {
            if let Some(mv) = node.mv.filter(|mv| root.moves.contains(mv)) {
                found.push((mv, node.visits, node.reward[me] / node.visits.max(1) as f32, index));
            }
        }
        found.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)));
        let (best, reward) = found.first().map_or((first, 0.5), |c| (c.0, c.2));
        let mut rewards = [0.5; MAX_SEATS];
        let mut pv = vec![best];
        if let Some(node) = found.first().and_then(|c| self.nodes.get(c.3 as usize)) {
            rewards = node.reward.map(|r| r / node.visits.max(1) as f32);
            pv = self.principal_line(&mut root.real, best);
        }
        let children = found.into_iter().map(|(mv, visits, reward, _)| (mv, visits, reward)).collect();
        Some(MctsReport { best, reward, playouts: root.playouts, elapsed_ms: meter.elapsed(), children, rewards, pv })
    }

    /// The most visited line of the search so far from its root move `first` on (a
    /// candidate's line beside the best one's); empty if `first` was not tried.
    pub fn line(&mut self, first: G::Move) -> Vec<G::Move> {
        let Some(mut root) = self.root.take() else { return Vec::new() };
        let line = self.principal_line(&mut root.real, first);
        self.root = Some(root);
        line
    }

    /// The most visited line from the root's child `best` on, each move legal in `real`.
    fn principal_line(&mut self, real: &mut G, best: G::Move) -> Vec<G::Move> {
        let mut pv = Vec::new();
        let mut at = 0u32;
        let mut next = Some(best);
        while let Some(mv) = next.take() {
            real.legal_moves(&mut self.moves);
            let found = self.kids(at).find(|&(_, n)| n.mv == Some(mv)).map(|(i, _)| i);
            let Some(index) = found.filter(|_| self.moves.contains(&mv) && pv.len() < PV_LENGTH) else { break };
            real.play_unchecked(mv);
            pv.push(mv);
            at = index;
            real.legal_moves(&mut self.moves);
            let moves = &self.moves;
            next = self
                .kids(at)
                .filter(|(_, n)| n.visits >= PV_VISITS && n.mv.is_some_and(|m| moves.contains(&m)))
                .max_by_key(|(_, n)| n.visits)
                .and_then(|(_, n)| n.mv);
        }
        for _ in 0..pv.len() {
            real.undo();
        }
        pv
    }

    /// The children of `node`, with their indices.
    fn kids(&self, node: u32) -> impl Iterator<Item = (u32, &Node<G::Move>)> {
        let mut child = self.nodes.get(node as usize).map_or(NONE, |n| n.first_child);
        std::iter::from_fn(move || {
            let index = child;
            let n = self.nodes.get(index as usize)?;
            child = n.next_sibling;
            Some((index, n))
        })
    }

    /// Walks down the tree from the root by UCT, playing the moves on `state`, and adds one
    /// node; returns the node reached and how many moves were played.
    fn descend(&mut self, state: &mut G, settings: &MctsSettings, rng: &mut Rng) -> (u32, usize) {
        let mut node = 0u32;
        let mut depth = 0;
        loop {
            if state.outcome().is_some() {
                return (node, depth);
            }
            state.legal_moves(&mut self.moves);
            self.children.clear();
            let mut child = self.nodes[node as usize].first_child;
            while let Some(c) = self.nodes.get(child as usize) {
                if let Some(mv) = c.mv.filter(|mv| self.moves.contains(mv)) {
                    self.children.push((mv, child));
                }
                child = c.next_sibling;
            }
            self.untried.clear();
            let children = &self.children;
            self.untried.extend(self.moves.iter().copied().filter(|mv| !children.iter().any(|c| c.0 == *mv)));

            let mover = state.to_move();
            if !self.untried.is_empty() && self.nodes.len() < settings.max_tree {
                let mv = if settings.hinted {
                    let mut best = self.untried[0];
                    let mut best_hint = i32::MIN;
                    let mut ties = 0;
                    for &m in &self.untried {
                        let h = state.move_hint(m);
                        if h > best_hint {
                            (best, best_hint, ties) = (m, h, 1);
                        } else if h == best_hint {
                            ties += 1;
                            if rng.below(ties) == 0 {
                                best = m;
                            }
                        }
                    }
                    best
                } else {
                    self.untried[rng.below(self.untried.len())]
                };
                state.play_unchecked(mv);
                return (self.add_child(node, mv, mover), depth + 1);
            }
            let Some(next) = self.select(node, settings.exploration) else { return (node, depth) };
            let Some(mv) = self.nodes[next as usize].mv else { return (node, depth) };
            state.play_unchecked(mv);
            node = next;
            depth += 1;
        }
    }

    fn add_child(&mut self, parent: u32, mv: G::Move, mover: Seat) -> u32 {
        let index = self.nodes.len() as u32;
        let sibling = self.nodes[parent as usize].first_child;
        self.nodes.push(Node {
            mv: Some(mv),
            parent,
            first_child: NONE,
            next_sibling: sibling,
            mover: mover as u8,
            visits: 0,
            reward: [0.0; MAX_SEATS],
        });
        self.nodes[parent as usize].first_child = index;
        index
    }

    /// The child (among those legal now, in `self.children`) with the best upper confidence
    /// bound for the seat that chooses it.
    fn select(&self, parent: u32, exploration: f32) -> Option<u32> {
        let total = self.nodes[parent as usize].visits.max(1) as f32;
        let log_total = total.ln();
        let score = |&(_, index): &(G::Move, u32)| {
            let node = &self.nodes[index as usize];
            let visits = node.visits.max(1) as f32;
            node.reward[node.mover as usize] / visits + exploration * (log_total / visits).sqrt()
        };
        self.children.iter().max_by(|a, b| score(a).total_cmp(&score(b))).map(|c| c.1)
    }

    /// Plays random moves (preferring captures now and then) up to the ply cap, scores the
    /// result for every seat and takes the moves back.
    fn playout(&mut self, state: &mut G, settings: &MctsSettings, rng: &mut Rng) -> [f32; MAX_SEATS] {
        let mut plies = 0;
        while plies < settings.playout_plies && state.outcome().is_none() {
            state.legal_moves(&mut self.moves);
            if self.moves.is_empty() {
                break;
            }
            let mut mv = self.moves[rng.below(self.moves.len())];
            if (rng.below(100) as u32) < settings.noisy_percent {
                self.noisy.clear();
                self.noisy.extend(self.moves.iter().copied().filter(|&m| state.is_noisy(m)));
                if let Some(&best) = self.noisy.iter().max_by_key(|&&m| state.move_hint(m)) {
                    mv = best;
                }
            }
            state.play_unchecked(mv);
            plies += 1;
        }
        let rewards = rewards(state, settings.eval_scale);
        for _ in 0..plies {
            state.undo();
        }
        rewards
    }

    fn back_up(&mut self, leaf: u32, rewards: &[f32; MAX_SEATS]) {
        let mut at = leaf;
        while let Some(node) = self.nodes.get_mut(at as usize) {
            node.visits += 1;
            for (sum, r) in node.reward.iter_mut().zip(rewards) {
                *sum += r;
            }
            at = node.parent;
        }
    }
}

/// Each seat's reward in 0..1: its score if the game is over; otherwise a softmax of the
/// seats' evaluations, mapped so an even position gives every seat ½.
fn rewards<G: Evaluate>(state: &G, scale: f32) -> [f32; MAX_SEATS] {
    let seats = state.seats().len().clamp(1, MAX_SEATS);
    let mut out = [0.0; MAX_SEATS];
    if let Some(outcome) = state.outcome() {
        for (seat, r) in out.iter_mut().enumerate().take(seats) {
            *r = outcome.score(seat);
        }
        return out;
    }
    let mut values = [0.0f32; MAX_SEATS];
    for (seat, v) in values.iter_mut().enumerate().take(seats) {
        *v = state.evaluate_for(seat) as f32 / (2.0 * scale.max(1.0));
    }
    let top = values[..seats].iter().copied().fold(f32::MIN, f32::max);
    let total: f32 = values[..seats].iter().map(|v| (v - top).exp()).sum();
    let n = seats as f32;
    for seat in 0..seats {
        let p = (values[seat] - top).exp() / total;
        out[seat] = (0.5 + (p - 1.0 / n) * 0.5 / (1.0 - 1.0 / n).max(0.5)).within(0.0, 1.0);
    }
    out
}
