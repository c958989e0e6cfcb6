//! `selfplay <game> --white <ai> --black <ai> --games N`: a match between computer players,
//! and `think <game>`: one move of a level from a position.
//!
//! Players swap seats from game to game (with three seats they rotate), and each group of
//! games sharing a seating starts from the same set-up and the same few opening plies (each
//! drawn among the moves a shallow search finds even), so every player meets every start from
//! every seat.
//!
//! `--adjudicate P` (two seats only) ends a game the players agree is decided, as engine
//! matches do: when the last `AGREED_PLIES` searched moves all scored it at least P points for
//! the same seat, by the winner's searches and the loser's alike, that seat is given the win.
//! `--adjudicate P --play-out` plays such games on instead and counts how many ended as agreed.

use super::{Args, Output};
use crate::ai::{Clock, Strategy, Thinker};
use crate::game::rng::{splitmix, Rng};
use crate::game::Refusal as _;
use crate::game::{EndReason, Evaluate, Game, Outcome};
use std::time::Instant;

/// The wall clock of the command line (the library itself never reads one).
pub struct WallClock(Instant);

impl WallClock {
    pub fn new() -> WallClock {
        WallClock(Instant::now())
    }
}

impl Default for WallClock {
    fn default() -> Self {
        WallClock::new()
    }
}

impl Clock for WallClock {
    fn elapsed_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

pub(super) fn number<T: std::str::FromStr>(args: &mut Args, key: &str, default: T) -> Result<T, String> {
    match args.take(key) {
        None => Ok(default),
        Some(v) => v.parse().map_err(|_| format!("--{key} needs a number, not “{v}”")),
    }
}

/// How each match's games start: a position text or set-up options, with a set-up seed.
struct Start {
    position: Option<String>,
    options: Vec<(String, String)>,
}

impl Start {
    fn game<G: Game>(&self, seed: u64) -> Result<G, String> {
        if let Some(text) = &self.position {
            return G::from_text(text).map_err(|e| format!("bad position: {e}"));
        }
        let mut options = G::Options::default();
        // Games with random set-ups vary them by group; others have no seed option.
        let _ = G::set_option(&mut options, "seed", &seed.to_string());
        for (key, value) in &self.options {
            G::set_option(&mut options, key, value).map_err(|e| e.render(crate::game::Lang::En))?;
        }
        G::new(&options).map_err(|e| e.render(crate::game::Lang::En))
    }
}

/// Consecutive searched moves (both players' alike) that must agree for `--adjudicate`.
const AGREED_PLIES: usize = 8;

/// Tallies of one player.
#[derive(Default)]
struct Tally {
    wins: u32,
    draws: u32,
    losses: u32,
    points: f64,
    moves: u64,
    think_ms: f64,
    max_ms: f64,
}

pub fn run<G: Evaluate>(mut args: Args) -> Output {
    match play_match::<G>(&mut args) {
        Ok(text) => Output::ok(text),
        Err(e) => Output::fail(e),
    }
}

fn play_match<G: Evaluate>(args: &mut Args) -> Result<String, String> {
    let games: u32 = number(args, "games", 10)?;
    let seed: u64 = number(args, "seed", 1)?;
    let max_plies: u32 = number(args, "max-plies", 300)?;
    let opening: u32 = number(args, "opening", 4)?;
    let record = args.take("moves").is_some();
    let adjudicate: Option<i32> =
        args.take("adjudicate").map(|v| v.parse().map_err(|_| format!("bad --adjudicate “{v}”"))).transpose()?;
    let play_out = args.take("play-out").is_some();
    let time_ms: Option<f64> =
        args.take("time-ms").map(|v| v.parse().map_err(|_| format!("bad --time-ms “{v}”"))).transpose()?;
    let names: Vec<String> = match args.take("seats") {
        Some(list) => list.split(',').map(str::to_string).collect(),
        None => {
            let white = args.take("white").ok_or("selfplay needs --white <ai> and --black <ai> (or --seats a,b,c)")?;
            let black = args.take("black").ok_or("selfplay needs --black <ai>")?;
            vec![white, black]
        }
    };
    let strategies: Vec<Strategy> = names.iter().map(|n| n.parse()).collect::<Result<_, _>>()?;
    let start = Start { position: args.take("position"), options: std::mem::take(&mut args.options) };
    let first: G = start.game(seed)?;
    let seats = first.seats();
    if strategies.len() != seats.len() {
        return Err(format!("this game has {} seats: give {} players", seats.len(), seats.len()));
    }

    let n = seats.len();
    if adjudicate.is_some() && n != 2 {
        return Err("--adjudicate needs a game of two seats".into());
    }
    let mut players: Vec<Thinker<G>> = strategies.iter().map(|_| Thinker::default()).collect();
    let mut tallies: Vec<Tally> = strategies.iter().map(|_| Tally::default()).collect();
    let mut seat_results = vec![[0u32; 3]; n];
    let mut opening_search = crate::ai::Search::<G>::new(16);
    let mut opening_moves = Vec::new();
    let mut records = String::new();
    let (mut capped, mut total_plies) = (0u32, 0u64);
    // Games the players agreed on, and (played out) how many ended that way.
    let (mut adjudicated, mut confirmed, mut after_agreement) = (0u32, 0u32, 0u64);
    let clock = WallClock::new();
    for index in 0..games {
        let group = (index / n as u32) as u64;
        let group_seed = splitmix(seed ^ group.wrapping_mul(0x9E37_79B9)).1;
        let mut game: G = start.game(group_seed)?;
        // The group's opening is found once, for its first game.
        if index % n as u32 == 0 {
            opening_moves = balanced_opening(&game, opening, group_seed, &mut opening_search);
        }
        let seat_of = |player: usize| (player + index as usize) % n;
        let player_at = |seat: usize| (seat + n - index as usize % n) % n;
        players.iter_mut().for_each(Thinker::clear);
        let mut plies = 0;
        let mut notations = Vec::new();
        // Seat 0's lead as each searched move scored it, latest last.
        let mut leads: Vec<i32> = Vec::new();
        let (mut agreed_winner, mut agreed_at) = (None, 0);
        while plies < max_plies && game.outcome().is_none() && (play_out || agreed_winner.is_none()) {
            let move_seed = splitmix(group_seed ^ ((index as u64) << 32) ^ plies as u64).1;
            let mv = if (plies as usize) < opening_moves.len() {
                Some(opening_moves[plies as usize])
            } else {
                let p = player_at(game.to_move());
                let before = clock.elapsed_ms();
                let chosen = players[p].choose(&game, strategies[p], time_ms, &clock, move_seed);
                let ms = clock.elapsed_ms() - before;
                let t = &mut tallies[p];
                t.moves += 1;
                t.think_ms += ms;
                t.max_ms = t.max_ms.max(ms);
                if let (Some(points), Some((_, info))) = (adjudicate, &chosen) {
                    leads.push(if game.to_move() == 0 { info.score } else { -info.score });
                    if agreed_winner.is_none() {
                        agreed_winner = agreed(&leads, points);
                        agreed_at = plies + 1;
                    }
                }
                chosen.map(|c| c.0)
            };
            let Some(mv) = mv else { break };
            if record {
                notations.push(game.notation(mv));
            }
            game.play_unchecked(mv);
            plies += 1;
        }
        total_plies += plies as u64;
        if agreed_winner.is_some() {
            adjudicated += 1;
            after_agreement += (plies - agreed_at) as u64;
        }
        let outcome = match (game.outcome(), agreed_winner) {
            (Some(o), Some(seat)) => {
                confirmed += (o.place(seat) == 0 && !o.is_draw()) as u32;
                Some(o)
            }
            (None, Some(seat)) if !play_out => {
                Some(Outcome::ranked(&[(seat != 0) as u8, (seat != 1) as u8], EndReason::Adjudicated))
            }
            (o, _) => o,
        };
        if record {
            let result = outcome.map_or("unfinished".to_string(), |o| format!("{o:?}"));
            let first = strategies[player_at(0)];
            records.push_str(&format!("game {}: {first} first, {result}: {}\n", index + 1, notations.join(" ")));
        }
        match outcome {
            Some(outcome) => {
                for (p, tally) in tallies.iter_mut().enumerate() {
                    let seat = seat_of(p);
                    let score = outcome.score(seat) as f64;
                    tally.points += score;
                    let kind = if outcome.is_draw() {
                        1
                    } else if outcome.place(seat) == 0 {
                        0
                    } else {
                        2
                    };
                    match kind {
                        0 => tally.wins += 1,
                        1 => tally.draws += 1,
                        _ => tally.losses += 1,
                    }
                    seat_results[seat][kind] += 1;
                }
            }
            None => {
                capped += 1;
                for (p, tally) in tallies.iter_mut().enumerate() {
                    tally.draws += 1;
                    tally.points += 0.5;
                    seat_results[seat_of(p)][1] += 1;
                }
            }
        }
    }

    let mut out = records;
    out +=
        &format!("selfplay: {} games, seed {seed}, max plies {max_plies}, balanced opening plies {opening}\n", games);
    for (p, (strategy, t)) in strategies.iter().zip(&tallies).enumerate() {
        let share = 100.0 * t.points / games.max(1) as f64;
        let who = if p == 0 { "first" } else { "other" };
        out.push_str(&format!(
            "{who} {strategy}: wins {} draws {} losses {} score {share:.1}%\n",
            t.wins, t.draws, t.losses
        ));
    }
    out.push_str(&format!("draws at the ply cap: {capped}\n"));
    if let Some(points) = adjudicate {
        out.push_str(&format!("adjudicated at {points} points over {AGREED_PLIES} plies: {adjudicated}"));
        out.push_str(&if play_out {
            format!(
                ", played out: {confirmed} ended so, {:.0}% of all plies after the agreement\n",
                100.0 * after_agreement as f64 / total_plies.max(1) as f64
            )
        } else {
            "\n".into()
        });
    }
    for (seat, r) in seat_results.iter().enumerate() {
        out.push_str(&format!("seat {}: wins {} draws {} losses {}\n", seats[seat].id(), r[0], r[1], r[2]));
    }
    for (strategy, t) in strategies.iter().zip(&tallies) {
        let average = t.think_ms / t.moves.max(1) as f64;
        out.push_str(&format!(
            "think {strategy}: average {average:.1} ms max {:.1} ms over {} moves\n",
            t.max_ms, t.moves
        ));
    }
    out.push_str(&format!("average length {:.1} plies\n", total_plies as f64 / games.max(1) as f64));
    Ok(out)
}

/// The seat every one of the last `AGREED_PLIES` leads (seat 0's) puts at least `points` ahead.
fn agreed(leads: &[i32], points: i32) -> Option<usize> {
    let last = leads.get(leads.len().checked_sub(AGREED_PLIES)?..)?;
    if last.iter().all(|&lead| lead >= points) {
        Some(0)
    } else if last.iter().all(|&lead| lead <= -points) {
        Some(1)
    } else {
        None
    }
}

/// The first `plies` moves from `start`, each drawn among the moves a shallow search finds
/// even (fewer if the game ends or has no move).
pub(super) fn balanced_opening<G: Evaluate>(
    start: &G,
    plies: u32,
    seed: u64,
    search: &mut crate::ai::Search<G>,
) -> Vec<G::Move> {
    let mut game = start.clone();
    let mut rng = Rng::new(seed);
    let mut moves = Vec::new();
    search.clear();
    while moves.len() < plies as usize && game.outcome().is_none() {
        let Some(mv) = crate::ai::simple::balanced_move(&game, search, rng.next_u64()) else { break };
        game.play_unchecked(mv);
        moves.push(mv);
    }
    moves
}

/// `think <game> [--level N | --ai <ai>] [--hint] [--time-ms T] [--seed S] [--position text]
/// [<move>...]`: one move in the position the moves lead to (played as `replay` plays them),
/// with what the player thought of it.
pub fn think<G: Evaluate>(mut args: Args) -> Output {
    let result = (|| -> Result<String, String> {
        let level = args.take("level");
        let ai = args.take("ai");
        let strategy: Strategy = match (level, ai) {
            (Some(l), None) => l.parse()?,
            (None, Some(a)) => a.parse()?,
            (None, None) => Strategy::Level(crate::ai::DEFAULT_LEVEL),
            _ => return Err("give --level or --ai, not both".into()),
        };
        let hint = args.take("hint").is_some();
        let seed: u64 = number(&mut args, "seed", 1)?;
        let time_ms: Option<f64> =
            args.take("time-ms").map(|v| v.parse().map_err(|_| format!("bad --time-ms “{v}”"))).transpose()?;
        let mut game: G = args.start()?;
        super::replay::play_words(&mut game, &args.words).map_err(|illegal| illegal.text)?;
        let clock = WallClock::new();
        let mut player = Thinker::new(crate::ai::text::TABLE_BITS);
        let chosen = match (hint, strategy) {
            (true, Strategy::Level(n)) => player.hint(&game, n, time_ms, &clock, seed),
            _ => player.choose(&game, strategy, time_ms, &clock, seed),
        };
        let Some((mv, info)) = chosen else { return Ok("no legal move\n".into()) };
        Ok(format!(
            "move {}\nscore {} depth {} nodes {} time {:.1} ms{}\n",
            game.notation(mv),
            info.score,
            info.depth,
            info.nodes,
            info.elapsed_ms,
            if info.random { " (a deliberate random choice)" } else { "" }
        ))
    })();
    match result {
        Ok(text) => Output::ok(text),
        Err(e) => Output::fail(e),
    }
}

#[cfg(test)]
mod tests {
    use super::{agreed, AGREED_PLIES};

    #[test]
    fn only_the_last_plies_all_agreeing_decide() {
        let won = [500; AGREED_PLIES];
        assert_eq!(agreed(&won, 300), Some(0));
        assert_eq!(agreed(&won.map(|lead| -lead), 300), Some(1));
        assert_eq!(agreed(&won[1..], 300), None, "too few plies");
        assert_eq!(agreed(&won, 600), None, "not by enough");
        let mut once_doubted = won.to_vec();
        once_doubted[3] = 299;
        assert_eq!(agreed(&once_doubted, 300), None);
        once_doubted.push(400);
        assert_eq!(agreed(&once_doubted, 300), None, "the doubt is still among the last plies");
        once_doubted.extend([400; 3]);
        assert_eq!(agreed(&once_doubted, 300), Some(0), "and now it is not");
    }
}
