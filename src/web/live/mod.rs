//! The live screen (`#/<game>/live` to invite, `#/live?o=<code>` to answer), drawn by the tools
//! wasm into the page's `<main id="play-live">`. It decides nothing: `app::live::board::LiveBoard`
//! runs the match on a board of the game (the page's `Host`: the same drags and painter as the
//! game), `rtc` carries its messages over a WebRTC data channel, and the screen is painted from
//! `app::live::screen`. The match is kept in localStorage after every change, so a reload finds
//! it again and reconnects with new codes.

mod connect;
mod render;
mod rtc;
mod scan;

use super::dom::{batched, later, style_sheet, window, Listener};
use super::host::{Chore, Controller, Host, SharedHost};
use super::storage::{self, LocalStore};
use crate::ai::wire::WireError;
use crate::app::library::Library;
use crate::app::live::board::{Command, Event, LiveBoard};
use crate::app::live::keep::keep;
use crate::app::live::screen::{screen, LiveWord};
use crate::app::live::{Event as LiveEvent, Live, Notice, Quick, Side};
use crate::app::record::Record;
use crate::app::session::{Command as SessionCommand, Event as SessionEvent, Input, RequestId, Session};
use crate::app::settings::Prefs;
use crate::game::{Lang, Refusal as _};
use crate::games::GameKind;
use crate::view::registry::{default_start, new_table, open_table};
use crate::view::table::{Looks, Table};
use crate::view::theme::ThemeName;
use connect::{connect, connect_as_guest, make_invitation, reconnect};
use rtc::Rtc;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlCanvasElement};

/// Where the match is kept between reloads.
const KEPT: &str = "deskovna.live";
/// Which saved game holds the live game (`app::live::keep`).
const SAVED: &str = "deskovna.live.saved";
/// The player's STUN server (empty: none).
const STUN: &str = "deskovna.live.stun";
/// How often the clocks are looked at.
const TICK_MS: f64 = 200.0;

impl Controller for LiveBoard {
    type Event = Event;
    type Command = Command;

    fn handle(&mut self, event: Event, now: f64) -> Vec<Command> {
        LiveBoard::handle(self, event, now, js_sys::Date::now())
    }

    fn table(&self) -> &dyn Table {
        self.session.table()
    }

    fn resize(&mut self, width: f32, height: f32) {
        // Nothing to carry out: the board is drawn at once by `Host::fit`.
        drop(self.session.handle(SessionEvent::Resize { width, height }, 0.0));
    }

    fn input(input: Input) -> Event {
        Event::Board(SessionEvent::Input(input))
    }

    fn due(plies: usize) -> Event {
        Event::Board(SessionEvent::Due { plies })
    }

    fn answer(id: RequestId, reply: Result<Option<String>, WireError>) -> Event {
        Event::Board(SessionEvent::Answer { id, reply })
    }

    fn chore(command: &Command) -> Chore<'_> {
        match command {
            Command::Board(c) => match <Session as Controller>::chore(c) {
                // The screen is painted once per batch, after what it says (`flush`).
                Chore::Refresh => Chore::Page,
                chore => chore,
            },
            _ => Chore::Page,
        }
    }

    fn refresh() -> Command {
        Command::Refresh
    }
}

/// What the connection part of the screen shows.
pub enum Stage {
    /// Inviting: choose the seat and the clock, then make the invitation.
    SetUp,
    /// The description is being made.
    Preparing,
    /// The invitation link is out; the friend's answer code is to be entered.
    Inviting(String),
    /// This browser's answer code, to send back.
    Answering(String),
    /// Connected, or the match goes on without a connection.
    Playing,
    /// Nothing to answer and no match kept.
    NoMatch,
}

struct Ui {
    /// The game inviting to (the host's, before the match is made).
    invite: Option<Record>,
    kind: Option<GameKind>,
    host: Option<SharedHost<LiveBoard>>,
    rtc: Option<Rc<Rtc>>,
    stage: Stage,
    lang: Lang,
    prefs: Prefs,
    /// The screen shown now (a new one stops the old one's clock ticks).
    generation: u32,
    _listeners: Vec<Listener>,
}

type Shared = Rc<RefCell<Ui>>;

thread_local! {
    static UI: RefCell<Option<Shared>> = const { RefCell::new(None) };
}

fn ui() -> Option<Shared> {
    UI.with(|u| u.borrow().clone())
}

fn host() -> Option<SharedHost<LiveBoard>> {
    ui().and_then(|u| u.borrow().host.clone())
}

fn page_look() -> (Lang, ThemeName, Prefs) {
    let root = document_root();
    let lang = root.as_ref().and_then(|r| r.get_attribute("lang")).map_or(Lang::En, |l| Lang::from_tag(&l));
    let theme = root.and_then(|r| r.get_attribute("data-theme")).and_then(|t| ThemeName::from_id(&t));
    let prefs = Prefs::from_line(&storage::get(storage::PREFS).unwrap_or_default());
    (lang, theme.unwrap_or(prefs.theme), prefs)
}

fn document_root() -> Option<Element> {
    super::dom::document().document_element()
}

fn looks() -> Looks {
    let (lang, theme, prefs) = page_look();
    Looks { lang, theme, coordinates: prefs.coordinates, animation_ms: prefs.animation_ms as f64 }
}

/// 32 random bytes from the browser, for the fair deal.
fn entropy() -> [u8; 32] {
    let bytes = js_sys::Uint8Array::new_with_length(32);
    let crypto = js_sys::Reflect::get(&window(), &"crypto".into()).ok();
    let get = crypto.as_ref().and_then(|c| js_sys::Reflect::get(c, &"getRandomValues".into()).ok());
    if let (Some(c), Some(f)) = (crypto, get.and_then(|f| f.dyn_into::<js_sys::Function>().ok())) {
        let _ = f.call1(&c, &bytes);
    }
    let mut out = [0; 32];
    bytes.copy_to(&mut out);
    out
}

/// The match kept on this device, if it reads.
fn kept() -> Option<Live> {
    storage::get(KEPT).and_then(|text| Live::restore(&text).ok())
}

/// Invites a friend to the game of `game` (its start and moves) in `root`; or, when a match of
/// this game is kept here and not over, goes back to it.
pub fn invite(root: &Element, game: GameKind, start: &str, moves: &[String]) -> bool {
    let Ok(table) = open_table(game, start, moves) else { return false };
    let record = Record { kind: game, start: start.to_string(), moves: moves.to_vec(), seats: Vec::new(), tree: None };
    let seats = table.status().seats.len();
    let resumed = kept().filter(|l| l.me() == Side::Host && l.record().is_some_and(|r| r.kind == game));
    let resumed = resumed.filter(|l| l.ending().is_none());
    open_screen(root, Some(game), seats);
    // Kept also when a match is resumed: "New live game" invites to it.
    if let Some(ui) = ui() {
        ui.borrow_mut().invite = Some(record);
    }
    match resumed {
        Some(live) => attach(live, Stage::Playing),
        None => set_stage(Stage::SetUp),
    }
    paint();
    true
}

/// Answers the invitation `offer` (a code) in `root`; an empty one goes back to the match kept.
pub fn join(root: &Element, offer: &str) -> bool {
    // A match over is not resumed by a new invitation (that is a new match).
    let live = kept().filter(|l| l.me() == Side::Guest && (offer.is_empty() || l.ending().is_none()));
    let kind = live.as_ref().and_then(|l| l.record()).map(|r| r.kind);
    open_screen(root, kind, 2);
    // Reloading must not answer the same offer again (its connection is gone): the address
    // becomes the match's.
    if !offer.is_empty() {
        let _ =
            window().history().and_then(|h| h.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some("#/live")));
    }
    match (live, offer.is_empty()) {
        (None, true) => set_stage(Stage::NoMatch),
        (live, _) => {
            let live = live.unwrap_or_else(|| Live::guest(entropy()));
            let answering = !offer.is_empty();
            attach(live, if answering { Stage::Preparing } else { Stage::Playing });
            if answering {
                connect_as_guest(offer);
            } else {
                render::say(LiveWord::AskNewLink.get(ui_lang()), false);
            }
        }
    }
    paint();
    true
}

fn ui_lang() -> Lang {
    ui().map_or(Lang::En, |u| u.borrow().lang)
}

fn set_stage(stage: Stage) {
    if let Some(ui) = ui() {
        ui.borrow_mut().stage = stage;
    }
}

/// Builds the screen and its state (any screen before it goes: its board and connection).
fn open_screen(root: &Element, kind: Option<GameKind>, seats: usize) {
    let _ = style_sheet("live-css", "live.css");
    scan::stop();
    if let Some(old) = ui() {
        let mut old = old.borrow_mut();
        if let Some(h) = old.host.take() {
            Host::detach(&h);
        }
        if let Some(r) = old.rtc.take() {
            r.close();
        }
    }
    render::skeleton(root, kind, seats);
    let (lang, _, prefs) = page_look();
    let generation = ui().map_or(0, |u| u.borrow().generation + 1);
    let shared = Rc::new(RefCell::new(Ui {
        invite: None,
        kind,
        host: None,
        rtc: None,
        stage: Stage::SetUp,
        lang,
        prefs,
        generation,
        _listeners: listen(root),
    }));
    UI.with(|u| *u.borrow_mut() = Some(shared));
    if let Some(input) = super::dom::by_id::<web_sys::HtmlInputElement>("lv-stun-url") {
        input.set_value(&storage::get(STUN).unwrap_or_default());
    }
    tick(generation);
}

/// The match on the board of the screen.
fn attach(live: Live, stage: Stage) {
    let Some(ui) = ui() else { return };
    let kind = live.record().map_or(GameKind::Drake, |r| r.kind);
    let Ok(table) = new_table(kind, &[]) else { return };
    let mut board = LiveBoard::new(live, table);
    drop(board.session.handle(SessionEvent::Looks(looks()), 0.0));
    let canvas = super::dom::by_id::<HtmlCanvasElement>("lv-board");
    let Some(canvas) = canvas else { return };
    let queue = batched(flush);
    let sink: super::host::Sink<LiveBoard> = Rc::new(move |_host, command: &Command| queue(command.clone()));
    let Ok(host) = Host::attach(canvas, board, "./computer.js", sink) else { return };
    let old = {
        let mut u = ui.borrow_mut();
        u.stage = stage;
        u.host.replace(host.clone())
    };
    // A new match on the same screen ("New live game"): the old board lets go of the canvas.
    if let Some(old) = old {
        Host::detach(&old);
    }
    later(0.0, move || Host::fit(&host));
}

fn live_event(event: LiveEvent) {
    if let Some(host) = host() {
        Host::dispatch(&host, Event::Live(event));
    }
}

/// Carries out a batch of the live board's commands.
fn flush(batch: Vec<Command>) {
    let Some(ui) = ui() else { return };
    let (lang, sound) = {
        let u = ui.borrow();
        (u.lang, u.prefs.sound)
    };
    let Some(host) = host() else { return };
    let kind = host.borrow().session.table().kind();
    let rtc = ui.borrow().rtc.clone();
    for command in &batch {
        match command {
            Command::Send(text) => {
                if let Some(rtc) = &rtc {
                    rtc.send(text);
                }
            }
            Command::Save(text) => {
                let _ = storage::set(KEPT, text);
                keep_saved(&host.borrow().session.live, lang);
            }
            Command::Say(notice) => render::say(&notice.render(kind, lang), matches!(notice, Notice::Refused(_))),
            Command::Ended(ending) => {
                let me = host.borrow().session.live.me();
                render::say(&ending.render(kind, me, lang), false);
            }
            Command::LinkPlay(record) => {
                let page = window().location().href().unwrap_or_default();
                let base = page.split('#').next().unwrap_or_default().to_string();
                let href = format!("{base}{}", crate::app::link::fragment(record, &default_start(record.kind)));
                render::link_play(Some(&href));
            }
            Command::Board(SessionCommand::Sound(cue)) if sound => super::sound::play(*cue),
            Command::Board(SessionCommand::Announce(name)) => render::announce(name),
            Command::Board(SessionCommand::Refused(why)) => render::say(&why.render(lang), true),
            Command::Board(SessionCommand::Moved { said, .. }) => render::announce(said),
            _ => {}
        }
    }
    if batch.iter().any(|c| matches!(c, Command::Board(SessionCommand::Redraw))) {
        // The game may have just been shown (the guest's first): the board gets its size.
        let shown = super::dom::by_id::<Element>("lv-game").is_some_and(|g| g.has_attribute("hidden"));
        paint();
        if shown {
            Host::fit(&host);
        }
        return;
    }
    paint();
}

/// Keeps the live game among the saved games too, and makes it the one its game's page shows.
fn keep_saved(live: &Live, lang: Lang) {
    let library = Library::new(&LocalStore);
    let Some((saved, mark)) = keep(&library, storage::get(SAVED).as_deref(), live) else { return };
    let _ = storage::set(SAVED, &mark);
    match saved {
        Ok(slot) => library.remember(slot),
        Err(why) => render::say(&why.render(lang), true),
    }
}

/// Paints the screen from the match.
fn paint() {
    let Some(ui) = ui() else { return };
    let u = ui.borrow();
    let kind = u.host.as_ref().and_then(|h| h.borrow().session.live.record().map(|r| r.kind)).or(u.kind);
    let s = u.host.as_ref().map(|h| screen(&h.borrow().session, js_sys::Date::now(), u.lang));
    let offer_new = u.invite.is_some() && u.host.is_some();
    render::paint(kind, &u.stage, s.as_ref(), offer_new, u.lang);
}

/// "New live game": the set-up again (a match not over is replaced only once the player says
/// so, see `connect::make_invitation`).
fn new_live() {
    scan::stop();
    set_stage(Stage::SetUp);
    paint();
}

/// "Back to the live game" (from the question before replacing it): on this screen when its
/// match is the one kept; otherwise the kept match's own screen.
fn resume() {
    let Some(ui) = ui() else { return };
    if ui.borrow().host.is_some() {
        set_stage(Stage::Playing);
        return paint();
    }
    let Some(live) = kept() else { return };
    let href = match (live.me(), live.record()) {
        (Side::Host, Some(record)) => crate::app::link::live_fragment(record.kind),
        _ => "#/live".to_string(),
    };
    let _ = window().location().set_hash(&href);
}

/// The clocks: every `TICK_MS` while this screen is the one shown.
fn tick(generation: u32) {
    later(TICK_MS, move || {
        let Some(ui) = ui().filter(|u| u.borrow().generation == generation) else { return };
        let clocked = ui.borrow().host.as_ref().is_some_and(|h| {
            let live = &h.borrow().session.live;
            live.playing() && live.clock_left(0, js_sys::Date::now()).is_some()
        });
        if clocked {
            live_event(LiveEvent::Tick);
            paint();
        }
        tick(generation);
    });
}

/// Gives the match an event from a button.
fn press(event: LiveEvent) {
    live_event(event);
}

fn copy(id: &str) {
    let value = render::value(id);
    let clipboard = window().navigator().clipboard();
    let _ = clipboard.write_text(&value);
    render::say(LiveWord::Copied.get(ui_lang()), false);
}

/// The buttons and fields (listeners on the screen).
fn listen(root: &Element) -> Vec<Listener> {
    let click = Listener::new(root, "click", |e| {
        let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
        let Ok(Some(button)) = target.closest("button") else { return };
        match button.id().as_str() {
            "lv-make" => make_invitation(false),
            "lv-replace-yes" => make_invitation(true),
            "lv-resume" => resume(),
            "lv-new" => new_live(),
            "lv-scan" => scan::start("lv-answer-in", connect),
            "lv-scan-stop" => scan::stop(),
            "lv-connect-btn" => connect(),
            "lv-copy-link" => copy("lv-link"),
            "lv-copy-code" => copy("lv-code"),
            "lv-resign" => press(LiveEvent::Resign),
            "lv-draw" => press(LiveEvent::OfferDraw),
            "lv-draw-yes" => press(LiveEvent::AnswerDraw(true)),
            "lv-draw-no" => press(LiveEvent::AnswerDraw(false)),
            "lv-takeback" => press(LiveEvent::AskTakeback),
            "lv-takeback-yes" => press(LiveEvent::AnswerTakeback(true)),
            "lv-takeback-no" => press(LiveEvent::AnswerTakeback(false)),
            "lv-rematch" => press(LiveEvent::Rematch),
            "lv-reconnect" => reconnect(),
            "lv-say" => {
                let i: usize = render::value("lv-quick").parse().unwrap_or(0);
                if let Some(&q) = Quick::ALL.get(i) {
                    press(LiveEvent::Quick(q));
                }
            }
            _ => {}
        }
    });
    let change = Listener::new(root, "change", |e| {
        let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
        if target.id() == "lv-stun-url" {
            let url = render::value("lv-stun-url");
            let _ = storage::set(STUN, url.trim());
            render::text("lv-stun-saved", LiveWord::StunSaved.get(ui_lang()));
        }
    });
    vec![click, change]
}

/// Where the spot `name` of the live board is drawn (canvas CSS pixels), for tests.
pub fn locate(name: &str) -> Vec<f32> {
    let Some(host) = host() else { return Vec::new() };
    let p = host.borrow().session.table().locate(name);
    p.map(|p| vec![p.x, p.y]).unwrap_or_default()
}

/// The position on the live board, in the engine's text, for tests.
pub fn position() -> String {
    host().map(|h| h.borrow().session.table().position_text()).unwrap_or_default()
}

/// A message as if it came on the channel (tests: a forged message must change nothing).
pub fn inject(text: &str) {
    live_event(LiveEvent::Received(text.to_string()));
}
