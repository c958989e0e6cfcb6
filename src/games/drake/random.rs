//! Variants made up at random (for soaking, property tests and strength matches): random
//! troops of their own with any actions and tokens, squares, stacks per player, bombs and
//! stack modes — always a valid variant.

use super::board::{bit, row, square, Square};
use super::troop::{Action, ActionKind, Name, Troop, TroopKind};
use super::variant::{Flags, StackMode, Variant, MAX_STACK};
use crate::game::rng::Rng;
use std::borrow::Cow;

/// Letters the built-in kinds leave free.
const FREE_LETTERS: &[u8] = b"BEFIJNOQRTUVXYZ";

/// A side of 1–5 actions and tokens, each where its kind may point.
fn random_side(rng: &mut Rng) -> Vec<Action> {
    // Movement is more common than tokens and commands.
    const KINDS: [ActionKind; 12] = [
        ActionKind::Shift,
        ActionKind::Shift,
        ActionKind::Shift,
        ActionKind::Slide,
        ActionKind::Slide,
        ActionKind::Strike,
        ActionKind::Strike,
        ActionKind::Jump,
        ActionKind::JumpSlide,
        ActionKind::Command,
        ActionKind::Protect,
        ActionKind::Dread,
    ];
    let count = 1 + rng.below(5);
    let mut side: Vec<Action> = Vec::new();
    while side.len() < count {
        let kind = KINDS[rng.below(KINDS.len())];
        let (dx, dy) = (rng.below(5) as i8 - 2, rng.below(5) as i8 - 2);
        let action = Action { kind, dx, dy };
        if kind.may_point(dx, dy) && !side.contains(&action) {
            side.push(action);
        }
    }
    side
}

fn random_squares(rng: &mut Rng, size: u8, count: usize, avoid: u64) -> u64 {
    let mut set = 0u64;
    for _ in 0..count * 4 {
        if set.count_ones() as usize >= count {
            break;
        }
        let sq: Square = square(rng.below(size as usize), rng.below(size as usize));
        if avoid & bit(sq) == 0 {
            set |= bit(sq);
        }
    }
    set
}

fn random_stack(rng: &mut Rng, kinds: &[Troop], bombs: bool) -> Vec<Troop> {
    let len = 3 + rng.below(MAX_STACK - 4);
    (0..len)
        .map(|i| if i >= 3 && bombs && rng.below(6) == 0 { Troop::BOMB } else { kinds[rng.below(kinds.len())] })
        .collect()
}

/// A random troop set: 2–4 troops of the variant's own, each side with a way to move,
/// mixed with built-in troops into one stack of 7–9 for both players on an open 4×4 or 5×5
/// board.
pub fn random_troop_set(rng: &mut Rng) -> Variant {
    let size = 4 + rng.below(2) as u8;
    let mut troops = Vec::new();
    let count = 2 + rng.below(3);
    for &letter in FREE_LETTERS.iter().skip(rng.below(FREE_LETTERS.len() - count + 1)).take(count) {
        let mut sides = [random_side(rng), random_side(rng)];
        for side in &mut sides {
            let moves = |s: &[Action]| {
                s.iter().any(|a| {
                    matches!(a.kind, ActionKind::Shift | ActionKind::Slide | ActionKind::Jump | ActionKind::JumpSlide)
                })
            };
            while !moves(side) {
                *side = random_side(rng);
            }
        }
        let [face, back] = sides;
        troops.push(TroopKind {
            letter: letter as char,
            name: Name::Custom(format!("Troop {}", letter as char)),
            sides: [Cow::Owned(face), Cow::Owned(back)],
        });
    }
    let mut kinds: Vec<Troop> = troops.iter().map(|k| k.troop()).collect();
    kinds.extend(Troop::BUILTIN);
    let len = 7 + rng.below(3);
    let stack: Vec<Troop> = (0..len).map(|_| kinds[rng.below(kinds.len())]).collect();
    Variant { size, troops, stacks: [stack.clone(), stack], ..Variant::default() }
}

/// A random valid variant.
pub fn random_variant(rng: &mut Rng) -> Variant {
    let size = [3, 4, 4, 5, 5, 5, 6, 6, 7, 8][rng.below(10)];
    let mut troops = Vec::new();
    for &letter in FREE_LETTERS.iter().skip(rng.below(FREE_LETTERS.len())).take(rng.below(4)) {
        troops.push(TroopKind {
            letter: letter as char,
            name: Name::Custom(format!("Troop {}", letter as char)),
            sides: [Cow::Owned(random_side(rng)), Cow::Owned(random_side(rng))],
        });
    }
    let mut kinds: Vec<Troop> = troops.iter().map(|k| k.troop()).collect();
    kinds.extend(Troop::BUILTIN);
    let bombs = rng.below(3) == 0;
    let blue = random_stack(rng, &kinds, bombs);
    let orange = if rng.below(2) == 0 { blue.clone() } else { random_stack(rng, &kinds, bombs) };
    // Mountains keep off the home rows (so leaders and flags always have their squares).
    let homes = row(0, size) | row(size as usize - 1, size);
    let count = rng.below(3);
    let mountains = random_squares(rng, size, count, homes);
    let count = rng.below(3);
    let fortresses = random_squares(rng, size, count, mountains);
    let flags = if rng.below(3) == 0 { Flags::Home } else { Flags::Off };
    let mode = [StackMode::Fixed, StackMode::Random, StackMode::Drawn][rng.below(3)];
    Variant {
        size,
        mountains,
        fortresses,
        flags,
        troops,
        stacks: [blue, orange],
        mode,
        hidden: rng.below(4) == 0,
        name: String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_troop_sets_are_valid_and_their_own_troops_move() {
        let mut rng = Rng::new(4);
        for _ in 0..500 {
            let v = random_troop_set(&mut rng);
            assert_eq!(v.check(), Ok(()), "{}", v.to_text());
            assert!(v.troops.len() >= 2 && v.stacks[0] == v.stacks[1]);
            assert!(v.troops.iter().flat_map(|k| k.sides.iter()).all(|side| side
                .iter()
                .any(|a| !a.kind.is_token() && !matches!(a.kind, ActionKind::Strike | ActionKind::Command))));
        }
    }

    #[test]
    fn random_variants_are_valid_and_round_trip() {
        let mut rng = Rng::new(9);
        for _ in 0..2000 {
            let v = random_variant(&mut rng);
            assert_eq!(v.check(), Ok(()), "{}", v.to_text());
            assert_eq!(Variant::from_text(&v.to_text()).as_ref(), Ok(&v));
        }
    }
}
