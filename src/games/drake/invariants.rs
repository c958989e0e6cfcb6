//! What must hold in every position, beyond the hash: checked by soak tests and fuzzing
//! (`Game::invariants`), never in play.

use super::board::{inside, squares};
use super::state::{Drake, BLUE, ORANGE};
use super::troop::Troop;

impl Drake {
    /// Troops stand on free squares of the board, one side per square, at most one leader
    /// each and never more than were taken from the stack; the history ends at this position.
    pub(super) fn check_structure(&self) -> Result<(), String> {
        let board = inside(self.size) & !self.mountains;
        if self.occupied[BLUE] & self.occupied[ORANGE] != 0 {
            return Err("a square is occupied by both sides".into());
        }
        if self.face_up & !(self.occupied[BLUE] | self.occupied[ORANGE]) != 0 {
            return Err("an empty square is marked face up".into());
        }
        for player in [BLUE, ORANGE] {
            let troops = self.occupied[player];
            if troops & !board != 0 {
                return Err(format!("player {player} has a troop off the board or on a mountain"));
            }
            let stack = &self.stacks[player];
            if stack.taken > 7 || troops.count_ones() > u32::from(stack.taken) {
                return Err(format!("player {player}: {} troops out, {} taken", troops.count_ones(), stack.taken));
            }
            let leaders = squares(troops).filter(|&sq| self.troops.get(sq as usize) == Some(&Troop::Drake)).count();
            if leaders > 1 {
                return Err(format!("player {player} has {leaders} leaders"));
            }
        }
        if self.turn > 1 {
            return Err(format!("turn {}", self.turn));
        }
        if self.seen.last() != Some(&self.hash) || self.seen.len() != self.undo.len() + 1 {
            return Err(format!("{} positions seen for {} moves played", self.seen.len(), self.undo.len()));
        }
        Ok(())
    }
}
