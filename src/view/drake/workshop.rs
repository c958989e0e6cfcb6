//! What the workshop draws with the board's own pictures: a troop's tiles exactly as the board
//! shows them (both sides, in both players' colours), the 5×5 grid a side is drawn on, a
//! stack's items, and the board of a variant with its mountains, fortresses and flags.

use super::draw::draw_mountain;
use super::squares::fortress;
use super::symbols::{flag, symbol};
use super::tile::{draw_bomb, draw_troop, TileStyle};
use crate::game::square::square_name;
use crate::game::Lang;
use crate::games::drake::{square, Action, ActionKind, Troop, TroopKind, Variant, BLUE};
use crate::view::marks::contrast::{ink_on, legible};
use crate::view::scene::{Align, Paint, Point, Rect, Rgba, Scene};
use crate::view::theme::Theme;

/// How a tile of `player` is drawn, upright (Orange's actions point down the board, as Blue
/// sees it when it is Blue's turn).
fn style(theme: &Theme, player: usize, named: bool, lang: Lang) -> TileStyle {
    let (fill, ink) = if player == BLUE { theme.blue } else { theme.orange };
    let sy = if player == BLUE { -1.0 } else { 1.0 };
    TileStyle { fill, ink, sx: 1.0, sy, alpha: 1.0, named, lang }
}

fn side_id(face: bool) -> &'static str {
    if face {
        "face"
    } else {
        "back"
    }
}

/// Four tiles of `kind` in a row of `width`: Blue's face and back, Orange's face and back.
pub fn tiles(kind: &TroopKind, theme: &Theme, lang: Lang, width: f32) -> Scene {
    let gap = (width * 0.03).max(4.0);
    let side = (width - gap * 3.0) / 4.0;
    let mut scene = Scene::new(width, side);
    for (i, (player, face)) in [(0, true), (0, false), (1, true), (1, false)].into_iter().enumerate() {
        let rect = Rect::new(i as f32 * (side + gap), 0.0, side, side);
        scene.tag(format!("tile {} {}", if player == BLUE { "blue" } else { "orange" }, side_id(face)));
        draw_troop(&mut scene, rect, kind, face, &style(theme, player, true, lang));
    }
    scene
}

/// One item of a stack (a troop of `variant` or the bomb) as a named tile of `player`.
pub fn item(variant: &Variant, troop: Troop, player: usize, theme: &Theme, lang: Lang, side: f32) -> Scene {
    let mut scene = Scene::new(side, side);
    let rect = Rect::new(0.0, 0.0, side, side);
    let style = style(theme, player, true, lang);
    match variant.kind(troop) {
        _ if troop.is_bomb() => draw_bomb(&mut scene, rect, &style),
        Some(kind) => draw_troop(&mut scene, rect, &kind, true, &style),
        // A letter the variant has no troop for: an empty tile with the letter on it.
        None => {
            scene.rect(rect.inset(side * 0.05), side * 0.12, Paint::both(style.fill, style.ink, 1.5));
            scene.text(rect.center(), troop.letter().to_string(), side * 0.5, style.ink, Align::Center, true);
        }
    }
    scene
}

/// The 5×5 grid a side of a troop is drawn on, `width` square, Blue's way up: each cell's
/// symbol as the tile draws it, large, and the pivot in the middle.
pub fn grid(side: &[Action], theme: &Theme, width: f32) -> Scene {
    let mut scene = Scene::new(width, width);
    let cell = width / 5.0;
    let (fill, ink) = theme.blue;
    for row in 0..5 {
        for col in 0..5 {
            let (dx, dy) = (col as i8 - 2, 2 - row as i8);
            let r = Rect::new(col as f32 * cell, row as f32 * cell, cell, cell).inset(1.0);
            let allowed = ActionKind::ALL.iter().any(|k| k.may_point(dx, dy));
            let shade = if allowed { fill } else { mix(fill, theme.background, 0.7) };
            scene.rect(r, cell * 0.08, Paint::both(shade, ink.fade(0.35), 1.0));
        }
    }
    let pivot = Point::new(width / 2.0, width / 2.0);
    // On the pivot's shaded cell, an ink that still stands out (the blue ink on the high
    // contrast theme's grey does not).
    let under = mix(fill, theme.background, 0.7);
    scene.tag("pivot");
    let ring = legible(&[ink, theme.text, ink_on(under)], under, 3.0);
    scene.circle(pivot, cell * 0.2, Paint::stroke(ring, (cell * 0.06).max(1.5)));
    for a in side {
        let centre = Point::new(pivot.x + a.dx as f32 * cell, pivot.y - a.dy as f32 * cell);
        scene.tag(format!("cell {} {}", crate::games::drake::grid_name(a.dx, a.dy), a.kind.name().get(Lang::En)));
        symbol(&mut scene, a.kind, centre, cell * 0.8, (a.dx.signum() as f32, -(a.dy.signum() as f32)), ink);
    }
    scene
}

fn mix(a: Rgba, b: Rgba, t: f32) -> Rgba {
    let m = |x: u8, y: u8| (x as f32 + (y as f32 - x as f32) * t).round() as u8;
    Rgba(m(a.0, b.0), m(a.1, b.1), m(a.2, b.2), a.3)
}

/// The board of `variant`, `width` square, Blue's home row at the bottom: the squares,
/// mountains, fortresses and flags as the game draws them, and the coordinates.
pub fn board(variant: &Variant, theme: &Theme, width: f32) -> Scene {
    let mut scene = Scene::new(width, width);
    let n = variant.size as usize;
    let cell = width / n as f32;
    let flags = variant.flag_squares();
    for rank in 0..n {
        for file in 0..n {
            let r = Rect::new(file as f32 * cell, (n - 1 - rank) as f32 * cell, cell, cell);
            let dark = (file + rank) % 2 == 0;
            let colour = if dark { theme.dark_square } else { theme.light_square };
            scene.rect(r, 0.0, Paint::fill(colour));
            let sq = square(file, rank);
            let name = square_name(file, rank, false);
            if variant.mountains & (1 << sq) != 0 {
                scene.tag(format!("mountain {name}"));
                draw_mountain(&mut scene, r, theme);
            }
            if variant.fortresses & (1 << sq) != 0 {
                scene.tag(format!("fortress {name}"));
                fortress(&mut scene, r, theme);
            }
            for (player, _) in flags.iter().flatten().enumerate().filter(|(_, &f)| f == sq) {
                let (_, colour) = if player == BLUE { theme.blue } else { theme.orange };
                scene.tag(format!("flag {} {name}", if player == BLUE { "blue" } else { "orange" }));
                let x = if player == BLUE { 0.2 } else { 0.55 };
                let foot = Point::new(r.x + r.w * x, r.y + r.h * 0.9);
                flag(&mut scene, foot, r.h * 0.45, 1.0, colour.fade(0.85), colour);
            }
            let size = (cell * 0.2).clamp(9.0, 14.0);
            let at = Point::new(r.x + size * 0.3, r.y + size * 0.8);
            // On the square (the game's coordinates are on the background): an ink that reads there.
            let ink = legible(&[theme.coordinate, theme.text, ink_on(colour)], colour, 4.5);
            scene.text(at, name, size, ink, Align::Left, false);
        }
    }
    scene.rect(Rect::new(0.0, 0.0, width, width), 0.0, Paint::stroke(theme.line, 1.5));
    scene
}
