//! What must hold in every position, beyond the hash: checked by soak tests and fuzzing
//! (`Game::invariants`), never in play.

use super::board::{Square, CELLS, EMPTY, KNIGHT_BIT, TREE};
use super::state::{Camelot, BLACK, NOWHERE, WHITE};

impl Camelot {
    /// The mailbox and the piece sets agree, the cells that are no square or river are as the
    /// board has them, trees stand only on planting squares, no side has more pieces than it
    /// started with, the counters are in range, and the history ends at this position.
    pub(super) fn check_structure(&self) -> Result<(), String> {
        let mut knights = [0; 2];
        let mut men = [0; 2];
        let planting = [self.board.planting_squares(WHITE), self.board.planting_squares(BLACK)];
        for (i, &code) in self.cells.iter().enumerate().take(CELLS) {
            let sq = i as Square;
            let fixed = self.board.cells[i];
            if fixed != EMPTY {
                if code != fixed || self.occupied.iter().any(|s| s.contains(sq)) {
                    return Err(format!("cell {i}, {fixed:#x} on the board, holds {code:#x}"));
                }
                continue;
            }
            if code == TREE && !planting.iter().any(|p| p.contains(sq)) {
                return Err(format!("a tree on cell {i}, no planting square"));
            }
            let side = match code & !KNIGHT_BIT {
                EMPTY | TREE if code & KNIGHT_BIT == 0 => None,
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
        let (most_knights, most_men) = self.board.army();
        for s in [WHITE, BLACK] {
            if knights[s] > most_knights || men[s] > most_men {
                return Err(format!("side {s} has {} Knights and {} Men", knights[s], men[s]));
            }
            let most = if self.board.castle_size() == 2 { 2 } else { 0 };
            if self.castle_moves[s] > most {
                return Err(format!("side {s} made {} castle moves", self.castle_moves[s]));
            }
            let leave = self.leave[s];
            if leave != NOWHERE && !self.board.castle_of(s).contains(&leave) {
                return Err(format!("side {s} must leave cell {leave}, not a square of its castle"));
            }
            let trees = self.trees_of(s);
            if trees != 0 && trees != 3 {
                return Err(format!("side {s} has planted {trees} trees"));
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
