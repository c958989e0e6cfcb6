//! Where an edited position goes: Play from here and Analyse (handed to the page, which opens it
//! as a game of its own, then the New game dialog picks the players or the analysis opens:
//! `ToPage::SetUp`), and Share (a link that opens it so, without touching the player's saved
//! games).

use super::{find, say, Shared};
use crate::app::handoff::{Then, ToPage};
use crate::app::link::fragment;
use crate::app::record::Record;
use crate::games::GameKind;
use crate::view::editor::EditorWord;
use crate::view::registry::default_start;
use crate::web::dom::window;
use crate::web::tools::tell;
use wasm_bindgen::JsCast;
use web_sys::{HtmlDialogElement, HtmlInputElement};

/// The edited position's game and text, if play can start from it (else the reason is said).
fn ready(state: &Shared) -> Option<(GameKind, String)> {
    let (kind, lang, text, ready) = {
        let s = state.borrow();
        (s.kind, s.lang, s.desk.editor.text(), s.desk.editor.ready())
    };
    if let Err(reason) = ready {
        say(state, &reason.render(lang), true);
        return None;
    }
    Some((kind, text))
}

/// Hands the position to the page, which opens it as a game of its own (keeping the game it
/// came from in its saved slot) and then does `then`; the editor's dialog closes.
fn open_on_page(state: &Shared, then: Then) {
    let Some((game, position)) = ready(state) else { return };
    let root = state.borrow().root.clone();
    if let Some(dialog) = root.closest("dialog").ok().flatten().and_then(|d| d.dyn_into::<HtmlDialogElement>().ok()) {
        dialog.close();
    }
    tell(&ToPage::SetUp { game, position, then });
}

/// Play from here: the page opens the position, then the New game dialog to choose the
/// players.
pub(super) fn play(state: &Shared) {
    open_on_page(state, Then::ChoosePlayers);
}

/// Analyse: the page opens the position, then its analysis.
pub(super) fn analyse(state: &Shared) {
    open_on_page(state, Then::Analyse);
}

/// A link to the position, shown, selected and copied.
pub(super) fn share(state: &Shared) {
    let Some((kind, text)) = ready(state) else { return };
    let record = Record { kind, start: text, moves: Vec::new(), seats: Vec::new(), tree: None };
    let part = fragment(&record, &default_start(kind));
    let location = window().location();
    let page = location.href().unwrap_or_default();
    let base = page.split('#').next().unwrap_or_default();
    let link = format!("{base}{part}");
    let (root, lang) = {
        let s = state.borrow();
        (s.root.clone(), s.lang)
    };
    if let Some(field) = find::<HtmlInputElement>(&root, ".editor-link") {
        field.set_value(&link);
        field.set_hidden(false);
        field.select();
    }
    let _ = window().navigator().clipboard().write_text(&link);
    say(state, &EditorWord::Copied.text().fill(lang, &[link]), false);
}
