//! The computer player's Web Worker: a wasm of its own with the engines and the search (no page
//! code), loaded by www/computer.js; the page never freezes while it searches, and the page's
//! own bundle carries no search code. Its messages are `deskovna::ai::wire`'s types, read and
//! written here through serde-wasm-bindgen: computer.js hands every message to
//! [`Computer::answer`] and, while a study job runs, calls [`Computer::step`] in slices so that
//! a Stop gets through (`study.rs`: one analysis and one review, kept between slices).

#[path = "ai-worker/study.rs"]
mod study;

use deskovna::ai::clock::FnClock;
use deskovna::ai::text::{suggest_after, Request as Asked};
use deskovna::ai::wire::{Ask, Id, Moved, Reply, Request, Think, Thought, WireError};
use js_sys::Reflect;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

/// `performance.now()` of the worker (or the window).
fn now() -> f64 {
    Reflect::get(&js_sys::global(), &"performance".into())
        .ok()
        .and_then(|p| {
            let now = Reflect::get(&p, &"now".into()).ok()?;
            let f: js_sys::Function = now.dyn_into().ok()?;
            f.call0(&p).ok()?.as_f64()
        })
        .unwrap_or(0.0)
}

/// A value as the plain object it is on the wire (undefined if it cannot be: never for the
/// wire's types).
fn js(value: &impl Serialize) -> JsValue {
    value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap_or(JsValue::UNDEFINED)
}

/// What is left of a message that does not read: its number, if it has one.
#[derive(Deserialize)]
struct Numbered {
    id: Option<Id>,
}

/// The computer: a move on request, and the study jobs (`study.rs`).
#[wasm_bindgen]
#[derive(Default)]
pub struct Computer {
    study: study::Studies,
}

#[wasm_bindgen]
impl Computer {
    #[wasm_bindgen(constructor)]
    pub fn new() -> Computer {
        Computer::default()
    }

    /// Answers a message (a `wire::Request`): the reply to post, or undefined when there is
    /// none yet (a study job reports from `step`).
    pub fn answer(&mut self, message: JsValue) -> JsValue {
        let request = match serde_wasm_bindgen::from_value::<Request>(message.clone()) {
            Ok(request) => request,
            Err(e) => {
                let id = serde_wasm_bindgen::from_value::<Numbered>(message).ok().and_then(|n| n.id);
                return js(&Reply::failed(id, WireError::Malformed(e.to_string())));
            }
        };
        let id = request.id;
        match request.ask {
            Ask::Think(think) => js(&Reply { id: Some(id), answer: self::think(&think) }),
            Ask::Analyse(at) => self.study.analyse(id, &at).map_or(JsValue::UNDEFINED, |r| js(&r)),
            Ask::Review(game) => self.study.review(id, &game).map_or(JsValue::UNDEFINED, |r| js(&r)),
            Ask::Stop => {
                self.study.stop();
                JsValue::UNDEFINED
            }
            Ask::Resume(kind) => {
                self.study.resume(id, kind);
                JsValue::UNDEFINED
            }
        }
    }

    /// Runs the study job for about `ms` milliseconds: a report to post, or undefined.
    pub fn step(&mut self, ms: f64) -> JsValue {
        self.study.step(ms).map_or(JsValue::UNDEFINED, |r| js(&r))
    }

    /// The study job's number: a new job, a stop or a resume changes it (and ends the slices
    /// of the one before).
    #[wasm_bindgen(getter)]
    pub fn job(&self) -> u32 {
        self.study.job()
    }

    /// Whether the study job has more to do.
    #[wasm_bindgen(getter)]
    pub fn running(&self) -> bool {
        self.study.running()
    }
}

/// The computer's move for a think (the level's own time unless it gives one).
fn think(t: &Think) -> Thought {
    let request = Asked { level: t.level.clamp(1, 5), hint: t.hint, time_ms: t.time_ms, seed: t.seed.into() };
    match suggest_after(t.at.game, &t.at.start, &t.at.moves, &request, &FnClock(now)) {
        Ok(Some(s)) => Thought::Move(Some(Moved {
            notation: s.notation,
            score: s.info.score,
            depth: s.info.depth,
            nodes: s.info.nodes,
            ms: s.info.elapsed_ms,
        })),
        Ok(None) => Thought::Move(None),
        Err(e) => Thought::Failed(e.into()),
    }
}

/// Perft of a game's default start (or -1 for an unknown game): the benchmark measures the
/// engines in this wasm too, built for speed where the page's is built for size.
#[wasm_bindgen]
pub fn perft(game: &str, depth: usize) -> f64 {
    deskovna::games::GameKind::from_id(game).map_or(-1.0, |kind| deskovna::games::perft_start(kind, depth) as f64)
}

/// A worker has no `main` work: the page sends requests.
fn main() {}
