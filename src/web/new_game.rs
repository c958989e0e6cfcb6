//! The New game dialog, in the tools wasm: the page hands it the game shown
//! (`ToTools::NewGame`) and the element its fields go in; this builds them (`web::form`),
//! presets them, shows each seat the chosen options make, and on Start tells the page what
//! to start (`ToPage::NewGame`) or says in the dialog why the options make no game. The
//! decisions are `app::new_game`'s.

use super::dom::{by_id, close_dialog, set_text, show_dialog, Listener};
use super::form::Form;
use super::tools::tell;
use crate::app::handoff::ToPage;
use crate::app::new_game::{self, Opening, CLOCK, CLOCK_INCREMENT, CLOCK_MINUTES, CUSTOM, FROM, SEAT_KEYS};
use crate::game::Lang;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

struct State {
    opening: Opening,
    lang: Lang,
    form: Form,
}

/// The dialog while it is open (its handlers go with it when the next one opens).
pub struct Dialog {
    _state: Rc<RefCell<State>>,
    _submit: Option<Listener>,
}

/// Fills `place` (the page's `#new-fields`) for `opening` and shows the dialog.
pub fn open(opening: Opening, lang: Lang, place: &Element) -> Dialog {
    let mut form = Form::build(place, new_game::fields(&opening), lang);
    for preset in new_game::presets(&opening) {
        form.set(preset.key, &preset.value);
    }
    let state = Rc::new(RefCell::new(State { opening, lang, form: Form::empty() }));
    let weak = Rc::downgrade(&state);
    form.on_change(place, move |_| {
        if let Some(state) = weak.upgrade() {
            follow_seats(&state.borrow());
        }
    });
    state.borrow_mut().form = form;
    follow_seats(&state.borrow());
    set_text("new-error", "");
    let weak = Rc::downgrade(&state);
    let submit = by_id::<Element>("new-form").map(|f| {
        Listener::new(&f, "submit", move |e| {
            e.prevent_default();
            if let Some(state) = weak.upgrade() {
                start(&state.borrow());
            }
        })
    });
    show_dialog("new-dialog");
    Dialog { _state: state, _submit: submit }
}

/// Shows the field `key`'s row or hides it.
fn show_row(key: &str, shown: bool) {
    let row = by_id::<Element>(&format!("opt-{key}")).and_then(|f| f.parent_element());
    if let Some(row) = row.as_ref().and_then(|r| r.dyn_ref::<HtmlElement>()) {
        row.set_hidden(!shown);
    }
}

/// The clock's fields: the custom minutes and increment only for a custom clock, none of them
/// when the game goes on from here (it keeps its clock as it is).
fn follow_clock(state: &State) {
    let values = state.form.values();
    let value = |key: &str| values.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
    let new = value(FROM) != Some("here");
    show_row(CLOCK, new);
    let custom = new && value(CLOCK) == Some(CUSTOM);
    show_row(CLOCK_MINUTES, custom);
    show_row(CLOCK_INCREMENT, custom);
}

/// Shows a seat for each seat of the game the chosen options make (Shamrock for two has no
/// Blue seat), named by its colour there, and the clock's fields that apply.
fn follow_seats(state: &State) {
    follow_clock(state);
    let Some(seats) = new_game::seats_of(state.opening.kind, &state.form.values()) else { return };
    for (i, key) in SEAT_KEYS.iter().enumerate() {
        let Some(select) = by_id::<Element>(&format!("opt-{key}")) else { continue };
        let row = select.parent_element();
        if let Some(row) = row.as_ref().and_then(|r| r.dyn_ref::<HtmlElement>()) {
            row.set_hidden(i >= seats.len());
        }
        let label = row.and_then(|r| r.query_selector("label").ok().flatten());
        if let (Some(label), Some(colour)) = (label, seats.get(i)) {
            label.set_text_content(Some(colour.name().get(state.lang)));
        }
    }
}

/// Start: the page is told what to start, or the dialog says why the options make no game.
fn start(state: &State) {
    // A game that takes a seed and was not given one gets a fresh one (its random choices
    // differ from game to game).
    let seed = (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64;
    let choice = new_game::read(state.opening.kind, state.form.values(), seed);
    match new_game::start(state.opening.kind, choice) {
        Ok(started) => {
            close_dialog("new-dialog");
            tell(&ToPage::NewGame(started));
        }
        Err(reason) => set_text("new-error", &reason.render(state.lang)),
    }
}
