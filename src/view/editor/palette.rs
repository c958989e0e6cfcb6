//! What a player can put on the board in the editor, per game: the pieces of each side (The
//! Drake: each troop with either side up, and mountains; Camelot: Men and Knights; Drakoburg:
//! all six pieces; Shamrock: the 16 tiles, each seat's flake and leprechaun), each with its
//! token (as the engine's setup names it, or the Shamrock editor's) and its name in words.

use super::meadow::Token;
use crate::game::{Colour, Lang, Text};
use crate::games::camelot::Token as CamelotToken;
use crate::games::drake::{Token as DrakeToken, Troop, BLUE, ORANGE};
use crate::games::drakoburg::{token as drakoburg_token, Piece};
use crate::games::shamrock::TILE_COUNT;
use crate::games::GameKind;
use crate::view::scene::{Point, Rgba, Scene};
use crate::view::shamrock::{draw_marker, draw_tile, Palette, TileLook};
use crate::view::theme::Theme;

/// One piece of the palette.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// The token a setup holds (`bD`, `oc`, `x`, `K`, `t`; Shamrock's `A`, `fr`, `lr`).
    pub token: String,
    /// The seat it belongs to; None for a mountain.
    pub seat: Option<usize>,
    pub name: &'static Text,
    /// The Drake: whether the troop lies back up.
    pub back_up: bool,
    /// Whether an empty board keeps it: a mountain, and Drakoburg's Těžkooděnci (a side
    /// without one has lost).
    pub keeps: bool,
}

const MOUNTAIN: Text = crate::text!("Mountain", "Hora");
const MAN: Text = crate::text!("Man", "Pěšec");
const KNIGHT: Text = crate::text!("Knight", "Jezdec");
const TILE: Text = crate::text!("Tile {0}", "Díl {0}");
const FLAKE: Text = crate::text!("Flake", "Vločka");
const LEPRECHAUN: Text = crate::text!("Leprechaun", "Leprikón");
const BACK_UP: Text = crate::text!("{0}, back up", "{0}, rubem nahoru");
/// The Drake's six troops of rules/drake.md.
const TROOPS: [char; 6] = ['D', 'C', 'M', 'S', 'W', 'A'];

fn drake() -> Vec<Item> {
    let mut items = Vec::new();
    for player in [BLUE, ORANGE] {
        for back_up in [false, true] {
            for troop in TROOPS.into_iter().filter_map(Troop::from_letter) {
                let Some(name) = troop.builtin_name() else { continue };
                let token = DrakeToken::Troop { player, troop, face_up: !back_up }.write();
                items.push(Item { token, seat: Some(player), name, back_up, keeps: false });
            }
        }
    }
    items.push(Item { token: DrakeToken::Mountain.write(), seat: None, name: &MOUNTAIN, back_up: false, keeps: true });
    items
}

fn camelot() -> Vec<Item> {
    [(0, false, &MAN), (0, true, &KNIGHT), (1, false, &MAN), (1, true, &KNIGHT)]
        .into_iter()
        .map(|(side, knight, name)| {
            let token = CamelotToken::Piece { side, knight }.write();
            Item { token, seat: Some(side), name, back_up: false, keeps: false }
        })
        .collect()
}

fn drakoburg() -> Vec<Item> {
    let mut items = Vec::new();
    for seat in [0, 1] {
        for piece in Piece::ALL {
            let token = drakoburg_token(seat, piece);
            let keeps = piece == Piece::Tezkoodenec;
            items.push(Item { token, seat: Some(seat), name: piece.name(), back_up: false, keeps });
        }
    }
    items
}

/// Shamrock's tiles `A`..`P`, then each seat's flake (`fr`) and leprechaun (`lr`).
fn shamrock() -> Vec<Item> {
    let mut items: Vec<Item> = (0..TILE_COUNT as u8)
        .map(|t| Item { token: Token::Tile(t).write(), seat: None, name: &TILE, back_up: false, keeps: false })
        .collect();
    for (token, name) in [(Token::Flake as fn(usize) -> Token, &FLAKE), (Token::Leprechaun, &LEPRECHAUN)] {
        for seat in 0..3 {
            items.push(Item { token: token(seat).write(), seat: Some(seat), name, back_up: false, keeps: false });
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
        if *self.name == MOUNTAIN {
            return "▲".into();
        }
        self.token.chars().last().map(|c| c.to_ascii_uppercase().to_string()).unwrap_or_default()
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
        let token = Token::read(&self.token)?;
        let mut scene = Scene::new(size, size);
        let pal = Palette::of(theme);
        let c = Point::new(size / 2.0, size / 2.0);
        match token {
            Token::Tile(tile) => {
                draw_tile(&mut scene, &pal, tile, 0, &TileLook { center: c, radius: size * 0.5, turn: 0.0, alpha: 1.0 })
            }
            Token::Flake(seat) => draw_marker(&mut scene, &pal, false, seat as u8, c, size * 0.4),
            Token::Leprechaun(seat) => draw_marker(&mut scene, &pal, true, seat as u8, c, size * 0.36),
        }
        Some(scene)
    }
}
