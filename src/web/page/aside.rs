//! The saves that could not be read, set aside (never deleted) when they were found: a line
//! under the saved games says how many of this game there are; its "Show them" opens their
//! dialog, drawn by the tools wasm (`web::set_aside`), which hands back a restored save to show
//! (`ToPage::Restored`) or a text to export.

use super::{notice, show_slot, tools, SharedPage};
use crate::app::handoff::ToTools;
use crate::app::library::{Library, Slot};
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::words::Word;
use crate::web::dom::{by_id, on, set_hidden, set_text};
use crate::web::storage::LocalStore;
use std::rc::Rc;
use web_sys::Element;

/// Shows how many saves of `kind` are set aside (the line is hidden when there are none).
pub fn line(kind: GameKind, lang: Lang) {
    let count = Library::new(&LocalStore).set_aside_count(kind);
    set_hidden("aside", count == 0);
    set_text("aside-text", &Word::AsideLine.fill(lang, &[count.to_string()]));
}

pub fn wire(page: &SharedPage) {
    let weak = Rc::downgrade(page);
    on("aside-open", "click", move |_| {
        let Some(page) = weak.upgrade() else { return };
        let (kind, lang) = {
            let p = page.borrow();
            (p.kind, p.lang)
        };
        let Some(list) = by_id::<Element>("aside-list") else { return };
        tools::call(ToTools::SetAside { game: kind, lang }, Some(list), move || notice(Word::ToolsFailed.get(lang)));
    });
    on("aside-close", "click", |_| super::dialogs::close("aside-dialog"));
}

/// Shows the save restored as `slot` (one of this page's game: another is not this page's).
pub fn restored(page: &SharedPage, slot: Slot) {
    let (kind, lang) = {
        let p = page.borrow();
        (p.kind, p.lang)
    };
    if slot.kind != kind {
        return;
    }
    show_slot(page, slot);
    notice(&Word::Restored.fill(lang, &[slot.number.to_string()]));
    line(kind, lang);
}
