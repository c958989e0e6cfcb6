//! The two study panels' elements (the analysis, the review), built in the page's `#study`
//! place when a study is first asked for, and again in another language; drawn as
//! `app::study::Panels` says, with the review's marks on the move list.

use crate::ai::review::Mark;
use crate::app::study::{self, mark_said, AnalysisPanel, Button, Panels, ReviewPanel};
use crate::game::Lang;
use crate::view::study::StudyWord as Word;
use crate::web::dom::{by_id, create, document, set_hidden, set_text, study_styles};
use wasm_bindgen::JsCast;
use web_sys::{Element, MouseEvent};

/// Builds the panels in `lang`, hidden until `update` shows them.
pub fn build(lang: Lang) {
    study_styles();
    let Some(place) = by_id::<Element>("study") else { return };
    let w = |word: Word| word.get(lang);
    place.set_inner_html(&format!(
        r#"<section id="analysis" class="study" aria-labelledby="analysis-title" hidden>
  <div class="study-head">
    <h2 id="analysis-title">{analysis}</h2>
    <span id="analysis-depth" class="depth"></span>
    <button id="{stop_analysis}" type="button" class="ghost small">{stop}</button>
    <button id="{say_id}" type="button" class="ghost small">{say}</button>
  </div>
  <div id="eval-bar" class="eval-bar"></div>
  <p id="eval-text" class="eval-text"></p>
  <ol id="analysis-lines" class="lines"></ol>
</section>
<section id="review" class="study" aria-labelledby="review-title" hidden>
  <div class="study-head">
    <h2 id="review-title">{review}</h2>
    <button id="{stop_review}" type="button" class="ghost small">{stop}</button>
    <button id="{close_review}" type="button" class="ghost small">{close}</button>
  </div>
  <progress id="review-progress" value="0" max="1"></progress>
  <p id="review-status" class="hint"></p>
  <p id="review-best" class="best" aria-live="polite" hidden></p>
  <div id="{graph_id}" class="graph" role="img" aria-label="{graph}" title="{graph}" hidden></div>
  <ul id="review-summary" class="summary" hidden></ul>
</section>"#,
        analysis = w(Word::Analysis),
        stop = w(Word::Stop),
        say = w(Word::SayEval),
        review = w(Word::ReviewGame),
        close = crate::view::words::Word::Close.get(lang),
        graph = w(Word::GraphLabel),
        stop_analysis = Button::StopAnalysis.id(),
        say_id = Button::Say.id(),
        stop_review = Button::StopReview.id(),
        close_review = Button::CloseReview.id(),
        graph_id = Button::GRAPH,
    ));
}

/// Draws the panels as `panels` says.
pub fn draw(panels: &Panels) {
    let lang = panels.lang;
    set_hidden("analysis", panels.analysis.is_none());
    set_hidden("review", panels.review.is_none());
    if let Some(b) = by_id::<Element>("analyse") {
        let _ = b.set_attribute("aria-expanded", if panels.analysis.is_some() { "true" } else { "false" });
    }
    if let Some(a) = &panels.analysis {
        analysis(a, lang);
    }
    marks(&panels.marks, lang);
    if let Some(r) = &panels.review {
        review(r, lang);
    }
}

/// A panel's Stop / Go on button (hidden when there is nothing to stop).
fn button(button: Button, word: Option<Word>, lang: Lang) {
    let id = button.id();
    if let Some(word) = word {
        set_text(id, word.get(lang));
    }
    set_hidden(id, word.is_none());
}

fn analysis(a: &AnalysisPanel, lang: Lang) {
    button(Button::StopAnalysis, a.button, lang);
    set_text("analysis-depth", &a.depth);
    set_text("eval-text", &a.chances);
    if let Some(e) = by_id::<Element>("eval-bar") {
        e.set_inner_html(&a.bar);
    }
    let Some(list) = by_id::<Element>("analysis-lines") else { return };
    list.set_text_content(None);
    for (score, line) in &a.lines {
        let li = create("li", "");
        for (class, text) in [("score", score), ("line", line)] {
            let span = create("span", class);
            span.set_text_content(Some(text));
            let _ = li.append_child(&span);
        }
        let _ = list.append_child(&li);
    }
}

fn review(r: &ReviewPanel, lang: Lang) {
    if let (Some(p), Some((searched, total))) = (by_id::<Element>("review-progress"), r.progress) {
        let _ = p.set_attribute("max", &total.max(1).to_string());
        let _ = p.set_attribute("value", &searched.to_string());
    }
    set_hidden("review-progress", r.progress.is_none());
    set_text("review-status", &r.status);
    button(Button::StopReview, r.button, lang);
    if let (Some(graph), Some((svg, points))) = (by_id::<Element>(Button::GRAPH), &r.graph) {
        graph.set_inner_html(svg);
        let _ = graph.set_attribute("data-points", &points.to_string());
    }
    if let (Some(summary), true) = (by_id::<Element>("review-summary"), r.graph.is_some()) {
        summary.set_text_content(None);
        for sentence in &r.summary {
            let li = create("li", "");
            li.set_text_content(Some(sentence));
            let _ = summary.append_child(&li);
        }
    }
    set_hidden(Button::GRAPH, r.graph.is_none());
    set_hidden("review-summary", r.graph.is_none());
    set_text("review-best", &r.best);
    set_hidden("review-best", r.best.is_empty());
}

/// The marks on the move list's moves (a move's `data-ply` is the plies after it).
fn marks(marks: &[(usize, Mark)], lang: Lang) {
    let Ok(list) = document().query_selector_all("#moves .move[data-ply]") else { return };
    for i in 0..list.length() {
        let Some(e) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
        let ply = e.get_attribute("data-ply").and_then(|p| p.parse::<usize>().ok()).unwrap_or(0);
        let said = e.get_attribute("title").unwrap_or_default();
        match marks.iter().find(|(p, _)| Some(*p) == ply.checked_sub(1)) {
            Some(&(_, mark)) => {
                let _ = e.set_attribute("data-mark", mark.symbol());
                let _ = e.set_attribute("aria-label", &format!("{said}, {}", mark_said(mark, lang)));
            }
            None if e.has_attribute("data-mark") => {
                let _ = e.remove_attribute("data-mark");
                let _ = e.set_attribute("aria-label", &said);
            }
            None => {}
        }
    }
}

/// The ply a click on the graph points at.
pub fn graph_ply(e: &web_sys::Event, graph: &Element) -> Option<usize> {
    let e = e.dyn_ref::<MouseEvent>()?;
    let points = graph.get_attribute("data-points")?.parse::<usize>().ok()?;
    let rect = graph.get_bounding_client_rect();
    study::graph_ply((e.client_x() as f64 - rect.left()) / rect.width().max(1.0), points)
}

/// The first report came `ms` after the analysis was asked for: kept on the panel for the
/// benchmark (never checked against a limit).
pub fn first_line(ms: f64) {
    if let Some(e) = by_id::<Element>("analysis") {
        let _ = e.set_attribute("data-first-line-ms", &(ms.round() as i64).to_string());
    }
}
