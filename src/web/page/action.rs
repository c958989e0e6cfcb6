//! What a person does on the page around the board, as values: the page's controls send them
//! and the page (`page/mod.rs`) carries them out, so no control module reaches into the page.

use std::rc::Rc;

#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// The address changed (a game, the home page, a shared game's link).
    Route,
    OpenNewGame,
    StartNew,
    Undo,
    Redo,
    Flip,
    Hint,
    Demo,
    ToggleLang,
    Describe,
    /// Back to the live position from the move list.
    Live,
    /// Look at the position after this many moves.
    View(usize),
    /// Step through the move list: -1 back, +1 on, or to the start / the end.
    Step(Step),
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

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    Back,
    On,
    First,
    Last,
}

/// Where actions go.
pub type Dispatch = Rc<dyn Fn(Action)>;
