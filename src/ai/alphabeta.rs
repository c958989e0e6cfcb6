//! The inner alpha-beta search: negamax with principal variation search, the transposition
//! table, killer and history ordering, late move reductions, check extensions and a
//! quiescence search over noisy moves.
//!
//! Scores are for the seat to move. The seat to move does not always alternate (a Shamrock turn
//! is several moves of one seat), so a child's score is negated, and its window flipped, only
//! when the seat changes.

use super::clock::Meter;
use super::order::pick_next;
use super::search::{Search, Settings};
use super::transpositions::Bound;
use crate::game::{Evaluate, Outcome, Seat};

/// A won game at the root; a win `n` plies away scores `WIN - n`, so sooner is better.
pub const WIN: i32 = 30_000;
/// Scores beyond this (either sign) are decided games, not evaluations.
pub const DECIDED: i32 = WIN - 1_000;
/// Above any score.
pub const INFINITY: i32 = WIN + 1;
/// The deepest ply the search reaches (extensions and quiescence included).
pub const MAX_PLY: usize = 100;
/// How many plies of quiescence follow the main search at most.
const MAX_QUIESCENCE: usize = 12;
/// Quiescence answers a check with every move only this close to its start.
const QUIESCENCE_EVASIONS: usize = 2;

/// The score of a finished game for `seat`, `ply` plies from the root.
pub fn terminal_score(outcome: &Outcome, seat: Seat, ply: usize) -> i32 {
    let share = outcome.score(seat) - 0.5;
    if share.abs() < 1e-6 {
        0
    } else {
        (share * 2.0 * (WIN - ply as i32) as f32).round() as i32
    }
}

/// Decided scores are stored relative to the node (plies to the end from there), so they stay
/// right wherever the position comes back.
fn to_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > DECIDED => s + ply as i32,
        s if s < -DECIDED => s - ply as i32,
        s => s,
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    match score {
        s if s > DECIDED => s - ply as i32,
        s if s < -DECIDED => s + ply as i32,
        s => s,
    }
}

/// One running search: the reusable parts of `Search` plus this move's budget and settings.
pub(crate) struct Run<'a, G: Evaluate> {
    pub search: &'a mut Search<G>,
    pub meter: Meter<'a>,
    pub settings: Settings,
}

impl<G: Evaluate> Run<'_, G> {
    /// The score of the child just played, from the parent's seat `parent` at `ply`.
    pub fn child(&mut self, game: &mut G, parent: Seat, depth: i32, ply: usize, alpha: i32, beta: i32) -> i32 {
        if game.to_move() == parent {
            self.negamax(game, depth, ply + 1, alpha, beta)
        } else {
            -self.negamax(game, depth, ply + 1, -beta, -alpha)
        }
    }

    fn child_quiet(&mut self, game: &mut G, parent: Seat, ply: usize, q: usize, alpha: i32, beta: i32) -> i32 {
        if game.to_move() == parent {
            self.quiesce(game, ply + 1, q + 1, alpha, beta)
        } else {
            -self.quiesce(game, ply + 1, q + 1, -beta, -alpha)
        }
    }

    /// The score of `game` searched `depth` plies deep, within the window `(alpha, beta)`.
    pub fn negamax(&mut self, game: &mut G, depth: i32, ply: usize, mut alpha: i32, beta: i32) -> i32 {
        if self.meter.tick() {
            return 0;
        }
        let me = game.to_move();
        if let Some(outcome) = game.outcome() {
            return terminal_score(&outcome, me, ply);
        }
        let key = game.hash();
        // A position repeated on the way here: whoever wants can repeat it again, a draw.
        if self.search.path.contains(&key) {
            return 0;
        }
        if ply >= MAX_PLY {
            return game.evaluate();
        }
        let check = self.settings.selective && game.is_check();
        let depth = if check { depth + 1 } else { depth };
        if depth <= 0 {
            return if self.settings.quiescence { self.quiesce(game, ply, 0, alpha, beta) } else { game.evaluate() };
        }

        let mut hash_move = None;
        if self.settings.tt {
            if let Some(entry) = self.search.table.probe(key) {
                hash_move = entry.best;
                if entry.depth as i32 >= depth {
                    let score = from_table(entry.score, ply);
                    let usable = match entry.bound {
                        Bound::Exact => true,
                        Bound::Lower => score >= beta,
                        Bound::Upper => score <= alpha,
                    };
                    if usable {
                        return score;
                    }
                }
            }
        }

        let mut moves = std::mem::take(&mut self.search.moves[ply]);
        let mut scores = std::mem::take(&mut self.search.scores[ply]);
        game.legal_moves(&mut moves);
        self.search.order.score(game, &moves, hash_move, ply, &mut scores);

        let alpha_in = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        self.search.path.push(key);
        let mut i = 0;
        while let Some(mv) = pick_next(&mut moves, &mut scores, i) {
            let noisy = game.is_noisy(mv);
            game.play_unchecked(mv);
            let score = if i == 0 {
                self.child(game, me, depth - 1, ply, alpha, beta)
            } else {
                // Late quiet moves are searched less deep first; most fail low cheaply.
                let reduction = if self.settings.selective && depth >= 3 && i >= 3 && !noisy && !check {
                    1 + i32::from(i >= 8 && depth >= 5)
                } else {
                    0
                };
                let mut s = self.child(game, me, depth - 1 - reduction, ply, alpha, alpha + 1);
                if s > alpha && reduction > 0 {
                    s = self.child(game, me, depth - 1, ply, alpha, alpha + 1);
                }
                if s > alpha && s < beta {
                    s = self.child(game, me, depth - 1, ply, alpha, beta);
                }
                s
            };
            game.undo();
            if self.meter.stopped {
                break;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if !noisy {
                            self.search.order.refuted_by(game, mv, ply, depth);
                        }
                        break;
                    }
                }
            }
            i += 1;
        }
        self.search.path.pop();
        self.search.moves[ply] = moves;
        self.search.scores[ply] = scores;
        if self.meter.stopped {
            return 0;
        }

        if self.settings.tt {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > alpha_in {
                Bound::Exact
            } else {
                Bound::Upper
            };
            let stored_move = if bound == Bound::Upper { None } else { best_move };
            self.search.table.store(key, stored_move, to_table(best, ply), depth as i16, bound);
        }
        best
    }

    /// Searches only noisy moves (every move when in check, near the start), so the static
    /// evaluation is never taken in the middle of an exchange.
    fn quiesce(&mut self, game: &mut G, ply: usize, q: usize, mut alpha: i32, beta: i32) -> i32 {
        if self.meter.tick() {
            return 0;
        }
        let me = game.to_move();
        if let Some(outcome) = game.outcome() {
            return terminal_score(&outcome, me, ply);
        }
        if ply >= MAX_PLY {
            return game.evaluate();
        }
        let evasions = q < QUIESCENCE_EVASIONS && game.is_check();
        let mut best = -INFINITY;
        if !evasions {
            // Standing pat: the seat to move need not capture.
            best = game.evaluate();
            if best >= beta || q >= MAX_QUIESCENCE || game.is_quiet() {
                return best;
            }
            alpha = alpha.max(best);
        }

        let mut moves = std::mem::take(&mut self.search.moves[ply]);
        let mut scores = std::mem::take(&mut self.search.scores[ply]);
        game.legal_moves(&mut moves);
        if !evasions {
            moves.retain(|&mv| game.is_noisy(mv));
        }
        self.search.order.score(game, &moves, None, ply, &mut scores);
        let mut i = 0;
        while let Some(mv) = pick_next(&mut moves, &mut scores, i) {
            game.play_unchecked(mv);
            let score = self.child_quiet(game, me, ply, q, alpha, beta);
            game.undo();
            if self.meter.stopped {
                break;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
            i += 1;
        }
        self.search.moves[ply] = moves;
        self.search.scores[ply] = scores;
        if best == -INFINITY {
            // In check with no move searched (cannot happen when `outcome` is right): judge
            // the position as it stands.
            best = game.evaluate();
        }
        best
    }
}
