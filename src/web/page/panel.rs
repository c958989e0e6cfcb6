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

/// One line of the move list.
struct Row<'a> {
    number: usize,
    /// The line starts with the second seat's move ("1. … D11-D9").
    gap: bool,
    /// The seat's colour, on lines of one turn each.
    colour: Option<Colour>,
    moves: Vec<(usize, &'a Entry)>,
}

impl Row<'_> {
    /// What the line shows, to tell whether the line on the page is still right.
    fn key(&self, shown: usize) -> String {
        let mut key = format!("{}{}{}", self.number, self.gap, self.colour.map_or("-", Colour::id));
        for (ply, e) in &self.moves {
            key.push_str(&format!("|{ply}{}{}{}", e.notation, e.said, *ply == shown));
        }
        key
    }
}

/// The lines: numbered pairs for two-seat games of one move a turn ("1. E6-E7 D11-D9");
/// otherwise a line per turn with its seat's colour (Shamrock's turns of several actions).
fn rows<'a>(entries: &'a [Entry], seats: &[Colour]) -> Vec<Row<'a>> {
    let turns = turns(entries);
    if seats.len() == 2 && turns.iter().all(|t| t.moves.len() == 1) {
        let offset = usize::from(entries.first().is_some_and(|e| e.seat == 1));
        let mut rows: Vec<Row> = Vec::new();
        for (i, turn) in turns.into_iter().enumerate() {
            let slot = i + offset;
            if slot % 2 == 0 || rows.is_empty() {
                rows.push(Row { number: slot / 2 + 1, gap: slot % 2 == 1, colour: None, moves: Vec::new() });
            }
            if let Some(row) = rows.last_mut() {
                row.moves.extend(turn.moves);
            }
        }
        rows
    } else {
        turns
            .into_iter()
            .enumerate()
            .map(|(i, t)| Row { number: i + 1, gap: false, colour: seats.get(t.seat).copied(), moves: t.moves })
            .collect()
    }
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

fn build_row(row: &Row, shown: usize, lang: Lang) -> Element {
    let li = create("li", if row.colour.is_some() { "row turn" } else { "row" });
    let num = create("span", "num");
    num.set_text_content(Some(&format!("{}.", row.number)));
    let _ = li.append_child(&num);
    if row.gap {
        let gap = create("span", "gap");
        gap.set_text_content(Some("…"));
        let _ = li.append_child(&gap);
    }
    if let Some(colour) = row.colour {
        let dot = create("span", "seat-dot");
        let _ = dot.set_attribute("data-colour", colour.id());
        let _ = dot.set_attribute("title", colour.name().get(lang));
        let _ = dot.set_attribute("aria-label", colour.name().get(lang));
        let _ = li.append_child(&dot);
    }
    for &(ply, e) in &row.moves {
        let _ = li.append_child(&move_button(ply, e, shown));
    }
    li
}

/// The move list. Only the lines that changed are built again (a move adds or changes one
/// line), so that a long game costs no more per move than a short one. The shown move is kept
/// in view.
fn moves(entries: &[Entry], shown: usize, seats: &[Colour], lang: Lang) {
    let Some(list) = by_id::<Element>("moves") else { return };
    let rows = rows(entries, seats);
    let children = list.children();
    for (i, row) in rows.iter().enumerate() {
        let key = row.key(shown);
        let existing = children.item(i as u32);
        if existing.as_ref().and_then(|e| e.get_attribute("data-key")).as_deref() == Some(key.as_str()) {
            continue;
        }
        let li = build_row(row, shown, lang);
        let _ = li.set_attribute("data-key", &key);
        match existing {
            Some(old) => {
                let _ = list.replace_child(&li, &old);
            }
            None => {
                let _ = list.append_child(&li);
            }
        }
    }
    while list.child_element_count() as usize > rows.len() {
        match list.last_element_child() {
            Some(last) => last.remove(),
            None => break,
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
