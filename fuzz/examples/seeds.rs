//! Writes the small seed corpus of the fuzz targets into `corpus/<target>/` (run from
//! `fuzz/`: `cargo run --example seeds`): start positions of every set-up, positions and
//! moves from seeded random games, saved games and share links. Deterministic.

use deskovna::app::link::fragment;
use deskovna::app::record::Record;
use deskovna::game::rng::Rng;
use deskovna::game::Game;
use deskovna::games::GameKind;
use deskovna_fuzz::{start, with_game, Bytes, Setup};
use std::fs;

/// Set-up bytes (see `Setup`): each game's default and a few variants.
const SETUPS: [&[u8]; 25] = [
    &[0, 1, 0xFF],           // Drake 4×4
    &[0x04 | 0x20, 7, 0xFF], // Drake 3×3, random mountains
    &[0x0C | 0x60, 3, 0xFF], // Drake 6×6, mountains, random stack
    &[0x14 | 0xE0, 9, 0xFF], // Drake 8×8, everything random, hidden stack
    &[1, 0],                 // Camelot
    &[2, 0],                 // Drakoburg
    &[3, 1],                 // Shamrock, 2 players
    &[3 | 4, 2],             // Shamrock, 3 players
    &[3 | 8, 3],             // Shamrock, 2 players, expert
    &[3 | 4 | 8, 4],         // Shamrock, 3 players, expert
    &[0, 1, 0],              // The Drake's ready-made variants …
    &[0, 2, 1],
    &[0, 3, 2],
    &[0, 4, 3],
    &[0, 5, 4],
    &[0, 6, 5],
    &[0, 7, 6],
    &[0, 8, 7],
    &[0, 9, 8], // … and random ones
    &[0x40, 10, 9],
    &[1 | 1 << 2, 0],        // Chivalry
    &[1 | 2 << 2, 0],        // Cam
    &[1 | 3 << 2 | 0x20, 0], // Anti-Camette
    &[1 | 4 << 2, 0],        // River Camelot
    &[1 | 0x20, 0],          // Anti-Camelot
];

fn write(target: &str, name: &str, data: &[u8]) {
    let dir = format!("corpus/{target}");
    let _ = fs::create_dir_all(&dir);
    if let Err(e) = fs::write(format!("{dir}/{name}"), data) {
        eprintln!("cannot write {dir}/{name}: {e}");
    }
}

/// A random game from a set-up: the choice bytes, the positions and notations met.
struct Walk {
    choices: Vec<u8>,
    texts: Vec<String>,
    notations: Vec<String>,
}

fn walk<G: Game>(setup: &Setup, plies: usize, rng: &mut Rng) -> Walk {
    let mut game: G = start(setup);
    let mut moves = Vec::new();
    let mut w = Walk { choices: Vec::new(), texts: vec![game.to_text()], notations: Vec::new() };
    for _ in 0..plies {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let i = rng.below(moves.len().min(240));
        w.choices.push(i as u8);
        w.notations.push(game.notation(moves[i]));
        game.play_unchecked(moves[i]);
        w.texts.push(game.to_text());
    }
    w
}

fn main() {
    let mut rng = Rng::new(2024);
    for (n, &setup_bytes) in SETUPS.iter().enumerate() {
        let setup = Setup::read(&mut Bytes::new(setup_bytes));
        let g = setup.game;
        let w = with_game!(g, G => walk::<G>(&setup, 60, &mut rng));
        if let Ok(drake) = deskovna::games::drake::Drake::from_text(&w.texts[0]) {
            write("variant", &format!("{n}"), drake.variant().to_text().as_bytes());
        }
        // Positions: the start and two from the game.
        for (i, at) in [0, 12, 40].into_iter().enumerate() {
            if let Some(text) = w.texts.get(at) {
                write("position", &format!("{n}-{i}"), &[&[g][..], text.as_bytes()].concat());
            }
        }
        // Notation, both ways: a walk then a move; a position text then a move.
        let k = w.notations.len().min(10);
        if let Some(next) = w.notations.get(k) {
            let walk_bytes = [&[0][..], setup_bytes, &[k as u8], &w.choices[..k], next.as_bytes()].concat();
            write("notation", &format!("{n}-walk"), &walk_bytes);
            let text = format!("{}\n{next}", w.texts[k]);
            write("notation", &format!("{n}-text"), &[&[1 | g << 1][..], text.as_bytes()].concat());
        }
        // Play: the set-up and the walk's choices.
        write("play", &format!("{n}"), &[&setup_bytes[..], &w.choices[..]].concat());
        // The app: a saved game, a share link, and the saved game driven by a few events.
        let kind = GameKind::ALL[usize::from(g)];
        let record = Record { kind, start: w.texts[0].clone(), moves: w.notations[..k].to_vec(), seats: Vec::new() };
        write("record", &format!("{n}-saved"), &[&[0][..], record.to_text().as_bytes()].concat());
        let link = fragment(&record, &w.texts[0]);
        write("record", &format!("{n}-link"), &[&[1][..], link.as_bytes()].concat());
        let events: Vec<u8> = (0..24).map(|_| rng.below(256) as u8).collect();
        write("record", &format!("{n}-events"), &[&[2][..], record.to_text().as_bytes(), &[0xFF], &events].concat());
    }
}
