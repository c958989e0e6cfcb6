//! Pictures of a board, for the app page and an embedded board alike: the position as a PNG
//! (painted by our painter at twice the board's size, with coordinates), and the game as an
//! animated GIF (every position painted on a canvas nobody sees, its pixels handed to the GIF
//! encoder of the tools wasm: in the tools themselves (the app's Image / GIF dialog) it is at
//! hand, an embedded board loads it on demand). The GIF is made a frame at a time, yielding
//! to the page between frames; it reports progress and can be cancelled.

use super::dom::{create, later};
use super::painter::paint_scene;
use crate::view::picture::{frames, Frame, GifOptions, PictureRefusal};
use crate::view::registry::open_table;
use crate::view::scene::Rect;
use crate::view::table::{Looks, Table};
use crate::view::theme::Theme;
use js_sys::Array;
#[cfg(not(feature = "tools"))]
use js_sys::{Function, Reflect};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, CanvasRenderingContext2d, HtmlCanvasElement};

/// How much larger than on screen the PNG is painted (sharp on high-DPI screens and in print).
pub const PNG_SCALE: f64 = 2.0;

/// What a finished picture is handed to.
pub type Done = Box<dyn FnOnce(Result<Blob, PictureRefusal>)>;

/// A copy of the game for pictures: its first `plies` moves, laid out at the board's size and
/// turned as asked, with coordinates, nothing held and no cursor.
fn copy_of(table: &dyn Table, flipped: bool, plies: usize) -> Option<Box<dyn Table>> {
    let moves = table.history().get(..plies)?;
    let mut copy = open_table(table.kind(), &table.start_text(), moves).ok()?;
    copy.set_settings(Looks { coordinates: true, animation_ms: 1000.0, ..table.settings() });
    let (w, h) = table.size();
    copy.resize(w, h);
    copy.set_flipped(flipped);
    Some(copy)
}

/// A canvas of `w` × `h` pixels whose drawing is scaled by `scale` (scenes speak CSS pixels).
fn canvas(w: u32, h: u32, scale: f64) -> Option<(HtmlCanvasElement, CanvasRenderingContext2d)> {
    let canvas: HtmlCanvasElement = create("canvas", "").dyn_into().ok()?;
    canvas.set_width(w);
    canvas.set_height(h);
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    let _ = ctx.set_transform(scale, 0.0, 0.0, scale, 0.0, 0.0);
    Some((canvas, ctx))
}

/// Paints the copy's scene at `now` over its theme's background (a picture has no page
/// behind it).
fn paint(ctx: &CanvasRenderingContext2d, table: &dyn Table, now: f64) {
    let scene = table.scene(now);
    let mut background = crate::view::scene::Scene::new(scene.width, scene.height);
    let colour = Theme::get(table.settings().theme).background;
    background.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 0.0, crate::view::scene::Paint::fill(colour));
    paint_scene(ctx, &background);
    paint_scene(ctx, &scene);
}

/// The position after the game's first `plies` moves as a PNG at twice the board's size.
pub fn png(table: &dyn Table, plies: usize, done: Done) {
    let Some(copy) = copy_of(table, table.flipped(), plies) else { return done(Err(PictureRefusal::Failed)) };
    let (w, h) = table.size();
    let size = |x: f32| (x as f64 * PNG_SCALE).round() as u32;
    let Some((canvas, ctx)) = canvas(size(w), size(h), PNG_SCALE) else { return done(Err(PictureRefusal::Failed)) };
    paint(&ctx, &*copy, f64::MAX);
    let slot = Rc::new(Cell::new(Some(done)));
    let fallback = slot.clone();
    let callback = Closure::once_into_js(move |blob: JsValue| {
        if let Some(done) = slot.take() {
            done(blob.dyn_into::<Blob>().map_err(|_| PictureRefusal::Failed));
        }
    });
    if canvas.to_blob_with_type(callback.unchecked_ref(), "image/png").is_err() {
        if let Some(done) = fallback.take() {
            done(Err(PictureRefusal::Failed));
        }
    }
}

/// Calls `object.name(args…)`.
#[cfg(not(feature = "tools"))]
fn call(object: &JsValue, name: &str, args: &Array) -> Result<JsValue, JsValue> {
    Reflect::get(object, &name.into())?.dyn_into::<Function>()?.apply(object, args)
}

/// A GIF being made: frames painted one per turn of the page's event loop.
struct Job {
    copy: Box<dyn Table>,
    moves: Vec<String>,
    frames: Vec<Frame>,
    next: usize,
    ctx: CanvasRenderingContext2d,
    size: (u32, u32),
    encoder: Encoder,
    cancelled: Rc<Cell<bool>>,
    progress: Rc<dyn Fn(usize, usize)>,
    done: Done,
}

impl Job {
    /// Paints and encodes the next frame, then yields; the last one finishes the GIF.
    fn step(mut self) {
        if self.cancelled.get() {
            return (self.done)(Err(PictureRefusal::Cancelled));
        }
        let Some(&frame) = self.frames.get(self.next) else { return self.finish() };
        while self.copy.history().len() < frame.ply {
            let Some(mv) = self.moves.get(self.copy.history().len()) else { break };
            if self.copy.play_notation(mv, 0.0).is_err() {
                break;
            }
        }
        let now =
            if frame.progress < 1.0 { frame.progress as f64 * self.copy.settings().animation_ms } else { f64::MAX };
        self.ctx.clear_rect(0.0, 0.0, self.size.0 as f64, self.size.1 as f64);
        paint(&self.ctx, &*self.copy, now);
        let image = self.ctx.get_image_data(0.0, 0.0, self.size.0 as f64, self.size.1 as f64).ok();
        if !image.is_some_and(|image| self.encoder.frame(&image, frame.delay_cs)) {
            return (self.done)(Err(PictureRefusal::Failed));
        }
        self.next += 1;
        (self.progress)(self.next, self.frames.len());
        later(0.0, move || self.step());
    }

    fn finish(mut self) {
        let bytes = self.encoder.finish();
        let blob = bytes.filter(|b| js_sys::Uint8Array::new(b).length() > 0).and_then(|b| {
            let options = BlobPropertyBag::new();
            options.set_type("image/gif");
            Blob::new_with_u8_array_sequence_and_options(&Array::of1(&b), &options).ok()
        });
        (self.done)(blob.ok_or(PictureRefusal::Failed));
    }
}

/// Makes the game shown (every position from the start) into an animated GIF, with the
/// encoder of the tools wasm (loaded from `tools_url` where it is not at hand).
/// `progress(done, of)` after each frame; `done` once, with the GIF or why not. Setting `cancelled` stops it before the next frame.
pub fn gif(
    table: &dyn Table,
    options: GifOptions,
    tools_url: &str,
    progress: Rc<dyn Fn(usize, usize)>,
    cancelled: Rc<Cell<bool>>,
    done: Done,
) {
    let flipped = options.orientation.flipped(table.flipped());
    let (w, h) = table.size();
    let (gw, gh) = options.pixels(w, h);
    let prepared = copy_of(table, flipped, 0)
        .and_then(|copy| Some((copy, canvas(gw as u32, gh as u32, gw as f64 / w.max(1.0) as f64)?)));
    let Some((copy, (_canvas, ctx))) = prepared else { return done(Err(PictureRefusal::Failed)) };
    let moves = table.history().to_vec();
    let list = frames(moves.len(), &options);
    let job = move |encoder: Option<Encoder>| match encoder {
        Some(encoder) => Job {
            copy,
            moves,
            frames: list,
            next: 0,
            ctx,
            size: (gw as u32, gh as u32),
            encoder,
            cancelled,
            progress,
            done,
        }
        .step(),
        None => done(Err(PictureRefusal::Failed)),
    };
    Encoder::start(gw, gh, tools_url, job);
}

/// The GIF encoder where it is at hand: in the tools wasm itself.
#[cfg(feature = "tools")]
struct Encoder(super::gif::GifMaker);

#[cfg(feature = "tools")]
impl Encoder {
    fn start(width: u16, height: u16, _tools_url: &str, then: impl FnOnce(Option<Encoder>) + 'static) {
        then(super::gif::GifMaker::new(width, height).map(Encoder));
    }

    fn frame(&mut self, image: &web_sys::ImageData, delay_cs: u16) -> bool {
        self.0.frame(&image.data(), delay_cs)
    }

    fn finish(&mut self) -> Option<JsValue> {
        Some(js_sys::Uint8Array::from(&self.0.finish()[..]).into())
    }
}

/// The GIF encoder of the tools wasm, loaded from the site (an embedded board).
#[cfg(not(feature = "tools"))]
struct Encoder(JsValue);

#[cfg(not(feature = "tools"))]
impl Encoder {
    fn start(width: u16, height: u16, tools_url: &str, then: impl FnOnce(Option<Encoder>) + 'static) {
        super::load_tools::load_tools(tools_url, move |tools| {
            let maker = tools.and_then(|tools| {
                Reflect::get(&tools, &"GifMaker".into())
                    .and_then(|c| c.dyn_into::<Function>())
                    .and_then(|c| Reflect::construct(&c, &Array::of2(&width.into(), &height.into())))
                    .ok()
            });
            then(maker.map(Encoder));
        });
    }

    fn frame(&mut self, image: &web_sys::ImageData, delay_cs: u16) -> bool {
        let data = Reflect::get(image, &"data".into());
        let added = data.and_then(|data| call(&self.0, "frame", &Array::of2(&data, &delay_cs.into())));
        added.ok().and_then(|ok| ok.as_bool()) == Some(true)
    }

    fn finish(&mut self) -> Option<JsValue> {
        call(&self.0, "finish", &Array::new()).ok()
    }
}

#[cfg(not(feature = "tools"))]
impl Drop for Encoder {
    /// The encoder's memory in the tools wasm, freed however the GIF ended.
    fn drop(&mut self) {
        let _ = call(&self.0, "free", &Array::new());
    }
}
