//! The New game dialog's decisions (app::new_game): its fields and presets, how the player's
//! values read, which seats the options make, and what a choice starts.

use deskovna::app::new_game::{fields, presets, read, seats_of, start, Opening, Started, FROM, KEEP, SEAT_KEYS};
use deskovna::app::seats::Player;
use deskovna::game::{Colour, Lang};
use deskovna::games::GameKind;
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
    assert_eq!(started, Started { start: None, seats: vec!["human".into(), "computer1".into()], keep_current: false });
}

#[test]
fn options_that_make_no_game_are_refused_in_words() {
    let refused = start(GameKind::Shamrock, read(GameKind::Shamrock, pairs(&[("players", "4")]), 1)).unwrap_err();
    assert!(refused.render(Lang::En).contains('4'), "{}", refused.render(Lang::En));
    assert_ne!(refused.render(Lang::Cs), refused.render(Lang::En));
}

#[test]
fn a_forged_player_does_not_read() {
    let forged = Started { start: None, seats: vec!["human".into(), "robot".into()], keep_current: false };
    assert_eq!(forged.players(), None);
}
