//! The rules engines, one module per game. None depends on the web or on another engine.

pub mod drake;
pub mod drakoburg;

use crate::game::Text;

/// The games of the suite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    Drake,
    Drakoburg,
}

impl GameKind {
    pub const ALL: &'static [GameKind] = &[GameKind::Drake, GameKind::Drakoburg];

    /// The id used in URLs, the command line and saved games (`drake`).
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Drake => "drake",
            GameKind::Drakoburg => "drakoburg",
        }
    }

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|k| k.id() == id)
    }

    pub fn title(self) -> &'static Text {
        match self {
            GameKind::Drake => &Text { en: "The Drake", cs: "The Drake" },
            GameKind::Drakoburg => &Text { en: "Drakoburg (dragon chess)", cs: "Dračí šachy Drakoburg" },
        }
    }
}
