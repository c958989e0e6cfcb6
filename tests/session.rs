//! The game session, natively: the computer's turn, Undo and Redo against it, hints, saving,
//! the result, and the commands the page carries out.

use deskovna::ai::wire::{Said, WireError};
use deskovna::app::seats::Player;
use deskovna::app::session::{Command, Cue, Event, Game, Purpose, Request, Session};
use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::registry::{new_table, open_table};
use deskovna::view::table::Looks;

const DRAKE_START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";
/// A Drake game Blue wins on its last move (the app's end-to-end tests use it too).
const WIN: [&str; 13] =
    ["@b1", "@c4", "@b2", "@c3", "@a1", "@d4", "b1-d1", "c3-b3", "@c1", "b3-a2", "@d2", "a2-a3", "d2*c4"];

fn drake(moves: &[&str], seats: Vec<Player>) -> Session {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let table = open_table(GameKind::Drake, DRAKE_START, &moves).expect("the game opens");
    Session::new(table, seats, true)
}

fn vs_computer() -> Vec<Player> {
    vec![Player::Human, Player::Computer(2)]
}

fn history(s: &Session) -> Vec<String> {
    s.table().history().to_vec()
}

fn asked(out: &[Command]) -> Option<Request> {
    out.iter().find_map(|c| match c {
        Command::Ask(r) => Some(r.clone()),
        _ => None,
    })
}

fn waits(out: &[Command]) -> Option<usize> {
    out.iter().find_map(|c| match c {
        Command::Wait { plies, .. } => Some(*plies),
        _ => None,
    })
}

fn play(s: &mut Session, notation: &str) -> Vec<Command> {
    s.handle(Event::Play(notation.into()), 0.0)
}

/// Lets the computer's wait run out and answers its request with `reply`.
fn computer_plays(s: &mut Session, waited: &[Command], reply: &str) -> Vec<Command> {
    let plies = waits(waited).expect("the computer waits for its turn");
    let out = s.handle(Event::Due { plies }, 0.0);
    let request = asked(&out).expect("then asks the worker");
    assert_eq!(request.purpose, Purpose::Move);
    s.handle(Event::Answer { id: request.id, reply: Ok(Some(reply.into())) }, 0.0)
}

#[test]
fn a_persons_move_is_saved_announced_and_the_computer_answers() {
    let mut s = drake(&[], vs_computer());
    let out = play(&mut s, "@b1");
    assert!(out.iter().any(|c| matches!(c, Command::Moved { notation, by_computer: false, .. } if notation == "@b1")));
    assert!(out.iter().any(|c| matches!(c, Command::Save(r) if r.moves == ["@b1"])));
    assert!(out.contains(&Command::Sound(Cue::Move)));
    assert_eq!(waits(&out), Some(1), "the computer's turn is next");
    assert!(s.thinking());

    let plies = waits(&out).unwrap();
    let ask = s.handle(Event::Due { plies }, 0.0);
    let request = asked(&ask).expect("asked");
    assert_eq!(
        (request.kind, request.start.as_str(), request.moves.clone(), request.level),
        (GameKind::Drake, DRAKE_START, vec!["@b1".to_string()], 2)
    );

    let out = s.handle(Event::Answer { id: request.id, reply: Ok(Some("@c4".into())) }, 0.0);
    assert!(out.iter().any(|c| matches!(c, Command::Moved { notation, by_computer: true, .. } if notation == "@c4")));
    assert_eq!(waits(&out), None, "a person is to move");
    assert!(!s.thinking());
    assert_eq!(history(&s), ["@b1", "@c4"]);
}

#[test]
fn a_reloaded_game_with_the_computer_to_move_resumes() {
    let mut s = drake(&["@b1"], vs_computer());
    let out = s.handle(Event::Start, 0.0);
    assert_eq!(waits(&out), Some(1), "the computer moves after a reload");
    let out = computer_plays(&mut s, &out, "@c4");
    assert!(out.iter().any(|c| matches!(c, Command::Moved { by_computer: true, .. })));
}

#[test]
fn undo_against_the_computer_goes_back_to_the_persons_move() {
    let mut s = drake(&WIN[..4], vs_computer());
    s.handle(Event::Start, 0.0);
    let out = s.handle(Event::Undo, 0.0);
    assert_eq!(history(&s), &WIN[..2], "the computer's reply and the person's move are taken back");
    assert_eq!(waits(&out), None, "the person is to move again");
    assert!(out.iter().any(|c| matches!(c, Command::Save(r) if r.moves.len() == 2)));

    let out = s.handle(Event::Redo, 0.0);
    assert_eq!(history(&s), &WIN[..4], "redo plays the person's move and the computer's reply again");
    assert_eq!(waits(&out), None);
}

#[test]
fn undo_while_the_computer_searches_stops_it_and_its_late_reply_is_dropped() {
    let mut s = drake(&WIN[..2], vs_computer());
    let out = play(&mut s, "@b2");
    let ask = s.handle(Event::Due { plies: waits(&out).unwrap() }, 0.0);
    let request = asked(&ask).unwrap();
    let out = s.handle(Event::Undo, 0.0);
    assert!(out.contains(&Command::Cancel), "the search is stopped");
    assert_eq!(history(&s), &WIN[..2]);
    let late = s.handle(Event::Answer { id: request.id, reply: Ok(Some("@c3".into())) }, 0.0);
    assert!(late.is_empty(), "a reply to a cancelled request changes nothing: {late:?}");
    assert_eq!(history(&s), &WIN[..2]);
}

#[test]
fn a_wait_that_is_no_longer_due_asks_nothing() {
    let mut s = drake(&WIN[..2], vec![Player::Computer(1), Player::Computer(1)]);
    let out = s.handle(Event::Start, 0.0);
    let plies = waits(&out).unwrap();
    play(&mut s, "@b2");
    assert!(asked(&s.handle(Event::Due { plies }, 0.0)).is_none(), "the game moved on since");
}

#[test]
fn where_the_computer_moves_first_undo_lets_it_move_again() {
    let mut s = drake(&[], vec![Player::Computer(1), Player::Human]);
    let out = s.handle(Event::Start, 0.0);
    assert!(s.table().flipped(), "the person plays Orange and sees the board from Orange's side");
    let out = computer_plays(&mut s, &out, "@b1");
    assert_eq!(waits(&out), None);
    let out = s.handle(Event::Undo, 0.0);
    assert!(history(&s).is_empty());
    assert_eq!(waits(&out), Some(0), "the computer moves first again");
}

#[test]
fn people_cannot_move_for_the_computer_seat_on_the_board() {
    let mut s = drake(&["@b1"], vs_computer());
    s.handle(Event::Start, 0.0);
    let c4 = s.table().locate("c4").unwrap();
    let stack = s.table().locate("Orange stack").unwrap();
    s.handle(Event::Input(deskovna::app::session::Input::Down(stack, deskovna::view::press::Pointer::Mouse)), 0.0);
    s.handle(Event::Input(deskovna::app::session::Input::Up(c4)), 0.0);
    assert_eq!(history(&s), ["@b1"], "the board does not take a move for the computer");
}

#[test]
fn the_ending_move_shows_the_result_and_the_computer_stays_still() {
    let mut s = drake(&WIN[..12], vs_computer());
    s.handle(Event::Start, 0.0);
    let out = play(&mut s, WIN[12]);
    assert!(out.contains(&Command::Sound(Cue::End)));
    assert!(out.contains(&Command::Ended("Blue won: leader captured".into())), "{out:?}");
    assert_eq!(waits(&out), None);
}

#[test]
fn a_refused_move_changes_nothing_and_says_why() {
    let mut s = drake(&[], Vec::new());
    let out = play(&mut s, "@z9");
    assert!(out.iter().any(|c| matches!(c, Command::Refused(_))));
    assert!(out.iter().any(|c| matches!(c, Command::Announce(a) if !a.is_empty())));
    assert!(!out.iter().any(|c| matches!(c, Command::Save(_))), "nothing to save");
    assert!(history(&s).is_empty());
}

#[test]
fn a_hint_is_asked_when_the_person_is_to_move_and_shown() {
    let mut s = drake(&[], vs_computer());
    let out = s.handle(Event::Hint, 0.0);
    let request = asked(&out).expect("asked for a hint");
    assert_eq!(request.purpose, Purpose::Hint);
    let out = s.handle(Event::Answer { id: request.id, reply: Ok(Some("@b1".into())) }, 0.0);
    assert!(out.contains(&Command::Announce("Hint: @b1".into())));
    assert!(history(&s).is_empty(), "a hint plays nothing");

    let out = play(&mut s, "@b1");
    assert!(asked(&s.handle(Event::Hint, 0.0)).is_none(), "no hint while the computer is to move: {out:?}");
}

#[test]
fn a_failing_computer_is_reported_by_its_kind_in_the_players_language() {
    let blocked = WireError::Blocked("worker-src 'none'".into());
    let refused = WireError::Refused(Said { en: "Move 2 (@z9): no".into(), cs: "Tah 2 (@z9): ne".into() });
    for (error, lang, said) in [
        (
            &blocked,
            Lang::En,
            "The computer could not move: this page does not let the computer's worker start (worker-src 'none')",
        ),
        (
            &blocked,
            Lang::Cs,
            "Počítač nemohl táhnout: tato stránka nedovolí spustit worker počítače (worker-src 'none')",
        ),
        (&refused, Lang::Cs, "Počítač nemohl táhnout: Tah 2 (@z9): ne"),
    ] {
        let mut s = drake(&["@b1"], vs_computer());
        let looks = Looks { lang, ..s.table().settings() };
        s.handle(Event::Looks(looks), 0.0);
        let out = s.handle(Event::Start, 0.0);
        let request = asked(&s.handle(Event::Due { plies: waits(&out).unwrap() }, 0.0)).unwrap();
        let out = s.handle(Event::Answer { id: request.id, reply: Err(error.clone()) }, 0.0);
        let failed = Command::ComputerFailed { error: Some(error.clone()), said: said.into() };
        assert!(out.contains(&failed), "{out:?}");
        assert!(!s.thinking());
    }
}

#[test]
fn a_move_the_board_refuses_is_the_computers_failure_not_its_workers() {
    let mut s = drake(&["@b1"], vs_computer());
    let out = s.handle(Event::Start, 0.0);
    let request = asked(&s.handle(Event::Due { plies: waits(&out).unwrap() }, 0.0)).unwrap();
    let out = s.handle(Event::Answer { id: request.id, reply: Ok(Some("@z9".into())) }, 0.0);
    let said = out.iter().find_map(|c| match c {
        Command::ComputerFailed { error: None, said } => Some(said.clone()),
        _ => None,
    });
    assert!(said.is_some_and(|s| s.starts_with("The computer could not move: ")), "{out:?}");
    assert_eq!(history(&s), ["@b1"]);
}

#[test]
fn the_computer_waits_while_a_person_looks_back_and_plays_back_at_the_game() {
    // Looking back (the review's graph) is study: the computer's turn waits for the game's end.
    let mut s = drake(&WIN[..3], vs_computer());
    let out = s.handle(Event::Start, 0.0);
    let looked = s.handle(Event::View(Some(1)), 0.0);
    assert!(!looked.iter().any(|c| matches!(c, Command::Wait { .. })), "no new wait: {looked:?}");
    assert_eq!(history(&s), &WIN[..1], "the board shows move 1");
    assert_eq!(asked(&s.handle(Event::Due { plies: waits(&out).unwrap() }, 0.0)), None, "no move asked for meanwhile");
    let back = s.handle(Event::View(None), 0.0);
    computer_plays(&mut s, &back, WIN[3]);
    assert_eq!(history(&s), &WIN[..4], "back at the game, the computer plays on");
}

#[test]
fn a_new_game_stops_the_search_and_a_demo_plays_every_seat() {
    let mut s = drake(&["@b1"], vs_computer());
    let out = s.handle(Event::Start, 0.0);
    s.handle(Event::Due { plies: waits(&out).unwrap() }, 0.0);
    let out = s.handle(Event::New(Game::new(new_table(GameKind::Drake, &[]).unwrap(), Vec::new())), 0.0);
    assert_eq!(out.first(), Some(&Command::Cancel));
    assert!(history(&s).is_empty());
    assert!(!s.thinking());

    let out = s.handle(Event::Demo, 0.0);
    assert!(s.all_computer());
    assert_eq!(waits(&out), Some(0));
    let out = s.handle(Event::Demo, 0.0);
    assert!(!s.all_computer());
    assert!(out.contains(&Command::Cancel) || waits(&out).is_none());
}

#[test]
fn the_record_carries_the_seats() {
    let s = drake(&["@b1"], vs_computer());
    let r = s.record();
    assert_eq!((r.moves, r.seats), (vec!["@b1".to_string()], vs_computer()));
}

#[test]
fn loading_another_game_stops_the_search_saves_nothing_and_resumes_the_computer() {
    let mut s = drake(&["@b1", "@c4"], vs_computer());
    let out = s.handle(Event::Start, 0.0);
    assert_eq!(waits(&out), None);
    play(&mut s, "@b2");
    let due = s.handle(Event::Due { plies: 3 }, 0.0);
    assert!(asked(&due).is_some());
    let moves: Vec<String> = vec!["@b1".into()];
    let out =
        s.handle(Event::Load(Game::new(open_table(GameKind::Drake, DRAKE_START, &moves).unwrap(), vs_computer())), 0.0);
    assert_eq!(out.first(), Some(&Command::Cancel), "the old game's search stops");
    assert!(!out.iter().any(|c| matches!(c, Command::Save(_))), "loading saves nothing");
    assert_eq!(waits(&out), Some(1), "the computer is to move in the loaded game");
}

#[test]
fn the_keyboard_cursor_is_said_where_it_stands() {
    use deskovna::app::session::Input;
    use deskovna::view::table::Key;
    let said = |out: &[Command]| -> Vec<String> {
        out.iter()
            .filter_map(|c| match c {
                Command::Announce(s) => Some(s.clone()),
                _ => None,
            })
            .collect()
    };
    let mut s = drake(&[], vec![Player::Human, Player::Human]);
    // Focus puts the cursor where a move starts: Blue's stack, said by name.
    let first = said(&s.handle(Event::Input(Input::Focus), 0.0));
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(first[0].contains("Blue"), "{first:?}");
    // An arrow moves it and says the new spot; a key that moves nothing says nothing.
    let moved = said(&s.handle(Event::Input(Input::Key(Key::Right)), 0.0));
    assert_eq!(moved.len(), 1);
    assert_ne!(moved, first);
    let mut quiet = 0;
    for _ in 0..12 {
        if said(&s.handle(Event::Input(Input::Key(Key::Right)), 0.0)).is_empty() {
            quiet += 1;
        }
    }
    assert!(quiet > 0, "at the right edge the cursor stays and nothing is said");
}
