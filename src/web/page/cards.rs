//! The home page's cards: a card per game with a picture of its board at the start (made at
//! build time by the game's own view, `src/bin/cards.rs`, so that the home page loads no
//! engine), what its button continues (the moves of the saved game shown last, read from its
//! text) and how many games are saved.

use crate::app::library::Library;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::theme::ThemeName;
use crate::view::words::Word;
use crate::web::dom::{by_id, create, set_text};
use crate::web::storage::LocalStore;
use web_sys::Element;

/// The picture of `kind`'s start in `theme` and `lang` (written by `src/bin/cards.rs`).
pub fn picture(kind: GameKind, theme: ThemeName, lang: Lang) -> String {
    format!("cards/{}-{}-{}.svg", kind.id(), theme.id(), lang.code())
}

/// Fills the cards (whenever the home page is shown, and when storage changes).
pub fn render(lang: Lang, theme: ThemeName) {
    let Some(list) = by_id::<Element>("cards") else { return };
    list.set_text_content(None);
    set_text("open-error", "");
    let library = Library::new(&LocalStore);
    for &kind in GameKind::ALL {
        let section = create("section", "card");
        let h = create("h2", "");
        h.set_text_content(Some(kind.title().get(lang)));
        let _ = section.append_child(&h);
        if kind == GameKind::Camelot {
            // The family shares Camelot's card: its boards are chosen in New game.
            let family = create("p", "hint");
            family.set_text_content(Some(Word::CamelotFamily.get(lang)));
            let _ = section.append_child(&family);
        }
        let href = format!("#/{}", kind.id());
        let link = create("a", "preview-link");
        let _ = link.set_attribute("href", &href);
        let img = create("img", "preview");
        for (name, value) in [
            ("src", picture(kind, theme, lang)),
            ("alt", Word::PreviewLabel.fill(lang, &[kind.title().get(lang).to_string()])),
            ("width", "240".into()),
            ("height", "200".into()),
        ] {
            let _ = img.set_attribute(name, &value);
        }
        let _ = link.append_child(&img);
        let _ = section.append_child(&link);
        // The moves of the game its page opens (its saved text's moves line: no engine).
        let moves = library.moves(library.current(kind));
        let play = create("a", "button");
        let _ = play.set_attribute("href", &href);
        let label = match moves {
            0 => Word::Play.get(lang).to_string(),
            n => Word::Continue.fill(lang, &[n.to_string()]),
        };
        play.set_text_content(Some(&label));
        let _ = section.append_child(&play);
        let _ = section.append_child(&super::learn::link(kind, lang));
        let saved = library.slots(kind).len();
        if saved > 1 {
            let note = create("p", "saved-count");
            note.set_text_content(Some(&Word::SavedGames.fill(lang, &[saved.to_string()])));
            let _ = section.append_child(&note);
        }
        let _ = list.append_child(&section);
    }
}
