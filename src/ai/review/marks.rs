//! How a move is judged: by how much it lowered its player's expected result (0..1), with
//! lichess's thresholds. Lichess judges drops of "winning chances" on a −1..1 scale (0.1 an
//! inaccuracy, 0.2 a mistake, 0.3 a blunder: lila `modules/tree/src/main/Advice.scala`); our
//! expected result is on 0..1, where the same drops are half as large.

use crate::game::Seat;

/// A drop of at least this much is an inaccuracy (`?!`).
pub const INACCURACY: f32 = 0.05;
/// … a mistake (`?`).
pub const MISTAKE: f32 = 0.10;
/// … a blunder (`??`).
pub const BLUNDER: f32 = 0.15;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    /// The mark for a drop of `loss` in the expected result, if it earns one.
    pub fn for_loss(loss: f32) -> Option<Mark> {
        if loss >= BLUNDER {
            Some(Mark::Blunder)
        } else if loss >= MISTAKE {
            Some(Mark::Mistake)
        } else if loss >= INACCURACY {
            Some(Mark::Inaccuracy)
        } else {
            None
        }
    }

    /// As written after the move (and `app::tree::Glyph::from_symbol` reads it).
    pub fn symbol(self) -> &'static str {
        match self {
            Mark::Inaccuracy => "?!",
            Mark::Mistake => "?",
            Mark::Blunder => "??",
        }
    }
}

/// One player's moves in numbers.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    pub seat: Seat,
    pub moves: usize,
    pub inaccuracies: usize,
    pub mistakes: usize,
    pub blunders: usize,
    /// The mean drop of the expected result over the player's moves (0..1).
    pub average_loss: f32,
}

impl Summary {
    /// The summary of `seat` over its moves' (mark, loss).
    pub fn of(seat: Seat, moves: impl Iterator<Item = (Option<Mark>, f32)>) -> Summary {
        let mut s = Summary { seat, ..Summary::default() };
        let mut total = 0.0;
        for (mark, loss) in moves {
            s.moves += 1;
            total += loss;
            match mark {
                Some(Mark::Inaccuracy) => s.inaccuracies += 1,
                Some(Mark::Mistake) => s.mistakes += 1,
                Some(Mark::Blunder) => s.blunders += 1,
                None => {}
            }
        }
        s.average_loss = if s.moves == 0 { 0.0 } else { total / s.moves as f32 };
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thresholds_are_half_of_lichess() {
        assert_eq!(Mark::for_loss(0.049), None);
        assert_eq!(Mark::for_loss(0.05), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_loss(0.0999), Some(Mark::Inaccuracy));
        assert_eq!(Mark::for_loss(0.10), Some(Mark::Mistake));
        assert_eq!(Mark::for_loss(0.15), Some(Mark::Blunder));
        assert_eq!(Mark::for_loss(1.0), Some(Mark::Blunder));
        assert_eq!(Mark::for_loss(-0.5), None);
        assert_eq!([Mark::Inaccuracy, Mark::Mistake, Mark::Blunder].map(Mark::symbol), ["?!", "?", "??"]);
    }

    #[test]
    fn summaries_count_and_average() {
        let s = Summary::of(1, [(None, 0.0), (Some(Mark::Blunder), 0.5), (Some(Mark::Inaccuracy), 0.1)].into_iter());
        assert_eq!((s.seat, s.moves, s.inaccuracies, s.mistakes, s.blunders), (1, 3, 1, 0, 1));
        assert!((s.average_loss - 0.2).abs() < 1e-6);
        assert_eq!(Summary::of(0, std::iter::empty()).average_loss, 0.0);
    }
}
