//! The app: routing between the home page and a game (`#/`, `#/drake`, a shared game's link),
//! the panel beside the board, autosave, the language, the settings.

use super::computer::Computer;
use super::dialog::Form;
use super::dialogs::{self, show};
use super::dom::{by_id, create, document, set_disabled, set_hidden, set_text, window};
use super::host::{Host, SharedHost};
use super::opponent;
use super::sound::{self, Cue};
use super::{controls, home, storage};
use crate::app::link::{route, Route};
use crate::app::record::Record;
use crate::app::seats::Player;
use crate::app::settings::Prefs;
use crate::app::status::sentence;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::table::{Response, Settings, Table};
use crate::view::tables::{default_start, new_table, open_table, option_fields};
use crate::view::words::word;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement};

pub struct App {
    pub host: SharedHost,
    pub kind: GameKind,
    pub lang: Lang,
    pub prefs: Prefs,
    form: Option<Form>,
    /// Who plays each seat of the current game.
    pub seats: Vec<Player>,
    pub computer: Computer,
    /// The computer's move being searched for (request id), shown as "thinking".
    pub thinking: Option<u32>,
}

pub type SharedApp = Rc<RefCell<App>>;

pub fn tr(key: &str, lang: Lang) -> String {
    word(key).map(|t| t.get(lang).to_string()).unwrap_or_default()
}

fn fill(key: &str, lang: Lang, args: &[String]) -> String {
    word(key).map(|t| t.fill(lang, args)).unwrap_or_default()
}

fn fresh(kind: GameKind) -> Box<dyn Table> {
    new_table(kind, &[]).expect_throw("the default set-up of every game is valid")
}

pub fn boot() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = by_id("board").ok_or_else(|| JsValue::from_str("no #board canvas"))?;
    let prefs = Prefs::from_line(&storage::get(storage::PREFS).unwrap_or_default());
    let lang = prefs.lang.unwrap_or_else(|| Lang::from_tag(&window().navigator().language().unwrap_or_default()));
    let host = Host::attach(canvas, fresh(GameKind::Drake))?;
    remember(&host);
    let app = Rc::new_cyclic(|weak: &std::rc::Weak<RefCell<App>>| {
        let weak = weak.clone();
        let computer = Computer::new(
            "./computer.js",
            Rc::new(move |id, purpose, result| {
                if let Some(app) = weak.upgrade() {
                    opponent::reply(&app, id, purpose, result);
                }
            }),
        );
        RefCell::new(App {
            host: host.clone(),
            kind: GameKind::Drake,
            lang,
            prefs,
            form: None,
            seats: Vec::new(),
            computer,
            thinking: None,
        })
    });
    let weak = Rc::downgrade(&app);
    Host::set_on_response(
        &host,
        Rc::new(move |r: &Response| {
            if let Some(app) = weak.upgrade() {
                App::after(&app, r);
            }
        }),
    );
    build_nav();
    controls::wire(&app);
    dialogs::wire(&app);
    home::wire(&app);
    App::apply_settings(&app);
    App::follow_route(&app);
    if app.borrow().prefs.sound {
        super::computer::later(500.0, super::sound::warm_up);
    }
    Ok(())
}

fn build_nav() {
    let Some(nav) = by_id::<Element>("games") else { return };
    for &kind in crate::view::tables::KINDS {
        let a = create("a", "game-link");
        let _ = a.set_attribute("href", &format!("#/{}", kind.id()));
        let _ = a.set_attribute("data-kind", kind.id());
        let _ = nav.append_child(&a);
    }
}

pub(super) fn now() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

impl App {
    /// The saved game of `kind`, if there is one and it reads.
    pub fn saved(kind: GameKind) -> Option<Box<dyn Table>> {
        let text = storage::get(&storage::game_key(kind.id()))?;
        Record::parse(&text).ok().filter(|r| r.kind == kind)?.open().ok()
    }

    /// The saved game of `kind`, or a new one. An unreadable save is set aside (not lost),
    /// reported, and replaced by a new game; other kinds' saves are not touched.
    fn load(app: &SharedApp, kind: GameKind) -> Box<dyn Table> {
        app.borrow_mut().seats = Vec::new();
        let key = storage::game_key(kind.id());
        let Some(text) = storage::get(&key) else { return fresh(kind) };
        let opened = Record::parse(&text).and_then(|r| {
            if r.kind == kind {
                r.open().map(|t| (t, r.seats))
            } else {
                Record::parse("").and_then(|r| r.open().map(|t| (t, r.seats)))
            }
        });
        match opened {
            Ok((table, seats)) => {
                app.borrow_mut().seats = seats;
                table
            }
            Err(e) => {
                storage::set(&storage::corrupt_key(kind.id()), &text);
                storage::remove(&key);
                let lang = app.borrow().lang;
                let message = fill("saved-corrupt", lang, &[kind.title().get(lang).to_string(), e.reason.render(lang)]);
                App::notice(&message);
                fresh(kind)
            }
        }
    }

    /// Shows a message above everything until the next route change.
    pub fn notice(text: &str) {
        set_text("notice", text);
        set_hidden("notice", text.is_empty());
    }

    pub fn follow_route(app: &SharedApp) {
        let hash = window().location().hash().unwrap_or_default();
        App::notice("");
        match route(&hash, default_start) {
            Ok(Route::Home) => App::show_home(app),
            Ok(Route::Game(kind)) => App::show_game(app, kind, None),
            Ok(Route::Shared(record)) => {
                let kind = record.kind;
                match record.open() {
                    Ok(table) => {
                        opponent::stop(app);
                        app.borrow_mut().seats = Vec::new();
                        App::show_game(app, kind, Some(table));
                        let lang = app.borrow().lang;
                        App::notice(&tr("shared-opened", lang));
                    }
                    Err(e) => {
                        App::show_game(app, kind, None);
                        let lang = app.borrow().lang;
                        App::notice(&fill("link-error", lang, &[e.reason.render(lang)]));
                    }
                }
                // The game now lives in the saved game; the address shows the plain game.
                let _ = window()
                    .history()
                    .and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&format!("#/{}", kind.id()))));
            }
            Err(e) => {
                App::show_home(app);
                let lang = app.borrow().lang;
                App::notice(&fill("link-error", lang, &[e.reason.render(lang)]));
            }
        }
    }

    fn show_home(app: &SharedApp) {
        set_hidden("play", true);
        set_hidden("home", false);
        home::render(app);
        App::mark_nav(None);
    }

    fn show_game(app: &SharedApp, kind: GameKind, table: Option<Box<dyn Table>>) {
        set_hidden("home", true);
        set_hidden("play", false);
        let table = match table {
            Some(t) => t,
            None if app.borrow().kind == kind && !app.borrow().host.borrow().table.history().is_empty() => {
                App::mark_nav(Some(kind));
                App::refresh(app);
                Host::fit(&app.borrow().host.clone());
                return;
            }
            None => {
                opponent::stop(app);
                App::load(app, kind)
            }
        };
        app.borrow_mut().kind = kind;
        let host = app.borrow().host.clone();
        Host::set_table(&host, table);
        Host::fit(&host);
        App::save(app);
        App::mark_nav(Some(kind));
        App::refresh(app);
    }

    fn mark_nav(kind: Option<GameKind>) {
        let Ok(links) = document().query_selector_all(".game-link") else { return };
        for i in 0..links.length() {
            let Some(e) = links.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
            let current = kind.is_some_and(|k| e.get_attribute("data-kind").as_deref() == Some(k.id()));
            let _ = if current { e.set_attribute("aria-current", "page") } else { e.remove_attribute("aria-current") };
        }
    }

    /// After an input on the board.
    pub fn after(app: &SharedApp, response: &Response) {
        match response {
            Response::Played { said, capture, .. } => {
                App::changed(app);
                App::say(said);
                let (sound_on, ended) = {
                    let a = app.borrow();
                    let ended = a.host.borrow().table.status().outcome.is_some();
                    (a.prefs.sound, ended)
                };
                if sound_on {
                    sound::play(if ended {
                        Cue::End
                    } else if *capture {
                        Cue::Capture
                    } else {
                        Cue::Move
                    });
                }
                if ended {
                    App::show_result(app);
                }
            }
            Response::Refused(reason) => {
                let lang = app.borrow().lang;
                App::say(&reason.render(lang));
            }
            Response::None | Response::Redraw => {}
        }
    }

    fn save(app: &SharedApp) {
        let a = app.borrow();
        let host = a.host.borrow();
        let record = Record { seats: a.seats.clone(), ..Record::of(&*host.table) };
        storage::set(&storage::game_key(a.kind.id()), &record.to_text());
    }

    /// After the game changed: save it and refresh the panel.
    pub fn changed(app: &SharedApp) {
        App::save(app);
        Host::redraw(&app.borrow().host);
        App::refresh(app);
        opponent::next(app);
    }

    /// Announces `text` in the live region.
    fn say(text: &str) {
        set_text("announce", text);
    }

    fn show_result(app: &SharedApp) {
        let text = {
            let a = app.borrow();
            let h = a.host.borrow();
            sentence(&h.table.status(), a.lang)
        };
        set_text("result-text", &text);
        show("result-dialog");
    }

    pub fn apply_settings(app: &SharedApp) {
        let (lang, prefs, host) = {
            let a = app.borrow();
            (a.lang, a.prefs, a.host.clone())
        };
        host.borrow_mut().table.set_settings(Settings {
            lang,
            theme: prefs.theme,
            coordinates: prefs.coordinates,
            animation_ms: prefs.animation_ms as f64,
        });
        let doc = document();
        if let Some(root) = doc.document_element() {
            let _ = root.set_attribute("lang", lang.code());
            let _ = root.set_attribute("data-theme", prefs.theme.id());
        }
        for (selector, attr) in [("[data-t]", "data-t"), ("[data-t-label]", "data-t-label")] {
            let Ok(list) = doc.query_selector_all(selector) else { continue };
            for i in 0..list.length() {
                let Some(e) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
                let Some(key) = e.get_attribute(attr) else { continue };
                let text = tr(&key, lang);
                if attr == "data-t" {
                    e.set_text_content(Some(&text));
                } else {
                    let _ = e.set_attribute("aria-label", &text);
                    let _ = e.set_attribute("title", &text);
                }
            }
        }
        if let Ok(links) = doc.query_selector_all(".game-link") {
            for i in 0..links.length() {
                let Some(e) = links.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
                let kind = e.get_attribute("data-kind").and_then(|k| GameKind::from_id(&k));
                e.set_text_content(kind.map(|k| k.title().get(lang)));
            }
        }
        Host::redraw(&host);
        App::refresh(app);
        if by_id::<Element>("home").is_some_and(|h| !h.has_attribute("hidden")) {
            home::render(app);
        }
    }

    /// Status line, title, buttons, move list.
    pub fn refresh(app: &SharedApp) {
        let a = app.borrow();
        let host = a.host.borrow();
        let table = &host.table;
        let status = table.status();
        let lang = a.lang;
        let line = match status.viewing {
            Some(ply) => fill("viewing", lang, &[ply.to_string()]),
            None if a.thinking.is_some() => {
                let who = status.seats.get(status.to_move).map(|c| c.name().get(lang).to_string()).unwrap_or_default();
                fill("thinking", lang, &[who])
            }
            None => sentence(&status, lang),
        };
        if let Some(area) = by_id::<Element>("board-area") {
            let _ = area.set_attribute("aria-busy", if a.thinking.is_some() { "true" } else { "false" });
        }
        set_text(
            "demo",
            &tr(if opponent::all_computer(&a.seats, status.seats.len()) { "demo-stop" } else { "demo" }, lang),
        );
        set_text("game-title", a.kind.title().get(lang));
        set_text("status", &line);
        set_disabled("undo", !status.can_undo);
        set_disabled("redo", !status.can_redo);
        set_hidden("live", status.viewing.is_none());
        if let Some(canvas) = by_id::<Element>("board") {
            let _ = canvas.set_attribute("aria-label", &format!("{} — {}", tr("board-label", lang), line));
        }
        if let Some(actions) = by_id::<Element>("actions") {
            actions.set_text_content(None);
            for (index, label) in table.buttons() {
                let b = create("button", "");
                let _ = b.set_attribute("type", "button");
                let _ = b.set_attribute("data-move", &index.to_string());
                b.set_text_content(Some(label.get(lang)));
                let _ = actions.append_child(&b);
            }
        }
        let Some(list) = by_id::<Element>("moves") else { return };
        list.set_text_content(None);
        let shown = status.viewing.unwrap_or(status.plies);
        for (i, notation) in table.history().iter().enumerate() {
            let li = create("li", "");
            let current = i + 1 == shown;
            let b = create("button", if current { "move current" } else { "move" });
            let _ = b.set_attribute("type", "button");
            let _ = b.set_attribute("data-ply", &(i + 1).to_string());
            let _ = b.set_attribute("tabindex", "-1");
            if current {
                let _ = b.set_attribute("aria-current", "step");
            }
            b.set_text_content(Some(notation));
            let _ = li.append_child(&b);
            let _ = list.append_child(&li);
        }
        let current = list.query_selector(".move.current").ok().flatten().or_else(|| list.last_element_child());
        if let Some(e) = current {
            e.scroll_into_view_with_bool(false);
        }
    }

    pub(super) fn view(app: &SharedApp, ply: Option<usize>) {
        let host = app.borrow().host.clone();
        host.borrow_mut().table.view_ply(ply);
        Host::redraw(&host);
        App::refresh(app);
    }

    pub fn open_new_dialog(app: &SharedApp) {
        let (kind, lang) = {
            let a = app.borrow();
            (a.kind, a.lang)
        };
        let Some(container) = by_id::<Element>("new-fields") else { return };
        let mut fields = option_fields(kind);
        fields.extend(opponent::seat_fields(kind));
        let form = Form::build(&container, fields, lang);
        opponent::preset_seats(&app.borrow().seats);
        app.borrow_mut().form = Some(form);
        set_text("new-error", "");
        show("new-dialog");
    }

    pub(super) fn start_new(app: &SharedApp) {
        let (kind, lang, mut values) = {
            let a = app.borrow();
            (a.kind, a.lang, a.form.as_ref().map(|f| f.values()).unwrap_or_default())
        };
        // Random choices need a fresh seed unless the player asked for a particular one (only
        // for games that take a seed).
        let seeded = option_fields(kind).iter().any(|f| f.key == "seed");
        if seeded && !values.iter().any(|(k, _)| k == "seed") {
            let seed = (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64;
            values.push(("seed".into(), seed.to_string()));
        }
        let seats = opponent::take_seats(&mut values);
        match new_table(kind, &values) {
            Ok(table) => {
                dialogs::close("new-dialog");
                app.borrow_mut().seats = seats;
                App::replace_table(app, table);
            }
            Err(e) => set_text("new-error", &e.reason().render(lang)),
        }
    }

    /// A new game from the same start as the current one.
    pub fn rematch(app: &SharedApp) {
        let (kind, start) = {
            let a = app.borrow();
            let start = a.host.borrow().table.start_text();
            (a.kind, start)
        };
        if let Ok(table) = open_table(kind, &start, &[]) {
            App::replace_table(app, table);
        }
    }

    fn replace_table(app: &SharedApp, table: Box<dyn Table>) {
        opponent::stop(app);
        let host = app.borrow().host.clone();
        Host::set_table(&host, table);
        App::changed(app);
    }

    /// Imports a game from its text; on error, the message says which line is wrong.
    pub fn import(app: &SharedApp, text: &str) -> Result<(), String> {
        let lang = app.borrow().lang;
        let record =
            Record::parse(text).map_err(|e| fill("line-error", lang, &[e.line.to_string(), e.reason.render(lang)]))?;
        let table =
            record.open().map_err(|e| fill("line-error", lang, &[e.line.to_string(), e.reason.render(lang)]))?;
        storage::set(&storage::game_key(record.kind.id()), &record.to_text());
        if record.kind == app.borrow().kind {
            app.borrow_mut().seats = record.seats.clone();
            App::replace_table(app, table);
        } else {
            let _ = window().location().set_hash(&format!("/{}", record.kind.id()));
        }
        Ok(())
    }

    /// Opens what was pasted on the home page: a share link or a game's text.
    pub fn open_text(app: &SharedApp, text: &str) -> Result<(), String> {
        let lang = app.borrow().lang;
        let record = home::parse_pasted(text)
            .map_err(|e| fill("line-error", lang, &[e.line.to_string(), e.reason.render(lang)]))?;
        App::import(app, &record.to_text())
    }
}

thread_local! {
    /// The app's board, for the page's small scripting interface (see `web/mod.rs`).
    static CURRENT: RefCell<Option<SharedHost>> = const { RefCell::new(None) };
}

fn remember(host: &SharedHost) {
    CURRENT.with(|c| *c.borrow_mut() = Some(host.clone()));
}

pub(super) fn with_table<T>(f: impl FnOnce(&dyn Table) -> T) -> Option<T> {
    CURRENT.with(|c| c.borrow().as_ref().map(|h| f(&*h.borrow().table)))
}
