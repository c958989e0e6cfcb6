//! A live board: a game session (or a lesson's tutor) on a canvas. It sizes the canvas for the
//! device pixel ratio, forwards pointer, touch, keyboard and wheel input to its controller as
//! events, carries out the controller's commands for the board (draw, wait, ask the computer)
//! and hands the rest to its page (the app page, an embedded board, the lesson screen) through
//! a [`Sink`]. The app page and embedded boards run the same session; the lesson screen runs
//! `app::lesson::Tutor` on the same board, input and painter.
//!
//! Nothing is borrowed while the page's sink runs: a host page's event listener may call the
//! board again.

use super::computer::Computer;
use super::dom::{later, now, window, Listener};
use super::painter::paint_scene;
use crate::ai::wire::WireError;
use crate::app::session::{Command, Event, Input, Request, RequestId, Session};
use crate::view::press::Pointer;
use crate::view::scene::Point;
use crate::view::table::{Key, Table};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, KeyboardEvent, PointerEvent, ResizeObserver, WheelEvent};

/// A command of a controller that the board carries out itself.
pub enum Chore<'a> {
    Redraw,
    Refresh,
    /// Send the controller `due(plies)` after `ms` milliseconds.
    Wait {
        ms: f64,
        plies: usize,
    },
    Ask(&'a Request),
    Cancel,
    /// The page's.
    Page,
}

/// What runs on a board: events in, commands out, over a table (`app::Session`, the lessons'
/// `Tutor`).
pub trait Controller: 'static {
    type Event;
    type Command;
    fn handle(&mut self, event: Self::Event, now: f64) -> Vec<Self::Command>;
    fn table(&self) -> &dyn Table;
    /// Lays the board out for the canvas's size in CSS pixels.
    fn resize(&mut self, width: f32, height: f32);
    fn input(input: Input) -> Self::Event;
    fn due(plies: usize) -> Self::Event;
    fn answer(id: RequestId, reply: Result<Option<String>, WireError>) -> Self::Event;
    fn chore(command: &Self::Command) -> Chore<'_>;
    /// The command that refreshes the page's panel.
    fn refresh() -> Self::Command;
}

/// The board's half of a [`Controller`] whose events and commands name it as the session's
/// do (`Resize`, `Input`, `Due`, `Answer`; `Redraw`, `Refresh`, `Wait`, `Ask`, `Cancel`), with
/// what `Refresh` is to the board (the lesson screen paints it with the rest of its batch).
macro_rules! board_half {
    ($refresh:expr) => {
        fn resize(&mut self, width: f32, height: f32) {
            // Nothing to carry out: the board is drawn at once by `Host::fit`.
            drop(Self::handle(self, Event::Resize { width, height }, 0.0));
        }

        fn input(input: Input) -> Event {
            Event::Input(input)
        }

        fn due(plies: usize) -> Event {
            Event::Due { plies }
        }

        fn answer(id: RequestId, reply: Result<Option<String>, WireError>) -> Event {
            Event::Answer { id, reply }
        }

        fn chore(command: &Command) -> Chore<'_> {
            match command {
                Command::Redraw => Chore::Redraw,
                Command::Refresh => $refresh,
                &Command::Wait { ms, plies } => Chore::Wait { ms, plies },
                Command::Ask(request) => Chore::Ask(request),
                Command::Cancel => Chore::Cancel,
                _ => Chore::Page,
            }
        }

        fn refresh() -> Command {
            Command::Refresh
        }
    };
}
#[cfg_attr(not(feature = "tools"), allow(unused_imports))]
pub(crate) use board_half;

impl Controller for Session {
    type Event = Event;
    type Command = Command;

    fn handle(&mut self, event: Event, now: f64) -> Vec<Command> {
        Session::handle(self, event, now)
    }

    fn table(&self) -> &dyn Table {
        Session::table(self)
    }

    board_half!(Chore::Refresh);
}

/// Carries out the commands that belong to the page (save, announce, show the result …).
pub type Sink<C = Session> = Rc<dyn Fn(&Rc<RefCell<Host<C>>>, &<C as Controller>::Command)>;

pub struct Host<C: Controller = Session> {
    pub canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    /// The controller: the game's session (or a lesson's tutor).
    pub session: C,
    computer: Computer,
    sink: Sink<C>,
    /// The canvas's box in CSS pixels and the pixel ratio it was sized at.
    size: (f64, f64),
    dpr: f64,
    frame: Option<Closure<dyn FnMut(f64)>>,
    frame_id: Option<i32>,
    pointer: Option<i32>,
    listeners: Vec<Listener>,
    observer: Option<Observer>,
}

pub type SharedHost<C = Session> = Rc<RefCell<Host<C>>>;

/// A resize observer and the closure it calls (kept alive together).
type Observer = (ResizeObserver, Closure<dyn FnMut(js_sys::Array)>);

impl<C: Controller> Host<C> {
    /// Runs `session` on `canvas`; the computer's worker is loaded from `computer_url` when
    /// first needed.
    pub fn attach(
        canvas: HtmlCanvasElement,
        session: C,
        computer_url: &str,
        sink: Sink<C>,
    ) -> Result<SharedHost<C>, JsValue> {
        let ctx = canvas
            .get_context("2d")?
            .ok_or_else(|| JsValue::from_str("no 2d context"))?
            .dyn_into::<CanvasRenderingContext2d>()?;
        let host = Rc::new_cyclic(|weak: &Weak<RefCell<Host<C>>>| {
            let weak = weak.clone();
            let computer = Computer::new(
                computer_url,
                Rc::new(move |id, reply| {
                    if let Some(host) = weak.upgrade() {
                        Host::dispatch(&host, C::answer(id, reply));
                    }
                }),
            );
            RefCell::new(Host {
                canvas,
                ctx,
                session,
                computer,
                sink,
                size: (0.0, 0.0),
                dpr: 0.0,
                frame: None,
                frame_id: None,
                pointer: None,
                listeners: Vec::new(),
                observer: None,
            })
        });
        // No drawing here: the resize observer's first call, once the page is laid out, sizes
        // the canvas and draws (drawing now would force a layout and draw twice on a page's
        // start, ~90 ms on a slowed phone, measured).
        Self::listen(&host);
        Ok(host)
    }

    /// Gives an event to the session and carries out what it answers.
    pub fn dispatch(host: &SharedHost<C>, event: C::Event) -> Vec<C::Command> {
        let commands = host.borrow_mut().session.handle(event, now());
        Self::run(host, &commands);
        commands
    }

    /// Carries out commands: the board's own here, the page's through its sink, with nothing
    /// borrowed while the sink runs. The panel is refreshed once, last.
    pub fn run(host: &SharedHost<C>, commands: &[C::Command]) {
        let sink = host.borrow().sink.clone();
        let mut refresh = false;
        let mut redraw = false;
        for command in commands {
            match C::chore(command) {
                Chore::Redraw => redraw = true,
                Chore::Refresh => refresh = true,
                Chore::Wait { ms, plies } => {
                    let weak = Rc::downgrade(host);
                    later(ms, move || {
                        if let Some(host) = weak.upgrade() {
                            Host::dispatch(&host, C::due(plies));
                        }
                    });
                }
                Chore::Ask(request) => {
                    let asked = host.borrow_mut().computer.ask(request);
                    if let Err(why) = asked {
                        Host::dispatch(host, C::answer(request.id, Err(why)));
                    }
                }
                Chore::Cancel => host.borrow_mut().computer.cancel(),
                Chore::Page => sink(host, command),
            }
        }
        if redraw {
            Self::redraw(host);
        }
        if refresh {
            sink(host, &C::refresh());
        }
    }

    /// Stops listening, stops the computer's worker and the frame loop (a board being
    /// destroyed, or the page's board replaced). Closures still on the call stack (a board
    /// destroyed from its own event) are dropped a moment later, never while they run.
    #[cfg_attr(not(any(feature = "embed", feature = "tools")), allow(dead_code))] // the page's board lives as long as the page
    pub fn detach(host: &SharedHost<C>) {
        let mut h = host.borrow_mut();
        h.computer.stop();
        if let Some(id) = h.frame_id.take() {
            let _ = window().cancel_animation_frame(id);
        }
        let listeners = std::mem::take(&mut h.listeners);
        for l in &listeners {
            l.unlisten();
        }
        let observer = h.observer.take();
        if let Some((o, _)) = &observer {
            o.disconnect();
        }
        let frame = h.frame.take();
        later(0.0, move || drop((listeners, observer, frame)));
    }

    /// Matches the canvas's backing store to its CSS size times the device pixel ratio, lays
    /// the board out for it (a controller's new table too) and draws.
    pub fn fit(host: &SharedHost<C>) {
        Self::size(host);
        Self::lay_out_and_draw(host);
    }

    /// On a resize: lays out and draws only if the canvas's box or the pixel ratio changed
    /// (the observer also calls once observing starts, and after a `fit` of the same size).
    /// Also before a picture is made of the board: the observer's first call may not have come.
    pub fn refit(host: &SharedHost<C>) {
        if Self::size(host) {
            Self::lay_out_and_draw(host);
        }
    }

    /// Sizes the canvas's backing store to its box at the screen's pixel ratio; whether
    /// anything changed (a canvas given its size again is cleared, so it is left alone).
    fn size(host: &SharedHost<C>) -> bool {
        let mut h = host.borrow_mut();
        let rect = h.canvas.get_bounding_client_rect();
        let (w, hgt) = (rect.width().max(1.0), rect.height().max(1.0));
        let dpr = window().device_pixel_ratio().max(1.0);
        if (w, hgt) == h.size && dpr == h.dpr {
            return false;
        }
        // A backing store already that size (the boot script's, made while the wasm came) is
        // kept: setting it again would clear it and make the browser allocate it anew.
        let (pw, ph) = ((w * dpr).round() as u32, (hgt * dpr).round() as u32);
        if h.canvas.width() != pw {
            h.canvas.set_width(pw);
        }
        if h.canvas.height() != ph {
            h.canvas.set_height(ph);
        }
        let _ = h.ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
        h.size = (w, hgt);
        h.dpr = dpr;
        true
    }

    fn lay_out_and_draw(host: &SharedHost<C>) {
        {
            let mut h = host.borrow_mut();
            let (w, hgt) = h.size;
            h.session.resize(w as f32, hgt as f32);
        }
        Self::draw_now(host);
    }

    pub fn draw_now(host: &SharedHost<C>) {
        let mut h = host.borrow_mut();
        let t = now();
        let scene = h.session.table().scene(t);
        h.ctx.clear_rect(0.0, 0.0, h.size.0, h.size.1);
        paint_scene(&h.ctx, &scene);
        // A frame asked for before this draw would draw the same again, before the screen
        // shows this one (as the page starts: a whole second draw of the board in its first frame).
        if h.frame_id.is_some() && !h.session.table().animating(t) {
            if let Some(id) = h.frame_id.take() {
                let _ = window().cancel_animation_frame(id);
            }
        }
    }

    /// Asks for a frame (once, however often it is called before the frame comes).
    pub fn redraw(host: &SharedHost<C>) {
        let mut h = host.borrow_mut();
        if h.frame_id.is_some() {
            return;
        }
        if h.frame.is_none() {
            let weak: Weak<RefCell<Host<C>>> = Rc::downgrade(host);
            h.frame = Some(Closure::<dyn FnMut(f64)>::new(move |_t: f64| {
                if let Some(host) = weak.upgrade() {
                    host.borrow_mut().frame_id = None;
                    Host::draw_now(&host);
                    let animating = host.borrow().session.table().animating(now());
                    if animating {
                        Host::redraw(&host);
                    }
                }
            }));
        }
        if let Some(f) = &h.frame {
            h.frame_id = window().request_animation_frame(f.as_ref().unchecked_ref()).ok();
        }
    }

    fn point(&self, e: &PointerEvent) -> Point {
        let rect = self.canvas.get_bounding_client_rect();
        Point::new((e.client_x() as f64 - rect.left()) as f32, (e.client_y() as f64 - rect.top()) as f32)
    }

    fn input(host: &SharedHost<C>, input: Input) -> Vec<C::Command> {
        Self::dispatch(host, C::input(input))
    }

    fn listen(host: &SharedHost<C>) {
        let canvas = host.borrow().canvas.clone();
        let weak = Rc::downgrade(host);
        let with = move |f: fn(&SharedHost<C>, web_sys::Event)| {
            let weak = weak.clone();
            move |e: web_sys::Event| {
                if let Some(host) = weak.upgrade() {
                    f(&host, e)
                }
            }
        };
        let mut listeners = vec![
            Listener::with_passive(
                &canvas,
                "pointerdown",
                false,
                with(|host, e| {
                    let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
                    if !e.is_primary() || e.button() > 0 {
                        return;
                    }
                    e.prevent_default();
                    let (canvas, p) = {
                        let mut h = host.borrow_mut();
                        h.pointer = Some(e.pointer_id());
                        (h.canvas.clone(), h.point(&e))
                    };
                    let _ = canvas.focus();
                    let _ = canvas.set_pointer_capture(e.pointer_id());
                    Host::input(host, Input::Down(p, Pointer::from_type(&e.pointer_type())));
                }),
            ),
            Listener::with_passive(
                &canvas,
                "pointermove",
                true,
                with(|host, e| {
                    let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
                    let p = {
                        let h = host.borrow();
                        // The pressed pointer drags; a mouse that is not pressed hovers.
                        let hovers = h.pointer.is_none() && e.pointer_type() == "mouse";
                        if h.pointer != Some(e.pointer_id()) && !hovers {
                            return;
                        }
                        h.point(&e)
                    };
                    Host::input(host, Input::Move(p));
                }),
            ),
            Listener::new(
                &canvas,
                "pointerleave",
                with(|host, _| {
                    if host.borrow().pointer.is_none() {
                        // Off the board: the pointer hovers over nothing.
                        Host::input(host, Input::Move(Point::new(-1.0, -1.0)));
                    }
                }),
            ),
            Listener::new(
                &canvas,
                "pointerup",
                with(|host, e| {
                    let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
                    let p = {
                        let mut h = host.borrow_mut();
                        if h.pointer != Some(e.pointer_id()) {
                            return;
                        }
                        h.pointer = None;
                        h.point(&e)
                    };
                    Host::input(host, Input::Up(p));
                }),
            ),
            Listener::new(
                &canvas,
                "pointercancel",
                with(|host, _| {
                    host.borrow_mut().pointer = None;
                    Host::input(host, Input::Cancel);
                }),
            ),
            Listener::new(
                &canvas,
                "keydown",
                with(|host, e| {
                    let Ok(e) = e.dyn_into::<KeyboardEvent>() else { return };
                    if e.ctrl_key() || e.meta_key() || e.alt_key() {
                        return;
                    }
                    // Shift with an arrow steps through the moves (the page's move list).
                    let arrow = e.key().starts_with("Arrow");
                    if arrow && e.shift_key() {
                        return;
                    }
                    let key = match e.key().as_str() {
                        "ArrowLeft" => Key::Left,
                        "ArrowRight" => Key::Right,
                        "ArrowUp" => Key::Up,
                        "ArrowDown" => Key::Down,
                        "Enter" | " " => Key::Enter,
                        "Escape" => Key::Escape,
                        "r" | "R" if e.shift_key() => Key::RotateAnticlockwise,
                        "r" | "R" => Key::RotateClockwise,
                        _ => return,
                    };
                    e.prevent_default();
                    Host::input(host, Input::Key(key));
                }),
            ),
            Listener::new(
                &canvas,
                "focus",
                with(|host, _| {
                    Host::input(host, Input::Focus);
                }),
            ),
            Listener::new(
                &canvas,
                "blur",
                with(|host, _| {
                    Host::input(host, Input::Blur);
                }),
            ),
            Listener::with_passive(
                &canvas,
                "wheel",
                false,
                with(|host, e| {
                    let Ok(e) = e.dyn_into::<WheelEvent>() else { return };
                    let step = if e.delta_y() > 0.0 { 1 } else { -1 };
                    if !Host::input(host, Input::Rotate(step)).is_empty() {
                        e.prevent_default();
                    }
                }),
            ),
            Listener::new(&canvas, "contextmenu", |e: web_sys::Event| e.prevent_default()),
        ];
        // Re-lay out when the canvas changes size (window resize, rotation, panels).
        let weak = Rc::downgrade(host);
        let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |_entries: js_sys::Array| {
            if let Some(host) = weak.upgrade() {
                Host::refit(&host);
            }
        });
        let observer = ResizeObserver::new(on_resize.as_ref().unchecked_ref()).ok();
        if let Some(o) = &observer {
            o.observe(&canvas);
        }
        // Device pixel ratio changes (zoom, moving to another screen) show up as resizes of
        // the window.
        let weak = Rc::downgrade(host);
        listeners.push(Listener::new(&window(), "resize", move |_| {
            if let Some(host) = weak.upgrade() {
                Host::refit(&host);
            }
        }));
        let mut h = host.borrow_mut();
        h.listeners = listeners;
        h.observer = observer.map(|o| (o, on_resize));
    }
}
