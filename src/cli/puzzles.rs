//! `puzzles generate <game> [options] --games N --seed S [--out <file>] [--max-steps 3]`:
//! self-play games searched for puzzles (ai::puzzle::generate), written in the set format of
//! app::puzzle::set — to `--out` as they are found, else to standard output — followed by the
//! generation's numbers as `#` comment lines. Game options (`--variant cam`) make the only
//! set-up; without them the game's own list of boards and variants is played in turn.
//! `--mates 5` probes every position 5 plies deep for a forced win and poses those instead
//! (ai::puzzle::generate::Settings::mates; `--probe-nodes` the probe's budget). `--hold [N]`
//! (Shamrock) poses positions where the opponent's second shamrock must be stopped, with N
//! actions left (1 by default).
//!
//! `puzzles verify <file>`: every puzzle of the file re-checked from scratch
//! (ai::puzzle::verify_set); prints how many passed, or exits 1 naming the first that fails.

use super::selfplay::{number, WallClock};
use super::{Args, Output};
use crate::ai::puzzle::generate::{default_set_ups, generate, SetUp, Settings, Stats};
use crate::ai::puzzle::{verify_set, PuzzleGame};
use crate::ai::Clock;
use crate::app::puzzle::set;
use crate::games::GameKind;
use std::io::Write as _;

pub fn run(args: &[String]) -> Output {
    match args.split_first() {
        Some((command, rest)) if command == "verify" => verify(rest),
        Some((command, rest)) if command == "generate" => {
            let Some((game, rest)) = rest.split_first() else { return Output::fail(super::USAGE.into()) };
            let Some(kind) = GameKind::from_id(game) else {
                return Output { text: format!("unknown game “{game}”\n{}", super::USAGE), code: 2 };
            };
            match Args::parse(rest) {
                Ok(args) => crate::with_game!(kind, G => run_generate::<G>(args)),
                Err(e) => Output { text: format!("{e}\n{}", super::USAGE), code: 2 },
            }
        }
        _ => Output { text: format!("puzzles: generate or verify\n{}", super::USAGE), code: 2 },
    }
}

fn verify(args: &[String]) -> Output {
    let [file] = args else { return Output { text: "usage: deskovna puzzles verify <file>".into(), code: 2 } };
    let clock = WallClock::new();
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => return Output::fail(format!("{file}: {e}")),
    };
    match verify_set(&text) {
        Ok(n) => Output::ok(format!("{file}: {n} puzzles verified in {:.1} s\n", clock.elapsed_ms() / 1000.0)),
        Err(e) => Output::fail(format!("{file}: {e}\n")),
    }
}

fn run_generate<G: PuzzleGame>(mut args: Args) -> Output {
    let result = (|| -> Result<String, String> {
        let games: u32 = number(&mut args, "games", 10)?;
        let seed: u64 = number(&mut args, "seed", 1)?;
        let mut settings = Settings::new(games, seed);
        settings.max_steps = number(&mut args, "max-steps", settings.max_steps)?;
        settings.max_plies = number(&mut args, "max-plies", settings.max_plies)?;
        settings.mates = number(&mut args, "mates", settings.mates)?;
        settings.probe_nodes = number(&mut args, "probe-nodes", settings.probe_nodes)?;
        settings.hold = match args.take("hold").as_deref() {
            None => 0,
            Some("on") => 1,
            Some(n) => n.parse().map_err(|_| format!("--hold needs a number of actions, not “{n}”"))?,
        };
        let out = args.take("out");
        let set_ups: Vec<SetUp> =
            if args.options.is_empty() { default_set_ups::<G>() } else { vec![std::mem::take(&mut args.options)] };
        let clock = WallClock::new();
        let mut text = String::new();
        let mut file = match &out {
            Some(path) => Some(std::fs::File::create(path).map_err(|e| format!("{path}: {e}"))?),
            None => None,
        };
        let mut failed = None;
        let stats = generate::<G>(&settings, &set_ups, |puzzle| {
            let written = set::write(&puzzle);
            match &mut file {
                Some(f) => {
                    if let Err(e) = f.write_all(written.as_bytes()).and_then(|_| f.flush()) {
                        failed.get_or_insert(e.to_string());
                    }
                }
                None => text.push_str(&written),
            }
        })?;
        if let Some(e) = failed {
            return Err(e);
        }
        text.push_str(&summary(&stats, clock.elapsed_ms() / 1000.0));
        Ok(text)
    })();
    result.map_or_else(Output::fail, Output::ok)
}

/// The generation's numbers, as comment lines of the set format.
fn summary(stats: &Stats, seconds: f64) -> String {
    let share = 100.0 * f64::from(stats.kept) / f64::from(stats.candidates.max(1));
    let mut out = format!(
        "# generated {} puzzles from {} games in {seconds:.1} s: {} positions, {} candidates, {share:.1}% kept\n",
        stats.kept, stats.games, stats.positions, stats.candidates
    );
    for (reason, n) in &stats.rejected {
        let example = stats.examples.get(reason).map_or(String::new(), |p| format!(" (first: {p})"));
        out.push_str(&format!("# rejected, {reason}: {n}{example}\n"));
    }
    out
}
