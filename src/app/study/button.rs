//! What a click on the study's panels presses, as a value: each [`Button`]'s element id is
//! written here (the page builds the panels with it) and read back here; an id no button has,
//! or a click on the graph that points at no position, is an [`Unread`] the page logs, never a
//! silent no-op.

use super::Event;
use crate::ai::wire::Study as Job;

/// A button of the study panels (the review's graph is pressed as one, at a position).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// The analysis's Stop, or Go on when it is stopped.
    StopAnalysis,
    /// "Say it": the evaluation in words.
    Say,
    /// The review's Stop, or Go on when it is stopped.
    StopReview,
    CloseReview,
    /// The review's graph, clicked at the position after `ply` moves.
    Graph {
        ply: usize,
    },
}

/// Why a click did not read as a button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// An id that no button has.
    Id(String),
    /// A click on the graph that points at no position (no points drawn, a click off it).
    Ply,
}

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unread::Id(id) => write!(f, "study: no button is “{id}”"),
            Unread::Ply => write!(f, "study: the graph's click points at no position"),
        }
    }
}

impl Button {
    /// The buttons that carry nothing.
    const PLAIN: [Button; 4] = [Button::StopAnalysis, Button::Say, Button::StopReview, Button::CloseReview];

    /// The review graph's element id.
    pub const GRAPH: &'static str = "review-graph";

    /// Every button's element id.
    pub const IDS: [&'static str; 5] = ["analysis-stop", "analysis-say", "review-stop", "review-close", Button::GRAPH];

    /// Its element's id.
    pub fn id(&self) -> &'static str {
        let [stop_analysis, say, stop_review, close_review, graph] = Button::IDS;
        match self {
            Button::StopAnalysis => stop_analysis,
            Button::Say => say,
            Button::StopReview => stop_review,
            Button::CloseReview => close_review,
            Button::Graph { .. } => graph,
        }
    }

    /// The button of an element's id; `ply` gives the position a click on the graph points at.
    pub fn read(id: &str, ply: impl FnOnce() -> Option<usize>) -> Result<Button, Unread> {
        if let Some(button) = Button::PLAIN.into_iter().find(|b| b.id() == id) {
            return Ok(button);
        }
        if id == Button::GRAPH {
            return ply().map(|ply| Button::Graph { ply }).ok_or(Unread::Ply);
        }
        Err(Unread::Id(id.to_string()))
    }

    /// What pressing it tells the study.
    pub fn event(self) -> Event {
        match self {
            Button::StopAnalysis => Event::Stop(Job::Analyse),
            Button::Say => Event::Say,
            Button::StopReview => Event::Stop(Job::Review),
            Button::CloseReview => Event::CloseReview,
            Button::Graph { ply } => Event::Graph(ply),
        }
    }
}

/// The position a click `across` the graph (0 its left edge, 1 its right) points at, of its
/// `points` positions; None when it has none or the click is not a number.
pub fn graph_ply(across: f64, points: usize) -> Option<usize> {
    let last = points.checked_sub(1)?;
    across.is_finite().then(|| (across.clamp(0.0, 1.0) * last as f64).round() as usize)
}
