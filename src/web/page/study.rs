//! The study tools beside the board: the analysis of the position shown and the review of the
//! game. Both run in a worker of their own (www/computer.js with the computer's wasm, so the
//! page carries no search code and the computer's own worker keeps playing); one study job runs
//! at a time there, a new one ends the one before. The analysis follows the board: another
//! position shown (a move played, a move of the list chosen, another game) starts it again.
//! What it shows is drawn by `analysis.rs` and `review.rs`.

use super::{analysis, review};
use crate::game::Lang;
use crate::games::GameKind;
use crate::web::dom::{by_id, now, on, set_hidden};
use crate::web::host::{Host, SharedHost};
use js_sys::{Array, Object, Reflect};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, MessageEvent, Worker, WorkerOptions, WorkerType};

/// A game up to a position: what the worker is asked about.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub kind: GameKind,
    pub start: String,
    pub moves: Vec<String>,
}

pub struct Analysed {
    pub at: Position,
    /// The worker's last report on it (a plain object, see computer.js).
    pub report: Option<JsValue>,
    pub stopped: bool,
    asked: f64,
}

pub struct Reviewed {
    pub game: Position,
    pub progress: (u32, u32),
    pub stopped: bool,
    /// The whole review once done (a plain object, see computer.js).
    pub result: Option<JsValue>,
}

type OnMessage = Closure<dyn FnMut(MessageEvent)>;

struct Study {
    host: Weak<RefCell<Host>>,
    worker: Option<(Worker, OnMessage)>,
    lang: Lang,
    /// The request whose answers count.
    id: u32,
    analysed: Option<Analysed>,
    reviewed: Option<Reviewed>,
}

thread_local! {
    static STUDY: RefCell<Option<Study>> = const { RefCell::new(None) };
}

fn with<T>(f: impl FnOnce(&mut Study) -> T) -> Option<T> {
    STUDY.with(|s| s.borrow_mut().as_mut().map(f))
}

pub fn get(o: &JsValue, key: &str) -> JsValue {
    Reflect::get(o, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

pub fn number(o: &JsValue, key: &str) -> f64 {
    get(o, key).as_f64().unwrap_or(0.0)
}

/// The elements of a JS array.
pub fn items(o: &JsValue) -> Vec<JsValue> {
    o.dyn_ref::<Array>().map(|a| a.iter().collect()).unwrap_or_default()
}

pub fn strings(o: &JsValue) -> Vec<String> {
    items(o).iter().filter_map(|v| v.as_string()).collect()
}

/// The position the board shows.
fn shown(host: &SharedHost) -> Position {
    let h = host.borrow();
    let table = h.session.table();
    let status = table.status();
    let ply = status.viewing.unwrap_or(status.plies);
    Position { kind: table.kind(), start: table.start_text(), moves: table.history()[..ply.min(status.plies)].to_vec() }
}

fn whole_game(host: &SharedHost) -> Position {
    let h = host.borrow();
    let table = h.session.table();
    Position { kind: table.kind(), start: table.start_text(), moves: table.history().to_vec() }
}

pub fn wire(host: &SharedHost) {
    let study =
        Study { host: Rc::downgrade(host), worker: None, lang: Lang::En, id: 0, analysed: None, reviewed: None };
    STUDY.with(|s| *s.borrow_mut() = Some(study));
    on("analyse", "click", |_| toggle_analysis());
    on("analysis-stop", "click", |_| stop_or_go_on(true));
    on("analysis-say", "click", |_| say());
    on("review-game", "click", |_| start_review());
    on("result-review", "click", |_| {
        super::dialogs::close("result-dialog");
        start_review();
    });
    on("review-stop", "click", |_| stop_or_go_on(false));
    on("review-close", "click", |_| {
        with(|s| {
            if s.reviewed.as_ref().is_some_and(|r| r.result.is_none()) {
                s.post("stop", None);
            }
            s.reviewed = None;
        });
        update();
    });
    on("review-graph", "click", |e| {
        let Some(ply) = review::graph_ply(&e) else { return };
        let Some(host) = with(|s| s.host.upgrade()).flatten() else { return };
        Host::dispatch(&host, crate::app::session::Event::View(Some(ply)));
    });
}

impl Study {
    fn worker(&mut self) -> Option<&Worker> {
        if self.worker.is_none() {
            let options = WorkerOptions::new();
            options.set_type(WorkerType::Module);
            let worker = Worker::new_with_options("./computer.js", &options).ok()?;
            let on_message = OnMessage::new(|e: MessageEvent| answer(e.data()));
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            self.worker = Some((worker, on_message));
        }
        self.worker.as_ref().map(|w| &w.0)
    }

    /// Sends a study request: `analyse` or `review` of `at`, or `stop`, or `resume` (a kind).
    fn post(&mut self, study: &str, at: Option<&Position>) {
        if study == "analyse" || study == "review" {
            self.id += 1;
        }
        let message = Object::new();
        let set = |k: &str, v: JsValue| drop(Reflect::set(&message, &k.into(), &v));
        set("id", self.id.into());
        set("study", study.into());
        if let Some(at) = at {
            set("game", at.kind.id().into());
            set("start", at.start.as_str().into());
            set("moves", at.moves.iter().map(|m| JsValue::from_str(m)).collect::<Array>().into());
        }
        if let Some(w) = self.worker() {
            let _ = w.post_message(&message);
        }
    }

    fn resume(&mut self, kind: &str) {
        let message = Object::new();
        let _ = Reflect::set(&message, &"id".into(), &self.id.into());
        let _ = Reflect::set(&message, &"study".into(), &"resume".into());
        let _ = Reflect::set(&message, &"kind".into(), &kind.into());
        if let Some(w) = self.worker() {
            let _ = w.post_message(&message);
        }
    }

    fn analyse(&mut self, at: Position) {
        self.post("analyse", Some(&at));
        self.analysed = Some(Analysed { at, report: None, stopped: false, asked: now() });
        if let Some(r) = self.reviewed.as_mut().filter(|r| r.result.is_none()) {
            r.stopped = true;
        }
    }
}

/// A message from the worker.
fn answer(data: JsValue) {
    let id = number(&data, "id") as u32;
    let kind = get(&data, "study").as_string().unwrap_or_default();
    let failed = get(&data, "ok").as_bool() == Some(false);
    let fresh = with(|s| {
        if id != s.id {
            return false;
        }
        if failed {
            let why = get(&data, "error").as_string().unwrap_or_default();
            super::notice(&why);
            if let Some(a) = s.analysed.as_mut() {
                a.stopped = true;
            }
            return true;
        }
        if kind == "analyse" {
            if let Some(a) = s.analysed.as_mut() {
                if a.report.is_none() {
                    analysis::first_line(now() - a.asked);
                }
                a.report = Some(data.clone());
                a.stopped = get(&data, "done").as_bool() == Some(true);
            }
        } else if let Some(r) = s.reviewed.as_mut() {
            r.progress = (number(&data, "progress") as u32, number(&data, "total") as u32);
            if get(&data, "done").as_bool() == Some(true) {
                r.result = Some(data.clone());
                let lang = s.lang;
                crate::web::dom::set_text("announce", crate::view::words::Word::ReviewDone.get(lang));
            }
        }
        true
    });
    if fresh == Some(true) {
        update();
    }
}

fn toggle_analysis() {
    let open = with(|s| s.analysed.is_some()).unwrap_or(false);
    if open {
        with(|s| {
            s.post("stop", None);
            s.analysed = None;
        });
    } else if let Some(host) = with(|s| s.host.upgrade()).flatten() {
        let at = shown(&host);
        with(|s| s.analyse(at));
    }
    update();
}

/// Stops the analysis (or the review), or lets it go on.
fn stop_or_go_on(analysis: bool) {
    with(|s| {
        let (stopped, kind) = if analysis {
            (s.analysed.as_mut().map(|a| &mut a.stopped), "analyse")
        } else {
            (s.reviewed.as_mut().filter(|r| r.result.is_none()).map(|r| &mut r.stopped), "review")
        };
        let Some(stopped) = stopped else { return };
        let was = *stopped;
        *stopped = !was;
        if was {
            s.resume(kind);
        } else {
            s.post("stop", None);
        }
        // Going on with one stops the other (one job at a time).
        if was && !analysis {
            if let Some(a) = s.analysed.as_mut() {
                a.stopped = true;
            }
        }
        if was && analysis {
            if let Some(r) = s.reviewed.as_mut().filter(|r| r.result.is_none()) {
                r.stopped = true;
            }
        }
    });
    update();
}

fn start_review() {
    let Some(host) = with(|s| s.host.upgrade()).flatten() else { return };
    let game = whole_game(&host);
    with(|s| {
        s.post("review", Some(&game));
        let total = game.moves.len() as u32 + 1;
        s.reviewed = Some(Reviewed { game, progress: (0, total), stopped: false, result: None });
        if let Some(a) = s.analysed.as_mut() {
            a.stopped = true;
        }
    });
    update();
}

fn say() {
    let Some(host) = with(|s| s.host.upgrade()).flatten() else { return };
    let text = with(|s| s.analysed.as_ref().and_then(|a| a.report.clone()).map(|r| (r, s.lang))).flatten();
    if let Some((report, lang)) = text {
        let words = analysis::said(&report, &host, lang);
        crate::web::dom::set_text("announce", &words);
    }
}

/// The page was refreshed (a move, another position shown, the language): the analysis
/// follows the board, and everything is drawn again.
pub fn refresh(host: &SharedHost, lang: Lang) {
    let at = shown(host);
    with(|s| {
        s.lang = lang;
        if s.analysed.as_ref().is_some_and(|a| a.at != at) {
            s.analyse(at);
        }
    });
    update();
}

/// Draws the study panels and the board's arrow from what is known now.
fn update() {
    let Some(host) = with(|s| s.host.upgrade()).flatten() else { return };
    let game = whole_game(&host);
    let shown_ply = shown(&host).moves.len();
    let arrow = with(|s| {
        let lang = s.lang;
        set_hidden("analysis", s.analysed.is_none());
        set_hidden("review", s.reviewed.is_none());
        if let Some(b) = by_id::<Element>("analyse") {
            let _ = b.set_attribute("aria-expanded", if s.analysed.is_some() { "true" } else { "false" });
        }
        let mut arrow = None;
        if let Some(a) = &s.analysed {
            arrow = analysis::render(a, &host, lang).map(|m| (m, false));
        }
        let best = review::render(s.reviewed.as_ref(), &game, shown_ply, &host, lang);
        best.map(|m| (m, true)).or(arrow)
    })
    .flatten();
    {
        let mut h = host.borrow_mut();
        let table = h.session.table_mut();
        match &arrow {
            Some((m, before)) => table.set_arrow(Some(m), *before),
            None => table.set_arrow(None, false),
        }
    }
    Host::redraw(&host);
}
