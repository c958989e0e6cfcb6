//! The New game dialog's decisions: its fields (who plays each seat, whether to start afresh or
//! go on from the position on the board, whether to keep the current game beside the new one,
//! and the game's own options), which seats the chosen options make, and what the player's
//! choice starts. The dialog runs in the tools wasm (`web::new_game`), so the page's first
//! bundle carries none of the games' set-up options; the page is handed the result as a
//! position text ([`Started`], `ToPage::NewGame`), with the time control chosen for its clock.

use crate::app::clock::{TimeControl, MOST_INCREMENT, MOST_MINUTES};
use crate::app::seats::{player, Player};
use crate::game::{Colour, Reason, Text};
use crate::games::GameKind;
use crate::view::fields::{Field, FieldKind};
use crate::view::registry::{new_table, option_fields};
use crate::view::words::Word;
use serde::{Deserialize, Serialize};

/// The seats' field keys, in seat order.
pub const SEAT_KEYS: [&str; 3] = ["seat0", "seat1", "seat2"];
/// "A new game" or "Go on from here".
pub const FROM: &str = "from";
/// Keep the current game beside the new one.
pub const KEEP: &str = "keep";
/// The clock: "none", a preset ("5+3") or "custom".
pub const CLOCK: &str = "clock";
/// A custom clock's minutes and increment seconds (shown while "custom" is chosen).
pub const CLOCK_MINUTES: &str = "clock-minutes";
pub const CLOCK_INCREMENT: &str = "clock-increment";
/// The clock choice that shows the custom fields.
pub const CUSTOM: &str = "custom";

const CLOCK_LABEL: Text = crate::text!("Clock (minutes + seconds a move)", "Hodiny (minuty + sekundy za tah)");
const NO_CLOCK: Text = crate::text!("No clock", "Bez hodin");
const CUSTOM_CLOCK: Text = crate::text!("Custom", "Vlastní");
const MINUTES: Text = crate::text!("Minutes each", "Minut pro každého");
const INCREMENT: Text = crate::text!("Seconds added per move", "Sekund přidaných za tah");
const BAD_CLOCK: Text = crate::text!(
    "A clock gives each player 1 to {0} minutes and adds 0 to {1} seconds a move.",
    "Hodiny dávají každému hráči 1 až {0} minut a přidávají 0 až {1} sekund za tah."
);
/// The clock's choices: none, the presets (`TimeControl::PRESETS`, by id), custom.
const CLOCK_CHOICES: [(&str, &Text); 7] = [
    ("none", &NO_CLOCK),
    ("1+0", &crate::text!("1 + 0", "1 + 0")),
    ("3+2", &crate::text!("3 + 2", "3 + 2")),
    ("5+3", &crate::text!("5 + 3", "5 + 3")),
    ("10+5", &crate::text!("10 + 5", "10 + 5")),
    ("15+10", &crate::text!("15 + 10", "15 + 10")),
    (CUSTOM, &CUSTOM_CLOCK),
];

/// Whether `key` is the dialog's own, not one of the game's options.
fn dialog_key(key: &str) -> bool {
    SEAT_KEYS.contains(&key) || [FROM, KEEP, CLOCK, CLOCK_MINUTES, CLOCK_INCREMENT].contains(&key)
}

/// How the dialog opens: the game shown and what it knows of it.
#[derive(Clone, Debug, PartialEq)]
pub struct Opening {
    pub kind: GameKind,
    /// Who plays each seat now (the dialog's preset).
    pub seats: Vec<Player>,
    /// The game on the board has moves (or a start of its own): it may go on from there,
    /// and is kept by default.
    pub started: bool,
    /// "Go on from here" chosen at once (Play from here in the editor).
    pub from_here: bool,
}

/// What a field of the dialog is preset to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Preset {
    pub key: &'static str,
    pub value: String,
}

/// The dialog's fields for `opening`.
pub fn fields(opening: &Opening) -> Vec<Field> {
    let mut fields = Vec::new();
    if opening.started {
        let choices = vec![("start", Word::FromStart.text()), ("here", Word::FromHere.text())];
        fields.push(Field { key: FROM, label: Word::StartFrom.text(), kind: FieldKind::Choice(choices) });
    }
    fields.extend(option_fields(opening.kind));
    fields.extend(opening.kind.colours().iter().zip(SEAT_KEYS).map(|(colour, key)| Field {
        key,
        label: colour.name(),
        kind: FieldKind::Choice(Player::CHOICES.to_vec()),
    }));
    fields.push(Field { key: CLOCK, label: &CLOCK_LABEL, kind: FieldKind::Choice(CLOCK_CHOICES.to_vec()) });
    fields.push(Field { key: CLOCK_MINUTES, label: &MINUTES, kind: FieldKind::Number });
    fields.push(Field { key: CLOCK_INCREMENT, label: &INCREMENT, kind: FieldKind::Number });
    if opening.started {
        fields.push(Field { key: KEEP, label: Word::KeepCurrent.text(), kind: FieldKind::Switch });
    }
    fields
}

/// The fields' values as the dialog opens: the current players; a started game kept, and
/// gone on from where Play from here asked for it.
pub fn presets(opening: &Opening) -> Vec<Preset> {
    let mut out: Vec<Preset> = (0..opening.kind.colours().len())
        .map(|i| Preset { key: SEAT_KEYS[i], value: player(&opening.seats, i).id() })
        .collect();
    out.push(Preset { key: CLOCK_MINUTES, value: "10".into() });
    out.push(Preset { key: CLOCK_INCREMENT, value: "5".into() });
    if opening.started {
        out.push(Preset { key: KEEP, value: "on".into() });
        if opening.from_here {
            out.push(Preset { key: FROM, value: "here".into() });
        }
    }
    out
}

/// The player's choice, read from the dialog's (key, value) pairs.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    /// Go on from the position on the board with the chosen players.
    pub continue_here: bool,
    /// Start the new game in a new saved game, keeping the current one.
    pub keep_current: bool,
    pub seats: Vec<Player>,
    /// The game's own options, for `Game::set_option`.
    pub options: Vec<(String, String)>,
    /// The new game's time control (None: no clock), or why the custom one is refused.
    pub clock: Result<Option<TimeControl>, Reason>,
}

/// The time control the clock fields choose.
fn read_clock(choice: &str, minutes: &str, increment: &str) -> Result<Option<TimeControl>, Reason> {
    let bad = || Reason { text: &BAD_CLOCK, args: vec![MOST_MINUTES.to_string(), MOST_INCREMENT.to_string()] };
    match choice {
        "" | "none" => Ok(None),
        CUSTOM => {
            let number = |v: &str| v.trim().parse::<u64>().ok();
            let control = number(minutes).zip(number(increment)).and_then(|(m, i)| TimeControl::checked(m, i));
            control.map(Some).ok_or_else(bad)
        }
        id => TimeControl::from_id(id).map(Some).ok_or_else(bad),
    }
}

/// Reads the dialog's values; `seed` is the seed of a game that takes one and was not given
/// one (its random choices must differ from game to game).
pub fn read(kind: GameKind, mut values: Vec<(String, String)>, seed: u64) -> Choice {
    let mut seats = Vec::new();
    let mut continue_here = false;
    let mut keep_current = false;
    let (mut clock, mut minutes, mut increment) = (String::new(), String::new(), String::new());
    values.retain(|(k, v)| {
        if let Some(i) = SEAT_KEYS.iter().position(|s| s == k) {
            seats.resize(seats.len().max(i + 1), Player::Human);
            seats[i] = Player::from_id(v).unwrap_or_default();
            return false;
        }
        match k.as_str() {
            FROM => continue_here = v == "here",
            KEEP => keep_current = v == "on",
            CLOCK => clock = v.clone(),
            CLOCK_MINUTES => minutes = v.clone(),
            CLOCK_INCREMENT => increment = v.clone(),
            _ => return true,
        }
        false
    });
    let seeded = option_fields(kind).iter().any(|f| f.key == "seed");
    if seeded && !values.iter().any(|(k, _)| k == "seed") {
        values.push(("seed".into(), seed.to_string()));
    }
    let clock = read_clock(&clock, &minutes, &increment);
    Choice { continue_here, keep_current, seats, options: values, clock }
}

/// The seats a game with the chosen options has (Shamrock for two has no Blue seat), or None
/// while the options do not make a game.
pub fn seats_of(kind: GameKind, values: &[(String, String)]) -> Option<&'static [Colour]> {
    let options: Vec<(String, String)> = values.iter().filter(|(k, _)| !dialog_key(k)).cloned().collect();
    new_table(kind, &options).ok().map(|t| t.status().seats)
}

/// What the choice starts, for the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Started {
    /// The new game's start position, or None: the game on the board goes on.
    pub start: Option<String>,
    /// Who plays each seat, by id (`human`, `computer3`), one per seat of the game.
    pub seats: Vec<String>,
    /// Keep the current game as a saved game of its own.
    pub keep_current: bool,
    /// The new game's time control, if it is played on time.
    #[serde(default)]
    pub clock: Option<TimeControl>,
}

impl Started {
    /// The players, or None when an id does not read (a forged message).
    pub fn players(&self) -> Option<Vec<Player>> {
        self.seats.iter().map(|id| Player::from_id(id)).collect()
    }
}

/// What `choice` starts in a game of `kind`, or why its options make no game.
pub fn start(kind: GameKind, choice: Choice) -> Result<Started, Reason> {
    let ids = |seats: &[Player]| seats.iter().map(|p| p.id()).collect();
    if choice.continue_here {
        // The game goes on as it is: its clock too (the dialog hides the clock's fields).
        return Ok(Started { start: None, seats: ids(&choice.seats), keep_current: false, clock: None });
    }
    let clock = choice.clock?;
    let table = new_table(kind, &choice.options).map_err(|e| e.reason().clone())?;
    // The seats the new game has (a hidden seat's choice does not play).
    let seats: Vec<Player> = (0..table.status().seats.len()).map(|i| player(&choice.seats, i)).collect();
    Ok(Started { start: Some(table.start_text()), seats: ids(&seats), keep_current: choice.keep_current, clock })
}
