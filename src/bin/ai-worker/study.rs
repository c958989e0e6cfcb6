//! The worker's study jobs: one analysis and one review, each kept with the request it answers
//! between the slices that computer.js runs. A new job replaces the one of its kind and stops
//! the other (one job runs at a time); stopping is simply not running more slices, so a stopped
//! job goes on from where it was, answering the request that resumed it.

use super::now;
use deskovna::ai::analysis::Analysis;
use deskovna::ai::clock::{Budget, FnClock};
use deskovna::ai::review::Review;
use deskovna::ai::wire::{Analysed, Id, Position, Reply, Reviewing, Studied, Study};

#[derive(Default)]
pub struct Studies {
    analysis: Option<(Id, Analysis)>,
    review: Option<(Id, Review)>,
    /// The job whose slices run (None: stopped).
    running: Option<Study>,
    /// Changed by every start, stop and resume: a loop of slices of another number ends.
    job: u32,
}

type Answer = Option<Reply<Studied>>;

impl Studies {
    pub fn job(&self) -> u32 {
        self.job
    }

    pub fn running(&self) -> bool {
        match self.running {
            Some(Study::Analyse) => self.analysis.as_ref().is_some_and(|(_, a)| !a.done()),
            Some(Study::Review) => self.review.as_ref().is_some_and(|(_, r)| !r.done()),
            None => false,
        }
    }

    fn run(&mut self, kind: Option<Study>) {
        self.job = self.job.wrapping_add(1);
        self.running = kind;
    }

    /// Starts analysing `at`; a reply only when it cannot be analysed.
    pub fn analyse(&mut self, id: Id, at: &Position) -> Answer {
        match Analysis::new(at.game, &at.start, &at.moves) {
            Ok(a) => {
                self.analysis = Some((id, a));
                self.run(Some(Study::Analyse));
                None
            }
            Err(e) => {
                self.run(None);
                Some(Reply { id: Some(id), answer: Studied::Failed(e.into()) })
            }
        }
    }

    /// Starts reviewing `game`; a reply only when it cannot be reviewed.
    pub fn review(&mut self, id: Id, game: &Position) -> Answer {
        match Review::new(game.game, &game.start, &game.moves) {
            Ok(r) => {
                self.review = Some((id, r));
                self.run(Some(Study::Review));
                None
            }
            Err(e) => {
                self.run(None);
                Some(Reply { id: Some(id), answer: Studied::Failed(e.into()) })
            }
        }
    }

    pub fn stop(&mut self) {
        self.run(None);
    }

    /// Goes on with the job of `kind`, its reports now answering the request `id`.
    pub fn resume(&mut self, id: Id, kind: Study) {
        let job = match kind {
            Study::Analyse => self.analysis.as_mut().map(|(job, _)| job),
            Study::Review => self.review.as_mut().map(|(job, _)| job),
        };
        if let Some(job) = job {
            *job = id;
        }
        self.run(Some(kind));
    }

    /// One slice of the job running: an analysis report when an iteration ended, the review's
    /// progress after each position.
    pub fn step(&mut self, ms: f64) -> Answer {
        if !self.running() {
            return None;
        }
        match self.running? {
            Study::Analyse => {
                let (id, analysis) = self.analysis.as_mut()?;
                let report = analysis.step(Budget { nodes: u64::MAX, time_ms: ms.max(1.0) }, &FnClock(now))?;
                Some(Reply { id: Some(*id), answer: Studied::Analysis(Analysed::from(&report)) })
            }
            Study::Review => {
                let (id, review) = self.review.as_mut()?;
                let progress = review.step(&FnClock(now));
                let reviewing = Reviewing::of(progress, review.elapsed_ms(), || review.review());
                Some(Reply { id: Some(*id), answer: Studied::Review(reviewing) })
            }
        }
    }
}
