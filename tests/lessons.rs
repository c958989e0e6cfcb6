//! The shipped courses (`www/lessons/<game>.txt`): every lesson passes the check that
//! `deskovna lessons <game> --check` runs, the command names the first lesson that fails, and
//! the courses are bilingual and cover what a newcomer needs.

// The command line is native only.
#![cfg(not(target_arch = "wasm32"))]

use deskovna::app::lesson::{check_course, read_course, Course, Goal};
use deskovna::cli;
use deskovna::games::GameKind;

fn shipped(kind: GameKind) -> Course {
    let path = format!("{}/www/lessons/{}.txt", env!("CARGO_MANIFEST_DIR"), kind.id());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    read_course(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn run(words: &[&str]) -> cli::Output {
    cli::run(&words.iter().map(|s| s.to_string()).collect::<Vec<_>>())
}

#[test]
fn every_shipped_lesson_passes_the_check() {
    for &kind in GameKind::ALL {
        let course = shipped(kind);
        assert_eq!(course.kind, kind);
        if let Err((index, error)) = check_course(&course) {
            panic!("{} lesson {}: {error}", kind.id(), course.lessons[index].id);
        }
    }
}

#[test]
fn the_command_lists_and_checks_each_course() {
    for &kind in GameKind::ALL {
        let lessons = shipped(kind).lessons;
        let listed = run(&["lessons", kind.id()]);
        assert_eq!(listed.code, 0, "{}", listed.text);
        assert_eq!(listed.text.lines().count(), lessons.len(), "one line a lesson");
        let checked = run(&["lessons", kind.id(), "--check"]);
        assert_eq!(checked.code, 0, "{}", checked.text);
        assert!(checked.text.ends_with(&format!("{} lessons of {} pass", lessons.len(), kind.id())));
    }
}

#[test]
fn the_check_names_the_first_lesson_that_fails() {
    let text =
        std::fs::read_to_string(format!("{}/www/lessons/camelot.txt", env!("CARGO_MANIFEST_DIR"))).expect("shipped");
    let course = read_course(&text).expect("reads");
    // The second lesson's solution made one move short: its goal is not met.
    let second = &course.lessons[1];
    let broken = text.replacen(
        &format!("solution {}", second.solution.join(" ")),
        &format!("solution {}", second.solution[..second.solution.len() - 1].join(" ")),
        1,
    );
    let broken = if second.solution.len() == 1 { broken.replacen("solution ", "solution A1-A2 ", 1) } else { broken };
    let path = std::env::temp_dir().join(format!("deskovna-lessons-{}.txt", std::process::id()));
    std::fs::write(&path, broken).expect("a temporary file");
    let out = run(&["lessons", "camelot", "--check", "--file", &path.to_string_lossy()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(out.code, 1, "{}", out.text);
    assert!(out.text.starts_with(&format!("lesson {} (line {}) fails: ", second.id, second.line)), "{}", out.text);
    let wrong_game = run(&["lessons", "drake", "--file", "/nonexistent/lessons.txt"]);
    assert_eq!(wrong_game.code, 1);
}

#[test]
fn every_lesson_speaks_both_languages() {
    for &kind in GameKind::ALL {
        for l in shipped(kind).lessons {
            for (en, cs) in [(&l.title.en, &l.title.cs), (&l.text.en, &l.text.cs)] {
                assert!(!en.is_empty() && en != cs, "{}: the Czech is not the English", l.id);
            }
            assert!(!l.text.cs.is_ascii(), "{}: Czech with its diacritics", l.id);
            // Phone first: an explanation of a sentence or two.
            assert!(l.text.en.len() <= 260 && l.text.cs.len() <= 300, "{}: too long to read on a phone", l.id);
        }
    }
}

#[test]
fn the_courses_cover_what_a_newcomer_needs() {
    let ids = |kind| shipped(kind).lessons.into_iter().map(|l| l.id).collect::<Vec<_>>();
    let has = |kind, wanted: &[&str]| {
        let ids = ids(kind);
        for id in wanted {
            assert!(ids.iter().any(|i| i == id), "{}: no lesson {id}", GameKind::id(kind));
        }
    };
    has(GameKind::Camelot, &["plain-move", "canter", "canter-chain", "jump", "jump-chain", "compulsory", "charge"]);
    has(GameKind::Drake, &["leader", "guards", "flip", "placing", "capture", "mountains", "bomb"]);
    has(GameKind::Drakoburg, &["kopinik", "promotion", "reinforcement", "mate-in-one"]);
    has(GameKind::Shamrock, &["place", "own-leaves", "rotate", "shamrock", "leprechaun"]);
    // Each game's course ends with the game won: the last step before a real game.
    for &kind in GameKind::ALL {
        let lessons = shipped(kind).lessons;
        assert!(lessons.iter().any(|l| matches!(l.goal, Goal::Win(_))), "{}: no lesson is won", kind.id());
    }
}
