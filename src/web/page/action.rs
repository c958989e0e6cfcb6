//! What a person does on the page around the board, as values: the page's controls send them
//! and the page (`page/mod.rs`) carries them out, so no control module reaches into the page.

pub use crate::app::session::Nav;
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The address changed (a game, the home page, a shared game's link).
    Route,
    OpenNewGame,
    Undo,
    Redo,
    Flip,
    Hint,
    Demo,
    ToggleLang,
    Describe,
    /// Back to the live position from the move list.
    Live,
    /// Go to a move of the move list (its node's index).
    Go(usize),
    /// Move around the move list with the arrow keys.
    Nav(Nav),
    /// Promote the variation of the current move.
    Promote,
    /// Delete the current move and what follows it.
    DeleteMove,
    /// Comment on the current move: the comment dialog opens.
    Comment,
    /// The comment dialog's Save.
    SaveComment,
    /// Mark the current move with a glyph ("" clears it).
    Glyph(String),
    Share,
    CopyShare,
    Export,
    CopyExport,
    Download,
    Import,
    Help,
    /// Open the position editor on the position shown.
    EditPosition,
    OpenSettings,
    SettingsChanged,
    Rematch,
    NewFromResult,
    /// Open a pasted link or game text (the home page).
    OpenPasted(String),
    /// Show another saved game of this kind.
    SwitchSlot(u32),
    /// Delete the saved game shown (after the player confirmed).
    DeleteSlot,
}

/// Where actions go.
pub type Dispatch = Rc<dyn Fn(Action)>;
