//! The workshop drawn anew after every edit: its sections as elements (every control a real
//! button, select or input with its label), the pictures painted by the Drake view. Text goes
//! in as text, never as HTML. The focused control keeps the focus across a redraw.

use super::{Ask, Ui};
use crate::app::variants::Variants;
use crate::app::workshop::BoardTool;
use crate::games::drake::{grid_name, square, StackMode, MAX_TROOPS, READY_MADE};
use crate::view::drake::workshop as pictures;
use crate::view::theme::Theme;
use crate::view::workshop::{cell_label, problem_text, role, square_label, Say};
use crate::web::dom::{create, document};
use crate::web::painter::scene_canvas;
use crate::web::storage::LocalStore;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlDialogElement, HtmlElement, HtmlInputElement};

fn set(e: &Element, key: &str, value: &str) {
    let _ = e.set_attribute(key, value);
}

fn add(parent: &Element, child: &Element) {
    let _ = parent.append_child(child);
}

fn text(tag: &str, class: &str, words: &str) -> Element {
    let e = create(tag, class);
    e.set_text_content(Some(words));
    e
}

/// A button that does `act` (with the data attributes `data`), labelled `words`.
fn button(id: &str, act: &str, words: &str, data: &[(&str, String)]) -> Element {
    let b = text("button", "", words);
    set(&b, "type", "button");
    if !id.is_empty() {
        b.set_id(id);
    }
    set(&b, "data-act", act);
    for (k, v) in data {
        set(&b, &format!("data-{k}"), v);
    }
    b
}

fn disable(e: &Element, off: bool) {
    if off {
        set(e, "disabled", "");
    }
}

/// A labelled field holding `input`.
fn field(label: &str, input: &Element) -> Element {
    let row = create("div", "field");
    let l = text("label", "", label);
    set(&l, "for", &input.id());
    add(&row, &l);
    add(&row, input);
    row
}

/// A labelled checkbox.
fn switch(id: &str, label: &str, on: bool, off: bool) -> Element {
    let row = create("div", "field switch");
    let i = create("input", "");
    i.set_id(id);
    set(&i, "type", "checkbox");
    if let Some(i) = i.dyn_ref::<HtmlInputElement>() {
        i.set_checked(on);
    }
    disable(&i, off);
    add(&row, &i);
    let l = text("label", "", label);
    set(&l, "for", id);
    add(&row, &l);
    row
}

/// A select of `(value, label)` choices with `chosen` selected.
fn select(id: &str, choices: &[(String, String)], chosen: &str) -> Element {
    let s = create("select", "");
    s.set_id(id);
    for (value, label) in choices {
        let o = text("option", "", label);
        set(&o, "value", value);
        if value == chosen {
            set(&o, "selected", "");
        }
        add(&s, &o);
    }
    s
}

fn section(id: &str, title: &str) -> Element {
    let s = create("section", "ws-card");
    set(&s, "aria-labelledby", id);
    let h = text("h2", "", title);
    h.set_id(id);
    add(&s, &h);
    s
}

/// A picture painted from a scene, with its words for screen readers.
fn picture(scene: &crate::view::scene::Scene, class: &str, words: &str) -> Element {
    match scene_canvas(scene, class) {
        Some(canvas) => {
            set(&canvas, "role", "img");
            set(&canvas, "aria-label", words);
            canvas.into()
        }
        None => create("span", class),
    }
}

fn sized(e: &Element, width: f32, height: f32) {
    if let Some(e) = e.dyn_ref::<HtmlElement>() {
        let _ = e.style().set_property("width", &format!("{width}px"));
        let _ = e.style().set_property("height", &format!("{height}px"));
    }
}

impl Ui {
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

    /// Whether the variant is saved, in words.
    fn status(&self) -> String {
        match self.work.saved {
            None => self.say(Say::NotSaved).to_string(),
            Some(n) if self.work.changed => Say::ChangedSince.fill(self.lang, &[self.saved_name(n)]),
            Some(n) => Say::SavedAs.fill(self.lang, &[self.saved_name(n)]),
        }
    }

    /// The buttons that save, copy, delete and share the variant: id, action, words, and
    /// whether each is off.
    fn saving_buttons(&self) -> [(&'static str, &'static str, Say, bool); 5] {
        let valid = self.work.is_valid();
        let saved = self.work.saved.is_some();
        [
            ("ws-save", "save", Say::Save, !valid || (saved && !self.work.changed)),
            ("ws-save-new", "save-new", Say::SaveAsNew, !valid),
            ("ws-duplicate", "duplicate", Say::Duplicate, !saved),
            ("ws-delete", "delete", Say::Delete, !saved),
            ("ws-share", "share", Say::Share, !valid),
        ]
    }

    /// What a name typed changes, mended in place (a redraw would replace the button the
    /// player is about to press): the status line and which saving buttons work.
    pub(super) fn mend_status(&self) {
        let doc = document();
        if let Some(status) = doc.get_element_by_id("ws-status") {
            status.set_text_content(Some(&self.status()));
        }
        for (id, _, _, off) in self.saving_buttons() {
            if let Some(b) = doc.get_element_by_id(id) {
                let _ = if off { b.set_attribute("disabled", "") } else { b.remove_attribute("disabled") };
            }
        }
        // A link shared before the change no longer says the variant.
        if let Some(old) = doc.query_selector(".ws-share").ok().flatten().filter(|_| self.share.is_none()) {
            old.remove();
        }
    }

    fn say(&self, word: Say) -> &'static str {
        word.get(self.lang)
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

    /// The name a saved variant goes by.
    fn saved_name(&self, number: u32) -> String {
        Variants::new(&LocalStore)
            .get(number)
            .map_or_else(|| Say::Untitled.fill(self.lang, &[number.to_string()]), |s| s.label(self.say(Say::Untitled)))
    }

    fn variant_section(&self) -> Element {
        let s = section("ws-variant-title", self.say(Say::Variant));
        // Open: a new variant, a ready-made one, or one of the player's own.
        let open = create("select", "");
        open.set_id("ws-open");
        let first = text("option", "", "…");
        set(&first, "value", "");
        add(&open, &first);
        let new = text("option", "", self.say(Say::NewVariant));
        set(&new, "value", "new");
        add(&open, &new);
        let group = |label: &str, items: Vec<(String, String)>| {
            let g = create("optgroup", "");
            set(&g, "label", label);
            for (value, words) in items {
                let o = text("option", "", &words);
                set(&o, "value", &value);
                add(&g, &o);
            }
            g
        };
        let ready = READY_MADE.iter().map(|r| (format!("ready:{}", r.id), r.name.get(self.lang).to_string()));
        add(&open, &group(self.say(Say::ReadyMade), ready.collect()));
        let saved: Vec<(String, String)> = Variants::new(&LocalStore)
            .list()
            .into_iter()
            .filter(|v| v.variant.is_ok())
            .map(|v| (format!("saved:{}", v.number), v.label(self.say(Say::Untitled))))
            .collect();
        if !saved.is_empty() {
            add(&open, &group(self.say(Say::YourVariants), saved));
        }
        add(&s, &field(self.say(Say::OpenVariant), &open));
        let name = create("input", "");
        name.set_id("ws-name");
        set(&name, "type", "text");
        set(&name, "maxlength", "20");
        set(&name, "autocomplete", "off");
        if let Some(i) = name.dyn_ref::<HtmlInputElement>() {
            i.set_value(&self.work.variant.name);
        }
        add(&s, &field(self.say(Say::Name), &name));
        let status = text("p", "ws-status", &self.status());
        status.set_id("ws-status");
        add(&s, &status);
        if let Some(note) = &self.note {
            let n = text("p", "notice", note);
            set(&n, "role", "status");
            add(&s, &n);
        }
        let buttons = create("div", "buttons");
        for (id, act, word, off) in self.saving_buttons() {
            let b = button(id, act, self.say(word), &[]);
            if act != "save" {
                b.set_class_name("ghost");
            }
            disable(&b, off);
            add(&buttons, &b);
        }
        add(&s, &buttons);
        if let Some(link) = &self.share {
            let share = create("div", "ws-share");
            let input = create("input", "");
            input.set_id("ws-share-link");
            set(&input, "type", "text");
            set(&input, "readonly", "");
            set(&input, "aria-label", self.say(Say::Share));
            if let Some(i) = input.dyn_ref::<HtmlInputElement>() {
                i.set_value(link);
            }
            add(&share, &input);
            add(&share, &button("ws-copy", "copy", self.say(Say::Copy), &[]));
            add(&s, &share);
            add(&s, &text("p", "hint", self.say(Say::ShareHint)));
        }
        s
    }

    fn troops_section(&self, width: f32) -> Element {
        let s = section("ws-troops-title", self.say(Say::Troops));
        add(&s, &text("p", "hint", self.say(Say::TroopsHint)));
        let chips = create("div", "ws-chips");
        for (i, kind) in self.work.variant.troops.iter().enumerate() {
            let label = format!("{} · {}", kind.letter, kind.name.get(self.lang));
            let b = button(&format!("ws-troop-{i}"), "troop", &label, &[("i", i.to_string())]);
            b.set_class_name("chip");
            set(&b, "aria-pressed", if self.work.troop == Some(i) { "true" } else { "false" });
            add(&chips, &b);
        }
        let new = button("ws-new-troop", "new-troop", self.say(Say::NewTroop), &[]);
        new.set_class_name("ghost");
        disable(&new, self.work.variant.troops.len() >= MAX_TROOPS);
        add(&chips, &new);
        add(&s, &chips);
        let Some(kind) = self.work.selected() else {
            add(&s, &text("p", "hint", self.say(Say::NoTroops)));
            return s;
        };
        let row = create("div", "ws-row");
        let name = create("input", "");
        name.set_id("ws-troop-name");
        set(&name, "type", "text");
        set(&name, "maxlength", "20");
        set(&name, "autocomplete", "off");
        if let Some(i) = name.dyn_ref::<HtmlInputElement>() {
            i.set_value(kind.name.get(self.lang));
        }
        add(&row, &field(self.say(Say::TroopName), &name));
        let letters: Vec<(String, String)> =
            self.work.free_letters().into_iter().map(|c| (c.to_string(), c.to_string())).collect();
        add(&row, &field(self.say(Say::Letter), &select("ws-letter", &letters, &kind.letter.to_string())));
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
        let tiles = pictures::tiles(kind, &theme, self.lang, width.min(420.0));
        add(&preview, &picture(&tiles, "ws-tiles", self.say(Say::Preview)));
        add(&preview, &text("figcaption", "hint", self.say(Say::Preview)));
        add(&s, &preview);
        let remove = button("ws-remove-troop", "remove-troop", self.say(Say::RemoveTroop), &[]);
        remove.set_class_name("ghost");
        add(&s, &remove);
        s
    }

    /// The 5×5 grid of a side: the picture, and a button over each cell.
    fn cell_grid(&self, side: usize, id: &str, width: f32) -> Element {
        let box_ = create("div", "ws-grid");
        sized(&box_, width, width);
        let actions = self.work.selected().map(|k| k.sides[side].to_vec()).unwrap_or_default();
        let theme = Theme::get(self.theme);
        add(&box_, &picture(&pictures::grid(&actions, &theme, width), "ws-grid-picture", ""));
        let cells = create("div", "ws-cells");
        set(&cells, "role", "group");
        set(&cells, "aria-label", self.say([Say::Face, Say::Back][side]));
        for row in 0..5i8 {
            for col in 0..5i8 {
                let (dx, dy) = (col - 2, 2 - row);
                let kind = self.work.cell(side, dx, dy);
                let data = [("side", side.to_string()), ("dx", dx.to_string()), ("dy", dy.to_string())];
                let cell_id = format!("ws-{id}-{}", grid_name(dx, dy));
                let b = button(&cell_id, "cell", "", &data);
                b.set_class_name("ws-cell");
                set(&b, "aria-label", &cell_label(dx, dy, kind, self.lang));
                disable(&b, (dx, dy) == (0, 0));
                add(&cells, &b);
            }
        }
        add(&box_, &cells);
        box_
    }

    fn stacks_section(&self) -> Element {
        let s = section("ws-stacks-title", self.say(Say::Stacks));
        add(&s, &text("p", "hint", self.say(Say::StacksHint)));
        add(&s, &switch("ws-mirror", self.say(Say::Mirror), self.work.mirror, false));
        let players: &[usize] = if self.work.mirror { &[0] } else { &[0, 1] };
        let theme = Theme::get(self.theme);
        for &player in players {
            let title = match (self.work.mirror, player) {
                (true, _) => Say::BothStacks,
                (false, 0) => Say::BlueStack,
                _ => Say::OrangeStack,
            };
            add(&s, &text("h3", "", self.say(title)));
            let list = create("ol", "ws-stack");
            set(&list, "data-p", &player.to_string());
            set(&list, "aria-label", self.say(title));
            for (i, &item) in self.work.variant.stacks[player].iter().enumerate() {
                let li = create("li", "");
                let name = self.work.troop_name(item, self.lang);
                let label = match role(i) {
                    Some(r) => Say::ItemRole.fill(self.lang, &[(i + 1).to_string(), name, self.say(r).into()]),
                    None => Say::Item.fill(self.lang, &[(i + 1).to_string(), name]),
                };
                let data = [("p", player.to_string()), ("i", i.to_string())];
                let b = button(&format!("ws-item-{player}-{i}"), "item", "", &data);
                b.set_class_name(if i < 3 { "ws-item ws-top" } else { "ws-item" });
                set(&b, "data-drag", "item");
                set(&b, "aria-label", &label);
                set(&b, "aria-pressed", if self.picked == Some((player, i)) { "true" } else { "false" });
                let tile = pictures::item(&self.work.variant, item, player, &theme, self.lang, 56.0);
                add(&b, &picture(&tile, "", ""));
                add(&li, &b);
                add(&list, &li);
            }
            add(&s, &list);
            if let Some((p, i)) = self.picked.filter(|&(p, _)| p == player) {
                let tools = create("div", "buttons ws-item-tools");
                let len = self.work.variant.stacks[p].len();
                for (act, word, off) in [
                    ("earlier", Say::Earlier, i == 0),
                    ("later", Say::Later, i + 1 >= len),
                    ("remove", Say::Remove, len <= crate::games::drake::MIN_STACK),
                ] {
                    let b = button(&format!("ws-{act}"), act, self.say(word), &[]);
                    b.set_class_name("ghost small");
                    disable(&b, off);
                    add(&tools, &b);
                }
                add(&s, &tools);
            }
        }
        if !self.work.mirror {
            let choices =
                [("0".to_string(), self.say(Say::BlueStack).into()), ("1".into(), self.say(Say::OrangeStack).into())];
            add(&s, &field(self.say(Say::AddTo), &select("ws-add-to", &choices, &self.add_to.to_string())));
        }
        add(&s, &text("p", "hint", self.say(Say::Palette)));
        let palette = create("div", "ws-palette");
        for troop in self.work.palette() {
            let letter = if troop.is_bomb() { "bomb".to_string() } else { troop.letter().to_string() };
            let b = button(&format!("ws-pal-{letter}"), "add", "", &[("troop", troop.letter().to_string())]);
            b.set_class_name("ws-pal");
            set(&b, "data-drag", "palette");
            set(&b, "aria-label", &self.work.troop_name(troop, self.lang));
            let player = if self.work.mirror { 0 } else { self.add_to };
            add(&b, &picture(&pictures::item(&self.work.variant, troop, player, &theme, self.lang, 48.0), "", ""));
            add(&palette, &b);
        }
        add(&s, &palette);
        s
    }

    fn board_section(&self, width: f32) -> Element {
        let s = section("ws-board-title", self.say(Say::Board));
        let v = &self.work.variant;
        let sizes: Vec<(String, String)> = (3..=8).map(|n| (n.to_string(), format!("{n} × {n}"))).collect();
        add(&s, &field(self.say(Say::Size), &select("ws-size", &sizes, &v.size.to_string())));
        let flags = v.flag_squares().is_some();
        add(&s, &switch("ws-flags", self.say(Say::Flags), flags, false));
        let tools = create("fieldset", "ws-tools");
        add(&tools, &text("legend", "", self.say(Say::Tap)));
        for (tool, id, word) in [
            (BoardTool::Terrain, "ws-tool-terrain", Say::TerrainTool),
            (BoardTool::Flag(0), "ws-tool-blue", Say::BlueFlag),
            (BoardTool::Flag(1), "ws-tool-orange", Say::OrangeFlag),
        ] {
            let row = create("div", "field switch");
            let radio = create("input", "");
            radio.set_id(id);
            set(&radio, "type", "radio");
            set(&radio, "name", "ws-tool");
            if let Some(r) = radio.dyn_ref::<HtmlInputElement>() {
                r.set_checked(self.work.tool == tool);
            }
            disable(&radio, tool != BoardTool::Terrain && !flags);
            add(&row, &radio);
            let l = text("label", "", self.say(word));
            set(&l, "for", id);
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
                let b = button(&format!("ws-sq-{name}"), "square", "", &[("sq", sq.to_string())]);
                b.set_class_name("ws-square");
                set(&b, "aria-label", &square_label(&self.work, sq, self.lang));
                add(&squares, &b);
            }
        }
        add(&box_, &squares);
        add(&s, &box_);
        s
    }

    fn mode_section(&self) -> Element {
        let s = section("ws-mode-title", self.say(Say::Mode));
        let v = &self.work.variant;
        let modes = [("fixed", Say::Fixed), ("random", Say::Shuffled), ("drawn", Say::Drawn)];
        let chosen = match v.mode {
            StackMode::Fixed => "fixed",
            StackMode::Random => "random",
            StackMode::Drawn => "drawn",
        };
        let choices: Vec<(String, String)> =
            modes.iter().map(|(id, w)| (id.to_string(), self.say(*w).into())).collect();
        add(&s, &field(self.say(Say::Mode), &select("ws-mode", &choices, chosen)));
        add(&s, &switch("ws-hidden", self.say(Say::Hidden), v.hidden, false));
        s
    }

    /// What is wrong, in words, as the player edits.
    pub(super) fn problems_list(&self) -> Element {
        let list = create("ul", "ws-problems");
        list.set_id("ws-problems");
        set(&list, "aria-live", "polite");
        let problems = self.work.problems();
        if problems.is_empty() {
            add(&list, &text("li", "ok", self.say(Say::AllWell)));
        }
        for p in &problems {
            let class = if p.blocks() { "error" } else { "hint" };
            add(&list, &text("li", class, &problem_text(&self.work, p, self.lang)));
        }
        list
    }

    fn check_section(&self) -> Element {
        let s = section("ws-check-title", self.say(Say::Check));
        add(&s, &self.problems_list());
        s
    }

    fn play_section(&self) -> Element {
        let s = section("ws-play-title", self.say(Say::Play));
        let colours = crate::game::Colour::Blue;
        let seats = [colours, crate::game::Colour::Orange];
        let you: Vec<(String, String)> =
            seats.iter().enumerate().map(|(i, c)| (i.to_string(), c.name().get(self.lang).to_string())).collect();
        let row = create("div", "ws-row");
        add(&row, &field(self.say(Say::YouPlay), &select("ws-you", &you, &self.you.to_string())));
        let mut opponents = vec![("0".to_string(), self.say(Say::Friend).to_string())];
        opponents.extend((1..=5).map(|l| (l.to_string(), Say::Computer.fill(self.lang, &[l.to_string()]))));
        add(&row, &field(self.say(Say::Opponent), &select("ws-opponent", &opponents, &self.opponent.to_string())));
        add(&s, &row);
        let play = button("ws-play", "play", self.say(Say::Play), &[]);
        disable(&play, !self.work.is_valid());
        add(&s, &play);
        if !self.work.is_valid() {
            add(&s, &text("p", "hint", self.say(Say::NoPlay)));
        }
        s
    }

    /// The question being asked, as a modal dialog.
    fn question(&self) -> Option<Element> {
        let ask = self.asking.as_ref()?;
        let (words, yes, second) = match ask {
            Ask::SaveOver(n) => {
                (Say::ConfirmOver.fill(self.lang, &[self.saved_name(*n)]), Say::SaveOver, Some(Say::SaveAsNew))
            }
            Ask::Delete(n) => (Say::ConfirmDelete.fill(self.lang, &[self.saved_name(*n)]), Say::Delete, None),
            Ask::Discard(_) => (self.say(Say::ConfirmDiscard).to_string(), Say::Discard, None),
        };
        let d = create("dialog", "ws-ask");
        d.set_id("ws-ask");
        set(&d, "aria-labelledby", "ws-ask-text");
        let p = text("p", "", &words);
        p.set_id("ws-ask-text");
        add(&d, &p);
        let buttons = create("div", "buttons");
        let cancel = button("ws-ask-cancel", "ask-cancel", self.say(Say::Cancel), &[]);
        cancel.set_class_name("ghost");
        add(&buttons, &cancel);
        if let Some(second) = second {
            let b = button("ws-ask-second", "ask-second", self.say(second), &[]);
            b.set_class_name("ghost");
            add(&buttons, &b);
        }
        add(&buttons, &button("ws-ask-yes", "ask-yes", self.say(yes), &[]));
        add(&d, &buttons);
        Some(d)
    }
}
