//! What the computer's worker and those who ask it say to each other: the page's game
//! (`web::computer`, for the app and an embedded board alike), the study tools (`app::study`)
//! and the worker itself (`bin/ai-worker.rs`) use these types on both sides. They cross into
//! the worker and back as plain JavaScript objects through serde-wasm-bindgen; the tests write
//! them as JSON, which has the same shape. www/computer.js forwards them as they are and writes
//! only two replies by hand (`Blocked` when its wasm cannot start, `Malformed` when the wasm
//! could not read a message at all), both checked against these types by `tests/wire.rs`.
//!
//! A request is `{ id, ask }`, its ask one of
//! - `{ think: { at: { game, start, moves }, level, hint, seed, timeMs? } }`: a move;
//! - `{ analyse: { game, start, moves } }`, `{ review: { game, start, moves } }`: a study job,
//!   which ends the one before (kept: `resume` goes on with it);
//! - `"stop"`: the study job stops; `{ resume: "analyse" | "review" }`: it goes on.
//!
//! A reply is `{ id, answer }`: to a think a [`Thought`] (`{ move: { notation, score, depth,
//! nodes, ms } }`, `{ move: null }` when there is no move), to a study job [`Studied`]s
//! (`{ analysis: … }` reports, `{ review: … }` progress and at last the review), or to either
//! `{ failed: WireError }`. `id` is null when the message that failed had none.

mod error;
mod report;

pub use crate::ai::analysis::Score;
pub use crate::ai::review::Mark;
pub use error::{Said, WireError};
pub use report::{Analysed, Judged, Line, Player, Reviewed, Reviewing};

use crate::games::GameKind;
use serde::{Deserialize, Serialize};

/// A request's number: its replies carry it, so that a reply to a request given up is known.
pub type Id = u32;

/// A game up to a position: the start and the moves since (so that the search knows the
/// repetitions), in notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Position {
    #[serde(with = "game_id")]
    pub game: GameKind,
    pub start: String,
    pub moves: Vec<String>,
}

/// A move asked of the computer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Think {
    pub at: Position,
    /// 1..=5 (the worker keeps it in range).
    pub level: u8,
    /// The best move at the level's budget, without the level's deliberate randomness.
    pub hint: bool,
    pub seed: u32,
    /// A time limit in milliseconds instead of the level's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<f64>,
}

/// The worker's two study jobs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Study {
    Analyse,
    Review,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Ask {
    Think(Think),
    /// Analyses the position: reports as each iteration ends, until the deepest or Stop.
    Analyse(Position),
    /// Reviews the game: progress after each position, the review with the last.
    Review(Position),
    /// The study job stops (nothing is answered).
    Stop,
    /// The study job of this kind goes on where it stopped.
    Resume(Study),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub id: Id,
    pub ask: Ask,
}

/// A reply to the request `id`: a [`Thought`] or a [`Studied`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply<A> {
    pub id: Option<Id>,
    pub answer: A,
}

/// The answer to a think.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Thought {
    /// The move, or `None` when there is no legal move.
    Move(Option<Moved>),
    Failed(WireError),
}

/// The computer's move and what it thought of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Moved {
    pub notation: String,
    /// For the seat to move, in evaluation points (beyond ±`ai::DECIDED` a decided game).
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
    pub ms: f64,
}

/// What a study job says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Studied {
    Analysis(Analysed),
    Review(Reviewing),
    Failed(WireError),
}

impl Thought {
    /// The move (None: no move), or why there is none.
    pub fn into_result(self) -> Result<Option<String>, WireError> {
        match self {
            Thought::Move(moved) => Ok(moved.map(|m| m.notation)),
            Thought::Failed(e) => Err(e),
        }
    }
}

impl Reply<Thought> {
    /// The reply to `id` that failed with `error`.
    pub fn failed(id: Option<Id>, error: WireError) -> Reply<Thought> {
        Reply { id, answer: Thought::Failed(error) }
    }
}

/// The game kind as its id (`"drake"`): how positions name their game on the wire.
pub mod game_id {
    use crate::games::GameKind;
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(kind: &GameKind, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(kind.id())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<GameKind, D::Error> {
        let id = String::deserialize(d)?;
        GameKind::from_id(&id).ok_or_else(|| {
            let shown: String = id.chars().take(40).collect();
            D::Error::custom(format!("there is no game “{shown}”"))
        })
    }
}
