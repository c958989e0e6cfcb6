//! The rules help, drawn into an element of the page: each section's title, paragraphs and
//! diagram (painted at the device pixel ratio). It lives in the tools wasm, loaded the first
//! time a player opens the rules, so the page's own bundle carries none of its words or
//! drawings.

use super::dom::{create, window};
use super::painter::paint_scene;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::help::{render, DrawDiagram};
use crate::view::tables::help;
use crate::view::theme::{Theme, ThemeName};
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement};

/// Paints a help diagram on a new canvas at the device pixel ratio.
fn diagram_canvas(draw: DrawDiagram, theme: &Theme, lang: Lang) -> Option<Element> {
    let (w, h) = (280.0, 150.0);
    let canvas: HtmlCanvasElement = create("canvas", "diagram").dyn_into().ok()?;
    let dpr = window().device_pixel_ratio().max(1.0);
    canvas.set_width((w * dpr) as u32);
    canvas.set_height((h * dpr) as u32);
    let _ = canvas.style().set_property("width", &format!("{}px", w as u32));
    let _ = canvas.style().set_property("height", &format!("{}px", h as u32));
    let _ = canvas.set_attribute("role", "img");
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    paint_scene(&ctx, &render(draw, w as f32, h as f32, theme, lang));
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
