//! The New game dialog: drawn and read by the tools wasm (`web::new_game`, its decisions in
//! `app::new_game`), so the page's first bundle carries none of the games' set-up options.
//! The page hands it the game shown and starts what it chose: a new game from its start
//! position (beside the current one, if kept), or the same game going on with other players.

use super::{notice, tools, SharedPage};
use crate::app::clock::Clock;
use crate::app::handoff::{Started, ToTools};
use crate::app::library::Library;
use crate::app::session::{Event, Game};
use crate::view::registry::{default_start, open_table};
use crate::view::words::Word;
use crate::web::dom::by_id;
use crate::web::host::Host;
use crate::web::storage::LocalStore;
use web_sys::Element;

/// Opens the dialog for the game shown, preset to its players; `from_here`: preset to go on
/// from the position on the board (Play from here in the editor).
pub(super) fn open(page: &SharedPage, from_here: bool) {
    let (kind, lang) = {
        let p = page.borrow();
        (p.kind, p.lang)
    };
    let Some(place) = by_id::<Element>("new-fields") else { return };
    let host = super::host(page);
    // A game that began from a position of its own (an edited one) may go on from there too.
    let (seats, started) = {
        let h = host.borrow();
        let table = h.session.table();
        let seats = h.session.seats().iter().map(|p| p.id()).collect();
        (seats, !table.history().is_empty() || table.start_text() != default_start(kind))
    };
    let message = ToTools::NewGame { game: kind, lang, seats, started, from_here };
    tools::call(message, Some(place), move || notice(Word::ToolsFailed.get(lang)));
}

/// Starts what the dialog chose.
pub(super) fn take(page: &SharedPage, started: Started) {
    let Some(seats) = started.players() else { return };
    let (kind, lang) = {
        let p = page.borrow();
        (p.kind, p.lang)
    };
    let host = super::host(page);
    let Some(start) = started.start else {
        Host::dispatch(&host, Event::Seats(seats));
        super::remember_flip(page, &host);
        return;
    };
    match open_table(kind, &start, &[]) {
        Ok(table) => {
            if started.keep_current {
                let slot = Library::new(&LocalStore).free_slot(kind);
                page.borrow_mut().keep_slot(slot);
                Library::new(&LocalStore).remember(slot);
            }
            let clock = started.clock.map(|c| Clock::new(c, table.status().seats.len()));
            Host::dispatch(&host, Event::New(Game { clock, ..Game::new(table, seats) }));
            super::remember_flip(page, &host);
        }
        Err(e) => super::say_rare(lang, move || notice(&e.reason().render(lang))),
    }
}
