//! What the lesson screen shows, decided here and natively tested (`tests/lesson_screen.rs`):
//! the page paints a [`Screen`] and puts each batch of the tutor's commands into words with
//! [`said`]; it decides nothing.

use super::words::{goal, LessonWord, COURSE_DONE, HINT, MET, MOVES, OFF_PATH};
use super::{Command, Course, Progress, Stage, Tutor};
use crate::app::link::play_fragment;
use crate::app::record::Record;
use crate::app::seats::Player;
use crate::game::{Colour, Lang, Refusal as _};
use crate::games::GameKind;
use crate::view::registry::{default_start, new_table};

/// One lesson of the course's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    pub title: String,
    /// Its best stars (0: not done).
    pub stars: u8,
    /// The stars in words, for screen readers.
    pub stars_said: String,
    /// The lesson on the board.
    pub current: bool,
}

/// The lesson screen in one language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Screen {
    /// The game's name and "learn to play".
    pub heading: String,
    /// "Lesson 3 of 15".
    pub counter: String,
    pub title: String,
    /// The explanation: the author's sentence or two.
    pub text: String,
    /// The goal in words.
    pub goal: String,
    /// The moves made against the three-star count, and those left when the lesson has a limit.
    pub moves: String,
    /// The best stars kept for this lesson (0–3), and the same in words.
    pub stars: u8,
    pub stars_said: String,
    /// Hint can show the next move (the learner is to move in a lesson under way).
    pub hint: bool,
    /// The lesson is done: Next is what to press.
    pub next_ready: bool,
    /// Next's words: the next lesson, or finishing the course on the last.
    pub next: String,
    pub lessons: Vec<Item>,
    /// The stars of the whole course.
    pub total: String,
    /// Every lesson has stars: the screen offers a real game against the computer.
    pub done: bool,
}

/// The stars of `stars` in words.
fn stars_said(stars: u8, lang: Lang) -> String {
    match stars {
        0 => LessonWord::NoStars.get(lang).to_string(),
        n => LessonWord::StarsOf.fill(lang, &[n.to_string()]),
    }
}

/// How many moves are left of `limit` after `made`, in words.
fn left(limit: u32, made: u32, lang: Lang) -> String {
    let n = limit.saturating_sub(made);
    let word = match n {
        1 => LessonWord::LeftOne,
        2..=4 => LessonWord::LeftFew,
        _ => LessonWord::LeftMany,
    };
    word.fill(lang, &[n.to_string()])
}

/// Every lesson of `course` has stars in `progress`.
pub fn course_done(course: &Course, progress: &Progress) -> bool {
    course.lessons.iter().all(|l| progress.stars(&l.id) > 0)
}

/// The screen of `tutor` in `lang`.
pub fn screen(tutor: &Tutor, lang: Lang) -> Screen {
    let course = tutor.course();
    let progress = tutor.progress();
    let lesson = tutor.lesson();
    let playing = *tutor.stage() == Stage::Playing;
    let learner = tutor.table().status();
    let stars = lesson.map_or(0, |l| progress.stars(&l.id));
    let mut moves =
        lesson.map_or_else(String::new, |l| MOVES.fill(lang, &[tutor.moves().to_string(), l.stars.to_string()]));
    if let Some(limit) = lesson.and_then(|l| l.limit).filter(|_| playing) {
        moves = format!("{moves} · {}", left(limit, tutor.moves(), lang));
    }
    let last = tutor.index() + 1 >= course.lessons.len();
    let total: u32 = course.lessons.iter().map(|l| u32::from(progress.stars(&l.id))).sum();
    Screen {
        heading: LessonWord::Heading.fill(lang, &[course.kind.title().get(lang).to_string()]),
        counter: LessonWord::Counter.fill(lang, &[(tutor.index() + 1).to_string(), course.lessons.len().to_string()]),
        title: lesson.map_or_else(String::new, |l| l.title.get(lang).to_string()),
        text: lesson.map_or_else(String::new, |l| l.text.get(lang).to_string()),
        goal: lesson.map_or_else(String::new, |l| LessonWord::GoalIs.fill(lang, &[goal(&l.goal, lang)])),
        moves,
        stars,
        stars_said: stars_said(stars, lang),
        hint: playing && learner.outcome.is_none() && tutor.learners_turn(),
        next_ready: matches!(tutor.stage(), Stage::Met { .. }),
        next: if last { LessonWord::Finish } else { LessonWord::Next }.get(lang).to_string(),
        lessons: course
            .lessons
            .iter()
            .enumerate()
            .map(|(i, l)| Item {
                title: l.title.get(lang).to_string(),
                stars: progress.stars(&l.id),
                stars_said: stars_said(progress.stars(&l.id), lang),
                current: i == tutor.index(),
            })
            .collect(),
        total: LessonWord::Total.fill(lang, &[total.to_string(), (course.lessons.len() * 3).to_string()]),
        done: course_done(course, progress),
    }
}

/// How something said sounds: the screen colours it so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// What happened (a move, the hint).
    Info,
    /// Done well (the goal met, the course finished).
    Good,
    /// Gone wrong (a move refused, the lesson failed or broken).
    Wrong,
}

/// What a batch of the tutor's commands says, for the line under the board (read out by screen
/// readers): the moves in words, a refusal in the engine's words, the stars, the hint. `None`
/// when the batch says nothing (the line keeps what it said); an opened lesson starts it afresh.
pub fn said(commands: &[Command], seats: &[Colour], lang: Lang) -> Option<(String, Tone)> {
    let mut parts: Vec<String> = Vec::new();
    let mut tone = Tone::Info;
    let mut fresh = false;
    for command in commands {
        let (text, t) = match command {
            Command::Opened { .. } => {
                parts.clear();
                fresh = true;
                tone = Tone::Info;
                continue;
            }
            Command::Moved { said, .. } => (said.clone(), Tone::Info),
            Command::Wrong(reason) => (reason.render(lang), Tone::Wrong),
            Command::Hint(Some(notation)) => (HINT.fill(lang, std::slice::from_ref(notation)), Tone::Info),
            Command::Hint(None) => (OFF_PATH.get(lang).to_string(), Tone::Info),
            Command::Met { stars, .. } => (MET.fill(lang, &[stars.to_string()]), Tone::Good),
            Command::Failed(failure) => (failure.render(seats, lang), Tone::Wrong),
            Command::ComputerFailed(why) => (why.clone(), Tone::Wrong),
            Command::CourseDone => (COURSE_DONE.get(lang).to_string(), Tone::Good),
            Command::Broken(fault) => (LessonWord::Broken.fill(lang, &[fault.render(lang)]), Tone::Wrong),
            _ => continue,
        };
        if !text.is_empty() {
            // A move in words is a sentence without its full stop.
            let ends = text.ends_with(['.', '!', '?', '…']);
            parts.push(if ends { text } else { format!("{text}.") });
        }
        // What went wrong or well colours the line, whatever was said with it.
        if t != Tone::Info {
            tone = t;
        }
    }
    (fresh || !parts.is_empty()).then(|| (parts.join(" "), tone))
}

/// The link of a new game of `kind` from its usual start against the computer at level 1 in
/// every other seat, the learner moving first.
pub fn play_computer(kind: GameKind) -> String {
    let start = default_start(kind);
    let count = new_table(kind, &[]).map_or(2, |t| t.status().seats.len());
    let seats = (0..count).map(|i| if i == 0 { Player::Human } else { Player::Computer(1) }).collect();
    let record = Record { kind, start: start.clone(), moves: Vec::new(), seats, tree: None };
    play_fragment(&record, &start)
}
