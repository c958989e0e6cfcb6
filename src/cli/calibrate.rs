//! `calibrate <game> [--games N] [--nodes N] [--opening 4] [--seed S] [--max-plies 300]`: the
//! data behind `ai::expected`. Self-play games from balanced openings (as `selfplay` starts
//! them), every move the best of a search exactly as the review searches (its node budget);
//! each searched position gives a pair (the score for the seat to move, the result that seat
//! got in the end), and the scale k of `1 / (1 + e^(−score / k))` that makes the results most
//! likely is fitted. Games cut at the ply cap are left out (no result). Two seats only: three
//! seats are judged by Monte-Carlo rewards, which are expected results already.

use super::selfplay::{balanced_opening, number};
use super::{Args, Output};
use crate::ai::expected::{expected, fit, log_likelihood, scale_for};
use crate::ai::review;
use crate::ai::search::{Search, Settings};
use crate::ai::{Budget, StoppedClock};
use crate::game::rng::splitmix;
use crate::game::Evaluate;
use crate::games::GameKind;
use std::fmt::Write as _;

pub fn run<G: Evaluate>(kind: GameKind, mut args: Args) -> Output {
    let result = (|| -> Result<String, String> {
        let defaults = review::Settings::for_game(kind);
        let games: u32 = number(&mut args, "games", 40)?;
        let nodes: u64 = number(&mut args, "nodes", defaults.nodes)?;
        let opening: u32 = number(&mut args, "opening", 4)?;
        let seed: u64 = number(&mut args, "seed", 1)?;
        let max_plies: u32 = number(&mut args, "max-plies", 300)?;
        let start: G = args.start()?;
        if start.seats().len() != 2 {
            return Err("calibrate needs two seats (three are judged by Monte-Carlo rewards)".into());
        }
        let settings = Settings::new(defaults.depth, Budget::nodes(nodes));
        let mut search = Search::<G>::new(defaults.table_bits);
        let mut opening_search = Search::<G>::new(16);
        let mut pairs: Vec<(i32, f32)> = Vec::new();
        let (mut finished, mut plies) = (0, 0u64);
        for index in 0..games {
            let game_seed = splitmix(seed ^ u64::from(index).wrapping_mul(0x9E37_79B9)).1;
            let mut game = start.clone();
            for mv in balanced_opening(&game, opening, game_seed, &mut opening_search) {
                game.play_unchecked(mv);
            }
            search.clear();
            let mut seen = Vec::new();
            for ply in 0..max_plies {
                if game.outcome().is_some() {
                    break;
                }
                let Some(report) = search.think(&game, &settings, &StoppedClock, game_seed ^ u64::from(ply)) else {
                    break;
                };
                seen.push((report.score, game.to_move()));
                game.play_unchecked(report.best);
                plies += 1;
            }
            if let Some(outcome) = game.outcome() {
                finished += 1;
                pairs.extend(seen.into_iter().map(|(score, seat)| (score, outcome.score(seat))));
            }
        }
        let k = fit(&pairs);
        let mut out = String::new();
        let _ = writeln!(
            out,
            "calibrate {}: {games} games ({finished} finished), {plies} plies searched at {nodes} nodes",
            kind.id()
        );
        let _ = writeln!(
            out,
            "pairs {} (decided scores among them {})",
            pairs.len(),
            pairs.iter().filter(|p| p.0.abs() > crate::ai::DECIDED).count()
        );
        let now = scale_for(kind, &start.to_text());
        let _ = writeln!(
            out,
            "fitted k {k:.0} (mean log-likelihood {:.4}); the constant now {now:.0} ({:.4})",
            log_likelihood(&pairs, k),
            log_likelihood(&pairs, now)
        );
        // How well the fitted curve predicts: positions grouped by predicted expected result.
        let mut buckets = [(0usize, 0f64, 0f64); 10];
        for &(score, result) in &pairs {
            let p = expected(score, k);
            let b = &mut buckets[((p * 10.0) as usize).min(9)];
            *b = (b.0 + 1, b.1 + f64::from(p), b.2 + f64::from(result));
        }
        out.push_str("predicted   positions  mean predicted  mean result\n");
        for (i, (n, p, r)) in buckets.iter().enumerate().filter(|(_, b)| b.0 > 0) {
            let _ = writeln!(
                out,
                "{:.1}–{:.1}    {n:>9}  {:>14.3}  {:>11.3}",
                i as f32 / 10.0,
                (i + 1) as f32 / 10.0,
                p / *n as f64,
                r / *n as f64
            );
        }
        Ok(out)
    })();
    result.map_or_else(Output::fail, Output::ok)
}
