//! The game's clocks under the status line: each seat's time left (`app::clock::shown`), the
//! running one marked and low time highlighted. While a clock runs the page ticks every 100 ms
//! (a chain of timeouts that ends when the clock stops, so nothing runs for a game without
//! one): each tick shows the times and tells the session ([`Event::Tick`]), which ends the game
//! when a flag falls. The times are `role="timer"` (not read out as they change); screen
//! readers are told once when a seat's time gets low, and the end as every end is.

use super::SharedPage;
use crate::app::clock::{shown, Clock};
use crate::app::session::{Event, Session};
use crate::game::{Text, MAX_SEATS};
use crate::web::dom::{by_id, later, now, set_hidden, set_text};
use crate::web::host::{Host, SharedHost};
use std::rc::Rc;
use web_sys::Element;

/// Each seat's clock, its name and its time (index.html).
const IDS: [[&str; 3]; MAX_SEATS] = [
    ["clock-0", "clock-0-seat", "clock-0-time"],
    ["clock-1", "clock-1-seat", "clock-1-time"],
    ["clock-2", "clock-2-seat", "clock-2-time"],
];
const LOW: Text = crate::text!("{0}: {1} left", "{0}: zbývá {1}");

/// What the page keeps of its clocks' ticking.
#[derive(Default)]
pub(super) struct Ticker {
    ticking: bool,
    /// The seats told their time is low (until an increment lifts it again).
    warned: [bool; MAX_SEATS],
}

/// The wall-clock time (ms since 1970) at which the page's `now` was 0: what a saved clock is
/// measured against, so that a reload charges the time that passed.
pub(super) fn origin() -> f64 {
    js_sys::Date::now() - now()
}

/// A clock saved beside the game (`Library::clock`) for a game of `seats` seats.
pub(super) fn restored(text: Option<String>, seats: usize) -> Option<Clock> {
    Clock::from_text(&text?, seats, origin())
}

/// Shows the clocks of the game on the board, and ticks while one runs.
pub(super) fn follow(page: &SharedPage, host: &SharedHost) {
    let running = show(page, host);
    if running && !std::mem::replace(&mut page.borrow_mut().ticker.ticking, true) {
        tick_later(page, host);
    }
}

fn tick_later(page: &SharedPage, host: &SharedHost) {
    let (page, host) = (Rc::downgrade(page), Rc::downgrade(host));
    later(100.0, move || {
        let (Some(page), Some(host)) = (page.upgrade(), host.upgrade()) else { return };
        // A flag may fall: the session decides, and the page refreshes if it did.
        Host::dispatch(&host, Event::Tick);
        if show(&page, &host) {
            tick_later(&page, &host);
        } else {
            page.borrow_mut().ticker.ticking = false;
        }
    });
}

/// Shows each seat's time; whether a clock runs.
fn show(page: &SharedPage, host: &SharedHost) -> bool {
    let lang = page.borrow().lang;
    let h = host.borrow();
    let Some(clock) = h.session.clock() else {
        set_hidden("clocks", true);
        return false;
    };
    set_hidden("clocks", false);
    let at = now();
    let seats = h.session.table().status().seats;
    let running = clock.running().map(|r| r.seat);
    for (seat, [id, seat_id, time_id]) in IDS.into_iter().enumerate() {
        set_hidden(id, seat >= seats.len());
        let (Some(colour), Some(row)) = (seats.get(seat), by_id::<Element>(id)) else { continue };
        let left = clock.left(seat, at);
        let name = colour.name().get(lang);
        set_text(seat_id, name);
        set_text(time_id, &shown(left));
        let low = clock.control().low(left);
        let classes = row.class_list();
        let _ = classes.toggle_with_force("running", running == Some(seat));
        let _ = classes.toggle_with_force("low", low);
        let _ = classes.toggle_with_force("flagged", clock.flagged() == Some(seat));
        warn(page, &h.session, seat, low && running == Some(seat), || LOW.fill(lang, &[name.into(), shown(left)]));
    }
    running.is_some()
}

/// Tells screen readers once when the running seat's time gets low.
fn warn(page: &SharedPage, session: &Session, seat: usize, low: bool, said: impl FnOnce() -> String) {
    let mut p = page.borrow_mut();
    let Some(warned) = p.ticker.warned.get_mut(seat) else { return };
    if low && !*warned && session.time_out().is_none() {
        set_text("announce", &said());
    }
    *warned = low;
}
