//! Shamrock's board as the editor keeps it: the engine's setup (the tiles laid on cells with
//! their rotations and flakes, the display and the pile, the leprechauns, how many play and
//! whether it is the expert game) with the editor's changes. A tile laid from the display is
//! replaced by the pile's top, as in play; a tile taken off the board goes to the bottom of
//! the pile. Each seat's leprechaun and flakes are kept when it leaves the game (a game of two,
//! the basic game), so that switching back loses nothing. Nothing here judges a position: the
//! engine makes a position of the setup or refuses it.

use crate::games::shamrock::{colour_letter, period, tile_from_letter, tile_letter, Cell, Laid, Leaf, Setup, Tile};
use std::ops::{Deref, DerefMut};

/// The setup being edited.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meadow(Setup);

impl Deref for Meadow {
    type Target = Setup;

    fn deref(&self) -> &Setup {
        &self.0
    }
}

impl DerefMut for Meadow {
    fn deref_mut(&mut self) -> &mut Setup {
        &mut self.0
    }
}

/// A cell's name: `+0+0`, `-1+2` (as the game names cells).
pub fn cell_name(cell: Cell) -> String {
    cell.to_string()
}

/// A leaf's name: its cell's and the corner, `+0+0/3`.
pub fn leaf_name(leaf: Leaf) -> String {
    format!("{}/{}", leaf.cell, leaf.corner)
}

/// A display slot's name (0..3 as `Display 1`..`Display 3`, as the game's view names it).
pub fn slot_name(slot: usize) -> String {
    format!("Display {}", slot + 1)
}

/// `Display 2` back into its slot.
pub fn read_slot(name: &str) -> Option<usize> {
    let n = number(name.strip_prefix("Display ")?)?;
    (1..=3).contains(&n).then(|| n as usize - 1)
}

/// A small whole number with an optional sign. Read by hand: a `str::parse::<i8>` here
/// would share the engine's instance, which the page's wasm then keeps as a function of its
/// own instead of inlining it (twiggy showed it).
fn number(text: &str) -> Option<i8> {
    let (negative, digits) = match text.as_bytes().first()? {
        b'-' => (true, text.get(1..)?),
        b'+' => (false, text.get(1..)?),
        _ => (false, text),
    };
    if digits.is_empty() || digits.len() > 3 {
        return None;
    }
    let mut n: i32 = 0;
    for b in digits.bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n * 10 + i32::from(b - b'0');
    }
    i8::try_from(if negative { -n } else { n }).ok()
}

/// `+1-2` back into a cell.
pub fn read_cell(name: &str) -> Option<Cell> {
    let bytes = name.as_bytes();
    let split = (1..bytes.len()).find(|&i| bytes[i] == b'+' || bytes[i] == b'-')?;
    if !matches!(bytes.first(), Some(b'+' | b'-')) {
        return None;
    }
    let (q, r) = name.split_at_checked(split)?;
    Some(Cell::new(number(q)?, number(r)?))
}

/// `+0+0/3` back into a leaf.
pub fn read_leaf(name: &str) -> Option<Leaf> {
    let (cell, corner) = name.split_once('/')?;
    let corner = number(corner).filter(|c| (0..6).contains(c))?;
    Some(Leaf::new(read_cell(cell)?, corner as u8))
}

/// What a palette token is: a tile, a seat's flake, a seat's leprechaun.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    Tile(Tile),
    Flake(usize),
    Leprechaun(usize),
}

impl Token {
    /// `A`..`P`, `f` or `l` and the seat's colour letter (`fr`, `lb`).
    pub fn read(token: &str) -> Option<Token> {
        let mut chars = token.chars();
        let first = chars.next()?;
        let seat = |c: Option<char>| (0..3).find(|&s| matches!(c, Some(c) if c == colour_letter(s as u8)));
        match (first, chars.as_str().len()) {
            (_, 0) => tile_from_letter(first).map(Token::Tile),
            ('f', 1) => seat(chars.next()).map(Token::Flake),
            ('l', 1) => seat(chars.next()).map(Token::Leprechaun),
            _ => None,
        }
    }

    pub fn write(self) -> String {
        match self {
            Token::Tile(t) => tile_letter(t).to_string(),
            Token::Flake(s) => format!("f{}", colour_letter(s as u8)),
            Token::Leprechaun(s) => format!("l{}", colour_letter(s as u8)),
        }
    }
}

impl Meadow {
    /// The setup of a position, with every leprechaun standing.
    pub fn of(setup: Setup) -> Meadow {
        let mut meadow = Meadow(setup);
        meadow.stand_leprechauns();
        meadow
    }

    /// The setup of the position to make: without the flakes of seats not in play.
    pub fn setup(&self) -> Setup {
        let mut setup = self.0.clone();
        for laid in &mut setup.tiles {
            laid.flake = laid.flake.filter(|&s| s < setup.players);
        }
        setup
    }

    /// The tile laid on `cell`.
    pub fn at(&self, cell: Cell) -> Option<&Laid> {
        self.tiles.iter().find(|l| l.cell == cell)
    }

    /// Whether `tile` lies on the board.
    pub fn laid(&self, tile: Tile) -> bool {
        self.tiles.iter().any(|l| l.tile == tile)
    }

    /// The seat whose leprechaun stands on `leaf` (in the expert game).
    pub fn leprechaun_on(&self, leaf: Leaf) -> Option<usize> {
        (0..self.players).find(|&s| self.expert && matches!(self.leprechauns[s], Some(l) if l == leaf))
    }

    pub fn leprechaun(&self, seat: usize) -> Option<Leaf> {
        self.leprechauns.get(seat).copied().flatten()
    }

    /// Lays `tile` on `cell` at rotation 0, over what lay there, from the display (refilled
    /// from the pile) or the pile; the same tile again on its own cell turns it instead. A
    /// tile already elsewhere on the board is laid all the same: the engine refuses the
    /// position (a tile twice).
    pub fn lay(&mut self, tile: Tile, cell: Cell) {
        if self.at(cell).is_some_and(|l| l.tile == tile) {
            self.rotate(cell, true);
            return;
        }
        self.lift(cell);
        let setup = &mut self.0;
        if let Some(slot) = setup.display.iter_mut().find(|t| matches!(t, Some(t) if *t == tile)) {
            *slot = (!setup.pile.is_empty()).then(|| setup.pile.remove(0));
        }
        setup.pile.retain(|&t| t != tile);
        setup.tiles.push(Laid { tile, cell, rotation: 0, flake: None });
    }

    /// The tile in display slot `slot` (0..3).
    pub fn offered(&self, slot: usize) -> Option<Tile> {
        self.display.get(slot).copied().flatten()
    }

    /// Puts `tile` into display slot `slot`: from another slot (the two change places) or
    /// from the pile (the slot's tile takes its place there). A tile on the board is offered
    /// all the same: the engine refuses the position (a tile twice).
    pub fn offer(&mut self, slot: usize, tile: Tile) {
        let Some(old) = self.display.get(slot).copied() else { return };
        if let Some(j) = self.display.iter().position(|&t| matches!(t, Some(t) if t == tile)) {
            self.display.swap(j, slot);
        } else if let Some(i) = self.pile.iter().position(|&t| t == tile) {
            self.pile.remove(i);
            self.pile.splice(i..i, old);
            self.display[slot] = Some(tile);
        } else {
            self.display[slot] = Some(tile);
        }
    }

    /// Moves the tile on `cell` into display slot `slot` (its flake and leprechauns stay
    /// behind: the engine refuses leprechauns on no tile). False when no tile lies there.
    pub fn offer_laid(&mut self, cell: Cell, slot: usize) -> bool {
        let Some(tile) = self.at(cell).map(|l| l.tile) else { return false };
        self.lift(cell);
        self.offer(slot, tile);
        true
    }

    /// Sends the tile in display slot `slot` to the bottom of the pile; the pile's top takes
    /// its place. False when the slot is empty.
    pub fn withdraw(&mut self, slot: usize) -> bool {
        let Some(tile) = self.offered(slot) else { return false };
        self.pile.push(tile);
        self.display[slot] = Some(self.pile.remove(0));
        true
    }

    /// Turns the tile on `cell` a sixth of a turn; leprechauns on it turn with it. False when
    /// no tile lies there.
    pub fn rotate(&mut self, cell: Cell, clockwise: bool) -> bool {
        let Some(laid) = self.tiles.iter_mut().find(|l| l.cell == cell) else { return false };
        let p = period(laid.tile);
        laid.rotation = if clockwise { (laid.rotation + 1) % p } else { (laid.rotation + p - 1) % p };
        let step = if clockwise { 1 } else { 5 };
        for leaf in self.leprechauns.iter_mut().flatten().filter(|l| l.cell == cell) {
            leaf.corner = (leaf.corner + step) % 6;
        }
        true
    }

    /// Puts `seat`'s flake on the tile on `cell` (one flake a tile: it replaces another
    /// seat's). False when no tile lies there.
    pub fn flake(&mut self, cell: Cell, seat: usize) -> bool {
        match self.tiles.iter_mut().find(|l| l.cell == cell) {
            Some(laid) => {
                laid.flake = Some(seat);
                true
            }
            None => false,
        }
    }

    /// Stands `seat`'s leprechaun on `leaf`.
    pub fn stand(&mut self, seat: usize, leaf: Leaf) {
        if let Some(l) = self.leprechauns.get_mut(seat) {
            *l = Some(leaf);
        }
    }

    /// Takes the top thing off `cell`: its flake if one lies there, else the tile. False when
    /// it is empty.
    pub fn take(&mut self, cell: Cell) -> bool {
        let Some(i) = self.tiles.iter().position(|l| l.cell == cell) else { return false };
        if self.tiles[i].flake.take().is_none() {
            self.lift(cell);
        }
        true
    }

    /// Takes the tile on `cell` off the board, to an empty display slot or the bottom of the
    /// pile.
    fn lift(&mut self, cell: Cell) {
        let Some(i) = self.tiles.iter().position(|l| l.cell == cell) else { return };
        let tile = self.tiles.remove(i).tile;
        match self.display.iter_mut().find(|t| t.is_none()) {
            Some(slot) => *slot = Some(tile),
            None => self.pile.push(tile),
        }
    }

    /// Moves the tile on `from` (with its flake and leprechauns) to `to`, over what lay there.
    pub fn shift(&mut self, from: Cell, to: Cell) -> bool {
        if self.at(from).is_none() {
            return false;
        }
        if to != from && self.at(to).is_some() {
            self.lift(to);
        }
        for laid in self.tiles.iter_mut().filter(|l| l.cell == from) {
            laid.cell = to;
        }
        for leaf in self.leprechauns.iter_mut().flatten().filter(|l| l.cell == from) {
            leaf.cell = to;
        }
        true
    }

    /// Only the tile on the start cell stays, without its flake; leprechauns go back onto it.
    pub fn clear(&mut self) {
        self.tiles.retain(|l| l.cell == Cell::START);
        for laid in &mut self.tiles {
            laid.flake = None;
        }
        self.leprechauns = [None; 3];
        self.stand_leprechauns();
    }

    /// Each leprechaun that stands on no tile, or on a leaf another seat's has, goes onto a
    /// free leaf of the start tile (where the expert set-up puts them).
    pub fn stand_leprechauns(&mut self) {
        for seat in 0..3 {
            let taken = |me: &Meadow, leaf: Leaf| (0..seat).any(|s| matches!(me.leprechauns[s], Some(l) if l == leaf));
            let fine = self.leprechauns[seat].is_some_and(|l| self.at(l.cell).is_some() && !taken(self, l));
            if !fine {
                let free = (0..6).map(|c| Leaf::new(Cell::START, c * 2 % 6 + c / 3)).find(|&l| !taken(self, l));
                self.leprechauns[seat] = free;
            }
        }
    }

    /// The cells the editor offers: each tile's and the empty ones next to it.
    pub fn cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = Vec::new();
        for laid in &self.tiles {
            for cell in std::iter::once(laid.cell).chain((0..6).map(|side| laid.cell.neighbour(side))) {
                if !cells.contains(&cell) {
                    cells.push(cell);
                }
            }
        }
        cells
    }
}
