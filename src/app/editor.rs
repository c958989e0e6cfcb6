//! The position editor's decisions, natively tested: what a press, a drop, a tap, a key or a
//! control does to the position (`view::editor::Editor`) — which tool is chosen, where the
//! keyboard cursor stands, what is said. The browser (`web/editor`) reads its events into
//! [`Act`]s, measures where a pointer is on the board, and carries out the [`Command`]s.

use crate::game::Reason;
use crate::games::GameKind;
use crate::view::editor::{palette, Editor, Item, SetupPhase, Start};
use crate::view::scene::Point;

/// What the palette has chosen: a piece to put down, taking pieces off, or turning tiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Piece(usize),
    Remove,
    Rotate,
}

/// Where a press began: a piece of the palette, or a square of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum From {
    Palette(usize),
    Square(String),
}

/// The keys the board takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditKey {
    Left,
    Right,
    Up,
    Down,
    /// Enter or Space: the chosen tool on the cursor's square.
    Use,
    /// Delete or Backspace.
    Remove,
    /// R (Shift+R: back): turns the tile under the cursor.
    Turn {
        back: bool,
    },
}

impl EditKey {
    /// From a keyboard event's `key`.
    pub fn from_key(key: &str, shift: bool) -> Option<EditKey> {
        Some(match key {
            "ArrowLeft" => EditKey::Left,
            "ArrowRight" => EditKey::Right,
            "ArrowUp" => EditKey::Up,
            "ArrowDown" => EditKey::Down,
            "Enter" | " " => EditKey::Use,
            "Delete" | "Backspace" => EditKey::Remove,
            "r" | "R" => EditKey::Turn { back: shift },
            _ => return None,
        })
    }
}

/// Everything that can happen to the editor.
#[derive(Clone, Debug, PartialEq)]
pub enum Act {
    /// A button of the palette clicked (a key or assistive technology: pointers choose on
    /// the press).
    Choose(Tool),
    /// A pointer pressed on the palette or the board.
    Press(From),
    /// The press ended: dragged (past the slop) or a tap, at a point of the board (`None`: off
    /// the board).
    Release {
        from: From,
        dragged: bool,
        at: Option<Point>,
    },
    Key(EditKey),
    /// The board got the keyboard focus.
    Focus,
    /// Start again: from the game on the board, the game's start, an empty board, a text.
    Restart(Start),
    /// Starting again from the game the editor was opened on.
    RestartCurrent,
    Turn(usize),
    Phase(SetupPhase),
    Players(usize),
    Expert(bool),
}

/// What the page must do after an act.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Draw the board and refresh the controls.
    Draw,
    /// Say why a change was refused under the palette.
    Refused(Reason),
    /// Clear what was said.
    Clear,
    /// The key was used: the browser must not do its own with it.
    KeyTaken,
}

/// The editor open on the page.
pub struct Desk {
    pub editor: Editor,
    kind: GameKind,
    items: Vec<Item>,
    tool: Option<Tool>,
    cursor: Option<String>,
    /// The position text the editor was opened with (the game on the board).
    current: String,
}

impl Desk {
    /// An editor of `kind` on the position `text`, or on the game's start when `text` cannot
    /// be edited.
    pub fn open(kind: GameKind, text: &str) -> Result<Desk, Reason> {
        let editor = Editor::open(kind, Start::Text(text.into())).or_else(|_| Editor::open(kind, Start::Initial))?;
        Ok(Desk { editor, kind, items: palette(kind), tool: None, cursor: None, current: text.into() })
    }

    pub fn kind(&self) -> GameKind {
        self.kind
    }

    pub fn items(&self) -> &[Item] {
        &self.items
    }

    pub fn tool(&self) -> Option<Tool> {
        self.tool
    }

    pub fn cursor(&self) -> Option<&str> {
        self.cursor.as_deref()
    }

    /// The token a press from `from` carries when dragged.
    pub fn dragged(&self, from: &From) -> Option<String> {
        match from {
            From::Palette(i) => self.items.get(*i).map(|item| item.token.clone()),
            From::Square(name) => self.editor.piece_at(name),
        }
    }

    pub fn act(&mut self, act: Act) -> Vec<Command> {
        match act {
            Act::Choose(tool) => {
                self.tool = Some(tool);
                vec![Command::Draw]
            }
            // A pointer chooses a piece as it presses it (then drags it, or not).
            Act::Press(From::Palette(i)) => {
                self.tool = Some(Tool::Piece(i));
                vec![Command::Draw]
            }
            Act::Press(From::Square(_)) => Vec::new(),
            Act::Release { from, dragged, at } => self.release(from, dragged, at),
            Act::Key(key) => self.key(key),
            Act::Focus => {
                if self.cursor.is_none() {
                    self.cursor = self.editor.cursor_step(None, 0.0, 0.0);
                }
                vec![Command::Draw]
            }
            Act::Restart(start) => self.restart(start),
            Act::RestartCurrent => self.restart(Start::Text(self.current.clone())),
            Act::Turn(seat) => self.change(|e| e.set_turn(seat)),
            Act::Phase(phase) => self.change(|e| e.set_phase(phase)),
            Act::Players(n) => self.change(|e| e.set_players(n)),
            Act::Expert(on) => self.change(|e| e.set_expert(on)),
        }
    }

    /// A change to the position: said when refused (and then nothing changed).
    fn change(&mut self, f: impl FnOnce(&mut Editor) -> Result<(), Reason>) -> Vec<Command> {
        match f(&mut self.editor) {
            Ok(()) => vec![Command::Clear, Command::Draw],
            Err(reason) => vec![Command::Refused(reason), Command::Draw],
        }
    }

    fn restart(&mut self, start: Start) -> Vec<Command> {
        match Editor::open(self.kind, start) {
            Ok(editor) => {
                self.editor = editor;
                vec![Command::Clear, Command::Draw]
            }
            Err(reason) => vec![Command::Refused(reason), Command::Draw],
        }
    }

    /// The chosen tool on `square` (a tap, a drop of the chosen piece, Enter); with no tool, a
    /// tap turns a tile that turns.
    fn use_tool(&mut self, square: &str) -> Vec<Command> {
        let token = match self.tool {
            Some(Tool::Piece(i)) => self.items.get(i).map(|item| item.token.clone()),
            _ => None,
        };
        match (self.tool, token) {
            (Some(Tool::Piece(_)), Some(token)) => self.change(|e| e.place(square, &token)),
            (Some(Tool::Remove), _) => self.change(|e| e.remove(square)),
            (Some(Tool::Rotate), _) => self.change(|e| e.rotate(square, true)),
            (None, _) if self.editor.turns(square) => self.change(|e| e.rotate(square, true)),
            _ => vec![Command::Draw],
        }
    }

    fn release(&mut self, from: From, dragged: bool, at: Option<Point>) -> Vec<Command> {
        // What lands: what was dragged, or the chosen piece for a tap (a Shamrock leprechaun
        // lands on a leaf, anything else on the square).
        let token = if dragged { self.dragged(&from) } else { self.chosen_token() };
        let square = at.and_then(|p| match &token {
            Some(t) => self.editor.drop_at(p, t),
            None => self.editor.square_at(p),
        });
        match (from, dragged, square) {
            // A tap on the palette only chose.
            (From::Palette(_), false, _) => Vec::new(),
            (From::Palette(_), true, Some(square)) => self.use_tool(&square),
            (From::Square(from), true, Some(to)) if from != to => self.change(|e| e.shift(&from, &to)),
            // Dragged off the board: taken away.
            (From::Square(from), true, None) if at.is_none() => self.change(|e| e.remove(&from)),
            (From::Square(_), false, Some(square)) => {
                let cell = at.and_then(|p| self.editor.square_at(p));
                self.cursor = cell.or(Some(square.clone()));
                self.use_tool(&square)
            }
            _ => Vec::new(),
        }
    }

    fn chosen_token(&self) -> Option<String> {
        match self.tool {
            Some(Tool::Piece(i)) => self.items.get(i).map(|item| item.token.clone()),
            _ => None,
        }
    }

    fn key(&mut self, key: EditKey) -> Vec<Command> {
        let step = match key {
            EditKey::Left => Some((-1.0, 0.0)),
            EditKey::Right => Some((1.0, 0.0)),
            EditKey::Up => Some((0.0, -1.0)),
            EditKey::Down => Some((0.0, 1.0)),
            _ => None,
        };
        if let Some((dx, dy)) = step {
            self.cursor = self.editor.cursor_step(self.cursor.as_deref(), dx, dy);
            return vec![Command::KeyTaken, Command::Draw];
        }
        let Some(square) = self.cursor.clone() else { return Vec::new() };
        let mut out = match key {
            EditKey::Use => self.use_tool(&square),
            EditKey::Remove => self.change(|e| e.remove(&square)),
            EditKey::Turn { back } if self.editor.turns(&square) => self.change(|e| e.rotate(&square, !back)),
            _ => return Vec::new(),
        };
        out.insert(0, Command::KeyTaken);
        out
    }
}
