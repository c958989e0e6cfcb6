//! Legal moves: plain moves, canter chains, jump chains and Knight's charges, found depth
//! first on a scratch copy of the board; and the plantings of River Camelot's first moves.
//! Nothing is allocated: the route being built is a fixed array (a `Move`), captured pieces
//! are lifted off the scratch board and put back on the way up, and the recursion is at most
//! one level per landing (≤ 58). The board's shape, river and trees are all in the cells
//! (nothing lands on them), so only the castles are looked up in the board.

use super::board::{side_bit, Board, Set, Square, CELLS, EMPTY, KNIGHT_BIT, STEPS};
use super::moves::Move;
use super::state::{Camelot, NOWHERE};

/// Whether a piece on `at` could jump a piece of the side with bit `theirs` on `cells`.
#[inline]
pub(super) fn jump_available(cells: &[u8; CELLS], at: Square, theirs: u8) -> bool {
    STEPS.iter().any(|&d| {
        let over = at.wrapping_add(d);
        cells[over as usize] & theirs != 0 && cells[over.wrapping_add(d) as usize] == EMPTY
    })
}

/// Which moves the player to move is held to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Duty {
    /// The piece on this square ended its last move in its own castle and can move: only its
    /// moves are legal; `true` if it can jump, so it must capture.
    Leave(Square, bool),
    /// The ordinary rules; `true` if some piece can make a plain jump, so the move must capture.
    Free(bool),
}

/// Where a search's moves go: called with each move until it returns `false`. A trait object,
/// not a type parameter, so the generator is compiled once (it is large) rather than once per
/// caller's closure; one indirect call per move found costs little.
pub(super) type Sink<'s> = &'s mut dyn FnMut(Move) -> bool;

/// One search for moves: the scratch board, the route so far and where the moves go.
pub(super) struct Search<'s> {
    cells: [u8; CELLS],
    /// The castles of the board: the owner's side bit on each castle square.
    castle: &'static [u8; CELLS],
    board: &'static Board,
    mine: u8,
    theirs: u8,
    castle_moves_left: bool,
    route: Move,
    /// Canter landings so far (and the origin): a canter chain never lands twice on one square.
    visited: Set,
    jumps: u32,
    knight: bool,
    quiet_allowed: bool,
    sink: Sink<'s>,
    pub stopped: bool,
    pub emitted: usize,
}

impl<'s> Search<'s> {
    pub fn new(game: &Camelot, sink: Sink<'s>) -> Search<'s> {
        let me = game.turn as usize & 1;
        Search {
            cells: game.cells,
            castle: &game.board.castle,
            board: game.board,
            mine: side_bit(me),
            theirs: side_bit(1 - me),
            castle_moves_left: game.castle_moves[me] < 2,
            route: Move::start(0),
            visited: Set::EMPTY,
            jumps: 0,
            knight: false,
            quiet_allowed: false,
            sink,
            stopped: false,
            emitted: 0,
        }
    }

    #[inline]
    fn emit(&mut self) {
        self.emitted += 1;
        if !(self.sink)(self.route) {
            self.stopped = true;
        }
    }

    /// Whether a piece on `at` could jump an enemy now (on the scratch board).
    #[inline]
    pub fn can_jump(&self, at: Square) -> bool {
        jump_available(&self.cells, at, self.theirs)
    }

    /// Whether a piece of the side to move outside the enemy castle can make a plain jump.
    pub fn any_jump(&self, pieces: Set) -> bool {
        pieces.iter().any(|sq| self.castle[sq as usize] != self.theirs && self.can_jump(sq))
    }

    /// Every legal move of the piece on `from`; `capture_only` when the move must capture.
    pub fn piece(&mut self, from: Square, capture_only: bool) {
        let code = self.cells[from as usize];
        if code & self.mine == 0 {
            return;
        }
        self.route = Move::start(from);
        if self.castle[from as usize] == self.theirs {
            // In the enemy castle for good: only a plain move to the other castle square.
            let Some(other) = self.board.other_castle_square(from) else { return };
            if !capture_only && self.castle_moves_left && self.cells[other as usize] == EMPTY {
                self.route.push(other);
                self.emit();
            }
            return;
        }
        self.knight = code & KNIGHT_BIT != 0;
        self.quiet_allowed = !capture_only;
        self.cells[from as usize] = EMPTY;
        if self.quiet_allowed {
            for d in STEPS {
                let to = from.wrapping_add(d);
                if self.cells[to as usize] == EMPTY && self.castle[to as usize] != self.mine {
                    self.route.push(to);
                    self.emit();
                    self.route.pop();
                    if self.stopped {
                        break;
                    }
                }
            }
        }
        if capture_only && !self.stopped {
            self.jumps = 0;
            self.jump_chain(from);
        }
        if (self.knight || self.quiet_allowed) && !self.stopped {
            self.visited = Set::EMPTY;
            self.visited.insert(from);
            self.canter_chain(from, false);
        }
        self.cells[from as usize] = code;
    }

    /// Canters on from `at`. `touched`: a Knight's earlier landing could jump, so this move may
    /// only end with a capture.
    fn canter_chain(&mut self, at: Square, touched: bool) {
        for d in STEPS {
            let over = at.wrapping_add(d);
            if self.cells[over as usize] & self.mine == 0 {
                continue;
            }
            let to = over.wrapping_add(d);
            if self.cells[to as usize] != EMPTY || self.visited.contains(to) || self.castle[to as usize] == self.mine {
                continue;
            }
            if !self.route.push(to) {
                continue;
            }
            self.visited.insert(to);
            if self.castle[to as usize] == self.theirs {
                // Entering the enemy castle ends the move; from there nothing can be jumped.
                if self.quiet_allowed && !touched {
                    self.emit();
                }
            } else {
                let jumpable = self.knight && self.can_jump(to);
                let touched = touched || jumpable;
                if self.quiet_allowed && !touched {
                    self.emit();
                }
                if jumpable && !self.stopped {
                    self.jumps = 0;
                    self.jump_chain(to);
                }
                if !self.stopped && (self.knight || self.quiet_allowed) {
                    self.canter_chain(to, touched);
                }
            }
            self.visited.remove(to);
            self.route.pop();
            if self.stopped {
                return;
            }
        }
    }

    /// Jumps on from `at` while a jump is possible; each chain that can go no further (or
    /// enters the enemy castle) is a move.
    fn jump_chain(&mut self, at: Square) {
        let mut any = false;
        for d in STEPS {
            let over = at.wrapping_add(d);
            let taken = self.cells[over as usize];
            if taken & self.theirs == 0 {
                continue;
            }
            let to = over.wrapping_add(d);
            if self.cells[to as usize] != EMPTY {
                continue;
            }
            any = true;
            if !self.route.push(to) {
                continue;
            }
            self.cells[over as usize] = EMPTY;
            self.jumps += 1;
            if self.castle[to as usize] == self.theirs {
                self.emit();
            } else {
                self.jump_chain(to);
            }
            self.jumps -= 1;
            self.cells[over as usize] = taken;
            self.route.pop();
            if self.stopped {
                return;
            }
        }
        if !any && self.jumps > 0 {
            self.emit();
        }
    }
}

impl Camelot {
    /// The duty of the player to move: leave the own castle, or the ordinary rules.
    pub(super) fn duty(&self) -> Duty {
        let me = self.turn as usize & 1;
        let castle = self.leave[me];
        let mut any = |_| false;
        let mut search = Search::new(self, &mut any);
        if castle != NOWHERE {
            let must = search.can_jump(castle);
            search.piece(castle, must);
            if search.emitted > 0 {
                return Duty::Leave(castle, must);
            }
        }
        Duty::Free(search.any_jump(self.occupied[me]))
    }

    /// Feeds every planting of three trees on the free planting squares of the side to move.
    fn plantings(&self, sink: Sink) {
        let me = self.turn as usize & 1;
        let mut free = [0 as Square; 64];
        let mut n = 0;
        for sq in self.board.planting_squares(me).iter() {
            if let (true, Some(slot)) = (self.cells[sq as usize] == EMPTY, free.get_mut(n)) {
                *slot = sq;
                n += 1;
            }
        }
        let free = &free[..n];
        for (i, &a) in free.iter().enumerate() {
            for (j, &b) in free.iter().enumerate().skip(i + 1) {
                for &c in &free[j + 1..] {
                    if !sink(Move::planting([a, b, c])) {
                        return;
                    }
                }
            }
        }
    }

    /// Feeds every legal move to `sink` until it returns `false`.
    pub(super) fn generate(&self, sink: Sink) {
        if self.ended.is_some() {
            return;
        }
        self.generate_ignoring_end(sink);
    }

    /// The moves the rules of movement allow, whether or not the game has ended.
    pub(super) fn generate_ignoring_end(&self, sink: Sink) {
        if self.planting_due() {
            return self.plantings(sink);
        }
        let me = self.turn as usize & 1;
        let mut search = Search::new(self, sink);
        let castle = self.leave[me];
        if castle != NOWHERE {
            // The duty to leave the castle overrides compulsory capture elsewhere; it lapses if
            // the piece cannot move at all.
            let must = search.can_jump(castle);
            search.piece(castle, must);
            if search.emitted > 0 || search.stopped {
                return;
            }
        }
        let must = search.any_jump(self.occupied[me]);
        for from in self.occupied[me].iter() {
            search.piece(from, must);
            if search.stopped {
                return;
            }
        }
    }

    /// Feeds the legal moves of the piece on `from` to `sink`.
    pub(super) fn generate_from(&self, from: Square, sink: Sink) {
        if self.ended.is_some() || self.planting_due() {
            return;
        }
        let capture_only = match self.duty() {
            Duty::Leave(castle, _) if castle != from => return,
            Duty::Leave(_, must) | Duty::Free(must) => must,
        };
        Search::new(self, sink).piece(from, capture_only);
    }

    pub(super) fn has_legal_move(&self, ignoring_end: bool) -> bool {
        let mut any = false;
        let mut sink = |_| {
            any = true;
            false
        };
        if ignoring_end {
            self.generate_ignoring_end(&mut sink);
        } else {
            self.generate(&mut sink);
        }
        any
    }
}
