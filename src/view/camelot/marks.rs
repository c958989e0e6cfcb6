//! Camelot's marks of play, from `view::marks`: what is Camelot's own here is which landings
//! take (a jump's leapt enemy), the pieces a held route would take, what the last move took,
//! and the pieces that must capture or leave their castle.

use super::draw::{piece_id, radius, side_id, stone};
use super::layout::CamelotLayout;
use super::piece::draw_piece;
use crate::game::Game;
use crate::game::Within;
use crate::games::camelot::{file_of, rank_of, Camelot, Move, Square};
use crate::view::board::Motion;
use crate::view::gesture::Spot;
use crate::view::marks::{free_band, tag, Form, Lit, Marks, PieceArt, Target};
use crate::view::scene::{Point, Rect, Scene};

/// The square a leap from `a` to `b` passes over, if it is a leap (two squares in a line).
pub fn leapt(a: Square, b: Square) -> Option<Square> {
    let (fa, ra, fb, rb) = (file_of(a) as i32, rank_of(a) as i32, file_of(b) as i32, rank_of(b) as i32);
    let (df, dr) = (fb - fa, rb - ra);
    let ok = (df.abs() == 2 || df == 0) && (dr.abs() == 2 || dr == 0) && (df, dr) != (0, 0);
    ok.then(|| crate::games::camelot::square(((fa + fb) / 2) as usize, ((ra + rb) / 2) as usize)).flatten()
}

/// Draws a Camelot piece for the marks (lifted, waiting, in flight).
fn art<'p>(
    what: (usize, crate::games::camelot::Piece),
    cell: f32,
    draw: &'p dyn Fn(&mut Scene, Point, f32, f32),
) -> PieceArt<'p> {
    PieceArt { what: format!("{} {}", piece_id(what.1), side_id(what.0)), form: Form::Round, half: radius(cell), draw }
}

/// Marks under the pieces: the squares of the last move and of the held piece, and the pieces
/// that must capture or leave their castle.
pub fn under(game: &Camelot, marks: &Marks, scene: &mut Scene) {
    let look = marks.look;
    if let Some(last) = look.last {
        marks.last(scene, &last.route);
    }
    marks.held(scene);
    if game.outcome().is_some() || look.moving {
        return;
    }
    let (leave, must_capture) = game.duty_now();
    if let Some(sq) = leave {
        marks.duty(scene, tag::MUST_LEAVE, sq as Spot);
    } else if must_capture {
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        for sq in crate::game::sorted::sorted_unique(moves.iter().map(|m| m.from())) {
            marks.duty(scene, tag::MUST_CAPTURE, sq as Spot);
        }
    }
}

/// Marks over the pieces.
pub fn over(
    game: &Camelot,
    layout: &CamelotLayout,
    motion: Option<&Motion<Camelot>>,
    marks: &Marks,
    scene: &mut Scene,
) {
    let look = marks.look;
    if let Some(m) = motion {
        flight(game, layout, marks, m, scene);
    } else if let Some(last) = look.last.filter(|_| look.held.len() < 2 && look.pointer.is_none()) {
        // What the last move took, and its route.
        for pair in last.route.windows(2) {
            let Some(over) = leapt(pair[0] as Square, pair[1] as Square) else { continue };
            if game.piece_at(over).is_none() {
                marks.cross(scene, tag::TAKEN, over as Spot);
            }
        }
        marks.last_route(scene);
    }
    held(game, marks, scene);
    marks.hint(scene, usize::MAX, None);
    marks.cursor(scene);
    let cell = layout.grid.cell;
    if let Some((side, piece)) = look.held.first().and_then(|&s| game.piece_at(s as Square)) {
        let paint = |s: &mut Scene, p: Point, k: f32, a: f32| {
            draw_piece(s, p, radius(cell) * k, piece, stone(look.theme, side, a))
        };
        let art = art((side, piece), cell, &paint);
        if look.pointer.is_none() {
            marks.waiting(scene, &art);
        }
        marks.lifted(scene, &art, 1.15);
    }
    if look.result.is_some() {
        let g = layout.grid.bounds();
        let (left, bottom) = if layout.labels_outside { (layout.label * 1.5, layout.label * 1.4) } else { (0.0, 0.0) };
        let content = Rect::new(g.x - left, g.y - layout.merlon, g.w + left, g.h + 2.0 * layout.merlon + bottom);
        // Without room round the board, in the corner of the top row left of the castle (its
        // rank has only the castle's two squares), clear of the rank number.
        let band = free_band(scene, content, 30.0).unwrap_or_else(|| {
            let board = layout.board;
            let top_rank = if layout.grid.flipped { 0 } else { board.ranks() - 1 };
            let castle = (0..2)
                .flat_map(|side| board.castle_of(side).iter().copied())
                .filter(|&sq| rank_of(sq) == top_rank)
                .map(|sq| layout.rect(file_of(sq), top_rank).x)
                .fold(g.x + g.w, f32::min);
            let right = castle - layout.merlon - if layout.labels_outside { layout.label * 1.6 } else { 2.0 };
            let top = (g.y - layout.merlon).max(1.0);
            Rect::new(g.x, top, (right - g.x).max(20.0), g.y + layout.grid.cell - 3.0 - top)
        });
        marks.result(scene, band);
    }
}

/// The route held so far, the pieces it would take, the landings that continue it, and its
/// end marked done when it may stop there.
fn held(game: &Camelot, marks: &Marks, scene: &mut Scene) {
    let look = marks.look;
    let route: Vec<Square> = look.held.iter().map(|&s| s as Square).collect();
    let taken = Move::new(&route).map(|m| game.captures(m)).unwrap_or_default();
    // Trees being chosen are no route (`water` draws them).
    if game.planting().is_none() {
        marks.route(scene);
    }
    for &sq in &taken {
        marks.cross(scene, tag::TO_TAKE, sq as Spot);
    }
    let Some(&end) = route.last() else { return };
    let me = game.to_move();
    let targets: Vec<Target> = look
        .targets
        .iter()
        .map(|&spot| {
            let over = leapt(end, spot as Square);
            let jump = over.filter(|o| !taken.contains(o)).and_then(|o| game.piece_at(o)).is_some_and(|p| p.0 != me);
            Target::new(spot, if jump { Lit::Capture } else { Lit::Move }, false)
        })
        .collect();
    marks.targets(scene, &targets, None);
    marks.done(scene);
}

/// The moving piece along its route, and the pieces it takes fading as it passes them.
fn flight(game: &Camelot, layout: &CamelotLayout, marks: &Marks, m: &Motion<Camelot>, scene: &mut Scene) {
    let cell = layout.grid.cell;
    let theme = marks.look.theme;
    let route = &m.shape.route;
    let (at, along) = marks.flight(route, m.t);
    for (i, pair) in route.windows(2).enumerate() {
        let Some(over) = leapt(pair[0] as Square, pair[1] as Square) else { continue };
        if game.piece_at(over).is_some() {
            continue; // a canter: the piece leapt stays
        }
        if let (Some((side, piece)), Some(o)) = (m.before.piece_at(over), marks.outline(over as Spot)) {
            let fade = (1.0 - (along - i as f32 - 0.5) * 2.0).within(0.0, 1.0);
            if fade > 0.0 {
                draw_piece(scene, o.center(), radius(cell), piece, stone(theme, side, fade));
            }
        }
    }
    let Some((side, piece)) = route.first().and_then(|&s| m.before.piece_at(s as Square)) else { return };
    let paint =
        |s: &mut Scene, p: Point, k: f32, a: f32| draw_piece(s, p, radius(cell) * k, piece, stone(theme, side, a));
    marks.flying(scene, &art((side, piece), cell, &paint), at, 1.06);
}
