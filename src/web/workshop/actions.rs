//! What a person does in the workshop: one listener per kind of event on the workshop's root
//! (clicks and taps on `data-act` buttons, changes of its selects and switches, typing in its
//! names, pointer drags of stack items), each turned into an edit.

use super::{act, drag, Ask, Opening, Ui};
use crate::app::link::{play_fragment, workshop_fragment};
use crate::app::record::Record;
use crate::app::seats::Player;
use crate::app::variants::Variants;
use crate::app::workshop::BoardTool;
use crate::game::Game;
use crate::games::drake::{Drake, Options, StackMode};
use crate::games::GameKind;
use crate::view::workshop::Say;
use crate::web::dom::{window, Listener};
use crate::web::storage::LocalStore;
use wasm_bindgen::JsCast;
use web_sys::{Element, Event, HtmlInputElement, HtmlSelectElement};

/// The element an event is about, or the nearest one around it that matches `selector`.
fn target(e: &Event, selector: &str) -> Option<Element> {
    e.target()?.dyn_into::<Element>().ok()?.closest(selector).ok()?
}

fn data<T: std::str::FromStr>(e: &Element, key: &str) -> Option<T> {
    e.get_attribute(&format!("data-{key}"))?.parse().ok()
}

/// Listens on the workshop's root for as long as it is shown.
pub(super) fn listen(root: &Element) -> Vec<Listener> {
    let mut out = vec![
        Listener::new(root, "click", |e| {
            let Some(b) = target(&e, "[data-act]") else { return };
            act(move |ui| {
                if !std::mem::take(&mut ui.swallow_click) {
                    ui.click(&b);
                }
            });
        }),
        Listener::new(root, "change", |e| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
            act(move |ui| ui.change(&input));
        }),
        Listener::new(root, "input", |e| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
            act(move |ui| ui.typed(&input));
        }),
        // A click on the dialog's backdrop is no answer; Esc is Cancel.
        Listener::new(root, "cancel", |e| {
            e.prevent_default();
            act(|ui| {
                ui.asking = None;
                ui.render();
            });
        }),
    ];
    out.extend(drag::listen(root));
    out
}

fn value(e: &Element) -> String {
    if let Some(s) = e.dyn_ref::<HtmlSelectElement>() {
        return s.value();
    }
    e.dyn_ref::<HtmlInputElement>().map(|i| i.value()).unwrap_or_default()
}

fn checked(e: &Element) -> bool {
    e.dyn_ref::<HtmlInputElement>().is_some_and(|i| i.checked())
}

impl Ui {
    fn click(&mut self, b: &Element) {
        let act = b.get_attribute("data-act").unwrap_or_default();
        let lang = self.lang;
        let work = &mut self.work;
        match act.as_str() {
            "cell" => {
                let (Some(side), Some(dx), Some(dy)) = (data(b, "side"), data(b, "dx"), data(b, "dy")) else { return };
                work.cycle(side, dx, dy);
            }
            "troop" => work.troop = data(b, "i"),
            "new-troop" => {
                work.add_troop(lang);
            }
            "remove-troop" => {
                if let Some(i) = work.troop {
                    work.remove_troop(i);
                }
            }
            "item" => {
                let at = (data(b, "p").unwrap_or(0), data(b, "i").unwrap_or(0));
                self.picked = if self.picked == Some(at) { None } else { Some(at) };
                self.add_to = at.0;
                self.render();
                return;
            }
            "earlier" | "later" | "remove" => {
                let Some((p, i)) = self.picked else { return };
                self.picked = match act.as_str() {
                    "earlier" if i > 0 && work.move_item(p, i, i - 1) => Some((p, i - 1)),
                    "later" if work.move_item(p, i, i + 1) => Some((p, i + 1)),
                    "remove" if work.remove_item(p, i) => None,
                    _ => Some((p, i)),
                };
            }
            "add" => {
                let Some(troop) = b.get_attribute("data-troop").and_then(|t| t.chars().next()) else { return };
                let Some(troop) = crate::games::drake::Troop::from_letter(troop) else { return };
                if !work.add_item(self.add_to, None, troop) {
                    self.note = Some(Say::Full.get(lang).to_string());
                    self.render();
                    return;
                }
            }
            "square" => {
                let Some(sq) = data(b, "sq") else { return };
                work.tap_square(sq);
            }
            "save" => return self.save(),
            "save-new" => return self.save_new(),
            "duplicate" => return self.duplicate(),
            "delete" => {
                if let Some(n) = work.saved {
                    self.asking = Some(Ask::Delete(n));
                    self.render();
                }
                return;
            }
            "share" => return self.share(),
            "copy" => {
                if let Some(link) = &self.share {
                    let _ = window().navigator().clipboard().write_text(link);
                    self.note = Some(Say::Copied.get(lang).to_string());
                    self.render();
                }
                return;
            }
            "play" => return self.play(),
            "ask-cancel" => {
                self.asking = None;
                self.render();
                return;
            }
            "ask-yes" => return self.answer_yes(),
            "ask-second" => {
                self.asking = None;
                return self.save_new();
            }
            _ => return,
        }
        self.edited();
    }

    fn change(&mut self, input: &Element) {
        let id = input.id();
        let v = value(input);
        let work = &mut self.work;
        match id.as_str() {
            "ws-open" => {
                let opening = match v.split_once(':') {
                    _ if v == "new" => Opening::New,
                    Some(("ready", id)) => match crate::games::drake::ReadyMade::find(id) {
                        Some(r) => Opening::Ready(r.id),
                        None => return,
                    },
                    Some(("saved", n)) => match n.parse() {
                        Ok(n) => Opening::Saved(n),
                        Err(_) => return,
                    },
                    _ => return,
                };
                self.open(opening);
                self.render();
                return;
            }
            // Names are edited as they are typed (`typed`), which also mends what shows them: a
            // redraw here, when the field is left, would replace the button just pressed (its
            // click then never comes).
            "ws-name" | "ws-troop-name" => return,
            "ws-letter" => {
                if let Some(c) = v.chars().next() {
                    work.set_letter(c);
                }
            }
            "ws-mirror" => work.set_mirror(checked(input)),
            "ws-add-to" => {
                self.add_to = v.parse().unwrap_or(0);
                self.render();
                return;
            }
            "ws-size" => work.set_size(v.parse().unwrap_or(work.variant.size)),
            "ws-flags" => work.set_flags(checked(input)),
            "ws-tool-terrain" => work.tool = BoardTool::Terrain,
            "ws-tool-blue" => work.tool = BoardTool::Flag(0),
            "ws-tool-orange" => work.tool = BoardTool::Flag(1),
            "ws-mode" => work.set_mode(match v.as_str() {
                "random" => StackMode::Random,
                "drawn" => StackMode::Drawn,
                _ => StackMode::Fixed,
            }),
            "ws-hidden" => work.set_hidden(checked(input)),
            "ws-you" => {
                self.you = v.parse().unwrap_or(0);
                return;
            }
            "ws-opponent" => {
                self.opponent = v.parse().unwrap_or(0);
                return;
            }
            _ => return,
        }
        self.edited();
    }

    /// A name typed: the variant changes at once, and what is wrong is said at once; the rest
    /// of the workshop is drawn again when the field is left.
    fn typed(&mut self, input: &HtmlInputElement) {
        match input.id().as_str() {
            "ws-name" => self.work.set_name(&input.value()),
            "ws-troop-name" => self.work.rename_troop(&input.value()),
            _ => return,
        }
        let draft = crate::app::variants::Draft {
            text: self.work.variant.to_text(),
            saved: self.work.saved,
            changed: self.work.changed,
        };
        Variants::new(&LocalStore).keep_draft(&draft);
        let doc = window().document();
        if let Some(old) = doc.as_ref().and_then(|d| d.get_element_by_id("ws-problems")) {
            let _ = old.replace_with_with_node_1(&self.problems_list());
        }
        // The chip of the troop renamed, and the line that says whether the variant is saved.
        if let (Some(i), Some(kind)) = (self.work.troop, self.work.selected()) {
            let chip = doc.as_ref().and_then(|d| d.get_element_by_id(&format!("ws-troop-{i}")));
            if let Some(chip) = chip {
                chip.set_text_content(Some(&format!("{} · {}", kind.letter, kind.name.get(self.lang))));
            }
        }
        self.share = None;
        self.mend_status();
    }

    fn save(&mut self) {
        match self.work.saved {
            Some(n) if self.work.changed => {
                self.asking = Some(Ask::SaveOver(n));
                self.render();
            }
            Some(_) => {}
            None => self.save_new(),
        }
    }

    fn save_new(&mut self) {
        if !self.work.is_valid() {
            return;
        }
        match Variants::new(&LocalStore).save_new(&self.work.variant) {
            Ok(n) => {
                self.work.saved = Some(n);
                self.work.changed = false;
                self.note = None;
            }
            Err(_) => self.note = Some(Say::SaveFull.get(self.lang).to_string()),
        }
        self.edited();
    }

    fn duplicate(&mut self) {
        let Some(n) = self.work.saved else { return };
        match Variants::new(&LocalStore).duplicate(n) {
            Ok(Some(copy)) => {
                // The copy is opened (what was being edited stays in the draft no longer:
                // it is saved, or the player said to save it first).
                if self.work.changed {
                    self.asking = Some(Ask::Discard(Opening::Saved(copy)));
                    self.render();
                    return;
                }
                self.open(Opening::Saved(copy));
            }
            Ok(None) => {}
            Err(_) => {
                self.note = Some(Say::SaveFull.get(self.lang).to_string());
                self.render();
            }
        }
    }

    fn answer_yes(&mut self) {
        let Some(ask) = self.asking.take() else { return };
        match ask {
            Ask::SaveOver(n) => {
                match Variants::new(&LocalStore).save_over(n, &self.work.variant) {
                    Ok(()) => self.work.changed = false,
                    Err(_) => self.note = Some(Say::SaveFull.get(self.lang).to_string()),
                }
                self.edited();
            }
            Ask::Delete(n) => {
                Variants::new(&LocalStore).delete(n);
                self.work.saved = None;
                self.work.changed = true;
                self.edited();
            }
            Ask::Discard(what) => {
                self.work.changed = false;
                self.open(what);
                self.render();
            }
        }
    }

    /// The link that opens this variant in anyone's workshop.
    fn share(&mut self) {
        let location = window().location();
        let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
        self.share = Some(format!("{base}{}", workshop_fragment(Some(&self.work.variant.to_text()))));
        self.render();
        if let Some(i) = window().document().and_then(|d| d.get_element_by_id("ws-share-link")) {
            if let Some(i) = i.dyn_ref::<HtmlInputElement>() {
                let _ = i.focus();
                i.select();
            }
        }
    }

    /// A new game of the variant, as a saved game of its own in the page: by a link carrying
    /// its start and who plays.
    fn play(&mut self) {
        if !self.work.is_valid() {
            return;
        }
        let seed = (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64;
        let options = Options { variant: self.work.variant.clone(), seed, ..Options::default() };
        let Ok(game) = Drake::new(&options) else { return };
        let other = match self.opponent {
            0 => Player::Human,
            level => Player::Computer(level.min(5)),
        };
        let seats = if self.you == 0 { vec![Player::Human, other] } else { vec![other, Player::Human] };
        let record = Record { kind: GameKind::Drake, start: game.to_text(), moves: Vec::new(), seats, tree: None };
        let start = crate::view::registry::default_start(GameKind::Drake);
        let _ = window().location().set_hash(&play_fragment(&record, &start));
    }
}
