//! A game from its start text and moves in notation, as the Web Worker receives it: the
//! analysis and the review both start here.

use crate::game::{Game, ParseError, Reason, Refusal as _};
use std::fmt;

/// Why a start text and moves are not a game.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError {
    /// The start position does not read.
    Position(ParseError),
    /// The move at `ply` (from 0) does not read or is not legal there.
    Move { ply: usize, notation: String, reason: Reason },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Position(e) => write!(f, "bad position: {e}"),
            ReplayError::Move { ply, notation, reason } => write!(f, "move {} ({notation}): {reason}", ply + 1),
        }
    }
}

/// The start, the moves read, and the game after them (with its history, for repetition).
pub struct Replayed<G: Game> {
    pub start: G,
    pub moves: Vec<G::Move>,
    pub end: G,
}

pub fn replay<G: Game>(start: &str, moves: &[String]) -> Result<Replayed<G>, ReplayError> {
    let first = G::from_text(start).map_err(|e| ReplayError::Position(e.erase()))?;
    let mut game = first.clone();
    let mut read = Vec::with_capacity(moves.len());
    for (ply, notation) in moves.iter().enumerate() {
        let refused = |reason| ReplayError::Move { ply, notation: notation.clone(), reason };
        let mv = game.parse_move(notation).map_err(|e| refused(e.reason()))?;
        game.play(mv).map_err(|e| refused(e.reason()))?;
        read.push(mv);
    }
    Ok(Replayed { start: first, moves: read, end: game })
}
