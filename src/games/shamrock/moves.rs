//! Legal moves. Generation writes into a caller's sink and allocates nothing: candidate cells
//! go into a fixed array on the stack.

use super::hex::{cell_at, other_leaves, spot, step, Cell, Leaf, Spot};
use super::state::{tiles, Shamrock, FLAKES, FREE_MOVES, NONE, TOKENS};
use super::tile::{corners_of, period, Tile};
use super::{Move, Source};

/// The empty cells where a tile may go now (before the own-colour rule), each with the
/// corners where the mover's colour is blocked: at most six around each of 16 tiles.
pub(super) struct Candidates {
    spots: [u16; 96],
    blocked: [u8; 96],
    len: usize,
}

impl Candidates {
    pub(super) fn new() -> Candidates {
        Candidates { spots: [0; 96], blocked: [0; 96], len: 0 }
    }

    fn contains(&self, s: Spot) -> bool {
        self.spots[..self.len].contains(&(s as u16))
    }

    /// (spot, blocked corners) of each candidate.
    fn iter(&self) -> impl Iterator<Item = (Spot, u8)> + '_ {
        self.spots[..self.len].iter().zip(&self.blocked).map(|(&s, &b)| (s as Spot, b))
    }

    /// The candidate cells.
    pub(super) fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.spots[..self.len].iter().map(|&s| cell_at(s as Spot))
    }

    pub(super) fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl Shamrock {
    /// Tiles edge-adjacent to `spot`.
    pub(super) fn neighbours(&self, spot: Spot) -> u32 {
        (0..6).filter(|&d| self.tile_on(step(spot, d)).is_some()).count() as u32
    }

    /// How many neighbours a new tile needs: one (the start tile) for the first placement of
    /// the game, two afterwards.
    pub(super) fn neighbours_needed(&self) -> u32 {
        if self.core.on_board.count_ones() <= 1 {
            1
        } else {
            2
        }
    }

    /// The spot of the vertex the player to move's leprechaun stands at, as (spot, corner).
    pub(super) fn own_leprechaun(&self) -> Option<(Spot, u8)> {
        let (s, c) = self.core.leprechauns.get(self.core.turn as usize).copied().flatten()?;
        Some((s as Spot, c))
    }

    /// The three cells of the leprechaun's vertex.
    pub(super) fn leprechaun_cells(&self) -> Option<[Spot; 3]> {
        let (s, c) = self.own_leprechaun()?;
        let [a, b] = other_leaves(s, c);
        Some([s, a.0, b.0])
    }

    /// Whether a tile may go on `spot` by the neighbour rule (and, in the expert game, the
    /// leprechaun rule).
    pub(super) fn is_candidate(&self, s: Spot) -> bool {
        if self.grid.get(s) != Some(&NONE) || self.neighbours(s) < self.neighbours_needed() {
            return false;
        }
        !self.core.expert || self.leprechaun_cells().is_some_and(|cells| cells.contains(&s))
    }

    pub(super) fn candidates(&self, out: &mut Candidates) {
        let mut consider = |s: Spot| {
            if !out.contains(s) && self.is_candidate(s) && out.len < out.spots.len() {
                out.spots[out.len] = s as u16;
                out.blocked[out.len] = self.blocked_corners(s, self.core.turn);
                out.len += 1;
            }
        };
        if self.core.expert {
            for s in self.leprechaun_cells().unwrap_or([usize::MAX; 3]) {
                consider(s);
            }
            return;
        }
        for t in tiles(self.core.on_board) {
            let at = self.core.spot[t as usize] as Spot;
            for d in 0..6 {
                consider(step(at, d));
            }
        }
    }

    /// The corners of a new tile on `spot` where a leaf of `colour` would touch a leaf of
    /// that colour already on the board (one bit each).
    pub(super) fn blocked_corners(&self, s: Spot, colour: u8) -> u8 {
        let mut mask = 0;
        for corner in 0..6 {
            if other_leaves(s, corner).iter().any(|&(o, c)| self.leaf(o, c) == Some(colour)) {
                mask |= 1 << corner;
            }
        }
        mask
    }

    /// Whether another tile may be placed this turn (action budget and neutral tokens).
    pub(super) fn may_place(&self) -> bool {
        self.core.spent < self.core.budget() && self.core.tokens.count_ones() < TOKENS
    }

    /// Whether `tile` fits anywhere the player to move may place now.
    pub(super) fn fits_anywhere(&self, tile: Tile) -> bool {
        let mut cells = Candidates::new();
        self.candidates(&mut cells);
        let me = self.core.turn;
        let fits = cells.iter().any(|(_, blocked)| (0..period(tile)).any(|k| corners_of(tile, k, me) & blocked == 0));
        fits
    }

    /// Expert, after a set-aside: whether another tile may be taken — the pile is not empty, or
    /// a display tile fits somewhere. If not, nothing fits: the placement does not happen.
    pub(super) fn something_to_take(&self) -> bool {
        self.core.pile_len > 0 || self.core.display.iter().any(|&t| t != NONE && self.fits_anywhere(t))
    }

    /// Feeds the placements of `tile` from `source` to `sink`; `false` if it was stopped.
    fn placements(&self, cells: &Candidates, tile: Tile, source: Source, sink: &mut impl FnMut(Move) -> bool) -> bool {
        let me = self.core.turn;
        for (s, blocked) in cells.iter() {
            let cell = cell_at(s);
            for rotation in 0..period(tile) {
                if corners_of(tile, rotation, me) & blocked == 0 && !sink(Move::Place { source, cell, rotation }) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether the player to move may rotate the tile (flake, token, flakes left, budget).
    pub(super) fn may_rotate(&self, tile: Tile) -> bool {
        let i = tile as usize & 15;
        let cost = if self.core.expert { 2 } else { 1 };
        self.core.spent.saturating_add(cost) <= self.core.budget()
            && self.core.flake[i] == NONE
            && self.core.tokens & super::state::bit(tile) == 0
            && self.core.flakes_on_board(self.core.turn) < FLAKES
    }

    /// Feeds every legal move to `sink` until it returns `false`.
    pub(super) fn generate(&self, sink: &mut impl FnMut(Move) -> bool) {
        let core = &self.core;
        if core.ended.is_some() {
            return;
        }
        if core.in_setup() {
            let Some(start) = spot(Cell::START) else { return };
            for corner in 0..6 {
                if core.leprechaun_on(start as u16, corner).is_none()
                    && !sink(Move::Leprechaun(Leaf::new(Cell::START, corner)))
                {
                    return;
                }
            }
            return;
        }
        let mut cells = Candidates::new();
        if core.held != NONE {
            self.candidates(&mut cells);
            self.placements(&cells, core.held, Source::Pile, sink);
            return;
        }
        if self.may_place() {
            self.candidates(&mut cells);
            if !cells.is_empty() {
                for (slot, &t) in core.display.iter().enumerate() {
                    if t != NONE && !self.placements(&cells, t, Source::Display(slot as u8), sink) {
                        return;
                    }
                }
                if core.pile_len > 0 && !sink(Move::Draw) {
                    return;
                }
            }
        }
        // After a set-aside the placement goes on: nothing else until a tile is taken.
        if core.taking_another {
            return;
        }
        if !self.rotations(sink) || !self.leprechaun_moves(sink) {
            return;
        }
        sink(Move::End);
    }

    fn rotations(&self, sink: &mut impl FnMut(Move) -> bool) -> bool {
        let core = &self.core;
        let own = if core.expert {
            match self.own_leprechaun().and_then(|(s, _)| self.tile_on(s)) {
                Some(t) => super::state::bit(t),
                None => 0,
            }
        } else {
            core.on_board
        };
        for t in tiles(own) {
            if self.may_rotate(t) {
                let cell = cell_at(core.spot[t as usize] as Spot);
                for clockwise in [true, false] {
                    if !sink(Move::Rotate { cell, clockwise }) {
                        return false;
                    }
                }
            }
        }
        true
    }

    fn leprechaun_moves(&self, sink: &mut impl FnMut(Move) -> bool) -> bool {
        let core = &self.core;
        let Some((s, c)) = self.own_leprechaun().filter(|_| core.expert) else { return true };
        let free = |o: Spot, k: u8| self.tile_on(o).is_some() && core.leprechaun_on(o as u16, k).is_none();
        if core.free_moves < FREE_MOVES {
            for (o, k) in other_leaves(s, c) {
                if free(o, k) && !sink(Move::Leprechaun(Leaf::new(cell_at(o), k))) {
                    return false;
                }
            }
        }
        if core.spent < core.budget() {
            for k in [(c + 1) % 6, (c + 5) % 6] {
                if free(s, k) && !sink(Move::Leprechaun(Leaf::new(cell_at(s), k))) {
                    return false;
                }
            }
        }
        true
    }
}
