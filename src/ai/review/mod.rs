//! The review of a game: every position searched in turn (one per `step`, so a Web Worker can
//! show progress and stop between moves), each move judged by how much it lowered its
//! player's expected result, the best move named where another was played, the evaluation
//! graph, and a summary per player.
//!
//! Two seats: alpha-beta to a fixed node budget per position (deterministic, the same marks
//! natively and in wasm), one transposition table for the whole game; the expected result from
//! the score by the game's fitted curve (`ai::expected`). Three seats: Monte-Carlo, a fixed
//! number of playouts per position, each seat's expected result straight from the tree (the
//! mean reward of the best move: 1 first place, ½ second, 0 last), so each mover is judged by
//! its own drop like everybody else. A position with one legal move is valued as the one
//! after it (no choice to judge, and searching it would only cost time).

mod marks;

pub use marks::{Mark, Summary, BLUNDER, INACCURACY, MISTAKE};

use super::analysis::Score;
use super::clock::{Budget, Clock};
use super::expected::{both, scale, scale_for};
use super::mcts::{Mcts, MctsSettings};
use super::replay::replay;
use super::search::{Search, Settings as SearchSettings};
use super::text::RequestError;
use crate::game::notations;
use crate::game::rng::splitmix;
use crate::game::{Evaluate, Seat};
use crate::games::GameKind;
use crate::with_game;

/// How deep a review looks at each position.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// Alpha-beta: the deepest iteration, and positions searched per position reviewed.
    pub depth: u32,
    pub nodes: u64,
    /// Monte-Carlo: playouts per position.
    pub playouts: u64,
    pub table_bits: u32,
    /// Evaluation points per unit of log-odds (`ai::expected`).
    pub scale: f32,
    pub seed: u64,
}

impl Settings {
    /// The default for a game of `kind`: a 60-ply game in 2–5 s natively, under 7 s
    /// (PERFORMANCE.md, "Study tools").
    pub fn for_game(kind: GameKind) -> Settings {
        let nodes = with_game!(kind, G => G::REVIEW_NODES);
        Settings { depth: 30, nodes, playouts: 800, table_bits: 18, scale: scale(kind), seed: 1 }
    }
}

/// One move judged.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveReview {
    /// The move's index in the game (from 0).
    pub ply: usize,
    /// Who played it.
    pub seat: Seat,
    pub notation: String,
    /// The mover's expected result (0..1) before the move, with the best move found, and
    /// after the move played.
    pub before: f32,
    pub after: f32,
    /// `before − after`, at least 0; 0 when the move played is the best found.
    pub loss: f32,
    pub mark: Option<Mark>,
    /// When another move was the best found: it and its expected line ("best was …").
    pub best: Option<Vec<String>>,
}

/// The evaluation graph at one position (after `ply` moves).
#[derive(Clone, Debug, PartialEq)]
pub struct Point {
    pub ply: usize,
    /// Every seat's expected result, in turn order.
    pub expected: Vec<f32>,
    /// Two seats: the score for seat 0 (the first in turn order).
    pub score: Option<Score>,
}

/// The review so far.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GameReview {
    /// The moves judged so far, in order.
    pub moves: Vec<MoveReview>,
    /// One point per position searched so far (the start first).
    pub graph: Vec<Point>,
    /// One summary per seat, over its moves judged so far.
    pub players: Vec<Summary>,
}

/// Positions searched out of all (a game of n moves has n + 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
}

/// What the search found at one position.
struct Eval<M> {
    to_move: Seat,
    expected: Vec<f32>,
    /// For the seat to move (alpha-beta).
    score: Option<i32>,
    best: Option<M>,
    /// The best move and its continuation, in notation.
    line: Vec<String>,
}

/// The review of a game `G`, one position per step.
pub struct Reviewer<G: Evaluate> {
    settings: Settings,
    /// The position to search next.
    state: G,
    moves: Vec<G::Move>,
    notations: Vec<String>,
    evals: Vec<Eval<G::Move>>,
    search: Option<Search<G>>,
    mcts: Mcts<G>,
    elapsed_ms: f64,
}

/// How many forced moves in a row are followed to value a position.
const FORCED: usize = 8;

impl<G: Evaluate> Reviewer<G> {
    /// The review of the game of `moves` (legal, in order) from `start`.
    pub fn new(start: G, moves: Vec<G::Move>, settings: &Settings) -> Reviewer<G> {
        Reviewer {
            settings: *settings,
            state: start,
            notations: Vec::with_capacity(moves.len()),
            evals: Vec::with_capacity(moves.len() + 1),
            moves,
            search: None,
            mcts: Mcts::new(),
            elapsed_ms: 0.0,
        }
    }

    pub fn progress(&self) -> Progress {
        Progress { done: self.evals.len(), total: self.moves.len() + 1 }
    }

    pub fn done(&self) -> bool {
        self.evals.len() > self.moves.len()
    }

    /// Time spent in steps so far, milliseconds (as the clocks measured it).
    pub fn elapsed_ms(&self) -> f64 {
        self.elapsed_ms
    }

    /// Searches the next position; then the move played there is judged as soon as the
    /// position after it is searched too.
    pub fn step(&mut self, clock: &dyn Clock) -> Progress {
        if self.done() {
            return self.progress();
        }
        let begun = clock.elapsed_ms();
        let ply = self.evals.len();
        let mut state = self.state.clone();
        let eval = self.evaluate(&mut state, ply, 0, clock);
        self.evals.push(eval);
        if let Some(&mv) = self.moves.get(ply) {
            self.notations.push(self.state.notation(mv));
            self.state.play_unchecked(mv);
        }
        self.elapsed_ms += (clock.elapsed_ms() - begun).max(0.0);
        self.progress()
    }

    fn evaluate(&mut self, game: &mut G, ply: usize, forced: usize, clock: &dyn Clock) -> Eval<G::Move> {
        let me = game.to_move();
        let seats = game.seats().len();
        if let Some(outcome) = game.outcome() {
            let expected = (0..seats).map(|s| outcome.score(s)).collect();
            let score = (seats == 2).then(|| super::terminal_score(&outcome, me, 0));
            return Eval { to_move: me, expected, score, best: None, line: Vec::new() };
        }
        let mut moves = Vec::new();
        game.legal_moves(&mut moves);
        if let ([only], true) = (moves.as_slice(), forced < FORCED) {
            let notation = game.notation(*only);
            game.play_unchecked(*only);
            let after = self.evaluate(game, ply, forced + 1, clock);
            game.undo();
            let score = after.score.map(|s| if after.to_move == me { s } else { -s });
            let line = std::iter::once(notation).chain(after.line).collect();
            return Eval { to_move: me, expected: after.expected, score, best: Some(*only), line };
        }
        let seed = splitmix(self.settings.seed ^ (ply as u64).wrapping_mul(0x9E37_79B9)).1;
        if game.prefers_mcts() {
            let settings =
                MctsSettings { search_forced: true, ..MctsSettings::new(Budget::nodes(self.settings.playouts)) };
            let Some(report) = self.mcts.think(game, &settings, clock, seed) else {
                return Eval { to_move: me, expected: vec![0.5; seats], score: None, best: None, line: Vec::new() };
            };
            let expected = report.rewards[..seats.min(report.rewards.len())].to_vec();
            let line = notations(game, &report.pv);
            return Eval { to_move: me, expected, score: None, best: Some(report.best), line };
        }
        let settings = SearchSettings::new(self.settings.depth, Budget::nodes(self.settings.nodes));
        let bits = self.settings.table_bits;
        let search = self.search.get_or_insert_with(|| Search::new(bits));
        let Some(report) = search.think(game, &settings, clock, seed) else {
            return Eval { to_move: me, expected: vec![0.5; seats], score: None, best: None, line: Vec::new() };
        };
        let line = notations(game, &report.pv);
        let expected = both(me, report.score, self.settings.scale);
        Eval { to_move: me, expected, score: Some(report.score), best: Some(report.best), line }
    }

    /// Everything judged so far.
    pub fn review(&self) -> GameReview {
        let seats = self.state.seats().len();
        let graph = self
            .evals
            .iter()
            .enumerate()
            .map(|(ply, e)| Point {
                ply,
                expected: e.expected.clone(),
                score: e.score.map(|s| {
                    if e.to_move == 0 {
                        Score::from_search(s)
                    } else {
                        Score::from_search(s).flipped()
                    }
                }),
            })
            .collect();
        let moves: Vec<MoveReview> = self
            .evals
            .windows(2)
            .enumerate()
            .map(|(ply, pair)| {
                let (now, next) = (&pair[0], &pair[1]);
                let seat = now.to_move;
                let played = self.moves.get(ply).copied();
                let is_best = now.best.is_some() && now.best == played;
                let before = now.expected.get(seat).copied().unwrap_or(0.5);
                let after = next.expected.get(seat).copied().unwrap_or(0.5);
                let loss = if is_best { 0.0 } else { (before - after).max(0.0) };
                MoveReview {
                    ply,
                    seat,
                    notation: self.notations.get(ply).cloned().unwrap_or_default(),
                    before,
                    after,
                    loss,
                    mark: Mark::for_loss(loss),
                    best: (!is_best && !now.line.is_empty()).then(|| now.line.clone()),
                }
            })
            .collect();
        let players = (0..seats)
            .map(|seat| Summary::of(seat, moves.iter().filter(|m| m.seat == seat).map(|m| (m.mark, m.loss))))
            .collect();
        GameReview { moves, graph, players }
    }
}

trait Reviews {
    fn step(&mut self, clock: &dyn Clock) -> Progress;
    fn progress(&self) -> Progress;
    fn review(&self) -> GameReview;
    fn elapsed_ms(&self) -> f64;
}

impl<G: Evaluate> Reviews for Reviewer<G> {
    fn step(&mut self, clock: &dyn Clock) -> Progress {
        Reviewer::step(self, clock)
    }

    fn progress(&self) -> Progress {
        Reviewer::progress(self)
    }

    fn review(&self) -> GameReview {
        Reviewer::review(self)
    }

    fn elapsed_ms(&self) -> f64 {
        Reviewer::elapsed_ms(self)
    }
}

/// The review of a game of any kind, from its start text and moves: what the Web Worker holds.
pub struct Review(Box<dyn Reviews>);

impl Review {
    pub fn new(kind: GameKind, start: &str, moves: &[String]) -> Result<Review, RequestError> {
        let settings = Settings { scale: scale_for(kind, start), ..Settings::for_game(kind) };
        Review::with(kind, start, moves, &settings)
    }

    pub fn with(kind: GameKind, start: &str, moves: &[String], settings: &Settings) -> Result<Review, RequestError> {
        fn open<G: Evaluate + 'static>(start: &str, moves: &[String], s: &Settings) -> Result<Review, RequestError> {
            let game = replay::<G>(start, moves)?;
            Ok(Review(Box::new(Reviewer::new(game.start, game.moves, s))))
        }
        crate::with_game!(kind, G => open::<G>(start, moves, settings))
    }

    /// Searches the next position (see [`Reviewer::step`]).
    pub fn step(&mut self, clock: &dyn Clock) -> Progress {
        self.0.step(clock)
    }

    pub fn progress(&self) -> Progress {
        self.0.progress()
    }

    pub fn done(&self) -> bool {
        let p = self.0.progress();
        p.done >= p.total
    }

    /// Everything judged so far (all of it once `done`).
    pub fn review(&self) -> GameReview {
        self.0.review()
    }

    pub fn elapsed_ms(&self) -> f64 {
        self.0.elapsed_ms()
    }
}
