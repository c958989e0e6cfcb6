//! `lessons <game> [--check] [--file <path>]`: the game's lessons, one per line; `--check`
//! plays every lesson's solution through the tutor and the engine and exits 1 naming the
//! first lesson that fails. The shipped courses (`www/lessons/<game>.txt`) are built in;
//! `--file` reads another course of the game (while writing one).

use super::{Args, Output};
use crate::app::lesson::{check_course, read_course, words};
use crate::game::Lang;
use crate::games::GameKind;

/// The course shipped with the site for `kind`.
pub fn shipped(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Drake => include_str!("../../www/lessons/drake.txt"),
        GameKind::Camelot => include_str!("../../www/lessons/camelot.txt"),
        GameKind::Drakoburg => include_str!("../../www/lessons/drakoburg.txt"),
        GameKind::Shamrock => include_str!("../../www/lessons/shamrock.txt"),
    }
}

pub fn run(kind: GameKind, mut args: Args) -> Output {
    let check = args.take("check").is_some();
    let text = match args.take("file") {
        Some(path) => match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) => return Output::fail(format!("{path}: {e}")),
        },
        None => shipped(kind).to_string(),
    };
    if let Some((key, _)) = args.options.first() {
        return Output { text: format!("lessons takes --check and --file, not --{key}"), code: 2 };
    }
    let course = match read_course(&text) {
        Ok(course) if course.kind == kind => course,
        Ok(course) => return Output::fail(format!("the course is for {}, not {}", course.kind.id(), kind.id())),
        Err(e) => return Output::fail(format!("the course does not read: {e}")),
    };
    let mut out = String::new();
    if !check {
        for (i, l) in course.lessons.iter().enumerate() {
            let goal = words::goal(&l.goal, Lang::En);
            let stars = plural(l.stars, "move");
            out.push_str(&format!("{:>2} {:<18} {} — {goal} ({stars} for three stars)\n", i + 1, l.id, l.title.en));
        }
        return Output::ok(out);
    }
    match check_course(&course) {
        Ok(passed) => {
            for (l, p) in course.lessons.iter().zip(&passed) {
                out.push_str(&format!("ok {} ({}, {} stars)\n", l.id, plural(p.moves, "move"), p.stars));
            }
            out.push_str(&format!("{} lessons of {} pass", passed.len(), kind.id()));
            Output::ok(out)
        }
        Err((index, error)) => {
            let (id, line) = course.lessons.get(index).map_or(("?", 0), |l| (l.id.as_str(), l.line));
            Output::fail(format!("lesson {id} (line {line}) fails: {error}"))
        }
    }
}

/// `1 move`, `2 moves`.
fn plural(n: u32, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}
