//! The study tools from the command line, to see them and to time them:
//!
//! - `analyse <game> [--time-ms T] [--slice-ms S] [--lines N] <move>...`: the analysis of the
//!   position after the moves, a line per report, run in slices of S ms as the Web Worker runs
//!   it, until T ms have been spent; the first report's latency counts from before the game is
//!   read (the replay and the table's allocation included).
//! - `review <game> [--nodes N] [--depth D] [--playouts P] <move>...`: every move judged, the
//!   players' summaries, the graph and the time.

use super::selfplay::{number, WallClock};
use super::{Args, Output};
use crate::ai::analysis::{self, Analyser, Line, Score};
use crate::ai::expected::scale_for;
use crate::ai::replay::{replay, Replayed};
use crate::ai::review::{self, Reviewer};
use crate::ai::text::RequestError;
use crate::ai::{Budget, Clock};
use crate::game::Evaluate;
use crate::games::GameKind;
use std::fmt::Write as _;

pub fn analyse<G: Evaluate>(kind: GameKind, mut args: Args) -> Output {
    let clock = WallClock::new();
    let result = (|| -> Result<String, String> {
        let total_ms: f64 = number(&mut args, "time-ms", 3_000.0)?;
        let slice_ms: f64 = number(&mut args, "slice-ms", 100.0)?;
        let mut settings = analysis::Settings::for_game(kind);
        settings.lines = number(&mut args, "lines", settings.lines)?;
        settings.seed = number(&mut args, "search-seed", settings.seed)?;
        let (game, start) = played::<G>(&mut args)?;
        settings.scale = scale_for(kind, &start);
        let game = game.end;
        let mut analyser = Analyser::new(game, &settings);
        let mut out = String::new();
        let mut first = None;
        while !analyser.done() && clock.elapsed_ms() < total_ms {
            let budget = Budget { nodes: u64::MAX, time_ms: slice_ms.min(total_ms - clock.elapsed_ms()).max(1.0) };
            let Some(report) = analyser.step(budget, &clock) else { continue };
            first.get_or_insert(clock.elapsed_ms());
            let _ = write!(
                out,
                "depth {} at {:.0} ms, {} nodes, expected {}:",
                report.depth,
                clock.elapsed_ms(),
                report.nodes,
                report.expected.iter().map(|e| format!("{e:.2}")).collect::<Vec<_>>().join("/")
            );
            let lines: Vec<String> = report.lines.iter().map(line).collect();
            let _ = writeln!(out, " {}", lines.join(" | "));
        }
        match first {
            Some(ms) => writeln!(out, "first line after {ms:.1} ms").map_err(|e| e.to_string())?,
            None => out.push_str("no report in the time given\n"),
        }
        Ok(out)
    })();
    result.map_or_else(Output::fail, Output::ok)
}

fn line(line: &Line) -> String {
    let score = match line.score {
        Some(Score::Points(p)) => format!("{:+.2}", p as f32 / 100.0),
        Some(Score::Win { plies }) => format!("win in {plies}"),
        Some(Score::Loss { plies }) => format!("loss in {plies}"),
        None => format!("{:.0}% ({} playouts)", line.expected * 100.0, line.visits),
    };
    format!("{score} {}", line.moves.join(" "))
}

/// The game from `--position` or the options, and the words read as its moves: the start,
/// the moves and the position they lead to (an illegal move refused as `replay` refuses it).
fn played<G: Evaluate>(args: &mut Args) -> Result<(Replayed<G>, String), String> {
    let start = args.start::<G>()?.to_text();
    let game = replay::<G>(&start, &args.words).map_err(|e| match e {
        RequestError::Move { ply, notation, reason } => format!("illegal at ply {ply}: {notation}: {reason}"),
        other => other.to_string(),
    })?;
    Ok((game, start))
}

pub fn review<G: Evaluate>(kind: GameKind, mut args: Args) -> Output {
    let clock = WallClock::new();
    let result = (|| -> Result<String, String> {
        let mut settings = review::Settings::for_game(kind);
        settings.nodes = number(&mut args, "nodes", settings.nodes)?;
        settings.depth = number(&mut args, "depth", settings.depth)?;
        settings.playouts = number(&mut args, "playouts", settings.playouts)?;
        settings.seed = number(&mut args, "search-seed", settings.seed)?;
        let (Replayed { start, moves, .. }, text) = played::<G>(&mut args)?;
        settings.scale = scale_for(kind, &text);
        let seats = start.seats();
        let mut reviewer = Reviewer::new(start, moves, &settings);
        while !reviewer.done() {
            reviewer.step(&clock);
        }
        let done = reviewer.review();
        let mut out = String::new();
        for m in &done.moves {
            let _ = write!(
                out,
                "{:>3}. {:<7} {:<14} {:<2} {:.2} -> {:.2} loss {:.3}",
                m.ply + 1,
                seats[m.seat].id(),
                m.notation,
                m.mark.map_or("", |k| k.symbol()),
                m.before,
                m.after,
                m.loss
            );
            if let (Some(best), Some(_)) = (&m.best, m.mark) {
                let _ = write!(out, "  best was {}", best.join(" "));
            }
            out.push('\n');
        }
        for s in &done.players {
            let _ = writeln!(
                out,
                "{}: {} moves, ?! {}, ? {}, ?? {}, average loss {:.3}",
                seats[s.seat].id(),
                s.moves,
                s.inaccuracies,
                s.mistakes,
                s.blunders,
                s.average_loss
            );
        }
        let graph: Vec<String> =
            done.graph.iter().map(|p| format!("{:.2}", p.expected.first().unwrap_or(&0.5))).collect();
        let _ = writeln!(out, "graph ({}): {}", seats[0].id(), graph.join(" "));
        let positions = done.graph.len().max(1);
        let _ = writeln!(
            out,
            "reviewed {} moves in {:.0} ms ({:.1} ms a position; nodes {}, playouts {})",
            done.moves.len(),
            reviewer.elapsed_ms(),
            reviewer.elapsed_ms() / positions as f64,
            settings.nodes,
            settings.playouts
        );
        Ok(out)
    })();
    result.map_or_else(Output::fail, Output::ok)
}
