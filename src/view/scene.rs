//! A scene: the list of shapes one frame shows, in CSS pixels. Views build it; the web
//! painter draws it; tests assert on it. Nothing here knows about canvases.

use crate::game::Within;

/// An sRGB colour with alpha.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    pub const fn hex(rgb: u32) -> Rgba {
        Rgba((rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8, 255)
    }

    pub const fn alpha(self, a: u8) -> Rgba {
        Rgba(self.0, self.1, self.2, a)
    }

    /// This colour moved towards `to` by `t` in 0..=1 (keeping this alpha).
    pub fn mix(self, to: Rgba, t: f32) -> Rgba {
        let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t.within(0.0, 1.0)).round() as u8;
        Rgba(m(self.0, to.0), m(self.1, to.1), m(self.2, to.2), self.3)
    }

    /// Scales the alpha by `f` in 0..=1.
    pub fn fade(self, f: f32) -> Rgba {
        Rgba(self.0, self.1, self.2, (self.3 as f32 * f.within(0.0, 1.0)).round() as u8)
    }

    /// The CSS form, `rgba(r,g,b,a)` (alpha to three decimals, with integer arithmetic:
    /// float formatting would add kilobytes to the wasm).
    pub fn css(self) -> String {
        let thousandths = (self.3 as u32 * 1000 + 127) / 255;
        format!("rgba({},{},{},{}.{:03})", self.0, self.1, self.2, thousandths / 1000, thousandths % 1000)
    }
}

/// How wide `text` is drawn at font size `size`, estimated on the safe side: the painter uses
/// the system's sans-serif, whose widest common face here (DejaVu Sans) sets these widths, so a
/// label fitted with this fits in any of them.
pub fn text_width(text: &str, size: f32, bold: bool) -> f32 {
    let em: f32 = text
        .chars()
        .map(|c| match c {
            ' ' => 0.32,
            'i' | 'j' | 'l' | 'I' | '.' | ',' | ':' | ';' | '!' | '|' | '\'' | 'í' | 'ì' => 0.3,
            'f' | 't' | 'r' | 'ť' | 'ř' | '(' | ')' | '-' => 0.44,
            's' | 'š' | 'c' | 'č' | 'z' | 'ž' => 0.55,
            'm' => 0.98,
            'w' => 0.83,
            'M' | 'W' => 1.0,
            'A'..='Z' | 'Á' | 'Č' | 'Ď' | 'É' | 'Ě' | 'Ň' | 'Ó' | 'Ř' | 'Š' | 'Ť' | 'Ú' | 'Ů' | 'Ý' | 'Ž' => {
                0.74
            }
            '0'..='9' | '+' | '#' | '?' => 0.64,
            _ => 0.62,
        })
        .sum();
    em * size * if bold { 1.12 } else { 1.0 }
}

/// The font size at which `text` fits in `width`, at most `size`.
pub fn fit_text(text: &str, size: f32, width: f32, bold: bool) -> f32 {
    let at_one = text_width(text, 1.0, bold).max(0.01);
    size.min(width / at_one)
}

#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

impl Point {
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    pub fn lerp(self, to: Point, t: f32) -> Point {
        Point::new(self.x + (to.x - self.x) * t, self.y + (to.y - self.y) * t)
    }

    pub fn distance(self, to: Point) -> f32 {
        ((to.x - self.x).powi(2) + (to.y - self.y).powi(2)).sqrt()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub const fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }

    pub fn contains(&self, p: Point) -> bool {
        p.x >= self.x && p.x < self.x + self.w && p.y >= self.y && p.y < self.y + self.h
    }

    pub fn center(&self) -> Point {
        Point::new(self.x + self.w / 2.0, self.y + self.h / 2.0)
    }

    /// The rectangle shrunk by `by` on every side.
    pub fn inset(&self, by: f32) -> Rect {
        Rect::new(self.x + by, self.y + by, (self.w - 2.0 * by).max(0.0), (self.h - 2.0 * by).max(0.0))
    }

    /// A square of side `side` centred on `c`.
    pub fn around(c: Point, side: f32) -> Rect {
        Rect::new(c.x - side / 2.0, c.y - side / 2.0, side, side)
    }
}

/// How a closed shape is painted.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Paint {
    pub fill: Option<Rgba>,
    pub stroke: Option<(Rgba, f32)>,
}

impl Paint {
    pub const fn fill(c: Rgba) -> Paint {
        Paint { fill: Some(c), stroke: None }
    }

    pub const fn stroke(c: Rgba, width: f32) -> Paint {
        Paint { fill: None, stroke: Some((c, width)) }
    }

    pub const fn both(fill: Rgba, stroke: Rgba, width: f32) -> Paint {
        Paint { fill: Some(fill), stroke: Some((stroke, width)) }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    Left,
    Center,
    Right,
}

/// One thing to draw.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Rect { rect: Rect, radius: f32, paint: Paint },
    Circle { center: Point, radius: f32, paint: Paint },
    Polygon { points: Vec<Point>, paint: Paint },
    Line { from: Point, to: Point, color: Rgba, width: f32 },
    Text { at: Point, text: String, size: f32, color: Rgba, align: Align, bold: bool },
}

/// What a frame shows, back to front, plus a tag per shape naming what it depicts (for tests
/// and for hit-testing helpers), e.g. `"troop b2"`, `"target c3"`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Scene {
    pub width: f32,
    pub height: f32,
    pub shapes: Vec<Shape>,
    pub tags: Vec<(usize, String)>,
}

impl Scene {
    pub fn new(width: f32, height: f32) -> Scene {
        Scene { width, height, shapes: Vec::new(), tags: Vec::new() }
    }

    pub fn push(&mut self, shape: Shape) {
        self.shapes.push(shape);
    }

    /// Marks the next shape pushed as depicting `what`.
    pub fn tag(&mut self, what: impl Into<String>) {
        self.tags.push((self.shapes.len(), what.into()));
    }

    pub fn rect(&mut self, rect: Rect, radius: f32, paint: Paint) {
        self.push(Shape::Rect { rect, radius, paint });
    }

    pub fn circle(&mut self, center: Point, radius: f32, paint: Paint) {
        self.push(Shape::Circle { center, radius, paint });
    }

    pub fn polygon(&mut self, points: Vec<Point>, paint: Paint) {
        self.push(Shape::Polygon { points, paint });
    }

    pub fn line(&mut self, from: Point, to: Point, color: Rgba, width: f32) {
        self.push(Shape::Line { from, to, color, width });
    }

    pub fn text(&mut self, at: Point, text: impl Into<String>, size: f32, color: Rgba, align: Align, bold: bool) {
        self.push(Shape::Text { at, text: text.into(), size, color, align, bold });
    }

    /// An arrow from `from` to `to` with a triangular head.
    pub fn arrow(&mut self, from: Point, to: Point, color: Rgba, width: f32) {
        let len = from.distance(to);
        if len < 1.0 {
            return;
        }
        let (ux, uy) = ((to.x - from.x) / len, (to.y - from.y) / len);
        let head = (width * 3.0).min(len * 0.6);
        let base = Point::new(to.x - ux * head, to.y - uy * head);
        self.line(from, base, color, width);
        let side = Point::new(-uy * head * 0.6, ux * head * 0.6);
        let points =
            vec![to, Point::new(base.x + side.x, base.y + side.y), Point::new(base.x - side.x, base.y - side.y)];
        self.polygon(points, Paint::fill(color));
    }

    /// Puts `other`'s shapes (and tags) in before shape `at`: drawn over what comes before.
    pub fn insert(&mut self, at: usize, other: Scene) {
        let at = at.min(self.shapes.len());
        let n = other.shapes.len();
        for (i, _) in self.tags.iter_mut().filter(|(i, _)| *i >= at) {
            *i += n;
        }
        let tag_at = self.tags.iter().position(|(i, _)| *i >= at + n).unwrap_or(self.tags.len());
        self.tags.splice(tag_at..tag_at, other.tags.into_iter().map(|(i, t)| (i + at, t)));
        self.shapes.splice(at..at, other.shapes);
    }

    /// The tags that start with these words, for tests: `scene.tagged("target")` lists every
    /// `"target …"` (not `"target-…"`), `scene.tagged("troop b2")` the troop on b2.
    pub fn tagged(&self, words: &str) -> Vec<&str> {
        let fits = |t: &str| {
            t.strip_prefix(words).is_some_and(|rest| rest.is_empty() || rest.starts_with(' ') || words.ends_with(' '))
        };
        self.tags.iter().map(|(_, t)| t.as_str()).filter(|t| fits(t)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn css_colours() {
        assert_eq!(Rgba::hex(0x0072B2).css(), "rgba(0,114,178,1.000)");
        assert_eq!(Rgba::hex(0xFFFFFF).fade(0.5).3, 128);
    }

    #[test]
    fn arrows_have_a_shaft_and_a_head() {
        let mut s = Scene::new(100.0, 100.0);
        s.arrow(Point::new(0.0, 0.0), Point::new(50.0, 0.0), Rgba::hex(0), 4.0);
        assert!(matches!(s.shapes[0], Shape::Line { .. }));
        assert!(matches!(&s.shapes[1], Shape::Polygon { points, .. } if points[0] == Point::new(50.0, 0.0)));
    }

    #[test]
    fn a_scene_inserted_keeps_every_tag_on_its_shape() {
        let mut s = Scene::new(10.0, 10.0);
        for t in ["board", "piece", "dragged"] {
            s.tag(t);
            s.text(Point::new(0.0, 0.0), t, 1.0, Rgba::hex(0), Align::Left, false);
        }
        let mut over = Scene::new(10.0, 10.0);
        over.tag("star");
        over.text(Point::new(0.0, 0.0), "star", 1.0, Rgba::hex(0), Align::Left, false);
        s.insert(2, over);
        let words: Vec<&str> = s
            .tags
            .iter()
            .map(|(i, t)| {
                assert!(matches!(&s.shapes[*i], Shape::Text { text, .. } if text == t), "{t}");
                t.as_str()
            })
            .collect();
        assert_eq!(words, ["board", "piece", "star", "dragged"]);
    }

    #[test]
    fn tags_are_found_by_whole_words() {
        let mut s = Scene::new(10.0, 10.0);
        for t in ["last b2", "last-route b2-b3", "target a1", "target-x", "troop b2 blue"] {
            s.tag(t);
        }
        assert_eq!(s.tagged("last"), ["last b2"]);
        assert_eq!(s.tagged("target"), ["target a1"]);
        assert_eq!(s.tagged("troop b2"), ["troop b2 blue"]);
        assert_eq!(s.tagged("troop b"), Vec::<&str>::new());
        assert_eq!(s.tagged("last-route"), ["last-route b2-b3"]);
    }

    #[test]
    fn rect_hit_and_inset() {
        let r = Rect::new(10.0, 10.0, 20.0, 20.0);
        assert!(r.contains(Point::new(10.0, 29.9)) && !r.contains(Point::new(30.0, 15.0)));
        assert_eq!(r.inset(5.0), Rect::new(15.0, 15.0, 10.0, 10.0));
    }
}
