//! What an engine refuses, and why — as kinds that code matches on, each with its words.
//!
//! Every engine has one enum of refusals (a move the rules do not allow, a position text or a
//! move text that does not read, a set-up option out of range). Tests and the UI match on the
//! kinds; the words a player reads come from [`Refusal::text`] and [`Refusal::args`]. Where the
//! engine is not known (the object-safe table, a saved game of any kind) the refusal travels
//! erased as a [`Reason`]: its text and arguments, which is itself a `Refusal`.

use super::text::{Lang, Reason, Text};
use std::fmt;

/// A reason an engine refuses something: a kind with its bilingual sentence.
pub trait Refusal: Clone + fmt::Debug + PartialEq + 'static {
    /// The sentence, with `{0}`, `{1}` … for the arguments.
    fn text(&self) -> &'static Text;

    /// The language-neutral arguments (squares, numbers, notation).
    fn args(&self) -> Vec<String> {
        Vec::new()
    }

    /// The refusal erased to its words.
    fn reason(&self) -> Reason {
        Reason::echoing(self.text(), self.args())
    }

    /// The sentence in `lang` (from [`Refusal::reason`], which cuts long arguments).
    fn render(&self, lang: Lang) -> String {
        self.reason().render(lang)
    }
}

impl Refusal for Reason {
    fn text(&self) -> &'static Text {
        self.text
    }

    fn args(&self) -> Vec<String> {
        self.args.clone()
    }

    fn reason(&self) -> Reason {
        self.clone()
    }
}

/// A text (a position, a move, a saved game) that does not read: why, and the byte range of
/// the offending part of the input, so the UI can point at it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError<R = Reason> {
    pub reason: R,
    pub span: (usize, usize),
}

impl<R: Refusal> ParseError<R> {
    pub fn new(reason: R, start: usize, end: usize) -> ParseError<R> {
        ParseError { reason, span: (start, end) }
    }

    /// Moves the span by `offset` bytes: for a part parsed out of a larger text.
    pub fn shifted(mut self, offset: usize) -> ParseError<R> {
        self.span = (self.span.0 + offset, self.span.1 + offset);
        self
    }

    /// The span made safe for the `text` it points into: inside it and widened to whole
    /// characters, so that the UI can always cut the text with it (found by fuzzing: a
    /// parser pointing at one byte of a multi-byte character).
    pub fn within(mut self, text: &str) -> ParseError<R> {
        let mut start = self.span.0.min(text.len());
        let mut end = self.span.1.clamp(start, text.len());
        while !text.is_char_boundary(start) {
            start -= 1;
        }
        while !text.is_char_boundary(end) {
            end += 1;
        }
        self.span = (start, end);
        self
    }

    /// The same error with its reason erased to words.
    pub fn erase(&self) -> ParseError {
        ParseError { reason: self.reason.reason(), span: self.span }
    }
}

impl ParseError {
    /// The message `text` filled with `args`, about the bytes `start..end`.
    pub fn at(text: &'static Text, args: &[&dyn fmt::Display], start: usize, end: usize) -> ParseError {
        ParseError::new(Reason::with(text, args), start, end)
    }
}

impl<R: Refusal> fmt::Display for ParseError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} (at {}..{})", self.reason.render(Lang::En), self.span.0, self.span.1)
    }
}

/// Splits `text` at `sep`, with each part's byte offset (for errors that point at a part).
pub fn split_at(text: &str, sep: char) -> Vec<(usize, &str)> {
    let mut offset = 0;
    text.split(sep)
        .map(|part| {
            let here = offset;
            offset += part.len() + sep.len_utf8();
            (here, part)
        })
        .collect()
}

/// Reading a move from its notation fails in one of two ways.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError<R = Reason> {
    /// The text is not a move in this game's notation.
    Syntax(ParseError<R>),
    /// It names a move the rules do not allow in this position.
    Illegal(R),
}

impl<R: Refusal> MoveError<R> {
    /// A syntax error's span made safe for `text` (see [`ParseError::within`]).
    pub fn within(self, text: &str) -> MoveError<R> {
        match self {
            MoveError::Syntax(e) => MoveError::Syntax(e.within(text)),
            illegal => illegal,
        }
    }

    /// Why, whichever way it failed.
    pub fn kind(&self) -> &R {
        match self {
            MoveError::Syntax(e) => &e.reason,
            MoveError::Illegal(r) => r,
        }
    }

    /// Why, in words.
    pub fn reason(&self) -> Reason {
        self.kind().reason()
    }
}

impl<R: Refusal> fmt::Display for MoveError<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.kind().render(Lang::En))
    }
}

impl<R> From<ParseError<R>> for MoveError<R> {
    fn from(e: ParseError<R>) -> Self {
        MoveError::Syntax(e)
    }
}
