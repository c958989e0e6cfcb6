//! Playing against the computer in the app: the seats' players, asking the worker for a move
//! when a computer seat is to move, hints, the demo (computer against computer), and taking
//! back a move against the computer.

use super::app::{tr, App, SharedApp};
use super::computer::{later, Purpose};
use super::dom::{by_id, set_text, window};
use super::host::Host;
use crate::app::seats::{player, Player};
use crate::game::Text;
use crate::games::GameKind;
use crate::view::fields::{Field, FieldKind};
use web_sys::HtmlSelectElement;

const SEAT_KEYS: [&str; 3] = ["seat0", "seat1", "seat2"];
/// The level of hints and of the demo.
const HINT_LEVEL: u8 = 3;
const DEMO_LEVEL: u8 = 3;
/// A placeholder request id while the computer waits for the last move's animation to end.
const WAITING: u32 = 0;

const HINT: Text = Text { en: "Hint: {0}", cs: "Nápověda: {0}" };
const FAILED: Text = Text { en: "The computer could not move: {0}", cs: "Počítač nemohl táhnout: {0}" };

/// The New game dialog's choice of player for each seat.
pub fn seat_fields(kind: GameKind) -> Vec<Field> {
    kind.seat_colours()
        .iter()
        .zip(SEAT_KEYS)
        .map(|(colour, key)| Field { key, label: colour.name(), kind: FieldKind::Choice(Player::CHOICES.to_vec()) })
        .collect()
}

/// Shows the current seats in the dialog.
pub fn preset_seats(seats: &[Player]) {
    for (i, key) in SEAT_KEYS.iter().enumerate() {
        if let Some(select) = by_id::<HtmlSelectElement>(&format!("opt-{key}")) {
            select.set_value(&player(seats, i).id());
        }
    }
}

/// Takes the seat choices out of the dialog's values (the rest are the game's options).
pub fn take_seats(values: &mut Vec<(String, String)>) -> Vec<Player> {
    let mut seats = Vec::new();
    values.retain(|(k, v)| match SEAT_KEYS.iter().position(|s| s == k) {
        Some(i) => {
            seats.resize(seats.len().max(i + 1), Player::Human);
            seats[i] = Player::from_id(v).unwrap_or_default();
            false
        }
        None => true,
    });
    seats
}

pub fn all_computer(seats: &[Player], n: usize) -> bool {
    n > 0 && (0..n).all(|i| player(seats, i) != Player::Human)
}

/// Stops any search and forgets what it was for.
pub fn stop(app: &SharedApp) {
    let mut a = app.borrow_mut();
    a.computer.cancel();
    a.thinking = None;
}

/// After every change of the game: if a computer seat is to move, it starts thinking once the
/// last move has finished animating.
pub fn next(app: &SharedApp) {
    let (level, plies, delay) = {
        let mut a = app.borrow_mut();
        if a.computer.busy() == Some(Purpose::Move) || a.thinking == Some(WAITING) {
            a.computer.cancel();
        }
        a.thinking = None;
        let h = a.host.borrow();
        let status = h.table.status();
        let level = match player(&a.seats, status.to_move) {
            Player::Computer(level) if status.outcome.is_none() && status.viewing.is_none() => level,
            _ => return,
        };
        let delay = h.table.settings().animation_ms + 150.0;
        drop(h);
        a.thinking = Some(WAITING);
        (level, status.plies, delay)
    };
    App::refresh(app);
    let app = app.clone();
    later(delay, move || {
        let request = {
            let a = app.borrow();
            let h = a.host.borrow();
            let same = a.thinking == Some(WAITING) && h.table.history().len() == plies;
            same.then(|| (a.kind, h.table.start_text(), h.table.history().to_vec()))
        };
        let Some((kind, start, moves)) = request else { return };
        let id = app.borrow_mut().computer.ask(Purpose::Move, kind.id(), &start, &moves, level);
        app.borrow_mut().thinking = id;
        App::refresh(&app);
    });
}

/// A reply from the worker.
pub fn reply(app: &SharedApp, id: u32, purpose: Purpose, result: Result<Option<String>, String>) {
    let lang = app.borrow().lang;
    match purpose {
        Purpose::Move => {
            if app.borrow().thinking != Some(id) {
                return;
            }
            app.borrow_mut().thinking = None;
            match result {
                Ok(Some(notation)) => {
                    let host = app.borrow().host.clone();
                    let now = window().performance().map(|p| p.now()).unwrap_or(0.0);
                    let played = host.borrow_mut().table.play_notation(&notation, now);
                    match played {
                        Ok(response) => {
                            Host::redraw(&host);
                            App::after(app, &response);
                        }
                        Err(reason) => App::notice(&FAILED.fill(lang, &[reason.render(lang)])),
                    }
                }
                Ok(None) => App::refresh(app),
                Err(e) => App::notice(&FAILED.fill(lang, &[e])),
            }
        }
        Purpose::Hint => {
            let Ok(Some(notation)) = result else { return };
            let host = app.borrow().host.clone();
            let index = host.borrow().table.legal_notations().iter().position(|m| *m == notation);
            host.borrow_mut().table.set_hint(index);
            Host::redraw(&host);
            set_text("announce", &HINT.fill(lang, &[notation]));
        }
    }
}

/// Asks the computer for the best move of the player to move, drawn as an arrow.
pub fn hint(app: &SharedApp) {
    let request = {
        let a = app.borrow();
        let h = a.host.borrow();
        let status = h.table.status();
        let free = a.thinking.is_none() && status.outcome.is_none() && status.viewing.is_none();
        free.then(|| (a.kind, h.table.start_text(), h.table.history().to_vec()))
    };
    if let Some((kind, start, moves)) = request {
        app.borrow_mut().computer.ask(Purpose::Hint, kind.id(), &start, &moves, HINT_LEVEL);
    }
}

/// Takes back the last move; against the computer, back to the last move of a person.
pub fn take_back(app: &SharedApp) {
    stop(app);
    let host = app.borrow().host.clone();
    if !host.borrow_mut().table.undo() {
        return;
    }
    let seats = app.borrow().seats.clone();
    loop {
        let status = host.borrow().table.status();
        let someone = (0..status.seats.len()).any(|i| player(&seats, i) == Player::Human);
        let computer_to_move = player(&seats, status.to_move) != Player::Human;
        if !(someone && computer_to_move && status.can_undo && host.borrow_mut().table.undo()) {
            break;
        }
    }
    App::changed(app);
}

/// The demo: every seat played by the computer, or back to people.
pub fn toggle_demo(app: &SharedApp) {
    {
        let mut a = app.borrow_mut();
        let n = a.host.borrow().table.status().seats.len();
        a.seats = if all_computer(&a.seats, n) { Vec::new() } else { vec![Player::Computer(DEMO_LEVEL); n] };
    }
    stop(app);
    App::changed(app);
    let lang = app.borrow().lang;
    set_text("announce", &tr("demo", lang));
}
