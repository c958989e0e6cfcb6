//! The workshop's controller: the variant on the bench and everything around it — what is
//! picked, the question being asked, the note for the player, the share link, who plays — in
//! the style of `app::Session`: the page forwards what the person does as [`Act`]s and
//! carries out the [`Command`]s. Every decision is here and natively tested
//! (tests/workshop_flow.rs): nothing saved is written over or deleted, and no change is left
//! behind, without a question first; the draft is kept after every edit; storage goes through
//! a [`Store`], so a full one is a note and nothing is lost.

use super::act::{Act, Button, Field, Opening};
use super::Workshop;
use crate::app::library::Store;
use crate::app::link::{play_fragment, workshop_fragment};
use crate::app::record::Record;
use crate::app::seats::Player;
use crate::app::variants::{Draft, Variants};
use crate::game::rng::Rng;
use crate::game::{Game, Lang};
use crate::games::drake::{Drake, Options, ReadyMade, Refusal, Variant, MAX_TROOPS, MIN_STACK};
use crate::games::GameKind;

/// A question the workshop asks before it does something that cannot be undone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Write over the saved variant with this number.
    SaveOver(u32),
    /// Delete the saved variant with this number.
    Delete(u32),
    /// Leave unsaved changes to open something else.
    Discard(Opening),
}

/// A message for the player (`view::workshop::note_text` puts it in words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// The variant came from a link and is not saved.
    SharedCopy,
    /// A link's variant did not read: why. A new variant is open instead.
    LinkBroken(Refusal),
    /// A stack has no room for another item.
    StackFull,
    /// Storage is full: nothing was saved (the variant is still in the workshop).
    SaveFull,
    /// The share link is on the clipboard.
    Copied,
}

/// What the page must do after an action, in this order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Draw the workshop anew.
    Redraw,
    /// A name was typed: mend in place what shows it — the problems, the troop's chip, the
    /// status line, which buttons work, a share link no longer true. A redraw would replace
    /// the button the player is about to press.
    Mend,
    /// Go to this fragment of the page (a new game of the variant).
    Go(String),
    /// Put this text on the clipboard.
    Copy(String),
    /// Put the focus in this field and select its text.
    Select(Field),
}

use Command::Redraw;

/// The workshop, without the browser.
pub struct Bench {
    store: Box<dyn Store>,
    work: Workshop,
    lang: Lang,
    /// The page's address without its fragment: the share link starts with it.
    base: String,
    /// The stack the palette adds to (0 Blue, 1 Orange).
    add_to: usize,
    /// The stack item picked by a tap: its player and place.
    picked: Option<(usize, usize)>,
    asking: Option<Ask>,
    note: Option<Note>,
    /// The share link, once asked for (until the next edit).
    share: Option<String>,
    you: usize,
    opponent: u8,
    /// Seeds the games Play starts.
    rng: Rng,
}

impl Bench {
    /// The workshop as it was left (its draft in `store`), or a new variant. `base`: the page's
    /// address, for share links; `seed`: for the games it starts.
    pub fn new(store: Box<dyn Store>, lang: Lang, base: &str, seed: u64) -> Bench {
        let draft = Variants::new(&*store).draft();
        // As it was left, even if it cannot be played yet.
        let work = match draft.and_then(|d| Variant::draft_from_text(&d.text).ok().map(|v| (v, d))) {
            Some((variant, draft)) => {
                let mut work = Workshop::new(variant, draft.saved);
                work.changed = draft.changed;
                work
            }
            None => Workshop::blank(lang),
        };
        Bench {
            store,
            work,
            lang,
            base: base.to_string(),
            add_to: 0,
            picked: None,
            asking: None,
            note: None,
            share: None,
            you: 0,
            opponent: 3,
            rng: Rng::new(seed),
        }
    }

    pub fn work(&self) -> &Workshop {
        &self.work
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    pub fn add_to(&self) -> usize {
        self.add_to
    }

    pub fn picked(&self) -> Option<(usize, usize)> {
        self.picked
    }

    pub fn asking(&self) -> Option<&Ask> {
        self.asking.as_ref()
    }

    pub fn note(&self) -> Option<&Note> {
        self.note.as_ref()
    }

    pub fn share(&self) -> Option<&str> {
        self.share.as_deref()
    }

    pub fn you(&self) -> usize {
        self.you
    }

    pub fn opponent(&self) -> u8 {
        self.opponent
    }

    /// The player's saved variants.
    pub fn variants(&self) -> Variants<'_> {
        Variants::new(&*self.store)
    }

    /// Whether a button works now (the page draws it disabled when not; pressed, it does
    /// nothing).
    pub fn allows(&self, button: Button) -> bool {
        let work = &self.work;
        let valid = work.is_valid();
        let picked_len = self.picked.and_then(|(p, _)| work.variant.stacks.get(p)).map_or(0, Vec::len);
        match button {
            Button::Cell { dx, dy, .. } => (dx, dy) != (0, 0) && work.selected().is_some(),
            Button::NewTroop => work.variant.troops.len() < MAX_TROOPS,
            Button::RemoveTroop => work.selected().is_some(),
            Button::Earlier => self.picked.is_some_and(|(_, i)| i > 0),
            Button::Later => self.picked.is_some_and(|(_, i)| i + 1 < picked_len),
            Button::Remove => self.picked.is_some() && picked_len > MIN_STACK,
            // Never saved, or changed since.
            Button::Save => valid && (work.saved.is_none() || work.changed),
            Button::SaveNew | Button::Share | Button::Play => valid,
            Button::Duplicate | Button::Delete => work.saved.is_some(),
            Button::Copy => self.share.is_some(),
            Button::Cancel | Button::Yes => self.asking.is_some(),
            Button::Second => matches!(self.asking, Some(Ask::SaveOver(_))),
            Button::Troop { .. } | Button::Item { .. } | Button::Add { .. } | Button::Square { .. } => true,
        }
    }

    /// Does what the person did; what the page must do about it.
    pub fn act(&mut self, act: Act) -> Vec<Command> {
        match act {
            Act::Press(button) if !self.allows(button) => return vec![],
            Act::Press(button) => return self.press(button),
            Act::Open(what) => return self.open_asking(what),
            Act::Name(name) => {
                self.work.set_name(&name);
                return self.typed();
            }
            Act::TroopName(name) => {
                self.work.rename_troop(&name);
                return self.typed();
            }
            Act::Letter(c) => {
                self.work.set_letter(c);
            }
            Act::Mirror(on) => self.work.set_mirror(on),
            Act::AddTo(player) => {
                self.add_to = player.min(1);
                return vec![Redraw];
            }
            Act::Size(n) => self.work.set_size(n),
            Act::Flags(on) => self.work.set_flags(on),
            Act::Tool(tool) => self.work.tool = tool,
            Act::Mode(mode) => self.work.set_mode(mode),
            Act::Hidden(on) => self.work.set_hidden(on),
            Act::You(player) => {
                self.you = player.min(1);
                return vec![];
            }
            Act::Opponent(level) => {
                self.opponent = level.min(5);
                return vec![];
            }
            Act::Drop { dragged, to } => {
                if let Some((player, place)) = to {
                    self.work.drop_on(dragged, player, place);
                }
                // Also when it went nowhere: the dragged tile is drawn back in its place.
                self.picked = None;
            }
            Act::Language(lang) if lang == self.lang => return vec![],
            Act::Language(lang) => {
                self.lang = lang;
                return vec![Redraw];
            }
        }
        self.edited()
    }

    fn press(&mut self, button: Button) -> Vec<Command> {
        let work = &mut self.work;
        match button {
            Button::Cell { side, dx, dy } => {
                work.cycle(side, dx, dy);
            }
            Button::Troop { index } if index < work.variant.troops.len() => work.troop = Some(index),
            Button::Troop { .. } => return vec![],
            Button::NewTroop => {
                work.add_troop(self.lang);
            }
            Button::RemoveTroop => {
                if let Some(i) = work.troop {
                    work.remove_troop(i);
                }
            }
            Button::Item { player, at } => {
                let at = (player.min(1), at);
                self.picked = if self.picked == Some(at) { None } else { Some(at) };
                self.add_to = at.0;
                return vec![Redraw];
            }
            Button::Earlier | Button::Later | Button::Remove => {
                let Some((p, i)) = self.picked else { return vec![] };
                self.picked = match button {
                    Button::Earlier if i > 0 && work.move_item(p, i, i - 1) => Some((p, i - 1)),
                    Button::Later if work.move_item(p, i, i + 1) => Some((p, i + 1)),
                    Button::Remove if work.remove_item(p, i) => None,
                    _ => Some((p, i)),
                };
            }
            Button::Add { troop } => {
                if !work.add_item(self.add_to, None, troop) {
                    self.note = Some(Note::StackFull);
                    return vec![Redraw];
                }
            }
            Button::Square { square } => work.tap_square(square),
            Button::Save => return self.save(),
            Button::SaveNew => return self.save_new(),
            Button::Duplicate => return self.duplicate(),
            Button::Delete => {
                self.asking = work.saved.map(Ask::Delete);
                return vec![Redraw];
            }
            Button::Share => {
                let link = format!("{}{}", self.base, workshop_fragment(Some(&work.variant.to_text())));
                self.share = Some(link);
                return vec![Redraw, Command::Select(Field::ShareLink)];
            }
            Button::Copy => {
                let Some(link) = self.share.clone() else { return vec![] };
                self.note = Some(Note::Copied);
                return vec![Command::Copy(link), Redraw];
            }
            Button::Play => return self.play(),
            Button::Cancel => {
                self.asking = None;
                return vec![Redraw];
            }
            Button::Yes => return self.answer_yes(),
            Button::Second => {
                self.asking = None;
                return self.save_new();
            }
        }
        self.edited()
    }

    /// After every edit: the draft is kept, a share link of the variant before is gone, and
    /// the workshop is drawn again.
    fn edited(&mut self) -> Vec<Command> {
        self.keep_draft();
        vec![Redraw]
    }

    /// A name typed: kept as the rest, but the page mends what shows it in place.
    fn typed(&mut self) -> Vec<Command> {
        self.keep_draft();
        vec![Command::Mend]
    }

    fn keep_draft(&mut self) {
        let work = &self.work;
        let draft = Draft { text: work.variant.to_text(), saved: work.saved, changed: work.changed };
        self.variants().keep_draft(&draft);
        self.share = None;
    }

    /// Save: as new when it never was saved; over its saved variant when it has changed,
    /// once the player says so.
    fn save(&mut self) -> Vec<Command> {
        match self.work.saved {
            Some(n) if self.work.changed => {
                self.asking = Some(Ask::SaveOver(n));
                vec![Redraw]
            }
            Some(_) => vec![],
            None => self.save_new(),
        }
    }

    fn save_new(&mut self) -> Vec<Command> {
        if !self.work.is_valid() {
            return vec![];
        }
        match self.variants().save_new(&self.work.variant) {
            Ok(n) => {
                self.work.saved = Some(n);
                self.work.changed = false;
                self.note = None;
            }
            Err(_) => self.note = Some(Note::SaveFull),
        }
        self.edited()
    }

    /// A copy of the saved variant under a new number, opened (asking first when what is in
    /// the workshop has changes).
    fn duplicate(&mut self) -> Vec<Command> {
        let Some(n) = self.work.saved else { return vec![] };
        match self.variants().duplicate(n) {
            Ok(Some(copy)) => self.open_asking(Opening::Saved(copy)),
            Ok(None) => vec![],
            Err(_) => {
                self.note = Some(Note::SaveFull);
                vec![Redraw]
            }
        }
    }

    fn answer_yes(&mut self) -> Vec<Command> {
        match self.asking.take() {
            Some(Ask::SaveOver(n)) => {
                match self.variants().save_over(n, &self.work.variant) {
                    Ok(()) => {
                        self.work.changed = false;
                        self.note = None;
                    }
                    Err(_) => self.note = Some(Note::SaveFull),
                }
                self.edited()
            }
            Some(Ask::Delete(n)) => {
                self.variants().delete(n);
                // What was deleted is still in the workshop, now a variant never saved.
                self.work.saved = None;
                self.work.changed = true;
                self.edited()
            }
            Some(Ask::Discard(what)) => self.open(what),
            None => vec![],
        }
    }

    /// Opens something in place of the variant, asking first when that would leave unsaved
    /// changes behind.
    fn open_asking(&mut self, what: Opening) -> Vec<Command> {
        if self.work.changed {
            self.asking = Some(Ask::Discard(what));
            return vec![Redraw];
        }
        self.open(what)
    }

    /// Opens something in place of the variant (a saved variant that is no longer there opens
    /// nothing).
    fn open(&mut self, what: Opening) -> Vec<Command> {
        self.asking = None;
        let (work, note) = match what {
            Opening::New => (Workshop::blank(self.lang), None),
            Opening::Ready(id) => {
                let Some(ready) = ReadyMade::find(id) else { return vec![Redraw] };
                let mut variant = ready.variant();
                // A name as a variant's name may be (the ready-made ones have punctuation).
                let name = ready.name.get(self.lang).chars().filter(|&c| c.is_alphanumeric() || c == ' ');
                variant.name = name.take(20).collect();
                (Workshop::new(variant, None), None)
            }
            Opening::Saved(n) => match self.variants().get(n).map(|s| s.variant) {
                Some(Ok(variant)) => (Workshop::new(variant, Some(n)), None),
                _ => return vec![Redraw],
            },
            Opening::Link(text) => match Variant::from_text(&text) {
                Ok(variant) => {
                    let mut work = Workshop::new(variant, None);
                    work.changed = true;
                    (work, Some(Note::SharedCopy))
                }
                Err(e) => (Workshop::blank(self.lang), Some(Note::LinkBroken(e.reason))),
            },
        };
        self.work = work;
        self.note = note;
        self.picked = None;
        self.edited()
    }

    /// A new game of the variant, as a saved game of its own in the page: by a link carrying
    /// its start and who plays.
    fn play(&mut self) -> Vec<Command> {
        // A seed a JavaScript number holds exactly (the link carries it).
        let seed = self.rng.next_u64() >> 11;
        let options = Options { variant: self.work.variant.clone(), seed, ..Options::default() };
        let Ok(game) = Drake::new(&options) else { return vec![] };
        let other = match self.opponent {
            0 => Player::Human,
            level => Player::Computer(level.min(5)),
        };
        let seats = if self.you == 0 { vec![Player::Human, other] } else { vec![other, Player::Human] };
        let record = Record { kind: GameKind::Drake, start: game.to_text(), moves: Vec::new(), seats, tree: None };
        let start = crate::view::registry::default_start(GameKind::Drake);
        vec![Command::Go(play_fragment(&record, &start))]
    }
}
