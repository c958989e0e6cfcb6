//! A scene as an SVG picture: the home page's cards are pictures of each game's start made at
//! build time (`src/bin/cards.rs`), so that the home page shows every board without loading
//! any engine, drawn by the same views that draw the board. Each shape is written as the web
//! painter draws it on a canvas (rounded rectangles, discs, polygons, round-capped lines, text
//! centred on its baseline's middle); the shapes' tags go along as `data-tag` so that a test
//! can tell what the picture shows.

use super::scene::{Align, Paint, Rgba, Scene, Shape};
use crate::view::markup::escape;
use std::fmt::Write as _;

/// The font the painter uses (`web/painter.rs`).
const FONT: &str = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/// A length to a tenth of a CSS pixel (a third of a device pixel on the densest screens), with
/// no trailing zeros.
fn num(x: f32) -> String {
    let tenths = (x * 10.0).round() as i64;
    let sign = if tenths < 0 { "-" } else { "" };
    let (whole, tenth) = (tenths.abs() / 10, tenths.abs() % 10);
    match tenth {
        0 => format!("{sign}{whole}"),
        t => format!("{sign}{whole}.{t}"),
    }
}

/// `name="#rrggbb"` and, when the colour is not opaque, `name-opacity`.
fn colour(out: &mut String, name: &str, c: Rgba) {
    let _ = write!(out, " {name}=\"#{:02x}{:02x}{:02x}\"", c.0, c.1, c.2);
    if c.3 != 255 {
        let thousandths = (c.3 as u32 * 1000 + 127) / 255;
        let _ = write!(out, " {name}-opacity=\"{}\"", thousandths as f32 / 1000.0);
    }
}

fn paint(out: &mut String, p: &Paint) {
    match p.fill {
        Some(c) => colour(out, "fill", c),
        None => out.push_str(" fill=\"none\""),
    }
    if let Some((c, width)) = p.stroke {
        colour(out, "stroke", c);
        let _ = write!(out, " stroke-width=\"{}\"", num(width));
    }
}

/// The SVG document of `scene`, `width`×`height` CSS pixels.
pub fn svg(scene: &Scene) -> String {
    let (w, h) = (num(scene.width), num(scene.height));
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
         stroke-linecap=\"round\" stroke-linejoin=\"round\" font-family=\"{FONT}\">\n"
    );
    for (i, shape) in scene.shapes.iter().enumerate() {
        let tags: Vec<&str> = scene.tags.iter().filter(|(at, _)| *at == i).map(|(_, t)| t.as_str()).collect();
        let tag = match tags.is_empty() {
            true => String::new(),
            false => format!(" data-tag=\"{}\"", escape(&tags.join(";"))),
        };
        match shape {
            Shape::Rect { rect, radius, paint: p } => {
                let _ = write!(
                    out,
                    "<rect{tag} x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"",
                    num(rect.x),
                    num(rect.y),
                    num(rect.w),
                    num(rect.h)
                );
                let r = radius.min(rect.w / 2.0).min(rect.h / 2.0);
                if r > 0.0 {
                    let _ = write!(out, " rx=\"{}\"", num(r));
                }
                paint(&mut out, p);
            }
            Shape::Circle { center, radius, paint: p } => {
                let _ = write!(
                    out,
                    "<circle{tag} cx=\"{}\" cy=\"{}\" r=\"{}\"",
                    num(center.x),
                    num(center.y),
                    num(*radius)
                );
                paint(&mut out, p);
            }
            Shape::Polygon { points, paint: p } => {
                let list: Vec<String> = points.iter().map(|p| format!("{},{}", num(p.x), num(p.y))).collect();
                let _ = write!(out, "<polygon{tag} points=\"{}\"", list.join(" "));
                paint(&mut out, p);
            }
            Shape::Line { from, to, color, width } => {
                let _ = write!(
                    out,
                    "<line{tag} x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke-width=\"{}\"",
                    num(from.x),
                    num(from.y),
                    num(to.x),
                    num(to.y),
                    num(*width)
                );
                colour(&mut out, "stroke", *color);
            }
            Shape::Text { at, text, size, color, align, bold } => {
                let anchor = match align {
                    Align::Left => "start",
                    Align::Center => "middle",
                    Align::Right => "end",
                };
                let _ = write!(
                    out,
                    "<text{tag} x=\"{}\" y=\"{}\" font-size=\"{}\" text-anchor=\"{anchor}\" dominant-baseline=\"central\"",
                    num(at.x),
                    num(at.y),
                    size.round()
                );
                if *bold {
                    out.push_str(" font-weight=\"600\"");
                }
                colour(&mut out, "fill", *color);
                let _ = writeln!(out, ">{}</text>", escape(text));
                continue;
            }
        }
        out.push_str("/>\n");
    }
    out.push_str("</svg>\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::scene::{Point, Rect};

    #[test]
    fn lengths_are_tenths_without_trailing_zeros() {
        assert_eq!(num(12.0), "12");
        assert_eq!(num(12.34), "12.3");
        assert_eq!(num(-0.05), "-0.1");
        assert_eq!(num(0.04), "0");
    }

    #[test]
    fn each_shape_is_written_as_the_painter_draws_it() {
        let mut s = Scene::new(100.0, 50.0);
        s.tag("square a1");
        s.rect(Rect::new(0.0, 0.0, 10.0, 4.0), 9.0, Paint::fill(Rgba::hex(0x102030)));
        s.circle(Point::new(5.0, 5.0), 2.5, Paint::both(Rgba::hex(0xFFFFFF).fade(0.5), Rgba::hex(0), 1.5));
        s.polygon(vec![Point::new(0.0, 0.0), Point::new(1.0, 2.0)], Paint::stroke(Rgba::hex(0xFF0000), 2.0));
        s.line(Point::new(0.0, 0.0), Point::new(3.0, 4.0), Rgba::hex(0x00FF00), 1.0);
        s.tag("label");
        s.tag("name <b>");
        s.text(Point::new(50.0, 25.0), "a & b", 11.6, Rgba::hex(0), Align::Right, true);
        let svg = svg(&s);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"50\""), "{svg}");
        // The radius is clamped to half the shorter side, as the painter's arcs are.
        assert!(
            svg.contains(
                "<rect data-tag=\"square a1\" x=\"0\" y=\"0\" width=\"10\" height=\"4\" rx=\"2\" fill=\"#102030\"/>"
            ),
            "{svg}"
        );
        assert!(svg.contains("<circle cx=\"5\" cy=\"5\" r=\"2.5\" fill=\"#ffffff\" fill-opacity=\"0.502\" stroke=\"#000000\" stroke-width=\"1.5\"/>"), "{svg}");
        assert!(
            svg.contains("<polygon points=\"0,0 1,2\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\"/>"),
            "{svg}"
        );
        assert!(
            svg.contains("<line x1=\"0\" y1=\"0\" x2=\"3\" y2=\"4\" stroke-width=\"1\" stroke=\"#00ff00\"/>"),
            "{svg}"
        );
        assert!(svg.contains("<text data-tag=\"label;name &lt;b&gt;\" x=\"50\" y=\"25\" font-size=\"12\" text-anchor=\"end\" dominant-baseline=\"central\" font-weight=\"600\" fill=\"#000000\">a &amp; b</text>"), "{svg}");
        assert!(svg.ends_with("</svg>\n"));
    }
}
