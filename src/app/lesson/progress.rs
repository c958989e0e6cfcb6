//! The learner's progress in a course: the best stars of each lesson, kept in storage under
//! `deskovna.lessons.<game>` as a short text:
//!
//! ```text
//! lessons 1
//! leader 3
//! guards 2
//! ```
//!
//! The first line names the format and its version; then one lesson a line, its id and its
//! best stars (1–3). A text that does not read so (storage edited or damaged) is ignored as a
//! whole: the course starts afresh, nothing fails.

use crate::app::library::{Full, Store};
use crate::games::GameKind;
use std::collections::BTreeMap;

const HEADER: &str = "lessons 1";

/// The best stars of each lesson of one course.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    kind: GameKind,
    stars: BTreeMap<String, u8>,
}

impl Progress {
    /// No lesson done yet.
    pub fn new(kind: GameKind) -> Progress {
        Progress { kind, stars: BTreeMap::new() }
    }

    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The storage key of a course's progress.
    pub fn key(kind: GameKind) -> String {
        format!("deskovna.lessons.{}", kind.id())
    }

    /// The progress kept for `kind`; none when nothing is kept or it does not read.
    pub fn load(store: &dyn Store, kind: GameKind) -> Progress {
        store.get(&Progress::key(kind)).and_then(|text| Progress::from_text(kind, &text)).unwrap_or(Progress::new(kind))
    }

    /// Keeps the progress; `Err(Full)` when storage refuses it.
    pub fn save(&self, store: &dyn Store) -> Result<(), Full> {
        store.set(&Progress::key(self.kind), &self.to_text())
    }

    /// The best stars of lesson `id` (0: not done).
    pub fn stars(&self, id: &str) -> u8 {
        self.stars.get(id).copied().unwrap_or(0)
    }

    /// Notes `stars` for lesson `id`; true when it beats what was kept.
    pub fn record(&mut self, id: &str, stars: u8) -> bool {
        let stars = stars.clamp(1, 3);
        if stars <= self.stars(id) {
            return false;
        }
        self.stars.insert(id.to_string(), stars);
        true
    }

    pub fn to_text(&self) -> String {
        let mut text = String::from(HEADER);
        for (id, stars) in &self.stars {
            text.push_str(&format!("\n{id} {stars}"));
        }
        text
    }

    /// Reads a progress text; `None` if any of it does not read.
    pub fn from_text(kind: GameKind, text: &str) -> Option<Progress> {
        let mut lines = text.lines();
        if lines.next()?.trim() != HEADER {
            return None;
        }
        let mut stars = BTreeMap::new();
        for line in lines.map(str::trim).filter(|l| !l.is_empty()) {
            let (id, count) = line.split_once(' ')?;
            let count: u8 = count.trim().parse().ok().filter(|n| (1..=3).contains(n))?;
            if !super::valid_id(id) || stars.insert(id.to_string(), count).is_some() {
                return None;
            }
        }
        Some(Progress { kind, stars })
    }
}
