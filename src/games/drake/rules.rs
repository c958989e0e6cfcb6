//! A variant compiled for play: each kind's sides split into moving actions, command squares
//! and tokens, and the extensions in use as bits, so that the standard game's hot path checks
//! nothing it does not need. Built once per game and shared by its copies.

use super::troop::{Action, ActionKind, Troop, TroopKind};
use super::variant::{StackMode, Variant};

/// Some kind in play jumps, jump-slides, commands or reaches a square by two actions: the
/// general move generator.
pub const GENERAL: u16 = 1;
/// Some kind in play has protect or dread tokens.
pub const TOKENS: u16 = 2;
pub const FORTRESSES: u16 = 4;
pub const FLAGS: u16 = 8;
pub const BOMBS: u16 = 16;
pub const DRAWN: u16 = 32;
/// Some kind in play is not one of the six of rules/drake.md.
pub const NEW_TROOPS: u16 = 64;
/// A stack holds more than one troop of its leader's kind: the position (and its hash) must
/// say which one leads.
pub const LEADER_KEYS: u16 = 128;
/// What `play` has more to do than the standard game.
pub const AFTER_MOVE: u16 = TOKENS | FORTRESSES | FLAGS | DRAWN;
/// What the standard game's move generator does not know.
pub const NOT_PLAIN: u16 = NEW_TROOPS | FORTRESSES | BOMBS;

/// The commands and tokens of one side of one kind (its moving actions are in
/// `Rules::moves`).
#[derive(Clone, Debug, Default)]
pub struct SideRules {
    pub command: Vec<(i8, i8)>,
    pub protect: Vec<(i8, i8)>,
    pub dread: Vec<(i8, i8)>,
}

#[derive(Clone, Debug)]
pub struct Rules {
    pub variant: Variant,
    /// By `troop index * 2 + side` (0 face, 1 back).
    pub sides: Vec<SideRules>,
    /// The moving actions (shifts, slides, strikes, jumps, jump-slides) of every side in one
    /// list, and where each side's are in it, by `troop index * 2 + side`: the hot path.
    flat: Vec<Action>,
    spans: [(u16, u16); 2 * Troop::KINDS],
    /// The kinds by troop index (`None` for letters no kind has).
    pub kinds: Vec<Option<TroopKind>>,
    /// The extensions in use (the bits above).
    pub ext: u16,
    /// Each player's initial count of every troop kind (for the captured troops).
    pub counts: [[u8; Troop::KINDS]; 2],
    /// What a troop of each kind is worth to the computer (by troop index; the bomb last).
    pub worth: [i32; Troop::KINDS + 1],
}

/// A bomb in the stack: about a troop taken.
const BOMB_WORTH: i32 = 120;

/// What a troop of `kind` is worth on an open board of `size`, from its actions alone (no
/// number per troop): the squares each side reaches on average from every square — a move
/// in full, a strike a little less, a command square or a token mark less again — over both
/// sides, scaled to the Clubman's ~170 on 4×4.
fn derive_worth(kind: &TroopKind, size: u8) -> i32 {
    let n = size as i8;
    let on = |f: i8, r: i8| (0..n).contains(&f) && (0..n).contains(&r);
    let mut tenths = 0i64;
    for side in &kind.sides {
        for (f, r) in (0..n).flat_map(|f| (0..n).map(move |r| (f, r))) {
            let (mut moves, mut strikes, mut others) = (0u64, 0u64, 0i64);
            let spot = |f: i8, r: i8| 1u64 << (r * 8 + f);
            for a in side.iter() {
                let (tx, ty) = (f + a.dx, r + a.dy);
                match a.kind {
                    ActionKind::Slide | ActionKind::JumpSlide => {
                        let (ux, uy) = if a.kind == ActionKind::Slide { (a.dx, a.dy) } else { (a.dx / 2, a.dy / 2) };
                        let (mut x, mut y) = (tx, ty);
                        while on(x, y) {
                            moves |= spot(x, y);
                            x += ux;
                            y += uy;
                        }
                    }
                    ActionKind::Shift | ActionKind::Jump if on(tx, ty) => moves |= spot(tx, ty),
                    ActionKind::Strike if on(tx, ty) => strikes |= spot(tx, ty),
                    ActionKind::Command | ActionKind::Protect | ActionKind::Dread if on(tx, ty) => others += 1,
                    _ => {}
                }
            }
            tenths += 10 * moves.count_ones() as i64 + 8 * (strikes & !moves).count_ones() as i64 + 4 * others;
        }
    }
    // Two sides, n² squares, tenths: the average reach of a side is tenths / (20 n²).
    (30 + 55 * tenths / (20 * i64::from(n) * i64::from(n))) as i32
}

/// The squares (on an unbounded board, in Blue's frame) that moving actions reach, slides
/// counted up to 7 steps.
fn reach(action: &Action) -> Vec<(i8, i8)> {
    let (dx, dy) = (action.dx, action.dy);
    match action.kind {
        ActionKind::Slide => (1..=7).map(|k| (dx * k, dy * k)).collect(),
        ActionKind::JumpSlide => (1..=7).map(|k| (dx / 2 * (k + 1), dy / 2 * (k + 1))).collect(),
        _ => vec![(dx, dy)],
    }
}

/// Whether two moving actions of one side can reach the same square (then moves must be
/// deduplicated: one notation, one move).
fn overlaps(moves: &[Action]) -> bool {
    let steps: Vec<&Action> = moves.iter().filter(|a| a.kind != ActionKind::Strike).collect();
    steps.iter().enumerate().any(|(i, a)| {
        let mine = reach(a);
        steps[i + 1..].iter().any(|b| reach(b).iter().any(|sq| mine.contains(sq)))
    })
}

impl Rules {
    /// Compiles a variant (checked beforehand).
    pub fn new(variant: Variant) -> Rules {
        let mut sides = vec![SideRules::default(); Troop::KINDS * 2];
        let mut flat = Vec::new();
        let mut spans = [(0, 0); 2 * Troop::KINDS];
        let mut kinds = vec![None; Troop::KINDS];
        let mut counts = [[0u8; Troop::KINDS]; 2];
        for (player, stack) in variant.stacks.iter().enumerate() {
            for t in stack.iter().filter(|t| !t.is_bomb()) {
                counts[player][t.index()] += 1;
            }
        }
        let mut ext = 0;
        for t in (0..Troop::KINDS as u8).filter_map(|i| Troop::from_letter((b'A' + i) as char)) {
            let Some(kind) = variant.kind(t) else { continue };
            let in_play = counts.iter().any(|c| c[t.index()] > 0);
            if in_play && !t.is_standard() {
                ext |= NEW_TROOPS;
            }
            for side in 0..2 {
                let rules = &mut sides[t.index() * 2 + side];
                let start = flat.len();
                for a in kind.sides[side].iter() {
                    match a.kind {
                        ActionKind::Command => rules.command.push((a.dx, a.dy)),
                        ActionKind::Protect => rules.protect.push((a.dx, a.dy)),
                        ActionKind::Dread => rules.dread.push((a.dx, a.dy)),
                        _ => flat.push(*a),
                    }
                }
                spans[t.index() * 2 + side] = (start as u16, flat.len() as u16);
                let moves = &flat[start..];
                if in_play {
                    let unusual = moves.iter().any(|a| matches!(a.kind, ActionKind::Jump | ActionKind::JumpSlide));
                    if unusual || !rules.command.is_empty() || overlaps(moves) {
                        ext |= GENERAL;
                    }
                    if !rules.protect.is_empty() || !rules.dread.is_empty() {
                        ext |= TOKENS;
                    }
                }
            }
            kinds[t.index()] = Some(kind);
        }
        if variant.stacks.iter().any(|s| s.iter().filter(|&&t| Some(&t) == s.first()).count() > 1) {
            ext |= LEADER_KEYS;
        }
        if variant.fortresses != 0 {
            ext |= FORTRESSES;
        }
        if variant.flag_squares().is_some() {
            ext |= FLAGS;
        }
        if variant.stacks.iter().flatten().any(|t| t.is_bomb()) {
            ext |= BOMBS;
        }
        if variant.mode == StackMode::Drawn {
            ext |= DRAWN;
        }
        let mut worth = [0; Troop::KINDS + 1];
        for (i, kind) in kinds.iter().enumerate() {
            worth[i] = kind.as_ref().map_or(0, |k| derive_worth(k, variant.size));
        }
        worth[Troop::BOMB.index()] = BOMB_WORTH;
        Rules { variant, sides, flat, spans, kinds, ext, counts, worth }
    }

    /// The moving actions of a troop's side.
    #[inline]
    pub fn moves(&self, troop: Troop, face_up: bool) -> &[Action] {
        let (start, end) = self.spans.get(troop.index() * 2 + usize::from(!face_up)).copied().unwrap_or((0, 0));
        self.flat.get(start as usize..end as usize).unwrap_or(&[])
    }

    /// The commands and tokens of a troop's side.
    #[inline]
    pub fn side(&self, troop: Troop, face_up: bool) -> &SideRules {
        // Every index below 26 has an entry; the bomb never stands on the board.
        self.sides.get(troop.index() * 2 + usize::from(!face_up)).unwrap_or(&self.sides[0])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_game_uses_no_extension() {
        assert_eq!(Rules::new(Variant::default()).ext, 0);
    }

    #[test]
    fn each_ready_made_variant_switches_on_its_extension() {
        use super::super::ready::READY_MADE;
        let ext: Vec<u16> = READY_MADE.iter().map(|r| Rules::new(r.variant()).ext).collect();
        let new = GENERAL | NEW_TROOPS;
        assert_eq!(ext, [new, new, TOKENS | NEW_TROOPS, FORTRESSES, FLAGS, BOMBS, new | DRAWN, new | TOKENS]);
    }

    #[test]
    fn worth_follows_reach() {
        let rules = Rules::new(Variant::default());
        let w = |t: Troop| rules.worth[t.index()];
        assert!(w(Troop::MONK) > w(Troop::CLUBMAN) && w(Troop::CLUBMAN) > w(Troop::SPEARMAN), "{:?}", rules.worth);
        assert!((150..200).contains(&w(Troop::CLUBMAN)), "{}", w(Troop::CLUBMAN));
    }

    #[test]
    fn two_actions_reaching_one_square_overlap() {
        let a = |kind, dx, dy| Action { kind, dx, dy };
        assert!(overlaps(&[a(ActionKind::Slide, 1, 0), a(ActionKind::Jump, 2, 0)]));
        assert!(overlaps(&[a(ActionKind::Jump, 0, 2), a(ActionKind::JumpSlide, 0, 2)]));
        assert!(!overlaps(&[a(ActionKind::Slide, 1, 0), a(ActionKind::Slide, -1, 0), a(ActionKind::Strike, 1, 0)]));
    }
}
