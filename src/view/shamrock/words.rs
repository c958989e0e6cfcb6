//! Shamrock in words, both languages: spot names, the turn line, the position described for
//! screen readers, and each move said aloud.

use super::Place;
use crate::game::{Game, Lang, Text};
use crate::games::shamrock::{leaf_colour, tile_letter, Cell, Leaf, LeafColour, Move, Shamrock, Source};

pub const PANEL_SETUP: Text =
    crate::text!("Drag onto a leaf of the start tile", "Přetáhněte na list zahajovacího dílu");
const CORNER: Text = crate::text!("{0} corner {1}", "{0} roh {1}");
const TURN_CW: Text = crate::text!("Rotate {0} clockwise", "Otočit {0} po směru hodin");
const TURN_CCW: Text = crate::text!("Rotate {0} anticlockwise", "Otočit {0} proti směru hodin");
const DISPLAY: Text = crate::text!("Display {0}", "Nabídka {0}");
const PILE: Text = crate::text!("Pile", "Hromádka");
const HELD_CW: Text = crate::text!("Rotate clockwise", "Otočit po směru hodin");
const HELD_CCW: Text = crate::text!("Rotate anticlockwise", "Otočit proti směru hodin");
const SUPPLY: Text = crate::text!("Leprechaun", "Leprikón");

const GAME_OVER: Text = crate::text!("Game over", "Konec hry");
const SETUP: Text = crate::text!("{0}: put your leprechaun down", "{0}: postavte svého leprikóna");
const PLACE_HELD: Text = crate::text!("{0}: place the tile turned over", "{0}: umístěte odkrytý díl");
const LEFT: Text = crate::text!("{0} · {1}", "{0} · {1}");

const COLOURS: [Text; 3] =
    [crate::text!("red", "červený"), crate::text!("yellow", "žlutý"), crate::text!("blue", "modrý")];

const SHAMROCKS: Text = crate::text!("Shamrocks: {0}.", "Trojlístky: {0}.");
const TILE_ON: Text = crate::text!(
    "Tile {0} on {1}, leaves clockwise from the top: {2}",
    "Díl {0} na {1}, listy po směru hodin od horního: {2}"
);
const FLAKE_OF: Text = crate::text!("flake of {0}", "vločka hráče {0}");
const TOKEN: Text = crate::text!("placed this turn", "položen v tomto tahu");
const BOARD: Text = crate::text!("Board: {0}.", "Plán: {0}.");
const DISPLAY_IS: Text = crate::text!("Display: {0}.", "Nabídka: {0}.");
const EMPTY: Text = crate::text!("empty", "prázdná");
const PILE_IS: Text = crate::text!("Pile: {0} tiles face down.", "Hromádka: {0} dílů rubem nahoru.");
const HELD_IS: Text = crate::text!(
    "Turned over: tile {0}, leaves clockwise from the top: {1}.",
    "Odkrytý díl {0}, listy po směru hodin od horního: {1}."
);
const ASIDE_IS: Text = crate::text!("Set aside: {0}.", "Odloženo: {0}.");
const LEPRECHAUN_AT: Text = crate::text!("{0}'s leprechaun on {1}", "leprikón hráče {0} na {1}");
const LEPRECHAUNS: Text = crate::text!("Leprechauns: {0}.", "Leprikóni: {0}.");
const FREE_LEFT: Text = crate::text!("{0} free leprechaun moves left.", "Zbývá {0} bezplatných přesunů leprikóna.");

const SAY_PLACE: Text = crate::text!(
    "{0}: tile {1} from display {2} on {3}, rotation {4}",
    "{0}: díl {1} z nabídky {2} na {3}, natočení {4}"
);
const SAY_PLACE_PILE: Text =
    crate::text!("{0}: tile {1} from the pile on {2}, rotation {3}", "{0}: díl {1} z hromádky na {2}, natočení {3}");
const SAY_DRAW: Text = crate::text!("{0} turns over the top of the pile", "{0} odkrývá díl z hromádky");
const SAY_SET_ASIDE: Text = crate::text!(
    "{0} turns over tile {1}: it fits nowhere and is set aside",
    "{0} odkrývá díl {1}: nikam se nevejde a je odložen"
);
const SAY_DREW: Text = crate::text!("{0} turns over tile {1}", "{0} odkrývá díl {1}");
const SAY_ROTATE_CW: Text =
    crate::text!("{0} rotates the tile on {1} clockwise", "{0} otáčí díl na {1} po směru hodin");
const SAY_ROTATE_CCW: Text =
    crate::text!("{0} rotates the tile on {1} anticlockwise", "{0} otáčí díl na {1} proti směru hodin");
const SAY_PUT: Text = crate::text!("{0} puts the leprechaun on {1}", "{0} staví leprikóna na {1}");
const SAY_MOVE: Text = crate::text!("{0}: leprechaun to {1}", "{0}: leprikón na {1}");
const SAY_END: Text = crate::text!("{0} ends the turn", "{0} končí tah");
const SAY_SHAMROCK: Text = crate::text!("{0} — a {1} shamrock!", "{0} — {1} trojlístek!");

pub fn cell_name(cell: Cell) -> String {
    cell.to_string()
}

pub fn leaf_name(leaf: Leaf, lang: Lang) -> String {
    CORNER.fill(lang, &[cell_name(leaf.cell), leaf.corner.to_string()])
}

pub fn place_name(_game: &Shamrock, place: Place, lang: Lang) -> String {
    match place {
        Place::Cell(c) => cell_name(c),
        Place::Leaf(l) => leaf_name(l, lang),
        Place::Turn(c, true) => TURN_CW.fill(lang, &[cell_name(c)]),
        Place::Turn(c, false) => TURN_CCW.fill(lang, &[cell_name(c)]),
        Place::Display(k) => DISPLAY.fill(lang, &[(k + 1).to_string()]),
        Place::Pile => PILE.get(lang).to_string(),
        Place::TurnHeld(true) => HELD_CW.get(lang).to_string(),
        Place::TurnHeld(false) => HELD_CCW.get(lang).to_string(),
        Place::End => super::END_TURN.get(lang).to_string(),
        Place::Supply => SUPPLY.get(lang).to_string(),
    }
}

fn seat_name(game: &Shamrock, seat: usize, lang: Lang) -> String {
    game.seats().get(seat).map(|c| c.name().get(lang).to_string()).unwrap_or_default()
}

/// "2 actions left", "1 bod zbývá": what is left of the turn, with the plural each language needs.
pub fn left(n: u8, expert: bool, lang: Lang) -> String {
    match lang {
        Lang::En => {
            let word = if expert { "point" } else { "action" };
            format!("{n} {word}{} left", if n == 1 { "" } else { "s" })
        }
        Lang::Cs => {
            let word = match (expert, n) {
                (false, 1..=4) => "akce",
                (false, _) => "akcí",
                (true, 1) => "bod",
                (true, 2..=4) => "body",
                (true, _) => "bodů",
            };
            let verb = if (2..=4).contains(&n) { "zbývají" } else { "zbývá" };
            format!("{verb} {n} {word}")
        }
    }
}

/// The line above or beside the display: whose turn it is and what is left of it.
pub fn status_line(game: &Shamrock, lang: Lang) -> String {
    let seat = seat_name(game, game.to_move(), lang);
    if game.outcome().is_some() {
        GAME_OVER.get(lang).to_string()
    } else if game.in_setup() {
        SETUP.fill(lang, &[seat])
    } else if game.held().is_some() {
        PLACE_HELD.fill(lang, &[seat])
    } else {
        LEFT.fill(lang, &[seat, left(game.actions_left(), game.expert(), lang)])
    }
}

fn leaves(tile: u8, rotation: u8, lang: Lang) -> String {
    (0..6).map(|c| colour_name(leaf_colour(tile, rotation, c), lang)).collect::<Vec<_>>().join(", ")
}

fn colour_name(colour: LeafColour, lang: Lang) -> &'static str {
    COLOURS[colour as usize % 3].get(lang)
}

pub fn describe(game: &Shamrock, lang: Lang) -> String {
    let mut parts = vec![format!("{}.", status_line(game, lang))];
    let counts = game.shamrocks();
    let per_seat: Vec<String> =
        (0..game.seats().len()).map(|s| format!("{} {}", seat_name(game, s, lang), counts[s % 3])).collect();
    parts.push(SHAMROCKS.fill(lang, &[per_seat.join(", ")]));
    let tiles: Vec<String> = game
        .board()
        .into_iter()
        .map(|(tile, cell, rotation)| {
            let mut t =
                TILE_ON.fill(lang, &[tile_letter(tile).to_string(), cell_name(cell), leaves(tile, rotation, lang)]);
            if let Some(seat) = game.flake_at(cell) {
                t.push_str("; ");
                t.push_str(&FLAKE_OF.fill(lang, &[seat_name(game, seat, lang)]));
            }
            if game.has_token(cell) {
                t.push_str("; ");
                t.push_str(TOKEN.get(lang));
            }
            t
        })
        .collect();
    parts.push(BOARD.fill(lang, &[tiles.join(". ")]));
    let display: Vec<String> = game
        .display()
        .iter()
        .enumerate()
        .map(|(k, t)| match t {
            Some(t) => format!("{} {} ({})", k + 1, tile_letter(*t), leaves(*t, 0, lang)),
            None => format!("{} {}", k + 1, EMPTY.get(lang)),
        })
        .collect();
    parts.push(DISPLAY_IS.fill(lang, &[display.join("; ")]));
    parts.push(PILE_IS.fill(lang, &[game.pile_len().to_string()]));
    if let Some(t) = game.held() {
        parts.push(HELD_IS.fill(lang, &[tile_letter(t).to_string(), leaves(t, 0, lang)]));
    }
    let aside = game.set_aside();
    if !aside.is_empty() {
        let letters: Vec<String> = aside.iter().map(|&t| tile_letter(t).to_string()).collect();
        parts.push(ASIDE_IS.fill(lang, &[letters.join(", ")]));
    }
    if game.expert() {
        let at: Vec<String> = (0..game.seats().len())
            .filter_map(|s| {
                game.leprechaun(s).map(|l| LEPRECHAUN_AT.fill(lang, &[seat_name(game, s, lang), leaf_name(l, lang)]))
            })
            .collect();
        if !at.is_empty() {
            parts.push(LEPRECHAUNS.fill(lang, &[at.join(", ")]));
        }
        if !game.in_setup() && game.outcome().is_none() {
            parts.push(FREE_LEFT.fill(lang, &[game.free_moves_left().to_string()]));
        }
    }
    parts.join(" ")
}

pub fn say(game: &Shamrock, mv: Move, lang: Lang) -> String {
    let who = seat_name(game, game.to_move(), lang);
    let text = match mv {
        Move::Place { source: Source::Display(k), cell, rotation } => {
            let tile = game.display().get(k as usize).copied().flatten().map(tile_letter).unwrap_or('?');
            SAY_PLACE.fill(lang, &[who, tile.to_string(), (k + 1).to_string(), cell_name(cell), rotation.to_string()])
        }
        Move::Place { source: Source::Pile, cell, rotation } => {
            let tile = game.held().map(tile_letter).unwrap_or('?');
            SAY_PLACE_PILE.fill(lang, &[who, tile.to_string(), cell_name(cell), rotation.to_string()])
        }
        Move::Draw => {
            // What was turned over is seen by everybody once it is: say it.
            let mut after = game.clone();
            after.play_unchecked(mv);
            match (after.held(), after.set_aside().len() > game.set_aside().len()) {
                (Some(t), _) => SAY_DREW.fill(lang, &[who, tile_letter(t).to_string()]),
                (None, true) => {
                    let t = after.set_aside().into_iter().find(|t| !game.set_aside().contains(t));
                    SAY_SET_ASIDE.fill(lang, &[who, t.map(tile_letter).unwrap_or('?').to_string()])
                }
                _ => SAY_DRAW.fill(lang, &[who]),
            }
        }
        Move::Rotate { cell, clockwise: true } => SAY_ROTATE_CW.fill(lang, &[who, cell_name(cell)]),
        Move::Rotate { cell, clockwise: false } => SAY_ROTATE_CCW.fill(lang, &[who, cell_name(cell)]),
        Move::Leprechaun(leaf) if game.in_setup() => SAY_PUT.fill(lang, &[who, leaf_name(leaf, lang)]),
        Move::Leprechaun(leaf) => SAY_MOVE.fill(lang, &[who, leaf_name(leaf, lang)]),
        Move::End => SAY_END.fill(lang, &[who]),
    };
    // A shamrock made by the move is worth saying.
    let mut after = game.clone();
    after.play_unchecked(mv);
    let (before, now) = (game.shamrocks(), after.shamrocks());
    (0..3u8)
        .filter(|&c| now[c as usize] > before[c as usize])
        .fold(text, |text, c| SAY_SHAMROCK.fill(lang, &[text, colour_name(c, lang).to_string()]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals_in_both_languages() {
        assert_eq!(left(1, false, Lang::En), "1 action left");
        assert_eq!(left(3, false, Lang::En), "3 actions left");
        assert_eq!(left(6, true, Lang::En), "6 points left");
        assert_eq!(left(1, false, Lang::Cs), "zbývá 1 akce");
        assert_eq!(left(3, false, Lang::Cs), "zbývají 3 akce");
        assert_eq!(left(0, false, Lang::Cs), "zbývá 0 akcí");
        assert_eq!(left(1, true, Lang::Cs), "zbývá 1 bod");
        assert_eq!(left(4, true, Lang::Cs), "zbývají 4 body");
        assert_eq!(left(6, true, Lang::Cs), "zbývá 6 bodů");
    }
}
