//! The scene of a position of Shamrock: the board (tiles, flakes, neutral tokens, shamrocks
//! glowing, leprechauns, the free cells), a selected tile's rotate arrows, the tile snapped
//! into a cell under the pointer, the animation of the last move, and the panel. The marks of
//! play (lit cells for the held tile in its rotation, a leprechaun's targets and their cost,
//! selection, last move, cursor, hint, the piece under the pointer) come from `view::marks`.
//!
//! Own tags: `open <cell>`, `tile <cell> <letter> <rotation>`, `flake <cell> <colour>`,
//! `token <cell>`, `shamrock <colour> <leaf>`, `leprechaun <colour> <leaf>`,
//! `arrow <cell> <clockwise|anticlockwise>`, `preview <cell>`, and the panel's (`panel.rs`).

use super::layout::{arrow_center, leaf_center, ShamrockLayout, LEAF_AT};
use super::tile::{
    draw_flake, draw_glow, draw_leaf, draw_leprechaun, draw_tile, draw_token, leaf_tip, Palette, TileLook, LEAF_LENGTH,
};
use super::{panel, place_of, spot, Place};
use crate::game::{Game, Lang};
use crate::games::shamrock::{period, tile_letter, Cell, Leaf, Move, Shamrock, Source, Tile};
use crate::view::board::{BoardView, Look};
use crate::view::gesture::Spot;
use crate::view::hex::{corner_direction, HexGrid};
use crate::view::marks::flight::ease;
use crate::view::marks::{turn_icon, Form, Lit, Marks, PieceArt, Target};
use crate::view::scene::{Paint, Point, Rect, Scene};

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

/// A tile as the marks draw it: `turn` steps of 60° on top of the board's turn.
fn tile_art<'p>(what: String, r: f32, draw: &'p dyn Fn(&mut Scene, Point, f32, f32)) -> PieceArt<'p> {
    PieceArt { what, form: Form::Hex, half: r, draw }
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
    // The marks stand where the board is drawn now, panning and zooming with it.
    let shown = ShamrockLayout { grid, ..layout.clone() };
    let layout = &shown;
    let marks = Marks::new(game, layout, look, grid.size * 1.732);
    let base = if grid.flipped { 3.0 } else { 0.0 };
    let r = grid.size;
    let held = held_tile(game, look.held);

    // Free cells: faint outlines, or lit while a tile is held: where the held tile fits in the
    // rotation chosen, or only in another.
    let mut targets: Vec<Target> = Vec::new();
    if let Some((source, tile)) = held {
        let fits = |cell, rotation| game.check(Move::Place { source, cell, rotation }).is_ok();
        for c in game.open_cells() {
            if (0..period(tile)).any(|k| fits(c, k)) {
                let lit = if fits(c, look.variant % period(tile)) { Lit::Move } else { Lit::TurnFirst };
                targets.push(Target::new(spot(Place::Cell(c)), lit, false));
            }
        }
    }
    for c in game.open_cells().into_iter().filter(|_| game.outcome().is_none()) {
        if targets.iter().any(|t| t.spot == spot(Place::Cell(c))) {
            continue;
        }
        let (q, rr) = xy(c);
        scene.tag(format!("open {c}"));
        scene.polygon(grid.cell_polygon(q, rr, r * 0.06), Paint::both(pal.edge.fade(0.08), pal.text.fade(0.6), 1.5));
    }
    marks.targets(scene, &targets, None);

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
        scene.tag(format!("tile {cell} {} {rotation}", tile_letter(tile)));
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
        let paint = |s: &mut Scene, p: Point, k: f32, a: f32| {
            draw_tile(s, &pal, tile, rotation, &TileLook { center: p, radius: r * k, turn: base, alpha: a })
        };
        let size = layout.tile + (r - layout.tile) * t;
        marks.flying(scene, &tile_art(tile_letter(tile).to_string(), r, &paint), from.lerp(to, t), size / r);
    }

    // The last move (once the animation is over).
    if let (Some(last), None) = (look.last, &look.motion) {
        if let Some(Place::Cell(c) | Place::Turn(c, _)) = last.route.last().and_then(|&s| place_of(s)) {
            marks.last(scene, &[spot(Place::Cell(c))]);
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

    draw_selection(game, layout, &marks, &pal, scene);
    draw_leprechauns(game, look, &grid, &motion, t, &pal, scene);
    panel::draw(game, layout, look, scene);
    marks.held(scene);
    hint(game, layout, &marks, &pal, scene);
    marks.cursor(scene);
    draw_dragged(game, layout, &marks, &targets, &pal, scene);
}

/// The hint, with the tile it places drawn faintly on its cell in the rotation it is placed
/// at (or a tile it turns, turned), so that the whole move shows.
fn hint(game: &Shamrock, layout: &ShamrockLayout, marks: &Marks, pal: &Palette, scene: &mut Scene) {
    let Some(hint) = marks.look.hint else { return };
    let base = if layout.grid.flipped { 3.0 } else { 0.0 };
    let r = layout.grid.size;
    let places: Vec<Place> = hint.route.iter().filter_map(|&s| place_of(s)).collect();
    let shown = match places.as_slice() {
        [Place::Display(k), Place::Cell(_)] => {
            game.display().get(*k as usize).copied().flatten().map(|t| (t, hint.variant))
        }
        [Place::Pile, Place::Cell(_)] => game.held().map(|t| (t, hint.variant)),
        [Place::Cell(c), Place::Turn(_, clockwise)] => game
            .board()
            .into_iter()
            .find(|&(_, cell, _)| cell == *c)
            .map(|(t, _, rotation)| (t, (rotation + if *clockwise { 1 } else { 5 }) % 6)),
        _ => None,
    };
    let Some((tile, rotation)) = shown else {
        marks.hint(scene, usize::MAX, None);
        return;
    };
    // A turn's ghost stands on the tile's own cell, not on the arrow.
    let at = match places.as_slice() {
        [Place::Cell(c), Place::Turn(..)] => layout.grid.center(c.q as i32, c.r as i32),
        _ => Point::default(),
    };
    let turned = matches!(places.as_slice(), [_, Place::Turn(..)]);
    let paint = |s: &mut Scene, p: Point, k: f32, a: f32| {
        let center = if turned { at } else { p };
        draw_tile(s, pal, tile, rotation, &TileLook { center, radius: r * k, turn: base, alpha: a })
    };
    marks.hint(scene, usize::MAX, Some(&tile_art(format!("{} {rotation}", tile_letter(tile)), r, &paint)));
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
fn draw_selection(game: &Shamrock, layout: &ShamrockLayout, marks: &Marks, pal: &Palette, scene: &mut Scene) {
    let look = marks.look;
    let theme = look.theme;
    let first = look.held.first().and_then(|&s| place_of(s));
    if let Some(Place::Cell(cell)) = first {
        if game.tile_at(cell).is_none() {
            return;
        }
        for clockwise in [false, true] {
            if game.check(Move::Rotate { cell, clockwise }).is_err() {
                continue;
            }
            let at = arrow_center(layout, cell, clockwise);
            let radius = layout.arrow_radius();
            scene.tag(format!("arrow {cell} {}", if clockwise { "clockwise" } else { "anticlockwise" }));
            scene.circle(at, radius, Paint::both(pal.background, theme.target.alpha(255), (radius * 0.14).max(2.0)));
            turn_icon(scene, at, radius * 0.52, clockwise, pal.text, (radius * 0.14).max(1.5));
        }
    }
    if let Some(Place::Leaf(_) | Place::Supply) = first {
        let from = match first {
            Some(Place::Leaf(l)) => Some(l),
            _ => None,
        };
        let leaves = game.board().into_iter().flat_map(|(_, cell, _)| (0..6).map(move |c| Leaf::new(cell, c)));
        let targets: Vec<Target> = leaves
            .filter(|&l| game.check(Move::Leprechaun(l)).is_ok())
            .map(|leaf| {
                let target = Target::new(spot(Place::Leaf(leaf)), Lit::Move, false);
                match from {
                    Some(f) => target.labelled(if f.vertex() == leaf.vertex() { "0" } else { "1" }.to_string()),
                    None => target,
                }
            })
            .collect();
        marks.targets(scene, &targets, None);
    }
}

/// The piece under the pointer: a tile in the chosen rotation (snapped into a cell where it
/// may go now), or a leprechaun.
fn draw_dragged(
    game: &Shamrock,
    layout: &ShamrockLayout,
    marks: &Marks,
    targets: &[Target],
    pal: &Palette,
    scene: &mut Scene,
) {
    let look = marks.look;
    let base = if layout.grid.flipped { 3.0 } else { 0.0 };
    let turn = look.variant as f32 + base;
    let r = layout.grid.size;
    if let Some((_, tile)) = held_tile(game, look.held) {
        // Where the tile would land: the cell under the pointer, or under the keyboard cursor.
        let over =
            look.pointer.and_then(|p| game.spot_at_holding(layout, p, look.held)).or(look.cursor).and_then(place_of);
        if let Some(Place::Cell(c)) = over {
            if targets.iter().any(|t| t.spot == spot(Place::Cell(c)) && t.lit == Lit::Move) {
                let (q, rr) = xy(c);
                let alpha = if look.pointer.is_some() { 0.92 } else { 0.6 };
                scene.tag(format!("preview {c}"));
                let center = layout.grid.center(q, rr);
                draw_tile(scene, pal, tile, 0, &TileLook { center, radius: r, turn, alpha });
                let ring = Paint::stroke(look.theme.target.alpha(255), (r * 0.07).max(2.5));
                scene.polygon(layout.grid.cell_polygon(q, rr, 0.0), ring);
                return;
            }
        }
        let paint = |s: &mut Scene, p: Point, k: f32, a: f32| {
            draw_tile(s, pal, tile, 0, &TileLook { center: p, radius: r * k, turn, alpha: a })
        };
        marks.lifted(scene, &tile_art(tile_letter(tile).to_string(), r, &paint), layout.held_size() / r);
        return;
    }
    if let Some(Place::Leaf(_) | Place::Supply) = look.held.first().and_then(|&s| place_of(s)) {
        let seat = (game.to_move() % 3) as u8;
        let size = (r * 0.22).max(10.0);
        let paint = |s: &mut Scene, p: Point, k: f32, a: f32| draw_leprechaun(s, pal, seat, p, size * k, a);
        let art = PieceArt { what: "leprechaun".into(), form: Form::Round, half: size, draw: &paint };
        marks.lifted(scene, &art, 1.0);
    }
}
