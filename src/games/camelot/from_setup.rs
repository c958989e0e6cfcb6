//! The Camelot family as a setup (`game::FromSetup`): the board of a variant, Anti-Camelot's
//! goals or not, what stands on each square as palette tokens and whose turn it is, for the
//! position editor. A setup is the start of a turn: no castle moves counted, no piece that
//! must leave its castle, no quiet plies.

use super::board::{name, side_bit, Square, Variant, EMPTY, KNIGHT_BIT, TREE};
use super::refusal::Refusal;
use super::state::{Camelot, BLACK, WHITE};
use crate::game::square::read_square;
use crate::game::{FromSetup, Seat, Squares};

/// What a square holds, as the editor's palette names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    /// A Man (`M` White, `m` Black) or a Knight (`K`, `k`) of a side (`WHITE`, `BLACK`).
    Piece { side: usize, knight: bool },
    /// A tree of River Camelot: `T`.
    Tree,
}

impl Token {
    pub fn write(self) -> String {
        match self {
            Token::Tree => "T".into(),
            Token::Piece { side, knight } => {
                let letter = if knight { 'K' } else { 'M' };
                let letter = if side == WHITE { letter } else { letter.to_ascii_lowercase() };
                letter.to_string()
            }
        }
    }

    pub fn read(text: &str) -> Option<Token> {
        Some(match text {
            "M" => Token::Piece { side: WHITE, knight: false },
            "K" => Token::Piece { side: WHITE, knight: true },
            "m" => Token::Piece { side: BLACK, knight: false },
            "k" => Token::Piece { side: BLACK, knight: true },
            "T" => Token::Tree,
            _ => return None,
        })
    }
}

/// A position of the Camelot family as a player sets it up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub variant: Variant,
    /// Anti-Camelot's reversed goals.
    pub anti: bool,
    /// Every square of the variant's board, river squares too (nothing may stand there).
    pub squares: Squares,
    pub turn: Seat,
}

impl FromSetup for Camelot {
    type Setup = Setup;

    fn setup(&self) -> Result<Setup, Refusal> {
        let board = self.board;
        let mut squares = Squares::new();
        for rank in (0..board.ranks()).rev() {
            let (first, count) = board.span(rank);
            for sq in (first..first + count).filter_map(|file| board.square(file, rank)) {
                let code = self.cells[sq as usize];
                let token = match code & 3 {
                    0 if code == TREE => Some(Token::Tree),
                    0 => None,
                    bits => Some(Token::Piece {
                        side: usize::from(bits == side_bit(BLACK)),
                        knight: code & KNIGHT_BIT != 0,
                    }),
                };
                squares.push(name(sq), token.map(Token::write));
            }
        }
        Ok(Setup { variant: board.variant, anti: self.anti, squares, turn: self.turn as Seat & 1 })
    }

    fn from_setup(setup: &Setup) -> Result<Camelot, Refusal> {
        let board = setup.variant.board();
        let mut game = Camelot::empty(board, setup.anti);
        let square_of = |name: &str| -> Option<Square> {
            let (file, rank, len) = read_square(name)?;
            board.square(file, rank).filter(|_| len == name.len())
        };
        for (name, token) in setup.squares.iter() {
            let Some(token) = token else { continue };
            let sq = square_of(name).ok_or_else(|| Refusal::NotASquare(name.into()))?;
            if board.is_river(sq) {
                return Err(Refusal::OnRiver(sq));
            }
            if game.cells[sq as usize] != EMPTY {
                return Err(Refusal::Occupied(sq));
            }
            match Token::read(token).ok_or_else(|| Refusal::Cell(token.chars().next().unwrap_or('?')))? {
                Token::Tree => game.cells[sq as usize] = TREE,
                Token::Piece { side, knight } => game.place(side, knight, sq),
            }
        }
        game.turn = match setup.turn {
            0 | 1 => setup.turn as u8,
            _ => return Err(Refusal::Turn),
        };
        game.settle_set_up()?;
        Ok(game)
    }
}
