//! What the page and its tools wasm hand each other, typed: the page asks the tools for a tool
//! ([`ToTools`], with the element it is to fill beside it) and tells them of each position shown;
//! the tools ask the page for the board's arrow, for a position to show and to open a position
//! set up in the editor or a puzzle's ([`ToPage`]). Both cross as plain JavaScript objects through
//! serde-wasm-bindgen (`{ analyse: { game, … } }`, `{ arrow: { notation, before } }`), the
//! page's side in `web::page::tools`, the tools' in `web::tools`.

use crate::ai::wire::{game_id, Position};
use crate::app::link::PuzzlePick;
pub use crate::app::new_game::Started;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::theme::ThemeName;
use serde::{Deserialize, Serialize};

/// The game the page shows, as the tools take it (the study, the pictures).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Shown {
    #[serde(with = "game_id")]
    pub game: GameKind,
    pub start: String,
    /// The line shown: the game, or the variation the board is on.
    pub moves: Vec<String>,
    /// How many of them are played on the board (the rest lie ahead).
    pub shown: usize,
    pub flipped: bool,
    /// The board's size in CSS pixels.
    pub width: f32,
    pub height: f32,
    #[serde(with = "theme_id")]
    pub theme: ThemeName,
    #[serde(with = "lang_code")]
    pub lang: Lang,
}

impl Shown {
    /// The whole line.
    pub fn line(&self) -> Position {
        Position { game: self.game, start: self.start.clone(), moves: self.moves.clone() }
    }

    /// The line up to the position on the board.
    pub fn at(&self) -> Position {
        let moves = self.moves.get(..self.shown).unwrap_or(&self.moves).to_vec();
        Position { moves, ..self.line() }
    }
}

/// What the page asks of the tools.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ToTools {
    /// The whole position in words, into the element given.
    Describe {
        #[serde(with = "game_id")]
        game: GameKind,
        start: String,
        moves: Vec<String>,
        #[serde(with = "lang_code")]
        lang: Lang,
    },
    /// The rules of `game`, into the element given.
    Help {
        #[serde(with = "game_id")]
        game: GameKind,
        #[serde(with = "lang_code")]
        lang: Lang,
        #[serde(with = "theme_id")]
        theme: ThemeName,
    },
    /// The Drake's workshop, into the element given; `variant` from a link, or empty.
    Workshop { variant: String },
    /// The lessons of `game`, into the element given (the page's `<main id="learn">`); the
    /// course is fetched from `lessons/<game>.txt`.
    Lessons {
        #[serde(with = "game_id")]
        game: GameKind,
    },
    /// The puzzles of `game` at the one `pick` names, into the element given (the page's
    /// `<main id="puzzle">`); the set is fetched from `puzzles/<game>.txt`.
    Puzzles {
        #[serde(with = "game_id")]
        game: GameKind,
        #[serde(with = "pick_tail")]
        pick: PuzzlePick,
    },
    /// Live play with a friend, into the element given (the page's `<main id="play-live">`):
    /// inviting to the game shown (its start and moves), unless a live match is under way.
    LiveInvite {
        #[serde(with = "game_id")]
        game: GameKind,
        start: String,
        moves: Vec<String>,
    },
    /// Live play: answering the invitation's offer `code` (empty: back to the match under way).
    LiveJoin { offer: String },
    /// The position editor, starting from `position`, into the element given.
    Editor {
        #[serde(with = "game_id")]
        game: GameKind,
        #[serde(with = "lang_code")]
        lang: Lang,
        #[serde(with = "theme_id")]
        theme: ThemeName,
        position: String,
    },
    /// The Image / GIF dialog for the game shown.
    Pictures(Shown),
    /// The analysis of the position shown: opened, or closed when it is open (the page's
    /// Analyse button).
    Analyse(Shown),
    /// The analysis of the position shown, opened or kept open (a position from the editor).
    AnalyseShown(Shown),
    /// The review of the game shown.
    Review(Shown),
    /// The page shows another position (a move, the move list, another game, the language).
    Shown(Shown),
    /// The New game dialog for the game shown (its fields into the element given).
    NewGame {
        #[serde(with = "game_id")]
        game: GameKind,
        #[serde(with = "lang_code")]
        lang: Lang,
        /// Who plays each seat now, by id (`human`, `computer3`).
        seats: Vec<String>,
        /// The game has moves or a start of its own.
        started: bool,
        /// Preset to go on from the position on the board.
        from_here: bool,
    },
    /// The saves of `game` that were set aside (they could not be read), listed into the
    /// element given, each to restore, export or delete.
    SetAside {
        #[serde(with = "game_id")]
        game: GameKind,
        #[serde(with = "lang_code")]
        lang: Lang,
    },
    /// The share dialog's link for the game shown (its saved text), into the field given.
    Share { record: String },
    /// A game's page is drawn and idle: start the study's worker (its wasm fetched and
    /// compiled), so that Analyse's first line waits only for the search.
    Ready,
}

/// What the tools ask of the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum ToPage {
    /// The board's arrow: a move from the position shown (`before`: from the one before it, the
    /// move that should have been played), or none.
    Arrow { notation: Option<String>, before: bool },
    /// Show the game's position after this many of its moves.
    View(usize),
    /// Open the position set up in the editor or reached in a puzzle (its position text) as a
    /// game of its own, then do `then`.
    SetUp {
        #[serde(with = "game_id")]
        game: GameKind,
        position: String,
        then: Then,
    },
    /// Start what the New game dialog chose in the game shown.
    NewGame(Started),
    /// A set-aside save was restored as the saved game `number` of `game`: show it.
    Restored {
        #[serde(with = "game_id")]
        game: GameKind,
        number: u32,
    },
    /// Offer this text in the export dialog (a set-aside save's, to mend it by hand).
    Export(String),
    /// A set-aside save was deleted: the page counts them again.
    SetAsideChanged,
}

/// What the page does once a position from the editor is its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Then {
    /// Play from here: the New game dialog, to choose the players.
    ChoosePlayers,
    /// The analysis of the position.
    Analyse,
}

/// A language as its code (`"cs"`); any other tag reads as its language.
mod lang_code {
    use crate::game::Lang;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(lang: &Lang, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(lang.code())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Lang, D::Error> {
        Ok(Lang::from_tag(&String::deserialize(d)?))
    }
}

/// A puzzle pick as its link says it after `…/puzzle/` (`""`, `"daily"`, `"streak"`, an id).
mod pick_tail {
    use crate::app::link::PuzzlePick;
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(pick: &PuzzlePick, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(pick.tail())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<PuzzlePick, D::Error> {
        let tail = String::deserialize(d)?;
        PuzzlePick::from_tail(&tail).ok_or_else(|| D::Error::custom("no puzzle is named so"))
    }
}

/// A theme as its id (`"dark"`).
mod theme_id {
    use crate::view::theme::ThemeName;
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(theme: &ThemeName, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(theme.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<ThemeName, D::Error> {
        let id = String::deserialize(d)?;
        ThemeName::from_id(&id).ok_or_else(|| D::Error::custom("there is no such theme"))
    }
}
