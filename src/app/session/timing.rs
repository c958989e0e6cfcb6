//! The game's clock, over the board (hot-seat, or against the computer, whose clock runs too):
//! an [`app::Clock`](crate::app::clock::Clock) kept by the session.
//!
//! - It follows the game's own moves only (a move at the game's end): a move in a variation or
//!   a look back through the moves changes nothing, and the clock keeps running for the seat
//!   to move in the game. It runs per turn (`Clock::follow`), so a Shamrock turn of several
//!   actions is one turn, charged once and given one increment.
//! - It starts with the game's first move (pressing the clock), so setting the board up or
//!   handing the device over costs nobody; it stops when the game ends.
//! - Flag fall ends the game: the page ticks ([`Event::Tick`](super::Event::Tick)) while a
//!   clock runs, and every input is checked against the time first, so a move made after the
//!   flag fell (a page woken from the background) does not count.
//! - Undo and Redo keep every second spent: the turn running is charged (no increment) and the
//!   clock passes to the seat to move after them. Once a flag has fallen the game's moves stay
//!   as they are (Undo does nothing at the game's end; variations may still be tried).

use super::{Command, Cue, Session};
use crate::app::clock::{Clock, Flagged};
use crate::game::{Lang, Seat, Text};

const TIME_WON: Text = crate::text!("{0}'s time ran out — {1} wins", "{0}: došel čas — vyhrává {1}");
const TIME_SHARED: Text = crate::text!("{0}'s time ran out — {1} win", "{0}: došel čas — vyhrávají {1}");
const AND: Text = crate::text!(" and ", " a ");

impl Session {
    /// The game's clock, if it has one.
    pub fn clock(&self) -> Option<&Clock> {
        self.clock.as_ref()
    }

    /// The seat whose time ran out, once it has: the game is over.
    pub fn time_out(&self) -> Option<Seat> {
        self.clock.as_ref().and_then(Clock::flagged)
    }

    /// Whether the clock is running (the page ticks only then).
    pub fn clock_running(&self) -> bool {
        self.clock.as_ref().is_some_and(|c| c.running().is_some())
    }

    /// How the game ended on time, in words ("White's time ran out — Black wins").
    pub fn time_out_words(&self, lang: Lang) -> Option<String> {
        let seat = self.time_out()?;
        let seats = self.table.status().seats;
        let name = |s: Seat| seats.get(s).map_or("", |c| c.name().get(lang));
        let mut others = String::new();
        for s in (0..seats.len()).filter(|&s| s != seat) {
            if !others.is_empty() {
                others.push_str(AND.get(lang));
            }
            others.push_str(name(s));
        }
        let text = if seats.len() == 2 { &TIME_WON } else { &TIME_SHARED };
        Some(text.fill(lang, &[name(seat).to_string(), others]))
    }

    /// After a move was added to the tree: if it was the game's move, the clock follows the
    /// turn (and stops if the game ended).
    pub(super) fn clock_follows(&mut self, now: f64) {
        if !self.at_game() {
            return;
        }
        let status = self.table.status();
        let mover = self.table.entries(self.lang()).last().map(|e| e.seat);
        let Some(clock) = self.clock.as_mut() else { return };
        if clock.running().is_none() && clock.flagged().is_none() && mover == Some(status.to_move) {
            return; // the first turn goes on (a Shamrock turn of several actions): not yet timed
        }
        // A move late on time was refused before it was played (`flag_falls`), so the turn's
        // time is there to charge.
        let _ = clock.follow(status.to_move, now);
        if status.outcome.is_some() {
            clock.stop(now);
        }
    }

    /// After Undo or Redo moved the game's end: the turn running is charged and the seat to
    /// move there runs, unless the game is over or back at its start (where the first move
    /// starts the clock again).
    pub(super) fn clock_passes(&mut self, now: f64) {
        let status = self.table.status();
        let Some(clock) = self.clock.as_mut() else { return };
        if clock.flagged().is_some() {
            return;
        }
        clock.stop(now);
        if status.outcome.is_none() && status.plies > 0 {
            clock.start(status.to_move, now);
        }
    }

    /// Whether the flag of the seat to move falls now: then the game ends on time (said,
    /// saved, the computer stopped) and `true` tells the caller to do nothing more.
    pub(super) fn flag_falls(&mut self, now: f64, out: &mut Vec<Command>) -> bool {
        let Some(clock) = self.clock.as_mut() else { return false };
        let before = clock.flagged();
        let Some(Flagged(_)) = clock.check_flag(now, 0) else { return false };
        if before.is_some() {
            return false; // fell earlier: the game is already over
        }
        let _ = self.table.pointer_cancel(); // a piece held as the flag fell goes back
        let said = self.time_out_words(self.lang()).unwrap_or_default();
        out.push(Command::Announce(said.clone()));
        out.push(Command::Sound(Cue::End));
        self.stop(out);
        self.changed(out);
        out.push(Command::Ended(said));
        true
    }
}
