//! The saved games: several per game kind, each in its own numbered slot, so that nothing a
//! player made is ever overwritten without asking.
//!
//! - Slot 1 of a kind is `deskovna.game.<kind>` (where saves have always been); slot n > 1 is
//!   `deskovna.game.<kind>.<n>`.
//! - A shared or imported game goes into the slot whose game it continues (same start, the
//!   saved moves are the first moves of the opened game, so nothing is lost), or into a new
//!   slot — never over another game.
//! - A save that does not read is set aside under `deskovna.unreadable.<kind>.<n>` before its
//!   slot is used again; when even that does not fit in storage, the save stays where it is and
//!   its slot is left alone.
//! - A save that does not fit (full storage) is reported: the page keeps the game in memory and
//!   offers to export it.

use super::record::{Flaw, Record, RecordError};
use crate::game::sorted::sorted_unique;
use crate::games::GameKind;

/// Where saved data lives (localStorage in the browser, a map in tests).
pub trait Store {
    fn get(&self, key: &str) -> Option<String>;
    /// Stores `value`; `Err(Full)` when storage refuses it (its quota is reached, or it is off).
    fn set(&self, key: &str, value: &str) -> Result<(), Full>;
    fn remove(&self, key: &str);
    fn keys(&self) -> Vec<String>;
}

/// Storage refused to keep something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Full;

/// A slot: the kind of game and its number (1, 2, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Slot {
    pub kind: GameKind,
    pub number: u32,
}

impl Slot {
    pub fn first(kind: GameKind) -> Slot {
        Slot { kind, number: 1 }
    }

    pub fn key(self) -> String {
        match self.number {
            1 => format!("deskovna.game.{}", self.kind.id()),
            n => format!("deskovna.game.{}.{n}", self.kind.id()),
        }
    }

    fn from_key(key: &str) -> Option<Slot> {
        let rest = key.strip_prefix("deskovna.game.")?;
        let (id, number) = match rest.split_once('.') {
            Some((id, n)) => (id, n.parse().ok().filter(|&n: &u32| n > 1)?),
            None => (rest, 1),
        };
        Some(Slot { kind: GameKind::from_id(id)?, number })
    }
}

/// A saved game that does not read.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    /// Why (the record's error, for the player).
    pub error: RecordError<Flaw>,
    /// Where the text was set aside, or `None` when there was no room: it then stays in its slot.
    pub set_aside: Option<String>,
}

/// What a slot holds.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    Empty,
    Game(Record),
    Unreadable(Unreadable),
}

/// The key that remembers how the board of a saved game is turned.
fn view_key(slot: Slot) -> String {
    format!("deskovna.view.{}.{}", slot.kind.id(), slot.number)
}

/// The key that remembers which slot of a kind was shown last.
fn current_key(kind: GameKind) -> String {
    format!("deskovna.current.{}", kind.id())
}

pub struct Library<'a> {
    store: &'a dyn Store,
}

impl<'a> Library<'a> {
    pub fn new(store: &'a dyn Store) -> Library<'a> {
        Library { store }
    }

    /// The slots of `kind` that hold something, in order.
    pub fn slots(&self, kind: GameKind) -> Vec<Slot> {
        sorted_unique(self.store.keys().iter().filter_map(|k| Slot::from_key(k)).filter(|s| s.kind == kind))
    }

    /// The first slot of `kind` that holds nothing.
    pub fn free_slot(&self, kind: GameKind) -> Slot {
        let taken = self.slots(kind);
        (1..).map(|number| Slot { kind, number }).find(|s| !taken.contains(s)).unwrap_or(Slot::first(kind))
    }

    /// Reads a slot. An unreadable save is set aside (and its slot emptied) when storage has
    /// room for the copy; otherwise it stays where it is.
    pub fn open(&self, slot: Slot) -> Saved {
        let Some(text) = self.store.get(&slot.key()) else { return Saved::Empty };
        let read = Record::load(&text).and_then(|(r, _)| if r.kind == slot.kind { Ok(r) } else { Err(wrong_kind()) });
        match read {
            Ok(record) => Saved::Game(record),
            Err(error) => {
                let aside = self.unreadable_key(slot.kind);
                let set_aside = self.store.set(&aside, &text).ok().map(|()| {
                    self.store.remove(&slot.key());
                    aside
                });
                Saved::Unreadable(Unreadable { error, set_aside })
            }
        }
    }

    /// The record in a slot as written, not replayed (for lists: cheap, may not open).
    pub fn peek(&self, slot: Slot) -> Option<Record> {
        Record::read(&self.store.get(&slot.key())?).ok()
    }

    fn unreadable_key(&self, kind: GameKind) -> String {
        let keys = self.store.keys();
        (1..).map(|n| format!("deskovna.unreadable.{}.{n}", kind.id())).find(|k| !keys.contains(k)).unwrap_or_default()
    }

    pub fn save(&self, slot: Slot, record: &Record) -> Result<(), Full> {
        self.store.set(&slot.key(), &record.to_text())
    }

    /// Deletes a saved game (the player asked for it).
    pub fn delete(&self, slot: Slot) {
        self.store.remove(&slot.key());
        self.store.remove(&view_key(slot));
    }

    /// The slot for a game opened from a link or an import: the slot whose game it continues
    /// or repeats, or a free one. Never a slot whose game would lose moves.
    pub fn place(&self, record: &Record) -> Slot {
        let holds = |slot: &Slot| match self.store.get(&slot.key()).and_then(|t| Record::read(&t).ok()) {
            Some(saved) => saved.start == record.start && record.moves.starts_with(&saved.moves),
            None => false,
        };
        self.slots(record.kind)
            .into_iter()
            .filter(holds)
            .max_by_key(|s| self.store.get(&s.key()).map_or(0, |t| t.len()))
            .unwrap_or_else(|| self.free_slot(record.kind))
    }

    /// Whether the board of the game in `slot` is shown turned (the player's choice, kept per
    /// game).
    pub fn flipped(&self, slot: Slot) -> Option<bool> {
        self.store.get(&view_key(slot)).map(|v| v == "flipped")
    }

    pub fn set_flipped(&self, slot: Slot, flipped: bool) {
        let _ = self.store.set(&view_key(slot), if flipped { "flipped" } else { "upright" });
    }

    /// The slot of `kind` shown last (slot 1 if none was remembered or it is gone).
    pub fn current(&self, kind: GameKind) -> Slot {
        let remembered =
            self.store.get(&current_key(kind)).and_then(|n| n.parse().ok()).map(|number| Slot { kind, number });
        remembered.filter(|s| self.store.get(&s.key()).is_some()).unwrap_or(Slot::first(kind))
    }

    pub fn remember(&self, slot: Slot) {
        let _ = self.store.set(&current_key(slot.kind), &slot.number.to_string());
    }
}

/// A slot of one kind holding a game of another: its header line is wrong for that slot.
fn wrong_kind() -> RecordError<Flaw> {
    RecordError { line: 1, reason: Flaw::Header }
}

/// A store in memory with a size limit, for tests (and for a browser with no storage at all).
#[derive(Default)]
pub struct MemoryStore {
    items: std::cell::RefCell<std::collections::BTreeMap<String, String>>,
    /// The most characters it holds (keys and values), like a browser's quota; 0: no limit.
    pub quota: usize,
}

impl MemoryStore {
    pub fn with_quota(quota: usize) -> MemoryStore {
        MemoryStore { quota, ..MemoryStore::default() }
    }

    fn used_without(&self, key: &str) -> usize {
        self.items.borrow().iter().filter(|(k, _)| *k != key).map(|(k, v)| k.len() + v.len()).sum()
    }
}

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Option<String> {
        self.items.borrow().get(key).cloned()
    }

    fn set(&self, key: &str, value: &str) -> Result<(), Full> {
        if self.quota > 0 && self.used_without(key) + key.len() + value.len() > self.quota {
            return Err(Full);
        }
        self.items.borrow_mut().insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&self, key: &str) {
        self.items.borrow_mut().remove(key);
    }

    fn keys(&self) -> Vec<String> {
        self.items.borrow().keys().cloned().collect()
    }
}
