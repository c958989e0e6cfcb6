//! The editor on Shamrock's hex board: cells, leaves and display slots by name (`+1-2`,
//! `+1-2/3`, `Display 1`), hit tested on the layout the game's own view draws; tiles laid,
//! turned and taken off, the display chosen, flakes, leprechauns, how many play and the
//! expert game. Every change goes through the engine's
//! reader like the square boards' (a tile twice, tiles apart from the start tile, a fourth
//! flake are its refusals).

use super::meadow::{cell_name, leaf_name, read_cell, read_leaf, read_slot, slot_name, Meadow, Token};
use super::{Body, Editor, Refused};
use crate::game::{FromSetup, Reason, Refusal};
use crate::games::shamrock::{Cell, Leaf, Shamrock, Tile};
use crate::view::board::BoardView;
use crate::view::hex::HexGrid;
use crate::view::scene::Point;
use crate::view::shamrock::{ShamrockLayout, LEAF_AT};

/// A place on the hex board: a cell or a leaf of its tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Place {
    Cell(Cell),
    Leaf(Leaf),
    Display(usize),
}

/// Where a leaf (and a leprechaun on it) is drawn, as the game's view draws it.
fn leaf_center(grid: &HexGrid, leaf: Leaf) -> Point {
    grid.corner(leaf.cell.q as i32, leaf.cell.r as i32, leaf.corner, LEAF_AT)
}

fn to_name(place: Place) -> String {
    match place {
        Place::Cell(c) => cell_name(c),
        Place::Leaf(l) => leaf_name(l),
        Place::Display(k) => slot_name(k),
    }
}

/// What stands on `name` as the palette writes it: the tile on a cell, the leprechaun on a leaf.
pub(super) fn piece_at(meadow: &Meadow, name: &str) -> Option<String> {
    if let Some(slot) = read_slot(name) {
        return meadow.offered(slot).map(|t| Token::Tile(t).write());
    }
    if let Some(leaf) = read_leaf(name) {
        return meadow.leprechaun_on(leaf).map(|s| Token::Leprechaun(s).write());
    }
    meadow.at(read_cell(name)?).map(|l| Token::Tile(l.tile).write())
}

impl Editor {
    fn meadow(&self) -> Option<&Meadow> {
        match &self.body {
            Body::Meadow(meadow) => Some(meadow),
            _ => None,
        }
    }

    /// A copy of the meadow changed by `f`, tried on the engine; `f` says false for a change
    /// that cannot be made (`why` then).
    fn try_meadow(&mut self, why: Reason, f: impl FnOnce(&mut Meadow) -> bool) -> Result<(), Reason> {
        let Some(mut meadow) = self.meadow().cloned() else { return Err(Refused::NoSuchPiece.reason()) };
        if !f(&mut meadow) {
            return Err(why);
        }
        // Blue to move in a game that loses blue: red, who comes after.
        if meadow.turn >= meadow.players {
            meadow.turn = 0;
        }
        self.commit(Body::Meadow(meadow))
    }

    /// The board as the game's view lays it out now.
    fn hex_layout(&self) -> Option<(Shamrock, ShamrockLayout)> {
        let game = Shamrock::from_setup(&self.meadow()?.setup()).ok()?;
        let (w, h) = self.table.size();
        let layout = game.layout(w, h, self.table.flipped());
        Some((game, layout))
    }

    /// The cell or leaf named `name`, if the editor offers it (a cell with a tile or next to
    /// one; a leaf of a tile).
    pub(super) fn meadow_place(&self, name: &str) -> Option<Place> {
        let meadow = self.meadow()?;
        if let Some(slot) = read_slot(name) {
            return Some(Place::Display(slot));
        }
        if let Some(leaf) = read_leaf(name) {
            return meadow.at(leaf.cell).map(|_| Place::Leaf(leaf));
        }
        read_cell(name).filter(|c| meadow.cells().contains(c)).map(Place::Cell)
    }

    pub(super) fn meadow_locate(&self, name: &str) -> Option<Point> {
        let place = self.meadow_place(name)?;
        let (_, layout) = self.hex_layout()?;
        Some(match place {
            Place::Cell(c) => layout.grid.center(c.q as i32, c.r as i32),
            Place::Leaf(leaf) => leaf_center(&layout.grid, leaf),
            Place::Display(slot) => *layout.display.get(slot)?,
        })
    }

    /// Every cell offered and the display slots, with where each is drawn (the keyboard
    /// cursor's squares).
    pub(super) fn meadow_places(&self) -> Vec<(String, Point)> {
        let (Some(meadow), Some((_, layout))) = (self.meadow(), self.hex_layout()) else { return Vec::new() };
        let cells = meadow.cells().into_iter().map(|c| (cell_name(c), layout.grid.center(c.q as i32, c.r as i32)));
        cells.chain(layout.display.iter().enumerate().map(|(k, &p)| (slot_name(k), p))).collect()
    }

    /// The display slot under `p`.
    fn slot_at(&self, p: Point) -> Option<String> {
        let (_, layout) = self.hex_layout()?;
        let slot = layout.display.iter().position(|c| c.distance(p) <= layout.tile)?;
        Some(slot_name(slot))
    }

    /// The offered cell or the display slot under `p`.
    pub(super) fn meadow_square_at(&self, p: Point) -> Option<String> {
        self.slot_at(p).or_else(|| self.cell_at(p))
    }

    /// The offered cell under `p`.
    pub(super) fn cell_at(&self, p: Point) -> Option<String> {
        let (_, layout) = self.hex_layout()?;
        if !layout.board.contains(p) {
            return None;
        }
        let (q, r) = layout.grid.hit(p);
        let cell = Cell::new(q.clamp(-100, 100) as i8, r.clamp(-100, 100) as i8);
        self.meadow()?.cells().contains(&cell).then(|| cell_name(cell))
    }

    /// The leaf nearest `p` of the tile under it.
    fn leaf_at(&self, p: Point) -> Option<Leaf> {
        let (_, layout) = self.hex_layout()?;
        let cell = read_cell(&self.cell_at(p)?)?;
        self.meadow()?.at(cell)?;
        (0..6).map(|c| Leaf::new(cell, c)).min_by(|a, b| {
            leaf_center(&layout.grid, *a).distance(p).total_cmp(&leaf_center(&layout.grid, *b).distance(p))
        })
    }

    /// The leaf of a leprechaun under `p` (expert game), to pick it up.
    pub(super) fn leprechaun_at(&self, p: Point) -> Option<String> {
        let (_, layout) = self.hex_layout()?;
        let leaf = self.leaf_at(p)?;
        self.meadow()?.leprechaun_on(leaf)?;
        (leaf_center(&layout.grid, leaf).distance(p) <= layout.grid.size * 0.34).then(|| leaf_name(leaf))
    }

    pub(super) fn meadow_drop(&self, p: Point, token: &str) -> Option<String> {
        match Token::read(token) {
            Some(Token::Leprechaun(_)) => self.leaf_at(p).map(leaf_name),
            Some(Token::Tile(_)) => self.meadow_square_at(p),
            Some(Token::Flake(_)) => self.cell_at(p),
            None => None,
        }
    }

    /// Whether the palette's `token` can be put down now: a flake or leprechaun of a seat in
    /// play, leprechauns in the expert game.
    pub fn offers(&self, token: &str) -> bool {
        let Some(meadow) = self.meadow() else { return true };
        match Token::read(token) {
            Some(Token::Tile(_)) => true,
            Some(Token::Flake(seat)) => seat < meadow.players,
            Some(Token::Leprechaun(seat)) => meadow.expert && seat < meadow.players,
            None => false,
        }
    }

    /// Whether Shamrock's tile `token` lies on the board.
    pub fn laid(&self, token: &str) -> bool {
        match (self.meadow(), Token::read(token)) {
            (Some(meadow), Some(Token::Tile(tile))) => meadow.laid(tile),
            _ => false,
        }
    }

    /// When `tile` lies on the board other than on `cell`, the engine's refusal in the
    /// editor's words: the tile is there already.
    fn laid_elsewhere(&self, tile: Tile, cell: Option<Cell>) -> Option<Reason> {
        let meadow = self.meadow()?;
        let here = cell.and_then(|c| meadow.at(c)).is_some_and(|l| l.tile == tile);
        (meadow.laid(tile) && !here).then(|| Refused::TileTwice(Token::Tile(tile).write()).reason())
    }

    fn no_square(name: &str) -> Reason {
        Refused::NoSquare(name.into()).reason()
    }

    fn nothing(name: &str) -> Reason {
        Refused::Nothing(name.into()).reason()
    }

    pub(super) fn meadow_put(&mut self, name: &str, token: &str) -> Result<(), Reason> {
        let place = self.meadow_place(name).ok_or_else(|| Self::no_square(name))?;
        let players = self.seats();
        match (Token::read(token), place) {
            (Some(Token::Tile(tile)), Place::Cell(cell)) => {
                let twice = self.laid_elsewhere(tile, Some(cell));
                self.try_meadow(Self::no_square(name), |m| {
                    m.lay(tile, cell);
                    true
                })
                .map_err(|r| twice.unwrap_or(r))
            }
            (Some(Token::Tile(tile)), Place::Display(slot)) => {
                let twice = self.laid_elsewhere(tile, None);
                self.try_meadow(Self::no_square(name), |m| {
                    m.offer(slot, tile);
                    true
                })
                .map_err(|r| twice.unwrap_or(r))
            }
            (Some(Token::Flake(seat)), Place::Cell(cell)) if seat < players => {
                self.try_meadow(Self::nothing(name), |m| m.flake(cell, seat))
            }
            (Some(Token::Leprechaun(seat)), place) if seat < players => {
                let Some(meadow) = self.meadow().filter(|m| m.expert) else {
                    return Err(Refused::NoLeprechauns.reason());
                };
                let leaf = match place {
                    Place::Leaf(leaf) => leaf,
                    Place::Display(_) => return Err(Refused::NoSuchPiece.reason()),
                    // Put on a cell (the keyboard): the next free leaf of its tile clockwise
                    // from where the leprechaun stands on it, or from the top.
                    Place::Cell(cell) => {
                        let from = meadow.leprechaun(seat).filter(|l| l.cell == cell).map_or(0, |l| l.corner + 1);
                        (0..6)
                            .map(|k| Leaf::new(cell, (from + k) % 6))
                            .find(|&l| meadow.leprechaun_on(l).is_none())
                            .ok_or_else(|| Self::no_square(name))?
                    }
                };
                self.try_meadow(Self::no_square(name), |m| {
                    m.stand(seat, leaf);
                    true
                })
            }
            _ => Err(Refused::NoSuchPiece.reason()),
        }
    }

    pub(super) fn meadow_take(&mut self, name: &str) -> Result<(), Reason> {
        match self.meadow_place(name).ok_or_else(|| Self::no_square(name))? {
            Place::Cell(cell) => self.try_meadow(Self::nothing(name), |m| m.take(cell)),
            Place::Display(slot) => self.try_meadow(Self::nothing(name), |m| m.withdraw(slot)),
            // A leprechaun stays in the expert game: it is moved, not taken.
            Place::Leaf(_) => Err(Refused::LeprechaunStays.reason()),
        }
    }

    pub(super) fn meadow_shift(&mut self, from: &str, to: &str) -> Result<(), Reason> {
        let from_place = self.meadow_place(from).ok_or_else(|| Self::no_square(from))?;
        let to_place = self.meadow_place(to).ok_or_else(|| Self::no_square(to))?;
        match (from_place, to_place) {
            (Place::Cell(a), Place::Cell(b)) => self.try_meadow(Self::nothing(from), |m| m.shift(a, b)),
            (Place::Cell(cell), Place::Display(slot)) => {
                self.try_meadow(Self::nothing(from), |m| m.offer_laid(cell, slot))
            }
            // From the display onto the board, or to another slot.
            (Place::Display(slot), to) => {
                let tile = self.meadow().and_then(|m| m.offered(slot)).ok_or_else(|| Self::nothing(from))?;
                self.meadow_put(to_name(to).as_str(), &Token::Tile(tile).write())
            }
            (Place::Leaf(a), Place::Leaf(b)) => {
                let seat = self.meadow().and_then(|m| m.leprechaun_on(a)).ok_or_else(|| Self::nothing(from))?;
                self.try_meadow(Self::nothing(from), |m| {
                    m.stand(seat, b);
                    true
                })
            }
            _ => Err(Refused::NoSuchPiece.reason()),
        }
    }

    /// Whether a tile lies on the cell `name` to turn (Shamrock).
    /// Whether the board is a meadow of tiles that turn, with its own settings (players,
    /// expert rules) and a tool to turn tiles.
    pub fn lays_tiles(&self) -> bool {
        self.meadow().is_some()
    }

    pub fn turns(&self, name: &str) -> bool {
        matches!((self.meadow(), self.meadow_place(name)), (Some(m), Some(Place::Cell(c))) if m.at(c).is_some())
    }

    /// Turns the tile on the cell `name` a sixth of a turn (Shamrock).
    pub fn rotate(&mut self, name: &str, clockwise: bool) -> Result<(), Reason> {
        let cell = read_cell(name).ok_or_else(|| Self::no_square(name))?;
        self.try_meadow(Self::nothing(name), |m| m.rotate(cell, clockwise))
    }

    /// How many play (Shamrock: 2 or 3; the other games 2).
    pub fn set_players(&mut self, players: usize) -> Result<(), Reason> {
        if !(2..=3).contains(&players) {
            return Err(Refused::NoSuchPiece.reason());
        }
        self.try_meadow(Refused::NoSuchPiece.reason(), |m| {
            m.players = players;
            m.stand_leprechauns();
            true
        })
    }

    /// Whether the game is the expert one (with leprechauns).
    pub fn expert(&self) -> bool {
        self.meadow().is_some_and(|m| m.expert)
    }

    /// The expert game (leprechauns, put onto the start tile when they stand nowhere) or the
    /// basic one.
    pub fn set_expert(&mut self, expert: bool) -> Result<(), Reason> {
        self.try_meadow(Refused::NoSuchPiece.reason(), |m| {
            m.expert = expert;
            m.stand_leprechauns();
            true
        })
    }
}
