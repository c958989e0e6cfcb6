//! The Drake's workshop, without the browser: a variant being made (rules/drake-extensions.md)
//! and every edit the workshop page offers — a troop's two sides cell by cell, its name and
//! letter, each player's stack, the board, the stack mode — and what is wrong with it, as
//! values the page puts in words (tests/workshop.rs); and the workshop's controller, the
//! [`Bench`], which takes what the person does as [`Act`]s, asks before anything is lost,
//! keeps the variants in storage and answers with [`Command`]s (tests/workshop_flow.rs).

mod act;
mod bench;
mod board;
mod problems;
mod stacks;

pub use act::{Act, Button, Field, Opening, Unread, MODES};
pub use bench::{Ask, Bench, Command, Note};
pub use board::{BoardTool, Terrain};
pub use problems::Problem;
pub use stacks::Dragged;

use crate::game::Lang;
use crate::games::drake::{Action, ActionKind, Name, Troop, TroopKind, Variant, MAX_STACK, MAX_TROOPS};
use std::borrow::Cow;

/// What a tap on a cell of a troop's grid puts there next, in order; `None` empties it. A cell
/// skips the kinds that may not point at it (`ActionKind::may_point`).
pub const CYCLE: [Option<ActionKind>; 9] = [
    Some(ActionKind::Shift),
    Some(ActionKind::Slide),
    Some(ActionKind::Jump),
    Some(ActionKind::JumpSlide),
    Some(ActionKind::Strike),
    Some(ActionKind::Command),
    Some(ActionKind::Protect),
    Some(ActionKind::Dread),
    None,
];

/// The face (0) or the back (1) of a troop.
pub type Side = usize;

/// A variant in the making.
#[derive(Clone, Debug, PartialEq)]
pub struct Workshop {
    pub variant: Variant,
    /// The saved variant it was opened from or last saved as (None: never saved).
    pub saved: Option<u32>,
    /// Edited since it was opened or saved.
    pub changed: bool,
    /// The variant's own troop being edited (an index of `variant.troops`).
    pub troop: Option<usize>,
    /// Orange's stack is Blue's: an edit of one is an edit of both.
    pub mirror: bool,
    /// What a tap on a square of the board does.
    pub tool: BoardTool,
}

const NEW_VARIANT: crate::game::Text = crate::text!("My variant", "Moje varianta");
const NEW_TROOP: crate::game::Text = crate::text!("Troop {0}", "Jednotka {0}");

impl Workshop {
    /// Opens `variant` (saved as `saved`, if it is).
    pub fn new(variant: Variant, saved: Option<u32>) -> Workshop {
        let mirror = variant.stacks[0] == variant.stacks[1];
        let troop = (!variant.troops.is_empty()).then_some(0);
        Workshop { variant, saved, changed: false, troop, mirror, tool: BoardTool::Terrain }
    }

    /// A new variant to start from: the standard game on a 5×5 board, with a name, and one
    /// troop of its own in both stacks, ready to be drawn.
    pub fn blank(lang: Lang) -> Workshop {
        let variant = Variant { size: 5, name: NEW_VARIANT.get(lang).to_string(), ..Variant::default() };
        let mut w = Workshop::new(variant, None);
        w.add_troop(lang);
        w.changed = false;
        w
    }

    fn edited(&mut self) {
        self.changed = true;
    }

    /// Renames the variant (any text; the problems say when it is no name).
    pub fn set_name(&mut self, name: &str) {
        self.variant.name = name.trim().to_string();
        self.edited();
    }

    /// The troop being edited.
    pub fn selected(&self) -> Option<&TroopKind> {
        self.troop.and_then(|i| self.variant.troops.get(i))
    }

    /// What the cell `(dx, dy)` of a side of the troop being edited holds (its first action
    /// there; a text may put several on one cell, and a tap replaces them with one).
    pub fn cell(&self, side: Side, dx: i8, dy: i8) -> Option<ActionKind> {
        let kind = self.selected()?;
        kind.sides.get(side)?.iter().find(|a| (a.dx, a.dy) == (dx, dy)).map(|a| a.kind)
    }

    /// The kind a tap on the cell puts there after `now`.
    pub fn next_kind(now: Option<ActionKind>, dx: i8, dy: i8) -> Option<ActionKind> {
        let at = CYCLE.iter().position(|&k| k == now).unwrap_or(CYCLE.len() - 1);
        (1..=CYCLE.len())
            .map(|step| CYCLE[(at + step) % CYCLE.len()])
            .find(|k| k.is_none_or(|k| k.may_point(dx, dy)))
            .flatten()
    }

    /// A tap on the cell `(dx, dy)` of a side of the troop being edited: the next kind that may
    /// point there, or empty; what it holds now.
    pub fn cycle(&mut self, side: Side, dx: i8, dy: i8) -> Option<ActionKind> {
        let now = self.cell(side, dx, dy);
        let next = Workshop::next_kind(now, dx, dy);
        let i = self.troop?;
        let kind = self.variant.troops.get_mut(i)?;
        let actions = kind.sides.get_mut(side)?.to_mut();
        let at = actions.iter().position(|a| (a.dx, a.dy) == (dx, dy)).unwrap_or(actions.len());
        actions.retain(|a| (a.dx, a.dy) != (dx, dy));
        if let Some(k) = next {
            actions.insert(at.min(actions.len()), Action { kind: k, dx, dy });
        }
        self.edited();
        next
    }

    /// Letters a troop of the variant's own may take: not a built-in kind's, not another of
    /// its own troops' (the troop being edited keeps its own).
    pub fn free_letters(&self) -> Vec<char> {
        let own = self.selected().map(|k| k.letter);
        ('A'..='Z')
            .filter(|&c| Troop::from_letter(c).is_some_and(|t| !t.is_builtin()))
            .filter(|&c| Some(c) == own || !self.variant.troops.iter().any(|k| k.letter == c))
            .collect()
    }

    /// A new troop of the variant's own, with a free letter, a shift forward on its face and
    /// one back on its back, put at the bottom of both stacks where they have room; it is the
    /// troop being edited. None when the variant has all the troops it may have.
    pub fn add_troop(&mut self, lang: Lang) -> Option<usize> {
        if self.variant.troops.len() >= MAX_TROOPS {
            return None;
        }
        let taken = |c: char| self.variant.troops.iter().any(|k| k.letter == c);
        let letter = ('A'..='Z').find(|&c| Troop::from_letter(c).is_some_and(|t| !t.is_builtin()) && !taken(c))?;
        let shift = |dy| Action { kind: ActionKind::Shift, dx: 0, dy };
        self.variant.troops.push(TroopKind {
            letter,
            name: Name::Custom(NEW_TROOP.fill(lang, &[letter.to_string()])),
            sides: [Cow::Owned(vec![shift(1)]), Cow::Owned(vec![shift(-1)])],
        });
        let troop = Troop::from_letter(letter)?;
        for player in 0..2 {
            if self.variant.stacks[player].len() < MAX_STACK && !(self.mirror && player == 1) {
                self.variant.stacks[player].push(troop);
            }
        }
        self.follow_mirror();
        self.troop = Some(self.variant.troops.len() - 1);
        self.edited();
        self.troop
    }

    /// Removes a troop of the variant's own, and its places in the stacks.
    pub fn remove_troop(&mut self, i: usize) {
        if i >= self.variant.troops.len() {
            return;
        }
        let letter = self.variant.troops.remove(i).letter;
        for stack in &mut self.variant.stacks {
            stack.retain(|t| t.letter() != letter);
        }
        self.troop = match self.troop {
            Some(t) if t > i => Some(t - 1),
            Some(t) if t == i => (!self.variant.troops.is_empty()).then(|| i.min(self.variant.troops.len() - 1)),
            other => other,
        };
        self.edited();
    }

    /// Renames the troop being edited (any text; the problems say when it is no name).
    pub fn rename_troop(&mut self, name: &str) {
        let Some(kind) = self.troop.and_then(|i| self.variant.troops.get_mut(i)) else { return };
        kind.name = Name::Custom(name.trim().to_string());
        self.edited();
    }

    /// Gives the troop being edited another free letter; its places in the stacks follow.
    /// False if the letter is not free.
    pub fn set_letter(&mut self, letter: char) -> bool {
        if !self.free_letters().contains(&letter) {
            return false;
        }
        let (Some(i), Some(new)) = (self.troop, Troop::from_letter(letter)) else { return false };
        let Some(kind) = self.variant.troops.get_mut(i) else { return false };
        let old = std::mem::replace(&mut kind.letter, letter);
        for stack in &mut self.variant.stacks {
            for item in stack.iter_mut().filter(|t| t.letter() == old) {
                *item = new;
            }
        }
        self.edited();
        true
    }

    /// Everything that keeps the variant from being played or saved, then what the player may
    /// have overlooked; empty when all is well.
    pub fn problems(&self) -> Vec<Problem> {
        problems::of(&self.variant)
    }

    /// Whether the variant can be played and saved (nothing but advice in the problems).
    pub fn is_valid(&self) -> bool {
        self.variant.check().is_ok()
    }

    /// The name the variant or a troop is shown by, in `lang`.
    pub fn troop_name(&self, troop: Troop, lang: Lang) -> String {
        self.variant.troop_name(troop).get(lang).to_string()
    }
}
