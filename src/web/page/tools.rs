//! The tools wasm (the rules help, the Drake's workshop), loaded the first time one of them is
//! needed and then cached by the browser and the service worker: the page's own bundle carries
//! none of their words or drawings.

use crate::web::dom::document;
use crate::web::load_tools::load_tools;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

fn url() -> String {
    let base = document().base_uri().ok().flatten().unwrap_or_default();
    web_sys::Url::new_with_base("tools-loader.js", &base).map(|u| u.href()).unwrap_or_default()
}

/// Loads the tools now, for later (the page calls this once idle after the board is drawn):
/// Analyse's first line then waits only for the search. `then` runs once they are loaded, or
/// could not be.
pub fn warm(then: impl FnOnce() + 'static) {
    load_tools(&url(), |_| then());
}

/// Calls the tools' export `name` with `args` once they are loaded; `failed` runs when they
/// cannot be loaded or the call does not answer true.
pub fn call(name: &'static str, args: js_sys::Array, failed: impl FnOnce() + 'static) {
    load_tools(&url(), move |tools| {
        let export = tools
            .and_then(|t| js_sys::Reflect::get(&t, &name.into()).ok())
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        if export.and_then(|f| f.apply(&JsValue::NULL, &args).ok()).and_then(|v| v.as_bool()) != Some(true) {
            failed();
        }
    });
}
