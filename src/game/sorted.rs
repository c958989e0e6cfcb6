//! Sorting for the short lists of the view and the app (spots, saved games, names). The
//! standard sorts compile to several kilobytes of wasm per element type, and the page's first
//! bundle has a budget; inserting each item at its place takes a few bytes and is quick for
//! lists of a few hundred.

/// The items in order (equal ones kept).
pub fn sorted<T: Ord>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut out: Vec<T> = Vec::new();
    for item in items {
        let at = out.partition_point(|x| *x <= item);
        out.insert(at, item);
    }
    out
}

/// The distinct items in order.
pub fn sorted_unique<T: Ord>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut out: Vec<T> = Vec::new();
    for item in items {
        if let Err(at) = out.binary_search(&item) {
            out.insert(at, item);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_like_the_standard_library() {
        let mut seed = 7u32;
        for n in [0, 1, 2, 5, 40, 300] {
            let items: Vec<u16> = (0..n)
                .map(|_| {
                    seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                    (seed >> 24) as u16
                })
                .collect();
            let mut expected = items.clone();
            expected.sort();
            assert_eq!(sorted(items.clone()), expected);
            expected.dedup();
            assert_eq!(sorted_unique(items), expected);
        }
    }
}
