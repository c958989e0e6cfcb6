//! Legal moves: where troops may be placed (or a bomb detonated), and what the troops on the
//! board can do. Generation writes into a caller's sink and allocates nothing. The standard
//! game's troops go through `plain_moves`; variants with jumps, commands, tokens, fortresses
//! or bombs through `general_moves`.

use super::board::{bit, edge_neighbours, inside, offset, row, squares, Square};
use super::rules::NOT_PLAIN;
use super::state::{Drake, Phase, BLUE, NONE};
use super::troop::{ActionKind, STANDARD_MOVES};
use super::Move;

impl Drake {
    /// The free squares (empty, on the board, no mountain).
    pub(super) fn free(&self) -> u64 {
        inside(self.size) & !self.mountains & !(self.occupied[0] | self.occupied[1])
    }

    /// The row where `player`'s leader is placed (their home row).
    pub(super) fn leader_row(&self, player: usize) -> u64 {
        row(if player == BLUE { 0 } else { self.size as usize - 1 }, self.size)
    }

    /// The square of `player`'s leader, if it is on the board.
    pub(super) fn leader(&self, player: usize) -> Option<Square> {
        Some(self.leaders[player]).filter(|&sq| sq != NONE)
    }

    /// The free squares next to `player`'s leader that the enemy does not protect (where a
    /// guard may go).
    pub(super) fn guard_squares(&self, player: usize) -> u64 {
        self.leader(player).map_or(0, |sq| edge_neighbours(bit(sq)) & self.free() & !self.shield[1 - player])
    }

    /// Where the player to move may place the top of their stack now.
    pub(super) fn placements(&self) -> u64 {
        let me = self.turn as usize;
        if self.stacks[me].is_empty() {
            return 0;
        }
        let free = match self.phase {
            Phase::Leaders => self.leader_row(me) & self.free(),
            Phase::Guards(_) => return self.guard_squares(me),
            Phase::Middle => edge_neighbours(self.occupied[me]) & self.free(),
        };
        if self.ext == 0 {
            free
        } else if self.bomb_on_top(me) {
            0
        } else {
            free & !self.shield[1 - me]
        }
    }

    /// The enemy troops a bomb on top of the mover's stack could destroy.
    pub(super) fn bomb_targets(&self) -> u64 {
        let me = self.turn as usize;
        if !self.bomb_on_top(me) || self.phase != Phase::Middle {
            return 0;
        }
        let spared = self.leader(1 - me).map_or(0, bit) | self.guarded();
        self.occupied[1 - me] & edge_neighbours(self.occupied[me]) & !spared
    }

    /// The fortress square whose troop cannot be captured this ply, as a set.
    pub(super) fn guarded(&self) -> u64 {
        if self.guard == NONE {
            0
        } else {
            bit(self.guard)
        }
    }

    /// Whether the troops' moves need only the plain generator (the standard game's troops,
    /// no fortresses, no bombs).
    fn plain(&self) -> bool {
        self.ext & NOT_PLAIN == 0
    }

    /// Feeds every action of the troop on `from` (owned by the player to move) to `sink`
    /// until it returns `false`; returns `false` if it was stopped.
    pub(super) fn troop_moves(&self, from: Square, sink: &mut impl FnMut(Move) -> bool) -> bool {
        if self.plain() {
            self.plain_moves(from, sink)
        } else {
            self.general_moves(from, sink)
        }
    }

    /// Shifts, slides and strikes, with nothing else to look at: the standard game.
    fn plain_moves(&self, from: Square, sink: &mut impl FnMut(Move) -> bool) -> bool {
        let me = self.turn as usize;
        let own = self.occupied[me];
        let enemy = self.occupied[1 - me];
        let blocked = own | self.mountains;
        let face = self.face_up & bit(from) != 0;
        let flip = if me == BLUE { 1 } else { -1 };
        let side = STANDARD_MOVES[self.troops[from as usize].index() & 31][usize::from(!face)];
        for action in side {
            let (dx, dy) = (action.dx, action.dy * flip);
            match action.kind {
                ActionKind::Slide => {
                    let mut at = from;
                    while let Some(to) = offset(at, dx, dy, self.size) {
                        if blocked & bit(to) != 0 {
                            break;
                        }
                        if !sink(Move::Step(from, to)) {
                            return false;
                        }
                        if enemy & bit(to) != 0 {
                            break;
                        }
                        at = to;
                    }
                }
                ActionKind::Strike => {
                    if let Some(to) = offset(from, dx, dy, self.size) {
                        if enemy & bit(to) != 0 && !sink(Move::Strike(from, to)) {
                            return false;
                        }
                    }
                }
                _ => {
                    if let Some(to) = offset(from, dx, dy, self.size) {
                        if blocked & bit(to) == 0 && !sink(Move::Step(from, to)) {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }

    /// Every kind of action, with protect and dread marks, fortress protection, and one move
    /// per notation.
    fn general_moves(&self, from: Square, sink: &mut impl FnMut(Move) -> bool) -> bool {
        let me = self.turn as usize;
        let own = self.occupied[me];
        let enemy = self.occupied[1 - me];
        let guarded = self.guarded();
        // Squares no move of the mover may end on or slide through.
        let closed = own | self.mountains | self.shield[1 - me] | guarded;
        let dreaded = self.dread[1 - me] & bit(from) != 0;
        let face = self.face_up & bit(from) != 0;
        let flip = if me == BLUE { 1 } else { -1 };
        let troop = self.troops[from as usize];
        let side = self.rules.side(troop, face);
        let mut reached = 0u64;
        let mut step = |to: Square, sink: &mut dyn FnMut(Move) -> bool| {
            let first = reached & bit(to) == 0;
            reached |= bit(to);
            !first || sink(Move::Step(from, to))
        };
        let mut sink_dyn = |m: Move| sink(m);
        for action in self.rules.moves(troop, face) {
            let (dx, dy) = (action.dx, action.dy * flip);
            let target = offset(from, dx, dy, self.size);
            match action.kind {
                ActionKind::Strike => {
                    if let Some(to) = target.filter(|&t| enemy & !guarded & bit(t) != 0) {
                        if !sink_dyn(Move::Strike(from, to)) {
                            return false;
                        }
                    }
                }
                _ if dreaded => {}
                ActionKind::Shift | ActionKind::Jump => {
                    if let Some(to) = target.filter(|&t| closed & bit(t) == 0) {
                        if !step(to, &mut sink_dyn) {
                            return false;
                        }
                    }
                }
                ActionKind::Slide | ActionKind::JumpSlide => {
                    let (ux, uy) = if action.kind == ActionKind::Slide { (dx, dy) } else { (dx / 2, dy / 2) };
                    let mut next = target;
                    while let Some(to) = next.filter(|&t| closed & bit(t) == 0) {
                        if !step(to, &mut sink_dyn) {
                            return false;
                        }
                        if enemy & bit(to) != 0 {
                            break;
                        }
                        next = offset(to, ux, uy, self.size);
                    }
                }
                _ => {}
            }
        }
        if side.command.is_empty() {
            return true;
        }
        let mut orders = 0u64;
        for &(dx, dy) in &side.command {
            if let Some(sq) = offset(from, dx, dy * flip, self.size) {
                orders |= bit(sq);
            }
        }
        let movable = orders & own & !self.dread[1 - me];
        for troop in squares(movable) {
            for to in squares(orders & !closed & !bit(troop)) {
                if !sink_dyn(Move::Command(from, troop, to)) {
                    return false;
                }
            }
        }
        true
    }

    /// Feeds every legal move to `sink` until it returns `false`.
    pub(super) fn generate(&self, sink: &mut impl FnMut(Move) -> bool) {
        if self.ended.is_some() {
            return;
        }
        for to in squares(self.placements()) {
            if !sink(Move::Place(to)) {
                return;
            }
        }
        if self.phase != Phase::Middle {
            return;
        }
        let own = self.occupied[self.turn as usize];
        if self.plain() {
            for from in squares(own) {
                if !self.plain_moves(from, sink) {
                    return;
                }
            }
            return;
        }
        for target in squares(self.bomb_targets()) {
            if !sink(Move::Detonate(target)) {
                return;
            }
        }
        for from in squares(own) {
            if !self.general_moves(from, sink) {
                return;
            }
        }
    }

    pub(super) fn has_legal_move(&self) -> bool {
        let mut any = false;
        self.generate(&mut |_| {
            any = true;
            false
        });
        any
    }
}
