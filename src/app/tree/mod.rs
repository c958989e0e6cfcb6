//! The game as a tree of moves from its start: the main line and its variations, with a
//! comment and a glyph (`!!` `!` `!?` `?!` `?` `??`) per move, and the node the player is at.
//!
//! The tree is pure and knows nothing of any game: a move is its notation, a string. It does
//! not check moves against the rules; the session does, because it holds the engine at the
//! current position anyway (a move is played on the board first, then recorded here), and a
//! tree read from a text is checked in one walk with [`Tree::validate`], which plays and takes
//! back each move on the session's engine and stores the engine's own notation. So the tree
//! reads and writes game texts before any engine exists, and every game shares it.
//!
//! What the tree does check is that a move can be written down and read back: no spaces,
//! brackets or braces, no trailing `!`/`?` (that is the glyph) — see [`check_move`].
//!
//! Nodes are named by [`NodeId`]s that stay valid while the tree is edited (a deleted node's
//! id simply stops naming anything). Playing a move that the current node already has follows
//! it; a new move becomes a variation beside the existing ones; nothing is ever truncated.

mod build;
mod edit;
mod glyph;
pub mod link;
mod merge;
mod refusal;
pub mod text;
mod validate;
mod walk;

pub use glyph::Glyph;
pub use refusal::Refusal;
pub use validate::Invalid;
pub use walk::Item;

/// The most moves a tree holds (all lines together).
pub const MAX_MOVES: usize = 10_000;
/// The longest move notation, in bytes.
pub const MAX_MOVE_LEN: usize = 64;
/// The longest comment, in characters ("short comments").
pub const MAX_COMMENT: usize = 500;

/// A node of a tree: the start of the game (`NodeId::ROOT`) or a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    pub const ROOT: NodeId = NodeId(0);

    /// A number for the UI (a data attribute); `from_index` reads it back.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn from_index(index: usize) -> NodeId {
        NodeId(u32::try_from(index).unwrap_or(u32::MAX))
    }
}

/// One move and what is said about it.
#[derive(Clone, Debug)]
pub struct Node {
    mv: String,
    parent: Option<NodeId>,
    /// The main continuation first, then the variations in order.
    children: Vec<NodeId>,
    comment: String,
    glyph: Option<Glyph>,
    /// Moves from the start (the root 0).
    ply: usize,
    alive: bool,
}

impl Node {
    /// The move's notation ("" for the root).
    pub fn mv(&self) -> &str {
        &self.mv
    }

    pub fn parent(&self) -> Option<NodeId> {
        self.parent
    }

    /// The main continuation first, then the variations.
    pub fn children(&self) -> &[NodeId] {
        &self.children
    }

    /// "" when there is none.
    pub fn comment(&self) -> &str {
        &self.comment
    }

    pub fn glyph(&self) -> Option<Glyph> {
        self.glyph
    }

    /// How many moves lead here from the start (1 for the first move).
    pub fn ply(&self) -> usize {
        self.ply
    }
}

/// The moves of a game and its variations.
#[derive(Clone, Debug)]
pub struct Tree {
    nodes: Vec<Node>,
    current: NodeId,
    /// Moves alive (the root not counted).
    moves: usize,
}

impl Default for Tree {
    fn default() -> Self {
        Tree::new()
    }
}

/// Whether `mv` can be a move of a tree: written in a game text and read back the same.
pub fn check_move(mv: &str) -> Result<(), Refusal> {
    if mv.is_empty() {
        return Err(Refusal::EmptyMove);
    }
    if mv.len() > MAX_MOVE_LEN {
        return Err(Refusal::MoveTooLong { limit: MAX_MOVE_LEN });
    }
    if let Some(c) = mv.chars().find(|&c| c.is_whitespace() || c.is_control() || matches!(c, '(' | ')' | '{' | '}')) {
        return Err(Refusal::MoveCharacter(c));
    }
    if mv.ends_with(['!', '?']) {
        return Err(Refusal::MoveMarked(mv.to_string()));
    }
    if text::number_prefix(mv) > 0 {
        return Err(Refusal::MoveLikeNumber(mv.to_string()));
    }
    Ok(())
}

impl Tree {
    /// A game with no moves yet.
    pub fn new() -> Tree {
        let root = Node {
            mv: String::new(),
            parent: None,
            children: Vec::new(),
            comment: String::new(),
            glyph: None,
            ply: 0,
            alive: true,
        };
        Tree { nodes: vec![root], current: NodeId::ROOT, moves: 0 }
    }

    /// A game of one line (an old saved game, a plain link), the current node at its end.
    pub fn from_line<S: AsRef<str>>(moves: &[S]) -> Result<Tree, Refusal> {
        let mut tree = Tree::new();
        for mv in moves {
            tree.play(mv.as_ref())?;
        }
        Ok(tree)
    }

    /// The node `id`, unless it was deleted or never existed.
    pub fn get(&self, id: NodeId) -> Option<&Node> {
        self.nodes.get(id.index()).filter(|n| n.alive)
    }

    fn node_mut(&mut self, id: NodeId) -> Result<&mut Node, Refusal> {
        self.nodes.get_mut(id.index()).filter(|n| n.alive).ok_or(Refusal::NoNode)
    }

    pub fn current(&self) -> NodeId {
        self.current
    }

    /// How many moves the tree holds, every line counted.
    pub fn len(&self) -> usize {
        self.moves
    }

    pub fn is_empty(&self) -> bool {
        self.moves == 0
    }

    /// The nodes from the first move to `id` (empty for the root or a node not in the tree).
    pub fn path(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        let mut at = self.get(id).map(|_| id);
        while let Some(node) = at.filter(|&n| n != NodeId::ROOT) {
            path.push(node);
            at = self.get(node).and_then(Node::parent);
        }
        path.reverse();
        path
    }

    /// The notations of the moves from the start to `id`: what the session replays.
    pub fn moves_to(&self, id: NodeId) -> Vec<String> {
        self.path(id).into_iter().filter_map(|n| self.get(n)).map(|n| n.mv.clone()).collect()
    }

    /// The main line: the first child from the start on, to its end.
    pub fn main_line(&self) -> Vec<NodeId> {
        let mut line = Vec::new();
        let mut at = NodeId::ROOT;
        while let Some(&next) = self.get(at).and_then(|n| n.children.first()) {
            line.push(next);
            at = next;
        }
        line
    }

    /// The notations of the main line (the record's `moves` line).
    pub fn main_moves(&self) -> Vec<String> {
        self.main_line().into_iter().filter_map(|n| self.get(n)).map(|n| n.mv.clone()).collect()
    }

    /// Whether `id` is on the main line (the root is).
    pub fn is_main(&self, id: NodeId) -> bool {
        self.get(id).is_some() && self.path(id).iter().all(|&n| self.is_first_child(n))
    }

    fn is_first_child(&self, id: NodeId) -> bool {
        let parent = self.get(id).and_then(Node::parent);
        parent.and_then(|p| self.get(p)).is_some_and(|p| p.children.first() == Some(&id))
    }

    /// A single line with no comment and no glyph: the game texts need no tree for it.
    pub fn is_plain(&self) -> bool {
        self.nodes
            .iter()
            .filter(|n| n.alive)
            .all(|n| n.children.len() <= 1 && n.comment.is_empty() && n.glyph.is_none())
    }
}

/// Trees are equal when they hold the same moves in the same order with the same comments
/// and glyphs (node ids and the current node aside).
impl PartialEq for Tree {
    fn eq(&self, other: &Tree) -> bool {
        let mut pending = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = pending.pop() {
            let (Some(x), Some(y)) = (self.get(a), other.get(b)) else { return false };
            if x.mv != y.mv || x.comment != y.comment || x.glyph != y.glyph || x.children.len() != y.children.len() {
                return false;
            }
            pending.extend(x.children.iter().copied().zip(y.children.iter().copied()));
        }
        true
    }
}

impl Eq for Tree {}

impl Tree {
    /// Whether this tree holds everything `other` says: each of its moves, in any order of
    /// variations, with the same comment and glyph (and maybe more moves besides).
    pub fn holds(&self, other: &Tree) -> bool {
        let mut pending = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = pending.pop() {
            let (Some(x), Some(y)) = (self.get(a), other.get(b)) else { return false };
            if x.comment != y.comment || x.glyph != y.glyph {
                return false;
            }
            for &child in &y.children {
                let Some(theirs) = other.get(child) else { continue };
                let mine = x.children.iter().copied().find(|&c| self.get(c).is_some_and(|n| n.mv == theirs.mv));
                let Some(mine) = mine else { return false };
                pending.push((mine, child));
            }
        }
        true
    }
}

#[cfg(test)]
mod tests;
