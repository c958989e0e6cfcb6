//! The live screen's DOM: built once (`skeleton`), then filled from `app::live::screen` and
//! the connection's stage (`paint`), so that the focus stays where it is between moves.

use super::Stage;
use crate::app::clock::TimeControl;
use crate::app::live::screen::{control_label, seat_choices, seats_label, LiveWord, Screen};
use crate::app::live::{Link, Quick, STUN_HELP};
use crate::game::Lang;
use crate::games::GameKind;
use crate::web::dom::{attr, by_id, child as el};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};

pub fn text(id: &str, text: &str) {
    if let Some(e) = by_id::<Element>(id) {
        if e.text_content().as_deref() != Some(text) {
            e.set_text_content(Some(text));
        }
    }
}

fn hidden(id: &str, hide: bool) {
    if let Some(e) = by_id::<Element>(id) {
        if e.has_attribute("hidden") != hide {
            let _ = if hide { e.set_attribute("hidden", "") } else { e.remove_attribute("hidden") };
        }
    }
}

fn button(parent: &Element, id: &str, class: &str) -> Element {
    let b = el(parent, "button", class, id);
    attr(&b, "type", "button");
    b
}

/// A read-only field with a Copy button beside it, under its label.
fn copy_field(parent: &Element, id: &str, copy: &str) {
    let label = el(parent, "label", "", &format!("{id}-label"));
    attr(&label, "for", id);
    let row = el(parent, "div", "live-row", "");
    let input = el(&row, "input", "", id);
    attr(&input, "readonly", "");
    attr(&input, "spellcheck", "false");
    button(&row, copy, "ghost small");
}

/// Builds the screen in `root` (emptied first); its board is `#lv-board`.
pub fn skeleton(root: &Element, kind: Option<GameKind>, seats: usize) {
    root.set_text_content(None);
    let wrap = el(root, "div", "live-screen", "");
    let head = el(&wrap, "header", "live-head", "");
    let back = el(&head, "a", "button ghost small", "lv-back");
    attr(&back, "href", &kind.map_or("#/".to_string(), |k| format!("#/{}", k.id())));
    el(&head, "h1", "live-heading", "lv-heading");

    let connect = el(&wrap, "section", "live-connect", "lv-connect");
    el(&connect, "p", "live-explain", "lv-explain");
    let setup = el(&connect, "div", "live-setup", "lv-setup");
    let seat_label = el(&setup, "label", "", "lv-seat-label");
    attr(&seat_label, "for", "lv-seat");
    let seat = el(&setup, "select", "", "lv-seat");
    attr(&seat, "data-seats", &seats.to_string());
    for (i, _) in seat_choices(seats).iter().enumerate() {
        let o = el(&seat, "option", "", "");
        attr(&o, "value", &i.to_string());
    }
    let clock_label = el(&setup, "label", "", "lv-clock-label");
    attr(&clock_label, "for", "lv-clock");
    let clock = el(&setup, "select", "", "lv-clock");
    let none = el(&clock, "option", "", "");
    attr(&none, "value", "");
    for control in TimeControl::PRESETS {
        let o = el(&clock, "option", "", "");
        attr(&o, "value", &control.id());
    }
    button(&setup, "lv-make", "");
    // Asked before a live game kept here is replaced (nothing a player made goes unasked).
    let replace = el(&connect, "div", "live-replace", "lv-replace");
    attr(&replace, "hidden", "");
    attr(&replace, "role", "alert");
    el(&replace, "p", "", "lv-replace-text");
    let row = el(&replace, "div", "buttons", "");
    button(&row, "lv-replace-yes", "");
    button(&row, "lv-resume", "ghost");

    let invite = el(&connect, "div", "live-invite", "lv-invite");
    copy_field(&invite, "lv-link", "lv-copy-link");
    let qr = el(&invite, "div", "live-qr", "lv-qr");
    attr(&qr, "role", "img");
    let answer_label = el(&invite, "label", "", "lv-answer-in-label");
    attr(&answer_label, "for", "lv-answer-in");
    let answer = el(&invite, "textarea", "", "lv-answer-in");
    attr(&answer, "rows", "2");
    attr(&answer, "spellcheck", "false");
    let row = el(&invite, "div", "buttons", "");
    button(&row, "lv-connect-btn", "");
    // Shown only where the browser can read a QR code from the camera (`scan`).
    let scan = button(&row, "lv-scan", "ghost");
    attr(&scan, "hidden", "");
    let scanner = el(&invite, "div", "live-scanner", "lv-scanner");
    attr(&scanner, "hidden", "");
    let video = el(&scanner, "video", "", "lv-video");
    attr(&video, "muted", "");
    attr(&video, "playsinline", "");
    attr(&video, "aria-labelledby", "lv-scan");
    button(&scanner, "lv-scan-stop", "ghost small");

    let answering = el(&connect, "div", "live-invite", "lv-answer");
    copy_field(&answering, "lv-code", "lv-copy-code");
    let qr = el(&answering, "div", "live-qr", "lv-answer-qr");
    attr(&qr, "role", "img");

    let stun = el(&connect, "details", "live-stun", "lv-stun");
    el(&stun, "summary", "", "lv-stun-title");
    el(&stun, "p", "hint", "lv-stun-help");
    let input = el(&stun, "input", "", "lv-stun-url");
    attr(&input, "type", "url");
    attr(&input, "placeholder", "stun:stun.example.org:3478");
    attr(&input, "aria-labelledby", "lv-stun-title");
    el(&stun, "p", "hint", "lv-stun-saved");

    let state = el(&wrap, "p", "live-state", "lv-state");
    attr(&state, "role", "status");
    let said = el(&wrap, "p", "live-said", "lv-said");
    attr(&said, "role", "status");
    attr(&said, "aria-live", "polite");

    let game = el(&wrap, "section", "live-game", "lv-game");
    el(&game, "ol", "live-seats", "lv-seats");
    let board = el(&game, "div", "live-board", "");
    let canvas = el(&board, "canvas", "", "lv-board");
    attr(&canvas, "tabindex", "0");
    attr(&canvas, "role", "application");
    attr(&canvas, "aria-roledescription", "board");
    el(&game, "p", "live-status", "lv-status");
    let buttons = el(&game, "div", "buttons", "lv-buttons");
    for (id, class) in [
        ("lv-draw-yes", ""),
        ("lv-draw-no", "ghost"),
        ("lv-takeback-yes", ""),
        ("lv-takeback-no", "ghost"),
        ("lv-rematch", ""),
        ("lv-reconnect", ""),
        ("lv-draw", "ghost"),
        ("lv-takeback", "ghost"),
        ("lv-resign", "ghost"),
        ("lv-new", "ghost"),
    ] {
        button(&buttons, id, class);
    }
    let quick = el(&game, "div", "live-row", "lv-quick-row");
    let say = el(&quick, "select", "", "lv-quick");
    attr(&say, "aria-labelledby", "lv-say");
    for (i, _) in Quick::ALL.iter().enumerate() {
        let o = el(&say, "option", "", "");
        attr(&o, "value", &i.to_string());
    }
    button(&quick, "lv-say", "ghost small");
    let link_play = el(&game, "p", "live-linkplay", "lv-linkplay");
    attr(&link_play, "hidden", "");
    el(&link_play, "span", "", "lv-linkplay-text");
    el(&link_play, "a", "button ghost small", "lv-linkplay-a");
    let kept = el(&game, "p", "hint", "lv-kept");
    attr(&kept, "hidden", "");
    let announce = el(&wrap, "div", "sr-only", "lv-announce");
    attr(&announce, "aria-live", "assertive");
}

/// Says `said` under the connection's state (`wrong`: in the error's colour).
pub fn say(said: &str, wrong: bool) {
    text("lv-said", said);
    if let Some(e) = by_id::<Element>("lv-said") {
        attr(&e, "data-tone", if wrong { "wrong" } else { "info" });
    }
}

pub fn announce(name: &str) {
    text("lv-announce", name);
}

fn set_value(id: &str, value: &str) {
    if let Some(i) = by_id::<Element>(id).and_then(|e| e.dyn_into::<HtmlInputElement>().ok()) {
        if i.value() != value {
            i.set_value(value);
        }
    }
}

/// The value of a field (an input, a text area or a select).
pub fn value(id: &str) -> String {
    let e = by_id::<Element>(id);
    if let Some(i) = e.clone().and_then(|e| e.dyn_into::<HtmlInputElement>().ok()) {
        return i.value();
    }
    if let Some(t) = e.clone().and_then(|e| e.dyn_into::<HtmlTextAreaElement>().ok()) {
        return t.value();
    }
    e.and_then(|e| e.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value()).unwrap_or_default()
}

/// The time control chosen (`None`: no clock).
pub fn chosen_control() -> Option<TimeControl> {
    TimeControl::from_id(&value("lv-clock"))
}

/// Fills the screen: the words, the connection's stage, and the match when there is one.
/// `offer_new`: a new live game of the game shown can be made here (the host's screen).
pub fn paint(kind: Option<GameKind>, stage: &Stage, screen: Option<&Screen>, offer_new: bool, lang: Lang) {
    let title = kind.map(|k| k.title().get(lang).to_string());
    let heading = match &title {
        Some(t) => LiveWord::Heading.fill(lang, std::slice::from_ref(t)),
        None => LiveWord::JoinHeading.get(lang).to_string(),
    };
    text("lv-heading", &heading);
    text("lv-back", LiveWord::BackToGame.get(lang));
    // The friend's screen learns the game from the host's hello: back to that game's page,
    // where the live game is the saved game shown (`app::live::keep`).
    if let Some(back) = by_id::<Element>("lv-back") {
        let href = kind.map_or("#/".to_string(), |k| format!("#/{}", k.id()));
        if back.get_attribute("href").as_deref() != Some(&href) {
            attr(&back, "href", &href);
        }
    }
    text("lv-explain", LiveWord::Explain.get(lang));
    text("lv-seat-label", LiveWord::YouPlay.get(lang));
    if let (Some(kind), Some(select)) = (kind, by_id::<Element>("lv-seat")) {
        let seats = select.get_attribute("data-seats").and_then(|n| n.parse().ok()).unwrap_or(0);
        let options = select.children();
        for (i, choice) in seat_choices(seats).iter().enumerate() {
            let names: Vec<&str> =
                choice.iter().map(|&s| kind.colours().get(s).map_or("?", |c| c.name().get(lang))).collect();
            if let Some(o) = options.item(i as u32) {
                o.set_text_content(Some(&seats_label(&names, lang)));
            }
        }
    }
    text("lv-clock-label", LiveWord::Clock.get(lang));
    if let Some(select) = by_id::<Element>("lv-clock") {
        let options = select.children();
        for i in 0..options.length() {
            let label = match (i as usize).checked_sub(1).and_then(|c| TimeControl::PRESETS.get(c)) {
                Some(&control) => control_label(control, lang),
                None => LiveWord::NoClock.get(lang).to_string(),
            };
            if let Some(o) = options.item(i) {
                o.set_text_content(Some(&label));
            }
        }
    }
    text("lv-make", LiveWord::Make.get(lang));
    text("lv-link-label", LiveWord::InvitationLink.get(lang));
    text("lv-copy-link", LiveWord::Copy.get(lang));
    text("lv-copy-code", LiveWord::Copy.get(lang));
    text("lv-answer-in-label", LiveWord::AnswerFromFriend.get(lang));
    text("lv-connect-btn", LiveWord::Connect.get(lang));
    text("lv-code-label", LiveWord::YourAnswer.get(lang));
    text("lv-stun-title", LiveWord::Stun.get(lang));
    text("lv-stun-help", STUN_HELP.get(lang));
    text("lv-say", LiveWord::Say.get(lang));
    if let Some(select) = by_id::<Element>("lv-quick") {
        let options = select.children();
        for (i, q) in Quick::ALL.iter().enumerate() {
            if let Some(o) = options.item(i as u32) {
                o.set_text_content(Some(q.text().get(lang)));
            }
        }
    }
    for (id, word) in [
        ("lv-resign", LiveWord::Resign),
        ("lv-draw", LiveWord::OfferDraw),
        ("lv-draw-yes", LiveWord::AcceptDraw),
        ("lv-draw-no", LiveWord::DeclineDraw),
        ("lv-takeback", LiveWord::AskTakeback),
        ("lv-takeback-yes", LiveWord::AllowTakeback),
        ("lv-takeback-no", LiveWord::RefuseTakeback),
        ("lv-reconnect", LiveWord::Reconnect),
        ("lv-new", LiveWord::NewLive),
        ("lv-scan", LiveWord::Scan),
        ("lv-scan-stop", LiveWord::StopScan),
        ("lv-replace-yes", LiveWord::ReplaceYes),
        ("lv-resume", LiveWord::Resume),
        ("lv-kept", LiveWord::KeptSaved),
    ] {
        text(id, word.get(lang));
    }
    text("lv-linkplay-text", LiveWord::LinkPlayExplain.get(lang));
    text("lv-linkplay-a", LiveWord::LinkPlay.get(lang));

    hidden("lv-setup", !matches!(stage, Stage::SetUp));
    hidden("lv-invite", !matches!(stage, Stage::Inviting(_)));
    hidden("lv-answer", !matches!(stage, Stage::Answering(_)));
    let scanning = by_id::<Element>("lv-scanner").is_some_and(|s| !s.has_attribute("hidden"));
    hidden("lv-scan", scanning || !matches!(stage, Stage::Inviting(_)) || !super::scan::can_scan());
    hidden("lv-explain", !matches!(stage, Stage::SetUp | Stage::Preparing));
    let connected = screen.is_some_and(|s| s.connected);
    hidden("lv-connect", connected || matches!(stage, Stage::Playing));
    match stage {
        Stage::Inviting(link) => set_value("lv-link", link),
        Stage::Answering(code) => set_value("lv-code", code),
        _ => {}
    }
    let state = match (stage, screen) {
        (Stage::Preparing, _) => LiveWord::Preparing.get(lang).to_string(),
        (Stage::NoMatch, _) => LiveWord::NoMatch.get(lang).to_string(),
        (Stage::SetUp, _) => String::new(),
        // The codes under way say where the exchange is, whatever the match kept says.
        (Stage::Inviting(_), _) => Link::Inviting.text().get(lang).to_string(),
        (Stage::Answering(_), _) => Link::Answering.text().get(lang).to_string(),
        (_, Some(s)) => s.link.clone(),
        _ => String::new(),
    };
    text("lv-state", &state);

    if !matches!(stage, Stage::SetUp) {
        hidden("lv-replace", true);
    }
    let Some(s) = screen.filter(|s| s.game) else { return hidden("lv-game", true) };
    hidden("lv-game", false);
    if let Some(list) = by_id::<Element>("lv-seats") {
        while list.child_element_count() > s.seats.len() as u32 {
            if let Some(last) = list.last_element_child() {
                last.remove();
            }
        }
        while list.child_element_count() < s.seats.len() as u32 {
            let li = el(&list, "li", "live-seat", "");
            el(&li, "span", "live-seat-name", "");
            el(&li, "span", "live-clock", "");
        }
        let items = list.children();
        for (i, seat) in s.seats.iter().enumerate() {
            let Some(li) = items.item(i as u32) else { continue };
            let spans = li.children();
            let set = |j: u32, t: &str| {
                if let Some(e) = spans.item(j) {
                    if e.text_content().as_deref() != Some(t) {
                        e.set_text_content(Some(t));
                    }
                }
            };
            set(0, &seat.name);
            set(1, seat.clock.as_deref().unwrap_or(""));
            let flag = |name: &str, on: bool| {
                let _ = if on { li.set_attribute(name, "") } else { li.remove_attribute(name) };
            };
            flag("data-to-move", seat.to_move);
            flag("data-mine", seat.mine);
            flag("data-low", seat.low);
        }
    }
    text("lv-status", &s.status);
    if let Some(b) = by_id::<Element>("lv-board") {
        attr(&b, "aria-label", &LiveWord::BoardLabel.fill(lang, std::slice::from_ref(&s.status)));
    }
    let b = &s.buttons;
    text("lv-rematch", if b.rematch == Some(true) { LiveWord::AcceptRematch } else { LiveWord::Rematch }.get(lang));
    for (id, shown) in [
        ("lv-resign", b.resign),
        ("lv-draw", b.offer_draw),
        ("lv-draw-yes", b.answer_draw),
        ("lv-draw-no", b.answer_draw),
        ("lv-takeback", b.ask_takeback),
        ("lv-takeback-yes", b.answer_takeback),
        ("lv-takeback-no", b.answer_takeback),
        ("lv-rematch", b.rematch.is_some()),
        ("lv-reconnect", b.reconnect),
        ("lv-quick-row", b.quick),
        ("lv-new", offer_new && matches!(stage, Stage::Playing) && (!s.connected || !b.resign)),
        ("lv-kept", !b.resign),
    ] {
        hidden(id, !shown);
    }
}

/// Shows the link to go on by links with the game (`href`), or hides it.
pub fn link_play(href: Option<&str>) {
    hidden("lv-linkplay", href.is_none());
    if let (Some(a), Some(href)) = (by_id::<Element>("lv-linkplay-a"), href) {
        attr(&a, "href", href);
    }
}

/// Empties the invitation's link, QR code and answer field (a new invitation is being made).
pub fn clear_invitation() {
    set_value("lv-link", "");
    if let Some(t) = by_id::<Element>("lv-answer-in").and_then(|e| e.dyn_into::<HtmlTextAreaElement>().ok()) {
        t.set_value("");
    }
    if let Some(q) = by_id::<Element>("lv-qr") {
        q.set_text_content(None);
    }
}

/// Puts an SVG (a QR code) into the element `id`, labelled.
pub fn qr(id: &str, svg: &str, label: &str) {
    if let Some(e) = by_id::<Element>(id) {
        e.set_inner_html(svg);
        attr(&e, "aria-label", label);
    }
}

/// Asks before the live game of `kind` kept here is replaced by a new invitation.
pub fn ask_replace(kind: GameKind, lang: Lang) {
    text("lv-replace-text", &LiveWord::Replace.fill(lang, &[kind.title().get(lang).to_string()]));
    hidden("lv-replace", false);
}

/// Shows the camera's view while it scans (and the scan button while it does not).
pub fn scanning(on: bool) {
    hidden("lv-scanner", !on);
    hidden("lv-scan", on || !super::scan::can_scan());
}

/// Puts `text` in the field `id` (an input or a text area), as if typed.
pub fn set_field(id: &str, text: &str) {
    let e = by_id::<Element>(id);
    if let Some(t) = e.clone().and_then(|e| e.dyn_into::<HtmlTextAreaElement>().ok()) {
        t.set_value(text);
    } else {
        set_value(id, text);
    }
}
