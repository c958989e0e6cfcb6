//! The move list as the page shows it: the game's moves in numbered lines, and after each line
//! the comments and the variations of its moves, inline in brackets (as lichess shows them).
//! Every move is a button that goes to it (`data-node`); the game's own moves also carry their
//! ply (`data-ply`). A move's glyph shows after it (`data-glyph`, drawn by the style sheet) and
//! is said in words in its label, with the move in words as before.
//!
//! The list is written as HTML blocks (`<li>`), each keyed by its content, so that the page
//! replaces only the blocks that changed (a move adds or changes one line). Written as text
//! here, where it is tested natively; the page only puts the blocks in place (as text or built
//! node by node, its wasm is the same size: measured).

use crate::app::session::Session;
use crate::app::tree::{Glyph, NodeId, Tree};
use crate::game::{Colour, Lang, Seat};
use crate::view::markup::escape;
use crate::view::words::Word;
use std::fmt::Write;

/// One block of the list: a line of the game's moves, the comment on the start, or what
/// follows a move of the game (its comment and the variations replacing it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Block {
    /// Changes whenever the block's content does (written on it as `data-key`).
    pub key: String,
    /// The whole `<li>`, its key on it.
    pub html: String,
    /// A block of comments and variations, which may be long: the page may build it later.
    pub variations: bool,
}

/// The list's blocks, in order.
pub fn blocks(session: &Session, seats: &[Colour], lang: Lang) -> Vec<Block> {
    let tree = session.tree();
    let current = tree.current();
    let line: Vec<Shown> = tree.path(session.end()).iter().filter_map(|&n| shown(session, n, lang)).collect();
    let (rows, pairs) = rows(line, seats);
    let aside = Aside { session, lang, pairs, current };
    let mut out = Vec::new();
    let start = tree.get(NodeId::ROOT).map_or("", |n| n.comment());
    if !start.is_empty() {
        out.push(block("aside", &note(start), false));
    }
    for row in &rows {
        out.push(block(if row.colour.is_some() { "row turn" } else { "row" }, &row.html(current, lang), false));
        out.extend(row.moves.iter().filter_map(|m| Some(block("aside", &aside.block(m.node)?, true))));
    }
    out
}

/// An `<li>` of `class` holding `inner`, keyed by both.
fn block(class: &str, inner: &str, variations: bool) -> Block {
    let key = format!("{:016x}", fnv(class.bytes().chain(inner.bytes())));
    let html = format!("<li class=\"{class}\" data-key=\"{key}\">{inner}</li>");
    Block { key, html, variations }
}

/// FNV-1a, 64 bits: a key for a block's content.
fn fnv(bytes: impl Iterator<Item = u8>) -> u64 {
    bytes.fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
}

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

/// A `<span>` of `class` saying `words`.
fn span(out: &mut String, class: &str, words: &str) {
    let _ = write!(out, "<span class=\"{class}\">{}</span>", escape(words));
}

fn note(comment: &str) -> String {
    let mut out = String::new();
    span(&mut out, "note", comment);
    out
}

/// A move's button: the game's own (`main`) or a variation's.
fn move_button(out: &mut String, m: &Shown, main: bool, current: NodeId, lang: Lang) {
    let here = m.node == current;
    let class = match (main, here) {
        (true, true) => "move current",
        (true, false) => "move",
        (false, true) => "vmove current",
        (false, false) => "vmove",
    };
    let _ = write!(out, "<button class=\"{class}\" type=\"button\" data-node=\"{}\"", m.node.index());
    if main {
        let _ = write!(out, " data-ply=\"{}\"", m.ply);
    }
    out.push_str(" tabindex=\"-1\"");
    let mut label = m.said.clone();
    if let Some(g) = m.glyph {
        let _ = write!(out, " data-glyph=\"{}\"", escape(g.symbol()));
        label = format!("{label} ({})", glyph_word(g).get(lang));
    }
    if !main {
        label = format!("{label} — {}", Word::InVariation.get(lang));
    }
    let label = escape(&label);
    let _ = write!(out, " title=\"{label}\" aria-label=\"{label}\"");
    if here {
        out.push_str(" aria-current=\"step\"");
    }
    let _ = write!(out, ">{}</button>", escape(&m.notation));
}

/// One line of the game: its number, whether it starts with the second seat, the seat's
/// colour on lines of one turn each, and its moves.
struct Row {
    number: usize,
    gap: bool,
    colour: Option<Colour>,
    moves: Vec<Shown>,
}

impl Row {
    fn html(&self, current: NodeId, lang: Lang) -> String {
        let mut out = String::new();
        span(&mut out, "num", &format!("{}.", self.number));
        if self.gap {
            span(&mut out, "gap", "…");
        }
        if let Some(colour) = self.colour {
            let name = escape(colour.name().get(lang));
            let _ = write!(
                out,
                "<span class=\"seat-dot\" data-colour=\"{}\" title=\"{name}\" aria-label=\"{name}\"></span>",
                colour.id()
            );
        }
        for m in &self.moves {
            move_button(&mut out, m, true, current, lang);
        }
        out
    }
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

    /// The comment and variations after the game's move `node`, if it has any.
    fn block(&self, node: NodeId) -> Option<String> {
        let n = self.tree().get(node)?;
        let siblings = self.siblings(node);
        if n.comment().is_empty() && siblings.is_empty() {
            return None;
        }
        let mut out = String::new();
        if !n.comment().is_empty() {
            span(&mut out, "note", n.comment());
        }
        for v in siblings {
            self.variation(&mut out, v);
        }
        Some(out)
    }

    /// `( v … )`: the variation from `v` along its first moves, with the variations of each
    /// move right after it.
    fn variation(&self, out: &mut String, v: NodeId) {
        out.push_str("<span class=\"var\">");
        span(out, "paren", "(");
        let fresh = self.emit(out, v, true);
        self.line_after(out, v, fresh);
        span(out, "paren", ")");
        out.push_str("</span>");
    }

    /// The line after `node`: each next move, then the variations that replace it.
    fn line_after(&self, out: &mut String, mut node: NodeId, mut fresh: bool) {
        loop {
            let children = self.tree().get(node).map(|n| n.children().to_vec()).unwrap_or_default();
            let Some((&main, alts)) = children.split_first() else { return };
            fresh = self.emit(out, main, fresh);
            for &alt in alts {
                self.variation(out, alt);
            }
            fresh |= !alts.is_empty();
            node = main;
        }
    }

    /// A move of a variation: its number where a run of moves starts or the first seat
    /// moves, the move, its comment. Whether the next move starts a run (after a comment).
    fn emit(&self, out: &mut String, node: NodeId, fresh: bool) -> bool {
        let Some(m) = shown(self.session, node, self.lang) else { return fresh };
        if self.pairs && (m.ply % 2 == 1 || fresh) {
            let dots = if m.ply % 2 == 1 { "." } else { "…" };
            span(out, "num", &format!("{}{dots}", m.ply.div_ceil(2)));
        }
        move_button(out, &m, false, self.current, self.lang);
        let comment = self.tree().get(node).map_or("", |n| n.comment());
        if !comment.is_empty() {
            span(out, "note", comment);
        }
        !comment.is_empty()
    }
}
