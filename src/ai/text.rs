//! The computer player over position texts: what a Web Worker calls. Plain data in (game id,
//! position text, level, time limit, seed), the move in the game's notation out; the worker
//! keeps nothing between calls, or keeps a `Player` per game to reuse its table.

use super::clock::Clock;
use super::player::{Info, Player, Strategy};
use crate::game::Evaluate;
use crate::game::Refusal as _;
use crate::games::camelot::Camelot;
use crate::games::drake::Drake;
use crate::games::drakoburg::Drakoburg;
use crate::games::shamrock::Shamrock;
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

/// The move for the position `text` of `game`; `Ok(None)` when there is no legal move, `Err`
/// with a readable reason when the text is not a position.
pub fn suggest(game: GameKind, text: &str, request: &Request, clock: &dyn Clock) -> Result<Option<Suggestion>, String> {
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
) -> Result<Option<Suggestion>, String> {
    match game {
        GameKind::Drake => suggest_for::<Drake>(start, moves, request, clock),
        GameKind::Camelot => suggest_for::<Camelot>(start, moves, request, clock),
        GameKind::Drakoburg => suggest_for::<Drakoburg>(start, moves, request, clock),
        GameKind::Shamrock => suggest_for::<Shamrock>(start, moves, request, clock),
    }
}

fn suggest_for<G: Evaluate>(
    start: &str,
    moves: &[String],
    request: &Request,
    clock: &dyn Clock,
) -> Result<Option<Suggestion>, String> {
    let mut game = G::from_text(start).map_err(|e| e.to_string())?;
    for (ply, text) in moves.iter().enumerate() {
        let mv = game.parse_move(text).map_err(|e| format!("move {} ({text}): {e}", ply + 1))?;
        game.play(mv).map_err(|e| format!("move {} ({text}): {}", ply + 1, e.reason()))?;
    }
    let mut player = Player::new(TABLE_BITS);
    let chosen = if request.hint {
        player.hint(&game, request.level, request.time_ms, clock, request.seed)
    } else {
        player.choose(&game, Strategy::Level(request.level), request.time_ms, clock, request.seed)
    };
    Ok(chosen.map(|(mv, info)| Suggestion { notation: game.notation(mv), info }))
}
