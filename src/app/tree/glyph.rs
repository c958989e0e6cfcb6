//! The annotation marks a move can carry, as chess players write them.

/// A judgement of a move: `!!` `!` `!?` `?!` `?` `??`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Glyph {
    /// `!!`
    Brilliant,
    /// `!`
    Good,
    /// `!?`
    Interesting,
    /// `?!` (the review's inaccuracy)
    Dubious,
    /// `?` (the review's mistake)
    Mistake,
    /// `??` (the review's blunder)
    Blunder,
}

impl Glyph {
    pub const ALL: [Glyph; 6] =
        [Glyph::Brilliant, Glyph::Good, Glyph::Interesting, Glyph::Dubious, Glyph::Mistake, Glyph::Blunder];

    /// The mark as written after a move.
    pub fn symbol(self) -> &'static str {
        match self {
            Glyph::Brilliant => "!!",
            Glyph::Good => "!",
            Glyph::Interesting => "!?",
            Glyph::Dubious => "?!",
            Glyph::Mistake => "?",
            Glyph::Blunder => "??",
        }
    }

    /// The glyph written `symbol`, if it is one.
    pub fn from_symbol(symbol: &str) -> Option<Glyph> {
        Glyph::ALL.into_iter().find(|g| g.symbol() == symbol)
    }

    /// Splits a glyph written straight after a move (`E6-E7?!`, as PGN readers accept) into
    /// the move and the glyph; `None` when `token` does not end in one or is nothing else.
    pub fn split_suffix(token: &str) -> Option<(&str, Glyph)> {
        let marks = token.len() - token.trim_end_matches(['!', '?']).len();
        let cut = token.len() - marks.min(2);
        let (mv, mark) = token.split_at_checked(cut)?;
        (!mv.is_empty() && marks > 0).then_some(())?;
        Some((mv, Glyph::from_symbol(mark)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_read_back() {
        for g in Glyph::ALL {
            assert_eq!(Glyph::from_symbol(g.symbol()), Some(g));
        }
        assert_eq!(Glyph::from_symbol("?!?"), None);
        assert_eq!(Glyph::from_symbol(""), None);
    }

    #[test]
    fn suffixes_split_off_a_move() {
        assert_eq!(Glyph::split_suffix("E6-E7?!"), Some(("E6-E7", Glyph::Dubious)));
        assert_eq!(Glyph::split_suffix("b2xc3!"), Some(("b2xc3", Glyph::Good)));
        // Three marks: the last two are the glyph and the move keeps one (the tree refuses it).
        assert_eq!(Glyph::split_suffix("a1!!!"), Some(("a1!", Glyph::Brilliant)));
        assert_eq!(Glyph::split_suffix("!c3"), None);
        assert_eq!(Glyph::split_suffix("??"), None);
        assert_eq!(Glyph::split_suffix("a1"), None);
    }
}
