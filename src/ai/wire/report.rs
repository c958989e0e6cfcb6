//! What the study jobs report, as the study tools show it: the analysis's lines and every
//! seat's expected result, the review's progress and, at its end, each move judged (its typed
//! [`Mark`]), the graph and a summary per player.

use crate::ai::analysis::{Report, Score};
use crate::ai::review::Mark;
use crate::ai::review::{GameReview, Progress};
use serde::{Deserialize, Serialize};

/// An analysis report: sent as each iteration ends.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Analysed {
    /// The iteration (plies; Monte-Carlo: the report's number); 0: the game is over.
    pub depth: u32,
    /// No report follows.
    pub done: bool,
    /// Positions searched or playouts, so far.
    pub nodes: u64,
    pub ms: f64,
    pub to_move: usize,
    /// Every seat's expected result (0..1), in turn order.
    pub expected: Vec<f32>,
    /// The best moves, best first.
    pub lines: Vec<Line>,
}

/// A candidate move and the expected replies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Line {
    pub moves: Vec<String>,
    /// The mover's expected result after it (0..1).
    pub expected: f32,
    /// The engine's score for the mover (alpha-beta only).
    #[serde(default, skip_serializing_if = "Option::is_none", with = "option_score")]
    pub score: Option<Score>,
}

/// The review's progress: positions searched of all, and the review once all are.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reviewing {
    pub searched: u32,
    pub total: u32,
    pub ms: f64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<Reviewed>,
}

/// The whole review.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reviewed {
    /// Every move, in order.
    pub moves: Vec<Judged>,
    /// Every seat's expected result at each position, the start first.
    pub graph: Vec<Vec<f32>>,
    /// One per seat, in turn order.
    pub players: Vec<Player>,
}

/// A move judged.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Judged {
    /// The move's index in the game (from 0) and who played it.
    pub ply: usize,
    pub seat: usize,
    /// How much it lowered its player's expected result.
    pub loss: f32,
    #[serde(default, skip_serializing_if = "Option::is_none", with = "option_mark")]
    pub mark: Option<Mark>,
    /// The best line instead, when another move was the best found (else empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub best: Vec<String>,
}

/// A player's moves in numbers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// The mean drop of the expected result (0..1).
    pub average_loss: f32,
}

impl From<&Report> for Analysed {
    fn from(r: &Report) -> Analysed {
        let lines =
            r.lines.iter().map(|l| Line { moves: l.moves.clone(), expected: l.expected, score: l.score }).collect();
        Analysed {
            depth: r.depth,
            done: r.done,
            nodes: r.nodes,
            ms: r.elapsed_ms,
            to_move: r.to_move,
            expected: r.expected.clone(),
            lines,
        }
    }
}

impl Reviewing {
    /// The progress after a step, with the review when every position is searched.
    pub fn of(progress: Progress, ms: f64, review: impl FnOnce() -> GameReview) -> Reviewing {
        let done = progress.done >= progress.total;
        Reviewing {
            searched: progress.done as u32,
            total: progress.total as u32,
            ms,
            review: done.then(|| Reviewed::from(&review())),
        }
    }
}

impl From<&GameReview> for Reviewed {
    fn from(r: &GameReview) -> Reviewed {
        let moves = r
            .moves
            .iter()
            .map(|m| Judged {
                ply: m.ply,
                seat: m.seat,
                loss: m.loss,
                mark: m.mark,
                best: m.best.clone().unwrap_or_default(),
            })
            .collect();
        let players = r
            .players
            .iter()
            .map(|p| Player {
                inaccuracies: p.inaccuracies as u32,
                mistakes: p.mistakes as u32,
                blunders: p.blunders as u32,
                average_loss: p.average_loss,
            })
            .collect();
        Reviewed { moves, graph: r.graph.iter().map(|p| p.expected.clone()).collect(), players }
    }
}

/// The search's own types, as the wire writes them: `{ points: 37 }`, `{ win: { plies: 5 } }`,
/// and `"blunder"`.
#[derive(Serialize, Deserialize)]
#[serde(remote = "Score", rename_all = "camelCase")]
enum ScoreDef {
    Points(i32),
    Win { plies: u32 },
    Loss { plies: u32 },
}

#[derive(Serialize, Deserialize)]
#[serde(remote = "Mark", rename_all = "camelCase")]
enum MarkDef {
    Inaccuracy,
    Mistake,
    Blunder,
}

/// `Option<Score>` and `Option<Mark>` through their definitions above.
macro_rules! optional {
    ($module:ident, $ty:ty, $def:literal) => {
        mod $module {
            use super::*;
            use serde::{Deserializer, Serializer};

            #[derive(Serialize, Deserialize)]
            struct Wrap(#[serde(with = $def)] $ty);

            pub fn serialize<S: Serializer>(value: &Option<$ty>, s: S) -> Result<S::Ok, S::Error> {
                value.map(Wrap).serialize(s)
            }

            pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<$ty>, D::Error> {
                Ok(Option::<Wrap>::deserialize(d)?.map(|Wrap(v)| v))
            }
        }
    };
}

optional!(option_score, Score, "ScoreDef");
optional!(option_mark, Mark, "MarkDef");
