//! A new game: the start position of the rules. Camelot has no set-up options.

use super::board::square;
use super::state::{Camelot, BLACK, WHITE};
use crate::game::{Reason, Text};

/// The choices of the New game dialog and the command line: none for Camelot.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options;

const UNKNOWN_OPTION: Text = Text {
    en: "Camelot has no option “{0}” (it has no set-up options).",
    cs: "Camelot nemá volbu „{0}“ (nemá žádné volby).",
};

impl Options {
    pub fn set(&mut self, key: &str, _value: &str) -> Result<(), Reason> {
        Err(Reason::with(&UNKNOWN_OPTION, &[&key]))
    }
}

/// (file, rank) zero-based: Knights C6 D7 I7 J6; Men D6–I6 and E7–H7. Black mirrors in rank.
const KNIGHTS: [(usize, usize); 4] = [(2, 5), (3, 6), (8, 6), (9, 5)];
const MEN: [(usize, usize); 10] = [(3, 5), (4, 5), (5, 5), (6, 5), (7, 5), (8, 5), (4, 6), (5, 6), (6, 6), (7, 6)];

impl Camelot {
    pub(super) fn setup() -> Camelot {
        let mut game = Camelot::empty();
        for (side, knight, list) in [
            (WHITE, true, &KNIGHTS[..]),
            (WHITE, false, &MEN[..]),
            (BLACK, true, &KNIGHTS[..]),
            (BLACK, false, &MEN[..]),
        ] {
            for &(file, rank) in list {
                let rank = if side == WHITE { rank } else { 15 - rank };
                if let Some(sq) = square(file, rank) {
                    game.place(side, knight, sq);
                }
            }
        }
        game.hash = game.compute_hash();
        game.seen.push(game.hash);
        game
    }
}
