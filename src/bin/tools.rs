//! The tools: a wasm of its own, loaded the first time a player needs one of them (the rules
//! help, the position editor), so that the page's first bundle stays small. www/tools-loader.js loads it.

use wasm_bindgen::prelude::*;

/// Fills `body` with the rules of `game` in `lang`, diagrams drawn in `theme`.
#[wasm_bindgen]
pub fn help(game: &str, lang: &str, theme: &str, body: web_sys::Element) -> bool {
    deskovna::web::help::show(game, lang, theme, &body)
}

/// Fills `body` with the position editor of `game`, starting from `position` (the position on
/// the board); words in `lang`, pieces in `theme`.
#[wasm_bindgen]
pub fn editor(game: &str, lang: &str, theme: &str, position: &str, body: web_sys::Element) -> bool {
    deskovna::web::editor::show(game, lang, theme, position, &body)
}

/// Where the square `name` of the open editor's board is drawn (canvas CSS pixels).
#[wasm_bindgen(js_name = editorLocate)]
pub fn editor_locate(name: &str) -> Vec<f32> {
    deskovna::web::editor::locate(name)
}

fn main() {}
