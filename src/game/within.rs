//! Clamping floats without the standard `clamp`, whose check formats floats for its panic
//! message and so adds float formatting (kilobytes) to the wasm. Here a NaN bound just loses.

pub trait Within: Sized {
    /// The value limited to `lo..=hi` (`lo` ≤ `hi`).
    fn within(self, lo: Self, hi: Self) -> Self;
}

impl Within for f32 {
    #[inline]
    fn within(self, lo: f32, hi: f32) -> f32 {
        self.max(lo).min(hi)
    }
}

impl Within for f64 {
    #[inline]
    fn within(self, lo: f64, hi: f64) -> f64 {
        self.max(lo).min(hi)
    }
}

#[cfg(test)]
mod tests {
    use super::Within;

    #[test]
    fn limits_both_ways() {
        assert_eq!(5.0f32.within(0.0, 1.0), 1.0);
        assert_eq!((-2.0f64).within(0.0, 1.0), 0.0);
        assert_eq!(0.25f32.within(0.0, 1.0), 0.25);
    }
}
