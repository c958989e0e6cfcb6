//! The study beside the board — the analysis of the position shown and the review of the game —
//! as a controller in the style of `app::Session`: the page's hand-offs and the worker's typed
//! replies come in as [`Event`]s, and [`Command`]s go out: requests for the study's worker,
//! words for the live region, the board's arrow or a position to show, and the panels to draw
//! (`panels`: what they show). One study job runs in the worker at a time: a new one ends the
//! one before, whose panel then stands stopped (Go on resumes it). Every request has an id, and
//! a reply to any other id is stale and dropped. Natively tested (`tests/study.rs`).

mod button;
mod panels;

pub use button::{graph_ply, Button, Unread};
pub use panels::{mark_said, AnalysisPanel, Panels, ReviewPanel};

use super::handoff::{Shown, ToPage};
use crate::ai::wire::{Analysed, Ask, Id, Position, Reply, Request, Reviewed, Reviewing, Studied, Study as Job};
use crate::game::{Colour, Lang};
use crate::view::registry::open_table;
use crate::view::study::StudyWord as Word;

/// The game the page shows, with its seats.
#[derive(Clone, Debug)]
pub struct Board {
    pub shown: Shown,
    pub seats: &'static [Colour],
}

impl Board {
    /// None for a game that cannot be replayed.
    pub fn of(shown: Shown) -> Option<Board> {
        let table = open_table(shown.game, &shown.start, &shown.moves).ok()?;
        let seats = table.status().seats;
        let shown = Shown { shown: shown.shown.min(shown.moves.len()), ..shown };
        Some(Board { shown, seats })
    }

    pub fn lang(&self) -> Lang {
        self.shown.lang
    }

    /// A move from the position shown, in words (its notation when it is not legal there).
    pub fn say(&self, notation: &str) -> String {
        let mut at = self.shown.at();
        at.moves.push(notation.to_string());
        open_table(at.game, &at.start, &at.moves)
            .ok()
            .and_then(|t| t.entries(self.lang()).pop())
            .map_or_else(|| notation.to_string(), |e| e.said)
    }
}

/// Everything that can happen to the study once it is open.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The page shows another position (a move, the move list, another game, the language).
    Shown(Shown),
    /// The panel's Stop, or Go on when it is stopped. (The panels' clicks read as a
    /// [`Button`], which gives these events.)
    Stop(Job),
    CloseReview,
    /// "Say it": the evaluation in words.
    Say,
    /// The graph was clicked at this position.
    Graph(usize),
    /// The worker's reply.
    Reply(Reply<Studied>),
}

/// What the page must do, in this order.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Send this to the study's worker.
    Send(Request),
    /// Build the panels' elements in this language (the first time, or in another language).
    Build(Lang),
    /// Draw the panels as this.
    Draw(Panels),
    /// Tell the page (its board's arrow, a position to show).
    Tell(ToPage),
    /// Words for the live region.
    Announce(String),
    /// The analysis's first report came this many milliseconds after it was asked for.
    FirstLine(f64),
}

/// The analysis of a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    pub at: Position,
    /// The worker's last report on it.
    pub report: Option<Analysed>,
    pub stopped: bool,
    asked: f64,
}

/// The review of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Review {
    pub game: Position,
    /// Positions searched of all.
    pub searched: u32,
    pub total: u32,
    pub stopped: bool,
    /// The whole review, once done.
    pub result: Option<Reviewed>,
}

#[derive(Default)]
pub struct Study {
    board: Option<Board>,
    /// The request whose replies count.
    id: Id,
    /// The job that request started or resumed.
    job: Option<Job>,
    /// A request that failed: its replies say nothing more.
    failed: Option<Id>,
    analysis: Option<Analysis>,
    review: Option<Review>,
    /// The language the panels were built in.
    built: Option<Lang>,
}

impl Study {
    pub fn new() -> Study {
        Study::default()
    }

    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// The request whose replies count (the one the worker is answering).
    pub fn asking(&self) -> Id {
        self.id
    }

    /// The page's Analyse (`Job::Analyse`: opens the analysis, or closes it) or Review on the
    /// game `shown`; None, and nothing changes, when that game cannot be replayed.
    pub fn open(&mut self, what: Job, shown: Shown, now: f64) -> Option<Vec<Command>> {
        let board = Board::of(shown)?;
        let mut out = Vec::new();
        let at = board.shown.at();
        let game = board.shown.line();
        self.board = Some(board);
        match what {
            Job::Analyse if self.analysis.is_some() => {
                self.stop_job(Job::Analyse, &mut out);
                self.analysis = None;
            }
            Job::Analyse => self.analyse(at, now, &mut out),
            Job::Review => self.start_review(game, &mut out),
        }
        self.finish(&mut out);
        Some(out)
    }

    /// The analysis of the game `shown`, opened, or kept open and following it (a position
    /// from the editor); None, and nothing changes, when that game cannot be replayed.
    pub fn open_analysis(&mut self, shown: Shown, now: f64) -> Option<Vec<Command>> {
        if self.analysis.is_none() {
            return self.open(Job::Analyse, shown, now);
        }
        Board::of(shown.clone())?;
        Some(self.handle(Event::Shown(shown), now))
    }

    pub fn handle(&mut self, event: Event, now: f64) -> Vec<Command> {
        let mut out = Vec::new();
        let Some(board) = &self.board else { return out };
        match event {
            Event::Shown(shown) => {
                let Some(board) = Board::of(shown) else { return out };
                let at = board.shown.at();
                self.board = Some(board);
                if self.analysis.as_ref().is_some_and(|a| a.at != at) {
                    self.analyse(at, now, &mut out);
                }
            }
            Event::Stop(job) => self.stop_or_go_on(job, &mut out),
            Event::CloseReview => {
                self.stop_job(Job::Review, &mut out);
                self.review = None;
            }
            Event::Say => {
                let report = self.analysis.as_ref().and_then(|a| a.report.as_ref());
                out.extend(report.map(|r| Command::Announce(panels::said(r, board))));
                return out;
            }
            Event::Graph(ply) => return vec![Command::Tell(ToPage::View(ply))],
            Event::Reply(reply) => {
                if !self.take(reply, now, &mut out) {
                    return out;
                }
            }
        }
        self.finish(&mut out);
        out
    }

    /// What the panels show.
    pub fn panels(&self) -> Option<Panels> {
        let board = self.board.as_ref()?;
        Some(panels::panels(self.analysis.as_ref(), self.review.as_ref(), board))
    }

    fn send(&mut self, ask: Ask, out: &mut Vec<Command>) {
        if let Ask::Analyse(_) | Ask::Review(_) | Ask::Resume(_) = ask {
            self.id = self.id.wrapping_add(1);
        }
        out.push(Command::Send(Request { id: self.id, ask }));
    }

    fn analyse(&mut self, at: Position, now: f64, out: &mut Vec<Command>) {
        self.send(Ask::Analyse(at.clone()), out);
        self.job = Some(Job::Analyse);
        self.analysis = Some(Analysis { at, report: None, stopped: false, asked: now });
        if let Some(r) = self.review.as_mut().filter(|r| r.result.is_none()) {
            r.stopped = true;
        }
    }

    fn start_review(&mut self, game: Position, out: &mut Vec<Command>) {
        self.send(Ask::Review(game.clone()), out);
        self.job = Some(Job::Review);
        let total = game.moves.len() as u32 + 1;
        self.review = Some(Review { game, searched: 0, total, stopped: false, result: None });
        if let Some(a) = self.analysis.as_mut() {
            a.stopped = true;
        }
    }

    /// Whether the job of `kind` still runs in the worker.
    fn running(&self, kind: Job) -> bool {
        match kind {
            Job::Analyse => self.analysis.as_ref().is_some_and(|a| !a.stopped),
            Job::Review => self.review.as_ref().is_some_and(|r| !r.stopped && r.result.is_none()),
        }
    }

    /// Stops the job of `kind` if it runs (the other one is left alone).
    fn stop_job(&mut self, kind: Job, out: &mut Vec<Command>) {
        if self.running(kind) {
            self.send(Ask::Stop, out);
        }
    }

    fn stop_or_go_on(&mut self, kind: Job, out: &mut Vec<Command>) {
        let stopped = match kind {
            Job::Analyse => {
                self.analysis.as_mut().filter(|a| !a.report.as_ref().is_some_and(|r| r.done)).map(|a| &mut a.stopped)
            }
            Job::Review => self.review.as_mut().filter(|r| r.result.is_none()).map(|r| &mut r.stopped),
        };
        let Some(stopped) = stopped else { return };
        let going_on = *stopped;
        *stopped = !going_on;
        if !going_on {
            self.send(Ask::Stop, out);
            return;
        }
        self.send(Ask::Resume(kind), out);
        self.job = Some(kind);
        // Going on with one stops the other (one job at a time).
        match kind {
            Job::Analyse => {
                if let Some(r) = self.review.as_mut().filter(|r| r.result.is_none()) {
                    r.stopped = true;
                }
            }
            Job::Review => {
                if let Some(a) = self.analysis.as_mut() {
                    a.stopped = true;
                }
            }
        }
    }

    /// Takes the worker's reply; false when it is stale (nothing to draw).
    fn take(&mut self, reply: Reply<Studied>, now: f64, out: &mut Vec<Command>) -> bool {
        if reply.id != Some(self.id) || self.failed == Some(self.id) {
            return false;
        }
        let lang = self.board.as_ref().map_or(Lang::En, Board::lang);
        match reply.answer {
            Studied::Failed(error) => {
                self.failed = Some(self.id);
                out.push(Command::Announce(Word::Failed.fill(lang, &[error.said(lang)])));
                match self.job {
                    Some(Job::Analyse) => self.analysis.iter_mut().for_each(|a| a.stopped = true),
                    Some(Job::Review) => self.review.iter_mut().for_each(|r| r.stopped = true),
                    None => {}
                }
            }
            Studied::Analysis(report) => {
                let Some(a) = self.analysis.as_mut() else { return false };
                // A report of the slice the worker was in when Stop arrived: after Stop the
                // panel stands still (a finished analysis is still taken: it is the last word).
                if a.stopped && a.report.is_some() && !report.done {
                    return false;
                }
                if a.report.is_none() {
                    out.push(Command::FirstLine(now - a.asked));
                }
                a.stopped = report.done;
                a.report = Some(report);
            }
            Studied::Review(Reviewing { searched, total, review, .. }) => {
                let Some(r) = self.review.as_mut() else { return false };
                (r.searched, r.total) = (searched, total);
                if let Some(result) = review {
                    r.result = Some(result);
                    out.push(Command::Announce(Word::ReviewDone.get(lang).to_string()));
                }
            }
        }
        true
    }

    /// Builds the panels when their language changed, draws them and sets the board's arrow.
    fn finish(&mut self, out: &mut Vec<Command>) {
        let Some(panels) = self.panels() else { return };
        if self.built != Some(panels.lang) {
            self.built = Some(panels.lang);
            out.push(Command::Build(panels.lang));
        }
        let (notation, before) = panels.arrow.clone().map_or((None, false), |(m, before)| (Some(m), before));
        out.push(Command::Draw(panels));
        out.push(Command::Tell(ToPage::Arrow { notation, before }));
    }
}
