//! The puzzle screen's panel: built once inside the page's `<main id="puzzle">` (the board's canvas
//! beside it, the play screen's layout classes), painted again from the screen's state after
//! every change. Words from `view::puzzle::PuzzleWord`; buttons carry `data-act`.

use super::{listen, Said, Shared};
use crate::app::link::puzzle_fragment;
use crate::app::puzzle::screen::{self, Pick};
use crate::app::puzzle::theme;
use crate::view::puzzle::PuzzleWord as W;
use crate::web::dom::{by_id, create, set_text};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

/// Builds the screen's elements (once).
pub(super) fn build(state: &Shared) {
    let root = state.borrow().root.clone();
    root.set_inner_html("");
    let area = create("section", "board-area");
    let canvas = create("canvas", "");
    canvas.set_id("puzzle-board");
    for (k, v) in [("tabindex", "0"), ("role", "application"), ("aria-roledescription", "board")] {
        let _ = canvas.set_attribute(k, v);
    }
    let _ = area.append_child(&canvas);
    let side = create("section", "side puzzle-side");
    for (tag, id, class) in [
        ("h1", "puzzle-title", "game-title"),
        ("p", "puzzle-say", "status"),
        ("div", "puzzle-acts", "buttons"),
        ("p", "puzzle-rating", "puzzle-line"),
        ("p", "puzzle-facts", "puzzle-line"),
        ("nav", "puzzle-modes", "puzzle-modes"),
        ("fieldset", "puzzle-themes", "puzzle-themes"),
    ] {
        let e = create(tag, class);
        e.set_id(id);
        let _ = side.append_child(&e);
    }
    if let Some(say) = side.query_selector("#puzzle-say").ok().flatten() {
        let _ = say.set_attribute("role", "status");
        let _ = say.set_attribute("aria-live", "polite");
    }
    let announce = create("div", "sr-only");
    announce.set_id("puzzle-announce");
    let _ = announce.set_attribute("aria-live", "assertive");
    for e in [&area, &side, &announce] {
        let _ = root.append_child(e);
    }
    listen(state, &root);
}

/// Says a move or a refusal to screen readers.
pub(super) fn announce(text: &str) {
    set_text("puzzle-announce", text);
}

fn button(parent: &Element, act: &str, word: W, lang: crate::game::Lang, primary: bool) {
    let b = create("button", if primary { "" } else { "ghost" });
    let _ = b.set_attribute("type", "button");
    let _ = b.set_attribute("data-act", act);
    b.set_text_content(Some(word.get(lang)));
    let _ = parent.append_child(&b);
}

fn link(parent: &Element, href: &str, text: &str, current: bool) {
    let a = create("a", "puzzle-mode");
    let _ = a.set_attribute("href", href);
    if current {
        let _ = a.set_attribute("aria-current", "page");
    }
    a.set_text_content(Some(text));
    let _ = parent.append_child(&a);
}

/// A rating in whole points.
fn whole(x: f64) -> String {
    (x.round() as i64).to_string()
}

/// Paints the panel from the screen's state.
pub(super) fn paint(state: &Shared) {
    let s = state.borrow();
    let lang = s.looks.lang;
    let title = s.kind.title().get(lang);
    let heading = match s.pick {
        Pick::Daily => W::DailyTitle,
        Pick::Streak => W::StreakTitle,
        _ => W::Title,
    };
    set_text("puzzle-title", &heading.fill(lang, &[title.to_string()]));
    if let Some(canvas) = by_id::<Element>("puzzle-board") {
        let _ = canvas.set_attribute("aria-label", W::Board.get(lang));
    }
    let puzzle = s.board.attempt.as_ref().map(|a| a.puzzle());
    // Whose move it is, by the colour of the puzzle's side.
    let colour = puzzle.and_then(|p| screen::player(p, lang)).map(|p| p.2).unwrap_or_default();
    let said = match &s.board.said {
        Said::Loading => W::Loading.get(lang).to_string(),
        Said::Failed(why) => W::LoadFailed.fill(lang, std::slice::from_ref(why)),
        Said::Missing => W::NoPuzzle.get(lang).to_string(),
        Said::Turn => screen::asked(puzzle, lang),
        Said::Right => W::Right.fill(lang, std::slice::from_ref(&colour)),
        Said::Thinking => W::Thinking.get(lang).to_string(),
        Said::Wrong(why) => why.clone(),
        Said::Solved { first: true } => W::Solved.get(lang).to_string(),
        Said::Solved { first: false } => W::SolvedAfter.get(lang).to_string(),
        Said::Shown(line) => W::Shown.fill(lang, std::slice::from_ref(line)),
    };
    let said = match s.streak_over {
        Some(n) => format!("{said} {}", W::StreakOver.fill(lang, &[n.to_string()])),
        None => said,
    };
    set_text("puzzle-say", &said);
    if let Some(say) = by_id::<Element>("puzzle-say") {
        let tone = match s.board.said {
            Said::Right | Said::Solved { .. } => "right",
            Said::Wrong(_) | Said::Failed(_) | Said::Missing => "wrong",
            _ => "",
        };
        let _ = say.set_attribute("data-tone", tone);
    }
    // The buttons this moment offers.
    if let Some(acts) = by_id::<Element>("puzzle-acts") {
        acts.set_inner_html("");
        let done = matches!(s.board.said, Said::Solved { .. } | Said::Shown(_));
        match s.board.said {
            Said::Wrong(_) => {
                button(&acts, "retry", W::Retry, lang, true);
                button(&acts, "show-solution", W::ShowSolution, lang, false);
            }
            Said::Turn | Said::Right => button(&acts, "show-solution", W::ShowSolution, lang, false),
            _ => {}
        }
        if done || matches!(s.board.said, Said::Wrong(_)) || s.streak_over.is_some() {
            button(&acts, "next", W::Next, lang, done);
        }
        if done {
            button(&acts, "analyse", W::Analyse, lang, false);
            button(&acts, "play-here", W::PlayHere, lang, false);
        }
    }
    let r = &s.board.profile.rating;
    let rating = match s.rated {
        Some((before, after)) => {
            let change = after.round() as i64 - before.round() as i64;
            let sign = if change >= 0 { "+" } else { "" };
            W::RatingChange.fill(lang, &[whole(before), whole(after), format!("{sign}{change}")])
        }
        None => W::YourRating.fill(lang, &[whole(r.rating), whole(r.deviation)]),
    };
    let rating = if s.pick == Pick::Streak {
        W::Streak.fill(lang, &[s.streak.to_string(), s.board.profile.best_streak.to_string()])
    } else {
        rating
    };
    set_text("puzzle-rating", &rating);
    if let Some(facts) = by_id::<Element>("puzzle-facts") {
        facts.set_inner_html("");
        if let Some(p) = puzzle {
            let themes: Vec<&str> =
                p.themes.iter().map(|t| theme::name(t).map_or(t.as_str(), |n| n.get(lang))).collect();
            let text = format!("{} · {} ", W::PuzzleRating.fill(lang, &[p.rating.to_string()]), themes.join(", "));
            let span = create("span", "");
            span.set_text_content(Some(&text));
            let _ = facts.append_child(&span);
            let a = create("a", "puzzle-link");
            let _ = a.set_attribute("href", &puzzle_fragment(p.kind, &Pick::Id(p.id.clone())));
            a.set_text_content(Some(W::Link.get(lang)));
            let _ = facts.append_child(&a);
        }
    }
    if let Some(modes) = by_id::<Element>("puzzle-modes") {
        modes.set_inner_html("");
        let _ = modes.set_attribute("aria-label", W::Modes.get(lang));
        link(
            &modes,
            &puzzle_fragment(s.kind, &Pick::Next),
            W::Rated.get(lang),
            matches!(s.pick, Pick::Next | Pick::Id(_)),
        );
        link(&modes, &puzzle_fragment(s.kind, &Pick::Streak), W::StreakMode.get(lang), s.pick == Pick::Streak);
        link(&modes, &puzzle_fragment(s.kind, &Pick::Daily), W::Daily.get(lang), s.pick == Pick::Daily);
        link(&modes, &format!("#/{}", s.kind.id()), W::BackToGame.get(lang), false);
    }
    if let Some(field) = by_id::<Element>("puzzle-themes") {
        field.set_inner_html("");
        let legend = create("legend", "");
        legend.set_text_content(Some(W::Themes.get(lang)));
        let _ = field.append_child(&legend);
        let hint = create("p", "puzzle-hint");
        hint.set_text_content(Some(W::AllThemes.get(lang)));
        let _ = field.append_child(&hint);
        for id in s.set.as_deref().map(|set| screen::themes_of(set)).unwrap_or_default() {
            let label = create("label", "puzzle-theme");
            let input = create("input", "");
            let _ = input.set_attribute("type", "checkbox");
            let _ = input.set_attribute("data-theme", id);
            if let Ok(i) = input.clone().dyn_into::<HtmlInputElement>() {
                i.set_checked(s.themes.iter().any(|t| t == id));
            }
            let _ = label.append_child(&input);
            let name = theme::name(id).map_or(id, |n| n.get(lang));
            let _ = label.append_with_str_1(name);
            let _ = field.append_child(&label);
        }
    }
}
