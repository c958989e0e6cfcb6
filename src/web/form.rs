//! A dialog's form built from option fields (the New game dialog's, in the tools wasm).

use crate::game::sorted::sorted_unique;
use crate::game::Lang;
use crate::view::fields::{Field, FieldKind};
use crate::web::dom::{create, document, Listener};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement};

/// The dialog's inputs, read back when the player presses Start.
pub struct Form {
    inputs: Vec<(Field, Element)>,
    /// Toggled squares of each `Squares` field, in order (a sorted `Vec`: a `BTreeSet` costs
    /// kilobytes of the page's wasm).
    squares: Vec<(&'static str, Rc<RefCell<Vec<String>>>)>,
    _listeners: Vec<Listener>,
}

fn label(text: &str, for_id: &str) -> Element {
    let l = create("label", "");
    l.set_text_content(Some(text));
    let _ = l.set_attribute("for", for_id);
    l
}

fn select(id: &str, options: &[(&str, String)]) -> Element {
    let s = create("select", "");
    s.set_id(id);
    for (value, text) in options {
        let o = create("option", "");
        let _ = o.set_attribute("value", value);
        o.set_text_content(Some(text));
        let _ = s.append_child(&o);
    }
    s
}

fn value_of(e: &Element) -> String {
    if let Some(s) = e.dyn_ref::<HtmlSelectElement>() {
        return s.value();
    }
    if let Some(i) = e.dyn_ref::<HtmlInputElement>() {
        return if i.type_() == "checkbox" { if i.checked() { "on" } else { "off" }.into() } else { i.value() };
    }
    String::new()
}

/// Draws the toggle grid of squares for a board of `size`.
fn fill_grid(grid: &Element, size: usize, chosen: &Rc<RefCell<Vec<String>>>, lang: Lang) {
    grid.set_text_content(None);
    let _ = grid.set_attribute("class", &format!("square-grid n{size}"));
    for rank in (0..size).rev() {
        for file in 0..size {
            let name = crate::game::square::square_name(file, rank, false);
            let b = create("button", if chosen.borrow().binary_search(&name).is_ok() { "sq on" } else { "sq" });
            let _ = b.set_attribute("type", "button");
            let _ = b.set_attribute("data-square", &name);
            let pressed = if chosen.borrow().binary_search(&name).is_ok() { "true" } else { "false" };
            let _ = b.set_attribute("aria-pressed", pressed);
            let words = if lang == Lang::Cs { "hora" } else { "mountain" };
            let _ = b.set_attribute("aria-label", &format!("{name} {words}"));
            b.set_text_content(Some(&name));
            let _ = grid.append_child(&b);
        }
    }
}

impl Form {
    /// A form of no fields (a place holder until one is built).
    pub fn empty() -> Form {
        Form { inputs: Vec::new(), squares: Vec::new(), _listeners: Vec::new() }
    }

    /// Sets the field `key` to `value` (a choice's value; `on` or `off` for a switch).
    pub fn set(&self, key: &str, value: &str) {
        let Some((_, input)) = self.inputs.iter().find(|(f, _)| f.key == key) else { return };
        if let Some(s) = input.dyn_ref::<HtmlSelectElement>() {
            s.set_value(value);
        } else if let Some(i) = input.dyn_ref::<HtmlInputElement>() {
            match i.type_().as_str() {
                "checkbox" => i.set_checked(value == "on"),
                _ => i.set_value(value),
            }
        }
    }

    /// Fills `container` with the fields.
    pub fn build(container: &Element, fields: Vec<Field>, lang: Lang) -> Form {
        container.set_text_content(None);
        let mut inputs = Vec::new();
        let mut squares = Vec::new();
        let mut listeners = Vec::new();
        for field in fields {
            let id = format!("opt-{}", field.key);
            let row = create("div", "field");
            match &field.kind {
                FieldKind::Choice(options) => {
                    let _ = row.append_child(&label(field.label.get(lang), &id));
                    let opts: Vec<(&str, String)> =
                        options.iter().map(|(v, t)| (*v, t.get(lang).to_string())).collect();
                    let s = select(&id, &opts);
                    let _ = row.append_child(&s);
                    inputs.push((field.clone(), s));
                }
                FieldKind::Switch => {
                    let i = create("input", "");
                    i.set_id(&id);
                    let _ = i.set_attribute("type", "checkbox");
                    let _ = row.append_child(&i);
                    let _ = row.append_child(&label(field.label.get(lang), &id));
                    row.set_class_name("field switch");
                    inputs.push((field.clone(), i));
                }
                FieldKind::Number => {
                    let _ = row.append_child(&label(field.label.get(lang), &id));
                    let i = create("input", "");
                    i.set_id(&id);
                    let _ = i.set_attribute("type", "number");
                    let _ = i.set_attribute("min", "0");
                    let _ = i.set_attribute("inputmode", "numeric");
                    let _ = row.append_child(&i);
                    inputs.push((field.clone(), i));
                }
                FieldKind::Squares { size_key, presets } => {
                    let _ = row.append_child(&label(field.label.get(lang), &id));
                    let opts: Vec<(&str, String)> =
                        presets.iter().map(|(v, t)| (*v, t.get(lang).to_string())).collect();
                    let s = select(&id, &opts);
                    let _ = row.append_child(&s);
                    let grid = create("div", "square-grid");
                    let _ = row.append_child(&grid);
                    let chosen = Rc::new(RefCell::new(Vec::new()));
                    let size_of = {
                        let size_key = *size_key;
                        move || {
                            document()
                                .get_element_by_id(&format!("opt-{size_key}"))
                                .map(|e| value_of(&e))
                                .and_then(|v| v.parse::<usize>().ok())
                                .unwrap_or(4)
                        }
                    };
                    let redraw = {
                        let (grid, chosen) = (grid.clone(), chosen.clone());
                        move || fill_grid(&grid, size_of(), &chosen, lang)
                    };
                    // A preset replaces the toggled squares; "random" leaves them empty.
                    let on_preset = {
                        let (chosen, redraw, s2) = (chosen.clone(), redraw.clone(), s.clone());
                        move |_| {
                            let v = value_of(&s2);
                            let mut c = chosen.borrow_mut();
                            c.clear();
                            if v != "random" {
                                *c = sorted_unique(v.split(',').filter(|p| !p.is_empty()).map(String::from));
                            }
                            drop(c);
                            redraw();
                        }
                    };
                    listeners.push(Listener::new(&s, "change", on_preset));
                    let on_click = {
                        let (chosen, redraw, s2) = (chosen.clone(), redraw.clone(), s.clone());
                        move |e: web_sys::Event| {
                            let Some(sq) = e
                                .target()
                                .and_then(|t| t.dyn_into::<Element>().ok())
                                .and_then(|t| t.get_attribute("data-square"))
                            else {
                                return;
                            };
                            {
                                let mut c = chosen.borrow_mut();
                                match c.binary_search(&sq) {
                                    Ok(at) => {
                                        c.remove(at);
                                    }
                                    Err(at) => c.insert(at, sq),
                                }
                            }
                            if let Some(sel) = s2.dyn_ref::<HtmlSelectElement>() {
                                // Matches a preset if the squares are one; otherwise shows none.
                                sel.set_value(&chosen.borrow().join(","));
                            }
                            redraw();
                        }
                    };
                    listeners.push(Listener::new(&grid, "click", on_click));
                    if let Some(size_input) = document().get_element_by_id(&format!("opt-{size_key}")) {
                        let redraw = redraw.clone();
                        listeners.push(Listener::new(&size_input, "change", move |_| redraw()));
                    }
                    let hint = create("p", "hint");
                    hint.set_text_content(Some(crate::view::words::Word::MountainsHint.get(lang)));
                    let _ = row.append_child(&hint);
                    squares.push((field.key, chosen));
                    inputs.push((field.clone(), s));
                    redraw();
                }
            }
            let _ = container.append_child(&row);
        }
        Form { inputs, squares, _listeners: listeners }
    }

    /// Calls `f` whenever a field of the form changes (kept for as long as the form is).
    pub fn on_change(&mut self, container: &Element, f: impl FnMut(web_sys::Event) + 'static) {
        self._listeners.push(Listener::new(container, "change", f));
    }

    /// The chosen options as (key, value) pairs for `Game::set_option`.
    pub fn values(&self) -> Vec<(String, String)> {
        let mut out = Vec::new();
        for (field, input) in &self.inputs {
            let value = match (&field.kind, self.squares.iter().find(|(k, _)| *k == field.key)) {
                (FieldKind::Squares { .. }, Some((_, chosen))) => {
                    if value_of(input) == "random" {
                        "random".to_string()
                    } else {
                        chosen.borrow().join(",")
                    }
                }
                _ => value_of(input),
            };
            if matches!(field.kind, FieldKind::Number) && value.trim().is_empty() {
                continue;
            }
            out.push((field.key.to_string(), value));
        }
        out
    }
}
