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
//! - What is written must read back: a game whose text would pass [`MAX_BYTES`] is refused
//!   before anything is replaced, and a write is read back before the old copy goes (the old
//!   copy is put back otherwise).
//! - Set-aside saves are listed, and can be restored into a slot of their own once they read
//!   (a later version may read what an earlier one could not), or deleted when the player asks.

use super::record::{Flaw, Loaded, Record, RecordError, MAX_BYTES};
use super::tree::Tree;
use crate::game::sorted::sorted_unique;
use crate::game::{Refusal, Text};
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

/// Why a game was not saved. In every case the copy saved before is still there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Storage refused it (its quota is reached, or it is switched off).
    Full,
    /// Its text would be this many bytes: more than a saved game may be ([`MAX_BYTES`]).
    TooLarge(usize),
    /// Storage gave back something else than was written (the old copy was put back).
    NotReadBack,
}

impl From<Full> for SaveError {
    fn from(_: Full) -> SaveError {
        SaveError::Full
    }
}

const SAVE_FULL: Text = crate::text!(
    "This game could not be saved: the browser's storage is full. It stays open here; export it to keep it.",
    "Tuto hru nešlo uložit: úložiště prohlížeče je plné. Zůstává tu otevřená; exportujte ji, ať ji neztratíte."
);
const SAVE_TOO_LARGE: Text = crate::text!(
    "This would make the saved game {0} KB long; a saved game is at most {1} KB, so nothing was changed.",
    "Uložená hra by tím měla {0} KB; uložená hra má nejvýše {1} KB, proto se nic nezměnilo."
);
const SAVE_NOT_READ_BACK: Text = crate::text!("The browser's storage did not give back what was saved, so the copy saved before is kept. Export the game to keep it.", "Úložiště prohlížeče nevrátilo, co se uložilo, proto zůstává dřívější uložená kopie. Hru exportujte, ať ji neztratíte.");

impl Refusal for SaveError {
    fn text(&self) -> &'static Text {
        match self {
            SaveError::Full => &SAVE_FULL,
            SaveError::TooLarge(_) => &SAVE_TOO_LARGE,
            SaveError::NotReadBack => &SAVE_NOT_READ_BACK,
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            SaveError::TooLarge(bytes) => vec![bytes.div_ceil(1024).to_string(), (MAX_BYTES / 1024).to_string()],
            _ => Vec::new(),
        }
    }
}

/// Writes `value` under `key` so that it reads back: the old value goes only once the new one
/// is there as written, and is put back otherwise.
pub fn replace(store: &dyn Store, key: &str, value: &str) -> Result<(), SaveError> {
    let old = store.get(key);
    store.set(key, value)?;
    if store.get(key).as_deref() == Some(value) {
        return Ok(());
    }
    match old {
        Some(old) => drop(store.set(key, &old)),
        None => store.remove(key),
    }
    Err(SaveError::NotReadBack)
}

/// The text a game is saved as, once it is known to read back as the same game and to fit.
pub fn saved_text(record: &Record) -> Result<String, SaveError> {
    let text = record.to_text();
    if text.len() > MAX_BYTES {
        return Err(SaveError::TooLarge(text.len()));
    }
    match Record::read(&text) {
        Ok(read) if read.to_text() == text => Ok(text),
        _ => Err(SaveError::NotReadBack),
    }
}

/// Where a game opened from a link or an import goes: see [`Library::place`].
pub struct Placed {
    pub slot: Slot,
    /// The game to keep there: the one opened, or the saved game it continues merged with it.
    pub loaded: Loaded,
    /// It continues (or repeats) the game the slot holds.
    pub continued: bool,
}

/// The saved game's tree `mine` with the opened game's added, opened again (every move
/// checked) and known to be saved; None when the two cannot be one game.
fn merged(mine: &Tree, opened: &Loaded) -> Option<Loaded> {
    let tree = mine.merged(&opened.tree)?;
    let record = Record { tree: Some(tree), ..opened.record.clone() };
    saved_text(&record).ok()?;
    record.opened().ok()
}

/// A saved game set aside because it did not read: where it is kept and what it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Aside {
    pub key: String,
    pub kind: GameKind,
    pub text: String,
}

const ASIDE_PREFIX: &str = "deskovna.unreadable.";

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

/// What a slot holds, its game opened (checked once: a large tree takes a while).
pub enum Opened {
    Empty,
    Game(Box<Loaded>),
    Unreadable(Unreadable),
}

/// The key that remembers how the board of a saved game is turned.
fn view_key(slot: Slot) -> String {
    format!("deskovna.view.{}.{}", slot.kind.id(), slot.number)
}

fn clock_key(slot: Slot) -> String {
    format!("deskovna.clock.{}.{}", slot.kind.id(), slot.number)
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
        match self.load(slot) {
            Opened::Empty => Saved::Empty,
            Opened::Game(loaded) => Saved::Game(loaded.record),
            Opened::Unreadable(u) => Saved::Unreadable(u),
        }
    }

    /// Reads a slot and opens its game (see [`Library::open`]).
    pub fn load(&self, slot: Slot) -> Opened {
        let Some(text) = self.store.get(&slot.key()) else { return Opened::Empty };
        let read =
            Record::load_game(&text).and_then(|l| if l.record.kind == slot.kind { Ok(l) } else { Err(wrong_kind()) });
        match read {
            Ok(loaded) => Opened::Game(Box::new(loaded)),
            Err(error) => {
                let aside = self.unreadable_key(slot.kind);
                let set_aside = self.store.set(&aside, &text).ok().map(|()| {
                    self.store.remove(&slot.key());
                    aside
                });
                Opened::Unreadable(Unreadable { error, set_aside })
            }
        }
    }

    /// The record in a slot as written, not replayed (the tests' look at what was saved; a
    /// list counts moves with [`Library::moves`]).
    #[cfg(test)]
    pub fn peek(&self, slot: Slot) -> Option<Record> {
        Record::read(&self.store.get(&slot.key())?).ok()
    }

    /// How many moves the game in a slot has, as written (see [`Record::moves_in`]); 0 when
    /// the slot is empty or holds no record.
    pub fn moves(&self, slot: Slot) -> usize {
        self.store.get(&slot.key()).and_then(|text| Record::moves_in(&text)).unwrap_or(0)
    }

    fn unreadable_key(&self, kind: GameKind) -> String {
        let keys = self.store.keys();
        (1..).map(|n| format!("deskovna.unreadable.{}.{n}", kind.id())).find(|k| !keys.contains(k)).unwrap_or_default()
    }

    /// Saves `record` in `slot`; refused before anything is replaced when its text would not
    /// read back (too long), and the old copy kept when storage does not give it back.
    pub fn save(&self, slot: Slot, record: &Record) -> Result<(), SaveError> {
        self.write(slot, &saved_text(record)?)
    }

    /// Writes a saved game's text (from [`saved_text`]) in `slot`.
    pub fn write(&self, slot: Slot, text: &str) -> Result<(), SaveError> {
        replace(self.store, &slot.key(), text)
    }

    /// The text saved in `slot`, as it is in storage now.
    pub fn text(&self, slot: Slot) -> Option<String> {
        self.store.get(&slot.key())
    }

    /// The saves set aside as unreadable, of every game, in order.
    pub fn set_aside(&self) -> Vec<Aside> {
        let mut keys: Vec<(GameKind, u32, String)> = self.set_aside_keys().collect();
        // Keys are unique: an unstable sort gives the same order.
        keys.sort_unstable();
        keys.into_iter().filter_map(|(kind, _, key)| Some(Aside { text: self.store.get(&key)?, key, kind })).collect()
    }

    /// How many saves of `kind` are set aside (the page's line; neither read nor sorted).
    pub fn set_aside_count(&self, kind: GameKind) -> usize {
        self.set_aside_keys().filter(|(k, _, _)| *k == kind).count()
    }

    fn set_aside_keys(&self) -> impl Iterator<Item = (GameKind, u32, String)> {
        self.store.keys().into_iter().filter_map(|key| {
            let (id, n) = key.strip_prefix(ASIDE_PREFIX)?.split_once('.')?;
            Some((GameKind::from_id(id)?, n.parse().ok()?, key.clone()))
        })
    }

    /// Puts a set-aside save back as a saved game of its own, if it reads now; the set-aside
    /// copy goes only once the game is saved.
    pub fn restore(&self, key: &str) -> Result<Slot, Restore> {
        let aside = self.set_aside().into_iter().find(|a| a.key == key).ok_or(Restore::Gone)?;
        let (record, _) = Record::load(&aside.text).map_err(Restore::Unreadable)?;
        if record.kind != aside.kind {
            return Err(Restore::Unreadable(wrong_kind()));
        }
        let slot = self.free_slot(record.kind);
        self.save(slot, &record).map_err(Restore::Save)?;
        self.store.remove(key);
        Ok(slot)
    }

    /// Deletes a set-aside save (the player asked for it).
    pub fn discard(&self, key: &str) {
        if key.starts_with(ASIDE_PREFIX) {
            self.store.remove(key);
        }
    }

    /// Deletes a saved game (the player asked for it).
    pub fn delete(&self, slot: Slot) {
        self.store.remove(&slot.key());
        self.store.remove(&view_key(slot));
        self.store.remove(&clock_key(slot));
    }

    /// Where a game opened from a link or an import goes (nothing changes yet): the slot whose
    /// game it continues or repeats, or a free one. Never a slot whose game would lose
    /// anything: a saved game with variations, comments or glyphs of its own is continued with
    /// them (the two trees merged, `Tree::merged`); when the two say different things of one
    /// move, or the two together would not be saved, the opened game goes to a free slot.
    pub fn place(&self, loaded: Loaded) -> Placed {
        let record = &loaded.record;
        // Of the saved games it continues, the longest; with what the saved one says besides
        // its line, when it says more (then opened again: every move checked).
        let mut best: Option<(usize, Slot, Option<Loaded>)> = None;
        for slot in self.slots(record.kind) {
            let Some(text) = self.store.get(&slot.key()) else { continue };
            if best.as_ref().is_some_and(|(len, ..)| *len >= text.len()) {
                continue;
            }
            let Ok(saved) = Record::read(&text) else { continue };
            if saved.start != record.start || !record.moves.starts_with(&saved.moves) {
                continue;
            }
            let merged = match saved.annotated() {
                None => None,
                Some(mine) => match merged(mine, &loaded) {
                    Some(merged) => Some(merged),
                    None => continue,
                },
            };
            best = Some((text.len(), slot, merged));
        }
        match best {
            Some((_, slot, merged)) => Placed { slot, loaded: merged.unwrap_or(loaded), continued: true },
            None => Placed { slot: self.free_slot(record.kind), loaded, continued: false },
        }
    }

    /// Whether the board of the game in `slot` is shown turned (the player's choice, kept per
    /// game).
    pub fn flipped(&self, slot: Slot) -> Option<bool> {
        self.store.get(&view_key(slot)).map(|v| v == "flipped")
    }

    pub fn set_flipped(&self, slot: Slot, flipped: bool) {
        let _ = self.store.set(&view_key(slot), if flipped { "flipped" } else { "upright" });
    }

    /// The clock of the game in `slot`, as `Clock::to_text` wrote it (kept beside the game, as
    /// its board's turn is, so that the game's text and every reader of it stay as they are).
    pub fn clock(&self, slot: Slot) -> Option<String> {
        self.store.get(&clock_key(slot))
    }

    /// Keeps the clock of the game in `slot`; `None`: the game has none.
    pub fn set_clock(&self, slot: Slot, clock: Option<&str>) {
        match clock {
            Some(text) => drop(self.store.set(&clock_key(slot), text)),
            None => self.store.remove(&clock_key(slot)),
        }
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

/// Why a set-aside save was not restored.
#[derive(Clone, Debug, PartialEq)]
pub enum Restore {
    /// It is no longer there (another tab restored or deleted it).
    Gone,
    /// It still does not read.
    Unreadable(RecordError<Flaw>),
    /// It reads, but could not be saved.
    Save(SaveError),
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
