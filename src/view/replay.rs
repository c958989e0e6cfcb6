//! Walking a game's tree of moves on the bare engine, for any kind of game: checking every move
//! of a saved game's variations, and saying each move in words for the move list. A table (a
//! `Match`) redraws its layout and gestures after every move; a tree of thousands of moves
//! walked that way froze the page for seconds, the engine alone takes milliseconds.
// The home page's wasm carries no game: the games' arms of `with_carried!` are not compiled.
#![cfg_attr(
    not(any(feature = "drake", feature = "camelot", feature = "drakoburg", feature = "shamrock")),
    allow(dead_code, unused_variables)
)]

use super::board::BoardView;
use crate::app::tree::{Invalid, NodeId, Tree};
use crate::game::{Game, Lang, Reason, Refusal as _, Seat};
use crate::games::{with_carried, GameKind};
use std::cell::RefCell;

/// Why the tree's start or a move does not fit the game.
#[derive(Clone, Debug, PartialEq)]
pub enum TreeError {
    /// The start position does not read.
    Start(Reason),
    /// A move (as written, and why the engine refused it), or a notation the tree cannot hold.
    Move(Invalid<(String, Reason)>),
}

/// Plays every move of `tree` from `start` on `kind`'s engine, writing each in the engine's
/// own notation (see `Tree::validate`).
pub fn check_tree(kind: GameKind, start: &str, tree: &mut Tree) -> Result<(), TreeError> {
    with_carried!(kind, G => check::<G>(start, tree), elsewhere => Err(TreeError::Start(super::registry::elsewhere(kind))))
}

#[cfg_attr(
    not(any(feature = "drake", feature = "camelot", feature = "drakoburg", feature = "shamrock")),
    allow(dead_code)
)]
fn check<G: Game>(start: &str, tree: &mut Tree) -> Result<(), TreeError> {
    let game = RefCell::new(G::from_text(start).map_err(|e| TreeError::Start(e.erase().reason))?);
    tree.validate(
        |written| {
            let mut g = game.borrow_mut();
            let fail = |reason: Reason| (written.to_string(), reason);
            let mv = g.parse_move(written).map_err(|e| fail(e.reason().clone()))?;
            let own = g.notation(mv);
            g.play(mv).map_err(|r| fail(r.reason()))?;
            Ok(own)
        },
        || {
            game.borrow_mut().undo();
        },
    )
    .map_err(TreeError::Move)
}

/// Every move of `tree` in words and the seat that played it, by node index (`None` for the
/// root and for a move that does not play).
pub fn tree_words(kind: GameKind, start: &str, tree: &Tree, lang: Lang) -> Vec<Option<(String, Seat)>> {
    with_carried!(kind, G => words::<G>(start, tree, lang), elsewhere => Vec::new())
}

#[cfg_attr(
    not(any(feature = "drake", feature = "camelot", feature = "drakoburg", feature = "shamrock")),
    allow(dead_code)
)]
fn words<G: BoardView>(start: &str, tree: &Tree, lang: Lang) -> Vec<Option<(String, Seat)>> {
    let mut said = Vec::new();
    let Ok(mut game) = G::from_text(start) else { return said };
    let children = |n: NodeId| tree.get(n).map(|n| n.children().to_vec()).unwrap_or_default();
    let mut walk: Vec<Option<NodeId>> = children(NodeId::ROOT).into_iter().rev().map(Some).collect();
    while let Some(step) = walk.pop() {
        let Some(node) = step else {
            game.undo();
            continue;
        };
        let seat = game.to_move();
        let Some(mv) = tree.get(node).and_then(|n| game.parse_move(n.mv()).ok()) else { continue };
        let words = game.say(mv, lang);
        if game.play(mv).is_ok() {
            if said.len() <= node.index() {
                said.resize(node.index() + 1, None);
            }
            said[node.index()] = Some((words, seat));
            walk.push(None);
            walk.extend(children(node).into_iter().rev().map(Some));
        }
    }
    said
}
