//! The board's answers and events for the host page, written by serde-wasm-bindgen from the
//! typed values of `app::embed` (`{ ok, error: { code, message } }` answers; `deskovna:move`,
//! `deskovna:end`, `deskovna:error` events, dispatched on the element after the call that
//! caused them has returned, so that a listener may call the board).

use serde::Serialize;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CustomEvent, CustomEventInit, HtmlElement};

pub use crate::app::embed::{Answer, Failure};

/// `value` as a plain JavaScript value (objects, arrays, texts).
pub fn js(value: &impl Serialize) -> JsValue {
    // Plain data of texts, numbers and flags always converts; null says it did not.
    value.serialize(&serde_wasm_bindgen::Serializer::new()).unwrap_or(JsValue::NULL)
}

/// `{ ok: false, error }`.
pub fn failed(failure: Failure) -> JsValue {
    js(&Answer::Failed(failure))
}

/// Dispatches `deskovna:<name>` on `element` once the current call has returned.
pub fn emit(element: &HtmlElement, name: &'static str, detail: &impl Serialize) {
    let element = element.clone();
    let detail = js(detail);
    let deliver = Closure::once_into_js(move || {
        let init = CustomEventInit::new();
        init.set_detail(&detail);
        init.set_bubbles(true);
        init.set_composed(true);
        if let Ok(event) = CustomEvent::new_with_event_init_dict(&format!("deskovna:{name}"), &init) {
            let _ = element.dispatch_event(&event);
        }
    });
    crate::web::dom::window().queue_microtask(deliver.unchecked_ref());
}

pub fn emit_error(element: &HtmlElement, failure: &Failure) {
    emit(element, "error", failure);
}
