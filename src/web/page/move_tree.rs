//! The move list on the page: the blocks `app::move_list` writes, put in place of those that
//! changed; the current move kept in view.

use crate::app::move_list::{self, Block};
use crate::app::session::Session;
use crate::game::{Colour, Lang};
use crate::web::dom::{by_id, now};
use web_sys::Element;

/// How long one pass may spend putting the list's blocks of variations in place; what is left
/// waits for the next pass (a tree of thousands of variations is laid out over several frames,
/// never freezing the page).
const SLICE_MS: f64 = 25.0;

/// A block of variations still to be put in place.
const PENDING: &str = "<li class=\"aside pending\" aria-busy=\"true\"></li>";

/// The blocks a pass left to put in place, and the move shown: the next pass goes on with
/// them rather than writing the whole list again.
pub struct Left(Vec<Block>, String);

/// The move list. Blocks whose content did not change are left as they are (a move adds or
/// changes one line), so a long game costs little per move; the current move is kept in view.
/// Returns what is still to build (`go_on` builds more a moment later).
pub fn render(session: &Session, seats: &[Colour], lang: Lang) -> Option<Left> {
    let blocks = move_list::blocks(session, seats, lang);
    put(blocks, session.tree().current().index().to_string())
}

/// Puts in place more of what the last pass left.
pub fn go_on(left: Left) -> Option<Left> {
    put(left.0, left.1)
}

fn put(blocks: Vec<Block>, shown: String) -> Option<Left> {
    let list = by_id::<Element>("moves")?;
    // The slice counts from here: writing the blocks is not placing them, and however slow
    // the machine, each pass places at least one block of variations (the list always grows).
    let deadline = now() + SLICE_MS;
    let mut placed = false;
    // Live: a block put in place is at its index at once.
    let children = list.children();
    let mut done = true;
    for (i, block) in blocks.iter().enumerate() {
        let existing = children.item(i as u32);
        if existing.as_ref().and_then(|e| e.get_attribute("data-key")).as_deref() == Some(block.key.as_str()) {
            continue;
        }
        // Past the slice's time, a variations block waits as an empty line for the next pass
        // (the lines of the game itself are always put in place: they are few).
        let late = block.variations && placed && now() > deadline;
        if late {
            done = false;
            if existing.as_ref().is_some_and(|e| e.class_list().contains("pending")) {
                continue;
            }
        }
        placed |= block.variations && !late;
        let html = if late { PENDING } else { block.html.as_str() };
        match existing {
            Some(old) => old.set_outer_html(html),
            None => {
                let _ = list.insert_adjacent_html("beforeend", html);
            }
        }
    }
    while list.child_element_count() as usize > blocks.len() {
        match list.last_element_child() {
            Some(last) => last.remove(),
            None => break,
        }
    }
    // Scrolled once the list is whole: measuring it after every pass would lay out the whole
    // list each time.
    if !done {
        return Some(Left(blocks, shown));
    }
    let here = list.query_selector(".current").ok().flatten().or_else(|| list.last_element_child());
    if let Some(e) = &here {
        scroll_into_list(&list, e);
    }
    // When the move shown changes, the list is brought into the panel's view too (a study
    // panel above it may have pushed it down); the page itself never scrolls.
    // (An empty list has nothing to show: measuring it would lay the page out once more on
    // its start.)
    if here.is_some() && list.get_attribute("data-current").as_deref() != Some(shown.as_str()) {
        let _ = list.set_attribute("data-current", &shown);
        if let Some(side) = list.closest(".side").ok().flatten() {
            scroll_into_list(&side, &list);
        }
    }
    None
}

/// Scrolls `list` (a scrolling box: the move list, the panel; never the page) so that `e` is in
/// view, as little as it takes.
fn scroll_into_list(list: &Element, e: &Element) {
    let (l, r) = (list.get_bounding_client_rect(), e.get_bounding_client_rect());
    let top = list.scroll_top() as f64;
    if r.top() < l.top() {
        list.set_scroll_top((top - (l.top() - r.top())) as i32);
    } else if r.bottom() > l.bottom() {
        list.set_scroll_top((top + (r.bottom() - l.bottom())) as i32);
    }
}
