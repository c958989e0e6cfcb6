//! What one page's wasm hands the next when the address asks for a game it does not carry (a
//! page carries one game, see `games::carried`): the page reloads, the boot script picks the
//! wasm of the game in the address, and that page finds here, in `sessionStorage` (this tab's
//! alone, gone with it), what must not be lost on the way — a pasted or imported game of the
//! other kind still to be opened, and the games that storage could not hold, kept only in the
//! page until now. Each is the game's own text; nothing here is read by an engine.

use super::action::Action;
use super::{act, dialogs, show_game, show_home, SharedPage};
use crate::app::library::Slot;
use crate::app::record::Record;
use crate::games::GameKind;
use crate::web::dom::{by_id, window};
use wasm_bindgen::JsValue;

const OPENING: &str = "deskovna.handover.open";
const UNSAVED: &str = "deskovna.handover.unsaved.";
/// The address the page last reloaded itself for: a page that finds it asks for it again
/// does not reload a second time (a boot script and a router that disagreed would loop).
const RELOADED: &str = "deskovna.handover.reloaded";

/// How a game handed over came.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opening {
    /// Pasted into the home page's Open box (a link or a game's text).
    Pasted,
    /// Imported in the Export / import dialog.
    Imported,
}

impl Opening {
    fn id(self) -> &'static str {
        match self {
            Opening::Pasted => "pasted",
            Opening::Imported => "imported",
        }
    }
}

fn store() -> Option<web_sys::Storage> {
    window().session_storage().ok().flatten()
}

/// Hands `text` (a game of `kind`) to the page of `kind`, to be opened there as it came.
pub fn give_opening(how: Opening, kind: GameKind, text: &str) {
    if let Some(s) = store() {
        let _ = s.set_item(OPENING, &format!("{} {}\n{text}", how.id(), kind.id()));
    }
}

/// The game handed to this page to open, if it is of `kind` (taken: it is opened once).
pub fn take_opening(kind: GameKind) -> Option<(Opening, String)> {
    let s = store()?;
    let value = s.get_item(OPENING).ok()??;
    let (head, text) = value.split_once('\n')?;
    let (how, of) = head.split_once(' ')?;
    if of != kind.id() {
        return None;
    }
    let _ = s.remove_item(OPENING);
    let how = [Opening::Pasted, Opening::Imported].into_iter().find(|o| o.id() == how)?;
    Some((how, text.to_string()))
}

/// Hands on the games kept only in the page (storage would not hold them).
pub fn give_unsaved(games: &[(Slot, Record)]) {
    let Some(s) = store() else { return };
    for (slot, record) in games {
        let _ = s.set_item(&format!("{UNSAVED}{}.{}", slot.kind.id(), slot.number), &record.to_text());
    }
}

/// The games handed on as kept only in the page (taken).
pub fn take_unsaved() -> Vec<(Slot, Record)> {
    let Some(s) = store() else { return Vec::new() };
    let n = s.length().unwrap_or(0);
    let keys: Vec<String> = (0..n).filter_map(|i| s.key(i).ok().flatten()).filter(|k| k.starts_with(UNSAVED)).collect();
    let mut games = Vec::new();
    for key in keys {
        let text = s.get_item(&key).ok().flatten();
        let _ = s.remove_item(&key);
        let slot = key
            .strip_prefix(UNSAVED)
            .and_then(|rest| rest.split_once('.'))
            .and_then(|(kind, number)| Some(Slot { kind: GameKind::from_id(kind)?, number: number.parse().ok()? }));
        if let (Some(slot), Some(Ok(record))) = (slot, text.as_deref().map(Record::read)) {
            if record.kind == slot.kind {
                games.push((slot, record));
            }
        }
    }
    games
}

/// Reloads the page for the address it shows, whose game another page's wasm carries (the boot
/// script picks it); false, and nothing done, when the page was reloaded for this very address
/// already.
pub fn reload() -> bool {
    let hash = window().location().hash().unwrap_or_default();
    let s = store();
    if s.as_ref().and_then(|s| s.get_item(RELOADED).ok().flatten()).as_deref() == Some(hash.as_str()) {
        return false;
    }
    if let Some(s) = &s {
        let _ = s.set_item(RELOADED, &hash);
    }
    window().location().reload().is_ok()
}

/// The page has shown what its address asks for: a later reload for it is a new one.
pub fn arrived() {
    if let Some(s) = store() {
        let _ = s.remove_item(RELOADED);
    }
}

/// Goes to the page of another game: the address already names it, the boot script picks its
/// wasm. What this page keeps only in memory goes along. False if the page was reloaded for
/// this address already (see `reload`).
pub(super) fn leave(page: &SharedPage) -> bool {
    give_unsaved(&page.borrow().unsaved);
    reload()
}

/// Opens a game handed over by another page as it came there: pasted into the home page's Open
/// box, or imported in the Export / import dialog (a game that does not open is refused there
/// with the same words, the text left in its box).
pub(super) fn open(page: &SharedPage, how: Opening, text: String) {
    match how {
        Opening::Pasted => {
            let _ = window().history().and_then(|h| h.replace_state_with_url(&JsValue::NULL, "", Some("#/")));
            show_home(page);
            if let Some(t) = by_id::<web_sys::HtmlTextAreaElement>("open-text") {
                t.set_value(&text);
            }
            act(page, Action::OpenPasted(text));
        }
        Opening::Imported => {
            let kind = page.borrow().kind;
            show_game(page, kind);
            dialogs::open_export(&text);
            act(page, Action::Import);
        }
    }
}
