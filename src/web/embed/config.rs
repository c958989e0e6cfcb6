//! Reading a host page's configuration object, strictly: every field has one type, and a value
//! of the wrong type is an error naming the field — never a silent default (`viewOnly: 'no'` is
//! not "yes", `ai: '99'` is not level 5, `game: 42` is not The Drake).

use super::events::Failure;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::theme::ThemeName;
use js_sys::{Array, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// What a config asks for; `None`: not given (keep what is there).
#[derive(Default)]
pub struct Config {
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
}

/// Every option a config may name (deskovna.d.ts); any other key is a mistake to report, not
/// to ignore (a string passed for a config spreads into numbered keys, a typo loses a setting).
const KNOWN: [&str; 11] =
    ["game", "variant", "position", "moves", "orientation", "viewOnly", "lang", "theme", "coordinates", "ai", "aiUrl"];

/// The longest text a field may hold (a position of the largest game is far shorter).
const LONGEST: usize = 20_000;

fn bad(field: &str, expected: &str) -> Failure {
    Failure::new("bad-config", &format!("“{field}” must be {expected}."))
}

/// The value of `key`, or None when it is missing, undefined or null. A getter that throws is
/// an error, not a crash.
fn field(config: &JsValue, key: &str) -> Result<Option<JsValue>, Failure> {
    let value = Reflect::get(config, &JsValue::from_str(key)).map_err(|_| bad(key, "readable"))?;
    Ok(Some(value).filter(|v| !v.is_undefined() && !v.is_null()))
}

fn text(config: &JsValue, key: &str) -> Result<Option<String>, Failure> {
    match field(config, key)? {
        None => Ok(None),
        Some(v) => match v.as_string() {
            Some(s) if s.len() <= LONGEST => Ok(Some(s)),
            Some(_) => Err(bad(key, "a text of reasonable length")),
            None => Err(bad(key, "a text")),
        },
    }
}

fn flag(config: &JsValue, key: &str) -> Result<Option<bool>, Failure> {
    match field(config, key)? {
        None => Ok(None),
        Some(v) => v.as_bool().map(Some).ok_or_else(|| bad(key, "true or false")),
    }
}

/// Moves: an array of texts, or one text separated by spaces or `~`.
fn moves(config: &JsValue) -> Result<Option<Vec<String>>, Failure> {
    let Some(v) = field(config, "moves")? else { return Ok(None) };
    let list: Vec<String> = if Array::is_array(&v) {
        let array = Array::from(&v);
        if array.length() as usize > LONGEST {
            return Err(bad("moves", "a list of reasonable length"));
        }
        array.iter().map(|m| m.as_string().ok_or_else(|| bad("moves", "a list of texts"))).collect::<Result<_, _>>()?
    } else {
        let s = v.as_string().ok_or_else(|| bad("moves", "a list of texts or one text"))?;
        if s.len() > LONGEST {
            return Err(bad("moves", "a text of reasonable length"));
        }
        s.split([' ', '~', '\n']).filter(|m| !m.is_empty()).map(String::from).collect()
    };
    Ok(Some(list))
}

impl Config {
    /// Reads `config`; an object is expected (undefined or null mean an empty one).
    pub fn read(config: &JsValue) -> Result<Config, Failure> {
        if config.is_undefined() || config.is_null() {
            return Ok(Config::default());
        }
        if !config.is_object() || Array::is_array(config) {
            return Err(Failure::new("bad-config", "The configuration must be an object."));
        }
        let keys = js_sys::Object::keys(config.unchecked_ref::<js_sys::Object>());
        if let Some(unknown) = keys.iter().filter_map(|k| k.as_string()).find(|k| !KNOWN.contains(&k.as_str())) {
            let shown: String = unknown.chars().take(40).collect();
            return Err(Failure::new(
                "bad-config",
                &format!("Unknown option “{shown}”; the options are {}.", KNOWN[..10].join(", ")),
            ));
        }
        let game = match text(config, "game")? {
            None => None,
            Some(id) => Some(GameKind::from_id(&id).ok_or_else(|| {
                let known: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
                let shown: String = id.chars().take(40).collect();
                Failure::new("unknown-game", &format!("Unknown game “{shown}”; use one of: {}.", known.join(", ")))
            })?),
        };
        let lang = text(config, "lang")?.map(|tag| Lang::from_tag(&tag));
        let theme = match text(config, "theme")? {
            None => None,
            Some(t) => Some(ThemeName::from_id(&t).ok_or_else(|| bad("theme", "light, dark or contrast"))?),
        };
        let ai = match field(config, "ai") {
            Ok(None) => match Reflect::has(config, &"ai".into()) {
                Ok(true) => Some(None), // ai: null switches the computer off
                _ => None,
            },
            Ok(Some(v)) => match v.as_f64() {
                Some(level) if level.fract() == 0.0 && (1.0..=5.0).contains(&level) => Some(Some(level as u8)),
                _ => return Err(bad("ai", "a level from 1 to 5, or null")),
            },
            Err(e) => return Err(e),
        };
        Ok(Config {
            game,
            variant: text(config, "variant")?,
            position: text(config, "position")?,
            moves: moves(config)?,
            orientation: text(config, "orientation")?,
            view_only: flag(config, "viewOnly")?,
            lang,
            theme,
            coordinates: flag(config, "coordinates")?,
            ai,
            ai_url: text(config, "aiUrl")?,
        })
    }

    /// Whether the config replaces the game (a new game, variant, position or moves).
    pub fn replaces_game(&self) -> bool {
        self.game.is_some() || self.variant.is_some() || self.position.is_some() || self.moves.is_some()
    }
}
