//! How the computer judges a position of Shamrock (for `ai/`), seat by seat: the shamrocks of
//! each colour, its near-shamrocks (vertices where two of the three leaves already show the
//! colour and the third cell is empty or holds a tile one turn away from it), and what each
//! colour could add in one turn by rotating tiles: the seat to move with the actions it has
//! left, the seat after it with a whole turn. Two shamrocks win, so a colour that can reach two
//! in its own turn is close to winning.
//!
//! Two seats are played by alpha-beta over one reshuffle of the hidden pile (against the greedy
//! player it won 59 games of 60 where Monte-Carlo won 76 %); three seats by Monte-Carlo tree
//! search, where the evaluation judges the playouts' last positions (alpha-beta's paranoid
//! view of two opponents lost to it). `is_noisy` / `move_hint` order the moves and steer the
//! playouts towards rotations that make one's own shamrock or break another's.

use super::hex::{other_leaves, spot, Spot};
use super::state::{bit, tiles, Shamrock, FLAKES, NONE};
use super::tile::{leaf_colour, period, Tile};
use super::{Move, Source};
use crate::game::eval::EVAL_LIMIT;
use crate::game::{Evaluate, Seat};

/// One shamrock of one's colour (two win).
const SHAMROCK: i32 = 400;
/// A vertex with two leaves of the colour and the third tile one rotation away from it.
const TURNABLE: i32 = 90;
/// A vertex with two leaves of the colour and an empty third cell (someone else must fill it).
const OPEN: i32 = 25;
/// Each shamrock the seat to move can still add this turn by rotations.
const REACH_NOW: i32 = 250;
/// The seat to move can make its second shamrock this turn.
const WIN_NOW: i32 = 1_500;
/// Each shamrock another seat could add by rotations in its coming turn.
const REACH_LATER: i32 = 60;
/// Percent of an asset (shamrock or near-shamrock) lost when the seat acting before its
/// owner's next turn can break it: that seat rotates one of its tiles (one action each, the
/// most valuable first).
const BREAKABLE: i32 = 80;
/// Assets counted per colour (more cannot matter).
const MAX_ASSETS: usize = 24;

/// The shamrocks and near-shamrocks of one colour: their worth, and whether the seat acting
/// next against them could break them.
#[derive(Clone, Copy, Default, Debug)]
struct Assets {
    worth: [i32; MAX_ASSETS],
    breakable: [bool; MAX_ASSETS],
    len: usize,
}

impl Assets {
    fn push(&mut self, worth: i32, breakable: bool) {
        if self.len < MAX_ASSETS {
            self.worth[self.len] = worth;
            self.breakable[self.len] = breakable;
            self.len += 1;
        }
    }

    /// The total worth after an opponent with `actions` breaks the most valuable breakable
    /// assets.
    fn after_attack(&self, actions: usize) -> i32 {
        let mut exposed = [0i32; MAX_ASSETS];
        let mut n = 0;
        let mut total = 0;
        for i in 0..self.len {
            total += self.worth[i];
            if self.breakable[i] {
                exposed[n] = self.worth[i];
                n += 1;
            }
        }
        let exposed = &mut exposed[..n];
        exposed.sort_unstable_by(|a, b| b.cmp(a));
        total - exposed.iter().take(actions).sum::<i32>() * BREAKABLE / 100
    }
}

/// What the board promises each colour (red, yellow, blue).
#[derive(Clone, Copy, Default, Debug)]
struct Outlook {
    assets: [Assets; 3],
    shamrocks: [i32; 3],
    /// Shamrocks the colour could add in its (next) turn by rotating distinct tiles.
    reach: [i32; 3],
    /// Vertices where one leaf shows the colour and each of the other two tiles turns to it
    /// in one step: a shamrock for two rotations.
    doubles: [i32; 3],
}

impl Shamrock {
    /// Whether `colour` could rotate `tile` in its turn: the seat to move now (no flake, no
    /// neutral token), another seat at the start of its next turn (its own flakes come off
    /// then, tokens are gone).
    fn turnable_by(&self, tile: Tile, colour: u8) -> bool {
        let i = tile as usize & 15;
        let flake = self.core.flake[i];
        if colour == self.core.turn {
            flake == NONE && self.core.tokens & bit(tile) == 0
        } else {
            flake == NONE || flake == colour
        }
    }

    /// How many rotations `colour` can make in its turn (now: those left).
    fn rotations_left(&self, colour: u8) -> usize {
        let core = &self.core;
        let full = if core.expert { 1 } else { FLAKES as usize };
        if colour != core.turn {
            return full;
        }
        let cost = if core.expert { 2 } else { 1 };
        let actions = (core.budget().saturating_sub(core.spent) / cost) as usize;
        let flakes = FLAKES.saturating_sub(core.flakes_on_board(colour)) as usize;
        actions.min(flakes).min(full)
    }

    /// The seat that acts next against `colour`'s assets: the seat to move against the
    /// others, the next seat against the seat to move.
    fn attacker_of(&self, colour: u8) -> u8 {
        let players = self.core.players.max(1);
        if colour == self.core.turn {
            (colour + 1) % players
        } else {
            self.core.turn
        }
    }

    /// The change in each colour's shamrocks if the tile on `at` turned to `rotation`.
    fn rotation_delta(&self, at: Spot, tile: Tile, rotation: u8) -> [i32; 3] {
        let mut delta = [0; 3];
        for corner in 0..6 {
            let [(s1, k1), (s2, k2)] = other_leaves(at, corner);
            let (Some(b), Some(c)) = (self.leaf(s1, k1), self.leaf(s2, k2)) else { continue };
            if b != c {
                continue;
            }
            let before = self.leaf(at, corner);
            let after = leaf_colour(tile, rotation, corner);
            if before == Some(b) {
                delta[b as usize % 3] -= 1;
            }
            if after == b {
                delta[b as usize % 3] += 1;
            }
        }
        delta
    }

    fn outlook(&self) -> Outlook {
        let core = &self.core;
        let mut out = Outlook::default();
        for (o, &s) in out.shamrocks.iter_mut().zip(&core.shamrocks) {
            *o = s as i32;
        }
        let attackers = [self.attacker_of(0), self.attacker_of(1), self.attacker_of(2)];
        // Shamrocks and near-shamrocks: each vertex once, from the tile with the lowest spot
        // there.
        for t in tiles(core.on_board) {
            let at = core.spot[t as usize & 15] as Spot;
            for corner in 0..6 {
                let others = other_leaves(at, corner);
                if others.iter().any(|&(s, _)| s < at && self.tile_on(s).is_some()) {
                    continue;
                }
                let leaves = [(at, corner), others[0], others[1]];
                let colours = leaves.map(|(s, k)| self.leaf(s, k));
                let held = leaves.map(|(s, _)| self.tile_on(s));
                for colour in 0..3u8 {
                    let c = colour as usize;
                    let count = colours.iter().filter(|&&x| x == Some(colour)).count();
                    if count == 1 && held.iter().all(Option::is_some) {
                        let turns = (0..3).filter(|&i| {
                            let (s, k) = leaves[i];
                            colours[i] != Some(colour)
                                && held[i].is_some_and(|tile| self.turnable_by(tile, colour))
                                && [(k + 1) % 6, (k + 5) % 6].iter().any(|&n| self.leaf(s, n) == Some(colour))
                        });
                        if turns.count() == 2 {
                            out.doubles[c] += 1;
                        }
                    }
                    if count < 2 {
                        continue;
                    }
                    let breakable = held.iter().flatten().any(|&tile| self.turnable_by(tile, attackers[c]));
                    if count == 3 {
                        out.assets[c].push(SHAMROCK, breakable);
                        continue;
                    }
                    let Some(odd) = colours.iter().position(|&x| x != Some(colour)) else { continue };
                    let (s, k) = leaves[odd];
                    match held[odd] {
                        None => out.assets[c].push(OPEN, false),
                        Some(tile) => {
                            let near = [(k + 1) % 6, (k + 5) % 6].iter().any(|&n| self.leaf(s, n) == Some(colour));
                            if near && self.turnable_by(tile, colour) {
                                out.assets[c].push(TURNABLE, breakable);
                            }
                        }
                    }
                }
            }
        }
        // What each colour gains by its best rotation of each tile, best tiles first.
        let mut gains = [[0i32; 16]; 3];
        let mut counts = [0usize; 3];
        for t in tiles(core.on_board) {
            let i = t as usize & 15;
            let at = core.spot[i] as Spot;
            let p = period(t);
            let now = core.rotation[i];
            let mut best = [0i32; 3];
            for next in [(now + 1) % p, (now + p - 1) % p] {
                let delta = self.rotation_delta(at, t, next);
                for colour in 0..3 {
                    best[colour] = best[colour].max(delta[colour]);
                }
            }
            for colour in 0..3u8 {
                let c = colour as usize;
                if best[c] > 0 && self.turnable_by(t, colour) {
                    gains[c][counts[c] % 16] = best[c];
                    counts[c] += 1;
                }
            }
        }
        for colour in 0..3u8 {
            let c = colour as usize;
            let list = &mut gains[c][..counts[c].min(16)];
            list.sort_unstable_by(|a, b| b.cmp(a));
            let actions = self.rotations_left(colour);
            let singles: i32 = list.iter().take(actions).sum();
            let with_double =
                if out.doubles[c] > 0 && actions >= 2 { 1 + list.iter().take(actions - 2).sum::<i32>() } else { 0 };
            out.reach[c] = singles.max(with_double);
        }
        out
    }

    /// The worth of the board to `seat`'s colour, before comparing with the others.
    fn prospects(&self, seat: Seat, outlook: &Outlook) -> i32 {
        let colour = (seat % 3) as u8;
        let c = colour as usize;
        let reach = outlook.reach[c];
        let attacks = self.rotations_left(self.attacker_of(colour));
        let mut score = outlook.assets[c].after_attack(attacks);
        if colour == self.core.turn {
            if outlook.shamrocks[c] + reach >= 2 {
                score += WIN_NOW;
            } else {
                score += REACH_NOW * reach;
            }
        } else {
            score += REACH_LATER * reach;
        }
        score
    }

    /// The worth of the vertex at `corner` of `at` to each colour (a shamrock, a near-shamrock
    /// one rotation or one tile away), with the tile on `at` replaced by `tile` at `rotation`
    /// (or as it stands, if `None`). Flakes are not looked at: this orders moves.
    fn vertex_worth(&self, at: Spot, corner: u8, tile: Option<(Tile, u8)>) -> [i32; 3] {
        let leaf = |s: Spot, k: u8| match tile {
            Some((t, r)) if s == at => Some(leaf_colour(t, r, k)),
            _ => self.leaf(s, k),
        };
        let [o1, o2] = other_leaves(at, corner);
        let leaves = [(at, corner), o1, o2];
        let colours = leaves.map(|(s, k)| leaf(s, k));
        let mut worth = [0; 3];
        for colour in 0..3u8 {
            let count = colours.iter().filter(|&&x| x == Some(colour)).count();
            worth[colour as usize] = match count {
                3 => SHAMROCK,
                2 => match colours.iter().position(|&x| x != Some(colour)).map(|i| (leaves[i], colours[i])) {
                    Some((_, None)) => OPEN,
                    Some(((s, k), Some(_)))
                        if [(k + 1) % 6, (k + 5) % 6].iter().any(|&n| leaf(s, n) == Some(colour)) =>
                    {
                        TURNABLE
                    }
                    _ => 0,
                },
                _ => 0,
            };
        }
        worth
    }

    /// The change in each colour's worth round `at` if the tile there became `tile` at
    /// `rotation` (a placement on an empty cell, or a rotation).
    fn local_delta(&self, at: Spot, tile: Tile, rotation: u8) -> [i32; 3] {
        let mut delta = [0; 3];
        for corner in 0..6 {
            let before = self.vertex_worth(at, corner, None);
            let after = self.vertex_worth(at, corner, Some((tile, rotation)));
            for c in 0..3 {
                delta[c] += after[c] - before[c];
            }
        }
        delta
    }

    /// Where a placement or rotation puts which tile at which rotation.
    fn target(&self, mv: Move) -> Option<(Spot, Tile, u8)> {
        match mv {
            Move::Rotate { cell, clockwise } => {
                let (at, tile) = self.tile_at_cell(cell)?;
                let p = period(tile);
                let now = self.core.rotation[tile as usize & 15];
                Some((at, tile, if clockwise { (now + 1) % p } else { (now + p - 1) % p }))
            }
            Move::Place { source, cell, rotation } => {
                let tile = match source {
                    Source::Display(slot) => self.core.display.get(slot as usize).copied().unwrap_or(NONE),
                    Source::Pile => self.core.held,
                };
                (tile != NONE).then_some((spot(cell)?, tile, rotation))
            }
            _ => None,
        }
    }

    /// What a move is worth to the seat to move in `changes` per colour: its own gain less
    /// what the others gain.
    fn net(&self, changes: [i32; 3], share: i32) -> i32 {
        let me = self.core.turn as usize % 3;
        let players = self.core.players.clamp(1, 3) as usize;
        let others: i32 = (0..players).filter(|&s| s != me).map(|s| changes[s]).sum();
        changes[me] * 100 - others * share
    }
}

impl Evaluate for Shamrock {
    // `deskovna calibrate shamrock`, two seats: 40 games, 2,372 positions; the evaluation moves
    // little while a game is open.
    const SCORE_SCALE: f32 = 1025.0;
    const REVIEW_NODES: u64 = 30_000;

    fn evaluate(&self) -> i32 {
        self.evaluate_for(self.core.turn as Seat)
    }

    /// `seat`'s prospects less the best of the other seats'.
    fn evaluate_for(&self, seat: Seat) -> i32 {
        let outlook = self.outlook();
        let players = self.core.players.clamp(1, 3) as usize;
        let mine = self.prospects(seat, &outlook);
        let rival = (0..players).filter(|&s| s != seat).map(|s| self.prospects(s, &outlook)).max().unwrap_or(0);
        (mine - rival).clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// Rotations that make the mover's shamrock or break another seat's (and give nobody one).
    fn is_noisy(&self, mv: Move) -> bool {
        if !matches!(mv, Move::Rotate { .. }) {
            return false;
        }
        self.target(mv).is_some_and(|(at, tile, rotation)| self.net(self.rotation_delta(at, tile, rotation), 60) > 0)
    }

    /// The change a placement or rotation makes to the shamrocks and near-shamrocks round its
    /// tile: the mover's own first, others' broken next, gifts to others last.
    fn move_hint(&self, mv: Move) -> i32 {
        self.target(mv).map_or(0, |(at, tile, rotation)| self.net(self.local_delta(at, tile, rotation), 60))
    }

    fn move_slot(&self, mv: Move) -> usize {
        match mv {
            Move::Place { source, cell, rotation } => {
                let from = match source {
                    Source::Display(slot) => slot as usize % 3,
                    Source::Pile => 3,
                };
                (spot(cell).unwrap_or(0) * 6 + rotation as usize % 6) * 4 + from
            }
            Move::Rotate { cell, clockwise } => 40_000 + spot(cell).unwrap_or(0) * 2 + usize::from(clockwise),
            Move::Leprechaun(leaf) => 50_000 + spot(leaf.cell).unwrap_or(0) * 6 + leaf.corner as usize % 6,
            Move::Draw => 60_000,
            Move::End => 60_001,
        }
    }
}
