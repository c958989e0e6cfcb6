//! The computer player, for every game: alpha-beta with iterative deepening for two-seat games
//! of perfect information, Monte-Carlo tree search with determinization for games of more
//! seats, chance and hidden piles, and five levels on top. Game-independent: it sees a game
//! only through `Game` and `Evaluate` (each engine's evaluation lives with the engine). Pure
//! Rust with no clock of its own: time comes in through `Clock`.
//!
//! - `best_move(&game, level, clock, seed)`: a level's move (one-off; `Thinker` keeps its
//!   transposition table between moves);
//! - `hint(&game, level, clock, seed)`: the best move at a level's budget, no randomness;
//! - `text::suggest`: the same over position texts and notation, for a Web Worker;
//! - `analysis::Analysis` and `review::Review`: the study tools, in slices for a Web Worker;
//! - `wire`: the typed messages between the worker and those who ask it.

mod alphabeta;
pub mod analysis;
pub mod clock;
pub mod expected;
pub mod level;
pub mod mcts;
mod order;
#[cfg(feature = "puzzles")]
pub mod puzzle;
pub mod replay;
pub mod review;
pub mod search;
pub mod simple;
pub mod text;
pub mod thinker;
mod transpositions;
pub mod wire;

pub use alphabeta::{terminal_score, DECIDED, MAX_PLY, WIN};
pub use clock::{Budget, Clock, FnClock, StoppedClock, TickingClock};
pub use level::{level, Level, DEFAULT_LEVEL, LEVELS};
pub use mcts::{Mcts, MctsReport, MctsSettings};
pub use search::{Report, Search, Settings};
pub use thinker::{Info, Strategy, Thinker};

use crate::game::Evaluate;

/// Level `level`'s move in `game` (1..=5, with its deliberate randomness); `None` when there is
/// no legal move. Allocates a fresh table: keep a `Thinker` to play a whole game.
pub fn best_move<G: Evaluate>(game: &G, level: u8, clock: &dyn Clock, seed: u64) -> Option<(G::Move, Info)> {
    Thinker::new(16).choose(game, Strategy::Level(level), None, clock, seed)
}

/// The best move at `level`'s budget, without its randomness.
pub fn hint<G: Evaluate>(game: &G, level: u8, clock: &dyn Clock, seed: u64) -> Option<(G::Move, Info)> {
    Thinker::new(16).hint(game, level, None, clock, seed)
}
