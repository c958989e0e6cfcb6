//! Opening a table for any kind of game: from set-up options, or from a start position and
//! moves (a saved or shared game).
// The home page's wasm carries no game: the games' arms of `with_carried!` are not compiled.
#![cfg_attr(
    not(any(feature = "drake", feature = "camelot", feature = "drakoburg", feature = "shamrock")),
    allow(dead_code, unused_variables)
)]

use super::board::BoardView;
use super::fields::Field;
use super::help::HelpSection;
use super::table::{Match, Table};
use crate::game::{Game, ParseError, Reason, Refusal as _, Text};
use crate::games::{with_carried, GameKind};

/// Why a game could not be opened: a bad start position, or a bad move at `ply` (0-based).
#[derive(Clone, Debug, PartialEq)]
pub enum OpenError {
    Options(Reason),
    Position(ParseError),
    Move { ply: usize, reason: Reason },
}

impl OpenError {
    pub fn reason(&self) -> &Reason {
        match self {
            OpenError::Options(r) | OpenError::Move { reason: r, .. } => r,
            OpenError::Position(e) => &e.reason,
        }
    }
}

/// A game this build does not carry (a page's wasm carries one: the others open on their own
/// pages, where the page sends them before opening anything).
const ELSEWHERE: Text = crate::text!("{0} opens on its own page.", "Hra {0} se otevírá na své vlastní stránce.");

/// Why a game this build does not carry cannot be opened here.
pub(crate) fn elsewhere(kind: GameKind) -> Reason {
    Reason::with(&ELSEWHERE, &[&kind.title().get(crate::game::Lang::En)])
}

// Three ways in, three functions: the page opens only the default game and saved or shared
// ones, so it links no game's set-up options (the New game dialog is the tools').
#[cfg_attr(
    not(any(feature = "drake", feature = "camelot", feature = "drakoburg", feature = "shamrock")),
    allow(dead_code)
)]
fn with_options<G: BoardView + 'static>(
    kind: GameKind,
    options: &[(String, String)],
) -> Result<Box<dyn Table>, OpenError> {
    let mut o = G::Options::default();
    for (k, v) in options {
        G::set_option(&mut o, k, v).map_err(|e| OpenError::Options(e.reason()))?;
    }
    let game = G::new(&o).map_err(|e| OpenError::Options(e.reason()))?;
    Ok(Box::new(Match::new(kind, game)))
}

#[cfg_attr(
    not(any(feature = "drake", feature = "camelot", feature = "drakoburg", feature = "shamrock")),
    allow(dead_code)
)]
fn by_default<G: BoardView + 'static>(kind: GameKind) -> Result<Box<dyn Table>, OpenError> {
    let game = G::new(&G::Options::default()).map_err(|e| OpenError::Options(e.reason()))?;
    Ok(Box::new(Match::new(kind, game)))
}

#[cfg_attr(
    not(any(feature = "drake", feature = "camelot", feature = "drakoburg", feature = "shamrock")),
    allow(dead_code)
)]
fn from_start<G: BoardView + 'static>(
    kind: GameKind,
    start: &str,
    moves: &[String],
) -> Result<Box<dyn Table>, OpenError> {
    let game = G::from_text(start).map_err(|e| OpenError::Position(e.erase()))?;
    let mut table = Match::new(kind, game);
    table.replay(moves).map_err(|(ply, reason)| OpenError::Move { ply, reason })?;
    Ok(Box::new(table))
}

/// The set-up options of `kind` for the New game dialog.
pub fn option_fields(kind: GameKind) -> Vec<Field> {
    with_carried!(kind, G => G::option_fields(), elsewhere => Vec::new())
}

/// The options of a new game that a variant's name or text brings (the embed's `variant`): The
/// Drake's variant text or ready-made id; Camelot's board, `anti-` before it for Anti (`anti-cam`).
/// A game without variants is given an option it refuses.
pub fn variant_options(kind: GameKind, variant: &str) -> Vec<(String, String)> {
    let variant = variant.trim();
    match (kind, variant.strip_prefix("anti-")) {
        (GameKind::Camelot, Some(board)) => vec![("variant".into(), board.into()), ("anti".into(), "on".into())],
        _ => vec![("variant".into(), variant.into())],
    }
}

/// The rules help of `kind`.
pub fn help(kind: GameKind) -> Vec<HelpSection> {
    crate::with_game!(kind, G => G::help())
}

/// The position after `moves` from `start`, in words (the Describe button, the editor): it is
/// not a method of `Table`, so the page's first bundle, which draws boards but never says them
/// whole, carries none of these words (the tools wasm does).
pub fn describe(kind: GameKind, start: &str, moves: &[String], lang: crate::game::Lang) -> Option<String> {
    crate::with_game!(kind, G => {
        let mut game = G::from_text(start).ok()?;
        for text in moves {
            let mv = game.parse_move(text).ok()?;
            game.play(mv).ok()?;
        }
        Some(game.describe(lang))
    })
}

/// The usual start position of `kind` (as a new game with default options has it).
pub fn default_start(kind: GameKind) -> String {
    default_table(kind).map(|t| t.start_text()).unwrap_or_default()
}

/// A new game of `kind` with the default options.
pub fn default_table(kind: GameKind) -> Result<Box<dyn Table>, OpenError> {
    with_carried!(kind, G => by_default::<G>(kind), elsewhere => Err(OpenError::Options(elsewhere(kind))))
}

/// A new game of `kind` with set-up options given by name.
pub fn new_table(kind: GameKind, options: &[(String, String)]) -> Result<Box<dyn Table>, OpenError> {
    with_carried!(kind, G => with_options::<G>(kind, options), elsewhere => Err(OpenError::Options(elsewhere(kind))))
}

/// A game of `kind` from a start position text and the moves played since.
pub fn open_table(kind: GameKind, start: &str, moves: &[String]) -> Result<Box<dyn Table>, OpenError> {
    with_carried!(kind, G => from_start::<G>(kind, start, moves), elsewhere => Err(OpenError::Options(elsewhere(kind))))
}
