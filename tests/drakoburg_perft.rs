//! Perft of Drakoburg from the start position, pinned.
//!
//! How we know these counts are right:
//! - depth 1 was counted by hand on the start diagram: Kopiníks 2+3+3+3+2 = 13; the Lukostřelec
//!   on b1 has c2 (king step and ride alike, one move) d3 e4 f5 and xg6 = 5, the one on c1 only
//!   c2; the Panoš on e1 has e2, the rides f3 g4 and d3 c4 b5 xa6 after the step to e2, and the
//!   knight leap c2 (d3, f3 counted already) = 8; the Panoš on f1 e2 e3 g3 = 3; the Turkopol
//!   e2 f3 = 2; the Zbrojnoš none; the Těžkooděnec c2 e2 d3 b3 f3, of which b3 is attacked by
//!   the black Panoš e7 (step to e6, ride south-west) and f3 by the black Lukostřelec b7, so 3.
//!   13 + 5 + 1 + 8 + 3 + 2 + 3 = 35, and Black mirrors White;
//! - every depth is also counted by `drakoburg_reference`, a second implementation written
//!   separately from the rules text (a grid of cells, direction loops, "in check" by listing
//!   every enemy move, clones instead of undo), and both agree (depth 4 in release:
//!   `cargo test --release --test drakoburg_perft -- --ignored`); the property test compares
//!   their move lists, notation included, along thousands of random games as well;
//! - depth 6 (not run here): 2 106 743 610, from `deskovna perft drakoburg 6`.

mod drakoburg_reference;

use deskovna::game::{perft, Game};
use deskovna::games::drakoburg::{Drakoburg, Options};
use drakoburg_reference::Reference;

const START: [u64; 5] = [35, 1170, 43109, 1510612, 57187378];

fn start() -> Drakoburg {
    Drakoburg::new(&Options::default()).unwrap()
}

#[test]
fn perft_from_the_start() {
    let mut game = start();
    for (depth, &count) in START.iter().enumerate().take(4) {
        assert_eq!(perft(&mut game, depth + 1), count, "depth {}", depth + 1);
    }
}

#[test]
fn the_reference_counts_the_same() {
    let reference = Reference::new();
    for (depth, &count) in START.iter().enumerate().take(3) {
        assert_eq!(reference.perft(depth as u32 + 1), count, "depth {}", depth + 1);
    }
}

#[test]
#[ignore = "slow in debug: run with --release"]
fn the_reference_counts_the_same_at_depth_4_and_the_engine_at_5() {
    assert_eq!(Reference::new().perft(4), START[3]);
    assert_eq!(perft(&mut start(), 5), START[4]);
}
