//! The six troops and the actions printed on their two sides.

use crate::game::Text;

/// A kind of troop. The numbers index tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Troop {
    Drake = 0,
    Clubman = 1,
    Monk = 2,
    Spearman = 3,
    Swordsman = 4,
    Archer = 5,
}

/// What an action does with its target square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionKind {
    /// Move one square to an empty or enemy square.
    Shift,
    /// Move any number of squares along a direction, capturing the first enemy met.
    Slide,
    /// Capture an enemy on the target square, staying put.
    Strike,
}

/// One action: a kind and an offset `(dx, dy)` in Blue's frame (dy towards higher rows).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Action {
    pub kind: ActionKind,
    pub dx: i8,
    pub dy: i8,
}

const fn shift(dx: i8, dy: i8) -> Action {
    Action { kind: ActionKind::Shift, dx, dy }
}
const fn slide(dx: i8, dy: i8) -> Action {
    Action { kind: ActionKind::Slide, dx, dy }
}
const fn strike(dx: i8, dy: i8) -> Action {
    Action { kind: ActionKind::Strike, dx, dy }
}

const ORTHOGONAL_SHIFTS: &[Action] = &[shift(1, 0), shift(0, 1), shift(-1, 0), shift(0, -1)];

/// `ACTIONS[troop][side]`, side 0 = face, 1 = back, exactly as in rules/drake.md.
const ACTIONS: [[&[Action]; 2]; 6] = [
    // Drake
    [&[slide(1, 0), slide(-1, 0)], &[slide(0, 1), slide(0, -1)]],
    // Clubman
    [ORTHOGONAL_SHIFTS, &[shift(1, 1), shift(-1, 1), shift(1, -1), shift(-1, -1)]],
    // Monk
    [&[slide(1, 1), slide(-1, 1), slide(1, -1), slide(-1, -1)], ORTHOGONAL_SHIFTS],
    // Spearman
    [&[shift(0, 1), strike(1, 2), strike(-1, 2)], &[shift(1, 1), shift(-1, 1), shift(0, -1)]],
    // Swordsman
    [&[strike(1, 0), strike(0, 1), strike(-1, 0), strike(0, -1)], ORTHOGONAL_SHIFTS],
    // Archer
    [&[shift(1, 0), shift(-1, 0), shift(0, -1)], &[shift(0, 1), strike(-1, 1), strike(1, 1), strike(0, 2)]],
];

impl Troop {
    pub const ALL: [Troop; 6] =
        [Troop::Drake, Troop::Clubman, Troop::Monk, Troop::Spearman, Troop::Swordsman, Troop::Archer];

    /// Each player's stack at the start, top first.
    pub const STACK: [Troop; 7] =
        [Troop::Drake, Troop::Clubman, Troop::Clubman, Troop::Monk, Troop::Spearman, Troop::Swordsman, Troop::Archer];

    /// The actions on the face (`face_up`) or the back, in Blue's frame.
    pub fn actions(self, face_up: bool) -> &'static [Action] {
        ACTIONS[self as usize][usize::from(!face_up)]
    }

    /// The letter in the position text: D C M S W A (Swordsman is W, for sWord).
    pub fn letter(self) -> char {
        ['D', 'C', 'M', 'S', 'W', 'A'][self as usize]
    }

    pub fn from_letter(c: char) -> Option<Troop> {
        Troop::ALL.into_iter().find(|t| t.letter() == c.to_ascii_uppercase())
    }

    pub fn name(self) -> &'static Text {
        match self {
            Troop::Drake => &Text { en: "Drake", cs: "Drak" },
            Troop::Clubman => &Text { en: "Clubman", cs: "Palcátník" },
            Troop::Monk => &Text { en: "Monk", cs: "Mnich" },
            Troop::Spearman => &Text { en: "Spearman", cs: "Oštěpař" },
            Troop::Swordsman => &Text { en: "Swordsman", cs: "Šermíř" },
            Troop::Archer => &Text { en: "Archer", cs: "Lučištník" },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for t in Troop::ALL {
            assert_eq!(Troop::from_letter(t.letter()), Some(t));
            assert_eq!(Troop::from_letter(t.letter().to_ascii_lowercase()), Some(t));
        }
        assert_eq!(Troop::from_letter('x'), None);
    }

    #[test]
    fn every_side_has_an_action() {
        for t in Troop::ALL {
            assert!(!t.actions(true).is_empty() && !t.actions(false).is_empty());
        }
    }
}
