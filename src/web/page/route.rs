//! Where the address leads: the home page, a game (the one shown last of its kind, or a saved
//! one), the workshop, the lessons, a shared game; and what each shows and hides.

use super::*;
use crate::web::dom::show_main;

pub(super) fn follow_route(page: &SharedPage) {
    let hash = window().location().hash().unwrap_or_default();
    let lang = page.borrow().lang;
    let route = route(&hash, default_start);
    // A game this page's wasm does not carry: its own page.
    let elsewhere = match &route {
        Ok(Route::Game(kind)) => Some(*kind),
        Ok(Route::Shared(record)) => Some(record.kind),
        Ok(Route::Workshop(_)) => Some(GameKind::Drake),
        Ok(Route::Learn(kind)) => Some(*kind),
        Ok(Route::Puzzle(kind, _)) => Some(*kind),
        Ok(Route::Live { game, .. }) => *game,
        _ => None,
    };
    if elsewhere.is_some_and(|kind| !carried(kind)) && handover::leave(page) {
        return;
    }
    handover::arrived();
    match route {
        Ok(Route::Home) => show_home(page),
        Ok(Route::Game(kind)) => show_game(page, kind),
        Ok(Route::Workshop(variant)) => show_workshop(variant, lang),
        Ok(Route::Learn(kind)) => {
            show_screen("learn", Some(kind));
            learn::show(kind, lang);
        }
        Ok(Route::Puzzle(kind, pick)) => {
            show_screen("puzzle", Some(kind));
            tools::fill("puzzle", ToTools::Puzzles { game: kind, pick }, lang);
        }
        Ok(Route::Live { game: Some(kind), .. }) => {
            // The game shown last of this kind is the one the friend is invited to.
            show_game(page, kind);
            let record = host(page).borrow().session.record();
            live::invite(&record, lang);
        }
        Ok(Route::Live { game: None, offer }) => live::join(offer, lang),
        Ok(Route::Shared(record)) => {
            // The game goes into a saved game of its own; the address shows the plain game.
            let _ = window()
                .history()
                .and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some(&format!("#/{}", record.kind.id()))));
            let kind = record.kind;
            let said = if from_editor(&hash) { Word::SetUpOpened } else { Word::SharedOpened };
            match record.opened() {
                Ok(l) => {
                    if let Err(e) = open_record(page, l, said) {
                        show_game(page, kind);
                        notice(&Word::LinkError.fill(lang, &[e.render(lang)]));
                    }
                }
                Err(e) => {
                    show_game(page, kind);
                    say_rare(lang, move || notice(&Word::LinkError.fill(lang, &[e.reason.render(lang)])));
                }
            }
        }
        Err(e) => {
            let _ = window().history().and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some("#/")));
            show_home(page);
            say_rare(lang, move || notice(&Word::LinkError.fill(lang, &[e.reason.render(lang)])));
        }
    }
}

pub(super) fn show_home(page: &SharedPage) {
    show_main("home");
    render_home(page);
    mark_nav(None);
}

pub(super) fn render_home(page: &SharedPage) {
    let p = page.borrow();
    cards::render(p.lang, p.prefs.theme);
}

/// The game of `kind`: the one shown last of this kind.
pub(super) fn show_game(page: &SharedPage, kind: GameKind) {
    let slot = Library::new(&LocalStore).current(kind);
    if page.borrow().slot() == Some(slot) {
        show_screen("play", Some(kind));
        let host = host(page);
        Host::fit(&host);
        refresh(page, &host);
        return;
    }
    show_slot(page, slot);
}

/// Shows the screen `<main id="{main}">` of the game `kind`: its links to the lessons, the
/// puzzles and live play lead to that game's, and the menu marks it.
fn show_screen(main: &str, kind: Option<GameKind>) {
    show_main(main);
    if let Some(kind) = kind {
        learn::point(kind);
        live::point(kind);
    }
    mark_nav(kind);
}

/// The Drake's workshop, drawn by the tools wasm into `<main id="tool">`; `variant`: the text
/// a link brings.
fn show_workshop(variant: Option<String>, lang: Lang) {
    show_screen("tool", Some(GameKind::Drake));
    tools::fill("tool", ToTools::Workshop { variant: variant.unwrap_or_default() }, lang);
}

/// Opens the saved game in `slot` (a new game if it is empty). An unreadable save is reported
/// and set aside; when it cannot even be set aside it stays, and a new game goes elsewhere.
pub(super) fn show_slot(page: &SharedPage, slot: Slot) {
    // What was said of the game shown before is not said of this one.
    notice("");
    let lang = page.borrow().lang;
    let library = Library::new(&LocalStore);
    let kept = page.borrow().kept(slot).cloned();
    let opened = match kept {
        Some(record) => record.opened().map_or(Opened::Empty, |l| Opened::Game(Box::new(l))),
        None => library.load(slot),
    };
    let (slot, loaded) = match opened {
        Opened::Game(loaded) => (slot, Some(*loaded)),
        Opened::Empty => (slot, None),
        Opened::Unreadable(u) => {
            let (title, why) = (slot.kind.title(), u.error.reason);
            say_rare(lang, move || notice(&Word::SavedCorrupt.fill(lang, &[title.get(lang).into(), why.render(lang)])));
            let slot = if u.set_aside.is_some() { slot } else { library.free_slot(slot.kind) };
            (slot, None)
        }
    };
    show_loaded(page, slot, loaded);
}

/// Shows the game `loaded` (a new game when none) as the saved game in `slot`.
pub(super) fn show_loaded(page: &SharedPage, slot: Slot, loaded: Option<Loaded>) {
    show_screen("play", Some(slot.kind));
    let library = Library::new(&LocalStore);
    let (table, tree, seats) = match loaded {
        Some(l) => (l.table, Some(l.tree), l.record.seats),
        None => (fresh(slot.kind), None, Vec::new()),
    };
    library.remember(slot);
    page.borrow_mut().keep_slot(slot);
    let host = host(page);
    let flipped = library.flipped(slot);
    let clock = super::clocks::restored(library.clock(slot), table.status().seats.len());
    // The board as the player left it; otherwise as the seats put it.
    Host::dispatch(&host, Event::Load(Game { table, seats, tree, flipped, clock }));
    Host::fit(&host);
}

fn mark_nav(kind: Option<GameKind>) {
    let Ok(links) = document().query_selector_all(".game-link") else { return };
    for i in 0..links.length() {
        let Some(e) = links.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
        let current = kind.is_some_and(|k| e.get_attribute("data-kind").as_deref() == Some(k.id()));
        let _ = if current { e.set_attribute("aria-current", "page") } else { e.remove_attribute("aria-current") };
    }
}
