//! A new game: the board of the chosen variant with its start position, and Anti-Camelot's
//! reversed goals if chosen (rules/camelot-variants.md).

use super::board::{Board, Variant};
use super::state::Camelot;

/// The choices of the New game dialog and the command line: `variant` (camelot, chivalry,
/// cam, camette, river) and `anti` (on or off).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    pub variant: Variant,
    pub anti: bool,
}

impl Options {
    /// The options of a variant, with the goals reversed or not.
    pub fn of(variant: Variant, anti: bool) -> Options {
        Options { variant, anti }
    }
}

impl Camelot {
    /// The start of `board`: its pieces set up, White to move.
    pub(super) fn setup(board: &'static Board, anti: bool) -> Camelot {
        let mut game = Camelot::empty(board, anti);
        for (sq, side, knight) in board.start_pieces() {
            game.place(side, knight, sq);
        }
        game.hash = game.compute_hash();
        game.seen.push(game.hash);
        game
    }
}
