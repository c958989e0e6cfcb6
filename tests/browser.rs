//! Tests that run inside headless Chromium (wasm-bindgen-test): the engines compiled to wasm
//! give the same counts as natively, and the painter really draws scenes on a canvas.
#![cfg(target_arch = "wasm32")]

use deskovna::game::{perft, Game};
use deskovna::games::drake::{Drake, Options};
use deskovna::games::GameKind;
use deskovna::view::scene::{Paint, Point, Rect, Rgba, Scene};
use deskovna::view::tables::new_table;
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
