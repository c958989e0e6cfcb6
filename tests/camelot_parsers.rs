//! Parser robustness: thousands of random and mutated strings fed to `from_text` and
//! `parse_move` must come back as errors (or as valid positions and legal moves), never panic,
//! and every error's span must lie inside the input.

use deskovna::game::rng::Rng;
use deskovna::game::{Game, MoveError, Refusal as _};
use deskovna::games::camelot::{Camelot, Options};

const START: &str = "2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0";
const ALPHABET: &[char] = &[
    'M', 'K', 'm', 'k', '1', '2', '0', '9', '.', '_', '-', 'x', 'X', 'w', 'b', 'F', 'G', 'A', 'L', 'e', '…', 'é', ' ',
    '~', '\u{0}', '6', '1', '0',
];

fn random_string(rng: &mut Rng) -> String {
    (0..rng.below(40)).map(|_| ALPHABET[rng.below(ALPHABET.len())]).collect()
}

/// Deletes, duplicates or replaces a few characters of `text`.
fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let i = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 if i < chars.len() => {
                chars.remove(i);
            }
            1 if i < chars.len() => {
                let c = chars[i];
                chars.insert(i, c);
            }
            _ => chars.insert(i, ALPHABET[rng.below(ALPHABET.len())]),
        }
    }
    chars.into_iter().collect()
}

fn span_inside(span: (usize, usize), text: &str) {
    assert!(span.0 <= span.1 && span.1 <= text.len(), "{span:?} in {text:?}");
}

#[test]
fn position_texts_never_panic() {
    let mut rng = Rng::new(99);
    let mut accepted = 0;
    for i in 0..6000 {
        let text = if i % 3 == 0 { random_string(&mut rng) } else { mutate(&mut rng, START) };
        match Camelot::from_text(&text) {
            Ok(game) => {
                accepted += 1;
                let again = Camelot::from_text(&game.to_text()).unwrap();
                assert_eq!(again.to_text(), game.to_text());
            }
            Err(e) => span_inside(e.span, &text),
        }
    }
    assert!(accepted > 10, "{accepted}");
}

#[test]
fn move_texts_never_panic() {
    let mut rng = Rng::new(5);
    let game = Camelot::new(&Options::default()).unwrap();
    let mut list = Vec::new();
    game.legal_moves(&mut list);
    let names: Vec<String> = list.iter().map(|&m| game.notation(m)).collect();
    let samples = ["C6-E6-G6-G8xE10", "H6-F8xH10xH12xF12xH10", "…D10-D8xD6", "...e6-e7"];
    let mut legal = 0;
    for i in 0..8000 {
        let sample = samples[rng.below(samples.len())];
        let name = &names[rng.below(names.len())];
        let text = match i % 4 {
            0 => random_string(&mut rng),
            1 => mutate(&mut rng, sample),
            _ => mutate(&mut rng, name),
        };
        match game.parse_move(&text) {
            Ok(mv) => {
                legal += 1;
                assert_eq!(game.check(mv), Ok(()));
            }
            Err(MoveError::Syntax(e)) => span_inside(e.span, &text),
            Err(MoveError::Illegal(e)) => assert!(!e.render(deskovna::game::Lang::Cs).is_empty()),
        }
    }
    assert!(legal > 40, "{legal}");
}
