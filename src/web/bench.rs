//! Benchmark hooks for `scripts/bench.mjs`: the time to render whole frames of each board the
//! app can show, measured in the page with `performance.now()`, and perft. They live in the
//! tools wasm (built with the page's profile, so they measure the same code) to keep them out
//! of the page's first bundle.

use super::dom::{document, window};
use super::painter::paint_scene;
use crate::games::GameKind;
use crate::view::registry::new_table;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// Perft of a game's default start position, for the wasm benchmark: the number of move
/// sequences of exactly `depth` plies (or -1 for an unknown game).
pub fn perft(game: &str, depth: usize) -> f64 {
    GameKind::from_id(game).map_or(-1.0, |kind| crate::games::perft_start(kind, depth) as f64)
}

/// The ids of the games the app can show, separated by spaces.
pub fn bench_kinds() -> String {
    GameKind::ALL.iter().map(|k| k.id()).collect::<Vec<_>>().join(" ")
}

/// Opens a new game of `game` with default options, plays `plies` moves chosen by a fixed
/// sequence (a mid-game position, the same every run), then renders it `frames` times on a
/// fresh `size`×`size` canvas: each frame builds the scene, clears, paints, and reads one pixel
/// back so that the drawing is really done. Returns each frame's milliseconds.
pub fn bench_render(game: &str, frames: u32, plies: u32, size: f64) -> Result<Vec<f64>, JsValue> {
    let kind = GameKind::from_id(game).ok_or_else(|| JsValue::from_str("unknown game"))?;
    let mut table = new_table(kind, &[]).map_err(|e| JsValue::from_str(&e.reason().to_string()))?;
    let mut choice: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..plies {
        let n = table.legal_notations().len();
        if n == 0 {
            break;
        }
        choice = choice.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        let _ = table.play_index((choice >> 33) as usize % n, 0.0);
    }
    let canvas: HtmlCanvasElement = document().create_element("canvas")?.dyn_into()?;
    let dpr = window().device_pixel_ratio().max(1.0);
    canvas.set_width((size * dpr).round() as u32);
    canvas.set_height((size * dpr).round() as u32);
    let ctx: CanvasRenderingContext2d =
        canvas.get_context("2d")?.ok_or_else(|| JsValue::from_str("no 2d context"))?.dyn_into()?;
    ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0)?;
    table.resize(size as f32, size as f32);
    let performance = window().performance().ok_or_else(|| JsValue::from_str("no performance"))?;
    let mut times = Vec::with_capacity(frames as usize);
    for frame in 0..frames {
        let started = performance.now();
        // Long after the last move: a still frame, no animation.
        let scene = table.scene(1e9 + f64::from(frame));
        ctx.clear_rect(0.0, 0.0, size, size);
        paint_scene(&ctx, &scene);
        ctx.get_image_data(0.0, 0.0, 1.0, 1.0)?;
        times.push(performance.now() - started);
    }
    Ok(times)
}
