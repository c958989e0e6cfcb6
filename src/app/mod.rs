//! App logic that needs no browser: saved-game text, status sentences. Natively tested; the
//! web layer only moves strings between these and the DOM.

pub mod link;
pub mod record;
pub mod seats;
pub mod settings;
pub mod status;
pub mod tree;
