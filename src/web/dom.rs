//! Small helpers over web-sys: finding elements, setting text, listening to events (and
//! un-listening when the listener is dropped).
// The tools wasm uses only a few of them.
#![cfg_attr(not(feature = "app"), allow(dead_code))]

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, EventTarget, HtmlElement, Window};

#[wasm_bindgen]
extern "C" {
    /// Says a bug of the page in the console, as an error (which fails every end-to-end test).
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    pub fn console_error(message: &str);
}

pub fn window() -> Window {
    web_sys::window().expect_throw("no window")
}

pub fn document() -> Document {
    window().document().expect_throw("no document")
}

/// The element with this id, as type `T`.
pub fn by_id<T: JsCast>(id: &str) -> Option<T> {
    document().get_element_by_id(id)?.dyn_into::<T>().ok()
}

pub fn set_text(id: &str, text: &str) {
    if let Some(e) = document().get_element_by_id(id) {
        e.set_text_content(Some(text));
    }
}

/// Creates an element with a class (text only through `set_text_content`, never as HTML).
pub fn create(tag: &str, class: &str) -> Element {
    let e = document().create_element(tag).expect_throw("create element");
    if !class.is_empty() {
        e.set_class_name(class);
    }
    e
}

/// A new element appended to `parent`, with its class and its id (none when empty): the
/// screens the tools build (the lessons', live play's).
#[cfg(feature = "tools")]
pub fn child(parent: &Element, tag: &str, class: &str, id: &str) -> Element {
    let e = create(tag, class);
    if !id.is_empty() {
        e.set_id(id);
    }
    let _ = parent.append_child(&e);
    e
}

/// Sets an attribute (one that cannot be refused: a plain name).
#[cfg(feature = "tools")]
pub fn attr(e: &Element, name: &str, value: &str) {
    let _ = e.set_attribute(name, value);
}

pub fn set_hidden(id: &str, hidden: bool) {
    if let Some(e) = by_id::<HtmlElement>(id) {
        e.set_hidden(hidden);
    }
}

/// The page's screens, one `<main>` each: the home page, the game, the workshop, the lessons,
/// the puzzles, live play.
const MAINS: [&str; 6] = ["home", "play", "tool", "learn", "puzzle", "play-live"];

/// Shows the screen `<main id="{id}">` and hides the others.
pub fn show_main(id: &str) {
    for main in MAINS {
        set_hidden(main, main != id);
    }
}

pub fn set_disabled(id: &str, disabled: bool) {
    if let Some(e) = document().get_element_by_id(id) {
        let _ = if disabled { e.set_attribute("disabled", "") } else { e.remove_attribute("disabled") };
    }
}

/// An event listener that is removed when dropped.
pub struct Listener {
    target: EventTarget,
    event: &'static str,
    closure: Handler,
}

/// What a listener calls: a handler that may keep state (`FnMut`, which wasm-bindgen never
/// lets run again from inside itself), or one that may (`Fn`).
enum Handler {
    Mut(Closure<dyn FnMut(Event)>),
    #[cfg_attr(not(feature = "tools"), allow(dead_code))]
    Reentrant(Closure<dyn Fn(Event)>),
}

impl Handler {
    fn function(&self) -> &js_sys::Function {
        match self {
            Handler::Mut(c) => c.as_ref().unchecked_ref(),
            Handler::Reentrant(c) => c.as_ref().unchecked_ref(),
        }
    }
}

impl Listener {
    /// A listener that may call `preventDefault`.
    pub fn new(target: &EventTarget, event: &'static str, f: impl FnMut(Event) + 'static) -> Listener {
        Self::with_passive(target, event, false, f)
    }

    /// `passive: false` lets the handler call `preventDefault` (wheel, touch).
    pub fn with_passive(
        target: &EventTarget,
        event: &'static str,
        passive: bool,
        f: impl FnMut(Event) + 'static,
    ) -> Listener {
        Self::attach(target, event, passive, Box::new(f))
    }

    /// Not generic, so that every listener shares one copy of this and of wasm-bindgen's
    /// closure shims (a generic one made a copy per call site, and the page has fifty).
    fn attach(target: &EventTarget, event: &'static str, passive: bool, f: Box<dyn FnMut(Event)>) -> Listener {
        Self::listen(target, event, passive, Handler::Mut(Closure::<dyn FnMut(Event)>::wrap(f)))
    }

    /// A listener whose handler may run again from inside itself, for an event its own work
    /// fires at once (a redraw that removes the focused field fires the field's change event).
    #[cfg_attr(not(feature = "tools"), allow(dead_code))]
    pub fn reentrant(target: &EventTarget, event: &'static str, f: Box<dyn Fn(Event)>) -> Listener {
        Self::listen(target, event, false, Handler::Reentrant(Closure::<dyn Fn(Event)>::wrap(f)))
    }

    fn listen(target: &EventTarget, event: &'static str, passive: bool, closure: Handler) -> Listener {
        let options = web_sys::AddEventListenerOptions::new();
        options.set_passive(passive);
        let _ =
            target.add_event_listener_with_callback_and_add_event_listener_options(event, closure.function(), &options);
        Listener { target: target.clone(), event, closure }
    }

    /// Stops listening now; the closure lives on until the listener is dropped.
    #[cfg_attr(not(feature = "embed"), allow(dead_code))]
    pub fn unlisten(&self) {
        let _ = self.target.remove_event_listener_with_callback(self.event, self.closure.function());
    }

    /// Keeps the listener for the life of the page.
    pub fn forever(self) {
        std::mem::forget(self);
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self.target.remove_event_listener_with_callback(self.event, self.closure.function());
    }
}

/// Listens to `event` on the element with this id for the life of the page.
pub fn on(id: &str, event: &'static str, f: impl FnMut(Event) + 'static) {
    if let Some(target) = by_id::<EventTarget>(id) {
        Listener::new(&target, event, f).forever();
    }
}

/// Runs `f` after `ms` milliseconds (once).
pub fn later(ms: f64, f: impl FnOnce() + 'static) {
    after(ms, Box::new(f));
}

/// Gathers what comes in one go (a controller's commands for the page) and hands it to `flush`
/// whole, a moment later: a screen says and paints a batch once, after the board has taken it.
#[cfg(feature = "tools")]
pub fn batched<T: 'static>(flush: fn(Vec<T>)) -> impl Fn(T) {
    let pending: std::rc::Rc<std::cell::RefCell<Vec<T>>> = Default::default();
    move |item| {
        let first = {
            let mut p = pending.borrow_mut();
            p.push(item);
            p.len() == 1
        };
        if first {
            let pending = pending.clone();
            later(0.0, move || flush(std::mem::take(&mut *pending.borrow_mut())));
        }
    }
}

/// Runs `f` once the page is idle (`requestIdleCallback`, or a moment later where there is
/// none): for what the page fetches after the board is drawn.
#[cfg(feature = "app")]
pub fn when_idle(f: impl FnOnce() + 'static) {
    let closure = Closure::once_into_js(Box::new(f) as Box<dyn FnOnce()>);
    let idle = js_sys::Reflect::get(&window(), &"requestIdleCallback".into()).ok();
    match idle.and_then(|f| f.dyn_into::<js_sys::Function>().ok()) {
        Some(request) => drop(request.call1(&window(), &closure)),
        None => drop(window().set_timeout_with_callback_and_timeout_and_arguments_0(closure.unchecked_ref(), 200)),
    }
}

/// `later`'s one copy of the once-closure shims.
fn after(ms: f64, f: Box<dyn FnOnce()>) {
    let closure = Closure::once_into_js(f);
    let _ = window().set_timeout_with_callback_and_timeout_and_arguments_0(closure.unchecked_ref(), ms as i32);
}

/// A JS function calling `f`, kept for the life of the page (a handler set once: the
/// hashchange, the service worker's).
pub fn forever(f: impl FnMut() + 'static) -> JsValue {
    kept(Box::new(f))
}

/// Boxed, for one copy of wasm-bindgen's closure shims however many callers.
fn kept(f: Box<dyn FnMut()>) -> JsValue {
    Closure::wrap(f).into_js_value()
}

/// A JS function of one value that frees itself once called (a promise's `then`).
pub fn once(f: impl FnOnce(JsValue) + 'static) -> JsValue {
    once_boxed(Box::new(f))
}

fn once_boxed(f: Box<dyn FnOnce(JsValue)>) -> JsValue {
    Closure::once_into_js(f)
}

/// Milliseconds since the page loaded (for animations).
pub fn now() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

/// Adds the style sheet `href` (a file beside the page) to the page once, as `id`: the tools'
/// own styles, kept out of the page's first bundle. The new link element, when it was added
/// now (to wait for its `load`).
#[cfg(feature = "tools")]
pub fn style_sheet(id: &str, href: &str) -> Option<Element> {
    let doc = document();
    if doc.get_element_by_id(id).is_some() {
        return None;
    }
    let link = create("link", "");
    link.set_id(id);
    let _ = link.set_attribute("rel", "stylesheet");
    let _ = link.set_attribute("href", href);
    if let Some(head) = doc.query_selector("head").ok().flatten() {
        let _ = head.append_child(&link);
    }
    Some(link)
}

/// The study tools' sheet (www/study.css: the analysis, the review, the position editor, the
/// Image / GIF dialog).
#[cfg(feature = "tools")]
pub fn study_styles() {
    let _ = style_sheet("study-css", "study.css");
}

/// The page's language and theme, as its root element says (a tool drawn by the tools wasm
/// takes them so); the rest of the look from the player's settings.
#[cfg(feature = "tools")]
pub fn page_look() -> (crate::game::Lang, crate::view::theme::ThemeName, crate::app::settings::Prefs) {
    use crate::game::Lang;
    use crate::view::theme::ThemeName;
    let root = document().document_element();
    let lang = root.as_ref().and_then(|r| r.get_attribute("lang")).map_or(Lang::En, |l| Lang::from_tag(&l));
    let theme = root.and_then(|r| r.get_attribute("data-theme")).and_then(|t| ThemeName::from_id(&t));
    let prefs = crate::app::settings::Prefs::from_line(&super::storage::get(super::storage::PREFS).unwrap_or_default());
    (lang, theme.unwrap_or(prefs.theme), prefs)
}

/// The board's look from [`page_look`]'s parts.
#[cfg(feature = "tools")]
pub fn looks(
    lang: crate::game::Lang,
    theme: crate::view::theme::ThemeName,
    prefs: crate::app::settings::Prefs,
) -> crate::view::table::Looks {
    crate::view::table::Looks { lang, theme, coordinates: prefs.coordinates, animation_ms: prefs.animation_ms as f64 }
}

/// A watch on the page's language and theme (the `lang` and `data-theme` attributes of its
/// root element), kept alive with the closure it calls.
#[cfg(feature = "tools")]
pub type LookWatch = (web_sys::MutationObserver, Closure<dyn FnMut(js_sys::Array)>);

/// Calls `changed` whenever the page's language or theme changes (a tool drawn by the tools
/// wasm follows the page's settings so).
#[cfg(feature = "tools")]
pub fn watch_look(changed: impl FnMut() + 'static) -> Option<LookWatch> {
    let mut changed = changed;
    let changed = Closure::<dyn FnMut(js_sys::Array)>::new(move |_: js_sys::Array| changed());
    let observer = web_sys::MutationObserver::new(changed.as_ref().unchecked_ref()).ok()?;
    let options = web_sys::MutationObserverInit::new();
    options.set_attributes(true);
    options.set_attribute_filter(&js_sys::Array::of2(&"lang".into(), &"data-theme".into()));
    let root: web_sys::Node = document().document_element()?.into();
    observer.observe_with_options(&root, &options).ok()?;
    Some((observer, changed))
}

/// Opens the dialog `id` (modal), unless it is open.
pub fn show_dialog(id: &str) {
    if let Some(d) = by_id::<web_sys::HtmlDialogElement>(id) {
        if !d.open() {
            let _ = d.show_modal();
        }
    }
}

/// Closes the dialog `id`.
pub fn close_dialog(id: &str) {
    if let Some(d) = by_id::<web_sys::HtmlDialogElement>(id) {
        d.close();
    }
}
