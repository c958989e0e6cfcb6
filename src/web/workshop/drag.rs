//! Dragging in the stack editor, with a mouse or a finger: an item of a stack to another place
//! (in its stack, or into the other one), or a troop or bomb of the palette into a stack. The
//! dragged tile follows the pointer; a bar shows where it would go. A mouse drags at once; a
//! finger first holds the tile still for a moment (it lifts), so that a swipe over the stacks
//! still scrolls the page — only a lifted tile keeps the page from scrolling. A press that
//! does not move is a tap (the click that follows does the tap's work). Only the pointer's
//! plumbing is here: where a drop goes in the stack is `app::workshop::Workshop::drop_on`'s.

use super::{actions, dispatch, unread, with_ui};
use crate::app::workshop::{Act, Bench, Dragged};
use crate::view::press::{Motion, Pointer, Press, Release, Surface, HOLD};
use crate::view::scene::Point;
use crate::web::dom::{document, later, now, Listener};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, PointerEvent};

pub(super) struct Drag {
    dragged: Dragged,
    element: HtmlElement,
    pointer: i32,
    /// The press (`view::press`: the slop, a finger's hold, where the tile rides).
    press: Press,
    /// How far the workshop was scrolled at the press.
    scroll: f64,
    /// The stack and place it would go to now.
    over: Option<(usize, usize)>,
}
/// How near the edge of the scrolling workshop a dragged tile scrolls it, and by how much
/// per move, in CSS pixels.
const EDGE: f64 = 48.0;
const SCROLL_STEP: f64 = 14.0;

fn pointer(e: &web_sys::Event) -> Option<PointerEvent> {
    e.clone().dyn_into::<PointerEvent>().ok()
}

fn number(e: &Element, key: &str) -> Option<usize> {
    e.get_attribute(key)?.parse().ok()
}

/// The stack and place under a point: before an item (after it, past its middle), or the end
/// of a stack's list.
fn drop_at(x: f64, y: f64, bench: &Bench) -> Option<(usize, usize)> {
    // The first element there that is not the dragged tile itself (it follows the pointer).
    let under = document()
        .elements_from_point(x as f32, y as f32)
        .iter()
        .filter_map(|e| e.dyn_into::<Element>().ok())
        .find(|e| e.closest(".ws-dragging").ok().flatten().is_none())?;
    // A place of a list (the dragged tile's own place is empty while it is away).
    let place = under.closest(".ws-stack > li").ok().flatten();
    if let Some(item) = place.and_then(|li| li.query_selector(".ws-item").ok().flatten()) {
        let Ok(Some(Dragged::Item { player, at })) = actions::button(&item).map(|b| b.dragged()) else { return None };
        let r = item.get_bounding_client_rect();
        let after = x > r.left() + r.width() / 2.0;
        return Some((player, at + after as usize));
    }
    let list = under.closest(".ws-stack").ok().flatten()?;
    let p = number(&list, "data-p")?;
    Some((p, bench.work().variant.stacks.get(p)?.len()))
}

/// Shows (or hides) the bar where a drop at `at` would put the tile: before an item, or after
/// the last one.
fn mark(at: Option<(usize, usize)>, on: bool) {
    let Some((p, i)) = at else { return };
    let doc = document();
    let (element, class) = match doc.get_element_by_id(&format!("ws-item-{p}-{i}")) {
        Some(e) => (Some(e), "ws-drop"),
        None => {
            (i.checked_sub(1).and_then(|last| doc.get_element_by_id(&format!("ws-item-{p}-{last}"))), "ws-drop-end")
        }
    };
    if let Some(e) = element {
        let _ = if on { e.class_list().add_1(class) } else { e.class_list().remove_1(class) };
    }
}

/// Scrolls the workshop when a dragged tile nears its top or bottom edge, so that a tile can
/// be taken to a stack out of sight.
fn scroll_near_edge(y: f64) {
    let Some(tool) = document().get_element_by_id("tool") else { return };
    let r = tool.get_bounding_client_rect();
    let step = if y < r.top() + EDGE {
        -SCROLL_STEP
    } else if y > r.bottom() - EDGE {
        SCROLL_STEP
    } else {
        return;
    };
    tool.scroll_by_with_x_and_y(0.0, step);
}

/// How far the workshop is scrolled down.
fn scrolled() -> f64 {
    document().get_element_by_id("tool").map_or(0.0, |t| t.scroll_top() as f64)
}

fn lift(d: &Drag) {
    let _ = d.element.class_list().add_1("ws-lifted");
}

fn point(p: &PointerEvent) -> Point {
    Point::new(p.client_x() as f32, p.client_y() as f32)
}

fn pressed(e: &web_sys::Event) {
    let Some(p) = pointer(e) else { return };
    // A new press: a click after a drag that made none (its tile was drawn anew) is not
    // swallowed.
    with_ui(|ui| ui.swallow_click = false);
    if !p.is_primary() || p.button() > 0 {
        return;
    }
    let Some(el) =
        e.target().and_then(|t| t.dyn_into::<Element>().ok()).and_then(|t| t.closest("[data-drag]").ok().flatten())
    else {
        return;
    };
    let dragged = match actions::button(&el).map(|b| b.dragged()) {
        Ok(Some(dragged)) => dragged,
        Ok(None) => return,
        Err(e) => return unread(&e),
    };
    let Ok(element) = el.dyn_into::<HtmlElement>() else { return };
    let pointer_kind = Pointer::from_type(&p.pointer_type());
    if pointer_kind == Pointer::Mouse {
        let _ = element.set_pointer_capture(p.pointer_id());
    }
    let id = p.pointer_id();
    // The workshop scrolls under a finger: a finger holds a tile before it drags it.
    let press = Press::new(point(&p), now(), pointer_kind, Surface::Scrolls);
    let drag = Drag { dragged, element, pointer: id, press, scroll: scrolled(), over: None };
    if drag.press.lifted() {
        lift(&drag);
    } else {
        // Held still long enough, the tile lifts (unless the finger moved or let go).
        later(HOLD, move || {
            with_ui(|ui| {
                if let Some(d) = ui.drag.as_mut().filter(|d| d.pointer == id) {
                    if d.press.due(now()) {
                        lift(d);
                    }
                }
            });
        });
    }
    with_ui(|ui| ui.drag = Some(drag));
}

fn moved(e: &web_sys::Event) {
    let Some(p) = pointer(e) else { return };
    with_ui(|ui| {
        let bench = &ui.bench;
        let Some(d) = ui.drag.as_mut().filter(|d| d.pointer == p.pointer_id()) else { return };
        let (x, y) = (p.client_x() as f64, p.client_y() as f64);
        let was_dragging = d.press.dragging();
        let ghost = match d.press.moved(point(&p), now()) {
            Motion::Still => return,
            Motion::Swipe => {
                // A finger that moves before its tile lifts is scrolling the page.
                let _ = d.element.class_list().remove_1("ws-lifted");
                ui.drag = None;
                return;
            }
            Motion::Drag { ghost } => ghost,
        };
        e.prevent_default();
        if !was_dragging {
            let _ = d.element.class_list().add_1("ws-dragging");
        }
        scroll_near_edge(y);
        // Where the press puts it, however far the workshop scrolled since the press.
        let dx = f64::from(ghost.x) - f64::from(d.press.start().x);
        let dy = f64::from(ghost.y) - f64::from(d.press.start().y) + scrolled() - d.scroll;
        let _ = d.element.style().set_property("transform", &format!("translate({dx}px, {dy}px) scale(1.08)"));
        let over = drop_at(x, y, bench);
        if over != d.over {
            mark(d.over, false);
            mark(over, true);
            d.over = over;
        }
    });
}

fn released(e: &web_sys::Event) {
    let Some(p) = pointer(e) else { return };
    let dropped = with_ui(|ui| {
        let mut d = ui.drag.take_if(|d| d.pointer == p.pointer_id())?;
        let lifted = d.press.lifted();
        if d.press.release() != Release::Drop {
            if lifted {
                let _ = d.element.class_list().remove_1("ws-lifted");
            }
            return None;
        }
        // The click that may follow the release (in this same task) is no tap; none may
        // follow (the tile is drawn anew), and then a later click (a key's) is not swallowed.
        ui.swallow_click = true;
        later(0.0, || {
            with_ui(|ui| ui.swallow_click = false);
        });
        let to = drop_at(p.client_x() as f64, p.client_y() as f64, &ui.bench);
        Some(Act::Drop { dragged: d.dragged, to })
    });
    if let Some(act) = dropped.flatten() {
        dispatch(act);
    }
}

pub(super) fn listen(root: &Element) -> Vec<Listener> {
    vec![
        Listener::new(root, "pointerdown", |e| pressed(&e)),
        Listener::with_passive(root, "pointermove", false, |e| moved(&e)),
        Listener::new(root, "pointerup", |e| released(&e)),
        Listener::new(root, "pointercancel", |_| {
            let cancelled = with_ui(|ui| {
                let mut d = ui.drag.take()?;
                let dragged = d.press.dragging();
                d.press.cancel();
                if !dragged {
                    let _ = d.element.class_list().remove_1("ws-lifted");
                    return None;
                }
                // Dropped nowhere: the tile is drawn back in its place.
                Some(Act::Drop { dragged: d.dragged, to: None })
            });
            if let Some(act) = cancelled.flatten() {
                dispatch(act);
            }
        }),
        // A lifted tile keeps the page from scrolling under the finger (the only touch that
        // does), and from the long press's menu.
        Listener::with_passive(root, "touchmove", false, |e| {
            if with_ui(|ui| ui.drag.as_ref().is_some_and(|d| d.press.lifted())).unwrap_or(false) {
                e.prevent_default();
            }
        }),
        Listener::new(root, "contextmenu", |e| {
            if with_ui(|ui| ui.drag.is_some()).unwrap_or(false) {
                e.prevent_default();
            }
        }),
    ]
}
