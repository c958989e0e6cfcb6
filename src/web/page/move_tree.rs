//! The move list: the game's moves in numbered lines, and after each line the comments and
//! the variations of its moves, inline in brackets (as lichess shows them). Every move is a
//! button that goes to it (`data-node`); the game's own moves also carry their ply
//! (`data-ply`). A move's glyph shows after it (`data-glyph`, drawn by the style sheet) and is
//! said in words in its label, with the move in words as before.

use crate::app::session::Session;
use crate::app::tree::{Glyph, NodeId, Tree};
use crate::game::{Colour, Lang, Seat};
use crate::view::words::Word;
use crate::web::dom::{by_id, create, now};
use web_sys::Element;

/// A move as the list shows it.
struct Shown {
    node: NodeId,
    notation: String,
    said: String,
    seat: Seat,
    ply: usize,
    glyph: Option<Glyph>,
}

fn shown(session: &Session, node: NodeId, lang: Lang) -> Option<Shown> {
    let n = session.tree().get(node)?;
    let (said, seat) = session.said(node, lang).unwrap_or_else(|| (n.mv().to_string(), 0));
    Some(Shown { node, notation: n.mv().to_string(), said, seat, ply: n.ply(), glyph: n.glyph() })
}

/// The glyph in words, for the move's label.
fn glyph_word(glyph: Glyph) -> Word {
    match glyph {
        Glyph::Brilliant => Word::GlyphBrilliant,
        Glyph::Good => Word::GlyphGood,
        Glyph::Interesting => Word::GlyphInteresting,
        Glyph::Dubious => Word::GlyphDubious,
        Glyph::Mistake => Word::GlyphMistake,
        Glyph::Blunder => Word::GlyphBlunder,
    }
}

/// One line of the game: its number, whether it starts with the second seat, the seat's
/// colour on lines of one turn each, and its moves.
struct Row {
    number: usize,
    gap: bool,
    colour: Option<Colour>,
    moves: Vec<Shown>,
}

/// The lines: numbered pairs for two-seat games of one move a turn ("1. E6-E7 D11-D9");
/// otherwise a line per turn with its seat's colour (Shamrock's turns of several actions).
/// Returns whether the lines are pairs (variations are then numbered the same way).
fn rows(line: Vec<Shown>, seats: &[Colour]) -> (Vec<Row>, bool) {
    let mut turns: Vec<Vec<Shown>> = Vec::new();
    for m in line {
        match turns.last_mut() {
            Some(t) if t.last().is_some_and(|l| l.seat == m.seat) => t.push(m),
            _ => turns.push(vec![m]),
        }
    }
    if seats.len() == 2 && turns.iter().all(|t| t.len() == 1) {
        let offset = usize::from(turns.first().and_then(|t| t.first()).is_some_and(|m| m.seat == 1));
        let mut rows: Vec<Row> = Vec::new();
        for (i, turn) in turns.into_iter().enumerate() {
            let slot = i + offset;
            if slot % 2 == 0 || rows.is_empty() {
                rows.push(Row { number: slot / 2 + 1, gap: slot % 2 == 1, colour: None, moves: Vec::new() });
            }
            if let Some(row) = rows.last_mut() {
                row.moves.extend(turn);
            }
        }
        (rows, true)
    } else {
        let rows = turns
            .into_iter()
            .enumerate()
            .map(|(i, t)| Row {
                number: i + 1,
                gap: false,
                colour: t.first().and_then(|m| seats.get(m.seat)).copied(),
                moves: t,
            })
            .collect();
        (rows, false)
    }
}

fn move_button(m: &Shown, main: bool, current: NodeId, lang: Lang) -> Element {
    let here = m.node == current;
    let class = match (main, here) {
        (true, true) => "move current",
        (true, false) => "move",
        (false, true) => "vmove current",
        (false, false) => "vmove",
    };
    let b = create("button", class);
    let _ = b.set_attribute("type", "button");
    let _ = b.set_attribute("data-node", &m.node.index().to_string());
    if main {
        let _ = b.set_attribute("data-ply", &m.ply.to_string());
    }
    let _ = b.set_attribute("tabindex", "-1");
    let mut label = m.said.clone();
    if let Some(g) = m.glyph {
        let _ = b.set_attribute("data-glyph", g.symbol());
        label = format!("{label} ({})", glyph_word(g).get(lang));
    }
    if !main {
        label = format!("{label} — {}", Word::InVariation.get(lang));
    }
    let _ = b.set_attribute("title", &label);
    let _ = b.set_attribute("aria-label", &label);
    if here {
        let _ = b.set_attribute("aria-current", "step");
    }
    b.set_text_content(Some(&m.notation));
    b
}

fn text(class: &str, words: &str) -> Element {
    let e = create("span", class);
    e.set_text_content(Some(words));
    e
}

impl Row {
    /// What the line shows, to tell whether the line on the page is still right.
    fn key(&self, current: NodeId) -> String {
        let mut key = format!("r{}{}{}", self.number, self.gap, self.colour.map_or("-", Colour::id));
        for m in &self.moves {
            let glyph = m.glyph.map_or("", Glyph::symbol);
            key.push_str(&format!("|{}{}{}{glyph}{}", m.node.index(), m.notation, m.said, m.node == current));
        }
        key
    }
}

fn build_row(row: &Row, current: NodeId, lang: Lang) -> Element {
    let li = create("li", if row.colour.is_some() { "row turn" } else { "row" });
    let _ = li.append_child(&text("num", &format!("{}.", row.number)));
    if row.gap {
        let _ = li.append_child(&text("gap", "…"));
    }
    if let Some(colour) = row.colour {
        let dot = create("span", "seat-dot");
        let _ = dot.set_attribute("data-colour", colour.id());
        let _ = dot.set_attribute("title", colour.name().get(lang));
        let _ = dot.set_attribute("aria-label", colour.name().get(lang));
        let _ = li.append_child(&dot);
    }
    for m in &row.moves {
        let _ = li.append_child(&move_button(m, true, current, lang));
    }
    li
}

/// What follows a move of the game in the list: its comment, then the variations that
/// replace it (each in brackets, nested ones inside).
struct Aside<'a> {
    session: &'a Session,
    lang: Lang,
    pairs: bool,
    current: NodeId,
}

impl Aside<'_> {
    fn tree(&self) -> &Tree {
        self.session.tree()
    }

    /// The variations that replace the game's move `node` (the moves taken back after the
    /// game's end, kept for Redo, are not shown: they are the end's other children).
    fn siblings(&self, node: NodeId) -> Vec<NodeId> {
        let parent_id = self.tree().get(node).and_then(|n| n.parent());
        let parent = parent_id.filter(|&p| p != self.session.end()).and_then(|p| self.tree().get(p));
        parent.map_or(Vec::new(), |p| p.children().iter().copied().filter(|&c| c != node).collect())
    }

    /// What the block after the game's move `node` shows (None: there is no block), to tell
    /// whether the block on the page is still right without building it.
    fn key(&self, node: NodeId) -> Option<String> {
        let n = self.tree().get(node)?;
        let siblings = self.siblings(node);
        if n.comment().is_empty() && siblings.is_empty() {
            return None;
        }
        let mut key = format!("a{}{}{}", node.index(), self.lang.code(), n.comment());
        let mut pending = siblings;
        while let Some(v) = pending.pop() {
            let Some(x) = self.tree().get(v) else { continue };
            let glyph = x.glyph().map_or("", Glyph::symbol);
            key.push_str(&format!("|{}{}{glyph}{}{}", v.index(), x.mv(), v == self.current, x.comment()));
            pending.extend(x.children().iter().rev());
        }
        Some(key)
    }

    /// The comment and variations after the game's move `node`, if it has any.
    fn block(&self, node: NodeId) -> Option<Element> {
        let n = self.tree().get(node)?;
        let siblings = self.siblings(node);
        if n.comment().is_empty() && siblings.is_empty() {
            return None;
        }
        let li = create("li", "aside");
        if !n.comment().is_empty() {
            let _ = li.append_child(&text("note", n.comment()));
        }
        for v in siblings {
            self.variation(&li, v);
        }
        Some(li)
    }

    /// `( v … )`: the variation from `v` along its first moves, with the variations of each
    /// move right after it.
    fn variation(&self, into: &Element, v: NodeId) {
        let span = create("span", "var");
        let _ = span.append_child(&text("paren", "("));
        let fresh = self.emit(&span, v, true);
        self.line_after(&span, v, fresh);
        let _ = span.append_child(&text("paren", ")"));
        let _ = into.append_child(&span);
    }

    /// The line after `node`: each next move, then the variations that replace it.
    fn line_after(&self, into: &Element, mut node: NodeId, mut fresh: bool) {
        loop {
            let children = self.tree().get(node).map(|n| n.children().to_vec()).unwrap_or_default();
            let Some((&main, alts)) = children.split_first() else { return };
            fresh = self.emit(into, main, fresh);
            for &alt in alts {
                self.variation(into, alt);
            }
            fresh |= !alts.is_empty();
            node = main;
        }
    }

    /// A move of a variation: its number where a run of moves starts or the first seat
    /// moves, the move, its comment. Whether the next move starts a run (after a comment).
    fn emit(&self, into: &Element, node: NodeId, fresh: bool) -> bool {
        let Some(m) = shown(self.session, node, self.lang) else { return fresh };
        if self.pairs && (m.ply % 2 == 1 || fresh) {
            let dots = if m.ply % 2 == 1 { "." } else { "…" };
            let _ = into.append_child(&text("num", &format!("{}{dots}", m.ply.div_ceil(2))));
        }
        let _ = into.append_child(&move_button(&m, false, self.current, self.lang));
        let comment = self.tree().get(node).map_or("", |n| n.comment());
        if !comment.is_empty() {
            let _ = into.append_child(&text("note", comment));
        }
        !comment.is_empty()
    }
}

/// A block of the list: a line of the game's moves, or what follows one of them.
enum Block<'a> {
    Start(&'a str),
    Row(&'a Row),
    Aside(NodeId),
}

/// How long one pass may spend building the list's blocks; what is left waits for the next
/// pass (a tree of thousands of variations is laid out over several frames, never freezing
/// the page).
const SLICE_MS: f64 = 25.0;

/// The move list. Blocks whose content did not change are left as they are (a move adds or
/// changes one line), so a long game costs little per move; the current move is kept in view.
/// Returns false when blocks are still to build (the page renders again a moment later).
pub fn render(session: &Session, seats: &[Colour], lang: Lang) -> bool {
    let deadline = now() + SLICE_MS;
    let Some(list) = by_id::<Element>("moves") else { return true };
    let tree = session.tree();
    let current = tree.current();
    let game = tree.path(session.end());
    let line: Vec<Shown> = game.iter().filter_map(|&n| shown(session, n, lang)).collect();
    let (rows, pairs) = rows(line, seats);
    let aside = Aside { session, lang, pairs, current };
    let mut blocks: Vec<(String, Block)> = Vec::new();
    let start = tree.get(NodeId::ROOT).map_or("", |n| n.comment());
    if !start.is_empty() {
        blocks.push((format!("s{start}"), Block::Start(start)));
    }
    for row in &rows {
        blocks.push((row.key(current), Block::Row(row)));
        blocks.extend(row.moves.iter().filter_map(|m| Some((aside.key(m.node)?, Block::Aside(m.node)))));
    }
    let children = list.children();
    let mut done = true;
    for (i, (key, block)) in blocks.iter().enumerate() {
        let existing = children.item(i as u32);
        if existing.as_ref().and_then(|e| e.get_attribute("data-key")).as_deref() == Some(key.as_str()) {
            continue;
        }
        // Past the slice's time, a variations block waits as an empty line for the next pass
        // (the lines of the game itself are always built: they are few).
        let late = matches!(block, Block::Aside(_)) && now() > deadline;
        if late {
            done = false;
            if existing.as_ref().is_some_and(|e| e.class_list().contains("pending")) {
                continue;
            }
        }
        let li = match block {
            Block::Aside(_) if late => {
                let li = create("li", "aside pending");
                let _ = li.set_attribute("aria-busy", "true");
                li
            }
            Block::Start(comment) => {
                let li = create("li", "aside");
                let _ = li.append_child(&text("note", comment));
                li
            }
            Block::Row(row) => build_row(row, current, lang),
            Block::Aside(node) => match aside.block(*node) {
                Some(li) => li,
                None => continue,
            },
        };
        if !late {
            let _ = li.set_attribute("data-key", key);
        }
        match existing {
            Some(old) => {
                let _ = list.replace_child(&li, &old);
            }
            None => {
                let _ = list.append_child(&li);
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
        return false;
    }
    let here = list.query_selector(".current").ok().flatten().or_else(|| list.last_element_child());
    if let Some(e) = here {
        scroll_into_list(&list, &e);
    }
    // When the move shown changes, the list is brought into the panel's view too (a study
    // panel above it may have pushed it down); the page itself never scrolls.
    let shown = current.index().to_string();
    if list.get_attribute("data-current").as_deref() != Some(shown.as_str()) {
        let _ = list.set_attribute("data-current", &shown);
        if let Some(side) = list.closest(".side").ok().flatten() {
            scroll_into_list(&side, &list);
        }
    }
    true
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
