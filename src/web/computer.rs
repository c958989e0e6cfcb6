//! The computer player seen from the page: requests to the Web Worker (www/computer.js), one at
//! a time; a new request or `cancel` terminates a search in progress (the worker is replaced),
//! so that undo or a new game never waits for a stale move.
//!
//! A computer that cannot start never leaves a request unanswered: the reply is an `Err`
//! starting with [`BLOCKED`] (the page's Content-Security-Policy forbids the worker or its
//! wasm, or its files did not load), and the next request tries to start it again.

use super::dom::window;
use js_sys::{Array, Object, Reflect};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// The start of the error of a computer that cannot start (see the module's comment); its
/// message follows after ": ".
pub const BLOCKED: &str = "computer-blocked";

/// What a request was for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    Move,
    Hint,
}

/// A reply: the request's id and purpose, and the move in notation (None: no move, or an error).
pub type OnReply = Rc<dyn Fn(u32, Purpose, Result<Option<String>, String>)>;

type Pending = Rc<RefCell<Option<(u32, Purpose)>>>;

pub struct Computer {
    /// Where computer.js is (relative to the page, or absolute for an embedded board).
    url: String,
    worker: Option<Worker>,
    handlers: Vec<Closure<dyn FnMut(JsValue)>>,
    /// The worker failed (it did not load, or it stopped): the next request starts a new one.
    broken: Rc<Cell<bool>>,
    next: u32,
    pending: Pending,
    on_reply: OnReply,
}

/// Answers the pending request, if it is still `want` (or any, for `None`), with `result`.
fn answer(pending: &Pending, on_reply: &OnReply, want: Option<u32>, result: Result<Option<String>, String>) {
    let current = *pending.borrow();
    let Some((id, purpose)) = current else { return };
    if want.is_some_and(|w| w != id) {
        return; // a reply to a cancelled request
    }
    *pending.borrow_mut() = None;
    on_reply(id, purpose, result);
}

fn text(value: &JsValue, key: &str) -> Option<String> {
    Reflect::get(value, &key.into()).ok().and_then(|v| v.as_string()).filter(|s| !s.is_empty())
}

/// Why a JavaScript error happened, in its own words.
fn message_of(error: &JsValue) -> String {
    text(error, "message").or_else(|| error.as_string()).unwrap_or_else(|| "the worker did not start".into())
}

impl Computer {
    pub fn new(url: &str, on_reply: OnReply) -> Computer {
        Computer {
            url: url.to_string(),
            worker: None,
            handlers: Vec::new(),
            broken: Rc::new(Cell::new(false)),
            next: 0,
            pending: Rc::new(RefCell::new(None)),
            on_reply,
        }
    }

    /// Whether a search is under way, and for what.
    pub fn busy(&self) -> Option<Purpose> {
        self.pending.borrow().map(|p| p.1)
    }

    /// The worker, started if need be; or why it cannot start.
    fn worker(&mut self) -> Result<Worker, String> {
        if self.broken.replace(false) {
            self.stop();
        }
        if let Some(worker) = &self.worker {
            return Ok(worker.clone());
        }
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let script = absolute(&self.url).ok_or_else(|| format!("no URL {}", self.url))?;
        let url = same_origin_url(&script).ok_or_else(|| format!("no worker for {script}"))?;
        let worker = Worker::new_with_options(&url, &options).map_err(|e| message_of(&e))?;
        let (pending, on_reply) = (self.pending.clone(), self.on_reply.clone());
        let on_message = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            let Ok(e) = e.dyn_into::<MessageEvent>() else { return };
            let data = e.data();
            let id = Reflect::get(&data, &"id".into()).ok().and_then(|v| v.as_f64()).map(|v| v as u32);
            let Some(id) = id else { return };
            let ok = Reflect::get(&data, &"ok".into()).ok().and_then(|v| v.as_bool()) == Some(true);
            let result = if ok {
                Ok(text(&data, "move"))
            } else {
                let error = text(&data, "error").unwrap_or_default();
                Err(match text(&data, "code") {
                    Some(code) => format!("{code}: {error}"),
                    None => error,
                })
            };
            answer(&pending, &on_reply, Some(id), result);
        });
        // A worker that fails answers the request it had, and is replaced at the next one. A
        // script that did not load (forbidden, or not found) fires a bare error event; an
        // exception in a running worker says what it was.
        let (pending, on_reply, broken) = (self.pending.clone(), self.on_reply.clone(), self.broken.clone());
        let on_error = Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| {
            broken.set(true);
            let error = match text(&e, "message") {
                Some(why) => format!("the computer stopped: {why}"),
                None => format!("{BLOCKED}: its worker did not load {script}"),
            };
            answer(&pending, &on_reply, None, Err(error));
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.handlers = vec![on_message, on_error];
        self.worker = Some(worker.clone());
        Ok(worker)
    }

    fn stop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.terminate();
        }
        self.handlers.clear();
    }

    /// Stops a search in progress (its reply will never come).
    pub fn cancel(&mut self) {
        if self.pending.borrow_mut().take().is_some() {
            self.stop();
        }
    }

    /// Asks for a move of `level` in the game `start` + `moves`; returns the request's id. The
    /// reply always comes (an `Err` starting with [`BLOCKED`] if the computer cannot start).
    pub fn ask(&mut self, purpose: Purpose, game: &str, start: &str, moves: &[String], level: u8) -> Option<u32> {
        self.cancel();
        self.next += 1;
        let id = self.next;
        *self.pending.borrow_mut() = Some((id, purpose));
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
        let sent = self.worker().and_then(|w| w.post_message(&message).map_err(|e| message_of(&e)));
        if let Err(why) = sent {
            self.broken.set(true);
            // Answered later, as a worker would: the caller is not re-entered from `ask`.
            let (pending, on_reply) = (self.pending.clone(), self.on_reply.clone());
            later(0.0, move || answer(&pending, &on_reply, Some(id), Err(format!("{BLOCKED}: {why}"))));
        }
        Some(id)
    }
}

/// `url` made absolute against the page's address.
fn absolute(url: &str) -> Option<String> {
    let base = window().location().href().ok()?;
    Some(web_sys::Url::new_with_base(url, &base).ok()?.href())
}

/// A URL a worker can start the script at the absolute `url` from: the script itself when it is
/// on the page's origin; for a board embedded in a page of another origin, a small module of
/// the page's own (a blob) that imports it (browsers start workers only from their own
/// origin; the page's policy must allow `worker-src blob:`).
fn same_origin_url(url: &str) -> Option<String> {
    let absolute = web_sys::Url::new(url).ok()?;
    if absolute.origin() == window().location().origin().ok()? {
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
