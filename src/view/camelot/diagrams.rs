//! The diagrams of the rules help, drawn with the board's own renderer: each variant's whole
//! board at its start, the pieces, a canter chain, a jump chain, a Knight's charge, a castle
//! and Anti-Camelot's forced entry, each on a fragment of a board with the route as arrows.

use super::draw::{castle, castle_side, radius, square_fill, stone};
use super::layout::{layout, span, CamelotLayout};
use super::piece::draw_piece;
use super::water::tree;
use crate::game::{Game, Lang, Text};
use crate::games::camelot::{file_of, rank_of, Board, Camelot, Options, Piece, Variant, BLACK, WHITE};
use crate::view::geometry::SquareGrid;
use crate::view::marks::{edge, route_arrows};
use crate::view::scene::{Align, Paint, Point, Rect, Scene};
use crate::view::theme::Theme;

/// A piece on a fragment: file and rank (zero-based), side, kind.
type Placed = (usize, usize, usize, Piece);

/// A part of a board: files `files.0..=files.1`, ranks `ranks.0..=ranks.1`, as large as fits.
struct Fragment {
    layout: CamelotLayout,
    files: (usize, usize),
    ranks: (usize, usize),
}

impl Fragment {
    fn new(scene: &Scene, board: &'static Board, files: (usize, usize), ranks: (usize, usize), room: f32) -> Fragment {
        let (nf, nr) = ((files.1 - files.0 + 1) as f32, (ranks.1 - ranks.0 + 1) as f32);
        let cell = ((scene.width - 8.0) / nf).min((scene.height - 8.0 - 2.0 * room) / nr).floor();
        let left = ((scene.width - nf * cell) / 2.0).round();
        let top = ((scene.height - nr * cell) / 2.0).round();
        let (all_files, all_ranks) = (board.files(), board.ranks());
        let origin = Point::new(left - files.0 as f32 * cell, top - (all_ranks - 1 - ranks.1) as f32 * cell);
        let grid = SquareGrid { origin, cell, files: all_files, ranks: all_ranks, flipped: false };
        let layout =
            CamelotLayout { board, grid, labels_outside: false, label: 10.0, merlon: super::layout::merlon(cell) };
        Fragment { layout, files, ranks }
    }

    fn center(&self, (f, r): (usize, usize)) -> Point {
        self.layout.rect(f, r).center()
    }

    /// The squares of the fragment that exist, the castles among them, and the pieces.
    fn draw(&self, scene: &mut Scene, theme: &Theme, pieces: &[Placed]) {
        scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 6.0, Paint::fill(theme.background));
        let board = self.layout.board;
        let (lo, hi) = self.ranks;
        for rank in lo..=hi {
            let (a, b) = span(board, rank);
            for file in a.max(self.files.0)..=b.min(self.files.1) {
                let r = self.layout.rect(file, rank);
                scene.rect(r, 0.0, Paint::both(square_fill(theme, board, file, rank), theme.line.fade(0.35), 0.5));
            }
        }
        for side in [WHITE, BLACK] {
            let inside = board.castle_of(side).iter().all(|&sq| {
                let (f, r) = (file_of(sq), rank_of(sq));
                (self.files.0..=self.files.1).contains(&f) && (lo..=hi).contains(&r)
            });
            if inside
                && castle_side(board, file_of(board.castle_of(side)[0]), rank_of(board.castle_of(side)[0])).is_some()
            {
                castle(scene, &self.layout, theme, side);
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

/// The whole board of `variant` at its start, with its castles (and, on River Camelot's board,
/// its river, bridges and a planting of each side).
fn whole(scene: &mut Scene, theme: &Theme, variant: Variant) {
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 6.0, Paint::fill(theme.background));
    let Ok(mut game) = Camelot::new(&Options { variant, anti: false }) else { return };
    for planting in ["T:C3,F7,K8", "T:B11,E14,J15"].iter().filter(|_| variant == Variant::River) {
        if let Ok(mv) = game.parse_move(planting) {
            game.play_unchecked(mv);
        }
    }
    let l = layout(game.board(), scene.width, scene.height, false);
    super::draw::board(scene, &l, theme);
    for sq in game.board().squares() {
        let r = l.rect(file_of(sq), rank_of(sq));
        if game.tree_at(sq) {
            tree(scene, theme, r, 1.0);
        }
        if let Some((side, piece)) = game.piece_at(sq) {
            draw_piece(scene, r.center(), radius(l.grid.cell), piece, stone(theme, side, 1.0));
        }
    }
}

pub fn whole_board(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    whole(scene, theme, Variant::Camelot);
}

pub fn chivalry_board(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    whole(scene, theme, Variant::Chivalry);
}

pub fn cam_board(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    whole(scene, theme, Variant::Cam);
}

pub fn camette_board(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    whole(scene, theme, Variant::Camette);
}

pub fn river_board(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    whole(scene, theme, Variant::River);
}

/// The four pieces, named.
pub fn pieces(scene: &mut Scene, theme: &Theme, lang: Lang) {
    scene.rect(Rect::new(0.0, 0.0, scene.width, scene.height), 6.0, Paint::fill(theme.background));
    const SIDES: [Text; 2] = [crate::text!("White", "bílý"), crate::text!("Black", "černý")];
    const KINDS: [Text; 2] = [crate::text!("Man", "pěšec"), crate::text!("Knight", "jezdec")];
    let kinds = [(WHITE, Piece::Man), (WHITE, Piece::Knight), (BLACK, Piece::Man), (BLACK, Piece::Knight)];
    let step = scene.width / 4.0;
    let r = (step * 0.3).min(scene.height * 0.22);
    for (i, (side, piece)) in kinds.into_iter().enumerate() {
        let c = Point::new(step * (i as f32 + 0.5), scene.height * 0.36);
        let (f, rk) = if side == WHITE { (4, 4) } else { (5, 4) };
        scene.rect(Rect::around(c, r * 2.5), 4.0, Paint::fill(square_fill(theme, Variant::Camelot.board(), f, rk)));
        draw_piece(scene, c, r, piece, stone(theme, side, 1.0));
        let kind = KINDS[usize::from(piece == Piece::Knight)].get(lang);
        let y = c.y + r * 1.25 + 13.0;
        scene.text(Point::new(c.x, y), SIDES[side & 1].get(lang), 12.0, theme.text, Align::Center, false);
        scene.text(Point::new(c.x, y + 15.0), kind, 12.0, theme.text, Align::Center, true);
    }
}

/// A Man canters over two friends: D5 → F7 → H7.
pub fn canter(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    let f = Fragment::new(scene, Variant::Camelot.board(), (3, 8), (4, 7), 0.0);
    let w = |file, rank, piece| (file, rank, WHITE, piece);
    f.draw(scene, theme, &[w(3, 4, Piece::Man), w(4, 5, Piece::Man), w(6, 6, Piece::Man), w(5, 4, Piece::Knight)]);
    f.route(scene, theme, &[(3, 4), (5, 6), (7, 6)]);
}

/// A Man jumps two enemies in a chain: D5 × E6 → F7 × F8 → F9.
pub fn jump(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    let f = Fragment::new(scene, Variant::Camelot.board(), (2, 8), (4, 8), 0.0);
    let pieces =
        [(3, 4, WHITE, Piece::Man), (4, 5, BLACK, Piece::Man), (5, 7, BLACK, Piece::Knight), (7, 7, BLACK, Piece::Man)];
    f.draw(scene, theme, &pieces);
    f.route(scene, theme, &[(3, 4), (5, 6), (5, 8)]);
    f.taken(scene, theme, &[(4, 5), (5, 7)]);
}

/// A Knight's charge: a canter C5 → E5 over a friend, then jumps E5 × F6 → G7 × G8 → G9.
pub fn charge(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    let f = Fragment::new(scene, Variant::Camelot.board(), (2, 7), (4, 8), 0.0);
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
    let f = Fragment::new(scene, Variant::Camelot.board(), (2, 9), (0, 3), 12.0);
    let pieces = [
        (6, 0, BLACK, Piece::Man),
        (4, 1, BLACK, Piece::Knight),
        (7, 2, WHITE, Piece::Man),
        (3, 3, WHITE, Piece::Knight),
    ];
    f.draw(scene, theme, &pieces);
    f.route(scene, theme, &[(4, 1), (5, 0)]);
}

/// Anti-Camelot: White's Man must capture, and its jump lands in Black's castle: Black wins.
pub fn anti(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    let f = Fragment::new(scene, Variant::Camelot.board(), (2, 9), (12, 15), 12.0);
    let pieces = [
        (5, 13, WHITE, Piece::Man),
        (5, 14, BLACK, Piece::Man),
        (8, 12, BLACK, Piece::Knight),
        (3, 12, WHITE, Piece::Knight),
    ];
    f.draw(scene, theme, &pieces);
    f.route(scene, theme, &[(5, 13), (5, 15)]);
    f.taken(scene, theme, &[(5, 14)]);
}
