//! The worker's analysis and review: one of each at a time, held here between the slices that
//! computer.js runs (a new one replaces the old; stopping is simply not running more slices).
//! Reports go to the page as plain objects (www/computer.js says their shape).

use super::{now, set};
use deskovna::ai::analysis::{Analysis, Report, Score};
use deskovna::ai::clock::{Budget, FnClock};
use deskovna::ai::review::{GameReview, Review};
use deskovna::ai::text::game_kind;
use js_sys::{Array, Object};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

thread_local! {
    static ANALYSIS: RefCell<Option<Analysis>> = const { RefCell::new(None) };
    static REVIEW: RefCell<Option<Review>> = const { RefCell::new(None) };
}

fn failed(why: String) -> JsValue {
    let out = Object::new();
    set(&out, "ok", false.into());
    set(&out, "error", why.into());
    out.into()
}

fn ok() -> JsValue {
    let out = Object::new();
    set(&out, "ok", true.into());
    out.into()
}

fn moves_of(moves: &str) -> Vec<String> {
    moves.split_whitespace().map(String::from).collect()
}

/// Starts analysing the position after `moves` from `start`: `{ ok }` or `{ ok: false, error }`.
#[wasm_bindgen]
pub fn analyse(game: &str, start: &str, moves: &str) -> JsValue {
    let opened = game_kind(game).and_then(|kind| Analysis::new(kind, start, &moves_of(moves)));
    match opened {
        Ok(a) => {
            ANALYSIS.with(|s| *s.borrow_mut() = Some(a));
            ok()
        }
        Err(e) => failed(e.to_string()),
    }
}

/// Analyses for about `ms` milliseconds: a report when an iteration finished, `{ done: true }`
/// when nothing more will come, else null (call again).
#[wasm_bindgen]
pub fn analyse_step(ms: f64) -> JsValue {
    ANALYSIS.with(|s| {
        let mut slot = s.borrow_mut();
        let Some(analysis) = slot.as_mut() else { return idle() };
        if analysis.done() {
            return idle();
        }
        match analysis.step(Budget { nodes: u64::MAX, time_ms: ms.max(1.0) }, &FnClock(now)) {
            Some(report) => report_object(&report),
            None => JsValue::NULL,
        }
    })
}

fn idle() -> JsValue {
    let out = Object::new();
    set(&out, "done", true.into());
    set(&out, "idle", true.into());
    out.into()
}

/// A score as the page shows it: points, or a win (+) or loss (−) in so many plies.
fn score_parts(out: &Object, score: Option<Score>) {
    match score {
        Some(Score::Points(p)) => set(out, "score", p.into()),
        Some(Score::Win { plies }) => set(out, "win", plies.into()),
        Some(Score::Loss { plies }) => set(out, "loss", plies.into()),
        None => {}
    }
}

fn numbers(values: &[f32]) -> Array {
    values.iter().map(|&v| JsValue::from(v)).collect()
}

fn texts(values: &[String]) -> Array {
    values.iter().map(|v| JsValue::from_str(v)).collect()
}

fn report_object(r: &Report) -> JsValue {
    let out = Object::new();
    set(&out, "depth", r.depth.into());
    set(&out, "done", r.done.into());
    set(&out, "nodes", (r.nodes as f64).into());
    set(&out, "ms", r.elapsed_ms.into());
    set(&out, "toMove", (r.to_move as u32).into());
    set(&out, "expected", numbers(&r.expected).into());
    let lines: Array = r
        .lines
        .iter()
        .map(|l| {
            let o = Object::new();
            set(&o, "moves", texts(&l.moves).into());
            set(&o, "expected", l.expected.into());
            score_parts(&o, l.score);
            JsValue::from(o)
        })
        .collect();
    set(&out, "lines", lines.into());
    out.into()
}

/// Starts reviewing the game of `moves` from `start`: `{ ok, total }` or `{ ok: false, error }`.
#[wasm_bindgen]
pub fn review(game: &str, start: &str, moves: &str) -> JsValue {
    match game_kind(game).and_then(|kind| Review::new(kind, start, &moves_of(moves))) {
        Ok(r) => {
            let out = Object::new();
            set(&out, "ok", true.into());
            set(&out, "total", (r.progress().total as u32).into());
            REVIEW.with(|s| *s.borrow_mut() = Some(r));
            out.into()
        }
        Err(e) => failed(e.to_string()),
    }
}

/// Reviews the next position: `{ done, total, ms }` positions searched, and once all are, the
/// review (`moves`, `graph`, `players`).
#[wasm_bindgen]
pub fn review_step() -> JsValue {
    REVIEW.with(|s| {
        let mut slot = s.borrow_mut();
        let Some(review) = slot.as_mut() else { return idle() };
        let progress = review.step(&FnClock(now));
        let out = Object::new();
        set(&out, "progress", (progress.done as u32).into());
        set(&out, "total", (progress.total as u32).into());
        set(&out, "ms", review.elapsed_ms().into());
        let done = progress.done >= progress.total;
        set(&out, "done", done.into());
        if done {
            review_parts(&out, &review.review());
        }
        out.into()
    })
}

fn review_parts(out: &Object, r: &GameReview) {
    let moves: Array = r
        .moves
        .iter()
        .map(|m| {
            let o = Object::new();
            set(&o, "ply", (m.ply as u32).into());
            set(&o, "seat", (m.seat as u32).into());
            set(&o, "loss", m.loss.into());
            if let Some(mark) = m.mark {
                set(&o, "mark", mark.symbol().into());
            }
            if let Some(best) = &m.best {
                set(&o, "best", texts(best).into());
            }
            JsValue::from(o)
        })
        .collect();
    // The graph as the first seat's expected result at each position (every seat's for three).
    let graph: Array = r.graph.iter().map(|p| JsValue::from(numbers(&p.expected))).collect();
    let players: Array = r
        .players
        .iter()
        .map(|p| {
            let counts = [p.inaccuracies, p.mistakes, p.blunders].map(|n| n as f32);
            let o = numbers(&[counts[0], counts[1], counts[2], p.average_loss]);
            JsValue::from(o)
        })
        .collect();
    set(out, "moves", moves.into());
    set(out, "graph", graph.into());
    set(out, "players", players.into());
}
