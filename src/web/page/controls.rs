//! The page's buttons, lists and forms, wired to actions: each DOM event becomes an
//! [`Action`] sent to the page.

use super::action::{Action, Dispatch, Nav};
use crate::web::dom::{by_id, on, window};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlSelectElement, HtmlTextAreaElement, KeyboardEvent};

/// Buttons that send one action when clicked.
const BUTTONS: &[(&str, Action)] = &[
    ("new-game", Action::OpenNewGame),
    ("flip", Action::Flip),
    ("undo", Action::Undo),
    ("redo", Action::Redo),
    ("hint", Action::Hint),
    ("demo", Action::Demo),
    ("lang", Action::ToggleLang),
    ("describe", Action::Describe),
    ("live", Action::Live),
    ("promote", Action::Promote),
    ("delete-move", Action::DeleteMove),
    ("comment", Action::Comment),
    ("share", Action::Share),
    ("share-copy", Action::CopyShare),
    ("export", Action::Export),
    ("unsaved-export", Action::Export),
    ("io-copy", Action::CopyExport),
    ("io-download", Action::Download),
    ("io-import", Action::Import),
    ("help", Action::Help),
    ("edit-position", Action::EditPosition),
    ("settings", Action::OpenSettings),
    ("result-rematch", Action::Rematch),
    ("result-new", Action::NewFromResult),
    ("delete-confirm", Action::DeleteSlot),
];

pub fn wire(dispatch: &Dispatch) {
    for (id, action) in BUTTONS {
        let d = dispatch.clone();
        on(id, "click", move |_| d(action.clone()));
    }
    for id in ["set-theme", "set-animation", "set-coordinates", "set-sound"] {
        let d = dispatch.clone();
        on(id, "change", move |_| d(Action::SettingsChanged));
    }
    let d = dispatch.clone();
    on("moves", "click", move |e| {
        if let Some(node) = number_at(&e, "data-node") {
            d(Action::Go(node));
        }
    });
    // ← → ↑ ↓ Home End in the move list; on the board (whose arrows move its cursor) with Shift.
    for (id, shifted) in [("moves", false), ("board", true)] {
        let d = dispatch.clone();
        on(id, "keydown", move |e| {
            let Ok(e) = e.dyn_into::<KeyboardEvent>() else { return };
            if e.shift_key() != shifted || e.ctrl_key() || e.alt_key() || e.meta_key() {
                return;
            }
            let nav = match e.key().as_str() {
                "ArrowLeft" => Nav::Back,
                "ArrowRight" => Nav::Forward,
                "ArrowUp" => Nav::Up,
                "ArrowDown" => Nav::Down,
                "Home" => Nav::First,
                "End" => Nav::Last,
                _ => return,
            };
            e.prevent_default();
            d(Action::Nav(nav));
        });
    }
    let d = dispatch.clone();
    on("glyph", "change", move |_| {
        let value = by_id::<HtmlSelectElement>("glyph").map(|s| s.value()).unwrap_or_default();
        d(Action::Glyph(value));
    });
    let d = dispatch.clone();
    on("slot", "change", move |_| {
        let number = by_id::<HtmlSelectElement>("slot").and_then(|s| s.value().parse().ok());
        if let Some(n) = number {
            d(Action::SwitchSlot(n));
        }
    });
    let d = dispatch.clone();
    on("comment-form", "submit", move |e| {
        e.prevent_default();
        d(Action::SaveComment);
    });
    let d = dispatch.clone();
    on("open-form", "submit", move |e| {
        e.prevent_default();
        d(Action::OpenPasted(open_text()));
    });
    let d = dispatch.clone();
    window().set_onhashchange(Some(crate::web::dom::forever(move || d(Action::Route)).unchecked_ref()));
}

/// What is in the home page's Open box.
pub fn open_text() -> String {
    by_id::<HtmlTextAreaElement>("open-text").map(|t| t.value()).unwrap_or_default()
}

/// The number in `attribute` of the element an event happened on (a move list's ply, a move
/// button's index).
fn number_at(e: &web_sys::Event, attribute: &str) -> Option<usize> {
    e.target()?
        .dyn_into::<Element>()
        .ok()?
        .closest(&format!("[{attribute}]"))
        .ok()??
        .get_attribute(attribute)?
        .parse()
        .ok()
}
