//! What the rules tests of every game say the same way: a position from its text, the legal
//! moves as a set of notations, a move played or refused by its notation. Generic over the
//! `Game` trait, so each game's tests use the same words.
#![allow(dead_code)]

use deskovna::game::{Game, Refusal};
use std::collections::BTreeSet;

/// The game in the position `text` (the test fails, naming the text, if it does not read).
pub fn position<G: Game>(text: &str) -> G {
    G::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The legal moves, in notation.
pub fn moves<G: Game>(game: &G) -> BTreeSet<String> {
    let mut list = Vec::new();
    game.legal_moves(&mut list);
    list.iter().map(|&m| game.notation(m)).collect()
}

/// The legal moves whose notation starts with `from` (a troop's square, or `@` for placements).
pub fn moves_of<G: Game>(game: &G, from: &str) -> BTreeSet<String> {
    moves(game).into_iter().filter(|m| m.starts_with(from)).collect()
}

/// A set of notations, to compare with [`moves`].
pub fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

/// Plays `mv` (the test fails, naming the move and the position, if it is refused).
pub fn play<G: Game>(game: &mut G, mv: &str) {
    let m = game.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e} in {}", game.to_text()));
    game.play(m).unwrap_or_else(|e| panic!("{mv}: {} in {}", e.render(deskovna::game::Lang::En), game.to_text()));
}

/// Why `mv` is refused (the test fails if it is legal).
pub fn refused<G: Game>(game: &G, mv: &str) -> G::Refusal {
    match game.parse_move(mv) {
        Ok(_) => panic!("{mv} is legal in {}", game.to_text()),
        Err(e) => e.kind().clone(),
    }
}
