//! The saves that could not be read, set aside (never deleted) when they were found, in the
//! tools wasm: the page's "Show them" hands the game's kind (`ToTools::SetAside`) and the list
//! to fill; each save says why it does not read and offers to restore it once it reads, to
//! export its text (the page's export dialog, `ToPage::Export`) or to delete it, asked once more
//! in place. A restored save is shown by the page (`ToPage::Restored`).

use super::dom::{close_dialog, create, show_dialog, Listener};
use super::storage::LocalStore;
use super::tools::tell;
use crate::app::handoff::ToPage;
use crate::app::library::{Library, Restore};
use crate::app::record::Record;
use crate::game::{Lang, Refusal};
use crate::games::GameKind;
use crate::view::words::Word;
use wasm_bindgen::JsCast;
use web_sys::Element;

/// What a save's button does (its `data-aside`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Act {
    Restore,
    Export,
    /// Asks once more: the button becomes Delete for good.
    Delete,
    DeleteForGood,
}

impl Act {
    const ALL: [Act; 4] = [Act::Restore, Act::Export, Act::Delete, Act::DeleteForGood];

    fn key(self) -> &'static str {
        match self {
            Act::Restore => "restore",
            Act::Export => "export",
            Act::Delete => "delete",
            Act::DeleteForGood => "delete-for-good",
        }
    }

    fn from_key(key: &str) -> Option<Act> {
        Act::ALL.into_iter().find(|a| a.key() == key)
    }
}

/// The list while the dialog is open (its handler goes with it when the next one opens).
pub struct Dialog {
    _clicks: Listener,
}

/// Lists the set-aside saves of `kind` into `list` (the page's `#aside-list`) and shows the
/// dialog.
pub fn open(kind: GameKind, lang: Lang, list: &Element) -> Dialog {
    fill(list, kind, lang);
    let place = list.clone();
    let clicks = Listener::new(list, "click", move |e| {
        let button =
            e.target().and_then(|t| t.dyn_into::<Element>().ok()).and_then(|t| t.closest("button").ok().flatten());
        let Some(button) = button else { return };
        let act = button.get_attribute("data-aside").and_then(|a| Act::from_key(&a));
        if let (Some(act), Some(key)) = (act, button.get_attribute("data-key")) {
            act_on(&place, kind, lang, act, &key, &button);
        }
    });
    show_dialog("aside-dialog");
    Dialog { _clicks: clicks }
}

fn fill(list: &Element, kind: GameKind, lang: Lang) {
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
        let acts = [
            (Act::Restore, Word::Restore, ""),
            (Act::Export, Word::Export, "ghost"),
            (Act::Delete, Word::Delete, "ghost"),
        ];
        for (act, word, class) in acts.into_iter().skip(usize::from(loaded.is_err())) {
            let b = create("button", class);
            let _ = b.set_attribute("type", "button");
            let _ = b.set_attribute("data-aside", act.key());
            let _ = b.set_attribute("data-key", &aside.key);
            b.set_text_content(Some(word.get(lang)));
            let _ = buttons.append_child(&b);
        }
        let _ = item.append_child(&buttons);
        let _ = list.append_child(&item);
    }
}

fn act_on(list: &Element, kind: GameKind, lang: Lang, act: Act, key: &str, button: &Element) {
    let library = Library::new(&LocalStore);
    // Why an action did not work, said in its save's item.
    let say = |text: &str| {
        let item = button.closest("li").ok().flatten();
        if let Some(why) = item.and_then(|i| i.query_selector(".hint").ok().flatten()) {
            why.set_text_content(Some(text));
        }
    };
    match act {
        Act::Restore => match library.restore(key) {
            Ok(slot) => {
                close_dialog("aside-dialog");
                tell(&ToPage::Restored { game: slot.kind, number: slot.number });
            }
            Err(Restore::Gone) => fill(list, kind, lang),
            Err(Restore::Unreadable(e)) => say(&Word::StillUnreadable.fill(lang, &[e.render(lang)])),
            Err(Restore::Save(e)) => say(&Refusal::render(&e, lang)),
        },
        Act::Export => {
            let Some(text) = library.set_aside().into_iter().find(|a| a.key == key).map(|a| a.text) else { return };
            close_dialog("aside-dialog");
            tell(&ToPage::Export(text));
        }
        Act::Delete => {
            let _ = button.set_attribute("data-aside", Act::DeleteForGood.key());
            button.set_text_content(Some(Word::DeleteForGood.get(lang)));
        }
        Act::DeleteForGood => {
            library.discard(key);
            fill(list, kind, lang);
            tell(&ToPage::SetAsideChanged);
        }
    }
}
