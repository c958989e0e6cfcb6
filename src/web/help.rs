//! The rules help, drawn into an element of the page: each section's title, paragraphs and
//! diagram (painted at the device pixel ratio). It lives in the tools wasm, loaded the first
//! time a player opens the rules, so the page's own bundle carries none of its words or
//! drawings.

use super::dom::{create, Listener};
use super::painter::scene_canvas;
use crate::app::link::workshop_fragment;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::help::{render, DrawDiagram};
use crate::view::registry::help;
use crate::view::theme::{Theme, ThemeName};
use crate::view::workshop::Say;
use std::cell::RefCell;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement};

/// Paints a help diagram on a new canvas at the device pixel ratio.
fn diagram_canvas(draw: DrawDiagram, theme: &Theme, lang: Lang) -> Option<Element> {
    let canvas = scene_canvas(&render(draw, 280.0, 150.0, theme, lang), "diagram")?;
    let _ = canvas.set_attribute("role", "img");
    Some(canvas.into())
}

/// Fills `body` with the rules of `kind`; false for an unknown game (`body` is left alone).
pub fn show(kind: &str, lang: &str, theme: &str, body: &Element) -> bool {
    let Some(kind) = GameKind::from_id(kind) else { return false };
    let lang = Lang::from_tag(lang);
    let theme = Theme::get(ThemeName::from_id(theme).unwrap_or(ThemeName::Light));
    body.set_text_content(None);
    for section in help(kind) {
        let h = create("h3", "");
        h.set_text_content(Some(section.title.get(lang)));
        let _ = body.append_child(&h);
        for paragraph in section.body.get(lang).split("\n\n") {
            let p = create("p", "");
            p.set_text_content(Some(paragraph));
            let _ = body.append_child(&p);
        }
        if let Some(canvas) = section.diagram.and_then(|d| diagram_canvas(d, &theme, lang)) {
            let _ = canvas.set_attribute("aria-label", section.title.get(lang));
            let _ = body.append_child(&canvas);
        }
    }
    if kind == GameKind::Drake {
        workshop_link(body, lang);
    }
    live_help(body, lang);
    true
}

/// How to play live with a friend (after every game's rules).
fn live_help(body: &Element, lang: Lang) {
    use crate::app::live::screen::{HELP, HELP_TITLE};
    let h = create("h3", "");
    h.set_id("help-live");
    h.set_text_content(Some(HELP_TITLE.get(lang)));
    let _ = body.append_child(&h);
    for (i, paragraph) in HELP.get(lang).split("\n\n").enumerate() {
        let p = create("p", "");
        p.set_text_content(Some(paragraph));
        let _ = body.append_child(&p);
        // The steps in pictures, after the two paragraphs that tell them.
        if i == 1 {
            live_steps(body, lang);
        }
    }
}

/// The connection's steps in pictures (`app::live::steps`), side by side, each with its caption.
fn live_steps(body: &Element, lang: Lang) {
    let row = create("div", "help-steps");
    row.set_id("help-live-steps");
    for step in crate::app::live::steps::steps(lang) {
        let figure = create("figure", "help-step");
        figure.set_inner_html(&step.svg);
        let caption = create("figcaption", "");
        caption.set_text_content(Some(&step.caption));
        let _ = figure.append_child(&caption);
        let _ = row.append_child(&figure);
    }
    let _ = body.append_child(&row);
}

thread_local! {
    /// The listener of the workshop link in the help (the one shown last).
    static LINK: RefCell<Option<Listener>> = const { RefCell::new(None) };
}

/// A way from the Drake's rules to its workshop: a link that also closes the help around it.
fn workshop_link(body: &Element, lang: Lang) {
    let p = create("p", "");
    p.set_text_content(Some(Say::FromHelp.get(lang)));
    let a = create("a", "button ghost");
    a.set_id("help-workshop");
    let _ = a.set_attribute("href", &workshop_fragment(None));
    a.set_text_content(Some(Say::OpenWorkshop.get(lang)));
    let _ = p.append_child(&create("br", ""));
    let _ = p.append_child(&a);
    let _ = body.append_child(&p);
    let listener = Listener::new(&a, "click", |e| {
        let dialog =
            e.target().and_then(|t| t.dyn_into::<Element>().ok()).and_then(|a| a.closest("dialog").ok().flatten());
        if let Some(d) = dialog.and_then(|d| d.dyn_into::<HtmlDialogElement>().ok()) {
            d.close();
        }
    });
    LINK.with(|l| *l.borrow_mut() = Some(listener));
}
