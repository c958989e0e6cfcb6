//! The computer player seen from the page: requests to the Web Worker (www/computer.js), one at
//! a time; a new request or `cancel` terminates a search in progress (the worker is replaced),
//! so that undo or a new game never waits for a stale move.

use super::dom::window;
use js_sys::{Array, Object, Reflect};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// What a request was for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Move,
    Hint,
}

/// A reply: the request's id and purpose, and the move in notation (None: no move, or an error).
pub type OnReply = Rc<dyn Fn(u32, Purpose, Result<Option<String>, String>)>;

pub struct Computer {
    /// Where computer.js is (relative to the page, or absolute for an embedded board).
    url: String,
    worker: Option<Worker>,
    handler: Option<Closure<dyn FnMut(MessageEvent)>>,
    next: u32,
    pending: Rc<RefCell<Option<(u32, Purpose)>>>,
    on_reply: OnReply,
}

impl Computer {
    pub fn new(url: &str, on_reply: OnReply) -> Computer {
        Computer {
            url: url.to_string(),
            worker: None,
            handler: None,
            next: 0,
            pending: Rc::new(RefCell::new(None)),
            on_reply,
        }
    }

    /// Whether a search is under way, and for what.
    pub fn busy(&self) -> Option<Purpose> {
        self.pending.borrow().map(|p| p.1)
    }

    fn worker(&mut self) -> Option<Worker> {
        if self.worker.is_none() {
            let options = WorkerOptions::new();
            options.set_type(WorkerType::Module);
            let worker = Worker::new_with_options(&same_origin_url(&self.url)?, &options).ok()?;
            let pending = self.pending.clone();
            let on_reply = self.on_reply.clone();
            let handler = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                let data = e.data();
                let id = Reflect::get(&data, &"id".into()).ok().and_then(|v| v.as_f64()).map(|v| v as u32);
                let current = *pending.borrow();
                let Some((want, purpose)) = current else { return };
                if id != Some(want) {
                    return; // a reply to a cancelled request
                }
                *pending.borrow_mut() = None;
                let ok = Reflect::get(&data, &"ok".into()).ok().and_then(|v| v.as_bool()) == Some(true);
                let result = if ok {
                    Ok(Reflect::get(&data, &"move".into()).ok().and_then(|v| v.as_string()))
                } else {
                    Err(Reflect::get(&data, &"error".into()).ok().and_then(|v| v.as_string()).unwrap_or_default())
                };
                on_reply(want, purpose, result);
            });
            worker.set_onmessage(Some(handler.as_ref().unchecked_ref()));
            self.handler = Some(handler);
            self.worker = Some(worker);
        }
        self.worker.clone()
    }

    /// Stops a search in progress (its reply will never come).
    pub fn cancel(&mut self) {
        if self.pending.borrow_mut().take().is_some() {
            if let Some(w) = self.worker.take() {
                w.terminate();
            }
            self.handler = None;
        }
    }

    /// Asks for a move of `level` in the game `start` + `moves`; returns the request's id.
    pub fn ask(&mut self, purpose: Purpose, game: &str, start: &str, moves: &[String], level: u8) -> Option<u32> {
        self.cancel();
        let worker = self.worker()?;
        self.next += 1;
        let id = self.next;
        let message = Object::new();
        let moves: Array = moves.iter().map(|m| JsValue::from_str(m)).collect();
        let seed = (js_sys::Math::random() * 4_294_967_296.0).floor();
        for (k, v) in [
            ("id", JsValue::from(id)),
            ("game", game.into()),
            ("start", start.into()),
            ("moves", moves.into()),
            ("level", level.into()),
            ("hint", (purpose == Purpose::Hint).into()),
            ("seed", seed.into()),
        ] {
            let _ = Reflect::set(&message, &k.into(), &v);
        }
        worker.post_message(&message).ok()?;
        *self.pending.borrow_mut() = Some((id, purpose));
        Some(id)
    }
}

/// A URL a worker can start from: the script itself when it is on the page's origin; for a
/// board embedded in a page of another origin, a small module of the page's own (a blob) that
/// imports it (browsers start workers only from their own origin).
fn same_origin_url(url: &str) -> Option<String> {
    let location = window().location();
    let base = location.href().ok()?;
    let absolute = web_sys::Url::new_with_base(url, &base).ok()?;
    if absolute.origin() == location.origin().ok()? {
        return Some(absolute.href());
    }
    let source = format!("import {:?};", absolute.href());
    let parts = Array::of1(&JsValue::from_str(&source));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}

/// Runs `f` after `ms` milliseconds (once).
pub fn later(ms: f64, f: impl FnOnce() + 'static) {
    let closure = Closure::once_into_js(f);
    let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(closure.unchecked_ref(), ms as i32);
}
