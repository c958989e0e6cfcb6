//! The study tools beside the board, in the tools wasm: the page's side of `app::study::Study`
//! (the analysis and the review, decided there). This reads the panels' clicks and the
//! worker's replies into its events and carries out its commands: requests to the study's own
//! worker (www/computer.js with the computer's wasm, so the computer's worker keeps playing),
//! the panels built (`panels::build`) and drawn (`panels::draw`), words for the live region,
//! and the board's arrow or a ply to show for the page (`web::tools::tell`).

mod panels;

use super::dom::{by_id, console_error, now, set_text, Listener};
use super::tools::tell;
use super::worker::{blocked, Running};
use crate::ai::wire::{Reply, Request, Studied, Study as Job, WireError};
use crate::app::handoff::Shown;
use crate::app::study::{Button, Command, Event, Study};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Element, EventTarget};

/// The study on the page: its controller and its worker.
struct StudyPage {
    study: Study,
    worker: Option<Running>,
    /// Something was asked of the worker (a worker started ahead fails in silence).
    asked: bool,
    /// The panels' clicks are heard (on their place, which stays when they are built again).
    wired: bool,
}

type Shared = Rc<RefCell<StudyPage>>;

/// The tools' one handle on the study, once it is asked for.
#[derive(Default)]
pub struct Handle(Option<Shared>);

impl Handle {
    /// The page's Analyse (opens or closes the analysis) or Review on the game `shown`; false
    /// for a game the tools cannot replay.
    pub fn open(&mut self, what: Job, shown: Shown) -> bool {
        let page = self.page().clone();
        let commands = page.borrow_mut().study.open(what, shown, now());
        commands.map(|commands| run(&page, commands)).is_some()
    }

    /// The analysis of the game `shown`, opened or kept open; false for a game the tools
    /// cannot replay.
    pub fn open_analysis(&mut self, shown: Shown) -> bool {
        let page = self.page().clone();
        let commands = page.borrow_mut().study.open_analysis(shown, now());
        commands.map(|commands| run(&page, commands)).is_some()
    }

    /// The study on the page, made the first time.
    fn page(&mut self) -> &Shared {
        self.0.get_or_insert_with(|| {
            Rc::new(RefCell::new(StudyPage { study: Study::new(), worker: None, asked: false, wired: false }))
        })
    }

    /// Starts the worker ahead of the first request (the page is drawn and idle), so that the
    /// first line waits for no download or compile. A worker that cannot start is tried again
    /// by that request.
    pub fn warm(&mut self) {
        let page = self.page().clone();
        let _ = start(&page);
    }

    /// The page shows another position.
    pub fn shown(&mut self, shown: Shown) {
        if let Some(page) = &self.0 {
            dispatch(page, Event::Shown(shown));
        }
    }
}

fn dispatch(page: &Shared, event: Event) {
    let commands = page.borrow_mut().study.handle(event, now());
    run(page, commands);
}

/// Carries out the study's commands, with nothing borrowed while the page hears of them.
fn run(page: &Shared, commands: Vec<Command>) {
    for command in commands {
        match command {
            Command::Send(request) => send(page, &request),
            Command::Build(lang) => {
                panels::build(lang);
                wire(page);
            }
            Command::Draw(shown) => panels::draw(&shown),
            Command::Tell(message) => tell(&message),
            Command::Announce(words) => set_text("announce", &words),
            Command::FirstLine(ms) => panels::first_line(ms),
        }
    }
}

/// Sends `request` to the study's worker (started the first time); a worker that cannot be
/// started or take it answers the request with why.
fn send(page: &Shared, request: &Request) {
    page.borrow_mut().asked = true;
    let sent = start(page).and_then(|()| {
        let message = serde_wasm_bindgen::to_value(request).map_err(|e| WireError::Malformed(e.to_string()))?;
        page.borrow().worker.as_ref().map_or_else(|| Err(blocked()), |w| w.post(&message))
    });
    if let Err(why) = sent {
        failed(page, why);
    }
}

/// Starts the study's worker unless it runs.
fn start(page: &Shared) -> Result<(), WireError> {
    if page.borrow().worker.is_some() {
        return Ok(());
    }
    let weak = Rc::downgrade(page);
    let on_message = move |reply: Result<Reply<Studied>, WireError>| {
        // A message that does not read cannot be told from a stale one: dropped.
        if let (Some(page), Ok(reply)) = (weak.upgrade(), reply) {
            dispatch(&page, Event::Reply(reply));
        }
    };
    let weak = Rc::downgrade(page);
    let on_error = move |why| {
        if let Some(page) = weak.upgrade() {
            failed(&page, why);
        }
    };
    let worker = Running::start("./computer.js", read, on_message, on_error)?;
    page.borrow_mut().worker = Some(worker);
    Ok(())
}

/// The worker's message as a study reply, or why it does not read.
fn read(message: &JsValue) -> Result<Reply<Studied>, WireError> {
    serde_wasm_bindgen::from_value(message.clone()).map_err(|e| WireError::Malformed(e.to_string()))
}

/// The request being answered failed (the worker could not start or take it, or stopped): the
/// study hears it as the worker's reply, and the next request starts a new worker.
fn failed(page: &Shared, why: WireError) {
    let worker = page.borrow_mut().worker.take();
    if let Some(worker) = worker {
        worker.stop();
    }
    // A worker started ahead that failed before anything was asked: the first request
    // starts another, and hears why if that one fails too.
    if !page.borrow().asked {
        return;
    }
    let id = page.borrow().study.asking();
    dispatch(page, Event::Reply(Reply { id: Some(id), answer: Studied::Failed(why) }));
}

/// Hears the panels' clicks on their place (`#study`), once.
fn wire(page: &Shared) {
    if std::mem::replace(&mut page.borrow_mut().wired, true) {
        return;
    }
    let Some(place) = by_id::<EventTarget>("study") else { return };
    let weak = Rc::downgrade(page);
    Listener::new(&place, "click", move |e| {
        let Some(page) = weak.upgrade() else { return };
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let selector = format!("button, #{}", Button::GRAPH);
        let Some(target) = target.and_then(|t| t.closest(&selector).ok().flatten()) else { return };
        match Button::read(&target.id(), || panels::graph_ply(&e, &target)) {
            Ok(button) => dispatch(&page, button.event()),
            Err(unread) => console_error(&unread.to_string()),
        }
    })
    .forever();
}
