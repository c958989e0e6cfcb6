//! The native command line: perft, replay (and more), over any engine. Its output is a
//! contract (DESIGN.md): scripts and checks rely on it.

mod args;
mod perft;
mod replay;

use crate::games::drake::Drake;
use crate::games::drakoburg::Drakoburg;
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
games: drake | camelot | drakoburg | shamrock
options: --position <text> (start from a position text); per game:
  drake --size N --mountains b2,d3|random|none --random-stack --hidden-stack --seed N
  drakoburg (none; start elsewhere with --position)";

/// Runs the command line `args` (without the program name).
pub fn run(args: &[String]) -> Output {
    let Some((command, rest)) = args.split_first() else { return Output::fail(USAGE.into()) };
    let Some((game, rest)) = rest.split_first() else { return Output::fail(USAGE.into()) };
    let Some(kind) = GameKind::from_id(game) else {
        return Output { text: format!("unknown game “{game}”\n{USAGE}"), code: 2 };
    };
    let parsed = match Args::parse(rest) {
        Ok(a) => a,
        Err(e) => return Output { text: format!("{e}\n{USAGE}"), code: 2 },
    };
    match kind {
        GameKind::Drake => command_for::<Drake>(command, parsed),
        GameKind::Drakoburg => command_for::<Drakoburg>(command, parsed),
    }
}

fn command_for<G: crate::game::Game>(command: &str, args: Args) -> Output {
    match command {
        "perft" => perft::run::<G>(args),
        "replay" => replay::run::<G>(args),
        _ => Output { text: format!("unknown command “{command}”\n{USAGE}"), code: 2 },
    }
}
