//! The selection rule: a step of a puzzle is kept only where the player's move is the *only*
//! good one. A pure function over what the search found — the best move's and the second best
//! move's scores, turned into expected results (0..1, `ai::expected`) so that one rule fits all
//! four games: a decided game is exactly 1 or 0, and an evaluation counts by the curve fitted
//! to each game's own self-play, so "winning" means as likely to win in The Drake as in Camelot.
//!
//! lichess-puzzler keeps a puzzle move where the best move wins and the second best is clearly
//! worse; lila issue #8116 showed what two winning lines do to a puzzle (a player finds the
//! other one and is told it is wrong). Here the second best must be *both* clearly below the
//! best and not good itself.

use crate::ai::expected::expected;

/// What the player is to achieve at every step of the puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// Win: the best move wins (a decided game, or an expected result past the bar).
    Win,
    /// Hold: the best move keeps the game, every other one loses it outright (Shamrock:
    /// stopping the opponent's second shamrock).
    Hold,
    /// Mate: the best move forces the win (a won game within the search), no other move does
    /// (lichess-puzzler's rule for mates: a move that only wins material is a wrong answer to
    /// a mate, not a second solution).
    Mate,
}

/// The bars of a goal, in expected results for the player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bar {
    /// The best move must reach this.
    pub good: f32,
    /// The second best may reach at most this …
    pub second_at_most: f32,
    /// … and must be at least this much below the best.
    pub gap: f32,
}

impl Goal {
    /// The bars in a game where winning a piece is worth `piece` evaluation points and
    /// `scale` points make a unit of log-odds (`ai::expected`). Win: the best move wins the
    /// game or at least a piece; the second best at most half a piece. Hold: the best move
    /// keeps some hope, every other one loses the game outright.
    pub fn bar(self, piece: i32, scale: f32) -> Bar {
        match self {
            Goal::Win => {
                let good = expected(piece, scale);
                let half = expected(piece / 2, scale);
                Bar { good, second_at_most: half, gap: good - half }
            }
            Goal::Hold => Bar { good: 0.2, second_at_most: 0.0, gap: 0.2 },
            // A won game is exactly 1 (`ai::expected`); an evaluation, however large, is below.
            Goal::Mate => Bar { good: 1.0, second_at_most: MATE_SECOND, gap: 1.0 - MATE_SECOND },
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Goal::Win => "win",
            Goal::Hold => "hold",
            Goal::Mate => "mate",
        }
    }

    pub fn from_id(id: &str) -> Option<Goal> {
        [Goal::Win, Goal::Hold, Goal::Mate].into_iter().find(|g| g.id() == id)
    }
}

/// The most a second move may reach in a mate puzzle: anything short of a won game (an
/// evaluation this high would be eight Lukostřelci up in Drakoburg; such a step is rejected).
const MATE_SECOND: f32 = 0.999;

/// What the rule says of one step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The best move is the only good one: a puzzle step.
    Only,
    /// Even the best move does not reach the goal.
    NotGood,
    /// Another move is good too (or too close to the best): two solutions.
    Several,
}

/// Judges a step from the expected results of the best move and of the second best (`None`
/// when the best is the only legal move).
pub fn judge(best: f32, second: Option<f32>, bar: Bar) -> Verdict {
    if best < bar.good {
        return Verdict::NotGood;
    }
    match second {
        Some(s) if s > bar.second_at_most || best - s < bar.gap => Verdict::Several,
        _ => Verdict::Only,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Drakoburg's numbers: a Lukostřelec (300 points) at its fitted scale.
    fn win() -> Bar {
        Goal::Win.bar(300, 349.0)
    }

    #[test]
    fn the_bars_follow_the_piece() {
        let bar = win();
        assert!((bar.good - 0.703).abs() < 0.01 && (bar.second_at_most - 0.605).abs() < 0.01, "{bar:?}");
        assert!((bar.good - bar.second_at_most - bar.gap).abs() < 1e-6);
    }

    #[test]
    fn one_good_move_is_kept_two_are_not() {
        assert_eq!(judge(1.0, Some(0.5), win()), Verdict::Only, "a mate, the rest even");
        assert_eq!(judge(1.0, Some(1.0), win()), Verdict::Several, "two mates");
        assert_eq!(judge(1.0, Some(0.72), win()), Verdict::Several, "the second wins a piece too");
        assert_eq!(judge(0.75, Some(0.62), win()), Verdict::Several, "not clearly below");
        assert_eq!(judge(0.75, Some(0.5), win()), Verdict::Only);
        assert_eq!(judge(0.65, Some(0.1), win()), Verdict::NotGood, "less than a piece");
        assert_eq!(judge(1.0, None, win()), Verdict::Only, "a forced move");
    }

    #[test]
    fn holding_needs_every_other_move_to_lose() {
        let bar = Goal::Hold.bar(300, 349.0);
        assert_eq!(judge(0.5, Some(0.0), bar), Verdict::Only);
        assert_eq!(judge(0.5, Some(0.05), bar), Verdict::Several);
        assert_eq!(judge(0.1, Some(0.0), bar), Verdict::NotGood);
        assert_eq!(Goal::from_id(Goal::Hold.id()), Some(Goal::Hold));
    }

    #[test]
    fn a_mate_needs_a_won_game_and_no_second_one() {
        let bar = Goal::Mate.bar(300, 349.0);
        assert_eq!(judge(1.0, Some(0.9), bar), Verdict::Only, "the second wins material, no mate");
        assert_eq!(judge(1.0, Some(1.0), bar), Verdict::Several, "two mates");
        assert_eq!(judge(0.98, Some(0.5), bar), Verdict::NotGood, "a large lead is no mate");
        assert_eq!(Goal::from_id(Goal::Mate.id()), Some(Goal::Mate));
    }
}
