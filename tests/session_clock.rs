//! The game's clock over the board (`app::session::timing`): it starts with the first move,
//! follows the game's turns (a Shamrock turn of several actions once), adds the increment,
//! ends the game when a flag falls, passes on Undo, stops at the end, and comes back from a
//! reload with no time given away.

use deskovna::app::clock::{Clock, TimeControl};
use deskovna::app::library::{Library, MemoryStore, Slot};
use deskovna::app::seats::Player;
use deskovna::app::session::{Command, Cue, Event, Game, Session};
use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::registry::{new_table, open_table};
use deskovna::view::scene::Shape;
use deskovna::view::table::Looks;

const DRAKE_START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";
/// A Drake game Blue wins on its last move.
const WIN: [&str; 13] =
    ["@b1", "@c4", "@b2", "@c3", "@a1", "@d4", "b1-d1", "c3-b3", "@c1", "b3-a2", "@d2", "a2-a3", "d2*c4"];
const BLUE: usize = 0;
const ORANGE: usize = 1;

fn on_time(control: TimeControl, seats: Vec<Player>) -> Session {
    let table = open_table(GameKind::Drake, DRAKE_START, &[]).expect("the game opens");
    let blank = open_table(GameKind::Drake, DRAKE_START, &[]).expect("the game opens");
    let mut s = Session::new(blank, Vec::new(), true);
    let game = Game { clock: Some(Clock::new(control, 2)), ..Game::new(table, seats) };
    s.handle(Event::New(game), 0.0);
    s
}

fn play(s: &mut Session, notation: &str, now: f64) -> Vec<Command> {
    s.handle(Event::Play(notation.into()), now)
}

fn left(s: &Session, seat: usize, now: f64) -> u64 {
    s.clock().expect("a clock").left(seat, now)
}

fn ended(out: &[Command]) -> Option<&str> {
    out.iter().find_map(|c| match c {
        Command::Ended(text) => Some(text.as_str()),
        _ => None,
    })
}

#[test]
fn the_first_move_starts_the_clock_and_each_turn_earns_the_increment() {
    let mut s = on_time(TimeControl::minutes(5, 3), Vec::new());
    assert!(!s.clock_running(), "nobody's time runs before the first move");
    play(&mut s, "@b1", 20_000.0);
    assert_eq!(left(&s, BLUE, 20_000.0), 300_000, "the first move is not timed");
    assert_eq!(left(&s, ORANGE, 24_000.0), 296_000, "Orange's time runs");
    play(&mut s, "@c4", 30_000.0);
    assert_eq!(left(&s, ORANGE, 30_000.0), 293_000, "300 − 10 + 3");
    assert_eq!(left(&s, BLUE, 31_000.0), 299_000, "Blue runs from Orange's move");
    play(&mut s, "@b2", 31_500.0);
    assert_eq!(left(&s, BLUE, 40_000.0), 301_500, "300 − 1.5 + 3");
}

#[test]
fn the_flag_ends_the_game_in_words_and_nothing_is_played_after_it() {
    let mut s = on_time(TimeControl::minutes(1, 0), Vec::new());
    play(&mut s, "@b1", 0.0);
    assert!(s.handle(Event::Tick, 60_000.0).is_empty(), "exactly on time is in time");
    let out = s.handle(Event::Tick, 60_001.0);
    assert_eq!(ended(&out), Some("Orange's time ran out — Blue wins"));
    assert!(out.contains(&Command::Sound(Cue::End)));
    assert!(out.contains(&Command::Announce("Orange's time ran out — Blue wins".into())));
    assert!(out.iter().any(|c| matches!(c, Command::Save(r) if r.moves == ["@b1"])), "saved: {out:?}");
    assert_eq!(s.time_out(), Some(ORANGE));
    assert_eq!(s.time_out_words(Lang::Cs).as_deref(), Some("Oranžový: došel čas — vyhrává Modrý"));
    assert!(!s.clock_running(), "the clock stops");
    assert_eq!(left(&s, ORANGE, 90_000.0), 0);
    assert!(s.handle(Event::Tick, 61_000.0).is_empty(), "the end is said once");
    play(&mut s, "@c4", 61_000.0);
    assert!(!s.can_undo(), "Undo is offered no more");
    s.handle(Event::Undo, 62_000.0);
    assert_eq!(s.table().history(), ["@b1"], "the game's moves stay as they were");
}

#[test]
fn a_move_made_after_the_flag_fell_does_not_count() {
    // The page was in the background and did not tick: the move comes after the time.
    let mut s = on_time(TimeControl::minutes(1, 5), Vec::new());
    play(&mut s, "@b1", 0.0);
    let out = play(&mut s, "@c4", 61_000.0);
    assert_eq!(ended(&out), Some("Orange's time ran out — Blue wins"));
    assert!(!out.iter().any(|c| matches!(c, Command::Moved { .. })), "{out:?}");
    assert_eq!(s.table().history(), ["@b1"]);
}

#[test]
fn a_shamrock_turn_of_several_actions_is_one_turn_on_the_clock() {
    let options = vec![("players".to_string(), "2".to_string()), ("seed".to_string(), "5".to_string())];
    let table = new_table(GameKind::Shamrock, &options).expect("Shamrock for two");
    let blank = new_table(GameKind::Shamrock, &options).expect("Shamrock for two");
    let mut s = Session::new(blank, Vec::new(), true);
    let control = TimeControl::minutes(10, 2);
    s.handle(Event::New(Game { clock: Some(Clock::new(control, 2)), ..Game::new(table, Vec::new()) }), 0.0);
    let mut now = 0.0;
    let mut turn_began = None;
    let mut longest = 0;
    let mut actions = 0;
    for _ in 0..60 {
        let mover = s.table().status().to_move;
        let before = s.clock().unwrap().saved_left()[mover];
        let notation = s.table().legal_notations().into_iter().next().expect("a legal move");
        now += 1000.0;
        play(&mut s, &notation, now);
        actions += 1;
        let to_move = s.table().status().to_move;
        if s.table().status().outcome.is_some() {
            let spent = (now - turn_began.expect("a turn was timed")) as i64;
            assert_eq!(s.clock().unwrap().saved_left()[mover], before - spent, "the end stops the clock");
            assert!(!s.clock_running());
            break;
        }
        if to_move == mover {
            // The same turn goes on: nothing is charged, nobody is given time.
            assert_eq!(s.clock().unwrap().saved_left()[mover], before, "mid-turn after {notation}");
            continue;
        }
        if let Some(began) = turn_began {
            let spent = (now - began) as i64;
            assert_eq!(s.clock().unwrap().saved_left()[mover], before - spent + 2000, "one charge, one increment");
        } else {
            assert_eq!(s.clock().unwrap().saved_left()[mover], before, "the first turn is not timed");
        }
        longest = longest.max(actions);
        actions = 0;
        turn_began = Some(now);
        assert_eq!(s.clock().unwrap().running().map(|r| r.seat), Some(to_move));
    }
    assert!(longest >= 2, "some turn had several actions");
}

#[test]
fn a_reload_brings_the_clock_back_charging_the_time_that_passed() {
    let mut s = on_time(TimeControl::minutes(5, 3), Vec::new());
    play(&mut s, "@b1", 1_000.0);
    play(&mut s, "@c4", 11_000.0); // Orange spent 10 s; Blue runs from 11 s
                                   // The page saves at 11 s (its `now` 0 being 1 000 000 ms of wall-clock time), and is
                                   // opened again 25 s later by wall clock, in a page whose `now` 0 is 1 030 000.
    let text = s.clock().unwrap().to_text(1_000_000.0);
    assert_eq!(text, "300000+3000 300000,293000 0@1011000");
    let origin = 1_030_000.0;
    let clock = Clock::from_text(&text, 2, origin).expect("the saved clock reads");
    let now = 6_000.0; // 1 036 000 by wall clock: 25 s after Blue's turn began
    let table = open_table(GameKind::Drake, DRAKE_START, &["@b1".into(), "@c4".into()]).unwrap();
    let mut again = Session::new(open_table(GameKind::Drake, DRAKE_START, &[]).unwrap(), Vec::new(), true);
    again.handle(Event::Load(Game { clock: Some(clock), ..Game::new(table, Vec::new()) }), now);
    assert_eq!(left(&again, BLUE, now), 275_000, "the 25 s Blue's turn ran are charged: no free time");
    assert_eq!(left(&again, ORANGE, now), 293_000);
    assert!(again.clock_running());
    // The same while the page was closed until after Blue's time: the game ends on opening.
    let late = Clock::from_text(&text, 2, origin + 300_000.0).unwrap();
    let table = open_table(GameKind::Drake, DRAKE_START, &["@b1".into(), "@c4".into()]).unwrap();
    let out = again.handle(Event::Load(Game { clock: Some(late), ..Game::new(table, Vec::new()) }), now);
    assert_eq!(ended(&out), Some("Blue's time ran out — Orange wins"));
    // Texts that do not fit the game are no clock.
    let bad_texts = [
        "",
        "x",
        "300000 1,2",
        "300000+3000 1,2,3 0@1",
        "300000+3000 1,2 2@5",
        "300000+3000 1,2 0@inf",
        "300000+3000 1,- 0@1",
        "300000+3000 +1,2",
        "300000+3000 1,2 0@1e3",
        "300000+3000 1,2 0@-5",
        "-1+3000 1,2",
        "300000+3000 1,2 0@1234567890123456789",
        "300000+3000 1,2 0@1 more",
    ];
    for bad in bad_texts {
        assert_eq!(Clock::from_text(bad, 2, 0.0), None, "{bad:?}");
    }
    let stopped = Clock::from_text("60000+0 5000,-1", 2, 0.0).unwrap();
    assert_eq!((stopped.flagged(), stopped.running()), (Some(ORANGE), None), "a flag saved stays fallen");
}

#[test]
fn the_clock_is_kept_beside_its_game_and_goes_with_it() {
    let store = MemoryStore::default();
    let library = Library::new(&store);
    let slot = Slot { kind: GameKind::Camelot, number: 2 };
    assert_eq!(library.clock(slot), None);
    library.set_clock(slot, Some("60000+0 60000,60000"));
    assert_eq!(library.clock(slot).as_deref(), Some("60000+0 60000,60000"));
    assert_eq!(library.slots(GameKind::Camelot), Vec::new(), "a clock is no saved game");
    library.set_clock(slot, None);
    assert_eq!(library.clock(slot), None);
    library.set_clock(slot, Some("60000+0 60000,60000"));
    library.delete(slot);
    assert_eq!(library.clock(slot), None, "deleting the game deletes its clock");
}

#[test]
fn undo_keeps_the_time_spent_and_passes_the_clock() {
    let mut s = on_time(TimeControl::minutes(5, 3), Vec::new());
    play(&mut s, "@b1", 0.0);
    play(&mut s, "@c4", 10_000.0); // Orange: 293 s; Blue runs
    s.handle(Event::Undo, 14_000.0); // Blue's 4 s are charged, with no increment; Orange runs
    assert_eq!(s.table().history(), ["@b1"]);
    assert_eq!(left(&s, BLUE, 14_000.0), 296_000);
    assert_eq!(left(&s, ORANGE, 16_000.0), 291_000);
    s.handle(Event::Redo, 16_000.0);
    assert_eq!(left(&s, ORANGE, 20_000.0), 291_000, "Redo passes it back, no increment either");
    assert_eq!(left(&s, BLUE, 20_000.0), 292_000);
    // Looking back through the moves does not touch the clock: Blue's time runs on.
    s.handle(Event::View(Some(0)), 21_000.0);
    assert_eq!(left(&s, BLUE, 22_000.0), 290_000);
}

#[test]
fn the_computers_clock_runs_too_and_the_end_of_the_game_stops_it() {
    let mut s = on_time(TimeControl::minutes(3, 2), vec![Player::Human, Player::Computer(1)]);
    let out = play(&mut s, "@b1", 0.0);
    assert!(out.iter().any(|c| matches!(c, Command::Wait { .. })), "the computer's turn");
    let asked = s.handle(Event::Due { plies: 1 }, 500.0);
    let id = asked
        .iter()
        .find_map(|c| match c {
            Command::Ask(r) => Some(r.id),
            _ => None,
        })
        .expect("asked");
    s.handle(Event::Answer { id, reply: Ok(Some("@c4".into())) }, 4_000.0);
    assert_eq!(left(&s, ORANGE, 4_000.0), 180_000 - 4_000 + 2_000, "the computer's time counts");
    for (i, m) in WIN.iter().enumerate().skip(2) {
        let seats = vec![Player::Human, Player::Human];
        if i == 2 {
            s.handle(Event::Seats(seats), 4_000.0);
        }
        play(&mut s, m, 5_000.0 + i as f64 * 1000.0);
    }
    assert!(s.table().status().outcome.is_some(), "Blue won on the board");
    assert!(!s.clock_running(), "the clock stops at the end");
    assert_eq!(s.time_out(), None);
    let end = s.clock().unwrap().saved_left().to_vec();
    assert!(s.handle(Event::Tick, 1e9).is_empty(), "no flag after the end");
    assert_eq!(s.clock().unwrap().saved_left(), end);
}

#[test]
fn a_game_without_a_clock_is_as_it_was() {
    let table = open_table(GameKind::Drake, DRAKE_START, &[]).unwrap();
    let mut s = Session::new(table, Vec::new(), true);
    play(&mut s, "@b1", 0.0);
    assert_eq!(s.clock(), None);
    assert!(!s.clock_running());
    assert!(s.handle(Event::Tick, 1e12).is_empty());
    let out = play(&mut s, "@c4", 1e12);
    assert!(out.iter().any(|c| matches!(c, Command::Moved { .. })), "no time limit: {out:?}");
    assert_eq!(s.time_out(), None);
    // A clock saved for another number of seats is no clock for this game.
    let table = open_table(GameKind::Drake, DRAKE_START, &[]).unwrap();
    let three = Clock::new(TimeControl::minutes(1, 0), 3);
    s.handle(Event::Load(Game { clock: Some(three), ..Game::new(table, Vec::new()) }), 0.0);
    assert_eq!(s.clock(), None);
}

#[test]
fn with_three_seats_the_other_two_share_the_win_and_a_saved_flag_is_not_said_again() {
    let options = vec![("players".to_string(), "3".to_string()), ("seed".to_string(), "2".to_string())];
    let table = new_table(GameKind::Shamrock, &options).expect("Shamrock for three");
    let seats = table.status().seats.to_vec();
    assert_eq!(seats.len(), 3);
    let mut s = Session::new(new_table(GameKind::Shamrock, &options).unwrap(), Vec::new(), true);
    // Saved after the third seat's flag fell.
    let flagged = Clock::resume(TimeControl::minutes(1, 0), vec![5_000, 7_000, -1], None);
    let out = s.handle(Event::Load(Game { clock: Some(flagged), ..Game::new(table, Vec::new()) }), 0.0);
    assert_eq!(ended(&out), None, "the end was said when the flag fell");
    assert_eq!(s.time_out(), Some(2));
    let name = |i: usize, lang| seats[i].name().get(lang).to_string();
    let en = format!("{}'s time ran out — {} and {} win", name(2, Lang::En), name(0, Lang::En), name(1, Lang::En));
    assert_eq!(s.time_out_words(Lang::En), Some(en));
    let cs = format!("{}: došel čas — vyhrávají {} a {}", name(2, Lang::Cs), name(0, Lang::Cs), name(1, Lang::Cs));
    assert_eq!(s.time_out_words(Lang::Cs), Some(cs));
    assert!(s.handle(Event::Tick, 1e9).is_empty());
}

/// Whether the board's picture has `text` in it.
fn drawn(s: &Session, text: &str) -> bool {
    s.table().scene(1e9).shapes.iter().any(|shape| matches!(shape, Shape::Text { text: t, .. } if t == text))
}

#[test]
fn the_board_draws_a_loss_on_time_where_the_rules_results_go() {
    let mut s = on_time(TimeControl::minutes(1, 0), Vec::new());
    play(&mut s, "@b1", 0.0);
    let words = "Orange's time ran out — Blue wins";
    assert!(!drawn(&s, words), "nothing before the flag");
    let out = s.handle(Event::Tick, 60_001.0);
    assert!(out.contains(&Command::Redraw), "{out:?}");
    assert!(drawn(&s, words), "the board shows how the game ended");
    // Looking back at the start: no result there; back at the end, it is drawn again.
    s.handle(Event::View(Some(0)), 61_000.0);
    assert!(!drawn(&s, words));
    s.handle(Event::View(None), 62_000.0);
    assert!(drawn(&s, words));
    // In the player's language.
    let looks = Looks { lang: Lang::Cs, ..s.table().settings() };
    s.handle(Event::Looks(looks), 63_000.0);
    assert!(drawn(&s, "Oranžový: došel čas — vyhrává Modrý"));
    assert!(!drawn(&s, words));
}
