//! Where everything goes: the board fitted around the tiles placed and the ring of cells
//! next to them (so it pans and zooms as it grows), and the panel — the players, the turn,
//! the display, the pile, the rotate buttons and the end-of-turn button — beside the board on
//! a wide screen, above and below it on a tall one. Also hit testing.

use super::{place_of, spot, Place, END, PILE, SUPPLY, TURN_HELD};
use crate::game::Game;
use crate::game::Within;
use crate::games::shamrock::{Cell, Leaf, Move, Shamrock, SIDES};
use crate::view::gesture::Spot;
use crate::view::hex::{inside, HexGrid};
use crate::view::marks::Outline;
use crate::view::scene::{Point, Rect};

const SQRT3: f32 = 1.732_050_8;
/// How far along from a tile's centre to its corner a leaf (and a leprechaun on it) sits.
pub const LEAF_AT: f32 = 0.67;

#[derive(Clone, Debug, PartialEq)]
pub struct ShamrockLayout {
    pub grid: HexGrid,
    pub board: Rect,
    /// The panel beside (wide) or below and above (tall) the board.
    pub wide: bool,
    /// How big the panel is drawn (1 on a phone-sized or desktop canvas).
    pub scale: f32,
    /// One chip per seat: name, shamrocks, flakes.
    pub seats: Vec<Rect>,
    /// Where the line saying whose turn it is starts (left, middle of the line).
    pub status: Point,
    pub display: [Point; 3],
    /// Circumradius of the tiles in the display and the pile.
    pub tile: f32,
    pub pile: Point,
    /// The held tile's rotate buttons: anticlockwise, clockwise.
    pub turn: [Point; 2],
    pub button: f32,
    pub end: Rect,
    pub supply: Point,
}

impl ShamrockLayout {
    /// Circumradius of a tile held under the pointer.
    pub fn held_size(&self) -> f32 {
        self.grid.size.within(self.tile, 72.0)
    }

    /// Radius of a placed tile's rotate arrows.
    pub fn arrow_radius(&self) -> f32 {
        (self.grid.size * 0.27).max(13.0 * self.scale)
    }
}

/// The cells the board shows: every tile and every empty cell next to one.
pub fn shown_cells(game: &Shamrock) -> Vec<(i32, i32)> {
    let mut cells: Vec<(i32, i32)> = Vec::new();
    // Once the game is over no tile is placed any more: the tiles alone fill the board.
    let ring: &[(i8, i8)] = if game.outcome().is_some() { &[] } else { &SIDES };
    for (_, c, _) in game.board() {
        for (dq, dr) in [(0, 0)].into_iter().chain(ring.iter().copied()) {
            let cell = (c.q as i32 + dq as i32, c.r as i32 + dr as i32);
            if !cells.contains(&cell) {
                cells.push(cell);
            }
        }
    }
    cells
}

pub fn layout(game: &Shamrock, width: f32, height: f32, flipped: bool) -> ShamrockLayout {
    let (w, h) = (width.max(60.0), height.max(60.0));
    let n = game.seats().len();
    let wide = w >= h && w >= 520.0;
    let mut l = if h < 360.0 && w < 700.0 {
        compact_layout(w, h)
    } else if wide {
        wide_layout(w, h, n)
    } else {
        tall_layout(w, h, n)
    };
    l.grid = HexGrid::fit(l.board.inset(4.0), &shown_cells(game), 76.0 * l.scale.max(0.8), flipped);
    l
}

fn blank(scale: f32) -> ShamrockLayout {
    ShamrockLayout {
        grid: HexGrid { origin: Point::default(), size: 1.0, flipped: false },
        board: Rect::default(),
        wide: false,
        scale,
        seats: Vec::new(),
        status: Point::default(),
        display: [Point::default(); 3],
        tile: 1.0,
        pile: Point::default(),
        turn: [Point::default(); 2],
        button: 1.0,
        end: Rect::default(),
        supply: Point::default(),
    }
}

/// The panel in a column on the right.
fn wide_layout(w: f32, h: f32, n: usize) -> ShamrockLayout {
    let s = (w / 1000.0).min(h / 620.0).within(0.7, 1.25);
    let pad = 10.0 * s;
    let col_w = (w * 0.3).within(200.0, 300.0 * s);
    let x = w - col_w - pad;
    let mut l = blank(s);
    l.wide = true;
    l.board = Rect::new(pad, pad, x - 2.0 * pad, h - 2.0 * pad);
    let chip = 42.0 * s;
    let mut y = pad;
    for _ in 0..n {
        l.seats.push(Rect::new(x, y, col_w, chip));
        y += chip + 6.0 * s;
    }
    l.status = Point::new(x + 4.0, y + 14.0 * s);
    y += 34.0 * s;
    let gap = 10.0 * s;
    let fixed = y + 14.0 * s + 18.0 * s + 44.0 * s + pad;
    let t = ((col_w - 2.0 * gap) / (3.0 * SQRT3)).min(44.0 * s).min((h - fixed) / 4.0).max(10.0);
    l.tile = t;
    let step = SQRT3 * t + gap;
    let mid = x + col_w / 2.0;
    for (k, p) in l.display.iter_mut().enumerate() {
        *p = Point::new(mid + (k as f32 - 1.0) * step, y + t);
    }
    y += 2.0 * t + 14.0 * s;
    l.pile = Point::new(mid - step, y + t);
    l.button = (t * 0.6).min(24.0 * s);
    l.turn = [Point::new(mid, y + t), Point::new(mid + step, y + t)];
    y += 2.0 * t + 18.0 * s;
    l.end = Rect::new(x, y, col_w, 44.0 * s);
    l.supply = supply_of(l.end);
    l
}

/// The players and the turn above the board, the display and buttons below it.
fn tall_layout(w: f32, h: f32, n: usize) -> ShamrockLayout {
    let s = (w / 390.0).min(h / 520.0).within(0.5, 1.3);
    let pad = 8.0 * s;
    let gap = 8.0 * s;
    let mut l = blank(s);
    let chip = 40.0 * s;
    let chip_w = (w - 2.0 * pad - (n as f32 - 1.0) * gap) / n as f32;
    for i in 0..n {
        l.seats.push(Rect::new(pad + i as f32 * (chip_w + gap), pad, chip_w, chip));
    }
    l.status = Point::new(pad + 2.0, pad + chip + 13.0 * s);
    let top = pad + chip + 26.0 * s;
    let t = ((w - 2.0 * pad - 4.0 * gap) / (4.0 * SQRT3)).min(40.0 * s).min(h * 0.07).max(10.0);
    l.tile = t;
    let row2 = 44.0 * s;
    let bottom = 2.0 * t + gap + row2 + pad;
    l.board = Rect::new(pad, top, w - 2.0 * pad, (h - top - bottom - gap).max(20.0));
    let y1 = h - bottom + t;
    let step = SQRT3 * t + gap;
    let x0 = w / 2.0 - 1.5 * step - gap / 2.0;
    for (k, p) in l.display.iter_mut().enumerate() {
        *p = Point::new(x0 + k as f32 * step, y1);
    }
    l.pile = Point::new(x0 + 3.0 * step + gap, y1);
    l.button = (row2 / 2.0).min(22.0 * s);
    let y2 = h - pad - row2 / 2.0;
    l.turn = [Point::new(pad + l.button, y2), Point::new(pad + 3.0 * l.button + gap, y2)];
    let ex = pad + 4.0 * l.button + 2.0 * gap;
    l.end = Rect::new(ex, y2 - row2 / 2.0, w - pad - ex, row2);
    l.supply = supply_of(l.end);
    l
}

/// A small board (a preview, a small embed): the turn line above, and one row below with the
/// rotate buttons, the display, the pile and the end-of-turn button; no player chips.
fn compact_layout(w: f32, h: f32) -> ShamrockLayout {
    let s = (w / 390.0).min(h / 300.0).within(0.5, 1.0);
    let pad = 6.0 * s;
    let gap = 5.0 * s;
    let mut l = blank(s);
    l.status = Point::new(pad + 2.0, pad + 9.0 * s.max(0.8));
    let top = pad + 20.0 * s.max(0.8);
    let t = (h * 0.09).min(w / 18.0).max(8.0);
    l.tile = t;
    let y = h - pad - t;
    l.button = t * 0.75;
    l.turn = [Point::new(pad + l.button, y), Point::new(pad + 3.0 * l.button + gap, y)];
    let step = SQRT3 * t + gap;
    let x0 = pad + 4.0 * l.button + 2.0 * gap + SQRT3 * t / 2.0;
    for (k, p) in l.display.iter_mut().enumerate() {
        *p = Point::new(x0 + k as f32 * step, y);
    }
    l.pile = Point::new(x0 + 3.0 * step + gap, y);
    let ex = l.pile.x + SQRT3 * t / 2.0 + 2.0 * gap;
    l.end = Rect::new(ex, y - t * 0.8, (w - pad - ex).max(10.0), t * 1.6);
    l.supply = supply_of(l.end);
    l.board = Rect::new(pad, top, w - 2.0 * pad, (h - top - 2.0 * t - 2.0 * pad - gap).max(20.0));
    l
}

/// Where the leprechaun waiting to be put down stands: at the left of the end button's place.
pub fn supply_of(end: Rect) -> Point {
    Point::new(end.x + end.h * 0.55, end.y + end.h / 2.0)
}

fn cell_xy(c: Cell) -> (i32, i32) {
    (c.q as i32, c.r as i32)
}

/// The centre of a leaf.
pub fn leaf_center(grid: &HexGrid, leaf: Leaf) -> Point {
    let (q, r) = cell_xy(leaf.cell);
    grid.corner(q, r, leaf.corner, LEAF_AT)
}

/// The centre of a placed tile's rotate arrow (clockwise on the right): on the tile's side,
/// between its leaves and clear of them, half over the edge.
pub fn arrow_center(layout: &ShamrockLayout, cell: Cell, clockwise: bool) -> Point {
    let (q, r) = cell_xy(cell);
    let c = layout.grid.center(q, r);
    let d = layout.grid.size * 0.75 + layout.arrow_radius();
    Point::new(if clockwise { c.x + d } else { c.x - d }, c.y)
}

/// The shape of a place on the screen, for the marks of play.
pub fn outline(layout: &ShamrockLayout, place: Place) -> Option<Outline> {
    let c = center(layout, place)?;
    Some(match place {
        Place::Cell(_) => Outline::Hex { center: c, radius: layout.grid.size },
        Place::Display(_) | Place::Pile => Outline::Hex { center: c, radius: layout.tile },
        Place::Leaf(_) => Outline::Round { center: c, radius: (layout.grid.size * 0.2).max(8.0) },
        Place::Turn(..) => Outline::Round { center: c, radius: layout.arrow_radius() },
        Place::TurnHeld(_) => Outline::Round { center: c, radius: layout.button },
        Place::End => Outline::Square(layout.end),
        Place::Supply => Outline::Round { center: c, radius: layout.end.h * 0.45 },
    })
}

pub fn center(layout: &ShamrockLayout, place: Place) -> Option<Point> {
    Some(match place {
        Place::Cell(c) => {
            let (q, r) = cell_xy(c);
            layout.grid.center(q, r)
        }
        Place::Leaf(l) => leaf_center(&layout.grid, l),
        Place::Turn(c, clockwise) => arrow_center(layout, c, clockwise),
        Place::Display(k) => *layout.display.get(k as usize)?,
        Place::Pile => layout.pile,
        Place::TurnHeld(clockwise) => layout.turn[clockwise as usize],
        Place::End => layout.end.center(),
        Place::Supply => layout.supply,
    })
}

/// Whether a leprechaun is what the route `held` holds.
fn holds_leprechaun(held: &[Spot]) -> bool {
    matches!(held.first().and_then(|&s| place_of(s)), Some(Place::Leaf(_) | Place::Supply))
}

/// The leaf of a tile under `p`, if `p` is near enough to its centre.
fn leaf_under(game: &Shamrock, grid: &HexGrid, p: Point) -> Option<Leaf> {
    let (q, r) = grid.hit(p);
    let cell = Cell::new(q.clamp(-100, 100) as i8, r.clamp(-100, 100) as i8);
    game.tile_at(cell)?;
    (0..6)
        .map(|c| Leaf::new(cell, c))
        .map(|l| (l, leaf_center(grid, l).distance(p)))
        .filter(|&(_, d)| d <= grid.size * 0.34)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(l, _)| l)
}

pub fn hit(game: &Shamrock, layout: &ShamrockLayout, p: Point, held: &[Spot]) -> Option<Spot> {
    for (k, &c) in layout.display.iter().enumerate() {
        if inside(&HexGrid::hexagon(c, layout.tile * 1.05, 0.0), p) {
            return Some(spot(Place::Display(k as u8)));
        }
    }
    if inside(&HexGrid::hexagon(layout.pile, layout.tile * 1.05, 0.0), p) {
        return Some(PILE);
    }
    for (i, &c) in layout.turn.iter().enumerate() {
        if c.distance(p) <= layout.button * 1.1 {
            return Some(TURN_HELD[i]);
        }
    }
    if layout.end.contains(p) {
        return Some(if game.in_setup() { SUPPLY } else { END });
    }
    if !layout.board.contains(p) {
        return None;
    }
    // A selected tile's arrows.
    if let Some(Place::Cell(cell)) = held.first().and_then(|&s| place_of(s)) {
        if game.tile_at(cell).is_some() && held.len() == 1 {
            for clockwise in [false, true] {
                if arrow_center(layout, cell, clockwise).distance(p) <= layout.arrow_radius() {
                    return Some(spot(Place::Turn(cell, clockwise)));
                }
            }
        }
    }
    if game.expert() {
        if let Some(leaf) = leaf_under(game, &layout.grid, p) {
            let own = game.leprechaun(game.to_move()) == Some(leaf) && !game.in_setup();
            if own || holds_leprechaun(held) {
                return Some(spot(Place::Leaf(leaf)));
            }
        }
    }
    let (q, r) = layout.grid.hit(p);
    super::spot_of(Place::Cell(Cell::new(q.clamp(-100, 100) as i8, r.clamp(-100, 100) as i8)))
}

/// Every spot the keyboard cursor visits.
pub fn spots(game: &Shamrock, _layout: &ShamrockLayout) -> Vec<Spot> {
    let mut out = Vec::new();
    let mut push = |p: Place| {
        let s = spot(p);
        if !out.contains(&s) {
            out.push(s);
        }
    };
    for (_, c, _) in game.board() {
        push(Place::Cell(c));
    }
    for c in game.open_cells() {
        push(Place::Cell(c));
    }
    if game.expert() {
        for seat in 0..game.seats().len() {
            if let Some(l) = game.leprechaun(seat) {
                push(Place::Leaf(l));
            }
        }
    }
    for k in 0..3 {
        push(Place::Display(k));
    }
    push(Place::Pile);
    push(Place::TurnHeld(false));
    push(Place::TurnHeld(true));
    if game.in_setup() {
        push(Place::Supply);
    } else {
        push(Place::End);
    }
    out
}

/// Whether the player to move may end the turn now.
pub fn may_end(game: &Shamrock) -> bool {
    game.outcome().is_none() && !game.in_setup() && game.check(Move::End).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::shamrock::Options;

    fn game(players: u8, expert: bool) -> Shamrock {
        Shamrock::new(&Options { players, seed: 3, expert }).unwrap()
    }

    #[test]
    fn everything_stays_inside_the_canvas_and_apart() {
        for (w, h) in [(390.0, 585.0), (912.0, 745.0), (240.0, 200.0), (320.0, 240.0), (1600.0, 1000.0), (700.0, 900.0)]
        {
            for players in [2, 3] {
                let g = game(players, false);
                let l = layout(&g, w, h, false);
                let inside_canvas = |p: Point| p.x >= 0.0 && p.y >= 0.0 && p.x <= w && p.y <= h;
                for p in l.display.iter().chain([&l.pile]).chain(l.turn.iter()) {
                    assert!(inside_canvas(*p), "{w}x{h}: {p:?}");
                    assert!(!l.board.contains(*p), "{w}x{h}: panel {p:?} on the board");
                }
                for r in l.seats.iter().chain([&l.end]) {
                    assert!(r.x >= 0.0 && r.y >= 0.0 && r.x + r.w <= w + 0.5 && r.y + r.h <= h + 0.5, "{w}x{h} {r:?}");
                }
                for (q, r) in shown_cells(&g) {
                    assert!(l.board.contains(l.grid.center(q, r)), "{w}x{h}");
                }
                assert!(l.board.h > h * 0.3, "{w}x{h}: the board gets room ({:?})", l.board);
            }
        }
    }

    #[test]
    fn every_spot_hits_itself() {
        for (w, h) in [(390.0, 585.0), (912.0, 745.0), (240.0, 200.0)] {
            let g = game(3, false);
            let l = layout(&g, w, h, false);
            for s in spots(&g, &l) {
                let c = center(&l, place_of(s).unwrap()).unwrap();
                assert_eq!(hit(&g, &l, c, &[]), Some(s), "{w}x{h} {:?}", place_of(s));
            }
        }
    }

    #[test]
    fn the_arrows_of_a_tile_are_hit_only_while_it_is_held() {
        let g = game(2, false);
        let l = layout(&g, 912.0, 745.0, false);
        let start = spot(Place::Cell(Cell::START));
        let p = arrow_center(&l, Cell::START, true);
        let (q, r) = l.grid.hit(p);
        assert_eq!(hit(&g, &l, p, &[]), Some(spot(Place::Cell(Cell::new(q as i8, r as i8)))), "the cell under it");
        assert_eq!(hit(&g, &l, p, &[start]), Some(spot(Place::Turn(Cell::START, true))));
    }

    #[test]
    fn the_arrows_of_a_selected_tile_leave_its_leaves_free() {
        use super::super::tile::{leaf_outline, leaf_tip, TileLook, LEAF_LENGTH};
        use crate::games::shamrock::{leaf_colour, TILE_COUNT};
        // On a phone and on a desktop, where the arrows have their least and greatest size
        // against the tile.
        for (w, h) in [(390.0, 585.0), (912.0, 745.0), (1600.0, 1000.0)] {
            let g = game(3, false);
            let l = layout(&g, w, h, false);
            let c = l.grid.center(0, 0);
            let look = TileLook { center: c, radius: l.grid.size, turn: 0.0, alpha: 1.0 };
            for tile in 0..TILE_COUNT as u8 {
                for corner in 0..6 {
                    let (tip, (ux, uy)) = leaf_tip(&look, corner);
                    let colour = leaf_colour(tile, 0, corner);
                    let leaf = leaf_outline(colour, tip, ux, uy, l.grid.size * LEAF_LENGTH);
                    for clockwise in [false, true] {
                        let a = arrow_center(&l, Cell::START, clockwise);
                        let near = leaf.iter().map(|p| p.distance(a)).fold(f32::MAX, f32::min);
                        assert!(near > l.arrow_radius(), "{w}x{h} tile {tile} corner {corner}: {near}");
                        assert!(!inside(&leaf, a));
                    }
                }
            }
        }
    }
}
