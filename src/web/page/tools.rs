//! The tools wasm (the rules help, the workshop, the editor, the study, the pictures), loaded
//! the first time one of them is needed and then cached by the browser and the service worker:
//! the page's own bundle carries none of their words or drawings. The page hands them typed
//! messages (`app::handoff::ToTools`, through their one export `receive`) and hears theirs
//! (`ToPage`, the `deskovna-tools` event on the document).

use crate::app::handoff::{ToPage, ToTools};
use crate::game::Lang;
use crate::view::words::Word;
use crate::web::dom::{by_id, document, Listener};
use crate::web::js_wire;
use crate::web::load_tools::load_tools;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CustomEvent, Element, EventTarget};

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

/// Hands `message` (and the element it fills, if any) to the tools once they are loaded;
/// `failed` runs when they cannot be loaded or do not take it.
pub fn call(message: ToTools, place: Option<Element>, failed: impl FnOnce() + 'static) {
    call_written(js_wire::to_tools(&message), place, failed);
}

/// [`call`] with the message already written: the home page writes its one message itself
/// (`js_wire::live_join`), so that it links none of `js_wire::to_tools`.
fn call_written(message: JsValue, place: Option<Element>, failed: impl FnOnce() + 'static) {
    load_tools(&url(), move |tools| {
        let receive = tools
            .and_then(|t| js_sys::Reflect::get(&t, &"receive".into()).ok())
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let place = place.map_or(JsValue::UNDEFINED, JsValue::from);
        if receive.and_then(|f| f.call2(&JsValue::NULL, &message, &place).ok()).and_then(|v| v.as_bool()) != Some(true)
        {
            failed();
        }
    });
}

/// Hands `message` to the tools to draw into `<main id="{id}">` (the page has shown it): the
/// element says Loading until then, or that the tools could not be loaded.
pub fn fill(id: &str, message: ToTools, lang: Lang) {
    fill_written(id, js_wire::to_tools(&message), lang);
}

/// [`fill`] with the message already written (see [`call_written`]).
pub fn fill_written(id: &str, message: JsValue, lang: Lang) {
    let Some(root) = by_id::<Element>(id) else { return };
    if root.child_element_count() == 0 {
        root.set_text_content(Some(Word::Loading.get(lang)));
    }
    call_written(message, Some(root.clone()), move || root.set_text_content(Some(Word::ToolsFailed.get(lang))));
}

/// Hears what the tools ask of the page, for as long as the page is.
pub fn listen(mut f: impl FnMut(ToPage) + 'static) {
    let target: EventTarget = document().into();
    Listener::new(&target, "deskovna-tools", move |e| {
        let message = e.dyn_ref::<CustomEvent>().and_then(|e| js_wire::to_page(&e.detail()));
        if let Some(message) = message {
            f(message);
        }
    })
    .forever();
}
