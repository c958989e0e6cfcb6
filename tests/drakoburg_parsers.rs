//! The parsers take any string: thousands of random and mutated position texts and moves must
//! come back as errors (or positions and moves), never as a panic. Garbage moves handed to
//! `play_unchecked` must not panic either.

use deskovna::game::rng::Rng;
use deskovna::game::Game;
use deskovna::games::drakoburg::{Drakoburg, Move, Options, START};

const ALPHABET: &[char] = &[
    'p', 's', 'z', 'a', 'u', 't', 'P', 'S', 'Z', 'A', 'U', 'T', 'x', 'X', 'w', 'b', 'm', 'h', 'k', '0', '1', '2', '3',
    '4', '5', '6', '7', '8', '9', '.', '_', '-', '+', '=', '#', '!', '?', ':', ' ', 'é', 'ž', '–', '\u{0}', '🐉',
];

const SAMPLES: [&str; 6] = [
    START,
    "2Z1t2.zp2p2.7.2P4.1pu4.1t3PP.u6_w_1_m",
    "1zz3t.7.7.4z2.7.7.T6_b_0",
    "7.7.7.3T3.7.7.3t3_b_57",
    "c5-c6=S",
    "a3-a7+c2#!?",
];

fn random_text(rng: &mut Rng) -> String {
    let len = rng.below(50);
    (0..len).map(|_| ALPHABET[rng.below(ALPHABET.len())]).collect()
}

/// A sample with a few characters replaced, inserted or deleted.
fn mutated(rng: &mut Rng) -> String {
    let mut chars: Vec<char> = SAMPLES[rng.below(SAMPLES.len())].chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(chars.len() + 1);
        let c = ALPHABET[rng.below(ALPHABET.len())];
        match rng.below(3) {
            0 if at < chars.len() => chars[at] = c,
            1 => chars.insert(at, c),
            _ if at < chars.len() => {
                chars.remove(at);
            }
            _ => chars.push(c),
        }
    }
    chars.into_iter().collect()
}

#[test]
fn random_and_mutated_texts_never_panic() {
    let mut rng = Rng::new(99);
    let game = Drakoburg::new(&Options::default()).unwrap();
    let mut read = 0;
    for i in 0..20_000 {
        let text = if i % 2 == 0 { random_text(&mut rng) } else { mutated(&mut rng) };
        if let Ok(copy) = Drakoburg::from_text(&text) {
            read += 1;
            // Whatever reads must write a text that reads back to itself.
            let again = Drakoburg::from_text(&copy.to_text()).unwrap();
            assert_eq!(again.to_text(), copy.to_text(), "{text}");
        } else if let Err(e) = Drakoburg::from_text(&text) {
            assert!(e.span.0 <= e.span.1 && e.span.1 <= text.len(), "{text:?}: {e:?}");
        }
        if let Err(e) = game.parse_move(&text) {
            assert!(!e.to_string().is_empty());
        }
    }
    assert!(read > 100, "only {read} mutated texts were positions");
}

#[test]
fn garbage_moves_never_panic() {
    let mut rng = Rng::new(5);
    let mut game = Drakoburg::new(&Options::default()).unwrap();
    for _ in 0..20_000 {
        let sq = |rng: &mut Rng| [rng.below(49) as u8, rng.below(256) as u8][rng.below(2)];
        let mv = Move { from: sq(&mut rng), to: sq(&mut rng), reinforcement: [None, Some(sq(&mut rng))][rng.below(2)] };
        let _ = game.check(mv);
        let _ = game.notation(mv);
        let _ = game.route(mv);
        let mut scratch = game.clone();
        scratch.play_unchecked(mv);
        let _ = (scratch.to_text(), scratch.outcome(), scratch.hash());
        let mut moves = Vec::new();
        scratch.legal_moves(&mut moves);
        if let Some(&legal) = moves.first() {
            game = scratch;
            game.play_unchecked(legal);
        }
        if game.outcome().is_some() {
            game = Drakoburg::new(&Options::default()).unwrap();
        }
    }
}
