//! The lesson screen's decisions, natively: what it shows of a lesson in both languages (the
//! counts, the stars, the moves left, Hint and Next), what each batch of the tutor's commands
//! says and in what tone, the course done, the link to a real game against the computer, and
//! the goal drawn on the board for every shipped lesson.

use deskovna::app::lesson::{play_computer, read_course, said, screen, Course, Event, Goal, Progress, Tone, Tutor};
use deskovna::app::link::{route, Route};
use deskovna::app::seats::Player;
use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::marks::tag;
use deskovna::view::press::Pointer;
use deskovna::view::registry::default_start;

fn shipped(kind: GameKind) -> Course {
    let path = format!("{}/www/lessons/{}.txt", env!("CARGO_MANIFEST_DIR"), kind.id());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    read_course(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn tutor(kind: GameKind, progress: Progress) -> Tutor {
    let mut t = Tutor::new(shipped(kind), progress).expect("a tutor");
    t.handle(Event::Start, 0.0);
    t
}

fn play(t: &mut Tutor, notation: &str) -> Vec<deskovna::app::lesson::Command> {
    t.handle(Event::Play(notation.into()), 0.0)
}

/// Lets the opponent answer (its scripted reply).
fn reply(t: &mut Tutor) -> Vec<deskovna::app::lesson::Command> {
    let plies = t.table().status().plies;
    t.handle(Event::Due { plies }, 0.0)
}

#[test]
fn the_first_lesson_shows_its_words_counts_and_buttons_in_both_languages() {
    let t = tutor(GameKind::Camelot, Progress::new(GameKind::Camelot));
    let en = screen(&t, Lang::En);
    assert_eq!(en.heading, "Camelot: learn to play");
    assert_eq!(en.counter, "Lesson 1 of 15");
    assert_eq!(en.title, "The plain move");
    assert!(en.text.starts_with("A piece steps"), "{}", en.text);
    assert_eq!(en.goal, "Goal: Reach the marked squares.");
    assert_eq!(en.moves, "Moves: 0 (three stars: 2)");
    assert_eq!((en.stars, en.stars_said.as_str()), (0, "Not done yet"));
    assert!(en.hint && !en.next_ready && !en.done);
    assert_eq!(en.next, "Next lesson");
    assert_eq!(en.total, "Stars: 0 of 45");
    assert_eq!(en.lessons.len(), 15);
    assert!(en.lessons[0].current && !en.lessons[1].current);
    let cs = screen(&t, Lang::Cs);
    assert_eq!(cs.heading, "Camelot: naučte se hrát");
    assert_eq!(cs.counter, "Lekce 1 / 15");
    assert_eq!(cs.title, "Obyčejný tah");
    assert_eq!(cs.goal, "Cíl: Dojděte na označená pole.");
    assert_eq!(cs.moves, "Tahy: 0 (tři hvězdy: 2)");
    assert_eq!(cs.stars_said, "Zatím nesplněno");
    assert_eq!(cs.total, "Hvězdy: 0 / 45");
}

#[test]
fn a_solved_lesson_says_its_moves_and_stars_and_makes_next_the_thing_to_press() {
    let mut t = tutor(GameKind::Camelot, Progress::new(GameKind::Camelot));
    let seats = t.table().status().seats;
    let out = play(&mut t, "F6-F7");
    let (text, tone) = said(&out, seats, Lang::En).expect("a move is said");
    assert_eq!(tone, Tone::Info);
    assert!(text.contains("F6") && text.contains("F7"), "{text}");
    assert!(!screen(&t, Lang::En).hint, "no hint while the opponent is to move");
    reply(&mut t);
    assert!(screen(&t, Lang::En).hint);
    let out = play(&mut t, "F7-F8");
    let (text, tone) = said(&out, seats, Lang::En).expect("the goal is said");
    assert_eq!(tone, Tone::Good);
    assert!(text.ends_with(". Well done! 3 of 3 stars."), "each said thing a sentence: {text}");
    let (cs, _) = said(&out, seats, Lang::Cs).expect("in Czech too");
    assert!(cs.ends_with("Výborně! 3 ze 3 hvězd."), "{cs}");
    let s = screen(&t, Lang::En);
    assert!(s.next_ready && !s.hint);
    assert_eq!((s.stars, s.stars_said.as_str(), s.moves.as_str()), (3, "Stars: 3 of 3", "Moves: 2 (three stars: 2)"));
    assert_eq!(s.lessons[0].stars, 3);
    assert_eq!(s.total, "Stars: 3 of 45");
    // Next opens the second lesson, and its opening starts the line afresh.
    let out = t.handle(Event::Next, 0.0);
    assert_eq!(said(&out, seats, Lang::En), Some((String::new(), Tone::Info)));
    let s = screen(&t, Lang::En);
    assert_eq!((s.counter.as_str(), s.title.as_str()), ("Lesson 2 of 15", "The canter"));
    assert!(s.lessons[1].current && !s.next_ready);
}

#[test]
fn a_wrong_move_is_said_in_the_engines_words_as_wrong() {
    let mut t = tutor(GameKind::Camelot, Progress::new(GameKind::Camelot));
    let index = t.course().lessons.iter().position(|l| l.id == "compulsory").expect("the lesson");
    t.handle(Event::Open(index), 0.0);
    let seats = t.table().status().seats;
    let out = play(&mut t, "E7-E8");
    let (en, tone) = said(&out, seats, Lang::En).expect("the refusal is said");
    assert_eq!(tone, Tone::Wrong);
    assert!(en.contains("must capture") && en.contains("H6xH8"), "{en}");
    let (cs, _) = said(&out, seats, Lang::Cs).expect("in Czech too");
    assert!(cs.contains("musí brát"), "{cs}");
    assert_eq!(screen(&t, Lang::En).moves, "Moves: 0 (three stars: 2)", "a refused move is no move");
}

#[test]
fn a_batch_that_says_nothing_keeps_the_line_and_the_hint_says_the_move() {
    let mut t = tutor(GameKind::Camelot, Progress::new(GameKind::Camelot));
    let seats = t.table().status().seats;
    assert_eq!(said(&[deskovna::app::lesson::Command::Redraw], seats, Lang::En), None);
    let out = t.handle(Event::Hint, 0.0);
    assert_eq!(said(&out, seats, Lang::En), Some(("Hint: F6-F7.".to_string(), Tone::Info)));
    assert_eq!(said(&out, seats, Lang::Cs), Some(("Nápověda: F6-F7.".to_string(), Tone::Info)));
}

#[test]
fn a_lesson_with_a_limit_counts_the_moves_left_in_proper_czech() {
    let mut t = tutor(GameKind::Drakoburg, Progress::new(GameKind::Drakoburg));
    let index = t.course().lessons.iter().position(|l| l.limit.is_some()).expect("a lesson with a limit");
    t.handle(Event::Open(index), 0.0);
    let limit = t.lesson().and_then(|l| l.limit).expect("its limit");
    let s = screen(&t, Lang::En);
    let plural = if limit == 1 { "move" } else { "moves" };
    assert!(s.moves.ends_with(&format!(" · {limit} {plural} left")), "{}", s.moves);
    let cs = screen(&t, Lang::Cs).moves;
    let czech = match limit {
        1 => format!("Zbývá {limit} tah"),
        2..=4 => format!("Zbývají {limit} tahy"),
        _ => format!("Zbývá {limit} tahů"),
    };
    assert!(cs.ends_with(&czech), "{cs}");
}

#[test]
fn the_course_is_done_when_every_lesson_has_stars_and_next_on_the_last_finishes_it() {
    let course = shipped(GameKind::Shamrock);
    let mut text = String::from("lessons 1");
    for l in &course.lessons[1..] {
        text.push_str(&format!("\n{} 2", l.id));
    }
    let progress = Progress::from_text(GameKind::Shamrock, &text).expect("progress reads");
    let t = tutor(GameKind::Shamrock, progress.clone());
    let s = screen(&t, Lang::En);
    assert!(!s.done, "the first lesson has no stars yet");
    assert!(s.lessons[0].current, "the tutor opens the lesson without stars");
    let mut all = progress;
    all.record(&course.lessons[0].id, 1);
    let mut t = tutor(GameKind::Shamrock, all);
    assert!(screen(&t, Lang::En).done);
    t.handle(Event::Open(course.lessons.len() - 1), 0.0);
    assert_eq!(screen(&t, Lang::En).next, "Finish the course");
    assert_eq!(screen(&t, Lang::Cs).next, "Dokončit kurz");
    let seats = t.table().status().seats;
    let out = t.handle(Event::Next, 0.0);
    assert_eq!(said(&out, seats, Lang::En).map(|s| s.1), Some(Tone::Good));
}

#[test]
fn the_real_game_after_the_course_is_the_usual_start_against_level_one() {
    for &kind in GameKind::ALL {
        let link = play_computer(kind);
        let Ok(Route::Shared(record)) = route(&link, default_start) else { panic!("{link}") };
        assert_eq!((record.kind, record.start.clone()), (kind, default_start(kind)));
        assert!(record.moves.is_empty());
        assert_eq!(record.seats.first(), Some(&Player::Human), "{link}");
        assert!(record.seats.len() >= 2 && record.seats[1..].iter().all(|&p| p == Player::Computer(1)), "{link}");
    }
}

#[test]
fn every_shipped_lessons_goal_is_drawn_on_its_board_and_a_reached_star_goes() {
    for &kind in GameKind::ALL {
        let mut t = tutor(kind, Progress::new(kind));
        for index in 0..t.course().lessons.len() {
            t.handle(Event::Open(index), 0.0);
            let lesson = t.lesson().expect("the lesson").clone();
            let scene = t.table().scene(0.0);
            let (kind_of_mark, marks) = match &lesson.goal {
                Goal::Reach(m) => (tag::STAR, m),
                Goal::Capture(m) => (tag::QUARRY, m),
                _ => {
                    assert!(scene.tagged(tag::STAR).is_empty() && scene.tagged(tag::QUARRY).is_empty());
                    continue;
                }
            };
            let drawn: Vec<String> = scene.tagged(kind_of_mark).iter().map(|t| t.to_lowercase()).collect();
            for m in marks {
                let want = tag::of(kind_of_mark, m).to_lowercase();
                assert!(drawn.contains(&want), "{} {}: {want} not in {drawn:?}", kind.id(), lesson.id);
            }
        }
    }
    let mut t = tutor(GameKind::Camelot, Progress::new(GameKind::Camelot));
    assert_eq!(t.table().scene(0.0).tagged(tag::STAR), ["star F8"]);
    play(&mut t, "F6-F7");
    reply(&mut t);
    play(&mut t, "F7-F8");
    assert!(t.table().scene(0.0).tagged(tag::STAR).is_empty(), "the star is collected");
}

#[test]
fn the_keyboard_cursor_is_said_where_it_moves() {
    use deskovna::app::lesson::Command;
    use deskovna::app::session::Input;
    use deskovna::view::table::Key;
    let mut t = tutor(GameKind::Camelot, Progress::new(GameKind::Camelot));
    let announced = |out: &[Command]| {
        out.iter().find_map(|c| match c {
            Command::Announce(name) => Some(name.clone()),
            _ => None,
        })
    };
    let first = announced(&t.handle(Event::Input(Input::Focus), 0.0)).expect("the cursor is said on focus");
    let next = announced(&t.handle(Event::Input(Input::Key(Key::Right)), 0.0)).expect("and when it moves");
    assert_ne!(first, next);
    assert_eq!(announced(&t.handle(Event::Input(Input::Key(Key::Escape)), 0.0)), None);
}

#[test]
fn a_drop_the_game_cannot_name_is_still_said_to_be_wrong() {
    use deskovna::app::session::Input;
    let mut t = tutor(GameKind::Drakoburg, Progress::new(GameKind::Drakoburg));
    t.handle(Event::Resize { width: 390.0, height: 400.0 }, 0.0);
    let seats = t.table().status().seats;
    let (a, b) = (t.table().locate("c3").expect("c3"), t.table().locate("c5").expect("c5"));
    let mut out = t.handle(Event::Input(Input::Down(a, Pointer::Mouse)), 0.0);
    out.extend(t.handle(Event::Input(Input::Move(b)), 0.0));
    out.extend(t.handle(Event::Input(Input::Up(b)), 0.0));
    let (en, tone) = said(&out, seats, Lang::En).expect("the drop is said");
    assert_eq!(
        (en.as_str(), tone),
        ("That move is not possible here: the piece goes back. Try another square, or ask for a hint.", Tone::Wrong)
    );
    assert!(said(&out, seats, Lang::Cs).is_some_and(|(cs, _)| cs.starts_with("Tento tah zde není možný")));
    assert_eq!(screen(&t, Lang::En).moves, "Moves: 0 (three stars: 2)");
    // A piece dropped back where it was picked up is no attempt.
    let mut out = t.handle(Event::Input(Input::Down(a, Pointer::Mouse)), 0.0);
    out.extend(t.handle(Event::Input(Input::Up(a)), 0.0));
    assert_eq!(said(&out, seats, Lang::En), None);
}
