//! `perft <game> <depth>`: the number of move sequences of each length from the start.

use super::{Args, Output};
use crate::game::{perft, Game};
use std::time::Instant;

pub fn run<G: Game>(mut args: Args) -> Output {
    // The game first: a bare flag may give a word back (`--expert 3`).
    let mut game: G = match args.start() {
        Ok(g) => g,
        Err(e) => return Output::fail(e),
    };
    let depth: usize = match args.words.first().and_then(|d| d.parse().ok()) {
        Some(d) if args.words.len() == 1 => d,
        _ => return Output::fail("perft needs one depth, a whole number".into()),
    };
    let mut text = String::new();
    let mut nodes = 0u64;
    let started = Instant::now();
    for d in 1..=depth {
        let count = perft(&mut game, d);
        nodes += count;
        text.push_str(&format!("depth {d} count {count}\n"));
    }
    let seconds = started.elapsed().as_secs_f64().max(1e-9);
    text.push_str(&format!("nodes/s {:.0}\n", nodes as f64 / seconds));
    Output::ok(text)
}
