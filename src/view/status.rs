//! The status sentence under the board: whose turn, or how the game ended (also the result
//! drawn on the board and announced by the session).

use super::table::Status;
use super::words::Word;
use crate::game::{Colour, Lang, Outcome};

pub fn sentence(status: &Status, lang: Lang) -> String {
    match status.outcome {
        None => {
            let name = status.seats.get(status.to_move).map(|c| c.name().get(lang).to_string()).unwrap_or_default();
            Word::ToMove.fill(lang, &[name])
        }
        Some(o) => ending(&o, status.seats, lang),
    }
}

/// How a game ended, in words: who won and why.
pub fn ending(outcome: &Outcome, seats: &[Colour], lang: Lang) -> String {
    let name = |seat: usize| seats.get(seat).map(|c| c.name().get(lang).to_string()).unwrap_or_default();
    let why = outcome.reason.text().get(lang).to_string();
    let winners: Vec<String> = outcome.winners().map(name).collect();
    match winners.len() {
        0 => Word::Draw.fill(lang, &[why]),
        1 => Word::Won.fill(lang, &[winners[0].clone(), why]),
        _ => Word::SharedWin.fill(lang, &[winners.join(" + "), why]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::EndReason;

    fn status(outcome: Option<Outcome>) -> Status {
        Status { seats: &[Colour::Blue, Colour::Orange], to_move: 1, outcome, plies: 3 }
    }

    #[test]
    fn sentences_in_both_languages() {
        assert_eq!(sentence(&status(None), Lang::En), "Orange to move");
        assert_eq!(sentence(&status(None), Lang::Cs), "Na tahu je Oranžový");
        let won = status(Some(Outcome::win(0, EndReason::LeaderCaptured)));
        assert_eq!(sentence(&won, Lang::En), "Blue won: leader captured");
        let draw = status(Some(Outcome::draw(2, EndReason::Repetition)));
        assert_eq!(sentence(&draw, Lang::Cs), "Remíza: trojí opakování pozice");
    }
}
