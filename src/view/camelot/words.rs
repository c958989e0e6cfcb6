//! Camelot in words, for screen readers: the position (the canvas's text alternative) and a
//! move as it is played (the live region).

use crate::game::{Game, Lang, Text};
use crate::games::camelot::{square_name, Camelot, Move, Piece, Variant};

const TO_MOVE: Text = crate::text!("{0} to move.", "Na tahu je {0}.");
const MUST_CAPTURE: Text =
    crate::text!("{0} must capture: the ringed pieces can.", "{0} musí brát: mohou to figurky v kroužku.");
const MUST_LEAVE: Text = crate::text!(
    "The piece on {0} must leave its own castle now.",
    "Figurka na poli {0} teď musí opustit vlastní hrad."
);
const SIDE: Text = crate::text!("{0}: Knights {1}; Men {2}.", "{0}: jezdci {1}; pěšci {2}.");
const NONE: Text = crate::text!("none", "žádní");
const CASTLE_MOVES: Text = crate::text!(
    "Castle moves made: White {0}, Black {1} (at most 2 each).",
    "Tahy uvnitř hradu: bílý {0}, černý {1} (nejvýše 2 každý)."
);
const KNIGHT: Text = crate::text!("Knight", "jezdec");
const MAN: Text = crate::text!("Man", "pěšec");
/// A piece taken (Czech in the accusative).
const KNIGHT_TAKEN: Text = crate::text!("Knight", "jezdce");
const MAN_TAKEN: Text = crate::text!("Man", "pěšce");
const MOVES: Text = crate::text!("{0}: {1} {2} to {3}", "{0}: {1} z {2} na {3}");
const MOVES_VIA: Text = crate::text!("{0}: {1} {2} via {4} to {3}", "{0}: {1} z {2} přes {4} na {3}");
const TAKING: Text = crate::text!("{0}, taking {1}", "{0}, bere {1}");
const PLANTS: Text = crate::text!("{0} plants trees on {1}", "{0} sází stromy na {1}");
const MUST_PLANT: Text = crate::text!(
    "{0} plants three trees now: tap three lit squares, then Plant.",
    "{0} teď sází tři stromy: klepněte na tři označená pole a pak na Zasadit."
);
const TREES: Text = crate::text!("Trees: {0}.", "Stromy: {0}.");
const VARIANT: Text = crate::text!("{0}{1}.", "{0}{1}.");
const ANTI: Text = crate::text!(" with reversed goals (Anti-Camelot)", " s obráceným cílem (Anti-Camelot)");

/// The name of the board played.
fn board_name(game: &Camelot) -> &'static Text {
    match game.board().variant {
        Variant::Camelot => &crate::text!("Camelot", "Camelot"),
        Variant::Chivalry => &crate::text!("Chivalry", "Chivalry"),
        Variant::Cam => &crate::text!("Cam", "Cam"),
        Variant::Camette => &crate::text!("Camette", "Camette"),
        Variant::River => &crate::text!("River Camelot", "Camelot s řekou"),
    }
}

/// The title of a game of the family other than plain Camelot: its board, and Anti-Camelot.
pub fn title(game: &Camelot, lang: Lang) -> Option<String> {
    let board = board_name(game).get(lang);
    match (game.board().variant, game.anti()) {
        (_, true) => Some(ANTI_TITLE.fill(lang, &[board.into()])),
        (Variant::Camelot, false) => None,
        (_, false) => Some(board.to_string()),
    }
}

const ANTI_TITLE: Text = crate::text!("{0} · Anti-Camelot", "{0} · Anti-Camelot");
/// Anti-Camelot's goal, beside whose turn it is.
pub const ANTI_GOAL: Text = crate::text!(
    "Anti-Camelot: you win when the opponent enters your castle",
    "Anti-Camelot: vyhrává ten, komu soupeř vstoupí do hradu"
);

fn piece_name(piece: Piece, taken: bool) -> &'static Text {
    match (piece, taken) {
        (Piece::Knight, false) => &KNIGHT,
        (Piece::Man, false) => &MAN,
        (Piece::Knight, true) => &KNIGHT_TAKEN,
        (Piece::Man, true) => &MAN_TAKEN,
    }
}

fn colour(game: &Camelot, side: usize, lang: Lang) -> String {
    game.seats().get(side).map(|c| c.name().get(lang).to_string()).unwrap_or_default()
}

pub fn describe(game: &Camelot, lang: Lang) -> String {
    let me = game.to_move();
    let mut parts = Vec::new();
    if game.board().variant != Variant::Camelot || game.anti() {
        let anti = if game.anti() { ANTI.get(lang) } else { "" };
        parts.push(VARIANT.fill(lang, &[board_name(game).get(lang).into(), anti.into()]));
    }
    parts.push(TO_MOVE.fill(lang, &[colour(game, me, lang)]));
    if game.outcome().is_none() && game.planting().is_some() {
        parts.push(MUST_PLANT.fill(lang, &[colour(game, me, lang)]));
    } else if game.outcome().is_none() {
        match game.duty_now() {
            (Some(sq), _) => parts.push(MUST_LEAVE.fill(lang, &[square_name(sq)])),
            (None, true) => parts.push(MUST_CAPTURE.fill(lang, &[colour(game, me, lang)])),
            (None, false) => {}
        }
    }
    for side in 0..2 {
        let list = |kind: Piece| {
            let names: Vec<String> =
                game.board().squares().filter(|&sq| game.piece_at(sq) == Some((side, kind))).map(square_name).collect();
            if names.is_empty() {
                NONE.get(lang).to_string()
            } else {
                names.join(", ")
            }
        };
        parts.push(SIDE.fill(lang, &[colour(game, side, lang), list(Piece::Knight), list(Piece::Man)]));
    }
    let trees: Vec<String> = game.board().squares().filter(|&sq| game.tree_at(sq)).map(square_name).collect();
    if !trees.is_empty() {
        parts.push(TREES.fill(lang, &[trees.join(", ")]));
    }
    let (w, b) = (game.castle_moves(0), game.castle_moves(1));
    if w + b > 0 {
        parts.push(CASTLE_MOVES.fill(lang, &[w.to_string(), b.to_string()]));
    }
    parts.join(" ")
}

/// A move in words, said before it is played: "White: Man F7 via H5 to J7".
pub fn say(game: &Camelot, mv: Move, lang: Lang) -> String {
    if let Some(trees) = mv.trees() {
        let names: Vec<String> = trees.iter().map(|&sq| square_name(sq)).collect();
        return PLANTS.fill(lang, &[colour(game, game.to_move(), lang), names.join(", ")]);
    }
    let route = mv.route();
    let Some((side, piece)) = game.piece_at(mv.from()) else { return game.notation(mv) };
    let mut args = vec![
        colour(game, side, lang),
        piece_name(piece, false).get(lang).to_string(),
        square_name(mv.from()),
        square_name(mv.to()),
    ];
    let text = if route.len() > 2 {
        let via: Vec<String> = route[1..route.len() - 1].iter().map(|&sq| square_name(sq)).collect();
        args.push(via.join(", "));
        MOVES_VIA.fill(lang, &args)
    } else {
        MOVES.fill(lang, &args)
    };
    let taken: Vec<String> = game
        .captures(mv)
        .into_iter()
        .filter_map(|sq| {
            game.piece_at(sq).map(|(_, p)| format!("{} {}", piece_name(p, true).get(lang), square_name(sq)))
        })
        .collect();
    if taken.is_empty() {
        text
    } else {
        TAKING.fill(lang, &[text, taken.join(", ")])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::camelot::Options;

    #[test]
    fn the_start_in_words() {
        let game = Camelot::new(&Options::default()).unwrap();
        let en = describe(&game, Lang::En);
        assert!(en.starts_with("White to move. White: Knights C6, J6, D7, I7; Men D6"), "{en}");
        let cs = describe(&game, Lang::Cs);
        assert!(cs.starts_with("Na tahu je Bílý. Bílý: jezdci C6"), "{cs}");
    }

    #[test]
    fn moves_in_words() {
        let game = Camelot::new(&Options::default()).unwrap();
        let mv = game.parse_move("F7-H5-J7").unwrap();
        assert_eq!(say(&game, mv, Lang::En), "White: Man F7 via H5 to J7");
        assert_eq!(say(&game, mv, Lang::Cs), "Bílý: pěšec z F7 přes H5 na J7");
    }
}
