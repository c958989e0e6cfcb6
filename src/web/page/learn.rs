//! The way to the lessons: "Learn to play" beside the board and on each home card, and the
//! lesson screen itself (`#/<game>/learn`), drawn by the tools wasm into `<main id="learn">`
//! (so the page's first bundle carries none of it, and the course is fetched only then).

use super::tools;
use crate::app::handoff::ToTools;
use crate::app::link::learn_fragment;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::words::Word;
use crate::web::dom::{by_id, create, document};
use web_sys::Element;

/// Shows the lessons of `kind` in `<main id="learn">` (the page has hidden the rest).
pub fn show(kind: GameKind, lang: Lang) {
    let Some(root) = by_id::<Element>("learn") else { return };
    if root.child_element_count() == 0 {
        root.set_text_content(Some(Word::Loading.get(lang)));
    }
    let place = root.clone();
    tools::call(ToTools::Lessons { game: kind }, Some(place), move || {
        root.set_text_content(Some(Word::ToolsFailed.get(lang)))
    });
}

/// The link "Learn to play" of `kind` (a home card's).
pub fn link(kind: GameKind, lang: Lang) -> Element {
    let a = create("a", "button ghost learn-link");
    let _ = a.set_attribute("href", &learn_fragment(kind));
    a.set_text_content(Some(Word::Learn.get(lang)));
    a
}

/// Points the game page's "Learn to play" at the lessons of `kind`.
pub fn point(kind: GameKind) {
    if let Some(a) = document().get_element_by_id("learn-link") {
        let _ = a.set_attribute("href", &learn_fragment(kind));
    }
}
