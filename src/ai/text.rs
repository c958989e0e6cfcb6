//! The computer player over position texts: what a Web Worker calls. Plain data in (game id,
//! position text, level, time limit, seed), the move in the game's notation out; the worker
//! keeps nothing between calls, or keeps a `Player` per game to reuse its table.

use super::clock::Clock;
use super::player::{Info, Player, Strategy};
use crate::game::Evaluate;
use crate::games::drake::Drake;
use crate::games::GameKind;

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
    match game {
        GameKind::Drake => suggest_for::<Drake>(&mut Player::new(17), text, request, clock),
        #[allow(unreachable_patterns)]
        _ => Err(format!("no computer player for {} yet", game.id())),
    }
}

/// `suggest` for a known game with a player kept by the caller.
pub fn suggest_for<G: Evaluate>(
    player: &mut Player<G>,
    text: &str,
    request: &Request,
    clock: &dyn Clock,
) -> Result<Option<Suggestion>, String> {
    let game = G::from_text(text).map_err(|e| e.to_string())?;
    let chosen = if request.hint {
        player.hint(&game, request.level, request.time_ms, clock, request.seed)
    } else {
        player.choose(&game, Strategy::Level(request.level), request.time_ms, clock, request.seed)
    };
    Ok(chosen.map(|(mv, info)| Suggestion { notation: game.notation(mv), info }))
}

/// The move after `moves` played from the position `start` of `game`: the whole game is
/// replayed, so that the search knows which positions have already occurred (repetition).
pub fn suggest_after(
    game: GameKind,
    start: &str,
    moves: &[String],
    request: &Request,
    clock: &dyn Clock,
) -> Result<Option<Suggestion>, String> {
    match game {
        GameKind::Drake => suggest_after_for::<Drake>(start, moves, request, clock),
        #[allow(unreachable_patterns)]
        _ => Err(format!("no computer player for {} yet", game.id())),
    }
}

fn suggest_after_for<G: Evaluate>(
    start: &str,
    moves: &[String],
    request: &Request,
    clock: &dyn Clock,
) -> Result<Option<Suggestion>, String> {
    let mut game = G::from_text(start).map_err(|e| e.to_string())?;
    for (ply, text) in moves.iter().enumerate() {
        let mv = game.parse_move(text).map_err(|e| format!("move {} ({text}): {e}", ply + 1))?;
        game.play_unchecked(mv);
    }
    let mut player = Player::new(16);
    let chosen = if request.hint {
        player.hint(&game, request.level, request.time_ms, clock, request.seed)
    } else {
        player.choose(&game, Strategy::Level(request.level), request.time_ms, clock, request.seed)
    };
    Ok(chosen.map(|(mv, info)| Suggestion { notation: game.notation(mv), info }))
}
