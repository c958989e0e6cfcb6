//! Colour contrast as WCAG measures it, so that every mark and word can be made to stand out
//! from what it is drawn on, in every theme.

use crate::view::scene::Rgba;

/// A channel of sRGB in linear light (WCAG 2's formula).
fn linear(v: u8) -> f32 {
    let v = v as f32 / 255.0;
    if v <= 0.04045 {
        v / 12.92
    } else {
        pow_2_4((v + 0.055) / 1.055)
    }
}

/// x^2.4 for x in (0, 1], as x² · (x²)^⅕, the fifth root by Newton's method in f64 from above
/// (it converges from 1 without overshooting): `powf` would bring libm's kilobytes into the
/// page's wasm. It agrees with `powf` to a few units in the last place of f32 (as two libms
/// do with each other), for every channel value (the test checks).
fn pow_2_4(x: f32) -> f32 {
    let a = f64::from(x) * f64::from(x);
    let mut r = 1.0f64;
    for _ in 0..40 {
        let next = (4.0 * r + a / (r * r * r * r)) / 5.0;
        if next >= r {
            break;
        }
        r = next;
    }
    (a * r) as f32
}

/// The relative luminance of a colour (WCAG 2), 0 black to 1 white; alpha is ignored.
pub fn luminance(c: Rgba) -> f32 {
    0.2126 * linear(c.0) + 0.7152 * linear(c.1) + 0.0722 * linear(c.2)
}

/// The contrast ratio of two opaque colours, 1 (none) to 21 (black on white).
pub fn contrast(a: Rgba, b: Rgba) -> f32 {
    let (x, y) = (luminance(a), luminance(b));
    (x.max(y) + 0.05) / (x.min(y) + 0.05)
}

/// `top` painted over the opaque colour `under` (alpha blending in sRGB, as canvases do).
pub fn over(top: Rgba, under: Rgba) -> Rgba {
    let a = top.3 as f32 / 255.0;
    let m = |t: u8, u: u8| (t as f32 * a + u as f32 * (1.0 - a)).round() as u8;
    Rgba(m(top.0, under.0), m(top.1, under.1), m(top.2, under.2), 255)
}

/// Of `choices`, the first that reads on `under` at `ratio`, else the one that reads best.
pub fn legible(choices: &[Rgba], under: Rgba, ratio: f32) -> Rgba {
    let on = |c: Rgba| contrast(over(c, under), under);
    choices
        .iter()
        .copied()
        .find(|&c| on(c) >= ratio)
        .or_else(|| choices.iter().copied().max_by(|a, b| on(*a).total_cmp(&on(*b))))
        .unwrap_or(Rgba(0, 0, 0, 255))
}

/// `c` made opaque and, if it must be, darker or lighter (the least it takes) until it stands
/// out from every colour of `unders` by `ratio`; if no shade does, the one that comes closest.
pub fn strong(c: Rgba, unders: &[Rgba], ratio: f32) -> Rgba {
    let c = c.alpha(255);
    let worst = |x: Rgba| unders.iter().map(|&u| contrast(x, u)).fold(f32::MAX, f32::min);
    let toward = |to: Rgba, k: f32| over(to.alpha((k * 255.0).round() as u8), c);
    let shades = (0..=20).flat_map(|i| {
        let k = i as f32 / 20.0;
        [toward(Rgba(0, 0, 0, 255), k), toward(Rgba(255, 255, 255, 255), k)]
    });
    let mut best = (c, worst(c));
    for x in shades {
        let w = worst(x);
        if w >= ratio {
            return x;
        }
        if w > best.1 {
            best = (x, w);
        }
    }
    best.0
}

/// Black or white, whichever stands out more on `under`.
pub fn ink_on(under: Rgba) -> Rgba {
    legible(&[Rgba(0, 0, 0, 255), Rgba(255, 255, 255, 255)], under, 21.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_channel_value_is_linearised_as_powf_does() {
        for v in 0..=255u8 {
            let x = v as f32 / 255.0;
            let expected = if x <= 0.04045 { x / 12.92 } else { ((x + 0.055) / 1.055).powf(2.4) };
            let ulps = (linear(v).to_bits() as i64 - expected.to_bits() as i64).abs();
            assert!(ulps <= 4, "channel {v}: {} against {expected} ({ulps} ulps)", linear(v));
        }
    }

    #[test]
    fn black_on_white_is_21_and_blending_is_linear_in_srgb() {
        let (black, white) = (Rgba::hex(0), Rgba::hex(0xFFFFFF));
        assert!((contrast(black, white) - 21.0).abs() < 0.01);
        assert_eq!(over(white.alpha(128), black), Rgba(128, 128, 128, 255));
        assert_eq!(ink_on(Rgba::hex(0xEEEEEE)), black);
        assert_eq!(legible(&[white, black], white, 4.5), black);
    }

    #[test]
    fn a_strong_shade_stands_out_from_light_and_dark_alike_or_comes_closest() {
        let unders = [Rgba::hex(0xFFFFFF), Rgba::hex(0xC8C8C8), Rgba::hex(0x000000)];
        let s = strong(Rgba::hex(0xF0E442).alpha(100), &unders, 3.0);
        assert!(unders.iter().all(|&u| contrast(s, u) >= 3.0), "{s:?}");
        assert_eq!(strong(Rgba::hex(0x000000), &[Rgba::hex(0xFFFFFF)], 3.0), Rgba::hex(0));
        let grey = strong(Rgba::hex(0x808080), &[Rgba::hex(0), Rgba::hex(0xFFFFFF)], 10.0);
        assert!(contrast(grey, Rgba::hex(0)).min(contrast(grey, Rgba::hex(0xFFFFFF))) > 4.0);
    }
}
