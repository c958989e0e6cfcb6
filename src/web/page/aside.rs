//! The saves that could not be read, set aside (never deleted) when they were found: a line
//! under the saved games says how many of this game there are, and a dialog lists them, each
//! with why it does not read, to export its text, restore it once it reads, or delete it.

use super::{dialogs, notice, show_slot, SharedPage};
use crate::app::library::{Library, Restore};
use crate::app::record::Record;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::words::Word;
use crate::web::dom::{by_id, create, on, set_hidden, set_text};
use crate::web::storage::LocalStore;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// Shows how many saves of `kind` are set aside (the line is hidden when there are none).
pub fn line(kind: GameKind, lang: Lang) {
    let count = Library::new(&LocalStore).set_aside().iter().filter(|a| a.kind == kind).count();
    set_hidden("aside", count == 0);
    set_text("aside-text", &Word::AsideLine.fill(lang, &[count.to_string()]));
}

pub fn wire(page: &SharedPage) {
    let weak = Rc::downgrade(page);
    on("aside-open", "click", move |_| {
        if let Some(page) = weak.upgrade() {
            fill(&page);
            dialogs::show("aside-dialog");
        }
    });
    on("aside-close", "click", |_| dialogs::close("aside-dialog"));
    let weak = Rc::downgrade(page);
    on("aside-list", "click", move |e| {
        let Some(page) = weak.upgrade() else { return };
        let Some(button) =
            e.target().and_then(|t| t.dyn_into::<Element>().ok()).and_then(|t| t.closest("button").ok().flatten())
        else {
            return;
        };
        let (Some(act), Some(key)) = (button.get_attribute("data-aside"), button.get_attribute("data-key")) else {
            return;
        };
        act_on(&page, &act, &key);
    });
}

/// Lists the set-aside saves of the page's game.
fn fill(page: &SharedPage) {
    let (kind, lang) = {
        let p = page.borrow();
        (p.kind, p.lang)
    };
    let Some(list) = by_id::<Element>("aside-list") else { return };
    list.set_text_content(None);
    for aside in Library::new(&LocalStore).set_aside().into_iter().filter(|a| a.kind == kind) {
        let item = create("li", "aside-item");
        let size = aside.text.len().div_ceil(1024).to_string();
        let head = create("p", "aside-head");
        head.set_text_content(Some(&Word::AsideItem.fill(lang, &[kind.title().get(lang).to_string(), size])));
        let _ = item.append_child(&head);
        let why = create("p", "hint");
        let loaded = Record::load(&aside.text);
        let reason = match &loaded {
            Ok(_) => Word::AsideReads.get(lang).to_string(),
            Err(e) => e.render(lang),
        };
        why.set_text_content(Some(&reason));
        let _ = item.append_child(&why);
        let buttons = create("div", "buttons");
        // What does not read can only be exported (to be mended) or deleted.
        let acts =
            [("restore", Word::Restore, ""), ("export", Word::Export, "ghost"), ("delete", Word::Delete, "ghost")];
        for (act, word, class) in acts.into_iter().skip(usize::from(loaded.is_err())) {
            let b = create("button", class);
            let _ = b.set_attribute("type", "button");
            let _ = b.set_attribute("data-aside", act);
            let _ = b.set_attribute("data-key", &aside.key);
            b.set_text_content(Some(word.get(lang)));
            let _ = buttons.append_child(&b);
        }
        let _ = item.append_child(&buttons);
        let _ = list.append_child(&item);
    }
}

fn act_on(page: &SharedPage, act: &str, key: &str) {
    let lang = page.borrow().lang;
    let library = Library::new(&LocalStore);
    match act {
        "restore" => match library.restore(key) {
            Ok(slot) => {
                dialogs::close("aside-dialog");
                show_slot(page, slot);
                notice(&Word::Restored.fill(lang, &[slot.number.to_string()]));
            }
            Err(Restore::Gone) => fill(page),
            Err(Restore::Unreadable(e)) => say(key, &Word::StillUnreadable.fill(lang, &[e.render(lang)])),
            Err(Restore::Save(e)) => say(key, &crate::game::Refusal::render(&e, lang)),
        },
        "export" => {
            let Some(text) = library.set_aside().into_iter().find(|a| a.key == key).map(|a| a.text) else { return };
            dialogs::close("aside-dialog");
            dialogs::open_export(&text);
        }
        // Asked once more in place: the button becomes "Delete for good".
        "delete" => {
            if let Some(b) = button(key, "delete") {
                let _ = b.set_attribute("data-aside", "delete-for-good");
                b.set_text_content(Some(Word::DeleteForGood.get(lang)));
            }
        }
        "delete-for-good" => {
            library.discard(key);
            fill(page);
            let kind = page.borrow().kind;
            line(kind, lang);
        }
        _ => {}
    }
}

fn button(key: &str, act: &str) -> Option<Element> {
    // The item's buttons, by what they do.
    let list = by_id::<Element>("aside-list")?;
    let buttons = list.query_selector_all("button").ok()?;
    (0..buttons.length()).filter_map(|i| buttons.item(i)?.dyn_into::<Element>().ok()).find(|b| {
        b.get_attribute("data-key").as_deref() == Some(key) && b.get_attribute("data-aside").as_deref() == Some(act)
    })
}

/// Says why an action on the save `key` did not work, in its item.
fn say(key: &str, text: &str) {
    let item = button(key, "restore").or_else(|| button(key, "export")).and_then(|b| b.closest("li").ok().flatten());
    if let Some(why) = item.and_then(|i| i.query_selector(".hint").ok().flatten()) {
        why.set_text_content(Some(text));
    }
}
