//! localStorage, tolerant of browsers that refuse it (private mode, disabled storage).
// The tools wasm uses only the store.
#![cfg_attr(not(feature = "app"), allow(dead_code))]

use super::dom::window;
use crate::app::library::{Full, Store};

/// The key of the player's settings.
pub const PREFS: &str = "deskovna.prefs";

fn store() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

pub fn get(key: &str) -> Option<String> {
    store()?.get_item(key).ok().flatten()
}

/// Stores `value`; storage that is full or switched off says so.
pub fn set(key: &str, value: &str) -> Result<(), Full> {
    store().ok_or(Full)?.set_item(key, value).map_err(|_| Full)
}

pub fn remove(key: &str) {
    if let Some(s) = store() {
        let _ = s.remove_item(key);
    }
}

/// The saved games (see `app::library`) in localStorage.
pub struct LocalStore;

impl Store for LocalStore {
    fn get(&self, key: &str) -> Option<String> {
        get(key)
    }

    fn set(&self, key: &str, value: &str) -> Result<(), Full> {
        set(key, value)
    }

    fn remove(&self, key: &str) {
        remove(key)
    }

    fn keys(&self) -> Vec<String> {
        let Some(s) = store() else { return Vec::new() };
        let n = s.length().unwrap_or(0);
        (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
    }
}
