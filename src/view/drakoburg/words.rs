//! Drakoburg in words: the position for screen readers, a move as it is announced, and the
//! prompt for a reinforcement square. The pieces keep their Czech names in both languages (the
//! game's vocabulary); Czech sentences decline them.

use crate::game::{Game, Lang, Text};
use crate::games::drakoburg::{square_name, Drakoburg, Move, Piece, Square, BLACK, WHITE};

/// The short name of a piece, the same in both languages (`Kopiník`): the English name
/// without its gloss (`Kopiník (pikeman)`), which is the Czech one, whichever language's words
/// the page has.
pub fn short(piece: Piece) -> &'static str {
    let name = piece.name().get(Lang::En);
    name.split_once(" (").map_or(name, |(short, _)| short)
}

/// A piece as the object of a Czech sentence (`bere Kopiníka`, `mění se v Lukostřelce`).
fn accusative(piece: Piece, lang: Lang) -> &'static str {
    match lang {
        Lang::En => short(piece),
        Lang::Cs => match piece {
            Piece::Kopinik => "Kopiníka",
            Piece::Lukostrelec => "Lukostřelce",
            Piece::Zbrojnos => "Zbrojnoše",
            Piece::Panos => "Panoše",
            Piece::Turkopol => "Turkopola",
            Piece::Tezkoodenec => "Těžkooděnce",
        },
    }
}

fn colour_name(game: &Drakoburg, colour: usize, lang: Lang) -> String {
    game.seats()[colour & 1].name().get(lang).to_string()
}

const TO_MOVE: Text = crate::text!("{0} to move.", "Na tahu je {0}.");
const SIDE: Text = crate::text!("{0}: {1}.", "{0}: {1}.");
const NOTHING: Text = crate::text!("no pieces", "žádné kameny");
const IN_CHECK: Text = crate::text!("Check: Těžkooděnec {0} of {1}.", "Šach: Těžkooděnec {0} ({1}).");
const REMOVED: Text = crate::text!(
    "The last move mated: Těžkooděnec {0} was removed.",
    "Poslední tah dal mat: Těžkooděnec {0} byl odstraněn."
);

/// The position in words.
pub fn describe(game: &Drakoburg, lang: Lang) -> String {
    let mut parts = Vec::new();
    if game.outcome().is_none() {
        parts.push(TO_MOVE.fill(lang, &[colour_name(game, game.to_move(), lang)]));
    }
    for colour in [WHITE, BLACK] {
        let mut groups = Vec::new();
        for piece in
            [Piece::Tezkoodenec, Piece::Turkopol, Piece::Panos, Piece::Zbrojnos, Piece::Lukostrelec, Piece::Kopinik]
        {
            let squares: Vec<String> =
                (0..49).filter(|&sq| game.piece_at(sq) == Some((colour, piece))).map(square_name).collect();
            if !squares.is_empty() {
                groups.push(format!("{} {}", short(piece), squares.join(", ")));
            }
        }
        let listed = if groups.is_empty() { NOTHING.get(lang).to_string() } else { groups.join("; ") };
        parts.push(SIDE.fill(lang, &[colour_name(game, colour, lang), listed]));
    }
    let removed = game.removed_by_last_move();
    if !removed.is_empty() {
        parts.push(REMOVED.fill(lang, &[names(&removed)]));
    }
    for colour in [WHITE, BLACK] {
        for sq in game.knights_in_check(colour) {
            parts.push(IN_CHECK.fill(lang, &[square_name(sq), colour_name(game, colour, lang)]));
        }
    }
    parts.join(" ")
}

fn names(squares: &[Square]) -> String {
    squares.iter().map(|&s| square_name(s)).collect::<Vec<_>>().join(", ")
}

const MOVES: Text = crate::text!("{0}: {1} {2} to {3}", "{0}: {1} z {2} na {3}");
const TAKES: Text = crate::text!("{0}: {1} {2} takes {4} on {3}", "{0}: {1} z {2} bere {4} na {3}");
const PROMOTES: Text = crate::text!(", becomes {0}", ", mění se v {0}");
const REINFORCES: Text = crate::text!(", new Kopiník on {0}", ", nový Kopiník na {0}");
const CHECK: Text = crate::text!(", check", ", šach");
const MATE: Text = crate::text!(", mate: Těžkooděnec {0} removed", ", mat: odstraněn Těžkooděnec {0}");

/// A move in words, said from the position before it.
pub fn say(game: &Drakoburg, mv: Move, lang: Lang) -> String {
    let who = colour_name(game, game.to_move(), lang);
    let Some((_, piece)) = game.piece_at(mv.from) else { return game.notation(mv) };
    let (from, to) = (square_name(mv.from), square_name(mv.to));
    let mut text = match game.piece_at(mv.to) {
        Some((_, taken)) => TAKES.fill(lang, &[who, short(piece).into(), from, to, accusative(taken, lang).into()]),
        None => MOVES.fill(lang, &[who, short(piece).into(), from, to]),
    };
    if let Some((_, arrived)) = game.arriving(mv.from, mv.to).filter(|a| a.1 != piece) {
        text.push_str(&PROMOTES.fill(lang, &[accusative(arrived, lang).into()]));
    }
    if let Some(sq) = mv.reinforcement {
        text.push_str(&REINFORCES.fill(lang, &[square_name(sq)]));
    }
    let mut after = game.clone();
    after.play_unchecked(mv);
    let removed = after.removed_by_last_move();
    if !removed.is_empty() {
        text.push_str(&MATE.fill(lang, &[names(&removed)]));
    } else if !after.knights_in_check(after.to_move()).is_empty() {
        text.push_str(CHECK.get(lang));
    }
    text
}

/// Said when a piece has landed on an enemy castle and the new Kopiník's square is still to
/// be chosen, by the colour to move (the argument is the rank).
pub const CHOOSE_REINFORCEMENT: [Text; 2] = [
    crate::text!("White's piece is on a Black castle: choose a lit square on rank {0} for the new Kopiník (Esc takes the move back).", "Bílý vstoupil na černý hrad: vyberte označené pole v řadě {0} pro nového Kopiníka (Esc tah vrátí)."),
    crate::text!("Black's piece is on a White castle: choose a lit square on rank {0} for the new Kopiník (Esc takes the move back).", "Černý vstoupil na bílý hrad: vyberte označené pole v řadě {0} pro nového Kopiníka (Esc tah vrátí)."),
];

/// The caption under the board while choosing.
pub const CHOOSE_CAPTION: Text =
    crate::text!("New Kopiník: choose a lit square on rank {0}", "Nový Kopiník: vyberte pole v řadě {0}");

/// The caption under the board while the player to move is in check.
pub const CHECK_CAPTION: Text = crate::text!("Check! Těžkooděnec {0} is attacked", "Šach! Těžkooděnec {0} je napaden");
