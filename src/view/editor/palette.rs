//! What a player can put on the board in the editor, per game: the pieces of each side (The
//! Drake: each troop with either side up, and mountains; Camelot: Men and Knights; Drakoburg:
//! all six pieces; Shamrock: the 16 tiles, each seat's flake and leprechaun), each with the
//! letters the position text writes and its name in words.

use crate::game::{Colour, Lang, Text};
use crate::games::drake::Troop;
use crate::games::drakoburg::Piece;
use crate::games::shamrock::{colour_letter, tile_from_letter, tile_letter, TILE_COUNT};
use crate::games::GameKind;
use crate::view::scene::{Point, Rgba, Scene};
use crate::view::shamrock::{draw_marker, draw_tile, Palette, TileLook};
use crate::view::theme::Theme;

/// One piece of the palette.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// How the board field writes it (`bD`, `oc`, `x`, `K`, `t`).
    pub token: String,
    /// The seat it belongs to; None for a mountain.
    pub seat: Option<usize>,
    pub name: &'static Text,
    /// The Drake: whether the troop lies back up.
    pub back_up: bool,
}

const MOUNTAIN: Text = Text { en: "Mountain", cs: "Hora" };
const MAN: Text = Text { en: "Man", cs: "Pěšec" };
const KNIGHT: Text = Text { en: "Knight", cs: "Jezdec" };
const TILE: Text = Text { en: "Tile {0}", cs: "Díl {0}" };
const FLAKE: Text = Text { en: "Flake", cs: "Vločka" };
const LEPRECHAUN: Text = Text { en: "Leprechaun", cs: "Leprikón" };
const BACK_UP: Text = Text { en: "{0}, back up", cs: "{0}, rubem nahoru" };
/// The Drake's six troops of rules/drake.md.
const TROOPS: [char; 6] = ['D', 'C', 'M', 'S', 'W', 'A'];

fn drake() -> Vec<Item> {
    let mut items = Vec::new();
    for (seat, side) in [(0, 'b'), (1, 'o')] {
        for back_up in [false, true] {
            for letter in TROOPS {
                let Some(name) = Troop::from_letter(letter).and_then(Troop::builtin_name) else { continue };
                let letter = if back_up { letter.to_ascii_lowercase() } else { letter };
                items.push(Item { token: format!("{side}{letter}"), seat: Some(seat), name, back_up });
            }
        }
    }
    items.push(Item { token: "x".into(), seat: None, name: &MOUNTAIN, back_up: false });
    items
}

fn camelot() -> Vec<Item> {
    [("M", 0, &MAN), ("K", 0, &KNIGHT), ("m", 1, &MAN), ("k", 1, &KNIGHT)]
        .into_iter()
        .map(|(t, seat, name)| Item { token: t.into(), seat: Some(seat), name, back_up: false })
        .collect()
}

fn drakoburg() -> Vec<Item> {
    let mut items = Vec::new();
    for seat in [0, 1] {
        for piece in Piece::ALL {
            let letter = piece.letter();
            let letter = if seat == 0 { letter } else { letter.to_ascii_lowercase() };
            items.push(Item { token: letter.into(), seat: Some(seat), name: piece.name(), back_up: false });
        }
    }
    items
}

/// Shamrock's tiles `A`..`P`, then each seat's flake (`fr`) and leprechaun (`lr`).
fn shamrock() -> Vec<Item> {
    let mut items: Vec<Item> = (0..TILE_COUNT as u8)
        .map(|t| Item { token: tile_letter(t).to_string(), seat: None, name: &TILE, back_up: false })
        .collect();
    for (kind, name) in [('f', &FLAKE), ('l', &LEPRECHAUN)] {
        for seat in 0..3 {
            let token = format!("{kind}{}", colour_letter(seat as u8));
            items.push(Item { token, seat: Some(seat), name, back_up: false });
        }
    }
    items
}

/// The palette of `kind`.
pub fn palette(kind: GameKind) -> Vec<Item> {
    match kind {
        GameKind::Drake => drake(),
        GameKind::Camelot => camelot(),
        GameKind::Drakoburg => drakoburg(),
        GameKind::Shamrock => shamrock(),
    }
}

impl Item {
    /// The piece in words: "Blue Drake, back up", "Black Knight", "Mountain".
    pub fn label(&self, kind: GameKind, lang: Lang) -> String {
        let name = self.name.get(lang);
        if *self.name == TILE {
            return TILE.fill(lang, std::slice::from_ref(&self.token));
        }
        let name = if self.back_up { BACK_UP.fill(lang, &[name.to_string()]) } else { name.to_string() };
        match self.seat.and_then(|s| kind.colours().get(s)) {
            Some(colour) => format!("{} – {name}", colour_name(*colour, lang)),
            None => name,
        }
    }
}

fn colour_name(colour: Colour, lang: Lang) -> &'static str {
    colour.name().get(lang)
}

impl Item {
    /// The letter shown on the palette's button (`D`, `K`, `T`; ▲ for a mountain).
    pub fn symbol(&self) -> String {
        if *self.name == FLAKE {
            return "❄".into();
        }
        match self.token.as_str() {
            "x" => "▲".into(),
            t => t.chars().last().map(|c| c.to_ascii_uppercase().to_string()).unwrap_or_default(),
        }
    }

    /// The fill and ink of the piece in `theme`, as the board paints its side.
    pub fn paint(&self, kind: GameKind, theme: &Theme) -> (Rgba, Rgba) {
        match self.seat.and_then(|s| kind.colours().get(s)) {
            Some(Colour::Blue) => theme.blue,
            Some(Colour::Orange) => theme.orange,
            Some(Colour::White) => theme.white,
            Some(Colour::Black) => theme.black,
            Some(Colour::Red) => theme.red,
            Some(Colour::Yellow) => theme.yellow,
            None => (theme.mountain, theme.mountain_snow),
        }
    }
}

impl Item {
    /// Shamrock's pieces drawn as the board draws them, `size` CSS pixels square (a tile at
    /// rotation 0 with its leaves, a flake, a leprechaun); None for the other games' pieces,
    /// which the palette writes as letters.
    pub fn picture(&self, kind: GameKind, theme: &Theme, size: f32) -> Option<Scene> {
        if kind != GameKind::Shamrock {
            return None;
        }
        let mut scene = Scene::new(size, size);
        let pal = Palette::of(theme);
        let c = Point::new(size / 2.0, size / 2.0);
        let colour = self.seat.unwrap_or(0) as u8;
        if let Some(tile) = self.token.chars().next().filter(|_| self.seat.is_none()).and_then(tile_from_letter) {
            draw_tile(&mut scene, &pal, tile, 0, &TileLook { center: c, radius: size * 0.5, turn: 0.0, alpha: 1.0 });
        } else if *self.name == FLAKE {
            draw_marker(&mut scene, &pal, false, colour, c, size * 0.4);
        } else {
            draw_marker(&mut scene, &pal, true, colour, c, size * 0.36);
        }
        Some(scene)
    }
}
