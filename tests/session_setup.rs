//! The session's one way in, for what changes it besides play: another game on the board (kept
//! or new), who plays the seats, a view-only board, the board's looks, orientation and size,
//! the study's arrow; and what each refuses, leaving the session as it was.

use deskovna::app::record::Record;
use deskovna::app::seats::Player;
use deskovna::app::session::{Command, Event, Game, Input, Refused, Session};
use deskovna::game::{Lang, Refusal};
use deskovna::games::GameKind;
use deskovna::view::press::Pointer;
use deskovna::view::registry::open_table;
use deskovna::view::table::Looks;

const DRAKE_START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";
const MOVES: [&str; 4] = ["@b1", "@c4", "@b2", "@c3"];

fn game(moves: &[&str], seats: Vec<Player>) -> Game {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    Game::new(open_table(GameKind::Drake, DRAKE_START, &moves).expect("the game opens"), seats)
}

fn drake(moves: &[&str], seats: Vec<Player>) -> Session {
    Session::new(game(moves, Vec::new()).table, seats, true)
}

/// Everything a refused event must leave as it was.
fn state(s: &Session) -> (Record, Vec<Player>, bool, bool, (f32, f32), Looks) {
    let t = s.table();
    (s.record(), s.seats().to_vec(), s.thinking(), t.flipped(), t.size(), t.settings())
}

fn waits(out: &[Command]) -> Option<usize> {
    out.iter().find_map(|c| match c {
        Command::Wait { plies, .. } => Some(*plies),
        _ => None,
    })
}

fn saved(out: &[Command]) -> Option<&Record> {
    out.iter().find_map(|c| match c {
        Command::Save(r) => Some(r),
        _ => None,
    })
}

fn refused(out: &[Command]) -> Option<String> {
    out.iter().find_map(|c| match c {
        Command::Refused(r) => Some(r.render(Lang::En)),
        _ => None,
    })
}

/// A session whose computer (seat 2) is searching for its move after the person's first move.
fn searching() -> Session {
    let mut s = drake(&[], vec![Player::Human, Player::Computer(2)]);
    let out = s.handle(Event::Play("@b1".into()), 0.0);
    let asked = s.handle(Event::Due { plies: waits(&out).expect("the computer waits") }, 0.0);
    assert!(asked.iter().any(|c| matches!(c, Command::Ask(_))));
    assert!(s.thinking());
    s
}

#[test]
fn a_kept_game_loads_with_its_tree_and_its_board_turned_as_it_was_left() {
    // A game whose last two moves were taken back: its tree keeps them for Redo.
    let mut kept = drake(&MOVES, Vec::new());
    kept.handle(Event::Undo, 0.0);
    kept.handle(Event::Undo, 0.0);
    let (record, table) = Record::load(&kept.record().to_text()).expect("reads back");
    let (_, tree) = record.open_game().expect("opens");

    let mut s = drake(&[], Vec::new());
    let out =
        s.handle(Event::Load(Game { tree: Some(tree), flipped: Some(true), ..Game::new(table, Vec::new()) }), 0.0);
    assert!(saved(&out).is_none(), "loading saves nothing");
    assert_eq!(s.table().history(), &MOVES[..2]);
    assert!(s.can_redo(), "the moves taken back came with the tree");
    assert!(s.table().flipped(), "the board as the player left it");
    s.handle(Event::Redo, 0.0);
    assert_eq!(s.table().history(), &MOVES[..3]);
}

#[test]
fn a_tree_that_does_not_continue_the_game_is_not_taken() {
    let mut other = drake(&["@a1"], Vec::new());
    other.handle(Event::Undo, 0.0);
    let (_, tree) = Record::load(&other.record().to_text()).and_then(|(r, _)| r.open_game()).expect("opens");
    let mut s = drake(&[], Vec::new());
    s.handle(Event::Load(Game { tree: Some(tree), ..game(&MOVES[..1], Vec::new()) }), 0.0);
    assert_eq!(s.table().history(), &MOVES[..1], "the game is loaded");
    assert_eq!(s.tree().main_moves(), &MOVES[..1], "its moves as one line");
    assert!(!s.can_redo(), "nothing of the other tree");
}

#[test]
fn a_game_with_a_computer_level_outside_one_to_five_is_refused_and_the_search_goes_on() {
    for level in [0, 6] {
        for new in [false, true] {
            let mut s = searching();
            let before = state(&s);
            let game = game(&MOVES, vec![Player::Human, Player::Computer(level)]);
            let out = s.handle(if new { Event::New(game) } else { Event::Load(game) }, 0.0);
            assert_eq!(
                refused(&out),
                Some(format!("The computer has no level {level}: its levels are 1 to 5.")),
                "{out:?}"
            );
            assert!(!out.contains(&Command::Cancel), "the search is not stopped: {out:?}");
            assert!(saved(&out).is_none());
            assert_eq!(state(&s), before, "nothing changed");
        }
    }
}

#[test]
fn a_new_game_is_saved_with_its_seats_and_the_computer_starts_if_it_is_first() {
    let mut s = searching();
    let out = s.handle(Event::New(game(&[], vec![Player::Computer(4), Player::Human])), 0.0);
    assert_eq!(out.first(), Some(&Command::Cancel), "the old game's search stops");
    let record = saved(&out).expect("a new game is saved");
    assert_eq!((record.moves.len(), record.seats.clone()), (0, vec![Player::Computer(4), Player::Human]));
    assert!(s.table().flipped(), "the person, on the second seat, sits at the bottom");
    assert_eq!(waits(&out), Some(0), "the computer opens");
}

#[test]
fn new_seats_are_saved_turn_the_board_and_let_the_computer_move() {
    let mut s = drake(&MOVES[..1], Vec::new());
    let out = s.handle(Event::Seats(vec![Player::Computer(3), Player::Human]), 0.0);
    assert_eq!(s.seats(), [Player::Computer(3), Player::Human]);
    assert_eq!(saved(&out).map(|r| r.seats.clone()), Some(vec![Player::Computer(3), Player::Human]));
    assert!(s.table().flipped(), "the person sits at the bottom");
    assert_eq!(waits(&out), None, "the person is to move");
    let out = s.handle(Event::Seats(vec![Player::Human, Player::Computer(3)]), 0.0);
    assert!(!s.table().flipped());
    assert_eq!(waits(&out), Some(1), "the computer is to move");
}

#[test]
fn seats_with_a_level_outside_one_to_five_are_refused_in_words_and_change_nothing() {
    let mut s = searching();
    let before = state(&s);
    let out = s.handle(Event::Seats(vec![Player::Computer(9), Player::Human]), 0.0);
    assert!(out.contains(&Command::Announce("The computer has no level 9: its levels are 1 to 5.".into())));
    assert_eq!(refused(&out), Some(Refused::Level(9).render(Lang::En)));
    assert_eq!(Refused::Level(9).render(Lang::Cs), "Počítač nemá úroveň 9: jeho úrovně jsou 1 až 5.");
    assert!(!out.contains(&Command::Cancel), "the search goes on");
    assert_eq!(state(&s), before);
}

/// A person's drag from `from` to `to` on the board: the move it played, if any.
fn drag(s: &mut Session, from: &str, to: &str) -> Option<String> {
    let (p, q) = (s.table().locate(from)?, s.table().locate(to)?);
    s.handle(Event::Input(Input::Down(p, Pointer::Mouse)), 0.0);
    s.handle(Event::Input(Input::Move(q)), 0.0);
    let out = s.handle(Event::Input(Input::Up(q)), 0.0);
    out.into_iter().find_map(|c| match c {
        Command::Moved { notation, .. } => Some(notation),
        _ => None,
    })
}

#[test]
fn a_view_only_board_takes_no_move_from_a_person_until_it_is_playable_again() {
    let mut s = drake(&[], Vec::new());
    s.handle(Event::Resize { width: 600.0, height: 900.0 }, 0.0);
    assert_eq!(s.handle(Event::ViewOnly(true), 0.0), [Command::Redraw]);
    assert_eq!(drag(&mut s, "Blue stack", "b1"), None, "a person cannot play on a view-only board");
    assert!(s.table().history().is_empty());
    // A script still plays (the embedding API's `play`).
    let out = s.handle(Event::Play("@b1".into()), 0.0);
    assert!(out.iter().any(|c| matches!(c, Command::Moved { .. })));
    s.handle(Event::ViewOnly(false), 0.0);
    assert_eq!(drag(&mut s, "Orange stack", "c4").as_deref(), Some("@c4"), "a person plays again");
}

#[test]
fn looks_flip_and_size_change_the_board_and_nothing_of_the_game() {
    let mut s = drake(&MOVES[..2], Vec::new());
    let record = s.record();
    let looks = Looks { lang: Lang::Cs, animation_ms: 0.0, ..s.table().settings() };
    assert_eq!(s.handle(Event::Looks(looks), 0.0), [Command::Redraw]);
    assert_eq!(s.table().settings(), looks);
    assert!(s.table().status_line(Lang::Cs) != s.table().status_line(Lang::En));

    assert_eq!(s.handle(Event::Flip, 0.0), [Command::Redraw]);
    assert!(s.table().flipped());
    s.handle(Event::Flip, 0.0);
    assert!(!s.table().flipped(), "Flip turns the board back");
    s.handle(Event::Flipped(true), 0.0);
    s.handle(Event::Flipped(true), 0.0);
    assert!(s.table().flipped(), "Flipped sets, it does not turn");

    assert_eq!(s.handle(Event::Resize { width: 300.0, height: 500.0 }, 0.0), [Command::Redraw]);
    assert_eq!(s.table().size(), (300.0, 500.0));
    assert_eq!(s.record(), record, "the game is untouched");
}

#[test]
fn a_size_that_is_not_finite_and_positive_is_ignored() {
    let mut s = drake(&[], Vec::new());
    s.handle(Event::Resize { width: 400.0, height: 400.0 }, 0.0);
    let before = state(&s);
    for (width, height) in [(0.0, 400.0), (400.0, -1.0), (f32::NAN, 400.0), (400.0, f32::INFINITY)] {
        assert!(s.handle(Event::Resize { width, height }, 0.0).is_empty(), "{width}×{height}");
        assert_eq!(state(&s), before);
    }
}

#[test]
fn the_studys_arrow_is_drawn_for_a_move_and_cleared_by_none_or_a_move_that_does_not_parse() {
    let mut s = drake(&[], Vec::new());
    s.handle(Event::Resize { width: 400.0, height: 400.0 }, 0.0);
    let plain = s.table().scene(0.0);
    let out = s.handle(Event::Arrow { notation: Some("@b1".into()), before: false }, 0.0);
    assert_eq!(out, [Command::Redraw]);
    let arrow = s.table().scene(0.0);
    assert_ne!(arrow, plain, "the arrow is drawn");
    s.handle(Event::Arrow { notation: None, before: false }, 0.0);
    assert_eq!(s.table().scene(0.0), plain, "None clears it");
    s.handle(Event::Arrow { notation: Some("@b1".into()), before: false }, 0.0);
    s.handle(Event::Arrow { notation: Some("@z9".into()), before: false }, 0.0);
    assert_eq!(s.table().scene(0.0), plain, "a move that does not parse clears it");
    assert!(s.table().history().is_empty(), "and no move is played");
}
