//! The shipped courses (`www/lessons/<game>.txt`): every lesson passes the check that
//! `deskovna lessons <game> --check` runs, the command names the first lesson that fails, and
//! the courses are bilingual and cover what a newcomer needs.

// The command line is native only.
#![cfg(not(target_arch = "wasm32"))]

use deskovna::app::lesson::{check_course, read_course, write_course, Course, Goal};
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
    // A lesson after the first, its solution one move short: its goal is not met.
    let mut course = shipped(GameKind::Camelot);
    let index = (1..course.lessons.len()).find(|&i| course.lessons[i].solution.len() > 1).expect("such a lesson");
    course.lessons[index].solution.pop();
    let text = write_course(&course);
    let line = read_course(&text).expect("reads").lessons[index].line;
    let path = std::env::temp_dir().join(format!("deskovna-lessons-{}.txt", std::process::id()));
    std::fs::write(&path, text).expect("a temporary file");
    let out = run(&["lessons", "camelot", "--check", "--file", &path.to_string_lossy()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(out.code, 1, "{}", out.text);
    let id = &course.lessons[index].id;
    assert_eq!(out.text, format!("lesson {id} (line {line}) fails: the solution does not reach the goal"));
    let missing = run(&["lessons", "drake", "--file", "/nonexistent/lessons.txt"]);
    assert_eq!(missing.code, 1);
    let other_game = run(&[
        "lessons",
        "drake",
        "--check",
        "--file",
        &format!("{}/www/lessons/camelot.txt", env!("CARGO_MANIFEST_DIR")),
    ]);
    assert_eq!((other_game.code, other_game.text.as_str()), (1, "the course is for camelot, not drake"));
}

#[test]
fn every_lesson_speaks_both_languages() {
    for &kind in GameKind::ALL {
        for l in shipped(kind).lessons {
            // Titles may be a name, the same in both languages (Camette); explanations never are.
            assert!(!l.title.en.is_empty() && !l.title.cs.is_empty(), "{}: a title", l.id);
            assert!(!l.text.en.is_empty() && l.text.en != l.text.cs, "{}: the Czech is not the English", l.id);
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
    // The topics of issue 29, each a lesson of its own.
    has(GameKind::Drake, &["leader", "guards", "drake", "clubman", "monk", "spearman", "swordsman", "archer"]);
    has(GameKind::Drake, &["placing", "capture", "leader-capture", "mountains"]);
    has(GameKind::Drake, &["knight", "lancer", "herald", "guardian", "phantom", "fortress", "flag", "bomb"]);
    has(GameKind::Camelot, &["plain-move", "canter", "canter-chain", "jump", "jump-chain", "compulsory", "charge"]);
    has(GameKind::Camelot, &["castle", "own-castle", "capture-all", "chivalry", "cam", "camette", "river", "anti"]);
    has(GameKind::Drakoburg, &["kopinik", "lukostrelec", "zbrojnos", "panos", "turkopol", "tezkoodenec"]);
    has(GameKind::Drakoburg, &["check", "mate", "two-ts", "promotion", "reinforcement", "mate-in-one", "mate-in-two"]);
    has(GameKind::Shamrock, &["place", "own-leaves", "shamrock", "flakes", "three-actions", "win", "three-players"]);
    has(GameKind::Shamrock, &["rotate-next", "leprechaun"]);
    // Each game's course ends with the game won: the last step before a real game.
    for &kind in GameKind::ALL {
        let lessons = shipped(kind).lessons;
        assert!(lessons.iter().any(|l| matches!(l.goal, Goal::Win(_))), "{}: no lesson is won", kind.id());
    }
}
