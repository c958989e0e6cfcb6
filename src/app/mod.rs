//! App logic that needs no browser: the game session, saved-game text, share links, seats,
//! settings, the New game dialog, the study beside the board and what the page hands its tools, the player's own
//! variants and the workshop that makes them, lessons, the clocks
//! and live play with a friend (the `live` feature). Natively tested; the web layer carries out
//! the session's commands and moves strings between these and the DOM.

pub mod clock;
pub mod editor;
pub mod embed;
pub mod handoff;
pub mod keeper;
#[cfg(feature = "lessons")]
pub mod lesson;
pub mod library;
pub mod link;
#[cfg(feature = "live")]
pub mod live;
pub mod move_list;
pub mod new_game;
pub mod pictures;
#[cfg(feature = "puzzles")]
pub mod puzzle;
pub mod record;
pub mod seats;
pub mod session;
pub mod settings;
pub mod study;
pub mod tree;
pub mod variants;
pub mod workshop;
