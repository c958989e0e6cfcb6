//! Everything Drakoburg refuses — a move the rules do not allow, a move or position text that
//! does not read, a set-up option — as kinds, each with its words in both languages.

use super::board::{name, rank_set, squares, Square};
use super::piece::{Piece, WHITE};
use super::setup::CASTLES;
use crate::game::Text;

/// Why Drakoburg refuses something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    // A move the rules do not allow.
    GameOver,
    OffBoard,
    NoPiece(Square),
    NotYours(Square),
    OwnTarget(Square),
    KnightOnKnight,
    /// The piece on `from` does not move to `to` that way.
    CannotReach {
        piece: Piece,
        from: Square,
        to: Square,
    },
    /// The move ends on the enemy castle `castle` and a new Kopiník must go on one of `room`.
    ChooseReinforcement {
        castle: Square,
        room: u64,
    },
    /// Only a move onto an enemy castle brings a Kopiník; these are the castles of `owner`.
    NotACastle {
        owner: usize,
    },
    RankFull,
    /// The new Kopiník goes on an empty square of the pawn start rank `rank` (0-based).
    BadReinforcement {
        square: Square,
        rank: u8,
    },
    IntoCheck(Square),
    NewKnightInCheck(Square),
    StillInCheck(Square),
    Exposes(Square),
    // A move text.
    NotAMove(String),
    NothingToCapture(Square),
    /// A promotion letter on a move that does not promote.
    NoPromotion(Piece),
    WrongPromotion {
        square: Square,
        becomes: Piece,
        written: Piece,
    },
    // A position text.
    Fields,
    Ranks,
    RankWidth,
    Cell(char),
    Turn,
    Quiet,
    Flag,
    Promoted(Square),
    NoKnights,
    /// A set-up to play from where this colour has no Těžkooděnec (it would have lost).
    NoKnight(usize),
    WaitingInCheck,
    // The set-up.
    UnknownOption(String),
}

fn list(set: u64) -> String {
    squares(set).map(name).collect::<Vec<_>>().join(", ")
}

const CANNOT_REACH: [Text; 6] = [
    crate::text!("The Kopiník on {0} cannot move to {1}: it goes one square forward or diagonally forward.", "Kopiník z pole {0} nemůže na pole {1}: táhne o jedno pole vpřed nebo šikmo vpřed."),
    crate::text!("The Lukostřelec on {0} cannot move to {1}: it rides diagonally over empty squares or steps like a king.", "Lukostřelec z pole {0} nemůže na pole {1}: táhne šikmo přes volná pole nebo jako král."),
    crate::text!("The Zbrojnoš on {0} cannot move to {1}: it rides orthogonally over empty squares or steps like a king.", "Zbrojnoš z pole {0} nemůže na pole {1}: táhne rovně přes volná pole nebo jako král."),
    crate::text!("The Panoš on {0} cannot move to {1}: one orthogonal step to an empty square, then diagonally outward; or a knight's leap or a king step.", "Panoš z pole {0} nemůže na pole {1}: krok rovně na volné pole a pak šikmo ven; nebo skok jezdce či krok krále."),
    crate::text!("The Turkopol on {0} cannot move to {1}: one diagonal step to an empty square, then orthogonally outward; or a knight's leap or a king step.", "Turkopol z pole {0} nemůže na pole {1}: krok šikmo na volné pole a pak rovně ven; nebo skok jezdce či krok krále."),
    crate::text!("The Těžkooděnec on {0} cannot move to {1}: it leaps exactly two squares in a line or steps like a king.", "Těžkooděnec z pole {0} nemůže na pole {1}: skáče o dvě pole v řadě nebo táhne jako král."),
];

impl crate::game::Refusal for Refusal {
    fn text(&self) -> &'static Text {
        match self {
            Refusal::GameOver => &crate::text!("The game is over.", "Hra skončila."),
            Refusal::OffBoard => &crate::text!("That square is not on the board.", "To pole není na desce."),
            Refusal::NoPiece(_) => {
                &crate::text!("There is no piece on {0}.", "Na poli {0} nestojí žádná Águrka.")
            }
            Refusal::NotYours(_) => &crate::text!("The piece on {0} is not yours.", "Águrka na poli {0} není vaše."),
            Refusal::OwnTarget(_) => {
                &crate::text!("Your own piece stands on {0}.", "Na poli {0} stojí vaše vlastní Águrka.")
            }
            Refusal::KnightOnKnight => &crate::text!("A Těžkooděnec never captures a Těžkooděnec.", "Těžkooděnec nikdy nebere těžkooděnce."),
            Refusal::CannotReach { piece, .. } => &CANNOT_REACH[*piece as usize % CANNOT_REACH.len()],
            Refusal::ChooseReinforcement { .. } => &crate::text!("Ending on the castle {0} brings a new Kopiník: add where it goes, one of {1} (e.g. +{2}).", "Vstup na hrad {0} přináší nového kopiníka: připište, kam jde, jedno z polí {1} (např. +{2})."),
            Refusal::NotACastle { .. } => &crate::text!("Only a move ending on an enemy castle ({0}) brings a new Kopiník.", "Nového kopiníka přináší jen tah končící na soupeřově hradu ({0})."),
            Refusal::RankFull => &crate::text!("Your pawn start rank is full: no new Kopiník comes.", "Vaše výchozí řada kopiníků je plná: nový kopiník nepřichází."),
            Refusal::BadReinforcement { .. } => &crate::text!("The new Kopiník goes on an empty square of your pawn start rank ({0}), not on {1}.", "Nový kopiník jde na volné pole vaší výchozí řady kopiníků ({0}), ne na {1}."),
            Refusal::IntoCheck(_) => &crate::text!("A Těžkooděnec may not step into check: {0} is attacked.", "Těžkooděnec nesmí vstoupit do šachu: pole {0} je napadené."),
            Refusal::NewKnightInCheck(_) => &crate::text!("The new Těžkooděnec on {0} would be in check.", "Nový těžkooděnec na poli {0} by byl v šachu."),
            Refusal::StillInCheck(_) => &crate::text!("Your Těžkooděnec on {0} is in check and this move does not save it.", "Váš těžkooděnec na poli {0} je v šachu a tento tah ho nezachrání."),
            Refusal::Exposes(_) => &crate::text!("This move would put your Těžkooděnec on {0} in check.", "Tento tah by vystavil vašeho těžkooděnce na poli {0} šachu."),
            Refusal::NotAMove(_) => &crate::rare_text!("“{0}” is not a move: write b2-b3, b2xc3, c5-c6=S or a3-a7+c2.", "„{0}“ není tah: pište b2-b3, b2xc3, c5-c6=S nebo a3-a7+c2."),
            Refusal::NothingToCapture(_) => {
                &crate::text!("There is nothing to capture on {0}.", "Na poli {0} není co brát.")
            }
            Refusal::NoPromotion(_) => &crate::text!("This move does not promote: leave out “={0}”.", "Tento tah nepovyšuje: vynechte „={0}“."),
            Refusal::WrongPromotion { .. } => &crate::text!("A Kopiník reaching {0} becomes {1}, not {2}.", "Kopiník, který dojde na pole {0}, se mění v {1}, ne v {2}."),
            Refusal::Fields => &crate::rare_text!("A Drakoburg position has 3 or 4 fields separated by “_”: board, turn, quiet plies[, m].", "Pozice Drakoburgu má 3 nebo 4 pole oddělená „_“: deska, tah, klidné půltahy[, m]."),
            Refusal::Ranks => &crate::rare_text!("The board needs 7 ranks separated by “.”, from rank 7 down to rank 1.", "Deska potřebuje 7 řad oddělených „.“, od řady 7 dolů k řadě 1."),
            Refusal::RankWidth => {
                &crate::rare_text!("This rank must cover exactly 7 squares.", "Tato řada musí mít přesně 7 polí.")
            }
            Refusal::Cell(_) => &crate::rare_text!("Unexpected “{0}”: a rank holds digits 1–7 (empty squares) and piece letters P S Z A U T (White) or p s z a u t (Black).", "Nečekané „{0}“: řada obsahuje číslice 1–7 (volná pole) a písmena P S Z A U T (bílé) nebo p s z a u t (černé)."),
            Refusal::Turn => {
                &crate::rare_text!("The turn is w (White) or b (Black).", "Na tahu je w (bílý) nebo b (černý).")
            }
            Refusal::Quiet => {
                &crate::rare_text!("Quiet plies are a number from 0 to 100.", "Klidné půltahy jsou číslo od 0 do 100.")
            }
            Refusal::Flag => &crate::rare_text!("The only flag is m (the player to move was just mated).", "Jediný příznak je m (hráč na tahu byl právě matován)."),
            Refusal::Promoted(_) => &crate::rare_text!("A Kopiník cannot stand on {0}: it would have been promoted.", "Kopiník nemůže stát na poli {0}: už by byl povýšen."),
            Refusal::NoKnight(colour) if *colour == WHITE => &crate::rare_text!("White has no Těžkooděnec: a side without one has lost, so play cannot start here.", "Bílý nemá těžkooděnce: strana bez něj prohrála, takže odtud hrát nelze."),
            Refusal::NoKnight(_) => &crate::rare_text!("Black has no Těžkooděnec: a side without one has lost, so play cannot start here.", "Černý nemá těžkooděnce: strana bez něj prohrála, takže odtud hrát nelze."),
            Refusal::NoKnights => {
                &crate::rare_text!("Neither side has a Těžkooděnec.", "Ani jedna strana nemá těžkooděnce.")
            }
            Refusal::WaitingInCheck => &crate::rare_text!("A Těžkooděnec of the player not to move is in check: no move leads there.", "Těžkooděnec hráče, který není na tahu, je v šachu: k tomu žádný tah nevede."),
            Refusal::UnknownOption(_) => &crate::rare_text!("Drakoburg has no set-up options (“{0}” is unknown).", "Drakoburg nemá žádné volby (volba „{0}“ neexistuje)."),
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Refusal::NoPiece(sq)
            | Refusal::NotYours(sq)
            | Refusal::OwnTarget(sq)
            | Refusal::IntoCheck(sq)
            | Refusal::NewKnightInCheck(sq)
            | Refusal::StillInCheck(sq)
            | Refusal::Exposes(sq)
            | Refusal::NothingToCapture(sq)
            | Refusal::Promoted(sq) => vec![name(*sq)],
            Refusal::CannotReach { from, to, .. } => vec![name(*from), name(*to)],
            Refusal::ChooseReinforcement { castle, room } => {
                let first = squares(*room).next().map_or_else(String::new, name);
                vec![name(*castle), list(*room), first]
            }
            Refusal::NotACastle { owner } => vec![list(CASTLES[owner & 1])],
            Refusal::BadReinforcement { square, rank } => vec![list(rank_set(*rank as usize)), name(*square)],
            Refusal::NotAMove(text) | Refusal::UnknownOption(text) => vec![text.clone()],
            Refusal::NoPromotion(piece) => vec![piece.letter().to_string()],
            Refusal::WrongPromotion { square, becomes, written } => {
                vec![name(*square), becomes.letter().to_string(), written.letter().to_string()]
            }
            Refusal::Cell(c) => vec![c.to_string()],
            _ => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Lang, Refusal as _};

    /// One refusal of every kind; the match makes a new kind a compile error here until it
    /// is added to the list.
    fn every_kind() -> Vec<Refusal> {
        let all = vec![
            Refusal::GameOver,
            Refusal::OffBoard,
            Refusal::NoPiece(10),
            Refusal::NotYours(10),
            Refusal::OwnTarget(10),
            Refusal::KnightOnKnight,
            Refusal::CannotReach { piece: Piece::Panos, from: 10, to: 30 },
            Refusal::ChooseReinforcement { castle: 45, room: 0b110 << 7 },
            Refusal::NotACastle { owner: 1 },
            Refusal::RankFull,
            Refusal::BadReinforcement { square: 15, rank: 1 },
            Refusal::IntoCheck(3),
            Refusal::NewKnightInCheck(3),
            Refusal::StillInCheck(3),
            Refusal::Exposes(3),
            Refusal::NotAMove("b2b3".into()),
            Refusal::NothingToCapture(17),
            Refusal::NoPromotion(Piece::Lukostrelec),
            Refusal::WrongPromotion { square: 40, becomes: Piece::Lukostrelec, written: Piece::Zbrojnos },
            Refusal::Fields,
            Refusal::Ranks,
            Refusal::RankWidth,
            Refusal::Cell('k'),
            Refusal::Turn,
            Refusal::Quiet,
            Refusal::Flag,
            Refusal::Promoted(45),
            Refusal::NoKnights,
            Refusal::NoKnight(WHITE),
            Refusal::NoKnight(1 - WHITE),
            Refusal::WaitingInCheck,
            Refusal::UnknownOption("size".into()),
        ];
        for r in &all {
            match r {
                Refusal::GameOver
                | Refusal::OffBoard
                | Refusal::NoPiece(_)
                | Refusal::NotYours(_)
                | Refusal::OwnTarget(_)
                | Refusal::KnightOnKnight
                | Refusal::CannotReach { .. }
                | Refusal::ChooseReinforcement { .. }
                | Refusal::NotACastle { .. }
                | Refusal::RankFull
                | Refusal::BadReinforcement { .. }
                | Refusal::IntoCheck(_)
                | Refusal::NewKnightInCheck(_)
                | Refusal::StillInCheck(_)
                | Refusal::Exposes(_)
                | Refusal::NotAMove(_)
                | Refusal::NothingToCapture(_)
                | Refusal::NoPromotion(_)
                | Refusal::WrongPromotion { .. }
                | Refusal::Fields
                | Refusal::Ranks
                | Refusal::RankWidth
                | Refusal::Cell(_)
                | Refusal::Turn
                | Refusal::Quiet
                | Refusal::Flag
                | Refusal::Promoted(_)
                | Refusal::NoKnights
                | Refusal::NoKnight(_)
                | Refusal::WaitingInCheck
                | Refusal::UnknownOption(_) => {}
            }
        }
        all
    }

    /// What a move on the board meets is said in play, so its words come with the page; what
    /// only a text meets (a move, position, option or variant written out) is rare
    /// (`rare_text!`: the page fetches those words once idle).
    #[test]
    fn only_what_a_text_meets_is_rare() {
        let all = every_kind();
        let position = all.iter().position(|r| matches!(r, Refusal::Fields)).expect("listed");
        for (i, r) in all.iter().enumerate() {
            let rare = i >= position || matches!(r, Refusal::NotAMove(_));
            assert_eq!(crate::game::words::is_rare_text(r.text()), rare, "{r:?}");
        }
    }

    #[test]
    fn every_kind_has_words_in_both_languages_with_every_argument() {
        for r in every_kind() {
            for lang in Lang::ALL {
                let words = r.render(lang);
                assert!(!words.is_empty() && !words.contains('{') && !words.contains('?'), "{r:?} {lang:?}: {words}");
                let wanted = (0..10).filter(|i| r.text().get(lang).contains(&format!("{{{i}}}"))).count();
                assert_eq!(r.args().len(), wanted, "{r:?} {lang:?}");
            }
        }
        // Each piece has its own description of how it moves.
        let reach = |piece| Refusal::CannotReach { piece, from: 0, to: 1 }.render(Lang::En);
        let all: std::collections::BTreeSet<String> = Piece::ALL.into_iter().map(reach).collect();
        assert_eq!(all.len(), 6);
    }
}
