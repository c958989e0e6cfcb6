//! A game from its start text and moves in notation, as the Web Worker receives it: the
//! computer's move, the analysis and the review all start here.

use super::text::RequestError;
use crate::game::{Game, Reason, Refusal as _};

/// The start, the moves read, and the game after them (with its history, for repetition).
pub struct Replayed<G: Game> {
    pub start: G,
    pub moves: Vec<G::Move>,
    pub end: G,
}

/// Reads `start` and plays `moves` from it; the first text that does not read or move that is
/// not legal is the error (`RequestError::Position` or `::Move`, its ply from 1).
pub fn replay<G: Game>(start: &str, moves: &[String]) -> Result<Replayed<G>, RequestError> {
    let first = G::from_text(start).map_err(|e| RequestError::Position(e.erase()))?;
    let mut game = first.clone();
    let mut read = Vec::with_capacity(moves.len());
    for (ply, notation) in moves.iter().enumerate() {
        let illegal = |reason: Reason| RequestError::Move { ply: ply + 1, notation: notation.clone(), reason };
        let mv = game.parse_move(notation).map_err(|e| illegal(e.reason()))?;
        game.play(mv).map_err(|e| illegal(e.reason()))?;
        read.push(mv);
    }
    Ok(Replayed { start: first, moves: read, end: game })
}
