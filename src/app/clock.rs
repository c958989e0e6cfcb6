//! Chess clocks for any number of seats: a time and an increment, flag fall as an outcome.
//!
//! Pure: time comes in as milliseconds from the caller (`now`, the page's clock), never from
//! `std::time` (which panics in wasm). The clock runs per *turn*, not per move: a Shamrock turn
//! of several actions and its end-of-turn is one turn, so the caller tells the clock whose turn
//! it is after every move ([`Clock::follow`]) and the clock only switches, and adds the
//! increment, when the seat to move changes.
//!
//! Live play (`app::live`): each browser measures its own player's thinking time and reports
//! it in its move; the other browser charges the reported time, bounded by what it could have
//! been ([`Clock::follow_reported`]): never more than the time it saw pass between its own move
//! leaving and the answer arriving, never less than that time minus an allowance for the
//! network. So a slow connection costs neither player (the lag is not charged to the mover,
//! and the receiver's own time is measured by the receiver alone), and a player who reports
//! less than they took gains at most the allowance per move.

use crate::game::Seat;
use serde::{Deserialize, Serialize};

/// The most minutes and increment seconds a time control may have (a custom one too).
pub const MOST_MINUTES: u64 = 180;
pub const MOST_INCREMENT: u64 = 180;

/// A time control: the time each seat starts with, and what each turn adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TimeControl {
    pub base_ms: u64,
    pub increment_ms: u64,
}

impl TimeControl {
    /// `minutes` each and `increment` seconds a turn (the New game dialog's "5 + 3").
    pub fn minutes(minutes: u64, increment: u64) -> TimeControl {
        TimeControl { base_ms: minutes * 60_000, increment_ms: increment * 1000 }
    }

    /// The controls offered ready-made (those of lichess's over-the-board clock): bullet,
    /// blitz and rapid, minutes + increment seconds. Shared by the New game dialog and live
    /// play's picker.
    pub const PRESETS: [TimeControl; 5] = [
        TimeControl { base_ms: 60_000, increment_ms: 0 },
        TimeControl { base_ms: 180_000, increment_ms: 2_000 },
        TimeControl { base_ms: 300_000, increment_ms: 3_000 },
        TimeControl { base_ms: 600_000, increment_ms: 5_000 },
        TimeControl { base_ms: 900_000, increment_ms: 10_000 },
    ];

    /// "5+3": whole minutes and increment seconds, as players name a control.
    pub fn id(self) -> String {
        format!("{}+{}", self.base_ms / 60_000, self.increment_ms / 1000)
    }

    /// Reads "5+3" (minutes 1 to [`MOST_MINUTES`], increment 0 to [`MOST_INCREMENT`] seconds).
    pub fn from_id(id: &str) -> Option<TimeControl> {
        let (minutes, increment) = id.trim().split_once('+')?;
        TimeControl::checked(minutes.trim().parse().ok()?, increment.trim().parse().ok()?)
    }

    /// `minutes` + `increment`, if both are within the limits.
    pub fn checked(minutes: u64, increment: u64) -> Option<TimeControl> {
        let fits = (1..=MOST_MINUTES).contains(&minutes) && increment <= MOST_INCREMENT;
        fits.then(|| TimeControl::minutes(minutes, increment))
    }

    /// Whether `left` ms is low enough to warn the player: under an eighth of the starting
    /// time, but always under a minute and never before the last ten seconds (lichess's rule).
    pub fn low(self, left: u64) -> bool {
        left < (self.base_ms / 8).clamp(10_000, 60_000)
    }
}

/// Time left as a clock shows it: "4:59", "1:02:03", and tenths in the last ten seconds
/// ("9.3"); rounded down, so "0.0" is shown only when the time is gone.
pub fn shown(ms: u64) -> String {
    if ms < 10_000 {
        return format!("{}.{}", ms / 1000, ms % 1000 / 100);
    }
    let seconds = ms / 1000;
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// The seat whose time ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Flagged(pub Seat);

/// The seat whose turn is running, and since when.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Running {
    pub seat: Seat,
    pub since: f64,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Clock {
    control: TimeControl,
    /// The time each seat had left when its last turn ended (negative once flagged).
    left: Vec<i64>,
    running: Option<Running>,
    flagged: Option<Seat>,
}

/// Milliseconds from `since` to `now`, never negative (a clock set back, a `now` out of order).
fn elapsed(since: f64, now: f64) -> u64 {
    let ms = now - since;
    if ms.is_finite() && ms > 0.0 {
        ms.min(u64::MAX as f64 / 2.0) as u64
    } else {
        0
    }
}

fn ms(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

impl Clock {
    /// A stopped clock giving each of `seats` the control's time.
    pub fn new(control: TimeControl, seats: usize) -> Clock {
        Clock { control, left: vec![ms(control.base_ms); seats], running: None, flagged: None }
    }

    /// A clock as it was saved: each seat's time left and the turn running.
    pub fn resume(control: TimeControl, left: Vec<i64>, running: Option<Running>) -> Clock {
        let flagged = left.iter().position(|&l| l < 0);
        let running = running.filter(|r| r.seat < left.len() && flagged.is_none());
        Clock { control, left, running, flagged }
    }

    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Each seat's time left when its last turn ended (what to save with [`Clock::running`]).
    pub fn saved_left(&self) -> &[i64] {
        &self.left
    }

    pub fn running(&self) -> Option<Running> {
        self.running
    }

    /// The seat whose time ran out, once it has.
    pub fn flagged(&self) -> Option<Seat> {
        self.flagged
    }

    /// The time `seat` has left at `now`, for showing beside it (0 once spent).
    pub fn left(&self, seat: Seat, now: f64) -> u64 {
        let saved = self.left.get(seat).copied().unwrap_or(0);
        let spent = match self.running {
            Some(r) if r.seat == seat => ms(elapsed(r.since, now)),
            _ => 0,
        };
        u64::try_from(saved.saturating_sub(spent)).unwrap_or(0)
    }

    /// How long the running turn has taken so far.
    pub fn thinking(&self, now: f64) -> u64 {
        self.running.map_or(0, |r| elapsed(r.since, now))
    }

    /// Starts `seat`'s turn at `now` without charging anybody (the game's first turn, a game
    /// resumed). Nothing runs once a flag has fallen.
    pub fn start(&mut self, seat: Seat, now: f64) {
        if self.flagged.is_none() && seat < self.left.len() {
            self.running = Some(Running { seat, since: now });
        }
    }

    /// Stops the clock (the game ended, or is paused); the running turn's time is charged,
    /// without an increment.
    pub fn stop(&mut self, now: f64) {
        if let Some(r) = self.running.take() {
            let spent = elapsed(r.since, now);
            self.charge(r.seat, spent);
        }
    }

    /// After a move: `to_move` is the seat to move now. If the turn passed, the seat that
    /// moved is charged the time its turn took (measured here) and given the increment, and
    /// `to_move`'s turn starts. Returns the time charged (`None` if the turn did not pass),
    /// or the flag if the turn took longer than the time that seat had.
    pub fn follow(&mut self, to_move: Seat, now: f64) -> Result<Option<u64>, Flagged> {
        let spent = self.running.map(|r| elapsed(r.since, now));
        self.pass(to_move, now, spent)
    }

    /// [`Clock::follow`] for a turn played in another browser, which measured it as
    /// `reported` ms: the time charged is `reported`, but no more than the time seen here and
    /// no less than that minus `allowance` (the most network delay forgiven per turn).
    pub fn follow_reported(
        &mut self,
        to_move: Seat,
        reported: u64,
        allowance: u64,
        now: f64,
    ) -> Result<Option<u64>, Flagged> {
        let spent = self.running.map(|r| {
            let seen = elapsed(r.since, now);
            reported.clamp(seen.saturating_sub(allowance), seen)
        });
        self.pass(to_move, now, spent)
    }

    fn pass(&mut self, to_move: Seat, now: f64, spent: Option<u64>) -> Result<Option<u64>, Flagged> {
        if let Some(seat) = self.flagged {
            return Err(Flagged(seat));
        }
        let Some(running) = self.running else {
            self.start(to_move, now);
            return Ok(None);
        };
        if running.seat == to_move {
            return Ok(None); // the same turn goes on (another action of a Shamrock turn)
        }
        let spent = spent.unwrap_or(0);
        self.charge(running.seat, spent);
        if let Some(seat) = self.flagged {
            self.running = None;
            return Err(Flagged(seat));
        }
        if let Some(left) = self.left.get_mut(running.seat) {
            *left = left.saturating_add(ms(self.control.increment_ms));
        }
        self.running = None;
        self.start(to_move, now);
        Ok(Some(spent))
    }

    fn charge(&mut self, seat: Seat, spent: u64) {
        if let Some(left) = self.left.get_mut(seat) {
            *left = left.saturating_sub(ms(spent));
            if *left < 0 && self.flagged.is_none() {
                self.flagged = Some(seat);
                self.running = None;
            }
        }
    }

    /// Whether the running seat's time has run out by `now` (its flag falls: the clock
    /// stops). `grace` is added to its time: 0 for a seat played here, the network
    /// allowance for a seat played in another browser (whose own clock decides first).
    pub fn check_flag(&mut self, now: f64, grace: u64) -> Option<Flagged> {
        if let Some(seat) = self.flagged {
            return Some(Flagged(seat));
        }
        let r = self.running?;
        let left = self.left.get(r.seat).copied().unwrap_or(0);
        if ms(elapsed(r.since, now)) > left.saturating_add(ms(grace)) {
            self.flag(r.seat);
        }
        self.flagged.map(Flagged)
    }

    /// `seat`'s flag has fallen (seen here, or accepted from the other browser).
    pub fn flag(&mut self, seat: Seat) {
        if seat < self.left.len() && self.flagged.is_none() {
            self.flagged = Some(seat);
            self.running = None;
            if let Some(left) = self.left.get_mut(seat) {
                *left = (*left).min(-1);
            }
        }
    }
}

/// A whole number of at most 18 digits, maybe negative. By hand: core's parsers would add
/// their code to the page's first bundle, which reads the saved clock.
fn int(text: &str) -> Option<i64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(digits) => (true, digits),
        None => (false, text),
    };
    if digits.is_empty() || digits.len() > 18 {
        return None;
    }
    let mut n: i64 = 0;
    for b in digits.bytes() {
        if !b.is_ascii_digit() {
            return None;
        }
        n = n * 10 + i64::from(b - b'0');
    }
    Some(if negative { -n } else { n })
}

/// A clock as it is saved with its game, in a line of text:
/// `<base ms>+<increment ms> <left>,<left>[,<left>] [<seat>@<since>]` — each seat's time left
/// when its last turn ended (negative once flagged) and the turn running, with the wall-clock
/// time it began (ms since 1970), so that a reload charges the running seat for all the time
/// that passed, the page closed or not: a reload gives nobody time.
impl Clock {
    /// The clock as text; `origin` is the wall-clock time at which the caller's `now` was 0.
    pub fn to_text(&self, origin: f64) -> String {
        // Unsigned integers only, to keep the page's first bundle small: a flagged seat's time
        // is written -1 (any negative time reads as flagged), the start in whole milliseconds.
        let c = self.control;
        let mut text = format!("{}+{} ", c.base_ms, c.increment_ms);
        for (i, &left) in self.left.iter().enumerate() {
            let sep = if i == 0 { "" } else { "," };
            match u64::try_from(left) {
                Ok(left) => text.push_str(&format!("{sep}{left}")),
                Err(_) => text.push_str(&format!("{sep}-1")),
            }
        }
        if let Some(r) = self.running {
            text.push_str(&format!(" {}@{}", r.seat, (r.since + origin).round().max(0.0) as u64));
        }
        text
    }

    /// A clock for `seats` seats from [`Clock::to_text`]'s text, in the time of a caller whose
    /// `now` is 0 at wall-clock time `origin`; None if it does not read or has another number
    /// of seats.
    pub fn from_text(text: &str, seats: usize, origin: f64) -> Option<Clock> {
        let whole = |t: &str| int(t).and_then(|n| u64::try_from(n).ok());
        let mut parts = text.split_whitespace();
        let (base, increment) = parts.next()?.split_once('+')?;
        let control = TimeControl { base_ms: whole(base)?, increment_ms: whole(increment)? };
        let left: Vec<i64> = parts.next()?.split(',').map(int).collect::<Option<_>>()?;
        let running = match parts.next() {
            Some(run) => {
                let (seat, since) = run.split_once('@')?;
                let seat = usize::try_from(whole(seat)?).ok()?;
                Some(Running { seat, since: whole(since)? as f64 - origin })
            }
            None => None,
        };
        let fits = left.len() == seats && running.is_none_or(|r| r.seat < seats) && parts.next().is_none();
        fits.then(|| Clock::resume(control, left, running))
    }
}
