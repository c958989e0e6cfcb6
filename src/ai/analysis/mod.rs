//! Analysis of any position of any game, in slices a Web Worker runs one after another:
//!
//! ```text
//! let mut analysis = Analysis::new(GameKind::Camelot, start, &moves)?;
//! while !analysis.done() {
//!     if let Some(report) = analysis.step(Budget { nodes: u64::MAX, time_ms: 100.0 }, &clock) {
//!         post(report);          // depth, the best lines, the evaluation bar
//!     }
//!     // back to the event loop: a "stop" message simply ends the loop
//! }
//! ```
//!
//! Two seats: alpha-beta deepening one ply per report, each report after a whole iteration,
//! with the three best moves scored exactly (multi-PV) and their expected lines; the first
//! report is depth 1, which takes milliseconds, so a line shows at once. A slice that runs out
//! of budget in the middle of an iteration keeps the root moves it finished and goes on with
//! the next one in the next slice. Three seats (and any game that prefers it): Monte-Carlo
//! tree search growing one tree, a report each time the playouts double, every seat's
//! expected result from the tree. Deterministic for a seed when the budgets are nodes.

mod deepening;
mod monte;

use super::alphabeta::{DECIDED, WIN};
use super::clock::{Budget, Clock};
use super::expected::{scale, scale_for};
use super::replay::replay;
use super::text::RequestError;
use crate::game::{Evaluate, Seat};
use crate::games::GameKind;
use deepening::Deepening;
use monte::Monte;

/// How an analysis runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// How many best moves to show (multi-PV).
    pub lines: usize,
    /// The deepest iteration (alpha-beta), or the most playouts (Monte-Carlo) before `done`.
    pub max_depth: u32,
    pub max_playouts: u64,
    /// Playouts before the first Monte-Carlo report; each later one doubles them.
    pub first_playouts: u64,
    /// The transposition table has 2^`table_bits` entries.
    pub table_bits: u32,
    /// Evaluation points per unit of log-odds (`ai::expected`).
    pub scale: f32,
    /// Hidden information is guessed from this seed (a Drake hidden stack, Shamrock's pile).
    pub seed: u64,
    /// Plain fixed-depth alpha-beta: no quiescence, no selectivity, no table cut-offs (so
    /// each iteration is exactly minimax; tests compare it). Lines are then one move long.
    pub exact: bool,
}

impl Settings {
    /// The settings for a game of `kind`: three lines, its fitted scale.
    pub fn for_game(kind: GameKind) -> Settings {
        Settings {
            lines: 3,
            max_depth: 40,
            max_playouts: 2_000_000,
            first_playouts: 500,
            table_bits: 18,
            scale: scale(kind),
            seed: 1,
            exact: false,
        }
    }
}

/// A score in evaluation points, or a game won or lost in so many plies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    Points(i32),
    Win { plies: u32 },
    Loss { plies: u32 },
}

impl Score {
    pub fn from_search(score: i32) -> Score {
        if score > DECIDED {
            Score::Win { plies: (WIN - score).max(0) as u32 }
        } else if score < -DECIDED {
            Score::Loss { plies: (WIN + score).max(0) as u32 }
        } else {
            Score::Points(score)
        }
    }

    /// The same score for the other seat of two.
    pub fn flipped(self) -> Score {
        match self {
            Score::Points(p) => Score::Points(-p),
            Score::Win { plies } => Score::Loss { plies },
            Score::Loss { plies } => Score::Win { plies },
        }
    }
}

/// One candidate move and what follows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The move first, then the expected replies, in notation.
    pub moves: Vec<String>,
    /// For the seat to move (alpha-beta); `None` for Monte-Carlo.
    pub score: Option<Score>,
    /// The seat to move's expected result after this move, 0..1.
    pub expected: f32,
    /// Monte-Carlo: how many playouts went through this move (0 for alpha-beta).
    pub visits: u32,
}

/// What the analysis knows after a slice that finished an iteration.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    /// Alpha-beta: the iteration completed (plies); Monte-Carlo: the report's number (the
    /// playouts doubled each time). 0: the game is over.
    pub depth: u32,
    /// Best first, at most `Settings::lines`.
    pub lines: Vec<Line>,
    pub to_move: Seat,
    /// Every seat's expected result (0..1), in turn order: the evaluation bar. Two seats:
    /// from the best line's score; three: the Monte-Carlo rewards (Outcome::score terms: 1
    /// first place, ½ second, 0 last).
    pub expected: Vec<f32>,
    /// Positions searched (alpha-beta) or playouts (Monte-Carlo), all slices together.
    pub nodes: u64,
    /// Time spent in slices so far (as the given clocks measured it), milliseconds.
    pub elapsed_ms: f64,
    /// No report will follow (deepest iteration or most playouts, a decided game, game over).
    pub done: bool,
}

/// The analysis of one position of a game `G`.
pub struct Analyser<G: Evaluate> {
    engine: Engine<G>,
}

enum Engine<G: Evaluate> {
    Deepening(Box<Deepening<G>>),
    Monte(Box<Monte<G>>),
    /// The game is over: one report, then done.
    Over(Option<Report>),
}

impl<G: Evaluate> Analyser<G> {
    pub fn new(game: G, settings: &Settings) -> Analyser<G> {
        let engine = if let Some(outcome) = game.outcome() {
            let seats = game.seats().len();
            Engine::Over(Some(Report {
                depth: 0,
                lines: Vec::new(),
                to_move: game.to_move(),
                expected: (0..seats).map(|s| outcome.score(s)).collect(),
                nodes: 0,
                elapsed_ms: 0.0,
                done: true,
            }))
        } else if game.prefers_mcts() {
            Engine::Monte(Box::new(Monte::new(game, settings)))
        } else {
            Engine::Deepening(Box::new(Deepening::new(game, settings)))
        };
        Analyser { engine }
    }

    /// Works within `budget` (nodes or playouts, and milliseconds by `clock`); returns a
    /// report when an iteration finished in this slice.
    pub fn step(&mut self, budget: Budget, clock: &dyn Clock) -> Option<Report> {
        match &mut self.engine {
            Engine::Deepening(d) => d.step(budget, clock),
            Engine::Monte(m) => m.step(budget, clock),
            Engine::Over(report) => report.take(),
        }
    }

    /// Whether the analysis has nothing more to say.
    pub fn done(&self) -> bool {
        match &self.engine {
            Engine::Deepening(d) => d.done(),
            Engine::Monte(m) => m.done(),
            Engine::Over(report) => report.is_none(),
        }
    }
}

trait Analyse {
    fn step(&mut self, budget: Budget, clock: &dyn Clock) -> Option<Report>;
    fn done(&self) -> bool;
}

impl<G: Evaluate> Analyse for Analyser<G> {
    fn step(&mut self, budget: Budget, clock: &dyn Clock) -> Option<Report> {
        Analyser::step(self, budget, clock)
    }

    fn done(&self) -> bool {
        Analyser::done(self)
    }
}

/// The analysis of a position of any game, from its start text and moves: what the Web
/// Worker holds.
pub struct Analysis(Box<dyn Analyse>);

impl Analysis {
    /// The position after `moves` from `start`, with the game's own settings (and the scale
    /// of its board, `ai::expected::scale_for`).
    pub fn new(kind: GameKind, start: &str, moves: &[String]) -> Result<Analysis, RequestError> {
        let settings = Settings { scale: scale_for(kind, start), ..Settings::for_game(kind) };
        Analysis::with(kind, start, moves, &settings)
    }

    pub fn with(kind: GameKind, start: &str, moves: &[String], settings: &Settings) -> Result<Analysis, RequestError> {
        fn open<G: Evaluate + 'static>(start: &str, moves: &[String], s: &Settings) -> Result<Analysis, RequestError> {
            let game = replay::<G>(start, moves)?.end;
            Ok(Analysis(Box::new(Analyser::new(game, s))))
        }
        crate::with_game!(kind, G => open::<G>(start, moves, settings))
    }

    /// See [`Analyser::step`].
    pub fn step(&mut self, budget: Budget, clock: &dyn Clock) -> Option<Report> {
        self.0.step(budget, clock)
    }

    pub fn done(&self) -> bool {
        self.0.done()
    }
}
