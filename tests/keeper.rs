//! Two tabs on the same saved game never silently undo each other: each tab's keeper saves only
//! over what it last saw, and follows or sets apart what another tab wrote.

use deskovna::app::keeper::{Elsewhere, Keeper, Kept};
use deskovna::app::library::{Library, MemoryStore, Saved, Store};
use deskovna::app::record::Record;

mod saved_common;

use saved_common::{record, START};

use saved_common::drake as slot;

/// Two tabs opening slot 1 of a store that holds `moves` there.
fn two_tabs(store: &MemoryStore, moves: &[&str]) -> (Keeper, Keeper) {
    let lib = Library::new(store);
    lib.save(slot(1), &record(moves)).unwrap();
    (Keeper::open(&lib, slot(1)).0, Keeper::open(&lib, slot(1)).0)
}

#[test]
fn a_tab_follows_the_game_another_tab_continued() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    let (mut a, mut b) = two_tabs(&store, &["@b1"]);
    assert_eq!(a.save(&lib, &record(&["@b1", "@c4"])), Ok(Kept::Here));
    let written = store.get(&slot(1).key()).unwrap();
    // B hears of it (the storage event) and follows: A's move is not lost.
    let heard = b.changed(&lib, &slot(1).key(), Some(&written), &record(&["@b1"]));
    assert_eq!(heard, Elsewhere::Follow(record(&["@b1", "@c4"])));
    // B plays on from there: its save goes over A's, which it has seen.
    assert_eq!(b.save(&lib, &record(&["@b1", "@c4", "@b2"])), Ok(Kept::Here));
    assert_eq!(lib.open(slot(1)), Saved::Game(record(&["@b1", "@c4", "@b2"])));
    // Hearing its own kind of news about another key changes nothing.
    assert_eq!(a.changed(&lib, "deskovna.prefs", Some("x"), &record(&["@b1", "@c4"])), Elsewhere::Nothing);
}

#[test]
fn a_save_never_writes_over_a_move_made_in_another_tab() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    let (mut a, mut b) = two_tabs(&store, &["@b1"]);
    // Both move before hearing of each other.
    assert_eq!(a.save(&lib, &record(&["@b1", "@c4"])), Ok(Kept::Here));
    assert_eq!(b.save(&lib, &record(&["@b1", "@a4"])), Ok(Kept::Moved(slot(2))), "B's game goes to a new slot");
    assert_eq!(b.slot(), slot(2));
    assert_eq!(lib.open(slot(1)), Saved::Game(record(&["@b1", "@c4"])), "A's move is still there");
    assert_eq!(lib.open(slot(2)), Saved::Game(record(&["@b1", "@a4"])));
    // A hears of slot 2, which is not its game: nothing to do.
    let written = store.get(&slot(2).key());
    assert_eq!(a.changed(&lib, &slot(2).key(), written.as_deref(), &record(&["@b1", "@c4"])), Elsewhere::Nothing);
    // B goes on in its own slot.
    assert_eq!(b.save(&lib, &record(&["@b1", "@a4", "@b2"])), Ok(Kept::Here));
}

#[test]
fn a_game_written_over_by_another_tab_is_kept_in_a_slot_of_its_own() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    let (mut a, _) = two_tabs(&store, &["@b1", "@c4"]);
    // Another tab (an older version, or a race) wrote a game that does not continue A's.
    let theirs = record(&["@a1"]).to_text();
    store.set(&slot(1).key(), &theirs).unwrap();
    let heard = a.changed(&lib, &slot(1).key(), Some(&theirs), &record(&["@b1", "@c4"]));
    assert_eq!(heard, Elsewhere::Moved(slot(2)));
    assert_eq!(lib.open(slot(1)), Saved::Game(record(&["@a1"])), "theirs stays");
    assert_eq!(lib.open(slot(2)), Saved::Game(record(&["@b1", "@c4"])), "ours is kept");
    // So is one that does not read.
    let (mut c, _) = two_tabs(&MemoryStore::default(), &["@b1"]);
    let other = MemoryStore::default();
    let lib2 = Library::new(&other);
    other.set(&slot(1).key(), "garbage").unwrap();
    assert_eq!(c.changed(&lib2, &slot(1).key(), Some("garbage"), &record(&["@b1"])), Elsewhere::Moved(slot(2)));
}

#[test]
fn a_comment_made_here_is_not_lost_by_following_another_tab() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    let (mut a, mut b) = two_tabs(&store, &["@b1"]);
    let commented = Record::read(&format!("deskovna drake\nstart {START}\nmoves @b1\ntree 1. @b1 {{mine}}\n")).unwrap();
    assert_eq!(a.save(&lib, &commented), Ok(Kept::Here));
    // B moved without the comment (it had not heard of it yet): A must not follow B.
    store.set(&slot(1).key(), &record(&["@b1", "@c4"]).to_text()).unwrap();
    let theirs = store.get(&slot(1).key()).unwrap();
    assert_eq!(a.changed(&lib, &slot(1).key(), Some(&theirs), &commented), Elsewhere::Moved(slot(2)));
    // The other way round, B follows A's commented game, which holds all of B's.
    let heard = b.changed(&lib, &slot(2).key(), store.get(&slot(2).key()).as_deref(), &record(&["@b1"]));
    assert_eq!(heard, Elsewhere::Nothing, "B keeps slot 1");
}

#[test]
fn seats_not_named_are_people() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    let (mut a, mut b) = two_tabs(&store, &[]);
    a.save(&lib, &record(&["@b1"])).unwrap();
    // The page's own record names every seat; the saved text names none when people play.
    let people = Record { seats: vec![deskovna::app::seats::Player::Human; 2], ..record(&[]) };
    let heard = b.changed(&lib, &slot(1).key(), store.get(&slot(1).key()).as_deref(), &people);
    assert_eq!(heard, Elsewhere::Follow(record(&["@b1"])));
}

#[test]
fn a_game_deleted_in_another_tab_stays_open_and_is_saved_again() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    let (mut a, _) = two_tabs(&store, &["@b1"]);
    lib.delete(slot(1));
    assert_eq!(a.changed(&lib, &slot(1).key(), None, &record(&["@b1"])), Elsewhere::Deleted);
    assert_eq!(a.save(&lib, &record(&["@b1", "@c4"])), Ok(Kept::Here));
    assert_eq!(lib.open(slot(1)), Saved::Game(record(&["@b1", "@c4"])));
}
