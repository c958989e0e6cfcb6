//! Paints a scene on a 2D canvas context. The context is already scaled to the device pixel
//! ratio, so scenes speak CSS pixels and stay sharp on high-DPI screens.

use crate::view::scene::{Align, Paint, Point, Rect, Scene, Shape};
use web_sys::CanvasRenderingContext2d;

fn rounded(ctx: &CanvasRenderingContext2d, r: Rect, radius: f32) {
    let rad = radius.min(r.w / 2.0).min(r.h / 2.0) as f64;
    let (x, y, w, h) = (r.x as f64, r.y as f64, r.w as f64, r.h as f64);
    ctx.begin_path();
    if rad <= 0.0 {
        ctx.rect(x, y, w, h);
        return;
    }
    ctx.move_to(x + rad, y);
    let _ = ctx.arc_to(x + w, y, x + w, y + h, rad);
    let _ = ctx.arc_to(x + w, y + h, x, y + h, rad);
    let _ = ctx.arc_to(x, y + h, x, y, rad);
    let _ = ctx.arc_to(x, y, x + w, y, rad);
    ctx.close_path();
}

fn paint(ctx: &CanvasRenderingContext2d, paint: &Paint) {
    if let Some(fill) = paint.fill {
        ctx.set_fill_style_str(&fill.css());
        ctx.fill();
    }
    if let Some((stroke, width)) = paint.stroke {
        ctx.set_stroke_style_str(&stroke.css());
        ctx.set_line_width(width as f64);
        ctx.stroke();
    }
}

fn path(ctx: &CanvasRenderingContext2d, points: &[Point]) {
    ctx.begin_path();
    for (i, p) in points.iter().enumerate() {
        if i == 0 {
            ctx.move_to(p.x as f64, p.y as f64);
        } else {
            ctx.line_to(p.x as f64, p.y as f64);
        }
    }
    ctx.close_path();
}

pub fn paint_scene(ctx: &CanvasRenderingContext2d, scene: &Scene) {
    ctx.set_line_cap("round");
    ctx.set_line_join("round");
    ctx.set_text_baseline("middle");
    for shape in &scene.shapes {
        match shape {
            Shape::Rect { rect, radius, paint: p } => {
                rounded(ctx, *rect, *radius);
                paint(ctx, p);
            }
            Shape::Circle { center, radius, paint: p } => {
                ctx.begin_path();
                let _ = ctx.arc(center.x as f64, center.y as f64, *radius as f64, 0.0, std::f64::consts::TAU);
                paint(ctx, p);
            }
            Shape::Polygon { points, paint: p } => {
                path(ctx, points);
                paint(ctx, p);
            }
            Shape::Line { from, to, color, width } => {
                ctx.begin_path();
                ctx.move_to(from.x as f64, from.y as f64);
                ctx.line_to(to.x as f64, to.y as f64);
                ctx.set_stroke_style_str(&color.css());
                ctx.set_line_width(*width as f64);
                ctx.stroke();
            }
            Shape::Text { at, text, size, color, align, bold } => {
                let weight = if *bold { "600" } else { "400" };
                ctx.set_font(&format!(
                    "{weight} {}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
                    size.round() as u32
                ));
                ctx.set_text_align(match align {
                    Align::Left => "left",
                    Align::Center => "center",
                    Align::Right => "right",
                });
                ctx.set_fill_style_str(&color.css());
                let _ = ctx.fill_text(text, at.x as f64, at.y as f64);
            }
        }
    }
}

/// A new canvas showing `scene` at its size in CSS pixels, sharp at the device pixel ratio.
#[cfg(feature = "tools")]
pub fn scene_canvas(scene: &Scene, class: &str) -> Option<web_sys::HtmlCanvasElement> {
    use wasm_bindgen::JsCast;
    let canvas: web_sys::HtmlCanvasElement = super::dom::create("canvas", class).dyn_into().ok()?;
    let dpr = super::dom::window().device_pixel_ratio().max(1.0);
    let (w, h) = (scene.width as f64, scene.height as f64);
    canvas.set_width((w * dpr).round() as u32);
    canvas.set_height((h * dpr).round() as u32);
    let _ = canvas.style().set_property("width", &format!("{w}px"));
    let _ = canvas.style().set_property("height", &format!("{h}px"));
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").ok()??.dyn_into().ok()?;
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    paint_scene(&ctx, scene);
    Some(canvas)
}
