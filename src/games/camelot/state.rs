//! The state of a game of Camelot and the changes `play` and `undo` make to it.

use super::board::{castle_of, castle_owner, direction, side_bit, Set, Square, CELLS, EMPTY, EMPTY_BOARD, KNIGHT_BIT};
use super::moves::Move;
use crate::game::rng::Keys;
use crate::game::{EndReason, Outcome};

pub const WHITE: usize = 0;
pub const BLACK: usize = 1;

/// "No square" for the castle-leaving duty (cell 0 is off the board).
pub(super) const NOWHERE: Square = 0;

/// What `undo` needs beyond the move: which leaps captured, what they captured, and the
/// counters as they were.
#[derive(Clone, Copy, Debug)]
pub(super) struct Undo {
    pub mv: Move,
    /// The cell code of the piece that moved.
    pub piece: u8,
    /// The landing index (1-based) of the first jump; leaps before it were canters.
    pub first_jump: u8,
    /// Bit i: the i-th jump took a Knight (else a Man).
    pub knights_taken: u16,
    pub castle_moves: [u8; 2],
    pub leave: [Square; 2],
    pub turn: u8,
    pub quiet: u16,
    pub hash: u64,
    pub ended: Option<Outcome>,
}

/// A position of Camelot with the history needed for undo and repetition.
#[derive(Clone, Debug)]
pub struct Camelot {
    /// The mailbox (see `board`): a piece code on each square.
    pub(super) cells: [u8; CELLS],
    /// The squares of each side's pieces.
    pub(super) occupied: [Set; 2],
    pub(super) turn: u8,
    /// Plain moves each side has made between the squares of the enemy castle (at most 2).
    pub(super) castle_moves: [u8; 2],
    /// The square of a piece that ended its side's last move in its own castle and must leave
    /// on that side's next move (`NOWHERE` if none).
    pub(super) leave: [Square; 2],
    /// Plies since the last capture or move onto an opponent's castle square.
    pub(super) quiet: u16,
    pub(super) hash: u64,
    /// A game end found when the last move was played (no legal move is found lazily).
    pub(super) ended: Option<Outcome>,
    pub(super) undo: Vec<Undo>,
    /// The hash of every position of the game so far, the current one last.
    pub(super) seen: Vec<u64>,
}

/// Zobrist keys: pieces by (kind, square), Black to move, castle moves by (side, count), and a
/// pending castle-leaving duty by castle square.
const PIECE_KEYS: Keys<{ 4 * CELLS }> = Keys(0x0CA3_E107_0001);
const TURN_KEY: u64 = 0x3C6E_F372_FE94_F82B;
const CASTLE_MOVE_KEYS: Keys<6> = Keys(0x0CA3_E107_0002);
const LEAVE_KEYS: Keys<4> = Keys(0x0CA3_E107_0003);

#[inline]
fn piece_key(code: u8, sq: Square) -> u64 {
    // White Man 1, Black Man 2, White Knight 5, Black Knight 6 → 0..3.
    let kind = ((code & 3) as usize).wrapping_sub(1) & 1 | ((code & KNIGHT_BIT) >> 1) as usize;
    PIECE_KEYS.at((kind * CELLS + sq as usize) % (4 * CELLS))
}

fn castle_move_key(side: usize, count: u8) -> u64 {
    CASTLE_MOVE_KEYS.at((side * 3 + count.min(2) as usize) % 6)
}

fn leave_key(sq: Square) -> u64 {
    let [f1, g1] = castle_of(WHITE);
    let [f16, _] = castle_of(BLACK);
    LEAVE_KEYS.at(if sq == f1 {
        0
    } else if sq == g1 {
        1
    } else if sq == f16 {
        2
    } else {
        3
    })
}

impl Camelot {
    /// An empty board, White to move.
    pub(super) fn empty() -> Camelot {
        Camelot {
            cells: EMPTY_BOARD,
            occupied: [Set::EMPTY; 2],
            turn: WHITE as u8,
            castle_moves: [0; 2],
            leave: [NOWHERE; 2],
            quiet: 0,
            hash: 0,
            ended: None,
            undo: Vec::new(),
            seen: Vec::new(),
        }
    }

    /// Places a piece while setting up (the hash is computed afterwards).
    pub(super) fn place(&mut self, side: usize, knight: bool, sq: Square) {
        self.cells[sq as usize] = side_bit(side) | if knight { KNIGHT_BIT } else { 0 };
        self.occupied[side & 1].insert(sq);
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.turn as usize == BLACK { TURN_KEY } else { 0 };
        for side in [WHITE, BLACK] {
            for sq in self.occupied[side].iter() {
                h ^= piece_key(self.cells[sq as usize], sq);
            }
            h ^= castle_move_key(side, self.castle_moves[side]);
            if self.leave[side] != NOWHERE {
                h ^= leave_key(self.leave[side]);
            }
        }
        h
    }

    fn set_leave(&mut self, side: usize, sq: Square) {
        if self.leave[side] != NOWHERE {
            self.hash ^= leave_key(self.leave[side]);
        }
        if sq != NOWHERE {
            self.hash ^= leave_key(sq);
        }
        self.leave[side] = sq;
    }

    #[inline]
    fn lift(&mut self, side: usize, sq: Square) -> u8 {
        let code = self.cells[sq as usize];
        self.hash ^= piece_key(code, sq);
        self.cells[sq as usize] = EMPTY;
        self.occupied[side].remove(sq);
        code
    }

    #[inline]
    fn put(&mut self, side: usize, sq: Square, code: u8) {
        self.hash ^= piece_key(code, sq);
        self.cells[sq as usize] = code;
        self.occupied[side].insert(sq);
    }

    /// Applies a move known to be legal, then settles the counters, the turn and the end.
    pub(super) fn apply(&mut self, mv: Move) {
        let me = self.turn as usize & 1;
        let enemy = 1 - me;
        let mut record = Undo {
            mv,
            piece: 0,
            first_jump: 0,
            knights_taken: 0,
            castle_moves: self.castle_moves,
            leave: self.leave,
            turn: self.turn,
            quiet: self.quiet,
            hash: self.hash,
            ended: self.ended,
        };
        let route = mv.route();
        let from = mv.from();
        let to = mv.to();
        record.piece = self.lift(me, from);
        let mut jumps = 0u32;
        for (i, pair) in route.windows(2).enumerate() {
            if let Some((step, 2)) = direction(pair[0], pair[1]) {
                let over = pair[0].wrapping_add(step);
                if self.cells[over as usize] & side_bit(enemy) != 0 {
                    let taken = self.lift(enemy, over);
                    if jumps == 0 {
                        record.first_jump = i as u8 + 1;
                    }
                    if taken & KNIGHT_BIT != 0 {
                        record.knights_taken |= 1 << (jumps & 15);
                    }
                    jumps += 1;
                }
            }
        }
        self.put(me, to, record.piece);
        if castle_owner(from) == side_bit(enemy) {
            self.hash ^= castle_move_key(me, self.castle_moves[me]);
            self.castle_moves[me] = self.castle_moves[me].saturating_add(1);
            self.hash ^= castle_move_key(me, self.castle_moves[me]);
        }
        let stays_home = castle_owner(to) == side_bit(me);
        self.set_leave(me, if stays_home { to } else { NOWHERE });
        let progress = jumps > 0 || castle_owner(to) == side_bit(enemy);
        self.quiet = if progress { 0 } else { self.quiet.saturating_add(1) };
        self.turn = enemy as u8;
        self.hash ^= TURN_KEY;
        self.undo.push(record);
        self.seen.push(self.hash);
        self.settle_end(me);
    }

    /// The end after `mover`'s move, wins before draws (a position with no legal move is
    /// found lazily by `outcome`).
    fn settle_end(&mut self, mover: usize) {
        self.ended = self.decisive_end(mover).or_else(|| {
            if self.repetitions() >= 3 {
                Some(Outcome::draw(2, EndReason::Repetition))
            } else if self.quiet >= 100 {
                Some(Outcome::draw(2, EndReason::NoProgress))
            } else {
                None
            }
        });
    }

    /// A taken castle, all pieces captured, or both sides bare, looking at `mover`'s side first.
    pub(super) fn decisive_end(&self, mover: usize) -> Option<Outcome> {
        let enemy = 1 - mover;
        for side in [mover, enemy] {
            if castle_of(1 - side).iter().all(|&sq| self.cells[sq as usize] & side_bit(side) != 0) {
                return Some(Outcome::win(side, EndReason::CastleTaken));
            }
        }
        let (mine, theirs) = (self.occupied[mover].len(), self.occupied[enemy].len());
        if mine <= 1 && theirs <= 1 {
            Some(Outcome::draw(2, EndReason::BothBare))
        } else if theirs == 0 {
            Some(Outcome::win(mover, EndReason::AllCaptured))
        } else if mine == 0 {
            Some(Outcome::win(enemy, EndReason::AllCaptured))
        } else {
            None
        }
    }

    /// How often the current position has occurred. A capture or a move onto an enemy castle
    /// square changes the pieces or a castle-move count for good, so only positions since the
    /// last one can be equal; the hash includes the side to move, the castle-move counts and
    /// any castle-leaving duty.
    pub(super) fn repetitions(&self) -> usize {
        let recent = self.seen.len().saturating_sub(self.quiet as usize + 1);
        self.seen.get(recent..).unwrap_or(&[]).iter().rev().step_by(2).filter(|&&h| h == self.hash).count()
    }

    pub(super) fn take_back(&mut self) -> bool {
        let Some(record) = self.undo.pop() else { return false };
        self.seen.pop();
        let me = record.turn as usize & 1;
        let enemy = 1 - me;
        let mv = record.mv;
        let to = mv.to();
        self.cells[to as usize] = EMPTY;
        self.occupied[me].remove(to);
        if record.first_jump > 0 {
            let route = mv.route();
            let mut jump = 0u32;
            for pair in route.get(record.first_jump as usize - 1..).unwrap_or(&[]).windows(2) {
                if let Some((step, 2)) = direction(pair[0], pair[1]) {
                    let over = pair[0].wrapping_add(step);
                    let knight = record.knights_taken & (1 << (jump & 15)) != 0;
                    self.cells[over as usize] = side_bit(enemy) | if knight { KNIGHT_BIT } else { 0 };
                    self.occupied[enemy].insert(over);
                    jump += 1;
                }
            }
        }
        let from = mv.from();
        self.cells[from as usize] = record.piece;
        self.occupied[me].insert(from);
        self.castle_moves = record.castle_moves;
        self.leave = record.leave;
        self.turn = record.turn;
        self.quiet = record.quiet;
        self.hash = record.hash;
        self.ended = record.ended;
        true
    }
}
