//! A game as text: its kind, start position and moves. Used for autosave, export and import.
//!
//! ```text
//! deskovna drake
//! start 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0
//! moves @b1 @c4 @b2
//! seats human computer3
//! ```
//! The `seats` line is there only when the computer plays a seat.
//! Reading never trusts the text: every part is checked, and errors say which line is wrong.

use super::seats::Player;
use crate::game::{Reason, Text};
use crate::games::GameKind;
use crate::view::table::Table;
use crate::view::tables::{open_table, OpenError};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub kind: GameKind,
    pub start: String,
    pub moves: Vec<String>,
    /// Who plays each seat (empty: people at this device).
    pub seats: Vec<Player>,
}

const HEADER: Text = Text {
    en: "Line 1 must be “deskovna <game>” with game drake, camelot, drakoburg or shamrock.",
    cs: "Řádek 1 musí být „deskovna <hra>“, kde hra je drake, camelot, drakoburg nebo shamrock.",
};
const START: Text =
    Text { en: "Line 2 must be “start <position>”.", cs: "Řádek 2 musí být „start <pozice>“." };
const MOVES: Text =
    Text { en: "Line 3 must be “moves <move> …”.", cs: "Řádek 3 musí být „moves <tah> …“." };
const SEATS: Text = Text {
    en: "Line 4, if any, must be “seats” and human or computer1 … computer5 for each seat.",
    cs: "Řádek 4, pokud je, musí být „seats“ a human nebo computer1 … computer5 pro každé místo.",
};
const BAD_START: Text = Text { en: "The start position is wrong: {0}", cs: "Výchozí pozice je chybná: {0}" };
const BAD_MOVE: Text = Text { en: "Move {0} (“{1}”) is wrong: {2}", cs: "Tah {0} („{1}“) je chybný: {2}" };
const BAD_OPTIONS: Text = Text { en: "{0}", cs: "{0}" };

/// Why a record could not be read or opened, with the line (1-based) it points at.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordError {
    pub line: usize,
    pub reason: Reason,
}

impl Record {
    pub fn of(table: &dyn Table) -> Record {
        Record { kind: table.kind(), start: table.start_text(), moves: table.history().to_vec(), seats: Vec::new() }
    }

    pub fn to_text(&self) -> String {
        let mut text = format!("deskovna {}\nstart {}\nmoves {}\n", self.kind.id(), self.start, self.moves.join(" "));
        if self.seats.iter().any(|&p| p != Player::Human) {
            let ids: Vec<String> = self.seats.iter().map(|p| p.id()).collect();
            text.push_str(&format!("seats {}\n", ids.join(" ")));
        }
        text
    }

    pub fn parse(text: &str) -> Result<Record, RecordError> {
        let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
        let fail = |line, text| RecordError { line, reason: Reason::new(text) };
        let kind = lines
            .next()
            .and_then(|l| l.strip_prefix("deskovna "))
            .and_then(|id| GameKind::from_id(id.trim()))
            .ok_or_else(|| fail(1, &HEADER))?;
        let start = lines.next().and_then(|l| l.strip_prefix("start ")).ok_or_else(|| fail(2, &START))?.trim();
        let moves = match lines.next() {
            None => Vec::new(),
            Some("moves") => Vec::new(),
            Some(l) => {
                l.strip_prefix("moves ").ok_or_else(|| fail(3, &MOVES))?.split_whitespace().map(String::from).collect()
            }
        };
        let seats = match lines.next() {
            None => Vec::new(),
            Some(l) => l
                .strip_prefix("seats ")
                .and_then(|ids| ids.split_whitespace().map(Player::from_id).collect::<Option<Vec<_>>>())
                .ok_or_else(|| fail(4, &SEATS))?,
        };
        Ok(Record { kind, start: start.to_string(), moves, seats })
    }

    /// Opens the game the record describes, or says which part is wrong.
    pub fn open(&self) -> Result<Box<dyn Table>, RecordError> {
        open_table(self.kind, &self.start, &self.moves).map_err(|e| match e {
            OpenError::Position(p) => RecordError { line: 2, reason: Reason::with(&BAD_START, &[&p.reason]) },
            OpenError::Move { ply, reason } => RecordError {
                line: 3,
                reason: Reason::with(
                    &BAD_MOVE,
                    &[&(ply + 1), &self.moves.get(ply).cloned().unwrap_or_default(), &reason],
                ),
            },
            OpenError::Options(r) => RecordError { line: 1, reason: Reason::with(&BAD_OPTIONS, &[&r]) },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @b1 @c4\n";

    #[test]
    fn round_trips_through_a_table() {
        let record = Record::parse(GAME).unwrap();
        let table = record.open().unwrap();
        assert_eq!(Record::of(&*table).to_text(), GAME);
    }

    #[test]
    fn errors_point_at_the_line() {
        assert_eq!(Record::parse("chess\n").unwrap_err().line, 1);
        assert_eq!(Record::parse("deskovna drake\nfoo").unwrap_err().line, 2);
        let bad_move = Record::parse(&GAME.replace("@c4", "@c3")).unwrap().open().err().unwrap();
        assert_eq!(bad_move.line, 3);
        assert!(bad_move.reason.to_string().starts_with("Move 2 (“@c3”) is wrong"), "{}", bad_move.reason);
        let bad_start = Record::parse(&GAME.replace("4_4.4", "9_4.4")).unwrap().open().err().unwrap();
        assert_eq!(bad_start.line, 2);
    }

    #[test]
    fn seats_round_trip_and_are_checked() {
        let text = format!("{GAME}seats human computer3\n");
        let r = Record::parse(&text).unwrap();
        assert_eq!(r.seats, vec![Player::Human, Player::Computer(3)]);
        assert_eq!(r.to_text(), text);
        assert_eq!(Record::parse(&format!("{GAME}seats robot\n")).unwrap_err().line, 4);
        assert!(!Record::parse(GAME).unwrap().to_text().contains("seats"));
    }

    #[test]
    fn a_game_without_moves_reads() {
        let r = Record::parse("deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0").unwrap();
        assert!(r.moves.is_empty());
    }
}
