//! The New game dialog's decisions: its fields (who plays each seat, whether to start afresh or
//! go on from the position on the board, whether to keep the current game beside the new one,
//! and the game's own options), which seats the chosen options make, and what the player's
//! choice starts. The dialog runs in the tools wasm (`web::new_game`), so the page's first
//! bundle carries none of the games' set-up options; the page is handed the result as a
//! position text ([`Started`], `ToPage::NewGame`).

use crate::app::seats::{player, Player};
use crate::game::{Colour, Reason};
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
}

/// Reads the dialog's values; `seed` is the seed of a game that takes one and was not given
/// one (its random choices must differ from game to game).
pub fn read(kind: GameKind, mut values: Vec<(String, String)>, seed: u64) -> Choice {
    let mut seats = Vec::new();
    let mut continue_here = false;
    let mut keep_current = false;
    values.retain(|(k, v)| {
        if let Some(i) = SEAT_KEYS.iter().position(|s| s == k) {
            seats.resize(seats.len().max(i + 1), Player::Human);
            seats[i] = Player::from_id(v).unwrap_or_default();
            return false;
        }
        match k.as_str() {
            FROM => continue_here = v == "here",
            KEEP => keep_current = v == "on",
            _ => return true,
        }
        false
    });
    let seeded = option_fields(kind).iter().any(|f| f.key == "seed");
    if seeded && !values.iter().any(|(k, _)| k == "seed") {
        values.push(("seed".into(), seed.to_string()));
    }
    Choice { continue_here, keep_current, seats, options: values }
}

/// The seats a game with the chosen options has (Shamrock for two has no Blue seat), or None
/// while the options do not make a game.
pub fn seats_of(kind: GameKind, values: &[(String, String)]) -> Option<&'static [Colour]> {
    let options: Vec<(String, String)> =
        values.iter().filter(|(k, _)| !SEAT_KEYS.contains(&k.as_str()) && k != FROM && k != KEEP).cloned().collect();
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
        return Ok(Started { start: None, seats: ids(&choice.seats), keep_current: false });
    }
    let table = new_table(kind, &choice.options).map_err(|e| e.reason().clone())?;
    // The seats the new game has (a hidden seat's choice does not play).
    let seats: Vec<Player> = (0..table.status().seats.len()).map(|i| player(&choice.seats, i)).collect();
    Ok(Started { start: Some(table.start_text()), seats: ids(&seats), keep_current: choice.keep_current })
}
