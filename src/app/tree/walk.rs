//! The tree in reading order, as a game text writes it and a move list shows it: each move,
//! then the variations that replace it (in brackets), then the line goes on.

use super::{NodeId, Tree};

/// One piece of the reading order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// A move; `fresh` when it starts a run of moves (the first move, the first after a
    /// bracket or after a comment), where a move list repeats the move number.
    Move { node: NodeId, fresh: bool },
    /// A variation begins: it replaces the move before it.
    Open,
    /// The variation ends; the line it replaced goes on.
    Close,
}

enum Task {
    /// The moves after this node, with the variations at each.
    Line(NodeId),
    Move(NodeId),
    Open,
    Close,
}

impl Tree {
    /// The whole tree in reading order (the root's comment, if any, comes before it all).
    pub fn items(&self) -> Vec<Item> {
        let mut items = Vec::with_capacity(self.moves * 2);
        let mut tasks = vec![Task::Line(NodeId::ROOT)];
        let mut fresh = true;
        while let Some(task) = tasks.pop() {
            match task {
                Task::Line(parent) => {
                    let Some(node) = self.get(parent) else { continue };
                    let Some((&main, variations)) = node.children.split_first() else { continue };
                    tasks.push(Task::Line(main));
                    for &v in variations.iter().rev() {
                        tasks.extend([Task::Close, Task::Line(v), Task::Move(v), Task::Open]);
                    }
                    tasks.push(Task::Move(main));
                }
                Task::Move(node) => {
                    items.push(Item::Move { node, fresh });
                    fresh = self.get(node).is_some_and(|n| !n.comment.is_empty());
                }
                Task::Open => {
                    items.push(Item::Open);
                    fresh = true;
                }
                Task::Close => {
                    items.push(Item::Close);
                    fresh = true;
                }
            }
        }
        items
    }
}
