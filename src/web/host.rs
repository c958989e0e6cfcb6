//! A live board in a canvas: sizes the canvas for the device pixel ratio, forwards pointer,
//! touch, keyboard and wheel input to the table, and redraws on animation frames. Used by the
//! app page and by embedded boards alike.

use super::dom::{window, Listener};
use super::painter::paint_scene;
use crate::view::scene::Point;
use crate::view::table::{Key, Response, Table};
use std::cell::RefCell;
use std::rc::{Rc, Weak};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    CanvasRenderingContext2d, Event, HtmlCanvasElement, KeyboardEvent, PointerEvent, ResizeObserver, WheelEvent,
};

/// Called after every input that changed something, with what it led to.
pub type OnResponse = Rc<dyn Fn(&Response)>;

pub struct Host {
    pub canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    pub table: Box<dyn Table>,
    size: (f64, f64),
    frame_pending: bool,
    frame: Option<Closure<dyn FnMut(f64)>>,
    pointer: Option<i32>,
    on_response: Option<OnResponse>,
    listeners: Vec<Listener>,
    observer: Option<Observer>,
}

pub type SharedHost = Rc<RefCell<Host>>;

/// A resize observer and the closure it calls (kept alive together).
type Observer = (ResizeObserver, Closure<dyn FnMut(js_sys::Array)>);

fn now() -> f64 {
    window().performance().map(|p| p.now()).unwrap_or(0.0)
}

impl Host {
    /// Attaches `table` to `canvas` and starts listening.
    pub fn attach(canvas: HtmlCanvasElement, table: Box<dyn Table>) -> Result<SharedHost, JsValue> {
        let ctx = canvas
            .get_context("2d")?
            .ok_or_else(|| JsValue::from_str("no 2d context"))?
            .dyn_into::<CanvasRenderingContext2d>()?;
        let host = Rc::new(RefCell::new(Host {
            canvas,
            ctx,
            table,
            size: (0.0, 0.0),
            frame_pending: false,
            frame: None,
            pointer: None,
            on_response: None,
            listeners: Vec::new(),
            observer: None,
        }));
        Self::listen(&host);
        Self::fit(&host);
        Ok(host)
    }

    pub fn set_on_response(host: &SharedHost, f: OnResponse) {
        host.borrow_mut().on_response = Some(f);
    }

    /// Replaces the game on the board (keeping size and settings).
    pub fn set_table(host: &SharedHost, mut table: Box<dyn Table>) {
        {
            let mut h = host.borrow_mut();
            table.set_settings(h.table.settings());
            table.set_flipped(h.table.flipped());
            table.resize(h.size.0 as f32, h.size.1 as f32);
            h.table = table;
        }
        Self::redraw(host);
    }

    /// Stops listening and drops the frame loop (an embedded board being destroyed).
    pub fn detach(host: &SharedHost) {
        let mut h = host.borrow_mut();
        h.listeners.clear();
        if let Some((observer, _)) = h.observer.take() {
            observer.disconnect();
        }
        h.frame = None;
        h.on_response = None;
    }

    /// Matches the canvas's backing store to its CSS size times the device pixel ratio.
    pub fn fit(host: &SharedHost) {
        {
            let mut h = host.borrow_mut();
            let rect = h.canvas.get_bounding_client_rect();
            let (w, hgt) = (rect.width().max(1.0), rect.height().max(1.0));
            let dpr = window().device_pixel_ratio().max(1.0);
            h.canvas.set_width((w * dpr).round() as u32);
            h.canvas.set_height((hgt * dpr).round() as u32);
            let _ = h.ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
            h.size = (w, hgt);
            h.table.resize(w as f32, hgt as f32);
        }
        Self::draw_now(host);
    }

    pub fn draw_now(host: &SharedHost) {
        let h = host.borrow();
        let scene = h.table.scene(now());
        h.ctx.clear_rect(0.0, 0.0, h.size.0, h.size.1);
        paint_scene(&h.ctx, &scene);
    }

    /// Asks for a frame (once, however often it is called before the frame comes).
    pub fn redraw(host: &SharedHost) {
        let mut h = host.borrow_mut();
        if h.frame_pending {
            return;
        }
        if h.frame.is_none() {
            let weak: Weak<RefCell<Host>> = Rc::downgrade(host);
            h.frame = Some(Closure::<dyn FnMut(f64)>::new(move |_t: f64| {
                if let Some(host) = weak.upgrade() {
                    host.borrow_mut().frame_pending = false;
                    Host::draw_now(&host);
                    let animating = host.borrow().table.animating(now());
                    if animating {
                        Host::redraw(&host);
                    }
                }
            }));
        }
        if let Some(f) = &h.frame {
            h.frame_pending = window().request_animation_frame(f.as_ref().unchecked_ref()).is_ok();
        }
    }

    fn point(&self, e: &PointerEvent) -> Point {
        let rect = self.canvas.get_bounding_client_rect();
        Point::new((e.client_x() as f64 - rect.left()) as f32, (e.client_y() as f64 - rect.top()) as f32)
    }

    /// Runs `f` on the host, then reports the response and redraws.
    fn respond(host: &SharedHost, f: impl FnOnce(&mut Host) -> Response) {
        let (response, callback) = {
            let mut h = host.borrow_mut();
            let r = f(&mut h);
            (r, h.on_response.clone())
        };
        if response != Response::None {
            Self::redraw(host);
            if let Some(cb) = callback {
                cb(&response);
            }
        }
    }

    fn listen(host: &SharedHost) {
        let canvas = host.borrow().canvas.clone();
        let weak = Rc::downgrade(host);
        let with = move |f: fn(&SharedHost, Event)| {
            let weak = weak.clone();
            move |e: Event| {
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
                    let canvas = host.borrow().canvas.clone();
                    let _ = canvas.focus();
                    let _ = canvas.set_pointer_capture(e.pointer_id());
                    Host::respond(host, |h| {
                        h.pointer = Some(e.pointer_id());
                        let p = h.point(&e);
                        h.table.pointer_down(p)
                    });
                }),
            ),
            Listener::with_passive(
                &canvas,
                "pointermove",
                true,
                with(|host, e| {
                    let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
                    if host.borrow().pointer != Some(e.pointer_id()) {
                        return;
                    }
                    Host::respond(host, |h| {
                        let p = h.point(&e);
                        h.table.pointer_move(p)
                    });
                }),
            ),
            Listener::new(
                &canvas,
                "pointerup",
                with(|host, e| {
                    let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
                    if host.borrow().pointer != Some(e.pointer_id()) {
                        return;
                    }
                    Host::respond(host, |h| {
                        h.pointer = None;
                        let p = h.point(&e);
                        h.table.pointer_up(p, now())
                    });
                }),
            ),
            Listener::new(
                &canvas,
                "pointercancel",
                with(|host, _| {
                    Host::respond(host, |h| {
                        h.pointer = None;
                        h.table.pointer_cancel()
                    });
                }),
            ),
            Listener::new(
                &canvas,
                "keydown",
                with(|host, e| {
                    let Ok(e) = e.dyn_into::<KeyboardEvent>() else { return };
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
                    if e.ctrl_key() || e.meta_key() || e.alt_key() {
                        return;
                    }
                    e.prevent_default();
                    Host::respond(host, |h| h.table.key(key, now()));
                }),
            ),
            Listener::with_passive(
                &canvas,
                "wheel",
                false,
                with(|host, e| {
                    let Ok(e) = e.dyn_into::<WheelEvent>() else { return };
                    let step = if e.delta_y() > 0.0 { 1 } else { -1 };
                    let r = host.borrow_mut().table.rotate_held(step);
                    if r != Response::None {
                        e.prevent_default();
                        Host::respond(host, |_| r);
                    }
                }),
            ),
            Listener::new(&canvas, "contextmenu", |e: Event| e.prevent_default()),
        ];
        // Re-lay out when the canvas changes size (window resize, rotation, panels).
        let weak = Rc::downgrade(host);
        let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |_entries: js_sys::Array| {
            if let Some(host) = weak.upgrade() {
                Host::fit(&host);
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
                Host::fit(&host);
            }
        }));
        let mut h = host.borrow_mut();
        h.listeners = listeners;
        h.observer = observer.map(|o| (o, on_resize));
    }
}
