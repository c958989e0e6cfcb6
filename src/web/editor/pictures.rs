//! What the editor adds for Shamrock: its pieces drawn as pictures (tiles with their leaves,
//! flakes, leprechauns) on the palette and under the finger, the Turn tool, how many play and
//! the expert game; and keeping them in step with the position (a tile on the board is shown
//! faded, a seat not in play has no flake or leprechaun to offer). All styling goes through
//! the style object: the page's stylesheet is in its first bundle, which this must not grow.

use super::{button, child, find};
use crate::game::Lang;
use crate::view::editor::{Editor, EditorWord, Item};
use crate::view::theme::{Theme, ThemeName};
use crate::web::dom::window;
use crate::web::painter::paint_scene;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlElement, HtmlInputElement, HtmlSelectElement};

/// How big a piece's picture is on the palette, in CSS pixels.
const PICTURE: f64 = 34.0;

fn style(e: &Element, pairs: &[(&str, &str)]) {
    if let Some(e) = e.dyn_ref::<HtmlElement>() {
        for (k, v) in pairs {
            let _ = e.style().set_property(k, v);
        }
    }
}

/// Draws `item`'s picture into a new canvas inside `parent`, sharp at the device's pixel
/// ratio; false when the item has no picture (it is then written as a letter).
pub(super) fn picture(
    parent: &Element,
    item: &Item,
    kind: crate::games::GameKind,
    theme: ThemeName,
    size: f64,
) -> bool {
    let Some(scene) = item.picture(kind, &Theme::get(theme), size as f32) else { return false };
    let Ok(canvas) = child(parent, "canvas", "editor-picture").dyn_into::<HtmlCanvasElement>() else { return false };
    let dpr = window().device_pixel_ratio().max(1.0);
    canvas.set_width((size * dpr) as u32);
    canvas.set_height((size * dpr) as u32);
    let px = format!("{size}px");
    style(&canvas, &[("width", &px), ("height", &px), ("display", "block"), ("pointer-events", "none")]);
    if let Some(ctx) =
        canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
    {
        let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
        paint_scene(&ctx, &scene);
    }
    true
}

/// A palette button drawn as a picture: square corners, no fill of its own.
pub(super) fn dress(b: &Element, item: &Item, kind: crate::games::GameKind, theme: ThemeName) -> bool {
    if !picture(b, item, kind, theme, PICTURE) {
        return false;
    }
    style(b, &[("background", "transparent"), ("border-radius", "8px"), ("padding", "1px")]);
    true
}

/// The Turn tool beside Remove, and the rows for players and the expert game.
pub(super) fn controls(tray: &Element, root: &Element, lang: Lang) {
    let rotate = button(tray, "editor-rotate", EditorWord::Rotate, lang);
    let _ = rotate.set_attribute("aria-pressed", "false");
    style(&rotate, &[("touch-action", "none")]);
    let row = child(root, "div", "editor-shamrock");
    style(&row, &[("display", "flex"), ("flex-wrap", "wrap"), ("gap", "0.4rem 1rem"), ("align-items", "center")]);
    let players = child(&row, "label", "editor-players");
    players.set_text_content(Some(&format!("{} ", EditorWord::Players.get(lang))));
    let select = child(&players, "select", "editor-players-select");
    for n in ["2", "3"] {
        let option = child(&select, "option", "");
        let _ = option.set_attribute("value", n);
        option.set_text_content(Some(n));
    }
    let expert = child(&row, "label", "editor-expert");
    let check = child(&expert, "input", "editor-expert-check");
    let _ = check.set_attribute("type", "checkbox");
    child(&expert, "span", "").set_text_content(Some(&format!(" {}", EditorWord::Expert.get(lang))));
}

/// Brings the palette and the Shamrock rows in step with `editor`.
pub(super) fn refresh(root: &Element, editor: &Editor, items: &[Item], lang: Lang) {
    if let Ok(buttons) = root.query_selector_all(".editor-piece") {
        for i in 0..buttons.length() {
            let Some(b) = buttons.item(i).and_then(|n| n.dyn_into::<HtmlElement>().ok()) else { continue };
            let Some(item) =
                b.get_attribute("data-index").and_then(|v| v.parse::<usize>().ok()).and_then(|i| items.get(i))
            else {
                continue;
            };
            b.set_hidden(!editor.offers(&item.token));
            let laid = editor.laid(&item.token);
            let label = item.label(editor.kind(), lang);
            let label = if laid { EditorWord::OnBoard.text().fill(lang, &[label]) } else { label };
            let _ = b.set_attribute("aria-label", &label);
            let _ = b.set_attribute("title", &label);
            let _ = b.style().set_property("opacity", if laid { "0.4" } else { "1" });
        }
    }
    if let Ok(options) = root.query_selector_all(".editor-turn-select option") {
        for i in 0..options.length() {
            if let Some(o) = options.item(i).and_then(|o| o.dyn_into::<HtmlElement>().ok()) {
                o.set_hidden(i as usize >= editor.seats());
            }
        }
    }
    if let Some(select) = find::<HtmlSelectElement>(root, ".editor-players-select") {
        select.set_value(&editor.seats().to_string());
    }
    if let Some(check) = find::<HtmlInputElement>(root, ".editor-expert-check") {
        check.set_checked(editor.expert());
    }
}
