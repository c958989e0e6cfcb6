//! A text file beside the page, fetched (a lesson course, a puzzle set: never in the first
//! bundle; the service worker keeps it offline once the site has been visited).

use crate::web::dom::{once, window};
use js_sys::{Function, Promise, Reflect};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

type Then = Box<dyn FnOnce(Result<String, String>)>;

/// Calls `value.then(ok, fail)`; false when `value` is no promise.
fn then(value: &JsValue, ok: JsValue, fail: JsValue) -> bool {
    let method = Reflect::get(value, &"then".into()).ok().and_then(|f| f.dyn_into::<Function>().ok());
    method.is_some_and(|f| f.call2(value, &ok, &fail).is_ok())
}

type Slot = Rc<Cell<Option<Then>>>;

fn finish(slot: &Slot, result: Result<String, String>) {
    if let Some(done) = slot.take() {
        done(result);
    }
}

/// A promise's rejection handler: says why.
fn failed(slot: Slot) -> JsValue {
    once(move |e: JsValue| {
        let why = e.as_string().or_else(|| js_sys::Error::from(e).message().as_string()).unwrap_or_default();
        finish(&slot, Err(why));
    })
}

/// Fetches `url` and hands its text to `done`, or why not (the HTTP status, or the network's
/// error); `done` runs exactly once.
pub fn fetch_text(url: &str, done: impl FnOnce(Result<String, String>) + 'static) {
    let slot: Slot = Rc::new(Cell::new(Some(Box::new(done))));
    let fetch = Reflect::get(&window(), &"fetch".into()).ok().and_then(|f| f.dyn_into::<Function>().ok());
    let promise: Option<Promise> =
        fetch.and_then(|f| f.call1(&window(), &url.into()).ok()).and_then(|p| p.dyn_into().ok());
    let Some(promise) = promise else { return finish(&slot, Err("fetch".into())) };
    let got = slot.clone();
    let on_response = once(move |response: JsValue| {
        let ok = Reflect::get(&response, &"ok".into()).ok().and_then(|v| v.as_bool()) == Some(true);
        // A whole number: formatting an f64 would link float printing (about 19 KB into a page).
        let status = Reflect::get(&response, &"status".into()).ok().and_then(|v| v.as_f64()).unwrap_or(0.0) as u16;
        let text = Reflect::get(&response, &"text".into()).ok().and_then(|f| f.dyn_into::<Function>().ok());
        let body = text.filter(|_| ok).and_then(|f| f.call0(&response).ok());
        let Some(body) = body else { return finish(&got, Err(format!("HTTP {status}"))) };
        let read = got.clone();
        let on_text = once(move |text: JsValue| finish(&read, text.as_string().ok_or_else(String::new)));
        if !then(&body, on_text, failed(got.clone())) {
            finish(&got, Err("text".into()));
        }
    });
    if !then(&promise, on_response, failed(slot.clone())) {
        finish(&slot, Err("fetch".into()));
    }
}
