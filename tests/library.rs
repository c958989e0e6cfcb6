//! The saved games: nothing a player made is lost or overwritten — by a shared link, an
//! import, an unreadable save or full storage.

use deskovna::app::library::{Library, MemoryStore, Restore, SaveError, Saved, Slot, Store};
use deskovna::app::record::Record;
use deskovna::app::record::MAX_BYTES;
use deskovna::game::{Lang, Refusal};
use deskovna::games::GameKind;

mod saved_common;

use saved_common::record;

use saved_common::drake;

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

/// Where `record`, opened, goes.
fn place(lib: &Library, record: Record) -> Slot {
    lib.place(record.opened().expect("the game opens")).slot
}

#[test]
fn a_shared_game_never_replaces_another_game() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    lib.save(drake(1), &record(&["@b1", "@c4", "@b2"])).unwrap();
    // Another game: a new slot, the first one untouched.
    assert_eq!(place(&lib, record(&["@a1"])), drake(2));
    // The same game with a move more (a reply sent back by link): it continues slot 1.
    let reply = lib.place(record(&["@b1", "@c4", "@b2", "@c3"]).opened().unwrap());
    assert_eq!((reply.slot, reply.continued), (drake(1), true));
    assert_eq!(reply.loaded.record, record(&["@b1", "@c4", "@b2", "@c3"]));
    // The same game exactly: slot 1 again (no copy).
    assert_eq!(place(&lib, record(&["@b1", "@c4", "@b2"])), drake(1));
    // An earlier point of it would lose moves: a new slot.
    let earlier = lib.place(record(&["@b1"]).opened().unwrap());
    assert_eq!((earlier.slot, earlier.continued), (drake(2), false));
    // Of two saved games that the opened one continues, the longer one takes it.
    lib.save(drake(2), &record(&["@b1", "@c4"])).unwrap();
    assert_eq!(place(&lib, record(&["@b1", "@c4", "@b2", "@c3", "@a1"])), drake(1));
    // A game of no moves continues none of them.
    assert_eq!(place(&lib, record(&[])), drake(3));
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
    assert_eq!(lib.save(drake(1), &long_game), Err(SaveError::Full));
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

/// A Camelot game whose saved text is about `comment_bytes` long: one move with a long comment
/// per 500 characters (a comment holds at most 500).
fn annotated_camelot(comments: usize) -> Record {
    let text = format!(
        "deskovna camelot\nstart {}\nmoves E6-E7 E11-E10\ntree 1. E6-E7 {{{}}} E11-E10\n",
        deskovna::view::registry::default_start(GameKind::Camelot),
        "w".repeat(comments.min(500))
    );
    Record::read(&text).unwrap()
}

#[test]
fn a_game_too_long_to_read_back_is_refused_before_anything_is_replaced() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    let small = annotated_camelot(10);
    lib.save(Slot::first(GameKind::Camelot), &small).unwrap();
    let before = store.get("deskovna.game.camelot");
    // The same game with a start position padded past the limit: its text would not read.
    let huge = Record { start: format!("{}{}", small.start, " ".repeat(MAX_BYTES)), ..small.clone() };
    let Err(SaveError::TooLarge(bytes)) = lib.save(Slot::first(GameKind::Camelot), &huge) else { panic!("refused") };
    assert!(bytes > MAX_BYTES);
    assert_eq!(store.get("deskovna.game.camelot"), before, "the saved copy is untouched");
    let said = SaveError::TooLarge(bytes).render(Lang::En);
    assert!(said.contains("at most 128 KB"), "the limit in words: {said}");
    assert!(SaveError::TooLarge(bytes).render(Lang::Cs).contains("nejvýše 128 KB"));
}

/// A store that gives back something else than it was given (a browser extension, a bug).
struct Mangling(MemoryStore);

impl Store for Mangling {
    fn get(&self, key: &str) -> Option<String> {
        self.0.get(key).map(|v| if v.contains("E11-E10") { v.replace("E11-E10", "E11-E9") } else { v })
    }
    fn set(&self, key: &str, value: &str) -> Result<(), deskovna::app::library::Full> {
        self.0.set(key, value)
    }
    fn remove(&self, key: &str) {
        self.0.remove(key)
    }
    fn keys(&self) -> Vec<String> {
        self.0.keys()
    }
}

#[test]
fn a_save_that_does_not_read_back_puts_the_old_copy_back() {
    let store = Mangling(MemoryStore::default());
    let lib = Library::new(&store);
    let first = record(&["@b1"]);
    lib.save(drake(1), &first).unwrap();
    let camelot = annotated_camelot(5);
    let slot = Slot::first(GameKind::Camelot);
    lib.save(slot, &Record { tree: None, moves: vec!["E6-E7".into()], ..camelot.clone() }).unwrap();
    let kept = store.0.get(&slot.key());
    assert_eq!(lib.save(slot, &camelot), Err(SaveError::NotReadBack));
    assert_eq!(store.0.get(&slot.key()), kept, "the copy saved before is back");
    assert_eq!(lib.open(drake(1)), Saved::Game(first));
}

#[test]
fn set_aside_saves_are_listed_restored_once_they_read_and_deleted_on_request() {
    let store = MemoryStore::default();
    let good = record(&["@b1", "@c4"]).to_text();
    store.set("deskovna.unreadable.drake.1", &good).unwrap();
    store.set("deskovna.unreadable.drake.2", "deskovna drake\nstart nonsense\n").unwrap();
    store.set("deskovna.unreadable.chess.1", "not a game of ours").unwrap();
    store.set("deskovna.game.drake", &record(&["@a1"]).to_text()).unwrap();
    let lib = Library::new(&store);
    let aside = lib.set_aside();
    let keys: Vec<&str> = aside.iter().map(|a| a.key.as_str()).collect();
    assert_eq!(keys, ["deskovna.unreadable.drake.1", "deskovna.unreadable.drake.2"]);
    assert_eq!(aside[0].text, good, "its text, to export");
    assert_eq!(
        (lib.set_aside_count(GameKind::Drake), lib.set_aside_count(GameKind::Camelot)),
        (2, 0),
        "the page's line"
    );
    // One that reads goes into a slot of its own; the saved game stays.
    assert_eq!(lib.restore("deskovna.unreadable.drake.1"), Ok(drake(2)));
    assert_eq!(lib.open(drake(2)), Saved::Game(record(&["@b1", "@c4"])));
    assert_eq!(lib.open(drake(1)), Saved::Game(record(&["@a1"])));
    assert_eq!(store.get("deskovna.unreadable.drake.1"), None, "gone once restored");
    assert_eq!(lib.set_aside_count(GameKind::Drake), 1);
    // One that does not read stays set aside, and says why.
    let Err(Restore::Unreadable(e)) = lib.restore("deskovna.unreadable.drake.2") else { panic!("unreadable") };
    assert_eq!(e.line, 2);
    assert!(store.get("deskovna.unreadable.drake.2").is_some());
    assert_eq!(lib.restore("deskovna.unreadable.drake.1"), Err(Restore::Gone));
    lib.discard("deskovna.unreadable.drake.2");
    lib.discard("deskovna.game.drake");
    assert_eq!(lib.set_aside(), []);
    assert!(store.get("deskovna.game.drake").is_some(), "discard deletes set-aside saves only");
}

#[test]
fn a_restored_save_that_does_not_fit_stays_set_aside() {
    let good = record(&["@b1", "@c4"]).to_text();
    let store = MemoryStore::with_quota(good.len() + 40);
    store.set("deskovna.unreadable.drake.1", &good).unwrap();
    let lib = Library::new(&store);
    assert_eq!(lib.restore("deskovna.unreadable.drake.1"), Err(Restore::Save(SaveError::Full)));
    assert_eq!(store.get("deskovna.unreadable.drake.1"), Some(good));
}

/// A saved game of The Drake with a tree.
fn annotated(moves: &str, tree: &str) -> String {
    format!("deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves {moves}\ntree {tree}\n")
}

#[test]
fn a_reply_by_link_keeps_the_variations_and_comments_of_the_game_it_continues() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    store.set(&drake(1).key(), &annotated("@b1 @c4", "{my plan} @b1 (@a1 {a thought}) @c4 !?")).unwrap();
    // The friend's reply carries the line alone, a move more.
    let reply = lib.place(record(&["@b1", "@c4", "@b2"]).opened().unwrap());
    assert_eq!((reply.slot, reply.continued), (drake(1), true));
    let kept = &reply.loaded.record;
    assert_eq!(kept.moves, ["@b1", "@c4", "@b2"]);
    let text = kept.to_text();
    assert!(text.contains("tree {my plan} 1. @b1 (1. @a1 {a thought}) 1... @c4 !? 2. @b2"), "{text}");
    // The board is the reply's, every move of the merged tree checked.
    assert_eq!(reply.loaded.table.history(), ["@b1", "@c4", "@b2"]);
    assert_eq!(reply.loaded.tree.main_moves(), ["@b1", "@c4", "@b2"]);
    // A reply with a variation of its own: both kept.
    let theirs = Record::read(&annotated("@b1 @c4 @b2", "@b1 @c4 (@d4 {why not}) @b2")).unwrap();
    let both = lib.place(theirs.opened().unwrap());
    assert_eq!(both.slot, drake(1));
    let text = both.loaded.record.to_text();
    assert!(text.contains("(1. @a1 {a thought})") && text.contains("(1... @d4 {why not})"), "{text}");
}

#[test]
fn a_game_that_says_otherwise_of_a_move_goes_to_a_slot_of_its_own() {
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    let mine = annotated("@b1 @c4", "@b1 {mine} @c4");
    store.set(&drake(1).key(), &mine).unwrap();
    // Another comment on the same move: which to keep would need asking.
    let other = Record::read(&annotated("@b1 @c4 @b2", "@b1 {theirs} @c4 @b2")).unwrap();
    let placed = lib.place(other.clone().opened().unwrap());
    assert_eq!((placed.slot, placed.continued), (drake(2), false));
    assert_eq!(placed.loaded.record, other);
    // Another glyph likewise; the same comment and glyph are one.
    store.set(&drake(1).key(), &annotated("@b1 @c4", "@b1 ! @c4")).unwrap();
    assert_eq!(place(&lib, Record::read(&annotated("@b1 @c4 @b2", "@b1 ? @c4 @b2")).unwrap()), drake(2));
    assert_eq!(place(&lib, Record::read(&annotated("@b1 @c4 @b2", "@b1 ! @c4 @b2")).unwrap()), drake(1));
    // The saved game is never touched by placing.
    assert_eq!(store.get(&drake(1).key()).unwrap(), annotated("@b1 @c4", "@b1 ! @c4"));
}

#[test]
fn moves_taken_back_at_the_end_stay_after_the_replys_line() {
    // The saved game's line goes on past its end (moves taken back, kept for Redo); the reply
    // plays another move there: the reply's is the line, the taken-back one a variation.
    let store = MemoryStore::default();
    let lib = Library::new(&store);
    store.set(&drake(1).key(), &annotated("@b1 @c4", "@b1 @c4 @b2")).unwrap();
    let placed = lib.place(record(&["@b1", "@c4", "@a1"]).opened().unwrap());
    assert_eq!(placed.slot, drake(1));
    assert_eq!(placed.loaded.tree.main_moves(), ["@b1", "@c4", "@a1"]);
    let text = placed.loaded.record.to_text();
    assert!(text.contains("2. @a1 (2. @b2)"), "{text}");
}
