//! What must hold in every position, beyond the hash: checked by soak tests and fuzzing
//! (`Game::invariants`), never in play.

use super::board::{bit, inside, squares};
use super::rules::{FLAGS, TOKENS};
use super::state::{Drake, BLUE, NONE, ORANGE};

impl Drake {
    /// Troops stand on free squares of the board, one side per square, each player's leader
    /// where the state says, never more troops than were taken from the stack; flags and the
    /// fortress protection lie on the board; the marks are those of the sides up; the history
    /// ends at this position.
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
            if stack.taken > stack.len || troops.count_ones() > u32::from(stack.taken) {
                return Err(format!("player {player}: {} troops out, {} taken", troops.count_ones(), stack.taken));
            }
            if let Some(bomb) = stack.items[..3].iter().position(|t| t.is_bomb()) {
                return Err(format!("player {player} has a bomb at stack place {bomb}"));
            }
            let leader = self.leaders[player];
            if leader != NONE && troops & bit(leader) == 0 {
                return Err(format!("player {player}'s leader is not on {leader}"));
            }
            if leader == NONE && stack.taken > 0 && self.ended.is_none() && self.phase != super::Phase::Leaders {
                return Err(format!("player {player} lost the leader but the game goes on"));
            }
            let flag = self.flags[player];
            if (self.ext & FLAGS != 0) != (flag != NONE) || (flag != NONE && board & bit(flag) == 0) {
                return Err(format!("player {player}'s flag is on {flag}"));
            }
        }
        if self.guard != NONE && (self.fortresses & bit(self.guard) == 0 || self.owner(self.guard).is_none()) {
            return Err(format!("fortress protection on {} without a troop in a fortress", self.guard));
        }
        if self.ext & TOKENS != 0 {
            for player in [BLUE, ORANGE] {
                if self.marks_of(player) != (self.shield[player], self.dread[player]) {
                    return Err(format!("player {player}'s marks are stale"));
                }
            }
        } else if self.shield != [0; 2] || self.dread != [0; 2] {
            return Err("marks without tokens".into());
        }
        if squares(self.occupied[BLUE] | self.occupied[ORANGE]).any(|sq| self.troops[sq as usize].is_bomb()) {
            return Err("a bomb stands on the board".into());
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
