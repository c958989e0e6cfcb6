//! The share dialog's link, written by the tools wasm, so that the page's first bundle carries
//! no writer of moves or variation trees: the page hands over the game shown as its saved
//! text (`ToTools::Share`) and the dialog's link field; Copy stays the page's.

use super::dom::{set_text, show_dialog, window};
use crate::app::link::fragment;
use crate::app::record::Record;
use crate::view::registry::default_start;
use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlInputElement};

/// Fills `field` with the link to this page for the game `record` (its saved text) and shows
/// the dialog; false when the text does not read.
pub fn open(record: &str, field: &Element) -> bool {
    let (Ok(record), Some(field)) = (Record::read(record), field.dyn_ref::<HtmlInputElement>()) else { return false };
    let location = window().location();
    let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    field.set_value(&format!("{base}{}", fragment(&record, &default_start(record.kind))));
    set_text("share-done", "");
    show_dialog("share-dialog");
    field.select();
    true
}
