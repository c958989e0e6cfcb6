//! The saved game a page shows, kept in step with its slot in storage when several tabs show
//! it: the keeper knows the text this page last read or wrote there, so that
//!
//! - a save never writes over a game another tab has changed since (compare, then write):
//!   this page's game then goes into a slot of its own, and the player is told where;
//! - a change another tab made (the browser's `storage` event) is followed when it continues
//!   this page's game, and otherwise this page's game is kept in a slot of its own.
//!
//! Two tabs never silently undo each other's moves.

use super::library::{saved_text, Library, SaveError, Saved, Slot};
use super::record::Record;
use super::seats::player;
use super::tree::Tree;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Keeper {
    slot: Slot,
    /// The slot's text as this page last read or wrote it (`None`: empty).
    known: Option<String>,
}

/// Where a save went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kept {
    /// In the page's slot.
    Here,
    /// Another tab had changed the page's slot: the game went to this new slot instead.
    Moved(Slot),
}

/// What another tab's change of storage means for this page.
#[derive(Clone, Debug, PartialEq)]
pub enum Elsewhere {
    /// Nothing (another key, or the text this page knows).
    Nothing,
    /// The game went on in another tab, continuing this page's game: show it as it is there.
    Follow(Record),
    /// Another tab wrote a game that does not continue this page's (or one that does not
    /// read): this page's game was saved in this slot of its own.
    Moved(Slot),
    /// Another tab deleted the game: this page keeps it open (a next save writes it again).
    Deleted,
}

impl Keeper {
    /// Keeps `slot`, whose text the page has just read (`known`).
    pub fn new(slot: Slot, known: Option<String>) -> Keeper {
        Keeper { slot, known }
    }

    /// Opens `slot` and keeps it.
    pub fn open(library: &Library, slot: Slot) -> (Keeper, Saved) {
        let saved = library.open(slot);
        (Keeper::new(slot, library.text(slot)), saved)
    }

    pub fn slot(&self) -> Slot {
        self.slot
    }

    /// Saves `record` in the page's slot, unless another tab has written there since this
    /// page last did: then in a new slot, which the page keeps from now on.
    pub fn save(&mut self, library: &Library, record: &Record) -> Result<Kept, SaveError> {
        let text = saved_text(record)?;
        let now = library.text(self.slot);
        let moved = now.is_some() && now != self.known && now.as_ref() != Some(&text);
        let slot = if moved { library.free_slot(self.slot.kind) } else { self.slot };
        library.write(slot, &text)?;
        self.slot = slot;
        self.known = Some(text);
        Ok(if moved { Kept::Moved(slot) } else { Kept::Here })
    }

    /// Another tab changed `key` to `value` (`None`: removed); `record` is this page's game.
    pub fn changed(&mut self, library: &Library, key: &str, value: Option<&str>, record: &Record) -> Elsewhere {
        if key != self.slot.key() || value == self.known.as_deref() {
            return Elsewhere::Nothing;
        }
        let Some(value) = value else {
            self.known = None;
            return Elsewhere::Deleted;
        };
        let theirs = Record::read(value).ok().filter(|r| r.kind == record.kind);
        if let Some(theirs) = theirs.filter(|t| continues(t, record)) {
            self.known = Some(value.to_string());
            return Elsewhere::Follow(theirs);
        }
        // Theirs stays where it is; ours goes to a slot of its own.
        let slot = library.free_slot(self.slot.kind);
        match saved_text(record).and_then(|text| library.write(slot, &text).map(|()| text)) {
            Ok(text) => {
                self.slot = slot;
                self.known = Some(text);
                Elsewhere::Moved(slot)
            }
            // No room: this page's game stays open here (its next save reports it).
            Err(_) => {
                self.known = Some(value.to_string());
                Elsewhere::Nothing
            }
        }
    }
}

/// Whether `theirs` holds all of `ours`: the same start and seats, our game's moves the first
/// of theirs, and every variation, comment and glyph of ours there too.
fn continues(theirs: &Record, ours: &Record) -> bool {
    // Seats not named are people (a saved game names them only when the computer plays).
    let seats = theirs.seats.len().max(ours.seats.len());
    let same_seats = (0..seats).all(|i| player(&theirs.seats, i) == player(&ours.seats, i));
    let same = theirs.start == ours.start && theirs.moves.starts_with(&ours.moves) && same_seats;
    same && match (&ours.tree, &theirs.tree) {
        (None, _) => true,
        (Some(mine), Some(their)) => their.holds(mine),
        (Some(mine), None) => Tree::from_line(&theirs.moves).is_ok_and(|t| t.holds(mine)),
    }
}
