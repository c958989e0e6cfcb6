//! Perft of every board of the Camelot family from its start position, pinned.
//!
//! How we know these counts are right:
//! - Camelot, depth 1, was counted by hand: the WCF's "100 possible first moves" are the
//!   distinct (from, to) pairs, and six of them can be reached by three canter routes each
//!   (the Man on E7 among C5, C7 and E5 over C6, D6, D7 and E6, and its mirror image on H7),
//!   which adds 2·6 = 12 routes: 112 (pinned in `camelot_examples` move by move);
//! - Camette, depth 1, by hand too: the Knight on C2 steps to B2 or D2 and canters to A4, C4
//!   or E4 (5); the Men on B3 and D3 step to five squares each and cannot canter (10); the Man
//!   on C3 steps to five squares and canters over B3 or D3 to A3 or E3 (7): 22;
//! - River Camelot, depths 1 and 2: White's first move plants three trees on 3 of its 41
//!   planting squares, C(41, 3) = 10 660 ways, and Black's likewise on its own 41, so depth 2
//!   is 10 660²;
//! - every count the reference can reach in a test is also counted by `camelot_reference`, a
//!   second implementation written separately from the rules text (each board read from the
//!   rules' picture into a grid of characters, cloned boards, every rule a filter over all
//!   candidate moves, moves as strings), and both agree; the property tests compare their
//!   move lists along thousands of random games and positions of every board as well;
//! - the deeper counts are pinned from the engine alone (the reference is too slow), in
//!   `--ignored` tests: `cargo test --release --test camelot_perft -- --ignored`.
//!
//! Anti-Camelot changes only how games end, and no game ends this close to a start: its counts
//! are the same, and are checked the same.

mod camelot_reference;

use camelot_reference::Reference;
use deskovna::game::{perft, Game};
use deskovna::games::camelot::{Camelot, Options, Variant};

/// The counts of each board from its start, depth 1 first.
const COUNTS: [(Variant, &[u64]); 5] = [
    (Variant::Camelot, &[112, 12_580, 1_688_962]),
    (Variant::Chivalry, &[140, 19_660, 3_210_514]),
    (Variant::Cam, &[54, 2_916, 187_380, 11_986_638]),
    (Variant::Camette, &[22, 345, 5_174, 69_952, 833_124]),
    (Variant::River, &[10_660]),
];

/// River Camelot once both sides have planted (White T:C3,F7,K8, Black T:B11,E14,J15).
const PLANTED: &str = "river_2.7T.3T6.2kmmmmmmk2.3kmmmmk3.1T10.12.12.10T1.5T6.12.3KMMMMK3.2KMMMMMMK2.1T8.8.2_w_00_-_2";
const PLANTED_COUNTS: [u64; 3] = [102, 10_098, 1_234_728];

fn start(variant: Variant, anti: bool) -> Camelot {
    Camelot::new(&Options { variant, anti }).unwrap()
}

#[test]
fn perft_from_every_start() {
    for (variant, counts) in COUNTS {
        for anti in [false, true] {
            let mut game = start(variant, anti);
            for (depth, &count) in counts.iter().enumerate() {
                assert_eq!(perft(&mut game, depth + 1), count, "{variant:?} anti {anti} depth {}", depth + 1);
            }
        }
    }
}

#[test]
fn perft_of_river_camelot_after_the_plantings() {
    for text in [PLANTED.to_string(), format!("anti-{PLANTED}")] {
        let mut game = Camelot::from_text(&text).unwrap();
        for (depth, &count) in PLANTED_COUNTS.iter().enumerate() {
            assert_eq!(perft(&mut game, depth + 1), count, "{text} depth {}", depth + 1);
        }
    }
    // The position is White T:C3,F7,K8 and Black T:B11,E14,J15 played from the start.
    let mut game = start(Variant::River, false);
    for mv in ["T:C3,F7,K8", "T:B11,E14,J15"] {
        let m = game.parse_move(mv).unwrap();
        game.play(m).unwrap();
    }
    assert_eq!(game.to_text(), PLANTED);
}

#[test]
fn the_reference_counts_the_same() {
    let depths =
        [(Variant::Camelot, 2), (Variant::Chivalry, 2), (Variant::Cam, 3), (Variant::Camette, 4), (Variant::River, 1)];
    for (variant, depth) in depths {
        let counts = COUNTS.iter().find(|c| c.0 == variant).unwrap().1;
        for anti in [false, true] {
            let reference = Reference::start_of(variant.id(), anti);
            assert_eq!(reference.text(), start(variant, anti).to_text());
            for d in 1..=depth {
                assert_eq!(reference.perft(d), counts[d as usize - 1], "{variant:?} anti {anti} depth {d}");
            }
        }
    }
    let reference = Reference::from_text(PLANTED);
    for d in 1..=2 {
        assert_eq!(reference.perft(d), PLANTED_COUNTS[d as usize - 1], "planted depth {d}");
    }
}

/// Depth 3 with the reference takes a while: `cargo test --release -- --ignored`.
#[test]
#[ignore]
fn the_reference_counts_the_same_at_depth_3() {
    for (variant, counts) in COUNTS.iter().filter(|c| c.1.len() >= 3) {
        assert_eq!(Reference::start_of(variant.id(), false).perft(3), counts[2], "{variant:?}");
    }
    assert_eq!(Reference::from_text(PLANTED).perft(3), PLANTED_COUNTS[2]);
}

#[test]
#[ignore]
fn deeper_perft_from_the_starts() {
    let deeper: [(Variant, usize, u64); 6] = [
        (Variant::Camelot, 4, 221_882_128),
        (Variant::Chivalry, 4, 514_227_018),
        (Variant::Cam, 5, 807_831_006),
        (Variant::Camette, 6, 10_146_564),
        (Variant::Camette, 7, 116_051_570),
        (Variant::River, 2, 10_660 * 10_660),
    ];
    for (variant, depth, count) in deeper {
        assert_eq!(perft(&mut start(variant, false), depth), count, "{variant:?} depth {depth}");
    }
}
