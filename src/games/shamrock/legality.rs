//! Why a move is not legal, in words a player understands. Must agree exactly with `moves`.

use super::hex::{other_leaves, spot, Cell, Leaf};
use super::moves::Candidates;
use super::state::{Shamrock, FLAKES, FREE_MOVES, NONE, TOKENS};
use super::tile::{colour_letter, corners_of, period};
use super::{Move, Source};
use crate::game::{IllegalMove, Reason, Text};

const GAME_OVER: Text = Text { en: "The game is over.", cs: "Hra skončila." };
const SETUP_FIRST: Text = Text {
    en: "First each player puts their leprechaun on a free leaf of the start tile.",
    cs: "Nejprve každý hráč postaví svého leprikóna na volný lístek zahajovacího dílu.",
};
const PLACE_HELD: Text = Text {
    en: "The tile turned over from the pile must be placed first.",
    cs: "Nejprve je třeba umístit díl odkrytý z hromádky.",
};
const NOT_HELD: Text = Text {
    en: "No tile is turned over from the pile: turn one over first (D).",
    cs: "Z hromádky není odkrytý žádný díl: nejprve jeden odkryjte (D).",
};
const NO_SLOT: Text = Text { en: "The display has slots 1 to 3 only.", cs: "Nabídka má jen místa 1 až 3." };
const SLOT_EMPTY: Text = Text { en: "Display slot {0} is empty.", cs: "Místo {0} v nabídce je prázdné." };
const PILE_EMPTY: Text = Text { en: "The pile is empty.", cs: "Hromádka je prázdná." };
const NO_ACTIONS: Text = Text {
    en: "You have used all three actions of this turn.",
    cs: "Všechny tři akce tohoto tahu jste už využili.",
};
const NO_POINTS: Text = Text {
    en: "Not enough action points: this costs {0}, you have {1} left.",
    cs: "Málo akčních bodů: akce stojí {0}, zbývá vám {1}.",
};
const NO_TOKENS: Text = Text {
    en: "Four tiles were placed this turn: no neutral token is left.",
    cs: "V tomto tahu byly umístěny čtyři díly: žádný neutrální žeton nezbyl.",
};
const OCCUPIED: Text = Text { en: "Cell {0} already holds a tile.", cs: "Na poli {0} už díl leží." };
const FIRST_NEXT_TO_START: Text = Text {
    en: "The first tile goes next to the start tile; {0} is not.",
    cs: "První díl se klade vedle zahajovacího dílu; pole {0} vedle něj není.",
};
const TWO_NEIGHBOURS: Text = Text {
    en: "A new tile must touch at least two tiles; {0} touches {1}.",
    cs: "Nový díl musí sousedit alespoň se dvěma díly; pole {0} sousedí s {1}.",
};
const AT_LEPRECHAUN: Text = Text {
    en: "A new tile goes on a cell touching your leprechaun's vertex; {0} does not.",
    cs: "Nový díl se klade na pole u vrcholu, kde stojí váš leprikón; pole {0} tam není.",
};
const NO_PLACE: Text =
    Text { en: "There is no cell where a tile could go now.", cs: "Teď není pole, kam by šlo díl položit." };
const BAD_ROTATION: Text = Text { en: "A rotation is 0 to 5 steps.", cs: "Natočení je 0 až 5 kroků." };
const SAME_LAYOUT: Text = Text {
    en: "This tile looks the same at rotation {0}: write that.",
    cs: "Tento díl vypadá stejně při natočení {0}: zapište to tak.",
};
const OWN_COLOUR: Text = Text {
    en: "At rotation {0} your leaf on corner {1} would touch a leaf of your colour ({2}).",
    cs: "Při natočení {0} by se váš lístek v rohu {1} dotkl lístku vaší barvy ({2}).",
};
const NO_TILE: Text = Text { en: "There is no tile on {0}.", cs: "Na poli {0} není díl." };
const NOT_UNDER_LEPRECHAUN: Text = Text {
    en: "You may rotate only the tile your leprechaun stands on.",
    cs: "Otáčet smíte jen dílem, na kterém stojí váš leprikón.",
};
const HAS_TOKEN: Text = Text {
    en: "The tile on {0} was placed this turn and cannot be rotated.",
    cs: "Díl na poli {0} byl umístěn v tomto tahu a nelze jím otočit.",
};
const HAS_FLAKE: Text = Text {
    en: "The tile on {0} carries a flake ({1}): it cannot be rotated until that player's next turn.",
    cs: "Na dílu na poli {0} leží vločka ({1}): nelze jím otočit, dokud ten hráč znovu nehraje.",
};
const NO_FLAKES: Text =
    Text { en: "All three of your flakes are on the board.", cs: "Všechny tři vaše vločky už leží na plánu." };
const NOT_EXPERT: Text =
    Text { en: "Leprechauns play only in the expert game.", cs: "Leprikóni hrají jen ve verzi pro experty." };
const BAD_CORNER: Text = Text { en: "A corner is 0 to 5.", cs: "Roh je 0 až 5." };
const START_TILE_ONLY: Text = Text {
    en: "Leprechauns start on a leaf of the start tile (0, 0).",
    cs: "Leprikóni začínají na lístku zahajovacího dílu (0, 0).",
};
const LEAF_TAKEN: Text =
    Text { en: "A leprechaun already stands on that leaf.", cs: "Na tom lístku už stojí leprikón." };
const FREE_LIMIT: Text = Text {
    en: "You have made the six free moves a turn allows.",
    cs: "Už jste provedli šest bezplatných přesunů, které tah dovoluje.",
};
const NOT_REACHABLE: Text = Text {
    en: "Your leprechaun moves to another leaf of its vertex (0 AP) or the next leaf of its tile (1 AP).",
    cs: "Leprikón se přesouvá na jiný lístek téhož trojlístku (0 AB) nebo na sousední lístek téhož dílu (1 AB).",
};

fn illegal(text: &'static Text, args: &[&dyn std::fmt::Display]) -> IllegalMove {
    IllegalMove(Reason::with(text, args))
}

impl Shamrock {
    pub(super) fn explain(&self, mv: Move) -> Result<(), IllegalMove> {
        let core = &self.core;
        if core.ended.is_some() {
            return Err(illegal(&GAME_OVER, &[]));
        }
        if let Move::Leprechaun(leaf) = mv {
            return self.explain_leprechaun(leaf);
        }
        if core.in_setup() {
            return Err(illegal(&SETUP_FIRST, &[]));
        }
        let holding = core.held != NONE;
        match mv {
            Move::Place { source, cell, rotation } => self.explain_place(source, cell, rotation),
            _ if holding => Err(illegal(&PLACE_HELD, &[])),
            Move::Draw => {
                if core.pile_len == 0 {
                    return Err(illegal(&PILE_EMPTY, &[]));
                }
                self.explain_budget(1)?;
                if core.tokens.count_ones() >= TOKENS {
                    return Err(illegal(&NO_TOKENS, &[]));
                }
                if !self.any_candidate() {
                    return Err(illegal(&NO_PLACE, &[]));
                }
                Ok(())
            }
            Move::Rotate { cell, .. } => self.explain_rotate(cell),
            Move::Leprechaun(_) | Move::End => Ok(()),
        }
    }

    fn explain_budget(&self, cost: u8) -> Result<(), IllegalMove> {
        let core = &self.core;
        if core.spent.saturating_add(cost) <= core.budget() {
            Ok(())
        } else if core.expert {
            Err(illegal(&NO_POINTS, &[&cost, &core.budget().saturating_sub(core.spent)]))
        } else {
            Err(illegal(&NO_ACTIONS, &[]))
        }
    }

    fn any_candidate(&self) -> bool {
        let mut cells = Candidates::new();
        self.candidates(&mut cells);
        !cells.is_empty()
    }

    fn explain_place(&self, source: Source, cell: Cell, rotation: u8) -> Result<(), IllegalMove> {
        let core = &self.core;
        let tile = match source {
            Source::Pile if core.held == NONE => return Err(illegal(&NOT_HELD, &[])),
            Source::Pile => core.held,
            Source::Display(_) if core.held != NONE => return Err(illegal(&PLACE_HELD, &[])),
            Source::Display(slot) => match core.display.get(slot as usize) {
                None => return Err(illegal(&NO_SLOT, &[])),
                Some(&NONE) => return Err(illegal(&SLOT_EMPTY, &[&(slot + 1)])),
                Some(&t) => t,
            },
        };
        self.explain_budget(1)?;
        if core.tokens.count_ones() >= TOKENS {
            return Err(illegal(&NO_TOKENS, &[]));
        }
        let Some(s) = spot(cell) else { return Err(illegal(&TWO_NEIGHBOURS, &[&cell, &0])) };
        if self.tile_on(s).is_some() {
            return Err(illegal(&OCCUPIED, &[&cell]));
        }
        if core.expert && !self.leprechaun_cells().is_some_and(|c| c.contains(&s)) {
            return Err(illegal(&AT_LEPRECHAUN, &[&cell]));
        }
        let touching = self.neighbours(s);
        if touching < self.neighbours_needed() {
            return Err(if self.neighbours_needed() == 1 {
                illegal(&FIRST_NEXT_TO_START, &[&cell])
            } else {
                illegal(&TWO_NEIGHBOURS, &[&cell, &touching])
            });
        }
        if rotation >= 6 {
            return Err(illegal(&BAD_ROTATION, &[]));
        }
        if rotation >= period(tile) {
            return Err(illegal(&SAME_LAYOUT, &[&(rotation % period(tile))]));
        }
        let clash = corners_of(tile, rotation, core.turn) & self.blocked_corners(s, core.turn);
        if clash != 0 {
            let corner = clash.trailing_zeros();
            return Err(illegal(&OWN_COLOUR, &[&rotation, &corner, &colour_letter(core.turn)]));
        }
        Ok(())
    }

    fn explain_rotate(&self, cell: Cell) -> Result<(), IllegalMove> {
        let core = &self.core;
        let Some((s, tile)) = self.tile_at_cell(cell) else { return Err(illegal(&NO_TILE, &[&cell])) };
        if core.expert && self.own_leprechaun().map(|l| l.0) != Some(s) {
            return Err(illegal(&NOT_UNDER_LEPRECHAUN, &[]));
        }
        self.explain_budget(if core.expert { 2 } else { 1 })?;
        if core.tokens & super::state::bit(tile) != 0 {
            return Err(illegal(&HAS_TOKEN, &[&cell]));
        }
        let flake = core.flake[tile as usize & 15];
        if flake != NONE {
            return Err(illegal(&HAS_FLAKE, &[&cell, &colour_letter(flake)]));
        }
        if core.flakes_on_board(core.turn) >= FLAKES {
            return Err(illegal(&NO_FLAKES, &[]));
        }
        Ok(())
    }

    fn explain_leprechaun(&self, leaf: Leaf) -> Result<(), IllegalMove> {
        let core = &self.core;
        if !core.expert {
            return Err(illegal(&NOT_EXPERT, &[]));
        }
        if core.held != NONE {
            return Err(illegal(&PLACE_HELD, &[]));
        }
        if leaf.corner >= 6 {
            return Err(illegal(&BAD_CORNER, &[]));
        }
        let Some((s, _)) = self.tile_at_cell(leaf.cell) else { return Err(illegal(&NO_TILE, &[&leaf.cell])) };
        if core.in_setup() && leaf.cell != Cell::START {
            return Err(illegal(&START_TILE_ONLY, &[]));
        }
        if core.leprechaun_on(s as u16, leaf.corner).is_some() {
            return Err(illegal(&LEAF_TAKEN, &[]));
        }
        if core.in_setup() {
            return Ok(());
        }
        let Some((from, corner)) = self.own_leprechaun() else { return Err(illegal(&NOT_REACHABLE, &[])) };
        if other_leaves(from, corner).contains(&(s, leaf.corner)) {
            return if core.free_moves < FREE_MOVES { Ok(()) } else { Err(illegal(&FREE_LIMIT, &[])) };
        }
        if s == from && (leaf.corner == (corner + 1) % 6 || leaf.corner == (corner + 5) % 6) {
            return self.explain_budget(1);
        }
        Err(illegal(&NOT_REACHABLE, &[]))
    }
}
