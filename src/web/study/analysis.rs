//! The analysis panel: the evaluation bar (each seat's expected result: two seats from the
//! engine's score, three from Monte-Carlo), the depth, the three best moves with their scores
//! and lines (the first is the principal variation; its move is the board's arrow), Stop / Go
//! on, and the evaluation said in words on request.

use super::{get, items, number, strings, Analysed, Board};
use crate::game::{Colour, Lang};
use crate::view::study::StudyWord as Word;
use crate::web::dom::{by_id, create, set_hidden, set_text};
use wasm_bindgen::JsValue;
use web_sys::Element;

/// How many moves of a line are written out.
const SHOWN: usize = 8;

/// Whole numbers only: formatting a float would bring its (large) code into the page's bundle.
fn percent(x: f64) -> String {
    format!("{} %", (x * 100.0).round().clamp(0.0, 100.0) as i32)
}

/// A line's score for its mover: the expected result, then the engine's points or a win or a
/// loss in so many plies (`#5`, `−#5`).
fn score(line: &JsValue) -> String {
    let mut out = percent(number(line, "expected"));
    if let Some(p) = get(line, "score").as_f64() {
        out.push_str(&format!(" ({:+})", p as i64));
    } else if let Some(n) = get(line, "win").as_f64() {
        out.push_str(&format!(" (#{})", n as u32));
    } else if let Some(n) = get(line, "loss").as_f64() {
        out.push_str(&format!(" (−#{})", n as u32));
    }
    out
}

/// Every seat's expected result in words: "White 62 % · Black 38 %".
fn chances(expected: &[JsValue], seats: &[Colour], lang: Lang) -> String {
    let parts: Vec<String> = seats
        .iter()
        .zip(expected)
        .map(|(c, e)| format!("{} {}", c.name().get(lang), percent(e.as_f64().unwrap_or(0.0))))
        .collect();
    parts.join(" · ")
}

/// The bar: one band per seat, as wide as its share of the expected results.
fn bar(expected: &[JsValue], seats: &[Colour]) -> String {
    let values: Vec<f64> = expected.iter().map(|e| e.as_f64().unwrap_or(0.0).max(0.0)).collect();
    let total: f64 = values.iter().sum::<f64>().max(1e-9);
    let mut x = 0;
    let mut svg = String::from(r#"<svg viewBox="0 0 1000 1" preserveAspectRatio="none" aria-hidden="true">"#);
    for (c, v) in seats.iter().zip(&values) {
        let w = (v / total * 1000.0).round() as i32;
        svg.push_str(&format!(r#"<rect x="{x}" width="{w}" height="1" data-colour="{}"/>"#, c.id()));
        x += w;
    }
    svg.push_str(r#"<line x1="500" x2="500" y1="0" y2="1" class="mid"/></svg>"#);
    svg
}

/// Draws the panel; the best move's notation (for the arrow).
pub fn render(a: &Analysed, board: &Board) -> Option<String> {
    let (seats, lang) = (board.seats, board.lang);
    let done = a.report.as_ref().is_some_and(|r| get(r, "done").as_bool() == Some(true));
    set_text("analysis-stop", if a.stopped { Word::Resume } else { Word::Stop }.get(lang));
    set_hidden("analysis-stop", done);
    let Some(report) = &a.report else {
        set_text("analysis-depth", crate::view::words::Word::Loading.get(lang));
        return None;
    };
    let depth = number(report, "depth");
    let lines = items(&get(report, "lines"));
    let depth_text = if seats.len() > 2 {
        Word::Playouts.fill(lang, &[(number(report, "nodes") as u64).to_string()])
    } else {
        Word::Depth.fill(lang, &[(depth as u32).to_string()])
    };
    set_text("analysis-depth", if depth == 0.0 { Word::GameOverEval.get(lang) } else { &depth_text });
    let expected = items(&get(report, "expected"));
    set_text("eval-text", &chances(&expected, seats, lang));
    if let Some(e) = by_id::<Element>("eval-bar") {
        e.set_inner_html(&bar(&expected, seats));
    }
    if let Some(list) = by_id::<Element>("analysis-lines") {
        list.set_text_content(None);
        for line in &lines {
            let moves = strings(&get(line, "moves"));
            let li = create("li", "");
            let s = create("span", "score");
            s.set_text_content(Some(&score(line)));
            let m = create("span", "line");
            let more = if moves.len() > SHOWN { " …" } else { "" };
            m.set_text_content(Some(&format!("{}{more}", moves[..moves.len().min(SHOWN)].join(" "))));
            let _ = li.append_child(&s);
            let _ = li.append_child(&m);
            let _ = list.append_child(&li);
        }
    }
    lines.first().and_then(|l| strings(&get(l, "moves")).into_iter().next())
}

/// The evaluation and the best move in words, for the screen reader.
pub fn said(report: &JsValue, board: &Board) -> String {
    let lang = board.lang;
    let chances = chances(&items(&get(report, "expected")), board.seats, lang);
    let best = items(&get(report, "lines"))
        .first()
        .and_then(|l| strings(&get(l, "moves")).into_iter().next())
        .map(|m| board.say(&m));
    match best {
        Some(best) => Word::EvalSaid.fill(lang, &[chances, best]),
        None => format!("{chances}. {}", Word::GameOverEval.get(lang)),
    }
}

/// The first report came `ms` after the analysis was asked for: kept on the panel for the
/// benchmark (never checked against a limit).
pub fn first_line(ms: f64) {
    if let Some(e) = by_id::<Element>("analysis") {
        let _ = e.set_attribute("data-first-line-ms", &(ms.round() as i64).to_string());
    }
}
