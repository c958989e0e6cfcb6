//! The home page's own wasm, which carries no engine (the boot script loads it for `#/` and any
//! address that names no game): the cards, the language, the settings, the rules help and the
//! Open box. Any address of a game reloads the page, whose boot script then picks that game's
//! wasm; a pasted game goes along in `handover`. A game's page shows the home page itself
//! (`page::show_home`), with the same cards.

use super::cards;
use super::controls::open_text;
use super::handover::{self, Opening};
use super::{apply_words, build_nav, dialogs, notice, wire_notices};
use crate::app::link::{pasted, route, Pasted, Route};
use crate::app::settings::Prefs;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::words::Word;
use crate::web::dom::{forever, on, set_text, show_main, window, Listener};
use crate::web::storage;
use std::cell::Cell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

thread_local! {
    static PREFS: Cell<Prefs> = Cell::new(Prefs::default());
}

fn prefs() -> Prefs {
    PREFS.with(Cell::get)
}

fn lang() -> Lang {
    let p = prefs();
    p.lang.unwrap_or_else(|| Lang::from_tag(&window().navigator().language().unwrap_or_default()))
}

pub fn boot() -> Result<(), JsValue> {
    PREFS.with(|p| p.set(Prefs::from_line(&storage::get(storage::PREFS).unwrap_or_default())));
    build_nav();
    wire_notices();
    dialogs::wire_closers();
    on("lang", "click", |_| {
        let mut p = prefs();
        p.lang = Some(if lang() == Lang::En { Lang::Cs } else { Lang::En });
        keep(p);
    });
    on("settings", "click", |_| dialogs::open_settings(prefs()));
    for id in ["set-theme", "set-animation", "set-coordinates", "set-sound"] {
        on(id, "change", |_| keep(dialogs::read_settings(prefs())));
    }
    // The rules of The Drake, as the app's page shows them before any game is chosen.
    on("help", "click", |_| dialogs::open_help(GameKind::Drake, lang(), prefs().theme));
    on("open-form", "submit", |e| {
        e.prevent_default();
        open(open_text().trim());
    });
    window().set_onhashchange(Some(forever(follow_route).unchecked_ref()));
    Listener::new(&window(), "storage", |e| {
        let key = js_sys::Reflect::get(&e, &"key".into()).ok().and_then(|v| v.as_string()).unwrap_or_default();
        if key.starts_with("deskovna.game.") || key.starts_with("deskovna.current.") {
            cards::render(lang(), prefs().theme);
        }
    })
    .forever();
    apply_words(lang(), prefs().theme);
    follow_route();
    Ok(())
}

/// Keeps new settings and shows them.
fn keep(p: Prefs) {
    PREFS.with(|c| c.set(p));
    let _ = storage::set(storage::PREFS, &p.to_line());
    crate::web::words::ready(lang(), move || {
        apply_words(lang(), p.theme);
        cards::render(lang(), p.theme);
    });
}

fn follow_route() {
    let hash = window().location().hash().unwrap_or_default();
    match route(&hash, |_| String::new()) {
        Ok(Route::Home) => show(),
        // An invitation to play live names no game yet: the tools answer it here.
        Ok(Route::Live { game: None, offer }) => {
            handover::arrived();
            super::live::join(offer, lang());
        }
        // A game's address: its own page.
        Ok(_) => {
            if !handover::reload() {
                show();
            }
        }
        Err(e) => {
            let _ = window().history().and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some("#/")));
            show();
            let lang = lang();
            super::say_rare(lang, move || notice(&Word::LinkError.fill(lang, &[e.reason.render(lang)])));
        }
    }
}

fn show() {
    handover::arrived();
    show_main("home");
    cards::render(lang(), prefs().theme);
}

/// Opens what was pasted into the Open box: a link goes to its address, a game to its game's
/// page, which opens it (`handover`). Only whether it reads as a game is judged here; its moves
/// are the engine's to judge, on that page.
fn open(text: &str) {
    match pasted(text, |_| String::new()) {
        Ok(Pasted::Game(kind)) => go(&format!("#/{}", kind.id())),
        Ok(Pasted::Screen(link)) => go(&link),
        Ok(Pasted::Record(record)) => {
            handover::give_opening(Opening::Pasted, record.kind, text);
            go(&format!("#/{}", record.kind.id()));
        }
        Err(e) => {
            let lang = lang();
            super::say_rare(lang, move || set_text("open-error", &e.render(lang)));
        }
    }
}

fn go(fragment: &str) {
    if window().location().hash().unwrap_or_default() == fragment {
        follow_route();
    } else {
        let _ = window().location().set_hash(fragment);
    }
}
