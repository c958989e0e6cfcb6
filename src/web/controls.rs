//! The panel's buttons and lists, wired to the app: new game, flip, undo and redo, hint,
//! demo, language, the move list (click or arrow keys to look back), the move buttons.

use super::app::{now, App, SharedApp};
use super::dom::{on, set_text, window};
use super::host::Host;
use super::opponent;
use super::storage;
use crate::game::Lang;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, KeyboardEvent};

pub fn wire(app: &SharedApp) {
    let a = app.clone();
    on("new-game", "click", move |_| App::open_new_dialog(&a));
    let a = app.clone();
    on("flip", "click", move |_| {
        let host = a.borrow().host.clone();
        host.borrow_mut().table.flip();
        Host::redraw(&host);
    });
    let a = app.clone();
    on("undo", "click", move |_| opponent::take_back(&a));
    let a = app.clone();
    on("redo", "click", move |_| {
        opponent::stop(&a);
        let host = a.borrow().host.clone();
        let done = host.borrow_mut().table.redo();
        if done {
            App::changed(&a);
        }
    });
    let a = app.clone();
    on("hint", "click", move |_| opponent::hint(&a));
    let a = app.clone();
    on("demo", "click", move |_| opponent::toggle_demo(&a));
    let a = app.clone();
    on("lang", "click", move |_| {
        let lang = if a.borrow().lang == Lang::En { Lang::Cs } else { Lang::En };
        {
            let mut app = a.borrow_mut();
            app.lang = lang;
            app.prefs.lang = Some(lang);
            storage::set(storage::PREFS, &app.prefs.to_line());
        }
        App::apply_settings(&a);
    });
    let a = app.clone();
    on("describe", "click", move |_| {
        let text = a.borrow().host.borrow().table.describe();
        set_text("description", &text);
    });
    let a = app.clone();
    on("live", "click", move |_| App::view(&a, None));
    let a = app.clone();
    on("moves", "click", move |e| {
        let ply = number_at(&e, "data-ply");
        if let Some(ply) = ply {
            App::view(&a, Some(ply));
        }
    });
    let a = app.clone();
    on("moves", "keydown", move |e| {
        let Ok(e) = e.dyn_into::<KeyboardEvent>() else { return };
        let (viewing, plies) = {
            let app = a.borrow();
            let h = app.host.borrow();
            let s = h.table.status();
            (s.viewing.unwrap_or(s.plies), s.plies)
        };
        let target = match e.key().as_str() {
            "ArrowLeft" | "ArrowUp" => viewing.saturating_sub(1),
            "ArrowRight" | "ArrowDown" => (viewing + 1).min(plies),
            "Home" => 0,
            "End" => plies,
            _ => return,
        };
        e.prevent_default();
        App::view(&a, Some(target));
    });
    let a = app.clone();
    on("actions", "click", move |e| {
        let index = number_at(&e, "data-move");
        if let Some(i) = index {
            let host = a.borrow().host.clone();
            let r = host.borrow_mut().table.play_index(i, now());
            if let Ok(r) = r {
                Host::redraw(&host);
                App::after(&a, &r);
            }
        }
    });
    let a = app.clone();
    on("new-form", "submit", move |e| {
        e.prevent_default();
        App::start_new(&a);
    });
    let a = app.clone();
    let hashchange = Closure::<dyn FnMut()>::new(move || App::follow_route(&a));
    window().set_onhashchange(Some(hashchange.as_ref().unchecked_ref()));
    hashchange.forget();
}

/// The number in `attribute` of the element an event happened on (a move list's ply, a move
/// button's index).
fn number_at(e: &web_sys::Event, attribute: &str) -> Option<usize> {
    e.target()?.dyn_into::<Element>().ok()?.get_attribute(attribute)?.parse().ok()
}
