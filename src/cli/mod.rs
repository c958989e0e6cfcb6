//! The native command line: perft, replay, moves (and more), over any engine. Its output is a
//! contract (DESIGN.md): scripts and checks rely on it.

mod args;
mod calibrate;
mod lessons;
mod moves;
mod perft;
mod puzzles;
mod replay;
mod selfplay;
mod soak;
mod study;

use crate::games::GameKind;
pub use args::Args;

/// What a command printed and its exit code.
pub struct Output {
    pub text: String,
    pub code: i32,
}

impl Output {
    pub fn ok(text: String) -> Output {
        Output { text, code: 0 }
    }

    pub fn fail(text: String) -> Output {
        Output { text, code: 1 }
    }
}

pub const USAGE: &str = "\
usage:
  deskovna perft <game> <depth> [options]
  deskovna replay <game> [options] <move>...
  deskovna moves <game> [options] [--position <text>] [<move>...]
      (the legal moves of the position reached, in notation, one per line, sorted)
  deskovna soak <game> --plies N --seed S [--vary-seed] [options]   (random play checking every
      invariant; --vary-seed: each game set up anew with a seed of its own)
  deskovna selfplay <game> --white <ai> --black <ai> [--games N] [--seed S] [--max-plies 300]
      [--opening 4] [--moves] [--time-ms T] [--adjudicate P [--play-out]] [options]
      (or --seats <ai>,<ai>,<ai> for three seats; --adjudicate: a game both searches have scored
      P points or more for one seat for 8 plies is that seat's win)
  deskovna think <game> [--level 1..5 | --ai <ai>] [--hint] [--time-ms T] [--seed S] [options]
      [<move>...]   (the computer's move in the position the moves lead to)
  deskovna analyse <game> [--time-ms 3000] [--slice-ms 100] [--lines 3] [--search-seed S] [options] <move>...
  deskovna review <game> [--nodes N] [--depth D] [--playouts P] [--search-seed S] [options] <move>...
  deskovna lessons <game> [--check] [--file <path>]   (the game's lessons, one per line; --check
      plays every lesson's solution and exits 1 naming the first lesson that fails)
  deskovna calibrate <game> [--games 40] [--nodes N] [--seed S] [--max-plies 300] [options]
      (self-play games searched as the review searches, the expected-result curve fitted)
  deskovna puzzles generate <game> [options] --games N --seed S [--out <file>] [--max-steps 3]
      (self-play games searched for puzzles, written in the format of docs/PUZZLES.md)
  deskovna puzzles verify <file>   (every puzzle re-checked; exits 1 naming the first that fails)
  deskovna words en|cs   (every text of the app in that language, a line per text number: the
      build writes each page its own from these, src/game/words.rs)
  deskovna words rare    (the rare texts' numbers, a line each: kept out of a page's first words)
ai: random | greedy | level1..level5 | mcts | mcts:<playouts>
games: drake | camelot | drakoburg | shamrock
options: --position <text> (start from a position text); per game:
  drake --size N --mountains b2,d3|random|none --random-stack --hidden-stack --drawn-stack --seed N
      --variant <text>|<ready-made id> (rules/drake-extensions.md; ids: knights-and-lancers heralds
      guardians-and-phantoms fortresses capture-the-flag bombs drawn-stacks asymmetric-armies)
      --fortresses c3,e3 --flags on|b1,c5 --stack DCCM*SWA --blue-stack … --orange-stack …
      --troop B.Bishop.Lb2d2b4d4.Sc4c2 (a troop of the variant's own)
      --random-variant on|troops (anything valid | a random troop set on an open board)
  camelot --variant camelot|chivalry|cam|camette|river --anti (moves as in WCF records: E6-E7
    D6-D8 C6-E6-G6-G8xE10 ...F11-F9; River Camelot's first moves plant trees: T:C3,F7,K8)
  drakoburg (none; start elsewhere with --position)
  shamrock --players 2|3 --seed N --expert
shamrock: every action is a move and a perft ply, the end of a turn (E) and turning over
  the pile top (D) included; the basic turn ends by itself after its third action";

/// Runs the command line `args` (without the program name).
pub fn run(args: &[String]) -> Output {
    let Some((command, rest)) = args.split_first() else { return Output::fail(USAGE.into()) };
    if command == "puzzles" {
        return puzzles::run(rest);
    }
    if command == "words" {
        let lang = match rest {
            [code] if code == "en" => crate::game::Lang::En,
            [code] if code == "cs" => crate::game::Lang::Cs,
            [rare] if rare == "rare" => return Output { text: crate::game::words::rare_lines(), code: 0 },
            _ => return Output { text: format!("words takes en, cs or rare\n{USAGE}"), code: 2 },
        };
        return Output { text: crate::game::words::pack(lang), code: 0 };
    }
    let Some((game, rest)) = rest.split_first() else { return Output::fail(USAGE.into()) };
    let Some(kind) = GameKind::from_id(game) else {
        return Output { text: format!("unknown game “{game}”\n{USAGE}"), code: 2 };
    };
    let parsed = match Args::parse(rest) {
        Ok(a) => a,
        Err(e) => return Output { text: format!("{e}\n{USAGE}"), code: 2 },
    };
    if command == "lessons" {
        return lessons::run(kind, parsed);
    }
    if matches!(command.as_str(), "selfplay" | "think" | "analyse" | "review" | "calibrate") {
        return ai_command(kind, command, parsed);
    }
    crate::with_game!(kind, G => command_for::<G>(command, parsed))
}

/// The commands of the computer player (every game has an evaluation).
fn ai_command(kind: GameKind, command: &str, args: Args) -> Output {
    crate::with_game!(kind, G => ai_command_for::<G>(kind, command, args))
}

fn ai_command_for<G: crate::game::Evaluate>(kind: GameKind, command: &str, args: Args) -> Output {
    match command {
        "think" => selfplay::think::<G>(args),
        "analyse" => study::analyse::<G>(kind, args),
        "review" => study::review::<G>(kind, args),
        "calibrate" => calibrate::run::<G>(kind, args),
        _ => selfplay::run::<G>(args),
    }
}

fn command_for<G: crate::game::Game>(command: &str, args: Args) -> Output {
    match command {
        "perft" => perft::run::<G>(args),
        "replay" => replay::run::<G>(args),
        "moves" => moves::run::<G>(args),
        "soak" => soak::run::<G>(args),
        _ => Output { text: format!("unknown command “{command}”\n{USAGE}"), code: 2 },
    }
}
