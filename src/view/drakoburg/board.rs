//! The board under the pieces: squares, pawn start ranks, castles, coordinates; and the
//! caption line under it.

use super::layout::SIZE;
use super::piece::PieceStyle;
use crate::game::Within;
use crate::games::drakoburg::{Drakoburg, Square, BLACK, WHITE};
use crate::view::geometry::SquareGrid;
use crate::view::marks::contrast;
use crate::view::marks::tag;
use crate::view::scene::{Align, Paint, Point, Rect, Rgba, Scene};
use crate::view::theme::Theme;

pub fn rect_of(grid: &SquareGrid, sq: Square) -> Rect {
    grid.square_rect(sq as usize % SIZE, sq as usize / SIZE)
}

pub fn center_of(grid: &SquareGrid, sq: Square) -> Point {
    rect_of(grid, sq).center()
}

pub fn colour_id(colour: usize) -> &'static str {
    if colour == WHITE {
        "white"
    } else {
        "black"
    }
}

/// A small crenellated outline in a square's top-right corner: a castle of `colour`; `scale`
/// 1 on the board, larger on small diagrams.
pub fn battlement(scene: &mut Scene, r: Rect, style: &PieceStyle, scale: f32) {
    let (w, h) = (r.w * 0.24 * scale, r.h * 0.15 * scale);
    let m = r.w * 0.045;
    let (x, y) = (r.x + r.w - m - w, r.y + m);
    let notch = y + h * 0.4;
    let points = vec![
        Point::new(x, y + h),
        Point::new(x + w, y + h),
        Point::new(x + w, y),
        Point::new(x + w * 0.8, y),
        Point::new(x + w * 0.8, notch),
        Point::new(x + w * 0.6, notch),
        Point::new(x + w * 0.6, y),
        Point::new(x + w * 0.4, y),
        Point::new(x + w * 0.4, notch),
        Point::new(x + w * 0.2, notch),
        Point::new(x + w * 0.2, y),
        Point::new(x, y),
    ];
    scene
        .polygon(points, Paint::both(style.fill.fade(style.alpha), style.ink.fade(style.alpha), (r.w * 0.02).max(1.0)));
}

/// Squares, the two pawn start ranks (a faint band in the owner's colour), the castles and the
/// coordinates.
pub fn board(scene: &mut Scene, grid: &SquareGrid, theme: &Theme, coordinates: bool) {
    let cell = grid.cell;
    for rank in 0..SIZE {
        for file in 0..SIZE {
            scene.rect(grid.square_rect(file, rank), 0.0, Paint::fill(plain(theme, file, rank)));
        }
    }
    for colour in [WHITE, BLACK] {
        let rank = Drakoburg::pawn_start_rank(colour).saturating_sub(1).min(SIZE - 1);
        let style = PieceStyle::of(theme, colour, 1.0);
        let a = grid.square_rect(0, rank);
        let b = grid.square_rect(SIZE - 1, rank);
        let band = Rect::new(a.x.min(b.x), a.y, cell * SIZE as f32, cell);
        scene.tag(format!("pawn-rank {} {}", colour_id(colour), rank + 1));
        scene.rect(band, 0.0, Paint::fill(band_tint(theme, colour)));
        // A thin line on the band's edge towards the owner, in the owner's ink made to show on
        // both squares.
        let line = contrast::strong(style.ink, &[theme.light_square, theme.dark_square], 3.0);
        let owner_edge = if (colour == WHITE) != grid.flipped { band.y + band.h - 1.5 } else { band.y + 1.5 };
        scene.line(Point::new(band.x + 2.0, owner_edge), Point::new(band.x + band.w - 2.0, owner_edge), line, 1.0);
    }
    for colour in [WHITE, BLACK] {
        let style = PieceStyle::of(theme, colour, 0.9);
        for sq in Drakoburg::castles(colour) {
            scene.tag(format!("castle {} {}", crate::games::drakoburg::square_name(sq), colour_id(colour)));
            battlement(scene, rect_of(grid, sq), &style, 1.0);
        }
    }
    scene.rect(grid.bounds(), 0.0, Paint::stroke(theme.line, 1.5));
    if coordinates {
        let ink = |file: usize, rank: usize| legible(theme, square_colour(theme, file, rank));
        let size = (cell * 0.15).within(9.0, 16.0);
        let edge = if grid.flipped { SIZE - 1 } else { 0 };
        for i in 0..SIZE {
            let r = grid.square_rect(i, edge);
            let letter = ((b'a' + i as u8) as char).to_string();
            let at = Point::new(r.x + r.w - size * 0.45, r.y + r.h - size * 0.4);
            scene.tag(tag::coordinate(&letter));
            scene.text(at, letter, size, ink(i, edge), Align::Right, true);
            let r = grid.square_rect(edge, i);
            let at = Point::new(r.x + size * 0.35, r.y + size * 0.8);
            scene.tag(tag::coordinate(&(i + 1).to_string()));
            scene.text(at, (i + 1).to_string(), size, ink(edge, i), Align::Left, true);
        }
    }
}

/// The faint band of a side's pawn start rank.
fn band_tint(theme: &Theme, colour: usize) -> Rgba {
    PieceStyle::of(theme, colour, 1.0).fill.fade(0.12)
}

fn plain(theme: &Theme, file: usize, rank: usize) -> Rgba {
    if (file + rank).is_multiple_of(2) {
        theme.dark_square
    } else {
        theme.light_square
    }
}

/// The colour a square shows (its pawn rank band over it).
pub fn square_colour(theme: &Theme, file: usize, rank: usize) -> Rgba {
    let square = plain(theme, file, rank);
    match [WHITE, BLACK].into_iter().find(|&c| Drakoburg::pawn_start_rank(c).saturating_sub(1) == rank) {
        Some(colour) => contrast::over(band_tint(theme, colour), square),
        None => square,
    }
}

/// The colours of the bands' squares, which the marks must also stand out from.
pub fn band_squares(theme: &Theme) -> Vec<Rgba> {
    let squares = [theme.light_square, theme.dark_square];
    [WHITE, BLACK].into_iter().flat_map(|c| squares.map(|s| contrast::over(band_tint(theme, c), s))).collect()
}

/// The theme's coordinate colour if it reads on `square`, else the theme's text or background
/// colour, whichever reads better (the high-contrast theme's white labels on white squares).
pub fn legible(theme: &Theme, square: Rgba) -> Rgba {
    contrast::legible(&[theme.coordinate, theme.text, theme.background], square, 4.5)
}

/// A prompt in the caption line, shrunk to fit.
pub fn caption(scene: &mut Scene, area: Rect, text: &str, theme: &Theme, dot: Option<Rgba>) {
    let chars = text.chars().count().max(1) as f32;
    let size = (area.h * 0.56).min(area.w * 0.92 / (chars * 0.53)).max(8.0);
    let c = Point::new(area.x + area.w / 2.0, area.y + area.h * 0.55);
    scene.tag(tag::CAPTION);
    scene.text(c, text, size, theme.text, Align::Center, true);
    if let Some(colour) = dot {
        let half = chars * size * 0.3;
        scene.circle(Point::new(c.x - half - size * 0.6, c.y), size * 0.3, Paint::fill(colour));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::marks::contrast::contrast;
    use crate::view::theme::ThemeName;

    #[test]
    fn castles_and_pawn_ranks_are_marked() {
        let grid = SquareGrid::fit(Rect::new(0.0, 0.0, 350.0, 350.0), 7, 7, false);
        let mut scene = Scene::new(350.0, 350.0);
        board(&mut scene, &grid, &Theme::get(ThemeName::Light), true);
        let castles = scene.tagged("castle");
        assert_eq!(
            castles,
            [
                "castle a1 white",
                "castle d1 white",
                "castle g1 white",
                "castle a7 black",
                "castle d7 black",
                "castle g7 black"
            ]
        );
        assert_eq!(scene.tagged("pawn-rank"), ["pawn-rank white 2", "pawn-rank black 6"]);
    }

    #[test]
    fn coordinates_read_on_every_square_in_every_theme() {
        for name in ThemeName::ALL {
            let theme = Theme::get(name);
            for square in [theme.light_square, theme.dark_square] {
                assert!(contrast(legible(&theme, square), square) >= 4.5, "{name:?}");
            }
        }
        let contrast_theme = Theme::get(ThemeName::Contrast);
        assert_eq!(legible(&contrast_theme, contrast_theme.light_square), contrast_theme.background);
    }
}
