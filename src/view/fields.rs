//! The set-up options of a game, described so that the New game dialog can be built for any
//! game: each field has a key (as `Game::set_option` takes it), a label, and a kind.

use crate::game::Text;

#[derive(Clone, Debug, PartialEq)]
pub enum FieldKind {
    /// One of these values, each with a label; the first is the default.
    Choice(Vec<(&'static str, &'static Text)>),
    /// On or off (default off).
    Switch,
    /// A whole number; empty means the default.
    Number,
    /// A set of squares on a square board whose side is the field `size_key`, with presets
    /// (value, label); clicking squares toggles them.
    Squares { size_key: &'static str, presets: Vec<(&'static str, &'static Text)> },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    pub key: &'static str,
    pub label: &'static Text,
    pub kind: FieldKind,
}
