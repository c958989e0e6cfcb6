//! What changes a session besides play: another game on the board, who plays the seats, the
//! demo, a view-only board, the board's looks, orientation and size, the study's arrow.

use super::{Command, Game, Session, DEMO_LEVEL};
use crate::app::seats::Player;
use crate::game::{Refusal, Text};
use crate::view::table::Looks;

/// Why a change was refused; the session is then as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// A computer seat's level outside 1–5.
    Level(u8),
}

const LEVEL: Text = crate::text!(
    "The computer has no level {0}: its levels are 1 to 5.",
    "Počítač nemá úroveň {0}: jeho úrovně jsou 1 až 5."
);

impl Refusal for Refused {
    fn text(&self) -> &'static Text {
        match self {
            Refused::Level(_) => &LEVEL,
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Refused::Level(level) => vec![level.to_string()],
        }
    }
}

/// Checks the seats' players before anything changes.
fn check(seats: &[Player]) -> Result<(), Refused> {
    match seats.iter().find(|p| matches!(p, Player::Computer(level) if !(1..=5).contains(level))) {
        Some(&Player::Computer(level)) => Err(Refused::Level(level)),
        _ => Ok(()),
    }
}

impl Session {
    /// Shows a game from where it is kept: whatever the computer was doing for the old one
    /// stops, and the new one starts (the computer moves if it is its turn). Nothing is saved.
    pub(super) fn load(&mut self, game: Game, now: f64) -> Vec<Command> {
        if let Err(refused) = check(&game.seats) {
            return self.refused(refused);
        }
        let mut out = self.close();
        self.swap(game);
        out.extend(self.start(now));
        out
    }

    /// A new game, or an imported one, on this board: saved.
    pub(super) fn replace(&mut self, game: Game) -> Vec<Command> {
        if let Err(refused) = check(&game.seats) {
            return self.refused(refused);
        }
        let mut out = Vec::new();
        self.stop(&mut out);
        self.swap(game);
        self.changed(&mut out);
        out
    }

    /// Puts `game` on the board, in the looks and size of the board before.
    fn swap(&mut self, game: Game) {
        let appearance = self.table.settings();
        let size = self.table.size();
        self.table = game.table;
        self.table.set_settings(appearance);
        self.table.resize(size.0, size.1);
        self.seats = game.seats;
        let seats = self.table.status().seats.len();
        self.clock = game.clock.filter(|c| c.saved_left().len() == seats);
        self.line_tree();
        self.orient();
        if let Some(tree) = game.tree {
            // A tree that does not continue the game's moves leaves them one line.
            self.set_tree(tree);
        }
        if let Some(flipped) = game.flipped {
            self.table.set_flipped(flipped);
        }
    }

    /// Who plays each seat from now on.
    pub(super) fn set_seats(&mut self, seats: Vec<Player>) -> Vec<Command> {
        if let Err(refused) = check(&seats) {
            return self.refused(refused);
        }
        let mut out = Vec::new();
        self.stop(&mut out);
        self.seats = seats;
        self.orient();
        self.changed(&mut out);
        out
    }

    /// The demo: every seat played by the computer, or back to people.
    pub(super) fn toggle_demo(&mut self) -> Vec<Command> {
        let n = self.table.status().seats.len();
        let seats = if self.all_computer() { Vec::new() } else { vec![Player::Computer(DEMO_LEVEL); n] };
        self.set_seats(seats)
    }

    pub(super) fn set_view_only(&mut self, view_only: bool) -> Vec<Command> {
        self.view_only = view_only;
        self.update_interactive();
        vec![Command::Redraw]
    }

    pub(super) fn set_looks(&mut self, looks: Looks) -> Vec<Command> {
        self.table.set_settings(looks);
        vec![Command::Redraw]
    }

    pub(super) fn set_flipped(&mut self, flipped: bool) -> Vec<Command> {
        self.table.set_flipped(flipped);
        vec![Command::Redraw]
    }

    /// Lays the board out for a new size; a size that is not finite and positive is ignored.
    pub(super) fn resize(&mut self, width: f32, height: f32) -> Vec<Command> {
        let fits = |x: f32| x.is_finite() && x > 0.0;
        if !(fits(width) && fits(height)) {
            return Vec::new();
        }
        self.table.resize(width, height);
        vec![Command::Redraw]
    }

    pub(super) fn arrow(&mut self, notation: Option<&str>, before: bool) -> Vec<Command> {
        self.table.set_arrow(notation, before);
        vec![Command::Redraw]
    }

    fn refused(&self, refused: Refused) -> Vec<Command> {
        let reason = refused.reason();
        vec![Command::Announce(reason.render(self.lang())), Command::Refused(reason)]
    }
}
