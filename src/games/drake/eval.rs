//! How the computer judges a position of The Drake (for `ai/`): material on the board and in
//! the stack, the safety of the leader, what each side threatens, and mobility.
//!
//! The weights were tuned by self-play (fixed-depth searches, 600–800 games per comparison,
//! colours alternating): the Spearman and Swordsman are worth less than one would guess, the
//! Clubman more; a troop in the stack is worth 90 % of one on the board.
//!
//! Everything comes from one survey per side of the squares its troops control: every square
//! an action could capture on, own troops included (so "controlled" also means "defended").

use super::board::{bit, edge_neighbours, offset, squares, Square};
use super::state::{Drake, Phase, BLUE};
use super::troop::{ActionKind, Troop};
use super::Move;
use crate::game::eval::EVAL_LIMIT;
use crate::game::Evaluate;

/// What a troop is worth on the board, by `Troop as usize` (the leader is beyond price; its
/// number here only orders captures).
const WORTH: [i32; 6] = [2_000, 160, 300, 110, 130, 230];
/// A troop still in the stack is safe but not yet working: this share (percent) of its worth.
const IN_STACK: i32 = 90;
/// Each action a side could take now.
const MOBILITY: i32 = 4;
/// Each own troop next to the leader.
const GUARD: i32 = 9;
/// Each square next to the leader the enemy controls.
const PRESSURE: i32 = 16;
/// Each free square next to the leader the enemy does not control (room to run).
const ROOM: i32 = 10;
/// Each own troop within two steps of the enemy leader.
const NEAR: i32 = 6;
/// Each free square a stack troop could be placed on (up to `PLACES_COUNTED`).
const PLACE: i32 = 5;
const PLACES_COUNTED: u32 = 4;
/// The seat to move's leader is attacked: it must spend its move on that.
const LEADER_ATTACKED: i32 = 150;
/// The seat to move attacks the enemy leader: it takes it now (a search sees that itself;
/// this is for a bare evaluation).
const LEADER_EXPOSED: i32 = EVAL_LIMIT / 2;
/// Percent of the best undefended enemy troop the seat to move can take that counts now.
const THREAT: i32 = 25;
/// Percent of the worth of each own undefended, attacked troop lost (the enemy chooses).
const HANGING: i32 = 20;
/// Being to move.
const TEMPO: i32 = 10;

fn worth(troop: Troop) -> i32 {
    WORTH[troop as usize]
}

/// What one side's troops do on the board.
#[derive(Clone, Copy, Default)]
struct Survey {
    /// Squares an action could capture on (own troops included: defended).
    control: u64,
    /// Actions available now.
    mobility: i32,
}

impl Drake {
    fn survey(&self, player: usize) -> Survey {
        let own = self.occupied[player];
        let enemy = self.occupied[1 - player];
        let flip = if player == BLUE { 1 } else { -1 };
        let mut s = Survey::default();
        for from in squares(own) {
            let face = self.face_up & bit(from) != 0;
            for action in self.troops[from as usize].actions(face) {
                let (dx, dy) = (action.dx, action.dy * flip);
                match action.kind {
                    ActionKind::Shift => {
                        if let Some(to) = offset(from, dx, dy, self.size).filter(|&t| self.mountains & bit(t) == 0) {
                            s.control |= bit(to);
                            s.mobility += i32::from(own & bit(to) == 0);
                        }
                    }
                    ActionKind::Slide => {
                        let mut at = from;
                        while let Some(to) = offset(at, dx, dy, self.size).filter(|&t| self.mountains & bit(t) == 0) {
                            s.control |= bit(to);
                            if own & bit(to) != 0 {
                                break;
                            }
                            s.mobility += 1;
                            if enemy & bit(to) != 0 {
                                break;
                            }
                            at = to;
                        }
                    }
                    ActionKind::Strike => {
                        if let Some(to) = offset(from, dx, dy, self.size) {
                            s.control |= bit(to);
                            s.mobility += i32::from(enemy & bit(to) != 0);
                        }
                    }
                }
            }
        }
        s
    }

    /// The score of one side's own assets: material, mobility, guards and room around the
    /// leader, troops near the enemy leader, room to place.
    fn assets(&self, player: usize, mine: &Survey, theirs: &Survey) -> i32 {
        let own = self.occupied[player];
        let mut score: i32 = squares(own).map(|sq| self.troop_worth(sq)).sum();
        let stack = self.stacks[player].remaining();
        score += stack.iter().filter(|&&t| t != Troop::Drake).map(|&t| worth(t) * IN_STACK / 100).sum::<i32>();
        score += mine.mobility * MOBILITY;
        if let Some(leader) = self.leader(player) {
            let around = edge_neighbours(bit(leader)) & self.board_mask();
            score += (around & own).count_ones() as i32 * GUARD;
            score -= (around & theirs.control).count_ones() as i32 * PRESSURE;
            score += (around & self.free() & !theirs.control).count_ones() as i32 * ROOM;
        }
        if let Some(target) = self.leader(1 - player) {
            let near = edge_neighbours(edge_neighbours(bit(target)) | bit(target));
            score += (near & own).count_ones() as i32 * NEAR;
        }
        if self.phase == Phase::Middle && !stack.is_empty() {
            let places = (edge_neighbours(own) & self.free()).count_ones().min(PLACES_COUNTED);
            score += places as i32 * PLACE;
        }
        score
    }

    fn troop_worth(&self, sq: Square) -> i32 {
        match self.troops[sq as usize] {
            Troop::Drake => 0,
            troop => worth(troop),
        }
    }

    fn board_mask(&self) -> u64 {
        super::board::inside(self.size)
    }

    /// The leader of `player` is attacked by the other side.
    fn leader_attacked(&self, player: usize, attackers: &Survey) -> bool {
        self.leader(player).is_some_and(|sq| attackers.control & bit(sq) != 0)
    }

    fn score_for_mover(&self) -> i32 {
        let me = self.turn as usize;
        let them = 1 - me;
        let surveys = [self.survey(me), self.survey(them)];
        let (mine, theirs) = (&surveys[0], &surveys[1]);
        let mut score = TEMPO + self.assets(me, mine, theirs) - self.assets(them, theirs, mine);
        if self.phase != Phase::Middle {
            return score;
        }
        if self.leader_attacked(them, mine) {
            return LEADER_EXPOSED + score.clamp(-1_000, 1_000);
        }
        if self.leader_attacked(me, theirs) {
            score -= LEADER_ATTACKED;
        }
        // The best undefended enemy troop within reach is as good as half taken …
        let prey = mine.control & self.occupied[them] & !theirs.control;
        let best_prey = squares(prey).map(|sq| self.troop_worth(sq)).max().unwrap_or(0);
        score += best_prey * THREAT / 100;
        // … and each own undefended troop under attack is partly lost.
        let hanging = theirs.control & self.occupied[me] & !mine.control;
        score -= squares(hanging).map(|sq| self.troop_worth(sq)).sum::<i32>() * HANGING / 100;
        score
    }
}

impl Evaluate for Drake {
    fn evaluate(&self) -> i32 {
        self.score_for_mover().clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    fn is_noisy(&self, mv: Move) -> bool {
        match mv {
            Move::Place(_) => false,
            Move::Step(_, to) => self.occupied[1 - self.turn as usize] & bit(to) != 0,
            Move::Strike(..) => true,
        }
    }

    /// Captures by victim, then by the cheapest attacker; placements before other quiet moves.
    fn move_hint(&self, mv: Move) -> i32 {
        match mv {
            Move::Place(_) => 50,
            Move::Step(from, to) | Move::Strike(from, to) => {
                if self.occupied[1 - self.turn as usize] & bit(to) != 0 {
                    worth(self.troops[to as usize]) * 16 - worth(self.troops[from as usize]) / 16
                } else {
                    0
                }
            }
        }
    }

    fn move_slot(&self, mv: Move) -> usize {
        match mv {
            Move::Place(to) => to as usize,
            Move::Step(from, to) => 64 + from as usize * 64 + to as usize,
            Move::Strike(from, to) => 64 + 4096 + from as usize * 64 + to as usize,
        }
    }

    fn is_check(&self) -> bool {
        self.phase == Phase::Middle
            && self.ended.is_none()
            && self.leader_attacked(self.turn as usize, &self.survey(1 - self.turn as usize))
    }
}
