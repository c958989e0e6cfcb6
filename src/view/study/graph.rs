//! The study's two pictures as SVG markup (geometry only: the page's style sheet colours them by
//! each part's `data-colour`): the evaluation bar of the analysis and the review's graph of the
//! expected results across the game.

use crate::ai::review::Mark;
use crate::game::Colour;

/// The bar's bands: each seat's `(x, width)` in thousandths of the bar, as wide as its share of
/// the expected results (negative values count as none).
pub fn bands(expected: &[f32]) -> Vec<(i32, i32)> {
    let values: Vec<f32> = expected.iter().map(|e| e.max(0.0)).collect();
    let total = values.iter().sum::<f32>().max(1e-9);
    let mut x = 0;
    values
        .iter()
        .map(|v| {
            let w = (v / total * 1000.0).round() as i32;
            x += w;
            (x - w, w)
        })
        .collect()
}

/// The evaluation bar: one band per seat, and a line at the middle.
pub fn bar(expected: &[f32], seats: &[Colour]) -> String {
    let mut svg = String::from(r#"<svg viewBox="0 0 1000 1" preserveAspectRatio="none" aria-hidden="true">"#);
    for (c, (x, w)) in seats.iter().zip(bands(expected)) {
        svg.push_str(&format!(r#"<rect x="{x}" width="{w}" height="1" data-colour="{}"/>"#, c.id()));
    }
    svg.push_str(r#"<line x1="500" x2="500" y1="0" y2="1" class="mid"/></svg>"#);
    svg
}

/// The graph: each seat's expected result at each position (`points`, the start first; two
/// seats: the first seat's share filled over the second's), the marked moves as ticks (a move's
/// tick at the position after it), and the position shown as a line.
pub fn graph(points: &[Vec<f32>], seats: &[Colour], marks: &[(usize, Mark)], shown: usize) -> String {
    let n = points.len().max(2) - 1;
    let mut out = format!(r#"<svg viewBox="0 0 {n} 1000" preserveAspectRatio="none" aria-hidden="true">"#);
    let y = |p: &[f32], seat: usize| 1000 - (p.get(seat).copied().unwrap_or(0.5) * 1000.0).round() as i32;
    let line =
        |seat: usize| -> String { points.iter().enumerate().map(|(x, p)| format!("{x},{} ", y(p, seat))).collect() };
    if let [first, second] = seats {
        out.push_str(&format!(r#"<rect width="{n}" height="1000" data-colour="{}"/>"#, second.id()));
        out.push_str(&format!(r#"<polygon points="0,1000 {}{n},1000" data-colour="{}"/>"#, line(0), first.id()));
        out.push_str(&format!(r#"<line x1="0" x2="{n}" y1="500" y2="500" class="mid"/>"#));
    } else {
        for (seat, c) in seats.iter().enumerate() {
            out.push_str(&format!(r#"<polyline points="{}" data-colour="{}"/>"#, line(seat), c.id()));
        }
    }
    for &(ply, mark) in marks {
        let x = ply + 1;
        let symbol = mark.symbol();
        out.push_str(&format!(r#"<line x1="{x}" x2="{x}" y1="0" y2="1000" class="tick" data-mark="{symbol}"/>"#));
    }
    out.push_str(&format!(r#"<line x1="{shown}" x2="{shown}" y1="0" y2="1000" class="now"/></svg>"#));
    out
}
