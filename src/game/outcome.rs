//! Who plays, and how a game ends.

use super::text::Text;

/// A seat at the table in turn order: seat 0 moves first.
pub type Seat = usize;

/// The most seats any game has (Shamrock with three players).
pub const MAX_SEATS: usize = 3;

/// The colours players play in, across all games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    Blue,
    Orange,
    White,
    Black,
    Red,
    Yellow,
}

impl Colour {
    /// The lower-case English name the command line prints (`result: blue`).
    pub fn id(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Orange => "orange",
            Colour::White => "white",
            Colour::Black => "black",
            Colour::Red => "red",
            Colour::Yellow => "yellow",
        }
    }

    pub fn name(self) -> &'static Text {
        match self {
            Colour::Blue => &crate::text!("Blue", "Modrý"),
            Colour::Orange => &crate::text!("Orange", "Oranžový"),
            Colour::White => &crate::text!("White", "Bílý"),
            Colour::Black => &crate::text!("Black", "Černý"),
            Colour::Red => &crate::text!("Red", "Červený"),
            Colour::Yellow => &crate::text!("Yellow", "Žlutý"),
        }
    }
}

/// Why a game ended, in the games' own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// The Drake: the enemy leader was captured.
    LeaderCaptured,
    /// The Drake (with flags): the enemy flag was carried to the home row.
    FlagCarried,
    /// The player to move has no legal move (a draw in The Drake, a loss in Camelot).
    NoLegalMove,
    /// The same position for the third time.
    Repetition,
    /// 50 moves by each side without progress (capture, placement, pawn move …).
    NoProgress,
    /// Camelot: two pieces in the opponent's castle (one where castles have one square).
    CastleTaken,
    /// Anti-Camelot: the opponent put a piece in the winner's castle.
    CastleEntered,
    /// Camelot: all the opponent's pieces captured.
    AllCaptured,
    /// Camelot: both sides down to one piece or none.
    BothBare,
    /// Drakoburg: a side lost its last Těžkooděnec.
    NoKnightLeft,
    /// Drakoburg: no legal move and no check.
    Stalemate,
    /// Drakoburg: mate removed the checked T(s) and the side still has no legal move.
    MateWithoutMoves,
    /// Shamrock: two or more shamrocks of one's colour.
    Shamrocks,
    /// Shamrock: 60 full rounds passed.
    RoundLimit,
    /// Self-play only: both players' searches agreed for several moves that a seat has won.
    Adjudicated,
}

impl EndReason {
    pub fn text(self) -> &'static Text {
        match self {
            EndReason::LeaderCaptured => &crate::text!("leader captured", "vůdce zajat"),
            EndReason::FlagCarried => &crate::text!("flag carried home", "vlajka donesena domů"),
            EndReason::NoLegalMove => &crate::text!("no legal move", "žádný možný tah"),
            EndReason::Repetition => &crate::text!("threefold repetition", "trojí opakování pozice"),
            EndReason::NoProgress => &crate::text!("50 moves without progress", "50 tahů bez postupu"),
            EndReason::CastleTaken => &crate::text!("castle taken", "hrad obsazen"),
            EndReason::CastleEntered => &crate::text!("the opponent entered the castle", "soupeř vstoupil do hradu"),
            EndReason::AllCaptured => &crate::text!("all pieces captured", "všechny figury zajaty"),
            EndReason::BothBare => &crate::text!("both sides bare", "obě strany bez figur"),
            EndReason::NoKnightLeft => &crate::text!("no Těžkooděnec left", "nezbyl žádný těžkooděnec"),
            EndReason::Stalemate => &crate::text!("stalemate", "pat"),
            EndReason::MateWithoutMoves => &crate::text!("mate, then no legal move", "mat a poté žádný tah"),
            EndReason::Shamrocks => &crate::text!("two shamrocks", "dva trojlístky"),
            EndReason::RoundLimit => &crate::text!("60 rounds played", "odehráno 60 kol"),
            EndReason::Adjudicated => &crate::text!("adjudicated", "rozhodnuto posouzením"),
        }
    }
}

/// The end of a game: each seat's place (0 = first; seats sharing a place tie) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    pub places: [u8; MAX_SEATS],
    pub seats: u8,
    pub reason: EndReason,
}

impl Outcome {
    /// `winner` wins a two-seat game.
    pub fn win(winner: Seat, reason: EndReason) -> Outcome {
        let mut places = [1; MAX_SEATS];
        places[winner] = 0;
        Outcome { places, seats: 2, reason }
    }

    /// Everybody shares first place.
    pub fn draw(seats: usize, reason: EndReason) -> Outcome {
        Outcome { places: [0; MAX_SEATS], seats: seats as u8, reason }
    }

    /// A ranking of `seats` players: `places[s]` is seat s's place, 0 first.
    pub fn ranked(places: &[u8], reason: EndReason) -> Outcome {
        let mut all = [0; MAX_SEATS];
        all[..places.len()].copy_from_slice(places);
        Outcome { places: all, seats: places.len() as u8, reason }
    }

    pub fn place(&self, seat: Seat) -> u8 {
        self.places[seat]
    }

    /// Everybody placed first: nobody won.
    pub fn is_draw(&self) -> bool {
        self.places[..self.seats as usize].iter().all(|&p| p == 0)
    }

    /// The seats in first place, unless it is a draw.
    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        let draw = self.is_draw();
        (0..self.seats as usize).filter(move |&s| !draw && self.places[s] == 0)
    }

    /// A score in [0, 1] for `seat`: 1 for sole first place, 0 for last, shared places split.
    pub fn score(&self, seat: Seat) -> f32 {
        let n = self.seats as usize;
        let mine = self.places[seat];
        let beaten = (0..n).filter(|&s| self.places[s] > mine).count();
        let tied = (0..n).filter(|&s| s != seat && self.places[s] == mine).count();
        (beaten as f32 + tied as f32 * 0.5) / (n - 1).max(1) as f32
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_places_the_winner_first() {
        let o = Outcome::win(1, EndReason::LeaderCaptured);
        assert_eq!(o.winners().collect::<Vec<_>>(), vec![1]);
        assert!(!o.is_draw());
        assert_eq!((o.score(0), o.score(1)), (0.0, 1.0));
    }

    #[test]
    fn a_draw_has_no_winner() {
        let o = Outcome::draw(3, EndReason::RoundLimit);
        assert!(o.is_draw());
        assert_eq!(o.winners().count(), 0);
        assert_eq!(o.score(2), 0.5);
    }

    #[test]
    fn three_player_ranking_scores() {
        let o = Outcome::ranked(&[2, 0, 1], EndReason::Shamrocks);
        assert_eq!(o.winners().collect::<Vec<_>>(), vec![1]);
        assert_eq!((o.score(0), o.score(1), o.score(2)), (0.0, 1.0, 0.5));
    }
}
