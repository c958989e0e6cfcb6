//! The player's puzzle record for one game, kept in the browser's storage as a short text
//! (through `app::library::Store`): the Glicko-2 rating, counts, the best streak and the
//! puzzles seen lately. Read back safely: a text that does not read gives a new record.
//!
//! `v1 r1500.00 d350.00 s0.060000 p12 w8 b5 recent:drake-3-1,drake-3-7`

use super::glicko::{Game, Rating, TAU};
use crate::app::library::{Full, Store};
use crate::games::GameKind;

/// How many puzzle ids `recent` keeps.
const RECENT: usize = 60;

/// The most one puzzle may move the player's rating, either way. Glicko-2 alone lets a new
/// player (deviation 350) who misses one easy puzzle fall from 1500 to about 860: one slip of
/// the finger reads as a verdict. lichess's puzzle ratings are provisional but bounded in the
/// same spirit; we keep Glicko-2's arithmetic (its deviation still shrinks as results come, so
/// the rating settles) and clip the step, so a new player needs a few results in a row, not
/// one, to move far. 100 keeps a new player's first ten puzzles able to carry them 1000 points
/// (convergence, tested below) while one miss costs at most what one good solve wins back.
pub const MOST_PER_PUZZLE: f64 = 100.0;

/// A new record: rated 1500 (deviation 350), nothing played.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Profile {
    pub rating: Rating,
    /// Puzzles rated, and solved at the first try.
    pub played: u32,
    pub solved: u32,
    pub best_streak: u32,
    /// The ids of the puzzles played lately, latest last.
    pub recent: Vec<String>,
}

/// The storage key of a game's record.
pub fn key(kind: GameKind) -> String {
    format!("puzzles-{}", kind.id())
}

/// `value` with `places` decimals ("1500.00"), by integer arithmetic: the page's wasm carries
/// no float formatting (core's is tens of kilobytes).
pub fn fixed(value: f64, places: u32) -> String {
    let scale = 10_i64.pow(places);
    let n = (value * scale as f64).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let n = n.unsigned_abs();
    let scale = scale.unsigned_abs();
    format!("{sign}{}.{:0width$}", n / scale, n % scale, width = places as usize)
}

/// Reads `fixed`'s text (an optional minus, digits, an optional point and digits), without
/// core's float parsing; `None` for anything else.
pub fn read_fixed(text: &str) -> Option<f64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, part) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if whole.is_empty() || whole.len() > 12 || part.len() > 12 || !all_digits(whole) || !all_digits(part) {
        return None;
    }
    let mut value = whole.parse::<u64>().ok()? as f64;
    if !part.is_empty() {
        value += part.parse::<u64>().ok()? as f64 / 10_f64.powi(part.len() as i32);
    }
    Some(if negative { -value } else { value })
}

impl Profile {
    pub fn to_text(&self) -> String {
        format!(
            "v1 r{} d{} s{} p{} w{} b{} recent:{}",
            fixed(self.rating.rating, 2),
            fixed(self.rating.deviation, 2),
            fixed(self.rating.volatility, 6),
            self.played,
            self.solved,
            self.best_streak,
            self.recent.join(",")
        )
    }

    /// Reads `to_text`'s text; `None` if anything is off.
    pub fn from_text(text: &str) -> Option<Profile> {
        let mut words = text.split_whitespace();
        if words.next()? != "v1" {
            return None;
        }
        let mut field = |prefix: &str| words.next()?.strip_prefix(prefix).map(str::to_string);
        let number = |t: Option<String>| read_fixed(&t?);
        let count = |t: Option<String>| t?.parse::<u32>().ok();
        let rating = number(field("r"))?;
        let deviation = number(field("d")).filter(|d| *d > 0.0 && *d <= 350.0)?;
        let volatility = number(field("s")).filter(|s| *s > 0.0 && *s < 1.0)?;
        let played = count(field("p"))?;
        let solved = count(field("w"))?;
        let best_streak = count(field("b"))?;
        let recent = field("recent:")?;
        let recent = recent.split(',').filter(|s| !s.is_empty()).map(str::to_string).collect();
        Some(Profile { rating: Rating { rating, deviation, volatility }, played, solved, best_streak, recent })
    }

    /// The record kept for `kind`, or a new one.
    pub fn load(store: &dyn Store, kind: GameKind) -> Profile {
        store.get(&key(kind)).and_then(|t| Profile::from_text(&t)).unwrap_or_default()
    }

    pub fn save(&self, store: &dyn Store, kind: GameKind) -> Result<(), Full> {
        store.set(&key(kind), &self.to_text())
    }

    /// A rated result against a puzzle rated `puzzle_rating` (its deviation as Glicko's
    /// rating of a well-known opponent): returns the new rating, moved by at most
    /// [`MOST_PER_PUZZLE`].
    pub fn rate(&mut self, id: &str, puzzle_rating: u32, solved: bool) -> Rating {
        let opponent = Rating { rating: f64::from(puzzle_rating), deviation: 80.0, volatility: 0.06 };
        let before = self.rating.rating;
        let after = self.rating.after(&[Game { opponent, score: if solved { 1.0 } else { 0.0 } }], TAU);
        let step = (after.rating - before).clamp(-MOST_PER_PUZZLE, MOST_PER_PUZZLE);
        self.rating = Rating { rating: before + step, ..after };
        self.played += 1;
        self.solved += u32::from(solved);
        self.seen(id);
        self.rating
    }

    /// Notes a puzzle as seen lately.
    pub fn seen(&mut self, id: &str) {
        self.recent.retain(|r| r != id);
        self.recent.push(id.to_string());
        let extra = self.recent.len().saturating_sub(RECENT);
        self.recent.drain(..extra);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::library::MemoryStore;

    #[test]
    fn the_record_round_trips_through_storage() {
        let store = MemoryStore::default();
        assert_eq!(Profile::load(&store, GameKind::Camelot), Profile::default());
        let mut p = Profile::default();
        let before = p.rating.rating;
        p.rate("camelot-1-1", 1500, true);
        assert!(p.rating.rating > before && p.played == 1 && p.solved == 1);
        p.rate("camelot-1-2", 1500, false);
        p.best_streak = 4;
        p.save(&store, GameKind::Camelot).unwrap();
        let back = Profile::load(&store, GameKind::Camelot);
        assert!((back.rating.rating - p.rating.rating).abs() < 0.01);
        assert_eq!((back.played, back.solved, back.best_streak), (2, 1, 4));
        assert_eq!(back.recent, ["camelot-1-1", "camelot-1-2"]);
        assert_eq!(Profile::load(&store, GameKind::Drake), Profile::default(), "one record per game");
    }

    #[test]
    fn numbers_are_written_and_read_without_float_formatting() {
        assert_eq!(fixed(1500.0, 2), "1500.00");
        assert_eq!(fixed(1539.456, 2), "1539.46");
        assert_eq!(fixed(0.06, 6), "0.060000");
        assert_eq!(fixed(-12.345, 2), "-12.35");
        assert_eq!(fixed(-0.5, 2), "-0.50");
        for (text, value) in [("1500.00", 1500.0), ("0.060000", 0.06), ("-0.50", -0.5), ("7", 7.0)] {
            assert!(read_fixed(text).is_some_and(|v| (v - value).abs() < 1e-9), "{text}");
        }
        for junk in ["", "-", ".5", "1e3", "1.2.3", "nan", "inf", "+1", "1.-2", "12345678901234"] {
            assert_eq!(read_fixed(junk), None, "{junk}");
        }
    }

    #[test]
    fn a_bad_text_reads_as_a_new_record() {
        let store = MemoryStore::default();
        for bad in [
            "",
            "v2 r1500",
            "v1 r1500.00 dx s0.06 p1 w1 b1 recent:",
            "v1 rNaN d100 s0.06 p1 w1 b1 recent:",
            "v1 r1 d1 s0.1 p1 w1 b1",
        ] {
            store.set(&key(GameKind::Drake), bad).unwrap();
            assert_eq!(Profile::load(&store, GameKind::Drake), Profile::default(), "{bad}");
        }
    }

    #[test]
    fn one_puzzle_moves_a_new_player_by_a_bounded_step() {
        // Unbounded, Glicko-2 drops a new player who misses a 1000 puzzle to about 860.
        let unbounded = Rating::default()
            .after(&[Game { opponent: Rating { rating: 1000.0, deviation: 80.0, volatility: 0.06 }, score: 0.0 }], TAU);
        assert!(unbounded.rating < 1500.0 - 2.0 * MOST_PER_PUZZLE, "{unbounded:?}");
        let mut missed = Profile::default();
        let after = missed.rate("easy", 1000, false).rating;
        assert!((1500.0 - MOST_PER_PUZZLE..1500.0).contains(&after), "{after}");
        assert!(missed.rating.deviation < 350.0, "the deviation still shrinks");
        // A hard puzzle solved: up, by no more than the bound.
        let mut solved = Profile::default();
        let after = solved.rate("hard", 2200, true).rating;
        assert!(after > 1500.0 && after <= 1500.0 + MOST_PER_PUZZLE, "{after}");
        // A settled player's step is Glicko-2's own, well inside the bound.
        let mut settled =
            Profile { rating: Rating { rating: 1500.0, deviation: 60.0, volatility: 0.06 }, ..Profile::default() };
        let after = settled.rate("even", 1500, true).rating;
        assert!(after > 1500.0 && after < 1500.0 + MOST_PER_PUZZLE / 4.0, "{after}");
    }

    /// A player whose true strength is `strength` tries puzzles chosen near their rating and
    /// solves each with the Elo chance; the rating ends near the strength, from above or below.
    #[test]
    fn the_rating_still_converges() {
        for strength in [700.0, 1200.0, 2300.0] {
            let mut p = Profile::default();
            let mut seed = 7_u64;
            let mut last = Vec::new();
            for i in 0..300 {
                let (next, draw) = crate::game::rng::splitmix(seed);
                seed = next;
                // A puzzle within 100 of the rating, as `choose::next` picks.
                let puzzle = (p.rating.rating + (draw % 200) as f64 - 100.0).max(400.0);
                let chance = 1.0 / (1.0 + 10_f64.powf((puzzle - strength) / 400.0));
                let solved = (draw >> 11) as f64 / (1_u64 << 53) as f64 <= chance;
                p.rate(&format!("p{i}"), puzzle as u32, solved);
                if i >= 200 {
                    last.push(p.rating.rating);
                }
            }
            let mean = last.iter().sum::<f64>() / last.len() as f64;
            assert!((mean - strength).abs() < 120.0, "strength {strength}: rated {mean:.0}");
        }
        // And it gets there in reasonable time: ten misses in a row take a new player far down.
        let mut p = Profile::default();
        for i in 0..10 {
            p.rate(&format!("m{i}"), 600, false);
        }
        assert!(p.rating.rating < 900.0, "{:?}", p.rating);
    }

    #[test]
    fn recent_keeps_the_latest() {
        let mut p = Profile::default();
        for i in 0..(RECENT + 5) {
            p.seen(&format!("x{i}"));
        }
        p.seen("x10");
        assert_eq!(p.recent.len(), RECENT);
        assert_eq!(p.recent.last().map(String::as_str), Some("x10"));
        assert!(!p.recent.contains(&"x0".to_string()));
    }
}
