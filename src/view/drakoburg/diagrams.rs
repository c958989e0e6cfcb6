//! The diagrams of the rules help: each piece on a small empty board with where it can go
//! (from the engine's `piece_moves_on_empty_board`; rides drawn as lines, leaps as rings),
//! promotion by file, and the reinforcement.

use super::board::{battlement, colour_id};
use super::piece::{draw_piece, PieceStyle};
use super::words::short;
use crate::game::Within;
use crate::game::{Lang, Text};
use crate::games::drakoburg::{piece_moves_on_empty_board, square, Drakoburg, Piece, Square, BLACK, PROMOTION, WHITE};
use crate::view::geometry::SquareGrid;
use crate::view::scene::{Align, Paint, Point, Rect, Scene};
use crate::view::theme::Theme;

const N: usize = 7;

/// A small unflipped board at the left of the diagram, with its coordinates.
fn mini_board(scene: &mut Scene, theme: &Theme) -> SquareGrid {
    let cell = ((scene.height - 16.0) / N as f32).floor().max(4.0);
    let grid = SquareGrid { origin: Point::new(16.0, 4.0), cell, files: N, ranks: N, flipped: false };
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 0.0, Paint::fill(theme.background));
    for rank in 0..N {
        for file in 0..N {
            let colour = if (file + rank) % 2 == 0 { theme.dark_square } else { theme.light_square };
            scene.rect(grid.square_rect(file, rank), 0.0, Paint::fill(colour));
        }
    }
    scene.rect(grid.bounds(), 0.0, Paint::stroke(theme.line, 1.0));
    let size = (cell * 0.5).within(8.0, 11.0);
    for i in 0..N {
        let c = grid.center(i, 0);
        let letter = ((b'a' + i as u8) as char).to_string();
        scene.text(
            Point::new(c.x, grid.origin.y + cell * N as f32 + size * 0.75),
            letter,
            size,
            theme.coordinate,
            Align::Center,
            false,
        );
        let c = grid.center(0, i);
        scene.text(
            Point::new(grid.origin.x - size * 0.7, c.y),
            (i + 1).to_string(),
            size,
            theme.coordinate,
            Align::Center,
            false,
        );
    }
    grid
}

fn at(grid: &SquareGrid, sq: Square) -> Point {
    grid.center(sq as usize % N, sq as usize / N)
}

fn offset(sq: Square, (df, dr): (i32, i32)) -> Option<Square> {
    let (f, r) = (sq as i32 % N as i32 + df, sq as i32 / N as i32 + dr);
    (0..N as i32).contains(&f).then_some(())?;
    (0..N as i32).contains(&r).then(|| square(f as usize, r as usize))
}

const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

/// The squares of `targets` from `start` on along `dir`, while they are targets.
fn ray(targets: &[Square], start: Square, dir: (i32, i32)) -> Vec<Square> {
    let mut out = Vec::new();
    let mut sq = start;
    while let Some(next) = offset(sq, dir).filter(|s| targets.contains(s)) {
        out.push(next);
        sq = next;
    }
    out
}

/// The paths of the rides of `piece` from `sq` that the engine's targets confirm: straight or
/// diagonal rides, and the bent rides of the Panoš and the Turkopol (a step, then outward).
fn rides(piece: Piece, sq: Square, targets: &[Square]) -> Vec<Vec<Square>> {
    let mut paths = Vec::new();
    let straight = |dirs: [(i32, i32); 4], paths: &mut Vec<Vec<Square>>| {
        for d in dirs {
            let r = ray(targets, sq, d);
            if r.len() > 1 {
                paths.push([vec![sq], r].concat());
            }
        }
    };
    match piece {
        Piece::Lukostrelec => straight(DIAGONAL, &mut paths),
        Piece::Zbrojnos => straight(ORTHOGONAL, &mut paths),
        Piece::Panos | Piece::Turkopol => {
            let steps = if piece == Piece::Panos { ORTHOGONAL } else { DIAGONAL };
            for (dx, dy) in steps {
                let Some(step) = offset(sq, (dx, dy)).filter(|s| targets.contains(s)) else { continue };
                let outward =
                    if piece == Piece::Panos { [(dx + dy, dy + dx), (dx - dy, dy - dx)] } else { [(dx, 0), (0, dy)] };
                for e in outward {
                    let r = ray(targets, step, e);
                    if !r.is_empty() {
                        paths.push([vec![sq, step], r].concat());
                    }
                }
            }
        }
        _ => {}
    }
    paths
}

/// Whether reaching `to` from `from` is a leap over what stands between: the Těžkooděnec's two
/// squares, the knight's leap of the Panoš and the Turkopol.
fn is_leap(piece: Piece, from: Square, to: Square) -> bool {
    let (df, dr) = ((to % 7) as i32 - (from % 7) as i32, (to / 7) as i32 - (from / 7) as i32);
    let (a, b) = (df.abs().min(dr.abs()), df.abs().max(dr.abs()));
    match piece {
        Piece::Tezkoodenec => b == 2,
        Piece::Panos | Piece::Turkopol => (a, b) == (1, 2),
        _ => false,
    }
}

const STEP_OR_RIDE: Text = crate::text!("step or ride", "krok nebo jízda");
const FORWARD: Text = crate::text!("moves and takes", "tah i braní");
const LEAP: Text = crate::text!("leap over pieces", "skok přes kameny");
const VALUE: Text = crate::text!("{0} · value {1}", "{0} · hodnota {1}");
const PRICELESS: Text = crate::text!("{0} · the king", "{0} · král");

/// The English gloss of a piece's name (`pikeman`), empty in Czech.
fn gloss(piece: Piece, lang: Lang) -> &'static str {
    match lang {
        Lang::Cs => "",
        Lang::En => {
            let name = piece.name().get(Lang::En);
            name.split_once('(').map_or("", |(_, rest)| rest.trim_end_matches(')'))
        }
    }
}

/// A piece on d4 (a Kopiník on d3) and where it can go.
pub fn piece(scene: &mut Scene, theme: &Theme, lang: Lang, piece: Piece) {
    let grid = mini_board(scene, theme);
    let cell = grid.cell;
    let sq = if piece == Piece::Kopinik { square(3, 2) } else { square(3, 3) };
    let targets = piece_moves_on_empty_board(piece, WHITE, sq);
    let (ride, leap) = (theme.target, theme.cursor);
    for path in rides(piece, sq, &targets) {
        for pair in path.windows(2) {
            scene.line(at(&grid, pair[0]), at(&grid, pair[1]), ride.fade(0.8), (cell * 0.12).max(2.0));
        }
    }
    for &t in &targets {
        scene.tag(format!("reach {}", crate::games::drakoburg::square_name(t)));
        if is_leap(piece, sq, t) {
            scene.circle(at(&grid, t), cell * 0.3, Paint::stroke(leap, (cell * 0.1).max(2.0)));
        } else {
            scene.circle(at(&grid, t), cell * 0.2, Paint::fill(ride));
        }
    }
    draw_piece(scene, at(&grid, sq), cell * 1.05, piece, &PieceStyle::of(theme, WHITE, 1.0));

    // Beside the board: the piece large, its name, letter and value, and the legend.
    let x = grid.origin.x + cell * N as f32 + 10.0;
    let mid = x + (scene.width - x) / 2.0;
    let big = (scene.height * 0.36).min(scene.width - x);
    draw_piece(scene, Point::new(mid, big * 0.55), big, piece, &PieceStyle::of(theme, WHITE, 1.0));
    let mut y = big * 1.1 + 8.0;
    scene.text(Point::new(mid, y), short(piece), 13.0, theme.text, Align::Center, true);
    let g = gloss(piece, lang);
    if !g.is_empty() {
        y += 14.0;
        scene.text(Point::new(mid, y), g, 11.0, theme.text, Align::Center, false);
    }
    y += 15.0;
    let letter = piece.letter().to_string();
    let line = if piece == Piece::Tezkoodenec {
        PRICELESS.fill(lang, &[letter])
    } else {
        VALUE.fill(lang, &[letter, piece.value().to_string()])
    };
    scene.text(Point::new(mid, y), line, 11.0, theme.text, Align::Center, false);
    y += 17.0;
    let first = if piece == Piece::Kopinik { &FORWARD } else { &STEP_OR_RIDE };
    scene.circle(Point::new(x + 6.0, y), 4.0, Paint::fill(ride));
    scene.text(Point::new(x + 15.0, y), first.get(lang), 10.5, theme.text, Align::Left, false);
    if matches!(piece, Piece::Panos | Piece::Turkopol | Piece::Tezkoodenec) {
        y += 15.0;
        scene.circle(Point::new(x + 6.0, y), 4.5, Paint::stroke(leap, 2.0));
        scene.text(Point::new(x + 15.0, y), LEAP.get(lang), 10.5, theme.text, Align::Left, false);
    }
}

/// What a Kopiník becomes on each file.
pub fn promotion(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 0.0, Paint::fill(theme.background));
    let w = ((scene.width - 8.0) / N as f32).floor();
    let x0 = (scene.width - w * N as f32) / 2.0;
    let size = (w * 0.95).min(scene.height * 0.3);
    for (file, &becomes) in PROMOTION.iter().enumerate() {
        let cx = x0 + w * (file as f32 + 0.5);
        let colour = if file % 2 == 0 { theme.dark_square } else { theme.light_square };
        scene.rect(Rect::new(x0 + w * file as f32, 4.0, w, scene.height - 24.0), 0.0, Paint::fill(colour));
        draw_piece(scene, Point::new(cx, 6.0 + size * 0.55), size, Piece::Kopinik, &PieceStyle::of(theme, WHITE, 1.0));
        let (top, bottom) = (8.0 + size * 1.05, scene.height - 30.0 - size * 1.05);
        scene.arrow(Point::new(cx, top), Point::new(cx, bottom.max(top + 6.0)), theme.target, 2.5);
        scene.tag(format!("promotes {} {}", (b'a' + file as u8) as char, becomes.letter()));
        draw_piece(
            scene,
            Point::new(cx, scene.height - 26.0 - size * 0.5),
            size,
            becomes,
            &PieceStyle::of(theme, WHITE, 1.0),
        );
        let letter = ((b'a' + file as u8) as char).to_string();
        scene.text(Point::new(cx, scene.height - 10.0), letter, 12.0, theme.coordinate, Align::Center, true);
    }
}

const REINFORCE_LINES: Text = crate::text!(
    "Z takes on a7,\na Black castle:\na new Kopiník\ngoes on a free\nsquare of rank 2.",
    "Z bere na a7,\nna černém hradu:\nnový Kopiník\npřijde na volné\npole řady 2."
);

/// A Zbrojnoš taking on a Black castle, and the squares where the new Kopiník may go.
pub fn reinforcement(scene: &mut Scene, theme: &Theme, lang: Lang) {
    let grid = mini_board(scene, theme);
    let cell = grid.cell;
    let band = grid.square_rect(0, 1);
    scene.rect(Rect::new(band.x, band.y, cell * N as f32, cell), 0.0, Paint::fill(theme.white.0.fade(0.25)));
    for colour in [WHITE, BLACK] {
        for sq in Drakoburg::castles(colour) {
            scene.tag(format!("castle {} {}", crate::games::drakoburg::square_name(sq), colour_id(colour)));
            battlement(
                scene,
                grid.square_rect(sq as usize % N, sq as usize / N),
                &PieceStyle::of(theme, colour, 1.0),
                1.7,
            );
        }
    }
    let white = PieceStyle::of(theme, WHITE, 1.0);
    for file in [1, 3, 5, 6] {
        draw_piece(scene, grid.center(file, 1), cell, Piece::Kopinik, &white);
    }
    for file in [0, 2, 4] {
        scene.tag(format!("ghost {}", crate::games::drakoburg::square_name(square(file, 1))));
        draw_piece(scene, grid.center(file, 1), cell, Piece::Kopinik, &white.faded(0.45));
        scene.circle(grid.center(file, 1), cell * 0.47, Paint::stroke(theme.target, 1.5));
    }
    draw_piece(scene, grid.center(0, 6), cell, Piece::Zbrojnos, &PieceStyle::of(theme, BLACK, 1.0));
    scene.circle(grid.center(0, 6), cell * 0.46, Paint::stroke(theme.capture, 2.0));
    draw_piece(scene, grid.center(0, 3), cell, Piece::Zbrojnos, &white);
    scene.arrow(grid.center(0, 3), grid.center(0, 5), theme.target, 2.5);
    let x = grid.origin.x + cell * N as f32 + 12.0;
    for (i, line) in REINFORCE_LINES.get(lang).lines().enumerate() {
        scene.text(Point::new(x, 22.0 + i as f32 * 17.0), line, 12.0, theme.text, Align::Left, i == 0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::theme::ThemeName;

    fn reached(p: Piece) -> Vec<String> {
        let mut scene = Scene::new(280.0, 150.0);
        piece(&mut scene, &Theme::get(ThemeName::Light), Lang::En, p);
        let mut tags: Vec<String> = scene.tagged("reach").iter().map(|t| t[6..].to_string()).collect();
        tags.sort();
        tags
    }

    #[test]
    fn the_kopinik_goes_forward_only() {
        assert_eq!(reached(Piece::Kopinik), ["c4", "d4", "e4"]);
    }

    #[test]
    fn the_panos_rides_bent_outward_and_leaps() {
        let sq = square(3, 3);
        let targets = piece_moves_on_empty_board(Piece::Panos, WHITE, sq);
        let paths = rides(Piece::Panos, sq, &targets);
        let names = |p: &Vec<Square>| p.iter().map(|&s| crate::games::drakoburg::square_name(s)).collect::<Vec<_>>();
        assert!(paths.iter().any(|p| names(p) == ["d4", "d5", "e6", "f7"]), "{paths:?}");
        assert!(paths.iter().any(|p| names(p) == ["d4", "d5", "c6", "b7"]));
        assert!(is_leap(Piece::Panos, sq, square(5, 4)) && !is_leap(Piece::Panos, sq, square(4, 4)));
        assert_eq!(paths.len(), 8);
    }

    #[test]
    fn the_turkopol_rides_straight_after_a_diagonal_step() {
        let sq = square(3, 3);
        let targets = piece_moves_on_empty_board(Piece::Turkopol, WHITE, sq);
        let paths = rides(Piece::Turkopol, sq, &targets);
        assert!(paths.contains(&vec![sq, square(4, 4), square(4, 5), square(4, 6)]), "{paths:?}");
        assert!(paths.contains(&vec![sq, square(4, 4), square(5, 4), square(6, 4)]));
    }

    #[test]
    fn every_diagram_draws_in_both_languages() {
        for lang in [Lang::En, Lang::Cs] {
            for p in Piece::ALL {
                let mut scene = Scene::new(280.0, 150.0);
                piece(&mut scene, &Theme::get(ThemeName::Dark), lang, p);
                assert!(!scene.tagged("reach").is_empty());
            }
            let mut scene = Scene::new(280.0, 150.0);
            promotion(&mut scene, &Theme::get(ThemeName::Contrast), lang);
            assert_eq!(
                scene.tagged("promotes"),
                [
                    "promotes a Z",
                    "promotes b S",
                    "promotes c S",
                    "promotes d T",
                    "promotes e A",
                    "promotes f A",
                    "promotes g U"
                ]
            );
            let mut scene = Scene::new(280.0, 150.0);
            reinforcement(&mut scene, &Theme::get(ThemeName::Light), lang);
            assert_eq!(scene.tagged("ghost"), ["ghost a2", "ghost c2", "ghost e2"]);
        }
    }
}
