//! The connection of the live screen: the invitation made and its answer taken, the friend's
//! answer made, what the WebRTC connection says carried to the match, and a new exchange of
//! codes after a drop.

use super::render;
use super::rtc::{self, Rtc, Signal};
use super::{attach, entropy, host, kept, live_event, paint, scan, set_stage, ui, ui_lang, Stage, KEPT, STUN};
use crate::app::live::qr::Qr;
use crate::app::live::screen::{owners, seat_choices, LiveWord};
use crate::app::live::sdp::{code_in, invitation};
use crate::app::live::{Event as LiveEvent, Live, Notice, Side};
use crate::game::Refusal as _;
use crate::games::GameKind;
use crate::view::registry::open_table;
use crate::web::dom::{later, window};
use crate::web::storage;
use std::cell::RefCell;
use std::rc::Rc;

fn stun() -> String {
    storage::get(STUN).unwrap_or_default()
}

/// What the connection says, on the screen's match.
fn signal(signal: Signal) {
    let Some(ui) = ui() else { return };
    match signal {
        Signal::Code(code) => {
            let lang = ui.borrow().lang;
            let host = ui.borrow().host.clone();
            let me = host.as_ref().map(|h| h.borrow().session.live.me());
            if me == Some(Side::Host) {
                let page = window().location().href().unwrap_or_default();
                let link = invitation(&page, &code);
                if let Ok(qr) = Qr::of(&link) {
                    render::qr("lv-qr", &qr.to_svg(LiveWord::InvitationQr.get(lang)), LiveWord::InvitationQr.get(lang));
                }
                set_stage(Stage::Inviting(link));
            } else {
                if let Ok(qr) = Qr::of(&code) {
                    render::qr("lv-answer-qr", &qr.to_svg(LiveWord::AnswerQr.get(lang)), LiveWord::AnswerQr.get(lang));
                }
                set_stage(Stage::Answering(code));
            }
            paint();
        }
        Signal::Opened => {
            scan::stop();
            set_stage(Stage::Playing);
            live_event(LiveEvent::Opened);
        }
        Signal::Message(text) => live_event(LiveEvent::Received(text)),
        Signal::Closed => live_event(LiveEvent::Closed),
        Signal::Failed(why) => {
            set_stage(Stage::Playing);
            if host().is_some_and(|h| h.borrow().session.live.game_number() > 0) {
                live_event(LiveEvent::Failed(why));
            } else {
                let lang = ui.borrow().lang;
                render::say(&Notice::Failed(why).render(GameKind::Drake, lang), true);
            }
            paint();
        }
    }
}

fn on_signal() -> rtc::OnSignal {
    Rc::new(later_signal)
}

/// Signals are handled a moment later, outside the connection's own event handlers.
fn later_signal(s: Signal) {
    let cell = RefCell::new(Some(s));
    later(0.0, move || {
        if let Some(s) = cell.borrow_mut().take() {
            signal(s);
        }
    });
}

pub(super) fn connect_as_guest(offer: &str) {
    match Rtc::answer(code_in(offer), &stun(), on_signal()) {
        Ok(rtc) => {
            if let Some(ui) = ui() {
                ui.borrow_mut().rtc = Some(rtc);
            }
        }
        Err(why) => {
            set_stage(Stage::Playing);
            render::say(&Notice::Failed(why).render(GameKind::Drake, ui_lang()), true);
        }
    }
}

/// The host makes an offer (the first invitation, or a reconnect).
fn make_offer() {
    let Some(ui) = ui() else { return };
    if let Some(old) = ui.borrow_mut().rtc.take() {
        old.close();
    }
    // The last invitation is gone with its connection.
    render::clear_invitation();
    match Rtc::offer(&stun(), on_signal()) {
        Ok(rtc) => {
            ui.borrow_mut().rtc = Some(rtc);
            set_stage(Stage::Preparing);
        }
        Err(why) => render::say(&Notice::Failed(why).render(GameKind::Drake, ui_lang()), true),
    }
    paint();
}

/// "Make the invitation": the match is made with the seat and clock chosen, then its offer. A
/// live game kept here and not over is replaced only when the player says so (`replace`).
pub(super) fn make_invitation(replace: bool) {
    let Some(ui) = ui() else { return };
    let Some(record) = ui.borrow().invite.clone() else { return };
    let standing = kept().filter(|l| l.game_number() > 0 && l.ending().is_none());
    if let (false, Some(kind)) = (replace, standing.and_then(|l| l.record()).map(|r| r.kind)) {
        return render::ask_replace(kind, ui_lang());
    }
    let seats = match open_table(record.kind, &record.start, &record.moves) {
        Ok(t) => t.status().seats.len(),
        Err(_) => return,
    };
    let choice: usize = render::value("lv-seat").parse().unwrap_or(0);
    let mine = seat_choices(seats).get(choice).cloned().unwrap_or_else(|| vec![0]);
    match Live::host(&record, owners(seats, &mine), render::chosen_control(), entropy()) {
        Ok(live) => {
            let _ = storage::set(KEPT, &live.saved());
            attach(live, Stage::Preparing);
            make_offer();
        }
        Err(why) => render::say(&why.render(ui_lang()), true),
    }
}

/// "Connect": the friend's answer code.
pub(super) fn connect() {
    let Some(rtc) = ui().and_then(|u| u.borrow().rtc.clone()) else { return };
    let text = render::value("lv-answer-in");
    match rtc.accept(code_in(&text)) {
        Ok(()) => render::say(LiveWord::Preparing.get(ui_lang()), false),
        Err(why) => render::say(&Notice::Failed(why).render(GameKind::Drake, ui_lang()), true),
    }
}

/// After a drop: the host makes a new invitation; the guest waits for it.
pub(super) fn reconnect() {
    let me = host().map(|h| h.borrow().session.live.me());
    live_event(LiveEvent::Reconnect);
    render::link_play(None);
    match me {
        Some(Side::Host) => make_offer(),
        _ => render::say(LiveWord::AskNewLink.get(ui_lang()), false),
    }
}
