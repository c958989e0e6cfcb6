//! Shamrock as a setup (`game::FromSetup`): how many play and which game, whose turn it is,
//! the tiles on the board with their rotations and flakes, the display, the pile and the
//! leprechauns, for the position editor. A setup is the start of a turn: nothing spent, no
//! neutral tokens, no tile in hand; a position in the middle of a turn gives its tile in hand
//! back to the top of the pile and the tiles set aside under it.

use super::hex::{spot, Cell, Leaf};
use super::state::{bit, Shamrock, NONE, ROUND_LIMIT};
use super::tile::{Tile, TILE_COUNT};
use super::Refusal;
use crate::game::{FromSetup, Game, Seat};

/// A tile on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Laid {
    pub tile: Tile,
    pub cell: Cell,
    /// Below the tile's period.
    pub rotation: u8,
    /// The seat whose flake lies on it.
    pub flake: Option<Seat>,
}

/// A position of Shamrock as a player sets it up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// 2 or 3.
    pub players: usize,
    /// The expert game (leprechauns, action points).
    pub expert: bool,
    pub turn: Seat,
    /// Full rounds played.
    pub rounds: u8,
    pub tiles: Vec<Laid>,
    pub display: [Option<Tile>; 3],
    /// Top first.
    pub pile: Vec<Tile>,
    /// Each seat's leprechaun in the expert game. Those of seats not playing, and all of them
    /// in the basic game, are no part of the position (the editor keeps them to give back).
    /// Seats whose leprechaun is not down yet are still in the expert set-up, which goes in
    /// turn order: then the first of them is to move, whatever `turn` says.
    pub leprechauns: [Option<Leaf>; 3],
    /// The generator that reshuffles set-aside tiles.
    pub generator: u64,
}

impl Shamrock {
    /// The expert leprechauns of `setup`, put down.
    fn stand(&mut self, setup: &Setup) -> Result<(), Refusal> {
        let players = self.core.players as usize;
        let down = setup.leprechauns.iter().take(players).take_while(|l| l.is_some()).count();
        if setup.leprechauns.iter().take(players).skip(down).any(Option::is_some) {
            return Err(Refusal::Leprechauns);
        }
        if down < players {
            self.core.turn = down as u8;
            self.core.to_place = (players - down) as u8;
        }
        for (seat, leaf) in setup.leprechauns.iter().take(down).flatten().enumerate() {
            let s = spot(leaf.cell).filter(|&s| self.tile_on(s).is_some()).ok_or(Refusal::Leprechauns)?;
            if leaf.corner >= 6 || self.core.leprechaun_on(s as u16, leaf.corner).is_some() {
                return Err(Refusal::Leprechauns);
            }
            self.core.leprechauns[seat] = Some((s as u16, leaf.corner));
        }
        Ok(())
    }
}

impl FromSetup for Shamrock {
    type Setup = Setup;

    fn setup(&self) -> Result<Setup, Refusal> {
        let players = self.players() as usize;
        let tiles = self
            .board()
            .into_iter()
            .map(|(tile, cell, rotation)| Laid { tile, cell, rotation, flake: self.flake_at(cell) })
            .collect();
        let mut pile: Vec<Tile> = self.held().into_iter().collect();
        pile.extend(self.pile_order());
        pile.extend(self.set_aside());
        let mut leprechauns = [None; 3];
        if self.expert() {
            for (seat, l) in leprechauns.iter_mut().enumerate().take(players) {
                *l = self.leprechaun(seat);
            }
        }
        Ok(Setup {
            players,
            expert: self.expert(),
            turn: self.to_move(),
            rounds: self.rounds(),
            tiles,
            display: self.display(),
            pile,
            leprechauns,
            generator: self.core.rng,
        })
    }

    fn from_setup(setup: &Setup) -> Result<Shamrock, Refusal> {
        let players = match setup.players {
            2 | 3 => setup.players as u8,
            _ => return Err(Refusal::Mode),
        };
        let mut game = Shamrock::blank(players, setup.expert);
        if setup.turn >= setup.players {
            return Err(Refusal::Turn);
        }
        game.core.turn = setup.turn as u8;
        if setup.rounds > ROUND_LIMIT {
            return Err(Refusal::Rounds);
        }
        game.core.rounds = setup.rounds;
        let mut seen: u16 = 0;
        let mut once = |t: Tile| {
            if usize::from(t) >= TILE_COUNT || seen & bit(t) != 0 {
                return Err(Refusal::EveryTileOnce(t));
            }
            seen |= bit(t);
            Ok(t)
        };
        for laid in &setup.tiles {
            let flake = match laid.flake {
                None => NONE,
                Some(seat) => u8::try_from(seat).ok().filter(|&s| s < players).ok_or(Refusal::TileEntry)?,
            };
            game.lay(once(laid.tile)?, laid.cell, laid.rotation, flake, false)?;
        }
        for (slot, tile) in setup.display.iter().enumerate() {
            game.core.display[slot] = tile.map(&mut once).transpose()?.unwrap_or(NONE);
        }
        // The pile is kept bottom first; a 17th tile is a tile twice before it needs a place.
        for (i, &tile) in setup.pile.iter().rev().enumerate() {
            let tile = once(tile)?;
            if let Some(place) = game.core.pile.get_mut(i) {
                *place = tile;
            }
        }
        game.core.pile_len = setup.pile.len() as u8;
        if let Some(missing) = (0..TILE_COUNT as Tile).find(|&t| seen & bit(t) == 0) {
            return Err(Refusal::EveryTileOnce(missing));
        }
        if setup.expert {
            game.stand(setup)?;
        }
        game.core.rng = setup.generator;
        game.settle()?;
        Ok(game)
    }
}
