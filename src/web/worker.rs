//! A module Web Worker of www/computer.js with its two handlers, as the computer
//! (`web::computer`) and the study (`web::study`) both run one: messages go in and out as
//! `ai::wire` types (each side says how it writes and reads them: the page by hand in
//! `js_wire`, the tools with serde), and a worker that fails says so as a [`WireError`].

use super::dom::later;
use crate::ai::wire::WireError;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

/// Why a request could not be sent: no worker could be made here.
const NO_WORKER: &str = "no worker could be made";
/// Why a worker failed without saying why: its script did not load.
const NOT_LOADED: &str = "its script did not load";

/// A running worker and its handlers (dropped together).
pub struct Running {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Running {
    /// Starts the worker at `url`: each message it sends is read by `read` as an `R` (or why
    /// it does not read) for `on_message`; `on_error` hears why it failed (a script that did not
    /// load fires a bare error event: blocked; an exception in a running worker says what it
    /// was: stopped).
    pub fn start<R: 'static>(
        url: &str,
        read: fn(&JsValue) -> Result<R, WireError>,
        mut on_message: impl FnMut(Result<R, WireError>) + 'static,
        mut on_error: impl FnMut(WireError) + 'static,
    ) -> Result<Running, WireError> {
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options(url, &options).map_err(|_| blocked())?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |e: MessageEvent| on_message(read(&e.data())));
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
            let message = js_sys::Reflect::get(&e, &"message".into()).ok().and_then(|v| v.as_string());
            on_error(match message.filter(|m| !m.is_empty()) {
                Some(m) => WireError::Stopped(m),
                None => WireError::Blocked(NOT_LOADED.into()),
            })
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(Running { worker, _on_message: on_message, _on_error: on_error })
    }

    /// Sends `message`, the plain object a request is on the wire.
    pub fn post(&self, message: &JsValue) -> Result<(), WireError> {
        self.worker.post_message(message).map_err(|_| blocked())
    }

    /// Ends the worker; its handlers go a moment later, in case one of them is running now.
    pub fn stop(self) {
        self.worker.terminate();
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        later(0.0, move || drop(self));
    }
}

/// No worker could be made or take a message here.
pub fn blocked() -> WireError {
    WireError::Blocked(NO_WORKER.into())
}
