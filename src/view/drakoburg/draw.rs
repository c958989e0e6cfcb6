//! The scene of a Drakoburg position: the board, the pieces, and what is Drakoburg's own in the
//! marks of play (a new Kopiník's square being chosen, a move being animated: capture,
//! promotion, a new Kopiník, a mated Těžkooděnec fading out); the marks come from
//! `view::marks`.
//!
//! Own tags: `piece <square> <white|black> <letter>`, `castle <square> <colour>`,
//! `pawn-rank <colour> <rank>`, `removing <square>`, `arriving <square>`, `promoting`.

use super::board::{self, center_of, colour_id};
use super::layout::DrakoburgLayout;
use super::piece::{draw_morph, draw_piece, PieceStyle};
use super::square_of;
use super::words;
use crate::game::Game;
use crate::games::drakoburg::{square_name, Drakoburg, Piece, Square, BLACK, WHITE};
use crate::view::board::{Look, Motion};
use crate::view::gesture::Spot;
use crate::view::marks::flight::{ease, fading, smooth};
use crate::view::marks::{Form, Lit, Marks, PieceArt, Target};
use crate::view::scene::{Paint, Point, Rect, Scene};
use crate::view::theme::Theme;

fn tagged_piece(scene: &mut Scene, what: &str, sq: Square, colour: usize, piece: Piece) {
    scene.tag(format!("{what} {} {} {}", square_name(sq), colour_id(colour), piece.letter()));
}

/// A piece as the marks draw it (lifted, waiting, in flight, as a ghost).
fn art<'p>(what: String, cell: f32, draw: &'p dyn Fn(&mut Scene, Point, f32, f32)) -> PieceArt<'p> {
    PieceArt { what, form: Form::Round, half: cell * 0.42, draw }
}

fn painter(theme: &Theme, cell: f32, colour: usize, piece: Piece) -> impl Fn(&mut Scene, Point, f32, f32) + '_ {
    move |s: &mut Scene, p: Point, k: f32, a: f32| draw_piece(s, p, cell * k, piece, &PieceStyle::of(theme, colour, a))
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
    let marks = Marks::new(game, layout, look, cell).on(&board::band_squares(theme));
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 0.0, Paint::fill(theme.background));
    board::board(scene, grid, theme, look.coordinates);

    let motion = look.motion.as_ref();
    if let Some(last) = look.last {
        marks.last(scene, &last.route);
    }
    let held = held(game, look);
    marks.held(scene);
    if motion.is_none() && look.last.is_some() {
        for sq in game.removed_by_last_move() {
            marks.removed(scene, sq as Spot);
        }
    }
    // Ts in check glow under their tokens.
    for colour in [WHITE, BLACK] {
        for sq in game.knights_in_check(colour) {
            marks.check(scene, sq as Spot, 1.0);
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
        // While the new Kopiník's square is chosen, the mover stands where it landed (over the
        // piece it takes) and its square is left empty.
        if held.landed.is_some_and(|(to, _, _)| sq == to) || (held.landed.is_some() && Some(sq) == held.from) {
            continue;
        }
        let alpha = if dragged == Some(sq) { 0.35 } else { 1.0 };
        tagged_piece(scene, "piece", sq, colour, piece);
        draw_piece(scene, c, cell, piece, &PieceStyle::of(theme, colour, alpha));
    }

    // Lit targets: dots, rings round what would be captured, and ghost Kopiníks where a new
    // one may go.
    let me = game.to_move();
    let kopinik = painter(theme, cell, me, Piece::Kopinik);
    let targets: Vec<Target> = look
        .targets
        .iter()
        .filter_map(|&s| {
            let sq = square_of(s)?;
            let taken = !held.choosing && game.piece_at(sq).is_some();
            Some(Target::new(s, if taken { Lit::Capture } else { Lit::Move }, taken || held.choosing))
        })
        .collect();
    let ghost = held.choosing.then(|| art("P".into(), cell, &kopinik));
    marks.targets(scene, &targets, ghost.as_ref());
    marks.route(scene);
    if let Some((_, colour, piece)) = held.landed {
        let paint = painter(theme, cell, colour, piece);
        marks.waiting(scene, &art(format!("{} {}", colour_id(colour), piece.letter()), cell, &paint));
    }

    if let Some(m) = motion {
        animate(game, layout, &marks, m, scene);
    }

    // A hinted reinforcement shows its new Kopiník; the arrow is the move.
    let hint_ghost = look.hint.filter(|h| h.route.len() > 2).map(|_| art("P".into(), cell, &kopinik));
    marks.hint(scene, 2, hint_ghost.as_ref());
    marks.cursor(scene);
    caption(game, layout, &marks, held.choosing, scene);

    // The dragged piece follows the pointer, a little lifted: while choosing, the new Kopiník.
    if let Some(from) = held.from {
        let lifted = match (held.choosing, game.piece_at(from)) {
            (true, Some((colour, _))) => Some((colour, Piece::Kopinik)),
            (_, lifted) => lifted,
        };
        if let Some((colour, piece)) = lifted {
            let paint = painter(theme, cell, colour, piece);
            marks.lifted(scene, &art(piece.letter().to_string(), cell, &paint), 1.12);
        }
    }
    marks.result(scene, layout.caption);
}

/// The prompt under the board: the reinforcement square to choose, or a check.
fn caption(game: &Drakoburg, layout: &DrakoburgLayout, marks: &Marks, choosing: bool, scene: &mut Scene) {
    let look = marks.look;
    if look.moving || game.outcome().is_some() {
        return;
    }
    let theme = look.theme;
    let me = game.to_move();
    if choosing && !look.targets.is_empty() {
        let rank = Drakoburg::pawn_start_rank(me).to_string();
        let text = words::CHOOSE_CAPTION.fill(look.lang, &[rank]);
        board::caption(scene, layout.caption, &text, theme, Some(marks.inks.target));
    } else if let Some(&sq) = game.knights_in_check(me).first() {
        let text = words::CHECK_CAPTION.fill(look.lang, &[square_name(sq)]);
        board::caption(scene, layout.caption, &text, theme, Some(marks.inks.check));
    }
}

/// The move being animated: the mover flies (turning into its new piece on promotion), what it
/// takes fades out, a new Kopiník fades in, and a mated Těžkooděnec glows and fades away.
fn animate(game: &Drakoburg, layout: &DrakoburgLayout, marks: &Marks, m: &Motion<Drakoburg>, scene: &mut Scene) {
    let theme = marks.look.theme;
    let grid = &layout.grid;
    let cell = grid.cell;
    let route: Vec<Square> = m.shape.route.iter().filter_map(|&s| square_of(s)).collect();
    let (Some(&from), Some(&to)) = (route.first(), route.get(1)) else { return };
    let t = m.t;
    for sq in game.removed_by_last_move() {
        if let Some((colour, piece)) = m.before.piece_at(sq) {
            let fade = 1.0 - smooth(t, 0.3, 1.0);
            let c = center_of(grid, sq);
            marks.check(scene, sq as Spot, fade);
            scene.tag(format!("removing {}", square_name(sq)));
            draw_piece(scene, c, cell * (0.8 + 0.2 * fade), piece, &PieceStyle::of(theme, colour, fade));
        }
    }
    if let Some((colour, piece)) = m.before.piece_at(to) {
        draw_piece(scene, center_of(grid, to), cell, piece, &PieceStyle::of(theme, colour, fading(t)));
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
    // The flight takes the first 70% of the time; a promotion finishes after it lands.
    let at = center_of(grid, from).lerp(center_of(grid, to), ease(t / 0.7));
    if after == before {
        let paint = painter(theme, cell, colour, before);
        marks.flying(scene, &art(before.letter().to_string(), cell, &paint), at, 1.0);
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
