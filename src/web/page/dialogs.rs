//! The smaller dialogs: result, share, export/import, help (drawn by the tools wasm), settings,
//! deleting a saved game.
//! Each function fills or reads its dialog; what to do with it is the page's business.

use crate::app::handoff::ToTools;
use crate::app::settings::{Prefs, SPEEDS};
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::theme::ThemeName;
use crate::view::words::Word;
use crate::web::dom::{by_id, create, on, set_text, window};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};

pub use crate::web::dom::{close_dialog as close, show_dialog as show};

/// The dialogs' Close and Cancel buttons.
pub fn wire_closers() {
    for (button, dialog) in [
        ("result-close", "result-dialog"),
        ("share-close", "share-dialog"),
        ("io-close", "io-dialog"),
        ("help-close", "help-dialog"),
        ("editor-close", "editor-dialog"),
        ("settings-close", "settings-dialog"),
        ("new-cancel", "new-dialog"),
        ("delete-cancel", "delete-dialog"),
        ("comment-cancel", "comment-dialog"),
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

/// The rules of `kind`: the dialog opens at once, the rules arrive with the tools wasm.
pub fn open_help(kind: GameKind, lang: Lang, theme: ThemeName) {
    let title = Word::HelpTitle.fill(lang, &[kind.title().get(lang).to_string()]);
    set_text("help-title", &title);
    let Some(body) = by_id::<Element>("help-body") else { return };
    body.set_text_content(Some(Word::Loading.get(lang)));
    show("help-dialog");
    let message = ToTools::Help { game: kind, lang, theme };
    super::tools::call(message, Some(body.clone()), move || body.set_text_content(Some(Word::ToolsFailed.get(lang))));
}

/// The position editor, starting from `position` (the one on the board), in the tools wasm.
pub fn open_editor(kind: GameKind, lang: Lang, theme: ThemeName, position: &str) {
    let Some(body) = by_id::<Element>("editor-body") else { return };
    let loading = Word::Loading.get(lang);
    body.set_text_content(Some(loading));
    show("editor-dialog");
    let message = ToTools::Editor { game: kind, lang, theme, position: position.to_string() };
    // An editor that refuses the game says why itself; only tools that never came say so here.
    super::tools::call(message, Some(body.clone()), move || {
        if body.text_content().as_deref() == Some(loading) {
            body.set_text_content(Some(Word::ToolsFailed.get(lang)));
        }
    });
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
