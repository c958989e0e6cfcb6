//! The "Image / GIF" button: it shows the dialog and hands the game, as plain values, to the
//! tools wasm, which runs the dialog and makes the pictures (web::picture_dialog), so the
//! page carries none of it.

use super::dialogs::show;
use super::{tools, with_table};
use crate::view::words::Word;
use crate::web::dom::{on, set_disabled, set_text};
use js_sys::Array;
use wasm_bindgen::JsValue;

pub fn wire() {
    on("picture", "click", |_| open());
}

fn open() {
    let args = with_table(|t| {
        let moves: Array = t.history().iter().map(|m| JsValue::from_str(m)).collect();
        let (w, h) = t.size();
        let s = t.settings();
        let viewing = t.status().viewing.map_or(JsValue::UNDEFINED, |p| (p as u32).into());
        let values: [JsValue; 9] = [
            t.kind().id().into(),
            t.start_text().into(),
            moves.into(),
            viewing,
            t.flipped().into(),
            w.into(),
            h.into(),
            s.theme.id().into(),
            s.lang.code().into(),
        ];
        (values.iter().collect::<Array>(), s.lang)
    });
    let Some((args, lang)) = args else { return };
    // Nothing to press until the tools have taken the dialog over.
    set_disabled("picture-png", true);
    set_disabled("picture-gif", true);
    set_text("picture-status", Word::Loading.get(lang));
    show("picture-dialog");
    tools::call("pictures", args, move || set_text("picture-status", Word::ToolsFailed.get(lang)));
}
