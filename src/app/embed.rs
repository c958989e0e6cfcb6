//! The embedding API's messages, typed: what the host page gives and what it is given back,
//! both crossing to JavaScript through serde (serde-wasm-bindgen in the browser, the same
//! derives natively; `tests/embed_options.rs`, `tests/embed_wire.rs`).
//!
//! The options are read strictly: the host page's object comes in as [`Raw`] values by key,
//! and every option has one type — a value of the wrong type, or a key no option has, is a
//! [`Failure`] naming it in words, never a silent default (`viewOnly: 'no'` is not "yes",
//! `ai: '99'` is not level 5, `game: 42` is not The Drake). The answers are [`Answer`]s and the
//! events' details [`MoveDetail`] and [`EndDetail`], in deskovna.d.ts's shapes.

use crate::game::{Colour, Lang, Outcome};
use crate::games::GameKind;
use crate::view::theme::ThemeName;
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// An error for the host page: a code from deskovna.d.ts and a sentence for people
/// (`{ code, message }`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Failure {
    pub code: &'static str,
    pub message: String,
}

/// The longest message the page is given (a huge bad input is not echoed whole).
const LONGEST_MESSAGE: usize = 300;

impl Failure {
    pub fn new(code: &'static str, message: &str) -> Failure {
        let mut cut: String = message.chars().take(LONGEST_MESSAGE).collect();
        if cut.len() < message.len() {
            cut.push('…');
        }
        Failure { code, message: cut }
    }
}

/// A value of the host page's object, as JavaScript gives it.
#[derive(Clone, Debug, PartialEq)]
pub enum Raw {
    /// Missing, or `undefined`.
    Absent,
    Null,
    Text(String),
    Number(f64),
    Bool(bool),
    /// An array: its items, read up to one more than [`LONGEST`] (enough to refuse it).
    List(Vec<Raw>),
    /// Anything else: an object, a function.
    Other,
    /// Its getter threw.
    Unreadable,
}

/// A value read through serde: its type, no more. `null` is [`Raw::Null`] (the browser's
/// reader tells `undefined` apart before); a list is read one level deep (a list in it, an
/// object anywhere, is [`Raw::Other`]) and keeps up to one more than [`LONGEST`] items, enough
/// to refuse it.
impl<'de> Deserialize<'de> for Raw {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Raw, D::Error> {
        d.deserialize_any(Reader { outer: true })
    }
}

struct Reader {
    outer: bool,
}

impl<'de> DeserializeSeed<'de> for Reader {
    type Value = Raw;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Raw, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Reader {
    type Value = Raw;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("the value of an option")
    }

    fn visit_unit<E: de::Error>(self) -> Result<Raw, E> {
        Ok(Raw::Null)
    }

    fn visit_none<E: de::Error>(self) -> Result<Raw, E> {
        Ok(Raw::Null)
    }

    fn visit_bool<E: de::Error>(self, b: bool) -> Result<Raw, E> {
        Ok(Raw::Bool(b))
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<Raw, E> {
        Ok(Raw::Number(n as f64))
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<Raw, E> {
        Ok(Raw::Number(n as f64))
    }

    fn visit_f64<E: de::Error>(self, n: f64) -> Result<Raw, E> {
        Ok(Raw::Number(n))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<Raw, E> {
        Ok(Raw::Text(s.to_string()))
    }

    fn visit_string<E: de::Error>(self, s: String) -> Result<Raw, E> {
        Ok(Raw::Text(s))
    }

    fn visit_bytes<E: de::Error>(self, _: &[u8]) -> Result<Raw, E> {
        Ok(Raw::Other)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Raw, A::Error> {
        if !self.outer {
            while seq.next_element::<IgnoredAny>()?.is_some() {}
            return Ok(Raw::Other);
        }
        let mut items = Vec::new();
        while let Some(item) = seq.next_element_seed(Reader { outer: false })? {
            if items.len() <= LONGEST {
                items.push(item);
            }
        }
        Ok(Raw::List(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Raw, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(Raw::Other)
    }
}

/// The longest text an option may hold, and the most moves (a position of the largest game is
/// far shorter).
pub const LONGEST: usize = 20_000;

/// Every option a config may name (deskovna.d.ts); any other key is a mistake to report, not
/// to ignore (a string passed for a config spreads into numbered keys, a typo loses a setting).
pub const KNOWN: [&str; 12] = [
    "game",
    "variant",
    "position",
    "moves",
    "orientation",
    "viewOnly",
    "lang",
    "theme",
    "coordinates",
    "ai",
    "puzzle",
    "aiUrl",
];

/// The options named to people when a key is unknown (all but `aiUrl`, which embed.js sets).
const LISTED: usize = KNOWN.len() - 1;

/// What a config asks for; `None`: not given (keep what is there).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Options {
    pub game: Option<GameKind>,
    /// A variant for a new game (The Drake's variant text or a ready-made id, Camelot's
    /// variant): the game's `variant` option.
    pub variant: Option<String>,
    pub position: Option<String>,
    pub moves: Option<Vec<String>>,
    pub orientation: Option<String>,
    pub view_only: Option<bool>,
    pub lang: Option<Lang>,
    pub theme: Option<ThemeName>,
    pub coordinates: Option<bool>,
    /// `Some(None)`: no computer opponent.
    pub ai: Option<Option<u8>>,
    pub ai_url: Option<String>,
    /// A puzzle to show, `"game:id"` (`app::puzzle::embedded` reads it once its set is loaded).
    pub puzzle: Option<String>,
}

fn bad(field: &str, expected: &str) -> Failure {
    Failure::new("bad-config", &format!("“{field}” must be {expected}."))
}

/// At most 40 characters of what the page gave, to say it back.
fn shown(text: &str) -> String {
    text.chars().take(40).collect()
}

/// The object's own keys and a reader of its values.
struct Object<'a, F: Fn(&str) -> Raw> {
    keys: &'a [String],
    get: F,
}

impl<F: Fn(&str) -> Raw> Object<'_, F> {
    /// The value of `key`, or None when it is missing, undefined or null.
    fn field(&self, key: &str) -> Result<Option<Raw>, Failure> {
        match (self.get)(key) {
            Raw::Absent | Raw::Null => Ok(None),
            Raw::Unreadable => Err(bad(key, "readable")),
            value => Ok(Some(value)),
        }
    }

    fn text(&self, key: &str) -> Result<Option<String>, Failure> {
        match self.field(key)? {
            None => Ok(None),
            Some(Raw::Text(s)) if s.len() <= LONGEST => Ok(Some(s)),
            Some(Raw::Text(_)) => Err(bad(key, "a text of reasonable length")),
            Some(_) => Err(bad(key, "a text")),
        }
    }

    fn flag(&self, key: &str) -> Result<Option<bool>, Failure> {
        match self.field(key)? {
            None => Ok(None),
            Some(Raw::Bool(b)) => Ok(Some(b)),
            Some(_) => Err(bad(key, "true or false")),
        }
    }

    /// Moves: an array of texts, or one text separated by spaces, `~` or new lines.
    fn moves(&self) -> Result<Option<Vec<String>>, Failure> {
        let list = match self.field("moves")? {
            None => return Ok(None),
            Some(Raw::List(items)) if items.len() > LONGEST => return Err(bad("moves", "a list of reasonable length")),
            Some(Raw::List(items)) => items
                .into_iter()
                .map(|m| match m {
                    Raw::Text(m) => Ok(m),
                    _ => Err(bad("moves", "a list of texts")),
                })
                .collect::<Result<_, _>>()?,
            Some(Raw::Text(s)) if s.len() > LONGEST => return Err(bad("moves", "a text of reasonable length")),
            Some(Raw::Text(s)) => s.split([' ', '~', '\n']).filter(|m| !m.is_empty()).map(String::from).collect(),
            Some(_) => return Err(bad("moves", "a list of texts or one text")),
        };
        Ok(Some(list))
    }

    fn game(&self) -> Result<Option<GameKind>, Failure> {
        let Some(id) = self.text("game")? else { return Ok(None) };
        GameKind::from_id(&id).map(Some).ok_or_else(|| {
            let known: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
            Failure::new("unknown-game", &format!("Unknown game “{}”; use one of: {}.", shown(&id), known.join(", ")))
        })
    }

    fn theme(&self) -> Result<Option<ThemeName>, Failure> {
        let Some(t) = self.text("theme")? else { return Ok(None) };
        ThemeName::from_id(&t).map(Some).ok_or_else(|| bad("theme", "light, dark or contrast"))
    }

    /// The computer's level; `ai: null` (or named and undefined) switches the computer off.
    fn ai(&self) -> Result<Option<Option<u8>>, Failure> {
        match self.field("ai")? {
            None if (self.get)("ai") == Raw::Null || self.keys.iter().any(|k| k == "ai") => Ok(Some(None)),
            None => Ok(None),
            Some(Raw::Number(level)) if level.fract() == 0.0 && (1.0..=5.0).contains(&level) => {
                Ok(Some(Some(level as u8)))
            }
            Some(_) => Err(bad("ai", "a level from 1 to 5, or null")),
        }
    }
}

impl Options {
    /// Reads the host page's object: its own `keys` and the value of each (`get`); the first
    /// unknown key or wrong value refuses the whole object.
    pub fn read(keys: &[String], get: impl Fn(&str) -> Raw) -> Result<Options, Failure> {
        if let Some(unknown) = keys.iter().find(|k| !KNOWN.contains(&k.as_str())) {
            return Err(Failure::new(
                "bad-config",
                &format!("Unknown option “{}”; the options are {}.", shown(unknown), KNOWN[..LISTED].join(", ")),
            ));
        }
        let o = Object { keys, get };
        Ok(Options {
            game: o.game()?,
            lang: o.text("lang")?.map(|tag| Lang::from_tag(&tag)),
            theme: o.theme()?,
            ai: o.ai()?,
            variant: o.text("variant")?,
            position: o.text("position")?,
            moves: o.moves()?,
            orientation: o.text("orientation")?,
            view_only: o.flag("viewOnly")?,
            coordinates: o.flag("coordinates")?,
            ai_url: o.text("aiUrl")?,
            puzzle: o.text("puzzle")?,
        })
    }

    /// Whether the options replace the game (a new game, variant, position or moves).
    pub fn replaces_game(&self) -> bool {
        self.game.is_some() || self.variant.is_some() || self.position.is_some() || self.moves.is_some()
    }
}

/// What a call answers the host page (deskovna.d.ts `Result` and `PlayResult`).
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// `{ ok: true }`.
    Done,
    /// `{ ok: true, move, said }`: the move played, in notation and in words.
    Played { notation: String, said: String },
    /// `{ ok: false, error: { code, message } }`.
    Failed(Failure),
}

impl Serialize for Answer {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let fields = match self {
            Answer::Done => 1,
            Answer::Played { .. } => 3,
            Answer::Failed(_) => 2,
        };
        let mut s = serializer.serialize_struct("Answer", fields)?;
        s.serialize_field("ok", &!matches!(self, Answer::Failed(_)))?;
        match self {
            Answer::Done => {}
            Answer::Played { notation, said } => {
                s.serialize_field("move", notation)?;
                s.serialize_field("said", said)?;
            }
            Answer::Failed(failure) => s.serialize_field("error", failure)?,
        }
        s.end()
    }
}

/// The detail of `deskovna:move` (deskovna.d.ts `MoveEvent`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MoveDetail {
    /// The move in notation.
    #[serde(rename = "move")]
    pub notation: String,
    /// The move in words.
    pub said: String,
    /// The position after it, in the game's text.
    pub position: String,
    /// Every move played, in notation.
    pub history: Vec<String>,
}

/// The detail of `deskovna:end` (deskovna.d.ts `EndEvent`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EndDetail {
    /// The winners' colours joined by `+` (`white`, `blue+orange`), or `draw`.
    pub result: String,
    /// How the game ended, in words.
    pub reason: String,
    /// The end as the board says it.
    pub text: String,
}

impl EndDetail {
    /// The end `outcome` of a game whose seats have these colours, said as `text`.
    pub fn new(outcome: &Outcome, seats: &[Colour], lang: Lang, text: &str) -> EndDetail {
        let winners: Vec<&str> = outcome.winners().filter_map(|s| seats.get(s)).map(|c| c.id()).collect();
        EndDetail {
            result: if winners.is_empty() { "draw".to_string() } else { winners.join("+") },
            reason: outcome.reason.text().get(lang).to_string(),
            text: text.to_string(),
        }
    }
}
