//! The state of a game of Shamrock and the small changes moves are made of, each keeping the
//! Zobrist hash up to date.

use super::hex::{spot, Spot, GRID_CELLS};
use super::tile::{Tile, TILE_COUNT};
use super::Move;
use crate::game::rng::{splitmix, Keys};
use crate::game::Outcome;

/// No tile, no seat.
pub(super) const NONE: u8 = 0xFF;
/// Flakes per player, neutral tokens, action points of the expert game, free moves a turn.
pub const FLAKES: u32 = 3;
pub const TOKENS: u32 = 4;
pub const ACTIONS: u8 = 3;
pub const ACTION_POINTS: u8 = 6;
pub const FREE_MOVES: u8 = 6;
/// The game is a draw once this many full rounds have been played.
pub const ROUND_LIMIT: u8 = 60;

/// Everything but the grid: small and `Copy`, so an undo record is a snapshot of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Core {
    pub players: u8,
    pub expert: bool,
    /// Where each tile on the board lies, its rotation (below its period) and its flake's
    /// owner (or `NONE`).
    pub spot: [u16; TILE_COUNT],
    pub rotation: [u8; TILE_COUNT],
    pub flake: [u8; TILE_COUNT],
    /// Tiles on the board, and those of them carrying a neutral token (placed this turn).
    pub on_board: u16,
    pub tokens: u16,
    /// The three display slots (`NONE` when empty).
    pub display: [Tile; 3],
    /// The face-down pile, bottom first: `pile[pile_len - 1]` is the top.
    pub pile: [Tile; TILE_COUNT],
    pub pile_len: u8,
    /// Tiles turned over from the pile that fitted nowhere this turn.
    pub set_aside: u16,
    /// The tile turned over from the pile that must now be placed (`NONE` if none).
    pub held: Tile,
    /// Expert game: the tile turned over fitted nowhere and was set aside, so the placement
    /// goes on: another tile must be taken (pile or display) before anything else.
    pub taking_another: bool,
    /// Each seat's leprechaun: (spot, corner), expert game only.
    pub leprechauns: [Option<(u16, u8)>; 3],
    pub turn: u8,
    /// Expert set-up: leprechauns still to be put on the start tile (0 once play began).
    pub to_place: u8,
    /// Actions (basic) or action points (expert) used this turn, and free moves made.
    pub spent: u8,
    pub free_moves: u8,
    /// Full rounds played.
    pub rounds: u8,
    /// Shamrocks on the board per colour.
    pub shamrocks: [u8; 3],
    /// The generator that reshuffles set-aside tiles into the pile.
    pub rng: u64,
    pub hash: u64,
    pub ended: Option<Outcome>,
}

/// What `undo` needs: the move and the state before it (the grid is fixed up from the move).
#[derive(Clone, Copy, Debug)]
pub(super) struct Undo {
    pub mv: Move,
    pub core: Core,
    /// The move began a turn, whose position was added to `seen`.
    pub turn_started: bool,
}

/// A position of Shamrock with the history needed for undo and repetition.
#[derive(Clone, Debug)]
pub struct Shamrock {
    /// The tile on each grid cell, or `NONE`.
    pub(super) grid: [Tile; GRID_CELLS],
    pub(super) core: Core,
    pub(super) undo: Vec<Undo>,
    /// The position key at the start of every turn so far (repetition).
    pub(super) seen: Vec<u64>,
}

// Zobrist keys. Tiles on cells have too many combinations for a table on an unbounded board,
// so their keys are drawn from the same generator on the fly, indexed by (cell, tile, turn).
const TILE_SEED: u64 = 0x5A3_0000_0001;
const FLAKE_KEYS: Keys<{ TILE_COUNT * 3 }> = Keys(0x5A3_0000_0002);
const TOKEN_KEYS: Keys<{ TILE_COUNT }> = Keys(0x5A3_0000_0003);
const DISPLAY_KEYS: Keys<{ 3 * TILE_COUNT }> = Keys(0x5A3_0000_0004);
const PILE_KEYS: Keys<{ TILE_COUNT * TILE_COUNT }> = Keys(0x5A3_0000_0005);
const HELD_KEYS: Keys<{ TILE_COUNT }> = Keys(0x5A3_0000_0006);
const ASIDE_KEYS: Keys<{ TILE_COUNT }> = Keys(0x5A3_0000_0007);
const TURN_KEYS: Keys<3> = Keys(0x5A3_0000_0008);
const COUNTER_KEYS: Keys<{ 3 * 8 }> = Keys(0x5A3_0000_0009);
const LEPRECHAUN_SEED: u64 = 0x5A3_0000_000A;
const TAKING_ANOTHER_KEY: Keys<1> = Keys(0x5A3_0000_000B);

pub(super) fn tile_key(spot: usize, tile: Tile, rotation: u8) -> u64 {
    splitmix(TILE_SEED ^ ((spot as u64) << 16) ^ ((tile as u64) << 8) ^ rotation as u64).1
}

fn leprechaun_key(seat: usize, spot: u16, corner: u8) -> u64 {
    splitmix(LEPRECHAUN_SEED ^ ((seat as u64) << 24) ^ ((spot as u64) << 8) ^ corner as u64).1
}

/// Which counter a key is for.
#[derive(Clone, Copy)]
enum Counter {
    Spent = 0,
    Free = 1,
    ToPlace = 2,
}

fn counter_key(counter: Counter, value: u8) -> u64 {
    COUNTER_KEYS.at(counter as usize * 8 + (value as usize).min(7))
}

/// The tiles of a set, lowest first.
pub(super) fn tiles(mut set: u16) -> impl Iterator<Item = Tile> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let t = set.trailing_zeros() as Tile;
            set &= set - 1;
            t
        })
    })
}

pub(super) fn bit(tile: Tile) -> u16 {
    1u16.checked_shl(tile as u32).unwrap_or(0)
}

impl Core {
    pub fn blank(players: u8, expert: bool) -> Core {
        Core {
            players,
            expert,
            spot: [0; TILE_COUNT],
            rotation: [0; TILE_COUNT],
            flake: [NONE; TILE_COUNT],
            on_board: 0,
            tokens: 0,
            display: [NONE; 3],
            pile: [NONE; TILE_COUNT],
            pile_len: 0,
            set_aside: 0,
            held: NONE,
            taking_another: false,
            leprechauns: [None; 3],
            turn: 0,
            to_place: 0,
            spent: 0,
            free_moves: 0,
            rounds: 0,
            shamrocks: [0; 3],
            rng: 0,
            hash: 0,
            ended: None,
        }
    }

    /// The tiles in the pile, bottom first.
    pub fn pile(&self) -> &[Tile] {
        &self.pile[..(self.pile_len as usize).min(TILE_COUNT)]
    }

    pub fn in_setup(&self) -> bool {
        self.to_place > 0
    }

    /// The most actions (basic) or action points (expert) a turn has.
    pub fn budget(&self) -> u8 {
        if self.expert {
            ACTION_POINTS
        } else {
            ACTIONS
        }
    }

    pub fn flakes_on_board(&self, seat: u8) -> u32 {
        self.flake.iter().zip(0..).filter(|&(&f, t)| f == seat && self.on_board & bit(t) != 0).count() as u32
    }

    /// The leprechaun standing on `(spot, corner)`, if any.
    pub fn leprechaun_on(&self, spot: u16, corner: u8) -> Option<usize> {
        self.leprechauns.iter().position(|&l| l == Some((spot, corner)))
    }

    /// The hash of everything, from scratch (the grid is implied by the tiles' spots).
    pub fn compute_hash(&self) -> u64 {
        let mut h = TURN_KEYS.at(self.turn as usize)
            ^ counter_key(Counter::Spent, self.spent)
            ^ counter_key(Counter::Free, self.free_moves)
            ^ counter_key(Counter::ToPlace, self.to_place);
        for t in tiles(self.on_board) {
            let i = t as usize;
            h ^= tile_key(self.spot[i] as usize, t, self.rotation[i]);
            if self.flake[i] != NONE {
                h ^= FLAKE_KEYS.at(i * 3 + self.flake[i] as usize);
            }
        }
        for t in tiles(self.tokens) {
            h ^= TOKEN_KEYS.at(t as usize);
        }
        for (slot, &t) in self.display.iter().enumerate() {
            if t != NONE {
                h ^= DISPLAY_KEYS.at(slot * TILE_COUNT + t as usize);
            }
        }
        h ^= self.pile_hash();
        if self.held != NONE {
            h ^= HELD_KEYS.at(self.held as usize);
        }
        if self.taking_another {
            h ^= TAKING_ANOTHER_KEY.at(0);
        }
        for t in tiles(self.set_aside) {
            h ^= ASIDE_KEYS.at(t as usize);
        }
        for (seat, l) in self.leprechauns.iter().enumerate() {
            if let Some((s, c)) = *l {
                h ^= leprechaun_key(seat, s, c);
            }
        }
        h
    }

    /// What makes a position "the same" for the repetition rule: tiles, rotations, flakes,
    /// leprechauns and the player to move.
    pub fn position_key(&self) -> u64 {
        let mut h = TURN_KEYS.at(self.turn as usize);
        for t in tiles(self.on_board) {
            let i = t as usize;
            h ^= tile_key(self.spot[i] as usize, t, self.rotation[i]);
            if self.flake[i] != NONE {
                h ^= FLAKE_KEYS.at(i * 3 + self.flake[i] as usize);
            }
        }
        for (seat, l) in self.leprechauns.iter().enumerate() {
            if let Some((s, c)) = *l {
                h ^= leprechaun_key(seat, s, c);
            }
        }
        h
    }

    // The changes moves are made of; each keeps `hash` in step.

    pub fn set_turn(&mut self, seat: u8) {
        self.hash ^= TURN_KEYS.at(self.turn as usize) ^ TURN_KEYS.at(seat as usize);
        self.turn = seat;
    }

    pub fn set_spent(&mut self, value: u8) {
        self.hash ^= counter_key(Counter::Spent, self.spent) ^ counter_key(Counter::Spent, value);
        self.spent = value;
    }

    pub fn set_free_moves(&mut self, value: u8) {
        self.hash ^= counter_key(Counter::Free, self.free_moves) ^ counter_key(Counter::Free, value);
        self.free_moves = value;
    }

    pub fn set_to_place(&mut self, value: u8) {
        self.hash ^= counter_key(Counter::ToPlace, self.to_place) ^ counter_key(Counter::ToPlace, value);
        self.to_place = value;
    }

    pub fn set_rotation(&mut self, tile: Tile, rotation: u8) {
        let i = tile as usize;
        let s = self.spot[i] as usize;
        self.hash ^= tile_key(s, tile, self.rotation[i]) ^ tile_key(s, tile, rotation);
        self.rotation[i] = rotation;
    }

    pub fn set_flake(&mut self, tile: Tile, seat: u8) {
        let i = tile as usize;
        if self.flake[i] != NONE {
            self.hash ^= FLAKE_KEYS.at(i * 3 + self.flake[i] as usize);
        }
        if seat != NONE {
            self.hash ^= FLAKE_KEYS.at(i * 3 + seat as usize);
        }
        self.flake[i] = seat;
    }

    pub fn toggle_token(&mut self, tile: Tile) {
        self.hash ^= TOKEN_KEYS.at(tile as usize);
        self.tokens ^= bit(tile);
    }

    pub fn set_display(&mut self, slot: usize, tile: Tile) {
        if let Some(&old) = self.display.get(slot) {
            if old != NONE {
                self.hash ^= DISPLAY_KEYS.at(slot * TILE_COUNT + old as usize);
            }
            if tile != NONE {
                self.hash ^= DISPLAY_KEYS.at(slot * TILE_COUNT + tile as usize);
            }
            self.display[slot] = tile;
        }
    }

    /// Takes the top tile off the pile.
    pub fn pop_pile(&mut self) -> Option<Tile> {
        let depth = (self.pile_len as usize).checked_sub(1)?;
        let t = *self.pile.get(depth)?;
        self.hash ^= PILE_KEYS.at(depth * TILE_COUNT + t as usize);
        self.pile_len -= 1;
        Some(t)
    }

    fn pile_hash(&self) -> u64 {
        self.pile().iter().enumerate().fold(0, |h, (depth, &t)| h ^ PILE_KEYS.at(depth * TILE_COUNT + t as usize))
    }

    /// Replaces the pile (bottom first).
    pub fn set_pile(&mut self, pile: &[Tile]) {
        self.hash ^= self.pile_hash();
        let n = pile.len().min(TILE_COUNT);
        self.pile[..n].copy_from_slice(&pile[..n]);
        self.pile_len = n as u8;
        self.hash ^= self.pile_hash();
    }

    pub fn set_held(&mut self, tile: Tile) {
        if self.held != NONE {
            self.hash ^= HELD_KEYS.at(self.held as usize);
        }
        if tile != NONE {
            self.hash ^= HELD_KEYS.at(tile as usize);
        }
        self.held = tile;
    }

    pub fn set_taking_another(&mut self, value: bool) {
        if value != self.taking_another {
            self.hash ^= TAKING_ANOTHER_KEY.at(0);
            self.taking_another = value;
        }
    }

    pub fn toggle_set_aside(&mut self, tile: Tile) {
        self.hash ^= ASIDE_KEYS.at(tile as usize);
        self.set_aside ^= bit(tile);
    }

    pub fn set_leprechaun(&mut self, seat: usize, at: Option<(u16, u8)>) {
        if let Some(Some((s, c))) = self.leprechauns.get(seat).copied() {
            self.hash ^= leprechaun_key(seat, s, c);
        }
        if let Some((s, c)) = at {
            self.hash ^= leprechaun_key(seat, s, c);
        }
        if let Some(l) = self.leprechauns.get_mut(seat) {
            *l = at;
        }
    }
}

impl Shamrock {
    /// An empty board.
    pub(super) fn blank(players: u8, expert: bool) -> Shamrock {
        Shamrock { grid: [NONE; GRID_CELLS], core: Core::blank(players, expert), undo: Vec::new(), seen: Vec::new() }
    }

    /// The tile on a grid spot, if any.
    pub(super) fn tile_on(&self, spot: Spot) -> Option<Tile> {
        self.grid.get(spot).copied().filter(|&t| t != NONE)
    }

    /// The tile on `cell`, if any.
    pub(super) fn tile_at_cell(&self, cell: super::hex::Cell) -> Option<(Spot, Tile)> {
        let s = spot(cell)?;
        Some((s, self.tile_on(s)?))
    }

    /// Puts a tile on the board (hash included).
    pub(super) fn put_tile(&mut self, tile: Tile, at: Spot, rotation: u8) {
        if let (Some(cell), Some(i)) = (self.grid.get_mut(at), Some(tile as usize).filter(|&i| i < TILE_COUNT)) {
            *cell = tile;
            self.core.spot[i] = at as u16;
            self.core.rotation[i] = rotation;
            self.core.on_board |= bit(tile);
            self.core.hash ^= tile_key(at, tile, rotation);
        }
    }

    /// The colour of the leaf on `corner` of the tile on `spot`, if there is a tile.
    pub(super) fn leaf(&self, spot: Spot, corner: u8) -> Option<u8> {
        let t = self.tile_on(spot)?;
        Some(super::tile::leaf_colour(t, self.core.rotation[t as usize], corner))
    }
}
