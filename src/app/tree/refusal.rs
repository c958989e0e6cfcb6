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
            Refusal::EmptyMove => &Text { en: "A move cannot be empty.", cs: "Tah nemůže být prázdný." },
            Refusal::MoveTooLong { .. } => {
                &Text { en: "A move can be at most {0} characters long.", cs: "Tah může mít nejvýše {0} znaků." }
            }
            Refusal::MoveCharacter(_) => &Text {
                en: "A move cannot contain the character “{0}”.",
                cs: "Tah nemůže obsahovat znak „{0}“.",
            },
            Refusal::MoveMarked(_) => &Text {
                en: "“{0}”: a mark such as ! or ? goes after the move, separated by a space.",
                cs: "„{0}“: značka jako ! nebo ? se píše za tah a oddělí se mezerou.",
            },
            Refusal::MoveLikeNumber(_) => &Text {
                en: "“{0}” looks like a move number, not a move.",
                cs: "„{0}“ vypadá jako číslo tahu, ne jako tah.",
            },
            Refusal::TooManyMoves { .. } => &Text {
                en: "A game can hold at most {0} moves with its variations.",
                cs: "Partie může mít i s variantami nejvýše {0} tahů.",
            },
            Refusal::CommentTooLong { .. } => &Text {
                en: "A comment can be at most {0} characters long.",
                cs: "Komentář může mít nejvýše {0} znaků.",
            },
            Refusal::NoNode => &Text { en: "That move is no longer in the game.", cs: "Ten tah už v partii není." },
            Refusal::NotAMove => {
                &Text { en: "The start of the game is not a move.", cs: "Začátek partie není tah." }
            }
            Refusal::TooLong { .. } => &Text {
                en: "The game text is too long (more than {0} bytes).",
                cs: "Text partie je příliš dlouhý (víc než {0} bajtů).",
            },
            Refusal::TooDeep { .. } => &Text {
                en: "Variations are nested more than {0} deep.",
                cs: "Varianty jsou vnořené hlouběji než {0}.",
            },
            Refusal::UnclosedComment => &Text {
                en: "A comment “{” is not closed by “}”.",
                cs: "Komentář „{“ není uzavřen znakem „}“.",
            },
            Refusal::StrayBrace => {
                &Text { en: "A “}” closes no comment.", cs: "Znak „}“ neuzavírá žádný komentář." }
            }
            Refusal::UnclosedVariation => &Text {
                en: "A variation “(” is not closed by “)”.",
                cs: "Varianta „(“ není uzavřena znakem „)“.",
            },
            Refusal::UnopenedVariation => {
                &Text { en: "A “)” closes no variation.", cs: "Znak „)“ neuzavírá žádnou variantu." }
            }
            Refusal::EmptyVariation => &Text { en: "A variation has no move.", cs: "Varianta nemá žádný tah." },
            Refusal::VariationBeforeMove => &Text {
                en: "A variation must follow the move it replaces.",
                cs: "Varianta musí následovat za tahem, který nahrazuje.",
            },
            Refusal::GlyphBeforeMove => {
                &Text { en: "A mark such as ?! must follow a move.", cs: "Značka jako ?! musí následovat za tahem." }
            }
            Refusal::TwoGlyphs => &Text { en: "A move has two marks such as ?!.", cs: "Tah má dvě značky jako ?!." },
            Refusal::RepeatedMove(_) => &Text {
                en: "The variation repeats the move “{0}” that is already there.",
                cs: "Varianta opakuje tah „{0}“, který už tam je.",
            },
            Refusal::BadEscape(_) => {
                &Text { en: "“{0}” is not a valid escape.", cs: "„{0}“ není platná úniková sekvence." }
            }
            Refusal::MainLineDiffers(_) => &Text {
                en: "The annotated game differs from the list of moves at move {0}.",
                cs: "Komentovaná partie se liší od seznamu tahů v tahu {0}.",
            },
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
            Refusal::MoveCharacter(c) => vec![c.escape_debug().to_string()],
            Refusal::MoveMarked(s) | Refusal::MoveLikeNumber(s) | Refusal::RepeatedMove(s) | Refusal::BadEscape(s) => {
                vec![s.clone()]
            }
            _ => Vec::new(),
        }
    }
}
