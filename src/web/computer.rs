//! The computer player seen from the page: the session's requests go to a Web Worker
//! (www/computer.js) as `ai::wire` requests, one at a time; a new request or `cancel` ends a
//! search in progress (the worker is replaced), so that undo or a new game never waits for a
//! stale move. A worker that cannot start (a host page's policy forbids it or its wasm, the
//! script is missing) answers the request with [`WireError::Blocked`] instead of never
//! answering, and the next request starts a new one.

use super::dom::window;
use super::js_wire;
use super::worker::{blocked, Running};
use crate::ai::wire::{Ask, Position, Reply, Request as WireRequest, Think, Thought, WireError};
use crate::app::session::{Purpose, Request, RequestId};
use js_sys::Array;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;

/// A reply: the request's id, and the move in notation (None: no move), or why there is none.
pub type OnReply = Rc<dyn Fn(RequestId, Result<Option<String>, WireError>)>;

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

impl Computer {
    pub fn new(url: &str, on_reply: OnReply) -> Computer {
        let broken = Rc::new(Cell::new(false));
        Computer { url: url.to_string(), running: None, pending: Rc::new(Cell::new(None)), broken, on_reply }
    }

    fn start(&mut self) -> Result<&Running, WireError> {
        if self.broken.replace(false) {
            self.stop();
        }
        if self.running.is_none() {
            let url = same_origin_url(&self.url).ok_or_else(blocked)?;
            let (pending, on_reply) = (self.pending.clone(), self.on_reply.clone());
            let on_message = move |reply: Result<Reply<Thought>, WireError>| {
                // A reply that does not read answers the request waited for with why.
                let reply = reply.unwrap_or_else(|why| Reply::failed(pending.get(), why));
                let Some(want) = pending.get().filter(|&want| reply.id == Some(want)) else {
                    return; // a reply to a cancelled request
                };
                pending.set(None);
                on_reply(want, reply.answer.into_result());
            };
            // Either way the worker is replaced at the next request.
            let (pending, on_reply, broken) = (self.pending.clone(), self.on_reply.clone(), self.broken.clone());
            let on_error = move |why: WireError| {
                broken.set(true);
                if let Some(want) = pending.take() {
                    on_reply(want, Err(why));
                }
            };
            self.running = Some(Running::start(&url, js_wire::thought_reply, on_message, on_error)?);
        }
        self.running.as_ref().ok_or_else(blocked)
    }

    /// Stops a search in progress (its reply will never come).
    pub fn cancel(&mut self) {
        if self.pending.take().is_some() {
            self.stop();
        }
    }

    /// Ends the worker for good (the board is destroyed).
    pub fn stop(&mut self) {
        self.pending.set(None);
        if let Some(running) = self.running.take() {
            running.stop();
        }
    }

    /// Sends `request` to the worker.
    pub fn ask(&mut self, request: &Request) -> Result<(), WireError> {
        self.cancel();
        let at = Position { game: request.kind, start: request.start.clone(), moves: request.moves.clone() };
        let seed = (js_sys::Math::random() * 4_294_967_296.0).floor() as u32;
        let hint = request.purpose == Purpose::Hint;
        let ask = Ask::Think(Think { at, level: request.level, hint, seed, time_ms: None });
        self.start()?.post(&js_wire::request(&WireRequest { id: request.id, ask }))?;
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
