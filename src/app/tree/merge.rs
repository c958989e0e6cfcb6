//! Two trees of one game made one: a reply by link or an import that continues a saved game
//! keeps what the saved game said besides its line (variations, comments, glyphs).

use super::{NodeId, Tree};

impl Tree {
    /// This tree with everything `other` says added: its moves (variations where this tree goes
    /// on otherwise), its comments and glyphs; `other`'s main line becomes the main line (what
    /// went on past its end stays after it). None when the two say different things of one
    /// move (two comments, two glyphs): keeping one of them would need asking.
    pub fn merged(&self, other: &Tree) -> Option<Tree> {
        let mut tree = self.clone();
        let mut pending = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((mine, theirs)) = pending.pop() {
            let (x, y) = (tree.get(mine)?, other.get(theirs)?);
            let comment = match (x.comment.as_str(), y.comment.as_str()) {
                (_, "") => None,
                ("", said) => Some(said),
                (a, b) if a == b => None,
                _ => return None,
            };
            let glyph = match (x.glyph, y.glyph) {
                (_, None) => None,
                (None, said) => said,
                (a, b) if a == b => None,
                _ => return None,
            };
            if let Some(comment) = comment {
                tree.set_comment(mine, comment).ok()?;
            }
            if glyph.is_some() {
                tree.set_glyph(mine, glyph).ok()?;
            }
            for &child in &y.children {
                let added = tree.add(mine, &other.get(child)?.mv).ok()?;
                pending.push((added, child));
            }
        }
        let mut end = NodeId::ROOT;
        for mv in other.main_moves() {
            end = tree.child(end, &mv)?;
        }
        tree.make_main_line(end);
        tree.current = end;
        Some(tree)
    }
}
