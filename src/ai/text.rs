//! The computer player over position texts: what a Web Worker calls. Plain data in (game id,
//! position text, level, time limit, seed), the move in the game's notation out; the worker
//! keeps nothing between calls, or keeps a `Thinker` per game to reuse its table.

use super::clock::Clock;
use super::thinker::{Info, Strategy, Thinker};
use crate::game::{Evaluate, Lang, ParseError, Reason, Text};
use crate::games::GameKind;

/// The transposition table of a player answering one request (2^17 entries): the Web
/// Worker's, and `deskovna think`'s so that the two measure the same search.
pub const TABLE_BITS: u32 = 17;

/// One request for a move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Request {
    /// Level 1..=5.
    pub level: u8,
    /// `true`: the best move at the level's budget, without its deliberate randomness.
    pub hint: bool,
    /// A time limit in milliseconds instead of the level's own.
    pub time_ms: Option<f64>,
    pub seed: u64,
}

/// The chosen move, in notation, and what the player thought of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Suggestion {
    pub notation: String,
    pub info: Info,
}

/// Why a request cannot be answered: the engine's refusal erased to words, with where it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RequestError {
    /// No game has this id.
    UnknownGame(String),
    /// The start is not a position of the game.
    Position(ParseError),
    /// Move `ply` (1-based), written `notation`, does not read or is not legal there.
    Move { ply: usize, notation: String, reason: Reason },
}

const UNKNOWN_GAME: Text = crate::text!("There is no game “{0}”.", "Hra „{0}“ neexistuje.");
const BAD_POSITION: Text = crate::text!("The position does not read: {0}", "Pozice se nedá přečíst: {0}");
const BAD_MOVE: Text = crate::text!("Move {0} ({1}): {2}", "Tah {0} ({1}): {2}");

impl RequestError {
    /// The error in `lang`, the engine's reason included.
    pub fn render(&self, lang: Lang) -> String {
        match self {
            RequestError::UnknownGame(id) => UNKNOWN_GAME.fill(lang, std::slice::from_ref(id)),
            RequestError::Position(e) => BAD_POSITION.fill(lang, &[e.reason.render(lang)]),
            RequestError::Move { ply, notation, reason } => {
                BAD_MOVE.fill(lang, &[ply.to_string(), notation.clone(), reason.render(lang)])
            }
        }
    }
}

impl std::fmt::Display for RequestError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// The game of `id` (`drake`, `camelot`, `drakoburg`, `shamrock`).
pub fn game_kind(id: &str) -> Result<GameKind, RequestError> {
    GameKind::from_id(id).ok_or_else(|| RequestError::UnknownGame(id.to_string()))
}

/// The move for the position `text` of `game`; `Ok(None)` when there is no legal move, `Err`
/// saying why when the text is not a position.
pub fn suggest(
    game: GameKind,
    text: &str,
    request: &Request,
    clock: &dyn Clock,
) -> Result<Option<Suggestion>, RequestError> {
    suggest_after(game, text, &[], request, clock)
}

/// The move after `moves` played from the position `start` of `game`: the whole game is
/// replayed, so that the search knows which positions have already occurred (repetition).
/// A move that does not parse or is not legal is an error naming it.
pub fn suggest_after(
    game: GameKind,
    start: &str,
    moves: &[String],
    request: &Request,
    clock: &dyn Clock,
) -> Result<Option<Suggestion>, RequestError> {
    crate::with_game!(game, G => suggest_for::<G>(start, moves, request, clock))
}

fn suggest_for<G: Evaluate>(
    start: &str,
    moves: &[String],
    request: &Request,
    clock: &dyn Clock,
) -> Result<Option<Suggestion>, RequestError> {
    let game = super::replay::replay::<G>(start, moves)?.end;
    let mut player = Thinker::new(TABLE_BITS);
    let chosen = if request.hint {
        player.hint(&game, request.level, request.time_ms, clock, request.seed)
    } else {
        player.choose(&game, Strategy::Level(request.level), request.time_ms, clock, request.seed)
    };
    Ok(chosen.map(|(mv, info)| Suggestion { notation: game.notation(mv), info }))
}
