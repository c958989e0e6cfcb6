//! Why a move is not legal, in words a player understands. `check` first looks the move up
//! among the legal moves of its piece; only a refused move is walked leap by leap to find the
//! first rule it breaks.

use super::board::{
    direction, exists, name, other_castle_square, side_bit, Set, Square, CASTLE, EMPTY, KNIGHT_BIT, STEPS,
};
use super::generate::{jump_available, Duty};
use super::moves::Move;
use super::state::{Camelot, WHITE};
use crate::game::{IllegalMove, Reason, Text};

const GAME_OVER: Text = Text { en: "The game is over.", cs: "Hra skončila." };
const OFF_BOARD: Text =
    Text { en: "A square of this move is not on the board.", cs: "Některé pole tohoto tahu není na desce." };
const NO_PIECE: Text = Text { en: "There is no piece on {0}.", cs: "Na poli {0} není žádná figurka." };
const NOT_YOURS: Text = Text { en: "The piece on {0} is not yours.", cs: "Figurka na poli {0} není vaše." };
const MUST_LEAVE: Text = Text {
    en: "Your piece on {0} ended its last move in your own castle: it must leave the castle now.",
    cs: "Vaše figurka na poli {0} skončila minulý tah ve vlastním hradu: teď z něj musí odejít.",
};
const STUCK: Text = Text {
    en: "A piece in the enemy castle never leaves it: it may only move to the other castle square.",
    cs: "Figurka v soupeřově hradu z něj už nikdy neodejde: smí jen přejít na druhé pole hradu.",
};
const NO_CASTLE_MOVES: Text = Text {
    en: "You have already made both of your castle moves.",
    cs: "Oba své tahy uvnitř hradu jste už vyčerpali.",
};
const NOT_A_STEP: Text = Text {
    en: "From {0} to {1} is neither a step to a neighbouring square nor a leap over one.",
    cs: "Z pole {0} na pole {1} nevede krok na sousední pole ani skok přes sousední pole.",
};
const PLAIN_ALONE: Text = Text {
    en: "A plain move is a single step; it cannot be combined with leaps.",
    cs: "Obyčejný pohyb je jediný krok; nelze jej spojit se skoky.",
};
const OCCUPIED: Text = Text { en: "{0} is not empty.", cs: "Pole {0} není volné." };
const OWN_CASTLE: Text = Text {
    en: "A piece may not enter its own castle by a plain move or canter, not even passing through ({0}); only a jump may enter it.",
    cs: "Do vlastního hradu nesmí figurka vstoupit obyčejným pohybem ani klusem, ani jen průchodem ({0}); vstoupit do něj smí jen skokem.",
};
const CANTER_AFTER_JUMP: Text = Text {
    en: "A canter cannot follow a jump: once jumping, a piece only jumps.",
    cs: "Klus nemůže následovat po skoku: kdo začal skákat, už jen skáče.",
};
const CANTER_BACK: Text =
    Text { en: "A canter may not end where it began ({0}).", cs: "Klus nesmí skončit tam, kde začal ({0})." };
const CANTER_REVISIT: Text = Text {
    en: "A canter chain may not land on {0} a second time.",
    cs: "Řada klusů nesmí přistát na poli {0} podruhé.",
};
const ONLY_KNIGHT: Text = Text {
    en: "Only a Knight may canter and then jump (a Knight's charge).",
    cs: "Klusat a potom skákat (jezdcův výpad) smí jen jezdec.",
};
const NOTHING_TO_LEAP: Text =
    Text { en: "There is no piece on {0} to leap over.", cs: "Na poli {0} není žádná figurka k přeskočení." };
const ENEMY_CASTLE_STOP: Text = Text {
    en: "A piece that enters the enemy castle stops there ({0}).",
    cs: "Figurka, která vstoupí do soupeřova hradu, tam zůstane ({0}).",
};
const KEEP_JUMPING: Text = Text {
    en: "After a jump the piece must keep jumping: it can still jump from {0}.",
    cs: "Po skoku musí figurka skákat dál: z pole {0} ještě může skočit.",
};
const WHITE_MUST_CAPTURE: Text =
    Text { en: "White must capture: a jump is available ({0}).", cs: "Bílý musí brát: je možný skok ({0})." };
const BLACK_MUST_CAPTURE: Text =
    Text { en: "Black must capture: a jump is available ({0}).", cs: "Černý musí brát: je možný skok ({0})." };
const MUST_JUMP_OUT: Text = Text {
    en: "The piece on {0} must leave your castle by jumping: it can capture.",
    cs: "Figurka na poli {0} musí opustit hrad skokem: může brát.",
};
const KNIGHT_MUST_CAPTURE: Text = Text {
    en: "A Knight whose canter lands on {0} could jump from there, so it must go on to capture in this move.",
    cs: "Jezdec, jehož klus přistane na poli {0}, odtud může skočit, a proto musí v tomto tahu brát.",
};
const NOT_LEGAL: Text = Text { en: "This move is not legal here.", cs: "Tento tah zde není povolen." };

fn illegal(text: &'static Text, squares: &[Square]) -> IllegalMove {
    IllegalMove(Reason { text, args: squares.iter().map(|&s| name(s)).collect() })
}

impl Camelot {
    pub(super) fn explain(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.ended.is_some() {
            return Err(illegal(&GAME_OVER, &[]));
        }
        if !mv.route().iter().all(|&sq| exists(sq)) {
            return Err(illegal(&OFF_BOARD, &[]));
        }
        let from = mv.from();
        let code = self.cells[from as usize];
        if code == EMPTY {
            return Err(illegal(&NO_PIECE, &[from]));
        }
        if code & side_bit(self.turn as usize) == 0 {
            return Err(illegal(&NOT_YOURS, &[from]));
        }
        let mut found = false;
        self.generate_from(from, &mut |m| {
            found = m == mv;
            !found
        });
        if found {
            Ok(())
        } else {
            Err(self.diagnose(mv))
        }
    }

    /// The first rule a move of the player to move (from one of their pieces, over squares on
    /// the board) breaks.
    fn diagnose(&self, mv: Move) -> IllegalMove {
        let me = self.turn as usize & 1;
        let (mine, theirs) = (side_bit(me), side_bit(1 - me));
        let duty = self.duty();
        let from = mv.from();
        let route = mv.route();
        if let Duty::Leave(castle, _) = duty {
            if castle != from {
                return illegal(&MUST_LEAVE, &[castle]);
            }
        }
        let must_capture = match duty {
            Duty::Leave(_, must) | Duty::Free(must) => must,
        };
        if CASTLE[from as usize] == theirs {
            let to = mv.to();
            return if route.len() != 2 || to != other_castle_square(from) {
                illegal(&STUCK, &[])
            } else if self.castle_moves[me] >= 2 {
                illegal(&NO_CASTLE_MOVES, &[])
            } else if self.cells[to as usize] != EMPTY {
                illegal(&OCCUPIED, &[to])
            } else if must_capture {
                self.must_capture_reason()
            } else {
                illegal(&NOT_LEGAL, &[])
            };
        }

        // Walk the route on a scratch board, leap by leap.
        let knight = self.cells[from as usize] & KNIGHT_BIT != 0;
        let mut cells = self.cells;
        cells[from as usize] = EMPTY;
        let mut visited = Set::EMPTY;
        visited.insert(from);
        let (mut canters, mut jumps) = (0, 0);
        for (i, pair) in route.windows(2).enumerate() {
            let (at, to) = (pair[0], pair[1]);
            if i > 0 && CASTLE[at as usize] == theirs {
                return illegal(&ENEMY_CASTLE_STOP, &[at]);
            }
            let Some((step, distance)) = direction(at, to) else {
                return illegal(&NOT_A_STEP, &[at, to]);
            };
            if cells[to as usize] != EMPTY {
                return illegal(&OCCUPIED, &[to]);
            }
            if distance == 1 {
                if route.len() > 2 {
                    return illegal(&PLAIN_ALONE, &[]);
                }
                if CASTLE[to as usize] == mine {
                    return illegal(&OWN_CASTLE, &[to]);
                }
                continue;
            }
            let over = at.wrapping_add(step);
            if cells[over as usize] & mine != 0 {
                if jumps > 0 {
                    return illegal(&CANTER_AFTER_JUMP, &[]);
                }
                if CASTLE[to as usize] == mine {
                    return illegal(&OWN_CASTLE, &[to]);
                }
                if visited.contains(to) {
                    return if to == from { illegal(&CANTER_BACK, &[to]) } else { illegal(&CANTER_REVISIT, &[to]) };
                }
                visited.insert(to);
                canters += 1;
            } else if cells[over as usize] & theirs != 0 {
                if canters > 0 && !knight {
                    return illegal(&ONLY_KNIGHT, &[]);
                }
                cells[over as usize] = EMPTY;
                jumps += 1;
            } else {
                return illegal(&NOTHING_TO_LEAP, &[over]);
            }
        }
        let last = mv.to();
        if jumps > 0 && CASTLE[last as usize] != theirs && jump_available(&cells, last, theirs) {
            return illegal(&KEEP_JUMPING, &[last]);
        }
        if jumps == 0 && must_capture {
            return match duty {
                Duty::Leave(castle, _) => illegal(&MUST_JUMP_OUT, &[castle]),
                Duty::Free(_) => self.must_capture_reason(),
            };
        }
        if knight && jumps == 0 {
            // The scratch board is the position with the Knight lifted: nothing was captured.
            let landings = route.iter().skip(1);
            if let Some(&touched) =
                landings.filter(|&&sq| CASTLE[sq as usize] != theirs).find(|&&sq| jump_available(&cells, sq, theirs))
            {
                return illegal(&KNIGHT_MUST_CAPTURE, &[touched]);
            }
        }
        illegal(&NOT_LEGAL, &[])
    }

    /// "White must capture", naming one plain jump that is available.
    fn must_capture_reason(&self) -> IllegalMove {
        let me = self.turn as usize & 1;
        let theirs = side_bit(1 - me);
        let example = self.occupied[me]
            .iter()
            .filter(|&sq| CASTLE[sq as usize] != theirs)
            .find_map(|sq| {
                STEPS.iter().find_map(|&d| {
                    let over = sq.wrapping_add(d);
                    let to = over.wrapping_add(d);
                    (self.cells[over as usize] & theirs != 0 && self.cells[to as usize] == EMPTY)
                        .then(|| format!("{}x{}", name(sq), name(to)))
                })
            })
            .unwrap_or_default();
        let text = if me == WHITE { &WHITE_MUST_CAPTURE } else { &BLACK_MUST_CAPTURE };
        IllegalMove(Reason { text, args: vec![example] })
    }
}
