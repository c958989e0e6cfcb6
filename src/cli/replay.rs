//! `replay <game> <move>...`: plays moves in the game's notation and prints where they lead.

use super::{Args, Output};
use crate::game::Game;

pub fn run<G: Game>(mut args: Args) -> Output {
    let mut game: G = match args.start() {
        Ok(g) => g,
        Err(e) => return Output::fail(e),
    };
    for (ply, word) in args.words.iter().enumerate() {
        let played = game.parse_move(word).map(|mv| game.play_unchecked(mv));
        if let Err(e) = played {
            return Output::fail(format!("illegal at ply {}: {word}: {e}", ply + 1));
        }
    }
    Output::ok(format!("{}\nresult: {}\n", game.to_text(), result(&game)))
}

/// `blue`, `draw`, `ongoing`; winners sharing first place joined by `+`.
pub fn result<G: Game>(game: &G) -> String {
    match game.outcome() {
        None => "ongoing".into(),
        Some(o) if o.is_draw() => "draw".into(),
        Some(o) => o.winners().map(|s| game.seats()[s].id()).collect::<Vec<_>>().join("+"),
    }
}
