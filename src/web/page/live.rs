//! The way to live play: "Play live with a friend" beside the board, and the live screen itself
//! (`#/<game>/live` to invite, `#/live?o=<code>` to answer), drawn by the tools wasm into
//! `<main id="play-live">`: the page's first bundle carries none of it (no WebRTC, no QR codes).

use super::tools;
use crate::app::handoff::ToTools;
use crate::app::link::live_fragment;
use crate::app::record::Record;
use crate::game::Lang;
use crate::games::GameKind;
use crate::web::dom::{document, show_main};

/// Invites a friend to the game `record` (the game shown), or goes back to the match under way.
pub fn invite(record: &Record, lang: Lang) {
    show_main("play-live");
    let message = ToTools::LiveInvite { game: record.kind, start: record.start.clone(), moves: record.moves.clone() };
    tools::fill("play-live", message, lang);
}

/// Answers an invitation's offer code (empty: back to the match under way).
pub fn join(offer: Option<String>, lang: Lang) {
    show_main("play-live");
    // Written here: the home page, which answers invitations, then links no other message.
    tools::fill_written("play-live", crate::web::js_wire::live_join(&offer.unwrap_or_default()), lang);
}

/// Points the game page's "Play live" at a live game of `kind`.
pub fn point(kind: GameKind) {
    if let Some(a) = document().get_element_by_id("live-link") {
        let _ = a.set_attribute("href", &live_fragment(kind));
    }
}
