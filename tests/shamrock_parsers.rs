//! Thousands of random and mutated strings fed to every Shamrock parser: each returns an
//! error (or a valid game) and never panics; what reads back round-trips.

use deskovna::game::rng::Rng;
use deskovna::game::Game;
use deskovna::games::shamrock::{read_game, read_move, Options, Shamrock};

const ALPHABET: &[u8] = b"0123456789+-._~ABCDEFGHIJKLMNOPQrybtxLcDpPRE ";

fn random_string(rng: &mut Rng, max: usize) -> String {
    let len = rng.below(max + 1);
    (0..len).map(|_| if rng.below(40) == 0 { 'č' } else { ALPHABET[rng.below(ALPHABET.len())] as char }).collect()
}

/// `text` with a few random edits (delete, insert, replace, duplicate a stretch).
fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let at = rng.below(chars.len() + 1);
        let c = ALPHABET[rng.below(ALPHABET.len())] as char;
        match rng.below(4) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 => chars.insert(at, c),
            2 if at < chars.len() => chars[at] = c,
            _ => {
                let end = (at + rng.below(6)).min(chars.len());
                let stretch: Vec<char> = chars[at..end].to_vec();
                chars.splice(at..at, stretch);
            }
        }
    }
    chars.into_iter().collect()
}

/// Positions of real games to mutate.
fn sample_positions(rng: &mut Rng) -> Vec<String> {
    let mut out = Vec::new();
    let mut moves = Vec::new();
    for (players, expert) in [(2, false), (3, false), (2, true), (3, true)] {
        let mut game = Shamrock::new(&Options { players, seed: rng.next_u64(), expert }).unwrap();
        for ply in 0..80 {
            game.legal_moves(&mut moves);
            let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else { break };
            game.play(mv).unwrap();
            if ply % 8 == 0 {
                out.push(game.to_text());
            }
        }
    }
    out
}

#[test]
fn position_texts_never_panic() {
    let mut rng = Rng::new(77);
    let samples = sample_positions(&mut rng);
    let mut read = 0;
    for i in 0..6000 {
        let text = if i % 3 == 0 {
            random_string(&mut rng, 60)
        } else {
            let sample = &samples[rng.below(samples.len())];
            mutate(&mut rng, sample)
        };
        match Shamrock::from_text(&text) {
            Ok(game) => {
                read += 1;
                let again = Shamrock::from_text(&game.to_text()).unwrap();
                assert_eq!(again.to_text(), game.to_text());
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                assert_eq!(moves.is_empty(), game.outcome().is_some(), "{text}");
            }
            Err(e) => assert!(e.span.0 <= e.span.1 && e.span.1 <= text.len(), "{text}: {e:?}"),
        }
    }
    assert!(read > 100, "{read}");
}

#[test]
fn action_words_never_panic() {
    let mut rng = Rng::new(78);
    let game = Shamrock::new(&Options { players: 3, seed: 2, expert: true }).unwrap();
    let words = ["P1+0+1r2", "Pp-1+0r0", "R+0+0+", "L+1-1c3", "D", "E"];
    for i in 0..6000 {
        let word = words[rng.below(words.len())];
        let text = if i % 2 == 0 { random_string(&mut rng, 14) } else { mutate(&mut rng, word) };
        if let Ok(mv) = read_move(&text) {
            assert_eq!(read_move(&mv.to_string()), Ok(mv));
        }
        let _ = game.parse_move(&text);
    }
}

#[test]
fn game_texts_never_panic() {
    let mut rng = Rng::new(79);
    for i in 0..1500 {
        let text = if i % 2 == 0 {
            random_string(&mut rng, 30)
        } else {
            mutate(&mut rng, "p3s5x L+0+0c0 L+0+0c1 L+0+0c2 L+1-1c3 E")
        };
        if let Err(e) = read_game(&text) {
            assert!(e.span.1 <= text.len(), "{text}: {e:?}");
        }
    }
}

#[test]
fn playing_anything_unchecked_never_panics() {
    let mut rng = Rng::new(80);
    let words = ["P1+0+1r2", "P2+1+0r5", "Pp-1+0r0", "R+0+0+", "R+1+0-", "L+1-1c3", "L+0+0c0", "D", "E"];
    for (players, expert) in [(2, false), (3, false), (2, true), (3, true)] {
        let mut game = Shamrock::new(&Options { players, seed: rng.next_u64(), expert }).unwrap();
        for _ in 0..400 {
            let Ok(mv) = read_move(words[rng.below(words.len())]) else { continue };
            game.play_unchecked(mv);
            let _ = (game.to_text(), game.outcome());
            let mut moves = Vec::new();
            game.legal_moves(&mut moves);
        }
        while game.undo() {}
    }
}
