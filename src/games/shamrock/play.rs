//! The changes each action makes (see `Game::play_unchecked`); the end of a turn.

use super::hex::{cell_at, spot, Cell, Spot};
use super::state::{bit, tiles, Shamrock, NONE};
use super::tile::{period, TILE_COUNT};
use super::Source;
use crate::game::rng::Rng;

impl Shamrock {
    /// Places a tile from the display or the hand; it carries a neutral token, the display is
    /// refilled, and the action is spent.
    pub(super) fn place(&mut self, source: Source, cell: Cell, rotation: u8) {
        let tile = match source {
            Source::Display(slot) => {
                let t = self.core.display.get(slot as usize).copied().unwrap_or(NONE);
                self.core.set_display(slot as usize, NONE);
                t
            }
            Source::Pile => {
                let t = self.core.held;
                self.core.set_held(NONE);
                t
            }
        };
        if let (Some(at), true) = (spot(cell), (tile as usize) < TILE_COUNT) {
            self.put_tile(tile, at, rotation % period(tile));
            self.core.toggle_token(tile);
            self.count_around(at, true);
        }
        self.core.set_taking_another(false);
        self.refill_display();
        self.core.set_spent(self.core.spent.saturating_add(1));
    }

    /// Turns over the pile's top tile: into the hand if it fits somewhere, else set aside (the
    /// action is not used). In the expert game the placement then goes on with another tile,
    /// unless nothing is left that fits.
    pub(super) fn draw(&mut self) {
        let Some(t) = self.core.pop_pile() else { return };
        if self.fits_anywhere(t) {
            self.core.set_held(t);
            self.core.set_taking_another(false);
        } else {
            self.core.toggle_set_aside(t);
            let again = self.core.expert && self.something_to_take();
            self.core.set_taking_another(again);
        }
    }

    /// Turns the tile on `cell` one step and puts the mover's flake on it; leprechauns on it
    /// turn with it and stay on their leaves.
    pub(super) fn rotate(&mut self, cell: Cell, clockwise: bool) {
        if let Some((at, tile)) = self.tile_at_cell(cell) {
            self.count_around(at, false);
            let p = period(tile);
            let now = self.core.rotation[tile as usize & 15];
            self.core.set_rotation(tile, if clockwise { (now + 1) % p } else { (now + p - 1) % p });
            self.count_around(at, true);
            self.core.set_flake(tile, self.core.turn);
            for seat in 0..3 {
                if let Some((s, c)) = self.core.leprechauns[seat] {
                    if s as Spot == at {
                        let corner = if clockwise { (c + 1) % 6 } else { (c + 5) % 6 };
                        self.core.set_leprechaun(seat, Some((s, corner)));
                    }
                }
            }
        }
        let cost = if self.core.expert { 2 } else { 1 };
        self.core.set_spent(self.core.spent.saturating_add(cost));
    }

    /// Puts (set-up) or moves the leprechaun of the player to move; returns whether the first
    /// turn began (the set-up is over).
    pub(super) fn put_leprechaun(&mut self, to: Spot, corner: u8) -> bool {
        let seat = self.core.turn as usize;
        let target = Some((to as u16, corner));
        if !self.core.in_setup() {
            if self.is_free_move(seat, to, corner) {
                self.core.set_free_moves(self.core.free_moves.saturating_add(1));
            } else {
                self.core.set_spent(self.core.spent.saturating_add(1));
            }
            self.core.set_leprechaun(seat, target);
            return false;
        }
        self.core.set_leprechaun(seat, target);
        self.core.set_to_place(self.core.to_place.saturating_sub(1));
        if self.core.in_setup() {
            self.core.set_turn((self.core.turn + 1) % 3);
            return false;
        }
        self.core.set_turn(0);
        self.begin_turn();
        true
    }

    /// Whether moving `seat`'s leprechaun to (`to`, `corner`) stays at its vertex (0 AP).
    pub(super) fn is_free_move(&self, seat: usize, to: Spot, corner: u8) -> bool {
        let Some(Some((s, c))) = self.core.leprechauns.get(seat).copied() else { return false };
        super::hex::other_leaves(s as Spot, c).contains(&(to, corner % 6))
    }

    /// After an action: the end by shamrocks, or the basic game's turn ending by itself after
    /// the third action. Returns whether a new turn began.
    pub(super) fn after_action(&mut self) -> bool {
        if let Some(outcome) = self.shamrock_outcome() {
            self.core.ended = Some(outcome);
            return false;
        }
        if !self.core.expert && self.core.spent >= self.core.budget() {
            self.end_turn();
            return true;
        }
        false
    }

    /// Fills empty display slots from the top of the pile, slot by slot.
    pub(super) fn refill_display(&mut self) {
        for slot in 0..3 {
            if self.core.display[slot] == NONE {
                match self.core.pop_pile() {
                    Some(t) => self.core.set_display(slot, t),
                    None => return,
                }
            }
        }
    }

    /// Ends the turn: neutral tokens off the board, set-aside tiles shuffled back into the pile
    /// (the pile bottom to top, then the set-aside tiles by letter, shuffled with the game's
    /// generator), the display refilled; then the next player's turn starts.
    pub(super) fn end_turn(&mut self) {
        self.core.set_taking_another(false);
        for t in tiles(self.core.tokens) {
            self.core.toggle_token(t);
        }
        if self.core.set_aside != 0 {
            let mut list = [NONE; TILE_COUNT];
            let n = self.core.pile().len();
            list[..n].copy_from_slice(self.core.pile());
            let mut len = n;
            for t in tiles(self.core.set_aside) {
                self.core.toggle_set_aside(t);
                if let Some(slot) = list.get_mut(len) {
                    *slot = t;
                    len += 1;
                }
            }
            let mut rng = Rng::new(self.core.rng);
            rng.shuffle(&mut list[..len]);
            self.core.rng = rng.state();
            self.core.set_pile(&list[..len]);
        }
        self.refill_display();
        let next = (self.core.turn + 1) % self.core.players.max(1);
        if next == 0 {
            self.core.rounds = self.core.rounds.saturating_add(1);
        }
        self.core.set_turn(next);
        self.core.set_spent(0);
        self.core.set_free_moves(0);
        self.begin_turn();
    }

    /// The start of a turn: the player's flakes come off the board; the position is recorded
    /// for the repetition rule; a draw by repetition or by the round limit is settled.
    fn begin_turn(&mut self) {
        let me = self.core.turn;
        for t in tiles(self.core.on_board) {
            if self.core.flake[t as usize] == me {
                self.core.set_flake(t, NONE);
            }
        }
        self.seen.push(self.core.position_key());
        if self.core.ended.is_none() {
            self.core.ended = self.turn_start_outcome();
        }
    }

    /// The cell of a tile on the board.
    pub(super) fn cell_of(&self, tile: u8) -> Option<super::hex::Cell> {
        (self.core.on_board & bit(tile) != 0).then(|| cell_at(self.core.spot[tile as usize & 15] as Spot))
    }
}
