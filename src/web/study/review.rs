//! The game review on the page: its progress (stoppable), the marks ?! ? ?? on the moves of
//! the move list, "best was …" (and its arrow) when a marked move is shown, the evaluation
//! graph across the game (click to go to a move) and a summary per player.

use super::{get, items, strings, Board, Reviewed};
use crate::game::Lang;
use crate::view::study::StudyWord as Word;
use crate::web::dom::{by_id, create, document, set_hidden, set_text};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, MouseEvent};

/// A move judged: its mark and the best line instead, by ply (from 0).
struct Judged {
    mark: Option<String>,
    best: Vec<String>,
}

fn judged(result: &JsValue) -> Vec<Judged> {
    items(&get(result, "moves"))
        .iter()
        .map(|m| Judged { mark: get(m, "mark").as_string(), best: strings(&get(m, "best")) })
        .collect()
}

fn mark_word(mark: &str) -> Word {
    match mark {
        "??" => Word::Blunder,
        "?" => Word::Mistake,
        _ => Word::Inaccuracy,
    }
}

/// Draws the review; the best move in place of the marked move shown (for the arrow).
pub fn render(r: Option<&Reviewed>, board: &Board) -> Option<String> {
    let (game, shown, lang) = (&board.game, board.shown, board.lang);
    // The moves the reviewed game and the game shown have in common keep their marks.
    let same = r.filter(|r| r.game.kind == game.kind && r.game.start == game.start);
    let agree = same.map_or(0, |r| r.game.moves.iter().zip(&game.moves).take_while(|(a, b)| a == b).count());
    let result = same.and_then(|r| r.result.as_ref());
    let judged = result.map(judged).unwrap_or_default();
    marks(&judged[..agree.min(judged.len())], lang);
    let r = r?;
    let (done, total) = r.progress;
    let finished = r.result.is_some();
    if let Some(p) = by_id::<Element>("review-progress") {
        let _ = p.set_attribute("max", &total.max(1).to_string());
        let _ = p.set_attribute("value", &done.to_string());
    }
    set_hidden("review-progress", finished);
    set_text(
        "review-status",
        &if finished { String::new() } else { Word::Reviewing.fill(lang, &[done.to_string(), total.to_string()]) },
    );
    set_text("review-stop", if r.stopped { Word::Resume } else { Word::Stop }.get(lang));
    set_hidden("review-stop", finished);
    let whole = same.is_some() && agree == r.game.moves.len();
    let seats = board.seats;
    let graph = by_id::<Element>("review-graph");
    let summary = by_id::<Element>("review-summary");
    if let (Some(result), true, Some(graph), Some(summary)) = (result, whole, &graph, &summary) {
        let points = items(&get(result, "graph"));
        graph.set_inner_html(&svg(&points, seats, &judged, shown));
        let _ = graph.set_attribute("data-points", &points.len().to_string());
        summary.set_text_content(None);
        for (c, p) in seats.iter().zip(items(&get(result, "players"))) {
            let n: Vec<f64> = items(&p).iter().map(|v| v.as_f64().unwrap_or(0.0)).collect();
            let [a, b, c2, loss] = [0, 1, 2, 3].map(|i| n.get(i).copied().unwrap_or(0.0));
            let li = create("li", "");
            // Tenths of a per cent, in whole numbers (no float formatting in the page's bundle).
            let tenths = (loss * 1000.0).round() as i64;
            let args = [
                c.name().get(lang).to_string(),
                (a as u32).to_string(),
                (b as u32).to_string(),
                (c2 as u32).to_string(),
                format!("{}.{}", tenths / 10, tenths % 10),
            ];
            li.set_text_content(Some(&Word::ReviewSummary.fill(lang, &args)));
            let _ = summary.append_child(&li);
        }
    }
    set_hidden("review-graph", !(finished && whole));
    set_hidden("review-summary", !(finished && whole));
    // "Best was …" when the move shown last is marked.
    let best = shown
        .checked_sub(1)
        .filter(|&ply| ply < agree)
        .and_then(|ply| judged.get(ply))
        .filter(|j| j.mark.is_some() && !j.best.is_empty());
    let text = best.map_or(String::new(), |j| Word::BestWas.fill(lang, &[j.best[..j.best.len().min(6)].join(" ")]));
    set_text("review-best", &text);
    set_hidden("review-best", text.is_empty());
    best.map(|j| j.best[0].clone())
}

/// The marks on the move list's moves (a move's `data-ply` is the plies after it).
fn marks(judged: &[Judged], lang: Lang) {
    let Ok(list) = document().query_selector_all("#moves .move[data-ply]") else { return };
    for i in 0..list.length() {
        let Some(e) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
        let ply = e.get_attribute("data-ply").and_then(|p| p.parse::<usize>().ok()).unwrap_or(0);
        let said = e.get_attribute("title").unwrap_or_default();
        match ply.checked_sub(1).and_then(|p| judged.get(p)).and_then(|j| j.mark.as_deref()) {
            Some(mark) => {
                let _ = e.set_attribute("data-mark", mark);
                let _ = e.set_attribute("aria-label", &format!("{said}, {}", mark_word(mark).get(lang)));
            }
            None if e.has_attribute("data-mark") => {
                let _ = e.remove_attribute("data-mark");
                let _ = e.set_attribute("aria-label", &said);
            }
            None => {}
        }
    }
}

/// The graph: each seat's expected result across the game (two seats: the first seat's share
/// filled), the marks as ticks, the position shown as a line.
fn svg(points: &[JsValue], seats: &[crate::game::Colour], judged: &[Judged], shown: usize) -> String {
    let n = points.len().max(2) - 1;
    let mut out = format!(r#"<svg viewBox="0 0 {n} 1000" preserveAspectRatio="none" aria-hidden="true">"#);
    let y = |p: &JsValue, seat: usize| {
        1000 - (items(p).get(seat).and_then(|v| v.as_f64()).unwrap_or(0.5) * 1000.0).round() as i32
    };
    let line =
        |seat: usize| -> String { points.iter().enumerate().map(|(x, p)| format!("{x},{} ", y(p, seat))).collect() };
    if seats.len() == 2 {
        out.push_str(&format!(r#"<rect width="{n}" height="1000" data-colour="{}"/>"#, seats[1].id()));
        out.push_str(&format!(r#"<polygon points="0,1000 {}{n},1000" data-colour="{}"/>"#, line(0), seats[0].id()));
        out.push_str(&format!(r#"<line x1="0" x2="{n}" y1="500" y2="500" class="mid"/>"#));
    } else {
        for (seat, c) in seats.iter().enumerate() {
            out.push_str(&format!(r#"<polyline points="{}" data-colour="{}"/>"#, line(seat), c.id()));
        }
    }
    for (ply, j) in judged.iter().enumerate() {
        if let Some(mark) = &j.mark {
            let x = ply + 1;
            out.push_str(&format!(r#"<line x1="{x}" x2="{x}" y1="0" y2="1000" class="tick" data-mark="{mark}"/>"#));
        }
    }
    out.push_str(&format!(r#"<line x1="{shown}" x2="{shown}" y1="0" y2="1000" class="now"/></svg>"#));
    out
}

/// The ply a click on the graph points at.
pub fn graph_ply(e: &web_sys::Event) -> Option<usize> {
    let e = e.dyn_ref::<MouseEvent>()?;
    let graph = by_id::<Element>("review-graph")?;
    // Parsed as a whole number: parsing a float would bring its tables into the bundle.
    let points = graph.get_attribute("data-points")?.parse::<usize>().ok()? as f64;
    let rect = graph.get_bounding_client_rect();
    let at = ((e.client_x() as f64 - rect.left()) / rect.width().max(1.0)).clamp(0.0, 1.0);
    Some((at * (points - 1.0).max(0.0)).round() as usize)
}
