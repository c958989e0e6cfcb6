//! The diagrams of the rules help, drawn with the board's own renderer: the whole board, the
//! pieces, a canter chain, a jump chain, a Knight's charge and a castle, each on a fragment
//! of the board with the route as arrows.

use super::draw::{castle, castle_side, radius, square_fill, stone};
use super::layout::{layout, span, CamelotLayout, RANKS};
use super::piece::draw_piece;
use crate::game::{Game, Lang, Text};
use crate::games::camelot::{Camelot, Options, Piece, BLACK, WHITE};
use crate::view::geometry::SquareGrid;
use crate::view::marks::{edge, route_arrows};
use crate::view::scene::{Align, Paint, Point, Rect, Scene};
use crate::view::theme::Theme;

/// A piece on a fragment: file and rank (zero-based), side, kind.
type Placed = (usize, usize, usize, Piece);

/// A part of the board: files `files.0..=files.1`, ranks `ranks.0..=ranks.1`, as large as fits.
struct Fragment {
    layout: CamelotLayout,
    files: (usize, usize),
    ranks: (usize, usize),
}

impl Fragment {
    fn new(scene: &Scene, files: (usize, usize), ranks: (usize, usize), room: f32) -> Fragment {
        let (nf, nr) = ((files.1 - files.0 + 1) as f32, (ranks.1 - ranks.0 + 1) as f32);
        let cell = ((scene.width - 8.0) / nf).min((scene.height - 8.0 - 2.0 * room) / nr).floor();
        let left = ((scene.width - nf * cell) / 2.0).round();
        let top = ((scene.height - nr * cell) / 2.0).round();
        let origin = Point::new(left - files.0 as f32 * cell, top - (RANKS - 1 - ranks.1) as f32 * cell);
        let grid = SquareGrid { origin, cell, files: 12, ranks: RANKS, flipped: false };
        let layout = CamelotLayout { grid, labels_outside: false, label: 10.0, merlon: (cell * 0.2).max(2.0) };
        Fragment { layout, files, ranks }
    }

    fn center(&self, (f, r): (usize, usize)) -> Point {
        self.layout.rect(f, r).center()
    }

    /// The squares of the fragment that exist, the castles among them, and the pieces.
    fn draw(&self, scene: &mut Scene, theme: &Theme, pieces: &[Placed]) {
        scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 6.0, Paint::fill(theme.background));
        let (lo, hi) = self.ranks;
        for rank in lo..=hi {
            let (a, b) = span(rank);
            for file in a.max(self.files.0)..=b.min(self.files.1) {
                let r = self.layout.rect(file, rank);
                scene.rect(r, 0.0, Paint::both(square_fill(theme, file, rank), theme.line.fade(0.35), 0.5));
            }
            if castle_side(5, rank).is_some() && self.files.0 <= 5 && self.files.1 >= 6 {
                castle(scene, &self.layout, theme, rank);
            }
        }
        let cell = self.layout.grid.cell;
        for &(f, r, side, piece) in pieces {
            draw_piece(scene, self.center((f, r)), radius(cell), piece, stone(theme, side, 1.0));
        }
    }

    fn route(&self, scene: &mut Scene, theme: &Theme, route: &[(usize, usize)]) {
        let points: Vec<Point> = route.iter().map(|&s| self.center(s)).collect();
        let width = (self.layout.grid.cell * 0.1).max(3.0);
        route_arrows(scene, &points, theme.selected.alpha(235), edge(theme), width);
    }

    fn taken(&self, scene: &mut Scene, theme: &Theme, squares: &[(usize, usize)]) {
        let cell = self.layout.grid.cell;
        for &s in squares {
            let c = self.center(s);
            let (r, w) = (cell * 0.26, (cell * 0.09).max(3.0));
            scene.line(Point::new(c.x - r, c.y - r), Point::new(c.x + r, c.y + r), theme.capture, w);
            scene.line(Point::new(c.x - r, c.y + r), Point::new(c.x + r, c.y - r), theme.capture, w);
        }
    }
}

/// The whole board at the start, with its two castles.
pub fn whole_board(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 6.0, Paint::fill(theme.background));
    let l = layout(scene.width, scene.height, false);
    super::draw::board(scene, &l, theme);
    if let Ok(game) = Camelot::new(&Options) {
        for sq in crate::games::camelot::all_squares() {
            if let Some((side, piece)) = game.piece_at(sq) {
                let (f, r) = (crate::games::camelot::file_of(sq), crate::games::camelot::rank_of(sq));
                draw_piece(scene, l.rect(f, r).center(), radius(l.grid.cell), piece, stone(theme, side, 1.0));
            }
        }
    }
}

/// The four pieces, named.
pub fn pieces(scene: &mut Scene, theme: &Theme, lang: Lang) {
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 6.0, Paint::fill(theme.background));
    const SIDES: [Text; 2] = [Text { en: "White", cs: "bílý" }, Text { en: "Black", cs: "černý" }];
    const KINDS: [Text; 2] = [Text { en: "Man", cs: "pěšec" }, Text { en: "Knight", cs: "jezdec" }];
    let kinds = [(WHITE, Piece::Man), (WHITE, Piece::Knight), (BLACK, Piece::Man), (BLACK, Piece::Knight)];
    let step = scene.width / 4.0;
    let r = (step * 0.3).min(scene.height * 0.22);
    for (i, (side, piece)) in kinds.into_iter().enumerate() {
        let c = Point::new(step * (i as f32 + 0.5), scene.height * 0.36);
        let (f, rk) = if side == WHITE { (4, 4) } else { (5, 4) };
        scene.rect(Rect::around(c, r * 2.5), 4.0, Paint::fill(square_fill(theme, f, rk)));
        draw_piece(scene, c, r, piece, stone(theme, side, 1.0));
        let kind = KINDS[usize::from(piece == Piece::Knight)].get(lang);
        let y = c.y + r * 1.25 + 13.0;
        scene.text(Point::new(c.x, y), SIDES[side & 1].get(lang), 12.0, theme.text, Align::Center, false);
        scene.text(Point::new(c.x, y + 15.0), kind, 12.0, theme.text, Align::Center, true);
    }
}

/// A Man canters over two friends: D5 → F7 → H7.
pub fn canter(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    let f = Fragment::new(scene, (3, 8), (4, 7), 0.0);
    let w = |file, rank, piece| (file, rank, WHITE, piece);
    f.draw(scene, theme, &[w(3, 4, Piece::Man), w(4, 5, Piece::Man), w(6, 6, Piece::Man), w(5, 4, Piece::Knight)]);
    f.route(scene, theme, &[(3, 4), (5, 6), (7, 6)]);
}

/// A Man jumps two enemies in a chain: D5 × E6 → F7 × F8 → F9.
pub fn jump(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    let f = Fragment::new(scene, (2, 8), (4, 8), 0.0);
    let pieces =
        [(3, 4, WHITE, Piece::Man), (4, 5, BLACK, Piece::Man), (5, 7, BLACK, Piece::Knight), (7, 7, BLACK, Piece::Man)];
    f.draw(scene, theme, &pieces);
    f.route(scene, theme, &[(3, 4), (5, 6), (5, 8)]);
    f.taken(scene, theme, &[(4, 5), (5, 7)]);
}

/// A Knight's charge: a canter C5 → E5 over a friend, then jumps E5 × F6 → G7 × G8 → G9.
pub fn charge(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    let f = Fragment::new(scene, (2, 7), (4, 8), 0.0);
    let pieces = [
        (2, 4, WHITE, Piece::Knight),
        (3, 4, WHITE, Piece::Man),
        (5, 5, BLACK, Piece::Man),
        (6, 7, BLACK, Piece::Man),
        (3, 7, BLACK, Piece::Knight),
    ];
    f.draw(scene, theme, &pieces);
    f.route(scene, theme, &[(2, 4), (4, 4), (6, 6), (6, 8)]);
    f.taken(scene, theme, &[(5, 5), (6, 7)]);
}

/// White's castle: a Black Man already inside, a Black Knight stepping in to win; a White
/// piece may not enter its own castle except by a jump.
pub fn castles(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    let f = Fragment::new(scene, (2, 9), (0, 3), 12.0);
    let pieces = [
        (6, 0, BLACK, Piece::Man),
        (4, 1, BLACK, Piece::Knight),
        (7, 2, WHITE, Piece::Man),
        (3, 3, WHITE, Piece::Knight),
    ];
    f.draw(scene, theme, &pieces);
    f.route(scene, theme, &[(4, 1), (5, 0)]);
}
