//! The player's own variants of The Drake, saved in storage as their variant texts, one per
//! numbered key (`deskovna.variant.<n>`, n = 1, 2, …), beside the saved games.
//!
//! Nothing saved is overwritten without the player asking for it: a new variant takes a free
//! number; only `save_over` writes over a number, and the workshop asks before it calls it.
//! A draft (`deskovna.variant.draft`) keeps what is in the workshop while it is edited.

use super::library::{Full, Store};
use crate::game::sorted::sorted_unique;
use crate::game::ParseError;
use crate::games::drake::{valid_name, Refusal, Variant};

const PREFIX: &str = "deskovna.variant.";
const DRAFT: &str = "deskovna.variant.draft";

/// A saved variant: its number and what its text reads as.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedVariant {
    pub number: u32,
    pub text: String,
    /// The variant, or why its text does not read (written by another version, or damaged).
    pub variant: Result<Variant, ParseError<Refusal>>,
}

impl SavedVariant {
    /// Its name, or `untitled` with its number filled in when it has none.
    pub fn label(&self, untitled: &str) -> String {
        match &self.variant {
            Ok(v) if !v.name.is_empty() => v.name.clone(),
            _ => untitled.replace("{0}", &self.number.to_string()),
        }
    }
}

/// What the workshop keeps while a variant is edited: the variant's text, the saved variant it
/// came from, and whether it has changed since.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub text: String,
    pub saved: Option<u32>,
    pub changed: bool,
}

pub struct Variants<'a> {
    store: &'a dyn Store,
}

fn key(number: u32) -> String {
    format!("{PREFIX}{number}")
}

impl<'a> Variants<'a> {
    pub fn new(store: &'a dyn Store) -> Variants<'a> {
        Variants { store }
    }

    /// The numbers in use, in order.
    fn numbers(&self) -> Vec<u32> {
        sorted_unique(self.store.keys().iter().filter_map(|k| k.strip_prefix(PREFIX)?.parse().ok()).filter(|&n| n > 0))
    }

    /// Every saved variant, in the order they were first saved.
    pub fn list(&self) -> Vec<SavedVariant> {
        self.numbers().into_iter().filter_map(|n| self.get(n)).collect()
    }

    pub fn get(&self, number: u32) -> Option<SavedVariant> {
        let text = self.store.get(&key(number))?;
        let variant = Variant::from_text(&text);
        Some(SavedVariant { number, text, variant })
    }

    /// Saves `variant` under a number no other variant has; that number.
    pub fn save_new(&self, variant: &Variant) -> Result<u32, Full> {
        let taken = self.numbers();
        let number = (1..).find(|n| !taken.contains(n)).unwrap_or(u32::MAX);
        self.store.set(&key(number), &variant.to_text())?;
        Ok(number)
    }

    /// Writes `variant` over the saved variant `number` (the player said so).
    pub fn save_over(&self, number: u32, variant: &Variant) -> Result<(), Full> {
        self.store.set(&key(number), &variant.to_text())
    }

    /// A copy of the saved variant `number` under a new number, named apart from the others
    /// ("Bees" → "Bees 2"); the new number, or None if there is no such variant.
    pub fn duplicate(&self, number: u32) -> Result<Option<u32>, Full> {
        let Some(Ok(mut variant)) = self.get(number).map(|s| s.variant) else { return Ok(None) };
        let names: Vec<String> = self.list().into_iter().filter_map(|s| s.variant.ok()).map(|v| v.name).collect();
        if !variant.name.is_empty() {
            variant.name = copy_name(&variant.name, &names);
        }
        self.save_new(&variant).map(Some)
    }

    /// Deletes the saved variant `number` (the player confirmed it).
    pub fn delete(&self, number: u32) {
        self.store.remove(&key(number));
    }

    pub fn draft(&self) -> Option<Draft> {
        let text = self.store.get(DRAFT)?;
        let mut lines = text.lines();
        let variant = lines.next()?.to_string();
        let saved = lines.next().and_then(|n| n.parse().ok()).filter(|&n| n > 0);
        let changed = lines.next() == Some("changed");
        Some(Draft { text: variant, saved, changed })
    }

    /// Keeps the workshop's variant (a failure only means the draft is not kept).
    pub fn keep_draft(&self, draft: &Draft) {
        let saved = draft.saved.map_or(String::from("0"), |n| n.to_string());
        let changed = if draft.changed { "changed" } else { "saved" };
        let _ = self.store.set(DRAFT, &format!("{}\n{saved}\n{changed}", draft.text));
    }
}

/// `name` with the first number after it that no name in `taken` has, cut to fit a name's
/// 20 characters.
pub fn copy_name(name: &str, taken: &[String]) -> String {
    let base = match name.rsplit_once(' ') {
        Some((stem, n)) if n.parse::<u32>().is_ok() && !stem.trim().is_empty() => stem,
        _ => name,
    };
    (2..)
        .map(|n| {
            let suffix = format!(" {n}");
            let keep = 20usize.saturating_sub(suffix.chars().count());
            let stem: String = base.chars().take(keep).collect();
            format!("{}{suffix}", stem.trim_end())
        })
        .find(|candidate| !taken.contains(candidate) && valid_name(candidate))
        .unwrap_or_else(|| name.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::library::MemoryStore;

    fn named(name: &str) -> Variant {
        Variant { name: name.into(), size: 5, ..Variant::default() }
    }

    #[test]
    fn saving_as_new_never_writes_over_another_variant() {
        let store = MemoryStore::default();
        let variants = Variants::new(&store);
        assert_eq!(variants.save_new(&named("Bees")), Ok(1));
        assert_eq!(variants.save_new(&named("Wasps")), Ok(2));
        variants.delete(1);
        assert_eq!(variants.save_new(&named("Ants")), Ok(1), "a free number is used again");
        assert_eq!(variants.save_new(&named("Moths")), Ok(3));
        let names: Vec<String> = variants.list().iter().map(|s| s.label("Variant {0}")).collect();
        assert_eq!(names, ["Ants", "Wasps", "Moths"]);
        variants.save_over(2, &named("Hornets")).unwrap();
        assert_eq!(variants.get(2).unwrap().variant.unwrap().name, "Hornets");
        assert_eq!(variants.list().len(), 3);
    }

    #[test]
    fn a_duplicate_is_named_apart() {
        let store = MemoryStore::default();
        let variants = Variants::new(&store);
        let one = variants.save_new(&named("Bees")).unwrap();
        let two = variants.duplicate(one).unwrap().unwrap();
        let three = variants.duplicate(one).unwrap().unwrap();
        let four = variants.duplicate(two).unwrap().unwrap();
        let name = |n| variants.get(n).unwrap().variant.unwrap().name;
        assert_eq!([name(two), name(three), name(four)], ["Bees 2", "Bees 3", "Bees 4"]);
        assert_eq!(variants.duplicate(99), Ok(None));
        assert_eq!(copy_name("Twenty characters ab", &[]), "Twenty characters 2");
        assert!(valid_name(&copy_name("Twenty characters ab", &[])));
    }

    #[test]
    fn a_damaged_save_is_listed_with_its_number_and_never_opened() {
        let store = MemoryStore::default();
        store.set("deskovna.variant.4", "v9-zz").unwrap();
        store.set("deskovna.variant.x", "v1").unwrap();
        let variants = Variants::new(&store);
        let list = variants.list();
        assert_eq!(list.len(), 1);
        assert!(list[0].variant.is_err());
        assert_eq!(list[0].label("Variant {0}"), "Variant 4");
        assert_eq!(variants.duplicate(4), Ok(None));
        assert_eq!(variants.save_new(&Variant::default()), Ok(1));
    }

    #[test]
    fn a_full_store_says_so() {
        let store = MemoryStore::with_quota(40);
        let variants = Variants::new(&store);
        assert_eq!(variants.save_new(&named("A name that is long")), Err(Full));
        assert!(variants.list().is_empty());
    }

    #[test]
    fn the_draft_round_trips() {
        let store = MemoryStore::default();
        let variants = Variants::new(&store);
        assert_eq!(variants.draft(), None);
        let draft = Draft { text: "v1-5-g".into(), saved: Some(3), changed: true };
        variants.keep_draft(&draft);
        assert_eq!(variants.draft(), Some(draft));
        let fresh = Draft { text: "v1".into(), saved: None, changed: false };
        variants.keep_draft(&fresh);
        assert_eq!(variants.draft(), Some(fresh));
        assert!(variants.list().is_empty(), "the draft is no saved variant");
    }
}
