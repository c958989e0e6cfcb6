//! River Camelot on the board: the river as water, its bridges as planked squares, the trees,
//! and the planting of a side's first move: the free planting squares lit, the trees chosen so
//! far, and the button that plants them.

use super::layout::CamelotLayout;
use crate::game::Text;
use crate::games::camelot::{file_of, rank_of, square_name, Camelot, Square};
use crate::view::board::Look;
use crate::view::gesture::Spot;
use crate::view::scene::{Align, Paint, Point, Rect, Scene};
use crate::view::theme::Theme;
use crate::view::trig::sin;

/// The spot of the button that confirms a planting (beyond every square).
pub const PLANT: Spot = 0x100;

pub const PLANT_LABEL: Text = crate::text!("Plant", "Zasadit");

fn rect_of(layout: &CamelotLayout, sq: Square) -> Rect {
    layout.rect(file_of(sq), rank_of(sq))
}

/// The river's squares as water with ripples, and its bridges as planks between rails.
pub fn river(scene: &mut Scene, layout: &CamelotLayout, theme: &Theme) {
    let board = layout.board;
    let (fill, ink) = theme.blue;
    let water = fill.mix(ink, 0.3);
    for sq in board.squares() {
        let r = rect_of(layout, sq);
        if board.is_river(sq) {
            scene.tag(format!("river {}", square_name(sq)));
            scene.rect(r, 0.0, Paint::fill(water));
            for k in [0.35, 0.68] {
                let y = r.y + r.h * k;
                let wave = |t: f32| Point::new(r.x + r.w * t, y + r.h * 0.06 * sin(t * 12.566));
                let points: Vec<Point> = (0..=8).map(|i| wave(0.12 + 0.76 * i as f32 / 8.0)).collect();
                for pair in points.windows(2) {
                    scene.line(pair[0], pair[1], ink.fade(0.45), (r.h * 0.04).max(1.0));
                }
            }
        } else if board.is_bridge(sq) {
            scene.tag(format!("bridge {}", square_name(sq)));
            scene.rect(r, 0.0, Paint::fill(water));
            let deck = Rect::new(r.x + r.w * 0.12, r.y, r.w * 0.76, r.h);
            scene.rect(deck, 0.0, Paint::fill(theme.light_square.mix(theme.line, 0.35)));
            for k in 1..4 {
                let y = r.y + r.h * k as f32 / 4.0;
                scene.line(Point::new(deck.x, y), Point::new(deck.x + deck.w, y), theme.line.fade(0.7), 1.0);
            }
            for x in [deck.x, deck.x + deck.w] {
                scene.line(Point::new(x, r.y), Point::new(x, r.y + r.h), theme.line, (r.w * 0.06).max(1.5));
            }
        }
    }
}

/// A tree on the square `r`: a trunk and a round crown, faded by `alpha`.
pub fn tree(scene: &mut Scene, theme: &Theme, r: Rect, alpha: f32) {
    let (leaf, edge) = theme.meadow;
    let c = r.center();
    let s = r.w;
    let trunk = Rect::new(c.x - s * 0.06, c.y + s * 0.05, s * 0.12, s * 0.3);
    scene.rect(trunk, s * 0.02, Paint::fill(theme.line.fade(alpha)));
    for (dx, dy, k) in [(-0.13, 0.0, 0.2), (0.13, 0.0, 0.2), (0.0, -0.14, 0.24)] {
        let at = Point::new(c.x + s * dx, c.y - s * 0.08 + s * dy);
        scene.circle(at, s * k, Paint::both(leaf.fade(alpha), edge.fade(alpha), (s * 0.04).max(1.0)));
    }
}

/// The trees standing on the board.
pub fn trees(game: &Camelot, layout: &CamelotLayout, look: &Look<Camelot>, scene: &mut Scene) {
    for sq in game.board().squares().filter(|&sq| game.tree_at(sq)) {
        scene.tag(format!("tree {}", square_name(sq)));
        tree(scene, look.theme, rect_of(layout, sq), 1.0);
    }
}

/// The planting of the side to move: where it may plant (lit until it chooses), the trees it
/// has chosen, and, once there are three, the button that plants them.
pub fn planting(game: &Camelot, layout: &CamelotLayout, look: &Look<Camelot>, scene: &mut Scene) {
    let Some(free) = game.planting() else { return };
    if look.motion.is_some() {
        return;
    }
    let theme = look.theme;
    let cell = layout.grid.cell;
    let chosen: Vec<Square> =
        look.held.iter().filter_map(|&s| Square::try_from(s).ok()).filter(|sq| free.contains(sq)).collect();
    if look.held.is_empty() {
        for &sq in &free {
            scene.tag(format!("plantable {}", square_name(sq)));
            scene.circle(rect_of(layout, sq).center(), cell * 0.12, Paint::fill(theme.target));
        }
    }
    for &sq in &chosen {
        scene.tag(format!("chosen {}", square_name(sq)));
        let r = rect_of(layout, sq);
        scene.rect(r, 0.0, Paint::fill(theme.selected));
        tree(scene, theme, r, 0.75);
    }
    if chosen.len() == 3 && look.targets.contains(&PLANT) {
        let b = layout.plant_button();
        scene.tag("plant");
        scene.rect(b, b.h * 0.3, Paint::both(theme.background.fade(0.95), theme.cursor, (cell * 0.08).max(2.5)));
        let icon = Rect::new(b.x + b.h * 0.15, b.y + b.h * 0.1, b.h * 0.8, b.h * 0.8);
        tree(scene, theme, icon, 1.0);
        let at = Point::new(b.x + b.w / 2.0 + b.h * 0.4, b.y + b.h / 2.0);
        scene.text(at, PLANT_LABEL.get(look.lang), (b.h * 0.42).min(20.0), theme.text, Align::Center, true);
    }
}
