//! Everything the move tree refuses — a move text it cannot hold, an edit of a node that is
//! not there, a game text or link that does not read — as kinds, each with its words.

use crate::game::Text;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A move must have a notation.
    EmptyMove,
    /// A move's notation is longer than `limit` bytes.
    MoveTooLong { limit: usize },
    /// A move's notation holds a character the game text uses for its structure (spaces,
    /// brackets, braces) or a control character.
    MoveCharacter(char),
    /// A move's notation ends in `!` or `?`: those marks are the glyph, kept apart.
    MoveMarked(String),
    /// A move's notation starts like a move number (`12.`).
    MoveLikeNumber(String),
    /// The tree would hold more than `limit` moves.
    TooManyMoves { limit: usize },
    /// A comment longer than `limit` characters.
    CommentTooLong { limit: usize },
    /// The node is not (or no longer) in the tree.
    NoNode,
    /// The start of the game is not a move: it has no glyph and cannot be deleted.
    NotAMove,
    /// The text is longer than `limit` bytes (refused before reading it).
    TooLong { limit: usize },
    /// Variations nested deeper than `limit`.
    TooDeep { limit: usize },
    /// A `{` without its `}`.
    UnclosedComment,
    /// A `}` with no comment open.
    StrayBrace,
    /// A `(` without its `)`.
    UnclosedVariation,
    /// A `)` with no variation open.
    UnopenedVariation,
    /// `()`: a variation without a move.
    EmptyVariation,
    /// A variation must follow the move it replaces.
    VariationBeforeMove,
    /// A glyph must follow a move.
    GlyphBeforeMove,
    /// A move with two glyphs.
    TwoGlyphs,
    /// A variation repeats a move already there (`e4 (e4)`).
    RepeatedMove(String),
    /// A comment's `\` escape is not one of `\\ \} \n \t \u{…}`, or a link's `%` escape is bad.
    BadEscape(String),
    /// The tree's main line differs from the saved game's `moves` line at this move (from 1).
    MainLineDiffers(usize),
}

impl crate::game::Refusal for Refusal {
    fn text(&self) -> &'static Text {
        match self {
            Refusal::EmptyMove => &crate::rare_text!("A move cannot be empty.", "Tah nemůže být prázdný."),
            Refusal::MoveTooLong { .. } => {
                &crate::rare_text!("A move can be at most {0} characters long.", "Tah může mít nejvýše {0} znaků.")
            }
            Refusal::MoveCharacter(_) => {
                &crate::rare_text!("A move cannot contain the character “{0}”.", "Tah nemůže obsahovat znak „{0}“.")
            }
            Refusal::MoveMarked(_) => &crate::rare_text!(
                "“{0}”: a mark such as ! or ? goes after the move, separated by a space.",
                "„{0}“: značka jako ! nebo ? se píše za tah a oddělí se mezerou."
            ),
            Refusal::MoveLikeNumber(_) => &crate::rare_text!(
                "“{0}” looks like a move number, not a move.",
                "„{0}“ vypadá jako číslo tahu, ne jako tah."
            ),
            Refusal::TooManyMoves { .. } => &crate::text!(
                "A game can hold at most {0} moves with its variations.",
                "Partie může mít i s variantami nejvýše {0} tahů."
            ),
            Refusal::CommentTooLong { .. } => {
                &crate::text!("A comment can be at most {0} characters long.", "Komentář může mít nejvýše {0} znaků.")
            }
            Refusal::NoNode => &crate::text!("That move is no longer in the game.", "Ten tah už v partii není."),
            Refusal::NotAMove => &crate::text!("The start of the game is not a move.", "Začátek partie není tah."),
            Refusal::TooLong { .. } => &crate::text!(
                "The game text is too long (more than {0} bytes).",
                "Text partie je příliš dlouhý (víc než {0} bajtů)."
            ),
            Refusal::TooDeep { .. } => &crate::rare_text!(
                "Variations are nested more than {0} deep.",
                "Varianty jsou vnořené hlouběji než {0}."
            ),
            Refusal::UnclosedComment => {
                &crate::rare_text!("A comment “{” is not closed by “}”.", "Komentář „{“ není uzavřen znakem „}“.")
            }
            Refusal::StrayBrace => &crate::rare_text!("A “}” closes no comment.", "Znak „}“ neuzavírá žádný komentář."),
            Refusal::UnclosedVariation => {
                &crate::rare_text!("A variation “(” is not closed by “)”.", "Varianta „(“ není uzavřena znakem „)“.")
            }
            Refusal::UnopenedVariation => {
                &crate::rare_text!("A “)” closes no variation.", "Znak „)“ neuzavírá žádnou variantu.")
            }
            Refusal::EmptyVariation => &crate::rare_text!("A variation has no move.", "Varianta nemá žádný tah."),
            Refusal::VariationBeforeMove => &crate::rare_text!(
                "A variation must follow the move it replaces.",
                "Varianta musí následovat za tahem, který nahrazuje."
            ),
            Refusal::GlyphBeforeMove => {
                &crate::rare_text!("A mark such as ?! must follow a move.", "Značka jako ?! musí následovat za tahem.")
            }
            Refusal::TwoGlyphs => &crate::rare_text!("A move has two marks such as ?!.", "Tah má dvě značky jako ?!."),
            Refusal::RepeatedMove(_) => &crate::rare_text!(
                "The variation repeats the move “{0}” that is already there.",
                "Varianta opakuje tah „{0}“, který už tam je."
            ),
            Refusal::BadEscape(_) => {
                &crate::rare_text!("“{0}” is not a valid escape.", "„{0}“ není platná úniková sekvence.")
            }
            Refusal::MainLineDiffers(_) => &crate::rare_text!(
                "The annotated game differs from the list of moves at move {0}.",
                "Komentovaná partie se liší od seznamu tahů v tahu {0}."
            ),
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Refusal::MoveTooLong { limit }
            | Refusal::TooManyMoves { limit }
            | Refusal::CommentTooLong { limit }
            | Refusal::TooLong { limit }
            | Refusal::TooDeep { limit } => vec![limit.to_string()],
            Refusal::MainLineDiffers(ply) => vec![ply.to_string()],
            Refusal::MoveCharacter(c) => vec![shown(*c)],
            Refusal::MoveMarked(s) | Refusal::MoveLikeNumber(s) | Refusal::RepeatedMove(s) | Refusal::BadEscape(s) => {
                vec![s.clone()]
            }
            _ => Vec::new(),
        }
    }
}

/// A character as a refusal shows it: itself, or its escape (`\u{7}`, `\t`) when it cannot
/// be seen: a control, a space other than ' ', a zero-width or direction mark. Not
/// `escape_debug`, whose tables of printable characters cost the page 1.1 KB.
fn shown(c: char) -> String {
    let unseen = matches!(c, '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2028}'..='\u{202e}' | '\u{2060}'..='\u{206f}' | '\u{feff}');
    if c.is_control() || (c.is_whitespace() && c != ' ') || unseen {
        c.escape_default().to_string()
    } else {
        c.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::Refusal::{self, *};
    use crate::game::Refusal as _;

    /// What an edit in play meets (a move, a comment, a node) is said at once, so its words
    /// come with the page; what only a game text or link meets is rare (`rare_text!`: the page
    /// fetches those words once idle).
    #[test]
    fn only_what_a_text_meets_is_rare() {
        let s = || "x".to_string();
        let in_play = [TooManyMoves { limit: 1 }, CommentTooLong { limit: 1 }, NoNode, NotAMove, TooLong { limit: 1 }];
        let of_texts = [
            EmptyMove,
            MoveTooLong { limit: 1 },
            MoveCharacter('\t'),
            MoveMarked(s()),
            MoveLikeNumber(s()),
            TooDeep { limit: 1 },
            UnclosedComment,
            StrayBrace,
            UnclosedVariation,
            UnopenedVariation,
            EmptyVariation,
            VariationBeforeMove,
            GlyphBeforeMove,
            TwoGlyphs,
            RepeatedMove(s()),
            BadEscape(s()),
            MainLineDiffers(1),
        ];
        let rare = |r: &Refusal| crate::game::words::is_rare_text(r.text());
        assert!(in_play.iter().all(|r| !rare(r)) && of_texts.iter().all(rare));
        // Every kind is in one of the two lists.
        for r in in_play.iter().chain(&of_texts) {
            match r {
                EmptyMove
                | MoveTooLong { .. }
                | MoveCharacter(_)
                | MoveMarked(_)
                | MoveLikeNumber(_)
                | TooManyMoves { .. }
                | CommentTooLong { .. }
                | NoNode
                | NotAMove
                | TooLong { .. }
                | TooDeep { .. }
                | UnclosedComment
                | StrayBrace
                | UnclosedVariation
                | UnopenedVariation
                | EmptyVariation
                | VariationBeforeMove
                | GlyphBeforeMove
                | TwoGlyphs
                | RepeatedMove(_)
                | BadEscape(_)
                | MainLineDiffers(_) => {}
            }
        }
    }
}
