//! The workshop drawn anew after every edit: its sections as elements (`parts.rs`), the
//! pictures painted by the Drake view, every decision read from the controller — what is
//! disabled, what is said. The focused control keeps the focus across a redraw.

use super::parts::{add, button, disable, field, picture, section, select, set, sized, switch, text};
use super::Ui;
use crate::app::workshop::{BoardTool, Button, Field, Opening, MODES};
use crate::game::Lang;
use crate::games::drake::{grid_name, square, READY_MADE};
use crate::view::drake::workshop as pictures;
use crate::view::theme::Theme;
use crate::view::workshop::{cell_label, note_text, problem_text, question_text, role, square_label, status_text, Say};
use crate::web::dom::{create, document};
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement, HtmlElement, HtmlInputElement};

impl Ui {
    fn lang(&self) -> Lang {
        self.bench.lang()
    }

    fn say(&self, word: Say) -> &'static str {
        word.get(self.lang())
    }

    /// Draws the workshop anew, the focus kept where it was.
    pub(super) fn render(&mut self) {
        let focused = document().active_element().map(|e| e.id()).filter(|id| id.starts_with("ws-"));
        // The width the sections have (less their padding), read before they are replaced.
        let width = (self.root.client_width() as f32 - 40.0).clamp(260.0, 720.0);
        let top = create("div", "workshop");
        if !super::styled() {
            let _ = top.set_attribute("hidden", "");
        }
        add(&top, &self.head());
        add(&top, &self.variant_section());
        add(&top, &self.troops_section(width));
        add(&top, &self.stacks_section());
        add(&top, &self.board_section(width));
        add(&top, &self.mode_section());
        add(&top, &self.check_section());
        add(&top, &self.play_section());
        if let Some(dialog) = self.question() {
            add(&top, &dialog);
        }
        self.root.set_text_content(None);
        add(&self.root, &top);
        if let Some(d) = document().get_element_by_id("ws-ask").and_then(|d| d.dyn_into::<HtmlDialogElement>().ok()) {
            let _ = d.show_modal();
        }
        let again = focused.and_then(|id| document().get_element_by_id(&id));
        if let Some(e) = again.and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
            let _ = e.focus();
        }
    }

    /// The buttons that save, copy, delete and share the variant, with their ids and words.
    const SAVING: [(&'static str, Button, Say); 5] = [
        ("ws-save", Button::Save, Say::Save),
        ("ws-save-new", Button::SaveNew, Say::SaveAsNew),
        ("ws-duplicate", Button::Duplicate, Say::Duplicate),
        ("ws-delete", Button::Delete, Say::Delete),
        ("ws-share", Button::Share, Say::Share),
    ];

    /// What a name typed changes, mended in place (a redraw would replace the button the
    /// player is about to press): what is wrong, the renamed troop's chip, the status line,
    /// which buttons work, and a share link that no longer says the variant.
    pub(super) fn mend(&self) {
        let doc = document();
        if let Some(old) = doc.get_element_by_id("ws-problems") {
            let _ = old.replace_with_with_node_1(&self.problems_list());
        }
        let work = self.bench.work();
        if let (Some(i), Some(kind)) = (work.troop, work.selected()) {
            if let Some(chip) = doc.get_element_by_id(&format!("ws-troop-{i}")) {
                chip.set_text_content(Some(&format!("{} · {}", kind.letter, kind.name.get(self.lang()))));
            }
        }
        if let Some(status) = doc.get_element_by_id("ws-status") {
            status.set_text_content(Some(&status_text(&self.bench)));
        }
        let buttons = Self::SAVING.iter().map(|&(id, what, _)| (id, what)).chain([("ws-play", Button::Play)]);
        for (id, what) in buttons {
            if let Some(b) = doc.get_element_by_id(id) {
                let _ = if self.bench.allows(what) {
                    b.remove_attribute("disabled")
                } else {
                    b.set_attribute("disabled", "")
                };
            }
        }
        if let Some(old) = doc.query_selector(".ws-share").ok().flatten().filter(|_| self.bench.share().is_none()) {
            old.remove();
        }
    }

    /// A button that does `what`, disabled when the workshop does not allow it now.
    fn control(&self, id: &str, what: Button, words: &str) -> Element {
        let b = button(id, what, words);
        disable(&b, !self.bench.allows(what));
        b
    }

    fn head(&self) -> Element {
        let head = create("div", "ws-head");
        add(&head, &text("h1", "", self.say(Say::Title)));
        let back = text("a", "button ghost", self.say(Say::BackToGame));
        set(&back, "href", "#/drake");
        add(&head, &back);
        let wrap = create("div", "");
        add(&wrap, &head);
        add(&wrap, &text("p", "hint", self.say(Say::Intro)));
        wrap
    }

    fn variant_section(&self) -> Element {
        let s = section("ws-variant-title", self.say(Say::Variant));
        // Open: a new variant, a ready-made one, or one of the player's own.
        let open = create("select", "");
        open.set_id(Field::Open.id());
        let first = text("option", "", "…");
        set(&first, "value", "");
        add(&open, &first);
        let new = text("option", "", self.say(Say::NewVariant));
        set(&new, "value", &Opening::New.value().unwrap_or_default());
        add(&open, &new);
        let group = |label: &str, items: Vec<(Opening, String)>| {
            let g = create("optgroup", "");
            set(&g, "label", label);
            for (opening, words) in items {
                let o = text("option", "", &words);
                set(&o, "value", &opening.value().unwrap_or_default());
                add(&g, &o);
            }
            g
        };
        let ready = READY_MADE.iter().map(|r| (Opening::Ready(r.id), r.name.get(self.lang()).to_string()));
        add(&open, &group(self.say(Say::ReadyMade), ready.collect()));
        let saved: Vec<(Opening, String)> = (self.bench.variants().list().into_iter())
            .filter(|v| v.variant.is_ok())
            .map(|v| (Opening::Saved(v.number), v.label(self.say(Say::Untitled))))
            .collect();
        if !saved.is_empty() {
            add(&open, &group(self.say(Say::YourVariants), saved));
        }
        add(&s, &field(self.say(Say::OpenVariant), &open));
        let name = create("input", "");
        name.set_id(Field::Name.id());
        set(&name, "type", "text");
        set(&name, "maxlength", "20");
        set(&name, "autocomplete", "off");
        if let Some(i) = name.dyn_ref::<HtmlInputElement>() {
            i.set_value(&self.bench.work().variant.name);
        }
        add(&s, &field(self.say(Say::Name), &name));
        let status = text("p", "ws-status", &status_text(&self.bench));
        status.set_id("ws-status");
        add(&s, &status);
        if let Some(note) = self.bench.note() {
            let n = text("p", "notice", &note_text(note, self.lang()));
            set(&n, "role", "status");
            add(&s, &n);
        }
        let buttons = create("div", "buttons");
        for (id, what, word) in Self::SAVING {
            let b = self.control(id, what, self.say(word));
            if what != Button::Save {
                b.set_class_name("ghost");
            }
            add(&buttons, &b);
        }
        add(&s, &buttons);
        if let Some(link) = self.bench.share() {
            let share = create("div", "ws-share");
            let input = create("input", "");
            input.set_id(Field::ShareLink.id());
            set(&input, "type", "text");
            set(&input, "readonly", "");
            set(&input, "aria-label", self.say(Say::Share));
            if let Some(i) = input.dyn_ref::<HtmlInputElement>() {
                i.set_value(link);
            }
            add(&share, &input);
            add(&share, &button("ws-copy", Button::Copy, self.say(Say::Copy)));
            add(&s, &share);
            add(&s, &text("p", "hint", self.say(Say::ShareHint)));
        }
        s
    }

    fn troops_section(&self, width: f32) -> Element {
        let work = self.bench.work();
        let s = section("ws-troops-title", self.say(Say::Troops));
        add(&s, &text("p", "hint", self.say(Say::TroopsHint)));
        let chips = create("div", "ws-chips");
        for (i, kind) in work.variant.troops.iter().enumerate() {
            let label = format!("{} · {}", kind.letter, kind.name.get(self.lang()));
            let b = button(&format!("ws-troop-{i}"), Button::Troop { index: i }, &label);
            b.set_class_name("chip");
            set(&b, "aria-pressed", if work.troop == Some(i) { "true" } else { "false" });
            add(&chips, &b);
        }
        let new = self.control("ws-new-troop", Button::NewTroop, self.say(Say::NewTroop));
        new.set_class_name("ghost");
        add(&chips, &new);
        add(&s, &chips);
        let Some(kind) = work.selected() else {
            add(&s, &text("p", "hint", self.say(Say::NoTroops)));
            return s;
        };
        let row = create("div", "ws-row");
        let name = create("input", "");
        name.set_id(Field::TroopName.id());
        set(&name, "type", "text");
        set(&name, "maxlength", "20");
        set(&name, "autocomplete", "off");
        if let Some(i) = name.dyn_ref::<HtmlInputElement>() {
            i.set_value(kind.name.get(self.lang()));
        }
        add(&row, &field(self.say(Say::TroopName), &name));
        let letters: Vec<(String, String)> =
            work.free_letters().into_iter().map(|c| (c.to_string(), c.to_string())).collect();
        add(&row, &field(self.say(Say::Letter), &select(Field::Letter, &letters, &kind.letter.to_string())));
        add(&s, &row);
        // The two sides: side by side when there is room, one above the other on a phone.
        let grid_width = if width >= 480.0 { ((width - 24.0) / 2.0).min(280.0) } else { width.min(300.0) };
        let sides = create("div", "ws-sides");
        for (side, word, id) in [(0, Say::Face, "face"), (1, Say::Back, "back")] {
            let figure = create("figure", "ws-side");
            add(&figure, &text("figcaption", "", self.say(word)));
            add(&figure, &self.cell_grid(side, id, grid_width));
            add(&sides, &figure);
        }
        add(&s, &sides);
        add(&s, &text("p", "hint", self.say(Say::GridHint)));
        let preview = create("figure", "ws-preview");
        preview.set_id("ws-preview");
        let theme = Theme::get(self.theme);
        let tiles = pictures::tiles(kind, &theme, self.lang(), width.min(420.0));
        add(&preview, &picture(&tiles, "ws-tiles", self.say(Say::Preview)));
        add(&preview, &text("figcaption", "hint", self.say(Say::Preview)));
        add(&s, &preview);
        let remove = button("ws-remove-troop", Button::RemoveTroop, self.say(Say::RemoveTroop));
        remove.set_class_name("ghost");
        add(&s, &remove);
        s
    }

    /// The 5×5 grid of a side: the picture, and a button over each cell.
    fn cell_grid(&self, side: usize, id: &str, width: f32) -> Element {
        let work = self.bench.work();
        let box_ = create("div", "ws-grid");
        sized(&box_, width, width);
        let actions = work.selected().map(|k| k.sides[side].to_vec()).unwrap_or_default();
        let theme = Theme::get(self.theme);
        add(&box_, &picture(&pictures::grid(&actions, &theme, width), "ws-grid-picture", ""));
        let cells = create("div", "ws-cells");
        set(&cells, "role", "group");
        set(&cells, "aria-label", self.say([Say::Face, Say::Back][side]));
        for row in 0..5i8 {
            for col in 0..5i8 {
                let (dx, dy) = (col - 2, 2 - row);
                let kind = work.cell(side, dx, dy);
                let cell_id = format!("ws-{id}-{}", grid_name(dx, dy));
                let b = self.control(&cell_id, Button::Cell { side, dx, dy }, "");
                b.set_class_name("ws-cell");
                set(&b, "aria-label", &cell_label(dx, dy, kind, self.lang()));
                add(&cells, &b);
            }
        }
        add(&box_, &cells);
        box_
    }

    fn stacks_section(&self) -> Element {
        let work = self.bench.work();
        let lang = self.lang();
        let s = section("ws-stacks-title", self.say(Say::Stacks));
        add(&s, &text("p", "hint", self.say(Say::StacksHint)));
        add(&s, &switch(Field::Mirror, self.say(Say::Mirror), work.mirror, false));
        let players: &[usize] = if work.mirror { &[0] } else { &[0, 1] };
        let theme = Theme::get(self.theme);
        for &player in players {
            let title = match (work.mirror, player) {
                (true, _) => Say::BothStacks,
                (false, 0) => Say::BlueStack,
                _ => Say::OrangeStack,
            };
            add(&s, &text("h3", "", self.say(title)));
            let list = create("ol", "ws-stack");
            set(&list, "data-p", &player.to_string());
            set(&list, "aria-label", self.say(title));
            for (i, &item) in work.variant.stacks[player].iter().enumerate() {
                let li = create("li", "");
                let name = work.troop_name(item, lang);
                let label = match role(i) {
                    Some(r) => Say::ItemRole.fill(lang, &[(i + 1).to_string(), name, self.say(r).into()]),
                    None => Say::Item.fill(lang, &[(i + 1).to_string(), name]),
                };
                let b = button(&format!("ws-item-{player}-{i}"), Button::Item { player, at: i }, "");
                b.set_class_name(if i < 3 { "ws-item ws-top" } else { "ws-item" });
                set(&b, "data-drag", "");
                set(&b, "aria-label", &label);
                set(&b, "aria-pressed", if self.bench.picked() == Some((player, i)) { "true" } else { "false" });
                let tile = pictures::item(&work.variant, item, player, &theme, lang, 56.0);
                add(&b, &picture(&tile, "", ""));
                add(&li, &b);
                add(&list, &li);
            }
            add(&s, &list);
            if self.bench.picked().is_some_and(|(p, _)| p == player) {
                let tools = create("div", "buttons ws-item-tools");
                for (what, id, word) in [
                    (Button::Earlier, "ws-earlier", Say::Earlier),
                    (Button::Later, "ws-later", Say::Later),
                    (Button::Remove, "ws-remove", Say::Remove),
                ] {
                    let b = self.control(id, what, self.say(word));
                    b.set_class_name("ghost small");
                    add(&tools, &b);
                }
                add(&s, &tools);
            }
        }
        if !work.mirror {
            let choices =
                [("0".to_string(), self.say(Say::BlueStack).into()), ("1".into(), self.say(Say::OrangeStack).into())];
            let chosen = self.bench.add_to().to_string();
            add(&s, &field(self.say(Say::AddTo), &select(Field::AddTo, &choices, &chosen)));
        }
        add(&s, &text("p", "hint", self.say(Say::Palette)));
        let palette = create("div", "ws-palette");
        for troop in work.palette() {
            let letter = if troop.is_bomb() { "bomb".to_string() } else { troop.letter().to_string() };
            let b = button(&format!("ws-pal-{letter}"), Button::Add { troop }, "");
            b.set_class_name("ws-pal");
            set(&b, "data-drag", "");
            set(&b, "aria-label", &work.troop_name(troop, lang));
            let player = if work.mirror { 0 } else { self.bench.add_to() };
            add(&b, &picture(&pictures::item(&work.variant, troop, player, &theme, lang, 48.0), "", ""));
            add(&palette, &b);
        }
        add(&s, &palette);
        s
    }

    fn board_section(&self, width: f32) -> Element {
        let work = self.bench.work();
        let s = section("ws-board-title", self.say(Say::Board));
        let v = &work.variant;
        let sizes: Vec<(String, String)> = (3..=8).map(|n| (n.to_string(), format!("{n} × {n}"))).collect();
        add(&s, &field(self.say(Say::Size), &select(Field::Size, &sizes, &v.size.to_string())));
        let flags = v.flag_squares().is_some();
        add(&s, &switch(Field::Flags, self.say(Say::Flags), flags, false));
        let tools = create("fieldset", "ws-tools");
        add(&tools, &text("legend", "", self.say(Say::Tap)));
        for (tool, field, word) in [
            (BoardTool::Terrain, Field::ToolTerrain, Say::TerrainTool),
            (BoardTool::Flag(0), Field::ToolBlue, Say::BlueFlag),
            (BoardTool::Flag(1), Field::ToolOrange, Say::OrangeFlag),
        ] {
            let row = create("div", "field switch");
            let radio = create("input", "");
            radio.set_id(field.id());
            set(&radio, "type", "radio");
            set(&radio, "name", "ws-tool");
            if let Some(r) = radio.dyn_ref::<HtmlInputElement>() {
                r.set_checked(work.tool == tool);
            }
            disable(&radio, tool != BoardTool::Terrain && !flags);
            add(&row, &radio);
            let l = text("label", "", self.say(word));
            set(&l, "for", field.id());
            add(&row, &l);
            add(&tools, &row);
        }
        add(&s, &tools);
        let side = width.min(400.0);
        let box_ = create("div", "ws-board");
        sized(&box_, side, side);
        let theme = Theme::get(self.theme);
        add(&box_, &picture(&pictures::board(v, &theme, side), "ws-board-picture", ""));
        let n = v.size as usize;
        let squares = create("div", "ws-squares");
        set(&squares, "role", "group");
        set(&squares, "aria-label", self.say(Say::Board));
        let _ = squares
            .dyn_ref::<HtmlElement>()
            .map(|e| e.style().set_property("grid-template-columns", &format!("repeat({n}, 1fr)")));
        for rank in (0..n).rev() {
            for file in 0..n {
                let sq = square(file, rank);
                let name = crate::games::drake::square_name(sq);
                let b = button(&format!("ws-sq-{name}"), Button::Square { square: sq }, "");
                b.set_class_name("ws-square");
                set(&b, "aria-label", &square_label(work, sq, self.lang()));
                add(&squares, &b);
            }
        }
        add(&box_, &squares);
        add(&s, &box_);
        s
    }

    fn mode_section(&self) -> Element {
        let s = section("ws-mode-title", self.say(Say::Mode));
        let v = &self.bench.work().variant;
        let words = [Say::Fixed, Say::Shuffled, Say::Drawn];
        let choices: Vec<(String, String)> =
            MODES.iter().zip(words).map(|((_, value), w)| (value.to_string(), self.say(w).into())).collect();
        let chosen = MODES.iter().find(|m| m.0 == v.mode).map_or("", |m| m.1);
        add(&s, &field(self.say(Say::Mode), &select(Field::Mode, &choices, chosen)));
        add(&s, &switch(Field::Hidden, self.say(Say::Hidden), v.hidden, false));
        s
    }

    /// What is wrong, in words, as the player edits.
    fn problems_list(&self) -> Element {
        let work = self.bench.work();
        let list = create("ul", "ws-problems");
        list.set_id("ws-problems");
        set(&list, "aria-live", "polite");
        let problems = work.problems();
        if problems.is_empty() {
            add(&list, &text("li", "ok", self.say(Say::AllWell)));
        }
        for p in &problems {
            let class = if p.blocks() { "error" } else { "hint" };
            add(&list, &text("li", class, &problem_text(work, p, self.lang())));
        }
        list
    }

    fn check_section(&self) -> Element {
        let s = section("ws-check-title", self.say(Say::Check));
        add(&s, &self.problems_list());
        s
    }

    fn play_section(&self) -> Element {
        let lang = self.lang();
        let s = section("ws-play-title", self.say(Say::Play));
        let seats = [crate::game::Colour::Blue, crate::game::Colour::Orange];
        let you: Vec<(String, String)> =
            seats.iter().enumerate().map(|(i, c)| (i.to_string(), c.name().get(lang).to_string())).collect();
        let row = create("div", "ws-row");
        add(&row, &field(self.say(Say::YouPlay), &select(Field::You, &you, &self.bench.you().to_string())));
        let mut opponents = vec![("0".to_string(), self.say(Say::Friend).to_string())];
        opponents.extend((1..=5).map(|l| (l.to_string(), Say::Computer.fill(lang, &[l.to_string()]))));
        let chosen = self.bench.opponent().to_string();
        add(&row, &field(self.say(Say::Opponent), &select(Field::Opponent, &opponents, &chosen)));
        add(&s, &row);
        add(&s, &self.control("ws-play", Button::Play, self.say(Say::Play)));
        if !self.bench.allows(Button::Play) {
            add(&s, &text("p", "hint", self.say(Say::NoPlay)));
        }
        s
    }

    /// The question being asked, as a modal dialog.
    fn question(&self) -> Option<Element> {
        let (words, yes, second) = question_text(&self.bench)?;
        let d = create("dialog", "ws-ask");
        d.set_id("ws-ask");
        set(&d, "aria-labelledby", "ws-ask-text");
        let p = text("p", "", &words);
        p.set_id("ws-ask-text");
        add(&d, &p);
        let buttons = create("div", "buttons");
        let cancel = button("ws-ask-cancel", Button::Cancel, self.say(Say::Cancel));
        cancel.set_class_name("ghost");
        add(&buttons, &cancel);
        if let Some(second) = second {
            let b = button("ws-ask-second", Button::Second, self.say(second));
            b.set_class_name("ghost");
            add(&buttons, &b);
        }
        add(&buttons, &button("ws-ask-yes", Button::Yes, self.say(yes)));
        add(&d, &buttons);
        Some(d)
    }
}
