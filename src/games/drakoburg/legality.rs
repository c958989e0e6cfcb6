//! Why a move is not legal, in words a player understands.

use super::attacks::targets;
use super::board::{bit, name, squares, Square};
use super::piece::Piece;
use super::placement::{arriving, reinforcement_squares};
use super::setup::CASTLES;
use super::state::Drakoburg;
use super::Move;
use crate::game::{IllegalMove, Reason, Text};

const GAME_OVER: Text = Text { en: "The game is over.", cs: "Hra skončila." };
const OFF_BOARD: Text = Text { en: "That square is not on the board.", cs: "To pole není na desce." };
const NO_PIECE: Text = Text { en: "There is no piece on {0}.", cs: "Na poli {0} nestojí žádná Águrka." };
const NOT_YOURS: Text = Text { en: "The piece on {0} is not yours.", cs: "Águrka na poli {0} není vaše." };
const OWN_TARGET: Text = Text { en: "Your own piece stands on {0}.", cs: "Na poli {0} stojí vaše vlastní Águrka." };
const KNIGHT_ON_KNIGHT: Text =
    Text { en: "A Těžkooděnec never captures a Těžkooděnec.", cs: "Těžkooděnec nikdy nebere těžkooděnce." };
const CANNOT_REACH: [Text; 6] = [
    Text {
        en: "The Kopiník on {0} cannot move to {1}: it goes one square forward or diagonally forward.",
        cs: "Kopiník z pole {0} nemůže na pole {1}: táhne o jedno pole vpřed nebo šikmo vpřed.",
    },
    Text {
        en: "The Lukostřelec on {0} cannot move to {1}: it rides diagonally over empty squares or steps like a king.",
        cs: "Lukostřelec z pole {0} nemůže na pole {1}: táhne šikmo přes volná pole nebo jako král.",
    },
    Text {
        en: "The Zbrojnoš on {0} cannot move to {1}: it rides orthogonally over empty squares or steps like a king.",
        cs: "Zbrojnoš z pole {0} nemůže na pole {1}: táhne rovně přes volná pole nebo jako král.",
    },
    Text {
        en: "The Panoš on {0} cannot move to {1}: one orthogonal step to an empty square, then diagonally outward; or a knight's leap or a king step.",
        cs: "Panoš z pole {0} nemůže na pole {1}: krok rovně na volné pole a pak šikmo ven; nebo skok jezdce či krok krále.",
    },
    Text {
        en: "The Turkopol on {0} cannot move to {1}: one diagonal step to an empty square, then orthogonally outward; or a knight's leap or a king step.",
        cs: "Turkopol z pole {0} nemůže na pole {1}: krok šikmo na volné pole a pak rovně ven; nebo skok jezdce či krok krále.",
    },
    Text {
        en: "The Těžkooděnec on {0} cannot move to {1}: it leaps exactly two squares in a line or steps like a king.",
        cs: "Těžkooděnec z pole {0} nemůže na pole {1}: skáče o dvě pole v řadě nebo táhne jako král.",
    },
];
const CHOOSE_REINFORCEMENT: Text = Text {
    en: "Ending on the castle {0} brings a new Kopiník: add where it goes, one of {1} (e.g. +{2}).",
    cs: "Vstup na hrad {0} přináší nového kopiníka: připište, kam jde, jedno z polí {1} (např. +{2}).",
};
const NOT_A_CASTLE: Text = Text {
    en: "Only a move ending on an enemy castle ({0}) brings a new Kopiník.",
    cs: "Nového kopiníka přináší jen tah končící na soupeřově hradu ({0}).",
};
const RANK_FULL: Text = Text {
    en: "Your pawn start rank is full: no new Kopiník comes.",
    cs: "Vaše výchozí řada kopiníků je plná: nový kopiník nepřichází.",
};
const BAD_REINFORCEMENT: Text = Text {
    en: "The new Kopiník goes on an empty square of your pawn start rank ({0}), not on {1}.",
    cs: "Nový kopiník jde na volné pole vaší výchozí řady kopiníků ({0}), ne na {1}.",
};
const INTO_CHECK: Text = Text {
    en: "A Těžkooděnec may not step into check: {0} is attacked.",
    cs: "Těžkooděnec nesmí vstoupit do šachu: pole {0} je napadené.",
};
const NEW_KNIGHT_IN_CHECK: Text = Text {
    en: "The new Těžkooděnec on {0} would be in check.",
    cs: "Nový těžkooděnec na poli {0} by byl v šachu.",
};
const STILL_IN_CHECK: Text = Text {
    en: "Your Těžkooděnec on {0} is in check and this move does not save it.",
    cs: "Váš těžkooděnec na poli {0} je v šachu a tento tah ho nezachrání.",
};
const EXPOSES: Text = Text {
    en: "This move would put your Těžkooděnec on {0} in check.",
    cs: "Tento tah by vystavil vašeho těžkooděnce na poli {0} šachu.",
};

fn illegal(text: &'static Text, args: &[String]) -> IllegalMove {
    IllegalMove(Reason { text, args: args.to_vec() })
}

fn list(set: u64) -> String {
    squares(set).map(name).collect::<Vec<_>>().join(", ")
}

impl Drakoburg {
    pub(super) fn explain(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.ended.is_some() {
            return Err(illegal(&GAME_OVER, &[]));
        }
        let board = &self.placement;
        let me = board.me();
        let on_board = |sq: Square| sq < 49;
        if !on_board(mv.from) || !on_board(mv.to) || mv.reinforcement.is_some_and(|sq| !on_board(sq)) {
            return Err(illegal(&OFF_BOARD, &[]));
        }
        let (from, to) = (|| name(mv.from), || name(mv.to));
        let piece = match board.piece_at(mv.from) {
            None => return Err(illegal(&NO_PIECE, &[from()])),
            Some((owner, _)) if owner != me => return Err(illegal(&NOT_YOURS, &[from()])),
            Some((_, piece)) => piece,
        };
        match board.piece_at(mv.to) {
            Some((owner, _)) if owner == me => return Err(illegal(&OWN_TARGET, &[to()])),
            Some((_, Piece::Tezkoodenec)) if piece == Piece::Tezkoodenec => {
                return Err(illegal(&KNIGHT_ON_KNIGHT, &[]))
            }
            _ => {}
        }
        let reach = targets(piece, me, mv.from, board.occupied(), board.colours[me], board.knights(1 - me));
        if reach & bit(mv.to) == 0 {
            return Err(illegal(&CANNOT_REACH[piece as usize], &[from(), to()]));
        }
        let room = reinforcement_squares(me, mv.from, mv.to, board.occupied());
        match mv.reinforcement {
            None if room != 0 => {
                let first = squares(room).next().map_or_else(String::new, name);
                return Err(illegal(&CHOOSE_REINFORCEMENT, &[to(), list(room), first]));
            }
            Some(_) if CASTLES[1 - me] & bit(mv.to) == 0 => {
                return Err(illegal(&NOT_A_CASTLE, &[list(CASTLES[1 - me])]))
            }
            Some(_) if room == 0 => return Err(illegal(&RANK_FULL, &[])),
            Some(sq) if room & bit(sq) == 0 => {
                let rank = list(super::setup::PAWN_START[me]);
                return Err(illegal(&BAD_REINFORCEMENT, &[rank, name(sq)]));
            }
            _ => {}
        }
        self.explain_check(piece, mv)
    }

    /// Whether the move leaves a T of the mover in check, and which and how.
    fn explain_check(&self, piece: Piece, mv: Move) -> Result<(), IllegalMove> {
        let me = self.placement.me();
        let mut after = self.placement;
        after.make(mv);
        let checked = after.checked_knights(me);
        let Some(first) = squares(checked).next() else { return Ok(()) };
        let t = if checked & bit(mv.to) != 0 { mv.to } else { first };
        let at = name(t);
        let text = if checked & bit(mv.to) != 0 && piece == Piece::Tezkoodenec {
            &INTO_CHECK
        } else if checked & bit(mv.to) != 0 && arriving(piece, me, mv.to) == Piece::Tezkoodenec {
            &NEW_KNIGHT_IN_CHECK
        } else if self.placement.checked_knights(me) & bit(t) != 0 {
            &STILL_IN_CHECK
        } else {
            &EXPOSES
        };
        Err(illegal(text, &[at]))
    }
}
