//! Shamrock: two or three players place and rotate hexagonal meadow tiles to make shamrocks
//! of their colour (rules/shamrock.md), in the basic and the expert (leprechaun) game.
//! Pure Rust: no web, no other engine.
//!
//! How it fits the shared `Game` trait:
//! - a turn is several moves by the same seat (`to_move` stays) closed by the end-turn move
//!   `E`; the basic game's turn also ends by itself after its third action;
//! - the pile's order and the generator that reshuffles set-aside tiles are part of the
//!   state (and of the position text), so play is deterministic and a game replays from its
//!   seed; `determinize` reshuffles the face-down pile (and the generator) for AI search;
//! - the hidden pile top: taking from the pile is two moves. `D` turns the top tile over: if
//!   it fits somewhere it goes into the player's hand and the only legal moves are its
//!   placements `Pp<cell>r<k>`; if it fits nowhere it is set aside at once (back into the pile
//!   at the end of the turn) and nothing is used up. So every move list is known before the
//!   tile is seen, and nothing about the pile leaks into it;
//! - the expert set-up (each player's leprechaun onto the start tile, in turn order) is
//!   made of moves `L<leaf>` by the seats in turn.
//!
//! What the rules say and the engine does, where it is easy to get wrong:
//! - expert: after a set-aside the placement goes on — the only legal moves are placements
//!   from the display and `D` — until a tile is placed or nothing fits (the pile is empty and
//!   no display tile fits anywhere); then the attempt cost nothing and play goes on. The basic
//!   rules say only that the action is not used up, so there the player may do anything next;
//! - set-aside tiles are shuffled back into the pile at the end of the turn, then the display
//!   is refilled from it;
//! - the repetition rule compares tiles, rotations, flakes, leprechauns and the player to
//!   move at the start of each turn;
//! - a win shared by both players of a two-player game is a draw (everyone first).
//!
//! Choices where the rules leave room (also in the report):
//! - `D` is legal only when a tile could be placed at all now (an action or point left, a
//!   neutral token left, and some empty cell meeting the neighbour and leprechaun rules):
//!   the player first chooses where (the expert rules put down the base first);
//! - the expert turn ends only with `E` (free moves may still be worth making at 0 AP);
//! - with three players and a sole winner the next seat is second and the one before it
//!   third, whatever their counts; seats sharing the win are first, the other one second.

mod eval;
mod from_setup;
mod game;
mod hex;
mod inspect;
mod invariants;
mod legality;
mod moves;
mod notation;
mod play;
mod position;
mod refusal;
mod score;
mod setup;
mod state;
mod tile;

pub use from_setup::{Laid, Setup};
pub use hex::{Cell, Leaf, Vertex, SIDES};
pub use notation::read_move;
pub use refusal::Refusal;
pub use setup::{read_game, write_game, Options};
pub use state::{Shamrock, ACTIONS, ACTION_POINTS, FLAKES, FREE_MOVES, ROUND_LIMIT, TOKENS};
pub use tile::{
    colour_letter, corners_of, leaf_colour, period, tile_from_letter, tile_letter, LeafColour, Tile, BLUE, LAYOUTS,
    RED, TILE_COUNT, YELLOW,
};

use crate::game::Seat;
use state::{tiles, NONE};

/// Where a placed tile comes from: a display slot (0..3, written 1–3) or the hand, holding
/// the tile just turned over from the pile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Display(u8),
    Pile,
}

/// One action (see `notation` for the words).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Place a tile on an empty cell at a rotation (below the tile's period).
    Place { source: Source, cell: Cell, rotation: u8 },
    /// Turn over the top tile of the pile.
    Draw,
    /// Rotate the tile on a cell one step, clockwise or not.
    Rotate { cell: Cell, clockwise: bool },
    /// Put (set-up) or move (0 or 1 AP) the player's leprechaun onto a leaf.
    Leprechaun(Leaf),
    /// End the turn.
    End,
}

/// A place a move touches, for the renderer's drag and drop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Location {
    Display(u8),
    Pile,
    Cell(Cell),
    Leaf(Leaf),
}

/// Read-only views for the renderer and the tests.
impl Shamrock {
    pub fn players(&self) -> u8 {
        self.core.players
    }

    pub fn expert(&self) -> bool {
        self.core.expert
    }

    /// Whether the expert set-up (leprechauns onto the start tile) is still going on.
    pub fn in_setup(&self) -> bool {
        self.core.in_setup()
    }

    /// The tiles on the board: (tile, cell, rotation), by tile letter.
    pub fn board(&self) -> Vec<(Tile, Cell, u8)> {
        tiles(self.core.on_board)
            .filter_map(|t| Some((t, self.cell_of(t)?, self.core.rotation[t as usize & 15])))
            .collect()
    }

    /// The tile on a cell and its rotation.
    pub fn tile_at(&self, cell: Cell) -> Option<(Tile, u8)> {
        let (_, t) = self.tile_at_cell(cell)?;
        Some((t, self.core.rotation[t as usize & 15]))
    }

    /// The colour of the leaf on `corner` of the tile on `cell`.
    pub fn leaf_at(&self, leaf: Leaf) -> Option<LeafColour> {
        let (s, _) = self.tile_at_cell(leaf.cell)?;
        self.leaf(s, leaf.corner)
    }

    /// The seat whose flake lies on the tile on `cell`.
    pub fn flake_at(&self, cell: Cell) -> Option<Seat> {
        let (_, t) = self.tile_at_cell(cell)?;
        let f = self.core.flake[t as usize & 15];
        (f != NONE).then_some(f as Seat)
    }

    /// Whether a neutral token lies on the tile on `cell` (placed this turn).
    pub fn has_token(&self, cell: Cell) -> bool {
        self.tile_at_cell(cell).is_some_and(|(_, t)| self.core.tokens & state::bit(t) != 0)
    }

    /// The display slots 1–3 (index 0–2).
    pub fn display(&self) -> [Option<Tile>; 3] {
        self.core.display.map(|t| (t != NONE).then_some(t))
    }

    /// How many tiles lie face down in the pile (their order is hidden).
    pub fn pile_len(&self) -> usize {
        self.core.pile().len()
    }

    /// The pile, top first: hidden information, for tests and replays only.
    pub fn pile_order(&self) -> Vec<Tile> {
        self.core.pile().iter().rev().copied().collect()
    }

    /// The tile turned over from the pile that must be placed now.
    pub fn held(&self) -> Option<Tile> {
        (self.core.held != NONE).then_some(self.core.held)
    }

    /// Expert: a tile turned over fitted nowhere and was set aside, and the placement goes on:
    /// only taking another tile (the pile or the display) is legal now.
    pub fn taking_another(&self) -> bool {
        self.core.taking_another
    }

    /// The tiles set aside this turn.
    pub fn set_aside(&self) -> Vec<Tile> {
        tiles(self.core.set_aside).collect()
    }

    /// Where a seat's leprechaun stands.
    pub fn leprechaun(&self, seat: Seat) -> Option<Leaf> {
        let (s, c) = self.core.leprechauns.get(seat).copied().flatten()?;
        Some(Leaf::new(hex::cell_at(s as hex::Spot), c))
    }

    /// Shamrocks on the board of each colour (red, yellow, blue).
    pub fn shamrocks(&self) -> [u8; 3] {
        self.core.shamrocks
    }

    /// The vertices where a shamrock stands, with its colour.
    pub fn shamrock_vertices(&self) -> Vec<(Vertex, LeafColour)> {
        let mut out = Vec::new();
        for t in tiles(self.core.on_board) {
            let s = self.core.spot[t as usize & 15] as hex::Spot;
            for corner in [0, 3] {
                if let Some(colour) = self.shamrock_at(s, corner) {
                    out.push((Leaf::new(hex::cell_at(s), corner).vertex(), colour));
                }
            }
        }
        out
    }

    /// The empty cells where the player to move may put a tile now by the neighbour rule
    /// (and, in the expert game, the leprechaun rule), whatever the tile's colours; empty
    /// when no tile may be placed (set-up, game over, no action or neutral token left).
    pub fn open_cells(&self) -> Vec<Cell> {
        if self.core.ended.is_some() || self.in_setup() || !self.may_place() {
            return Vec::new();
        }
        let mut cells = moves::Candidates::new();
        self.candidates(&mut cells);
        cells.cells().collect()
    }

    /// Flakes of a seat still in its supply.
    pub fn flakes_left(&self, seat: Seat) -> u32 {
        FLAKES.saturating_sub(self.core.flakes_on_board(seat as u8))
    }

    /// Neutral tokens still in the supply (tiles that may still be placed this turn).
    pub fn tokens_left(&self) -> u32 {
        TOKENS.saturating_sub(self.core.tokens.count_ones())
    }

    /// Actions (basic) or action points (expert) left this turn.
    pub fn actions_left(&self) -> u8 {
        self.core.budget().saturating_sub(self.core.spent)
    }

    /// Free (0 AP) leprechaun moves left this turn (expert).
    pub fn free_moves_left(&self) -> u8 {
        FREE_MOVES.saturating_sub(self.core.free_moves)
    }

    /// Full rounds played.
    pub fn rounds(&self) -> u8 {
        self.core.rounds
    }

    /// How many moves have been played on this state (what `undo` can take back).
    pub fn plies(&self) -> usize {
        self.undo.len()
    }

    /// The hash from scratch (the incremental one must always equal it).
    pub fn compute_hash(&self) -> u64 {
        self.core.compute_hash()
    }

    /// Counts from scratch (the kept counts must always equal them).
    pub fn recount_shamrocks(&self) -> [u8; 3] {
        self.count_shamrocks()
    }

    /// The places a move touches in order: where the tile or leprechaun comes from, then where
    /// it goes (for drag and drop and for showing the last move).
    pub fn route(&self, mv: Move) -> Vec<Location> {
        match mv {
            Move::Place { source, cell, .. } => {
                let from = match source {
                    Source::Display(slot) => Location::Display(slot),
                    Source::Pile => Location::Pile,
                };
                vec![from, Location::Cell(cell)]
            }
            Move::Draw => vec![Location::Pile],
            Move::Rotate { cell, .. } => vec![Location::Cell(cell)],
            Move::Leprechaun(leaf) => {
                let from = self.leprechaun(self.core.turn as Seat).filter(|_| !self.in_setup());
                from.map(Location::Leaf).into_iter().chain([Location::Leaf(leaf)]).collect()
            }
            Move::End => Vec::new(),
        }
    }
}
