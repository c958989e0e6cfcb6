//! How Shamrock is drawn and played by hand: hexagonal meadow tiles on a board that pans and
//! zooms to fit as it grows, the display and the pile beside it.
//!
//! Spots (what the player points at):
//! - a cell of the board (`cell`), empty or holding a tile;
//! - a leaf, corner c of the tile on a cell (expert leprechauns stand on leaves);
//! - the two rotate arrows of a selected tile (`turn`): hit only while that tile is held;
//! - the display slots, the pile, the two rotate buttons of the held tile, the end-of-turn
//!   button and the leprechaun waiting to be put down (expert set-up).
//!
//! Moves as routes: placing is [display slot or pile, cell] with the rotation as the variant
//! (turned with the wheel, R / Shift+R or the rotate buttons); turning over the pile top is
//! [pile] alone (a click, or dragging the pile away), after which the pile stays held with
//! the tile turned over; rotating a placed tile is [cell, its arrow]; a leprechaun goes
//! [its leaf, new leaf], or [waiting leprechaun, leaf] in the set-up; ending the turn is
//! [end button] and also the page's button.

mod draw;
mod help;
mod layout;
mod options;
mod panel;
mod tile;
mod words;

pub use layout::{ShamrockLayout, LEAF_AT};
pub use tile::{draw_tile, Palette, TileLook};

use crate::game::{Game, Lang, Text};
use crate::games::shamrock::{period, Cell, Leaf, Move, Shamrock, Source};
use crate::view::board::{BoardView, Look};
use crate::view::fields::Field;
use crate::view::gesture::{MoveShape, Spot};
use crate::view::help::HelpSection;
use crate::view::marks::Outline;
use crate::view::scene::{Point, Scene};

/// Cells reach this far from the start tile in q and r (as the engine's grid).
const REACH: i32 = 18;
const WIDTH: i32 = 2 * REACH + 1;
const CELLS: Spot = (WIDTH * WIDTH) as Spot;
const LEAVES: Spot = 2000;
const TURNS: Spot = LEAVES + CELLS * 6 + 100;
/// Display slots 1–3 are `DISPLAY + 0..3`.
pub const DISPLAY: Spot = TURNS + CELLS * 2 + 100;
pub const PILE: Spot = DISPLAY + 10;
/// The rotate buttons of the held tile: anticlockwise, clockwise.
pub const TURN_HELD: [Spot; 2] = [DISPLAY + 20, DISPLAY + 21];
pub const END: Spot = DISPLAY + 30;
/// The leprechaun waiting to be put down (expert set-up).
pub const SUPPLY: Spot = DISPLAY + 40;

/// What a spot is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Cell(Cell),
    Leaf(Leaf),
    /// The arrow of the tile on a cell that turns it clockwise (`true`) or not.
    Turn(Cell, bool),
    Display(u8),
    Pile,
    TurnHeld(bool),
    End,
    Supply,
}

pub fn cell_spot(cell: Cell) -> Option<Spot> {
    let (q, r) = (cell.q as i32 + REACH, cell.r as i32 + REACH);
    ((0..WIDTH).contains(&q) && (0..WIDTH).contains(&r)).then_some((r * WIDTH + q) as Spot)
}

fn cell_of(index: Spot) -> Cell {
    let i = index as i32;
    Cell::new((i % WIDTH - REACH) as i8, (i / WIDTH - REACH) as i8)
}

pub fn spot_of(place: Place) -> Option<Spot> {
    Some(match place {
        Place::Cell(c) => cell_spot(c)?,
        Place::Leaf(l) => LEAVES + cell_spot(l.cell)? * 6 + (l.corner % 6) as Spot,
        Place::Turn(c, clockwise) => TURNS + cell_spot(c)? * 2 + clockwise as Spot,
        Place::Display(k) => DISPLAY + (k.min(2)) as Spot,
        Place::Pile => PILE,
        Place::TurnHeld(clockwise) => TURN_HELD[clockwise as usize],
        Place::End => END,
        Place::Supply => SUPPLY,
    })
}

pub fn place_of(spot: Spot) -> Option<Place> {
    Some(match spot {
        s if s < CELLS => Place::Cell(cell_of(s)),
        s if (LEAVES..LEAVES + CELLS * 6).contains(&s) => {
            let i = s - LEAVES;
            Place::Leaf(Leaf::new(cell_of(i / 6), (i % 6) as u8))
        }
        s if (TURNS..TURNS + CELLS * 2).contains(&s) => {
            let i = s - TURNS;
            Place::Turn(cell_of(i / 2), i % 2 == 1)
        }
        s if (DISPLAY..DISPLAY + 3).contains(&s) => Place::Display((s - DISPLAY) as u8),
        PILE => Place::Pile,
        s if s == TURN_HELD[0] => Place::TurnHeld(false),
        s if s == TURN_HELD[1] => Place::TurnHeld(true),
        END => Place::End,
        SUPPLY => Place::Supply,
        _ => return None,
    })
}

fn spot(place: Place) -> Spot {
    spot_of(place).unwrap_or(Spot::MAX)
}

/// A seat's flake or leprechaun drawn alone, `r` its radius (the position editor's palette).
/// Its own function: the drawing functions stay private to the view, as the page's bundle
/// was measured with them.
pub fn draw_marker(scene: &mut Scene, pal: &Palette, leprechaun: bool, colour: u8, c: Point, r: f32) {
    if leprechaun {
        tile::draw_leprechaun(scene, pal, colour, c, r, 1.0);
    } else {
        tile::draw_flake(scene, pal, colour, c, r);
    }
}

const END_TURN: Text = crate::text!("End turn", "Ukončit tah");

impl BoardView for Shamrock {
    type Layout = ShamrockLayout;

    fn layout(&self, width: f32, height: f32, flipped: bool) -> ShamrockLayout {
        layout::layout(self, width, height, flipped)
    }

    fn spot_at(&self, layout: &ShamrockLayout, p: Point) -> Option<Spot> {
        layout::hit(self, layout, p, &[])
    }

    fn spot_at_holding(&self, layout: &ShamrockLayout, p: Point, held: &[Spot]) -> Option<Spot> {
        layout::hit(self, layout, p, held)
    }

    fn spot_center(&self, layout: &ShamrockLayout, spot: Spot) -> Option<Point> {
        layout::center(layout, place_of(spot)?)
    }

    fn spot_outline(&self, layout: &ShamrockLayout, spot: Spot) -> Option<Outline> {
        layout::outline(layout, place_of(spot)?)
    }

    fn spots(&self, layout: &ShamrockLayout) -> Vec<Spot> {
        layout::spots(self, layout)
    }

    fn spot_name(&self, spot: Spot, lang: Lang) -> String {
        place_of(spot).map(|p| words::place_name(self, p, lang)).unwrap_or_default()
    }

    fn shape(&self, mv: Move) -> MoveShape {
        match mv {
            Move::Place { source, cell, rotation } => {
                let from = match source {
                    Source::Display(k) => Place::Display(k),
                    Source::Pile => Place::Pile,
                };
                let tile = match source {
                    Source::Display(k) => self.display().get(k as usize).copied().flatten(),
                    Source::Pile => self.held(),
                };
                let p = tile.map_or(6, period);
                MoveShape::turned(vec![spot(from), spot(Place::Cell(cell))], rotation, p)
            }
            Move::Draw => MoveShape::new(vec![PILE]),
            Move::Rotate { cell, clockwise } => {
                MoveShape::new(vec![spot(Place::Cell(cell)), spot(Place::Turn(cell, clockwise))])
            }
            Move::Leprechaun(leaf) => {
                let from = match self.leprechaun(self.to_move()).filter(|_| !self.in_setup()) {
                    Some(at) => spot(Place::Leaf(at)),
                    None => SUPPLY,
                };
                MoveShape::new(vec![from, spot(Place::Leaf(leaf))])
            }
            Move::End => MoveShape::new(vec![END]),
        }
    }

    fn turn_step(&self, spot: Spot) -> Option<i8> {
        match place_of(spot)? {
            Place::TurnHeld(clockwise) | Place::Turn(_, clockwise) => Some(if clockwise { 1 } else { -1 }),
            _ => None,
        }
    }

    fn variants(&self) -> u8 {
        6
    }

    fn option_fields() -> Vec<Field> {
        options::fields()
    }

    fn help() -> Vec<HelpSection> {
        help::sections()
    }

    fn draw(&self, layout: &ShamrockLayout, look: &Look<Self>, scene: &mut Scene) {
        draw::draw(self, layout, look, scene);
    }

    fn describe(&self, lang: Lang) -> String {
        words::describe(self, lang)
    }

    fn say(&self, mv: Move, lang: Lang) -> String {
        words::say(self, mv, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_place_has_its_own_spot() {
        let cells = [Cell::new(0, 0), Cell::new(-18, 18), Cell::new(18, -18), Cell::new(3, -7)];
        let mut places = vec![Place::Pile, Place::End, Place::Supply, Place::TurnHeld(false), Place::TurnHeld(true)];
        for k in 0..3 {
            places.push(Place::Display(k));
        }
        for c in cells {
            places.push(Place::Cell(c));
            places.push(Place::Turn(c, true));
            places.push(Place::Turn(c, false));
            for corner in 0..6 {
                places.push(Place::Leaf(Leaf::new(c, corner)));
            }
        }
        let mut spots = Vec::new();
        for p in places {
            let s = spot_of(p).unwrap();
            assert_eq!(place_of(s), Some(p));
            spots.push(s);
        }
        spots.sort_unstable();
        let n = spots.len();
        spots.dedup();
        assert_eq!(spots.len(), n);
        assert_eq!(spot_of(Place::Cell(Cell::new(19, 0))), None);
        assert_eq!(place_of(Spot::MAX), None);
    }
}
