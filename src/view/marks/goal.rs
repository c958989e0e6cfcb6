//! A lesson's goal on the board: a star on each square to reach, a sight round each piece to
//! capture. Drawn over the pieces (a quarry's sight must show on it), under anything lifted.

use super::{halo, ring, stroke, Marks, Outline, HALO};
use crate::view::scene::{Paint, Point, Scene};
use crate::view::trig::{cos, sin};

impl Marks<'_> {
    /// A five-pointed star on a square to reach.
    pub fn star(&self, scene: &mut Scene, spot: super::Spot) {
        let Some(o) = self.outline(spot) else { return };
        let (c, r) = (o.center(), o.reach() * 0.6);
        let points: Vec<Point> = (0..10)
            .map(|i| {
                let a = -std::f32::consts::FRAC_PI_2 + i as f32 * std::f32::consts::PI / 5.0;
                let d = if i % 2 == 0 { r } else { r * 0.45 };
                Point::new(c.x + cos(a) * d, c.y + sin(a) * d)
            })
            .collect();
        let ink = self.inks.last_move;
        let w = (self.width() * 0.5).max(2.0);
        scene.tag(super::tag::star(&self.name(spot)));
        scene.polygon(points.clone(), Paint::stroke(halo(ink), w + HALO));
        scene.polygon(points, Paint::both(self.look.theme.last_move.alpha(255), ink, w));
    }

    /// A sight round a piece to capture: a ring with four ticks pointing in.
    pub fn quarry(&self, scene: &mut Scene, spot: super::Spot) {
        let Some(o) = self.outline(spot) else { return };
        let (c, r) = (o.center(), o.reach() * 0.78);
        let (ink, w) = (self.inks.capture, self.width());
        scene.tag(super::tag::quarry(&self.name(spot)));
        ring(scene, Outline::Round { center: c, radius: r }, ink, w * 0.8, 0.0);
        for (dx, dy) in [(1.0, 0.0), (-1.0, 0.0), (0.0, 1.0), (0.0, -1.0)] {
            let from = Point::new(c.x + dx * r * 1.12, c.y + dy * r * 1.12);
            let to = Point::new(c.x + dx * r * 0.72, c.y + dy * r * 0.72);
            stroke(scene, from, to, ink, w * 0.8);
        }
    }
}
