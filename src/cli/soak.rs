//! `soak <game> --plies N --seed S`: plays random games for N plies, checking at every ply
//! that the engine's invariants hold, that the position text round-trips (text and hash),
//! that every legal move's notation reads back, that illegal moves are refused without change,
//! and that undo restores the exact previous state and hash. Any failure stops with details.
//! `--vary-seed` sets each game up anew with a seed of its own (random set-ups and random
//! variants then differ from game to game).

use super::{Args, Output};
use crate::game::rng::Rng;
use crate::game::Game;
use crate::game::Refusal as _;
use std::time::Instant;

pub fn run<G: Game>(mut args: Args) -> Output {
    let plies: u64 = match args.take("plies").map(|p| p.parse()) {
        None => 100_000,
        Some(Ok(n)) => n,
        Some(Err(_)) => return Output::fail("--plies needs a whole number".into()),
    };
    let seed: u64 = match args.take("seed").map(|s| s.parse()) {
        None => 1,
        Some(Ok(n)) => n,
        Some(Err(_)) => return Output::fail("--seed needs a whole number".into()),
    };
    let vary = args.take("vary-seed").is_some();
    let setup = args.clone();
    let start: G = match args.start() {
        Ok(g) => g,
        Err(e) => return Output::fail(e),
    };
    // A game of its own seed: the set-up options after that seed.
    let fresh = |seed: u64| -> Result<G, String> {
        let mut args = setup.clone();
        args.options.retain(|(k, _)| k != "seed");
        if G::set_option(&mut G::Options::default(), "seed", "1").is_ok() {
            args.options.insert(0, ("seed".into(), seed.to_string()));
        }
        args.start()
    };
    let started = Instant::now();
    let mut rng = Rng::new(seed);
    let mut game = start.clone();
    let mut moves = Vec::new();
    let mut earlier = Vec::new();
    let (mut games, mut finished, mut in_game) = (1u64, 0u64, 0u32);
    for ply in 0..plies {
        if let Err(e) = step(&mut game, &mut moves, &mut earlier, &mut rng) {
            return Output::fail(format!("soak failed at ply {ply} (game {games}, ply {in_game} of it): {e}"));
        }
        in_game += 1;
        if game.outcome().is_some() || in_game >= 1000 {
            finished += u64::from(game.outcome().is_some());
            games += 1;
            in_game = 0;
            game = if vary {
                match fresh(rng.next_u64()) {
                    Ok(g) => g,
                    Err(e) => return Output::fail(format!("set-up of game {games}: {e}")),
                }
            } else {
                start.clone()
            };
            game.determinize(rng.next_u64());
        }
    }
    let seconds = started.elapsed().as_secs_f64();
    Output::ok(format!(
        "soak: {plies} plies in {games} games ({finished} finished), 0 failures, {:.0} plies/s\n",
        plies as f64 / seconds.max(1e-9)
    ))
}

/// One checked ply. `earlier` holds the moves of the position before: those no longer
/// legal must be refused without change.
fn step<G: Game>(
    game: &mut G,
    moves: &mut Vec<G::Move>,
    earlier: &mut Vec<G::Move>,
    rng: &mut Rng,
) -> Result<(), String> {
    game.invariants()?;
    let text = game.to_text();
    let hash = game.hash();
    let copy = G::from_text(&text).map_err(|e| format!("position text does not read back: {e}: {text}"))?;
    if copy.to_text() != text || copy.hash() != hash {
        return Err(format!("position text does not round-trip: {text} → {}", copy.to_text()));
    }
    game.legal_moves(moves);
    refusals(game, moves, earlier, &text)?;
    earlier.clone_from(moves);
    if moves.is_empty() {
        return match game.outcome() {
            Some(_) => Ok(()),
            None => Err(format!("no legal move but no outcome: {text}")),
        };
    }
    if game.outcome().is_some() {
        return Err(format!("legal moves after the end: {text}"));
    }
    for &mv in moves.iter() {
        let notation = game.notation(mv);
        match game.parse_move(&notation) {
            Ok(back) if back == mv => {}
            other => return Err(format!("notation {notation} reads back as {other:?} in {text}")),
        }
    }
    let mv = moves[rng.below(moves.len())];
    game.play_unchecked(mv);
    game.invariants()?;
    if !game.undo() {
        return Err("undo refused right after a move".into());
    }
    if game.to_text() != text || game.hash() != hash {
        return Err(format!("undo of {} did not restore {text}: got {}", game.notation(mv), game.to_text()));
    }
    game.play(mv).map_err(|e| format!("a listed move was refused: {}", e.reason()))?;
    Ok(())
}

/// Moves of the previous position: each is accepted by `check` exactly when it is legal now;
/// one that is not is refused by `play` and changes nothing. Of a very long list (River
/// Camelot's 10 660 plantings) an evenly spread thousand are tried, so that the check stays
/// linear in the moves.
fn refusals<G: Game>(game: &mut G, moves: &[G::Move], earlier: &[G::Move], text: &str) -> Result<(), String> {
    for &mv in earlier.iter().step_by(earlier.len() / 1000 + 1) {
        let legal = moves.contains(&mv);
        match (game.check(mv), legal) {
            (Ok(()), true) => {}
            (Ok(()), false) => return Err(format!("check accepts {mv:?}, which is not listed, in {text}")),
            (Err(e), true) => return Err(format!("check refuses listed {mv:?}: {} in {text}", e.reason())),
            (Err(_), false) => {
                if game.play(mv).is_ok() || game.to_text() != text {
                    return Err(format!("refused {mv:?} changed {text}"));
                }
            }
        }
    }
    Ok(())
}
