//! The 16 meadow tiles and their leaves.
//!
//! A tile lists its six leaf colours clockwise from corner 0 (the top corner, see `hex`) at
//! rotation 0. Rotating a tile by one step (60° clockwise) moves every leaf to the next corner,
//! so at rotation k the leaf on corner c is the one listed at c − k.

/// A leaf colour, which is also the seat that plays it: red 0, yellow 1, blue 2.
pub type LeafColour = u8;
pub const RED: LeafColour = 0;
pub const YELLOW: LeafColour = 1;
pub const BLUE: LeafColour = 2;

/// A tile: 0..16, named `A`..`P` in the order of rules/shamrock.md.
pub type Tile = u8;
pub const TILE_COUNT: usize = 16;

/// The 16 ways to colour a hexagon's corners with two leaves of each colour, up to rotation,
/// corners clockwise (the list of rules/shamrock.md).
pub const LAYOUTS: [&str; TILE_COUNT] = [
    "BBRRYY", "BBRYRY", "BBRYYR", "BBYRRY", "BBYRYR", "BBYYRR", "BRBRYY", "BRBYRY", "BRBYYR", "BRRBYY", "BRRYBY",
    "BRYBRY", "BRYBYR", "BRYRBY", "BYBYRR", "BYRBYR",
];

const fn colour_of(letter: u8) -> LeafColour {
    match letter {
        b'R' => RED,
        b'Y' => YELLOW,
        _ => BLUE,
    }
}

/// Leaf colours of every tile at rotation 0, corner by corner.
const BASE: [[LeafColour; 6]; TILE_COUNT] = {
    let mut out = [[0; 6]; TILE_COUNT];
    let mut t = 0;
    while t < TILE_COUNT {
        let bytes = LAYOUTS[t].as_bytes();
        let mut c = 0;
        while c < 6 {
            out[t][c] = colour_of(bytes[c]);
            c += 1;
        }
        t += 1;
    }
    out
};

/// How many distinct orientations each tile has: 6, or 3 for the two tiles that look the
/// same after half a turn.
const PERIODS: [u8; TILE_COUNT] = {
    let mut out = [6; TILE_COUNT];
    let mut t = 0;
    while t < TILE_COUNT {
        let mut same = true;
        let mut c = 0;
        while c < 6 {
            if BASE[t][c] != BASE[t][(c + 3) % 6] {
                same = false;
            }
            c += 1;
        }
        if same {
            out[t] = 3;
        }
        t += 1;
    }
    out
};

/// For tile, rotation and colour: the corners holding a leaf of that colour, one bit each.
const CORNERS_OF: [[[u8; 3]; 6]; TILE_COUNT] = {
    let mut out = [[[0; 3]; 6]; TILE_COUNT];
    let mut t = 0;
    while t < TILE_COUNT {
        let mut k = 0;
        while k < 6 {
            let mut c = 0;
            while c < 6 {
                let colour = BASE[t][(c + 6 - k) % 6] as usize;
                out[t][k][colour] |= 1 << c;
                c += 1;
            }
            k += 1;
        }
        t += 1;
    }
    out
};

/// The number of distinct orientations of `tile` (rotations are kept below it).
pub fn period(tile: Tile) -> u8 {
    PERIODS.get(tile as usize).copied().unwrap_or(6)
}

/// The colour of the leaf on `corner` of `tile` at `rotation`.
pub fn leaf_colour(tile: Tile, rotation: u8, corner: u8) -> LeafColour {
    let index = (corner as usize + 6 - rotation as usize % 6) % 6;
    BASE.get(tile as usize).map_or(BLUE, |base| base[index])
}

/// The corners (bit set) of `tile` at `rotation` that hold a leaf of `colour`.
pub fn corners_of(tile: Tile, rotation: u8, colour: LeafColour) -> u8 {
    CORNERS_OF
        .get(tile as usize)
        .and_then(|t| t.get(rotation as usize % 6))
        .and_then(|k| k.get(colour as usize))
        .copied()
        .unwrap_or(0)
}

/// The tile's name: `A`..`P`.
pub fn tile_letter(tile: Tile) -> char {
    (b'A' + tile.min(25)) as char
}

pub fn tile_from_letter(letter: char) -> Option<Tile> {
    let t = (letter as u32).wrapping_sub('A' as u32);
    (t < TILE_COUNT as u32).then_some(t as Tile)
}

/// The name of a leaf colour (`r`, `y`, `b`) in texts.
pub fn colour_letter(colour: LeafColour) -> char {
    match colour {
        RED => 'r',
        YELLOW => 'y',
        _ => 'b',
    }
}

pub fn colour_from_letter(letter: char) -> Option<LeafColour> {
    match letter {
        'r' => Some(RED),
        'y' => Some(YELLOW),
        'b' => Some(BLUE),
        _ => None,
    }
}
