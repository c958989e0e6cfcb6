//! Everything Shamrock refuses — an action the rules do not allow, an action, position or game
//! text that does not read, a set-up option — as kinds, each with its words in both languages.

use super::hex::Cell;
use super::tile::{colour_letter, tile_letter, LeafColour, Tile};
use crate::game::Text;

/// Why Shamrock refuses something.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    // An action the rules do not allow.
    GameOver,
    SetupFirst,
    /// A tile turned over from the pile is in hand: it must be placed first.
    PlaceHeld,
    /// `Pp…` with no tile turned over.
    NotHeld,
    /// Expert: a tile turned over fitted nowhere; the placement goes on with another tile.
    TakeAnother,
    NoSlot,
    /// The display slot (1–3) is empty.
    SlotEmpty(u8),
    PileEmpty,
    NoActions,
    /// Expert: the action costs `cost` points and `left` are left.
    NoPoints {
        cost: u8,
        left: u8,
    },
    NoTokens,
    Occupied(Cell),
    FirstNextToStart(Cell),
    TwoNeighbours {
        cell: Cell,
        touching: u32,
    },
    AtLeprechaun(Cell),
    NoPlace,
    BadRotation,
    /// A tile with three orientations, written at a rotation of 3 or more: this one.
    SameLayout(u8),
    /// The mover's leaf on `corner` would touch a leaf of their `colour`.
    OwnColour {
        rotation: u8,
        corner: u8,
        colour: LeafColour,
    },
    NoTile(Cell),
    NotUnderLeprechaun,
    HasToken(Cell),
    HasFlake {
        cell: Cell,
        colour: LeafColour,
    },
    NoFlakes,
    NotExpert,
    BadCorner,
    StartTileOnly,
    LeafTaken,
    FreeLimit,
    NotReachable,
    // An action text.
    NotAnAction(String),
    // The set-up and the game text.
    UnknownOption(String),
    BadPlayers(String),
    BadSeed(String),
    BadSwitch(String),
    BadHeader,
    // A position text.
    Fields,
    Mode,
    Turn,
    Rounds,
    TileEntry,
    /// The tile's rotations go from 0 to `last`.
    Rotation {
        tile: Tile,
        last: u8,
    },
    Far(Cell),
    SameCell(Cell),
    NoStart,
    Tiles,
    Display,
    EveryTileOnce(Tile),
    TooMany,
    Leprechauns,
    Held,
    Generator,
}

/// `q.r`, as cells are written in the position text.
fn dotted(cell: &Cell) -> String {
    format!("{}.{}", cell.q, cell.r)
}

impl crate::game::Refusal for Refusal {
    fn text(&self) -> &'static Text {
        match self {
            Refusal::GameOver => &crate::text!("The game is over.", "Hra skončila."),
            Refusal::SetupFirst => &crate::text!("First each player puts their leprechaun on a free leaf of the start tile.", "Nejprve každý hráč postaví svého leprikóna na volný lístek zahajovacího dílu."),
            Refusal::PlaceHeld => &crate::text!("The tile turned over from the pile must be placed first.", "Nejprve je třeba umístit díl odkrytý z hromádky."),
            Refusal::NotHeld => &crate::text!("No tile is turned over from the pile: turn one over first (D).", "Z hromádky není odkrytý žádný díl: nejprve jeden odkryjte (D)."),
            Refusal::TakeAnother => &crate::text!("The tile turned over fits nowhere and was set aside: take another from the pile (D) or the display first.", "Odkrytý díl nikam nepasuje a byl odložen: nejprve vezměte jiný z hromádky (D) nebo z nabídky."),
            Refusal::NoSlot => &crate::text!("The display has slots 1 to 3 only.", "Nabídka má jen místa 1 až 3."),
            Refusal::SlotEmpty(_) => &crate::text!("Display slot {0} is empty.", "Místo {0} v nabídce je prázdné."),
            Refusal::PileEmpty => &crate::text!("The pile is empty.", "Hromádka je prázdná."),
            Refusal::NoActions => &crate::text!("You have used all three actions of this turn.", "Všechny tři akce tohoto tahu jste už využili."),
            Refusal::NoPoints { .. } => &crate::text!("Not enough action points: this costs {0}, you have {1} left.", "Málo akčních bodů: akce stojí {0}, zbývá vám {1}."),
            Refusal::NoTokens => &crate::text!("Four tiles were placed this turn: no neutral token is left.", "V tomto tahu byly umístěny čtyři díly: žádný neutrální žeton nezbyl."),
            Refusal::Occupied(_) => &crate::text!("Cell {0} already holds a tile.", "Na poli {0} už díl leží."),
            Refusal::FirstNextToStart(_) => &crate::text!("The first tile goes next to the start tile; {0} is not.", "První díl se klade vedle zahajovacího dílu; pole {0} vedle něj není."),
            Refusal::TwoNeighbours { .. } => &crate::text!("A new tile must touch at least two tiles; {0} touches {1}.", "Nový díl musí sousedit alespoň se dvěma díly; pole {0} sousedí s {1}."),
            Refusal::AtLeprechaun(_) => &crate::text!("A new tile goes on a cell touching your leprechaun's vertex; {0} does not.", "Nový díl se klade na pole u vrcholu, kde stojí váš leprikón; pole {0} tam není."),
            Refusal::NoPlace => &crate::text!("There is no cell where a tile could go now.", "Teď není pole, kam by šlo díl položit."),
            Refusal::BadRotation => &crate::text!("A rotation is 0 to 5 steps.", "Natočení je 0 až 5 kroků."),
            Refusal::SameLayout(_) => &crate::text!("This tile looks the same at rotation {0}: write that.", "Tento díl vypadá stejně při natočení {0}: zapište to tak."),
            Refusal::OwnColour { .. } => &crate::text!("At rotation {0} your leaf on corner {1} would touch a leaf of your colour ({2}).", "Při natočení {0} by se váš lístek v rohu {1} dotkl lístku vaší barvy ({2})."),
            Refusal::NoTile(_) => &crate::text!("There is no tile on {0}.", "Na poli {0} není díl."),
            Refusal::NotUnderLeprechaun => &crate::text!("You may rotate only the tile your leprechaun stands on.", "Otáčet smíte jen dílem, na kterém stojí váš leprikón."),
            Refusal::HasToken(_) => &crate::text!("The tile on {0} was placed this turn and cannot be rotated.", "Díl na poli {0} byl umístěn v tomto tahu a nelze jím otočit."),
            Refusal::HasFlake { .. } => &crate::text!("The tile on {0} carries a flake ({1}): it cannot be rotated until that player's next turn.", "Na dílu na poli {0} leží vločka ({1}): nelze jím otočit, dokud ten hráč znovu nehraje."),
            Refusal::NoFlakes => &crate::text!("All three of your flakes are on the board.", "Všechny tři vaše vločky už leží na plánu."),
            Refusal::NotExpert => &crate::text!("Leprechauns play only in the expert game.", "Leprikóni hrají jen ve verzi pro experty."),
            Refusal::BadCorner => &crate::text!("A corner is 0 to 5.", "Roh je 0 až 5."),
            Refusal::StartTileOnly => &crate::text!("Leprechauns start on a leaf of the start tile (0, 0).", "Leprikóni začínají na lístku zahajovacího dílu (0, 0)."),
            Refusal::LeafTaken => {
                &crate::text!("A leprechaun already stands on that leaf.", "Na tom lístku už stojí leprikón.")
            }
            Refusal::FreeLimit => &crate::text!("You have made the six free moves a turn allows.", "Už jste provedli šest bezplatných přesunů, které tah dovoluje."),
            Refusal::NotReachable => &crate::text!("Your leprechaun moves to another leaf of its vertex (0 AP) or the next leaf of its tile (1 AP).", "Leprikón se přesouvá na jiný lístek téhož trojlístku (0 AB) nebo na sousední lístek téhož dílu (1 AB)."),
            Refusal::NotAnAction(_) => &crate::rare_text!("“{0}” is not an action: write P1+0-1r3 (place display tile 1–3, or p for the pile tile, on a cell at a rotation), D (turn over the pile top), R+0-1+ or R+0-1- (rotate), L+0-1c2 (leprechaun to a corner) or E (end turn).", "„{0}“ není akce: pište P1+0-1r3 (umístit díl 1–3 z nabídky, nebo p pro díl z hromádky, na pole v natočení), D (odkrýt díl z hromádky), R+0-1+ nebo R+0-1- (otočit), L+0-1c2 (leprikón na roh) nebo E (konec tahu)."),
            Refusal::UnknownOption(_) => &crate::rare_text!("Unknown option “{0}” for Shamrock (players, seed, expert).", "Neznámá volba „{0}“ pro Shamrock (players, seed, expert)."),
            Refusal::BadPlayers(_) => &crate::rare_text!("Shamrock is for 2 or 3 players, not “{0}”.", "Shamrock je pro 2 nebo 3 hráče, ne „{0}“."),
            Refusal::BadSeed(_) => &crate::rare_text!("The seed must be a whole number, not “{0}”.", "Semínko musí být celé číslo, ne „{0}“."),
            Refusal::BadSwitch(_) => &crate::rare_text!("“{0}” is not on or off.", "„{0}“ není on ani off."),
            Refusal::BadHeader => &crate::rare_text!("A Shamrock game starts with its set-up: p2 or p3, s and the seed, x for expert (p3s5x).", "Partie Shamrocku začíná nastavením: p2 nebo p3, s a semínko, x pro experty (p3s5x)."),
            Refusal::Fields => &crate::rare_text!("A Shamrock position has 10 fields separated by “_”: players and mode, turn, rounds, board, display, pile, held tile, set-aside tiles, leprechauns, generator.", "Pozice Shamrocku má 10 polí oddělených „_“: hráči a verze, tah, kola, plán, nabídka, hromádka, odkrytý díl, odložené díly, leprikóni, generátor."),
            Refusal::Mode => &crate::rare_text!("The first field is 2 or 3 players, then b (basic) or x (expert): 2b, 3x.", "První pole je počet hráčů 2 nebo 3 a pak b (základní) nebo x (experti): 2b, 3x."),
            Refusal::Turn => &crate::rare_text!("The turn is the seat (r, y, b) and the actions used, with “.” and the free moves in the expert game (r0, y3.1), or L and the seat during the leprechaun set-up (Lr).", "Tah je hráč (r, y, b) a využité akce, ve verzi pro experty s „.“ a bezplatnými přesuny (r0, y3.1), nebo L a hráč při stavění leprikónů (Lr)."),
            Refusal::Rounds => &crate::rare_text!("Rounds are a number from 0 to 60.", "Kola jsou číslo od 0 do 60."),
            Refusal::TileEntry => &crate::rare_text!("A tile on the board is its letter A–P, q.r.rotation, then optionally a flake colour (r, y, b) and t for a neutral token: F1.-1.3y.", "Díl na plánu je jeho písmeno A–P, q.r.natočení a případně barva vločky (r, y, b) a t pro neutrální žeton: F1.-1.3y."),
            Refusal::Rotation { .. } => {
                &crate::rare_text!("Tile {0} has rotations 0 to {1}.", "Díl {0} má natočení 0 až {1}.")
            }
            Refusal::Far(_) => &crate::rare_text!("Cell {0} is farther than 15 steps from the start tile.", "Pole {0} je dál než 15 kroků od zahajovacího dílu."),
            Refusal::SameCell(_) => &crate::rare_text!("Two tiles lie on cell {0}.", "Na poli {0} leží dva díly."),
            Refusal::NoStart => &crate::rare_text!("The board needs the start tile on cell 0.0, and every tile must be connected to it.", "Plán potřebuje zahajovací díl na poli 0.0 a všechny díly musí být s ním spojené."),
            Refusal::Tiles => &crate::rare_text!("Tile letters are A to P, or “-” for none.", "Písmena dílů jsou A až P, nebo „-“ pro žádný."),
            Refusal::Display => &crate::rare_text!("The display is three slots, each a tile letter or “-”.", "Nabídka jsou tři místa, každé písmeno dílu nebo „-“."),
            Refusal::EveryTileOnce(_) => &crate::rare_text!("Each of the 16 tiles must appear exactly once (board, display, pile, held or set aside); {0} does not.", "Každý z 16 dílů musí být uveden právě jednou (plán, nabídka, hromádka, odkrytý nebo odložený); {0} ne."),
            Refusal::TooMany => &crate::rare_text!("Too many flakes or neutral tokens: 3 flakes a player, 4 tokens.", "Příliš mnoho vloček nebo žetonů: 3 vločky na hráče, 4 žetony."),
            Refusal::Leprechauns => &crate::rare_text!("Leprechauns: “-” in the basic game; in the expert game one q.r.corner (or “-” before the set-up put it down) per player, separated by “~”, on distinct leaves of tiles.", "Leprikóni: „-“ v základní hře; ve verzi pro experty jeden q.r.roh (nebo „-“, dokud nebyl postaven) pro každého hráče, oddělené „~“, na různých lístcích dílů."),
            Refusal::Held => &crate::rare_text!("A tile is in hand from the pile only when it can be placed now, and “~” (take another) only in the expert game after a tile was set aside.", "Díl z hromádky může být v ruce, jen když jde teď umístit, a „~“ (vzít další) jen ve verzi pro experty po odložení dílu."),
            Refusal::Generator => &crate::rare_text!("The generator is g and 16 hexadecimal digits (older texts: a whole number); this one is cut short or damaged.", "Generátor je g a 16 šestnáctkových číslic (starší texty: celé číslo); tento je zkrácený nebo poškozený."),
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Refusal::SlotEmpty(slot) => vec![slot.to_string()],
            Refusal::NoPoints { cost, left } => vec![cost.to_string(), left.to_string()],
            Refusal::Occupied(cell)
            | Refusal::FirstNextToStart(cell)
            | Refusal::AtLeprechaun(cell)
            | Refusal::NoTile(cell)
            | Refusal::HasToken(cell) => vec![cell.to_string()],
            Refusal::TwoNeighbours { cell, touching } => vec![cell.to_string(), touching.to_string()],
            Refusal::SameLayout(rotation) => vec![rotation.to_string()],
            Refusal::OwnColour { rotation, corner, colour } => {
                vec![rotation.to_string(), corner.to_string(), colour_letter(*colour).to_string()]
            }
            Refusal::HasFlake { cell, colour } => vec![cell.to_string(), colour_letter(*colour).to_string()],
            Refusal::NotAnAction(text)
            | Refusal::UnknownOption(text)
            | Refusal::BadPlayers(text)
            | Refusal::BadSeed(text)
            | Refusal::BadSwitch(text) => vec![text.clone()],
            Refusal::Rotation { tile, last } => vec![tile_letter(*tile).to_string(), last.to_string()],
            Refusal::Far(cell) | Refusal::SameCell(cell) => vec![dotted(cell)],
            Refusal::EveryTileOnce(tile) => vec![tile_letter(*tile).to_string()],
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
        let cell = Cell::new(1, -2);
        let all = vec![
            Refusal::GameOver,
            Refusal::SetupFirst,
            Refusal::PlaceHeld,
            Refusal::NotHeld,
            Refusal::TakeAnother,
            Refusal::NoSlot,
            Refusal::SlotEmpty(2),
            Refusal::PileEmpty,
            Refusal::NoActions,
            Refusal::NoPoints { cost: 2, left: 1 },
            Refusal::NoTokens,
            Refusal::Occupied(cell),
            Refusal::FirstNextToStart(cell),
            Refusal::TwoNeighbours { cell, touching: 1 },
            Refusal::AtLeprechaun(cell),
            Refusal::NoPlace,
            Refusal::BadRotation,
            Refusal::SameLayout(1),
            Refusal::OwnColour { rotation: 3, corner: 4, colour: 1 },
            Refusal::NoTile(cell),
            Refusal::NotUnderLeprechaun,
            Refusal::HasToken(cell),
            Refusal::HasFlake { cell, colour: 2 },
            Refusal::NoFlakes,
            Refusal::NotExpert,
            Refusal::BadCorner,
            Refusal::StartTileOnly,
            Refusal::LeafTaken,
            Refusal::FreeLimit,
            Refusal::NotReachable,
            Refusal::NotAnAction("Q".into()),
            Refusal::UnknownOption("size".into()),
            Refusal::BadPlayers("4".into()),
            Refusal::BadSeed("x".into()),
            Refusal::BadSwitch("maybe".into()),
            Refusal::BadHeader,
            Refusal::Fields,
            Refusal::Mode,
            Refusal::Turn,
            Refusal::Rounds,
            Refusal::TileEntry,
            Refusal::Rotation { tile: 11, last: 2 },
            Refusal::Far(cell),
            Refusal::SameCell(cell),
            Refusal::NoStart,
            Refusal::Tiles,
            Refusal::Display,
            Refusal::EveryTileOnce(3),
            Refusal::TooMany,
            Refusal::Leprechauns,
            Refusal::Held,
            Refusal::Generator,
        ];
        for r in &all {
            match r {
                Refusal::GameOver
                | Refusal::SetupFirst
                | Refusal::PlaceHeld
                | Refusal::NotHeld
                | Refusal::TakeAnother
                | Refusal::NoSlot
                | Refusal::SlotEmpty(_)
                | Refusal::PileEmpty
                | Refusal::NoActions
                | Refusal::NoPoints { .. }
                | Refusal::NoTokens
                | Refusal::Occupied(_)
                | Refusal::FirstNextToStart(_)
                | Refusal::TwoNeighbours { .. }
                | Refusal::AtLeprechaun(_)
                | Refusal::NoPlace
                | Refusal::BadRotation
                | Refusal::SameLayout(_)
                | Refusal::OwnColour { .. }
                | Refusal::NoTile(_)
                | Refusal::NotUnderLeprechaun
                | Refusal::HasToken(_)
                | Refusal::HasFlake { .. }
                | Refusal::NoFlakes
                | Refusal::NotExpert
                | Refusal::BadCorner
                | Refusal::StartTileOnly
                | Refusal::LeafTaken
                | Refusal::FreeLimit
                | Refusal::NotReachable
                | Refusal::NotAnAction(_)
                | Refusal::UnknownOption(_)
                | Refusal::BadPlayers(_)
                | Refusal::BadSeed(_)
                | Refusal::BadSwitch(_)
                | Refusal::BadHeader
                | Refusal::Fields
                | Refusal::Mode
                | Refusal::Turn
                | Refusal::Rounds
                | Refusal::TileEntry
                | Refusal::Rotation { .. }
                | Refusal::Far(_)
                | Refusal::SameCell(_)
                | Refusal::NoStart
                | Refusal::Tiles
                | Refusal::Display
                | Refusal::EveryTileOnce(_)
                | Refusal::TooMany
                | Refusal::Leprechauns
                | Refusal::Held
                | Refusal::Generator => {}
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
        let texts = all.iter().position(|r| matches!(r, Refusal::NotAnAction(_))).expect("listed");
        for (i, r) in all.iter().enumerate() {
            assert_eq!(crate::game::words::is_rare_text(r.text()), i >= texts, "{r:?}");
        }
    }

    #[test]
    fn every_kind_has_words_in_both_languages_with_every_argument() {
        for r in every_kind() {
            for lang in Lang::ALL {
                let words = r.render(lang);
                assert!(!words.is_empty() && !words.contains('{'), "{r:?} {lang:?}: {words}");
                let wanted = (0..10).filter(|i| r.text().get(lang).contains(&format!("{{{i}}}"))).count();
                assert_eq!(r.args().len(), wanted, "{r:?} {lang:?}");
            }
        }
        // Cells are written as in the notation, or as in the position text where that is meant.
        assert_eq!(Refusal::NoTile(Cell::new(1, -2)).args(), ["+1-2"]);
        assert_eq!(Refusal::Far(Cell::new(1, -2)).args(), ["1.-2"]);
    }
}
