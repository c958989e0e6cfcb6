//! The transposition table: what earlier searches learnt about a position, by its Zobrist
//! hash. Fixed size, allocated once; an entry is replaced by a search at least as deep, or by
//! anything once it is left over from an earlier move.

/// What a stored score says about the true score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (the search failed low).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<M> {
    pub key: u64,
    pub best: Option<M>,
    pub score: i32,
    pub depth: i16,
    pub bound: Bound,
    /// The search (move of the game) that wrote it.
    generation: u8,
}

pub struct Transpositions<M> {
    slots: Vec<Option<Entry<M>>>,
    mask: usize,
    generation: u8,
}

impl<M: Copy> Transpositions<M> {
    /// A table of about `2^bits` entries (at least 2).
    pub fn new(bits: u32) -> Transpositions<M> {
        let len = 1usize << bits.clamp(1, 28);
        Transpositions { slots: vec![None; len], mask: len - 1, generation: 0 }
    }

    /// A new search begins: older entries become fair game for replacement.
    pub fn next_generation(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = None);
    }

    fn index(&self, key: u64) -> usize {
        // Fold the high half in, in case a game's hash is weak in its low bits.
        (key ^ (key >> 32)) as usize & self.mask
    }

    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots.get(self.index(key)).copied().flatten().filter(|e| e.key == key)
    }

    pub fn store(&mut self, key: u64, best: Option<M>, score: i32, depth: i16, bound: Bound) {
        let generation = self.generation;
        let index = self.index(key);
        let Some(slot) = self.slots.get_mut(index) else { return };
        let replace = match slot {
            None => true,
            Some(old) => old.key == key || old.generation != generation || depth >= old.depth,
        };
        if replace {
            // Keep the old best move if this search did not find one (a fail-low).
            let best = best.or_else(|| slot.filter(|old| old.key == key).and_then(|old| old.best));
            *slot = Some(Entry { key, best, score, depth, bound, generation });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_and_finds_and_replaces_by_depth() {
        let mut t: Transpositions<u8> = Transpositions::new(4);
        t.store(0xABCD_0000_0000_0001, Some(3), 50, 4, Bound::Exact);
        let e = t.probe(0xABCD_0000_0000_0001).unwrap();
        assert_eq!((e.best, e.score, e.depth, e.bound), (Some(3), 50, 4, Bound::Exact));
        assert!(t.probe(0xABCD_0000_0000_0002).is_none());
        // A shallower result for a colliding key does not push out a deeper one …
        let other = (0..u64::MAX).map(|k| k << 8 | 1).find(|&k| t.index(k) == t.index(0xABCD_0000_0000_0001));
        let other = other.unwrap();
        t.store(other, None, 0, 2, Bound::Lower);
        assert!(t.probe(other).is_none());
        // … until a new search begins.
        t.next_generation();
        t.store(other, None, 0, 2, Bound::Lower);
        assert!(t.probe(other).is_some());
    }

    #[test]
    fn a_fail_low_keeps_the_best_move() {
        let mut t: Transpositions<u8> = Transpositions::new(4);
        t.store(7, Some(9), 10, 3, Bound::Exact);
        t.store(7, None, -5, 4, Bound::Upper);
        assert_eq!(t.probe(7).unwrap().best, Some(9));
    }
}
