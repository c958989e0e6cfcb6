//! The state of a game of The Drake and the changes `play` and `undo` make to it.

use super::board::{bit, Square};
use super::rules::{Rules, FLAGS, LEADER_KEYS};
use super::troop::Troop;
use super::Move;
use crate::game::rng::{Keys, Rng};
use crate::game::{EndReason, Outcome};
use std::rc::Rc;

pub const BLUE: usize = 0;
pub const ORANGE: usize = 1;
/// No square: a leader not on the board, no flags, no fortress protection.
pub const NONE: Square = 64;

/// The three phases; `Guards(slot)` counts the guard slots Blue, Orange, Blue, Orange.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    Leaders,
    Guards(u8),
    Middle,
}

/// A player's stack: the items in order, top first, and how many were taken off the top.
/// With drawn stacks, the items after the known top are the bag, in no meaningful order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stack {
    pub items: [Troop; 12],
    pub len: u8,
    pub taken: u8,
}

impl Stack {
    pub fn new(items: &[Troop]) -> Stack {
        let mut stack = Stack { items: [Troop::BOMB; 12], len: items.len().min(12) as u8, taken: 0 };
        stack.items[..stack.len as usize].copy_from_slice(&items[..stack.len as usize]);
        stack
    }

    pub fn top(&self) -> Option<Troop> {
        self.remaining().first().copied()
    }

    /// The items still in the stack, top first.
    pub fn remaining(&self) -> &[Troop] {
        self.items.get(self.taken as usize..self.len as usize).unwrap_or(&[])
    }

    pub fn is_empty(&self) -> bool {
        self.taken >= self.len
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
    pub leaders: [Square; 2],
    pub flags: [Square; 2],
    pub guard: Square,
    /// The bag index a draw swapped to the top (`NONE`: no draw; the generator before it is
    /// on `Drake::draws`).
    pub drawn: Square,
}

/// A position of The Drake with the history needed for undo and repetition.
#[derive(Clone, Debug)]
pub struct Drake {
    pub(super) rules: Rc<Rules>,
    /// The extensions in use (`rules::GENERAL` …), copied here for the hot path.
    pub(super) ext: u16,
    pub(super) size: u8,
    pub(super) mountains: u64,
    pub(super) fortresses: u64,
    /// Squares held by each player's troops.
    pub(super) occupied: [u64; 2],
    /// Squares whose troop shows its face.
    pub(super) face_up: u64,
    /// The troop on each square (meaningful where `occupied`).
    pub(super) troops: [Troop; 64],
    pub(super) stacks: [Stack; 2],
    /// Each player's leader on the board, or `NONE`.
    pub(super) leaders: [Square; 2],
    /// Where each player's flag lies (carried when an enemy troop stands there), or `NONE`.
    pub(super) flags: [Square; 2],
    /// The fortress the last ply arrived on: its troop cannot be captured this ply.
    pub(super) guard: Square,
    /// The squares each player's protect tokens mark (the other player may not enter them) …
    pub(super) shield: [u64; 2],
    /// … and their dread tokens (the other player's troops there may not move off).
    pub(super) dread: [u64; 2],
    /// The chance of drawn stacks, and what it was before each draw of the game (for undo).
    pub(super) rng: Rng,
    pub(super) draws: Vec<Rng>,
    pub(super) turn: u8,
    pub(super) phase: Phase,
    /// Plies since the last capture, placement, detonation or flag pick-up.
    pub(super) quiet: u16,
    pub(super) hidden_stack: bool,
    pub(super) hash: u64,
    pub(super) ended: Option<Outcome>,
    pub(super) undo: Vec<Undo>,
    /// The hash of every position of the game so far, the current one last.
    pub(super) seen: Vec<u64>,
}

/// Zobrist keys: troops by (player, kind, side, square), stack items by (player, depth,
/// item), the phases, Orange to move, flags by (player, square), the fortress protection by
/// square, and leaders by (player, square) where the troops on the board do not tell which
/// one leads.
const TROOP_KEYS: Keys<{ 2 * Troop::KINDS * 2 * 64 }> = Keys(0x000D_7A4E_0001);
const STACK_KEYS: Keys<{ 2 * 12 * 27 }> = Keys(0x000D_7A4E_0002);
const PHASE_KEYS: Keys<6> = Keys(0x000D_7A4E_0003);
const LEADER_SQUARE_KEYS: Keys<128> = Keys(0x000D_7A4E_0004);
const FLAG_KEYS: Keys<128> = Keys(0x000D_7A4E_0005);
const GUARD_KEYS: Keys<64> = Keys(0x000D_7A4E_0006);
const ORANGE_KEY: u64 = 0x5DEE_CE66_D1A4_F87B;

pub(super) fn troop_key(player: usize, troop: Troop, face_up: bool, sq: Square) -> u64 {
    TROOP_KEYS.at(((player * Troop::KINDS + troop.index()) * 2 + usize::from(face_up)) * 64 + sq as usize)
}

pub(super) fn stack_key(player: usize, depth: usize, item: Troop) -> u64 {
    STACK_KEYS.at((player * 12 + depth) * 27 + item.index())
}

fn leader_key(player: usize, sq: Square) -> u64 {
    if sq == NONE {
        0
    } else {
        LEADER_SQUARE_KEYS.at(player * 64 + sq as usize)
    }
}

fn flag_key(player: usize, sq: Square) -> u64 {
    if sq == NONE {
        0
    } else {
        FLAG_KEYS.at(player * 64 + sq as usize)
    }
}

pub(super) fn guard_key(sq: Square) -> u64 {
    GUARD_KEYS.at(sq as usize)
}

fn phase_key(phase: Phase) -> u64 {
    PHASE_KEYS.at(match phase {
        Phase::Leaders => 0,
        Phase::Guards(slot) => 1 + (slot as usize).min(3),
        Phase::Middle => 5,
    })
}

impl Drake {
    /// An empty board with the given stacks, Blue to place its leader.
    pub(super) fn empty(rules: Rules, stacks: [Stack; 2], seed: u64) -> Drake {
        let variant = &rules.variant;
        let mut game = Drake {
            ext: rules.ext,
            size: variant.size,
            mountains: variant.mountains,
            fortresses: variant.fortresses,
            occupied: [0; 2],
            face_up: 0,
            troops: [Troop::DRAKE; 64],
            stacks,
            leaders: [NONE; 2],
            flags: variant.flag_squares().unwrap_or([NONE; 2]),
            guard: NONE,
            shield: [0; 2],
            dread: [0; 2],
            rng: Rng::new(seed),
            draws: Vec::new(),
            turn: BLUE as u8,
            phase: Phase::Leaders,
            quiet: 0,
            hidden_stack: variant.hidden,
            hash: 0,
            ended: None,
            undo: Vec::new(),
            seen: Vec::new(),
            rules: Rc::new(rules),
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
            for (depth, &item) in stack.items.iter().enumerate().take(stack.len as usize).skip(stack.taken as usize) {
                h ^= stack_key(player, depth, item);
            }
            if self.ext & LEADER_KEYS != 0 {
                h ^= leader_key(player, self.leaders[player]);
            }
            h ^= flag_key(player, self.flags[player]);
        }
        if self.guard != NONE {
            h ^= guard_key(self.guard);
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

    #[inline]
    fn set_phase(&mut self, phase: Phase) {
        self.hash ^= phase_key(self.phase) ^ phase_key(phase);
        self.phase = phase;
    }

    #[inline]
    fn set_turn(&mut self, turn: usize) {
        if self.turn as usize != turn {
            self.hash ^= ORANGE_KEY;
            self.turn = turn as u8;
        }
    }

    #[inline]
    pub(super) fn set_leader(&mut self, player: usize, sq: Square) {
        if self.ext & LEADER_KEYS != 0 {
            self.hash ^= leader_key(player, self.leaders[player]) ^ leader_key(player, sq);
        }
        self.leaders[player] = sq;
    }

    #[inline]
    pub(super) fn set_flag(&mut self, player: usize, sq: Square) {
        self.hash ^= flag_key(player, self.flags[player]) ^ flag_key(player, sq);
        self.flags[player] = sq;
    }

    #[inline]
    fn remove(&mut self, player: usize, sq: Square) -> (Troop, bool) {
        let troop = self.troops[sq as usize];
        let face = self.face_up & bit(sq) != 0;
        self.hash ^= troop_key(player, troop, face, sq);
        self.occupied[player] &= !bit(sq);
        self.face_up &= !bit(sq);
        (troop, face)
    }

    #[inline]
    fn put(&mut self, player: usize, sq: Square, troop: Troop, face: bool) {
        self.hash ^= troop_key(player, troop, face, sq);
        self.occupied[player] |= bit(sq);
        self.troops[sq as usize] = troop;
        if face {
            self.face_up |= bit(sq);
        }
    }

    /// Moves `player`'s troop from `from` to `to`, turning it over or not.
    #[inline(always)]
    fn shift(&mut self, player: usize, from: Square, to: Square, turn_over: bool) {
        let (troop, face) = self.remove(player, from);
        self.put(player, to, troop, face != turn_over);
        if self.leaders[player] == from {
            self.set_leader(player, to);
        }
    }

    #[inline]
    fn turn_over(&mut self, player: usize, sq: Square) {
        let (troop, face) = self.remove(player, sq);
        self.put(player, sq, troop, !face);
    }

    /// Takes the enemy troop off `sq`; whether it was the leader.
    #[inline]
    fn capture(&mut self, enemy: usize, sq: Square, record: &mut Undo) -> bool {
        let (troop, face) = self.remove(enemy, sq);
        record.captured = Some((troop, face, sq));
        let leader = self.leaders[enemy] == sq;
        if leader {
            self.set_leader(enemy, NONE);
        }
        leader
    }

    /// Takes the top item off `player`'s stack.
    #[inline]
    fn take_top(&mut self, player: usize) -> Troop {
        let stack = &mut self.stacks[player];
        let depth = stack.taken as usize;
        let item = stack.items[depth % 12];
        stack.taken += 1;
        self.hash ^= stack_key(player, depth, item);
        item
    }

    /// What `mv` (known to be legal) leaves for `undo`, before it is played.
    pub(super) fn record(&self, mv: Move) -> Undo {
        Undo {
            mv,
            captured: None,
            phase: self.phase,
            turn: self.turn,
            quiet: self.quiet,
            hash: self.hash,
            ended: self.ended,
            leaders: self.leaders,
            flags: self.flags,
            guard: self.guard,
            drawn: NONE,
        }
    }

    /// The board and stack changes of the mover's move; whether it captured the enemy leader.
    pub(super) fn act(&mut self, mv: Move, record: &mut Undo) -> bool {
        let me = self.turn as usize;
        let enemy = 1 - me;
        let mut leader_taken = false;
        match mv {
            Move::Place(to) => {
                let troop = self.take_top(me);
                self.put(me, to, troop, true);
                if self.phase == Phase::Leaders {
                    self.set_leader(me, to);
                }
                self.quiet = 0;
            }
            Move::Step(from, to) => {
                if self.occupied[enemy] & bit(to) != 0 {
                    leader_taken = self.capture(enemy, to, record);
                }
                self.shift(me, from, to, true);
                self.quiet = if record.captured.is_some() { 0 } else { self.quiet + 1 };
            }
            Move::Strike(from, target) => {
                leader_taken = self.capture(enemy, target, record);
                self.turn_over(me, from);
                self.quiet = 0;
            }
            Move::Command(by, from, to) => {
                if self.occupied[enemy] & bit(to) != 0 {
                    leader_taken = self.capture(enemy, to, record);
                }
                self.shift(me, from, to, false);
                self.turn_over(me, by);
                self.quiet = if record.captured.is_some() { 0 } else { self.quiet + 1 };
            }
            Move::Detonate(target) => {
                leader_taken = self.capture(enemy, target, record);
                self.take_top(me);
                self.quiet = 0;
            }
        }
        leader_taken
    }

    /// Moves the game on after `mover` moved: the next phase or slot, and whose turn it is.
    pub(super) fn advance(&mut self, mover: usize) {
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
    pub(super) fn settle_end(&mut self, mover: usize, leader_taken: bool) {
        if leader_taken {
            self.ended = Some(Outcome::win(mover, EndReason::LeaderCaptured));
        } else if self.ext & FLAGS != 0 && self.flag_home(mover) {
            self.ended = Some(Outcome::win(mover, EndReason::FlagCarried));
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

    /// Puts the board and stacks back as they were before the move `record` was made for
    /// (the rest of the state is restored from the record by `undo`).
    pub(super) fn unact(&mut self, record: &Undo) {
        let me = record.turn as usize;
        let untake = |game: &mut Drake| {
            let stack = &mut game.stacks[me];
            if record.drawn != NONE {
                // The draw swapped a bag item up to the new top (never past the 12 places).
                stack.items.swap(stack.taken as usize % 12, record.drawn as usize % 12);
            }
            stack.taken -= 1;
        };
        match record.mv {
            Move::Place(to) => {
                self.occupied[me] &= !bit(to);
                self.face_up &= !bit(to);
                untake(self);
            }
            Move::Step(from, to) => self.move_back(me, from, to, true),
            Move::Command(by, from, to) => {
                self.move_back(me, from, to, false);
                self.face_up ^= bit(by);
            }
            Move::Strike(from, _) => self.face_up ^= bit(from),
            Move::Detonate(_) => untake(self),
        }
        if let Some((troop, face, sq)) = record.captured {
            self.occupied[1 - me] |= bit(sq);
            self.troops[sq as usize] = troop;
            if face {
                self.face_up |= bit(sq);
            }
        }
    }

    /// Moves `player`'s troop back from `to` to `from`, turning it back if it turned.
    #[inline(always)]
    fn move_back(&mut self, player: usize, from: Square, to: Square, turned: bool) {
        let troop = self.troops[to as usize];
        let face = self.face_up & bit(to) != 0;
        self.occupied[player] &= !bit(to);
        self.face_up &= !bit(to);
        self.occupied[player] |= bit(from);
        self.troops[from as usize] = troop;
        if face != turned {
            self.face_up |= bit(from);
        }
    }
}
