//! The panel: a chip per player (leaf shape and colour, name, shamrocks, flakes left), the
//! line saying whose turn it is and what is left of it, the display, the pile (face down with
//! its count, or the tile just turned over), the rotate buttons and the end-of-turn button.

use super::layout::{may_end, ShamrockLayout};
use super::tile::{
    draw_back, draw_flake, draw_leaf, draw_leprechaun, draw_shamrock_icon, draw_tile, Palette, TileLook,
};
use super::words::{status_line, PANEL_SETUP};
use super::{Place, PILE, SUPPLY};
use crate::game::{Game, Lang};
use crate::games::shamrock::{tile_letter, Shamrock, Source, FLAKES};
use crate::view::board::Look;
use crate::view::gesture::Spot;
use crate::view::hex::HexGrid;
use crate::view::marks::turn_icon;
use crate::view::scene::{Align, Paint, Point, Rect, Scene};

/// A leaf of `colour` standing upright in a box of side `size` centred on `c` (chips, help).
pub fn leaf_icon(scene: &mut Scene, pal: &Palette, colour: u8, c: Point, size: f32) {
    draw_leaf(scene, pal, colour, Point::new(c.x, c.y + size * 0.5), (0.0, -1.0), size, 1.0);
}

fn chips(game: &Shamrock, layout: &ShamrockLayout, pal: &Palette, lang: Lang, scene: &mut Scene) {
    let s = layout.scale;
    let counts = game.shamrocks();
    let live = game.outcome().is_none();
    for (seat, rect) in layout.seats.iter().enumerate() {
        let i = seat % 3;
        let active = live && game.to_move() == seat;
        let paint = if active {
            Paint::both(pal.leaf[i].fade(0.22), pal.leaf_ink[i], 2.5 * s)
        } else {
            Paint::both(pal.text.fade(0.05), pal.text.fade(0.18), 1.0)
        };
        scene.tag(format!(
            "seat {} shamrocks {} flakes {}{}",
            seat,
            counts[i],
            game.flakes_left(seat),
            if active { " to-move" } else { "" }
        ));
        scene.rect(*rect, 8.0 * s, paint);
        // The seat's leaf and counts sit on meadow, as on the tiles.
        let icon = rect.h * 0.62;
        let ix = rect.x + rect.h * 0.5;
        let boxed = Rect::around(Point::new(ix, rect.y + rect.h / 2.0), rect.h * 0.8);
        scene.rect(boxed, 6.0 * s, Paint::both(pal.meadow, pal.edge.fade(0.7), 1.0));
        leaf_icon(scene, pal, i as u8, Point::new(ix, rect.y + rect.h / 2.0), icon);
        let x = ix + rect.h * 0.5;
        let size = (13.0 * s).max(10.0);
        let name = game.seats()[seat].name().get(lang);
        scene.text(Point::new(x, rect.y + rect.h * 0.3), name, size, pal.text, Align::Left, active);
        // Shamrocks of the seat's colour, then its flakes still in hand.
        let y2 = rect.y + rect.h * 0.72;
        let sh = rect.h * 0.2;
        let fr = rect.h * 0.15;
        let pill = Rect::new(x - 3.0, y2 - rect.h * 0.2, sh * 3.4 + fr * 7.2 + 6.0, rect.h * 0.4);
        scene.rect(pill, pill.h / 2.0, Paint::fill(pal.meadow));
        draw_shamrock_icon(scene, pal.leaf[i], Some(pal.leaf_ink[i]), Point::new(x + sh * 0.8, y2 - sh * 0.25), sh);
        scene.text(Point::new(x + sh * 2.0, y2), counts[i].to_string(), size, pal.on_meadow, Align::Left, true);
        let left = game.flakes_left(seat);
        for k in 0..FLAKES {
            let c = Point::new(x + sh * 3.4 + fr + k as f32 * fr * 2.4, y2);
            if k < left {
                draw_flake(scene, pal, i as u8, c, fr);
            } else {
                scene.circle(c, fr * 0.3, Paint::fill(pal.on_meadow.fade(0.35)));
            }
        }
        if game.expert() && game.in_setup() && game.leprechaun(seat).is_none() {
            let c = Point::new(rect.x + rect.w - rect.h * 0.4, rect.y + rect.h / 2.0);
            draw_leprechaun(scene, pal, i as u8, c, rect.h * 0.22, 0.5);
        }
    }
    let lang_line = status_line(game, lang);
    scene.text(layout.status, lang_line, (14.0 * s).max(11.0), pal.text, Align::Left, true);
}

/// The result over the line that says whose turn it was.
fn result(layout: &ShamrockLayout, look: &Look<Shamrock>, scene: &mut Scene) {
    let Some(text) = look.result else { return };
    let s = layout.scale;
    let width =
        if layout.wide { layout.seats.first().map_or(200.0 * s, |r| r.w) } else { scene.width - 2.0 * layout.status.x };
    let h = (24.0 * s).max(18.0);
    let band = Rect::new(layout.status.x - 2.0, layout.status.y - h / 2.0, width + 4.0, h);
    crate::view::marks::result(scene, look.theme, band, text);
}

/// Whether the held route starts at `spot` (and the piece is being dragged away).
fn held_here(look: &Look<Shamrock>, spot: Spot) -> (bool, bool) {
    let here = look.held.first() == Some(&spot);
    (here, here && look.pointer.is_some())
}

pub fn draw(game: &Shamrock, layout: &ShamrockLayout, look: &Look<Shamrock>, scene: &mut Scene) {
    let pal = Palette::of(look.theme);
    let s = layout.scale;
    chips(game, layout, &pal, look.lang, scene);
    result(layout, look, scene);
    let t = layout.tile;
    // Tiles in the panel show the rotation they would be placed at (on the board as it is
    // turned).
    let variant = look.variant as f32 + if layout.grid.flipped { 3.0 } else { 0.0 };
    let label = (11.0 * s).max(9.0);
    for (k, slot) in game.display().iter().enumerate() {
        let c = layout.display[k];
        let spot = super::spot(Place::Display(k as u8));
        let (_, dragged) = held_here(look, spot);
        match slot {
            Some(tile) => {
                scene.tag(format!("display {} {}", k + 1, tile_letter(*tile)));
                let alpha = if dragged { 0.3 } else { 1.0 };
                draw_tile(scene, &pal, *tile, 0, &TileLook { center: c, radius: t, turn: variant, alpha });
            }
            None => scene.polygon(HexGrid::hexagon(c, t * 0.95, 0.0), Paint::stroke(pal.text.fade(0.2), 1.0)),
        }
        scene.text(
            Point::new(c.x - t * 0.78, c.y + t * 0.78),
            (k + 1).to_string(),
            label,
            pal.text.fade(0.7),
            Align::Center,
            true,
        );
    }
    // The pile: face down with its count, or the tile just turned over on top of it.
    let c = layout.pile;
    let n = game.pile_len();
    let (_, dragged) = held_here(look, PILE);
    for k in (0..n.min(3)).rev() {
        let off = k as f32 * t * 0.07;
        draw_back(scene, &pal, Point::new(c.x + off, c.y - off), t);
    }
    if n == 0 {
        scene.polygon(HexGrid::hexagon(c, t * 0.95, 0.0), Paint::stroke(pal.text.fade(0.2), 1.0));
    }
    if let Some(tile) = game.held() {
        scene.tag(format!("turned-over {}", tile_letter(tile)));
        let alpha = if dragged { 0.3 } else { 1.0 };
        draw_tile(scene, &pal, tile, 0, &TileLook { center: c, radius: t, turn: variant, alpha });
    }
    scene.tag(format!("pile {n}"));
    let badge = Point::new(c.x + t * 0.72, c.y - t * 0.72);
    scene.circle(badge, label * 0.95, Paint::both(pal.background, pal.text.fade(0.6), 1.0));
    scene.text(badge, n.to_string(), label, pal.text, Align::Center, true);
    let aside = game.set_aside();
    if !aside.is_empty() {
        let letters: String = aside.iter().map(|&x| tile_letter(x)).collect();
        scene.text(
            Point::new(c.x, c.y + t * 1.12),
            format!("↶ {letters}"),
            label,
            pal.text.fade(0.8),
            Align::Center,
            false,
        );
    }
    // The rotate buttons of the held tile.
    for (i, &b) in layout.turn.iter().enumerate() {
        scene.tag(format!("turn-held {}", if i == 1 { "clockwise" } else { "anticlockwise" }));
        scene.circle(b, layout.button, Paint::both(pal.background, pal.text.fade(0.45), 1.5 * s));
        turn_icon(scene, b, layout.button * 0.5, i == 1, pal.text, (layout.button * 0.13).max(1.5));
    }
    end_button(game, layout, look, &pal, scene);
}

fn end_button(game: &Shamrock, layout: &ShamrockLayout, look: &Look<Shamrock>, pal: &Palette, scene: &mut Scene) {
    let s = layout.scale;
    let r: Rect = layout.end;
    let seat = game.to_move() % 3;
    if game.in_setup() {
        let (here, dragged) = held_here(look, SUPPLY);
        scene.rect(r, 10.0 * s, Paint::stroke(pal.text.fade(0.25), 1.0));
        if here {
            scene.circle(layout.supply, r.h * 0.45, Paint::fill(look.theme.selected));
        }
        let lr = r.h * 0.3;
        let c = layout.supply;
        scene.tag("supply");
        draw_leprechaun(scene, pal, seat as u8, c, lr, if dragged { 0.3 } else { 1.0 });
        let size = (12.0 * s).max(9.5);
        scene.text(Point::new(c.x + r.h * 0.5, c.y), PANEL_SETUP.get(look.lang), size, pal.text, Align::Left, false);
        return;
    }
    if !may_end(game) {
        return;
    }
    scene.tag("end-turn");
    let edge = crate::view::marks::contrast::strong(pal.leaf_ink[seat], &[pal.background], 3.0);
    scene.rect(r, 10.0 * s, Paint::both(pal.leaf[seat].fade(0.3), edge, 2.0 * s));
    let size = (15.0 * s).max(11.0);
    scene.text(r.center(), super::END_TURN.get(look.lang), size, pal.text, Align::Center, true);
}

/// Where a placed tile comes from on the screen (for the move's animation).
pub fn source_point(layout: &ShamrockLayout, source: Source) -> Point {
    match source {
        Source::Display(k) => layout.display.get(k as usize).copied().unwrap_or(layout.pile),
        Source::Pile => layout.pile,
    }
}
