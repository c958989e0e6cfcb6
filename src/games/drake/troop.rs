//! Troop kinds as data: a letter, a name and two sides of actions and tokens. The eleven
//! kinds of the rules are built in (rules/drake.md, rules/drake-extensions.md §7); a variant
//! may define more (`Variant::troops`).

use crate::game::{Lang, Text};
use std::borrow::Cow;
use std::fmt;

/// A kind of troop, named by its letter `A`..`Z` (the letter of the position text), or the
/// bomb, which is an item of a stack and never stands on the board. The number indexes tables.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Troop(u8);

/// What an action or token does with its square.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ActionKind {
    /// Move one square to an empty or enemy square.
    Shift,
    /// Move any number of squares along a direction, capturing the first enemy met.
    Slide,
    /// Capture an enemy on the target square, staying put.
    Strike,
    /// Move to the target square whatever stands between.
    Jump,
    /// Jump two squares along a line, then slide on along it.
    JumpSlide,
    /// Move another own troop from one command square to another.
    Command,
    /// A token: the enemy may not enter the square.
    Protect,
    /// A token: an enemy troop on the square may not move off it.
    Dread,
}

impl ActionKind {
    pub const ALL: [ActionKind; 8] = [
        ActionKind::Shift,
        ActionKind::Slide,
        ActionKind::Strike,
        ActionKind::Jump,
        ActionKind::JumpSlide,
        ActionKind::Command,
        ActionKind::Protect,
        ActionKind::Dread,
    ];

    /// Tokens are printed like actions but are no moves.
    pub fn is_token(self) -> bool {
        matches!(self, ActionKind::Protect | ActionKind::Dread)
    }

    /// Whether an action of this kind may point at `(dx, dy)` (rules/drake-extensions.md §2):
    /// shifts and slides at the eight neighbours, jump-slides two away on a line, the others
    /// anywhere on the 5×5 grid but the pivot.
    pub fn may_point(self, dx: i8, dy: i8) -> bool {
        let (ax, ay) = (dx.abs(), dy.abs());
        if ax > 2 || ay > 2 || (ax, ay) == (0, 0) {
            return false;
        }
        match self {
            ActionKind::Shift | ActionKind::Slide => ax <= 1 && ay <= 1,
            ActionKind::JumpSlide => (ax == 0 || ax == 2) && (ay == 0 || ay == 2),
            _ => true,
        }
    }

    /// The letter of the kind in the variant text.
    pub fn letter(self) -> char {
        match self {
            ActionKind::Shift => 'S',
            ActionKind::Slide => 'L',
            ActionKind::Strike => 'X',
            ActionKind::Jump => 'J',
            ActionKind::JumpSlide => 'V',
            ActionKind::Command => 'C',
            ActionKind::Protect => 'P',
            ActionKind::Dread => 'D',
        }
    }

    pub fn from_letter(c: char) -> Option<ActionKind> {
        ActionKind::ALL.into_iter().find(|k| k.letter() == c)
    }

    pub fn name(self) -> &'static Text {
        match self {
            ActionKind::Shift => &crate::text!("shift", "krok"),
            ActionKind::Slide => &crate::text!("slide", "posun"),
            ActionKind::Strike => &crate::text!("strike", "úder"),
            ActionKind::Jump => &crate::text!("jump", "skok"),
            ActionKind::JumpSlide => &crate::text!("jump-slide", "skok s posunem"),
            ActionKind::Command => &crate::text!("command", "rozkaz"),
            ActionKind::Protect => &crate::text!("protect", "ochrana"),
            ActionKind::Dread => &crate::text!("dread", "děs"),
        }
    }
}

/// One action or token: a kind and an offset `(dx, dy)` in Blue's frame (dy towards higher
/// rows). A jump-slide's offset is its landing square; it slides on in the same direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Action {
    pub kind: ActionKind,
    pub dx: i8,
    pub dy: i8,
}

const fn act(kind: ActionKind, dx: i8, dy: i8) -> Action {
    Action { kind, dx, dy }
}
const fn shift(dx: i8, dy: i8) -> Action {
    act(ActionKind::Shift, dx, dy)
}
const fn slide(dx: i8, dy: i8) -> Action {
    act(ActionKind::Slide, dx, dy)
}
const fn strike(dx: i8, dy: i8) -> Action {
    act(ActionKind::Strike, dx, dy)
}
const fn jump(dx: i8, dy: i8) -> Action {
    act(ActionKind::Jump, dx, dy)
}
const fn command(dx: i8, dy: i8) -> Action {
    act(ActionKind::Command, dx, dy)
}
const fn protect(dx: i8, dy: i8) -> Action {
    act(ActionKind::Protect, dx, dy)
}
const fn dread(dx: i8, dy: i8) -> Action {
    act(ActionKind::Dread, dx, dy)
}

const ORTHOGONAL_SHIFTS: &[Action] = &[shift(1, 0), shift(0, 1), shift(-1, 0), shift(0, -1)];

/// A troop kind's name: the built-in kinds have both languages, a variant's own one name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Name {
    Builtin(&'static Text),
    Custom(String),
}

impl Name {
    pub fn get(&self, lang: Lang) -> &str {
        match self {
            Name::Builtin(text) => text.get(lang),
            Name::Custom(name) => name,
        }
    }
}

/// A kind of troop: its letter, its name and the actions and tokens of its face and back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TroopKind {
    pub letter: char,
    pub name: Name,
    /// Face (index 0) and back (index 1), in Blue's frame.
    pub sides: [Cow<'static, [Action]>; 2],
}

impl TroopKind {
    /// The actions and tokens of the face (`face_up`) or the back.
    pub fn side(&self, face_up: bool) -> &[Action] {
        &self.sides[usize::from(!face_up)]
    }

    pub fn troop(&self) -> Troop {
        Troop::from_letter(self.letter).unwrap_or(Troop::BOMB)
    }
}

/// The built-in kinds, in letter order: the six of rules/drake.md and the five of
/// rules/drake-extensions.md §7.
const BUILTIN: [(char, Text, [&[Action]; 2]); 11] = [
    (
        'A',
        crate::text!("Archer", "Lučištník"),
        [&[shift(1, 0), shift(-1, 0), shift(0, -1)], &[shift(0, 1), strike(-1, 1), strike(1, 1), strike(0, 2)]],
    ),
    (
        'C',
        crate::text!("Clubman", "Palcátník"),
        [ORTHOGONAL_SHIFTS, &[shift(1, 1), shift(-1, 1), shift(1, -1), shift(-1, -1)]],
    ),
    ('D', crate::text!("Drake", "Drak"), [&[slide(1, 0), slide(-1, 0)], &[slide(0, 1), slide(0, -1)]]),
    (
        'G',
        crate::text!("Guardian", "Strážce"),
        [
            &[shift(0, 1), shift(0, -1), protect(1, 0), protect(-1, 0), protect(0, 1)],
            &[shift(1, 0), shift(-1, 0), protect(0, -1), protect(1, 1), protect(-1, 1)],
        ],
    ),
    (
        'H',
        crate::text!("Herald", "Hlasatel"),
        [
            &[shift(1, 0), shift(-1, 0), command(-1, 1), command(0, 1), command(1, 1)],
            &[slide(0, 1), command(-1, -1), command(0, -1), command(1, -1)],
        ],
    ),
    (
        'K',
        crate::text!("Knight", "Rytíř"),
        [&[jump(1, 2), jump(-1, 2), jump(2, 1), jump(-2, 1)], &[shift(1, 0), shift(-1, 0), shift(0, -1), jump(0, 2)]],
    ),
    (
        'L',
        crate::text!("Lancer", "Dragoun"),
        [&[act(ActionKind::JumpSlide, 0, 2), shift(1, 0), shift(-1, 0)], &[shift(1, 1), shift(-1, 1), shift(0, -1)]],
    ),
    (
        'M',
        crate::text!("Monk", "Mnich"),
        [&[slide(1, 1), slide(-1, 1), slide(1, -1), slide(-1, -1)], ORTHOGONAL_SHIFTS],
    ),
    (
        'P',
        crate::text!("Phantom", "Přízrak"),
        [
            &[shift(1, 1), shift(-1, 1), dread(0, 1), dread(0, 2)],
            &[shift(0, -1), strike(0, 1), dread(1, 0), dread(-1, 0)],
        ],
    ),
    (
        'S',
        crate::text!("Spearman", "Oštěpař"),
        [&[shift(0, 1), strike(1, 2), strike(-1, 2)], &[shift(1, 1), shift(-1, 1), shift(0, -1)]],
    ),
    (
        'W',
        crate::text!("Swordsman", "Šermíř"),
        [&[strike(1, 0), strike(0, 1), strike(-1, 0), strike(0, -1)], ORTHOGONAL_SHIFTS],
    ),
];

/// The actions of the six troops of rules/drake.md by troop index (other letters empty),
/// face then back: the standard game's move generator reads them without a look at the variant.
pub const STANDARD_MOVES: [[&[Action]; 2]; 32] = {
    let mut table: [[&[Action]; 2]; 32] = [[&[], &[]]; 32];
    // Archer A, Clubman C, Drake D, Monk M, Spearman S, Swordsman W.
    table[0] = BUILTIN[0].2;
    table[2] = BUILTIN[1].2;
    table[3] = BUILTIN[2].2;
    table[12] = BUILTIN[7].2;
    table[18] = BUILTIN[9].2;
    table[22] = BUILTIN[10].2;
    table
};

const BOMB_NAME: Text = crate::text!("Bomb", "Bomba");

impl Troop {
    pub const ARCHER: Troop = Troop(0);
    pub const CLUBMAN: Troop = Troop(2);
    pub const DRAKE: Troop = Troop(3);
    pub const GUARDIAN: Troop = Troop(6);
    pub const HERALD: Troop = Troop(7);
    pub const KNIGHT: Troop = Troop(10);
    pub const LANCER: Troop = Troop(11);
    pub const MONK: Troop = Troop(12);
    pub const PHANTOM: Troop = Troop(15);
    pub const SPEARMAN: Troop = Troop(18);
    pub const SWORDSMAN: Troop = Troop(22);
    /// The bomb: an item of a stack, never on the board.
    pub const BOMB: Troop = Troop(26);

    /// How many troop kinds there can be (one a letter).
    pub const KINDS: usize = 26;

    /// The six troops of rules/drake.md.
    pub const STANDARD: [Troop; 6] =
        [Troop::DRAKE, Troop::CLUBMAN, Troop::MONK, Troop::SPEARMAN, Troop::SWORDSMAN, Troop::ARCHER];

    /// Every built-in kind, in letter order.
    pub const BUILTIN: [Troop; 11] = [
        Troop::ARCHER,
        Troop::CLUBMAN,
        Troop::DRAKE,
        Troop::GUARDIAN,
        Troop::HERALD,
        Troop::KNIGHT,
        Troop::LANCER,
        Troop::MONK,
        Troop::PHANTOM,
        Troop::SPEARMAN,
        Troop::SWORDSMAN,
    ];

    /// Each player's stack in the standard game, top first.
    pub const STACK: [Troop; 7] =
        [Troop::DRAKE, Troop::CLUBMAN, Troop::CLUBMAN, Troop::MONK, Troop::SPEARMAN, Troop::SWORDSMAN, Troop::ARCHER];

    /// The index of tables: 0..26 by letter, 26 the bomb.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub fn is_bomb(self) -> bool {
        self == Troop::BOMB
    }

    /// The letter in texts: `A`..`Z`, `*` for the bomb.
    pub fn letter(self) -> char {
        if self.is_bomb() {
            '*'
        } else {
            (b'A' + self.0) as char
        }
    }

    /// The troop of a letter (either case) or `*`.
    pub fn from_letter(c: char) -> Option<Troop> {
        match c {
            'A'..='Z' => Some(Troop(c as u8 - b'A')),
            'a'..='z' => Some(Troop(c as u8 - b'a')),
            '*' => Some(Troop::BOMB),
            _ => None,
        }
    }

    pub fn is_builtin(self) -> bool {
        Troop::BUILTIN.contains(&self)
    }

    pub fn is_standard(self) -> bool {
        Troop::STANDARD.contains(&self)
    }

    /// The built-in kind of this letter, if it is one.
    pub fn builtin(self) -> Option<TroopKind> {
        let (letter, name, sides) = BUILTIN.iter().find(|b| b.0 == self.letter())?;
        Some(TroopKind {
            letter: *letter,
            name: Name::Builtin(name),
            sides: [Cow::Borrowed(sides[0]), Cow::Borrowed(sides[1])],
        })
    }

    /// The name of a built-in kind or of the bomb (a variant's own kinds are named by the
    /// variant: `Drake::kind`).
    pub fn builtin_name(self) -> Option<&'static Text> {
        if self.is_bomb() {
            return Some(&BOMB_NAME);
        }
        BUILTIN.iter().find(|b| b.0 == self.letter()).map(|b| &b.1)
    }
}

/// The built-in name in English, or the letter of a variant's own kind (scene tags, tests).
impl fmt::Debug for Troop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.builtin_name() {
            Some(name) => f.write_str(name.get(crate::game::Lang::En)),
            None => write!(f, "Troop({})", self.letter()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for i in 0..=26u8 {
            let t = Troop(i);
            assert_eq!(Troop::from_letter(t.letter()), Some(t));
            assert_eq!(Troop::from_letter(t.letter().to_ascii_lowercase()), Some(t));
        }
        assert_eq!(Troop::from_letter('1'), None);
        assert_eq!(format!("{:?}", Troop::SWORDSMAN), "Swordsman");
    }

    #[test]
    fn every_builtin_side_is_allowed_where_it_points() {
        for t in Troop::BUILTIN {
            let kind = t.builtin().unwrap();
            assert_eq!(kind.troop(), t);
            for face in [true, false] {
                assert!(!kind.side(face).is_empty());
                assert!(kind.side(face).iter().all(|a| a.kind.may_point(a.dx, a.dy)), "{t:?}");
            }
        }
    }

    #[test]
    fn the_standard_table_holds_the_six_troops() {
        for i in 0..32u8 {
            let troop = Troop(i);
            let kind = troop.builtin().filter(|_| troop.is_standard());
            for (side, face) in [(0, true), (1, false)] {
                assert_eq!(STANDARD_MOVES[i as usize][side], kind.as_ref().map_or(&[][..], |k| k.side(face)));
            }
        }
    }

    #[test]
    fn where_actions_may_point() {
        assert!(ActionKind::Shift.may_point(1, 1) && !ActionKind::Shift.may_point(0, 2));
        assert!(ActionKind::JumpSlide.may_point(-2, 2) && !ActionKind::JumpSlide.may_point(1, 2));
        assert!(ActionKind::Strike.may_point(-2, -2) && !ActionKind::Strike.may_point(0, 0));
        assert!(!ActionKind::Jump.may_point(3, 0));
        for k in ActionKind::ALL {
            assert_eq!(ActionKind::from_letter(k.letter()), Some(k));
        }
    }
}
