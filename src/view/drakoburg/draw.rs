//! The scene of a Drakoburg position: the board and its marks, the pieces, and the marks of
//! play (selection, lit targets, a reinforcement being chosen, last move, check, hint, cursor,
//! drag) and of a move being animated (flight, capture, promotion, a new Kopiník, a mated
//! Těžkooděnec fading out).

use super::layout::DrakoburgLayout;
use super::marks::{self, center_of, colour_id, rect_of};
use super::piece::{draw_morph, draw_piece, PieceStyle};
use super::square_of;
use super::words;
use crate::game::Game;
use crate::game::Within;
use crate::games::drakoburg::{square_name, Drakoburg, Piece, Square, BLACK, WHITE};
use crate::view::board::{Look, Motion};
use crate::view::scene::{Paint, Point, Rect, Rgba, Scene};

fn ease(t: f32) -> f32 {
    1.0 - (1.0 - t.within(0.0, 1.0)).powi(3)
}

/// 0 before `from`, 1 after `to`, smooth between.
fn smooth(t: f32, from: f32, to: f32) -> f32 {
    let x = ((t - from) / (to - from)).within(0.0, 1.0);
    x * x * (3.0 - 2.0 * x)
}

fn tagged_piece(scene: &mut Scene, what: &str, sq: Square, colour: usize, piece: Piece) {
    scene.tag(format!("{what} {} {} {}", square_name(sq), colour_id(colour), piece.letter()));
}

/// What the held route shows: the piece lifted from `from`; and while a new Kopiník's square
/// is being chosen (the route has landed on an enemy castle and goes on), the piece standing
/// where it landed.
struct Held {
    from: Option<Square>,
    choosing: bool,
    landed: Option<(Square, usize, Piece)>,
}

fn held(game: &Drakoburg, look: &Look<Drakoburg>) -> Held {
    let from = look.held.first().and_then(|&s| square_of(s));
    // Lit targets continue the held route; while a drag hovers over a plain landing they are
    // the alternatives instead, the hovered square among them.
    let choosing = match look.held {
        [_, .., last] => !look.targets.is_empty() && !look.targets.contains(last),
        _ => false,
    };
    let landed = match look.held {
        [a, b, ..] if choosing => square_of(*a)
            .zip(square_of(*b))
            .and_then(|(a, b)| game.arriving(a, b).map(|(colour, piece)| (b, colour, piece))),
        _ => None,
    };
    Held { from, choosing, landed }
}

pub fn draw(game: &Drakoburg, layout: &DrakoburgLayout, look: &Look<Drakoburg>, scene: &mut Scene) {
    let theme = look.theme;
    let grid = &layout.grid;
    let cell = grid.cell;
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 0.0, Paint::fill(theme.background));
    marks::board(scene, grid, theme, look.coordinates);

    let motion = look.motion.as_ref();
    if let Some(last) = look.last {
        for sq in last.route.iter().filter_map(|&s| square_of(s)) {
            scene.tag(format!("last {}", square_name(sq)));
            scene.rect(rect_of(grid, sq), 0.0, Paint::fill(theme.last_move));
        }
    }
    let held = held(game, look);
    if let Some(from) = held.from {
        scene.tag(format!("held {}", square_name(from)));
        scene.rect(rect_of(grid, from), 0.0, Paint::fill(theme.selected));
    }
    if motion.is_none() && look.last.is_some() {
        for sq in game.removed_by_last_move() {
            scene.tag(format!("removed {}", square_name(sq)));
            marks::removed_mark(scene, center_of(grid, sq), cell, theme);
        }
    }

    // Ts in check glow under their tokens.
    for colour in [WHITE, BLACK] {
        for sq in game.knights_in_check(colour) {
            scene.tag(format!("check {}", square_name(sq)));
            marks::check_glow(scene, center_of(grid, sq), cell, theme, 1.0);
        }
    }

    // The pieces standing still.
    let (moving_to, arriving) = match motion {
        Some(m) => (m.shape.route.get(1).and_then(|&s| square_of(s)), m.shape.route.get(2).and_then(|&s| square_of(s))),
        None => (None, None),
    };
    let dragged = look.pointer.and(held.from).filter(|_| !held.choosing);
    for sq in 0..49u8 {
        let Some((colour, piece)) = game.piece_at(sq) else { continue };
        if Some(sq) == moving_to || Some(sq) == arriving {
            continue;
        }
        let c = center_of(grid, sq);
        if let Some((to, _, _)) = held.landed {
            if sq == to {
                // The piece about to be taken shows faintly under the one that landed.
                draw_piece(scene, c, cell, piece, &PieceStyle::of(theme, colour, 0.3));
                continue;
            }
            if Some(sq) == held.from {
                draw_piece(scene, c, cell, piece, &PieceStyle::of(theme, colour, 0.3));
                continue;
            }
        }
        let alpha = if dragged == Some(sq) { 0.35 } else { 1.0 };
        tagged_piece(scene, "piece", sq, colour, piece);
        draw_piece(scene, c, cell, piece, &PieceStyle::of(theme, colour, alpha));
    }
    if let Some((to, colour, piece)) = held.landed {
        tagged_piece(scene, "landed", to, colour, piece);
        draw_piece(scene, center_of(grid, to), cell, piece, &PieceStyle::of(theme, colour, 1.0));
    }

    // Lit targets: dots, rings round what would be captured, and ghost Kopiníks where a new
    // one may go.
    let choosing = held.choosing;
    for sq in look.targets.iter().filter_map(|&s| square_of(s)) {
        let r = rect_of(grid, sq);
        let name = square_name(sq);
        if choosing {
            scene.tag(format!("ghost {name}"));
            draw_piece(scene, r.center(), cell, Piece::Kopinik, &PieceStyle::of(theme, game.to_move(), 0.5));
            scene.tag(format!("target {name}"));
            scene.circle(r.center(), cell * 0.47, Paint::stroke(theme.target, (cell * 0.045).max(2.0)));
        } else if game.piece_at(sq).is_some() {
            scene.tag(format!("capture {name}"));
            scene.circle(r.center(), cell * 0.46, Paint::stroke(theme.capture, (cell * 0.07).max(3.0)));
        } else {
            scene.tag(format!("target {name}"));
            scene.circle(r.center(), cell * 0.15, Paint::fill(theme.target));
        }
    }

    if let Some(m) = motion {
        animate(game, layout, look, m, scene);
    }

    if let Some(hint) = look.hint {
        let points: Vec<Point> = hint.route.iter().filter_map(|&s| square_of(s)).map(|s| center_of(grid, s)).collect();
        if let [from, to, ..] = points.as_slice() {
            scene.tag("hint");
            scene.arrow(*from, *to, theme.cursor.fade(0.75), (cell * 0.08).max(3.0));
        }
    }
    if let Some(sq) = look.cursor.and_then(square_of) {
        scene.tag(format!("cursor {}", square_name(sq)));
        scene.rect(rect_of(grid, sq).inset(2.0), 6.0, Paint::stroke(theme.cursor, 4.0));
    }

    caption(game, layout, look, choosing, scene);

    // The dragged piece follows the pointer, a little lifted: while choosing, the new Kopiník.
    if let (Some(p), Some(from)) = (look.pointer, held.from) {
        let lifted = match (held.choosing, game.piece_at(from)) {
            (true, Some((colour, _))) => Some((colour, Piece::Kopinik)),
            (_, lifted) => lifted,
        };
        if let Some((colour, piece)) = lifted {
            let size = cell * 1.12;
            scene.circle(Point::new(p.x + 3.0, p.y + 6.0), size * 0.42, Paint::fill(Rgba(0, 0, 0, 45)));
            scene.tag(format!("dragged {}", piece.letter()));
            draw_piece(scene, p, size, piece, &PieceStyle::of(theme, colour, 1.0));
        }
    }
}

/// The prompt under the board: the reinforcement square to choose, or a check.
fn caption(game: &Drakoburg, layout: &DrakoburgLayout, look: &Look<Drakoburg>, choosing: bool, scene: &mut Scene) {
    if look.motion.is_some() || game.outcome().is_some() {
        return;
    }
    let theme = look.theme;
    let me = game.to_move();
    if choosing && !look.targets.is_empty() {
        let rank = Drakoburg::pawn_start_rank(me).to_string();
        let text = words::CHOOSE_CAPTION.fill(look.lang, &[rank]);
        marks::caption(scene, layout.caption, &text, theme, Some(theme.target));
    } else if let Some(&sq) = game.knights_in_check(me).first() {
        let text = words::CHECK_CAPTION.fill(look.lang, &[square_name(sq)]);
        marks::caption(scene, layout.caption, &text, theme, Some(theme.check));
    }
}

/// The move being animated: the mover flies (turning into its new piece on promotion), what it
/// takes fades out, a new Kopiník fades in, and a mated Těžkooděnec glows and fades away.
fn animate(
    game: &Drakoburg,
    layout: &DrakoburgLayout,
    look: &Look<Drakoburg>,
    m: &Motion<Drakoburg>,
    scene: &mut Scene,
) {
    let theme = look.theme;
    let grid = &layout.grid;
    let cell = grid.cell;
    let route: Vec<Square> = m.shape.route.iter().filter_map(|&s| square_of(s)).collect();
    let (Some(&from), Some(&to)) = (route.first(), route.get(1)) else { return };
    let t = m.t;
    for sq in game.removed_by_last_move() {
        if let Some((colour, piece)) = m.before.piece_at(sq) {
            let fade = 1.0 - smooth(t, 0.3, 1.0);
            let c = center_of(grid, sq);
            scene.tag(format!("removing {}", square_name(sq)));
            marks::check_glow(scene, c, cell, theme, fade);
            draw_piece(scene, c, cell * (0.8 + 0.2 * fade), piece, &PieceStyle::of(theme, colour, fade));
        }
    }
    if let Some((colour, piece)) = m.before.piece_at(to) {
        draw_piece(scene, center_of(grid, to), cell, piece, &PieceStyle::of(theme, colour, 1.0 - ease(t)));
    }
    if let Some(&sq) = route.get(2) {
        let k = smooth(t, 0.35, 1.0);
        scene.tag(format!("arriving {}", square_name(sq)));
        draw_piece(
            scene,
            center_of(grid, sq),
            cell * (0.6 + 0.4 * k),
            Piece::Kopinik,
            &PieceStyle::of(theme, m.before.to_move(), k),
        );
    }
    let (Some((colour, before)), Some((_, after))) = (m.before.piece_at(from), game.piece_at(to)) else { return };
    let at = center_of(grid, from).lerp(center_of(grid, to), ease(t / 0.7));
    if after == before {
        scene.tag("flying");
        draw_piece(scene, at, cell, before, &PieceStyle::of(theme, colour, 1.0));
        return;
    }
    let k = smooth(t, 0.5, 1.0);
    scene.tag("promoting");
    scene.circle(
        at,
        cell * (0.44 + 0.16 * k),
        Paint::stroke(theme.last_move.fade(1.0 - k * 0.6), (cell * 0.06).max(2.0)),
    );
    draw_morph(scene, at, cell, (before, after), k, &PieceStyle::of(theme, colour, 1.0));
}
