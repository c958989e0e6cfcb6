//! The app page: routing between the home page and a game (`#/`, `#/drake`, a shared game's
//! link), the saved games, the panel and dialogs around the board, the language and settings.
//! It turns what a person does into the session's events, and carries out the session's
//! commands; the game itself is decided in `app::Session`.

mod action;
mod aside;
mod cards;
mod clocks;
mod controls;
mod dialogs;
mod handover;
pub mod home;
mod keep;
mod learn;
mod live;
mod move_tools;
mod move_tree;
mod new_game;
mod panel;
mod pictures;
mod route;
mod set_up;
mod study;
mod tools;

use keep::{listen_to_other_tabs, save};
use route::{follow_route, render_home, show_game, show_home, show_loaded, show_slot};

use self::action::{Action, Dispatch};
use self::panel::{Panel, SlotInfo};
use super::dom::{by_id, create, document, later, set_hidden, set_text, when_idle, window};
use super::host::{Host, SharedHost, Sink};
use super::sound;
use super::storage::{self, LocalStore};
use crate::app::clock::Clock;
use crate::app::handoff::ToTools;
use crate::app::keeper::{Elsewhere, Keeper, Kept};
use crate::app::library::{saved_text, Library, Opened, Placed, SaveError, Slot};
use crate::app::link::{from_editor, pasted, route, Pasted, Route};
use crate::app::record::{Loaded, Record};
use crate::app::session::{Command, Event, Game, Session};
use crate::app::settings::Prefs;
use crate::app::tree::NodeId;
use crate::game::{Lang, Refusal as _};
use crate::games::{carried, GameKind};
use crate::view::registry::{default_start, default_table, open_table};
use crate::view::table::{Looks, Table};
use crate::view::theme::ThemeName;
use crate::view::words::Word;
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement};

struct Page {
    host: Option<SharedHost>,
    kind: GameKind,
    /// The saved game shown, kept in step with its slot (None before the first is opened).
    keeper: Option<Keeper>,
    lang: Lang,
    prefs: Prefs,
    /// Games whose last save did not fit in storage: kept here so that nothing is lost while
    /// the page is open (the panel says so and offers the export).
    unsaved: Vec<(Slot, Record)>,
    /// What a pass of building the move list has left (a large tree is built over several): a
    /// pass is due.
    moves_left: Option<move_tree::Left>,
    /// What the page keeps of the study tools.
    study: Rc<study::Hook>,
    /// The game's clocks ticking.
    ticker: clocks::Ticker,
}

type SharedPage = Rc<RefCell<Page>>;

impl Page {
    /// The saved game shown.
    fn slot(&self) -> Option<Slot> {
        self.keeper.as_ref().map(Keeper::slot)
    }

    /// Shows the game of `slot` from now on, as storage holds it now.
    fn keep_slot(&mut self, slot: Slot) {
        self.kind = slot.kind;
        self.keeper = Some(Keeper::new(slot, Library::new(&LocalStore).text(slot)));
    }

    /// Keeps a game that could not be saved; whether it was not kept already.
    fn keep(&mut self, slot: Slot, record: &Record) -> bool {
        let first = self.kept(slot).is_none();
        self.forget(slot);
        self.unsaved.push((slot, record.clone()));
        first
    }

    fn forget(&mut self, slot: Slot) {
        self.unsaved.retain(|(s, _)| *s != slot);
    }

    fn kept(&self, slot: Slot) -> Option<&Record> {
        self.unsaved.iter().find(|(s, _)| *s == slot).map(|(_, r)| r)
    }
}

fn fresh(kind: GameKind) -> Box<dyn Table> {
    default_table(kind).expect_throw("the default set-up of every game is valid")
}

thread_local! {
    /// The page, alive for as long as the page is (everything else holds it weakly).
    static PAGE: RefCell<Option<SharedPage>> = const { RefCell::new(None) };
}

/// Runs `f` on the page's game, for the page's small scripting interface (`web/mod.rs`).
pub fn with_table<T>(f: impl FnOnce(&dyn Table) -> T) -> Option<T> {
    let host = PAGE.with(|p| p.borrow().as_ref().and_then(|p| p.borrow().host.clone()))?;
    let h = host.borrow();
    Some(f(h.session.table()))
}

/// Plays a move in notation on the page's board, as if it had been played by hand; whether
/// it was played (for the page's scripting interface).
pub fn play(notation: &str) -> bool {
    let Some(host) = PAGE.with(|p| p.borrow().as_ref().and_then(|p| p.borrow().host.clone())) else { return false };
    Host::dispatch(&host, Event::Play(notation.to_string())).iter().any(|c| matches!(c, Command::Moved { .. }))
}

pub fn boot() -> Result<(), JsValue> {
    let canvas: HtmlCanvasElement = by_id("board").ok_or_else(|| JsValue::from_str("no #board canvas"))?;
    let prefs = Prefs::from_line(&storage::get(storage::PREFS).unwrap_or_default());
    let lang = prefs.lang.unwrap_or_else(|| Lang::from_tag(&window().navigator().language().unwrap_or_default()));
    // The game this page's wasm is built for (see `games::carried`).
    let kind = const { crate::games::first_carried() }.unwrap_or(GameKind::Drake);
    let page = Rc::new(RefCell::new(Page {
        host: None,
        kind,
        keeper: None,
        lang,
        prefs,
        // What the page before kept in memory only (storage was full).
        unsaved: handover::take_unsaved(),
        moves_left: None,
        study: Rc::default(),
        ticker: clocks::Ticker::default(),
    }));
    let session = Session::new(fresh(kind), Vec::new(), true);
    let host = Host::attach(canvas, session, "./computer.js", sink(Rc::downgrade(&page)))?;
    page.borrow_mut().study = study::wire(Rc::downgrade(&page), &host);
    pictures::wire(&host);
    page.borrow_mut().host = Some(host);
    PAGE.with(|p| *p.borrow_mut() = Some(page.clone()));
    let weak = Rc::downgrade(&page);
    let dispatch: Dispatch = Rc::new(move |action| {
        if let Some(page) = weak.upgrade() {
            act(&page, action);
        }
    });
    build_nav();
    controls::wire(&dispatch);
    wire_notices();
    dialogs::wire_closers();
    listen_to_other_tabs(&page);
    aside::wire(&page);
    apply_settings(&page);
    match handover::take_opening(kind) {
        // A game of this page's kind, pasted or imported on another page.
        Some((how, text)) => handover::open(&page, how, text),
        None => follow_route(&page),
    }
    if page.borrow().prefs.sound {
        later(500.0, sound::warm_up);
    }
    // Once the board is drawn and the page idle: the tools (Analyse, Review, the rules…), so that
    // they answer at once when asked; then the offline copy, whose download of the whole site
    // would otherwise hold them up on a slow network. A game's page has the tools start the
    // study's worker too, so that Analyse's first line waits for the search alone.
    when_idle(|| {
        tools::warm(|| {
            super::offline::register();
            if crate::games::first_carried().is_some() {
                tools::call(ToTools::Ready, None, || {});
            }
        })
    });
    Ok(())
}

/// A notice closes when tapped.
fn wire_notices() {
    for id in NOTICES {
        super::dom::on(id, "click", move |_| set_hidden(id, true));
    }
}

fn build_nav() {
    let Some(nav) = by_id::<Element>("games") else { return };
    for &kind in GameKind::ALL {
        let a = create("a", "game-link");
        let _ = a.set_attribute("href", &format!("#/{}", kind.id()));
        let _ = a.set_attribute("data-kind", kind.id());
        let _ = nav.append_child(&a);
    }
}

fn host(page: &SharedPage) -> SharedHost {
    page.borrow().host.clone().expect_throw("the page's board is attached at boot")
}

/// Carries out the commands that belong to the page.
fn sink(page: Weak<RefCell<Page>>) -> Sink {
    Rc::new(move |host: &SharedHost, command: &Command| {
        let Some(page) = page.upgrade() else { return };
        match command {
            Command::Save(record) => save(&page, record),
            Command::Announce(text) => set_text("announce", text),
            Command::Sound(cue) => {
                if page.borrow().prefs.sound {
                    sound::play(*cue);
                }
            }
            Command::Ended(text) => dialogs::show_result(text),
            Command::ComputerFailed { said, .. } => notice(said),
            Command::Refresh => refresh(&page, host),
            // Said on the screen too, not only to screen readers: why nothing happened.
            Command::Refused(reason) => {
                let lang = page.borrow().lang;
                notice(&reason.render(lang));
            }
            // The host carries out the rest.
            Command::Moved { .. } | Command::Redraw | Command::Wait { .. } | Command::Ask(_) | Command::Cancel => {}
        }
    })
}

/// Saves the game shown in its slot (never over a move another tab made there: then in a slot
/// of its own); when storage refuses, the game is kept in the page and the player is told
/// (once) and offered the export.
fn refresh(page: &SharedPage, host: &SharedHost) {
    let (kind, lang, slot) = {
        let p = page.borrow();
        (p.kind, p.lang, p.slot().unwrap_or(Slot::first(p.kind)))
    };
    let unsaved = page.borrow().kept(slot).is_some();
    let library = Library::new(&LocalStore);
    let mut slots: Vec<SlotInfo> =
        library.slots(kind).into_iter().map(|s| SlotInfo { number: s.number, moves: library.moves(s) }).collect();
    if let Err(at) = slots.binary_search_by_key(&slot.number, |s| s.number) {
        slots.insert(at, SlotInfo { number: slot.number, moves: 0 });
    }
    let h = host.borrow();
    let left = panel::render(&Panel { session: &h.session, lang, slots: &slots, slot: slot.number, unsaved });
    drop(h);
    build_moves_later(page, left);
    aside::line(kind, lang);
    clocks::follow(page, host);
    let hook = page.borrow().study.clone();
    study::refresh(&hook, host, lang);
}

/// Goes on building the move list a moment later, pass by pass, with what the last pass
/// `left`, until it is whole (once: a pass already due goes on with the newer list).
fn build_moves_later(page: &SharedPage, left: Option<move_tree::Left>) {
    let due = std::mem::replace(&mut page.borrow_mut().moves_left, left).is_some();
    if due || page.borrow().moves_left.is_none() {
        return;
    }
    let page = Rc::downgrade(page);
    later(0.0, move || {
        let Some(page) = page.upgrade() else { return };
        let left = page.borrow_mut().moves_left.take();
        if let Some(left) = left {
            build_moves_later(&page, move_tree::go_on(left));
        }
    });
}

/// Says what `say` writes, which holds a rare text (`rare_text!`: something given to the page
/// did not read), once the rare words are here (at once, unless the page is still that new).
fn say_rare(lang: Lang, say: impl FnOnce() + 'static) {
    crate::web::words::rare(lang, Box::new(say))
}

/// Shows a message over the page's edge (never over the board or a control) that closes by
/// itself after a while, or when tapped.
fn notice(text: &str) {
    for id in NOTICES {
        set_text(id, text);
        set_hidden(id, text.is_empty());
    }
    if text.is_empty() {
        return;
    }
    // Long enough to read (a second per ~15 characters), then it goes.
    let shown = text.to_string();
    let ms = (5000.0 + shown.chars().count() as f64 * 60.0).min(20000.0);
    later(ms, move || {
        for id in NOTICES {
            let same = by_id::<Element>(id).and_then(|n| n.text_content()).is_some_and(|t| t == shown);
            if same {
                set_hidden(id, true);
            }
        }
    });
}

/// Where notices show: in the panel beside (or below) the board, and on the home page.
const NOTICES: [&str; 2] = ["notice", "home-notice"];

fn act(page: &SharedPage, action: Action) {
    let host = host(page);
    let lang = page.borrow().lang;
    match action {
        Action::Route => follow_route(page),
        Action::OpenNewGame => new_game::open(page, false),
        Action::Undo => drop(Host::dispatch(&host, Event::Undo)),
        Action::Redo => drop(Host::dispatch(&host, Event::Redo)),
        Action::Hint => drop(Host::dispatch(&host, Event::Hint)),
        Action::Live => drop(Host::dispatch(&host, Event::Nav(action::Nav::Live))),
        Action::Go(node) => drop(Host::dispatch(&host, Event::Go(NodeId::from_index(node)))),
        Action::Nav(nav) => drop(Host::dispatch(&host, Event::Nav(nav))),
        Action::Promote | Action::DeleteMove | Action::Comment | Action::SaveComment | Action::Glyph(_) => {
            move_tools::edit(&host, action, lang)
        }
        Action::Flip => {
            Host::dispatch(&host, Event::Flip);
            let flipped = host.borrow().session.table().flipped();
            if let Some(slot) = page.borrow().slot() {
                Library::new(&LocalStore).set_flipped(slot, flipped);
            }
        }
        Action::Demo => {
            Host::dispatch(&host, Event::Demo);
            set_text("announce", Word::Demo.get(lang));
        }
        Action::ToggleLang => {
            {
                let mut p = page.borrow_mut();
                p.lang = if lang == Lang::En { Lang::Cs } else { Lang::En };
                p.prefs.lang = Some(p.lang);
                let _ = storage::set(storage::PREFS, &p.prefs.to_line());
            }
            apply_settings(page);
        }
        Action::Describe => {
            // Said by the tools wasm, which carries every game's words for a whole position (the
            // board's: the position shown).
            let (kind, start, moves) = {
                let host = host.borrow();
                let table = host.session.table();
                (table.kind(), table.start_text(), table.history().to_vec())
            };
            if let Some(out) = by_id::<web_sys::Element>("description") {
                let message = ToTools::Describe { game: kind, start, moves, lang };
                tools::call(message, Some(out.clone()), move || {
                    out.set_text_content(Some(Word::ToolsFailed.get(lang)))
                });
            }
        }
        Action::Share => {
            let record = host.borrow().session.record().to_text();
            let Some(field) = by_id::<Element>("share-link") else { return };
            tools::call(ToTools::Share { record }, Some(field), move || notice(Word::ToolsFailed.get(lang)));
        }
        Action::CopyShare => dialogs::copy(&dialogs::text_of("share-link"), "share-done", lang),
        Action::Export => dialogs::open_export(&host.borrow().session.record().to_text()),
        Action::CopyExport => dialogs::copy(&dialogs::text_of("io-text"), "io-error", lang),
        Action::Download => dialogs::download(&dialogs::text_of("io-text"), page.borrow().kind),
        Action::Import => match Record::read(&dialogs::text_of("io-text")) {
            // A game of another kind opens on its own page.
            Ok(record) if !carried(record.kind) => {
                handover::give_opening(handover::Opening::Imported, record.kind, &dialogs::text_of("io-text"));
                go_to(record.kind);
            }
            _ => act_import(page, lang),
        },
        Action::Help => {
            let p = page.borrow();
            dialogs::open_help(p.kind, p.lang, p.prefs.theme);
        }
        Action::EditPosition => {
            let position = host.borrow().session.table().position_text();
            let p = page.borrow();
            dialogs::open_editor(p.kind, p.lang, p.prefs.theme, &position);
        }
        Action::OpenSettings => dialogs::open_settings(page.borrow().prefs),
        Action::SettingsChanged => {
            let prefs = dialogs::read_settings(page.borrow().prefs);
            page.borrow_mut().prefs = prefs;
            let _ = storage::set(storage::PREFS, &prefs.to_line());
            apply_settings(page);
        }
        Action::Rematch => {
            dialogs::close("result-dialog");
            let (kind, start, seats, clock) = {
                let h = host.borrow();
                let s = &h.session;
                // On the same time control, afresh.
                let clock = s.clock().map(|c| Clock::new(c.control(), c.saved_left().len()));
                (s.table().kind(), s.table().start_text(), s.seats().to_vec(), clock)
            };
            if let Ok(table) = open_table(kind, &start, &[]) {
                Host::dispatch(&host, Event::New(Game { clock, ..Game::new(table, seats) }));
            }
        }
        Action::NewFromResult => {
            dialogs::close("result-dialog");
            new_game::open(page, false);
        }
        Action::OpenPasted(text) => match pasted(text.trim(), default_start) {
            Ok(Pasted::Game(kind)) => go_to(kind),
            Ok(Pasted::Screen(link)) => drop(window().location().set_hash(&link)),
            Ok(Pasted::Record(record)) if !carried(record.kind) => {
                handover::give_opening(handover::Opening::Pasted, record.kind, text.trim());
                go_to(record.kind);
            }
            Ok(Pasted::Record(record)) => match record.opened() {
                Ok(loaded) => {
                    if let Err(e) = open_record(page, loaded, Word::SharedOpened) {
                        set_text("open-error", &e.render(lang));
                    }
                }
                Err(e) => say_rare(lang, move || set_text("open-error", &e.render(lang))),
            },
            Err(e) => say_rare(lang, move || set_text("open-error", &e.render(lang))),
        },
        Action::SwitchSlot(number) => {
            let kind = page.borrow().kind;
            show_slot(page, Slot { kind, number });
        }
        Action::DeleteSlot => {
            dialogs::close("delete-dialog");
            let Some(slot) = page.borrow().slot() else { return };
            Library::new(&LocalStore).delete(slot);
            page.borrow_mut().forget(slot);
            let next = Library::new(&LocalStore).slots(slot.kind).first().copied().unwrap_or(Slot::first(slot.kind));
            show_slot(page, next);
        }
    }
}

/// Imports the game in the Export / import dialog as its own saved game.
fn act_import(page: &SharedPage, lang: Lang) {
    match Record::load_game(&dialogs::text_of("io-text")) {
        Ok(loaded) => match open_record(page, loaded, Word::Imported) {
            Ok(()) => dialogs::close("io-dialog"),
            Err(e) => set_text("io-error", &e.render(lang)),
        },
        Err(e) => say_rare(lang, move || set_text("io-error", &e.render(lang))),
    }
}

/// Shows the game of `kind` (its address: `#/kind`).
fn go_to(kind: GameKind) {
    let target = format!("#/{}", kind.id());
    if window().location().hash().unwrap_or_default() != target {
        let _ = window().location().set_hash(&target);
    }
}

/// Opens a shared or imported game as its own saved game: in the slot whose game it continues
/// (with what that game says besides its line), or a new one — never over another game. A
/// game too long to be saved is refused before anything changes; one that storage refuses is
/// kept in the page, and the player told.
fn open_record(page: &SharedPage, loaded: Loaded, message: Word) -> Result<(), SaveError> {
    let lang = page.borrow().lang;
    let library = Library::new(&LocalStore);
    let Placed { slot, loaded, continued } = library.place(loaded);
    let record = &loaded.record;
    let text = saved_text(record)?;
    let saved = library.write(slot, &text);
    if saved.is_err() {
        page.borrow_mut().keep(slot, record);
    }
    library.remember(slot);
    // Whoever opens a shared game sees it from the side to move (a new game against the
    // computer is seen as its seats turn it).
    let status = loaded.table.status();
    if record.seats.is_empty() && status.seats.len() == 2 {
        library.set_flipped(slot, status.to_move == 1);
    }
    let (kind, people) = (record.kind, record.seats.is_empty());
    page.borrow_mut().kind = kind;
    show_loaded(page, slot, Some(loaded));
    go_to(kind);
    let kept = match saved {
        Ok(()) if continued => Word::SharedContinues.fill(lang, &[slot.number.to_string()]),
        Ok(()) => Word::SharedKept.fill(lang, &[slot.number.to_string()]),
        Err(e) => e.render(lang),
    };
    // A new game from the workshop says only where it is kept.
    let message = if people { message.get(lang) } else { "" };
    notice(format!("{message} {kept}").trim());
    Ok(())
}

/// Shows the settings: once the language's words are here (`web::words`), when the page keeps
/// them apart.
fn apply_settings(page: &SharedPage) {
    let lang = page.borrow().lang;
    let page = page.clone();
    super::words::ready(lang, move || show_settings(&page));
}

fn show_settings(page: &SharedPage) {
    let (lang, prefs) = {
        let p = page.borrow();
        (p.lang, p.prefs)
    };
    let host = host(page);
    let looks =
        Looks { lang, theme: prefs.theme, coordinates: prefs.coordinates, animation_ms: prefs.animation_ms as f64 };
    Host::dispatch(&host, Event::Looks(looks));
    apply_words(lang, prefs.theme);
    // As the page starts no game is shown yet: the route's will fill the panel.
    if page.borrow().slot().is_some() {
        refresh(page, &host);
    }
    if by_id::<Element>("home").is_some_and(|h| !h.has_attribute("hidden")) {
        render_home(page);
    }
}

/// The page's words in `lang` and its colours in `theme` (the board aside).
fn apply_words(lang: Lang, theme: ThemeName) {
    let doc = document();
    if let Some(root) = doc.document_element() {
        let _ = root.set_attribute("lang", lang.code());
        let _ = root.set_attribute("data-theme", theme.id());
    }
    for (selector, attr) in [("[data-t]", "data-t"), ("[data-t-label]", "data-t-label")] {
        let Ok(list) = doc.query_selector_all(selector) else { continue };
        for i in 0..list.length() {
            let Some(e) = list.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
            let Some(key) = e.get_attribute(attr) else { continue };
            // A key the page's HTML names but no word has shows nothing (a test keeps the
            // HTML and the words in step).
            let text = Word::from_key(&key).map_or("", |w| w.get(lang));
            // The same words again (the page's own English as it starts) are left as they are:
            // each change would have the page laid out anew.
            if attr == "data-t" {
                if e.text_content().as_deref() != Some(text) {
                    e.set_text_content(Some(text));
                }
            } else {
                for name in ["aria-label", "title"] {
                    if e.get_attribute(name).as_deref() != Some(text) {
                        let _ = e.set_attribute(name, text);
                    }
                }
            }
        }
    }
    if let Ok(links) = doc.query_selector_all(".game-link") {
        for i in 0..links.length() {
            let Some(e) = links.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
            let kind = e.get_attribute("data-kind").and_then(|k| GameKind::from_id(&k));
            e.set_text_content(kind.map(|k| k.title().get(lang)));
        }
    }
}

/// Keeps how the board of the game shown is turned (after the seats turned it).
fn remember_flip(page: &SharedPage, host: &SharedHost) {
    if let Some(slot) = page.borrow().slot() {
        Library::new(&LocalStore).set_flipped(slot, host.borrow().session.table().flipped());
    }
}
