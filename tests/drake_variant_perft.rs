//! Perft of every ready-made variant of The Drake, pinned, and cross-checked by
//! `drake_variant_reference`, a second implementation written from the rules files alone.
//!
//! From the start the set-up phases look alike in every variant, so each variant is also
//! counted from a position in its middle game, reached by a fixed walk of random moves that
//! both implementations follow move by move (checking on the way that they list the same
//! moves): there the extension is at work (a troop in a fortress, a flag within reach, a bomb
//! on top of the stack, drawn tops …).
//!
//! The reference does not play chance: on a drawn stack it keeps the listed order, and on the
//! walk it copies the engine's stacks after each move. Within 4 plies of a position the drawn
//! troops cannot change a count (a troop drawn on the first ply is placed on the third and
//! acts on the fifth, and this variant has no bombs or tokens), and from the start a drawn
//! troop first acts on ply 9.

mod drake_variant_reference;
mod drake_variant_setup;

use deskovna::game::rng::Rng;
use deskovna::game::{perft, Game};
use deskovna::games::drake::{Drake, Flags, Options, READY_MADE};
use drake_variant_reference::Reference;
use drake_variant_setup::{names, reference_for, sync_stacks};

fn ready(id: &str) -> Drake {
    let mut options = Options::default();
    Drake::set_option(&mut options, "variant", id).unwrap();
    Drake::new(&options).unwrap()
}

/// Both implementations walk `plies` random moves from the start, agreeing on every list.
fn walk(id: &str, plies: usize, seed: u64) -> (Drake, Reference) {
    let mut game = ready(id);
    let mut r = reference_for(game.variant());
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let list = names(&game);
        assert_eq!(list, r.moves(), "{id}: {}", game.to_text());
        let Some(name) = list.get(rng.below(list.len().max(1))) else { break };
        let mv = game.parse_move(name).unwrap();
        game.play(mv).unwrap();
        r.play(name);
        sync_stacks(&mut r, &game);
    }
    (game, r)
}

/// Per ready-made variant: perft from the start (depths 1..), the walk (plies, seed) and perft
/// from its end (depths 1..=4). The walks end where each extension is at work: Blue's troop
/// on c3 is safe in its fortress; Blue's Clubman on c4 can take Orange's flag on c5; both
/// stacks have a bomb on top; Blue's drawn top is a Knight.
/// Variant id, perft from the start, walk plies, walk seed, perft at the walk's end.
type Pinned = (&'static str, &'static [u64], usize, u64, &'static [u64]);

const PINNED: [Pinned; 8] = [
    ("knights-and-lancers", &[5, 25, 65, 169, 286, 484, 4620, 43988, 537980], 24, 1, &[18, 421, 7567, 168891]),
    ("heralds", &[5, 25, 65, 169, 286, 484, 4620, 43988, 507044], 24, 1, &[18, 292, 5114, 85104]),
    ("guardians-and-phantoms", &[5, 25, 65, 169, 286, 484, 4620, 43124, 480632], 24, 1, &[13, 191, 1779, 26476]),
    ("fortresses", &[5, 25, 65, 169, 286, 484, 4620, 43940, 556988], 16, 1, &[16, 381, 6612, 142884]),
    ("capture-the-flag", &[5, 25, 65, 169, 286, 484, 4620, 43988, 558420], 20, 1, &[18, 301, 5014, 82544]),
    ("bombs", &[5, 25, 65, 169, 286, 484, 4620, 43988, 558420], 24, 1, &[11, 93, 947, 8345]),
    ("drawn-stacks", &[5, 25, 65, 169, 286, 484, 4620, 43988, 483300], 24, 1, &[17, 252, 3362, 48843]),
    ("asymmetric-armies", &[5, 25, 65, 169, 286, 484, 4620, 40208, 498648], 24, 1, &[10, 188, 1760, 25721]),
];

#[test]
fn every_ready_made_variant_is_pinned() {
    assert_eq!(PINNED.len(), READY_MADE.len());
    for (id, counts, ..) in PINNED {
        let mut game = ready(id);
        for (depth, &count) in counts.iter().enumerate() {
            assert_eq!(perft(&mut game, depth + 1), count, "{id} depth {}", depth + 1);
        }
    }
}

#[test]
fn the_reference_counts_the_same_from_the_start() {
    for (id, counts, ..) in PINNED {
        let r = reference_for(ready(id).variant());
        for (depth, &count) in counts.iter().enumerate().take(8) {
            assert_eq!(r.perft(depth as u32 + 1), count, "{id} depth {}", depth + 1);
        }
    }
}

#[test]
fn and_in_the_middle_game() {
    for (id, _, plies, seed, counts) in PINNED {
        let (mut game, r) = walk(id, plies, seed);
        let mut found = Vec::new();
        for depth in 1..=4 {
            let count = perft(&mut game, depth);
            assert_eq!(count, r.perft(depth as u32), "{id} depth {depth} from {}", game.to_text());
            found.push(count);
        }
        assert_eq!(found, counts, "{id} from {}", game.to_text());
    }
}

#[test]
fn the_flags_are_where_the_variant_puts_them() {
    let v = ready("capture-the-flag").variant().clone();
    assert_eq!(v.flags, Flags::Home);
    assert_eq!(reference_for(&v).flags.map(|f| f[1].at), Some((2, 4)));
}
