//! The six pieces (Águrky) of Drakoburg, their letters and names.

use crate::game::Text;

/// A kind of piece. The numbers index tables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Piece {
    /// P, the pikeman: one square forward or diagonally forward, no king step.
    Kopinik = 0,
    /// S, the archer: rides diagonally.
    Lukostrelec = 1,
    /// Z, the man-at-arms: rides orthogonally.
    Zbrojnos = 2,
    /// A, the squire: an orthogonal step, then a diagonal ride outward; or a knight's leap.
    Panos = 3,
    /// U, the turcopole: a diagonal step, then an orthogonal ride outward; or a knight's leap.
    Turkopol = 4,
    /// T, the heavy knight, the king of the game: leaps two squares in any of eight directions.
    Tezkoodenec = 5,
}

pub const WHITE: usize = 0;
pub const BLACK: usize = 1;

impl Piece {
    pub const ALL: [Piece; 6] =
        [Piece::Kopinik, Piece::Lukostrelec, Piece::Zbrojnos, Piece::Panos, Piece::Turkopol, Piece::Tezkoodenec];

    /// The letter of rules/drakoburg.md (upper case).
    pub const fn letter(self) -> char {
        match self {
            Piece::Kopinik => 'P',
            Piece::Lukostrelec => 'S',
            Piece::Zbrojnos => 'Z',
            Piece::Panos => 'A',
            Piece::Turkopol => 'U',
            Piece::Tezkoodenec => 'T',
        }
    }

    /// The piece of an upper- or lower-case letter.
    pub const fn from_letter(c: char) -> Option<Piece> {
        Some(match c.to_ascii_uppercase() {
            'P' => Piece::Kopinik,
            'S' => Piece::Lukostrelec,
            'Z' => Piece::Zbrojnos,
            'A' => Piece::Panos,
            'U' => Piece::Turkopol,
            'T' => Piece::Tezkoodenec,
            _ => return None,
        })
    }

    /// The piece's name; the Czech names are the game's vocabulary in both languages.
    pub fn name(self) -> &'static Text {
        match self {
            Piece::Kopinik => &crate::text!("Kopiník (pikeman)", "Kopiník"),
            Piece::Lukostrelec => &crate::text!("Lukostřelec (archer)", "Lukostřelec"),
            Piece::Zbrojnos => &crate::text!("Zbrojnoš (man-at-arms)", "Zbrojnoš"),
            Piece::Panos => &crate::text!("Panoš (squire)", "Panoš"),
            Piece::Turkopol => &crate::text!("Turkopol (turcopole)", "Turkopol"),
            Piece::Tezkoodenec => &crate::text!("Těžkooděnec (heavy knight)", "Těžkooděnec"),
        }
    }

    /// The value of rules/drakoburg.md in Kopiníks; the Těžkooděnec is worth more than all.
    pub const fn value(self) -> u32 {
        match self {
            Piece::Kopinik => 1,
            Piece::Lukostrelec => 3,
            Piece::Zbrojnos => 5,
            Piece::Panos => 6,
            Piece::Turkopol => 7,
            Piece::Tezkoodenec => 1000,
        }
    }
}

/// What a Kopiník becomes on the opponent's pawn start rank, by file a to g.
pub const PROMOTION: [Piece; 7] = [
    Piece::Zbrojnos,
    Piece::Lukostrelec,
    Piece::Lukostrelec,
    Piece::Tezkoodenec,
    Piece::Panos,
    Piece::Panos,
    Piece::Turkopol,
];

/// The squares of the files where a Kopiník becomes a Těžkooděnec (d).
pub const KNIGHT_FILES: u64 = knight_files();

const fn knight_files() -> u64 {
    let mut set = 0;
    let mut file = 0;
    while file < PROMOTION.len() {
        if PROMOTION[file] as u8 == Piece::Tezkoodenec as u8 {
            set |= super::board::file_set(file);
        }
        file += 1;
    }
    set
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_round_trip() {
        for piece in Piece::ALL {
            assert_eq!(Piece::from_letter(piece.letter()), Some(piece));
            assert_eq!(Piece::from_letter(piece.letter().to_ascii_lowercase()), Some(piece));
        }
        assert_eq!(Piece::from_letter('K'), None);
        assert_eq!(KNIGHT_FILES, super::super::board::file_set(3));
    }
}
