//! The board's answers and events for the host page: `{ ok, error: { code, message } }`
//! values, and `deskovna:move`, `deskovna:end`, `deskovna:error` events dispatched on the
//! element after the call that caused them has returned (so a listener may call the board).

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CustomEvent, CustomEventInit, HtmlElement};

pub use crate::app::embed::Failure;

/// An error as the host page is given it.
pub trait Answer {
    /// `{ code, message }`.
    fn value(&self) -> JsValue;
    /// `{ ok: false, error }`.
    fn result(&self) -> JsValue;
}

impl Answer for Failure {
    fn value(&self) -> JsValue {
        object(&[("code", self.code.into()), ("message", self.message.as_str().into())])
    }

    fn result(&self) -> JsValue {
        object(&[("ok", false.into()), ("error", self.value())])
    }
}

pub fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in pairs {
        let _ = Reflect::set(&o, &JsValue::from_str(k), v);
    }
    o.into()
}

pub fn ok() -> JsValue {
    object(&[("ok", true.into())])
}

pub fn strings(items: &[String]) -> JsValue {
    items.iter().map(|s| JsValue::from_str(s)).collect::<Array>().into()
}

/// Dispatches `deskovna:<name>` on `element` once the current call has returned.
pub fn emit(element: &HtmlElement, name: &'static str, detail: JsValue) {
    let element = element.clone();
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
    emit(element, "error", failure.value());
}
