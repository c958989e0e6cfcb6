//! The tools: a wasm of its own, loaded the first time a player needs one of them (the rules
//! help, the GIF encoder), so that the page's first bundle stays small. www/tools-loader.js loads it.

use wasm_bindgen::prelude::*;

/// Fills `body` with the rules of `game` in `lang`, diagrams drawn in `theme`.
#[wasm_bindgen]
pub fn help(game: &str, lang: &str, theme: &str, body: web_sys::Element) -> bool {
    deskovna::web::help::show(game, lang, theme, &body)
}

/// An animated GIF being written: `new GifMaker(w, h)`, `frame(rgba, delayCs)` per frame,
/// then `finish()` for its bytes. The page paints the frames; this indexes and encodes them.
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

fn main() {}
