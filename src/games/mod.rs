//! The rules engines, one module per game. None depends on the web or on another engine.

pub mod camelot;
pub mod drake;
pub mod drakoburg;
pub mod shamrock;

use crate::game::Text;

/// The games of the suite.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GameKind {
    Drake,
    Camelot,
    Drakoburg,
    Shamrock,
}

impl GameKind {
    pub const ALL: &'static [GameKind] = &[GameKind::Drake, GameKind::Camelot, GameKind::Drakoburg, GameKind::Shamrock];

    /// The id used in URLs, the command line and saved games (`drake`).
    pub fn id(self) -> &'static str {
        match self {
            GameKind::Drake => "drake",
            GameKind::Camelot => "camelot",
            GameKind::Drakoburg => "drakoburg",
            GameKind::Shamrock => "shamrock",
        }
    }

    /// The colours of the seats, in turn order, for the largest table the game allows.
    pub fn seat_colours(self) -> &'static [crate::game::Colour] {
        use crate::game::Colour::*;
        match self {
            GameKind::Drake => &[Blue, Orange],
            GameKind::Camelot | GameKind::Drakoburg => &[White, Black],
            GameKind::Shamrock => &[Red, Yellow, Blue],
        }
    }

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|k| k.id() == id)
    }

    pub fn title(self) -> &'static Text {
        match self {
            GameKind::Drake => &Text { en: "The Drake", cs: "The Drake" },
            GameKind::Camelot => &Text { en: "Camelot", cs: "Camelot" },
            GameKind::Drakoburg => &Text { en: "Drakoburg", cs: "Drakoburg" },
            GameKind::Shamrock => &Text { en: "Shamrock", cs: "Shamrock" },
        }
    }
}

/// Perft from the default start position of `kind` (for benchmarks).
pub fn perft_start(kind: GameKind, depth: usize) -> u64 {
    use crate::game::Game;
    fn count<G: Game>(depth: usize) -> u64 {
        G::new(&Default::default()).map_or(0, |mut g| crate::game::perft(&mut g, depth))
    }
    match kind {
        GameKind::Drake => count::<drake::Drake>(depth),
        GameKind::Camelot => count::<camelot::Camelot>(depth),
        GameKind::Drakoburg => count::<drakoburg::Drakoburg>(depth),
        GameKind::Shamrock => count::<shamrock::Shamrock>(depth),
    }
}
