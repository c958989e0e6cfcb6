//! Dragging in the stack editor, with a mouse or a finger: an item of a stack to another place
//! (in its stack, or into the other one), or a troop or bomb of the palette into a stack. The
//! dragged tile follows the pointer; the item it would go before is marked. A press that
//! does not move is a tap (the click that follows does the tap's work).

use super::{with_ui, Ui};
use crate::games::drake::Troop;
use crate::web::dom::{document, Listener};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, PointerEvent};

/// Where a drag started.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Source {
    /// The item at this place of this player's stack.
    Item(usize, usize),
    Palette(Troop),
}

pub(super) struct Drag {
    source: Source,
    element: HtmlElement,
    pointer: i32,
    start: (f64, f64),
    moved: bool,
    /// The stack and place it would go to now.
    over: Option<(usize, usize)>,
}

/// How far a press must move before it is a drag, in CSS pixels.
const SLOP: f64 = 6.0;

fn pointer(e: &web_sys::Event) -> Option<PointerEvent> {
    e.clone().dyn_into::<PointerEvent>().ok()
}

/// The stack and place under a point: an item (its place), or the end of a stack's list.
fn drop_at(x: f64, y: f64, work: &crate::app::workshop::Workshop) -> Option<(usize, usize)> {
    // The first element there that is not the dragged tile itself (it follows the pointer).
    let under = document()
        .elements_from_point(x as f32, y as f32)
        .iter()
        .filter_map(|e| e.dyn_into::<Element>().ok())
        .find(|e| e.closest(".ws-dragging").ok().flatten().is_none())?;
    if let Some(item) = under.closest(".ws-item").ok().flatten() {
        let p = item.get_attribute("data-p")?.parse().ok()?;
        let i = item.get_attribute("data-i")?.parse().ok()?;
        return Some((p, i));
    }
    let list = under.closest(".ws-stack").ok().flatten()?;
    let p: usize = list.get_attribute("data-p")?.parse().ok()?;
    Some((p, work.variant.stacks[p.min(1)].len()))
}

fn mark(at: Option<(usize, usize)>, on: bool) {
    let Some((p, i)) = at else { return };
    if let Some(e) = document().get_element_by_id(&format!("ws-item-{p}-{i}")) {
        let _ = if on { e.class_list().add_1("ws-drop") } else { e.class_list().remove_1("ws-drop") };
    }
}

pub(super) fn listen(root: &Element) -> Vec<Listener> {
    vec![
        Listener::new(root, "pointerdown", |e| {
            let Some(p) = pointer(&e) else { return };
            // A new press: a click after a drag that made none (its tile was drawn anew) is
            // not swallowed.
            with_ui(|ui| ui.swallow_click = false);
            if !p.is_primary() || p.button() > 0 {
                return;
            }
            let Some(el) = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|t| t.closest("[data-drag]").ok().flatten())
            else {
                return;
            };
            let source = if el.get_attribute("data-drag").as_deref() == Some("item") {
                let p = el.get_attribute("data-p").and_then(|v| v.parse().ok());
                let i = el.get_attribute("data-i").and_then(|v| v.parse().ok());
                let (Some(p), Some(i)) = (p, i) else { return };
                Source::Item(p, i)
            } else {
                let Some(t) =
                    el.get_attribute("data-troop").and_then(|t| t.chars().next()).and_then(Troop::from_letter)
                else {
                    return;
                };
                Source::Palette(t)
            };
            let Ok(element) = el.dyn_into::<HtmlElement>() else { return };
            let _ = element.set_pointer_capture(p.pointer_id());
            let start = (p.client_x() as f64, p.client_y() as f64);
            with_ui(|ui| {
                ui.drag = Some(Drag { source, element, pointer: p.pointer_id(), start, moved: false, over: None });
            });
        }),
        Listener::with_passive(root, "pointermove", false, |e| {
            let Some(p) = pointer(&e) else { return };
            with_ui(|ui| {
                let work = &ui.work;
                let Some(d) = ui.drag.as_mut().filter(|d| d.pointer == p.pointer_id()) else { return };
                let (x, y) = (p.client_x() as f64, p.client_y() as f64);
                let (dx, dy) = (x - d.start.0, y - d.start.1);
                if !d.moved && dx.hypot(dy) < SLOP {
                    return;
                }
                e.prevent_default();
                if !d.moved {
                    d.moved = true;
                    let _ = d.element.class_list().add_1("ws-dragging");
                }
                let _ = d.element.style().set_property("transform", &format!("translate({dx}px, {dy}px)"));
                let over = drop_at(x, y, work);
                if over != d.over {
                    mark(d.over, false);
                    mark(over, true);
                    d.over = over;
                }
            });
        }),
        Listener::new(root, "pointerup", |e| {
            let Some(p) = pointer(&e) else { return };
            with_ui(|ui| {
                let Some(d) = ui.drag.take_if(|d| d.pointer == p.pointer_id()) else { return };
                if d.moved {
                    ui.swallow_click = true;
                    let to = drop_at(p.client_x() as f64, p.client_y() as f64, &ui.work);
                    ui.dropped(d.source, to);
                }
            });
        }),
        Listener::new(root, "pointercancel", |_| {
            with_ui(|ui| {
                if ui.drag.take().is_some_and(|d| d.moved) {
                    ui.render();
                }
            });
        }),
    ]
}

impl Ui {
    /// A drag ended over `to` (a stack and a place in it), or nowhere.
    fn dropped(&mut self, source: Source, to: Option<(usize, usize)>) {
        let work = &mut self.work;
        match (source, to) {
            (Source::Item(p, i), Some((q, j))) if p == q || work.mirror => {
                let last = work.variant.stacks[if work.mirror { 0 } else { p }].len().saturating_sub(1);
                work.move_item(p, i, j.min(last));
            }
            (Source::Item(p, i), Some((q, j))) => {
                // Into the other stack: it leaves this one when it can (a leader and two
                // guards always stay), and goes in at its place.
                let item = work.variant.stacks[p].get(i).copied();
                if let Some(item) = item {
                    if work.add_item(q, Some(j), item) {
                        work.remove_item(p, i);
                    }
                }
            }
            (Source::Palette(troop), Some((q, j))) => {
                work.add_item(q, Some(j), troop);
            }
            (_, None) => {}
        }
        self.picked = None;
        self.edited();
    }
}
