//! Hex geometry: cells in axial coordinates, their corners, vertices and leaves.
//!
//! Hexagons stand point up. A cell is (q, r): q grows to the east, r to the south-east (the
//! third cube coordinate is −q−r); the start tile lies on (0, 0).
//! - Corners are numbered clockwise from the top: 0 top, 1 upper right, 2 lower right,
//!   3 bottom, 4 lower left, 5 upper left.
//! - Side d lies between corners d and d+1; the neighbour across it is, for d = 0..5:
//!   north-east (+1,−1), east (+1,0), south-east (0,+1), south-west (−1,+1), west (−1,0),
//!   north-west (0,−1).
//! - Corner c of a cell is the vertex it shares with its neighbours across sides c−1 and c;
//!   there it is corner c+2 of the first and corner c+4 of the second.
//! - A vertex is named once: as the top corner or as the bottom corner of one cell (every
//!   vertex is exactly one of these). A leaf is a corner of a cell: (cell, corner).
//!
//! Inside the engine cells are indexes ("spots") into a fixed grid around the start cell that
//! covers every cell a game can reach (16 tiles, each next to the last ones, stay within 15
//! steps of the start; the grid reaches 18 so that their neighbours' neighbours fit too).

use std::fmt;

/// A hex cell in axial coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub q: i8,
    pub r: i8,
}

/// A leaf: one corner of the tile on a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Leaf {
    pub cell: Cell,
    pub corner: u8,
}

/// A vertex, canonically the top (`bottom == false`) or bottom corner of `cell`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Vertex {
    pub cell: Cell,
    pub bottom: bool,
}

/// The neighbour offsets (dq, dr) across sides 0..5.
pub const SIDES: [(i8, i8); 6] = [(1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1)];

impl Cell {
    pub const START: Cell = Cell { q: 0, r: 0 };

    pub const fn new(q: i8, r: i8) -> Cell {
        Cell { q, r }
    }

    /// The neighbour across `side` (0..5).
    pub fn neighbour(self, side: u8) -> Cell {
        let (dq, dr) = SIDES[side as usize % 6];
        Cell { q: self.q.wrapping_add(dq), r: self.r.wrapping_add(dr) }
    }

    /// Steps from the start cell.
    pub fn distance(self) -> i32 {
        let (q, r) = (self.q as i32, self.r as i32);
        q.abs().max(r.abs()).max((q + r).abs())
    }
}

/// `+1-2`: both coordinates with their sign (the move notation).
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:+}{:+}", self.q, self.r)
    }
}

impl Leaf {
    pub const fn new(cell: Cell, corner: u8) -> Leaf {
        Leaf { cell, corner }
    }

    /// The vertex this leaf touches.
    pub fn vertex(self) -> Vertex {
        let c = self.cell;
        match self.corner % 6 {
            0 => Vertex { cell: c, bottom: false },
            1 => Vertex { cell: c.neighbour(0), bottom: true },
            2 => Vertex { cell: c.neighbour(2), bottom: false },
            3 => Vertex { cell: c, bottom: true },
            4 => Vertex { cell: c.neighbour(3), bottom: false },
            _ => Vertex { cell: c.neighbour(5), bottom: true },
        }
    }
}

impl Vertex {
    /// The three leaves (cell corners) meeting here.
    pub fn leaves(self) -> [Leaf; 3] {
        let c = self.cell;
        if self.bottom {
            [Leaf::new(c, 3), Leaf::new(c.neighbour(2), 5), Leaf::new(c.neighbour(3), 1)]
        } else {
            [Leaf::new(c, 0), Leaf::new(c.neighbour(5), 2), Leaf::new(c.neighbour(0), 4)]
        }
    }

    /// The three cells meeting here.
    pub fn cells(self) -> [Cell; 3] {
        self.leaves().map(|l| l.cell)
    }
}

/// Grid cells reach this many steps from the start in q and r.
const REACH: i32 = 18;
pub(super) const GRID_WIDTH: usize = 2 * REACH as usize + 1;
pub(super) const GRID_CELLS: usize = GRID_WIDTH * GRID_WIDTH;
/// Tiles may lie at most this many steps from the start (what 16 tiles can reach).
pub(super) const TILE_REACH: i32 = 15;

/// A cell as an index into the grid.
pub(super) type Spot = usize;

/// The grid index of `cell`, if the grid covers it.
pub(super) fn spot(cell: Cell) -> Option<Spot> {
    let (q, r) = (cell.q as i32 + REACH, cell.r as i32 + REACH);
    let width = GRID_WIDTH as i32;
    (q >= 0 && q < width && r >= 0 && r < width).then(|| (r * width + q) as Spot)
}

pub(super) fn cell_at(spot: Spot) -> Cell {
    let width = GRID_WIDTH as i32;
    let s = spot as i32;
    Cell::new((s % width - REACH) as i8, (s / width - REACH) as i8)
}

/// The grid index across `side`; past the grid's edge it is out of range (and reads as empty).
pub(super) fn step(spot: Spot, side: u8) -> Spot {
    let (dq, dr) = SIDES[side as usize % 6];
    spot.wrapping_add_signed(dr as isize * GRID_WIDTH as isize + dq as isize)
}

/// The two other leaves at the vertex of corner `corner` of `spot`.
pub(super) fn other_leaves(spot: Spot, corner: u8) -> [(Spot, u8); 2] {
    let c = corner % 6;
    [(step(spot, (c + 5) % 6), (c + 2) % 6), (step(spot, c), (c + 4) % 6)]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_corner_names_one_vertex_with_three_leaves() {
        let x = Cell::new(2, -1);
        for corner in 0..6 {
            let leaf = Leaf::new(x, corner);
            let v = leaf.vertex();
            assert!(v.leaves().contains(&leaf), "{leaf:?}");
            for other in v.leaves() {
                assert_eq!(other.vertex(), v);
            }
            let s = spot(x).unwrap();
            for (o, k) in other_leaves(s, corner) {
                assert!(v.leaves().contains(&Leaf::new(cell_at(o), k)));
            }
        }
    }

    #[test]
    fn grid_indexes_round_trip() {
        for cell in [Cell::new(0, 0), Cell::new(-18, 18), Cell::new(5, -7)] {
            assert_eq!(cell_at(spot(cell).unwrap()), cell);
        }
        assert_eq!(spot(Cell::new(19, 0)), None);
        assert_eq!(Cell::new(1, -2).to_string(), "+1-2");
    }
}
