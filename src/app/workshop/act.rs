//! What a person does in the workshop, as values: a [`Button`] pressed (its `data-act` key and
//! `data-*` attributes are generated here, and read back here), a [`Field`] changed (by its
//! element's id), a drag of the stack editor dropped. The page reads its events into
//! [`Act`]s; what does not read is an [`Unread`] it logs, never a silent no-op.

use super::{BoardTool, Dragged, Side};
use crate::game::Lang;
use crate::games::drake::{ReadyMade, StackMode, Troop};

/// Why an event of the page did not read as an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// A `data-act` that no button has.
    Key(String),
    /// A field's id that no field has.
    Field(String),
    /// A button's `data-*` or a field's value that does not read: whose, and what it was.
    Value { of: &'static str, value: Option<String> },
}

impl std::fmt::Display for Unread {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unread::Key(key) => write!(f, "workshop: no button does “{key}”"),
            Unread::Field(id) => write!(f, "workshop: no field is “{id}”"),
            Unread::Value { of, value } => write!(f, "workshop: “{of}” does not read {value:?}"),
        }
    }
}

/// A value a button carries in a `data-*` attribute.
trait Datum: Sized {
    fn write(&self) -> String;
    fn parse(text: &str) -> Option<Self>;
}

macro_rules! parsed {
    ($($t:ty),*) => {$(
        impl Datum for $t {
            fn write(&self) -> String {
                self.to_string()
            }
            fn parse(text: &str) -> Option<Self> {
                text.parse().ok()
            }
        }
    )*};
}
parsed!(usize, i8, u8);

impl Datum for Troop {
    fn write(&self) -> String {
        self.letter().to_string()
    }
    fn parse(text: &str) -> Option<Self> {
        let mut chars = text.chars();
        let troop = Troop::from_letter(chars.next()?)?;
        chars.next().is_none().then_some(troop)
    }
}

/// The `data-{of}` of a button, read.
fn datum<T: Datum>(data: &impl Fn(&str) -> Option<String>, of: &'static str) -> Result<T, Unread> {
    let value = data(of);
    value.as_deref().and_then(T::parse).ok_or(Unread::Value { of, value })
}

/// The buttons: each one's variant, `data-act` key and the fields it carries as `data-*`.
macro_rules! buttons {
    ($($(#[$doc:meta])* $name:ident $key:literal $({ $($field:ident: $ty:ty),* })?;)*) => {
        /// A button of the workshop.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Button {
            $($(#[$doc])* $name $({ $($field: $ty),* })?,)*
        }

        impl Button {
            /// Every button's `data-act` key.
            pub const KEYS: &'static [&'static str] = &[$($key),*];

            /// Its `data-act` key.
            pub fn key(&self) -> &'static str {
                match self {
                    $(Button::$name { .. } => $key,)*
                }
            }

            /// The `data-*` attributes it carries besides `data-act`: names and values.
            pub fn data(&self) -> Vec<(&'static str, String)> {
                match self {
                    $(Button::$name $({ $($field),* })? => vec![$($((stringify!($field), Datum::write($field))),*)?],)*
                }
            }

            /// The button of a `data-act` key and its `data-*` attributes (`data` gives the
            /// value of `data-{name}`).
            pub fn read(key: &str, data: impl Fn(&str) -> Option<String>) -> Result<Button, Unread> {
                match key {
                    $($key => Ok(Button::$name $({ $($field: datum(&data, stringify!($field))?),* })?),)*
                    _ => Err(Unread::Key(key.to_string())),
                }
            }
        }
    };
}

buttons! {
    /// A tap on a cell `(dx, dy)` of a side of the troop being edited.
    Cell "cell" { side: Side, dx: i8, dy: i8 };
    /// The variant's own troop to edit (an index of its troops).
    Troop "troop" { index: usize };
    NewTroop "new-troop";
    RemoveTroop "remove-troop";
    /// An item of a stack picked by a tap (or let go, tapped again); the palette then adds
    /// to that stack.
    Item "item" { player: usize, at: usize };
    /// The picked item one place up.
    Earlier "earlier";
    Later "later";
    Remove "remove";
    /// A troop (or the bomb) of the palette put at the bottom of the stack being added to.
    Add "add" { troop: Troop };
    /// A tap on a square of the board with the tool in hand.
    Square "square" { square: u8 };
    Save "save";
    SaveNew "save-new";
    Duplicate "duplicate";
    Delete "delete";
    Share "share";
    Copy "copy";
    Play "play";
    /// The answers to the question being asked: no, yes, and the second choice it offers.
    Cancel "ask-cancel";
    Yes "ask-yes";
    Second "ask-second";
}

impl Button {
    /// What a drag that starts on this button carries: a stack's item or a palette's troop.
    pub fn dragged(&self) -> Option<Dragged> {
        match *self {
            Button::Item { player, at } => Some(Dragged::Item { player, at }),
            Button::Add { troop } => Some(Dragged::Palette(troop)),
            _ => None,
        }
    }
}

/// What the workshop may open in place of its variant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Opening {
    New,
    /// A ready-made variant, by its id.
    Ready(&'static str),
    /// A saved variant, by its number.
    Saved(u32),
    /// A variant text from a link.
    Link(String),
}

impl Opening {
    /// Its value in the Open list (a link is in no list).
    pub fn value(&self) -> Option<String> {
        match self {
            Opening::New => Some("new".into()),
            Opening::Ready(id) => Some(format!("ready:{id}")),
            Opening::Saved(n) => Some(format!("saved:{n}")),
            Opening::Link(_) => None,
        }
    }

    /// What a value of the Open list opens.
    pub fn from_value(value: &str) -> Option<Opening> {
        match value.split_once(':') {
            _ if value == "new" => Some(Opening::New),
            Some(("ready", id)) => ReadyMade::find(id).map(|r| Opening::Ready(r.id)),
            Some(("saved", n)) => n.parse().ok().map(Opening::Saved),
            _ => None,
        }
    }
}

/// The stack modes by the values of the mode list.
pub const MODES: [(StackMode, &str); 3] =
    [(StackMode::Fixed, "fixed"), (StackMode::Random, "random"), (StackMode::Drawn, "drawn")];

/// A field of the workshop (a list, a switch, a text), by its element's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Open,
    Name,
    TroopName,
    Letter,
    Mirror,
    AddTo,
    Size,
    Flags,
    ToolTerrain,
    ToolBlue,
    ToolOrange,
    Mode,
    Hidden,
    You,
    Opponent,
    /// The share link (read-only: it is selected, never changed).
    ShareLink,
}

impl Field {
    pub const ALL: [Field; 16] = [
        Field::Open,
        Field::Name,
        Field::TroopName,
        Field::Letter,
        Field::Mirror,
        Field::AddTo,
        Field::Size,
        Field::Flags,
        Field::ToolTerrain,
        Field::ToolBlue,
        Field::ToolOrange,
        Field::Mode,
        Field::Hidden,
        Field::You,
        Field::Opponent,
        Field::ShareLink,
    ];

    /// Its element's id.
    pub fn id(self) -> &'static str {
        match self {
            Field::Open => "ws-open",
            Field::Name => "ws-name",
            Field::TroopName => "ws-troop-name",
            Field::Letter => "ws-letter",
            Field::Mirror => "ws-mirror",
            Field::AddTo => "ws-add-to",
            Field::Size => "ws-size",
            Field::Flags => "ws-flags",
            Field::ToolTerrain => "ws-tool-terrain",
            Field::ToolBlue => "ws-tool-blue",
            Field::ToolOrange => "ws-tool-orange",
            Field::Mode => "ws-mode",
            Field::Hidden => "ws-hidden",
            Field::You => "ws-you",
            Field::Opponent => "ws-opponent",
            Field::ShareLink => "ws-share-link",
        }
    }

    pub fn from_id(id: &str) -> Result<Field, Unread> {
        Field::ALL.into_iter().find(|f| f.id() == id).ok_or_else(|| Unread::Field(id.to_string()))
    }

    /// What a change of the field does: its `value` (a list's, a text's) or whether it is
    /// `checked` (a switch's). None for the names, which act as they are typed ([`typed`]):
    /// leaving a name field must not redraw the workshop, or the button just pressed would be
    /// replaced under the pointer and its click lost.
    ///
    /// [`typed`]: Field::typed
    pub fn changed(self, value: &str, checked: bool) -> Result<Option<Act>, Unread> {
        let bad = || Unread::Value { of: self.id(), value: Some(value.to_string()) };
        let number = |most: usize| value.parse::<usize>().ok().filter(|&n| n <= most).ok_or_else(bad);
        let action = match self {
            Field::Open => Act::Open(Opening::from_value(value).ok_or_else(bad)?),
            Field::Name | Field::TroopName | Field::ShareLink => return Ok(None),
            Field::Letter => {
                let mut chars = value.chars();
                match (chars.next(), chars.next()) {
                    (Some(c), None) => Act::Letter(c),
                    _ => return Err(bad()),
                }
            }
            Field::Mirror => Act::Mirror(checked),
            Field::AddTo => Act::AddTo(number(1)?),
            Field::Size => Act::Size(value.parse().ok().filter(|n| (3..=8).contains(n)).ok_or_else(bad)?),
            Field::Flags => Act::Flags(checked),
            Field::ToolTerrain => Act::Tool(BoardTool::Terrain),
            Field::ToolBlue => Act::Tool(BoardTool::Flag(0)),
            Field::ToolOrange => Act::Tool(BoardTool::Flag(1)),
            Field::Mode => Act::Mode(MODES.iter().find(|m| m.1 == value).ok_or_else(bad)?.0),
            Field::Hidden => Act::Hidden(checked),
            Field::You => Act::You(number(1)?),
            Field::Opponent => Act::Opponent(number(5)? as u8),
        };
        Ok(Some(action))
    }

    /// What typing `value` into the field does: the names change as they are typed; other
    /// fields act when they change.
    pub fn typed(self, value: &str) -> Option<Act> {
        match self {
            Field::Name => Some(Act::Name(value.to_string())),
            Field::TroopName => Some(Act::TroopName(value.to_string())),
            _ => None,
        }
    }
}

/// Everything a person does in the workshop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    Press(Button),
    /// Open something in place of the variant (the Open list, or a link).
    Open(Opening),
    /// The variant's name, as typed.
    Name(String),
    /// The name of the troop being edited, as typed.
    TroopName(String),
    /// Another letter for the troop being edited.
    Letter(char),
    /// Orange's stack follows Blue's, or not.
    Mirror(bool),
    /// The stack the palette adds to (0 Blue, 1 Orange).
    AddTo(usize),
    Size(u8),
    Flags(bool),
    Tool(BoardTool),
    Mode(StackMode),
    Hidden(bool),
    /// Who the player is in the game Play starts (0 Blue, 1 Orange).
    You(usize),
    /// Who plays against them: 0 a friend, 1–5 the computer's level.
    Opponent(u8),
    /// A drag of the stack editor ended over `to` (a stack and the place it would take:
    /// before the item there, or the stack's length for its end), or nowhere.
    Drop {
        dragged: Dragged,
        to: Option<(usize, usize)>,
    },
    /// The page's language changed.
    Language(Lang),
}
