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
            EditorWord::FromCurrent => &Text { en: "Current position", cs: "Současná pozice" },
            EditorWord::FromStart => &Text { en: "Start position", cs: "Výchozí pozice" },
            EditorWord::FromEmpty => &Text { en: "Empty board", cs: "Prázdná deska" },
            EditorWord::ToMove => &Text { en: "To move", cs: "Na tahu" },
            EditorWord::Play => &Text { en: "Play from here", cs: "Hrát odtud" },
            EditorWord::Share => &Text { en: "Share", cs: "Sdílet" },
            EditorWord::Analyse => &Text { en: "Analyse", cs: "Analyzovat" },
            EditorWord::Remove => &Text { en: "Remove", cs: "Odebrat" },
            EditorWord::Square => &Text { en: "Square", cs: "Pole" },
            EditorWord::Put => &Text { en: "Put", cs: "Položit" },
            EditorWord::Hint => &Text {
                en: "Drag a piece from the palette onto the board, or choose one and tap squares; drag a piece off the board to remove it. Keyboard: arrows move the cursor, Enter puts the chosen piece, Delete removes.",
                cs: "Přetáhněte kámen z palety na desku, nebo ho vyberte a ťukejte na pole; kámen tažený mimo desku zmizí. Klávesnice: šipky posouvají kurzor, Enter položí vybraný kámen, Delete ho odebere.",
            },
            EditorWord::HintShamrock => &Text {
                en: "Drag a tile, a flake or a leprechaun from the palette onto the board (a tile also into the display), or choose one and tap; tap a tile to turn it; drag a tile off the board to remove it. Keyboard: arrows move the cursor, Enter puts the chosen piece, R turns the tile (Shift+R back), Delete removes.",
                cs: "Přetáhněte díl, vločku nebo leprikóna z palety na plán (díl i do nabídky), nebo je vyberte a ťukněte; ťuknutím na díl ho otočíte; díl tažený mimo plán zmizí. Klávesnice: šipky posouvají kurzor, Enter položí vybraný kámen, R díl otočí (Shift+R zpět), Delete odebere.",
            },
            EditorWord::Rotate => &Text { en: "Turn", cs: "Otočit" },
            EditorWord::Players => &Text { en: "Players", cs: "Hráči" },
            EditorWord::Expert => &Text { en: "Expert game (leprechauns)", cs: "Hra pro experty (leprikóni)" },
            EditorWord::OnBoard => &Text { en: "{0}, on the board", cs: "{0}, na plánu" },
            EditorWord::Ready => &Text { en: "The position is ready to play.", cs: "Pozice je připravená ke hře." },
            EditorWord::Text => &Text { en: "Position text", cs: "Text pozice" },
            EditorWord::Copied => &Text { en: "Link copied: {0}", cs: "Odkaz zkopírován: {0}" },
            EditorWord::Phase => &Text { en: "Phase", cs: "Fáze" },
            EditorWord::Opening => &Text { en: "Opening: leaders, then guards", cs: "Zahájení: vůdci, pak stráže" },
            EditorWord::Middle => &Text { en: "Middle game", cs: "Střední hra" },
            EditorWord::TurnFollows => &Text {
                en: "In the opening the board says who is to move.",
                cs: "V zahájení určuje deska, kdo je na tahu.",
            },
            EditorWord::PlacesLeader => &Text { en: "{0} places its leader next.", cs: "{0} staví svého vůdce." },
            EditorWord::PlacesGuard => {
                &Text { en: "{0} places a guard next to its leader next.", cs: "{0} staví stráž vedle svého vůdce." }
            }
            EditorWord::OpeningDone => &Text {
                en: "{0} begins the middle game: the leaders and guards are placed.",
                cs: "{0} zahajuje střední hru: vůdci i stráže stojí.",
            },
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
            Refused::NoSquare(_) => &Text { en: "The board has no square {0}.", cs: "Deska nemá pole {0}." },
            Refused::Nothing(_) => &Text { en: "Nothing stands on {0}.", cs: "Na poli {0} nic nestojí." },
            Refused::NoSuchPiece => {
                &Text { en: "This game has no such piece.", cs: "Taková figura v této hře není." }
            }
            Refused::NoLeprechauns => &Text {
                en: "Leprechauns play only in the expert game: switch it on first.",
                cs: "Leprikóni hrají jen ve hře pro experty: nejdřív ji zapněte.",
            },
            Refused::TileTwice(_) => &Text {
                en: "Tile {0} is on the board already: each of the 16 tiles is in the game once.",
                cs: "Díl {0} už leží na plánu: každý ze 16 dílů je ve hře jen jednou.",
            },
            Refused::LeprechaunStays => &Text {
                en: "In the expert game every player has a leprechaun on the board: drag it to another leaf instead.",
                cs: "Ve hře pro experty má každý hráč leprikóna na plánu: přetáhněte ho raději na jiný lístek.",
            },
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Refused::NoSquare(name) | Refused::Nothing(name) | Refused::TileTwice(name) => vec![name.clone()],
            _ => Vec::new(),
        }
    }
}
