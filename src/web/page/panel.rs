//! The panel beside the board: title, saved-game switcher, status line, buttons and the move
//! list. It shows the session; it changes nothing.

use super::move_tree;
use crate::app::session::Session;
use crate::app::tree::NodeId;
use crate::game::Lang;
use crate::view::words::Word;
use crate::web::dom::{by_id, create, set_disabled, set_hidden, set_text};
use web_sys::{Element, HtmlSelectElement};

/// A saved game of this kind, for the switcher: its number and how many moves it has.
pub struct SlotInfo {
    pub number: u32,
    pub moves: usize,
}

pub struct Panel<'a> {
    pub session: &'a Session,
    pub lang: Lang,
    pub slots: &'a [SlotInfo],
    pub slot: u32,
    /// The last save failed (storage full): the game lives only in this page.
    pub unsaved: bool,
}

/// Shows the panel; returns what is left of the move list to build (see `move_tree::render`).
pub fn render(p: &Panel) -> Option<move_tree::Left> {
    let table = p.session.table();
    let status = table.status();
    let lang = p.lang;
    let tree = p.session.tree();
    let at = tree.current();
    let ply = tree.get(at).map_or(0, |n| n.ply());
    let line = if !p.session.at_game() {
        let word = if tree.is_main(at) { Word::Viewing } else { Word::ViewingVariation };
        word.fill(lang, &[ply.to_string()])
    } else if let Some(on_time) = p.session.time_out_words(lang) {
        on_time
    } else if p.session.thinking() {
        let who = status.seats.get(status.to_move).map(|c| c.name().get(lang).to_string()).unwrap_or_default();
        Word::Thinking.fill(lang, &[who])
    } else {
        table.status_line(lang)
    };
    if let Some(area) = by_id::<Element>("board-area") {
        let _ = area.set_attribute("aria-busy", if p.session.thinking() { "true" } else { "false" });
    }
    let demo = p.session.all_computer() && status.outcome.is_none();
    set_text("demo", if demo { Word::DemoStop } else { Word::Demo }.get(lang));
    set_text("game-title", &table.title(lang));
    set_text("status", &line);
    set_disabled("undo", !p.session.can_undo());
    set_disabled("redo", !p.session.can_redo());
    set_hidden("live", p.session.at_game());
    tools(p.session);
    set_hidden("unsaved", !p.unsaved);
    if let Some(canvas) = by_id::<Element>("board") {
        let label = Word::BoardLabel.get(lang);
        let _ = canvas.set_attribute("aria-label", &format!("{label} — {line}"));
    }
    slots(p);
    move_tree::render(p.session, status.seats, lang)
}

/// The buttons that change the tree at the current move: promote its variation, delete it,
/// comment on it, mark it.
fn tools(session: &Session) {
    let tree = session.tree();
    let at = tree.current();
    let of_game = tree.path(session.end()).contains(&at) || at == NodeId::ROOT;
    set_disabled("promote", tree.is_main(at));
    set_disabled("delete-move", of_game);
    set_disabled("glyph", at == NodeId::ROOT);
    if let Some(select) = by_id::<HtmlSelectElement>("glyph") {
        select.set_value(tree.get(at).and_then(|n| n.glyph()).map_or("", |g| g.symbol()));
    }
}

/// The switcher between the saved games of this kind (hidden when there is one).
fn slots(p: &Panel) {
    set_hidden("slots", p.slots.len() < 2);
    let Some(select) = by_id::<HtmlSelectElement>("slot") else { return };
    select.set_text_content(None);
    for s in p.slots {
        let o = create("option", "");
        let _ = o.set_attribute("value", &s.number.to_string());
        o.set_text_content(Some(&Word::Slot.fill(p.lang, &[s.number.to_string(), s.moves.to_string()])));
        let _ = select.append_child(&o);
    }
    select.set_value(&p.slot.to_string());
}
