//! The computer player's Web Worker: a wasm of its own with the engines and the search (no page
//! code), loaded by www/computer.js, which calls `think`; the page never freezes while it
//! searches, and the page's own bundle carries no search code. It also holds one analysis and
//! one review (`study.rs`), which computer.js runs in slices so that it can be stopped.

#[path = "ai-worker/study.rs"]
mod study;

use deskovna::ai::clock::FnClock;
use deskovna::ai::text::{game_kind, suggest_after, Request};
use js_sys::{Object, Reflect};
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

fn set(o: &Object, k: &str, v: JsValue) {
    let _ = Reflect::set(o, &k.into(), &v);
}

/// The computer's move for the game `start` + `moves` (space separated): `{ ok, move, score,
/// depth, nodes, ms }`, `{ ok: true, move: null }` when there is no legal move, or `{ ok: false,
/// error }`. `time_ms` < 0 uses the level's own time.
#[wasm_bindgen]
pub fn think(game: &str, start: &str, moves: &str, level: u8, hint: bool, seed: f64, time_ms: f64) -> JsValue {
    let out = Object::new();
    let kind = match game_kind(game) {
        Ok(kind) => kind,
        Err(e) => {
            set(&out, "ok", false.into());
            set(&out, "error", e.to_string().into());
            return out.into();
        }
    };
    let moves: Vec<String> = moves.split_whitespace().map(String::from).collect();
    let request =
        Request { level: level.clamp(1, 5), hint, time_ms: (time_ms >= 0.0).then_some(time_ms), seed: seed as u64 };
    match suggest_after(kind, start, &moves, &request, &FnClock(now)) {
        Ok(Some(s)) => {
            set(&out, "ok", true.into());
            set(&out, "move", s.notation.into());
            set(&out, "score", s.info.score.into());
            set(&out, "depth", s.info.depth.into());
            set(&out, "nodes", (s.info.nodes as f64).into());
            set(&out, "ms", s.info.elapsed_ms.into());
        }
        Ok(None) => {
            set(&out, "ok", true.into());
            set(&out, "move", JsValue::NULL);
        }
        Err(e) => {
            set(&out, "ok", false.into());
            set(&out, "error", e.to_string().into());
        }
    }
    out.into()
}

/// Perft of a game's default start (or -1 for an unknown game): the benchmark measures the
/// engines in this wasm too, built for speed where the page's is built for size.
#[wasm_bindgen]
pub fn perft(game: &str, depth: usize) -> f64 {
    game_kind(game).map_or(-1.0, |kind| deskovna::games::perft_start(kind, depth) as f64)
}

/// A worker has no `main` work: the page sends requests.
fn main() {}
