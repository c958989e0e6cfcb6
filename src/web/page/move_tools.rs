//! The move list's tools: promote or delete the current move's variation, comment on it, mark
//! it with a glyph. The session changes the tree; this asks the player for a comment.

use super::action::Action;
use crate::app::tree::{Glyph, NodeId};
use crate::game::Lang;
use crate::view::words::Word;
use crate::web::dom::window;
use crate::web::host::{Host, SharedHost};

pub fn edit(host: &SharedHost, action: Action, lang: Lang) {
    let (at, ply, comment) = {
        let h = host.borrow();
        let tree = h.session.tree();
        let at = tree.current();
        let node = tree.get(at);
        (at, node.map_or(0, |n| n.ply()), node.map_or(String::new(), |n| n.comment().to_string()))
    };
    match action {
        Action::Promote => Host::change(host, |s| s.promote(at)),
        Action::DeleteMove => Host::change(host, |s| s.delete(at, crate::web::dom::now())),
        Action::Glyph(symbol) => Host::change(host, |s| s.set_glyph(at, Glyph::from_symbol(&symbol))),
        Action::Comment => {
            let ask = match at {
                NodeId::ROOT => Word::GameComment.get(lang).to_string(),
                _ => Word::CommentPrompt.fill(lang, &[ply.to_string()]),
            };
            // Cancel (None) leaves the comment as it is; an empty answer removes it.
            if let Ok(Some(text)) = window().prompt_with_message_and_default(&ask, &comment) {
                Host::change(host, |s| s.set_comment(at, &text));
            }
        }
        _ => {}
    }
}
