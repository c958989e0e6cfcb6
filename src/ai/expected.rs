//! From a search score to an expected result: the evaluation bar and the review's judgements.
//!
//! Two seats: the seat to move expects `1 / (1 + e^(−score / k))` (1 a win, ½ a draw, 0 a
//! loss), a decided score exactly 1 or 0. `k` is fitted per game, by maximum likelihood, to
//! the scores the searches of self-play games gave and the results those games ended with
//! (`deskovna calibrate`, see PERFORMANCE.md "Study tools"): how many evaluation points make a
//! game how likely won depends on the game (a Drake leader falls at once, a Camelot lead of a
//! few men takes long to convert). Lichess's curve for chess has k ≈ 272 centipawns.

use super::alphabeta::DECIDED;
use crate::game::{Evaluate, Game, Seat};
use crate::games::GameKind;
use crate::with_game;

/// The scale of `kind`'s evaluations from its usual start (`Evaluate::SCORE_SCALE`, fitted per
/// game by `deskovna calibrate`, see PERFORMANCE.md "Study tools").
pub fn scale(kind: GameKind) -> f32 {
    with_game!(kind, G => G::SCORE_SCALE)
}

/// The scale for a game of `kind` from the position `start` (The Drake's depends on its
/// board); the usual start's for a text that does not read.
pub fn scale_for(kind: GameKind, start: &str) -> f32 {
    with_game!(kind, G => G::from_text(start).map_or(G::SCORE_SCALE, |g| g.score_scale()))
}

/// The expected result (0..1) of the seat a search `score` is for.
pub fn expected(score: i32, scale: f32) -> f32 {
    if score > DECIDED {
        1.0
    } else if score < -DECIDED {
        0.0
    } else {
        1.0 / (1.0 + (-(score as f32) / scale.max(1.0)).exp())
    }
}

/// Both seats' expected results, in turn order, from the seat to move's `score`.
pub fn both(to_move: Seat, score: i32, scale: f32) -> Vec<f32> {
    let mine = expected(score, scale);
    if to_move == 0 {
        vec![mine, 1.0 - mine]
    } else {
        vec![1.0 - mine, mine]
    }
}

/// The mean log-likelihood of `results` (score for a seat, that seat's result 0, ½ or 1)
/// under the scale `k` (a draw counts as half a win and half a loss).
pub fn log_likelihood(pairs: &[(i32, f32)], k: f32) -> f64 {
    let total: f64 = pairs
        .iter()
        .map(|&(score, result)| {
            let p = f64::from(expected(score, k)).clamp(1e-9, 1.0 - 1e-9);
            f64::from(result) * p.ln() + (1.0 - f64::from(result)) * (1.0 - p).ln()
        })
        .sum();
    total / pairs.len().max(1) as f64
}

/// The scale that makes `pairs` most likely, between 10 and 10 000 points (a golden-section
/// search over its logarithm: the likelihood has one peak in k). Decided scores are left out:
/// they map to 1 or 0 whatever k is.
pub fn fit(pairs: &[(i32, f32)]) -> f32 {
    let pairs: Vec<(i32, f32)> = pairs.iter().copied().filter(|p| p.0.abs() <= DECIDED).collect();
    let f = |x: f64| log_likelihood(&pairs, x.exp() as f32);
    let (mut lo, mut hi) = (10f64.ln(), 10_000f64.ln());
    let golden = (5f64.sqrt() - 1.0) / 2.0;
    let (mut a, mut b) = (hi - golden * (hi - lo), lo + golden * (hi - lo));
    let (mut fa, mut fb) = (f(a), f(b));
    for _ in 0..60 {
        if fa < fb {
            lo = a;
            (a, fa) = (b, fb);
            b = lo + golden * (hi - lo);
            fb = f(b);
        } else {
            hi = b;
            (b, fb) = (a, fa);
            a = hi - golden * (hi - lo);
            fa = f(a);
        }
    }
    ((lo + hi) / 2.0).exp() as f32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::rng::Rng;

    #[test]
    fn the_curve_is_even_and_decided_scores_are_certain() {
        assert_eq!(expected(0, 250.0), 0.5);
        assert!((expected(250, 250.0) - 0.731).abs() < 1e-3);
        assert!((expected(100, 250.0) + expected(-100, 250.0) - 1.0).abs() < 1e-6);
        assert_eq!(expected(DECIDED + 1, 250.0), 1.0);
        assert_eq!(expected(-DECIDED - 1, 250.0), 0.0);
        assert!(expected(1_000, 250.0) < 0.99 && expected(-1_000, 250.0) > 0.01);
    }

    #[test]
    fn the_drake_scale_follows_its_board() {
        let small = scale_for(GameKind::Drake, "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0");
        assert_eq!(small, scale(GameKind::Drake));
        assert!(scale_for(GameKind::Drake, "5_5.5.5.5.5_b_L_DCCMSWA_DCCMSWA_0") > 5.0 * small);
        assert_eq!(scale_for(GameKind::Drake, "nonsense"), small);
        assert_eq!(scale_for(GameKind::Camelot, "anything"), scale(GameKind::Camelot));
    }

    #[test]
    fn the_fit_finds_the_scale_that_made_the_results() {
        // Results drawn from a known curve: the fit recovers its scale.
        let mut rng = Rng::new(5);
        for k in [120.0f32, 400.0, 1500.0] {
            let pairs: Vec<(i32, f32)> = (0..20_000)
                .map(|_| {
                    let score = rng.below(2001) as i32 - 1000;
                    let u = (rng.next_u64() >> 11) as f32 / (1u64 << 53) as f32;
                    (score, if u < expected(score, k) { 1.0 } else { 0.0 })
                })
                .collect();
            let fitted = fit(&pairs);
            assert!((fitted / k - 1.0).abs() < 0.1, "k {k}: fitted {fitted}");
            assert!(log_likelihood(&pairs, fitted) >= log_likelihood(&pairs, k));
        }
    }
}
