//! The rules engines, one module per game. None depends on the web or on another engine.

pub mod camelot;
pub mod drake;

use crate::game::Text;

/// The games of the suite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    Drake,
    Camelot,
}

impl GameKind {
    pub const ALL: &'static [GameKind] = &[GameKind::Drake, GameKind::Camelot];

    /// The id used in URLs, the command line and saved games (`drake`).
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Drake => "drake",
            GameKind::Camelot => "camelot",
        }
    }

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|k| k.id() == id)
    }

    pub fn title(self) -> &'static Text {
        match self {
            GameKind::Drake => &Text { en: "The Drake", cs: "The Drake" },
            GameKind::Camelot => &Text { en: "Camelot", cs: "Camelot" },
        }
    }
}
