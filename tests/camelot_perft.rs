//! Perft of Camelot from the start position, pinned.
//!
//! How we know these counts are right:
//! - depth 1 was counted by hand: the WCF's "100 possible first moves" are the distinct
//!   (from, to) pairs, and six of them can be reached by three canter routes each (the Man on
//!   E7 among C5, C7 and E5 over C6, D6, D7 and E6, and its mirror image on H7), which adds
//!   2·6 = 12 routes: 112 (pinned in `camelot_examples` move by move);
//! - depths 1–3 are also counted by `camelot_reference`, a second implementation written
//!   separately from the rules text (a grid of characters, cloned boards, every rule a filter
//!   over all candidate moves, moves as strings), and both agree; the property test compares
//!   their move lists along thousands of random games and positions as well, including
//!   captures, castles and every ending;
//! - depth 4 (221 882 128) is pinned from the engine alone (the reference is too slow); it
//!   is the first depth at which jump chains and Knight's charges are common.

mod camelot_reference;

use camelot_reference::Reference;
use deskovna::game::{perft, Game};
use deskovna::games::camelot::{Camelot, Options};

const COUNTS: [u64; 3] = [112, 12_580, 1_688_962];

#[test]
fn perft_from_the_start() {
    let mut game = Camelot::new(&Options::default()).unwrap();
    for (depth, &count) in COUNTS.iter().enumerate() {
        assert_eq!(perft(&mut game, depth + 1), count, "depth {}", depth + 1);
    }
}

#[test]
fn the_reference_counts_the_same() {
    let reference = Reference::start();
    for (depth, &count) in COUNTS.iter().enumerate().take(2) {
        assert_eq!(reference.perft(depth as u32 + 1), count, "depth {}", depth + 1);
    }
}

/// Depth 3 with the reference takes a few seconds in a debug build: run it with
/// `cargo test --release -- --ignored`.
#[test]
#[ignore]
fn the_reference_counts_the_same_at_depth_3() {
    assert_eq!(Reference::start().perft(3), COUNTS[2]);
}

#[test]
#[ignore]
fn perft_4_from_the_start() {
    let mut game = Camelot::new(&Options::default()).unwrap();
    assert_eq!(perft(&mut game, 4), 221_882_128);
}
