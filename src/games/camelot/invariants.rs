//! What must hold in every position, beyond the hash: checked by soak tests and fuzzing
//! (`Game::invariants`), never in play.

use super::board::{castle_of, Square, CELLS, EMPTY, EMPTY_BOARD, KNIGHT_BIT, OFF};
use super::state::{Camelot, BLACK, NOWHERE, WHITE};

impl Camelot {
    /// The mailbox and the piece sets agree, no side has more pieces than it started with,
    /// the counters are in range, and the history ends at this position.
    pub(super) fn check_structure(&self) -> Result<(), String> {
        let mut knights = [0; 2];
        let mut men = [0; 2];
        for (i, &code) in self.cells.iter().enumerate().take(CELLS) {
            let sq = i as Square;
            let on_board = EMPTY_BOARD.get(i) == Some(&EMPTY);
            if !on_board {
                if code != OFF || self.occupied.iter().any(|s| s.contains(sq)) {
                    return Err(format!("cell {i} off the board holds {code:#x}"));
                }
                continue;
            }
            let side = match code & !KNIGHT_BIT {
                EMPTY if code == EMPTY => None,
                1 => Some(WHITE),
                2 => Some(BLACK),
                _ => return Err(format!("cell {i} holds {code:#x}")),
            };
            for s in [WHITE, BLACK] {
                if self.occupied[s].contains(sq) != (side == Some(s)) {
                    return Err(format!("the piece set of side {s} disagrees with the board on cell {i}"));
                }
            }
            if let Some(s) = side {
                if code & KNIGHT_BIT != 0 {
                    knights[s] += 1;
                } else {
                    men[s] += 1;
                }
            }
        }
        for s in [WHITE, BLACK] {
            if knights[s] > 4 || men[s] > 10 {
                return Err(format!("side {s} has {} Knights and {} Men", knights[s], men[s]));
            }
            if self.castle_moves[s] > 2 {
                return Err(format!("side {s} made {} castle moves", self.castle_moves[s]));
            }
            let leave = self.leave[s];
            if leave != NOWHERE && !castle_of(s).contains(&leave) {
                return Err(format!("side {s} must leave cell {leave}, not a square of its castle"));
            }
        }
        if self.turn > 1 || self.quiet > 100 {
            return Err(format!("turn {} or quiet plies {} out of range", self.turn, self.quiet));
        }
        if self.seen.last() != Some(&self.hash) || self.seen.len() != self.undo.len() + 1 {
            return Err(format!("{} positions seen for {} moves played", self.seen.len(), self.undo.len()));
        }
        Ok(())
    }
}
