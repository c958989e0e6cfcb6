//! The page's hook for the study tools (the analysis and the game review, in the tools wasm:
//! see web::study): Analyse and Review load them and hand over the game as plain values; the
//! page tells them when the position shown changes (`deskovna-position`) and follows what they
//! ask (`deskovna-arrow`: the board's arrow; `deskovna-view`: a ply to show).

use crate::app::session::Event;
use crate::game::Lang;
use crate::view::words::Word;
use crate::web::dom::{document, on, Listener};
use crate::web::host::{Host, SharedHost};
use js_sys::{Array, Object, Reflect};
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{CustomEvent, CustomEventInit, EventTarget};

thread_local! {
    /// Whether a study was asked for (the tools then listen to the position shown).
    static ASKED: Cell<bool> = const { Cell::new(false) };
    static LANG: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The game and the position shown, as the tools take them (the study and the pictures).
pub fn board(host: &SharedHost) -> JsValue {
    let h = host.borrow();
    let table = h.session.table();
    let (moves, shown) = h.session.shown_line();
    let o = Object::new();
    let set = |k: &str, v: JsValue| drop(Reflect::set(&o, &k.into(), &v));
    set("game", table.kind().id().into());
    set("start", table.start_text().into());
    set("shown", (shown as f64).into());
    set("viewing", if shown < moves.len() { (shown as f64).into() } else { JsValue::UNDEFINED });
    set("moves", moves.iter().map(|m| JsValue::from_str(m)).collect::<Array>().into());
    set("flipped", table.flipped().into());
    let (width, height) = table.size();
    set("width", width.into());
    set("height", height.into());
    set("theme", table.settings().theme.id().into());
    set("lang", LANG.with(Cell::get).code().into());
    o.into()
}

fn ask(host: &SharedHost, what: &'static str) {
    ASKED.with(|a| a.set(true));
    let lang = LANG.with(Cell::get);
    super::tools::call("study", Array::of2(&what.into(), &board(host)), move || {
        super::notice(Word::ToolsFailed.get(lang))
    });
}

pub fn wire(host: &SharedHost) {
    // Analyse, Review game, and Review in the result dialog (which closes).
    for (id, what) in [("analyse", "analyse"), ("review-game", "review"), ("result-review", "review")] {
        let h = Rc::downgrade(host);
        on(id, "click", move |_| {
            if id == "result-review" {
                super::dialogs::close("result-dialog");
            }
            if let Some(host) = h.upgrade() {
                ask(&host, what);
            }
        });
    }
    let target: EventTarget = document().into();
    let h = Rc::downgrade(host);
    Listener::new(&target, "deskovna-arrow", move |e| {
        let (Some(host), Some(e)) = (h.upgrade(), e.dyn_ref::<CustomEvent>()) else { return };
        let detail = e.detail();
        let get = |k: &str| Reflect::get(&detail, &k.into()).unwrap_or(JsValue::UNDEFINED);
        let notation = get("move").as_string();
        host.borrow_mut().session.table_mut().set_arrow(notation.as_deref(), get("before").as_bool() == Some(true));
        Host::redraw(&host);
    })
    .forever();
    let h = Rc::downgrade(host);
    Listener::new(&target, "deskovna-view", move |e| {
        let (Some(host), Some(e)) = (h.upgrade(), e.dyn_ref::<CustomEvent>()) else { return };
        if let Some(ply) = e.detail().as_f64() {
            Host::dispatch(&host, Event::View(Some(ply as usize)));
        }
    })
    .forever();
}

/// The page was refreshed (a move, another position shown, the language): the tools, once
/// asked for, are told.
pub fn refresh(host: &SharedHost, lang: Lang) {
    LANG.with(|l| l.set(lang));
    if !ASKED.with(Cell::get) {
        return;
    }
    let init = CustomEventInit::new();
    init.set_detail(&board(host));
    if let Ok(e) = CustomEvent::new_with_event_init_dict("deskovna-position", &init) {
        let _ = document().dispatch_event(&e);
    }
}
