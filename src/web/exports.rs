//! The page's entry point and its small scripting interface (for scripts and tests).

use super::{offline, page};
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
pub fn start() -> Result<(), JsValue> {
    // A panic is a bug: say where in the console, with the stack.
    console_error_panic_hook::set_once();
    // Only the app's own page (marked on its body) boots the app; a page embedding boards
    // mounts them through `mount`.
    // In the computer player's Web Worker there is no window at all.
    let Some(window) = web_sys::window() else { return Ok(()) };
    let is_app = window.document().and_then(|d| d.body()).is_some_and(|b| b.has_attribute("data-deskovna-app"));
    if !is_app {
        return Ok(());
    }
    #[cfg(feature = "words-apart")]
    {
        super::words::take_from_boot();
        super::dom::when_idle(super::words::fetch_the_rest);
    }
    // A page built for a game plays it; the home page's wasm carries none (`games::carried`,
    // known when compiling: the other's code is not linked).
    match const { crate::games::first_carried() } {
        Some(_) => page::boot(),
        None => {
            super::dom::when_idle(offline::register);
            page::home::boot()
        }
    }
}

/// Where a spot ("b2", "Blue stack") of the app's board is drawn, as `[x, y]` in CSS pixels
/// from the canvas's top-left corner; empty if there is no such spot.
#[wasm_bindgen(js_name = locate)]
pub fn locate(name: &str) -> Vec<f64> {
    if const { crate::games::first_carried() }.is_none() {
        return Vec::new();
    }
    page::with_table(|t| t.locate(name)).flatten().map(|p| vec![p.x as f64, p.y as f64]).unwrap_or_default()
}

/// The app's current position in the game's text format.
#[wasm_bindgen(js_name = positionText)]
pub fn position_text() -> String {
    if const { crate::games::first_carried() }.is_none() {
        return String::new();
    }
    page::with_table(|t| t.position_text()).unwrap_or_default()
}

/// Plays a move in the game's notation on the app's board (for scripts and tests); whether it
/// was played.
#[wasm_bindgen(js_name = play)]
pub fn play(notation: &str) -> bool {
    const { crate::games::first_carried() }.is_some() && page::play(notation)
}

/// Whether the app's game has ended (for scripts and tests).
#[wasm_bindgen(js_name = ended)]
pub fn ended() -> bool {
    if const { crate::games::first_carried() }.is_none() {
        return false;
    }
    page::with_table(|t| t.status().outcome.is_some()).unwrap_or(false)
}

/// The app's legal moves in notation (for scripts and tests).
#[wasm_bindgen(js_name = legalMoves)]
pub fn legal_moves() -> Vec<String> {
    if const { crate::games::first_carried() }.is_none() {
        return Vec::new();
    }
    page::with_table(|t| t.legal_notations()).unwrap_or_default()
}

/// The tags of the board's drawing ("hint b3-b4", "troop b2" …): what the tests see on it.
#[wasm_bindgen(js_name = sceneTags)]
pub fn scene_tags() -> Vec<String> {
    if const { crate::games::first_carried() }.is_none() {
        return Vec::new();
    }
    page::with_table(|t| t.scene(0.0).tags.into_iter().map(|(_, tag)| tag).collect()).unwrap_or_default()
}
