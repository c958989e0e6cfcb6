//! The tools: a wasm of its own, loaded the first time a player needs one of them (the rules
//! help, the Drake's workshop), so that the page's first bundle stays small.
//! www/tools-loader.js loads it.

use wasm_bindgen::prelude::*;

/// Fills `body` with the rules of `game` in `lang`, diagrams drawn in `theme`.
#[wasm_bindgen]
pub fn help(game: &str, lang: &str, theme: &str, body: web_sys::Element) -> bool {
    deskovna::web::help::show(game, lang, theme, &body)
}

/// Shows the Drake's workshop in `root`; `variant`: a variant text from a link, or empty.
#[wasm_bindgen]
pub fn workshop(root: web_sys::Element, variant: &str) -> bool {
    deskovna::web::workshop::show(&root, variant)
}

fn main() {}
