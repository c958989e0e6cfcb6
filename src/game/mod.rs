//! The vocabulary every rules engine speaks.
//!
//! A game is a state that knows whose turn it is, lists its legal moves into a reusable buffer,
//! plays a move (keeping what it needs to take it back), and says when and how it ended.
//! The same trait fits all four games without special cases:
//! - a turn of several actions (Shamrock) is several moves by the same seat, closed by an
//!   explicit end-of-turn move: `to_move` simply stays the same;
//! - chance lives inside the state as a seeded generator or an already shuffled pile, so
//!   `play` is deterministic and a game replays from its start text and its moves;
//! - three seats: `Outcome` ranks every seat, `seats()` says how many there are;
//! - hidden information: `determinize` reshuffles what the player to move cannot see.

pub mod eval;
pub mod inspect;
mod outcome;
mod refusal;
pub mod rng;
pub mod setup;
pub mod sorted;
pub mod square;
mod text;
mod within;
pub mod words;

pub use eval::Evaluate;
pub use inspect::{Inspect, Occupant};
pub use outcome::{Colour, EndReason, Outcome, Seat, MAX_SEATS};
pub use refusal::{split_at, MoveError, ParseError, Refusal};
pub use setup::{FromSetup, Squares};
pub use text::{echo, Lang, Reason, Text};
pub use within::Within;

use std::fmt::Debug;

/// A rules engine.
pub trait Game: Clone + Sized {
    /// One move (or one action, in a game with several actions a turn). Small and `Copy`:
    /// move lists are plain vectors reused between calls.
    type Move: Copy + Eq + Debug;
    /// What a new game can be set up with (board size, variants, players, seed …).
    type Options: Clone + Debug + Default;
    /// Why the engine refuses a move, a text or an option: its enum of kinds, each with words.
    type Refusal: Refusal;

    /// Whether a game text numbers the moves in pairs ("1. a b 2. c d"): so where two seats
    /// alternate one move each; a game of several actions a turn writes them unnumbered.
    const MOVES_IN_PAIRS: bool = true;

    /// A new game at its start position.
    fn new(options: &Self::Options) -> Result<Self, Self::Refusal>;

    /// Sets one option by name from text, as the command line (`--size 5`) and the New game
    /// dialog give it.
    fn set_option(options: &mut Self::Options, key: &str, value: &str) -> Result<(), Self::Refusal>;

    /// Reads a position in the game's documented text format.
    fn from_text(text: &str) -> Result<Self, ParseError<Self::Refusal>>;

    /// The position in the game's text format (URL-safe; `from_text` reads it back).
    fn to_text(&self) -> String;

    /// The colours of the seats at the largest table the game allows, in turn order.
    const COLOURS: &'static [Colour];

    /// The colours of the seats of this game, in turn order.
    fn seats(&self) -> &'static [Colour];

    /// The seat to move (after the end: the seat that would have moved).
    fn to_move(&self) -> Seat;

    /// How the game ended, or `None` while it goes on.
    fn outcome(&self) -> Option<Outcome>;

    /// Clears `moves` and fills it with every legal move; empty once the game has ended.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Whether `mv` is legal here, and if not, why, in words a player understands.
    fn check(&self, mv: Self::Move) -> Result<(), Self::Refusal>;

    /// Plays a move taken from `legal_moves` of this very position. Anything else is a bug in
    /// the caller; engines may then leave the state inconsistent but never panic.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// Plays `mv` if it is legal; otherwise returns why and leaves the state as it was.
    fn play(&mut self, mv: Self::Move) -> Result<(), Self::Refusal> {
        self.check(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Takes back the last move played on this state; `false` if there is none.
    fn undo(&mut self) -> bool;

    /// The move in the game's notation, as played from this position.
    fn notation(&self, mv: Self::Move) -> String;

    /// Reads a move in the game's notation and finds it among the legal moves here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError<Self::Refusal>>;

    /// A Zobrist hash of the position, kept up to date incrementally.
    fn hash(&self) -> u64;

    /// Checks the engine's internal consistency (the incremental hash against one computed
    /// from scratch, piece counts …), for soak tests and fuzzing; says what is wrong.
    fn invariants(&self) -> Result<(), String> {
        Ok(())
    }

    /// Replaces what the player to move cannot see (a hidden pile or stack) by a random
    /// arrangement consistent with what they can see. Perfect-information games keep the default.
    fn determinize(&mut self, _seed: u64) {}
}

/// The moves of `line` in notation, each written in the position it is played from; `game`
/// is back where it was afterwards.
pub fn notations<G: Game>(game: &mut G, line: &[G::Move]) -> Vec<String> {
    let mut out = Vec::with_capacity(line.len());
    for &mv in line {
        out.push(game.notation(mv));
        game.play_unchecked(mv);
    }
    for _ in line {
        game.undo();
    }
    out
}

/// Counts the move sequences of `depth` plies from `game` (a finished game is a leaf), with bulk
/// counting at the last ply. `buffers` holds one reusable move list per ply.
pub fn perft<G: Game>(game: &mut G, depth: usize) -> u64 {
    let mut buffers: Vec<Vec<G::Move>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    perft_with(game, depth, &mut buffers)
}

fn perft_with<G: Game>(game: &mut G, depth: usize, buffers: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let Some((moves, deeper)) = buffers.split_first_mut() else { return 1 };
    game.legal_moves(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        game.play_unchecked(mv);
        total += perft_with(game, depth - 1, deeper);
        game.undo();
    }
    total
}

/// The engines' first invariant: the hash kept move by move equals the hash computed afresh.
pub fn hash_agrees(incremental: u64, scratch: u64) -> Result<(), String> {
    if incremental == scratch {
        Ok(())
    } else {
        Err(format!("incremental hash {incremental:016x} differs from {scratch:016x}"))
    }
}
