//! The editor's input: drag a piece from the palette or across the board (mouse, pen or touch),
//! drop it off the board to take it away, choose a piece and tap squares, or use the keyboard
//! on the board (arrows, Enter, Delete); the start buttons, the turn and the position text.

use super::{draw, outcome, phase_id, say, Shared, Tool};
use crate::games::GameKind;
use crate::view::editor::{Editor, SetupPhase, Start};
use crate::view::scene::Point;
use crate::view::theme::Theme;
use crate::web::dom::{create, window, Listener};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlElement, HtmlInputElement, HtmlSelectElement, KeyboardEvent, PointerEvent};

/// Where a drag started.
#[derive(Clone, PartialEq)]
enum From {
    Palette(usize),
    Square(String),
}

struct Drag {
    from: From,
    start: (f64, f64),
    moved: bool,
    ghost: Option<Element>,
}

/// Beyond this many pixels a press is a drag, not a tap.
const SLOP: f64 = 6.0;

/// The point on the board under a pointer event, in the board's CSS pixels; None off it.
fn board_point(state: &Shared, x: f64, y: f64) -> Option<Point> {
    let rect = state.borrow().canvas.get_bounding_client_rect();
    let inside = x >= rect.left() && x <= rect.right() && y >= rect.top() && y <= rect.bottom();
    inside.then(|| Point::new((x - rect.left()) as f32, (y - rect.top()) as f32))
}

/// Applies a change to the editor; a refusal is said and changes nothing.
pub(super) fn change(state: &Shared, f: impl FnOnce(&mut Editor) -> Result<(), crate::game::Reason>) {
    let result = f(&mut state.borrow_mut().editor);
    let lang = state.borrow().lang;
    match result {
        Ok(()) => say(state, "", false),
        Err(reason) => say(state, &reason.render(lang), true),
    }
    draw(state);
}

/// The palette token of the chosen tool (a piece's), if one is chosen.
fn tool_token(state: &Shared) -> Option<String> {
    let s = state.borrow();
    match s.tool {
        Some(Tool::Piece(i)) => s.items.get(i).map(|item| item.token.clone()),
        _ => None,
    }
}

/// A tap or a drop of the chosen tool on `square`; with no tool, a tap turns a Shamrock tile.
fn use_tool(state: &Shared, square: &str) {
    let tool = state.borrow().tool;
    match (tool, tool_token(state)) {
        (Some(Tool::Piece(_)), Some(token)) => change(state, |e| e.place(square, &token)),
        (Some(Tool::Remove), _) => change(state, |e| e.remove(square)),
        (Some(Tool::Rotate), _) => change(state, |e| e.rotate(square, true)),
        (None, _) if state.borrow().editor.turns(square) => change(state, |e| e.rotate(square, true)),
        _ => {}
    }
}

fn ghost(state: &Shared, from: &From, x: f64, y: f64) -> Element {
    let s = state.borrow();
    let token = dragged(&s, from);
    let item = token.and_then(|t| s.items.iter().find(|item| item.token == t));
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

/// The token a drag from `from` carries.
fn dragged(s: &super::State, from: &From) -> Option<String> {
    match from {
        From::Palette(i) => s.items.get(*i).map(|item| item.token.clone()),
        From::Square(name) => s.editor.piece_at(name),
    }
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
    if let From::Palette(i) = from {
        state.borrow_mut().tool = Some(Tool::Piece(i));
        draw(state);
    }
    *drag.borrow_mut() =
        Some(Drag { from, start: (e.client_x() as f64, e.client_y() as f64), moved: false, ghost: None });
}

fn motion(state: &Shared, drag: &Rc<RefCell<Option<Drag>>>, e: &PointerEvent) {
    let mut d = drag.borrow_mut();
    let Some(d) = d.as_mut() else { return };
    let (x, y) = (e.client_x() as f64, e.client_y() as f64);
    if !d.moved && (x - d.start.0).hypot(y - d.start.1) > SLOP {
        d.moved = true;
        d.ghost = Some(ghost(state, &d.from, x, y));
    }
    if let Some(g) = &d.ghost {
        move_ghost(g, x, y);
    }
}

fn release(state: &Shared, drag: &Rc<RefCell<Option<Drag>>>, e: &PointerEvent) {
    let Some(d) = drag.borrow_mut().take() else { return };
    if let Some(g) = d.ghost {
        g.remove();
    }
    let point = board_point(state, e.client_x() as f64, e.client_y() as f64);
    // Where what is dragged (or the chosen piece, for a tap) lands: a Shamrock leprechaun on
    // a leaf, anything else on the square.
    let token = if d.moved { dragged(&state.borrow(), &d.from) } else { tool_token(state) };
    let square = point.and_then(|p| {
        let s = state.borrow();
        match &token {
            Some(t) => s.editor.drop_at(p, t),
            None => s.editor.square_at(p),
        }
    });
    match (d.from, d.moved, square) {
        // A tap on the palette only chooses.
        (From::Palette(_), false, _) => {}
        (From::Palette(_), true, Some(square)) => use_tool(state, &square),
        (From::Square(from), true, Some(to)) if from != to => change(state, |ed| ed.shift(&from, &to)),
        (From::Square(from), true, None) if point.is_none() => change(state, |ed| ed.remove(&from)),
        (From::Square(_), false, Some(square)) => {
            let cell = state.borrow().editor.square_at(point.unwrap_or_default());
            state.borrow_mut().cursor = cell.or(Some(square.clone()));
            use_tool(state, &square);
            draw(state);
        }
        _ => {}
    }
}

fn key(state: &Shared, e: &KeyboardEvent) {
    let step = match e.key().as_str() {
        "ArrowLeft" => Some((-1.0, 0.0)),
        "ArrowRight" => Some((1.0, 0.0)),
        "ArrowUp" => Some((0.0, -1.0)),
        "ArrowDown" => Some((0.0, 1.0)),
        _ => None,
    };
    let cursor = state.borrow().cursor.clone();
    if let Some((dx, dy)) = step {
        e.prevent_default();
        let next = state.borrow().editor.cursor_step(cursor.as_deref(), dx, dy);
        state.borrow_mut().cursor = next;
        draw(state);
        return;
    }
    let Some(square) = cursor else { return };
    match e.key().as_str() {
        "Enter" | " " => {
            e.prevent_default();
            use_tool(state, &square);
        }
        "Delete" | "Backspace" => {
            e.prevent_default();
            change(state, |ed| ed.remove(&square));
        }
        "r" | "R" if state.borrow().kind == GameKind::Shamrock => {
            e.prevent_default();
            change(state, |ed| ed.rotate(&square, !e.shift_key()));
        }
        _ => {}
    }
}

fn restart(state: &Shared, start: Start) {
    let kind = state.borrow().kind;
    match Editor::open(kind, start) {
        Ok(editor) => {
            state.borrow_mut().editor = editor;
            say(state, "", false);
        }
        Err(reason) => {
            let lang = state.borrow().lang;
            say(state, &reason.render(lang), true);
        }
    }
    draw(state);
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
        s.borrow_mut().tool = Some(tool);
        draw(&s);
    }));
    let (s, d) = (state.clone(), drag.clone());
    listeners.extend(on(&root, ".editor-board", "pointerdown", move |e| {
        let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
        let Some(square) =
            board_point(&s, e.client_x() as f64, e.client_y() as f64).and_then(|p| s.borrow().editor.pick_at(p))
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
        if s.borrow().cursor.is_none() {
            let first = s.borrow().editor.cursor_step(None, 0.0, 0.0);
            s.borrow_mut().cursor = first;
        }
        draw(&s);
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-current", "click", move |_| {
        let text = s.borrow().current.clone();
        restart(&s, Start::Text(text));
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-start", "click", move |_| restart(&s, Start::Initial)));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-empty", "click", move |_| restart(&s, Start::Empty)));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-turn-select", "change", move |e| {
        let seat = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).and_then(|t| t.value().parse().ok());
        if let Some(seat) = seat {
            change(&s, |ed| ed.set_turn(seat));
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-phase-select", "change", move |e| {
        let value = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|t| t.value());
        let phase =
            [SetupPhase::Opening, SetupPhase::Middle].into_iter().find(|&p| value.as_deref() == Some(phase_id(p)));
        if let Some(phase) = phase {
            change(&s, |ed| ed.set_phase(phase));
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-players-select", "change", move |e| {
        let n = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).and_then(|t| t.value().parse().ok());
        if let Some(n) = n {
            change(&s, |ed| ed.set_players(n));
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-expert-check", "change", move |e| {
        if let Some(on) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).map(|t| t.checked()) {
            change(&s, |ed| ed.set_expert(on));
        }
    }));
    let s = state.clone();
    listeners.extend(on(&root, ".editor-text", "change", move |e| {
        if let Some(text) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).map(|t| t.value()) {
            restart(&s, Start::Text(text.trim().to_string()));
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
