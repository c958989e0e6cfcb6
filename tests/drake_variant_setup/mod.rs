//! The reference of `drake_variant_reference` set up from an engine's variant data (its size,
//! squares, troops of its own and stacks: input, not logic), and the engine's moves by name.

#![allow(dead_code)]

use crate::drake_variant_reference::{Kind, Reference};
use deskovna::game::Game;
use deskovna::games::drake::{file_of, rank_of, ActionKind, Drake, Variant};

fn act(kind: ActionKind) -> char {
    match kind {
        ActionKind::Shift => 'm',
        ActionKind::Slide => 's',
        ActionKind::Strike => 'x',
        ActionKind::Jump => 'j',
        ActionKind::JumpSlide => 'v',
        ActionKind::Command => 'c',
        ActionKind::Protect => 'p',
        ActionKind::Dread => 'd',
    }
}

fn squares(set: u64) -> Vec<(i32, i32)> {
    (0..64u8).filter(|&sq| set & (1 << sq) != 0).map(|sq| (file_of(sq) as i32, rank_of(sq) as i32)).collect()
}

/// The reference set up from a variant's data (its size, squares, own troops and stacks).
pub fn reference_for(v: &Variant) -> Reference {
    let stack = |p: usize| v.stacks[p].iter().map(|t| t.letter()).collect::<String>();
    let mut r = Reference::new(v.size as i32, [&stack(0), &stack(1)]);
    r.mountains = squares(v.mountains);
    r.fortresses = squares(v.fortresses);
    if let Some([b, o]) = v.flag_squares() {
        let at = |sq: u8| (file_of(sq) as i32, rank_of(sq) as i32);
        r = r.with_flags(at(b), at(o));
    }
    for kind in &v.troops {
        let side = |i: usize| kind.sides[i].iter().map(|a| (act(a.kind), a.dx as i32, a.dy as i32)).collect();
        r.kinds.push(Kind { letter: kind.letter, face: side(0), back: side(1) });
    }
    r
}

pub fn sync_stacks(r: &mut Reference, game: &Drake) {
    for p in 0..2 {
        r.stacks[p] = game.stack(p).iter().map(|t| t.letter()).collect();
    }
}

pub fn names(game: &Drake) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(&mut moves);
    let mut names: Vec<String> = moves.iter().map(|&m| game.notation(m)).collect();
    names.sort();
    names
}
