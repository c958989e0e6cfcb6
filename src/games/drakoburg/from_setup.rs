//! Drakoburg as a setup (`game::FromSetup`): what stands on each square as palette tokens and
//! whose turn it is, for the position editor. A setup is a settled position at the start of a
//! turn: no quiet plies, nobody just mated.

use super::board::{bit, name, square, SIZE};
use super::piece::{Piece, BLACK, WHITE};
use super::placement::Placement;
use super::position::promoted_zone;
use super::{Drakoburg, Refusal};
use crate::game::square::read_square;
use crate::game::{FromSetup, Game, Seat, Squares};

/// A piece as the editor's palette names it: its letter (rules/drakoburg.md's `P S Z A U T`),
/// upper case for White, lower case for Black.
pub fn token(colour: usize, piece: Piece) -> String {
    let letter = piece.letter();
    if colour == WHITE { letter } else { letter.to_ascii_lowercase() }.to_string()
}

/// The piece of a token: its colour and kind.
pub fn read_token(text: &str) -> Option<(usize, Piece)> {
    let mut chars = text.chars();
    let letter = chars.next().filter(|_| chars.next().is_none())?;
    let piece = Piece::from_letter(letter)?;
    Some((if letter.is_ascii_uppercase() { WHITE } else { BLACK }, piece))
}

/// A position of Drakoburg as a player sets it up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The 49 squares `a1`..`g7`.
    pub squares: Squares,
    pub turn: Seat,
}

impl FromSetup for Drakoburg {
    type Setup = Setup;

    fn setup(&self) -> Result<Setup, Refusal> {
        let mut squares = Squares::new();
        for rank in (0..SIZE).rev() {
            for file in 0..SIZE {
                let sq = square(file, rank);
                squares.push(name(sq), self.piece_at(sq).map(|(colour, piece)| token(colour, piece)));
            }
        }
        Ok(Setup { squares, turn: self.to_move() })
    }

    fn from_setup(setup: &Setup) -> Result<Drakoburg, Refusal> {
        let mut placement = Placement::EMPTY;
        for (name, token) in setup.squares.iter() {
            let Some(token) = token else { continue };
            let sq = match read_square(name) {
                Some((file, rank, len)) if len == name.len() && file < SIZE && rank < SIZE => square(file, rank),
                _ => return Err(Refusal::OffBoard),
            };
            let (colour, piece) =
                read_token(token).ok_or_else(|| Refusal::Cell(token.chars().next().unwrap_or('?')))?;
            if placement.piece_at(sq).is_some() {
                // A square named twice: more pieces than its rank has squares.
                return Err(Refusal::RankWidth);
            }
            if piece == Piece::Kopinik && promoted_zone(colour) & bit(sq) != 0 {
                return Err(Refusal::Promoted(sq));
            }
            placement.put(colour, piece, sq);
        }
        match setup.turn {
            0 | 1 => placement.set_turn(setup.turn),
            _ => return Err(Refusal::Turn),
        }
        Drakoburg::settled(placement, 0, false)
    }

    /// Each side has a Těžkooděnec (a side without one has lost: a finished game may show
    /// that, but a game cannot start there).
    fn check_start(&self) -> Result<(), Refusal> {
        self.check_setup()
    }
}
