//! The tools: a wasm of its own, loaded the first time a player needs one of them (the rules
//! help, the Drake's workshop, the position editor, the analysis and the review, the Image /
//! GIF dialog, and the benchmark hooks of scripts/bench.mjs), so that the page's first bundle
//! stays small.
//! www/tools-loader.js loads it.

use wasm_bindgen::prelude::*;

/// Says in `out` the position of `game` after `moves` (notations separated by spaces) from
/// `start`, in `lang`; false if the game cannot be replayed.
#[wasm_bindgen]
pub fn describe(game: &str, start: &str, moves: &str, lang: &str, out: web_sys::Element) -> bool {
    let Some(kind) = deskovna::games::GameKind::from_id(game) else { return false };
    let moves: Vec<String> = moves.split_whitespace().map(str::to_string).collect();
    let lang = deskovna::game::Lang::from_tag(lang);
    let Some(text) = deskovna::view::registry::describe(kind, start, &moves, lang) else { return false };
    out.set_text_content(Some(&text));
    true
}

/// Fills `body` with the rules of `game` in `lang`, diagrams drawn in `theme`.
#[wasm_bindgen]
pub fn help(game: &str, lang: &str, theme: &str, body: web_sys::Element) -> bool {
    deskovna::web::help::show(game, lang, theme, &body)
}

/// Runs the app's Image / GIF dialog for the game the page shows (`{game, start, moves,
/// viewing, flipped, width, height, theme, lang}`: the moves in notation, the ply shown or
/// undefined for the last, the board's size in CSS pixels). False when the game cannot be
/// opened.
#[wasm_bindgen]
pub fn pictures(shown: JsValue) -> bool {
    deskovna::web::picture_dialog::open(&shown)
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

/// Shows the Drake's workshop in `root`; `variant`: a variant text from a link, or empty.
#[wasm_bindgen]
pub fn workshop(root: web_sys::Element, variant: &str) -> bool {
    deskovna::web::workshop::show(&root, variant)
}

/// Shows the lessons of `game` in `root` (the page's `<main id="learn">`); the course is
/// fetched from `lessons/<game>.txt`. False for an unknown game.
#[wasm_bindgen]
pub fn lessons(root: web_sys::Element, game: &str) -> bool {
    deskovna::web::lesson::show(&root, game)
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

/// Fills `body` with the position editor of `game`, starting from `position` (the position on
/// the board); words in `lang`, pieces in `theme`.
#[wasm_bindgen]
pub fn editor(game: &str, lang: &str, theme: &str, position: &str, body: web_sys::Element) -> bool {
    deskovna::web::editor::show(game, lang, theme, position, &body)
}

/// Where the square `name` of the open editor's board is drawn (canvas CSS pixels).
#[wasm_bindgen(js_name = editorLocate)]
pub fn editor_locate(name: &str) -> Vec<f32> {
    deskovna::web::editor::locate(name)
}

/// The analysis (`what` "analyse", opened or closed) or the review (`"review"`) beside the
/// page's board; `board`: `{game, start, moves, shown, lang}` (see web::study).
#[wasm_bindgen]
pub fn study(what: &str, board: JsValue) -> bool {
    deskovna::web::study::open(what, &board)
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
