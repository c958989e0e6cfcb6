//! The app page: one board, the panel beside it (status, buttons, move list), the New game
//! dialog, the language switch, autosave. Each game kind has its own URL (`#/drake`).

use super::dialog::Form;
use super::dom::{by_id, document, on, set_disabled, set_text, window};
use super::host::{Host, SharedHost};
use super::storage;
use crate::app::record::Record;
use crate::app::status::sentence;
use crate::game::{Lang, Reason};
use crate::games::GameKind;
use crate::view::table::{Response, Settings, Table};
use crate::view::tables::{new_table, option_fields};
use crate::view::words::word;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement, HtmlDialogElement};

pub struct App {
    host: SharedHost,
    kind: GameKind,
    lang: Lang,
    form: Option<Form>,
}

type SharedApp = Rc<RefCell<App>>;

fn tr(key: &str, lang: Lang) -> String {
    word(key).map(|t| t.get(lang).to_string()).unwrap_or_default()
}

/// The language: remembered, else the browser's.
fn initial_lang() -> Lang {
    match storage::get("deskovna.lang").as_deref() {
        Some("cs") => Lang::Cs,
        Some("en") => Lang::En,
        _ => Lang::from_tag(&window().navigator().language().unwrap_or_default()),
    }
}

fn kind_from_hash() -> GameKind {
    let hash = window().location().hash().unwrap_or_default();
    GameKind::from_id(hash.trim_start_matches('#').trim_start_matches('/')).unwrap_or(GameKind::Drake)
}

/// The saved game of `kind`, or a new one; a corrupt save is reported and replaced.
fn load_or_new(kind: GameKind) -> (Box<dyn Table>, Option<Reason>) {
    if let Some(text) = storage::get(&storage::game_key(kind.id())) {
        match Record::parse(&text).and_then(|r| {
            if r.kind == kind {
                r.open()
            } else {
                Record::parse("").and_then(|r| r.open())
            }
        }) {
            Ok(table) => return (table, None),
            Err(e) => {
                storage::remove(&storage::game_key(kind.id()));
                return (fresh(kind), Some(e.reason));
            }
        }
    }
    (fresh(kind), None)
}

fn fresh(kind: GameKind) -> Box<dyn Table> {
    new_table(kind, &[]).expect_throw("the default set-up of every game is valid")
}

pub fn boot() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = by_id("board").ok_or_else(|| JsValue::from_str("no #board canvas"))?;
    let kind = kind_from_hash();
    let lang = initial_lang();
    let (table, problem) = load_or_new(kind);
    let host = Host::attach(canvas, table)?;
    remember(&host);
    let app = Rc::new(RefCell::new(App { host: host.clone(), kind, lang, form: None }));
    {
        let weak = Rc::downgrade(&app);
        Host::set_on_response(
            &host,
            Rc::new(move |r: &Response| {
                if let Some(app) = weak.upgrade() {
                    App::after(&app, r);
                }
            }),
        );
    }
    wire(&app);
    App::apply_settings(&app);
    App::refresh(&app);
    if let Some(reason) = problem {
        App::say(&app, &reason.render(lang));
    }
    Ok(())
}

fn wire(app: &SharedApp) {
    let a = app.clone();
    on("new-game", "click", move |_| App::open_dialog(&a));
    let a = app.clone();
    on("flip", "click", move |_| {
        let host = a.borrow().host.clone();
        host.borrow_mut().table.flip();
        Host::redraw(&host);
    });
    let a = app.clone();
    on("undo", "click", move |_| {
        let host = a.borrow().host.clone();
        let done = host.borrow_mut().table.undo();
        if done {
            App::changed(&a);
        }
    });
    let a = app.clone();
    on("redo", "click", move |_| {
        let host = a.borrow().host.clone();
        let done = host.borrow_mut().table.redo();
        if done {
            App::changed(&a);
        }
    });
    let a = app.clone();
    on("lang", "click", move |_| {
        let lang = if a.borrow().lang == Lang::En { Lang::Cs } else { Lang::En };
        a.borrow_mut().lang = lang;
        storage::set("deskovna.lang", lang.code());
        App::apply_settings(&a);
        App::refresh(&a);
    });
    let a = app.clone();
    on("describe", "click", move |_| {
        let text = a.borrow().host.borrow().table.describe();
        set_text("description", &text);
    });
    let a = app.clone();
    on("live", "click", move |_| App::view(&a, None));
    let a = app.clone();
    on("moves", "click", move |e| {
        let ply = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.get_attribute("data-ply"))
            .and_then(|p| p.parse::<usize>().ok());
        if let Some(ply) = ply {
            App::view(&a, Some(ply));
        }
    });
    let a = app.clone();
    on("new-form", "submit", move |e| {
        e.prevent_default();
        App::start_new(&a);
    });
    on("new-cancel", "click", move |_| {
        if let Some(d) = by_id::<HtmlDialogElement>("new-dialog") {
            d.close();
        }
    });
    let a = app.clone();
    let hashchange = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || App::switch_kind(&a, kind_from_hash()));
    window().set_onhashchange(Some(hashchange.as_ref().unchecked_ref()));
    hashchange.forget();
}

impl App {
    /// After an input on the board.
    fn after(app: &SharedApp, response: &Response) {
        match response {
            Response::Played { said, .. } => {
                App::changed(app);
                App::say(app, said);
            }
            Response::Refused(reason) => {
                let lang = app.borrow().lang;
                App::say(app, &reason.render(lang));
            }
            Response::None | Response::Redraw => {}
        }
    }

    /// After the game changed: save it and refresh the panel.
    fn changed(app: &SharedApp) {
        {
            let a = app.borrow();
            let host = a.host.borrow();
            let record = Record::of(&*host.table);
            storage::set(&storage::game_key(a.kind.id()), &record.to_text());
        }
        Host::redraw(&app.borrow().host);
        App::refresh(app);
    }

    /// Announces `text` in the live region.
    fn say(_app: &SharedApp, text: &str) {
        set_text("announce", text);
    }

    fn apply_settings(app: &SharedApp) {
        let (lang, host) = {
            let a = app.borrow();
            (a.lang, a.host.clone())
        };
        {
            let mut h = host.borrow_mut();
            let s = h.table.settings();
            h.table.set_settings(Settings { lang, ..s });
        }
        let doc = document();
        if let Some(root) = doc.document_element() {
            let _ = root.set_attribute("lang", lang.code());
        }
        if let Ok(list) = doc.query_selector_all("[data-t]") {
            for i in 0..list.length() {
                if let Some(e) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                    if let Some(key) = e.get_attribute("data-t") {
                        e.set_text_content(Some(&tr(&key, lang)));
                    }
                }
            }
        }
        if let Ok(list) = doc.query_selector_all("[data-t-label]") {
            for i in 0..list.length() {
                if let Some(e) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) {
                    if let Some(key) = e.get_attribute("data-t-label") {
                        let _ = e.set_attribute("aria-label", &tr(&key, lang));
                        let _ = e.set_attribute("title", &tr(&key, lang));
                    }
                }
            }
        }
        Host::redraw(&host);
    }

    /// Status line, buttons, move list.
    fn refresh(app: &SharedApp) {
        let a = app.borrow();
        let host = a.host.borrow();
        let table = &host.table;
        let status = table.status();
        let lang = a.lang;
        let line = match status.viewing {
            Some(ply) => word("viewing").map(|t| t.fill(lang, &[ply.to_string()])).unwrap_or_default(),
            None => sentence(&status, lang),
        };
        set_text("status", &line);
        set_disabled("undo", !status.can_undo);
        set_disabled("redo", !status.can_redo);
        super::dom::set_hidden("live", status.viewing.is_none());
        if let Some(canvas) = by_id::<Element>("board") {
            let label = format!("{} — {}", tr("board-label", lang), line);
            let _ = canvas.set_attribute("aria-label", &label);
        }
        let Some(list) = by_id::<Element>("moves") else { return };
        list.set_text_content(None);
        let shown = status.viewing.unwrap_or(status.plies);
        for (i, notation) in table.history().iter().enumerate() {
            let li = super::dom::create("li", "");
            let b = super::dom::create("button", if i + 1 == shown { "move current" } else { "move" });
            let _ = b.set_attribute("type", "button");
            let _ = b.set_attribute("data-ply", &(i + 1).to_string());
            if i + 1 == shown {
                let _ = b.set_attribute("aria-current", "step");
            }
            b.set_text_content(Some(notation));
            let _ = li.append_child(&b);
            let _ = list.append_child(&li);
        }
        if let Some(last) = list.last_element_child() {
            last.scroll_into_view_with_bool(false);
        }
    }

    fn view(app: &SharedApp, ply: Option<usize>) {
        let host = app.borrow().host.clone();
        let plies = host.borrow().table.history().len();
        host.borrow_mut().table.view_ply(ply.filter(|&p| p < plies));
        Host::redraw(&host);
        App::refresh(app);
    }

    fn open_dialog(app: &SharedApp) {
        let (kind, lang) = {
            let a = app.borrow();
            (a.kind, a.lang)
        };
        let Some(container) = by_id::<Element>("new-fields") else { return };
        let form = Form::build(&container, option_fields(kind), lang);
        app.borrow_mut().form = Some(form);
        set_text("new-error", "");
        if let Some(d) = by_id::<HtmlDialogElement>("new-dialog") {
            let _ = d.show_modal();
        }
    }

    fn start_new(app: &SharedApp) {
        let (kind, lang, mut values) = {
            let a = app.borrow();
            (a.kind, a.lang, a.form.as_ref().map(|f| f.values()).unwrap_or_default())
        };
        // Random choices need a fresh seed unless the player asked for a particular one.
        if !values.iter().any(|(k, _)| k == "seed") {
            let seed = (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64;
            values.push(("seed".into(), seed.to_string()));
        }
        match new_table(kind, &values) {
            Ok(table) => {
                let host = app.borrow().host.clone();
                Host::set_table(&host, table);
                if let Some(d) = by_id::<HtmlDialogElement>("new-dialog") {
                    d.close();
                }
                App::changed(app);
            }
            Err(e) => set_text("new-error", &e.reason().render(lang)),
        }
    }

    fn switch_kind(app: &SharedApp, kind: GameKind) {
        if app.borrow().kind == kind {
            return;
        }
        let (table, problem) = load_or_new(kind);
        app.borrow_mut().kind = kind;
        let host = app.borrow().host.clone();
        Host::set_table(&host, table);
        App::refresh(app);
        if let Some(reason) = problem {
            let lang = app.borrow().lang;
            App::say(app, &reason.render(lang));
        }
    }
}

thread_local! {
    /// The app's board, for the page's small scripting interface below.
    static CURRENT: RefCell<Option<SharedHost>> = const { RefCell::new(None) };
}

pub(super) fn remember(host: &SharedHost) {
    CURRENT.with(|c| *c.borrow_mut() = Some(host.clone()));
}

pub(super) fn with_table<T>(f: impl FnOnce(&dyn Table) -> T) -> Option<T> {
    CURRENT.with(|c| c.borrow().as_ref().map(|h| f(&*h.borrow().table)))
}
