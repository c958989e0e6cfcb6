//! The lesson controller: a course played lesson by lesson, pure Rust, natively tested
//! (`tests/lesson_tutor.rs`), in the style of `app::Session` — the page forwards the
//! learner's input and buttons as [`Event`]s and carries out the [`Command`]s.
//!
//! The learner plays the seat to move in the lesson's position, on a table of the game (the
//! same one the page draws and takes input on). After each of the learner's moves the goal is
//! judged through the engine; while it goes on and the opponent is to move, the opponent
//! answers after a pause: the lesson's next scripted reply if it is legal there, otherwise the
//! computer at the lesson's level. Stars come from the moves used against the lesson's target.

use super::aim::{Aim, Verdict};
use super::command::{Command, Event, Failure, Marks};
use super::{probe, stars_for, Course, Fault, Lesson, Progress};
use crate::ai::wire::WireError;
use crate::app::session::{Cue, Input, Purpose, Request, RequestId};
use crate::game::{Lang, ParseError, Reason, Seat, Text};
use crate::view::registry::{new_table, open_table, OpenError};
use crate::view::table::{Key, Response, Table};

const NOT_A_MOVE: Text = crate::text!(
    "That move is not possible here: the piece goes back. Try another square, or ask for a hint.",
    "Tento tah zde není možný: figurka se vrací zpět. Zkuste jiné pole, nebo si řekněte o nápovědu."
);
const NO_ANSWER: Text = crate::text!("The computer found no move.", "Počítač nenašel žádný tah.");

/// How long the opponent waits after the learner's move has landed before it answers.
pub const PAUSE_MS: f64 = 300.0;

/// Where the lesson on the table stands.
#[derive(Clone, Debug, PartialEq)]
pub enum Stage {
    Playing,
    Met {
        stars: u8,
        moves: u32,
    },
    Failed(Failure),
    /// The lesson cannot be played as written.
    Broken(Fault),
}

/// The opponent's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Turn {
    Idle,
    Waiting { plies: usize },
    Asked { id: RequestId },
}

pub struct Tutor {
    course: Course,
    index: usize,
    table: Box<dyn Table>,
    aim: Option<Aim>,
    stage: Stage,
    /// The learner's moves so far.
    moves: u32,
    /// The scripted replies used up.
    replies: usize,
    /// Whether every move so far was the solution's and the script's (the hint knows the way).
    on_path: bool,
    turn: Turn,
    last_id: RequestId,
    progress: Progress,
}

impl Tutor {
    /// A tutor for `course` at its first lesson without stars in `progress` (or the first);
    /// give it [`Event::Start`] (after the board's [`Event::Looks`], if any) and carry out its
    /// commands. A lesson that cannot be played is
    /// shown as broken; only a game whose usual start does not open either is refused.
    pub fn new(course: Course, progress: Progress) -> Result<Tutor, OpenError> {
        // Progress kept for another game would be saved under that game's key: start afresh.
        let progress = if progress.kind() == course.kind { progress } else { Progress::new(course.kind) };
        let index = course.lessons.iter().position(|l| progress.stars(&l.id) == 0).unwrap_or(0);
        // The board shown until a lesson opens on it (and under a broken lesson).
        let table = new_table(course.kind, &[])?;
        let mut tutor = Tutor {
            table,
            course,
            index,
            aim: None,
            stage: Stage::Playing,
            moves: 0,
            replies: 0,
            on_path: true,
            turn: Turn::Idle,
            last_id: 0,
            progress,
        };
        tutor.stage = tutor.open_quietly(index);
        Ok(tutor)
    }

    pub fn course(&self) -> &Course {
        &self.course
    }

    pub fn index(&self) -> usize {
        self.index
    }

    pub fn lesson(&self) -> Option<&Lesson> {
        self.course.lessons.get(self.index)
    }

    pub fn stage(&self) -> &Stage {
        &self.stage
    }

    /// The learner's moves so far in this lesson.
    pub fn moves(&self) -> u32 {
        self.moves
    }

    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    /// The goal's marks still to do.
    pub fn marks(&self) -> Marks {
        self.aim.as_ref().map(Aim::marks).unwrap_or_default()
    }

    pub fn table(&self) -> &dyn Table {
        &*self.table
    }

    pub fn handle(&mut self, event: Event, now: f64) -> Vec<Command> {
        let mut out = Vec::new();
        match event {
            Event::Start => self.announce_open(&mut out),
            Event::Looks(looks) => {
                self.table.set_settings(looks);
                out.extend([Command::Redraw, Command::Refresh]);
            }
            Event::Resize { width, height } => {
                // Nothing to say: the page draws the board at its new size at once.
                let fits = |x: f32| x.is_finite() && x > 0.0;
                if fits(width) && fits(height) {
                    self.table.resize(width, height);
                }
            }
            Event::Input(input) if self.learners_turn() => {
                // Where the keyboard cursor stands, said when it moves (as the game's session).
                let steers = matches!(input, Input::Focus | Input::Key(Key::Left | Key::Right | Key::Up | Key::Down));
                let before = if steers { self.table.cursor_name(self.lang()) } else { None };
                let response = self.input(input, now);
                self.respond(response, true, &mut out);
                match self.table.cursor_name(self.lang()) {
                    Some(name) if steers && Some(&name) != before.as_ref() => out.push(Command::Announce(name)),
                    _ => {}
                }
            }
            Event::Input(_) => {}
            Event::Play(notation) if self.learners_turn() => match self.table.play_notation(&notation, now) {
                Ok(response) => self.respond(response, true, &mut out),
                Err(reason) => self.respond(Response::Refused(reason), true, &mut out),
            },
            Event::Play(_) => {}
            Event::Retry => self.open(self.index, &mut out),
            Event::Hint => self.hint(&mut out),
            Event::Next if self.index + 1 < self.course.lessons.len() => self.open(self.index + 1, &mut out),
            Event::Next => out.push(Command::CourseDone),
            Event::Open(index) if index < self.course.lessons.len() => self.open(index, &mut out),
            Event::Open(_) => {}
            Event::Due { plies } => {
                if self.turn == (Turn::Waiting { plies }) && self.table.status().plies == plies {
                    self.reply(now, &mut out);
                }
            }
            Event::Answer { id, reply } => self.answer(id, reply, now, &mut out),
        }
        out
    }

    /// The learner may move now (a lesson under way, the opponent not answering).
    pub fn learners_turn(&self) -> bool {
        let learner = self.aim.as_ref().map(Aim::learner);
        self.stage == Stage::Playing && self.turn == Turn::Idle && Some(self.table.status().to_move) == learner
    }

    fn input(&mut self, input: Input, now: f64) -> Response {
        input.apply(&mut *self.table, now)
    }

    /// Opens lesson `index` and says so.
    fn open(&mut self, index: usize, out: &mut Vec<Command>) {
        if matches!(self.turn, Turn::Asked { .. }) {
            out.push(Command::Cancel);
        }
        self.stage = self.open_quietly(index);
        self.announce_open(out);
    }

    fn announce_open(&mut self, out: &mut Vec<Command>) {
        out.push(Command::Opened { index: self.index });
        if let Stage::Broken(fault) = &self.stage {
            out.push(Command::Broken(fault.clone()));
        }
        self.mark(out);
        out.push(Command::Redraw);
        out.push(Command::Refresh);
    }

    /// Draws the goal's marks still to do on the table, and says them.
    fn mark(&mut self, out: &mut Vec<Command>) {
        let marks = self.marks();
        self.table.set_goals(marks.clone());
        out.push(Command::Marks(marks));
    }

    /// Sets lesson `index` up on a fresh table; the stage it starts in.
    fn open_quietly(&mut self, index: usize) -> Stage {
        self.index = index;
        self.aim = None;
        self.moves = 0;
        self.replies = 0;
        self.on_path = true;
        self.turn = Turn::Idle;
        self.table.set_interactive(false);
        let Some(lesson) = self.course.lessons.get(index) else { return Stage::Broken(Fault::NoMove) };
        let table = match open_table(self.course.kind, &lesson.position, &[]) {
            Ok(table) => table,
            Err(e) => return Stage::Broken(Fault::Position(ParseError::new(e.reason().clone(), 0, 0))),
        };
        let looks = self.table.settings();
        let size = self.table.size();
        self.table = table;
        self.table.set_settings(looks);
        self.table.resize(size.0, size.1);
        self.table.set_interactive(false);
        let aim = match probe(self.course.kind, &lesson.position) {
            Ok(start) => Aim::new(&lesson.goal, lesson.limit, &*start),
            Err(e) => Err(Fault::Position(e)),
        };
        let aim = match aim {
            Ok(aim) => aim,
            Err(fault) => return Stage::Broken(fault),
        };
        if self.table.legal_notations().is_empty() {
            return Stage::Broken(Fault::NoMove);
        }
        // The learner sits at the bottom of a two-seat board.
        if self.table.status().seats.len() == 2 {
            self.table.set_flipped(aim.learner() == 1);
        }
        self.aim = Some(aim);
        self.table.set_interactive(true);
        Stage::Playing
    }

    fn respond(&mut self, response: Response, by_learner: bool, out: &mut Vec<Command>) {
        match response {
            Response::None => {}
            Response::Redraw => out.push(Command::Redraw),
            // A learner is told even where the game cannot name the move attempted.
            Response::Returned => {
                out.push(Command::Redraw);
                out.push(Command::Wrong(Reason::new(&NOT_A_MOVE)));
            }
            Response::Refused(reason) => {
                out.push(Command::Redraw);
                out.push(Command::Wrong(reason));
            }
            Response::Played { notation, said, capture } => {
                let expected = match by_learner {
                    true => self.lesson().and_then(|l| l.solution.get(self.moves as usize)),
                    false => self.lesson().and_then(|l| l.replies.get(self.replies.wrapping_sub(1))),
                };
                self.on_path &= expected == Some(&notation);
                self.moves += u32::from(by_learner);
                let outcome = self.table.status().outcome;
                out.push(Command::Redraw);
                out.push(Command::Moved { notation, said, by_learner });
                out.push(Command::Sound(match (outcome, capture) {
                    (Some(_), _) => Cue::End,
                    (None, true) => Cue::Capture,
                    (None, false) => Cue::Move,
                }));
                self.judge(by_learner, out);
            }
        }
    }

    /// After a move: the goal judged in the position reached, then the opponent's turn.
    fn judge(&mut self, by_learner: bool, out: &mut Vec<Command>) {
        let status = self.table.status();
        let (verdict, changed) = match (probe(self.course.kind, &self.table.position_text()), self.aim.as_mut()) {
            (Ok(now), Some(aim)) => {
                let before = aim.marks();
                let verdict = aim.after(&*now, status.outcome, self.moves, by_learner);
                (verdict, aim.marks() != before)
            }
            (Err(e), _) => return self.break_down(Fault::Position(e), out),
            (_, None) => return,
        };
        if changed {
            self.mark(out);
        }
        match verdict {
            Verdict::Met => self.met(out),
            Verdict::Failed(failure) => {
                self.stage = Stage::Failed(failure);
                self.table.set_interactive(false);
                out.push(Command::Failed(failure));
            }
            Verdict::Going => self.next_turn(status.to_move, status.plies, out),
        }
        out.push(Command::Refresh);
    }

    fn break_down(&mut self, fault: Fault, out: &mut Vec<Command>) {
        self.table.set_interactive(false);
        self.stage = Stage::Broken(fault.clone());
        out.push(Command::Broken(fault));
    }

    fn met(&mut self, out: &mut Vec<Command>) {
        let Some(lesson) = self.course.lessons.get(self.index) else { return };
        let stars = stars_for(self.moves, lesson.stars);
        self.stage = Stage::Met { stars, moves: self.moves };
        self.table.set_interactive(false);
        out.push(Command::Met { stars, moves: self.moves });
        if self.progress.record(&lesson.id, stars) {
            out.push(Command::Save(self.progress.clone()));
        }
    }

    /// While the lesson goes on: the learner plays, or the opponent answers after a pause.
    fn next_turn(&mut self, to_move: Seat, plies: usize, out: &mut Vec<Command>) {
        let learners = self.aim.as_ref().is_some_and(|a| a.learner() == to_move);
        self.table.set_interactive(learners);
        self.turn = Turn::Idle;
        if !learners {
            self.turn = Turn::Waiting { plies };
            out.push(Command::Wait { ms: self.table.settings().animation_ms + PAUSE_MS, plies });
        }
    }

    /// The opponent's move: the script's next reply if it is legal here, else the computer's.
    fn reply(&mut self, now: f64, out: &mut Vec<Command>) {
        self.turn = Turn::Idle;
        let Some(lesson) = self.course.lessons.get(self.index) else { return };
        let scripted = lesson.replies.get(self.replies).cloned();
        if let Some(text) = scripted {
            self.replies += 1;
            if let Ok(response) = self.table.play_notation(&text, now) {
                return self.respond(response, false, out);
            }
        }
        self.on_path = false;
        self.last_id = self.last_id.wrapping_add(1);
        let request = Request {
            id: self.last_id,
            purpose: Purpose::Move,
            kind: self.course.kind,
            start: self.table.start_text(),
            moves: self.table.history().to_vec(),
            level: lesson.level,
        };
        self.turn = Turn::Asked { id: request.id };
        out.push(Command::Ask(request));
    }

    fn answer(&mut self, id: RequestId, reply: Result<Option<String>, WireError>, now: f64, out: &mut Vec<Command>) {
        if self.turn != (Turn::Asked { id }) {
            return; // a reply to a request given up
        }
        self.turn = Turn::Idle;
        let played = match reply {
            Ok(Some(notation)) => self.table.play_notation(&notation, now).map_err(|r| r.render(self.lang())),
            Ok(None) => Err(NO_ANSWER.get(self.lang()).to_string()),
            Err(why) => Err(why.said(self.lang())),
        };
        match played {
            Ok(response) => self.respond(response, false, out),
            Err(why) => out.push(Command::ComputerFailed(why)),
        }
    }

    fn lang(&self) -> Lang {
        self.table.settings().lang
    }

    fn hint(&mut self, out: &mut Vec<Command>) {
        let next = self.lesson().and_then(|l| l.solution.get(self.moves as usize)).cloned();
        match next.filter(|_| self.on_path && self.learners_turn()) {
            Some(notation) => {
                let index = self.table.legal_notations().iter().position(|m| *m == notation);
                self.table.set_hint(index);
                out.push(Command::Redraw);
                out.push(Command::Hint(Some(notation)));
            }
            None => out.push(Command::Hint(None)),
        }
    }
}
