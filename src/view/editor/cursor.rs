//! The editor's keyboard cursor: a square named like the view names it, moved by arrows to the
//! nearest square drawn in that direction (so it works on any board shape the game draws),
//! and drawn as a ring over the game's own picture.

use super::{Body, Editor};
use crate::view::hex::HexGrid;
use crate::view::scene::{Paint, Point, Rect, Scene};
use crate::view::theme::Theme;

impl Editor {
    /// The square the cursor reaches from `from` going `(dx, dy)` on the screen (y down); the
    /// first square when there is no cursor yet.
    pub fn cursor_step(&self, from: Option<&str>, dx: f32, dy: f32) -> Option<String> {
        let places: Vec<(String, Point)> = self.squares();
        let Some(at) = from.and_then(|f| places.iter().find(|(n, _)| n.eq_ignore_ascii_case(f))) else {
            return places.into_iter().next().map(|(n, _)| n);
        };
        let at = at.1;
        places
            .iter()
            .filter_map(|(name, p)| {
                let (vx, vy) = (p.x - at.x, p.y - at.y);
                let along = vx * dx + vy * dy;
                let across = (vx * dy - vy * dx).abs();
                // Ahead, within 45° of the direction; nearest first, straight ahead preferred.
                (along > 0.5 && across <= along).then_some((along + 2.0 * across, name))
            })
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, n)| n.clone())
            .or_else(|| from.map(str::to_string))
    }

    /// The squares of the board (not the stacks or panels beside it) with where each is drawn.
    fn squares(&self) -> Vec<(String, Point)> {
        match self.body.squares() {
            Some(squares) => self.table.spot_places().into_iter().filter(|(n, _)| squares.has(n)).collect(),
            None => self.meadow_places(),
        }
    }

    /// The position as the game draws it, with the cursor's ring on `cursor`.
    pub fn scene(&self, now: f64, cursor: Option<&str>) -> Scene {
        let mut scene = self.table.scene(now);
        let places = self.squares();
        let at = cursor.and_then(|c| places.iter().find(|(n, _)| n.eq_ignore_ascii_case(c)));
        if let Some((name, p)) = at {
            // Half the distance to the nearest other square is the square's half-width.
            let half = places
                .iter()
                .filter(|(n, _)| n != name)
                .map(|(_, q)| q.distance(*p))
                .fold(f32::MAX, f32::min)
                .min(scene.width)
                / 2.0;
            let theme = Theme::get(self.table.settings().theme);
            scene.tag(format!("editor-cursor {name}"));
            let ring = Paint::stroke(theme.cursor, 3.0);
            match self.body {
                // A hex cell's apothem is half the distance between neighbours' centres.
                Body::Meadow(_) => scene.polygon(HexGrid::hexagon(*p, half * 2.0 / 3f32.sqrt() * 0.96, 0.0), ring),
                _ => scene.rect(Rect::around(*p, half * 1.9), 3.0, ring),
            }
        }
        scene
    }
}
