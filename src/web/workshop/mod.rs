//! The Drake's workshop page (`#/drake/workshop`), drawn into the page's `<main id="tool">` by
//! the tools wasm. It decides nothing: what a person does is read into an `app::workshop::Act`
//! (`actions.rs`, `drag.rs`), the controller (`app::workshop::Bench`, over localStorage)
//! answers with commands, and they are carried out here — the workshop drawn anew
//! (`render.rs`), mended in place, the game's link followed, the clipboard written. The page's
//! language and theme are read from its root element, and followed when they change.

mod actions;
mod drag;
mod parts;
mod render;

use super::dom::{console_error, document, watch_look, window, Listener, LookWatch};
use super::storage::LocalStore;
use crate::app::workshop::{Act, Bench, Command, Unread};
use crate::game::Lang;
use crate::view::theme::ThemeName;
use std::cell::RefCell;
use std::collections::VecDeque;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

/// The workshop on the page: its controller, and what only the page has.
struct Ui {
    bench: Bench,
    root: Element,
    theme: ThemeName,
    drag: Option<drag::Drag>,
    /// A drag just ended: the click that follows it is not a tap.
    swallow_click: bool,
    _listeners: Vec<Listener>,
    _observer: Option<Observer>,
}

/// An observer of the page's root element and the closure it calls (kept alive together).
type Observer = LookWatch;

/// The one handle the tools keep: the workshop shown, and what the person did while it was
/// busy. A redraw that removes the focused field makes the browser fire its blur and change
/// events at once, from inside the redraw: they wait here, and are done right after.
struct Host {
    ui: RefCell<Option<Ui>>,
    waiting: RefCell<VecDeque<Act>>,
}

thread_local! {
    static HOST: Host = const { Host { ui: RefCell::new(None), waiting: RefCell::new(VecDeque::new()) } };
}

/// An event that did not read (a bug of the page): said in the console as an error (which
/// fails every end-to-end test), nothing done.
fn unread(e: &Unread) {
    console_error(&e.to_string());
}

/// Runs `f` on the workshop, if it is shown and not busy (then `None`); then does what came
/// in the meantime.
fn with_ui<T>(f: impl FnOnce(&mut Ui) -> T) -> Option<T> {
    HOST.with(|host| {
        let Ok(mut guard) = host.ui.try_borrow_mut() else { return None };
        let Some(ui) = guard.as_mut() else {
            host.waiting.borrow_mut().clear();
            return None;
        };
        let out = f(ui);
        loop {
            let next = host.waiting.borrow_mut().pop_front();
            let Some(act) = next else { break };
            ui.run(act);
        }
        Some(out)
    })
}

/// Does what the person did: now, or right after what the workshop is busy with (an event
/// fired from inside a redraw) — never by borrowing it twice.
fn dispatch(act: Act) {
    HOST.with(|host| host.waiting.borrow_mut().push_back(act));
    with_ui(|_| ());
}

/// The page's language and theme, as its root element says.
fn page_look() -> (Lang, ThemeName) {
    let root = document().document_element();
    let lang = root.as_ref().and_then(|r| r.get_attribute("lang")).map_or(Lang::En, |l| Lang::from_tag(&l));
    let theme = root.and_then(|r| r.get_attribute("data-theme")).and_then(|t| ThemeName::from_id(&t));
    (lang, theme.unwrap_or(ThemeName::Light))
}

/// Shows the workshop in `root`; `link`: a variant text from a link (empty for none), opened
/// as an unsaved copy. True once shown.
pub fn show(root: &Element, link: &str) -> bool {
    if let Some(link) = super::dom::style_sheet("ws-css", "workshop.css") {
        redraw_when_styled(&link);
    }
    let (lang, theme) = page_look();
    let fresh = with_ui(|ui| ui.root != *root).unwrap_or(true);
    if fresh {
        let location = window().location();
        let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
        let seed = (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64;
        let ui = Ui {
            bench: Bench::new(Box::new(LocalStore), lang, &base, seed),
            root: root.clone(),
            theme,
            drag: None,
            swallow_click: false,
            _listeners: actions::listen(root),
            _observer: observe_look(),
        };
        HOST.with(|host| {
            host.waiting.borrow_mut().clear();
            *host.ui.borrow_mut() = Some(ui);
        });
    }
    // The link's variant is kept by the workshop: the address goes back to the workshop's own.
    if !link.is_empty() {
        let _ = window().history().and_then(|h| {
            h.replace_state_with_url(&JsValue::NULL, "", Some(&crate::app::link::workshop_fragment(None)))
        });
        dispatch(Act::Open(crate::app::workshop::Opening::Link(link.to_string())));
    }
    with_ui(|ui| {
        ui.theme = theme;
        ui.bench.act(Act::Language(lang));
        ui.render();
    });
    true
}

/// Draws the workshop again when its style sheet (just added to the page) has come, or
/// failed to.
fn redraw_when_styled(link: &Element) {
    for event in ["load", "error"] {
        Listener::new(link, event, move |_| {
            if event == "error" {
                if let Some(link) = document().get_element_by_id("ws-css") {
                    let _ = link.set_attribute("data-failed", "");
                }
            }
            with_ui(|ui| ui.render());
        })
        .forever();
    }
}

/// Whether the style sheet is there to draw with (until then the workshop is not shown: a
/// moment of it unstyled was wider than a phone's screen). A sheet that failed counts as there.
fn styled() -> bool {
    let Some(link) = document().get_element_by_id("ws-css") else { return true };
    let sheet = js_sys::Reflect::get(&link, &"sheet".into()).is_ok_and(|s| !s.is_null() && !s.is_undefined());
    sheet || link.has_attribute("data-failed")
}

/// Follows the page's language and theme (the attributes of its root element).
fn observe_look() -> Option<Observer> {
    watch_look(|| {
        let (lang, theme) = page_look();
        with_ui(|ui| {
            let commands = ui.bench.act(Act::Language(lang));
            if ui.theme != theme || !commands.is_empty() {
                ui.theme = theme;
                ui.render();
            }
        });
    })
}

impl Ui {
    /// Does an act on the controller and carries out what it answers.
    fn run(&mut self, act: Act) {
        for command in self.bench.act(act) {
            match command {
                Command::Redraw => self.render(),
                Command::Mend => self.mend(),
                Command::Go(fragment) => {
                    let _ = window().location().set_hash(&fragment);
                }
                Command::Copy(text) => {
                    let _ = window().navigator().clipboard().write_text(&text);
                }
                Command::Select(field) => {
                    let input = document().get_element_by_id(field.id());
                    if let Some(input) = input.and_then(|i| i.dyn_into::<HtmlInputElement>().ok()) {
                        let _ = input.focus();
                        input.select();
                    }
                }
            }
        }
    }
}
