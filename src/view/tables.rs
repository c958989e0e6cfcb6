//! Opening a table for any kind of game: from set-up options, or from a start position and
//! moves (a saved or shared game).

use super::board::BoardView;
use super::fields::Field;
use super::help::HelpSection;
use super::table::{Match, Table};
use crate::game::{ParseError, Reason, Refusal as _, Text};
use crate::games::camelot::Camelot;
use crate::games::drake::Drake;
use crate::games::drakoburg::Drakoburg;
use crate::games::shamrock::Shamrock;
use crate::games::GameKind;

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

fn build<G: BoardView + 'static>(
    kind: GameKind,
    options: &[(String, String)],
    start: Option<&str>,
    moves: &[String],
) -> Result<Box<dyn Table>, OpenError> {
    let game = match start {
        Some(text) => G::from_text(text).map_err(|e| OpenError::Position(e.erase()))?,
        None => {
            let mut o = G::Options::default();
            for (k, v) in options {
                G::set_option(&mut o, k, v).map_err(|e| OpenError::Options(e.reason()))?;
            }
            G::new(&o).map_err(|e| OpenError::Options(e.reason()))?
        }
    };
    let mut table = Match::new(kind, game);
    table.replay(moves).map_err(|(ply, reason)| OpenError::Move { ply, reason })?;
    Ok(Box::new(table))
}

/// The games the app can show: those whose view exists (`BoardView`). Each new view adds its
/// kind here and one line to `with_view!`.
pub const KINDS: &[GameKind] = &[GameKind::Drake, GameKind::Camelot, GameKind::Drakoburg, GameKind::Shamrock];

const NO_BOARD: Text =
    Text { en: "This game cannot be shown in the browser yet.", cs: "Tuto hru zatím nelze v prohlížeči zobrazit." };

/// Runs `$body` with `$G` bound to the engine type of `$kind`, or `$none` for kinds without a view.
macro_rules! with_view {
    ($kind:expr, $G:ident => $body:expr, $none:expr) => {
        match $kind {
            GameKind::Drake => {
                type $G = Drake;
                $body
            }
            GameKind::Camelot => {
                type $G = Camelot;
                $body
            }

            GameKind::Drakoburg => {
                type $G = Drakoburg;
                $body
            }
            GameKind::Shamrock => {
                type $G = Shamrock;
                $body
            }
            #[allow(unreachable_patterns)]
            _ => $none,
        }
    };
}

/// The set-up options of `kind` for the New game dialog.
pub fn option_fields(kind: GameKind) -> Vec<Field> {
    with_view!(kind, G => G::option_fields(), Vec::new())
}

/// The rules help of `kind`.
pub fn help(kind: GameKind) -> Vec<HelpSection> {
    with_view!(kind, G => G::help(), Vec::new())
}

/// The usual start position of `kind` (as a new game with default options has it).
pub fn default_start(kind: GameKind) -> String {
    new_table(kind, &[]).map(|t| t.start_text()).unwrap_or_default()
}

/// A new game of `kind` with set-up options given by name.
pub fn new_table(kind: GameKind, options: &[(String, String)]) -> Result<Box<dyn Table>, OpenError> {
    open(kind, options, None, &[])
}

/// A game of `kind` from a start position text and the moves played since.
pub fn open_table(kind: GameKind, start: &str, moves: &[String]) -> Result<Box<dyn Table>, OpenError> {
    open(kind, &[], Some(start), moves)
}

fn open(
    kind: GameKind,
    options: &[(String, String)],
    start: Option<&str>,
    moves: &[String],
) -> Result<Box<dyn Table>, OpenError> {
    with_view!(kind, G => build::<G>(kind, options, start, moves), Err(OpenError::Options(Reason::new(&NO_BOARD))))
}
