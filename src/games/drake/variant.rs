//! A variant of The Drake (rules/drake-extensions.md §1): board size, special squares, the
//! troop kinds of its own, each player's stack and the stack mode. The standard game is the
//! variant with everything at its default. Its text form is in `variant_text.rs`.

use super::board::{bit, inside, name, row, square, squares, Square};
use super::refusal::Refusal;
use super::troop::{Action, Name, Troop, TroopKind};

/// Where the flags lie at the start, if the variant has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flags {
    Off,
    /// Blue's on column ⌊(n−1)/2⌋ of row 1, Orange's on the same column of the last row.
    Home,
    /// Blue's flag, Orange's flag.
    At([Square; 2]),
}

/// How the stacks are ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StackMode {
    /// As listed.
    Fixed,
    /// The items after the guards shuffled at the start (seeded).
    Random,
    /// The items after the guards form a bag; each new top is drawn from it during the game.
    Drawn,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    /// The board is `size × size` (3..=8).
    pub size: u8,
    pub mountains: u64,
    pub fortresses: u64,
    pub flags: Flags,
    /// The variant's own troop kinds (the built-in ones are always there).
    pub troops: Vec<TroopKind>,
    /// Blue's and Orange's stack, top first; `Troop::BOMB` for a bomb.
    pub stacks: [Vec<Troop>; 2],
    pub mode: StackMode,
    /// Each player sees only the top of their own stack.
    pub hidden: bool,
    /// A name for the variant (empty: none).
    pub name: String,
}

impl Default for Variant {
    fn default() -> Variant {
        Variant {
            size: 4,
            mountains: 0,
            fortresses: 0,
            flags: Flags::Off,
            troops: Vec::new(),
            stacks: [Troop::STACK.to_vec(), Troop::STACK.to_vec()],
            mode: StackMode::Fixed,
            hidden: false,
            name: String::new(),
        }
    }
}

/// The part of a variant a refusal is about, so that a text can point at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Whole,
    Size,
    Mountains,
    Mountain(Square),
    Fortress(Square),
    Flags,
    Stack(usize),
    StackItem(usize, usize),
    Troop(usize),
    /// A troop's side (0 face, 1 back) and the action in it.
    Action(usize, usize, usize),
    Name,
}

/// How many troops of its own a variant may define (one for each letter the built-in kinds
/// leave free).
pub const MAX_TROOPS: usize = 15;
pub const MIN_STACK: usize = 3;
pub const MAX_STACK: usize = 12;
const MAX_NAME: usize = 20;

/// The name of an offset on the 5×5 grid of a tile: `a1`..`e5`, the troop on `c3`.
pub fn grid_name(dx: i8, dy: i8) -> String {
    format!("{}{}", (b'c' as i8 + dx) as u8 as char, 3 + dy)
}

/// A name of 1–20 letters, digits and spaces.
pub fn valid_name(name: &str) -> bool {
    let count = name.chars().count();
    (1..=MAX_NAME).contains(&count)
        && name.chars().all(|c| c.is_alphanumeric() || c == ' ')
        && name.chars().any(|c| c != ' ')
}

/// Checks one side of a troop: every action where its kind may point, none twice. On failure,
/// the index of the bad action.
pub fn check_side(side: &[Action]) -> Result<(), (usize, Refusal)> {
    for (i, a) in side.iter().enumerate() {
        if a.dx.abs() > 2 || a.dy.abs() > 2 {
            return Err((i, Refusal::OffGrid(format!("{}{}", a.kind.letter(), grid_name(a.dx, a.dy)))));
        }
        if !a.kind.may_point(a.dx, a.dy) {
            return Err((i, Refusal::NotThere(format!("{}{}", a.kind.letter(), grid_name(a.dx, a.dy)))));
        }
        if side[..i].contains(a) {
            return Err((i, Refusal::Twice(format!("{}{}", a.kind.letter(), grid_name(a.dx, a.dy)))));
        }
    }
    Ok(())
}

impl Variant {
    /// The flags' squares at the start, if the variant has flags.
    pub fn flag_squares(&self) -> Option<[Square; 2]> {
        match self.flags {
            Flags::Off => None,
            Flags::Home => {
                let file = (self.size as usize - 1) / 2;
                Some([square(file, 0), square(file, self.size as usize - 1)])
            }
            Flags::At(at) => Some(at),
        }
    }

    /// The kind of a troop in this variant: built in, or one of its own.
    pub fn kind(&self, troop: Troop) -> Option<TroopKind> {
        troop.builtin().or_else(|| self.troops.iter().find(|k| k.letter == troop.letter()).cloned())
    }

    /// The name of a troop (or the bomb) in this variant.
    pub fn troop_name(&self, troop: Troop) -> Name {
        match troop.builtin_name() {
            Some(text) => Name::Builtin(text),
            None => self
                .troops
                .iter()
                .find(|k| k.letter == troop.letter())
                .map_or_else(|| Name::Custom(troop.letter().to_string()), |k| k.name.clone()),
        }
    }

    /// Whether this is a variant the original position text can hold: any board and
    /// mountains, the standard stacks (fixed, random or hidden), nothing else.
    pub fn is_classic(&self) -> bool {
        self.fortresses == 0
            && self.flags == Flags::Off
            && self.troops.is_empty()
            && self.stacks.iter().all(|s| s[..] == Troop::STACK[..])
            && self.mode != StackMode::Drawn
            && self.name.is_empty()
    }

    /// Checks everything a variant must satisfy (rules/drake-extensions.md); on failure, why
    /// and which part is wrong.
    pub fn check(&self) -> Result<(), (Refusal, Part)> {
        let n = self.size;
        if !(3..=8).contains(&n) {
            return Err((Refusal::Size(n.to_string()), Part::Size));
        }
        let board = inside(n);
        if let Some(sq) = squares(self.mountains & !board).next() {
            return Err((Refusal::OffBoard(name(sq)), Part::Mountain(sq)));
        }
        if let Some(sq) = squares(self.fortresses & !board).next() {
            return Err((Refusal::OffBoard(name(sq)), Part::Fortress(sq)));
        }
        if let Some(sq) = squares(self.fortresses & self.mountains).next() {
            return Err((Refusal::Overlap(sq), Part::Fortress(sq)));
        }
        for (rank, shown) in [(0, 1), (n as usize - 1, n)] {
            if row(rank, n) & !self.mountains == 0 {
                return Err((Refusal::RowBlocked(shown), Part::Mountains));
            }
        }
        if let Some(flags) = self.flag_squares() {
            for sq in flags {
                if board & bit(sq) == 0 {
                    return Err((Refusal::OffBoard(name(sq)), Part::Flags));
                }
                if self.mountains & bit(sq) != 0 {
                    return Err((Refusal::FlagOnMountain(sq), Part::Flags));
                }
            }
            if flags[0] == flags[1] {
                return Err((Refusal::FlagsTogether, Part::Flags));
            }
        }
        self.check_troops()?;
        self.check_stacks()?;
        // A name its text can hold (or none).
        if !self.name.is_empty() && !valid_name(&self.name) {
            return Err((Refusal::BadName(self.name.clone()), Part::Name));
        }
        Ok(())
    }

    fn check_troops(&self) -> Result<(), (Refusal, Part)> {
        if self.troops.len() > MAX_TROOPS {
            return Err((Refusal::TooManyTroops, Part::Troop(MAX_TROOPS)));
        }
        for (i, kind) in self.troops.iter().enumerate() {
            let taken = Troop::from_letter(kind.letter).is_none_or(|t| t.is_builtin() || t.is_bomb())
                || !kind.letter.is_ascii_uppercase()
                || self.troops[..i].iter().any(|k| k.letter == kind.letter);
            if taken {
                return Err((Refusal::LetterTaken(kind.letter), Part::Troop(i)));
            }
            let name = kind.name.get(crate::game::Lang::En);
            if !valid_name(name) {
                return Err((Refusal::BadName(name.to_string()), Part::Troop(i)));
            }
            for side in 0..2 {
                check_side(&kind.sides[side]).map_err(|(j, why)| (why, Part::Action(i, side, j)))?;
            }
        }
        Ok(())
    }

    fn check_stacks(&self) -> Result<(), (Refusal, Part)> {
        for (player, stack) in self.stacks.iter().enumerate() {
            if !(MIN_STACK..=MAX_STACK).contains(&stack.len()) {
                return Err((Refusal::StackSize(stack.len()), Part::Stack(player)));
            }
            for (i, &item) in stack.iter().enumerate() {
                let why = match (i, item.is_bomb()) {
                    (0, true) => Refusal::BombLeader,
                    (1 | 2, true) => Refusal::BombGuard,
                    (_, true) => continue,
                    (_, false) if self.kind(item).is_none() => Refusal::UnknownTroop(item.letter()),
                    _ => continue,
                };
                return Err((why, Part::StackItem(player, i)));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_is_the_standard_game() {
        let v = Variant::default();
        assert!(v.is_classic());
        assert_eq!(v.check(), Ok(()));
        assert_eq!(v.flag_squares(), None);
        assert_eq!(Variant { flags: Flags::Home, size: 5, ..v }.flag_squares(), Some([square(2, 0), square(2, 4)]));
    }

    #[test]
    fn bad_variants_say_what_is_wrong() {
        let v = Variant::default();
        let mut bomb_leader = v.clone();
        bomb_leader.stacks[1][0] = Troop::BOMB;
        assert_eq!(bomb_leader.check(), Err((Refusal::BombLeader, Part::StackItem(1, 0))));
        let short = Variant { stacks: [Troop::STACK[..2].to_vec(), Troop::STACK.to_vec()], ..v.clone() };
        assert_eq!(short.check(), Err((Refusal::StackSize(2), Part::Stack(0))));
        let walled = Variant { mountains: row(3, 4), ..v.clone() };
        assert_eq!(walled.check(), Err((Refusal::RowBlocked(4), Part::Mountains)));
        let mut stranger = v;
        stranger.stacks[0][4] = Troop::from_letter('Q').unwrap();
        assert_eq!(stranger.check(), Err((Refusal::UnknownTroop('Q'), Part::StackItem(0, 4))));
        let odd = Variant { name: "Odd!".into(), ..Variant::default() };
        assert_eq!(odd.check(), Err((Refusal::BadName("Odd!".into()), Part::Name)));
        assert!(Variant::from_text(&odd.to_text()).is_err(), "a name the check refuses does not read back");
        assert_eq!(grid_name(0, 0), "c3");
        assert_eq!(grid_name(-2, 2), "a5");
    }
}
