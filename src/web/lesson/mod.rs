//! The lesson screen (`#/<game>/learn`), drawn by the tools wasm into the page's
//! `<main id="learn">`. It decides nothing: the course is fetched (`lessons/<game>.txt`) and
//! read, `app::lesson::Tutor` runs it on a board of the game (the page's `Host`: the same
//! canvas input, drag machine and painter as the game), its commands are carried out here, and
//! the screen is painted from `app::lesson::screen` and `said`. The page's language and theme
//! are read from its root element, and followed when they change.

mod render;

use super::dom::{batched, document, later, looks, page_look, style_sheet, watch_look, Listener, LookWatch};
use super::host::{board_half, Chore, Controller, Host, SharedHost};
use super::storage::LocalStore;
use crate::ai::wire::WireError;
use crate::app::lesson::words::LessonWord;
use crate::app::lesson::{read_course, said, screen, Command, Event, Progress, Tone, Tutor};
use crate::app::session::{Input, RequestId};
use crate::app::settings::Prefs;
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::table::Table;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement};

impl Controller for Tutor {
    type Event = Event;
    type Command = Command;

    fn handle(&mut self, event: Event, now: f64) -> Vec<Command> {
        Tutor::handle(self, event, now)
    }

    fn table(&self) -> &dyn Table {
        Tutor::table(self)
    }

    // The screen is painted once per batch, after what it says (`flush`).
    board_half!(Chore::Page);
}

/// The screen shown: its course's board (once the course is read) and what only the page has.
struct Ui {
    kind: GameKind,
    root: Element,
    host: Option<SharedHost<Tutor>>,
    lang: Lang,
    prefs: Prefs,
    _listeners: Vec<Listener>,
    _observer: Option<Observer>,
}

type Observer = LookWatch;
type Shared = Rc<RefCell<Ui>>;

thread_local! {
    static UI: RefCell<Option<Shared>> = const { RefCell::new(None) };
}

fn ui() -> Option<Shared> {
    UI.with(|u| u.borrow().clone())
}

fn host() -> Option<SharedHost<Tutor>> {
    ui().and_then(|u| u.borrow().host.clone())
}

/// Shows the lessons of `game` in `root`. True once shown (the course may still be loading).
pub fn show(root: &Element, game: &str) -> bool {
    let Some(kind) = GameKind::from_id(game) else { return false };
    let _ = style_sheet("lesson-css", "lesson.css");
    let (lang, theme, prefs) = page_look();
    if let Some(ui) = ui().filter(|u| u.borrow().kind == kind && u.borrow().root == *root) {
        // Back to the course shown before: as it was, in the page's look now.
        ui.borrow_mut().lang = lang;
        if let Some(host) = host() {
            Host::dispatch(&host, Event::Looks(looks(lang, theme, prefs)));
            Host::fit(&host);
        }
        return true;
    }
    if let Some(old) = ui().and_then(|u| u.borrow_mut().host.take()) {
        Host::detach(&old);
    }
    render::skeleton(root, kind);
    render::paint(&screen_loading(lang), lang);
    render::say(LessonWord::Loading.get(lang), Tone::Info);
    let shared = Rc::new(RefCell::new(Ui {
        kind,
        root: root.clone(),
        host: None,
        lang,
        prefs,
        _listeners: listen(root),
        _observer: observe_look(),
    }));
    UI.with(|u| *u.borrow_mut() = Some(shared));
    super::fetch::fetch_text(&format!("lessons/{}.txt", kind.id()), move |text| loaded(kind, text));
    true
}

/// The screen before the course has come: the heading only.
fn screen_loading(lang: Lang) -> crate::app::lesson::Screen {
    crate::app::lesson::Screen {
        heading: String::new(),
        counter: String::new(),
        title: String::new(),
        text: String::new(),
        goal: String::new(),
        moves: String::new(),
        stars: 0,
        stars_said: String::new(),
        hint: false,
        next_ready: false,
        next: LessonWord::Next.get(lang).to_string(),
        lessons: Vec::new(),
        total: String::new(),
        done: false,
    }
}

/// The course came (or did not): the tutor on the board.
fn loaded(kind: GameKind, text: Result<String, String>) {
    let Some(ui) = ui().filter(|u| u.borrow().kind == kind && u.borrow().host.is_none()) else { return };
    let lang = ui.borrow().lang;
    let course = text.and_then(|t| read_course(&t).map_err(|e| e.to_string()));
    let course = course.and_then(|c| match c.kind == kind {
        true => Ok(c),
        false => Err(kind.id().to_string()),
    });
    let tutor =
        course.and_then(|c| Tutor::new(c, Progress::load(&LocalStore, kind)).map_err(|e| e.reason().render(lang)));
    let canvas = document().get_element_by_id("ls-board").and_then(|c| c.dyn_into::<HtmlCanvasElement>().ok());
    let (tutor, canvas) = match (tutor, canvas) {
        (Ok(t), Some(c)) => (t, c),
        (Err(why), _) => return render::say(&LessonWord::NotLoaded.fill(lang, &[why]), Tone::Wrong),
        (_, None) => return,
    };
    let (lang, theme, prefs) = page_look();
    let queue = batched(flush);
    let sink: super::host::Sink<Tutor> = Rc::new(move |_host, command: &Command| queue(command.clone()));
    let Ok(host) = Host::attach(canvas, tutor, "./computer.js", sink) else { return };
    ui.borrow_mut().host = Some(host.clone());
    Host::dispatch(&host, Event::Looks(looks(lang, theme, prefs)));
    Host::dispatch(&host, Event::Start);
}

/// Carries out a batch of the tutor's commands: keeps the progress, plays the sounds, says what
/// happened, and paints the screen.
fn flush(batch: Vec<Command>) {
    let Some(ui) = ui() else { return };
    let (lang, sound) = {
        let u = ui.borrow();
        (u.lang, u.prefs.sound)
    };
    let Some(host) = host() else { return };
    let seats = host.borrow().session.table().status().seats;
    for command in &batch {
        match command {
            Command::Save(progress) => {
                let _ = progress.save(&LocalStore);
            }
            Command::Sound(cue) if sound => super::sound::play(*cue),
            Command::Announce(name) => render::announce(name),
            _ => {}
        }
    }
    if let Some((text, tone)) = said(&batch, seats, lang) {
        render::say(&text, tone);
    }
    paint();
    if batch.iter().any(|c| matches!(c, Command::CourseDone)) {
        render::focus_play();
    }
}

/// Paints the screen from the tutor.
fn paint() {
    let (Some(ui), Some(host)) = (ui(), host()) else { return };
    let lang = ui.borrow().lang;
    let s = screen(&host.borrow().session, lang);
    render::paint(&s, lang);
}

/// Gives the tutor an event from a button.
fn press(event: Event) {
    let Some(host) = host() else { return };
    let opened = matches!(event, Event::Open(_) | Event::Next | Event::Retry);
    Host::dispatch(&host, event);
    if opened {
        later(0.0, render::focus_title);
    }
}

/// The buttons: Retry, Hint, Next and the course's list (one listener on the screen).
fn listen(root: &Element) -> Vec<Listener> {
    vec![Listener::new(root, "click", |e| {
        let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
        let Ok(Some(button)) = target.closest("button") else { return };
        if let Some(index) = button.get_attribute("data-lesson").and_then(|i| i.parse().ok()) {
            return press(Event::Open(index));
        }
        match button.id().as_str() {
            "ls-retry" => press(Event::Retry),
            "ls-hint" => press(Event::Hint),
            "ls-next" => press(Event::Next),
            _ => {}
        }
    })]
}

/// Follows the page's language and theme (the attributes of its root element).
fn observe_look() -> Option<Observer> {
    watch_look(|| {
        let (lang, theme, prefs) = page_look();
        let Some(ui) = ui() else { return };
        ui.borrow_mut().lang = lang;
        match host() {
            Some(host) => drop(Host::dispatch(&host, Event::Looks(looks(lang, theme, prefs)))),
            None => paint(),
        }
    })
}

/// Where the spot `name` of the lesson's board is drawn (canvas CSS pixels), for tests.
pub fn locate(name: &str) -> Vec<f32> {
    let Some(host) = host() else { return Vec::new() };
    let p = host.borrow().session.table().locate(name);
    p.map(|p| vec![p.x, p.y]).unwrap_or_default()
}

/// The position on the lesson's board, in the engine's text, for tests.
pub fn position() -> String {
    host().map(|h| h.borrow().session.table().position_text()).unwrap_or_default()
}
