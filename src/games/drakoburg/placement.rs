//! What stands where and who moves: the part of the state a move changes, small and `Copy`,
//! so `undo` restores a saved copy and notation can try a move on a scratch copy.

use super::board::{bit, file_of, Square};
use super::piece::{Piece, BLACK, PROMOTION, WHITE};
use super::setup::{CASTLES, PAWN_START};
use super::Move;
use crate::game::rng::Keys;

/// Zobrist keys by (colour, piece, square), and Black to move.
const PIECE_KEYS: Keys<{ 2 * 6 * 64 }> = Keys(0x00D7_A0B0_0001);
const BLACK_KEY: u64 = 0x3C6E_F372_FE94_F82B;

#[inline(always)]
fn piece_key(colour: usize, piece: Piece, sq: Square) -> u64 {
    PIECE_KEYS.at(((colour & 1) * 6 + piece as usize) * 64 + (sq & 63) as usize)
}

/// The pieces on the board by colour and kind, the player to move, and the Zobrist hash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    pub(super) pieces: [[u64; 6]; 2],
    pub(super) colours: [u64; 2],
    pub(super) turn: u8,
    pub(super) hash: u64,
}

/// What a move did, as far as the end rules care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Effect {
    pub moved: Option<Piece>,
    pub captured: Option<Piece>,
    pub promoted: bool,
}

/// The piece a `piece` of `colour` becomes on arriving at `to` (itself unless it promotes).
#[inline(always)]
pub fn arriving(piece: Piece, colour: usize, to: Square) -> Piece {
    if piece == Piece::Kopinik && PAWN_START[1 - (colour & 1)] & bit(to) != 0 {
        PROMOTION[file_of(to) % 7]
    } else {
        piece
    }
}

/// The empty squares where a move of `colour` from `from` to `to` may put a new Kopiník:
/// none unless `to` is an enemy castle; then the empty squares of the pawn start rank,
/// counted after the moving piece left.
#[inline(always)]
pub fn reinforcement_squares(colour: usize, from: Square, to: Square, occupied: u64) -> u64 {
    let colour = colour & 1;
    if CASTLES[1 - colour] & bit(to) == 0 {
        return 0;
    }
    PAWN_START[colour] & !(occupied & !bit(from)) & !bit(to)
}

impl Placement {
    pub const EMPTY: Placement = Placement { pieces: [[0; 6]; 2], colours: [0; 2], turn: WHITE as u8, hash: 0 };

    #[inline(always)]
    pub fn occupied(&self) -> u64 {
        self.colours[0] | self.colours[1]
    }

    pub fn me(&self) -> usize {
        (self.turn & 1) as usize
    }

    pub fn piece_at(&self, sq: Square) -> Option<(usize, Piece)> {
        let b = bit(sq);
        let colour = if self.colours[WHITE] & b != 0 {
            WHITE
        } else if self.colours[BLACK] & b != 0 {
            BLACK
        } else {
            return None;
        };
        Piece::ALL.into_iter().find(|&p| self.pieces[colour][p as usize] & b != 0).map(|p| (colour, p))
    }

    /// The kind of `colour`'s piece on `sq`, if there is one.
    #[inline(always)]
    pub fn kind_at(&self, colour: usize, sq: Square) -> Option<Piece> {
        let b = bit(sq);
        if self.colours[colour & 1] & b == 0 {
            return None;
        }
        Piece::ALL.into_iter().find(|&p| self.pieces[colour & 1][p as usize] & b != 0)
    }

    pub fn knights(&self, colour: usize) -> u64 {
        self.pieces[colour & 1][Piece::Tezkoodenec as usize]
    }

    pub fn put(&mut self, colour: usize, piece: Piece, sq: Square) {
        let b = bit(sq);
        if b == 0 {
            return;
        }
        self.pieces[colour & 1][piece as usize] |= b;
        self.colours[colour & 1] |= b;
        self.hash ^= piece_key(colour, piece, sq);
    }

    pub fn remove(&mut self, colour: usize, piece: Piece, sq: Square) {
        let b = bit(sq);
        if self.pieces[colour & 1][piece as usize] & b == 0 {
            return;
        }
        self.pieces[colour & 1][piece as usize] ^= b;
        self.colours[colour & 1] ^= b;
        self.hash ^= piece_key(colour, piece, sq);
    }

    pub fn set_turn(&mut self, colour: usize) {
        if self.me() != colour & 1 {
            self.turn ^= 1;
            self.hash ^= BLACK_KEY;
        }
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.me() == BLACK { BLACK_KEY } else { 0 };
        for colour in [WHITE, BLACK] {
            for piece in Piece::ALL {
                for sq in super::board::squares(self.pieces[colour][piece as usize]) {
                    h ^= piece_key(colour, piece, sq);
                }
            }
        }
        h
    }

    /// Plays a move (the piece moves, captures, promotes, brings its reinforcement) and hands
    /// the turn over. A move that is not even well formed only hands the turn over.
    pub fn make(&mut self, mv: Move) -> Effect {
        let me = self.me();
        let mut effect = Effect { moved: None, captured: None, promoted: false };
        if let Some(piece) = self.kind_at(me, mv.from) {
            effect.captured = self.kind_at(1 - me, mv.to);
            if let Some(captured) = effect.captured {
                self.remove(1 - me, captured, mv.to);
            }
            let arrived = arriving(piece, me, mv.to);
            self.remove(me, piece, mv.from);
            if self.occupied() & bit(mv.to) == 0 {
                self.put(me, arrived, mv.to);
            }
            if let Some(sq) = mv.reinforcement {
                if self.occupied() & bit(sq) == 0 {
                    self.put(me, Piece::Kopinik, sq);
                }
            }
            effect.moved = Some(piece);
            effect.promoted = arrived != piece;
        }
        self.set_turn(1 - me);
        effect
    }
}
