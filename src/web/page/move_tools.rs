//! The move list's tools: promote or delete the current move's variation, comment on it, mark
//! it with a glyph. The session changes the tree; this asks the player for a comment (in the
//! comment dialog).

use super::action::Action;
use super::dialogs;
use crate::app::session::Event;
use crate::app::tree::{Glyph, NodeId};
use crate::game::Lang;
use crate::view::words::Word;
use crate::web::dom::{by_id, set_text};
use crate::web::host::{Host, SharedHost};
use web_sys::{Element, HtmlInputElement};

pub fn edit(host: &SharedHost, action: Action, lang: Lang) {
    let (at, ply, comment) = {
        let h = host.borrow();
        let tree = h.session.tree();
        let at = tree.current();
        let node = tree.get(at);
        (at, node.map_or(0, |n| n.ply()), node.map_or(String::new(), |n| n.comment().to_string()))
    };
    match action {
        Action::Promote => drop(Host::dispatch(host, Event::Promote(at))),
        Action::DeleteMove => drop(Host::dispatch(host, Event::Delete(at))),
        Action::Glyph(symbol) => drop(Host::dispatch(host, Event::Glyph(at, Glyph::from_symbol(&symbol)))),
        Action::Comment => {
            let ask = match at {
                NodeId::ROOT => Word::GameComment.get(lang).to_string(),
                _ => Word::CommentPrompt.fill(lang, &[ply.to_string()]),
            };
            set_text("comment-label", &ask);
            if let Some(dialog) = by_id::<Element>("comment-dialog") {
                let _ = dialog.set_attribute("data-node", &at.index().to_string());
            }
            let input = by_id::<HtmlInputElement>("comment-text");
            if let Some(input) = &input {
                input.set_value(&comment);
            }
            dialogs::show("comment-dialog");
            if let Some(input) = input {
                let _ = input.focus();
                input.select();
            }
        }
        // The comment goes to the move the dialog was opened on; an empty one removes it.
        Action::SaveComment => {
            let node = by_id::<Element>("comment-dialog")
                .and_then(|d| d.get_attribute("data-node"))
                .and_then(|n| n.parse().ok())
                .map(NodeId::from_index);
            let text = by_id::<HtmlInputElement>("comment-text").map(|i| i.value()).unwrap_or_default();
            dialogs::close("comment-dialog");
            if let Some(node) = node {
                Host::dispatch(host, Event::Comment(node, text));
            }
        }
        _ => {}
    }
}
