//! The lesson controller, natively: a right move, the opponent's reply and the goal met with
//! stars; a wrong move explained by the engine's refusal; retry, hint, next; the computer when
//! the script does not fit; failing; broken lessons; progress kept through a reload.

use deskovna::ai::wire::WireError;
use deskovna::app::lesson::{
    read_course, Command, Course, Event, Failure, Fault, Marks, Progress, Stage, Tutor, PAUSE_MS,
};
use deskovna::app::library::{MemoryStore, Store};
use deskovna::app::session::{Input, Purpose};
use deskovna::game::{Lang, Refusal};
use deskovna::games::{camelot, GameKind};
use deskovna::view::press::Pointer;
use deskovna::view::table::Looks;

/// Two Camelot lessons and a Drake one are enough to drive every path.
const CAMELOT: &str = "\
game camelot

lesson walk
title.en Walk
title.cs Chůze
text.en Walk to the star.
text.cs Dojděte na hvězdu.
position 2.8.10.12.m10m.12.12.12.12.12.3M1M6.12.12.10.8.2_w_00_-_0
goal reach F8
replies A12-A11 A11-A10 A10-A9
solution F6-F7 F7-F8
stars 2

lesson jump
title.en Jump
title.cs Skok
text.en Jump over the black man.
text.cs Přeskočte černý kámen.
position 2.8.10.12.m11.12.12.12.12.5m6.3M1M6.12.12.10.8.2_w_00_-_0
goal capture F7
solution F6xF8
stars 1

lesson chase
title.en Chase
title.cs Honička
text.en Catch the man on H10.
text.cs Chyťte kámen na H10.
position 2.8.10.12.m11.12.7m4.12.12.12.3M1M6.12.12.10.8.2_w_00_-_0
goal capture H10
replies H10-H9
solution D6-D7
stars 1
limit 2
";

fn camelot_course() -> Course {
    read_course(CAMELOT).expect("the test course reads")
}

fn tutor(course: Course) -> (Tutor, Vec<Command>) {
    let mut t = Tutor::new(course, Progress::new(GameKind::Camelot)).expect("a tutor");
    let out = t.handle(Event::Start, 0.0);
    (t, out)
}

fn play(t: &mut Tutor, notation: &str) -> Vec<Command> {
    t.handle(Event::Play(notation.into()), 0.0)
}

fn wait(out: &[Command]) -> Option<usize> {
    out.iter().find_map(|c| match c {
        Command::Wait { plies, .. } => Some(*plies),
        _ => None,
    })
}

/// Lets the opponent's pause run out.
fn due(t: &mut Tutor, out: &[Command]) -> Vec<Command> {
    let plies = wait(out).expect("the opponent waits for its turn");
    t.handle(Event::Due { plies }, 0.0)
}

fn moved(out: &[Command]) -> Vec<(String, bool)> {
    out.iter()
        .filter_map(|c| match c {
            Command::Moved { notation, by_learner, .. } => Some((notation.clone(), *by_learner)),
            _ => None,
        })
        .collect()
}

fn met(out: &[Command]) -> Option<(u8, u32)> {
    out.iter().find_map(|c| match c {
        Command::Met { stars, moves } => Some((*stars, *moves)),
        _ => None,
    })
}

fn saved(out: &[Command]) -> Option<Progress> {
    out.iter().find_map(|c| match c {
        Command::Save(p) => Some(p.clone()),
        _ => None,
    })
}

#[test]
fn the_first_lesson_opens_with_its_marks() {
    let (t, out) = tutor(camelot_course());
    assert_eq!(out[0], Command::Opened { index: 0 });
    assert!(out.contains(&Command::Marks(Marks { reach: vec!["F8".into()], capture: vec![] })));
    assert_eq!((t.index(), t.stage(), t.moves()), (0, &Stage::Playing, 0));
}

#[test]
fn the_boards_looks_and_size_come_as_events_and_stay_for_the_next_lesson() {
    let (mut t, _) = tutor(camelot_course());
    let looks = Looks { lang: Lang::Cs, animation_ms: 0.0, ..Looks::default() };
    assert_eq!(t.handle(Event::Looks(looks), 0.0), vec![Command::Redraw, Command::Refresh]);
    assert_eq!(t.handle(Event::Resize { width: 390.0, height: 400.0 }, 0.0), vec![]);
    assert_eq!(t.handle(Event::Resize { width: f32::NAN, height: 0.0 }, 0.0), vec![], "a size that is none is ignored");
    assert_eq!(t.table().size(), (390.0, 400.0));
    let out = play(&mut t, "F6-F7");
    assert!(out.iter().any(|c| matches!(c, Command::Wait { ms, .. } if *ms == PAUSE_MS)), "no animation to wait for");
    t.handle(Event::Next, 0.0);
    assert_eq!((t.index(), t.table().settings(), t.table().size()), (1, looks, (390.0, 400.0)));
}

#[test]
fn a_right_move_the_scripted_reply_and_the_goal_met_with_three_stars() {
    let (mut t, _) = tutor(camelot_course());
    let out = play(&mut t, "F6-F7");
    assert_eq!(moved(&out), [("F6-F7".to_string(), true)]);
    assert_eq!(t.handle(Event::Play("F7-F8".into()), 0.0), vec![], "the learner waits for the reply");
    let out = due(&mut t, &out);
    assert_eq!(moved(&out), [("A12-A11".to_string(), false)]);
    let out = play(&mut t, "F7-F8");
    assert_eq!(met(&out), Some((3, 2)));
    assert!(out.contains(&Command::Marks(Marks::default())), "the star is collected");
    assert_eq!(wait(&out), None, "no reply once the goal is met");
    assert_eq!(saved(&out).map(|p| p.stars("walk")), Some(3));
    assert_eq!(t.handle(Event::Play("F8-F9".into()), 0.0), vec![], "the board rests after the goal");
}

#[test]
fn more_moves_than_the_target_earn_fewer_stars() {
    let (mut t, _) = tutor(camelot_course());
    let mut out = Vec::new();
    for mv in ["F6-E7", "E7-E8"] {
        out = play(&mut t, mv);
        out = due(&mut t, &out);
    }
    out.extend(play(&mut t, "E8-F8"));
    assert_eq!(met(&out), Some((2, 3)), "three moves against a target of two");
}

#[test]
fn a_move_played_on_the_board_counts_as_one_by_notation() {
    let (mut t, _) = tutor(camelot_course());
    let at = |t: &Tutor, square: &str| t.table().locate(square).expect("the square is on the board");
    let (from, to) = (at(&t, "F6"), at(&t, "F7"));
    t.handle(Event::Input(Input::Down(from, Pointer::Mouse)), 0.0);
    t.handle(Event::Input(Input::Up(from)), 0.0);
    t.handle(Event::Input(Input::Down(to, Pointer::Finger)), 0.0);
    let out = t.handle(Event::Input(Input::Up(to)), 0.0);
    assert_eq!(moved(&out), [("F6-F7".to_string(), true)]);
    assert_eq!(t.moves(), 1);
}

#[test]
fn a_wrong_move_is_refused_in_the_engines_words_and_changes_nothing() {
    let (mut t, _) = tutor(camelot_course());
    t.handle(Event::Open(1), 0.0);
    let out = play(&mut t, "D6-D7");
    let reason = out
        .iter()
        .find_map(|c| match c {
            Command::Wrong(r) => Some(r.clone()),
            _ => None,
        })
        .expect("refused");
    let kind = camelot::Refusal::MustCapture(camelot::WHITE, 0, 0);
    assert!(std::ptr::eq(reason.text, kind.text()), "the engine's kind: a capture is compulsory");
    assert_eq!(reason.render(Lang::En), "White must capture: a jump is available (F6xF8).");
    assert_eq!(reason.render(Lang::Cs), kind.text().fill(Lang::Cs, &["F6".into(), "F8".into()]));
    assert!(moved(&out).is_empty() && t.moves() == 0 && t.table().history().is_empty());
    let out = play(&mut t, "F6xF8");
    assert_eq!(met(&out), Some((3, 1)));
}

#[test]
fn retry_starts_the_lesson_again() {
    let (mut t, _) = tutor(camelot_course());
    let out = play(&mut t, "D6-D7");
    due(&mut t, &out);
    let out = t.handle(Event::Retry, 0.0);
    assert_eq!(out[0], Command::Opened { index: 0 });
    assert!(t.table().history().is_empty());
    assert_eq!((t.moves(), t.stage()), (0, &Stage::Playing));
    assert_eq!(t.handle(Event::Hint, 0.0), vec![Command::Redraw, Command::Hint(Some("F6-F7".into()))]);
}

#[test]
fn the_hint_is_the_solutions_next_move_until_the_learner_leaves_it() {
    let (mut t, _) = tutor(camelot_course());
    assert_eq!(t.handle(Event::Hint, 0.0), vec![Command::Redraw, Command::Hint(Some("F6-F7".into()))]);
    let out = play(&mut t, "F6-F7");
    due(&mut t, &out);
    assert_eq!(t.handle(Event::Hint, 0.0), vec![Command::Redraw, Command::Hint(Some("F7-F8".into()))]);
    t.handle(Event::Retry, 0.0);
    let out = play(&mut t, "D6-D7");
    due(&mut t, &out);
    assert_eq!(t.handle(Event::Hint, 0.0), vec![Command::Hint(None)]);
}

#[test]
fn the_computer_answers_where_the_script_ends() {
    let (mut t, _) = tutor(camelot_course());
    for mv in ["D6-C7", "C7-C8", "C8-C9"] {
        let out = play(&mut t, mv);
        due(&mut t, &out);
    }
    let out = play(&mut t, "C9-C10");
    let out = due(&mut t, &out);
    let request = out
        .iter()
        .find_map(|c| match c {
            Command::Ask(r) => Some(r.clone()),
            _ => None,
        })
        .expect("the computer is asked");
    assert_eq!((request.purpose, request.level, request.kind), (Purpose::Move, 1, GameKind::Camelot));
    assert_eq!(request.moves.len(), 7, "the lesson's moves, for the computer's search");
    let stale = t.handle(Event::Answer { id: request.id + 1, reply: Ok(Some("A9-A8".into())) }, 0.0);
    assert!(stale.is_empty(), "a reply to another request is dropped");
    let out = t.handle(Event::Answer { id: request.id, reply: Ok(Some("A9-A8".into())) }, 0.0);
    assert_eq!(moved(&out), [("A9-A8".to_string(), false)]);
    let out = t.handle(Event::Answer { id: request.id, reply: Ok(Some("A8-A7".into())) }, 0.0);
    assert!(out.is_empty(), "answered once");
}

#[test]
fn a_computer_that_cannot_start_is_said_by_its_kind() {
    let (mut t, _) = tutor(camelot_course());
    for mv in ["D6-C7", "C7-C8", "C8-C9"] {
        let out = play(&mut t, mv);
        due(&mut t, &out);
    }
    let out = play(&mut t, "C9-C10");
    let out = due(&mut t, &out);
    let id = out.iter().find_map(|c| if let Command::Ask(r) = c { Some(r.id) } else { None }).expect("asked");
    let blocked = WireError::Blocked("worker-src 'none'".into());
    let out = t.handle(Event::Answer { id, reply: Err(blocked.clone()) }, 0.0);
    assert_eq!(out, [Command::ComputerFailed(blocked.said(Lang::En))]);
}

#[test]
fn a_marked_piece_the_opponent_moves_stays_marked_and_the_limit_fails_the_lesson() {
    let (mut t, _) = tutor(camelot_course());
    t.handle(Event::Open(2), 0.0);
    let out = play(&mut t, "D6-D7");
    let out = due(&mut t, &out);
    assert!(out.contains(&Command::Marks(Marks { reach: vec![], capture: vec!["H9".into()] })), "{out:?}");
    let out = play(&mut t, "D7-D8");
    assert!(out.contains(&Command::Failed(Failure::Limit(2))), "at once: {out:?}");
    assert_eq!(wait(&out), None, "no reply is waited for");
    assert_eq!(t.stage(), &Stage::Failed(Failure::Limit(2)));
    let words = Failure::Limit(2).render(t.table().status().seats, Lang::Cs);
    assert!(words.contains("Vyčerpali jste 2 tahů"), "{words}");
}

#[test]
fn the_game_ending_before_the_goal_fails_the_lesson() {
    let text =
        "game drake\nlesson guard\ntitle.en Guard\ntitle.cs Stráž\ntext.en Mind the Monk.\ntext.cs Pozor na mnicha.\n\
                position 4_3oD.2oM1.4.bD2bC_b_M_-_-_0\ngoal reach b1\nreplies c3xa1\nsolution a1-b1\nstars 1\n";
    let course = read_course(text).expect("reads");
    let mut t = Tutor::new(course, Progress::new(GameKind::Drake)).expect("a tutor");
    let out = play(&mut t, "d1-d2");
    let out = due(&mut t, &out);
    let failed = out.iter().find_map(|c| match c {
        Command::Failed(f) => Some(*f),
        _ => None,
    });
    let Some(Failure::Ended(outcome)) = failed else { panic!("failed by the end: {out:?}") };
    assert_eq!(outcome.winners().collect::<Vec<_>>(), [1], "Orange took the leader");
    let words = Failure::Ended(outcome).render(t.table().status().seats, Lang::En);
    assert!(words.starts_with("The game is over (Orange won: leader captured)"), "{words}");
}

#[test]
fn next_goes_on_and_ends_the_course() {
    let (mut t, _) = tutor(camelot_course());
    assert_eq!(t.handle(Event::Next, 0.0)[0], Command::Opened { index: 1 });
    assert_eq!(t.handle(Event::Next, 0.0)[0], Command::Opened { index: 2 });
    assert_eq!(t.handle(Event::Next, 0.0), vec![Command::CourseDone]);
    assert!(t.handle(Event::Open(3), 0.0).is_empty());
    assert_eq!(t.handle(Event::Open(0), 0.0)[0], Command::Opened { index: 0 });
}

#[test]
fn progress_survives_a_reload_and_the_course_goes_on_where_it_stopped() {
    let store = MemoryStore::default();
    let (mut t, _) = tutor(camelot_course());
    t.handle(Event::Open(1), 0.0);
    let progress = saved(&play(&mut t, "F6xF8")).expect("saved");
    progress.save(&store).expect("fits");
    let loaded = Progress::load(&store, GameKind::Camelot);
    assert_eq!((loaded.stars("jump"), loaded.stars("walk")), (3, 0));
    let mut t = Tutor::new(camelot_course(), loaded).expect("a tutor");
    assert_eq!(t.index(), 0, "the first lesson without stars");
    for mv in ["F6-E7", "E7-E8"] {
        let out = play(&mut t, mv);
        due(&mut t, &out);
    }
    let progress = saved(&play(&mut t, "E8-F8")).expect("saved");
    assert_eq!((progress.stars("walk"), progress.stars("jump")), (2, 3));
    progress.save(&store).expect("fits");
    // A worse result keeps the best stars and saves nothing.
    t.handle(Event::Open(1), 0.0);
    assert_eq!(saved(&play(&mut t, "F6xF8")), None);
    let t = Tutor::new(camelot_course(), Progress::load(&store, GameKind::Camelot)).expect("a tutor");
    assert_eq!(t.index(), 2);
}

#[test]
fn a_corrupt_progress_text_is_ignored() {
    let store = MemoryStore::default();
    let key = Progress::key(GameKind::Camelot);
    for corrupt in
        ["lessons 1\nwalk 7", "garbage", "lessons 1\nwalk 3\nwalk 2", "lessons 9\nwalk 3", "lessons 1\nWalk 3", ""]
    {
        store.set(&key, corrupt).expect("fits");
        let progress = Progress::load(&store, GameKind::Camelot);
        assert_eq!(progress, Progress::new(GameKind::Camelot), "{corrupt:?}");
        let t = Tutor::new(camelot_course(), progress).expect("a tutor");
        assert_eq!((t.index(), t.stage()), (0, &Stage::Playing));
    }
    // Another game's progress is not taken for this course's (it would be saved under its key).
    let mut drake = Progress::new(GameKind::Drake);
    drake.record("walk", 3);
    let t = Tutor::new(camelot_course(), drake).expect("a tutor");
    assert_eq!((t.progress().kind(), t.progress().stars("walk"), t.index()), (GameKind::Camelot, 0, 0));
    store.set(&key, "lessons 1\nwalk 3\n\njump 1\n").expect("fits");
    let progress = Progress::load(&store, GameKind::Camelot);
    assert_eq!((progress.stars("walk"), progress.stars("jump")), (3, 1));
    assert_eq!(Progress::from_text(GameKind::Camelot, &progress.to_text()), Some(progress));
}

#[test]
fn a_lesson_that_does_not_fit_its_position_is_broken_and_says_why() {
    let cases = [
        ("position 2.8.10_w_00_-_0", None),
        ("goal reach Z99", Some(Fault::NoSquare("Z99".into()))),
        ("goal reach F6", Some(Fault::AlreadyThere("F6".into()))),
        ("goal capture F9", Some(Fault::NothingToCapture("F9".into()))),
    ];
    for (line, fault) in cases {
        let key = line.split(' ').next().unwrap_or_default();
        let text: Vec<&str> = CAMELOT.lines().map(|l| if l.starts_with(key) { line } else { l }).collect();
        let (t, out) = tutor(read_course(&text.join("\n")).expect("reads"));
        let Stage::Broken(found) = t.stage() else { panic!("{line}: broken") };
        assert!(out.contains(&Command::Broken(found.clone())));
        match &fault {
            Some(f) => assert_eq!(found, f, "{line}"),
            None => assert!(matches!(found, Fault::Position(_)), "{line}: {found:?}"),
        }
        assert!(!found.render(Lang::En).is_empty() && found.render(Lang::En) != found.render(Lang::Cs));
    }
}
