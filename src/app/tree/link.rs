//! The tree in a share link: the value of the fragment's `m=` parameter, extended.
//!
//! Today's links carry the moves as `m=@b1~@c4~@b2`: each move percent-encoded by
//! `app::link::encode` (which never leaves `(`, `)`, `'`, `?` or `~` bare), joined by `~`.
//! The tree adds words that no encoded move can be, so every old `m=` value is a tree of one
//! line and reads as before:
//!
//! - `(` and `)` open and close a variation (it replaces the move before it);
//! - a glyph as it is written: `!!` `!` `!?` `?!` `?` `??` (after its move);
//! - `'` then the percent-encoded text: a comment on the move before it (before any move: on
//!   the game).
//!
//! ```text
//! #/camelot?m='Club%20game~E6-E7~?!~'too%20slow~(~F6-F7~!~D11-D9~)~D11-D9~F6-F7
//! ```
//!
//! All characters used are allowed bare in a URL fragment and kept by browsers. The main line
//! is in the same value, so a link carries each move once. Reading refuses a value longer than
//! [`MAX_LINK`] bytes at once; errors are kinds of [`Refusal`] with the byte span in the value.

use super::build::{Builder, Token};
use super::{Glyph, Item, NodeId, Refusal, Tree};
use crate::app::link::{decode, encode};
use crate::game::ParseError;

/// The longest `m=` value read, in bytes.
pub const MAX_LINK: usize = 128 * 1024;

/// The tree as the value of `m=` (for a plain tree exactly today's list of moves).
pub fn write(tree: &Tree) -> String {
    let mut words: Vec<String> = Vec::new();
    let root = tree.get(NodeId::ROOT).map_or("", |n| n.comment());
    if !root.is_empty() {
        words.push(format!("'{}", encode(root)));
    }
    for item in tree.items() {
        match item {
            Item::Open => words.push("(".into()),
            Item::Close => words.push(")".into()),
            Item::Move { node, .. } => {
                let Some(n) = tree.get(node) else { continue };
                words.push(encode(n.mv()));
                if let Some(g) = n.glyph() {
                    words.push(g.symbol().into());
                }
                if !n.comment().is_empty() {
                    words.push(format!("'{}", encode(n.comment())));
                }
            }
        }
    }
    words.join("~")
}

/// Reads an `m=` value (not yet percent-decoded), old or new, into a tree whose current node
/// is the end of the main line.
pub fn read(value: &str) -> Result<Tree, ParseError<Refusal>> {
    if value.len() > MAX_LINK {
        return Err(ParseError::new(Refusal::TooLong { limit: MAX_LINK }, 0, value.len()));
    }
    let mut builder = Builder::new();
    let mut start = 0;
    for word in value.split('~') {
        let span = (start, start + word.len());
        start = span.1 + 1;
        if word.is_empty() {
            continue;
        }
        let decoded =
            |raw: &str| decode(raw).ok_or_else(|| ParseError::new(Refusal::BadEscape(word.into()), span.0, span.1));
        let token = match word {
            "(" => Token::Open,
            ")" => Token::Close,
            _ => match (Glyph::from_symbol(word), word.strip_prefix('\'')) {
                (Some(glyph), _) => Token::Glyph(glyph),
                (None, Some(comment)) => Token::Comment(decoded(comment)?),
                (None, None) => Token::Move(decoded(word)?),
            },
        };
        builder.push(token, span)?;
    }
    builder.finish()
}
