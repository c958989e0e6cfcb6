//! The panel beside the board: title, saved-game switcher, status line, buttons and the move
//! list. It shows the session; it changes nothing.

use crate::app::session::Session;
use crate::game::{Colour, Lang};
use crate::games::GameKind;
use crate::view::status::sentence;
use crate::view::table::Entry;
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
    pub kind: GameKind,
    pub lang: Lang,
    pub slots: &'a [SlotInfo],
    pub slot: u32,
    /// The last save failed (storage full): the game lives only in this page.
    pub unsaved: bool,
}

pub fn render(p: &Panel) {
    let table = p.session.table();
    let status = table.status();
    let lang = p.lang;
    let line = match status.viewing {
        Some(ply) => Word::Viewing.fill(lang, &[ply.to_string()]),
        None if p.session.thinking() => {
            let who = status.seats.get(status.to_move).map(|c| c.name().get(lang).to_string()).unwrap_or_default();
            Word::Thinking.fill(lang, &[who])
        }
        None => sentence(&status, lang),
    };
    if let Some(area) = by_id::<Element>("board-area") {
        let _ = area.set_attribute("aria-busy", if p.session.thinking() { "true" } else { "false" });
    }
    let demo = p.session.all_computer() && status.outcome.is_none();
    set_text("demo", if demo { Word::DemoStop } else { Word::Demo }.get(lang));
    set_text("game-title", p.kind.title().get(lang));
    set_text("status", &line);
    set_disabled("undo", !status.can_undo);
    set_disabled("redo", !status.can_redo);
    set_hidden("live", status.viewing.is_none());
    set_hidden("unsaved", !p.unsaved);
    if let Some(canvas) = by_id::<Element>("board") {
        let label = Word::BoardLabel.get(lang);
        let _ = canvas.set_attribute("aria-label", &format!("{label} — {line}"));
    }
    slots(p);
    if let Some(actions) = by_id::<Element>("actions") {
        actions.set_text_content(None);
        for (index, label) in table.buttons() {
            let b = create("button", "");
            let _ = b.set_attribute("type", "button");
            let _ = b.set_attribute("data-move", &index.to_string());
            b.set_text_content(Some(label.get(lang)));
            let _ = actions.append_child(&b);
        }
    }
    moves(&table.entries(lang), status.viewing.unwrap_or(status.plies), status.seats, lang);
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

/// A turn: the seat and its moves (with their plies, 1-based).
struct Turn<'a> {
    seat: usize,
    moves: Vec<(usize, &'a Entry)>,
}

fn turns(entries: &[Entry]) -> Vec<Turn<'_>> {
    let mut turns: Vec<Turn> = Vec::new();
    for (i, e) in entries.iter().enumerate() {
        match turns.last_mut() {
            Some(t) if t.seat == e.seat => t.moves.push((i + 1, e)),
            _ => turns.push(Turn { seat: e.seat, moves: vec![(i + 1, e)] }),
        }
    }
    turns
}

fn move_button(ply: usize, entry: &Entry, shown: usize) -> Element {
    let current = ply == shown;
    let b = create("button", if current { "move current" } else { "move" });
    let _ = b.set_attribute("type", "button");
    let _ = b.set_attribute("data-ply", &ply.to_string());
    let _ = b.set_attribute("tabindex", "-1");
    let _ = b.set_attribute("title", &entry.said);
    let _ = b.set_attribute("aria-label", &entry.said);
    if current {
        let _ = b.set_attribute("aria-current", "step");
    }
    b.set_text_content(Some(&entry.notation));
    b
}

/// The move list, one line a row: numbered pairs for two-seat games of one move a turn
/// ("1. E6-E7 D11-D9"); otherwise a line per turn with its seat's colour (Shamrock's turns of
/// several actions). The shown move is kept in view.
fn moves(entries: &[Entry], shown: usize, seats: &[Colour], lang: Lang) {
    let Some(list) = by_id::<Element>("moves") else { return };
    list.set_text_content(None);
    let turns = turns(entries);
    let paired = seats.len() == 2 && turns.iter().all(|t| t.moves.len() == 1);
    if paired {
        let first_second = entries.first().is_some_and(|e| e.seat == 1);
        let mut row: Option<Element> = None;
        for (i, turn) in turns.iter().enumerate() {
            let slot = i + usize::from(first_second);
            if slot % 2 == 0 || row.is_none() {
                let li = create("li", "row");
                let num = create("span", "num");
                num.set_text_content(Some(&format!("{}.", slot / 2 + 1)));
                let _ = li.append_child(&num);
                if slot % 2 == 1 {
                    let gap = create("span", "gap");
                    gap.set_text_content(Some("…"));
                    let _ = li.append_child(&gap);
                }
                let _ = list.append_child(&li);
                row = Some(li);
            }
            if let (Some(li), Some(&(ply, e))) = (&row, turn.moves.first()) {
                let _ = li.append_child(&move_button(ply, e, shown));
            }
        }
    } else {
        for (i, turn) in turns.iter().enumerate() {
            let li = create("li", "row turn");
            let num = create("span", "num");
            num.set_text_content(Some(&format!("{}.", i + 1)));
            let _ = li.append_child(&num);
            if let Some(colour) = seats.get(turn.seat) {
                let dot = create("span", "seat-dot");
                let _ = dot.set_attribute("data-colour", colour.id());
                let _ = dot.set_attribute("title", colour.name().get(lang));
                let _ = dot.set_attribute("aria-label", colour.name().get(lang));
                let _ = li.append_child(&dot);
            }
            for &(ply, e) in &turn.moves {
                let _ = li.append_child(&move_button(ply, e, shown));
            }
            let _ = list.append_child(&li);
        }
    }
    let current = list.query_selector(".move.current").ok().flatten().or_else(|| list.last_element_child());
    if let Some(e) = current {
        scroll_into_list(&list, &e);
    }
}

/// Scrolls the list (only the list, never the page) so that `e` is in view.
fn scroll_into_list(list: &Element, e: &Element) {
    let (l, r) = (list.get_bounding_client_rect(), e.get_bounding_client_rect());
    let top = list.scroll_top() as f64;
    if r.top() < l.top() {
        list.set_scroll_top((top - (l.top() - r.top())) as i32);
    } else if r.bottom() > l.bottom() {
        list.set_scroll_top((top + (r.bottom() - l.bottom())) as i32);
    }
}
