//! The lesson format: what reads, every way a line is refused (with its line number), the
//! writer's round trip, and that no input makes the reader panic.

use deskovna::app::lesson::{read_course, write_course, Course, FormatKind, Goal};
use deskovna::game::{EndReason, Lang, Refusal};
use deskovna::games::GameKind;

const LESSON: &str = "\
# a comment
game camelot

lesson plain-move
title.en The plain move
title.cs Obyčejný tah
text.en A piece steps to a neighbouring empty square.
text.cs Kámen táhne na sousední volné pole.
position 2.8.10.12.m10m.12.12.12.12.12.3M1M6.12.12.10.8.2_w_00_-_0
goal reach F8 G8
replies A12-A11  A11-A10
level 2
solution F6-F7 F7-F8
stars 2
limit 6
";

fn course(text: &str) -> Course {
    read_course(text).unwrap_or_else(|e| panic!("{e}"))
}

/// The error's line and kind.
fn refused(text: &str) -> (usize, FormatKind) {
    let e = read_course(text).expect_err("refused");
    (e.line, e.kind)
}

/// `LESSON` with the line starting with `key` replaced (or dropped, for an empty `with`).
fn edited(key: &str, with: &str) -> String {
    LESSON
        .lines()
        .filter_map(|l| match l.starts_with(key) {
            true if with.is_empty() => None,
            true => Some(with.to_string()),
            false => Some(l.to_string()),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_lesson_reads_with_every_field() {
    let c = course(LESSON);
    assert_eq!(c.kind, GameKind::Camelot);
    let l = &c.lessons[0];
    assert_eq!(l.id, "plain-move");
    assert_eq!((l.title.en.as_str(), l.title.cs.as_str()), ("The plain move", "Obyčejný tah"));
    assert_eq!(l.text.get(Lang::Cs), "Kámen táhne na sousední volné pole.");
    assert_eq!(l.goal, Goal::Reach(vec!["F8".into(), "G8".into()]));
    assert_eq!(l.replies, ["A12-A11", "A11-A10"]);
    assert_eq!(l.solution, ["F6-F7", "F7-F8"]);
    assert_eq!((l.level, l.stars, l.limit, l.line), (2, 2, Some(6), 4));
}

#[test]
fn optional_fields_take_their_defaults() {
    let text = edited("level", "");
    let text = text.lines().filter(|l| !l.starts_with("replies") && !l.starts_with("limit")).collect::<Vec<_>>();
    let l = &course(&text.join("\n")).lessons[0];
    assert_eq!((l.level, l.limit, l.replies.len()), (1, None, 0));
}

#[test]
fn every_goal_reads() {
    let goals = [
        ("reach b2", Goal::Reach(vec!["b2".into()])),
        ("capture F9 G10", Goal::Capture(vec!["F9".into(), "G10".into()])),
        ("win", Goal::Win(None)),
        ("win castle", Goal::Win(Some(EndReason::CastleTaken))),
        ("win leader", Goal::Win(Some(EndReason::LeaderCaptured))),
        ("check", Goal::Check),
        ("shamrocks 2", Goal::Shamrocks(2)),
        ("survive 3", Goal::Survive(3)),
    ];
    for (text, goal) in goals {
        assert_eq!(course(&edited("goal", &format!("goal {text}"))).lessons[0].goal, goal, "{text}");
    }
}

#[test]
fn a_goal_that_does_not_read_is_refused_on_its_line() {
    for bad in ["reach", "capture", "win by-luck", "check b2", "shamrocks", "shamrocks 0", "survive x", "fly b2"] {
        let (line, kind) = refused(&edited("goal", &format!("goal {bad}")));
        assert_eq!((line, kind), (10, FormatKind::BadGoal(bad.into())), "{bad}");
    }
}

#[test]
fn each_mistake_is_named_with_its_line() {
    let cases: Vec<(String, usize, FormatKind)> = vec![
        (LESSON.replace("game camelot", "game chess"), 2, FormatKind::UnknownGame("chess".into())),
        (LESSON.replace("game camelot\n", ""), 3, FormatKind::NoGame),
        (edited("title.cs", "titel.cs Obyčejný"), 6, FormatKind::UnknownKey("titel.cs".into())),
        (edited("title.cs", "title.en Again"), 6, FormatKind::Twice("title.en".into())),
        (edited("text.cs", ""), 4, FormatKind::Missing { lesson: "plain-move".into(), key: "text.cs" }),
        (edited("solution", "solution"), 13, FormatKind::Empty("solution".into())),
        (edited("lesson", "lesson Plain_Move"), 4, FormatKind::BadId("Plain_Move".into())),
        (edited("stars", "stars 0"), 14, FormatKind::BadNumber { key: "stars", text: "0".into(), min: 1, max: 99 }),
        (edited("level", "level 9"), 12, FormatKind::BadNumber { key: "level", text: "9".into(), min: 1, max: 5 }),
        ("game drake\ntitle.en Early\n".into(), 2, FormatKind::OutsideLesson("title.en".into())),
        ("# nothing\ngame drake\n\n".into(), 3, FormatKind::NoLessons),
        ("".into(), 1, FormatKind::NoGame),
        (
            format!("{LESSON}\n{}", LESSON.replace("# a comment\ngame camelot\n", "")),
            18,
            FormatKind::SameId("plain-move".into()),
        ),
        (format!("{LESSON}game drake\n"), 16, FormatKind::Twice("game".into())),
    ];
    for (text, line, kind) in cases {
        assert_eq!(refused(&text), (line, kind), "{text}");
    }
}

#[test]
fn every_refusal_has_words_in_both_languages() {
    let kinds = [
        FormatKind::NoGame,
        FormatKind::UnknownGame("x".into()),
        FormatKind::UnknownKey("x".into()),
        FormatKind::OutsideLesson("x".into()),
        FormatKind::Twice("x".into()),
        FormatKind::Missing { lesson: "a".into(), key: "goal" },
        FormatKind::Empty("x".into()),
        FormatKind::BadId("x".into()),
        FormatKind::SameId("x".into()),
        FormatKind::BadGoal("x".into()),
        FormatKind::BadNumber { key: "stars", text: "0".into(), min: 1, max: 99 },
        FormatKind::NoLessons,
    ];
    for kind in kinds {
        let (en, cs) = (kind.render(Lang::En), kind.render(Lang::Cs));
        assert!(!en.contains('{') && !cs.contains('{') && en != cs, "{en} / {cs}");
    }
}

/// Writing a course and reading it back gives the same lessons (the line numbers aside), and
/// writing that again gives the same text.
fn round_trips(text: &str) {
    let first = course(text);
    let written = write_course(&first);
    let mut again = course(&written);
    assert_eq!(write_course(&again), written);
    for (a, b) in again.lessons.iter_mut().zip(&first.lessons) {
        a.line = b.line;
    }
    assert_eq!(again, first);
}

#[test]
fn the_writer_round_trips_every_goal_and_the_defaults() {
    round_trips(LESSON);
    for goal in ["win castle", "win", "check", "shamrocks 2", "survive 3", "capture F9 G10"] {
        round_trips(&edited("goal", &format!("goal {goal}")));
    }
    round_trips(&edited("limit", ""));
}

#[test]
fn the_shipped_courses_round_trip() {
    for game in ["drake", "camelot", "drakoburg", "shamrock"] {
        let path = format!("{}/www/lessons/{game}.txt", env!("CARGO_MANIFEST_DIR"));
        round_trips(&std::fs::read_to_string(path).expect("the course is shipped"));
    }
}

#[test]
fn no_input_makes_the_reader_panic() {
    // Every prefix of a course, by characters, and a few mangled forms: read or refused.
    let chars: Vec<(usize, char)> = LESSON.char_indices().collect();
    for &(i, _) in &chars {
        let _ = read_course(&LESSON[..i]);
        let _ = read_course(&LESSON[i..]);
    }
    for mangled in
        [LESSON.replace('\n', "\r\n"), LESSON.replace(' ', "\t"), LESSON.replace('\n', " "), "\u{0}".repeat(9)]
    {
        let _ = read_course(&mangled);
    }
    assert!(read_course(&LESSON.replace('\n', "\r\n")).is_ok(), "Windows line ends read too");
}
