//! Camelot (World Camelot Federation rules): Knights and Men leaping over friends (canters) and
//! enemies (jumps) towards the enemy castle (rules/camelot.md). Pure Rust: no web, no other
//! engine.
//!
//! Choices where the rules leave room (also in the report of the engine):
//! - the piece that must leave its own castle may, when it can jump, leave by a jump chain or
//!   (a Knight) by a charge, as compulsory capture allows; the duty lasts for one move only and
//!   lapses if the piece cannot move then; a jump chain that leaves and ends in the own castle
//!   again sets a new duty;
//! - a piece in the enemy castle cannot jump, so it never makes capturing compulsory; its
//!   castle moves are plain moves, so they are illegal while a capture is compulsory;
//! - "a move onto an opponent's castle square" (which resets the 50-move clock) includes the
//!   castle moves between the two squares;
//! - a Knight's canter landing in the enemy castle ends the move there, where nothing can be
//!   jumped, so the canter-must-capture rule does not apply to it;
//! - the position for repetition includes the castle-move counts and any pending duty to
//!   leave a castle (they change the legal moves);
//! - wins come before draws: a player left without a legal move on the 100th quiet ply or
//!   in a third repetition loses.

mod board;
mod eval;
mod generate;
mod invariants;
mod legality;
mod moves;
mod notation;
mod position;
mod setup;
mod state;

pub use board::{all_squares, castle_of, file_of, name as square_name, rank_of, square, Square};
pub use moves::{Move, Piece, MAX_LANDINGS};
pub use setup::Options;
pub use state::{Camelot, BLACK, WHITE};

use crate::game::{hash_agrees, Colour, EndReason, Game, MoveError, Outcome, ParseError, Reason, Seat};
use board::{direction, side_bit, EMPTY, KNIGHT_BIT};
use generate::Duty;

const SEATS: &[Colour] = &[Colour::White, Colour::Black];

impl Game for Camelot {
    type Move = Move;
    type Options = Options;
    const COLOURS: &'static [Colour] = SEATS;
    type Refusal = Reason;

    fn new(_options: &Options) -> Result<Self, Reason> {
        Ok(Camelot::setup())
    }

    fn set_option(options: &mut Options, key: &str, value: &str) -> Result<(), Reason> {
        options.set(key, value)
    }

    fn from_text(text: &str) -> Result<Self, ParseError> {
        Camelot::read_text(text).map_err(|e| e.within(text))
    }

    fn to_text(&self) -> String {
        self.write_text()
    }

    fn seats(&self) -> &'static [Colour] {
        SEATS
    }

    fn to_move(&self) -> Seat {
        self.turn as Seat & 1
    }

    fn outcome(&self) -> Option<Outcome> {
        let stalled = || Outcome::win(1 - self.to_move(), EndReason::NoLegalMove);
        match self.ended {
            Some(o) if matches!(o.reason, EndReason::Repetition | EndReason::NoProgress) => {
                Some(if self.has_legal_move(true) { o } else { stalled() })
            }
            Some(o) => Some(o),
            None => (!self.has_legal_move(false)).then(stalled),
        }
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        self.generate(&mut |mv| {
            moves.push(mv);
            true
        });
    }

    fn check(&self, mv: Move) -> Result<(), Reason> {
        self.explain(mv).map_err(Reason::from)
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.apply(mv);
    }

    fn undo(&mut self) -> bool {
        self.take_back()
    }

    fn notation(&self, mv: Move) -> String {
        self.write(mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.read(text).map_err(|e| e.within(text))
    }

    fn invariants(&self) -> Result<(), String> {
        hash_agrees(self.hash(), self.compute_hash())?;
        self.check_structure()
    }

    fn hash(&self) -> u64 {
        self.hash
    }
}

/// Read-only views for the renderer and the tests.
impl Camelot {
    /// The piece on a square and its side (`WHITE` or `BLACK`).
    pub fn piece_at(&self, sq: Square) -> Option<(usize, Piece)> {
        let code = *self.cells.get(sq as usize)?;
        let side = match code & 3 {
            1 => WHITE,
            2 => BLACK,
            _ => return None,
        };
        Some((side, if code & KNIGHT_BIT != 0 { Piece::Knight } else { Piece::Man }))
    }

    /// How many pieces `side` has left.
    pub fn pieces_left(&self, side: usize) -> usize {
        self.occupied[side & 1].len() as usize
    }

    /// Plain moves `side` has made between the enemy castle's squares (at most 2).
    pub fn castle_moves(&self, side: usize) -> u8 {
        self.castle_moves[side & 1]
    }

    /// The square of `side`'s piece that ended its last move in its own castle and must leave
    /// it on `side`'s next move, if any.
    pub fn must_leave(&self, side: usize) -> Option<Square> {
        Some(self.leave[side & 1]).filter(|&sq| sq != state::NOWHERE)
    }

    /// What the player to move is held to now, for the renderer's marks: the square of a piece
    /// that must leave its own castle on this move (only while it can move; otherwise the duty
    /// has lapsed), and whether the move must capture.
    pub fn duty_now(&self) -> (Option<Square>, bool) {
        match self.duty() {
            Duty::Leave(sq, must) => (Some(sq), must),
            Duty::Free(must) => (None, must),
        }
    }

    /// Plies since the last capture or move onto an opponent's castle square.
    pub fn quiet_plies(&self) -> u16 {
        self.quiet
    }

    /// How many moves have been played on this state (what `undo` can take back).
    pub fn plies(&self) -> usize {
        self.undo.len()
    }

    /// The squares the piece passes through for the drag-and-drop UI: where it is picked up,
    /// then each landing, the final square last.
    pub fn route(&self, mv: Move) -> Vec<Square> {
        mv.route().to_vec()
    }

    /// The squares of the pieces `mv` would capture from this position, in order.
    pub fn captures(&self, mv: Move) -> Vec<Square> {
        let theirs = side_bit(1 - self.to_move());
        let mut cells = self.cells;
        cells[mv.from() as usize] = EMPTY;
        let mut taken = Vec::new();
        for pair in mv.route().windows(2) {
            if let Some((step, 2)) = direction(pair[0], pair[1]) {
                let over = pair[0].wrapping_add(step);
                if cells[over as usize] & theirs != 0 {
                    cells[over as usize] = EMPTY;
                    taken.push(over);
                }
            }
        }
        taken
    }
}
