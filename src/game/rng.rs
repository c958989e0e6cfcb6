//! A small seeded random generator (SplitMix64): shuffles that replay from their seed, on
//! every platform, with no dependency. Not for cryptography.

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rng(u64);

impl Rng {
    pub const fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub const fn state(&self) -> u64 {
        self.0
    }

    pub fn next_u64(&mut self) -> u64 {
        let (next, out) = splitmix(self.0);
        self.0 = next;
        out
    }

    /// A number in `0..n` (`n > 0`), without modulo bias worth speaking of for small `n`.
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next_u64() >> 32) * n as u64) >> 32) as usize
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

/// One SplitMix64 step: the next state and the output. `const` so engines can build their
/// Zobrist key tables at compile time.
pub const fn splitmix(state: u64) -> (u64, u64) {
    let next = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = next;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (next, z ^ (z >> 31))
}

/// A family of `N` Zobrist keys drawn from `seed`: key `i` is computed when asked for, not
/// stored, because a table of random numbers would add incompressible kilobytes to the wasm.
/// `Keys(seed).at(i)` equals `keys(seed)[i]`.
#[derive(Clone, Copy, Debug)]
pub struct Keys<const N: usize>(pub u64);

impl<const N: usize> Keys<N> {
    /// Key `i`, or 0 past the end of the family.
    #[inline]
    pub const fn at(&self, i: usize) -> u64 {
        if i < N {
            splitmix(self.0.wrapping_add((i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15))).1
        } else {
            0
        }
    }
}

/// `N` pseudo-random keys from `seed`, computed at compile time (Zobrist hashing).
pub const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (next, value) = splitmix(state);
        state = next;
        out[i] = value;
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_sequence() {
        let (mut a, mut b) = (Rng::new(7), Rng::new(7));
        for _ in 0..100 {
            assert_eq!(a.next_u64(), b.next_u64());
        }
        assert_ne!(Rng::new(7).next_u64(), Rng::new(8).next_u64());
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut rng = Rng::new(1);
        let mut seen = [false; 5];
        for _ in 0..1000 {
            let x = rng.below(5);
            seen[x] = true;
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn shuffle_is_a_permutation() {
        let mut items: Vec<u32> = (0..20).collect();
        Rng::new(3).shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort();
        assert_eq!(sorted, (0..20).collect::<Vec<_>>());
        assert_ne!(items, sorted);
    }

    #[test]
    fn computed_keys_equal_the_table() {
        const K: [u64; 100] = keys(9);
        for (i, &k) in K.iter().enumerate() {
            assert_eq!(Keys::<100>(9).at(i), k);
        }
        assert_eq!(Keys::<100>(9).at(100), 0);
    }

    #[test]
    fn compile_time_keys_are_distinct() {
        const K: [u64; 64] = keys(42);
        let mut sorted = K.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), 64);
    }
}
