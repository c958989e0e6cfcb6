//! The rules help, drawn into an element of the page: each section's title, paragraphs and
//! diagram (painted at the device pixel ratio). It lives in the tools wasm, loaded the first
//! time a player opens the rules, so the page's own bundle carries none of its words or
//! drawings.

use super::dom::create;
use super::painter::scene_canvas;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::help::{render, DrawDiagram};
use crate::view::registry::help;
use crate::view::theme::{Theme, ThemeName};
use web_sys::Element;

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
    true
}
