//! The scene of a position of the Camelot family: the board in its own shape with its
//! crenellated castles (of two squares or one), River Camelot's river, bridges and trees
//! (`water`), the coordinates, the pieces, then the marks of play (`marks`).

use super::layout::{file_span, span, CamelotLayout};
use super::marks;
use super::piece::{draw_piece, Stone};
use super::water;
use crate::game::square::square_name;
use crate::games::camelot::{file_of, rank_of, Board, Camelot, Piece, WHITE};
use crate::view::board::Look;
use crate::view::marks::{tag, Marks};
use crate::view::scene::{Align, Paint, Point, Rect, Rgba, Scene};
use crate::view::theme::Theme;

/// The stone colours of a side.
pub fn stone(theme: &Theme, side: usize, alpha: f32) -> Stone {
    let (fill, ink) = if side == WHITE { theme.white } else { theme.black };
    Stone { fill, ink, alpha }
}

/// The radius of a piece on a square of side `cell`.
pub fn radius(cell: f32) -> f32 {
    cell * 0.4
}

/// The fill of a square; castle squares are tinted with their owner's colour.
pub fn square_fill(theme: &Theme, board: &Board, file: usize, rank: usize) -> Rgba {
    let base = if (file + rank).is_multiple_of(2) { theme.dark_square } else { theme.light_square };
    match castle_side(board, file, rank) {
        Some(side) => base.mix(stone(theme, side, 1.0).fill, 0.5),
        None => base,
    }
}

/// The owner of a castle square.
pub fn castle_side(board: &Board, file: usize, rank: usize) -> Option<usize> {
    let sq = board.square(file, rank)?;
    match board.castle_owner(sq) {
        1 => Some(WHITE),
        2 => Some(1 - WHITE),
        _ => None,
    }
}

pub fn draw(game: &Camelot, layout: &CamelotLayout, look: &Look<Camelot>, scene: &mut Scene) {
    let theme = look.theme;
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 0.0, Paint::fill(theme.background));
    board(scene, layout, theme);
    if look.coordinates {
        coordinates(scene, layout, theme);
    }
    water::trees(game, layout, look, scene);
    let board = layout.board;
    let castles: Vec<Rgba> = (0..2)
        .flat_map(|side| board.castle_of(side).iter().map(|&sq| square_fill(theme, board, file_of(sq), rank_of(sq))))
        .collect();
    let marks = Marks::new(game, layout, look, layout.grid.cell).on(&castles);
    marks::under(game, &marks, scene);
    pieces(game, layout, look, scene);
    marks::over(game, layout, look.motion.as_ref(), &marks, scene);
    water::planting(game, layout, look, scene);
}

/// The frame, the squares, the river and its bridges, and the two castles.
pub fn board(scene: &mut Scene, layout: &CamelotLayout, theme: &Theme) {
    let board = layout.board;
    let cell = layout.grid.cell;
    let outline = layout.outline();
    let frame = (cell * 0.09).max(2.0);
    scene.tag(format!("board {}", board.variant.id()));
    scene.polygon(outline.clone(), Paint::both(theme.line, theme.line, frame * 2.0));
    for rank in 0..board.ranks() {
        let (lo, hi) = span(board, rank);
        for file in lo..=hi {
            scene.rect(layout.rect(file, rank), 0.0, Paint::fill(square_fill(theme, board, file, rank)));
        }
    }
    water::river(scene, layout, theme);
    scene.polygon(outline, Paint::stroke(theme.coordinate.fade(0.55), 1.0));
    for side in [WHITE, 1 - WHITE] {
        castle(scene, layout, theme, side);
    }
}

/// A castle: its squares (two, or one on Cam and Camette) with battlements standing out of the
/// board on three sides, in the owner's colours.
pub fn castle(scene: &mut Scene, layout: &CamelotLayout, theme: &Theme, side: usize) {
    let squares: Vec<(usize, usize)> =
        layout.board.castle_of(side).iter().map(|&sq| (file_of(sq), rank_of(sq))).collect();
    let rects: Vec<Rect> = squares.iter().map(|&(f, r)| layout.rect(f, r)).collect();
    let Some(&a) = rects.first() else { return };
    let s = stone(theme, side, 1.0);
    let left = rects.iter().map(|r| r.x).fold(a.x, f32::min);
    let right = rects.iter().map(|r| r.x + r.w).fold(a.x + a.w, f32::max);
    let r = Rect::new(left, a.y, right - left, a.h);
    let board_mid = layout.grid.bounds().center().y;
    let out = if r.center().y > board_mid { 1.0 } else { -1.0 };
    let (inner, outer) = if out > 0.0 { (r.y, r.y + r.h) } else { (r.y + r.h, r.y) };
    let depth = layout.merlon;
    let teeth = if squares.len() > 1 { 5 } else { 3 };
    // Three crenellated sides joined by square corner towers.
    let mut wall = vec![Point::new(left, inner)];
    wall.extend(crenellate(Point::new(left, inner), Point::new(left, outer), (-1.0, 0.0), depth, 3));
    wall.push(Point::new(left - depth, outer + out * depth));
    wall.extend(crenellate(Point::new(left, outer), Point::new(right, outer), (0.0, out), depth, teeth));
    wall.push(Point::new(right + depth, outer + out * depth));
    wall.extend(crenellate(Point::new(right, outer), Point::new(right, inner), (1.0, 0.0), depth, 3));
    wall.push(Point::new(right, inner));
    let line = (r.h * 0.035).max(1.0);
    scene.tag(format!("castle {}", if side == WHITE { "white" } else { "black" }));
    scene.polygon(wall, Paint::both(s.fill, s.ink, line));
    for &(file, rank) in &squares {
        scene.rect(layout.rect(file, rank), 0.0, Paint::fill(square_fill(theme, layout.board, file, rank)));
    }
    // The inner wall line.
    scene.rect(r.inset(line * 1.5), r.h * 0.06, Paint::stroke(s.ink.fade(0.45), line));
}

/// The points of a crenellated edge from `a` to `b` (neither included), standing out in
/// direction `out` by `depth`: `teeth` merlons with the embrasures between them.
fn crenellate(a: Point, b: Point, out: (f32, f32), depth: f32, teeth: usize) -> Vec<Point> {
    let parts = 2 * teeth - 1;
    let mut points = Vec::with_capacity(2 * parts);
    for k in 0..parts {
        let h = if k % 2 == 0 { depth } else { depth * 0.4 };
        let s = a.lerp(b, k as f32 / parts as f32);
        let e = a.lerp(b, (k + 1) as f32 / parts as f32);
        points.push(Point::new(s.x + out.0 * h, s.y + out.1 * h));
        points.push(Point::new(e.x + out.0 * h, e.y + out.1 * h));
    }
    points
}

/// File letters under the board and rank numbers left of each rank's first square when there
/// is room; otherwise in the corners of each file's bottom square and each rank's first one.
fn coordinates(scene: &mut Scene, layout: &CamelotLayout, theme: &Theme) {
    let board = layout.board;
    let g = &layout.grid;
    let size = layout.label;
    let flipped = g.flipped;
    let top = board.ranks() - 1;
    // File letters in a row under the whole board (under the castle's battlements).
    let bottom = g.bounds().y + g.bounds().h;
    for file in 0..board.files() {
        let (low, high) = file_span(board, file);
        let r = layout.rect(file, if flipped { high } else { low });
        let letter = ((b'A' + file as u8) as char).to_string();
        let (at, align) = if layout.labels_outside {
            (Point::new(r.center().x, bottom + layout.merlon + size * 0.75), Align::Center)
        } else {
            (Point::new(r.x + r.w - size * 0.3, r.y + r.h - size * 0.45), Align::Right)
        };
        scene.tag(tag::coordinate(&letter));
        scene.text(at, letter, size, theme.coordinate, align, true);
    }
    for rank in 0..board.ranks() {
        let (lo, hi) = span(board, rank);
        let r = layout.rect(if flipped { hi } else { lo }, rank);
        let castle = if rank == 0 || rank == top { layout.merlon } else { 0.0 };
        let (at, align) = if layout.labels_outside {
            (Point::new(r.x - castle - size * 0.3, r.center().y), Align::Right)
        } else {
            (Point::new(r.x + size * 0.25, r.y + size * 0.6), Align::Left)
        };
        scene.tag(tag::coordinate(&(rank + 1).to_string()));
        scene.text(at, (rank + 1).to_string(), size, theme.coordinate, align, true);
    }
}

/// The pieces standing on the board (the one in flight and the one being dragged are drawn
/// by `marks`).
fn pieces(game: &Camelot, layout: &CamelotLayout, look: &Look<Camelot>, scene: &mut Scene) {
    let cell = layout.grid.cell;
    let moving = look.motion.as_ref().and_then(|m| m.shape.route.last().copied());
    // A piece being dragged is drawn under the pointer, its square keeping a faded image of
    // it; a piece held on its way along a route stands on its last landing, its square empty.
    let dragged = look.pointer.and(look.held.first().copied());
    let waiting = if look.pointer.is_none() && look.held.len() > 1 { look.held.first().copied() } else { None };
    for sq in game.board().squares() {
        let Some((side, piece)) = game.piece_at(sq) else { continue };
        if moving == Some(sq as u16) || waiting == Some(sq as u16) {
            continue;
        }
        let (file, rank) = (file_of(sq), rank_of(sq));
        let alpha = if dragged == Some(sq as u16) { 0.35 } else { 1.0 };
        scene.tag(format!("{} {} {}", piece_id(piece), side_id(side), square_name(file, rank, true)));
        draw_piece(scene, layout.rect(file, rank).center(), radius(cell), piece, stone(look.theme, side, alpha));
    }
}

pub fn side_id(side: usize) -> &'static str {
    if side == WHITE {
        "white"
    } else {
        "black"
    }
}

pub fn piece_id(piece: Piece) -> &'static str {
    match piece {
        Piece::Man => "man",
        Piece::Knight => "knight",
    }
}
