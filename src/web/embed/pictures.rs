//! An embedded board's pictures: `toPng()` and `toGif(options)` resolve to Blobs, or reject
//! with `{ code, message }` (`bad-options`, `picture-failed`, `not-mounted`). The GIF encoder
//! is the tools wasm's, loaded from the site the first time a GIF is asked for.

use super::events::{js, Failure};
use super::{not_mounted, Board};
use crate::game::{Lang, Refusal as _};
use crate::view::picture::{GifOptions, Orientation, PictureRefusal};
use crate::view::table::Table;
use crate::web::host::{Host, SharedHost};
use crate::web::picture;
use js_sys::{Function, Promise, Reflect};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen::JsValue;

/// The failure an embedding page sees for a refused picture.
fn failure(refusal: PictureRefusal, lang: Lang) -> JsValue {
    js(&Failure::new(refusal.code(), &refusal.render(lang)))
}

/// A promise settled once by `make`, which gets the board's game, `resolve` and `reject`; it
/// rejects with `not-mounted` when the board has none.
fn promise(host: Option<SharedHost>, make: impl FnOnce(&dyn Table, Function, Function)) -> Promise {
    let mut make = Some(make);
    Promise::new(&mut |resolve, reject| {
        let Some(make) = make.take() else { return };
        match &host {
            Some(host) => {
                // The board as it is on the page now, even if asked for before the resize
                // observer's first call (at once after mounting): the picture is twice its size.
                Host::refit(host);
                make(host.borrow().session.table(), resolve, reject)
            }
            None => drop(reject.call1(&JsValue::NULL, &js(&not_mounted()))),
        }
    })
}

/// `done` for a picture: the blob resolves, a refusal rejects.
fn settle(resolve: Function, reject: Function, lang: Lang) -> picture::Done {
    Box::new(move |result| {
        let _ = match result {
            Ok(blob) => resolve.call1(&JsValue::NULL, &blob),
            Err(e) => reject.call1(&JsValue::NULL, &failure(e, lang)),
        };
    })
}

/// Reads `{ delay, size, orientation, animate }` (each optional) against the board's seats.
fn options(value: &JsValue, seats: &[crate::game::Colour]) -> Result<GifOptions, PictureRefusal> {
    let d = GifOptions::default();
    if value.is_undefined() || value.is_null() {
        return Ok(d);
    }
    if !value.is_object() {
        return Err(PictureRefusal::Options);
    }
    let field = |key: &str| Reflect::get(value, &key.into()).ok().filter(|v| !v.is_undefined() && !v.is_null());
    let number = |key: &str, default: u32, refusal| match field(key) {
        None => Ok(default as f64),
        Some(v) => v.as_f64().ok_or(refusal),
    };
    let delay = number("delay", d.delay_ms, PictureRefusal::Delay)?;
    let size = number("size", d.size, PictureRefusal::Size)?;
    let orientation = match field("orientation") {
        None => Orientation::Seen,
        Some(v) => Orientation::from_id(&v.as_string().ok_or(PictureRefusal::Orientation)?, seats)?,
    };
    let animate = match field("animate") {
        None => false,
        Some(v) => v.as_bool().ok_or(PictureRefusal::Options)?,
    };
    GifOptions::checked(delay, size, orientation, animate)
}

/// The page's `onProgress(done, total)` and `signal` (an AbortSignal), when it gave them.
fn hooks(value: &JsValue) -> Result<(Option<Function>, Option<JsValue>), PictureRefusal> {
    if !value.is_object() {
        return Ok((None, None));
    }
    let field = |key: &str| Reflect::get(value, &key.into()).ok().filter(|v| !v.is_undefined() && !v.is_null());
    let progress = field("onProgress").map(|f| f.dyn_into::<Function>().map_err(|_| PictureRefusal::Options));
    let signal = field("signal");
    if signal.as_ref().is_some_and(|s| Reflect::get(s, &"aborted".into()).ok().and_then(|a| a.as_bool()).is_none()) {
        return Err(PictureRefusal::Options);
    }
    Ok((progress.transpose()?, signal))
}

fn aborted(signal: &Option<JsValue>) -> bool {
    signal.as_ref().and_then(|s| Reflect::get(s, &"aborted".into()).ok()).and_then(|a| a.as_bool()) == Some(true)
}

impl Board {
    /// The position shown as a PNG at twice the board's size, with coordinates.
    pub fn to_png(&self) -> Promise {
        promise(self.host(), |table, resolve, reject| {
            picture::png(table, table.history().len(), settle(resolve, reject, table.settings().lang));
        })
    }

    /// The game as an animated GIF; `tools_url` is where embed.js found the site's
    /// tools-loader.js.
    pub fn to_gif(&self, options_value: JsValue, tools_url: &str) -> Promise {
        promise(self.host(), |table, resolve, reject| {
            let lang = table.settings().lang;
            let checked = options(&options_value, table.status().seats).and_then(|o| Ok((o, hooks(&options_value)?)));
            let (o, (on_progress, signal)) = match checked {
                Ok(c) => c,
                Err(e) => return drop(reject.call1(&JsValue::NULL, &failure(e, lang))),
            };
            if aborted(&signal) {
                return drop(reject.call1(&JsValue::NULL, &failure(PictureRefusal::Cancelled, lang)));
            }
            let cancelled = Rc::new(Cell::new(false));
            let flag = cancelled.clone();
            // The page hears of each frame, and may abort between two.
            let progress: Rc<dyn Fn(usize, usize)> = Rc::new(move |done, of| {
                if let Some(f) = &on_progress {
                    let _ = f.call2(&JsValue::NULL, &(done as u32).into(), &(of as u32).into());
                }
                if aborted(&signal) {
                    flag.set(true);
                }
            });
            picture::gif(table, o, tools_url, progress, cancelled, settle(resolve, reject, lang));
        })
    }
}
