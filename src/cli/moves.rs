//! `moves <game> [options] [--position <text>] [<move>...]`: the legal moves of the position
//! the moves lead to, in notation, one per line, in plain byte order — so that our move lists
//! can be compared line by line with another program's.

use super::replay::play_words;
use super::{Args, Output};
use crate::game::Game;

pub fn run<G: Game>(mut args: Args) -> Output {
    let mut game: G = match args.start() {
        Ok(g) => g,
        Err(e) => return Output::fail(e),
    };
    if let Err(illegal) = play_words(&mut game, &args.words) {
        return illegal;
    }
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut words: Vec<String> = moves.iter().map(|&mv| game.notation(mv)).collect();
    words.sort_unstable();
    let mut text = String::with_capacity(words.len() * 8);
    for word in words {
        text.push_str(&word);
        text.push('\n');
    }
    Output::ok(text)
}
