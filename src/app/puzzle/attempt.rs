//! An attempt at one puzzle, as a controller in the style of `app::Session`: the page forwards
//! what happens as [`Event`]s (a move played on the board, the computer's refutation, Retry,
//! Show solution, Next) and carries out the [`Command`]s it gets back (play the opponent's
//! reply, right or wrong with the refutation and a reason in words, solved, the rating).
//!
//! A move is right when it reaches the position the solution's move reaches (two ways to one
//! position are one answer, as for the judge). A wrong move is answered by the computer: the
//! page searches the position after it (`Command::Ask`) and hands back the line it found; the
//! attempt turns it into words. The first result counts: solved without a mistake is a win
//! against the puzzle, a wrong move or Show solution a loss — rated once (or, in a streak, the
//! streak's end); Retry goes on, unrated.

use super::profile::Profile;
use super::Puzzle;
use crate::ai::analysis::Score;
use crate::ai::replay::replay;
use crate::game::{Game, Reason, Text};
use crate::games::GameKind;

/// How the puzzle is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Rated: the first result changes the player's rating.
    Rated,
    /// The puzzle of the day (rated as well).
    Daily,
    /// A streak: unrated, it ends at the first mistake; `solved` so far.
    Streak { solved: u32 },
}

#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The player played a move on the board, in notation.
    Played(String),
    /// The computer's answer to `Command::Ask`: its line from the position after the wrong
    /// move (the opponent's reply first) and its score for the opponent.
    Refuted {
        line: Vec<String>,
        score: Score,
    },
    /// Back to before the wrong move, to try again.
    Retry,
    ShowSolution,
    Next,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Play the opponent's reply on the board (animated).
    Reply(String),
    /// The move was right; the player's next move is awaited.
    Right,
    /// Search the puzzle's position after `moves` (the wrong move last) for the refutation.
    Ask { position: String, moves: Vec<String> },
    /// The move was wrong: the computer's line against it and why, in words.
    Wrong { refutation: Vec<String>, reason: Reason },
    /// Every move found.
    Solved,
    /// Set the board to the puzzle's position and these moves (Retry).
    Back { moves: Vec<String> },
    /// Play these moves on the board: the rest of the solution (after the moves found; a
    /// wrong move on the board is first taken back by `Back`).
    Show(Vec<String>),
    /// The first result, rated: the player's rating before and after.
    Rated { before: f64, after: f64 },
    /// The streak is over after this many puzzles solved.
    StreakOver { solved: u32 },
    /// Keep the player's record (`Profile::to_text`) in storage.
    Save(String),
    /// Open the next puzzle (the page asks `choose`).
    Next { mode: Mode },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// The player's move is awaited.
    Playing,
    /// A wrong move waits for the computer's refutation.
    Refuting,
    /// Wrong, waiting for Retry (or Show solution, Next).
    Wrong,
    Done,
}

const OPPONENT_WINS: Text = crate::text!("This lets the opponent win: {0}", "Tím necháte soupeře vyhrát: {0}");
const DOES_NOT_WIN: Text =
    crate::text!("This does not win: the opponent answers {0}", "Tohle nevyhrává: soupeř odpoví {0}");
/// A hold missed, though the computer's answer does not show the opponent's win in full (every
/// other action loses for sure: the puzzle was verified so).
const NOT_STOPPED: Text = crate::text!(
    "This does not stop your opponent's second shamrock: they answer {0}",
    "Tím soupeři v druhém trojlístku nezabráníte: odpoví {0}"
);
const GAME_ENDS: Text = crate::text!("This ends the game without a win.", "Tím hra skončí bez výhry.");
/// No line to show: the game goes on without a reply yet (a turn of several actions), or drawn.
const NO_WIN: Text = crate::text!("This does not win.", "Tohle nevyhrává.");
const NOT_THE_WAY: Text = crate::text!(
    "This may win too, but not as surely: look for the one move that does. {0}",
    "I tohle možná vyhrává, ale ne tak jistě: hledejte ten jediný tah, který ano. {0}"
);

pub struct Attempt {
    puzzle: Puzzle,
    mode: Mode,
    /// For each move of the solution: whether it is the player's.
    mine: Vec<bool>,
    /// The solution's moves played so far.
    done: Vec<String>,
    phase: Phase,
    /// The first result, once known (true: solved without a mistake).
    first: Option<bool>,
    /// The solution was shown rather than found.
    shown: bool,
}

/// The position text after `moves` from `start`, or `None` if they do not play.
fn reached(kind: GameKind, start: &str, moves: &[String]) -> Option<String> {
    fn with<G: Game>(start: &str, moves: &[String]) -> Option<String> {
        replay::<G>(start, moves).ok().map(|r| r.end.to_text())
    }
    crate::with_game!(kind, G => with::<G>(start, moves))
}

/// Whose moves the solution's are (`None` if it does not play from the position).
fn owners(puzzle: &Puzzle) -> Option<Vec<bool>> {
    fn with<G: Game>(p: &Puzzle) -> Option<Vec<bool>> {
        let mut game = G::from_text(&p.position).ok()?;
        let player = game.to_move();
        let mut mine = Vec::with_capacity(p.solution.len());
        for text in &p.solution {
            mine.push(game.to_move() == player);
            let mv = game.parse_move(text).ok()?;
            game.play(mv).ok()?;
        }
        Some(mine)
    }
    crate::with_game!(puzzle.kind, G => with::<G>(puzzle))
}

impl Attempt {
    /// An attempt at `puzzle`; `None` if its solution does not play from its position.
    pub fn new(puzzle: Puzzle, mode: Mode) -> Option<Attempt> {
        let mine = owners(&puzzle)?;
        if mine.first() != Some(&true) {
            return None;
        }
        Some(Attempt { puzzle, mode, mine, done: Vec::new(), phase: Phase::Playing, first: None, shown: false })
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The moves on the board since the puzzle's position.
    pub fn moves(&self) -> &[String] {
        &self.done
    }

    /// Whether the player found every move (at the first try or later), the solution not shown.
    pub fn solved(&self) -> bool {
        self.phase == Phase::Done && !self.shown
    }

    /// Handles one event; `profile` is the player's record for the puzzle's game.
    pub fn handle(&mut self, event: Event, profile: &mut Profile) -> Vec<Command> {
        let mut out = Vec::new();
        match (event, self.phase) {
            (Event::Played(mv), Phase::Playing) => self.played(mv, profile, &mut out),
            (Event::Refuted { line, score }, Phase::Refuting) => {
                self.phase = Phase::Wrong;
                let words = line.join(" ");
                let reason = match score {
                    Score::Points(_) if line.is_empty() => Reason::new(&NO_WIN),
                    _ if line.is_empty() => Reason::new(&GAME_ENDS),
                    Score::Win { .. } => Reason { text: &OPPONENT_WINS, args: vec![words] },
                    Score::Loss { .. } => Reason { text: &NOT_THE_WAY, args: vec![words] },
                    Score::Points(_) if self.puzzle.goal == crate::ai::puzzle::Goal::Hold => {
                        Reason { text: &NOT_STOPPED, args: vec![words] }
                    }
                    Score::Points(_) => Reason { text: &DOES_NOT_WIN, args: vec![words] },
                };
                out.push(Command::Wrong { refutation: line, reason });
            }
            (Event::Retry, Phase::Wrong | Phase::Refuting) => {
                self.phase = Phase::Playing;
                out.push(Command::Back { moves: self.done.clone() });
            }
            (Event::ShowSolution, phase) if phase != Phase::Done => {
                self.result(false, profile, &mut out);
                if phase != Phase::Playing {
                    out.push(Command::Back { moves: self.done.clone() });
                }
                let rest = self.puzzle.solution[self.done.len()..].to_vec();
                self.done = self.puzzle.solution.clone();
                self.phase = Phase::Done;
                self.shown = true;
                out.push(Command::Show(rest));
            }
            (Event::Next, _) => {
                let mode = match self.mode {
                    Mode::Streak { solved } if self.first == Some(true) => Mode::Streak { solved: solved + 1 },
                    Mode::Streak { .. } => Mode::Streak { solved: 0 },
                    other => other,
                };
                out.push(Command::Next { mode });
            }
            _ => {}
        }
        out
    }

    fn played(&mut self, mv: String, profile: &mut Profile, out: &mut Vec<Command>) {
        let step = self.done.len();
        let Some(answer) = self.puzzle.solution.get(step).cloned() else { return };
        let mut tried = self.done.clone();
        tried.push(mv);
        let (kind, start) = (self.puzzle.kind, self.puzzle.position.clone());
        let mut solution = self.done.clone();
        solution.push(answer.clone());
        let Some(position) = reached(kind, &start, &tried) else { return };
        if Some(position) != reached(kind, &start, &solution) {
            self.result(false, profile, out);
            self.phase = Phase::Refuting;
            out.push(Command::Ask { position: start, moves: tried });
            return;
        }
        self.done.push(answer);
        // The opponent's replies follow at once.
        while let (Some(false), Some(reply)) =
            (self.mine.get(self.done.len()), self.puzzle.solution.get(self.done.len()))
        {
            out.push(Command::Reply(reply.clone()));
            self.done.push(reply.clone());
        }
        if self.done.len() == self.puzzle.solution.len() {
            self.phase = Phase::Done;
            self.result(true, profile, out);
            out.push(Command::Solved);
        } else {
            out.insert(0, Command::Right);
        }
    }

    /// Records the first result: rated, or the streak's end.
    fn result(&mut self, solved: bool, profile: &mut Profile, out: &mut Vec<Command>) {
        if self.first.is_some() {
            return;
        }
        self.first = Some(solved);
        match self.mode {
            Mode::Rated | Mode::Daily => {
                let before = profile.rating.rating;
                let after = profile.rate(&self.puzzle.id, self.puzzle.rating, solved).rating;
                out.push(Command::Rated { before, after });
            }
            Mode::Streak { solved: so_far } => {
                profile.seen(&self.puzzle.id);
                let streak = so_far + u32::from(solved);
                profile.best_streak = profile.best_streak.max(streak);
                if !solved {
                    out.push(Command::StreakOver { solved: so_far });
                }
            }
        }
        out.push(Command::Save(profile.to_text()));
    }
}
