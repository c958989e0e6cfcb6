//! The smaller dialogs: result, share, export/import, help, settings.

use super::app::{App, SharedApp};
use super::dom::{by_id, create, on, set_text, window};
use super::painter::paint_scene;
use super::storage;
use crate::app::link::fragment;
use crate::app::record::Record;
use crate::app::settings::{Prefs, SPEEDS};
use crate::view::help::render;
use crate::view::tables::{default_start, help};
use crate::view::theme::{Theme, ThemeName};
use crate::view::words::word;
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

fn copy(text: &str, done_id: &str, lang: crate::game::Lang) {
    let clipboard = window().navigator().clipboard();
    let _ = clipboard.write_text(text);
    set_text(done_id, word("copied").map_or("", |t| t.get(lang)));
}

pub fn wire(app: &SharedApp) {
    for (button, dialog) in [
        ("result-close", "result-dialog"),
        ("share-close", "share-dialog"),
        ("io-close", "io-dialog"),
        ("help-close", "help-dialog"),
        ("settings-close", "settings-dialog"),
        ("new-cancel", "new-dialog"),
    ] {
        on(button, "click", move |_| close(dialog));
    }
    let a = app.clone();
    on("result-new", "click", move |_| {
        close("result-dialog");
        App::open_new_dialog(&a);
    });
    let a = app.clone();
    on("result-rematch", "click", move |_| {
        close("result-dialog");
        App::rematch(&a);
    });
    let a = app.clone();
    on("share", "click", move |_| open_share(&a));
    let a = app.clone();
    on("share-copy", "click", move |_| {
        let text = by_id::<HtmlInputElement>("share-link").map(|i| i.value()).unwrap_or_default();
        copy(&text, "share-done", a.borrow().lang);
    });
    let a = app.clone();
    on("export", "click", move |_| {
        let text = Record::of(&*a.borrow().host.borrow().table).to_text();
        if let Some(t) = by_id::<HtmlTextAreaElement>("io-text") {
            t.set_value(&text);
        }
        set_text("io-error", "");
        show("io-dialog");
    });
    let a = app.clone();
    on("io-copy", "click", move |_| {
        let text = by_id::<HtmlTextAreaElement>("io-text").map(|t| t.value()).unwrap_or_default();
        copy(&text, "io-error", a.borrow().lang);
    });
    let a = app.clone();
    on("io-download", "click", move |_| download(&a));
    let a = app.clone();
    on("io-import", "click", move |_| {
        let text = by_id::<HtmlTextAreaElement>("io-text").map(|t| t.value()).unwrap_or_default();
        match App::import(&a, &text) {
            Ok(()) => close("io-dialog"),
            Err(message) => set_text("io-error", &message),
        }
    });
    let a = app.clone();
    on("help", "click", move |_| open_help(&a));
    let a = app.clone();
    on("settings", "click", move |_| open_settings(&a));
    for id in ["set-theme", "set-animation", "set-coordinates", "set-sound"] {
        let a = app.clone();
        on(id, "change", move |_| read_settings(&a));
    }
}

fn open_share(app: &SharedApp) {
    let a = app.borrow();
    let record = Record::of(&*a.host.borrow().table);
    let location = window().location();
    let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    let link = format!("{base}{}", fragment(&record, &default_start(record.kind)));
    if let Some(i) = by_id::<HtmlInputElement>("share-link") {
        i.set_value(&link);
    }
    set_text("share-done", "");
    show("share-dialog");
    if let Some(i) = by_id::<HtmlInputElement>("share-link") {
        i.select();
    }
}

fn download(app: &SharedApp) {
    let (text, kind) = {
        let a = app.borrow();
        let text = by_id::<HtmlTextAreaElement>("io-text").map(|t| t.value()).unwrap_or_default();
        (text, a.kind)
    };
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(&text));
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
fn diagram_canvas(draw: crate::view::help::DrawDiagram, theme: &Theme, lang: crate::game::Lang) -> Option<Element> {
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

fn open_help(app: &SharedApp) {
    let a = app.borrow();
    let (kind, lang) = (a.kind, a.lang);
    let theme = Theme::get(a.prefs.theme);
    let title = word("help-title").map(|t| t.fill(lang, &[kind.title().get(lang).to_string()])).unwrap_or_default();
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

fn open_settings(app: &SharedApp) {
    let p = app.borrow().prefs;
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

fn read_settings(app: &SharedApp) {
    let mut p: Prefs = app.borrow().prefs;
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
    app.borrow_mut().prefs = p;
    storage::set(storage::PREFS, &p.to_line());
    App::apply_settings(app);
}
