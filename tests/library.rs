//! The saved games: nothing a player made is lost or overwritten — by a shared link, an
//! import, an unreadable save or full storage.

use deskovna::app::library::{Full, Library, MemoryStore, Saved, Slot, Store};
use deskovna::app::record::Record;
use deskovna::games::GameKind;

const START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";

fn record(moves: &[&str]) -> Record {
    Record {
        kind: GameKind::Drake,
        start: START.into(),
        moves: moves.iter().map(|m| m.to_string()).collect(),
        seats: Vec::new(),
        tree: None,
    }
}

fn drake(n: u32) -> Slot {
    Slot { kind: GameKind::Drake, number: n }
}

#[test]
fn slot_one_is_where_saves_have_always_been() {
    assert_eq!(drake(1).key(), "deskovna.game.drake");
    assert_eq!(drake(3).key(), "deskovna.game.drake.3");
    let store = MemoryStore::default();
    store.set("deskovna.game.drake", &record(&["@b1"]).to_text()).unwrap();
    store.set("deskovna.game.drake.4", &record(&["@a1"]).to_text()).unwrap();
    store.set("deskovna.game.camelot", "x").unwrap();
    store.set("deskovna.game.drake.1", "not a slot: slot 1 has no number").unwrap();
    let lib = Library::new(&store);
    assert_eq!(lib.slots(GameKind::Drake), [drake(1), drake(4)]);
    assert_eq!(lib.free_slot(GameKind::Drake), drake(2));
    assert_eq!(lib.open(drake(4)), Saved::Game(record(&["@a1"])));
}

#[test]
fn a_shared_game_never_replaces_another_game() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    lib.save(drake(1), &record(&["@b1", "@c4", "@b2"])).unwrap();
    // Another game: a new slot, the first one untouched.
    assert_eq!(lib.place(&record(&["@a1"])), drake(2));
    // The same game with a move more (a reply sent back by link): it continues slot 1.
    assert_eq!(lib.place(&record(&["@b1", "@c4", "@b2", "@c3"])), drake(1));
    // The same game exactly: slot 1 again (no copy).
    assert_eq!(lib.place(&record(&["@b1", "@c4", "@b2"])), drake(1));
    // An earlier point of it would lose moves: a new slot.
    assert_eq!(lib.place(&record(&["@b1"])), drake(2));
    // Of two saved games that the opened one continues, the longer one takes it.
    lib.save(drake(2), &record(&["@b1", "@c4"])).unwrap();
    assert_eq!(lib.place(&record(&["@b1", "@c4", "@b2", "@c3", "@a1"])), drake(1));
    // A game of no moves continues none of them.
    assert_eq!(lib.place(&record(&[])), drake(3));
}

#[test]
fn an_unreadable_save_is_set_aside_not_deleted() {
    let store = MemoryStore::default();
    store.set("deskovna.game.drake", "deskovna drake\nstart nonsense\nmoves\n").unwrap();
    store.set("deskovna.unreadable.drake.1", "an earlier one, kept").unwrap();
    let lib = Library::new(&store);
    let Saved::Unreadable(u) = lib.open(drake(1)) else { panic!("unreadable") };
    assert_eq!(u.error.line, 2);
    assert_eq!(u.set_aside.as_deref(), Some("deskovna.unreadable.drake.2"));
    assert_eq!(store.get("deskovna.unreadable.drake.1").as_deref(), Some("an earlier one, kept"));
    assert!(store.get("deskovna.unreadable.drake.2").unwrap().contains("nonsense"));
    assert_eq!(lib.open(drake(1)), Saved::Empty, "its slot is free again");
}

#[test]
fn an_unreadable_save_too_big_to_copy_stays_where_it_is() {
    let big = format!("deskovna drake\nstart {}\nmoves\n", "x".repeat(5000));
    let store = MemoryStore::with_quota(8000);
    store.set("deskovna.game.drake", &big).unwrap();
    let lib = Library::new(&store);
    let Saved::Unreadable(u) = lib.open(drake(1)) else { panic!("unreadable") };
    assert_eq!(u.set_aside, None, "no room for a copy");
    assert_eq!(store.get("deskovna.game.drake"), Some(big), "the save is still there");
    assert_eq!(lib.free_slot(GameKind::Drake), drake(2), "and its slot is not reused");
}

#[test]
fn full_storage_refuses_a_save_and_keeps_the_last_one() {
    let store = MemoryStore::with_quota(200);
    let lib = Library::new(&store);
    lib.save(drake(1), &record(&["@b1"])).unwrap();
    let long: Vec<String> = (0..40).map(|_| "@b1".to_string()).collect();
    let long_game = Record { moves: long, ..record(&[]) };
    assert_eq!(lib.save(drake(1), &long_game), Err(Full));
    assert_eq!(lib.open(drake(1)), Saved::Game(record(&["@b1"])), "the last good save is kept");
}

#[test]
fn the_slot_shown_last_is_remembered() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    assert_eq!(lib.current(GameKind::Drake), drake(1));
    lib.save(drake(2), &record(&["@b1"])).unwrap();
    lib.remember(drake(2));
    assert_eq!(lib.current(GameKind::Drake), drake(2));
    lib.delete(drake(2));
    assert_eq!(lib.current(GameKind::Drake), drake(1), "a deleted slot is not shown");
}

#[test]
fn each_game_remembers_how_its_board_is_turned() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    assert_eq!(lib.flipped(drake(1)), None);
    lib.set_flipped(drake(2), true);
    lib.set_flipped(drake(1), false);
    assert_eq!((lib.flipped(drake(1)), lib.flipped(drake(2))), (Some(false), Some(true)));
    lib.delete(drake(2));
    assert_eq!(lib.flipped(drake(2)), None, "a deleted game forgets it");
    assert_eq!(lib.slots(GameKind::Drake), [], "the view key is no slot");
}
