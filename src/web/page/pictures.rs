//! The "Image / GIF" button: it shows the dialog and hands the game (as the study gets it) to
//! the tools wasm, which runs the dialog and makes the pictures (web::picture_dialog), so the
//! page carries none of it.

use super::dialogs::show;
use super::{study, tools};
use crate::app::handoff::ToTools;
use crate::view::words::Word;
use crate::web::dom::{on, set_text};
use crate::web::host::SharedHost;
use std::rc::Rc;

pub fn wire(host: &SharedHost) {
    let h = Rc::downgrade(host);
    on("picture", "click", move |_| {
        if let Some(host) = h.upgrade() {
            open(&host);
        }
    });
}

fn open(host: &SharedHost) {
    let lang = host.borrow().session.table().settings().lang;
    // The tools put in the dialog's controls; until then it says it is loading.
    set_text("picture-status", Word::Loading.get(lang));
    show("picture-dialog");
    tools::call(ToTools::Pictures(study::shown(host, lang)), None, move || {
        set_text("picture-status", Word::ToolsFailed.get(lang))
    });
}
