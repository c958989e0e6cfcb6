//! The New game dialog's fields beyond the game's own options: who plays each seat, whether to
//! start afresh or go on from the position on the board with other players (an imported or
//! shared game against the computer), and whether to keep the current game beside the new one.

use super::form::Form;
use super::{dialogs, SharedPage};
use crate::app::library::Library;
use crate::app::seats::{player, Player};
use crate::app::session::{Event, Game};
use crate::games::GameKind;
use crate::view::fields::{Field, FieldKind};
use crate::view::registry::option_fields;
use crate::view::registry::{default_start, new_table};
use crate::view::words::Word;
use crate::web::dom::{by_id, set_text};
use crate::web::host::Host;
use crate::web::storage::LocalStore;
use wasm_bindgen::JsCast;
use web_sys::Element;
use web_sys::{HtmlInputElement, HtmlSelectElement};

const SEAT_KEYS: [&str; 3] = ["seat0", "seat1", "seat2"];
const FROM: &str = "from";
const KEEP: &str = "keep";

/// What the player chose.
pub struct Choice {
    /// Go on from the position on the board with the chosen players.
    pub continue_here: bool,
    /// Start the new game in a new saved game, keeping the current one.
    pub keep_current: bool,
    pub seats: Vec<Player>,
    /// The game's own options, for `Game::set_option`.
    pub options: Vec<(String, String)>,
}

/// The dialog's fields for a game of `kind`; `started`: the game on the board has moves.
pub fn fields(kind: GameKind, started: bool) -> Vec<Field> {
    let mut fields = Vec::new();
    if started {
        let choices = vec![("start", Word::FromStart.text()), ("here", Word::FromHere.text())];
        fields.push(Field { key: FROM, label: Word::StartFrom.text(), kind: FieldKind::Choice(choices) });
    }
    fields.extend(option_fields(kind));
    fields.extend(kind.colours().iter().zip(SEAT_KEYS).map(|(colour, key)| Field {
        key,
        label: colour.name(),
        kind: FieldKind::Choice(Player::CHOICES.to_vec()),
    }));
    if started {
        fields.push(Field { key: KEEP, label: Word::KeepCurrent.text(), kind: FieldKind::Switch });
    }
    fields
}

/// Shows the current players, and keeps a started game unless the player says otherwise.
pub fn preset(seats: &[Player], started: bool) {
    for (i, key) in SEAT_KEYS.iter().enumerate() {
        if let Some(select) = by_id::<HtmlSelectElement>(&format!("opt-{key}")) {
            select.set_value(&player(seats, i).id());
        }
    }
    if let Some(keep) = by_id::<HtmlInputElement>(&format!("opt-{KEEP}")) {
        keep.set_checked(started);
    }
}

/// Reads the dialog's values.
pub fn read(kind: GameKind, mut values: Vec<(String, String)>) -> Choice {
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
    // Random choices need a fresh seed unless the player asked for a particular one (only for
    // games that take a seed).
    let seeded = option_fields(kind).iter().any(|f| f.key == "seed");
    if seeded && !values.iter().any(|(k, _)| k == "seed") {
        let seed = (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64;
        values.push(("seed".into(), seed.to_string()));
    }
    Choice { continue_here, keep_current, seats, options: values }
}

/// Opens the dialog with the fields of the game shown, preset to its players.
pub(super) fn open(page: &SharedPage) {
    let (kind, lang) = {
        let p = page.borrow();
        (p.kind, p.lang)
    };
    let Some(container) = by_id::<Element>("new-fields") else { return };
    let host = super::host(page);
    // A game that began from a position of its own (an edited one) may go on from there too.
    let (seats, moves, own_start) = {
        let h = host.borrow();
        let table = h.session.table();
        (h.session.seats().to_vec(), table.history().len(), table.start_text() != default_start(kind))
    };
    let mut form = Form::build(&container, fields(kind, moves > 0 || own_start), lang);
    let weak = std::rc::Rc::downgrade(page);
    form.on_change(&container, move |_| {
        if let Some(page) = weak.upgrade() {
            follow_seats(&page);
        }
    });
    preset(&seats, moves > 0);
    page.borrow_mut().form = Some(form);
    follow_seats(page);
    set_text("new-error", "");
    dialogs::show("new-dialog");
}

/// Shows a seat for each seat of the game the chosen options make (Shamrock for two has no
/// Blue seat), named by its colour there.
fn follow_seats(page: &SharedPage) {
    let (kind, lang, values) = {
        let p = page.borrow();
        (p.kind, p.lang, p.form.as_ref().map(|f| f.values()).unwrap_or_default())
    };
    let options: Vec<(String, String)> =
        values.into_iter().filter(|(k, _)| !SEAT_KEYS.contains(&k.as_str()) && k != FROM && k != KEEP).collect();
    let Ok(table) = new_table(kind, &options) else { return };
    let seats = table.status().seats;
    for (i, key) in SEAT_KEYS.iter().enumerate() {
        let Some(select) = by_id::<Element>(&format!("opt-{key}")) else { continue };
        let row = select.parent_element();
        if let Some(row) = row.as_ref().and_then(|r| r.dyn_ref::<web_sys::HtmlElement>()) {
            row.set_hidden(i >= seats.len());
        }
        let label = row.and_then(|r| r.query_selector("label").ok().flatten());
        if let (Some(label), Some(colour)) = (label, seats.get(i)) {
            label.set_text_content(Some(colour.name().get(lang)));
        }
    }
}

/// Starts what the dialog says: a new game (beside the current one, if kept), or the same
/// game going on with other players.
pub(super) fn start(page: &SharedPage) {
    let (kind, lang, values) = {
        let p = page.borrow();
        (p.kind, p.lang, p.form.as_ref().map(|f| f.values()).unwrap_or_default())
    };
    let mut choice = read(kind, values);
    let host = super::host(page);
    if choice.continue_here {
        dialogs::close("new-dialog");
        Host::dispatch(&host, Event::Seats(choice.seats));
        super::remember_flip(page, &host);
        return;
    }
    match new_table(kind, &choice.options) {
        Ok(table) => {
            dialogs::close("new-dialog");
            // The seats the new game has (a hidden seat's choice does not play).
            choice.seats.truncate(table.status().seats.len());
            if choice.keep_current {
                let slot = Library::new(&LocalStore).free_slot(kind);
                page.borrow_mut().keep_slot(slot);
                Library::new(&LocalStore).remember(slot);
            }
            Host::dispatch(&host, Event::New(Game::new(table, choice.seats)));
            super::remember_flip(page, &host);
        }
        Err(e) => set_text("new-error", &e.reason().render(lang)),
    }
}
