//! What the extensions put on the board (rules/drake-extensions.md): fortresses, flags lying
//! or carried, the fortress protection while it lasts, and the squares the tokens of the
//! selected troop (or the one under the keyboard cursor or the mouse pointer) mark.

use super::layout::DrakeLayout;
use super::symbols::{eye, flag, shield};
use super::{square_of_spot, STACK};
use crate::game::square::square_name;
use crate::games::drake::{file_of, rank_of, square, Drake, Square, BLUE};
use crate::view::board::Look;
use crate::view::gesture::Spot;
use crate::view::marks::contrast::strong;
use crate::view::scene::{Paint, Point, Rect, Rgba, Scene};
use crate::view::theme::Theme;

fn rect_of(layout: &DrakeLayout, sq: Square) -> Rect {
    layout.grid.square_rect(file_of(sq), rank_of(sq))
}

fn named(sq: Square) -> String {
    square_name(file_of(sq), rank_of(sq), false)
}

fn ink(theme: &Theme, player: usize) -> (Rgba, Rgba) {
    if player == BLUE {
        theme.blue
    } else {
        theme.orange
    }
}

/// A fortress: a wall with battlements along the foot of the square, and a frame, in the
/// theme's line made to stand out from both squares (the plain line is 2:1 in the light theme).
pub(super) fn fortress(scene: &mut Scene, r: Rect, theme: &Theme) {
    let colour = strong(theme.line, &[theme.light_square, theme.dark_square], 4.5);
    let (x0, x1) = (r.x + r.w * 0.08, r.x + r.w * 0.92);
    let (top, foot) = (r.y + r.h * 0.7, r.y + r.h * 0.94);
    let notch = (x1 - x0) / 7.0;
    let mut points = vec![Point::new(x0, foot)];
    for i in 0..7 {
        let x = x0 + i as f32 * notch;
        let y = if i % 2 == 0 { top } else { top + r.h * 0.08 };
        points.push(Point::new(x, y));
        points.push(Point::new(x + notch, y));
    }
    points.push(Point::new(x1, foot));
    scene.polygon(points, Paint::fill(colour.fade(0.55)));
    scene.rect(r.inset(r.w * 0.04), r.w * 0.06, Paint::stroke(colour.fade(0.8), (r.w * 0.035).max(1.5)));
}

/// Under the troops: fortresses and the flags that lie on empty squares.
pub fn under_troops(game: &Drake, layout: &DrakeLayout, theme: &Theme, scene: &mut Scene) {
    let n = game.size() as usize;
    for sq in (0..n * n).map(|i| square(i % n, i / n)).filter(|&sq| game.is_fortress(sq)) {
        scene.tag(format!("fortress {}", named(sq)));
        fortress(scene, rect_of(layout, sq), theme);
    }
    let Some(flags) = game.flags() else { return };
    for (player, sq) in flags.into_iter().enumerate() {
        if game.flag_carried(player) {
            continue;
        }
        let r = rect_of(layout, sq);
        let (_, colour) = ink(theme, player);
        scene.tag(format!("flag {} {}", player_id(player), named(sq)));
        flag(scene, Point::new(r.x + r.w * 0.2, r.y + r.h * 0.9), r.h * 0.45, 1.0, colour.fade(0.85), colour);
    }
}

/// Over the troops: carried flags on their carriers, the fortress protection, and the token
/// marks of the selected troop (or the one under the cursor or the pointer).
pub fn over_troops(game: &Drake, layout: &DrakeLayout, look: &Look<Drake>, scene: &mut Scene) {
    let theme = look.theme;
    if let Some(flags) = game.flags() {
        for (player, sq) in flags.into_iter().enumerate().filter(|&(p, _)| game.flag_carried(p)) {
            let r = rect_of(layout, sq);
            let (cloth, pole) = ink(theme, player);
            scene.tag(format!("flag {} {} carried", player_id(player), named(sq)));
            scene.circle(Point::new(r.x + r.w * 0.2, r.y + r.h * 0.22), r.w * 0.17, Paint::fill(cloth));
            flag(scene, Point::new(r.x + r.w * 0.14, r.y + r.h * 0.36), r.h * 0.3, 1.0, pole, pole);
        }
    }
    if let Some(sq) = game.protected_fortress() {
        let r = rect_of(layout, sq);
        scene.tag(format!("fortress-protected {}", named(sq)));
        scene.rect(r.inset(r.w * 0.02), r.w * 0.08, Paint::stroke(theme.line, (r.w * 0.07).max(3.0)));
        shield(
            scene,
            Point::new(r.x + r.w * 0.82, r.y + r.h * 0.2),
            r.h * 0.26,
            Paint::both(theme.light_square, theme.line, (r.w * 0.025).max(1.0)),
        );
    }
    let on_board = |s: &Spot| *s < STACK;
    let focus =
        look.held.first().copied().filter(on_board).or(look.cursor.filter(on_board)).or(look.hover.filter(on_board));
    let Some((f, r)) = focus.and_then(square_of_spot) else { return };
    let Some((player, _, _)) = game.troop_at(square(f, r)) else { return };
    let (protect, dread) = game.troop_marks(square(f, r));
    let (_, mark) = ink(theme, player);
    for sq in protect {
        let r = rect_of(layout, sq);
        scene.tag(format!("protect {}", named(sq)));
        shield(scene, r.center(), r.h * 0.5, Paint::both(mark.fade(0.25), mark.fade(0.9), (r.w * 0.04).max(2.0)));
    }
    for sq in dread {
        let r = rect_of(layout, sq);
        scene.tag(format!("dread {}", named(sq)));
        scene.rect(r.inset(r.w * 0.06), r.w * 0.1, Paint::fill(mark.fade(0.18)));
        eye(scene, r.center(), r.w * 0.5, mark.fade(0.9), (r.w * 0.04).max(2.0));
    }
}

fn player_id(player: usize) -> &'static str {
    if player == BLUE {
        "blue"
    } else {
        "orange"
    }
}
