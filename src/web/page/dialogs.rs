//! The smaller dialogs: result, share, export/import, help, settings, deleting a saved game.
//! Each function fills or reads its dialog; what to do with it is the page's business.

use crate::app::settings::{Prefs, SPEEDS};
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::help::render;
use crate::view::tables::help;
use crate::view::theme::{Theme, ThemeName};
use crate::view::words::Word;
use crate::web::dom::{by_id, create, on, set_text, window};
use crate::web::painter::paint_scene;
use wasm_bindgen::JsCast;
use web_sys::{
    CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlDialogElement, HtmlInputElement, HtmlSelectElement,
    HtmlTextAreaElement,
};

pub fn show(id: &str) {
    if let Some(d) = by_id::<HtmlDialogElement>(id) {
        if !d.open() {
            let _ = d.show_modal();
        }
    }
}

pub fn close(id: &str) {
    if let Some(d) = by_id::<HtmlDialogElement>(id) {
        d.close();
    }
}

/// The dialogs' Close and Cancel buttons.
pub fn wire_closers() {
    for (button, dialog) in [
        ("result-close", "result-dialog"),
        ("share-close", "share-dialog"),
        ("io-close", "io-dialog"),
        ("help-close", "help-dialog"),
        ("settings-close", "settings-dialog"),
        ("new-cancel", "new-dialog"),
        ("delete-cancel", "delete-dialog"),
        ("delete-slot", ""),
    ] {
        if dialog.is_empty() {
            on(button, "click", |_| show("delete-dialog"));
        } else {
            on(button, "click", move |_| close(dialog));
        }
    }
}

/// Copies `text` to the clipboard and says so in the element `done_id`.
pub fn copy(text: &str, done_id: &str, lang: Lang) {
    let clipboard = window().navigator().clipboard();
    let _ = clipboard.write_text(text);
    set_text(done_id, Word::Copied.get(lang));
}

pub fn text_of(id: &str) -> String {
    if let Some(t) = by_id::<HtmlTextAreaElement>(id) {
        return t.value();
    }
    by_id::<HtmlInputElement>(id).map(|i| i.value()).unwrap_or_default()
}

pub fn show_result(text: &str) {
    set_text("result-text", text);
    show("result-dialog");
}

/// The share dialog with the link to this page for `fragment` (`#/drake?m=…`).
pub fn open_share(fragment: &str) {
    let location = window().location();
    let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    if let Some(i) = by_id::<HtmlInputElement>("share-link") {
        i.set_value(&format!("{base}{fragment}"));
    }
    set_text("share-done", "");
    show("share-dialog");
    if let Some(i) = by_id::<HtmlInputElement>("share-link") {
        i.select();
    }
}

pub fn open_export(text: &str) {
    if let Some(t) = by_id::<HtmlTextAreaElement>("io-text") {
        t.set_value(text);
    }
    set_text("io-error", "");
    show("io-dialog");
}

/// Offers `text` as a file `deskovna-<kind>.txt`.
pub fn download(text: &str, kind: GameKind) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/plain;charset=utf-8");
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    let link = create("a", "");
    let _ = link.set_attribute("href", &url);
    let _ = link.set_attribute("download", &format!("deskovna-{}.txt", kind.id()));
    if let Some(a) = link.dyn_ref::<web_sys::HtmlElement>() {
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Paints a help diagram on a new canvas at the device pixel ratio.
fn diagram_canvas(draw: crate::view::help::DrawDiagram, theme: &Theme, lang: Lang) -> Option<Element> {
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

pub fn open_help(kind: GameKind, lang: Lang, theme: ThemeName) {
    let theme = Theme::get(theme);
    let title = Word::HelpTitle.fill(lang, &[kind.title().get(lang).to_string()]);
    set_text("help-title", &title);
    let Some(body) = by_id::<Element>("help-body") else { return };
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
    show("help-dialog");
}

pub fn open_settings(p: Prefs) {
    if let Some(s) = by_id::<HtmlSelectElement>("set-theme") {
        s.set_value(p.theme.id());
    }
    if let Some(s) = by_id::<HtmlSelectElement>("set-animation") {
        s.set_value(SPEEDS.iter().find(|s| s.1 == p.animation_ms).map_or("normal", |s| s.0));
    }
    if let Some(i) = by_id::<HtmlInputElement>("set-coordinates") {
        i.set_checked(p.coordinates);
    }
    if let Some(i) = by_id::<HtmlInputElement>("set-sound") {
        i.set_checked(p.sound);
    }
    show("settings-dialog");
}

/// The settings as the dialog shows them now.
pub fn read_settings(mut p: Prefs) -> Prefs {
    if let Some(theme) = by_id::<HtmlSelectElement>("set-theme").and_then(|s| ThemeName::from_id(&s.value())) {
        p.theme = theme;
    }
    if let Some(s) = by_id::<HtmlSelectElement>("set-animation") {
        p.animation_ms = SPEEDS.iter().find(|x| x.0 == s.value()).map_or(p.animation_ms, |x| x.1);
    }
    if let Some(i) = by_id::<HtmlInputElement>("set-coordinates") {
        p.coordinates = i.checked();
    }
    if let Some(i) = by_id::<HtmlInputElement>("set-sound") {
        p.sound = i.checked();
    }
    p
}
