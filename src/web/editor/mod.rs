//! The position editor's page, in the tools wasm: the board drawn by the game's own view, a
//! palette of pieces to drag (or choose and tap) onto it, whose turn it is, and Play from here,
//! Share and Analyse. Everything it decides is `app::editor::Desk`'s (and the position's
//! `view::editor`'s); this reads the DOM into its acts and carries out its commands.

mod input;
mod outcome;
mod pictures;

use super::dom::{create, window};
use super::painter::paint_scene;
use crate::app::editor::{Desk, Tool};
use crate::game::Lang;
use crate::games::GameKind;
use crate::view::editor::{EditorWord, SetupPhase};
use crate::view::table::Looks;
use crate::view::theme::{Theme, ThemeName};
use crate::view::words::Word;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlElement, HtmlSelectElement};

pub(super) struct State {
    pub desk: Desk,
    pub kind: GameKind,
    pub lang: Lang,
    pub theme: ThemeName,
    pub canvas: HtmlCanvasElement,
    pub root: Element,
}

pub(super) type Shared = Rc<RefCell<State>>;

thread_local! {
    /// The editor open now and its window listeners (dropped when another opens).
    static OPEN: RefCell<Option<(Shared, Vec<super::dom::Listener>)>> = const { RefCell::new(None) };
}

fn child(parent: &Element, tag: &str, class: &str) -> Element {
    let e = create(tag, class);
    let _ = parent.append_child(&e);
    e
}

pub(super) fn button(parent: &Element, class: &str, word: EditorWord, lang: Lang) -> Element {
    let b = child(parent, "button", class);
    let _ = b.set_attribute("type", "button");
    b.set_text_content(Some(word.get(lang)));
    b
}

/// Fills `body` with an editor of `kind` starting from `text` (the position on the board);
/// false when the game or the position cannot be edited (`body` then says why).
pub fn show(kind: &str, lang: &str, theme: &str, text: &str, body: &Element) -> bool {
    let Some(kind) = GameKind::from_id(kind) else { return false };
    let lang = Lang::from_tag(lang);
    let theme = ThemeName::from_id(theme).unwrap_or(ThemeName::Light);
    crate::web::dom::study_styles();
    body.set_text_content(None);
    let desk = match Desk::open(kind, text) {
        Ok(desk) => desk,
        Err(reason) => {
            body.set_text_content(Some(&reason.render(lang)));
            return false;
        }
    };
    let root = child(body, "div", "editor");
    // The board in a column of its own; beside it (or, on a narrow screen, around it) the
    // starts, the palette and the rest, Play from here last and always in sight.
    let board_box = child(&root, "div", "editor-board-box");
    let Ok(canvas) = child(&board_box, "canvas", "editor-board").dyn_into::<HtmlCanvasElement>() else { return false };
    let _ = canvas.set_attribute("tabindex", "0");
    let _ = canvas.set_attribute("role", "application");
    let _ = canvas.set_attribute("aria-roledescription", Word::EditorTitle.get(lang));
    let side = child(&root, "div", "editor-side");
    let starts = child(&side, "div", "editor-starts");
    for (word, class) in [
        (EditorWord::FromCurrent, "editor-current"),
        (EditorWord::FromStart, "editor-start"),
        (EditorWord::FromEmpty, "editor-empty"),
    ] {
        button(&starts, &format!("ghost {class}"), word, lang);
    }
    let items = desk.items().to_vec();
    let tray = child(&side, "div", "editor-palette");
    let _ = tray.set_attribute("role", "toolbar");
    let colours = Theme::get(theme);
    for (i, item) in items.iter().enumerate() {
        let b = child(&tray, "button", if item.back_up { "editor-piece back-up" } else { "editor-piece" });
        let _ = b.set_attribute("type", "button");
        let _ = b.set_attribute("data-index", &i.to_string());
        let _ = b.set_attribute("data-token", &item.token);
        let label = item.label(kind, lang);
        let _ = b.set_attribute("aria-label", &label);
        let _ = b.set_attribute("title", &label);
        let _ = b.set_attribute("aria-pressed", "false");
        if pictures::dress(&b, item, kind, theme) {
            continue;
        }
        b.set_text_content(Some(&item.symbol()));
        let (fill, ink) = item.paint(kind, &colours);
        if let Some(b) = b.dyn_ref::<HtmlElement>() {
            let _ = b.style().set_property("background", &fill.css());
            let _ = b.style().set_property("color", &ink.css());
        }
    }
    let remove = button(&tray, "editor-remove", EditorWord::Remove, lang);
    let _ = remove.set_attribute("aria-pressed", "false");
    // Refusals right under the palette, where the eye is after a drop.
    let message = child(&side, "p", "editor-message");
    let _ = message.set_attribute("aria-live", "polite");
    let _ = message.set_attribute("role", "status");
    // Tiles that turn have their own controls (Shamrock's players, expert rules, the rotate
    // tool); a game with set-up phases (The Drake) a choice of phase.
    let turning = desk.editor.lays_tiles();
    if turning {
        pictures::controls(&tray, &side, lang);
    }
    let settings = child(&side, "div", "editor-settings");
    if desk.editor.phase().is_some() {
        phase_control(&settings, lang);
    }
    let turn = child(&settings, "label", "editor-turn");
    turn.set_text_content(Some(&format!("{} ", EditorWord::ToMove.get(lang))));
    let select = child(&turn, "select", "editor-turn-select");
    for (seat, colour) in kind.colours().iter().enumerate() {
        let option = child(&select, "option", "");
        let _ = option.set_attribute("value", &seat.to_string());
        option.set_text_content(Some(colour.name().get(lang)));
    }
    let step = child(&side, "p", "editor-step");
    let _ = step.set_attribute("aria-live", "polite");
    let hint = child(&side, "p", "hint editor-hint");
    hint.set_text_content(Some(if turning { EditorWord::HintShamrock } else { EditorWord::Hint }.get(lang)));
    let text_field = child(&side, "input", "editor-text");
    let _ = text_field.set_attribute("aria-label", EditorWord::Text.get(lang));
    let _ = text_field.set_attribute("spellcheck", "false");
    let link = child(&side, "input", "editor-link");
    let _ = link.set_attribute("readonly", "");
    let _ = link.set_attribute("aria-label", EditorWord::Share.get(lang));
    let _ = link.set_attribute("hidden", "");
    let actions = child(&side, "div", "buttons editor-actions");
    button(&actions, "editor-play", EditorWord::Play, lang);
    button(&actions, "ghost editor-share", EditorWord::Share, lang);
    button(&actions, "ghost editor-analyse", EditorWord::Analyse, lang);
    let state = Rc::new(RefCell::new(State { desk, kind, lang, theme, canvas, root }));
    let listeners = input::wire(&state);
    OPEN.with(|open| *open.borrow_mut() = Some((state.clone(), listeners)));
    draw(&state);
    true
}

/// The Drake's phase: the opening (the board says who places what) or the middle game.
fn phase_control(parent: &Element, lang: Lang) {
    let label = child(parent, "label", "editor-phase");
    label.set_text_content(Some(&format!("{} ", EditorWord::Phase.get(lang))));
    let select = child(&label, "select", "editor-phase-select");
    for (phase, word) in [(SetupPhase::Opening, EditorWord::Opening), (SetupPhase::Middle, EditorWord::Middle)] {
        let option = child(&select, "option", "");
        let _ = option.set_attribute("value", phase_id(phase));
        option.set_text_content(Some(word.get(lang)));
    }
}

pub(super) fn phase_id(phase: SetupPhase) -> &'static str {
    match phase {
        SetupPhase::Opening => "opening",
        SetupPhase::Middle => "middle",
    }
}

/// Wider than this (CSS pixels) the board has a column of its own beside the controls
/// (`www/study.css`, the same width).
const SIDE_BY_SIDE: f64 = 768.0;

/// Sizes the canvas to its box at the device pixel ratio and draws the position; refreshes the
/// phase, the turn, the text field and the palette's pressed button.
pub(super) fn draw(state: &Shared) {
    let mut s = state.borrow_mut();
    let number = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64());
    let (inner_w, inner_h) =
        (number(window().inner_width()).unwrap_or(1280.0), number(window().inner_height()).unwrap_or(800.0));
    let column = s.canvas.parent_element().map_or(0, |b| b.client_width());
    let width = column.clamp(200, 560) as f32;
    // Beside the controls the board takes the dialog's height less its title and margins;
    // above them, a little over half the screen, so that the palette shows with it.
    let room = if inner_w >= SIDE_BY_SIDE { inner_h - 150.0 } else { inner_h * 0.5 };
    let height = (width * 1.1).min(room as f32).max(200.0);
    let settings = Looks { lang: s.lang, theme: s.theme, coordinates: true, animation_ms: 0.0 };
    s.desk.editor.fit(width, height, settings);
    let dpr = window().device_pixel_ratio().max(1.0);
    s.canvas.set_width((width as f64 * dpr) as u32);
    s.canvas.set_height((height as f64 * dpr) as u32);
    let _ = s.canvas.style().set_property("width", &format!("{width}px"));
    let _ = s.canvas.style().set_property("height", &format!("{height}px"));
    let editor = &s.desk.editor;
    let said = crate::view::registry::describe(editor.table().kind(), &editor.text(), &[], s.lang);
    let _ = s.canvas.set_attribute("aria-label", &said.unwrap_or_default());
    let _ = s.canvas.set_attribute("data-position", &editor.text());
    if let Some(ctx) =
        s.canvas.get_context("2d").ok().flatten().and_then(|c| c.dyn_into::<CanvasRenderingContext2d>().ok())
    {
        let _ = ctx.set_transform(dpr, 0.0, 0.0, dpr, 0.0, 0.0);
        paint_scene(&ctx, &editor.scene(0.0, s.desk.cursor()));
    }
    if let Some(select) = find::<HtmlSelectElement>(&s.root, ".editor-turn-select") {
        select.set_value(&editor.turn().to_string());
        // In The Drake's opening the board says who is to move.
        let follows = editor.turn_follows_board();
        select.set_disabled(follows);
        let _ = select.set_attribute("title", if follows { EditorWord::TurnFollows.get(s.lang) } else { "" });
    }
    if let (Some(select), Some(phase)) = (find::<HtmlSelectElement>(&s.root, ".editor-phase-select"), editor.phase()) {
        select.set_value(phase_id(phase));
    }
    if let Some(step) = find::<Element>(&s.root, ".editor-step") {
        let words = editor.opening_step(s.lang);
        step.set_text_content(words.as_deref());
        let _ = step.toggle_attribute_with_force("hidden", words.is_none());
    }
    if let Some(field) = find::<web_sys::HtmlInputElement>(&s.root, ".editor-text") {
        field.set_value(&editor.text());
    }
    pictures::refresh(&s.root, editor, s.desk.items(), s.lang);
    let tool = s.desk.tool();
    if let Ok(buttons) = s.root.query_selector_all(".editor-piece, .editor-remove, .editor-rotate") {
        for i in 0..buttons.length() {
            let Some(b) = buttons.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else { continue };
            let mine = match b.get_attribute("data-index").and_then(|v| v.parse().ok()) {
                Some(index) => Some(Tool::Piece(index)),
                None if b.class_name() == "editor-rotate" => Some(Tool::Rotate),
                None => Some(Tool::Remove),
            };
            let _ = b.set_attribute("aria-pressed", if mine == tool { "true" } else { "false" });
        }
    }
}

pub(super) fn find<T: JsCast>(root: &Element, selector: &str) -> Option<T> {
    root.query_selector(selector).ok().flatten()?.dyn_into::<T>().ok()
}

/// Says `text` under the board (a refusal, a link made).
pub(super) fn say(state: &Shared, text: &str, refused: bool) {
    let s = state.borrow();
    if let Some(m) = find::<Element>(&s.root, ".editor-message") {
        m.set_text_content(Some(text));
        let _ = m.set_attribute("class", if refused { "editor-message refused" } else { "editor-message" });
    }
}

/// Where the square `name` of the open editor's board is drawn, in the canvas's CSS pixels
/// (empty when no editor is open or the board has no such square): for tests and tools.
pub fn locate(name: &str) -> Vec<f32> {
    OPEN.with(|open| {
        let open = open.borrow();
        let Some((state, _)) = open.as_ref() else { return Vec::new() };
        let s = state.borrow();
        s.desk.editor.locate(name).map_or(Vec::new(), |p| vec![p.x, p.y])
    })
}
