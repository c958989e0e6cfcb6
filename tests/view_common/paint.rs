//! What a scene looks like at a point: the shapes are composited back to front as the
//! canvas painter does, so that a test can ask what colour lies under a word or a mark and
//! how much it stands out (WCAG contrast).

use deskovna::view::marks::contrast::{contrast, over};
use deskovna::view::scene::{text_width, Align, Paint, Point, Rect, Rgba, Scene, Shape};

fn distance_to_segment(p: Point, a: Point, b: Point) -> f32 {
    let (dx, dy) = (b.x - a.x, b.y - a.y);
    let len2 = dx * dx + dy * dy;
    let t = if len2 == 0.0 { 0.0 } else { (((p.x - a.x) * dx + (p.y - a.y) * dy) / len2).clamp(0.0, 1.0) };
    p.distance(Point::new(a.x + t * dx, a.y + t * dy))
}

/// Whether `p` is inside the polygon (even-odd).
pub fn in_polygon(points: &[Point], p: Point) -> bool {
    let mut inside = false;
    let n = points.len();
    for i in 0..n {
        let (a, b) = (points[i], points[(i + n - 1) % n]);
        if (a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
            inside = !inside;
        }
    }
    inside
}

fn in_rounded(r: &Rect, radius: f32, p: Point) -> bool {
    if !r.contains(p) {
        return false;
    }
    let rad = radius.min(r.w / 2.0).min(r.h / 2.0);
    let cx = p.x.clamp(r.x + rad, r.x + r.w - rad);
    let cy = p.y.clamp(r.y + rad, r.y + r.h - rad);
    p.distance(Point::new(cx, cy)) <= rad + 0.01
}

fn outline_of(r: &Rect) -> [Point; 4] {
    [Point::new(r.x, r.y), Point::new(r.x + r.w, r.y), Point::new(r.x + r.w, r.y + r.h), Point::new(r.x, r.y + r.h)]
}

fn near_outline(points: &[Point], p: Point, half: f32) -> bool {
    let n = points.len();
    (0..n).any(|i| distance_to_segment(p, points[i], points[(i + 1) % n]) <= half)
}

/// The colour a shape paints at `p`, if it paints there (texts do not count).
fn paint_at(shape: &Shape, p: Point) -> Option<(Option<Rgba>, Option<Rgba>)> {
    let both = |paint: &Paint, inside: bool, on_edge: bool| {
        let fill = paint.fill.filter(|_| inside);
        let stroke = paint.stroke.filter(|_| on_edge).map(|s| s.0);
        (fill.is_some() || stroke.is_some()).then_some((fill, stroke))
    };
    match shape {
        Shape::Rect { rect, radius, paint } => {
            let half = paint.stroke.map_or(0.0, |s| s.1 / 2.0);
            both(paint, in_rounded(rect, *radius, p), near_outline(&outline_of(rect), p, half))
        }
        Shape::Circle { center, radius, paint } => {
            let half = paint.stroke.map_or(0.0, |s| s.1 / 2.0);
            let d = center.distance(p);
            both(paint, d <= *radius + 0.01, (d - radius).abs() <= half + 0.01)
        }
        Shape::Polygon { points, paint } => {
            let half = paint.stroke.map_or(0.0, |s| s.1 / 2.0);
            both(paint, in_polygon(points, p), near_outline(points, p, half))
        }
        Shape::Line { from, to, color, width } => {
            (distance_to_segment(p, *from, *to) <= width / 2.0).then_some((None, Some(*color)))
        }
        Shape::Text { .. } => None,
    }
}

/// The opaque colour the shapes `range` of the scene make at `p`, over white.
pub fn colour_at(scene: &Scene, upto: usize, p: Point) -> Rgba {
    let mut c = Rgba(255, 255, 255, 255);
    for shape in &scene.shapes[..upto] {
        if let Some((fill, stroke)) = paint_at(shape, p) {
            for top in [fill, stroke].into_iter().flatten() {
                c = over(top, c);
            }
        }
    }
    c
}

fn edge_points(points: &[Point]) -> Vec<Point> {
    let n = points.len();
    (0..n.min(3)).map(|i| points[i].lerp(points[(i + 1) % n], 0.5)).collect()
}

fn centre(points: &[Point]) -> Point {
    let n = points.len().max(1) as f32;
    Point::new(points.iter().map(|p| p.x).sum::<f32>() / n, points.iter().map(|p| p.y).sum::<f32>() / n)
}

/// The parts of a shape's ink: each colour it paints and points where it shows (a see-through
/// fill's centre, an opaque fill's or a stroke's edge, a line's middle, a text's box).
pub fn inks(shape: &Shape) -> Vec<(Rgba, Vec<Point>)> {
    // A see-through fill shows against what is under its middle; an opaque one hides that and
    // shows against what is round it, at its edge.
    let parts = |paint: &Paint, inside: Vec<Point>, edge: Vec<Point>| {
        let mut out = Vec::new();
        if let Some(f) = paint.fill {
            let c = inside[0];
            let rim = edge.iter().map(|p| p.lerp(c, 0.15)).collect();
            out.push((f, if f.3 == 255 { rim } else { inside }));
        }
        if let Some((s, _)) = paint.stroke {
            out.push((s, edge));
        }
        out
    };
    match shape {
        Shape::Rect { rect, paint, .. } => parts(paint, vec![rect.center()], edge_points(&outline_of(rect))),
        Shape::Circle { center, radius, paint } => {
            let edge = vec![Point::new(center.x + radius, center.y), Point::new(center.x, center.y - radius)];
            parts(paint, vec![*center], edge)
        }
        Shape::Polygon { points, paint } => parts(paint, vec![centre(points)], edge_points(points)),
        Shape::Line { from, to, color, .. } => vec![(*color, vec![from.lerp(*to, 0.5)])],
        Shape::Text { at, text, size, align, bold, color } => {
            let w = text_width(text, *size, *bold);
            let left = match align {
                Align::Left => at.x,
                Align::Center => at.x - w / 2.0,
                Align::Right => at.x - w,
            };
            vec![(*color, (0..5).map(|i| Point::new(left + w * (0.1 + 0.2 * i as f32), at.y)).collect())]
        }
    }
}

/// How much the shape `index` stands out from what is drawn under it (the shapes before
/// `under`): its best part, at that part's worst point.
pub fn standing_out(scene: &Scene, index: usize, under: usize) -> f32 {
    inks(&scene.shapes[index])
        .into_iter()
        .map(|(colour, points)| {
            points
                .into_iter()
                .map(|p| {
                    let below = colour_at(scene, under, p);
                    contrast(over(colour, below), below)
                })
                .fold(f32::MAX, f32::min)
        })
        .fold(0.0, f32::max)
}

/// How much a mark (the shapes `parts`, drawn over the shapes before `under`) stands out: for
/// each of its parts, the worst of its sample points, where the mark shows in whichever of its
/// colours paints there stands out most (an ink line or its halo); the mark's best part.
pub fn mark_standing_out(scene: &Scene, parts: &[usize], under: usize) -> f32 {
    let mut best = 0.0f32;
    for &i in parts {
        for (_, points) in inks(&scene.shapes[i]) {
            let worst = points
                .iter()
                .map(|&p| {
                    let below = colour_at(scene, under, p);
                    parts
                        .iter()
                        .filter_map(|&j| paint_at(&scene.shapes[j], p))
                        .flat_map(|(fill, stroke)| [fill, stroke])
                        .flatten()
                        .map(|c| contrast(over(c, below), below))
                        .fold(0.0, f32::max)
                })
                .fold(f32::MAX, f32::min);
            best = best.max(worst);
        }
    }
    best
}

/// A word's least contrast with what is under it (WCAG, for normal text).
pub const TEXT: f32 = 4.5;
/// A mark's or a piece's least contrast (WCAG, for graphics).
pub const MARK: f32 = 3.0;

/// What does not stand out enough in a scene: each text by `TEXT` from what is under it, and
/// each tagged thing but those whose tags start with one of `board` (what the rest is measured
/// against) by `MARK`, in its best part.
pub fn faults(scene: &Scene, board: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    let tag_at =
        |i: usize| scene.tags.iter().rev().find(|(at, _)| *at <= i).map(|(_, t)| t.as_str()).unwrap_or("(untagged)");
    for (i, shape) in scene.shapes.iter().enumerate() {
        if let Shape::Text { text, .. } = shape {
            let c = standing_out(scene, i, i);
            if c < TEXT {
                out.push(format!("text {text:?} ({}) {c:.2}", tag_at(i)));
            }
        }
    }
    for (k, (at, name)) in scene.tags.iter().enumerate() {
        if board.iter().any(|b| name.starts_with(b)) {
            continue;
        }
        let end = scene.tags[k + 1..].iter().map(|t| t.0).find(|&i| i > *at).unwrap_or(scene.shapes.len());
        let parts: Vec<usize> = (*at..end).filter(|&i| !matches!(scene.shapes[i], Shape::Text { .. })).collect();
        if parts.is_empty() {
            continue;
        }
        let best = mark_standing_out(scene, &parts, *at);
        if best < MARK {
            out.push(format!("mark {name:?} {best:.2}"));
        }
    }
    out
}
