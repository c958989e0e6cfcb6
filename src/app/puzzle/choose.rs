//! Which puzzle comes next: near the player's rating (optionally within chosen themes, not
//! one seen lately), the streak's climb, and the puzzle of the day. Pure functions of their
//! arguments, so the browser and the tests choose alike.

use super::Puzzle;
use crate::game::rng::splitmix;

/// How many of the nearest puzzles the next one is drawn from (so the same rating does not
/// always give the same puzzle).
const NEAREST: usize = 8;

/// The next puzzle for a player rated `rating`: among those with one of `themes` (all when
/// empty) and not in `recent` (unless every one is), one of the nearest in rating, drawn by
/// `seed`. `None` for an empty choice.
pub fn next(set: &[Puzzle], rating: f64, themes: &[String], recent: &[String], seed: u64) -> Option<usize> {
    let themed: Vec<usize> =
        (0..set.len()).filter(|&i| themes.is_empty() || set[i].themes.iter().any(|t| themes.contains(t))).collect();
    let fresh: Vec<usize> = themed.iter().copied().filter(|&i| !recent.contains(&set[i].id)).collect();
    let mut pool = if fresh.is_empty() { themed } else { fresh };
    pool.sort_by(|&a, &b| {
        let da = (f64::from(set[a].rating) - rating).abs();
        let db = (f64::from(set[b].rating) - rating).abs();
        da.total_cmp(&db).then(a.cmp(&b))
    });
    pool.truncate(NEAREST);
    if pool.is_empty() {
        return None;
    }
    pool.get(splitmix(seed).1 as usize % pool.len()).copied()
}

/// The rating a streak aims at after `solved` puzzles: it starts easy and climbs.
pub fn streak_rating(solved: u32) -> f64 {
    800.0 + 60.0 * f64::from(solved)
}

/// A calendar day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Date {
    pub year: i32,
    pub month: u32,
    pub day: u32,
}

impl Date {
    /// Days since 1970-01-01 (the proleptic Gregorian calendar; Howard Hinnant's
    /// days_from_civil).
    pub fn days(self) -> i64 {
        let (m, d) = (i64::from(self.month.clamp(1, 12)), i64::from(self.day.clamp(1, 31)));
        let y = i64::from(self.year) - i64::from(m <= 2);
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let doy = (153 * (m + if m > 2 { -3 } else { 9 }) + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }
}

/// The puzzle of the day: the same for everyone on `date`, from the date alone. Days in a row
/// walk through the set in a shuffled order (a step prime to the set's size), so no puzzle
/// comes back before every other one has had its day.
pub fn daily(date: Date, set: &[Puzzle]) -> Option<usize> {
    daily_on(date.days(), set)
}

/// The puzzle of the day `days` after 1970-01-01.
pub fn daily_on(days: i64, set: &[Puzzle]) -> Option<usize> {
    let n = set.len() as u64;
    if n == 0 {
        return None;
    }
    let mut step = splitmix(0x5eed_da11).1 % n;
    while gcd(step.max(1), n) != 1 {
        step += 1;
    }
    let offset = splitmix(0xda11_5eed).1 % n;
    let day = days.rem_euclid(n as i64) as u64;
    Some(((offset + day * step.max(1)) % n) as usize)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::puzzle::Goal;
    use crate::games::GameKind;

    fn puzzle(id: &str, rating: u32, themes: &[&str]) -> Puzzle {
        Puzzle {
            id: id.into(),
            kind: GameKind::Drake,
            options: String::new(),
            position: "p".into(),
            goal: Goal::Win,
            solution: vec!["m".into()],
            themes: themes.iter().map(|t| t.to_string()).collect(),
            rating,
            level: 1,
            depth: 1,
            source: String::new(),
        }
    }

    fn set(n: u32) -> Vec<Puzzle> {
        (0..n).map(|i| puzzle(&format!("p{i}"), 600 + 50 * i, if i % 2 == 0 { &["a"] } else { &["b"] })).collect()
    }

    #[test]
    fn next_is_near_the_rating_within_the_themes_and_not_recent() {
        let set = set(40);
        for seed in 0..50 {
            let i = next(&set, 1500.0, &[], &[], seed).unwrap();
            assert!((f64::from(set[i].rating) - 1500.0).abs() <= 200.0, "{}", set[i].rating);
            let j = next(&set, 1500.0, &["b".into()], &[], seed).unwrap();
            assert!(set[j].themes == ["b"]);
        }
        let recent: Vec<String> = set.iter().filter(|p| p.rating != 600).map(|p| p.id.clone()).collect();
        assert_eq!(next(&set, 2500.0, &[], &recent, 3), Some(0), "the only one not seen lately");
        let all: Vec<String> = set.iter().map(|p| p.id.clone()).collect();
        assert!(next(&set, 600.0, &[], &all, 3).is_some(), "everything seen: start again");
        assert_eq!(next(&set, 600.0, &["c".into()], &[], 3), None);
        assert_eq!(next(&[], 600.0, &[], &[], 3), None);
    }

    #[test]
    fn the_streak_climbs() {
        assert!(streak_rating(10) > streak_rating(0));
    }

    #[test]
    fn dates_count_days() {
        assert_eq!(Date { year: 1970, month: 1, day: 1 }.days(), 0);
        assert_eq!(Date { year: 2000, month: 3, day: 1 }.days(), 11_017);
        assert_eq!(Date { year: 2026, month: 11, day: 27 }.days(), 20_784);
        assert_eq!(Date { year: 1969, month: 12, day: 31 }.days(), -1);
    }

    #[test]
    fn the_puzzle_of_the_day_depends_on_the_date_alone_and_visits_all() {
        let set = set(37);
        let date = Date { year: 2026, month: 11, day: 27 };
        let seen: std::collections::HashSet<usize> = (0..37).filter_map(|d| daily_on(date.days() + d, &set)).collect();
        assert_eq!(seen.len(), 37, "37 days in a row, 37 puzzles");
        assert_eq!(daily(date, &set), daily_on(20_784, &set.clone()));
        assert_ne!(daily(date, &set), daily(Date { day: 28, ..date }, &set));
        assert_eq!(daily(date, &[]), None);
    }
}
