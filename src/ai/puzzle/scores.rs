//! The two best root moves of a position, scored exactly at a fixed depth: what the selection
//! rule judges.
//!
//! Moves that lead to the same position count once (the first in move order stands for them).
//! Iterative deepening to the full depth, also when a win is found early: a mate in one seen
//! at depth 1 does not show that no other move mates in two (the very mistake that gives a
//! puzzle a second solution). In each iteration the first two root moves get a full window;
//! every later move is first shown no better than the second best so far with a null window,
//! and searched again for its exact score only if it beats it. A fresh searcher each time, with
//! a node budget and no clock, so the same position gives the same scores in generation and
//! in `verify`.

use crate::ai::alphabeta::{Run, INFINITY, MAX_PLY};
use crate::ai::clock::{Budget, Meter, StoppedClock};
use crate::ai::search::{Search, Settings};
use crate::game::Evaluate;

/// How deep and how long one step is searched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Depth {
    pub plies: u32,
    /// The search gives up past this many nodes (the step is then unsure).
    pub nodes: u64,
}

/// The two best root moves and what the search did.
#[derive(Clone, Debug, PartialEq)]
pub struct TopTwo<M> {
    pub best: (M, i32),
    /// `None` when there is only one legal move.
    pub second: Option<(M, i32)>,
    /// Every iteration up to the depth asked for was completed.
    pub complete: bool,
    /// The first iteration from which on the final best move was best (how deep the search
    /// had to go to find it).
    pub found_at: u32,
    pub nodes: u64,
}

#[derive(Clone, Copy)]
struct Root<M> {
    mv: M,
    score: i32,
    exact: bool,
}

/// The two best moves of `game` for the seat to move; `None` without a legal move.
pub fn top_two<G: Evaluate>(game: &G, depth: Depth) -> Option<TopTwo<G::Move>> {
    let mut game = game.clone();
    let mut search: Search<G> = Search::new(16);
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut order = Vec::new();
    search.order.score(&game, &moves, None, 0, &mut order);
    let mut root: Vec<_> = moves.into_iter().zip(order).collect();
    root.sort_by_key(|&(_, s)| std::cmp::Reverse(s));
    // Two ways to one position (a Camelot jump chain taking the same men in another order)
    // are one answer: only the first of them is searched.
    let mut reached = Vec::with_capacity(root.len());
    root.retain(|&(mv, _)| {
        game.play_unchecked(mv);
        let hash = game.hash();
        game.undo();
        let new = !reached.contains(&hash);
        reached.push(hash);
        new
    });
    let mut root: Vec<Root<G::Move>> =
        root.into_iter().map(|(mv, _)| Root { mv, score: -INFINITY, exact: false }).collect();
    let first = root.first()?.mv;
    search.table.next_generation();
    search.order.new_search();
    search.path.clear();
    search.path.push(game.hash());
    let me = game.to_move();
    let clock = StoppedClock;
    let settings = Settings::new(depth.plies, Budget::nodes(depth.nodes));
    let mut run = Run { search: &mut search, meter: Meter::new(&clock, settings.budget), settings };
    let mut done = TopTwo { best: (first, 0), second: None, complete: false, found_at: 1, nodes: 0 };
    let mut best_since = (None, 1);
    for d in 1..=depth.plies.clamp(1, MAX_PLY as u32 / 2) {
        let mut scored = 0;
        for i in 0..root.len() {
            let mv = root[i].mv;
            let floor = if i < 2 { -INFINITY } else { second_best(&root[..i]) };
            game.play_unchecked(mv);
            let mut score = if floor == -INFINITY {
                run.child(&mut game, me, d as i32 - 1, 0, -INFINITY, INFINITY)
            } else {
                run.child(&mut game, me, d as i32 - 1, 0, floor, floor + 1)
            };
            if floor > -INFINITY && score > floor && !run.meter.stopped {
                score = run.child(&mut game, me, d as i32 - 1, 0, floor, INFINITY);
            }
            game.undo();
            if run.meter.stopped {
                break;
            }
            root[i] = Root { mv, score, exact: floor == -INFINITY || score > floor };
            scored += 1;
        }
        if scored < root.len() {
            done.nodes = run.meter.nodes;
            return Some(done);
        }
        root.sort_by_key(|r| std::cmp::Reverse((r.exact, if r.exact { r.score } else { -INFINITY })));
        let best = root[0];
        if best_since.0 != Some(best.mv) {
            best_since = (Some(best.mv), d);
        }
        done.best = (best.mv, best.score);
        done.second = root.get(1).map(|r| (r.mv, r.score));
        done.found_at = best_since.1;
    }
    done.complete = true;
    done.nodes = run.meter.nodes;
    Some(done)
}

/// The second best exact score among the moves searched so far.
fn second_best<M>(root: &[Root<M>]) -> i32 {
    let mut exact: Vec<i32> = root.iter().filter(|r| r.exact).map(|r| r.score).collect();
    exact.sort_unstable_by(|a, b| b.cmp(a));
    exact.get(1).copied().unwrap_or(-INFINITY)
}
