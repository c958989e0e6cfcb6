//! The rules engines, one module per game. None depends on the web or on another engine.

pub mod camelot;
pub mod drake;
pub mod drakoburg;
pub mod shamrock;

use crate::game::Text;

/// Runs `$body` with `$G` bound to the engine type of the game `$kind`. This is the one place
/// that ties a kind of game to its engine: its view (`BoardView`), computer player
/// (`Evaluate`), command line and app all follow from the engine type's traits. Adding a game
/// is a variant of [`GameKind`] (with its id and title) and an arm here.
#[macro_export]
macro_rules! with_game {
    ($kind:expr, $G:ident => $body:expr) => {
        match $kind {
            $crate::games::GameKind::Drake => {
                type $G = $crate::games::drake::Drake;
                $body
            }
            $crate::games::GameKind::Camelot => {
                type $G = $crate::games::camelot::Camelot;
                $body
            }
            $crate::games::GameKind::Drakoburg => {
                type $G = $crate::games::drakoburg::Drakoburg;
                $body
            }
            $crate::games::GameKind::Shamrock => {
                type $G = $crate::games::shamrock::Shamrock;
                $body
            }
        }
    };
}

/// `with_game!` for the code a page's wasm carries (opening a table, replaying a saved game's
/// tree): only the arms of the games this build carries (see [`carried`]) are compiled, and any
/// other kind runs `$elsewhere`, so that a page built for one game links no other engine or view.
/// Not exported: its `cfg`s must be read with this crate's features.
macro_rules! with_carried {
    ($kind:expr, $G:ident => $body:expr, elsewhere => $elsewhere:expr) => {
        match $kind {
            #[cfg(feature = "drake")]
            $crate::games::GameKind::Drake => {
                type $G = $crate::games::drake::Drake;
                $body
            }
            #[cfg(feature = "camelot")]
            $crate::games::GameKind::Camelot => {
                type $G = $crate::games::camelot::Camelot;
                $body
            }
            #[cfg(feature = "drakoburg")]
            $crate::games::GameKind::Drakoburg => {
                type $G = $crate::games::drakoburg::Drakoburg;
                $body
            }
            #[cfg(feature = "shamrock")]
            $crate::games::GameKind::Shamrock => {
                type $G = $crate::games::shamrock::Shamrock;
                $body
            }
            #[allow(unreachable_patterns)]
            _ => $elsewhere,
        }
    };
}
pub(crate) use with_carried;

/// Whether this build carries the engine and view of `kind`: a page's wasm carries one game
/// (the feature named by its id) or none (the home page's), everything else all four (the
/// `games` feature).
pub const fn carried(kind: GameKind) -> bool {
    match kind {
        GameKind::Drake => cfg!(feature = "drake"),
        GameKind::Camelot => cfg!(feature = "camelot"),
        GameKind::Drakoburg => cfg!(feature = "drakoburg"),
        GameKind::Shamrock => cfg!(feature = "shamrock"),
    }
}

/// The first game this build carries (the one a page's wasm is built for), if any.
pub const fn first_carried() -> Option<GameKind> {
    let mut i = 0;
    while i < GameKind::ALL.len() {
        if carried(GameKind::ALL[i]) {
            return Some(GameKind::ALL[i]);
        }
        i += 1;
    }
    None
}

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
    pub fn colours(self) -> &'static [crate::game::Colour] {
        use crate::game::Game;
        with_game!(self, G => G::COLOURS)
    }

    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.iter().copied().find(|k| k.id() == id)
    }

    pub fn title(self) -> &'static Text {
        match self {
            GameKind::Drake => &crate::text!("The Drake", "The Drake"),
            GameKind::Camelot => &crate::text!("Camelot", "Camelot"),
            GameKind::Drakoburg => &crate::text!("Drakoburg", "Drakoburg"),
            GameKind::Shamrock => &crate::text!("Shamrock", "Shamrock"),
        }
    }
}

/// Perft from the default start position of `kind` (for benchmarks).
pub fn perft_start(kind: GameKind, depth: usize) -> u64 {
    use crate::game::Game;
    with_game!(kind, G => G::new(&Default::default()).map_or(0, |mut g| crate::game::perft(&mut g, depth)))
}
