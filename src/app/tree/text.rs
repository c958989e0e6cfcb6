//! The tree as movetext, PGN-like, for the game text (export, import, autosave):
//!
//! ```text
//! {Blitz at the club} 1. E6-E7 ?! {too slow} (1. F6-F7 ! D11-D9 (1... D11-D10) 2. G6-G7) 1... D11-D9 2. F6-F7
//! ```
//!
//! - moves are separated by spaces; a glyph (`!!` `!` `!?` `?!` `?` `??`) follows its move as a
//!   word of its own (read also glued on, `E6-E7?!`, as PGN readers accept);
//! - `{…}` is a comment on the move before it (before the first move: on the game); inside it
//!   `\\`, `\}`, `\n`, `\t` and `\u{hex}` (any other control character) are escapes, so a
//!   comment never ends the text's line;
//! - `( … )` is a variation replacing the move before it, nested to any depth up to 64;
//! - move numbers (`1.`, `1...`) are written for games whose two seats alternate
//!   ([`Numbers::Pairs`]) and skipped when read, wherever they stand;
//! - reading refuses a text longer than [`MAX_TEXT`] bytes before looking at it, and every
//!   error is a kind of [`Refusal`] with the byte span of the offending part
//!   ([`line_column`] turns it into a line and a column).
//!
//! How the saved game carries it (what `record.rs` is to do): the `moves` line stays the main
//! line, so every reader of old texts still works, and a `tree <movetext>` line follows only
//! when the tree has more than the main line ([`Tree::is_plain`]); [`read_checked`] reads it
//! back and refuses it if its main line is not the `moves` line.

use super::build::{Builder, Token};
use super::{Glyph, Item, NodeId, Refusal, Tree};
use crate::game::ParseError;

/// The longest movetext read, in bytes.
pub const MAX_TEXT: usize = 256 * 1024;

/// How moves are numbered when written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Numbers {
    /// `1. a b 2. c d`, `1... b` where a line resumes with the second seat: for games whose two
    /// seats alternate (The Drake, Camelot, Drakoburg).
    Pairs,
    /// No numbers (Shamrock: a turn is several actions, and there may be three seats).
    Off,
}

/// The tree as movetext.
pub fn write(tree: &Tree, numbers: Numbers) -> String {
    let mut out = String::new();
    let word = |out: &mut String, w: &str| {
        if !out.is_empty() && !out.ends_with('(') && w != ")" {
            out.push(' ');
        }
        out.push_str(w);
    };
    let root = tree.get(NodeId::ROOT).map_or("", |n| n.comment());
    if !root.is_empty() {
        word(&mut out, &comment(root));
    }
    for item in tree.items() {
        match item {
            Item::Open => word(&mut out, "("),
            Item::Close => word(&mut out, ")"),
            Item::Move { node, fresh } => {
                let Some(n) = tree.get(node) else { continue };
                if numbers == Numbers::Pairs {
                    let number = n.ply().div_ceil(2);
                    if n.ply() % 2 == 1 {
                        word(&mut out, &format!("{number}."));
                    } else if fresh {
                        word(&mut out, &format!("{number}..."));
                    }
                }
                word(&mut out, n.mv());
                if let Some(g) = n.glyph() {
                    word(&mut out, g.symbol());
                }
                if !n.comment().is_empty() {
                    word(&mut out, &comment(n.comment()));
                }
            }
        }
    }
    out
}

fn comment(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('{');
    for c in text.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '}' => out.push_str("\\}"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('}');
    out
}

/// Reads movetext back into a tree, its current node at the end of the main line.
pub fn read(text: &str) -> Result<Tree, ParseError<Refusal>> {
    if text.len() > MAX_TEXT {
        return Err(ParseError::new(Refusal::TooLong { limit: MAX_TEXT }, 0, text.len()));
    }
    let mut builder = Builder::new();
    let mut at = 0;
    while let Some((token, start, end)) = next(text, at)? {
        builder.push(token, (start, end))?;
        at = end;
    }
    builder.finish()
}

/// Reads the `tree` line of a saved game and checks that its main line is the `moves` line.
pub fn read_checked(text: &str, main: &[String]) -> Result<Tree, ParseError<Refusal>> {
    let tree = read(text)?;
    let line = tree.main_moves();
    match line.iter().zip(main).position(|(a, b)| a != b) {
        Some(i) => Err(ParseError::new(Refusal::MainLineDiffers(i + 1), 0, text.len())),
        None if line.len() != main.len() => {
            Err(ParseError::new(Refusal::MainLineDiffers(line.len().min(main.len()) + 1), 0, text.len()))
        }
        None => Ok(tree),
    }
}

/// The next token at or after byte `at`: the token, its start and end. A word that is only a
/// move number yields nothing of its own; a word with a glued glyph yields the move, and the
/// glyph comes next (its span is the glyph's bytes).
fn next(text: &str, at: usize) -> Result<Option<(Token, usize, usize)>, ParseError<Refusal>> {
    let mut start = at;
    loop {
        let rest = text.get(start..).unwrap_or("");
        let trimmed = rest.trim_start();
        start += rest.len() - trimmed.len();
        let Some(c) = trimmed.chars().next() else { return Ok(None) };
        match c {
            '(' => return Ok(Some((Token::Open, start, start + 1))),
            ')' => return Ok(Some((Token::Close, start, start + 1))),
            '}' => return Err(ParseError::new(Refusal::StrayBrace, start, start + 1)),
            '{' => {
                let (body, end) = comment_body(text, start)?;
                return Ok(Some((Token::Comment(body), start, end)));
            }
            _ => {}
        }
        let len =
            trimmed.find(|c: char| c.is_whitespace() || matches!(c, '(' | ')' | '{' | '}')).unwrap_or(trimmed.len());
        let word = trimmed.get(..len).unwrap_or_default();
        let skip = number_prefix(word);
        let (word, word_start) = (word.get(skip..).unwrap_or_default(), start + skip);
        if word.is_empty() {
            start += len;
            continue;
        }
        let token = if let Some(glyph) = Glyph::from_symbol(word) {
            Token::Glyph(glyph)
        } else if let Some((mv, _)) = Glyph::split_suffix(word) {
            // The move now; the glyph is read as the next token, from where the move ends.
            return Ok(Some((Token::Move(mv.to_string()), word_start, word_start + mv.len())));
        } else {
            Token::Move(word.to_string())
        };
        return Ok(Some((token, word_start, start + len)));
    }
}

/// The length of a move number at the start of `word` (`12.`, `3...`), 0 if there is none.
pub fn number_prefix(word: &str) -> usize {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = word.get(digits..).unwrap_or_default();
    let dots = rest.len() - rest.trim_start_matches('.').len();
    if digits > 0 && dots > 0 {
        digits + dots
    } else {
        0
    }
}

/// The text of the comment whose `{` is at `open`, unescaped, and the byte after its `}`.
fn comment_body(text: &str, open: usize) -> Result<(String, usize), ParseError<Refusal>> {
    let mut body = String::new();
    let mut chars = text.get(open + 1..).unwrap_or("").char_indices().map(|(i, c)| (open + 1 + i, c));
    while let Some((i, c)) = chars.next() {
        match c {
            '}' => return Ok((body, i + 1)),
            '\\' => {
                let bad = |end: usize| {
                    let seen = text.get(i..end).unwrap_or("\\").to_string();
                    ParseError::new(Refusal::BadEscape(seen), i, end).within(text)
                };
                match chars.next() {
                    Some((_, '\\')) => body.push('\\'),
                    Some((_, '}')) => body.push('}'),
                    Some((_, 'n')) => body.push('\n'),
                    Some((_, 't')) => body.push('\t'),
                    Some((j, 'u')) => {
                        let rest = text.get(j + 1..).unwrap_or("");
                        let close = rest.find('}').filter(|&k| rest.starts_with('{') && k <= 7);
                        let code =
                            close.and_then(|k| u32::from_str_radix(rest.get(1..k)?, 16).ok()).and_then(char::from_u32);
                        let (Some(code), Some(k)) = (code, close) else { return Err(bad(j + 1)) };
                        body.push(code);
                        // Skip the `{hex}` just read.
                        for _ in 0..rest.get(..=k).unwrap_or_default().chars().count() {
                            chars.next();
                        }
                    }
                    Some((j, other)) => return Err(bad(j + other.len_utf8())),
                    None => return Err(bad(i + 1)),
                }
            }
            c => body.push(c),
        }
    }
    Err(ParseError::new(Refusal::UnclosedComment, open, text.len()))
}

/// The line and column (both from 1, the column in characters) of byte `at` of `text`.
pub fn line_column(text: &str, at: usize) -> (usize, usize) {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let before = text.get(..at).unwrap_or_default();
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}
