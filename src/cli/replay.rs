//! `replay <game> <move>...`: plays moves in the game's notation and prints where they lead.

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
    Output::ok(format!("{}\nresult: {}\n", game.to_text(), result(&game)))
}

/// Plays `words` in the game's notation; at the first that is not a legal move, the failure
/// `illegal at ply <n>: <move>: <reason>` (the contract of `replay` and `moves`).
pub fn play_words<G: Game>(game: &mut G, words: &[String]) -> Result<(), Output> {
    for (ply, word) in words.iter().enumerate() {
        let played = game.parse_move(word).map(|mv| game.play_unchecked(mv));
        if let Err(e) = played {
            return Err(Output::fail(format!("illegal at ply {}: {word}: {e}", ply + 1)));
        }
    }
    Ok(())
}

/// `blue`, `draw`, `ongoing`; winners sharing first place joined by `+`.
pub fn result<G: Game>(game: &G) -> String {
    match game.outcome() {
        None => "ongoing".into(),
        Some(o) if o.is_draw() => "draw".into(),
        Some(o) => o.winners().map(|s| game.seats()[s].id()).collect::<Vec<_>>().join("+"),
    }
}
