//! Glicko-2 (Mark E. Glickman, "Example of the Glicko-2 system", 2013): a rating, its
//! deviation and its volatility, updated after a rating period of games. Each puzzle attempt
//! is a period of one game against the puzzle, whose own rating is taken as it is.

/// The system constant τ: how much the volatility may change (Glickman suggests 0.3–1.2).
pub const TAU: f64 = 0.5;
/// Glicko's scale: ratings are 173.7178 times Glicko-2's μ, around 1500.
const SCALE: f64 = 173.7178;
const CENTRE: f64 = 1500.0;
const EPSILON: f64 = 0.000_001;

/// A Glicko-2 rating on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for Rating {
    /// A new player: 1500, deviation 350, volatility 0.06.
    fn default() -> Rating {
        Rating { rating: CENTRE, deviation: 350.0, volatility: 0.06 }
    }
}

/// One game of a period: the opponent and the score (1 win, ½ draw, 0 loss).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    pub opponent: Rating,
    pub score: f64,
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn e(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after a period with `games` (none: only the deviation grows), with the
    /// system constant `tau`.
    pub fn after(self, games: &[Game], tau: f64) -> Rating {
        let mu = (self.rating - CENTRE) / SCALE;
        let phi = self.deviation / SCALE;
        let sigma = self.volatility;
        if games.is_empty() {
            let grown = (phi * phi + sigma * sigma).sqrt();
            return Rating { deviation: (grown * SCALE).min(350.0), ..self };
        }
        // Step 3–4: the estimated variance and improvement.
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for game in games {
            let mu_j = (game.opponent.rating - CENTRE) / SCALE;
            let phi_j = game.opponent.deviation / SCALE;
            let expected = e(mu, mu_j, phi_j);
            inverse_v += g(phi_j) * g(phi_j) * expected * (1.0 - expected);
            sum += g(phi_j) * (game.score - expected);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        // Step 5: the new volatility, by the Illinois algorithm.
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * tau) < 0.0 && k < 1000.0 {
                k += 1.0;
            }
            a - k * tau
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        let mut rounds = 0;
        while (big_b - big_a).abs() > EPSILON && rounds < 200 {
            let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = c;
            f_b = f_c;
            rounds += 1;
        }
        let sigma = (big_a / 2.0).exp();
        // Steps 6–8: the new deviation and rating.
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu = mu + phi * phi * sum;
        Rating { rating: mu * SCALE + CENTRE, deviation: phi * SCALE, volatility: sigma }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example: a 1500 (RD 200, σ 0.06) player beats a 1400 (RD 30), loses
    /// to a 1550 (RD 100) and to a 1700 (RD 300); τ = 0.5. The paper: r' = 1464.06,
    /// RD' = 151.52, σ' = 0.05999.
    #[test]
    fn glickmans_example() {
        let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let opponent = |rating, deviation| Rating { rating, deviation, volatility: 0.06 };
        let games = [
            Game { opponent: opponent(1400.0, 30.0), score: 1.0 },
            Game { opponent: opponent(1550.0, 100.0), score: 0.0 },
            Game { opponent: opponent(1700.0, 300.0), score: 0.0 },
        ];
        let after = player.after(&games, TAU);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let player = Rating { rating: 1600.0, deviation: 100.0, volatility: 0.06 };
        let after = player.after(&[], TAU);
        assert_eq!(after.rating, 1600.0);
        assert!(after.deviation > 100.0 && after.deviation < 101.0);
        assert_eq!(Rating { deviation: 350.0, ..player }.after(&[], TAU).deviation, 350.0);
    }
}
