//! The tools: a wasm of its own, loaded the first time a player needs one of them (the rules
//! help, the Drake's workshop, the position editor, the analysis and the review, the Image /
//! GIF dialog, and the benchmark hooks of scripts/bench.mjs), so that the page's first bundle
//! stays small.
//! www/tools-loader.js loads it.

use std::cell::RefCell;
use wasm_bindgen::prelude::*;

thread_local! {
    /// What the tools keep between the page's messages (the study, the New game dialog; their
    /// decisions live in their controllers, `deskovna::app`).
    static TOOLS: RefCell<deskovna::web::tools::Tools> = RefCell::default();
}

/// Takes the page's message (`deskovna::app::handoff::ToTools`: the rules help, the workshop,
/// the editor, the description, the pictures, the study and the position shown) and the
/// element it fills, if any; false when it does not read or its tool cannot open there.
#[wasm_bindgen]
pub fn receive(message: JsValue, place: Option<web_sys::Element>) -> bool {
    TOOLS.with(|tools| deskovna::web::tools::receive(message, place, &mut tools.borrow_mut()))
}

/// An animated GIF being written: `new GifMaker(w, h)`, `frame(rgba, delayCs)` per frame,
/// then `finish()` for its bytes. The embed paints the frames; this indexes and encodes them.
#[wasm_bindgen]
pub struct GifMaker(deskovna::web::gif::GifMaker);

#[wasm_bindgen]
impl GifMaker {
    /// Throws when the size is zero.
    #[wasm_bindgen(constructor)]
    pub fn new(width: u16, height: u16) -> Result<GifMaker, JsValue> {
        deskovna::web::gif::GifMaker::new(width, height).map(GifMaker).ok_or_else(|| JsValue::from_str("bad GIF size"))
    }

    /// Adds a frame of RGBA pixels; false when it does not fit the size.
    pub fn frame(&mut self, rgba: &[u8], delay_cs: u16) -> bool {
        self.0.frame(rgba, delay_cs)
    }

    /// The GIF's bytes.
    pub fn finish(&mut self) -> Vec<u8> {
        self.0.finish()
    }
}

/// Where the square `name` of the lesson's board is drawn (canvas CSS pixels), for tests.
#[wasm_bindgen(js_name = lessonLocate)]
pub fn lesson_locate(name: &str) -> Vec<f32> {
    deskovna::web::lesson::locate(name)
}

/// The position on the lesson's board (the engine's text), for tests.
#[wasm_bindgen(js_name = lessonPosition)]
pub fn lesson_position() -> String {
    deskovna::web::lesson::position()
}

/// Where the spot `name` of the puzzle's board is drawn (canvas CSS pixels), for tests.
#[wasm_bindgen(js_name = puzzleLocate)]
pub fn puzzle_locate(name: &str) -> Vec<f32> {
    deskovna::web::puzzle::locate(name)
}

/// The position on the puzzle's board (the engine's text), for tests.
#[wasm_bindgen(js_name = puzzlePosition)]
pub fn puzzle_position() -> String {
    deskovna::web::puzzle::position()
}

/// The moves the puzzle's board allows now, for tests.
#[wasm_bindgen(js_name = puzzleMoves)]
pub fn puzzle_moves() -> Vec<String> {
    deskovna::web::puzzle::legal_moves()
}

/// Where the spot `name` of the live board is drawn (canvas CSS pixels), for tests.
#[wasm_bindgen(js_name = liveLocate)]
pub fn live_locate(name: &str) -> Vec<f32> {
    deskovna::web::live::locate(name)
}

/// The position on the live board (the engine's text), for tests.
#[wasm_bindgen(js_name = livePosition)]
pub fn live_position() -> String {
    deskovna::web::live::position()
}

/// A message handed to the live match as if it came on its channel (tests: a forged message
/// is refused and changes nothing).
#[wasm_bindgen(js_name = liveInject)]
pub fn live_inject(text: &str) {
    deskovna::web::live::inject(text)
}

/// Where the square `name` of the open editor's board is drawn (canvas CSS pixels).
#[wasm_bindgen(js_name = editorLocate)]
pub fn editor_locate(name: &str) -> Vec<f32> {
    deskovna::web::editor::locate(name)
}

/// Perft of a game's default start position (-1 for an unknown game), for the benchmarks.
#[wasm_bindgen]
pub fn perft(game: &str, depth: usize) -> f64 {
    deskovna::web::bench::perft(game, depth)
}

/// The ids of the games the app can show, separated by spaces, for the benchmarks.
#[wasm_bindgen(js_name = benchKinds)]
pub fn bench_kinds() -> String {
    deskovna::web::bench::bench_kinds()
}

/// Each frame's milliseconds of rendering `game` after `plies` moves on a `size` canvas.
#[wasm_bindgen(js_name = benchRender)]
pub fn bench_render(game: &str, frames: u32, plies: u32, size: f64) -> Result<Vec<f64>, JsValue> {
    deskovna::web::bench::bench_render(game, frames, plies, size)
}

fn main() {}
