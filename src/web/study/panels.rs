//! The two study panels' elements (the analysis, the review), built in the page's `#study`
//! place when a study is first asked for, and again in another language.

use crate::game::Lang;
use crate::view::study::StudyWord as Word;
use crate::web::dom::{by_id, study_styles};
use web_sys::Element;

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
    <button id="analysis-stop" type="button" class="ghost small">{stop}</button>
    <button id="analysis-say" type="button" class="ghost small">{say}</button>
  </div>
  <div id="eval-bar" class="eval-bar"></div>
  <p id="eval-text" class="eval-text"></p>
  <ol id="analysis-lines" class="lines"></ol>
</section>
<section id="review" class="study" aria-labelledby="review-title" hidden>
  <div class="study-head">
    <h2 id="review-title">{review}</h2>
    <button id="review-stop" type="button" class="ghost small">{stop}</button>
    <button id="review-close" type="button" class="ghost small">{close}</button>
  </div>
  <progress id="review-progress" value="0" max="1"></progress>
  <p id="review-status" class="hint"></p>
  <p id="review-best" class="best" aria-live="polite" hidden></p>
  <div id="review-graph" class="graph" role="img" aria-label="{graph}" title="{graph}" hidden></div>
  <ul id="review-summary" class="summary" hidden></ul>
</section>"#,
        analysis = w(Word::Analysis),
        stop = w(Word::Stop),
        say = w(Word::SayEval),
        review = w(Word::ReviewGame),
        close = crate::view::words::Word::Close.get(lang),
        graph = w(Word::GraphLabel),
    ));
}
