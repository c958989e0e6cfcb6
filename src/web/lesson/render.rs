//! The lesson screen's DOM: built once per course (`skeleton`), then filled from the
//! controller's [`Screen`] (`paint`), so that the focus stays where it is between moves.

use crate::app::lesson::words::LessonWord;
use crate::app::lesson::{play_computer, Screen, Tone};
use crate::game::Lang;
use crate::games::GameKind;
use crate::web::dom::{attr, by_id, child as el};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

fn text(id: &str, text: &str) {
    if let Some(e) = by_id::<Element>(id) {
        if e.text_content().as_deref() != Some(text) {
            e.set_text_content(Some(text));
        }
    }
}

/// Builds the screen in `root` (emptied first); its board is `#ls-board`.
pub fn skeleton(root: &Element, kind: GameKind) {
    root.set_text_content(None);
    let wrap = el(root, "div", "lesson", "");
    let head = el(&wrap, "header", "lesson-head", "");
    let back = el(&head, "a", "button ghost small", "ls-back");
    attr(&back, "href", &format!("#/{}", kind.id()));
    el(&head, "h1", "lesson-heading", "ls-heading");
    let words = el(&wrap, "div", "lesson-text", "");
    let counter = el(&words, "p", "lesson-counter", "");
    el(&counter, "span", "", "ls-counter");
    let stars = el(&counter, "span", "stars", "ls-stars");
    attr(&stars, "role", "img");
    let title = el(&words, "h2", "lesson-title", "ls-title");
    attr(&title, "tabindex", "-1");
    el(&words, "p", "lesson-explain", "ls-explain");
    el(&words, "p", "lesson-goal", "ls-goal");
    let board = el(&wrap, "div", "lesson-board", "");
    let canvas = el(&board, "canvas", "", "ls-board");
    attr(&canvas, "tabindex", "0");
    attr(&canvas, "role", "application");
    attr(&canvas, "aria-roledescription", "board");
    attr(&canvas, "aria-describedby", "ls-goal keyboard-help");
    let controls = el(&wrap, "div", "lesson-controls", "");
    el(&controls, "p", "lesson-moves", "ls-moves");
    let said = el(&controls, "p", "lesson-said", "ls-said");
    attr(&said, "role", "status");
    attr(&said, "aria-live", "polite");
    let buttons = el(&controls, "div", "buttons", "");
    for (id, class) in [("ls-retry", "ghost"), ("ls-hint", "ghost"), ("ls-next", "")] {
        let b = el(&buttons, "button", class, id);
        attr(&b, "type", "button");
    }
    let done = el(&controls, "p", "lesson-done", "ls-done");
    attr(&done, "hidden", "");
    let play = el(&done, "a", "button", "ls-play");
    attr(&play, "href", &play_computer(kind));
    let list = el(&wrap, "nav", "lesson-list", "");
    attr(&list, "aria-labelledby", "ls-list-title");
    el(&list, "h2", "", "ls-list-title");
    el(&list, "p", "lesson-total", "ls-total");
    el(&list, "ol", "", "ls-list");
    let announce = el(&wrap, "div", "sr-only", "ls-announce");
    attr(&announce, "aria-live", "assertive");
}

/// Three stars, `n` of them filled.
fn stars(n: u8) -> String {
    (0..3).map(|i| if i < n { '★' } else { '☆' }).collect()
}

/// What the line under the board says now, and how.
pub fn say(said: &str, tone: Tone) {
    text("ls-said", said);
    if let Some(e) = by_id::<Element>("ls-said") {
        let tone = match tone {
            Tone::Info => "info",
            Tone::Good => "good",
            Tone::Wrong => "wrong",
        };
        attr(&e, "data-tone", tone);
    }
}

/// Says `name` (where the keyboard cursor is) to screen readers.
pub fn announce(name: &str) {
    text("ls-announce", name);
}

/// Fills the screen from `s`.
pub fn paint(s: &Screen, lang: Lang) {
    text("ls-heading", &s.heading);
    text("ls-back", LessonWord::BackToGame.get(lang));
    text("ls-counter", &s.counter);
    text("ls-stars", &stars(s.stars));
    if let Some(e) = by_id::<Element>("ls-stars") {
        attr(&e, "aria-label", &s.stars_said);
    }
    text("ls-title", &s.title);
    text("ls-explain", &s.text);
    text("ls-goal", &s.goal);
    text("ls-moves", &s.moves);
    if let Some(e) = by_id::<Element>("ls-board") {
        attr(&e, "aria-label", &LessonWord::BoardLabel.fill(lang, std::slice::from_ref(&s.title)));
    }
    text("ls-retry", LessonWord::Retry.get(lang));
    text("ls-hint", LessonWord::Hint.get(lang));
    text("ls-next", &s.next);
    if let Some(b) = by_id::<Element>("ls-hint") {
        let _ = if s.hint { b.remove_attribute("disabled") } else { b.set_attribute("disabled", "") };
    }
    if let Some(b) = by_id::<Element>("ls-next") {
        let _ = b.class_list().toggle_with_force("ghost", !s.next_ready);
    }
    if let Some(p) = by_id::<Element>("ls-done") {
        let _ = if s.done { p.remove_attribute("hidden") } else { p.set_attribute("hidden", "") };
    }
    text("ls-play", LessonWord::PlayComputer.get(lang));
    text("ls-list-title", LessonWord::Lessons.get(lang));
    text("ls-total", &s.total);
    let Some(list) = by_id::<Element>("ls-list") else { return };
    list.set_text_content(None);
    for (i, item) in s.lessons.iter().enumerate() {
        let li = el(&list, "li", "", "");
        let b = el(&li, "button", "ghost lesson-item", "");
        attr(&b, "type", "button");
        attr(&b, "data-lesson", &i.to_string());
        attr(&b, "aria-label", &format!("{}. {}, {}", i + 1, item.title, item.stars_said));
        if item.current {
            attr(&b, "aria-current", "step");
        }
        el(&b, "span", "lesson-item-title", "").set_text_content(Some(&format!("{}. {}", i + 1, item.title)));
        let st = el(&b, "span", "stars", "");
        attr(&st, "aria-hidden", "true");
        st.set_text_content(Some(&stars(item.stars)));
    }
}

/// Puts the focus on the lesson's title (a lesson just opened: screen readers read it).
pub fn focus_title() {
    if let Some(h) = by_id::<Element>("ls-title").and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
        let _ = h.focus();
    }
}

/// Puts the focus on the offer of a real game (the course just finished).
pub fn focus_play() {
    if let Some(a) = by_id::<Element>("ls-play").and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
        let _ = a.focus();
    }
}
