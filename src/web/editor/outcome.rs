//! Where an edited position goes: Play from here (it opens as a game of its own, then the New
//! game dialog picks the players), Share (a link that opens it so, without touching the
//! player's saved games), and Analyse (handed to the analysis panel).

use super::{find, say, Shared};
use crate::app::link::{fragment, set_up_fragment};
use crate::app::record::Record;
use crate::games::GameKind;
use crate::view::editor::EditorWord;
use crate::view::registry::default_start;
use crate::web::dom::{by_id, window, Listener};
use wasm_bindgen::JsCast;
use web_sys::{HtmlDialogElement, HtmlElement, HtmlInputElement};

/// The fragment that opens the edited position as a game (`link` writes it: a share link, or
/// Play from here's), if play can start from it (else the reason is said).
fn ready_fragment(state: &Shared, link: fn(&Record, &str) -> String) -> Option<String> {
    let (kind, lang, text, ready) = {
        let s = state.borrow();
        (s.kind, s.lang, s.editor.text(), s.editor.ready())
    };
    if let Err(reason) = ready {
        say(state, &reason.render(lang), true);
        return None;
    }
    let record = Record { kind, start: text, moves: Vec::new(), seats: Vec::new(), tree: None };
    Some(link(&record, &default_start(kind)))
}

/// Opens the position as a game of its own (the page keeps the game it came from in its saved
/// slot) and, once the page shows it, the New game dialog to choose the players. The link is
/// marked as the editor's, so the page says what happened, and it differs from the address
/// shown even for the game's usual start, so the page always opens it.
pub(super) fn play(state: &Shared) {
    let Some(fragment) = ready_fragment(state, set_up_fragment) else { return };
    let root = state.borrow().root.clone();
    if let Some(dialog) = root.closest("dialog").ok().flatten().and_then(|d| d.dyn_into::<HtmlDialogElement>().ok()) {
        dialog.close();
    }
    let once = std::rc::Rc::new(std::cell::RefCell::new(None::<Listener>));
    let keep = once.clone();
    *once.borrow_mut() = Some(Listener::new(&window(), "hashchange", move |_| {
        // After the page's own hashchange listener has opened the game.
        // The dialog offers to go on from the game's own start; that is what the player asked.
        crate::web::dom::later(0.0, || {
            if let Some(b) = by_id::<HtmlElement>("new-game") {
                b.click();
            }
            if let Some(from) = by_id::<web_sys::HtmlSelectElement>("opt-from") {
                from.set_value("here");
            }
        });
        keep.borrow_mut().take();
    }));
    let _ = window().location().set_hash(&fragment);
}

/// A link to the position, shown, selected and copied.
pub(super) fn share(state: &Shared) {
    let Some(part) = ready_fragment(state, fragment) else { return };
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

/// The analysis panel's hook: it gets the game and the position text.
pub fn analyse_position(kind: GameKind, position: &str) -> bool {
    // Until the analysis panel is on main, the page hears of it as a cancelable
    // `deskovna-analyse` event ({game, position}); a listener that takes it cancels it.
    let detail = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&detail, &"game".into(), &kind.id().into());
    let _ = js_sys::Reflect::set(&detail, &"position".into(), &position.into());
    let init = web_sys::CustomEventInit::new();
    init.set_detail(&detail);
    init.set_cancelable(true);
    let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict("deskovna-analyse", &init) else { return false };
    !window().dispatch_event(&event).unwrap_or(true)
}

pub(super) fn analyse(state: &Shared) {
    let (kind, lang, text, root) = {
        let s = state.borrow();
        (s.kind, s.lang, s.editor.text(), s.root.clone())
    };
    if analyse_position(kind, &text) {
        if let Some(dialog) = root.closest("dialog").ok().flatten().and_then(|d| d.dyn_into::<HtmlDialogElement>().ok())
        {
            dialog.close();
        }
    } else {
        say(state, EditorWord::NoAnalysis.get(lang), true);
    }
}
