//! Changing the tree: playing moves, moving around, promoting and deleting variations,
//! comments and glyphs.

use super::{check_move, Glyph, Node, NodeId, Refusal, Tree, MAX_COMMENT, MAX_MOVES};

impl Tree {
    /// Plays `mv` from the current node: follows the child that is already this move, or adds
    /// it (the main continuation if the node had none, a variation otherwise). Returns the
    /// node, which becomes the current one.
    pub fn play(&mut self, mv: &str) -> Result<NodeId, Refusal> {
        let id = self.add(self.current, mv)?;
        self.current = id;
        Ok(id)
    }

    /// The child of `parent` that is the move `mv`, added after the others if there is none
    /// yet; the current node stays.
    pub fn add(&mut self, parent: NodeId, mv: &str) -> Result<NodeId, Refusal> {
        if let Some(existing) = self.child(parent, mv) {
            return Ok(existing);
        }
        check_move(mv)?;
        let ply = self.get(parent).ok_or(Refusal::NoNode)?.ply + 1;
        if self.moves >= MAX_MOVES || self.nodes.len() > u32::MAX as usize / 2 {
            return Err(Refusal::TooManyMoves { limit: MAX_MOVES });
        }
        let id = NodeId(self.nodes.len() as u32);
        self.nodes.push(Node {
            mv: mv.to_string(),
            parent: Some(parent),
            children: Vec::new(),
            comment: String::new(),
            glyph: None,
            ply,
            alive: true,
        });
        self.node_mut(parent)?.children.push(id);
        self.moves += 1;
        Ok(id)
    }

    /// The child of `parent` that is the move `mv`.
    pub fn child(&self, parent: NodeId, mv: &str) -> Option<NodeId> {
        let node = self.get(parent)?;
        node.children.iter().copied().find(|&c| self.get(c).is_some_and(|n| n.mv == mv))
    }

    /// Makes `id` the current node; `false` if it is not in the tree.
    pub fn go(&mut self, id: NodeId) -> bool {
        let ok = self.get(id).is_some();
        if ok {
            self.current = id;
        }
        ok
    }

    /// ←: one move back. `false` at the start.
    pub fn back(&mut self) -> bool {
        self.get(self.current).and_then(Node::parent).is_some_and(|p| self.go(p))
    }

    /// →: one move on along the current line (the main continuation). `false` at its end.
    pub fn forward(&mut self) -> bool {
        self.get(self.current).and_then(|n| n.children.first().copied()).is_some_and(|c| self.go(c))
    }

    /// ↑: the variation before this one at the same move. `false` if there is none.
    pub fn up(&mut self) -> bool {
        self.sibling(-1).is_some_and(|s| self.go(s))
    }

    /// ↓: the variation after this one at the same move. `false` if there is none.
    pub fn down(&mut self) -> bool {
        self.sibling(1).is_some_and(|s| self.go(s))
    }

    fn sibling(&self, step: isize) -> Option<NodeId> {
        let parent = self.get(self.get(self.current)?.parent?)?;
        let i = parent.children.iter().position(|&c| c == self.current)?;
        parent.children.get(i.checked_add_signed(step)?).copied()
    }

    /// Home: the start of the game.
    pub fn to_start(&mut self) {
        self.current = NodeId::ROOT;
    }

    /// End: the end of the current line.
    pub fn to_end(&mut self) {
        while self.forward() {}
    }

    /// Promotes the variation `id` is in by one level: at the nearest branching above it (or
    /// at it) where its line is not the first, it becomes the first. `false` if `id` is on the
    /// main line already or not in the tree.
    pub fn promote(&mut self, id: NodeId) -> bool {
        let Some(&branch) = self.path(id).iter().rev().find(|&&n| !self.is_first_child(n)) else { return false };
        self.make_first(branch)
    }

    /// Makes the line through `id` the main line, at every branching above it. `false` if it
    /// was already.
    pub fn make_main_line(&mut self, id: NodeId) -> bool {
        let mut changed = false;
        for n in self.path(id) {
            if !self.is_first_child(n) {
                changed |= self.make_first(n);
            }
        }
        changed
    }

    fn make_first(&mut self, id: NodeId) -> bool {
        let Some(parent) = self.get(id).and_then(Node::parent) else { return false };
        let Ok(node) = self.node_mut(parent) else { return false };
        let Some(i) = node.children.iter().position(|&c| c == id) else { return false };
        node.children[..=i].rotate_right(1);
        i > 0
    }

    /// Deletes the move `id` and everything after it; its next sibling (if any) takes its
    /// place. If the current node was among them, its parent becomes current.
    pub fn delete(&mut self, id: NodeId) -> Result<(), Refusal> {
        let parent = self.get(id).ok_or(Refusal::NoNode)?.parent.ok_or(Refusal::NotAMove)?;
        if self.path(self.current).contains(&id) {
            self.current = parent;
        }
        self.node_mut(parent)?.children.retain(|&c| c != id);
        let mut pending = vec![id];
        while let Some(n) = pending.pop() {
            let node = self.node_mut(n)?;
            node.alive = false;
            pending.append(&mut node.children);
            self.moves -= 1;
        }
        Ok(())
    }

    /// Sets the comment after `id` (the root's: before the first move); surrounding spaces are
    /// dropped and an empty text removes it.
    pub fn set_comment(&mut self, id: NodeId, comment: &str) -> Result<(), Refusal> {
        let comment = comment.trim();
        if comment.chars().count() > MAX_COMMENT {
            return Err(Refusal::CommentTooLong { limit: MAX_COMMENT });
        }
        self.node_mut(id)?.comment = comment.to_string();
        Ok(())
    }

    /// Sets or clears the glyph of the move `id`.
    pub fn set_glyph(&mut self, id: NodeId, glyph: Option<Glyph>) -> Result<(), Refusal> {
        if id == NodeId::ROOT {
            return Err(Refusal::NotAMove);
        }
        self.node_mut(id)?.glyph = glyph;
        Ok(())
    }

    /// Renames the move `id` (the session's own notation for what a text wrote otherwise).
    pub(super) fn rename(&mut self, id: NodeId, mv: String) -> Result<(), Refusal> {
        check_move(&mv)?;
        self.node_mut(id)?.mv = mv;
        Ok(())
    }
}
