//! An embedded board: the wasm that embed.js loads (the embedding API and nothing of the app
//! page). The board itself is `deskovna::web::embed`; this gives it its JavaScript names.

use deskovna::web::embed;
use wasm_bindgen::prelude::*;

/// A board mounted in an element of the host page.
#[wasm_bindgen]
pub struct Board(embed::Board);

/// Mounts a board in `element` (it fills the element). Never throws: a bad config gives a
/// board whose `error` says what is wrong (and a `deskovna:error` event).
#[wasm_bindgen]
pub fn mount(element: JsValue, config: JsValue) -> Board {
    Board(embed::mount(element, config))
}

#[wasm_bindgen]
impl Board {
    /// The last configuration error, or null.
    #[wasm_bindgen(getter)]
    pub fn error(&self) -> JsValue {
        self.0.error()
    }

    pub fn set(&self, config: JsValue) -> JsValue {
        self.0.set(config)
    }

    pub fn play(&self, notation: JsValue) -> JsValue {
        self.0.play(notation)
    }

    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> JsValue {
        self.0.legal_moves()
    }

    pub fn position(&self) -> String {
        self.0.position()
    }

    pub fn history(&self) -> JsValue {
        self.0.history()
    }

    pub fn start(&self) -> String {
        self.0.start()
    }

    pub fn undo(&self) -> bool {
        self.0.undo()
    }

    pub fn flip(&self) {
        self.0.flip()
    }

    pub fn locate(&self, name: JsValue) -> Vec<f64> {
        self.0.locate(name)
    }

    /// The position as a PNG at twice the board's size: a Promise of a Blob.
    #[wasm_bindgen(js_name = toPng)]
    pub fn to_png(&self) -> js_sys::Promise {
        self.0.to_png()
    }

    /// The game as an animated GIF: a Promise of a Blob (embed.js passes where the tools are).
    #[wasm_bindgen(js_name = toGif)]
    pub fn to_gif(&self, options: JsValue, tools_url: &str) -> js_sys::Promise {
        self.0.to_gif(options, tools_url)
    }

    pub fn destroy(&self) {
        self.0.destroy()
    }
}

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn main() {}
