//! The timing of a move's animation, the same for every game: the piece eases out along its
//! route, what it takes fades as it goes.

use crate::game::Within;
use crate::view::scene::Point;

/// Fast at first, gently into place (a cubic ease-out), for `t` in 0..1.
pub fn ease(t: f32) -> f32 {
    1.0 - (1.0 - t.within(0.0, 1.0)).powi(3)
}

/// 0 before `from`, 1 after `to`, smooth between: a part of the animation that starts late
/// or ends early (a promotion's change of piece, a new piece fading in).
pub fn smooth(t: f32, from: f32, to: f32) -> f32 {
    let x = ((t - from) / (to - from)).within(0.0, 1.0);
    x * x * (3.0 - 2.0 * x)
}

/// How opaque a piece being taken still is.
pub fn fading(t: f32) -> f32 {
    1.0 - ease(t)
}

/// Where a piece flying along `route` (one leg after another, each the same time) is at `t`,
/// and how far it has come in legs (1.5: halfway along the second).
pub fn along(route: &[Point], t: f32) -> (Point, f32) {
    let legs = route.len().saturating_sub(1);
    let Some(&first) = route.first() else { return (Point::default(), 0.0) };
    if legs == 0 {
        return (first, 0.0);
    }
    let done = ease(t) * legs as f32;
    let leg = (done.floor() as usize).min(legs - 1);
    (route[leg].lerp(route[leg + 1], (done - leg as f32).within(0.0, 1.0)), done)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flight_starts_on_the_first_spot_and_lands_on_the_last() {
        let route = [Point::new(0.0, 0.0), Point::new(10.0, 0.0), Point::new(10.0, 10.0)];
        assert_eq!(along(&route, 0.0).0, route[0]);
        assert_eq!(along(&route, 1.0).0, route[2]);
        let (mid, legs) = along(&route, 0.3);
        assert!(legs > 0.0 && legs < 2.0 && mid.y <= 10.0);
        assert!(ease(0.5) > 0.5, "eases out");
        assert_eq!((smooth(0.1, 0.3, 1.0), smooth(1.0, 0.3, 1.0)), (0.0, 1.0));
    }
}
