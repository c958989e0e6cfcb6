//! The New game dialog's decisions (app::new_game): its fields and presets, how the player's
//! values read, which seats the options make, and what a choice starts.

use deskovna::app::clock::TimeControl;
use deskovna::app::new_game::{
    fields, presets, read, seats_of, start, Opening, Started, CLOCK, CLOCK_INCREMENT, CLOCK_MINUTES, FROM, KEEP,
    SEAT_KEYS,
};
use deskovna::app::seats::Player;
use deskovna::game::{Colour, Lang};
use deskovna::games::GameKind;
use deskovna::view::fields::FieldKind;
use deskovna::view::registry::{default_start, new_table, open_table};

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

fn opening(kind: GameKind, started: bool, from_here: bool) -> Opening {
    Opening { kind, seats: vec![Player::Human, Player::Computer(3)], started, from_here }
}

#[test]
fn a_fresh_game_asks_for_its_options_and_seats_only() {
    for &kind in GameKind::ALL {
        let keys: Vec<&str> = fields(&opening(kind, false, false)).iter().map(|f| f.key).collect();
        assert!(!keys.contains(&FROM) && !keys.contains(&KEEP), "{kind:?}: {keys:?}");
        let seats = keys.iter().filter(|k| SEAT_KEYS.contains(k)).count();
        assert_eq!(seats, kind.colours().len(), "{kind:?}");
    }
    let keys: Vec<&str> = fields(&opening(GameKind::Shamrock, false, false)).iter().map(|f| f.key).collect();
    assert!(keys.contains(&"players") && keys.contains(&"seed"), "{keys:?}");
}

#[test]
fn a_started_game_may_go_on_and_is_kept_by_default() {
    let keys: Vec<&str> = fields(&opening(GameKind::Camelot, true, false)).iter().map(|f| f.key).collect();
    assert_eq!(keys.first(), Some(&FROM));
    assert_eq!(keys.last(), Some(&KEEP));
    let set = |o: &Opening| presets(o).into_iter().map(|p| (p.key, p.value)).collect::<Vec<_>>();
    let started = set(&opening(GameKind::Camelot, true, false));
    assert!(started.contains(&("seat0", "human".into())) && started.contains(&("seat1", "computer3".into())));
    assert!(started.contains(&(KEEP, "on".into())));
    assert!(!started.iter().any(|(k, _)| *k == FROM), "a new game unless asked: {started:?}");
    assert!(set(&opening(GameKind::Camelot, true, true)).contains(&(FROM, "here".into())));
    let fresh = set(&opening(GameKind::Camelot, false, true));
    assert!(!fresh.iter().any(|(k, _)| *k == KEEP || *k == FROM), "{fresh:?}");
}

#[test]
fn the_values_read_as_seats_options_and_a_seed_where_none_was_given() {
    let values =
        pairs(&[("from", "start"), ("players", "3"), ("seat1", "computer5"), ("seat0", "nobody"), ("keep", "on")]);
    let choice = read(GameKind::Shamrock, values, 42);
    assert_eq!(choice.seats, vec![Player::Human, Player::Computer(5)]);
    assert!(!choice.continue_here && choice.keep_current);
    assert_eq!(choice.options, pairs(&[("players", "3"), ("seed", "42")]));
    let given = read(GameKind::Shamrock, pairs(&[("seed", "7")]), 42);
    assert_eq!(given.options, pairs(&[("seed", "7")]));
    // Camelot takes no seed: none is added.
    assert_eq!(read(GameKind::Camelot, pairs(&[("from", "here")]), 42).options, Vec::new());
    assert!(read(GameKind::Camelot, pairs(&[("from", "here")]), 42).continue_here);
}

#[test]
fn the_seats_follow_the_options() {
    let two = seats_of(GameKind::Shamrock, &pairs(&[("players", "2"), ("seat2", "human")]));
    let three = seats_of(GameKind::Shamrock, &pairs(&[("players", "3")]));
    assert_eq!(two.map(<[Colour]>::len), Some(2));
    assert_eq!(three.map(<[Colour]>::len), Some(3));
    assert_eq!(seats_of(GameKind::Shamrock, &pairs(&[("players", "9")])), None);
}

#[test]
fn a_new_game_is_handed_over_as_its_start_position() {
    let choice =
        read(GameKind::Shamrock, pairs(&[("players", "2"), ("seat0", "computer2"), ("seat2", "computer4")]), 9);
    let started = start(GameKind::Shamrock, choice).expect("two players make a game");
    let text = started.start.clone().expect("a new game");
    let expected = new_table(GameKind::Shamrock, &pairs(&[("players", "2"), ("seed", "9")])).unwrap().start_text();
    assert_eq!(text, expected, "the same deal the options make");
    assert!(open_table(GameKind::Shamrock, &text, &[]).is_ok());
    // One choice per seat the game has: the third seat's does not play.
    assert_eq!(started.players(), Some(vec![Player::Computer(2), Player::Human]));
    let fresh = start(GameKind::Camelot, read(GameKind::Camelot, Vec::new(), 1)).unwrap();
    assert_eq!(fresh.start, Some(default_start(GameKind::Camelot)));
    assert_eq!(fresh.seats, vec!["human", "human"]);
}

#[test]
fn going_on_keeps_the_game_and_changes_the_players() {
    let choice = read(GameKind::Drake, pairs(&[("from", "here"), ("seat1", "computer1"), ("keep", "on")]), 1);
    let started = start(GameKind::Drake, choice).unwrap();
    assert_eq!(
        started,
        Started { start: None, seats: vec!["human".into(), "computer1".into()], keep_current: false, clock: None }
    );
}

#[test]
fn options_that_make_no_game_are_refused_in_words() {
    let refused = start(GameKind::Shamrock, read(GameKind::Shamrock, pairs(&[("players", "4")]), 1)).unwrap_err();
    assert!(refused.render(Lang::En).contains('4'), "{}", refused.render(Lang::En));
    assert_ne!(refused.render(Lang::Cs), refused.render(Lang::En));
}

#[test]
fn a_forged_player_does_not_read() {
    let forged = Started { start: None, seats: vec!["human".into(), "robot".into()], keep_current: false, clock: None };
    assert_eq!(forged.players(), None);
}

#[test]
fn the_clock_offers_none_the_presets_and_a_custom_control() {
    let fields = fields(&opening(GameKind::Drake, false, false));
    let clock = fields.iter().find(|f| f.key == CLOCK).expect("a clock field");
    let FieldKind::Choice(choices) = &clock.kind else { panic!("the clock is a choice: {clock:?}") };
    let ids: Vec<&str> = choices.iter().map(|(id, _)| *id).collect();
    let presets: Vec<String> = TimeControl::PRESETS.iter().map(|c| c.id()).collect();
    assert_eq!(ids.first(), Some(&"none"), "no clock unless chosen");
    assert_eq!(ids[1..ids.len() - 1], presets.iter().map(String::as_str).collect::<Vec<_>>()[..]);
    assert_eq!(ids.last(), Some(&"custom"));
    for (_, label) in choices {
        assert!(!label.en.is_empty() && !label.cs.is_empty());
    }
    assert!(fields.iter().any(|f| f.key == CLOCK_MINUTES) && fields.iter().any(|f| f.key == CLOCK_INCREMENT));
}

#[test]
fn the_chosen_clock_starts_with_the_new_game() {
    let chosen = |values: &[(&str, &str)]| start(GameKind::Camelot, read(GameKind::Camelot, pairs(values), 1));
    assert_eq!(chosen(&[]).unwrap().clock, None, "no clock by default");
    assert_eq!(chosen(&[("clock", "none"), ("clock-minutes", "3")]).unwrap().clock, None);
    assert_eq!(chosen(&[("clock", "5+3")]).unwrap().clock, Some(TimeControl::minutes(5, 3)));
    let custom = chosen(&[("clock", "custom"), ("clock-minutes", " 7 "), ("clock-increment", "0")]);
    assert_eq!(custom.unwrap().clock, Some(TimeControl::minutes(7, 0)));
    assert_eq!(chosen(&[("clock", "custom"), ("clock-minutes", "7")]).map(|s| s.clock).ok(), None, "no increment");
    for (minutes, increment) in [("0", "5"), ("181", "0"), ("10", "181"), ("-1", "0"), ("x", "1")] {
        let refused =
            chosen(&[("clock", "custom"), ("clock-minutes", minutes), ("clock-increment", increment)]).unwrap_err();
        assert!(refused.render(Lang::En).contains("180 minutes"), "{}", refused.render(Lang::En));
        assert!(refused.render(Lang::Cs).contains("180 minut"), "{}", refused.render(Lang::Cs));
    }
    assert!(chosen(&[("clock", "99+99+1")]).is_err(), "a forged preset");
    // Going on from the position on the board keeps the game (and its clock) as it is.
    let here = start(GameKind::Camelot, read(GameKind::Camelot, pairs(&[("from", "here"), ("clock", "1+0")]), 1));
    assert_eq!(here.unwrap().clock, None);
    // The clock's fields are the dialog's, not the game's options.
    let values = pairs(&[("clock", "custom"), ("clock-minutes", "7"), ("clock-increment", "2")]);
    assert_eq!(read(GameKind::Camelot, values.clone(), 1).options, Vec::new());
    assert!(seats_of(GameKind::Camelot, &values).is_some());
}
