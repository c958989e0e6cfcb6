//! The workshop's elements, each made one way: every control a real button, select or input
//! with its label; a button's `data-act` and `data-*` written from the `Button` it is, a
//! field's id from its `Field`. Text goes in as text, never as HTML.

use crate::app::workshop::{Button, Field};
use crate::web::dom::create;
use crate::web::painter::scene_canvas;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, HtmlInputElement};

pub(super) fn set(e: &Element, key: &str, value: &str) {
    let _ = e.set_attribute(key, value);
}

pub(super) fn add(parent: &Element, child: &Element) {
    let _ = parent.append_child(child);
}

pub(super) fn text(tag: &str, class: &str, words: &str) -> Element {
    let e = create(tag, class);
    e.set_text_content(Some(words));
    e
}

/// A button labelled `words` that does `what` (its `data-act` and `data-*` say it).
pub(super) fn button(id: &str, what: Button, words: &str) -> Element {
    let b = text("button", "", words);
    set(&b, "type", "button");
    if !id.is_empty() {
        b.set_id(id);
    }
    set(&b, "data-act", what.key());
    for (k, v) in what.data() {
        set(&b, &format!("data-{k}"), &v);
    }
    b
}

pub(super) fn disable(e: &Element, off: bool) {
    if off {
        set(e, "disabled", "");
    }
}

/// A labelled field holding `input`.
pub(super) fn field(label: &str, input: &Element) -> Element {
    let row = create("div", "field");
    let l = text("label", "", label);
    set(&l, "for", &input.id());
    add(&row, &l);
    add(&row, input);
    row
}

/// A labelled checkbox.
pub(super) fn switch(field: Field, label: &str, on: bool, off: bool) -> Element {
    let id = field.id();
    let row = create("div", "field switch");
    let i = create("input", "");
    i.set_id(id);
    set(&i, "type", "checkbox");
    if let Some(i) = i.dyn_ref::<HtmlInputElement>() {
        i.set_checked(on);
    }
    disable(&i, off);
    add(&row, &i);
    let l = text("label", "", label);
    set(&l, "for", id);
    add(&row, &l);
    row
}

/// A select of `(value, label)` choices with `chosen` selected.
pub(super) fn select(field: Field, choices: &[(String, String)], chosen: &str) -> Element {
    let s = create("select", "");
    s.set_id(field.id());
    for (value, label) in choices {
        let o = text("option", "", label);
        set(&o, "value", value);
        if value == chosen {
            set(&o, "selected", "");
        }
        add(&s, &o);
    }
    s
}

pub(super) fn section(id: &str, title: &str) -> Element {
    let s = create("section", "ws-card");
    set(&s, "aria-labelledby", id);
    let h = text("h2", "", title);
    h.set_id(id);
    add(&s, &h);
    s
}

/// A picture painted from a scene, with its words for screen readers.
pub(super) fn picture(scene: &crate::view::scene::Scene, class: &str, words: &str) -> Element {
    match scene_canvas(scene, class) {
        Some(canvas) => {
            set(&canvas, "role", "img");
            set(&canvas, "aria-label", words);
            canvas.into()
        }
        None => create("span", class),
    }
}

pub(super) fn sized(e: &Element, width: f32, height: f32) {
    if let Some(e) = e.dyn_ref::<HtmlElement>() {
        let _ = e.style().set_property("width", &format!("{width}px"));
        let _ = e.style().set_property("height", &format!("{height}px"));
    }
}
