//! Sine and cosine for drawing: small polynomials, exact to a few millionths — far below a
//! pixel — and a few hundred bytes of wasm, where the standard library's `sin`/`cos` bring in
//! libm's kilobytes (their range reduction is built for any angle; ours are a few turns).

use std::f32::consts::{FRAC_PI_2, PI, TAU};

/// sin x for x in [-π/2, π/2] (a Taylor polynomial to x¹¹: error below 6e-8 there).
fn sin_near(x: f32) -> f32 {
    let x2 = x * x;
    x * (1.0
        + x2 * (-1.0 / 6.0 + x2 * (1.0 / 120.0 + x2 * (-1.0 / 5040.0 + x2 * (1.0 / 362_880.0 - x2 / 39_916_800.0)))))
}

/// sin x, for any angle a drawing uses.
pub fn sin(x: f32) -> f32 {
    // Into [-π, π), then folded into [-π/2, π/2] where the polynomial holds.
    let mut x = x - TAU * ((x + PI) / TAU).floor();
    if x > FRAC_PI_2 {
        x = PI - x;
    } else if x < -FRAC_PI_2 {
        x = -PI - x;
    }
    sin_near(x)
}

pub fn cos(x: f32) -> f32 {
    sin(x + FRAC_PI_2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_the_standard_library_across_many_turns() {
        let mut worst = 0f32;
        for i in -40_000..40_000 {
            let x = i as f32 * 0.001_3;
            worst = worst.max((sin(x) - x.sin()).abs()).max((cos(x) - x.cos()).abs());
        }
        assert!(worst < 2e-5, "worst error {worst}");
    }
}
