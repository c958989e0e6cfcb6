//! localStorage, tolerant of browsers that refuse it (private mode, disabled storage).

use super::dom::window;

/// The key of the player's settings.
pub const PREFS: &str = "deskovna.prefs";

fn store() -> Option<web_sys::Storage> {
    window().local_storage().ok().flatten()
}

pub fn get(key: &str) -> Option<String> {
    store()?.get_item(key).ok().flatten()
}

pub fn set(key: &str, value: &str) {
    if let Some(s) = store() {
        let _ = s.set_item(key, value);
    }
}

pub fn remove(key: &str) {
    if let Some(s) = store() {
        let _ = s.remove_item(key);
    }
}

/// The key of the autosaved game of a kind.
pub fn game_key(kind: &str) -> String {
    format!("deskovna.game.{kind}")
}

/// Where an unreadable saved game is set aside, so that nothing is lost silently.
pub fn corrupt_key(kind: &str) -> String {
    format!("deskovna.unreadable.{kind}")
}
