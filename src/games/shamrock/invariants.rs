//! What must hold in every position, beyond the hash: checked by soak tests and fuzzing
//! (`Game::invariants`), never in play.

use super::state::{tiles, Shamrock, FLAKES, NONE};
use super::tile::TILE_COUNT;

impl Shamrock {
    /// Every tile is in exactly one place (board, display, pile, set aside, held); the grid
    /// (not hashed: it is derived from the tiles' spots) shows exactly the tiles on the board;
    /// tokens lie on the board; no player has more than their flakes out; another tile is
    /// taken only after an expert set-aside, with none in hand.
    pub(super) fn check_structure(&self) -> Result<(), String> {
        let c = &self.core;
        let mut places = [0u8; TILE_COUNT];
        let mut count = |t: u8, what: &str| match places.get_mut(usize::from(t)) {
            Some(n) => {
                *n += 1;
                Ok(())
            }
            None => Err(format!("{what} holds tile {t}")),
        };
        for t in tiles(c.on_board) {
            count(t, "the board")?;
        }
        for &t in c.display.iter().filter(|&&t| t != NONE) {
            count(t, "the display")?;
        }
        let pile = c.pile.get(..usize::from(c.pile_len)).ok_or_else(|| format!("pile of {}", c.pile_len))?;
        for &t in pile {
            count(t, "the pile")?;
        }
        for t in tiles(c.set_aside) {
            count(t, "the set-aside tiles")?;
        }
        if c.held != NONE {
            count(c.held, "the hand")?;
        }
        if let Some((t, n)) = places.iter().enumerate().find(|(_, &n)| n != 1) {
            return Err(format!("tile {t} is in {n} places"));
        }
        if c.tokens & !c.on_board != 0 {
            return Err("a token lies on a tile off the board".into());
        }
        let mut shown = 0u16;
        for (spot, &t) in self.grid.iter().enumerate().filter(|(_, &t)| t != NONE) {
            let placed = c.spot.get(usize::from(t)).is_some_and(|&s| usize::from(s) == spot);
            if c.on_board & (1 << (t & 15)) == 0 || !placed || shown & (1 << (t & 15)) != 0 {
                return Err(format!("the grid shows tile {t} at spot {spot}, which is not where it lies"));
            }
            shown |= 1 << (t & 15);
        }
        if shown != c.on_board {
            return Err("a tile on the board is missing from the grid".into());
        }
        for seat in 0..c.players {
            let flakes = tiles(c.on_board).filter(|&t| c.flake.get(usize::from(t)) == Some(&seat)).count();
            if flakes > FLAKES as usize {
                return Err(format!("seat {seat} has {flakes} flakes out"));
            }
        }
        if c.taking_another && !(c.expert && c.set_aside != 0 && c.held == NONE) {
            return Err("taking another tile without an expert set-aside, or with a tile in hand".into());
        }
        if c.turn >= c.players {
            return Err(format!("seat {} to move of {}", c.turn, c.players));
        }
        Ok(())
    }
}
