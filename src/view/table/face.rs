//! What the page and the embed see of a game on the table: the object-safe [`Table`] trait
//! and the plain values it takes and gives (keys, responses, looks, status, move entries).

use crate::game::{Colour, Lang, Outcome, Reason, Seat};
use crate::games::GameKind;
use crate::view::press::Pointer;
use crate::view::scene::{Point, Scene};
use crate::view::theme::ThemeName;

/// One move of the game's record, for the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub notation: String,
    /// The move in words ("Blue: Monk a1 takes c3").
    pub said: String,
    /// The seat that played it.
    pub seat: Seat,
}

/// Keys the board understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Left,
    Right,
    Up,
    Down,
    Enter,
    Escape,
    RotateClockwise,
    RotateAnticlockwise,
}

/// What an input led to, for the page around the board.
#[derive(Clone, Debug, PartialEq)]
pub enum Response {
    /// Nothing changed.
    None,
    /// Only the picture changed.
    Redraw,
    /// A move was played: its notation, the same in words, and whether it captured.
    Played { notation: String, said: String, capture: bool },
    /// The input was refused; the position is unchanged.
    Refused(Reason),
    /// A piece dropped (or clicked) where no move of it goes went back, and the game cannot
    /// name the move it attempted to say why; the position is unchanged.
    Returned,
}

/// How the board looks: language, theme, coordinates, animation (apart from the search's `ai::Settings`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Looks {
    pub lang: Lang,
    pub theme: ThemeName,
    pub coordinates: bool,
    /// Duration of a move's animation; 0 turns animation off.
    pub animation_ms: f64,
}

impl Default for Looks {
    fn default() -> Looks {
        Looks { lang: Lang::En, theme: ThemeName::Light, coordinates: true, animation_ms: 220.0 }
    }
}

/// The state of play, for the status line, buttons and result panel.
#[derive(Clone, Debug, PartialEq)]
pub struct Status {
    pub seats: &'static [Colour],
    pub to_move: Seat,
    pub outcome: Option<Outcome>,
    pub plies: usize,
}

/// Drives a game of any kind.
pub trait Table {
    fn kind(&self) -> GameKind;
    fn settings(&self) -> Looks;
    fn set_settings(&mut self, settings: Looks);
    fn resize(&mut self, width: f32, height: f32);
    /// The size the board is laid out for, in CSS pixels.
    fn size(&self) -> (f32, f32);
    fn flip(&mut self);
    fn flipped(&self) -> bool;
    fn set_flipped(&mut self, flipped: bool);
    /// Whether pointer and keyboard input may play moves (false: a view-only board).
    fn set_interactive(&mut self, interactive: bool);

    /// A mouse's (or pen's) press at `p`.
    fn pointer_down(&mut self, p: Point) -> Response {
        self.press(p, Pointer::Mouse)
    }
    /// A press at `p` by `pointer` (a finger's slop is wider and its piece rides above it,
    /// `view::press`).
    fn press(&mut self, p: Point, pointer: Pointer) -> Response;
    fn pointer_move(&mut self, p: Point) -> Response;
    fn pointer_up(&mut self, p: Point, now: f64) -> Response;
    fn pointer_cancel(&mut self) -> Response;
    fn key(&mut self, key: Key, now: f64) -> Response;
    /// The board got (or lost) the keyboard focus: the cursor shows at once, on a piece the
    /// player to move can pick up.
    fn focus(&mut self, focused: bool) -> Response;
    /// The name of the spot under the keyboard cursor, for screen readers.
    fn cursor_name(&self, lang: Lang) -> Option<String>;
    /// Turns a held piece (a Shamrock tile) by `step` variants.
    fn rotate_held(&mut self, step: i8) -> Response;

    fn scene(&self, now: f64) -> Scene;
    /// Whether a move is still animating at `now` (keep drawing frames).
    fn animating(&self, now: f64) -> bool;

    fn status(&self) -> Status;
    /// Plays a move written in the game's notation.
    fn play_notation(&mut self, text: &str, now: f64) -> Result<Response, Reason>;
    /// Plays the legal move with this index in `legal_notations`.
    fn play_index(&mut self, index: usize, now: f64) -> Result<Response, Reason>;
    fn legal_notations(&self) -> Vec<String>;
    /// Takes the last move back (the session walks its tree of moves with this and play:
    /// the table keeps no history of its own beyond the moves that lead to its position).
    fn undo(&mut self) -> bool;
    fn history(&self) -> &[String];
    /// The moves played, with who played each and the move in words.
    fn entries(&self, lang: Lang) -> Vec<Entry>;
    fn start_text(&self) -> String;
    fn position_text(&self) -> String;
    /// Shows a move (a hint) as an arrow, by its index in `legal_notations`; `None` clears.
    fn set_hint(&mut self, index: Option<usize>);
    /// Marks a lesson's goal on the board: a star on each square to reach, a sight on each
    /// piece to capture (spot names as `locate` takes them); `Goals::default()` clears.
    #[cfg(feature = "lessons")]
    fn set_goals(&mut self, goals: super::Goals);
    /// Shows a move in notation from the position on the board (live or viewed) as the hint's
    /// arrow (the analysis's best move), or from the one before it (`before`: "best was …" in
    /// place of the move shown last); `None` or a move not legal there clears.
    fn set_arrow(&mut self, notation: Option<&str>, before: bool);
    /// A result the rules do not know, drawn where theirs would be (a loss on time); `None`
    /// clears it. Returns whether the picture changed.
    fn set_ending(&mut self, ending: Option<String>) -> bool;
    /// Where the spot named `name` ("b2", "Blue stack") is drawn now.
    fn locate(&self, name: &str) -> Option<Point>;
    /// The game's name on the play screen: its board and goals where the kind's title says
    /// too little (`BoardView::title`).
    fn title(&self, lang: Lang) -> String;
    /// The status line: whose turn it is (and a reversed goal), or how the game ended.
    fn status_line(&self, lang: Lang) -> String;
}
