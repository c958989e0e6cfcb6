//! Why a move is not legal, in words a player understands.

use super::board::{bit, name, Square};
use super::state::{Drake, Phase, BLUE};
use super::Move;
use crate::game::{IllegalMove, Reason, Text};

const GAME_OVER: Text = Text { en: "The game is over.", cs: "Hra skončila." };
const STACK_EMPTY: Text = Text { en: "Your stack is empty.", cs: "Váš zásobník je prázdný." };
const OFF_BOARD: Text = Text { en: "{0} is not on the board.", cs: "Pole {0} není na desce." };
const MOUNTAIN: Text = Text { en: "{0} is a mountain.", cs: "Na poli {0} je hora." };
const NOT_EMPTY: Text = Text { en: "{0} is not empty.", cs: "Pole {0} není volné." };
const LEADER_ROW: Text = Text { en: "Your leader goes on row {0}.", cs: "Vůdce se staví do řady {0}." };
const GUARD_SQUARE: Text = Text {
    en: "A guard goes on a free square next to your leader.",
    cs: "Stráž se staví na volné pole vedle vůdce.",
};
const NEXT_TO_OWN: Text = Text {
    en: "A new troop goes on a free square next to one of your troops.",
    cs: "Nová jednotka se staví na volné pole vedle některé vaší jednotky.",
};
const ONLY_PLACING: Text = Text {
    en: "Troops cannot act before the leaders and guards are placed.",
    cs: "Než jsou postaveni vůdci a stráže, jednotky netáhnou.",
};
const NO_TROOP: Text = Text { en: "There is no troop on {0}.", cs: "Na poli {0} není jednotka." };
const NOT_YOURS: Text = Text { en: "The troop on {0} is not yours.", cs: "Jednotka na poli {0} není vaše." };
const CANNOT_REACH: Text =
    Text { en: "The troop on {0} cannot move to {1} now.", cs: "Jednotka z pole {0} teď nemůže na pole {1}." };
const CANNOT_STRIKE: Text = Text {
    en: "The troop on {0} cannot strike {1} now.",
    cs: "Jednotka z pole {0} teď nemůže udeřit na pole {1}.",
};

/// A square name that is not on this board (`z9`, or `e1` on a 4×4 board).
pub(super) fn off_board(name: &str) -> IllegalMove {
    IllegalMove(Reason::with(&OFF_BOARD, &[&name]))
}

fn illegal(text: &'static Text, squares: &[Square]) -> IllegalMove {
    IllegalMove(Reason { text, args: squares.iter().map(|&s| name(s)).collect() })
}

impl Drake {
    fn on_board(&self, sq: Square) -> bool {
        (sq % 8) < self.size && (sq / 8) < self.size
    }

    pub(super) fn explain(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.ended.is_some() {
            return Err(IllegalMove(Reason::new(&GAME_OVER)));
        }
        let me = self.turn as usize;
        match mv {
            Move::Place(to) => {
                if !self.on_board(to) {
                    return Err(illegal(&OFF_BOARD, &[to]));
                }
                if self.stacks[me].is_empty() {
                    return Err(illegal(&STACK_EMPTY, &[]));
                }
                if self.mountains & bit(to) != 0 {
                    return Err(illegal(&MOUNTAIN, &[to]));
                }
                if self.free() & bit(to) == 0 {
                    return Err(illegal(&NOT_EMPTY, &[to]));
                }
                if self.placements() & bit(to) != 0 {
                    return Ok(());
                }
                Err(match self.phase {
                    Phase::Leaders => {
                        let row = if me == BLUE { 1 } else { self.size as usize };
                        IllegalMove(Reason::with(&LEADER_ROW, &[&row]))
                    }
                    Phase::Guards(_) => illegal(&GUARD_SQUARE, &[]),
                    Phase::Middle => illegal(&NEXT_TO_OWN, &[]),
                })
            }
            Move::Step(from, to) | Move::Strike(from, to) => {
                for sq in [from, to] {
                    if !self.on_board(sq) {
                        return Err(illegal(&OFF_BOARD, &[sq]));
                    }
                }
                if self.phase != Phase::Middle {
                    return Err(illegal(&ONLY_PLACING, &[]));
                }
                match self.owner(from) {
                    None => return Err(illegal(&NO_TROOP, &[from])),
                    Some(owner) if owner != me => return Err(illegal(&NOT_YOURS, &[from])),
                    Some(_) => {}
                }
                let mut found = false;
                self.troop_moves(from, &mut |m| {
                    found = m == mv;
                    !found
                });
                match (found, mv) {
                    (true, _) => Ok(()),
                    (false, Move::Strike(..)) => Err(illegal(&CANNOT_STRIKE, &[from, to])),
                    (false, _) => Err(illegal(&CANNOT_REACH, &[from, to])),
                }
            }
        }
    }
}
