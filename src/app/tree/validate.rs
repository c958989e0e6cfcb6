//! Checking a tree's moves against the rules, through the session's engine, in one walk.

use super::{NodeId, Refusal, Tree};

/// Why a tree does not fit the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid<E> {
    /// The engine refused the move `node` (the error is the engine's).
    Move { node: NodeId, error: E },
    /// The move `node`, in the engine's own notation, is a move its parent already has (a
    /// text wrote one move two ways), or the engine's notation is one the tree cannot hold.
    Notation { node: NodeId, refusal: Refusal },
}

enum Step {
    Enter(NodeId),
    Leave,
}

impl Tree {
    /// Plays every move of every line on the session's engine, depth first: `play(notation)`
    /// plays a move at the position reached (the start first) and returns the engine's own
    /// notation for it, which replaces the one written (so a move typed `c5-c6=s` becomes
    /// `c5-c6=S` and later play finds it); `undo` takes the last move back. On success every
    /// move has been taken back; on failure too, and the error names the node.
    pub fn validate<E>(
        &mut self,
        mut play: impl FnMut(&str) -> Result<String, E>,
        mut undo: impl FnMut(),
    ) -> Result<(), Invalid<E>> {
        let mut steps: Vec<Step> = self.children_of(NodeId::ROOT).into_iter().rev().map(Step::Enter).collect();
        let mut played = 0;
        let mut result = Ok(());
        while let Some(step) = steps.pop() {
            let node = match step {
                Step::Leave => {
                    undo();
                    played -= 1;
                    continue;
                }
                Step::Enter(node) => node,
            };
            let written = self.get(node).map(|n| n.mv().to_string()).unwrap_or_default();
            let own = match play(&written) {
                Ok(own) => own,
                Err(error) => {
                    result = Err(Invalid::Move { node, error });
                    break;
                }
            };
            played += 1;
            steps.push(Step::Leave);
            if own != written {
                if let Err(refusal) = self.rename_checked(node, own) {
                    result = Err(Invalid::Notation { node, refusal });
                    break;
                }
            }
            steps.extend(self.children_of(node).into_iter().rev().map(Step::Enter));
        }
        for _ in 0..played {
            undo();
        }
        result
    }

    fn children_of(&self, id: NodeId) -> Vec<NodeId> {
        self.get(id).map(|n| n.children().to_vec()).unwrap_or_default()
    }

    /// Renames `node` unless a sibling already is that move.
    fn rename_checked(&mut self, node: NodeId, mv: String) -> Result<(), Refusal> {
        let parent = self.get(node).and_then(|n| n.parent()).ok_or(Refusal::NotAMove)?;
        if self.child(parent, &mv).is_some() {
            return Err(Refusal::RepeatedMove(mv));
        }
        self.rename(node, mv)
    }
}
