//! The study tools beside the board, in the tools wasm: the analysis of the position shown and
//! the review of the game. Both search in a worker of their own (www/computer.js with the
//! computer's wasm, so the computer's own worker keeps playing); one study job runs at a time
//! there, a new one ends the one before. The page hands over plain values (`Board`) when a
//! study is asked for and whenever the position shown changes (the `deskovna-position` event
//! on the document); the tools answer with `deskovna-arrow` (the board's arrow) and
//! `deskovna-view` (a ply to show). The panels are drawn by `panels`, `analysis`, `review`.

mod analysis;
mod panels;
mod review;

use crate::game::{Colour, Lang};
use crate::games::GameKind;
use crate::view::registry::open_table;
use crate::view::study::StudyWord;
use crate::web::dom::{by_id, document, now, on, set_hidden, set_text, Listener};
use js_sys::{Array, Object, Reflect};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CustomEvent, CustomEventInit, Element, EventTarget, MessageEvent, Worker, WorkerOptions, WorkerType};

/// A game up to a position: what the worker is asked about.
#[derive(Clone, Debug, PartialEq)]
pub struct Position {
    pub kind: GameKind,
    pub start: String,
    pub moves: Vec<String>,
}

/// What the page shows: the whole game, the plies shown, the seats, the language.
struct Board {
    game: Position,
    shown: usize,
    seats: &'static [Colour],
    lang: Lang,
}

impl Board {
    /// From the page's plain object `{game, start, moves, shown, lang}`; `None` for a game
    /// that cannot be replayed.
    fn from_js(o: &JsValue) -> Option<Board> {
        let kind = GameKind::from_id(&get(o, "game").as_string()?)?;
        let start = get(o, "start").as_string()?;
        let moves = strings(&get(o, "moves"));
        let table = open_table(kind, &start, &moves).ok()?;
        let shown = (number(o, "shown") as usize).min(moves.len());
        let lang = Lang::from_tag(&get(o, "lang").as_string().unwrap_or_default());
        Some(Board { seats: table.status().seats, game: Position { kind, start, moves }, shown, lang })
    }

    fn at(&self) -> Position {
        Position { moves: self.game.moves[..self.shown].to_vec(), ..self.game.clone() }
    }

    /// A move from the position shown, in words (the notation when it is not legal there).
    fn say(&self, notation: &str) -> String {
        let mut moves = self.game.moves[..self.shown].to_vec();
        moves.push(notation.to_string());
        open_table(self.game.kind, &self.game.start, &moves)
            .ok()
            .and_then(|t| t.entries(self.lang).pop())
            .map_or_else(|| notation.to_string(), |e| e.said)
    }
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
    board: Board,
    worker: Option<(Worker, OnMessage)>,
    /// The request whose answers count.
    id: u32,
    analysed: Option<Analysed>,
    reviewed: Option<Reviewed>,
    /// The language the panels were built in.
    built: Option<Lang>,
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

/// Tells the page something (`deskovna-arrow`, `deskovna-view`) with `detail`.
fn tell(name: &str, detail: &JsValue) {
    let init = CustomEventInit::new();
    init.set_detail(detail);
    if let Ok(e) = CustomEvent::new_with_event_init_dict(name, &init) {
        let _ = document().dispatch_event(&e);
    }
}

/// The page's Analyse (`what` "analyse": opens or closes the analysis) or Review
/// (`"review"`) on the game `board` (the page's plain object); false for a game the tools
/// cannot replay.
pub fn open(what: &str, board: &JsValue) -> bool {
    let Some(board) = Board::from_js(board) else { return false };
    let first = STUDY.with(|s| s.borrow().is_none());
    if first {
        let study = Study { board, worker: None, id: 0, analysed: None, reviewed: None, built: None };
        STUDY.with(|s| *s.borrow_mut() = Some(study));
        let target: EventTarget = document().into();
        Listener::new(&target, "deskovna-position", |e| {
            if let Some(b) = e.dyn_ref::<CustomEvent>().and_then(|e| Board::from_js(&e.detail())) {
                refresh(b);
            }
        })
        .forever();
    } else {
        with(|s| s.board = board);
    }
    build();
    match what {
        "analyse" => toggle_analysis(),
        _ => start_review(),
    }
    true
}

/// Builds the panels (again when the language changed) and wires their buttons.
fn build() {
    let Some((lang, built)) = with(|s| (s.board.lang, s.built.replace(s.board.lang))) else { return };
    if built == Some(lang) {
        return;
    }
    panels::build(lang);
    if built.is_some() {
        return;
    }
    on("analysis-stop", "click", |_| stop_or_go_on(true));
    on("analysis-say", "click", |_| say());
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
        if let Some(ply) = review::graph_ply(&e) {
            tell("deskovna-view", &(ply as f64).into());
        }
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

    /// Sends a study request: `analyse` or `review` of `at`, `stop`, or `resume` (`kind`).
    fn post(&mut self, study: &str, at: Option<&Position>) {
        self.send(study, at, None);
    }

    fn send(&mut self, study: &str, at: Option<&Position>, kind: Option<&str>) {
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
        if let Some(kind) = kind {
            set("kind", kind.into());
        }
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
            set_text("announce", &get(&data, "error").as_string().unwrap_or_default());
            if let Some(a) = s.analysed.as_mut() {
                a.stopped = true;
            }
            return true;
        }
        if kind == "analyse" {
            if let Some(a) = s.analysed.as_mut() {
                // A report of the slice the worker was in when Stop arrived: after Stop the panel
                // stands still (a finished analysis is still taken: it is the last word).
                let done = get(&data, "done").as_bool() == Some(true);
                if a.stopped && a.report.is_some() && !done {
                    return false;
                }
                if a.report.is_none() {
                    analysis::first_line(now() - a.asked);
                }
                a.report = Some(data.clone());
                a.stopped = done;
            }
        } else if let Some(r) = s.reviewed.as_mut() {
            r.progress = (number(&data, "progress") as u32, number(&data, "total") as u32);
            if get(&data, "done").as_bool() == Some(true) {
                r.result = Some(data.clone());
                set_text("announce", StudyWord::ReviewDone.get(s.board.lang));
            }
        }
        true
    });
    if fresh == Some(true) {
        update();
    }
}

fn toggle_analysis() {
    with(|s| {
        if s.analysed.is_some() {
            s.post("stop", None);
            s.analysed = None;
        } else {
            s.analyse(s.board.at());
        }
    });
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
            s.send("resume", None, Some(kind));
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
    with(|s| {
        let game = s.board.game.clone();
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
    let words = with(|s| s.analysed.as_ref().and_then(|a| a.report.as_ref()).map(|r| analysis::said(r, &s.board)));
    if let Some(words) = words.flatten() {
        set_text("announce", &words);
    }
}

/// The page shows another position (a move, a move of the list chosen, another game, the
/// language): the analysis follows the board, and everything is drawn again.
fn refresh(board: Board) {
    with(|s| {
        let at = board.at();
        s.board = board;
        if s.analysed.as_ref().is_some_and(|a| a.at != at) {
            s.analyse(at);
        }
    });
    build();
    update();
}

/// Draws the study panels and asks the page for the board's arrow.
fn update() {
    let arrow = with(|s| {
        set_hidden("analysis", s.analysed.is_none());
        set_hidden("review", s.reviewed.is_none());
        if let Some(b) = by_id::<Element>("analyse") {
            let _ = b.set_attribute("aria-expanded", if s.analysed.is_some() { "true" } else { "false" });
        }
        let arrow = s.analysed.as_ref().and_then(|a| analysis::render(a, &s.board)).map(|m| (m, false));
        let best = review::render(s.reviewed.as_ref(), &s.board);
        best.map(|m| (m, true)).or(arrow)
    })
    .flatten();
    let detail = Object::new();
    let _ = Reflect::set(&detail, &"move".into(), &arrow.as_ref().map_or(JsValue::NULL, |(m, _)| m.as_str().into()));
    let _ = Reflect::set(&detail, &"before".into(), &arrow.is_some_and(|(_, b)| b).into());
    tell("deskovna-arrow", &detail);
}
