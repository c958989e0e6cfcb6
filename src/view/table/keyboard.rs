//! The keyboard at the table: arrow keys move a cursor among the spots in screen directions,
//! Enter clicks the spot under it, Escape lets go, the rotate keys turn what is held.

use super::{Key, Match, Response, Table};
use crate::view::board::BoardView;
use crate::view::gesture::{Gestures, Spot};

impl<G: BoardView> Match<G> {
    pub(super) fn press_key(&mut self, key: Key, now: f64) -> Response {
        if !self.accepts_input() {
            return Response::None;
        }
        // The cursor moves in screen directions, whichever way the board is turned.
        match key {
            Key::Left => self.step_cursor(-1.0, 0.0),
            Key::Right => self.step_cursor(1.0, 0.0),
            Key::Up => self.step_cursor(0.0, -1.0),
            Key::Down => self.step_cursor(0.0, 1.0),
            Key::Enter => {
                // A held route that may end where it is ends there (the cursor is elsewhere or
                // hidden, as after clicking the landing).
                let end = self.gestures.route().last().copied();
                let spot = match (self.cursor, end) {
                    (None, Some(end)) if self.finishable() => end,
                    (Some(spot), _) => spot,
                    (None, _) => {
                        self.step_cursor(0.0, 0.0);
                        return Response::Redraw;
                    }
                };
                if let Some(step) = self.turn_button(spot) {
                    return self.rotate_held(step);
                }
                let was_holding = self.gestures.holding();
                self.gestures.press(&self.shapes, Some(spot));
                let effect = self.gestures.release(&self.shapes, Some(spot));
                self.turn_as_hinted(was_holding);
                return self.effect(effect, now);
            }
            Key::Escape => {
                self.gestures.cancel();
            }
            Key::RotateClockwise => return self.turn_key(1, now),
            Key::RotateAnticlockwise => return self.turn_key(-1, now),
        }
        Response::Redraw
    }

    fn turn_key(&mut self, step: i8, now: f64) -> Response {
        // A lit target that turns the held piece by this step (a placed tile's arrow) is
        // clicked; otherwise the held piece turns to the next variant.
        let lit = self.gestures.targets(&self.shapes).into_iter().find(|&s| self.game.turn_step(s) == Some(step));
        if let Some(spot) = lit {
            self.gestures.press(&self.shapes, Some(spot));
            let effect = self.gestures.release(&self.shapes, Some(spot));
            return self.effect(effect, now);
        }
        self.rotate_held(step)
    }

    /// Every spot the keyboard cursor may visit: the game's, and the lit targets (which may
    /// appear only while something is held, like the rotate arrows of a tile).
    pub(super) fn cursor_spots(&self) -> Vec<Spot> {
        let mut spots = self.game.spots(&self.layout);
        for t in self.gestures.targets(&self.shapes) {
            if !spots.contains(&t) {
                spots.push(t);
            }
        }
        spots
    }

    /// The spot in direction (dx, dy) from the cursor: the nearest whose centre lies within
    /// 60° of that direction.
    pub(super) fn step_cursor(&mut self, dx: f32, dy: f32) {
        let spots = self.cursor_spots();
        let center = |s: Spot| self.game.spot_center(&self.layout, s);
        let Some(from) = self.cursor.and_then(center) else {
            self.cursor = Gestures::pickable(&self.shapes).first().copied().or(spots.first().copied());
            return;
        };
        let best = spots
            .iter()
            .filter(|&&s| Some(s) != self.cursor)
            .filter_map(|&s| {
                let c = center(s)?;
                let (vx, vy) = (c.x - from.x, c.y - from.y);
                let along = vx * dx + vy * dy;
                let across = (vx * dy - vy * dx).abs();
                (along > 0.5 && across <= along * 1.8).then_some((s, along + across * 2.0))
            })
            .min_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((s, _)) = best {
            self.cursor = Some(s);
        }
    }
}
