//! Time, passed in from outside: the search never reads a system clock itself (`std::time`
//! panics in wasm). The command line wraps `Instant`, the browser `performance.now()`, tests
//! use the deterministic clocks here.

use std::cell::Cell;

/// A monotonic clock.
pub trait Clock {
    /// Milliseconds since some fixed moment (only differences matter).
    fn elapsed_ms(&self) -> f64;
}

/// A clock that never moves: only depth and node limits stop the search (deterministic).
#[derive(Clone, Copy, Debug, Default)]
pub struct StoppedClock;

impl Clock for StoppedClock {
    fn elapsed_ms(&self) -> f64 {
        0.0
    }
}

/// A clock that advances a fixed step every time it is read: time limits become a
/// deterministic function of how often the search looks at the clock.
#[derive(Debug, Default)]
pub struct TickingClock {
    now: Cell<f64>,
    step: f64,
}

impl TickingClock {
    pub fn new(step_ms: f64) -> TickingClock {
        TickingClock { now: Cell::new(0.0), step: step_ms }
    }
}

impl Clock for TickingClock {
    fn elapsed_ms(&self) -> f64 {
        let now = self.now.get() + self.step;
        self.now.set(now);
        now
    }
}

/// A closure as a clock (`|| performance.now()` in the browser).
pub struct FnClock<F: Fn() -> f64>(pub F);

impl<F: Fn() -> f64> Clock for FnClock<F> {
    fn elapsed_ms(&self) -> f64 {
        (self.0)()
    }
}

/// Limits on one search: whichever is reached first stops it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Positions visited (alpha-beta) or playouts (Monte-Carlo).
    pub nodes: u64,
    /// Wall-clock milliseconds for the whole move.
    pub time_ms: f64,
}

impl Budget {
    pub const UNLIMITED: Budget = Budget { nodes: u64::MAX, time_ms: f64::INFINITY };

    pub fn nodes(nodes: u64) -> Budget {
        Budget { nodes, ..Budget::UNLIMITED }
    }
}

/// Keeps track of a running search's budget; looks at the clock only every few nodes.
pub(crate) struct Meter<'a> {
    clock: &'a dyn Clock,
    start: f64,
    budget: Budget,
    pub nodes: u64,
    pub stopped: bool,
    /// How many nodes pass between two looks at the clock (a power of two).
    every: u64,
}

impl<'a> Meter<'a> {
    /// A meter for alpha-beta nodes: the clock is read every 1024 nodes.
    pub fn new(clock: &'a dyn Clock, budget: Budget) -> Meter<'a> {
        Meter::every(clock, budget, 1024)
    }

    /// A meter reading the clock every `every` nodes (rounded up to a power of two).
    pub fn every(clock: &'a dyn Clock, budget: Budget, every: u64) -> Meter<'a> {
        let every = every.max(1).next_power_of_two();
        Meter { clock, start: clock.elapsed_ms(), budget, nodes: 0, stopped: false, every }
    }

    /// Counts one node; `true` once the budget is spent (and from then on).
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        let out_of_time = || self.nodes & (self.every - 1) == 0 && self.elapsed() >= self.budget.time_ms;
        if self.nodes >= self.budget.nodes || out_of_time() {
            self.stopped = true;
        }
        self.stopped
    }

    pub fn elapsed(&self) -> f64 {
        (self.clock.elapsed_ms() - self.start).max(0.0)
    }

    /// Whether another round (a deeper iteration) is worth starting: it typically costs a few
    /// times all the rounds before it.
    pub fn room_for_more(&self) -> bool {
        !self.stopped
            && (self.nodes as f64) < self.budget.nodes as f64 * 0.3
            && self.elapsed() < self.budget.time_ms * 0.35
    }
}
