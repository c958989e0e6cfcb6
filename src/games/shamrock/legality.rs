//! The parts of `check` for each kind of action, and why they refuse. Must agree exactly with
//! `moves`.

use super::hex::{other_leaves, spot, Cell, Leaf};
use super::moves::Candidates;
use super::state::{Shamrock, FLAKES, FREE_MOVES, NONE, TOKENS};
use super::tile::{corners_of, period};
use super::{Refusal, Source};

impl Shamrock {
    pub(super) fn check_budget(&self, cost: u8) -> Result<(), Refusal> {
        let core = &self.core;
        if core.spent.saturating_add(cost) <= core.budget() {
            Ok(())
        } else if core.expert {
            Err(Refusal::NoPoints { cost, left: core.budget().saturating_sub(core.spent) })
        } else {
            Err(Refusal::NoActions)
        }
    }

    pub(super) fn any_candidate(&self) -> bool {
        let mut cells = Candidates::new();
        self.candidates(&mut cells);
        !cells.is_empty()
    }

    pub(super) fn check_place(&self, source: Source, cell: Cell, rotation: u8) -> Result<(), Refusal> {
        let core = &self.core;
        let tile = match source {
            Source::Pile if core.held == NONE => return Err(Refusal::NotHeld),
            Source::Pile => core.held,
            Source::Display(_) if core.held != NONE => return Err(Refusal::PlaceHeld),
            Source::Display(slot) => match core.display.get(slot as usize) {
                None => return Err(Refusal::NoSlot),
                Some(&NONE) => return Err(Refusal::SlotEmpty(slot + 1)),
                Some(&t) => t,
            },
        };
        self.check_budget(1)?;
        if core.tokens.count_ones() >= TOKENS {
            return Err(Refusal::NoTokens);
        }
        let Some(s) = spot(cell) else { return Err(Refusal::TwoNeighbours { cell, touching: 0 }) };
        if self.tile_on(s).is_some() {
            return Err(Refusal::Occupied(cell));
        }
        if core.expert && !self.leprechaun_cells().is_some_and(|c| c.contains(&s)) {
            return Err(Refusal::AtLeprechaun(cell));
        }
        let touching = self.neighbours(s);
        if touching < self.neighbours_needed() {
            return Err(if self.neighbours_needed() == 1 {
                Refusal::FirstNextToStart(cell)
            } else {
                Refusal::TwoNeighbours { cell, touching }
            });
        }
        if rotation >= 6 {
            return Err(Refusal::BadRotation);
        }
        if rotation >= period(tile) {
            return Err(Refusal::SameLayout(rotation % period(tile)));
        }
        let clash = corners_of(tile, rotation, core.turn) & self.blocked_corners(s, core.turn);
        if clash != 0 {
            let corner = clash.trailing_zeros() as u8;
            return Err(Refusal::OwnColour { rotation, corner, colour: core.turn });
        }
        Ok(())
    }

    pub(super) fn check_rotate(&self, cell: Cell) -> Result<(), Refusal> {
        let core = &self.core;
        let Some((s, tile)) = self.tile_at_cell(cell) else { return Err(Refusal::NoTile(cell)) };
        if core.expert && self.own_leprechaun().map(|l| l.0) != Some(s) {
            return Err(Refusal::NotUnderLeprechaun);
        }
        self.check_budget(if core.expert { 2 } else { 1 })?;
        if core.tokens & super::state::bit(tile) != 0 {
            return Err(Refusal::HasToken(cell));
        }
        let flake = core.flake[tile as usize & 15];
        if flake != NONE {
            return Err(Refusal::HasFlake { cell, colour: flake });
        }
        if core.flakes_on_board(core.turn) >= FLAKES {
            return Err(Refusal::NoFlakes);
        }
        Ok(())
    }

    pub(super) fn check_leprechaun(&self, leaf: Leaf) -> Result<(), Refusal> {
        let core = &self.core;
        if !core.expert {
            return Err(Refusal::NotExpert);
        }
        if core.held != NONE {
            return Err(Refusal::PlaceHeld);
        }
        if core.taking_another {
            return Err(Refusal::TakeAnother);
        }
        if leaf.corner >= 6 {
            return Err(Refusal::BadCorner);
        }
        let Some((s, _)) = self.tile_at_cell(leaf.cell) else { return Err(Refusal::NoTile(leaf.cell)) };
        if core.in_setup() && leaf.cell != Cell::START {
            return Err(Refusal::StartTileOnly);
        }
        if core.leprechaun_on(s as u16, leaf.corner).is_some() {
            return Err(Refusal::LeafTaken);
        }
        if core.in_setup() {
            return Ok(());
        }
        let Some((from, corner)) = self.own_leprechaun() else { return Err(Refusal::NotReachable) };
        if other_leaves(from, corner).contains(&(s, leaf.corner)) {
            return if core.free_moves < FREE_MOVES { Ok(()) } else { Err(Refusal::FreeLimit) };
        }
        if s == from && (leaf.corner == (corner + 1) % 6 || leaf.corner == (corner + 5) % 6) {
            return self.check_budget(1);
        }
        Err(Refusal::NotReachable)
    }
}
