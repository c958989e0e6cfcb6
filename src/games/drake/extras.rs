//! What the extensions add to a move (rules/drake-extensions.md): a drawn top, a carried or
//! picked-up flag and the win it brings home, the fortress protection, the tokens' marks.

use super::board::{bit, Square};
use super::rules::{BOMBS, DRAWN, FLAGS, FORTRESSES, TOKENS};
use super::state::{guard_key, stack_key, Drake, Undo, NONE};
use super::troop::Troop;
use super::Move;

impl Drake {
    /// What the extensions add to a move: a drawn top, a carried or picked-up flag, the
    /// fortress protection, the tokens' marks.
    pub(super) fn extensions_after(&mut self, me: usize, mv: Move, record: &mut Undo) {
        let (from, arrived) = match mv {
            Move::Place(to) => (NONE, to),
            Move::Step(from, to) | Move::Command(_, from, to) => (from, to),
            Move::Strike(..) | Move::Detonate(_) => (NONE, NONE),
        };
        if self.ext & DRAWN != 0 && matches!(mv, Move::Place(_) | Move::Detonate(_)) {
            self.draw(me, record);
        }
        if self.ext & FLAGS != 0 {
            let enemy_flag = self.flags[1 - me];
            if enemy_flag == from && from != NONE {
                self.set_flag(1 - me, arrived);
            } else if enemy_flag == arrived && arrived != NONE {
                self.quiet = 0;
            }
        }
        if self.ext & FORTRESSES != 0 {
            let guard = if arrived != NONE && self.fortresses & bit(arrived) != 0 { arrived } else { NONE };
            if self.guard != NONE {
                self.hash ^= guard_key(self.guard);
            }
            if guard != NONE {
                self.hash ^= guard_key(guard);
            }
            self.guard = guard;
        }
        if self.ext & TOKENS != 0 {
            self.mark();
        }
    }

    /// A new top for `player`'s drawn stack, once the known top has left after the guards.
    fn draw(&mut self, player: usize, record: &mut Undo) {
        let stack = self.stacks[player];
        let (top, len) = (stack.taken as usize, stack.len as usize);
        if top < 3 || top >= len {
            return;
        }
        self.draws.push(self.rng);
        let pick = top + self.rng.below(len - top);
        let (a, b) = (stack.items[top], stack.items[pick]);
        self.hash ^= stack_key(player, top, a) ^ stack_key(player, pick, b);
        self.hash ^= stack_key(player, top, b) ^ stack_key(player, pick, a);
        self.stacks[player].items.swap(top, pick);
        record.drawn = pick as Square;
    }

    /// Whether a troop of `player` carries the enemy flag on `player`'s home row.
    pub(super) fn flag_home(&self, player: usize) -> bool {
        let flag = self.flags[1 - player];
        flag != NONE && self.occupied[player] & bit(flag) & self.leader_row(player) != 0
    }

    /// Whether a bomb is on top of `player`'s stack.
    pub(super) fn bomb_on_top(&self, player: usize) -> bool {
        self.ext & BOMBS != 0 && self.stacks[player].top() == Some(Troop::BOMB)
    }
}
