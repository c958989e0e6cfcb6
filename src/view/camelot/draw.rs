//! The scene of a Camelot position: the board with its staircase outline and crenellated
//! castles, the coordinates, the pieces, then the marks of play (`marks`).

use super::layout::{file_span, span, CamelotLayout, FILES, RANKS};
use super::marks;
use super::piece::{draw_piece, Stone};
use crate::game::square::square_name;
use crate::games::camelot::{square, Camelot, Piece, WHITE};
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
pub fn square_fill(theme: &Theme, file: usize, rank: usize) -> Rgba {
    let base = if (file + rank).is_multiple_of(2) { theme.dark_square } else { theme.light_square };
    match castle_side(file, rank) {
        Some(side) => base.mix(stone(theme, side, 1.0).fill, 0.5),
        None => base,
    }
}

/// The owner of a castle square.
pub fn castle_side(file: usize, rank: usize) -> Option<usize> {
    match (file, rank) {
        (5 | 6, 0) => Some(WHITE),
        (5 | 6, 15) => Some(1 - WHITE),
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
    let castles: Vec<Rgba> = [(5, 0), (6, 0), (5, 15), (6, 15)].map(|(f, r)| square_fill(theme, f, r)).to_vec();
    let marks = Marks::new(game, layout, look, layout.grid.cell).on(&castles);
    marks::under(game, &marks, scene);
    pieces(game, layout, look, scene);
    marks::over(game, layout, look.motion.as_ref(), &marks, scene);
}

/// The frame, the squares and the two castles.
pub fn board(scene: &mut Scene, layout: &CamelotLayout, theme: &Theme) {
    let cell = layout.grid.cell;
    let outline = layout.outline();
    let frame = (cell * 0.09).max(2.0);
    scene.tag("board");
    scene.polygon(outline.clone(), Paint::both(theme.line, theme.line, frame * 2.0));
    for rank in 0..RANKS {
        let (lo, hi) = span(rank);
        for file in lo..=hi {
            scene.rect(layout.rect(file, rank), 0.0, Paint::fill(square_fill(theme, file, rank)));
        }
    }
    scene.polygon(outline, Paint::stroke(theme.coordinate.fade(0.55), 1.0));
    for rank in [0, RANKS - 1] {
        castle(scene, layout, theme, rank);
    }
}

/// A castle: its squares with battlements standing out of the board on three sides, in the
/// owner's colours, and a gate on the line between its squares.
pub fn castle(scene: &mut Scene, layout: &CamelotLayout, theme: &Theme, rank: usize) {
    let Some(side) = castle_side(5, rank) else { return };
    let s = stone(theme, side, 1.0);
    let (a, b) = (layout.rect(5, rank), layout.rect(6, rank));
    let r = Rect::new(a.x.min(b.x), a.y, a.w + b.w, a.h);
    let board_mid = layout.grid.bounds().center().y;
    let out = if r.center().y > board_mid { 1.0 } else { -1.0 };
    let (inner, outer) = if out > 0.0 { (r.y, r.y + r.h) } else { (r.y + r.h, r.y) };
    let (left, right) = (r.x, r.x + r.w);
    let depth = layout.merlon;
    // Three crenellated sides joined by square corner towers.
    let mut wall = vec![Point::new(left, inner)];
    wall.extend(crenellate(Point::new(left, inner), Point::new(left, outer), (-1.0, 0.0), depth, 3));
    wall.push(Point::new(left - depth, outer + out * depth));
    wall.extend(crenellate(Point::new(left, outer), Point::new(right, outer), (0.0, out), depth, 5));
    wall.push(Point::new(right + depth, outer + out * depth));
    wall.extend(crenellate(Point::new(right, outer), Point::new(right, inner), (1.0, 0.0), depth, 3));
    wall.push(Point::new(right, inner));
    let line = (r.h * 0.035).max(1.0);
    scene.tag(format!("castle {}", if side == WHITE { "white" } else { "black" }));
    scene.polygon(wall, Paint::both(s.fill, s.ink, line));
    for (file, sq) in [(5, a), (6, b)] {
        scene.rect(sq, 0.0, Paint::fill(square_fill(theme, file, rank)));
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
    let g = &layout.grid;
    let size = layout.label;
    let flipped = g.flipped;
    // File letters in a row under the whole board (under the castle's battlements).
    let bottom = g.bounds().y + g.bounds().h;
    for file in 0..FILES {
        let (low, high) = file_span(file);
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
    for rank in 0..RANKS {
        let (lo, hi) = span(rank);
        let r = layout.rect(if flipped { hi } else { lo }, rank);
        let castle = if matches!(rank, 0 | 15) { layout.merlon } else { 0.0 };
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
    for rank in 0..RANKS {
        let (lo, hi) = span(rank);
        for file in lo..=hi {
            let Some(sq) = square(file, rank) else { continue };
            let Some((side, piece)) = game.piece_at(sq) else { continue };
            if moving == Some(sq as u16) || waiting == Some(sq as u16) {
                continue;
            }
            let alpha = if dragged == Some(sq as u16) { 0.35 } else { 1.0 };
            scene.tag(format!("{} {} {}", piece_id(piece), side_id(side), square_name(file, rank, true)));
            draw_piece(scene, layout.rect(file, rank).center(), radius(cell), piece, stone(look.theme, side, alpha));
        }
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
