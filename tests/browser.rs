//! Tests that run inside headless Chromium (wasm-bindgen-test): the engines compiled to wasm
//! give the same counts as natively, the painter really draws scenes on a canvas, and the
//! page's hand-written messages agree with serde's (`js_wire.rs`).
#![cfg(target_arch = "wasm32")]

#[path = "browser/js_wire.rs"]
mod js_wire;

use deskovna::game::{perft, Game};
use deskovna::games::drake::{Drake, Options};
use deskovna::games::GameKind;
use deskovna::view::registry::new_table;
use deskovna::view::scene::{Paint, Point, Rect, Rgba, Scene};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn drake_perft_in_wasm_matches_native() {
    let mut g = Drake::new(&Options::default()).unwrap();
    assert_eq!(perft(&mut g, 7), 2200);
}

fn canvas(w: u32, h: u32) -> web_sys::HtmlCanvasElement {
    let doc = web_sys::window().unwrap().document().unwrap();
    let c: web_sys::HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    c.set_width(w);
    c.set_height(h);
    doc.body().unwrap().append_child(&c).unwrap();
    c
}

fn pixel(ctx: &web_sys::CanvasRenderingContext2d, x: f64, y: f64) -> Vec<u8> {
    ctx.get_image_data(x, y, 1.0, 1.0).unwrap().data().to_vec()
}

#[wasm_bindgen_test]
fn the_painter_draws_shapes_where_the_scene_says() {
    let c = canvas(100, 100);
    let ctx: web_sys::CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    let mut scene = Scene::new(100.0, 100.0);
    scene.rect(Rect::new(0.0, 0.0, 50.0, 100.0), 0.0, Paint::fill(Rgba::hex(0xFF0000)));
    scene.circle(Point::new(75.0, 50.0), 10.0, Paint::fill(Rgba::hex(0x0000FF)));
    deskovna::web::paint(&ctx, &scene);
    assert_eq!(pixel(&ctx, 10.0, 10.0), vec![255, 0, 0, 255]);
    assert_eq!(pixel(&ctx, 75.0, 50.0), vec![0, 0, 255, 255]);
    assert_eq!(pixel(&ctx, 75.0, 10.0)[3], 0, "nothing drawn outside the shapes");
}

#[wasm_bindgen_test]
fn a_whole_drake_board_paints_at_double_resolution() {
    let c = canvas(800, 800);
    let ctx: web_sys::CanvasRenderingContext2d = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    ctx.set_transform(2.0, 0.0, 0.0, 2.0, 0.0, 0.0).unwrap();
    let mut table = new_table(GameKind::Drake, &[]).unwrap();
    table.resize(400.0, 400.0);
    let scene = table.scene(0.0);
    deskovna::web::paint(&ctx, &scene);
    // The square a1 is drawn in the dark square colour, at device pixels (×2).
    let a1 = table.locate("a1").unwrap();
    let px = pixel(&ctx, (a1.x * 2.0) as f64, (a1.y * 2.0) as f64);
    assert_eq!(&px[..3], &[0xD2, 0xB9, 0x8F]);
}

/// The page's allocator (web::heap, this test binary's global allocator): blocks of mixed
/// sizes and alignments, freed and grown in a shuffled order, stay aligned, apart and intact.
#[wasm_bindgen_test]
fn the_page_allocator_keeps_blocks_aligned_apart_and_intact() {
    use std::alloc::{alloc, dealloc, realloc, Layout};
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    // (pointer, layout, fill byte)
    let mut live: Vec<(*mut u8, Layout, u8)> = Vec::new();
    for round in 0..20_000 {
        let action = next(10);
        if action < 5 || live.is_empty() {
            let size = [1, 3, 8, 24, 100, 1000, 5000, 70_000, 300_000][next(9)] + next(7);
            let align = 1 << next(8);
            let layout = Layout::from_size_align(size, align).unwrap();
            let p = unsafe { alloc(layout) };
            assert!(!p.is_null() && (p as usize).is_multiple_of(align), "round {round}: {size} B aligned {align}");
            let fill = (round % 251) as u8;
            unsafe { p.write_bytes(fill, size) };
            live.push((p, layout, fill));
        } else {
            let (p, layout, fill) = live.swap_remove(next(live.len()));
            let bytes = unsafe { std::slice::from_raw_parts(p, layout.size()) };
            assert!(bytes.iter().all(|&b| b == fill), "round {round}: a block was overwritten");
            if action < 8 {
                unsafe { dealloc(p, layout) };
            } else {
                let size = next(2 * layout.size() + 16) + 1;
                let q = unsafe { realloc(p, layout, size) };
                assert!(!q.is_null() && (q as usize).is_multiple_of(layout.align()));
                let kept = unsafe { std::slice::from_raw_parts(q, size.min(layout.size())) };
                assert!(kept.iter().all(|&b| b == fill), "round {round}: realloc lost the contents");
                unsafe { q.write_bytes(fill, size) };
                live.push((q, Layout::from_size_align(size, layout.align()).unwrap(), fill));
            }
        }
    }
    let mut spans: Vec<(usize, usize)> = live.iter().map(|(p, l, _)| (*p as usize, *p as usize + l.size())).collect();
    spans.sort();
    assert!(spans.windows(2).all(|w| w[0].1 <= w[1].0), "two live blocks overlap");
}
