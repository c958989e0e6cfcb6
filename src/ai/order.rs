//! Move ordering: alpha-beta cuts off sooner when good moves come first. The hash move first,
//! then noisy moves (captures) by the engine's hint, then the killers of this ply (quiet moves
//! that refuted a sibling), then the other quiet moves by their history.

use crate::game::eval::HISTORY_SLOTS;
use crate::game::Evaluate;

const HASH_MOVE: i32 = 1 << 30;
const NOISY: i32 = 1 << 24;
const KILLER: i32 = 1 << 23;
/// History counters are halved when one reaches this, so they stay below the killers.
const HISTORY_CAP: i32 = 1 << 20;
/// Engine hints are clamped to this so the classes above do not mix.
const HINT_CAP: i32 = 1 << 20;

pub(crate) struct Ordering<M> {
    killers: Vec<[Option<M>; 2]>,
    history: Vec<i32>,
}

impl<M: Copy + Eq> Ordering<M> {
    pub fn new(max_ply: usize) -> Ordering<M> {
        Ordering { killers: vec![[None; 2]; max_ply + 1], history: vec![0; HISTORY_SLOTS] }
    }

    /// Forgets the killers of the last search and fades its history.
    pub fn new_search(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 8);
    }

    /// Scores `moves` into `scores` (same order), larger first.
    pub fn score<G: Evaluate<Move = M>>(
        &self,
        game: &G,
        moves: &[M],
        hash_move: Option<M>,
        ply: usize,
        scores: &mut Vec<i32>,
    ) {
        let killers = self.killers.get(ply).copied().unwrap_or([None; 2]);
        scores.clear();
        scores.extend(moves.iter().map(|&mv| {
            let hint = game.move_hint(mv).clamp(-HINT_CAP, HINT_CAP);
            if Some(mv) == hash_move {
                HASH_MOVE
            } else if game.is_noisy(mv) {
                NOISY + hint
            } else if Some(mv) == killers[0] {
                KILLER
            } else if Some(mv) == killers[1] {
                KILLER - 1
            } else {
                self.history[game.move_slot(mv) % HISTORY_SLOTS] + hint / 4
            }
        }));
    }

    /// A quiet move refuted the position at `ply`: remember it as a killer and in the history.
    pub fn refuted_by<G: Evaluate<Move = M>>(&mut self, game: &G, mv: M, ply: usize, depth: i32) {
        if let Some(k) = self.killers.get_mut(ply) {
            if k[0] != Some(mv) {
                k[1] = k[0];
                k[0] = Some(mv);
            }
        }
        let slot = game.move_slot(mv) % HISTORY_SLOTS;
        self.history[slot] += depth * depth;
        if self.history[slot] >= HISTORY_CAP {
            self.history.iter_mut().for_each(|h| *h /= 2);
        }
    }
}

/// Moves the best-scored of `moves[i..]` to `i` and returns it (one step of a selection sort:
/// most nodes cut off after a move or two, so sorting everything would be wasted).
pub(crate) fn pick_next<M: Copy>(moves: &mut [M], scores: &mut [i32], i: usize) -> Option<M> {
    let best = (i..moves.len().min(scores.len())).max_by_key(|&j| (scores[j], usize::MAX - j))?;
    moves.swap(i, best);
    scores.swap(i, best);
    Some(moves[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_in_score_order_keeping_ties_stable() {
        let mut moves = [10, 20, 30, 40];
        let mut scores = [1, 5, 3, 5];
        let order: Vec<i32> = (0..4).filter_map(|i| pick_next(&mut moves, &mut scores, i)).collect();
        assert_eq!(order, vec![20, 40, 30, 10]);
        assert_eq!(pick_next(&mut moves, &mut scores, 4), None);
    }
}
