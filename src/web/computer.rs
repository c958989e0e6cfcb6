//! The computer player seen from the page: the session's requests go to a Web Worker
//! (www/computer.js), one at a time; a new request or `cancel` ends a search in progress (the
//! worker is replaced), so that undo or a new game never waits for a stale move. A worker that
//! cannot start (a host page's policy forbids it or its wasm, the script is missing) answers
//! the request with an error starting with [`BLOCKED`] instead of never answering, and the next
//! request starts a new one.

use super::dom::{later, window};
use crate::app::session::{Purpose, Request, RequestId};
use js_sys::{Array, Object, Reflect};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// How the error of a computer that cannot start begins (then ": " and why).
pub const BLOCKED: &str = "computer-blocked";

/// A reply: the request's id, and the move in notation (None: no move), or why it failed.
pub type OnReply = Rc<dyn Fn(RequestId, Result<Option<String>, String>)>;

/// A running worker and its handlers (dropped together).
struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

pub struct Computer {
    /// Where computer.js is (relative to the page, or absolute for an embedded board).
    url: String,
    running: Option<Running>,
    /// The request the worker is answering.
    pending: Rc<Cell<Option<RequestId>>>,
    /// The worker failed: the next request starts a new one.
    broken: Rc<Cell<bool>>,
    on_reply: OnReply,
}

const NO_WORKER: &str = "its worker could not be started";
const WORKER_FAILED: &str = "its worker failed to load (a page's security policy may forbid it)";

fn text(value: &JsValue, key: &str) -> Option<String> {
    Reflect::get(value, &key.into()).ok().and_then(|v| v.as_string()).filter(|s| !s.is_empty())
}

impl Computer {
    pub fn new(url: &str, on_reply: OnReply) -> Computer {
        let broken = Rc::new(Cell::new(false));
        Computer { url: url.to_string(), running: None, pending: Rc::new(Cell::new(None)), broken, on_reply }
    }

    fn start(&mut self) -> Option<&Worker> {
        if self.broken.replace(false) {
            self.stop();
        }
        if self.running.is_none() {
            let options = WorkerOptions::new();
            options.set_type(WorkerType::Module);
            let worker = Worker::new_with_options(&same_origin_url(&self.url)?, &options).ok()?;
            let (pending, on_reply) = (self.pending.clone(), self.on_reply.clone());
            let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| {
                let data = e.data();
                let id = Reflect::get(&data, &"id".into()).ok().and_then(|v| v.as_f64()).map(|v| v as u32);
                let Some(want) = pending.get().filter(|&want| id == Some(want)) else {
                    return; // a reply to a cancelled request
                };
                pending.set(None);
                let ok = Reflect::get(&data, &"ok".into()).ok().and_then(|v| v.as_bool()) == Some(true);
                let reply = if ok {
                    Ok(text(&data, "move"))
                } else {
                    // A wasm the page's policy refuses comes with its code (computer.js).
                    let error = text(&data, "error").unwrap_or_default();
                    Err(text(&data, "code").map_or(error.clone(), |code| format!("{code}: {error}")))
                };
                on_reply(want, reply);
            });
            // A script that did not load fires a bare error event; an exception in a running
            // worker says what it was. Either way the worker is replaced at the next request.
            let (pending, on_reply, broken) = (self.pending.clone(), self.on_reply.clone(), self.broken.clone());
            let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
                broken.set(true);
                if let Some(want) = pending.take() {
                    let why = text(&e, "message")
                        .map_or(format!("{BLOCKED}: {WORKER_FAILED}"), |m| format!("its worker stopped: {m}"));
                    on_reply(want, Err(why));
                }
            });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
            self.running = Some(Running { worker, _on_message: on_message, _on_error: on_error });
        }
        self.running.as_ref().map(|r| &r.worker)
    }

    /// Stops a search in progress (its reply will never come).
    pub fn cancel(&mut self) {
        if self.pending.take().is_some() {
            self.stop();
        }
    }

    /// Ends the worker for good (the board is destroyed); its handlers go a moment later, in
    /// case one of them is running now.
    pub fn stop(&mut self) {
        self.pending.set(None);
        if let Some(running) = self.running.take() {
            running.worker.terminate();
            running.worker.set_onmessage(None);
            running.worker.set_onerror(None);
            later(0.0, move || drop(running));
        }
    }

    /// Sends `request` to the worker.
    pub fn ask(&mut self, request: &Request) -> Result<(), String> {
        self.cancel();
        let worker = self.start().ok_or_else(|| format!("{BLOCKED}: {NO_WORKER}"))?;
        let message = Object::new();
        let moves: Array = request.moves.iter().map(|m| JsValue::from_str(m)).collect();
        let seed = (js_sys::Math::random() * 4_294_967_296.0).floor();
        for (k, v) in [
            ("id", JsValue::from(request.id)),
            ("game", request.kind.id().into()),
            ("start", request.start.as_str().into()),
            ("moves", moves.into()),
            ("level", request.level.into()),
            ("hint", (request.purpose == Purpose::Hint).into()),
            ("seed", seed.into()),
        ] {
            let _ = Reflect::set(&message, &k.into(), &v);
        }
        worker.post_message(&message).map_err(|_| format!("{BLOCKED}: {NO_WORKER}"))?;
        self.pending.set(Some(request.id));
        Ok(())
    }
}

impl Drop for Computer {
    fn drop(&mut self) {
        self.stop();
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
    // A URL's href has no quotes or backslashes (they are percent-encoded); escaped anyway.
    let source = format!("import \"{}\";", absolute.href().replace('\\', "\\\\").replace('"', "\\\""));
    let parts = Array::of1(&JsValue::from_str(&source));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).ok()?;
    web_sys::Url::create_object_url_with_blob(&blob).ok()
}
