//! The position editor, pure: the position a player sets up piece by piece, kept as the cells
//! of the board plus whose turn it is, and checked by the engine after every change. A change
//! the engine's position reader refuses (a third Drake, a Kopiník where it would have been
//! promoted, a square the board does not have) is refused with the engine's reason and
//! changes nothing, so the editor always holds a position the game can draw; `ready` says
//! whether play can start from it. Shamrock's hex board is kept apart (`meadow`, `shamrock`).

mod cursor;
mod grid;
mod meadow;
mod palette;
mod shamrock;
mod words;

pub use palette::{palette, Item};
pub use words::EditorWord;

use crate::game::{Game, Lang, Reason, Refusal, Text};
use crate::games::camelot::{Board, Variant};
use crate::games::drakoburg::Drakoburg;
use crate::games::GameKind;
use crate::view::board::BoardView;
use crate::view::registry::default_start;
use crate::view::scene::Point;
use crate::view::status::ending;
use crate::view::table::{Looks, Match, Table};
use grid::Grid;
use meadow::Meadow;

/// Where editing starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// A position text (the game on the board now, or one pasted).
    Text(String),
    /// The game's usual start.
    Initial,
    /// The usual board with nothing on it (Drakoburg keeps the Těžkooděnci: a side without
    /// one has lost).
    Empty,
}

/// The fields of a position text around the board.
#[derive(Clone)]
enum Frame {
    /// The board size; each side's stack is the standard stack less its troops on the board.
    Drake(usize),
    /// The variant prefix (`cam_`, `anti-river_` …) and its board.
    Camelot(String, &'static Board),
    Drakoburg,
}

/// What is set up: a square board inside its text's other fields, or Shamrock's meadow.
#[derive(Clone)]
enum Body {
    Squares(Frame, Grid),
    Meadow(Meadow),
}

/// The standard stack of rules/drake.md, top first.
const DRAKE_STACK: &str = "DCCMSWA";

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

/// The position `text` of `kind` on a table, or the engine's refusal.
fn open_table(kind: GameKind, text: &str) -> Result<Box<dyn EditTable>, Reason> {
    crate::with_game!(kind, G => match G::from_text(text) {
        Ok(game) => Ok(Box::new(Match::new(kind, game)) as Box<dyn EditTable>),
        Err(e) => Err(e.erase().reason),
    })
}

pub struct Editor {
    kind: GameKind,
    body: Body,
    turn: usize,
    /// The position as the engine read it, drawn by the game's own view.
    table: Box<dyn EditTable>,
}

fn refusal(word: EditorWord) -> Reason {
    Reason::new(word.text())
}

impl Editor {
    /// An editor for `kind` from `start`; refused when the text does not read or is a position
    /// the editor cannot set up (a Drake variant beyond a board size and mountains).
    pub fn open(kind: GameKind, start: Start) -> Result<Editor, Reason> {
        let text = match &start {
            Start::Text(t) => t.clone(),
            Start::Initial | Start::Empty => default_start(kind),
        };
        if kind == GameKind::Shamrock {
            return Self::open_meadow(&text, start == Start::Empty);
        }
        let fields: Vec<&str> = text.split('_').collect();
        let (frame, board, turn) = match kind {
            GameKind::Drake => {
                let size = fields
                    .first()
                    .and_then(|s| s.parse::<usize>().ok())
                    .ok_or_else(|| refusal(EditorWord::DrakeVariant))?;
                (Frame::Drake(size), fields.get(1), fields.get(2).map(|&t| usize::from(t == "o")))
            }
            GameKind::Camelot => {
                let named = fields.first().filter(|f| !f.contains('.') && fields.len() == 6);
                let (prefix, id) = match named {
                    Some(f) => (format!("{f}_"), f.strip_prefix("anti-").unwrap_or(f)),
                    None => (String::new(), "camelot"),
                };
                let board = Variant::from_id(id).ok_or_else(|| refusal(EditorWord::Unreadable))?.board();
                let skip = usize::from(named.is_some());
                (Frame::Camelot(prefix, board), fields.get(skip), fields.get(skip + 1).map(|&t| usize::from(t == "b")))
            }
            GameKind::Drakoburg => (Frame::Drakoburg, fields.first(), fields.get(1).map(|&t| usize::from(t == "b"))),
            GameKind::Shamrock => return Err(refusal(EditorWord::Unreadable)),
        };
        let (size, camelot) = match &frame {
            Frame::Drake(size) => (*size, None),
            Frame::Camelot(_, board) => (0, Some(*board)),
            Frame::Drakoburg => (7, None),
        };
        let grid =
            board.and_then(|b| Grid::read(kind, b, size, camelot)).ok_or_else(|| refusal(EditorWord::Unreadable))?;
        let mut grid = grid;
        if start == Start::Empty {
            grid.clear(|p| p == "x" || p == "T" || (kind == GameKind::Drakoburg && p.eq_ignore_ascii_case("t")));
        }
        let body = Body::Squares(frame, grid);
        let mut table = open_table(kind, &Self::compose(&body, turn.unwrap_or(0)))?;
        table.set_interactive(false);
        Ok(Editor { kind, body, turn: turn.unwrap_or(0), table })
    }

    fn compose(body: &Body, turn: usize) -> String {
        let (frame, grid) = match body {
            Body::Squares(frame, grid) => (frame, grid),
            Body::Meadow(meadow) => return meadow.write(turn),
        };
        let board = grid.write();
        match frame {
            Frame::Drake(size) => {
                let stack = |side: char| {
                    let mut stack = DRAKE_STACK.to_string();
                    for piece in grid.pieces().filter(|p| p.starts_with(side)) {
                        let letter = piece[1..].to_ascii_uppercase();
                        if let Some(i) = stack.find(letter.as_str()) {
                            stack.remove(i);
                        }
                    }
                    if stack.is_empty() {
                        "-".to_string()
                    } else {
                        stack
                    }
                };
                let side = if turn == 1 { "o" } else { "b" };
                format!("{size}_{board}_{side}_M_{}_{}_0", stack('b'), stack('o'))
            }
            Frame::Camelot(prefix, _) => format!("{prefix}{board}_{}_00_-_0", if turn == 1 { "b" } else { "w" }),
            Frame::Drakoburg => {
                format!("{board}_{}_0", if turn == 1 { "b" } else { "w" })
            }
        }
    }

    /// Tries `body` with `turn` to move: kept if the engine reads it.
    fn commit(&mut self, body: Body, turn: usize) -> Result<(), Reason> {
        let text = Self::compose(&body, turn);
        let mut table = open_table(self.kind, &text)?;
        let (w, h) = self.table.size();
        table.resize(w, h);
        table.set_settings(self.table.settings());
        table.set_flipped(self.table.flipped());
        table.set_interactive(false);
        self.body = body;
        self.turn = turn;
        self.table = table;
        Ok(())
    }

    pub fn kind(&self) -> GameKind {
        self.kind
    }

    /// The position text of what is set up.
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

    /// A copy of the square board being set up, to change (None for Shamrock's meadow).
    fn square_board(&self) -> Option<(Frame, Grid)> {
        match &self.body {
            Body::Squares(frame, grid) => Some((frame.clone(), grid.clone())),
            Body::Meadow(_) => None,
        }
    }

    /// Whether the board has the square (Shamrock: the cell or leaf) `name`.
    pub fn has_square(&self, name: &str) -> bool {
        match &self.body {
            Body::Squares(_, grid) => grid.has(name),
            Body::Meadow(_) => self.meadow_place(name).is_some(),
        }
    }

    /// The square (Shamrock: the cell) drawn under `p`, if any.
    pub fn square_at(&self, p: Point) -> Option<String> {
        match &self.body {
            Body::Squares(_, grid) => self.table.name_at(p).filter(|n| grid.has(n)),
            Body::Meadow(_) => self.meadow_square_at(p),
        }
    }

    /// What a press at `p` picks up: the square under it (Shamrock: a leprechaun's leaf, or
    /// the cell).
    pub fn pick_at(&self, p: Point) -> Option<String> {
        match &self.body {
            Body::Squares(..) => self.square_at(p),
            Body::Meadow(_) => self.leprechaun_at(p).or_else(|| self.meadow_square_at(p)),
        }
    }

    /// Where `token` dropped at `p` goes: the square under it (Shamrock: a leprechaun goes to
    /// the nearest leaf of the tile under it).
    pub fn drop_at(&self, p: Point, token: &str) -> Option<String> {
        match &self.body {
            Body::Squares(..) => self.square_at(p),
            Body::Meadow(_) => self.meadow_drop(p, token),
        }
    }

    /// Where the square (Shamrock: cell or leaf) `name` is drawn.
    pub fn locate(&self, name: &str) -> Option<Point> {
        match &self.body {
            Body::Squares(_, grid) => self.table.locate(name).filter(|_| grid.has(name)),
            Body::Meadow(_) => self.meadow_locate(name),
        }
    }

    /// The seat to move.
    pub fn turn(&self) -> usize {
        self.turn
    }

    /// How many seats play.
    pub fn seats(&self) -> usize {
        match &self.body {
            Body::Squares(..) => 2,
            Body::Meadow(meadow) => meadow.players,
        }
    }

    /// What stands on the square `name`, as the palette writes it.
    pub fn piece_at(&self, name: &str) -> Option<String> {
        match &self.body {
            Body::Squares(_, grid) => grid.get(name).map(str::to_string),
            Body::Meadow(meadow) => shamrock::piece_at(meadow, name),
        }
    }

    /// Puts `token` (a palette item's) on the square `name`, replacing what stood there.
    pub fn place(&mut self, name: &str, token: &str) -> Result<(), Reason> {
        if !palette(self.kind).iter().any(|i| i.token == token) {
            return Err(refusal(EditorWord::NoSuchPiece));
        }
        let Some((frame, mut grid)) = self.square_board() else { return self.meadow_put(name, token) };
        if !grid.set(name, Some(token)) {
            return Err(Reason::echoing(EditorWord::NoSquare.text(), [name.to_string()]));
        }
        self.commit(Body::Squares(frame, grid), self.turn)
    }

    /// Takes whatever stands on `name` off the board (Shamrock: a flake, else the tile).
    pub fn remove(&mut self, name: &str) -> Result<(), Reason> {
        let Some((frame, mut grid)) = self.square_board() else { return self.meadow_take(name) };
        if !grid.set(name, None) {
            return Err(Reason::echoing(EditorWord::NoSquare.text(), [name.to_string()]));
        }
        self.commit(Body::Squares(frame, grid), self.turn)
    }

    /// Moves the piece on `from` to `to`, replacing what stood there.
    pub fn shift(&mut self, from: &str, to: &str) -> Result<(), Reason> {
        let Some((frame, mut grid)) = self.square_board() else { return self.meadow_shift(from, to) };
        let Some(piece) = grid.get(from).map(str::to_string) else {
            return Err(Reason::echoing(EditorWord::Nothing.text(), [from.to_string()]));
        };
        grid.set(from, None);
        if !grid.set(to, Some(&piece)) {
            return Err(Reason::echoing(EditorWord::NoSquare.text(), [to.to_string()]));
        }
        self.commit(Body::Squares(frame, grid), self.turn)
    }

    /// Gives the move to `seat`.
    pub fn set_turn(&mut self, seat: usize) -> Result<(), Reason> {
        if seat >= self.seats() {
            return Err(refusal(EditorWord::NoSuchPiece));
        }
        self.commit(self.body.clone(), seat)
    }

    /// Whether play can start here: refused, with the reason in words, when the game is
    /// already decided in this position (a side without its leader or pieces).
    pub fn ready(&self) -> Result<(), Reason> {
        if self.kind == GameKind::Drakoburg {
            if let Ok(game) = Drakoburg::from_text(&self.text()) {
                game.check_setup().map_err(|r| r.reason())?;
            }
        }
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
const DECIDED: Text = Text {
    en: "Play cannot start here: the game is already decided ({0}).",
    cs: "Odtud se hrát nedá: hra je už rozhodnutá ({1}).",
};

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_shamrock;
