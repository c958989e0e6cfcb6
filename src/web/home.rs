//! The home page: a card per game with a live preview of its board (the saved game, or the
//! start), and a box to open a shared game from its link or text.

use super::app::{App, SharedApp};
use super::dom::{by_id, create, on, set_text, window};
use super::painter::paint_scene;
use crate::app::record::Record;
use crate::view::table::Settings;
use crate::view::words::word;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlTextAreaElement};

pub fn wire(app: &SharedApp) {
    let a = app.clone();
    on("open-form", "submit", move |e| {
        e.prevent_default();
        let text = by_id::<HtmlTextAreaElement>("open-text").map(|t| t.value()).unwrap_or_default();
        if let Err(message) = App::open_text(&a, text.trim()) {
            set_text("open-error", &message);
        }
    });
}

/// Fills the cards (called whenever the home page is shown).
pub fn render(app: &SharedApp) {
    let a = app.borrow();
    let lang = a.lang;
    let Some(cards) = by_id::<Element>("cards") else { return };
    cards.set_text_content(None);
    set_text("open-error", "");
    for &kind in crate::view::tables::KINDS {
        let card = create("section", "card");
        let h = create("h2", "");
        h.set_text_content(Some(kind.title().get(lang)));
        let _ = card.append_child(&h);
        let (table, moves) = match App::saved(kind) {
            Some(t) => {
                let n = t.history().len();
                (Some(t), n)
            }
            None => (crate::view::tables::new_table(kind, &[]).ok(), 0),
        };
        if let Some(mut table) = table {
            if let Ok(canvas) = create("canvas", "preview").dyn_into::<HtmlCanvasElement>() {
                let (w, h) = (240.0, 200.0);
                let dpr = window().device_pixel_ratio().max(1.0);
                canvas.set_width((w * dpr) as u32);
                canvas.set_height((h * dpr) as u32);
                let _ = canvas.set_attribute("role", "img");
                let _ = canvas.set_attribute("aria-label", &table.describe());
                if let Some(ctx) =
                    canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
                {
                    let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
                    table.set_settings(Settings { lang, theme: a.prefs.theme, coordinates: false, animation_ms: 0.0 });
                    table.resize(w as f32, h as f32);
                    paint_scene(&ctx, &table.scene(0.0));
                }
                let link = create("a", "preview-link");
                let _ = link.set_attribute("href", &format!("#/{}", kind.id()));
                let _ = link.append_child(&canvas);
                let _ = card.append_child(&link);
            }
        }
        let play = create("a", "button");
        let _ = play.set_attribute("href", &format!("#/{}", kind.id()));
        let label = if moves > 0 {
            word("continue").map(|t| t.fill(lang, &[moves.to_string()])).unwrap_or_default()
        } else {
            word("play").map(|t| t.get(lang).to_string()).unwrap_or_default()
        };
        play.set_text_content(Some(&label));
        let _ = card.append_child(&play);
        let _ = cards.append_child(&card);
    }
}

/// A record from pasted text: a share link (anything with `#/`) or a game's text.
pub fn parse_pasted(text: &str) -> Result<Record, crate::app::record::RecordError> {
    if let Some(i) = text.find("#/") {
        return match crate::app::link::route(&text[i..], crate::view::tables::default_start) {
            Ok(crate::app::link::Route::Shared(r)) => Ok(r),
            Ok(crate::app::link::Route::Game(kind)) => Ok(Record {
                kind,
                start: crate::view::tables::default_start(kind),
                moves: Vec::new(),
                seats: Vec::new(),
            }),
            Ok(crate::app::link::Route::Home) => Record::parse(""),
            Err(e) => Err(e),
        };
    }
    Record::parse(text)
}
