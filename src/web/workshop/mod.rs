//! The Drake's workshop page (`#/drake/workshop`), drawn into the page's `<main id="tool">` by
//! the tools wasm: what a person does there becomes an edit of `app::workshop::Workshop`, and
//! the workshop is drawn again (`render.rs`). Saved variants and the draft live in
//! localStorage (`app::variants`); "Play" goes to a link that opens a new game of the variant
//! as a saved game of its own. The page's language and theme are read from its root element,
//! and followed when they change.

mod actions;
mod drag;
mod render;

use super::dom::{document, window, Listener};
use super::storage::LocalStore;
use crate::app::variants::{Draft, Variants};
use crate::app::workshop::Workshop;
use crate::game::Lang;
use crate::games::drake::Variant;
use crate::view::theme::ThemeName;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, MutationObserver, MutationObserverInit};

/// A question the workshop asks before it does something that cannot be undone.
#[derive(Clone, Debug, PartialEq)]
enum Ask {
    /// Write over the saved variant with this number.
    SaveOver(u32),
    /// Delete the saved variant with this number.
    Delete(u32),
    /// Leave unsaved changes to open something else.
    Discard(Opening),
}

/// What the workshop may open in place of its variant.
#[derive(Clone, Debug, PartialEq)]
enum Opening {
    New,
    Ready(&'static str),
    Saved(u32),
    /// A variant text from a link.
    Link(String),
}

/// The workshop on the page.
struct Ui {
    root: Element,
    work: Workshop,
    lang: Lang,
    theme: ThemeName,
    /// The stack the palette adds to (0 Blue, 1 Orange).
    add_to: usize,
    /// The stack item picked by a tap: its player and place.
    picked: Option<(usize, usize)>,
    asking: Option<Ask>,
    /// A message for the player (saved, the storage is full, a link did not read).
    note: Option<String>,
    /// The share link, once asked for.
    share: Option<String>,
    /// Who the player is (0 Blue, 1 Orange) and who plays against them (0 a friend, 1–5
    /// the computer's level).
    you: usize,
    opponent: u8,
    drag: Option<drag::Drag>,
    /// A drag just ended: the click that follows it is not a tap.
    swallow_click: bool,
    _listeners: Vec<Listener>,
    _observer: Option<Observer>,
}

/// An observer of the page's root element and the closure it calls (kept alive together).
type Observer = (MutationObserver, Closure<dyn FnMut(js_sys::Array)>);

/// Work for the workshop that came while it was busy.
type Later = Box<dyn FnOnce(&mut Ui)>;

thread_local! {
    static UI: RefCell<Option<Ui>> = const { RefCell::new(None) };
    /// Events that came while the workshop was busy: a redraw that removes the focused field
    /// makes the browser fire its blur and change events at once, from inside the redraw.
    static LATER: RefCell<std::collections::VecDeque<Later>> = RefCell::default();
}

/// Runs `f` on the workshop, if it is shown and not busy (then `None`: see [`act`]); what
/// came in the meantime is done right after.
fn with_ui<T>(f: impl FnOnce(&mut Ui) -> T) -> Option<T> {
    UI.with(|cell| {
        let mut guard = cell.try_borrow_mut().ok()?;
        let out = guard.as_mut().map(f);
        while let Some(next) = LATER.with(|l| l.borrow_mut().pop_front()) {
            if let Some(ui) = guard.as_mut() {
                next(ui);
            }
        }
        out
    })
}

/// Runs an event's work on the workshop: now, or right after what it is busy with (an event
/// fired from inside a redraw), never by borrowing it twice.
fn act(f: impl FnOnce(&mut Ui) + 'static) {
    let busy = UI.with(|cell| cell.try_borrow_mut().is_err());
    if busy {
        LATER.with(|l| l.borrow_mut().push_back(Box::new(f)));
    } else {
        with_ui(f);
    }
}

/// The page's language and theme, as its root element says.
fn page_look() -> (Lang, ThemeName) {
    let root = document().document_element();
    let lang = root.as_ref().and_then(|r| r.get_attribute("lang")).map_or(Lang::En, |l| Lang::from_tag(&l));
    let theme = root.and_then(|r| r.get_attribute("data-theme")).and_then(|t| ThemeName::from_id(&t));
    (lang, theme.unwrap_or(ThemeName::Light))
}

/// What the workshop held when it was last left (or a new variant).
fn restored(lang: Lang) -> Workshop {
    let draft = Variants::new(&LocalStore).draft();
    // As it was left, even if it cannot be played yet.
    match draft.and_then(|d| Variant::draft_from_text(&d.text).ok().map(|v| (v, d))) {
        Some((variant, draft)) => {
            let mut work = Workshop::new(variant, draft.saved);
            work.changed = draft.changed;
            work
        }
        None => Workshop::blank(lang),
    }
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
        let ui = Ui {
            root: root.clone(),
            work: restored(lang),
            lang,
            theme,
            add_to: 0,
            picked: None,
            asking: None,
            note: None,
            share: None,
            you: 0,
            opponent: 3,
            drag: None,
            swallow_click: false,
            _listeners: actions::listen(root),
            _observer: observe_look(),
        };
        UI.with(|u| *u.borrow_mut() = Some(ui));
    }
    // The link's variant is kept by the workshop: the address goes back to the workshop's own.
    if !link.is_empty() {
        let _ = window().history().and_then(|h| {
            h.replace_state_with_url(&JsValue::NULL, "", Some(&crate::app::link::workshop_fragment(None)))
        });
        with_ui(|ui| ui.open(Opening::Link(link.to_string())));
    }
    with_ui(|ui| {
        (ui.lang, ui.theme) = (lang, theme);
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
    let changed = Closure::<dyn FnMut(js_sys::Array)>::new(|_: js_sys::Array| {
        let (lang, theme) = page_look();
        with_ui(|ui| {
            if (ui.lang, ui.theme) != (lang, theme) {
                (ui.lang, ui.theme) = (lang, theme);
                ui.render();
            }
        });
    });
    let observer = MutationObserver::new(changed.as_ref().unchecked_ref()).ok()?;
    let options = MutationObserverInit::new();
    options.set_attributes(true);
    options.set_attribute_filter(&js_sys::Array::of2(&"lang".into(), &"data-theme".into()));
    let root: web_sys::Node = document().document_element()?.into();
    observer.observe_with_options(&root, &options).ok()?;
    Some((observer, changed))
}

impl Ui {
    /// After every edit: the draft is kept, and the workshop drawn again.
    fn edited(&mut self) {
        let draft = Draft { text: self.work.variant.to_text(), saved: self.work.saved, changed: self.work.changed };
        Variants::new(&LocalStore).keep_draft(&draft);
        self.share = None;
        self.render();
    }

    /// Opens something in place of the variant, asking first when that would leave unsaved
    /// changes behind.
    fn open(&mut self, what: Opening) {
        if self.work.changed && self.asking.is_none() {
            self.asking = Some(Ask::Discard(what));
            return;
        }
        self.asking = None;
        self.note = None;
        self.picked = None;
        let variants = Variants::new(&LocalStore);
        self.work = match what {
            Opening::New => Workshop::blank(self.lang),
            Opening::Ready(id) => match crate::games::drake::ReadyMade::find(id) {
                Some(ready) => {
                    let mut variant = ready.variant();
                    variant.name = ready
                        .name
                        .get(self.lang)
                        .chars()
                        .filter(|&c| c.is_alphanumeric() || c == ' ')
                        .take(20)
                        .collect();
                    Workshop::new(variant, None)
                }
                None => return,
            },
            Opening::Saved(n) => match variants.get(n).map(|s| s.variant) {
                Some(Ok(variant)) => Workshop::new(variant, Some(n)),
                _ => return,
            },
            Opening::Link(text) => match Variant::from_text(&text) {
                Ok(variant) => {
                    self.note = Some(crate::view::workshop::Say::SharedCopy.get(self.lang).to_string());
                    let mut work = Workshop::new(variant, None);
                    work.changed = true;
                    work
                }
                Err(e) => {
                    use crate::game::Refusal as _;
                    let why = e.reason.render(self.lang);
                    self.note = Some(crate::view::workshop::Say::LinkBroken.fill(self.lang, &[why]));
                    Workshop::blank(self.lang)
                }
            },
        };
        self.edited();
    }
}
