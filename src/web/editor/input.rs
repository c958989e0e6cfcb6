//! The editor's input: drag a piece from the palette or across the board (mouse, pen or touch),
//! drop it off the board to take it away, choose a piece and tap squares, or use the keyboard
//! on the board (arrows, Enter, Delete); the start buttons, the turn and the position text.

use super::{draw, outcome, phase_id, say, Shared};
use crate::app::editor::{Act, Command, EditKey, From, Tool};
use crate::view::editor::{SetupPhase, Start};
use crate::view::press::{Motion, Pointer, Press, Release, Surface};
use crate::view::scene::Point;
use crate::view::theme::Theme;
use crate::web::dom::{create, now, window, Listener};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlElement, HtmlInputElement, HtmlSelectElement, KeyboardEvent, PointerEvent};

struct Drag {
    from: From,
    press: Press,
    ghost: Option<Element>,
}

/// The point on the board under a pointer event, in the board's CSS pixels; None off it.
fn board_point(state: &Shared, x: f64, y: f64) -> Option<Point> {
    let rect = state.borrow().canvas.get_bounding_client_rect();
    let inside = x >= rect.left() && x <= rect.right() && y >= rect.top() && y <= rect.bottom();
    inside.then(|| Point::new((x - rect.left()) as f32, (y - rect.top()) as f32))
}

/// Gives `act` to the editor's desk and carries out what it says; true when a key was used.
pub(super) fn act(state: &Shared, act: Act) -> bool {
    let commands = state.borrow_mut().desk.act(act);
    let lang = state.borrow().lang;
    let mut taken = false;
    for command in commands {
        match command {
            Command::Draw => draw(state),
            Command::Refused(reason) => say(state, &reason.render(lang), true),
            Command::Clear => say(state, "", false),
            Command::KeyTaken => taken = true,
        }
    }
    taken
}

fn ghost(state: &Shared, from: &From, x: f64, y: f64) -> Element {
    let s = state.borrow();
    let token = s.desk.dragged(from);
    let item = token.and_then(|t| s.desk.items().iter().find(|item| item.token == t));
    let g = create("div", "editor-ghost");
    if let Some(item) = item.filter(|item| !super::pictures::picture(&g, item, s.kind, s.theme, 40.0)) {
        g.set_text_content(Some(&item.symbol()));
        // Through the style object (a `style` attribute is refused by the page's CSP).
        let (fill, ink) = item.paint(s.kind, &Theme::get(s.theme));
        if let Some(g) = g.dyn_ref::<HtmlElement>() {
            let _ = g.style().set_property("background", &fill.css());
            let _ = g.style().set_property("color", &ink.css());
        }
    }
    // Inside the editor's dialog: a modal dialog is drawn above the rest of the page.
    let _ = s.root.append_child(&g);
    move_ghost(&g, x, y);
    g
}

fn move_ghost(g: &Element, x: f64, y: f64) {
    if let Some(g) = g.dyn_ref::<HtmlElement>() {
        let _ = g.style().set_property("left", &format!("{}px", x - 20.0));
        let _ = g.style().set_property("top", &format!("{}px", y - 20.0));
    }
}

fn press(state: &Shared, drag: &Rc<RefCell<Option<Drag>>>, from: From, e: &PointerEvent) {
    // A mouse press would start selecting text; a touch press is kept from scrolling by
    // `touch-action: none`, and cancelling it would cost the next tap its click.
    if e.pointer_type() != "touch" {
        e.prevent_default();
    }
    act(state, Act::Press(from.clone()));
    let at = Point::new(e.client_x() as f32, e.client_y() as f32);
    // The editor's dialog does not scroll under a finger (`touch-action: none`).
    let press = Press::new(at, now(), Pointer::from_type(&e.pointer_type()), Surface::Still);
    *drag.borrow_mut() = Some(Drag { from, press, ghost: None });
}

fn motion(state: &Shared, drag: &Rc<RefCell<Option<Drag>>>, e: &PointerEvent) {
    let mut d = drag.borrow_mut();
    let Some(d) = d.as_mut() else { return };
    let p = Point::new(e.client_x() as f32, e.client_y() as f32);
    if let Motion::Drag { ghost: at } = d.press.moved(p, now()) {
        let (x, y) = (f64::from(at.x), f64::from(at.y));
        match &d.ghost {
            Some(g) => move_ghost(g, x, y),
            None => d.ghost = Some(ghost(state, &d.from, x, y)),
        }
    }
}

fn release(state: &Shared, drag: &Rc<RefCell<Option<Drag>>>, e: &PointerEvent) {
    let Some(mut d) = drag.borrow_mut().take() else { return };
    if let Some(g) = d.ghost.take() {
        g.remove();
    }
    let dragged = match d.press.release() {
        Release::Drop => true,
        Release::Tap => false,
        Release::Nothing => return,
    };
    let at = board_point(state, e.client_x() as f64, e.client_y() as f64);
    act(state, Act::Release { from: d.from, dragged, at });
}

fn key(state: &Shared, e: &KeyboardEvent) {
    let Some(key) = EditKey::from_key(&e.key(), e.shift_key()) else { return };
    if act(state, Act::Key(key)) {
        e.prevent_default();
    }
}

fn on(root: &Element, selector: &str, event: &'static str, f: impl FnMut(Event) + 'static) -> Option<Listener> {
    let target = root.query_selector(selector).ok().flatten()?;
    Some(Listener::new(&target, event, f))
}

/// Wires the editor's elements and the window's pointer events; the listeners live as long
/// as this editor is the one open.
pub(super) fn wire(state: &Shared) -> Vec<Listener> {
    let root = state.borrow().root.clone();
    let drag: Rc<RefCell<Option<Drag>>> = Rc::new(RefCell::new(None));
    let mut listeners = Vec::new();
    let (s, d) = (state.clone(), drag.clone());
    listeners.extend(on(&root, ".editor-palette", "pointerdown", move |e| {
        let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let index = target
            .as_ref()
            .and_then(|t| t.closest(".editor-piece").ok().flatten())
            .and_then(|b| b.get_attribute("data-index")?.parse().ok());
        if let Some(i) = index {
            press(&s, &d, From::Palette(i), &e);
        }
    }));
    // Keyboard and assistive technology choose with a click (pointer input chose on press).
    let s = state.clone();
    listeners.extend(on(&root, ".editor-palette", "click", move |e| {
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let Some(b) = target.and_then(|t| t.closest("button").ok().flatten()) else { return };
        let tool = match b.get_attribute("data-index").and_then(|v| v.parse().ok()) {
            Some(i) => Tool::Piece(i),
            None if b.class_name() == "editor-rotate" => Tool::Rotate,
            None => Tool::Remove,
        };
        act(&s, Act::Choose(tool));
    }));
    let (s, d) = (state.clone(), drag.clone());
    listeners.extend(on(&root, ".editor-board", "pointerdown", move |e| {
        let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
        let Some(square) =
            board_point(&s, e.client_x() as f64, e.client_y() as f64).and_then(|p| s.borrow().desk.editor.pick_at(p))
        else {
            return;
        };
        press(&s, &d, From::Square(square), &e);
    }));
    let (s, d) = (state.clone(), drag.clone());
    listeners.push(Listener::new(&window(), "pointermove", move |e| {
        if let Ok(e) = e.dyn_into::<PointerEvent>() {
            motion(&s, &d, &e);
        }
    }));
    let (s, d) = (state.clone(), drag.clone());
    listeners.push(Listener::new(&window(), "pointerup", move |e| {
        if let Ok(e) = e.dyn_into::<PointerEvent>() {
            release(&s, &d, &e);
        }
    }));
    let d = drag;
    listeners.push(Listener::new(&window(), "pointercancel", move |_| {
        if let Some(g) = d.borrow_mut().take().and_then(|d| d.ghost) {
            g.remove();
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-board", "keydown", move |e| {
        if let Ok(e) = e.dyn_into::<KeyboardEvent>() {
            key(&s, &e);
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-board", "focus", move |_| {
        act(&s, Act::Focus);
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-current", "click", move |_| {
        act(&s, Act::RestartCurrent);
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-start", "click", move |_| {
        act(&s, Act::Restart(Start::Initial));
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-empty", "click", move |_| {
        act(&s, Act::Restart(Start::Empty));
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-turn-select", "change", move |e| {
        let seat = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).and_then(|t| t.value().parse().ok());
        if let Some(seat) = seat {
            act(&s, Act::Turn(seat));
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-phase-select", "change", move |e| {
        let value = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|t| t.value());
        let phase =
            [SetupPhase::Opening, SetupPhase::Middle].into_iter().find(|&p| value.as_deref() == Some(phase_id(p)));
        if let Some(phase) = phase {
            act(&s, Act::Phase(phase));
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-players-select", "change", move |e| {
        let n = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).and_then(|t| t.value().parse().ok());
        if let Some(n) = n {
            act(&s, Act::Players(n));
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-expert-check", "change", move |e| {
        if let Some(on) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).map(|t| t.checked()) {
            act(&s, Act::Expert(on));
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-text", "change", move |e| {
        if let Some(text) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).map(|t| t.value()) {
            act(&s, Act::Restart(Start::Text(text.trim().to_string())));
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-play", "click", move |_| outcome::play(&s)));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-share", "click", move |_| outcome::share(&s)));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-analyse", "click", move |_| outcome::analyse(&s)));
    listeners
}
