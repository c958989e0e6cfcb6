//! The stack editor: each player's stack, top first (the top is the leader, the next two the
//! guards), put in order by moving items, adding troops and bombs, taking them out; Orange's
//! stack may follow Blue's.

use super::Workshop;
use crate::games::drake::{StackMode, Troop, MAX_STACK, MIN_STACK};

impl Workshop {
    /// The stack a player edits (with `mirror`, Orange edits Blue's).
    fn editing(&self, player: usize) -> usize {
        if self.mirror {
            0
        } else {
            player.min(1)
        }
    }

    pub(super) fn follow_mirror(&mut self) {
        if self.mirror {
            self.variant.stacks[1] = self.variant.stacks[0].clone();
        }
    }

    /// Moves the item at `from` of `player`'s stack to `to` (the place it takes: 0 is the
    /// top). False when either is outside the stack.
    pub fn move_item(&mut self, player: usize, from: usize, to: usize) -> bool {
        let stack = &mut self.variant.stacks[self.editing(player)];
        if from >= stack.len() || to >= stack.len() {
            return false;
        }
        let item = stack.remove(from);
        stack.insert(to, item);
        self.follow_mirror();
        self.edited();
        true
    }

    /// Puts `item` into `player`'s stack at `at` (the bottom when `None` or past it). False
    /// when the stack is full.
    pub fn add_item(&mut self, player: usize, at: Option<usize>, item: Troop) -> bool {
        let stack = &mut self.variant.stacks[self.editing(player)];
        if stack.len() >= MAX_STACK {
            return false;
        }
        let at = at.unwrap_or(stack.len()).min(stack.len());
        stack.insert(at, item);
        self.follow_mirror();
        self.edited();
        true
    }

    /// Takes the item at `at` out of `player`'s stack. False when it is not there or the stack
    /// would hold fewer than a leader and two guards.
    pub fn remove_item(&mut self, player: usize, at: usize) -> bool {
        let stack = &mut self.variant.stacks[self.editing(player)];
        if at >= stack.len() || stack.len() <= MIN_STACK {
            return false;
        }
        stack.remove(at);
        self.follow_mirror();
        self.edited();
        true
    }

    /// Whether Orange's stack follows Blue's; switched on, Orange's becomes a copy of Blue's.
    pub fn set_mirror(&mut self, on: bool) {
        if on == self.mirror {
            return;
        }
        self.mirror = on;
        if on && self.variant.stacks[1] != self.variant.stacks[0] {
            self.follow_mirror();
            self.edited();
        }
    }

    /// What the stacks may hold: the built-in troops, the variant's own, and the bomb.
    pub fn palette(&self) -> Vec<Troop> {
        let own = self.variant.troops.iter().filter_map(|k| Troop::from_letter(k.letter));
        Troop::BUILTIN.into_iter().chain(own).chain([Troop::BOMB]).collect()
    }

    pub fn set_mode(&mut self, mode: StackMode) {
        self.variant.mode = mode;
        self.edited();
    }

    pub fn set_hidden(&mut self, hidden: bool) {
        self.variant.hidden = hidden;
        self.edited();
    }
}

/// What a drag in the stack editor carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dragged {
    /// The item at `at` of `player`'s stack.
    Item { player: usize, at: usize },
    /// A troop (or the bomb) of the palette.
    Palette(Troop),
}

impl Workshop {
    /// A drag dropped at `place` of `player`'s stack (before the item there; the stack's
    /// length is its end). An item moves within its stack (both are one when mirrored), or
    /// goes into the other stack where it has room, leaving its own when that keeps a leader
    /// and two guards; a palette's troop goes in. False when nothing changed.
    pub fn drop_on(&mut self, dragged: Dragged, player: usize, place: usize) -> bool {
        match dragged {
            Dragged::Item { player: from, at } if from == player || self.mirror => {
                // The place it takes once it has left its own: one less when it comes from above.
                let to = if place > at { place - 1 } else { place };
                let last = self.variant.stacks[self.editing(from)].len().saturating_sub(1);
                // Back where it was, it changes nothing (the variant stays unchanged).
                to.min(last) != at && self.move_item(from, at, to.min(last))
            }
            Dragged::Item { player: from, at } => {
                let Some(&item) = self.variant.stacks.get(from).and_then(|s| s.get(at)) else { return false };
                let added = self.add_item(player, Some(place), item);
                if added {
                    self.remove_item(from, at);
                }
                added
            }
            Dragged::Palette(troop) => self.add_item(player, Some(place), troop),
        }
    }
}
