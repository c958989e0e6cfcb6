//! The way to the lessons: "Learn to play" beside the board and on each home card, and the
//! lesson screen itself (`#/<game>/learn`), drawn by the tools wasm into `<main id="learn">`
//! (so the page's first bundle carries none of it, and the course is fetched only then). The
//! puzzles' way in ("Puzzles" beside the board, `#/<game>/puzzle…` into `<main id="puzzle">`) is
//! the same.

use super::tools;
use crate::app::handoff::ToTools;
use crate::app::link::{learn_fragment, puzzle_fragment, PuzzlePick};
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::words::Word;
use crate::web::dom::{create, document};
use web_sys::Element;

/// Shows the lessons of `kind` in `<main id="learn">` (the page has hidden the rest).
pub fn show(kind: GameKind, lang: Lang) {
    tools::fill("learn", ToTools::Lessons { game: kind }, lang);
}

/// The link "Learn to play" of `kind` (a home card's).
pub fn link(kind: GameKind, lang: Lang) -> Element {
    let a = create("a", "button ghost learn-link");
    let _ = a.set_attribute("href", &learn_fragment(kind));
    a.set_text_content(Some(Word::Learn.get(lang)));
    a
}

/// Points the game page's "Learn to play" and "Puzzles" at the lessons and puzzles of `kind`.
pub fn point(kind: GameKind) {
    let doc = document();
    for (id, href) in [("learn-link", learn_fragment(kind)), ("puzzles-link", puzzle_fragment(kind, &PuzzlePick::Next))]
    {
        if let Some(a) = doc.get_element_by_id(id) {
            let _ = a.set_attribute("href", &href);
        }
    }
}
