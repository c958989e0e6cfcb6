//! The JavaScript API for embedding a live board: `mount(element, config)` returns a handle
//! with `set`, `play`, `legalMoves`, `position`, `history`, `undo`, `flip`, `destroy`; events
//! `deskovna:move`, `deskovna:end` and `deskovna:error` are dispatched on the element.
//!
//! Nothing here throws: wrong input (an unknown game, a bad position, an illegal move) comes
//! back as `{ ok: false, error: { code, message } }`, fires `deskovna:error`, and changes
//! nothing. Values from attributes or messages only ever reach the page as text.

use super::dom::{create, window};
use super::embed_ai::EmbedAi;
use super::host::{Host, SharedHost};
use crate::app::status::sentence;
use crate::game::{Lang, Reason};
use crate::games::GameKind;
use crate::view::table::{Response, Settings, Table};
use crate::view::tables::{new_table, open_table, OpenError, KINDS};
use crate::view::theme::ThemeName;
use js_sys::{Array, Object, Reflect};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CustomEvent, CustomEventInit, HtmlCanvasElement, HtmlElement};

/// A board mounted in an element of the host page.
#[wasm_bindgen]
pub struct Board {
    element: HtmlElement,
    host: Option<SharedHost>,
    error: JsValue,
    view_only: bool,
    /// The computer opponent (`ai`: a level 1–5; `aiUrl`: where computer.js is).
    ai: Rc<EmbedAi>,
}

fn get(config: &JsValue, key: &str) -> Option<JsValue> {
    if !config.is_object() {
        return None;
    }
    Reflect::get(config, &JsValue::from_str(key)).ok().filter(|v| !v.is_undefined() && !v.is_null())
}

fn get_str(config: &JsValue, key: &str) -> Option<String> {
    get(config, key).and_then(|v| v.as_string())
}

fn get_bool(config: &JsValue, key: &str) -> Option<bool> {
    get(config, key).map(|v| v.as_bool().unwrap_or_else(|| v.as_string().is_some_and(|s| s != "false")))
}

fn object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (k, v) in pairs {
        let _ = Reflect::set(&o, &JsValue::from_str(k), v);
    }
    o.into()
}

fn error_value(code: &str, message: &str) -> JsValue {
    object(&[("code", code.into()), ("message", message.into())])
}

fn failure(code: &str, message: &str) -> JsValue {
    object(&[("ok", false.into()), ("error", error_value(code, message))])
}

fn strings(items: &[String]) -> JsValue {
    items.iter().map(|s| JsValue::from_str(s)).collect::<Array>().into()
}

/// The moves of a config: an array of strings, or one string separated by spaces or `~`.
fn moves_of(config: &JsValue) -> Vec<String> {
    match get(config, "moves") {
        Some(v) if Array::is_array(&v) => Array::from(&v).iter().filter_map(|m| m.as_string()).collect(),
        Some(v) => v
            .as_string()
            .unwrap_or_default()
            .split([' ', '~', '\n'])
            .filter(|m| !m.is_empty())
            .map(String::from)
            .collect(),
        None => Vec::new(),
    }
}

fn lang_of(config: &JsValue) -> Lang {
    get_str(config, "lang").map(|l| Lang::from_tag(&l)).unwrap_or(Lang::En)
}

/// Opens the game a config describes.
fn table_of(config: &JsValue) -> Result<Box<dyn Table>, JsValue> {
    let lang = lang_of(config);
    let id = get_str(config, "game").unwrap_or_else(|| "drake".into());
    let kind = GameKind::from_id(&id).filter(|k| KINDS.contains(k)).ok_or_else(|| {
        let known: Vec<&str> = KINDS.iter().map(|k| k.id()).collect();
        error_value("unknown-game", &format!("Unknown game “{id}”; use one of: {}.", known.join(", ")))
    })?;
    let moves = moves_of(config);
    let opened = match get_str(config, "position").filter(|p| !p.trim().is_empty()) {
        Some(p) => open_table(kind, p.trim(), &moves),
        None => new_table(kind, &[]).and_then(|t| open_table(kind, &t.start_text(), &moves)),
    };
    opened.map_err(|e| match e {
        OpenError::Position(p) => error_value("bad-position", &p.reason.render(lang)),
        OpenError::Move { ply, reason } => error_value(
            "illegal-move",
            &format!("{} {}: {}", if lang == Lang::Cs { "Tah" } else { "Move" }, ply + 1, reason.render(lang)),
        ),
        OpenError::Options(r) => error_value("bad-config", &r.render(lang)),
    })
}

fn settings_of(config: &JsValue, old: Settings) -> Settings {
    Settings {
        lang: get_str(config, "lang").map(|l| Lang::from_tag(&l)).unwrap_or(old.lang),
        theme: get_str(config, "theme").and_then(|t| ThemeName::from_id(&t)).unwrap_or(old.theme),
        coordinates: get_bool(config, "coordinates").unwrap_or(old.coordinates),
        animation_ms: old.animation_ms,
    }
}

/// Whether the orientation names the second seat (the board is then turned).
fn flipped_by(table: &dyn Table, orientation: &str) -> bool {
    let seats = table.status().seats;
    orientation == "second" || seats.get(1).is_some_and(|c| c.id() == orientation)
}

fn emit(element: &HtmlElement, name: &str, detail: &JsValue) {
    let init = CustomEventInit::new();
    init.set_detail(detail);
    init.set_bubbles(true);
    init.set_composed(true);
    if let Ok(event) = CustomEvent::new_with_event_init_dict(name, &init) {
        let _ = element.dispatch_event(&event);
    }
}

/// Mounts a board in `element` (it fills the element). Never throws: a bad config gives a
/// board whose `error` says what is wrong (and a `deskovna:error` event).
#[wasm_bindgen]
pub fn mount(element: HtmlElement, config: JsValue) -> Board {
    let url = get_str(&config, "aiUrl").unwrap_or_else(|| "./computer.js".into());
    let mut board = Board { element, host: None, error: JsValue::NULL, view_only: false, ai: EmbedAi::new(&url) };
    let result = board.set(config);
    if Reflect::get(&result, &"ok".into()).ok().and_then(|v| v.as_bool()) == Some(false) {
        board.error = Reflect::get(&result, &"error".into()).unwrap_or(JsValue::NULL);
    }
    board
}

#[wasm_bindgen]
impl Board {
    /// The last configuration error, or null.
    #[wasm_bindgen(getter)]
    pub fn error(&self) -> JsValue {
        self.error.clone()
    }

    /// Changes the board: any of game, position, moves, orientation, viewOnly, lang, theme,
    /// coordinates. A new game, position or moves replaces the game; a bad one changes nothing.
    pub fn set(&mut self, config: JsValue) -> JsValue {
        let replaces = ["game", "position", "moves"].iter().any(|k| get(&config, k).is_some()) || self.host.is_none();
        if replaces {
            match table_of(&config) {
                Ok(table) => {
                    if let Err(e) = self.install(table) {
                        return e;
                    }
                }
                Err(e) => {
                    emit(&self.element, "deskovna:error", &e);
                    return object(&[("ok", false.into()), ("error", e)]);
                }
            }
        }
        let Some(host) = self.host.clone() else { return failure("not-mounted", "The board is not mounted.") };
        {
            let mut h = host.borrow_mut();
            let settings = settings_of(&config, h.table.settings());
            h.table.set_settings(settings);
            if let Some(o) = get_str(&config, "orientation") {
                let flipped = flipped_by(&*h.table, &o);
                h.table.set_flipped(flipped);
            }
            if let Some(v) = get_bool(&config, "viewOnly") {
                self.view_only = v;
            }
            h.table.set_interactive(!self.view_only);
        }
        if let Some(level) = get(&config, "ai") {
            self.ai.level.set(level.as_f64().map(|l| l.clamp(1.0, 5.0) as u8));
        }
        self.error = JsValue::NULL;
        Host::redraw(&host);
        self.ai.next();
        object(&[("ok", true.into())])
    }

    fn install(&mut self, table: Box<dyn Table>) -> Result<(), JsValue> {
        if let Some(host) = &self.host {
            Host::set_table(host, table);
            return Ok(());
        }
        let canvas: HtmlCanvasElement =
            create("canvas", "deskovna-canvas").dyn_into().map_err(|_| failure("no-canvas", "No canvas."))?;
        let style = canvas.style();
        for (k, v) in [("display", "block"), ("width", "100%"), ("height", "100%"), ("touch-action", "none")] {
            let _ = style.set_property(k, v);
        }
        let _ = canvas.set_attribute("tabindex", "0");
        let _ = canvas.set_attribute("role", "application");
        let _ = self.element.append_child(&canvas);
        let host = Host::attach(canvas, table).map_err(|_| failure("no-canvas", "No 2D canvas."))?;
        let element = self.element.clone();
        let weak = Rc::downgrade(&host);
        let ai = Rc::downgrade(&self.ai);
        let on_response: Rc<dyn Fn(&Response)> = Rc::new(move |r: &Response| {
            if let Some(host) = weak.upgrade() {
                announce(&element, &host, r);
            }
            if let (Response::Played { .. }, Some(ai)) = (r, ai.upgrade()) {
                ai.next();
            }
        });
        Host::set_on_response(&host, on_response.clone());
        self.ai.attach(&host, on_response);
        self.host = Some(host);
        Ok(())
    }

    /// Plays a move in the game's notation: `{ ok: true, move, said }`, or `{ ok: false, error }`.
    pub fn play(&mut self, notation: &str) -> JsValue {
        let Some(host) = self.host.clone() else { return failure("not-mounted", "The board is not mounted.") };
        let now = window().performance().map(|p| p.now()).unwrap_or(0.0);
        let result = host.borrow_mut().table.play_notation(notation, now);
        match result {
            Ok(r) => {
                Host::redraw(&host);
                announce(&self.element, &host, &r);
                self.ai.next();
                match r {
                    Response::Played { notation, said, .. } => {
                        object(&[("ok", true.into()), ("move", notation.into()), ("said", said.into())])
                    }
                    _ => object(&[("ok", true.into())]),
                }
            }
            Err(reason) => {
                let lang = host.borrow().table.settings().lang;
                let e = error_value("illegal-move", &reason_text(&reason, lang));
                emit(&self.element, "deskovna:error", &e);
                object(&[("ok", false.into()), ("error", e)])
            }
        }
    }

    /// The legal moves in notation.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> JsValue {
        strings(&self.with(|t| t.legal_notations()).unwrap_or_default())
    }

    /// The current position in the game's text format.
    pub fn position(&self) -> String {
        self.with(|t| t.position_text()).unwrap_or_default()
    }

    /// The moves played, in notation.
    pub fn history(&self) -> JsValue {
        strings(&self.with(|t| t.history().to_vec()).unwrap_or_default())
    }

    /// The game's start position text.
    pub fn start(&self) -> String {
        self.with(|t| t.start_text()).unwrap_or_default()
    }

    /// Takes back the last move; false if there was none.
    pub fn undo(&mut self) -> bool {
        let Some(host) = self.host.clone() else { return false };
        self.ai.computer.borrow_mut().cancel();
        let done = host.borrow_mut().table.undo();
        Host::redraw(&host);
        done
    }

    pub fn flip(&mut self) {
        if let Some(host) = &self.host {
            host.borrow_mut().table.flip();
            Host::redraw(host);
        }
    }

    /// Where a spot ("e4", "Blue stack") is drawn, `[x, y]` in CSS pixels of the canvas.
    pub fn locate(&self, name: &str) -> Vec<f64> {
        self.with(|t| t.locate(name)).flatten().map(|p| vec![p.x as f64, p.y as f64]).unwrap_or_default()
    }

    /// Removes the board from the element and stops listening.
    pub fn destroy(&mut self) {
        self.ai.computer.borrow_mut().cancel();
        self.ai.level.set(None);
        if let Some(host) = self.host.take() {
            Host::detach(&host);
            host.borrow().canvas.remove();
        }
    }

    fn with<T>(&self, f: impl FnOnce(&dyn Table) -> T) -> Option<T> {
        self.host.as_ref().map(|h| f(&*h.borrow().table))
    }
}

fn reason_text(reason: &Reason, lang: Lang) -> String {
    reason.render(lang)
}

/// After a move on the board: `deskovna:move`, and `deskovna:end` when the game is over.
fn announce(element: &HtmlElement, host: &SharedHost, response: &Response) {
    let Response::Played { notation, said, .. } = response else {
        if let Response::Refused(reason) = response {
            let lang = host.borrow().table.settings().lang;
            emit(element, "deskovna:error", &error_value("refused", &reason.render(lang)));
        }
        return;
    };
    let (position, history, status, lang) = {
        let h = host.borrow();
        (h.table.position_text(), h.table.history().to_vec(), h.table.status(), h.table.settings().lang)
    };
    let _ = element.set_attribute("aria-label", said);
    emit(
        element,
        "deskovna:move",
        &object(&[
            ("move", notation.as_str().into()),
            ("said", said.as_str().into()),
            ("position", position.into()),
            ("history", strings(&history)),
        ]),
    );
    if let Some(outcome) = status.outcome {
        let winners: Vec<String> =
            outcome.winners().filter_map(|s| status.seats.get(s)).map(|c| c.id().to_string()).collect();
        let result = if winners.is_empty() { "draw".to_string() } else { winners.join("+") };
        emit(
            element,
            "deskovna:end",
            &object(&[
                ("result", result.into()),
                ("reason", outcome.reason.text().get(lang).into()),
                ("text", sentence(&status, lang).into()),
            ]),
        );
    }
}
