//! The tools wasm's exports, from the URL of www/tools-loader.js (loaded once, then cached by
//! the browser and the service worker).

use super::dom::once;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

// The one inline snippet of the crate: the app's and the board's wasm are built from it side
// by side into one `snippets/` folder, where a second snippet would be numbered differently in
// each and one would overwrite the other's file.
#[wasm_bindgen(inline_js = "export function loadToolsFrom(url) { return import(url).then(m => m.ready); }")]
extern "C" {
    #[wasm_bindgen(js_name = loadToolsFrom)]
    fn load_tools_from(url: &str) -> js_sys::Promise;
}

/// What is handed the tools' exports, or `None` when they could not be loaded.
type Then = Box<dyn FnOnce(Option<JsValue>)>;

/// Loads the tools from `url` and hands their exports to `then` (`None` if they cannot be
/// loaded); `then` runs exactly once.
pub fn load_tools(url: &str, then: impl FnOnce(Option<JsValue>) + 'static) {
    start(url, Box::new(then));
}

fn start(url: &str, then: Then) {
    let slot = Rc::new(Cell::new(Some(then)));
    let failed = slot.clone();
    let loaded = once(move |tools| {
        if let Some(then) = slot.take() {
            then(Some(tools));
        }
    });
    let not_loaded = once(move |_| {
        if let Some(then) = failed.take() {
            then(None);
        }
    });
    // `then` with functions that free themselves when called.
    let promise = load_tools_from(url);
    if let Some(then) =
        js_sys::Reflect::get(&promise, &"then".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = then.call2(&promise, &loaded, &not_loaded);
    }
}
