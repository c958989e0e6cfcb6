//! What must hold in every position, beyond the hash: checked by soak tests and fuzzing
//! (`Game::invariants`), never in play.

use super::board::FULL;
use super::state::Drakoburg;

impl Drakoburg {
    /// Each square holds at most one piece, the colour sets are the unions of their piece
    /// sets, everything is on the board, and the history ends at this position.
    pub(super) fn check_structure(&self) -> Result<(), String> {
        let p = &self.placement;
        let mut all = 0u64;
        for colour in 0..2 {
            let mut union = 0u64;
            for &set in &p.pieces[colour] {
                if set & all != 0 {
                    return Err("two pieces share a square".into());
                }
                all |= set;
                union |= set;
            }
            if union != p.colours[colour] {
                return Err(format!("colour {colour}'s squares differ from its pieces'"));
            }
        }
        if all & !FULL != 0 {
            return Err("a piece stands off the board".into());
        }
        if self.seen.last() != Some(&p.hash) || self.seen.len() != self.undo.len() + 1 {
            return Err(format!("{} positions seen for {} moves played", self.seen.len(), self.undo.len()));
        }
        Ok(())
    }
}
