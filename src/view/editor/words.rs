//! The editor's words in both languages: its controls, and its own refusals as kinds (the
//! engines give the reasons a position is impossible).

use crate::game::{Lang, Refusal, Text};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorWord {
    FromCurrent,
    FromStart,
    FromEmpty,
    ToMove,
    Play,
    Share,
    Analyse,
    Remove,
    Square,
    Put,
    Hint,
    HintShamrock,
    Rotate,
    Players,
    Expert,
    OnBoard,
    Ready,
    Copied,
    Text,
    Phase,
    Opening,
    Middle,
    TurnFollows,
    PlacesLeader,
    PlacesGuard,
    OpeningDone,
}

impl EditorWord {
    pub fn text(self) -> &'static Text {
        match self {
            EditorWord::FromCurrent => &crate::text!("Current position", "Současná pozice"),
            EditorWord::FromStart => &crate::text!("Start position", "Výchozí pozice"),
            EditorWord::FromEmpty => &crate::text!("Empty board", "Prázdná deska"),
            EditorWord::ToMove => &crate::text!("To move", "Na tahu"),
            EditorWord::Play => &crate::text!("Play from here", "Hrát odtud"),
            EditorWord::Share => &crate::text!("Share", "Sdílet"),
            EditorWord::Analyse => &crate::text!("Analyse", "Analyzovat"),
            EditorWord::Remove => &crate::text!("Remove", "Odebrat"),
            EditorWord::Square => &crate::text!("Square", "Pole"),
            EditorWord::Put => &crate::text!("Put", "Položit"),
            EditorWord::Hint => &crate::text!("Drag a piece from the palette onto the board, or choose one and tap squares; drag a piece off the board to remove it. Keyboard: arrows move the cursor, Enter puts the chosen piece, Delete removes.", "Přetáhněte kámen z palety na desku, nebo ho vyberte a ťukejte na pole; kámen tažený mimo desku zmizí. Klávesnice: šipky posouvají kurzor, Enter položí vybraný kámen, Delete ho odebere."),
            EditorWord::HintShamrock => &crate::text!("Drag a tile, a flake or a leprechaun from the palette onto the board (a tile also into the display), or choose one and tap; tap a tile to turn it; drag a tile off the board to remove it. Keyboard: arrows move the cursor, Enter puts the chosen piece, R turns the tile (Shift+R back), Delete removes.", "Přetáhněte díl, vločku nebo leprikóna z palety na plán (díl i do nabídky), nebo je vyberte a ťukněte; ťuknutím na díl ho otočíte; díl tažený mimo plán zmizí. Klávesnice: šipky posouvají kurzor, Enter položí vybraný kámen, R díl otočí (Shift+R zpět), Delete odebere."),
            EditorWord::Rotate => &crate::text!("Turn", "Otočit"),
            EditorWord::Players => &crate::text!("Players", "Hráči"),
            EditorWord::Expert => &crate::text!("Expert game (leprechauns)", "Hra pro experty (leprikóni)"),
            EditorWord::OnBoard => &crate::text!("{0}, on the board", "{0}, na plánu"),
            EditorWord::Ready => &crate::text!("The position is ready to play.", "Pozice je připravená ke hře."),
            EditorWord::Text => &crate::text!("Position text", "Text pozice"),
            EditorWord::Copied => &crate::text!("Link copied: {0}", "Odkaz zkopírován: {0}"),
            EditorWord::Phase => &crate::text!("Phase", "Fáze"),
            EditorWord::Opening => &crate::text!("Opening: leaders, then guards", "Zahájení: vůdci, pak stráže"),
            EditorWord::Middle => &crate::text!("Middle game", "Střední hra"),
            EditorWord::TurnFollows => &crate::text!("In the opening the board says who is to move.", "V zahájení určuje deska, kdo je na tahu."),
            EditorWord::PlacesLeader => &crate::text!("{0} places its leader next.", "{0} staví svého vůdce."),
            EditorWord::PlacesGuard => {
                &crate::text!("{0} places a guard next to its leader next.", "{0} staví stráž vedle svého vůdce.")
            }
            EditorWord::OpeningDone => &crate::text!("{0} begins the middle game: the leaders and guards are placed.", "{0} zahajuje střední hru: vůdci i stráže stojí."),
        }
    }

    pub fn get(self, lang: Lang) -> &'static str {
        self.text().get(lang)
    }
}

/// What the editor itself refuses (the engines refuse impossible positions with their own
/// kinds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The board has no square (Shamrock: cell, leaf or display slot) of this name.
    NoSquare(String),
    /// Nothing stands on this square to move or take off.
    Nothing(String),
    /// A token the palette does not have, or one that cannot go there.
    NoSuchPiece,
    NoLeprechauns,
    LeprechaunStays,
    /// Shamrock's tile (its letter) is on the board already.
    TileTwice(String),
}

impl Refusal for Refused {
    fn text(&self) -> &'static Text {
        match self {
            Refused::NoSquare(_) => &crate::text!("The board has no square {0}.", "Deska nemá pole {0}."),
            Refused::Nothing(_) => &crate::text!("Nothing stands on {0}.", "Na poli {0} nic nestojí."),
            Refused::NoSuchPiece => &crate::text!("This game has no such piece.", "Taková figura v této hře není."),
            Refused::NoLeprechauns => &crate::text!(
                "Leprechauns play only in the expert game: switch it on first.",
                "Leprikóni hrají jen ve hře pro experty: nejdřív ji zapněte."
            ),
            Refused::TileTwice(_) => &crate::text!(
                "Tile {0} is on the board already: each of the 16 tiles is in the game once.",
                "Díl {0} už leží na plánu: každý ze 16 dílů je ve hře jen jednou."
            ),
            Refused::LeprechaunStays => &crate::text!(
                "In the expert game every player has a leprechaun on the board: drag it to another leaf instead.",
                "Ve hře pro experty má každý hráč leprikóna na plánu: přetáhněte ho raději na jiný lístek."
            ),
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Refused::NoSquare(name) | Refused::Nothing(name) | Refused::TileTwice(name) => vec![name.clone()],
            _ => Vec::new(),
        }
    }
}
