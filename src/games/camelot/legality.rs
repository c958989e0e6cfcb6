//! Why a move is not legal, as a kind. `Game::check` first looks the move up among the legal
//! moves of its piece; only a refused move is walked leap by leap here to find the first rule
//! it breaks. A planting is checked square by square.

use super::board::{direction, side_bit, Set, Square, EMPTY, KNIGHT_BIT, RIVER, STEPS, TREE};
use super::generate::{jump_available, Duty};
use super::moves::Move;
use super::refusal::Refusal;
use super::state::Camelot;

impl Camelot {
    /// The planting of `trees` by the side to move, if it is due.
    pub(super) fn check_planting(&self, trees: Option<[Square; 3]>) -> Result<(), Refusal> {
        let Some(trees) = trees else { return Err(Refusal::MustPlant) };
        let mine = self.board.planting_squares(self.turn as usize & 1);
        for (i, &sq) in trees.iter().enumerate() {
            if trees[..i].contains(&sq) {
                return Err(Refusal::PlantTwice(sq));
            }
            if !mine.contains(sq) || self.cells[sq as usize] != EMPTY {
                return Err(Refusal::PlantingSquare(sq));
            }
        }
        Ok(())
    }

    /// The first rule a move of the player to move (from one of their pieces, over squares on
    /// the board) breaks.
    pub(super) fn diagnose(&self, mv: Move) -> Refusal {
        let me = self.turn as usize & 1;
        let (mine, theirs) = (side_bit(me), side_bit(1 - me));
        let castle = &self.board.castle;
        let duty = self.duty();
        let from = mv.from();
        let route = mv.route();
        if let Duty::Leave(home, _) = duty {
            if home != from {
                return Refusal::MustLeave(home);
            }
        }
        let must_capture = match duty {
            Duty::Leave(_, must) | Duty::Free(must) => must,
        };
        if castle[from as usize] == theirs {
            let to = mv.to();
            return if route.len() != 2 || Some(to) != self.board.other_castle_square(from) {
                Refusal::Stuck
            } else if self.castle_moves[me] >= 2 {
                Refusal::NoCastleMoves
            } else if self.cells[to as usize] != EMPTY {
                Refusal::Occupied(to)
            } else if must_capture {
                self.must_capture()
            } else {
                Refusal::NotLegal
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
            if i > 0 && castle[at as usize] == theirs {
                return Refusal::EnemyCastleStop(at);
            }
            let Some((step, distance)) = direction(at, to) else {
                return Refusal::NotAStep(at, to);
            };
            match cells[to as usize] {
                EMPTY => {}
                RIVER => return Refusal::River(to),
                TREE => return Refusal::Tree(to),
                _ => return Refusal::Occupied(to),
            }
            if distance == 1 {
                if route.len() > 2 {
                    return Refusal::PlainAlone;
                }
                if castle[to as usize] == mine {
                    return Refusal::OwnCastle(to);
                }
                continue;
            }
            let over = at.wrapping_add(step);
            if cells[over as usize] & mine != 0 {
                if jumps > 0 {
                    return Refusal::CanterAfterJump;
                }
                if castle[to as usize] == mine {
                    return Refusal::OwnCastle(to);
                }
                if visited.contains(to) {
                    return if to == from { Refusal::CanterBack(to) } else { Refusal::CanterRevisit(to) };
                }
                visited.insert(to);
                canters += 1;
            } else if cells[over as usize] & theirs != 0 {
                if canters > 0 && !knight {
                    return Refusal::OnlyKnight;
                }
                cells[over as usize] = EMPTY;
                jumps += 1;
            } else {
                return Refusal::NothingToLeap(over);
            }
        }
        let last = mv.to();
        if jumps > 0 && castle[last as usize] != theirs && jump_available(&cells, last, theirs) {
            return Refusal::KeepJumping(last);
        }
        if jumps == 0 && must_capture {
            return match duty {
                Duty::Leave(home, _) => Refusal::MustJumpOut(home),
                Duty::Free(_) => self.must_capture(),
            };
        }
        if knight && jumps == 0 {
            // The scratch board is the position with the Knight lifted: nothing was captured.
            let landings = route.iter().skip(1);
            if let Some(&touched) =
                landings.filter(|&&sq| castle[sq as usize] != theirs).find(|&&sq| jump_available(&cells, sq, theirs))
            {
                return Refusal::KnightMustCapture(touched);
            }
        }
        // Every rule above holds and yet the generator did not list the move: no route the
        // property tests have tried reaches here.
        Refusal::NotLegal
    }

    /// "White must capture", naming one plain jump that is available.
    fn must_capture(&self) -> Refusal {
        let me = self.turn as usize & 1;
        let theirs = side_bit(1 - me);
        let example = self.occupied[me].iter().filter(|&sq| self.board.castle[sq as usize] != theirs).find_map(|sq| {
            STEPS.iter().find_map(|&d| {
                let over = sq.wrapping_add(d);
                let to = over.wrapping_add(d);
                (self.cells[over as usize] & theirs != 0 && self.cells[to as usize] == EMPTY).then_some((sq, to))
            })
        });
        let (from, to) = example.unwrap_or_default();
        Refusal::MustCapture(me, from, to)
    }
}
