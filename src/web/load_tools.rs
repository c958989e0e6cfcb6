//! The tools wasm's exports, from the URL of www/tools-loader.js (loaded once, then cached by
//! the browser and the service worker).

use wasm_bindgen::prelude::*;

// The one inline snippet of the crate: the app's and the board's wasm are built from it side
// by side into one `snippets/` folder, where a second snippet would be numbered differently in
// each and one would overwrite the other's file.
#[wasm_bindgen(inline_js = "export function loadToolsFrom(url) { return import(url).then(m => m.ready); }")]
extern "C" {
    #[wasm_bindgen(js_name = loadToolsFrom)]
    pub fn load_tools_from(url: &str) -> js_sys::Promise;
}
