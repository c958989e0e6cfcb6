//! The session's tree of moves: every move played is kept in [`Tree`], the board shows the
//! position of its current node, and moving around the tree (a click in the move list, the
//! arrow keys) puts that position on the board, where a different move starts a variation.
//!
//! - The game is the main line up to its end node (`end`). Undo at the end takes the last
//!   move back: the end moves back, and the moves taken back stay in the tree after it, for
//!   Redo (they are saved too, so a reload can still redo them; the move list and the arrow
//!   keys leave them alone). A different move played at the end is the game's new move: it
//!   becomes the main line, and what was taken back stays as a variation (nothing is lost).
//! - A move played anywhere else (where the player went by the move list) makes a variation.
//! - The computer plays only at the game's end; everything else is study (there a person may
//!   play any seat).
//! - Redo and → go forward along the line the player came back from.

use super::{Command, Session};
use crate::app::library::SaveError;
use crate::app::record::MAX_BYTES;
use crate::app::tree::{Glyph, NodeId, Refusal, Tree};
use crate::game::{Lang, Reason, Refusal as _, Seat};
use crate::view::replay::tree_words;

/// More than one move or one comment can add to a saved game's text: below the limit by more
/// than this, a change needs no check.
const MARGIN: usize = 4096;

/// The tree and where the game and the player stand in it, kept to put back a change that
/// would make the game too long to save.
type Snapshot = (Tree, NodeId, NodeId);

/// Where the arrow keys of the move list lead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    /// ←: one move back.
    Back,
    /// →: one move on along the line.
    Forward,
    /// ↑: the variation before this one.
    Up,
    /// ↓: the variation after this one.
    Down,
    /// Home: the start.
    First,
    /// End: the end of this line.
    Last,
    /// Back to the game: the end of the main line.
    Live,
}

/// The words of each move of the tree, in one language (the move list's labels).
#[derive(Default)]
pub(super) struct Words {
    lang: Option<Lang>,
    /// By node index.
    said: Vec<Option<(String, Seat)>>,
}

impl Session {
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    /// Gives the session the saved game's tree (its variations, comments and glyphs, and the
    /// moves taken back after its end). Refused (`false`, nothing changes) unless its main line
    /// starts with the game on the board.
    pub(super) fn set_tree(&mut self, mut tree: Tree) -> bool {
        let line = tree.main_line();
        let plies = self.table.history().len();
        if !tree.main_moves().starts_with(self.table.history()) {
            return false;
        }
        let end = plies.checked_sub(1).and_then(|i| line.get(i).copied()).unwrap_or(NodeId::ROOT);
        tree.go(end);
        self.end = end;
        self.tip = end;
        self.tree = tree;
        self.words.borrow_mut().said.clear();
        if self.saves {
            self.saved_len = self.record().to_text().len();
        }
        true
    }

    /// A copy to put back, when a change could make the game too long to save.
    fn snapshot(&self) -> Option<Snapshot> {
        (self.saves && self.saved_len + MARGIN > MAX_BYTES).then(|| (self.tree.clone(), self.end, self.tip))
    }

    /// After a change made with `snapshot` at hand: if the game's text is now longer than a
    /// saved game may be, the tree is put back and the change refused with the limit in words.
    fn within_limit(&mut self, snapshot: Option<Snapshot>) -> Result<(), SaveError> {
        let Some((tree, end, tip)) = snapshot else { return Ok(()) };
        let len = self.record().to_text().len();
        if len <= MAX_BYTES {
            return Ok(());
        }
        (self.tree, self.end, self.tip) = (tree, end, tip);
        self.words.borrow_mut().said.clear();
        Err(SaveError::TooLarge(len))
    }

    /// The game's last move (the end of the game on the main line).
    pub fn end(&self) -> NodeId {
        self.end
    }

    /// Whether the board shows the game's end (where the game goes on and the computer plays).
    pub fn at_game(&self) -> bool {
        self.tree.current() == self.end
    }

    /// Whether `node` was taken back from the game (after its end, kept for Redo): the move
    /// list does not show it.
    pub fn taken_back(&self, node: NodeId) -> bool {
        self.tree.path(node).iter().any(|&n| self.tree.get(n).and_then(|x| x.parent()) == Some(self.end))
    }

    pub fn can_undo(&self) -> bool {
        self.tree.current() != NodeId::ROOT && !self.lost_on_time_here()
    }

    pub fn can_redo(&self) -> bool {
        self.next(true).is_some() && !self.lost_on_time_here()
    }

    /// The board shows the end of a game lost on time, whose moves stay as they are.
    pub(super) fn lost_on_time_here(&self) -> bool {
        self.time_out().is_some() && self.at_game()
    }

    /// The move `node` in words and the seat that played it, in `lang`.
    pub fn said(&self, node: NodeId, lang: Lang) -> Option<(String, Seat)> {
        let mut words = self.words.borrow_mut();
        if words.lang != Some(lang) || words.said.get(node.index()).is_none_or(Option::is_none) {
            words.lang = Some(lang);
            words.said = self.all_said(lang);
        }
        words.said.get(node.index()).cloned().flatten()
    }

    /// Every move of the tree in words, by playing the tree through on the engine.
    fn all_said(&self, lang: Lang) -> Vec<Option<(String, Seat)>> {
        tree_words(self.table.kind(), &self.table.start_text(), &self.tree, lang)
    }

    fn children(&self, node: NodeId) -> Vec<NodeId> {
        self.tree.get(node).map(|n| n.children().to_vec()).unwrap_or_default()
    }

    /// Records the move just played on the board in the tree; refused (the move taken back
    /// from the board) if the tree cannot hold it or the game would be too long to save.
    pub(super) fn note_move(&mut self, notation: &str, said: &str) -> Result<(), Reason> {
        let parent = self.tree.current();
        let seat = self.table.entries(self.lang()).last().map_or(0, |e| e.seat);
        let snapshot = self.snapshot();
        let played = self.tree.play(notation);
        let node = match played {
            Ok(node) => node,
            Err(refusal) => {
                self.table.undo();
                return Err(refusal.reason());
            }
        };
        if parent == self.end {
            self.tree.promote(node);
            self.end = node;
        }
        self.follow(node);
        if let Err(e) = self.within_limit(snapshot) {
            self.table.undo();
            return Err(e.reason());
        }
        let mut words = self.words.borrow_mut();
        if words.lang == Some(self.table.settings().lang) {
            put_said(&mut words.said, node, (said.to_string(), seat));
        }
        Ok(())
    }

    /// Remembers the line the player is on, for Redo and →.
    fn follow(&mut self, node: NodeId) {
        if !self.tree.path(self.tip).contains(&node) {
            self.tip = node;
        }
    }

    /// The next node along the line the player is on; past the game's end only for Redo
    /// (`redo`), which plays the moves taken back.
    pub(super) fn next(&self, redo: bool) -> Option<NodeId> {
        let at = self.tree.current();
        if at == self.end && !redo {
            return None;
        }
        let children = self.children(at);
        let remembered = self.tree.path(self.tip).into_iter().find(|n| children.contains(n));
        remembered.or_else(|| children.first().copied())
    }

    /// One move back on the board and in the tree (Undo); at the game's end it takes the
    /// game's last move back. `false` at the start.
    pub(super) fn step_back(&mut self) -> bool {
        let at = self.tree.current();
        let Some(parent) = self.tree.get(at).and_then(|n| n.parent()) else { return false };
        self.put(parent, None);
        if at == self.end {
            self.end = self.tree.current();
        }
        true
    }

    /// One move on along the line (Redo); at the game's end it plays a move taken back
    /// again (the game's main line on, unless the player came back along a variation).
    /// `false` at the line's end.
    pub(super) fn step_on(&mut self, now: f64) -> bool {
        let at = self.tree.current();
        let Some(next) = self.next(true) else { return false };
        self.put(next, Some(now));
        if at == self.end && self.tree.current() == next {
            self.tree.promote(next);
            self.end = next;
        }
        true
    }

    /// Puts the position of `node` on the board: takes back to where the board's moves and the
    /// node's line part, then plays the rest (the last move animated when `now` is given).
    fn put(&mut self, node: NodeId, now: Option<f64>) {
        let target = self.tree.moves_to(node);
        let common = self.table.history().iter().zip(&target).take_while(|(a, b)| a == b).count();
        while self.table.history().len() > common && self.table.undo() {}
        for mv in target.iter().skip(self.table.history().len()) {
            if self.table.play_notation(mv, now.unwrap_or(0.0)).is_err() {
                break;
            }
        }
        let reached = self.table.history().len();
        let path = self.tree.path(node);
        let at = reached.checked_sub(1).and_then(|i| path.get(i).copied()).unwrap_or(NodeId::ROOT);
        self.tree.go(at);
    }

    /// Goes to `node` (a click in the move list): its position on the board, from where a
    /// different move makes a variation. The computer plays only back at the game's end.
    pub(super) fn go(&mut self, node: NodeId, now: f64) -> Vec<Command> {
        let mut out = Vec::new();
        if self.tree.get(node).is_none() {
            return out;
        }
        if self.taken_back(node) {
            return out;
        }
        self.stop(&mut out);
        self.put(node, Some(now));
        self.follow(self.tree.current());
        out.extend([Command::Redraw, Command::Refresh]);
        self.next_turn(&mut out);
        out
    }

    /// The line the study tools and the pictures take, and how many of its moves the board
    /// shows: the game when the board shows one of its positions (so the review's graph and
    /// a GIF cover the whole game); otherwise the line the player is on (a variation, on to
    /// where the player went along it).
    pub fn shown_line(&self) -> (Vec<String>, usize) {
        let at = self.tree.current();
        let depth = self.tree.path(at).len();
        let on = |end: NodeId| at == NodeId::ROOT || self.tree.path(end).contains(&at);
        let end = if on(self.end) {
            self.end
        } else if on(self.tip) {
            self.tip
        } else {
            at
        };
        (self.tree.moves_to(end), depth)
    }

    /// Shows the game's position after `ply` of its moves (the review's graph); `None`: the
    /// game's end.
    pub(super) fn view_game(&mut self, ply: Option<usize>, now: f64) -> Vec<Command> {
        let line = self.tree.path(self.end);
        let node = match ply {
            Some(0) => NodeId::ROOT,
            Some(p) => line.get(p - 1).copied().unwrap_or(self.end),
            None => self.end,
        };
        self.go(node, now)
    }

    /// Where `nav` leads from the current node, if anywhere.
    pub fn target(&self, nav: Nav) -> Option<NodeId> {
        let at = self.tree.current();
        let node = self.tree.get(at)?;
        let siblings = node.parent().map(|p| self.children(p)).unwrap_or_default();
        let i = siblings.iter().position(|&c| c == at);
        let target = match nav {
            Nav::Back => node.parent(),
            Nav::Forward => self.next(false),
            Nav::Up => i.and_then(|i| i.checked_sub(1)).and_then(|i| siblings.get(i).copied()),
            Nav::Down => i.and_then(|i| siblings.get(i + 1).copied()),
            Nav::First => Some(NodeId::ROOT),
            Nav::Last => {
                let mut last = at;
                let tip = self.tree.path(self.tip);
                while last != self.end {
                    let children = self.children(last);
                    let Some(c) = tip.iter().find(|n| children.contains(n)).or(children.first()) else { break };
                    last = *c;
                }
                Some(last)
            }
            Nav::Live => Some(self.end),
        };
        target.filter(|&t| t != at)
    }

    /// Moves around the tree by the arrow keys of the move list.
    pub(super) fn navigate(&mut self, nav: Nav, now: f64) -> Vec<Command> {
        match self.target(nav) {
            Some(node) => self.go(node, now),
            None => Vec::new(),
        }
    }

    /// Makes the variation `node` is in one level more important (the main line at its
    /// branching if it was the first variation). Saved.
    pub(super) fn promote(&mut self, node: NodeId) -> Vec<Command> {
        let mut out = Vec::new();
        if self.tree.promote(node) {
            // A line promoted into the game is the game from now on, to its end.
            if !self.tree.is_main(self.end) {
                self.end = self.tree.main_line().last().copied().unwrap_or(NodeId::ROOT);
            }
            self.edited(&mut out);
        }
        out
    }

    /// Deletes the move `node` and all that follows it. If the board showed one of them, it
    /// shows the move before. Saved.
    pub(super) fn delete(&mut self, node: NodeId, now: f64) -> Vec<Command> {
        let mut out = Vec::new();
        let shown = self.tree.current();
        if self.tree.path(self.end).contains(&node) || self.tree.delete(node).is_err() {
            return out;
        }
        if self.tree.current() != shown {
            self.stop(&mut out);
            let at = self.tree.current();
            self.put(at, Some(now));
        }
        if !self.tree.path(self.tip).contains(&self.tree.current()) || self.tree.get(self.tip).is_none() {
            self.tip = self.tree.current();
        }
        self.edited(&mut out);
        out
    }

    /// Sets or clears the glyph of the move `node` (`!!` … `??`). Saved.
    pub(super) fn set_glyph(&mut self, node: NodeId, glyph: Option<Glyph>) -> Vec<Command> {
        self.annotate(|tree| tree.set_glyph(node, glyph))
    }

    /// Sets the comment after the move `node` (the root: on the game); empty removes it.
    pub(super) fn set_comment(&mut self, node: NodeId, comment: &str) -> Vec<Command> {
        self.annotate(|tree| tree.set_comment(node, comment))
    }

    fn annotate(&mut self, edit: impl FnOnce(&mut Tree) -> Result<(), Refusal>) -> Vec<Command> {
        let mut out = Vec::new();
        let snapshot = self.snapshot();
        let done = edit(&mut self.tree).map_err(|r| r.reason());
        match done.and_then(|()| self.within_limit(snapshot).map_err(|e| e.reason())) {
            Ok(()) => self.edited(&mut out),
            Err(reason) => {
                out.push(Command::Announce(reason.render(self.lang())));
                out.push(Command::Refused(reason));
            }
        }
        out
    }

    /// After the tree changed: save it and show it; the computer moves if the game's end is
    /// shown and it is its turn.
    fn edited(&mut self, out: &mut Vec<Command>) {
        self.changed(out);
    }
}

fn put_said(said: &mut Vec<Option<(String, Seat)>>, node: NodeId, words: (String, Seat)) {
    if said.len() <= node.index() {
        said.resize(node.index() + 1, None);
    }
    said[node.index()] = Some(words);
}
