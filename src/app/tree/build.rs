//! Building a tree from the pieces of a game text or link, read in order: the grammar both
//! share. A move follows the one before it; a glyph or a comment belongs to the move before
//! it; `(` opens a variation that replaces the move before it, `)` returns to the line it
//! interrupted. A comment before the first move is the game's (the root's); one at the start
//! of a variation goes to the variation's first move.

use super::{check_move, Glyph, NodeId, Refusal, Tree, MAX_COMMENT};
use crate::game::ParseError;

/// How deep variations may nest.
pub const MAX_DEPTH: usize = 64;

/// A piece of a game text or link.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token {
    Move(String),
    Glyph(Glyph),
    Comment(String),
    Open,
    Close,
}

type Span = (usize, usize);

/// A line a `(` interrupted: where it stood, and the bracket.
struct Interrupted {
    cursor: NodeId,
    last: Option<NodeId>,
    bracket: Span,
}

pub(super) struct Builder {
    tree: Tree,
    /// The node the next move follows.
    cursor: NodeId,
    /// The last move of this line (a glyph or comment belongs to it, a variation replaces it).
    last: Option<NodeId>,
    /// A comment at the start of a variation, for its first move.
    pending: Option<String>,
    open: Vec<Interrupted>,
}

impl Builder {
    pub fn new() -> Builder {
        Builder { tree: Tree::new(), cursor: NodeId::ROOT, last: None, pending: None, open: Vec::new() }
    }

    pub fn push(&mut self, token: Token, span: Span) -> Result<(), ParseError<Refusal>> {
        let fail = |reason| ParseError::new(reason, span.0, span.1);
        match token {
            Token::Move(mv) => {
                check_move(&mv).map_err(fail)?;
                if self.tree.child(self.cursor, &mv).is_some() {
                    return Err(fail(Refusal::RepeatedMove(mv)));
                }
                let id = self.tree.add(self.cursor, &mv).map_err(fail)?;
                if let Some(comment) = self.pending.take() {
                    self.comment(id, &comment).map_err(fail)?;
                }
                self.cursor = id;
                self.last = Some(id);
            }
            Token::Glyph(glyph) => {
                let id = self.last.ok_or_else(|| fail(Refusal::GlyphBeforeMove))?;
                if self.tree.get(id).and_then(|n| n.glyph()).is_some() {
                    return Err(fail(Refusal::TwoGlyphs));
                }
                self.tree.set_glyph(id, Some(glyph)).map_err(fail)?;
            }
            Token::Comment(text) => match self.last {
                Some(id) => self.comment(id, &text).map_err(fail)?,
                None if self.open.is_empty() => self.comment(NodeId::ROOT, &text).map_err(fail)?,
                None => {
                    let joined = join(self.pending.take().as_deref().unwrap_or(""), &text);
                    self.pending = Some(joined);
                }
            },
            Token::Open => {
                let last = self.last.ok_or_else(|| fail(Refusal::VariationBeforeMove))?;
                if self.open.len() >= MAX_DEPTH {
                    return Err(fail(Refusal::TooDeep { limit: MAX_DEPTH }));
                }
                self.open.push(Interrupted { cursor: self.cursor, last: self.last, bracket: span });
                self.cursor = self.tree.get(last).and_then(|n| n.parent()).unwrap_or(NodeId::ROOT);
                self.last = None;
            }
            Token::Close => {
                let line = self.open.pop().ok_or_else(|| fail(Refusal::UnopenedVariation))?;
                if self.last.is_none() {
                    return Err(fail(Refusal::EmptyVariation));
                }
                self.cursor = line.cursor;
                self.last = line.last;
            }
        }
        Ok(())
    }

    /// The tree read, its current node at the end of the main line.
    pub fn finish(self) -> Result<Tree, ParseError<Refusal>> {
        if let Some(line) = self.open.last() {
            return Err(ParseError::new(Refusal::UnclosedVariation, line.bracket.0, line.bracket.1));
        }
        let mut tree = self.tree;
        tree.to_end();
        Ok(tree)
    }

    /// Adds `text` to the comment of `id` (a move commented twice keeps both, spaced).
    fn comment(&mut self, id: NodeId, text: &str) -> Result<(), Refusal> {
        let old = self.tree.get(id).map_or("", |n| n.comment());
        let joined = join(old, text);
        if joined.chars().count() > MAX_COMMENT {
            return Err(Refusal::CommentTooLong { limit: MAX_COMMENT });
        }
        self.tree.set_comment(id, &joined)
    }
}

fn join(a: &str, b: &str) -> String {
    match (a.trim().is_empty(), b.trim().is_empty()) {
        (true, _) => b.trim().to_string(),
        (false, true) => a.trim().to_string(),
        (false, false) => format!("{} {}", a.trim(), b.trim()),
    }
}
