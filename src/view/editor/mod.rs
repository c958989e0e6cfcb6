//! The position editor, pure: a position a player sets up piece by piece, kept as the engine's
//! setup (`game::FromSetup`: what stands on each square, whose turn it is, the game's own
//! fields) and made into a position by the engine after every change. A change the engine
//! refuses (a third Drake, a Kopiník where it would have been promoted, a square the board
//! does not have) is refused with the engine's kind and changes nothing, so the editor always
//! holds a position the game can draw; `ready` says whether play can start from it. The
//! editor never writes an engine's position text: it shows the one the engine writes.
//! Shamrock's hex board is kept apart (`meadow`, `shamrock`).

mod body;
mod cursor;
mod meadow;
mod palette;
mod shamrock;
mod words;

pub use crate::games::drake::SetupPhase;
pub use palette::{palette, Item};
pub use words::{EditorWord, Refused};

use crate::game::{FromSetup, Game, Lang, Reason, Refusal, Text};
use crate::games::drake::{Drake, Phase};
use crate::games::GameKind;
use crate::view::board::BoardView;
use crate::view::scene::Point;
use crate::view::status::ending;
use crate::view::table::{Looks, Match, Table};
use body::Body;

/// Where editing starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// A position text (the game on the board now, or one pasted).
    Text(String),
    /// The game's usual start.
    Initial,
    /// The usual board with nothing on it (what the palette marks as kept stays: mountains,
    /// Drakoburg's Těžkooděnci, whose side has lost without them); The Drake in the middle
    /// game, where troops stand anywhere.
    Empty,
}

/// A table the editor can also hit-test by spot name (a `Match` of any game).
pub trait EditTable: Table {
    fn name_at(&self, p: Point) -> Option<String>;
    fn spot_places(&self) -> Vec<(String, Point)>;
}

impl<G: BoardView> EditTable for Match<G> {
    fn name_at(&self, p: Point) -> Option<String> {
        Match::name_at(self, p)
    }

    fn spot_places(&self) -> Vec<(String, Point)> {
        Match::spot_places(self)
    }
}

/// A position the engine made of a setup: on a table, and whether play can start there.
pub(crate) struct Made {
    table: Box<dyn EditTable>,
    start: Result<(), Reason>,
}

pub struct Editor {
    kind: GameKind,
    body: Body,
    /// The position as the engine made it, drawn by the game's own view.
    table: Box<dyn EditTable>,
    /// The engine's set-up check of it (Drakoburg: each side has its Těžkooděnec).
    start: Result<(), Reason>,
}

fn no_square(name: &str) -> Reason {
    Refused::NoSquare(name.into()).reason()
}

impl Editor {
    /// An editor for `kind` from `start`; refused when the text does not read or is a position
    /// a setup cannot hold (a Drake variant beyond a board size and mountains).
    pub fn open(kind: GameKind, start: Start) -> Result<Editor, Reason> {
        let mut body = Body::open(kind, &start)?;
        if start == Start::Empty {
            body.clear();
        }
        let made = body.make(kind)?;
        let mut table = made.table;
        table.set_interactive(false);
        Ok(Editor { kind, body, table, start: made.start })
    }

    /// Tries `body`: kept if the engine makes a position of it.
    fn commit(&mut self, body: Body) -> Result<(), Reason> {
        let Made { mut table, start } = body.make(self.kind)?;
        let (w, h) = self.table.size();
        table.resize(w, h);
        table.set_settings(self.table.settings());
        table.set_flipped(self.table.flipped());
        table.set_interactive(false);
        self.body = body;
        self.table = table;
        self.start = start;
        Ok(())
    }

    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The position text of what is set up, as the engine writes it.
    pub fn text(&self) -> String {
        self.table.start_text()
    }

    /// The position as the game draws it.
    pub fn table(&self) -> &dyn EditTable {
        self.table.as_ref()
    }

    /// Sizes the board to `width × height` CSS pixels and draws it with `settings`.
    pub fn fit(&mut self, width: f32, height: f32, settings: Looks) {
        self.table.resize(width, height);
        self.table.set_settings(settings);
    }

    /// Whether the board has the square (Shamrock: the cell or leaf) `name`.
    pub fn has_square(&self, name: &str) -> bool {
        match &self.body {
            Body::Meadow(_) => self.meadow_place(name).is_some(),
            body => body.squares().is_some_and(|s| s.has(name)),
        }
    }

    /// The square (Shamrock: the cell) drawn under `p`, if any.
    pub fn square_at(&self, p: Point) -> Option<String> {
        match &self.body {
            Body::Meadow(_) => self.meadow_square_at(p),
            body => self.table.name_at(p).filter(|n| body.squares().is_some_and(|s| s.has(n))),
        }
    }

    /// What a press at `p` picks up: the square under it (Shamrock: a leprechaun's leaf, or
    /// the cell).
    pub fn pick_at(&self, p: Point) -> Option<String> {
        match &self.body {
            Body::Meadow(_) => self.leprechaun_at(p).or_else(|| self.meadow_square_at(p)),
            _ => self.square_at(p),
        }
    }

    /// Where `token` dropped at `p` goes: the square under it (Shamrock: a leprechaun goes to
    /// the nearest leaf of the tile under it).
    pub fn drop_at(&self, p: Point, token: &str) -> Option<String> {
        match &self.body {
            Body::Meadow(_) => self.meadow_drop(p, token),
            _ => self.square_at(p),
        }
    }

    /// Where the square (Shamrock: cell or leaf) `name` is drawn.
    pub fn locate(&self, name: &str) -> Option<Point> {
        match &self.body {
            Body::Meadow(_) => self.meadow_locate(name),
            body => self.table.locate(name).filter(|_| body.squares().is_some_and(|s| s.has(name))),
        }
    }

    /// The seat to move in the position (in The Drake's opening the board says who).
    pub fn turn(&self) -> usize {
        self.table.status().to_move
    }

    /// How many seats play.
    pub fn seats(&self) -> usize {
        match &self.body {
            Body::Meadow(meadow) => meadow.players,
            _ => 2,
        }
    }

    /// What stands on the square `name`, as the palette writes it.
    pub fn piece_at(&self, name: &str) -> Option<String> {
        match &self.body {
            Body::Meadow(meadow) => shamrock::piece_at(meadow, name),
            body => body.squares()?.get(name).map(str::to_string),
        }
    }

    /// A copy of the body with its square board changed by `f`: `f` says false when the
    /// board has no such square.
    fn on_squares(&self, name: &str, f: impl FnOnce(&mut crate::game::Squares) -> bool) -> Result<Body, Reason> {
        let mut body = self.body.clone();
        let changed = body.squares_mut().is_some_and(f);
        if changed {
            Ok(body)
        } else {
            Err(no_square(name))
        }
    }

    /// Puts `token` (a palette item's) on the square `name`, replacing what stood there.
    pub fn place(&mut self, name: &str, token: &str) -> Result<(), Reason> {
        if !palette(self.kind).iter().any(|i| i.token == token) {
            return Err(Refused::NoSuchPiece.reason());
        }
        if let Body::Meadow(_) = self.body {
            return self.meadow_put(name, token);
        }
        let body = self.on_squares(name, |s| s.set(name, Some(token)))?;
        self.commit(body)
    }

    /// Takes whatever stands on `name` off the board (Shamrock: a flake, else the tile).
    pub fn remove(&mut self, name: &str) -> Result<(), Reason> {
        if let Body::Meadow(_) = self.body {
            return self.meadow_take(name);
        }
        let body = self.on_squares(name, |s| s.set(name, None))?;
        self.commit(body)
    }

    /// Moves the piece on `from` to `to`, replacing what stood there.
    pub fn shift(&mut self, from: &str, to: &str) -> Result<(), Reason> {
        if let Body::Meadow(_) = self.body {
            return self.meadow_shift(from, to);
        }
        let Some(piece) = self.piece_at(from) else { return Err(Refused::Nothing(from.into()).reason()) };
        let body = self.on_squares(to, |s| s.set(from, None) && s.set(to, Some(&piece)))?;
        self.commit(body)
    }

    /// Gives the move to `seat`.
    pub fn set_turn(&mut self, seat: usize) -> Result<(), Reason> {
        if seat >= self.seats() {
            return Err(Refused::NoSuchPiece.reason());
        }
        let mut body = self.body.clone();
        body.set_turn(seat);
        self.commit(body)
    }

    /// The Drake's phase (None for the other games).
    pub fn phase(&self) -> Option<SetupPhase> {
        match &self.body {
            Body::Drake(setup) => Some(setup.phase),
            _ => None,
        }
    }

    /// Sets The Drake's phase: the opening (the board then says who places what) or the
    /// middle game, which goes on with whoever was to move.
    pub fn set_phase(&mut self, phase: SetupPhase) -> Result<(), Reason> {
        let mut body = self.body.clone();
        let Body::Drake(setup) = &mut body else { return Err(Refused::NoSuchPiece.reason()) };
        setup.phase = phase;
        setup.turn = self.turn();
        self.commit(body)
    }

    /// Whether the board says whose turn it is (The Drake's opening), not the player.
    pub fn turn_follows_board(&self) -> bool {
        self.phase() == Some(SetupPhase::Opening)
    }

    /// In The Drake's opening, who places what next, in words.
    pub fn opening_step(&self, lang: Lang) -> Option<String> {
        let Body::Drake(setup) = &self.body else { return None };
        let game = Drake::from_setup(setup).ok().filter(|_| setup.phase == SetupPhase::Opening)?;
        let colour = self.kind.colours().get(game.to_move())?.name().get(lang).to_string();
        let word = match game.phase() {
            Phase::Leaders => EditorWord::PlacesLeader,
            Phase::Guards(_) => EditorWord::PlacesGuard,
            Phase::Middle => EditorWord::OpeningDone,
        };
        Some(word.text().fill(lang, &[colour]))
    }

    /// Whether play can start here: refused, with the reason in words, when the engine's
    /// set-up check refuses it or the game is already decided in this position (a side
    /// without its leader or pieces).
    pub fn ready(&self) -> Result<(), Reason> {
        self.start.clone()?;
        let status = self.table.status();
        match status.outcome {
            None => Ok(()),
            Some(outcome) => {
                let words = |lang| ending(&outcome, status.seats, lang);
                Err(Reason::echoing(&DECIDED, [words(Lang::En), words(Lang::Cs)]))
            }
        }
    }
}

/// A decided position, with its ending in each language (`{0}` English, `{1}` Czech).
const DECIDED: Text = crate::text!(
    "Play cannot start here: the game is already decided ({0}).",
    "Odtud se hrát nedá: hra je už rozhodnutá ({1})."
);

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_drake;
#[cfg(test)]
mod tests_shamrock;
