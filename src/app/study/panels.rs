//! What the study panels show, in words and pictures, for the page to draw: the analysis (its
//! depth, each seat's chances and the bar, the best lines), the review (its progress, the
//! graph, a summary per player, "best was …"), the marks of the move list and the board's
//! arrow.

use super::{Analysis, Board, Review};
use crate::ai::analysis::Score;
use crate::ai::review::Mark;
use crate::ai::wire::{Analysed, Line};
use crate::game::{Colour, Lang};
use crate::view::study::graph;
use crate::view::study::StudyWord as Word;

/// How many moves of a line are written out.
const SHOWN: usize = 8;
/// How many moves of the best line instead of a marked move.
const BEST: usize = 6;

#[derive(Clone, Debug, PartialEq)]
pub struct Panels {
    pub lang: Lang,
    /// The analysis panel, when it is open.
    pub analysis: Option<AnalysisPanel>,
    /// The review panel, when it is open.
    pub review: Option<ReviewPanel>,
    /// The moves of the move list marked by the review, by ply (from 0): the moves the game
    /// shown has in common with the game reviewed.
    pub marks: Vec<(usize, Mark)>,
    /// The board's arrow: a move, and whether it is from the position before the one shown.
    pub arrow: Option<(String, bool)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct AnalysisPanel {
    /// The button's word (Stop or Go on); None when the analysis is done.
    pub button: Option<Word>,
    /// How deep it has looked (playouts for three seats; Loading before the first report).
    pub depth: String,
    /// Every seat's chances in words; empty before the first report.
    pub chances: String,
    /// The evaluation bar (SVG); empty before the first report.
    pub bar: String,
    /// The best moves: each one's score and its line.
    pub lines: Vec<(String, String)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct ReviewPanel {
    /// Positions searched of all; None once the review is done.
    pub progress: Option<(u32, u32)>,
    pub status: String,
    /// The button's word (Stop or Go on); None once the review is done.
    pub button: Option<Word>,
    /// The graph (SVG) and its number of points, once the review of the game shown is done.
    pub graph: Option<(String, usize)>,
    /// A sentence per player, with the graph.
    pub summary: Vec<String>,
    /// "Best was …" when the move shown last is marked; empty otherwise.
    pub best: String,
}

pub(super) fn panels(analysis: Option<&Analysis>, review: Option<&Review>, board: &Board) -> Panels {
    let shown = &board.shown;
    // The moves the reviewed game and the game shown have in common keep their marks.
    let same = review.filter(|r| r.game.game == shown.game && r.game.start == shown.start);
    let agree = same.map_or(0, |r| r.game.moves.iter().zip(&shown.moves).take_while(|(a, b)| a == b).count());
    let judged = same.and_then(|r| r.result.as_ref()).map_or(&[][..], |r| &r.moves[..agree.min(r.moves.len())]);
    let marks: Vec<(usize, Mark)> = judged.iter().filter_map(|j| Some((j.ply, j.mark?))).collect();
    // The move shown last, when it is marked and another was better.
    let marked = shown.shown.checked_sub(1).and_then(|ply| judged.get(ply)).filter(|j| j.mark.is_some());
    let best = marked.map(|j| &j.best[..]).filter(|b| !b.is_empty());
    let whole = |r: &Review| same.is_some() && agree == r.game.moves.len();
    let review_panel = review.map(|r| review_panel(r, board, whole(r), &marks, best));
    let arrow = match best {
        Some(best) => Some((best[0].clone(), true)),
        None => analysis.and_then(|a| a.report.as_ref()).and_then(first_move).map(|m| (m.clone(), false)),
    };
    Panels {
        lang: board.lang(),
        analysis: analysis.map(|a| analysis_panel(a, board)),
        review: review_panel,
        marks,
        arrow,
    }
}

fn review_panel(
    r: &Review,
    board: &Board,
    whole: bool,
    marks: &[(usize, Mark)],
    best: Option<&[String]>,
) -> ReviewPanel {
    let lang = board.lang();
    let finished = r.result.is_some();
    let status = match finished {
        true => String::new(),
        false => Word::Reviewing.fill(lang, &[r.searched.to_string(), r.total.to_string()]),
    };
    let result = r.result.as_ref().filter(|_| whole);
    let graph = result.map(|res| (graph::graph(&res.graph, board.seats, marks, board.shown.shown), res.graph.len()));
    let summary = result.map_or_else(Vec::new, |res| {
        let players = board.seats.iter().zip(&res.players);
        players
            .map(|(c, p)| {
                // Tenths of a per cent.
                let tenths = (p.average_loss * 1000.0).round() as i64;
                let args = [
                    c.name().get(lang).to_string(),
                    p.inaccuracies.to_string(),
                    p.mistakes.to_string(),
                    p.blunders.to_string(),
                    format!("{}.{}", tenths / 10, tenths % 10),
                ];
                Word::ReviewSummary.fill(lang, &args)
            })
            .collect()
    });
    ReviewPanel {
        progress: (!finished).then_some((r.searched, r.total)),
        status,
        button: (!finished).then_some(if r.stopped { Word::Resume } else { Word::Stop }),
        graph,
        summary,
        best: best.map_or_else(String::new, |b| Word::BestWas.fill(lang, &[b[..b.len().min(BEST)].join(" ")])),
    }
}

/// Whole numbers of per cent.
fn percent(x: f32) -> String {
    format!("{} %", (x * 100.0).round().clamp(0.0, 100.0) as i32)
}

/// A line's score for its mover: the expected result, then the engine's points or a win or a
/// loss in so many plies (`#5`, `−#5`).
fn score(line: &Line) -> String {
    let points = match line.score {
        Some(Score::Points(p)) => format!(" ({p:+})"),
        Some(Score::Win { plies }) => format!(" (#{plies})"),
        Some(Score::Loss { plies }) => format!(" (−#{plies})"),
        None => String::new(),
    };
    format!("{}{points}", percent(line.expected))
}

/// Every seat's expected result in words: "White 62 % · Black 38 %".
fn chances(expected: &[f32], seats: &[Colour], lang: Lang) -> String {
    let parts: Vec<String> =
        seats.iter().zip(expected).map(|(c, &e)| format!("{} {}", c.name().get(lang), percent(e))).collect();
    parts.join(" · ")
}

fn analysis_panel(a: &Analysis, board: &Board) -> AnalysisPanel {
    let lang = board.lang();
    let done = a.report.as_ref().is_some_and(|r| r.done);
    let button = (!done).then_some(if a.stopped { Word::Resume } else { Word::Stop });
    let Some(report) = &a.report else {
        let depth = crate::view::words::Word::Loading.get(lang).to_string();
        return AnalysisPanel { button, depth, chances: String::new(), bar: String::new(), lines: Vec::new() };
    };
    let depth = if report.depth == 0 {
        Word::GameOverEval.get(lang).to_string()
    } else if board.seats.len() > 2 {
        Word::Playouts.fill(lang, &[report.nodes.to_string()])
    } else {
        Word::Depth.fill(lang, &[report.depth.to_string()])
    };
    let lines = report
        .lines
        .iter()
        .map(|l| {
            let more = if l.moves.len() > SHOWN { " …" } else { "" };
            (score(l), format!("{}{more}", l.moves[..l.moves.len().min(SHOWN)].join(" ")))
        })
        .collect();
    AnalysisPanel {
        button,
        depth,
        chances: chances(&report.expected, board.seats, lang),
        bar: graph::bar(&report.expected, board.seats),
        lines,
    }
}

/// The best move of a report.
fn first_move(report: &Analysed) -> Option<&String> {
    report.lines.first().and_then(|l| l.moves.first())
}

/// The evaluation and the best move in words, for the screen reader.
pub(super) fn said(report: &Analysed, board: &Board) -> String {
    let lang = board.lang();
    let chances = chances(&report.expected, board.seats, lang);
    match first_move(report) {
        Some(best) => Word::EvalSaid.fill(lang, &[chances, board.say(best)]),
        None => format!("{chances}. {}", Word::GameOverEval.get(lang)),
    }
}

fn mark_word(mark: Mark) -> Word {
    match mark {
        Mark::Blunder => Word::Blunder,
        Mark::Mistake => Word::Mistake,
        Mark::Inaccuracy => Word::Inaccuracy,
    }
}

/// The mark of a move in words ("blunder"), for the move list.
pub fn mark_said(mark: Mark, lang: Lang) -> &'static str {
    mark_word(mark).get(lang)
}
