//! The scene of a position of Shamrock: the board (tiles, flakes, neutral tokens, shamrocks
//! glowing, leprechauns, the free cells), the marks of play (lit cells for the held tile in
//! its rotation, a selected tile's arrows, a leprechaun's targets and their cost, last move,
//! cursor, hint), the piece under the pointer, the animation of the last move, and the panel.

use super::layout::{arrow_center, leaf_center, ShamrockLayout, LEAF_AT};
use super::tile::{
    draw_flake, draw_glow, draw_leaf, draw_leprechaun, draw_tile, draw_token, draw_turn_icon, leaf_tip, Palette,
    TileLook, LEAF_LENGTH,
};
use super::{panel, place_of, Place};
use crate::game::Within;
use crate::game::{Game, Lang};
use crate::games::shamrock::{period, Cell, Leaf, Move, Shamrock, Source, Tile};
use crate::view::board::{BoardView, Look};
use crate::view::gesture::Spot;
use crate::view::hex::{corner_direction, HexGrid};
use crate::view::scene::{Align, Paint, Point, Rect, Rgba, Scene};

fn ease(t: f32) -> f32 {
    1.0 - (1.0 - t).powi(3)
}

fn xy(c: Cell) -> (i32, i32) {
    (c.q as i32, c.r as i32)
}

/// What the last move was, as the animation needs it.
enum Motion {
    /// A tile flew from the panel onto a cell.
    Placed { from: Point, cell: Cell },
    /// The tile on a cell turned by one step.
    Turned { cell: Cell, clockwise: bool },
    /// A leprechaun went from a point to a leaf.
    Walked { from: Point, to: Leaf },
}

/// The source of the tile the held route picked up (display slot or pile), with the tile.
fn held_tile(game: &Shamrock, held: &[Spot]) -> Option<(Source, Tile)> {
    match held.first().and_then(|&s| place_of(s))? {
        Place::Display(k) => Some((Source::Display(k), game.display().get(k as usize).copied().flatten()?)),
        Place::Pile => Some((Source::Pile, game.held()?)),
        _ => None,
    }
}

pub fn draw(game: &Shamrock, layout: &ShamrockLayout, look: &Look<Shamrock>, scene: &mut Scene) {
    let pal = Palette::of(look.theme);
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 0.0, Paint::fill(pal.background));
    scene.rect(layout.board, 14.0 * layout.scale, Paint::fill(pal.text.fade(0.035)));

    // The board pans and zooms smoothly to its new fit while the last move animates.
    let (motion, t) = match &look.motion {
        Some(m) => (motion_of(layout, &m.shape.route), ease(m.t)),
        None => (None, 1.0),
    };
    let grid = match &look.motion {
        Some(m) => m.before.layout(scene.width, scene.height, layout.grid.flipped).grid.lerp(&layout.grid, t),
        None => layout.grid,
    };
    let base = if grid.flipped { 3.0 } else { 0.0 };
    let r = grid.size;
    let held = held_tile(game, look.held);

    // Free cells: faint outlines, or lit while a tile is held.
    // The cells where the held tile fits in some rotation, and whether in the one chosen.
    let mut targets: Vec<(Cell, bool)> = Vec::new();
    if let Some((source, tile)) = held {
        let fits = |cell, rotation| game.check(Move::Place { source, cell, rotation }).is_ok();
        for c in game.open_cells() {
            if (0..period(tile)).any(|k| fits(c, k)) {
                targets.push((c, fits(c, look.variant % period(tile))));
            }
        }
    }
    for c in game.open_cells() {
        if targets.iter().any(|(t, _)| *t == c) {
            continue;
        }
        let (q, rr) = xy(c);
        scene.tag(format!("open {c}"));
        scene.polygon(grid.cell_polygon(q, rr, r * 0.06), Paint::both(pal.edge.fade(0.08), pal.text.fade(0.3), 1.5));
        if look.coordinates {
            let size = (r * 0.2).within(8.0, 13.0);
            scene.text(grid.center(q, rr), c.to_string(), size, pal.text.fade(0.45), Align::Center, false);
        }
    }
    for &(c, now) in &targets {
        let (q, rr) = xy(c);
        let poly = grid.cell_polygon(q, rr, r * 0.06);
        if now {
            scene.tag(format!("target {c}"));
            scene.polygon(poly, Paint::both(look.theme.target.fade(0.35), look.theme.target, (r * 0.07).max(2.5)));
        } else {
            // Legal in another rotation: turn the tile first.
            scene.tag(format!("turn-first {c}"));
            scene.polygon(poly, Paint::both(look.theme.capture.fade(0.08), look.theme.capture, (r * 0.05).max(2.0)));
            draw_turn_icon(scene, grid.center(q, rr), r * 0.22, true, look.theme.capture, (r * 0.05).max(1.5));
        }
    }

    // Tiles, with flakes and neutral tokens.
    let mut flying = None;
    for (tile, cell, rotation) in game.board() {
        let (q, rr) = xy(cell);
        let mut turn = base;
        match &motion {
            Some(Motion::Placed { from, cell: to }) if *to == cell => {
                flying = Some((tile, rotation, *from, grid.center(q, rr)));
                continue;
            }
            Some(Motion::Turned { cell: at, clockwise }) if *at == cell => {
                turn -= (1.0 - t) * if *clockwise { 1.0 } else { -1.0 };
            }
            _ => {}
        }
        let c = grid.center(q, rr);
        scene.tag(format!("tile {cell} {} {rotation}", crate::games::shamrock::tile_letter(tile)));
        draw_tile(scene, &pal, tile, rotation, &TileLook { center: c, radius: r, turn, alpha: 1.0 });
        if let Some(seat) = game.flake_at(cell) {
            scene.tag(format!("flake {cell} {}", seat_id(game, seat)));
            draw_flake(scene, &pal, (seat % 3) as u8, c, r * 0.2);
        }
        if game.has_token(cell) {
            scene.tag(format!("token {cell}"));
            draw_token(scene, &pal, c, (r * 0.15).max(4.0));
        }
    }
    if let Some((tile, rotation, from, to)) = flying {
        let at = from.lerp(to, t);
        let size = layout.tile + (r - layout.tile) * t;
        scene.tag("flying");
        draw_tile(scene, &pal, tile, rotation, &TileLook { center: at, radius: size, turn: base, alpha: 1.0 });
    }

    // The last move (once the animation is over).
    if let (Some(last), None) = (look.last, &look.motion) {
        if let Some(Place::Cell(c) | Place::Turn(c, _)) = last.route.last().and_then(|&s| place_of(s)) {
            let (q, rr) = xy(c);
            scene.tag(format!("last {c}"));
            scene.polygon(grid.cell_polygon(q, rr, r * 0.03), Paint::stroke(look.theme.last_move, (r * 0.09).max(3.0)));
        }
    }

    // Shamrocks glow where they formed.
    if t > 0.99 {
        for (vertex, colour) in game.shamrock_vertices() {
            let leaf = vertex.leaves()[0];
            let (q, rr) = xy(leaf.cell);
            scene.tag(format!("shamrock {} {}", colour_id(colour), super::words::leaf_name(leaf, Lang::En)));
            draw_glow(scene, &pal, colour, grid.corner(q, rr, leaf.corner, 1.0), r);
            for l in vertex.leaves() {
                let (lq, lr) = xy(l.cell);
                let look = TileLook { center: grid.center(lq, lr), radius: r, turn: base, alpha: 1.0 };
                let (tip, dir) = leaf_tip(&look, l.corner);
                draw_leaf(scene, &pal, colour, tip, dir, r * LEAF_LENGTH, 1.0);
            }
        }
    }

    draw_selection(game, layout, look, &grid, &pal, scene);
    draw_leprechauns(game, look, &grid, &motion, t, &pal, scene);
    panel::draw(game, layout, look, scene);
    draw_marks(game, layout, look, scene);
    draw_dragged(game, layout, look, &targets, &pal, scene);
}

/// The last move's shape read back into what moved, for the animation.
fn motion_of(layout: &ShamrockLayout, route: &[Spot]) -> Option<Motion> {
    let places: Vec<Place> = route.iter().filter_map(|&s| place_of(s)).collect();
    match places.as_slice() {
        [Place::Display(k), Place::Cell(cell)] => {
            Some(Motion::Placed { from: panel::source_point(layout, Source::Display(*k)), cell: *cell })
        }
        [Place::Pile, Place::Cell(cell)] => Some(Motion::Placed { from: layout.pile, cell: *cell }),
        [Place::Cell(_), Place::Turn(cell, clockwise)] => Some(Motion::Turned { cell: *cell, clockwise: *clockwise }),
        [Place::Leaf(from), Place::Leaf(to)] => {
            Some(Motion::Walked { from: leaf_center(&layout.grid, *from), to: *to })
        }
        [Place::Supply, Place::Leaf(to)] => Some(Motion::Walked { from: layout.supply, to: *to }),
        _ => None,
    }
}

fn seat_id(game: &Shamrock, seat: usize) -> &'static str {
    game.seats().get(seat).map_or("?", |c| c.id())
}

fn colour_id(colour: u8) -> &'static str {
    match colour {
        0 => "red",
        1 => "yellow",
        _ => "blue",
    }
}

/// A point at `at` of the way from the centre of `cell` to its corner `corner` (fractions of
/// a corner allowed while a tile turns).
fn point_on(grid: &HexGrid, cell: Cell, corner: f32, at: f32) -> Point {
    let (q, r) = xy(cell);
    let c = grid.center(q, r);
    let (dx, dy) = corner_direction(grid.corner_angle(corner));
    Point::new(c.x + dx * grid.size * at, c.y + dy * grid.size * at)
}

fn draw_leprechauns(
    game: &Shamrock,
    look: &Look<Shamrock>,
    grid: &HexGrid,
    motion: &Option<Motion>,
    t: f32,
    pal: &Palette,
    scene: &mut Scene,
) {
    if !game.expert() {
        return;
    }
    let dragged = look.pointer.and(look.held.first().copied()).and_then(place_of);
    for seat in 0..game.seats().len() {
        let Some(leaf) = game.leprechaun(seat) else { continue };
        let mut at = leaf_center(grid, leaf);
        match motion {
            Some(Motion::Walked { from, to }) if *to == leaf && seat == mover(game, look) => at = from.lerp(at, t),
            Some(Motion::Turned { cell, clockwise }) if *cell == leaf.cell => {
                let back = (1.0 - t) * if *clockwise { 1.0 } else { -1.0 };
                at = point_on(grid, leaf.cell, leaf.corner as f32 - back, LEAF_AT);
            }
            _ => {}
        }
        let alpha = if dragged == Some(Place::Leaf(leaf)) { 0.35 } else { 1.0 };
        scene.tag(format!("leprechaun {} {}", seat_id(game, seat), super::words::leaf_name(leaf, Lang::En)));
        draw_leprechaun(scene, pal, (seat % 3) as u8, at, (grid.size * 0.19).max(7.0), alpha);
    }
}

/// The seat that made the move being animated (the expert set-up passes the turn on).
fn mover(game: &Shamrock, look: &Look<Shamrock>) -> usize {
    look.motion.as_ref().map_or(game.to_move(), |m| m.before.to_move())
}

/// A selected tile's arrows, and a held leprechaun's target leaves with their cost.
fn draw_selection(
    game: &Shamrock,
    layout: &ShamrockLayout,
    look: &Look<Shamrock>,
    grid: &HexGrid,
    pal: &Palette,
    scene: &mut Scene,
) {
    let theme = look.theme;
    let first = look.held.first().and_then(|&s| place_of(s));
    if let Some(Place::Cell(cell)) = first {
        if game.tile_at(cell).is_none() {
            return;
        }
        let (q, r) = xy(cell);
        scene.tag(format!("selected {cell}"));
        scene.polygon(
            grid.cell_polygon(q, r, 0.0),
            Paint::stroke(theme.selected.alpha(230), (grid.size * 0.1).max(3.0)),
        );
        for clockwise in [false, true] {
            if game.check(Move::Rotate { cell, clockwise }).is_err() {
                continue;
            }
            let at = arrow_center(layout, cell, clockwise);
            let radius = layout.arrow_radius();
            scene.tag(format!("arrow {cell} {}", if clockwise { "clockwise" } else { "anticlockwise" }));
            scene.circle(at, radius, Paint::both(pal.background, theme.target, (radius * 0.14).max(2.0)));
            draw_turn_icon(scene, at, radius * 0.52, clockwise, pal.text, (radius * 0.14).max(1.5));
        }
    }
    if let Some(Place::Leaf(_) | Place::Supply) = first {
        let from = match first {
            Some(Place::Leaf(l)) => Some(l),
            _ => None,
        };
        let leaves = game.board().into_iter().flat_map(|(_, cell, _)| (0..6).map(move |c| Leaf::new(cell, c)));
        for leaf in leaves.filter(|&l| game.check(Move::Leprechaun(l)).is_ok()) {
            let c = leaf_center(grid, leaf);
            let radius = (grid.size * 0.2).max(8.0);
            let cost = match from {
                Some(f) if f.vertex() == leaf.vertex() => 0,
                Some(_) => 1,
                None => 0,
            };
            scene.tag(format!("leaf-target {} cost {cost}", super::words::leaf_name(leaf, Lang::En)));
            scene.circle(c, radius, Paint::both(theme.target.fade(0.55), pal.background, (radius * 0.12).max(1.5)));
            if from.is_some() {
                scene.text(c, cost.to_string(), (radius * 1.2).max(10.0), pal.background, Align::Center, true);
            }
        }
    }
}

/// Keyboard cursor and hint.
fn draw_marks(game: &Shamrock, layout: &ShamrockLayout, look: &Look<Shamrock>, scene: &mut Scene) {
    let theme = look.theme;
    if let Some(hint) = look.hint {
        let points: Vec<Point> = hint.route.iter().filter_map(|&s| game.spot_center(layout, s)).collect();
        match points.as_slice() {
            [from, .., to] => {
                scene.tag("hint");
                scene.arrow(*from, *to, theme.cursor.fade(0.75), (layout.grid.size * 0.08).max(3.0));
            }
            [at] => {
                scene.tag("hint");
                scene.circle(*at, layout.tile * 1.1, Paint::stroke(theme.cursor.fade(0.75), 4.0));
            }
            _ => {}
        }
    }
    let Some(cursor) = look.cursor else { return };
    let Some(place) = place_of(cursor) else { return };
    let Some(c) = game.spot_center(layout, cursor) else { return };
    scene.tag(format!("cursor {}", game.spot_name(cursor, look.lang)));
    let ring = Paint::stroke(theme.cursor, 3.5);
    match place {
        Place::Cell(cell) => {
            let (q, r) = xy(cell);
            scene.polygon(layout.grid.cell_polygon(q, r, 2.0), ring);
        }
        Place::Display(_) | Place::Pile => scene.polygon(HexGrid::hexagon(c, layout.tile * 1.12, 0.0), ring),
        Place::End | Place::Supply => scene.rect(layout.end.inset(-3.0), 12.0, ring),
        Place::TurnHeld(_) => scene.circle(c, layout.button + 4.0, ring),
        Place::Turn(..) => scene.circle(c, layout.arrow_radius() + 3.0, ring),
        Place::Leaf(_) => scene.circle(c, (layout.grid.size * 0.24).max(10.0), ring),
    }
}

/// The piece under the pointer: a tile in the chosen rotation (snapped into a cell where it
/// may go now), or a leprechaun.
fn draw_dragged(
    game: &Shamrock,
    layout: &ShamrockLayout,
    look: &Look<Shamrock>,
    targets: &[(Cell, bool)],
    pal: &Palette,
    scene: &mut Scene,
) {
    let base = if layout.grid.flipped { 3.0 } else { 0.0 };
    let turn = look.variant as f32 + base;
    if let Some((_, tile)) = held_tile(game, look.held) {
        // Where the tile would land: the cell under the pointer, or under the keyboard cursor.
        let over =
            look.pointer.and_then(|p| game.spot_at_holding(layout, p, look.held)).or(look.cursor).and_then(place_of);
        if let Some(Place::Cell(c)) = over {
            if targets.contains(&(c, true)) {
                let (q, r) = xy(c);
                let alpha = if look.pointer.is_some() { 0.92 } else { 0.6 };
                scene.tag(format!("preview {c}"));
                let center = layout.grid.center(q, r);
                draw_tile(scene, pal, tile, 0, &TileLook { center, radius: layout.grid.size, turn, alpha });
                let ring = Paint::stroke(look.theme.target, (layout.grid.size * 0.07).max(2.5));
                scene.polygon(layout.grid.cell_polygon(q, r, 0.0), ring);
                return;
            }
        }
        let Some(p) = look.pointer else { return };
        let size = layout.held_size();
        scene.polygon(HexGrid::hexagon(Point::new(p.x + 3.0, p.y + 6.0), size, 0.0), Paint::fill(Rgba(0, 0, 0, 50)));
        scene.tag(format!("dragged {}", crate::games::shamrock::tile_letter(tile)));
        draw_tile(scene, pal, tile, 0, &TileLook { center: p, radius: size, turn, alpha: 1.0 });
        return;
    }
    let Some(p) = look.pointer else { return };
    if let Some(Place::Leaf(_) | Place::Supply) = look.held.first().and_then(|&s| place_of(s)) {
        let seat = game.to_move();
        scene.tag("dragged leprechaun");
        draw_leprechaun(scene, pal, (seat % 3) as u8, p, (layout.grid.size * 0.22).max(10.0), 1.0);
    }
}
