//! What a person does in the workshop, read into acts: one listener per kind of event on the
//! workshop's root — clicks and taps on `data-act` buttons, changes of its lists and switches,
//! typing in its names, Esc on its question — and the stack editor's drags (`drag.rs`).

use super::{dispatch, drag, unread, with_ui};
use crate::app::workshop::{Act, Button, Field, Unread};
use crate::web::dom::Listener;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement};

/// The element an event is about, or the nearest one around it that matches `selector`.
fn target(e: &Event, selector: &str) -> Option<Element> {
    e.target()?.dyn_into::<Element>().ok()?.closest(selector).ok()?
}

/// The button an element is (its `data-act` and `data-*`).
pub(super) fn button(e: &Element) -> Result<Button, Unread> {
    let key = e.get_attribute("data-act").unwrap_or_default();
    Button::read(&key, |name| e.get_attribute(&format!("data-{name}")))
}

fn value(e: &Element) -> String {
    if let Some(s) = e.dyn_ref::<HtmlSelectElement>() {
        return s.value();
    }
    e.dyn_ref::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default()
}

fn checked(e: &Element) -> bool {
    e.dyn_ref::<HtmlInputElement>().is_some_and(|i| i.checked())
}

/// Does what an event read as, or logs why it did not read.
fn done(read: Result<Option<Act>, Unread>) {
    match read {
        Ok(Some(act)) => dispatch(act),
        Ok(None) => {}
        Err(e) => unread(&e),
    }
}

/// Listens on the workshop's root for as long as it is shown. The handlers may run again from
/// inside themselves (a change whose redraw removes the focused field fires that field's
/// change at once): what they read then waits its turn (`dispatch`).
pub(super) fn listen(root: &Element) -> Vec<Listener> {
    let mut out = vec![
        Listener::reentrant(
            root,
            "click",
            Box::new(|e| {
                let Some(b) = target(&e, "[data-act]") else { return };
                // The click that ends a drag is no tap.
                if with_ui(|ui| std::mem::take(&mut ui.swallow_click)) == Some(true) {
                    return;
                }
                done(button(&b).map(|b| Some(Act::Press(b))));
            }),
        ),
        Listener::reentrant(
            root,
            "change",
            Box::new(|e| {
                let Some(input) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
                done(Field::from_id(&input.id()).and_then(|f| f.changed(&value(&input), checked(&input))));
            }),
        ),
        Listener::reentrant(
            root,
            "input",
            Box::new(|e| {
                let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
                done(Field::from_id(&input.id()).map(|f| f.typed(&input.value())));
            }),
        ),
        // A click on the dialog's backdrop is no answer; Esc is Cancel.
        Listener::reentrant(
            root,
            "cancel",
            Box::new(|e| {
                e.prevent_default();
                dispatch(Act::Press(Button::Cancel));
            }),
        ),
    ];
    out.extend(drag::listen(root));
    out
}
