//! The home page: a card per game with a live preview of its board (the saved game shown
//! last, or the start) and how many games are saved.

use crate::game::Lang;
use crate::games::GameKind;
use crate::view::table::{Looks, Table};
use crate::view::theme::ThemeName;
use crate::view::words::Word;
use crate::web::dom::{by_id, create, set_text, window};
use crate::web::painter::paint_scene;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement};

/// What a game's card shows.
pub struct Card {
    pub kind: GameKind,
    /// The game to preview (the saved one, or a new one).
    pub table: Box<dyn Table>,
    /// How many games of this kind are saved.
    pub saved: usize,
}

fn preview(table: &mut dyn Table, lang: Lang, theme: ThemeName) -> Option<HtmlCanvasElement> {
    let canvas = create("canvas", "preview").dyn_into::<HtmlCanvasElement>().ok()?;
    let (w, h) = (240.0, 200.0);
    let dpr = window().device_pixel_ratio().max(1.0);
    canvas.set_width((w * dpr) as u32);
    canvas.set_height((h * dpr) as u32);
    let _ = canvas.set_attribute("role", "img");
    let _ = canvas
        .set_attribute("aria-label", &Word::PreviewLabel.fill(lang, &[table.kind().title().get(lang).to_string()]));
    let ctx = canvas.get_context("2d").ok()??.dyn_into::<CanvasRenderingContext2d>().ok()?;
    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
    table.set_settings(Looks { lang, theme, coordinates: false, animation_ms: 0.0 });
    table.resize(w as f32, h as f32);
    paint_scene(&ctx, &table.scene(0.0));
    Some(canvas)
}

/// Fills the cards (whenever the home page is shown).
pub fn render(cards: Vec<Card>, lang: Lang, theme: ThemeName) {
    let Some(list) = by_id::<Element>("cards") else { return };
    list.set_text_content(None);
    set_text("open-error", "");
    for mut card in cards {
        let section = create("section", "card");
        let h = create("h2", "");
        h.set_text_content(Some(card.kind.title().get(lang)));
        let _ = section.append_child(&h);
        if card.kind == GameKind::Camelot {
            // The family shares Camelot's card: its boards are chosen in New game.
            let family = create("p", "hint");
            family.set_text_content(Some(Word::CamelotFamily.get(lang)));
            let _ = section.append_child(&family);
        }
        let href = format!("#/{}", card.kind.id());
        if let Some(canvas) = preview(&mut *card.table, lang, theme) {
            let link = create("a", "preview-link");
            let _ = link.set_attribute("href", &href);
            let _ = link.append_child(&canvas);
            let _ = section.append_child(&link);
        }
        let moves = card.table.history().len();
        let play = create("a", "button");
        let _ = play.set_attribute("href", &href);
        let label = match moves {
            0 => Word::Play.get(lang).to_string(),
            n => Word::Continue.fill(lang, &[n.to_string()]),
        };
        play.set_text_content(Some(&label));
        let _ = section.append_child(&play);
        let _ = section.append_child(&super::learn::link(card.kind, lang));
        if card.saved > 1 {
            let note = create("p", "saved-count");
            note.set_text_content(Some(&Word::SavedGames.fill(lang, &[card.saved.to_string()])));
            let _ = section.append_child(&note);
        }
        let _ = list.append_child(&section);
    }
}
