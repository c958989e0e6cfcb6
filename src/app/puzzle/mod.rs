//! Puzzles, the player's side: the set's text format (`set`), the themes' names (`theme`),
//! an attempt at one puzzle as a controller (`attempt`: events in, commands out, as
//! `app::Session`), the player's Glicko-2 rating kept in storage (`rating`, `glicko`), and
//! which puzzle comes next (`choose`: near the player's rating, by theme, the streak, the
//! puzzle of the day). The search side is `ai::puzzle`; docs/PUZZLES.md tells the whole story.

pub mod attempt;
pub mod choose;
pub mod embedded;
pub mod glicko;
pub mod profile;
pub mod screen;
pub mod set;
pub mod theme;

pub use attempt::{Attempt, Command, Event, Mode};
pub use profile::Profile;
pub use set::Puzzle;
