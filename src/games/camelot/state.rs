//! The state of a game of Camelot and the changes `play` and `undo` make to it.

use super::board::{side_bit, Board, Set, Square, Variant, CELLS, EMPTY, KNIGHT_BIT, STEPS, TREE};
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
    pub knights_taken: u64,
    pub castle_moves: [u8; 2],
    pub leave: [Square; 2],
    pub turn: u8,
    pub quiet: u16,
    pub hash: u64,
    pub ended: Option<Outcome>,
}

/// A position of a game of the Camelot family with the history needed for undo and repetition.
#[derive(Clone, Debug)]
pub struct Camelot {
    /// The board of the variant played (squares, castles, river): static, so a copy of the
    /// state costs no more than on the Camelot board.
    pub(super) board: &'static Board,
    /// Anti-Camelot: the goals reversed.
    pub(super) anti: bool,
    /// The mailbox (see `board`): a piece code, a tree, the river or `OFF` in each cell.
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

/// Zobrist keys: pieces by (kind, square), Black to move, castle moves by (side, count), a
/// pending castle-leaving duty by (side, castle square), trees by square, and the variant
/// (none for Camelot itself).
const PIECE_KEYS: Keys<{ 4 * CELLS }> = Keys(0x0CA3_E107_0001);
pub(super) const TURN_KEY: u64 = 0x3C6E_F372_FE94_F82B;
const CASTLE_MOVE_KEYS: Keys<6> = Keys(0x0CA3_E107_0002);
const LEAVE_KEYS: Keys<4> = Keys(0x0CA3_E107_0003);
const TREE_KEYS: Keys<CELLS> = Keys(0x0CA3_E107_0004);
const VARIANT_KEYS: Keys<10> = Keys(0x0CA3_E107_0005);

#[inline]
fn piece_key(code: u8, sq: Square) -> u64 {
    // White Man 1, Black Man 2, White Knight 5, Black Knight 6 → 0..3.
    let kind = ((code & 3) as usize).wrapping_sub(1) & 1 | ((code & KNIGHT_BIT) >> 1) as usize;
    PIECE_KEYS.at((kind * CELLS + sq as usize) % (4 * CELLS))
}

fn castle_move_key(side: usize, count: u8) -> u64 {
    CASTLE_MOVE_KEYS.at((side * 3 + count.min(2) as usize) % 6)
}

fn leave_key(board: &Board, side: usize, sq: Square) -> u64 {
    let second = board.castle_of(side).get(1) == Some(&sq);
    LEAVE_KEYS.at((side & 1) * 2 + usize::from(second))
}

fn variant_key(board: &Board, anti: bool) -> u64 {
    match (board.variant, anti) {
        (Variant::Camelot, false) => 0,
        (v, anti) => VARIANT_KEYS.at(v as usize * 2 + usize::from(anti)),
    }
}

impl Camelot {
    /// An empty board of a variant, White to move.
    pub(super) fn empty(board: &'static Board, anti: bool) -> Camelot {
        Camelot {
            board,
            anti,
            cells: board.cells,
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
        h ^= variant_key(self.board, self.anti);
        for side in [WHITE, BLACK] {
            for sq in self.occupied[side].iter() {
                h ^= piece_key(self.cells[sq as usize], sq);
            }
            h ^= castle_move_key(side, self.castle_moves[side]);
            if self.leave[side] != NOWHERE {
                h ^= leave_key(self.board, side, self.leave[side]);
            }
        }
        for (sq, &code) in self.cells.iter().enumerate() {
            if code == TREE {
                h ^= TREE_KEYS.at(sq);
            }
        }
        h
    }

    pub(super) fn set_leave(&mut self, side: usize, sq: Square) {
        if self.leave[side] != NOWHERE {
            self.hash ^= leave_key(self.board, side, self.leave[side]);
        }
        if sq != NOWHERE {
            self.hash ^= leave_key(self.board, side, sq);
        }
        self.leave[side] = sq;
    }

    /// Plants (or uproots) a tree.
    fn tree(&mut self, sq: Square, planted: bool) {
        self.hash ^= TREE_KEYS.at(sq as usize);
        self.cells[sq as usize] = if planted { TREE } else { EMPTY };
    }

    /// Whether the side to move must plant its trees now (River Camelot: each side's first
    /// move). A side has planted once a tree stands on one of its planting squares.
    pub(super) fn planting_due(&self) -> bool {
        self.board.has_trees() && self.trees_of(self.turn as usize & 1) == 0
    }

    /// How many trees stand on `side`'s planting squares.
    pub(super) fn trees_of(&self, side: usize) -> usize {
        self.board.planting_squares(side).iter().filter(|&sq| self.cells[sq as usize] == TREE).count()
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

    /// The undo record of `mv` before it is played: the counters as they are.
    pub(super) fn record(&self, mv: Move) -> Undo {
        Undo {
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
        }
    }

    /// Plants (or uproots, undoing) three trees.
    pub(super) fn plant(&mut self, trees: [Square; 3], planted: bool) {
        for sq in trees {
            self.tree(sq, planted);
        }
    }

    /// Moves the piece of the side to move along `mv`, capturing what it jumps, counting a
    /// castle move and setting the duty to leave the own castle; notes in `record` what undo
    /// needs. Returns whether the move makes progress for the 50-move rule (a capture, or a
    /// move onto an enemy castle square).
    pub(super) fn move_piece(&mut self, mv: Move, record: &mut Undo) -> bool {
        let me = self.turn as usize & 1;
        let enemy = 1 - me;
        let (from, to) = (mv.from(), mv.to());
        record.piece = self.lift(me, from);
        let mut jumps = 0u32;
        for (i, pair) in mv.route().windows(2).enumerate() {
            let Some(over) = leapt(pair[0], pair[1]) else { continue };
            if self.cells[over as usize] & side_bit(enemy) != 0 {
                let taken = self.lift(enemy, over);
                if jumps == 0 {
                    record.first_jump = i as u8 + 1;
                }
                if taken & KNIGHT_BIT != 0 {
                    record.knights_taken |= 1 << (jumps & 63);
                }
                jumps += 1;
            }
        }
        self.put(me, to, record.piece);
        if self.board.castle_owner(from) == side_bit(enemy) {
            self.hash ^= castle_move_key(me, self.castle_moves[me]);
            self.castle_moves[me] = self.castle_moves[me].saturating_add(1);
            self.hash ^= castle_move_key(me, self.castle_moves[me]);
        }
        let stays_home = self.board.castle_owner(to) == side_bit(me);
        self.set_leave(me, if stays_home { to } else { NOWHERE });
        jumps > 0 || self.board.castle_owner(to) == side_bit(enemy)
    }

    /// Takes the piece move of `record` back: the piece home, the pieces it took back.
    pub(super) fn unmove_piece(&mut self, record: &Undo) {
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
                if let Some(over) = leapt(pair[0], pair[1]) {
                    let knight = record.knights_taken & (1 << (jump & 63)) != 0;
                    self.cells[over as usize] = side_bit(enemy) | if knight { KNIGHT_BIT } else { 0 };
                    self.occupied[enemy].insert(over);
                    jump += 1;
                }
            }
        }
        let from = mv.from();
        self.cells[from as usize] = record.piece;
        self.occupied[me].insert(from);
    }

    /// The counters of `record`, as they were before its move.
    pub(super) fn restore(&mut self, record: &Undo) {
        self.castle_moves = record.castle_moves;
        self.leave = record.leave;
        self.turn = record.turn;
        self.quiet = record.quiet;
        self.hash = record.hash;
        self.ended = record.ended;
    }

    /// The end after `mover`'s move (a position with no legal move is found lazily by
    /// `outcome`): wins before draws, except in Anti-Camelot, where the draws come first.
    pub(super) fn settle_end(&mut self, mover: usize) {
        let draw = if self.repetitions() >= 3 {
            Some(Outcome::draw(2, EndReason::Repetition))
        } else if self.quiet >= 100 {
            Some(Outcome::draw(2, EndReason::NoProgress))
        } else {
            None
        };
        self.ended = if self.anti {
            self.bare().or(draw).or_else(|| self.decisive_end(mover))
        } else {
            self.decisive_end(mover).or(draw)
        };
    }

    /// Both sides down to one piece or none, on a board whose castles have two squares: a
    /// draw.
    fn bare(&self) -> Option<Outcome> {
        let two_square = self.board.castle_size() == 2;
        let bare = self.occupied[WHITE].len() <= 1 && self.occupied[BLACK].len() <= 1;
        (two_square && bare).then(|| Outcome::draw(2, EndReason::BothBare))
    }

    /// Whether `side` holds every square of the enemy castle.
    fn holds_enemy_castle(&self, side: usize) -> bool {
        self.board.castle_of(1 - side).iter().all(|&sq| self.cells[sq as usize] & side_bit(side) != 0)
    }

    /// Whether a piece of `side`'s enemy stands in `side`'s castle.
    fn castle_entered(&self, side: usize) -> bool {
        self.board.castle_of(side).iter().any(|&sq| self.cells[sq as usize] & side_bit(1 - side) != 0)
    }

    /// A decided game, looking at `mover`'s side first. Camelot: a taken castle, all pieces
    /// captured (keeping two or more where castles have two squares), or both sides bare.
    /// Anti-Camelot: an entered castle wins for its owner (and nothing else is decided here:
    /// a side left without pieces has no legal move, and so wins).
    pub(super) fn decisive_end(&self, mover: usize) -> Option<Outcome> {
        let enemy = 1 - mover;
        if self.anti {
            return [mover, enemy]
                .into_iter()
                .find(|&side| self.castle_entered(side))
                .map(|side| Outcome::win(side, EndReason::CastleEntered));
        }
        if let Some(side) = [mover, enemy].into_iter().find(|&side| self.holds_enemy_castle(side)) {
            return Some(Outcome::win(side, EndReason::CastleTaken));
        }
        if let Some(bare) = self.bare() {
            return Some(bare);
        }
        let (mine, theirs) = (self.occupied[mover].len(), self.occupied[enemy].len());
        if theirs == 0 {
            Some(Outcome::win(mover, EndReason::AllCaptured))
        } else if mine == 0 {
            Some(Outcome::win(enemy, EndReason::AllCaptured))
        } else {
            None
        }
    }

    /// The end of a position read from a text (no history): the side not to move made the
    /// last move, so its wins are looked at first.
    pub(super) fn end_as_read(&self) -> Option<Outcome> {
        let mover = 1 - (self.turn as usize & 1);
        let no_progress = (self.quiet >= 100).then(|| Outcome::draw(2, EndReason::NoProgress));
        if self.anti {
            self.bare().or(no_progress).or_else(|| self.decisive_end(mover))
        } else {
            self.decisive_end(mover).or(no_progress)
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
}

/// The square a leg of a legal route leaps over, if it is a leap (a step has none). Legal
/// routes never cross the row wrap of the mailbox, so the offset alone says it.
#[inline]
pub(super) fn leapt(from: Square, to: Square) -> Option<Square> {
    let diff = to.wrapping_sub(from);
    STEPS.iter().find(|&&d| diff == d.wrapping_mul(2)).map(|&d| from.wrapping_add(d))
}
