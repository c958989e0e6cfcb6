//! The state of a game of The Drake and the changes `play` and `undo` make to it.

use super::board::{bit, Square};
use super::troop::Troop;
use super::Move;
use crate::game::rng::Keys;
use crate::game::{EndReason, Outcome};

pub const BLUE: usize = 0;
pub const ORANGE: usize = 1;

/// The three phases; `Guards(slot)` counts the guard slots Blue, Orange, Blue, Orange.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    Leaders,
    Guards(u8),
    Middle,
}

/// A player's stack: the troops in order, top first, and how many were taken off the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stack {
    pub troops: [Troop; 7],
    pub taken: u8,
}

impl Stack {
    pub const FULL: Stack = Stack { troops: Troop::STACK, taken: 0 };

    pub fn top(&self) -> Option<Troop> {
        self.troops.get(self.taken as usize).copied()
    }

    /// The troops still in the stack, top first.
    pub fn remaining(&self) -> &[Troop] {
        &self.troops[self.taken as usize..]
    }

    pub fn is_empty(&self) -> bool {
        self.taken as usize >= self.troops.len()
    }
}

/// What a move changed that `undo` cannot work out from the move itself.
#[derive(Clone, Copy, Debug)]
pub(super) struct Undo {
    pub mv: Move,
    /// The captured troop, whether it was face up, and its square.
    pub captured: Option<(Troop, bool, Square)>,
    pub phase: Phase,
    pub turn: u8,
    pub quiet: u16,
    pub hash: u64,
    pub ended: Option<Outcome>,
}

/// A position of The Drake with the history needed for undo and repetition.
#[derive(Clone, Debug)]
pub struct Drake {
    pub(super) size: u8,
    pub(super) mountains: u64,
    /// Squares held by each player's troops.
    pub(super) occupied: [u64; 2],
    /// Squares whose troop shows its face.
    pub(super) face_up: u64,
    /// The troop on each square (meaningful where `occupied`).
    pub(super) troops: [Troop; 64],
    pub(super) stacks: [Stack; 2],
    pub(super) turn: u8,
    pub(super) phase: Phase,
    /// Plies since the last capture or placement.
    pub(super) quiet: u16,
    pub(super) hidden_stack: bool,
    pub(super) hash: u64,
    pub(super) ended: Option<Outcome>,
    pub(super) undo: Vec<Undo>,
    /// The hash of every position of the game so far, the current one last.
    pub(super) seen: Vec<u64>,
}

/// Zobrist keys: troops by (player, troop, side, square), stack entries by (player, depth,
/// troop), the phases, and Orange to move.
const TROOP_KEYS: Keys<{ 2 * 6 * 2 * 64 }> = Keys(0x000D_7A4E_0001);
const STACK_KEYS: Keys<{ 2 * 7 * 6 }> = Keys(0x000D_7A4E_0002);
const PHASE_KEYS: Keys<6> = Keys(0x000D_7A4E_0003);
const ORANGE_KEY: u64 = 0x5DEE_CE66_D1A4_F87B;

pub(super) fn troop_key(player: usize, troop: Troop, face_up: bool, sq: Square) -> u64 {
    TROOP_KEYS.at(((player * 6 + troop as usize) * 2 + usize::from(face_up)) * 64 + sq as usize)
}

fn stack_key(player: usize, depth: usize, troop: Troop) -> u64 {
    STACK_KEYS.at((player * 7 + depth) * 6 + troop as usize)
}

fn phase_key(phase: Phase) -> u64 {
    PHASE_KEYS.at(match phase {
        Phase::Leaders => 0,
        Phase::Guards(slot) => 1 + (slot as usize).min(3),
        Phase::Middle => 5,
    })
}

impl Drake {
    /// An empty board with full stacks, Blue to place its leader.
    pub(super) fn empty(size: u8, mountains: u64, stacks: [Stack; 2], hidden_stack: bool) -> Drake {
        let mut game = Drake {
            size,
            mountains,
            occupied: [0; 2],
            face_up: 0,
            troops: [Troop::Drake; 64],
            stacks,
            turn: BLUE as u8,
            phase: Phase::Leaders,
            quiet: 0,
            hidden_stack,
            hash: 0,
            ended: None,
            undo: Vec::new(),
            seen: Vec::new(),
        };
        game.hash = game.compute_hash();
        game.seen.push(game.hash);
        game
    }

    /// The hash computed from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        let mut h = phase_key(self.phase);
        if self.turn as usize == ORANGE {
            h ^= ORANGE_KEY;
        }
        for player in [BLUE, ORANGE] {
            for sq in super::board::squares(self.occupied[player]) {
                h ^= troop_key(player, self.troops[sq as usize], self.face_up & bit(sq) != 0, sq);
            }
            let stack = &self.stacks[player];
            for depth in stack.taken as usize..7 {
                h ^= stack_key(player, depth, stack.troops[depth]);
            }
        }
        h
    }

    pub(super) fn owner(&self, sq: Square) -> Option<usize> {
        let b = bit(sq);
        if self.occupied[BLUE] & b != 0 {
            Some(BLUE)
        } else if self.occupied[ORANGE] & b != 0 {
            Some(ORANGE)
        } else {
            None
        }
    }

    fn set_phase(&mut self, phase: Phase) {
        self.hash ^= phase_key(self.phase) ^ phase_key(phase);
        self.phase = phase;
    }

    fn set_turn(&mut self, turn: usize) {
        if self.turn as usize != turn {
            self.hash ^= ORANGE_KEY;
            self.turn = turn as u8;
        }
    }

    fn remove(&mut self, player: usize, sq: Square) -> (Troop, bool) {
        let troop = self.troops[sq as usize];
        let face = self.face_up & bit(sq) != 0;
        self.hash ^= troop_key(player, troop, face, sq);
        self.occupied[player] &= !bit(sq);
        self.face_up &= !bit(sq);
        (troop, face)
    }

    fn put(&mut self, player: usize, sq: Square, troop: Troop, face: bool) {
        self.hash ^= troop_key(player, troop, face, sq);
        self.occupied[player] |= bit(sq);
        self.troops[sq as usize] = troop;
        if face {
            self.face_up |= bit(sq);
        }
    }

    /// Applies a move known to be legal, then settles the phase, the turn and the end.
    pub(super) fn apply(&mut self, mv: Move) {
        let me = self.turn as usize;
        let enemy = 1 - me;
        let mut record = Undo {
            mv,
            captured: None,
            phase: self.phase,
            turn: self.turn,
            quiet: self.quiet,
            hash: self.hash,
            ended: self.ended,
        };
        match mv {
            Move::Place(to) => {
                let stack = &mut self.stacks[me];
                let depth = stack.taken as usize;
                let troop = stack.troops[depth];
                stack.taken += 1;
                self.hash ^= stack_key(me, depth, troop);
                self.put(me, to, troop, true);
                self.quiet = 0;
            }
            Move::Step(from, to) => {
                if self.occupied[enemy] & bit(to) != 0 {
                    let (troop, face) = self.remove(enemy, to);
                    record.captured = Some((troop, face, to));
                }
                let (troop, face) = self.remove(me, from);
                self.put(me, to, troop, !face);
                self.quiet = if record.captured.is_some() { 0 } else { self.quiet + 1 };
            }
            Move::Strike(from, target) => {
                let (troop, face) = self.remove(enemy, target);
                record.captured = Some((troop, face, target));
                let (striker, side) = self.remove(me, from);
                self.put(me, from, striker, !side);
                self.quiet = 0;
            }
        }
        self.undo.push(record);
        self.advance(me);
        self.seen.push(self.hash);
        self.settle_end(me, record.captured.map(|c| c.0));
    }

    /// Moves the game on after `mover` moved: the next phase or slot, and whose turn it is.
    fn advance(&mut self, mover: usize) {
        let next = match self.phase {
            Phase::Leaders if mover == BLUE => {
                self.set_turn(ORANGE);
                return;
            }
            Phase::Leaders => Phase::Guards(0),
            Phase::Guards(slot) => Phase::Guards(slot + 1),
            Phase::Middle => {
                self.set_turn(1 - mover);
                return;
            }
        };
        // A player with no free square next to the leader skips the slot without a turn.
        let Phase::Guards(mut slot) = next else { return };
        while slot < 4 && self.guard_squares(slot as usize % 2) == 0 {
            slot += 1;
        }
        if slot < 4 {
            self.set_phase(Phase::Guards(slot));
            self.set_turn(slot as usize % 2);
        } else {
            self.set_phase(Phase::Middle);
            self.set_turn(BLUE);
        }
    }

    /// The end after `mover`'s move, checked in the rules' order (a position with no legal
    /// move is found lazily by `outcome`).
    fn settle_end(&mut self, mover: usize, captured: Option<Troop>) {
        if captured == Some(Troop::Drake) {
            self.ended = Some(Outcome::win(mover, EndReason::LeaderCaptured));
        } else if self.repetitions() >= 3 {
            self.ended = Some(Outcome::draw(2, EndReason::Repetition));
        } else if self.quiet >= 100 {
            self.ended = Some(Outcome::draw(2, EndReason::NoProgress));
        }
    }

    /// How often the current position has occurred (positions before the last capture or
    /// placement cannot be equal; the hash includes the player to move).
    pub(super) fn repetitions(&self) -> usize {
        let recent = self.seen.len().saturating_sub(self.quiet as usize + 1);
        self.seen[recent..].iter().rev().step_by(2).filter(|&&h| h == self.hash).count()
    }

    pub(super) fn take_back(&mut self) -> bool {
        let Some(record) = self.undo.pop() else { return false };
        self.seen.pop();
        let me = record.turn as usize;
        match record.mv {
            Move::Place(to) => {
                self.occupied[me] &= !bit(to);
                self.face_up &= !bit(to);
                self.stacks[me].taken -= 1;
            }
            Move::Step(from, to) => {
                let troop = self.troops[to as usize];
                let face = self.face_up & bit(to) != 0;
                self.occupied[me] &= !bit(to);
                self.face_up &= !bit(to);
                self.occupied[me] |= bit(from);
                self.troops[from as usize] = troop;
                if !face {
                    self.face_up |= bit(from);
                }
            }
            Move::Strike(from, _) => self.face_up ^= bit(from),
        }
        if let Some((troop, face, sq)) = record.captured {
            self.occupied[1 - me] |= bit(sq);
            self.troops[sq as usize] = troop;
            if face {
                self.face_up |= bit(sq);
            }
        }
        self.phase = record.phase;
        self.turn = record.turn;
        self.quiet = record.quiet;
        self.hash = record.hash;
        self.ended = record.ended;
        true
    }
}
