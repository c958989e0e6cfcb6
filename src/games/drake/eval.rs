//! How the computer judges a position of The Drake, in any variant (for `ai/`): material on
//! the board and in the stack, the safety of the leader, what each side threatens, mobility,
//! and with flags how far the enemy flag is from home.
//!
//! Nothing is tuned per troop: a kind's worth is derived from its actions (`Rules::worth`: how
//! many squares its sides reach on an open board). The other weights were tuned by self-play on
//! the standard game (fixed-depth searches, 600–800 games per comparison, colours alternating);
//! a troop in the stack is worth 90 % of one on the board.
//!
//! Everything comes from one survey per side of the squares its troops control: every square
//! an action could capture on, own troops included (so "controlled" also means "defended").

use super::board::{bit, edge_neighbours, inside, offset, rank_of, squares, Square};
use super::rules::FLAGS;
use super::state::{Drake, Phase, BLUE, NONE};
use super::troop::ActionKind;
use super::Move;
use crate::game::eval::EVAL_LIMIT;
use crate::game::Evaluate;

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
/// Carrying the enemy flag, and each row it has come towards home.
const FLAG_TAKEN: i32 = 150;
const FLAG_ROW: i32 = 60;
/// Each row the nearest own troop has come towards the enemy flag.
const FLAG_NEAR: i32 = 8;

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
        // Squares this side may not enter: mountains and the enemy's protect marks.
        let closed = self.mountains | self.shield[1 - player];
        let frozen = self.dread[1 - player];
        let flip = if player == BLUE { 1 } else { -1 };
        let mut s = Survey::default();
        for from in squares(own) {
            let (troop, face) = (self.troops[from as usize], self.face_up & bit(from) != 0);
            let side = self.rules.side(troop, face);
            let dreaded = frozen & bit(from) != 0;
            for action in self.rules.moves(troop, face) {
                let (dx, dy) = (action.dx, action.dy * flip);
                match action.kind {
                    ActionKind::Strike => {
                        if let Some(to) = offset(from, dx, dy, self.size) {
                            s.control |= bit(to);
                            s.mobility += i32::from(enemy & bit(to) != 0);
                        }
                    }
                    _ if dreaded => {}
                    ActionKind::Slide | ActionKind::JumpSlide => {
                        let (ux, uy) = if action.kind == ActionKind::Slide { (dx, dy) } else { (dx / 2, dy / 2) };
                        let mut next = offset(from, dx, dy, self.size);
                        while let Some(to) = next.filter(|&t| closed & bit(t) == 0) {
                            s.control |= bit(to);
                            if own & bit(to) != 0 {
                                break;
                            }
                            s.mobility += 1;
                            if enemy & bit(to) != 0 {
                                break;
                            }
                            next = offset(to, ux, uy, self.size);
                        }
                    }
                    _ => {
                        if let Some(to) = offset(from, dx, dy, self.size).filter(|&t| closed & bit(t) == 0) {
                            s.control |= bit(to);
                            s.mobility += i32::from(own & bit(to) == 0);
                        }
                    }
                }
            }
            if !side.command.is_empty() {
                let orders = side
                    .command
                    .iter()
                    .filter_map(|&(dx, dy)| offset(from, dx, dy * flip, self.size))
                    .fold(0, |set, sq| set | bit(sq))
                    & !closed;
                let movable = (orders & own & !frozen).count_ones() as i32;
                if movable > 0 {
                    s.control |= orders;
                    s.mobility += movable * (orders & !own).count_ones() as i32;
                }
            }
        }
        s
    }

    fn troop_worth(&self, player: usize, sq: Square) -> i32 {
        if self.leaders[player] == sq {
            0
        } else {
            self.rules.worth[self.troops[sq as usize].index()]
        }
    }

    /// The score of one side's own assets: material, mobility, guards and room around the
    /// leader, troops near the enemy leader, room to place, the flags.
    fn assets(&self, player: usize, mine: &Survey, theirs: &Survey) -> i32 {
        let own = self.occupied[player];
        let mut score: i32 = squares(own).map(|sq| self.troop_worth(player, sq)).sum();
        let stack = &self.stacks[player];
        // The leader still in the stack is beyond price like the one on the board.
        let skip = usize::from(stack.taken == 0);
        let in_stack: i32 = stack.remaining().iter().skip(skip).map(|t| self.rules.worth[t.index()]).sum();
        score += in_stack * IN_STACK / 100;
        score += mine.mobility * MOBILITY;
        if let Some(leader) = self.leader(player) {
            let around = edge_neighbours(bit(leader)) & inside(self.size);
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
        if self.ext & FLAGS != 0 {
            score += self.flag_race(player);
        }
        score
    }

    /// How far `player` has come with the enemy flag: carrying it, rows towards home; else
    /// the nearest own troop's rows towards the flag.
    fn flag_race(&self, player: usize) -> i32 {
        let flag = self.flags[1 - player];
        if flag == NONE {
            return 0;
        }
        let n = self.size as i32;
        let rank = rank_of(flag) as i32;
        let to_home = if player == BLUE { rank } else { n - 1 - rank };
        if self.occupied[player] & bit(flag) != 0 {
            return FLAG_TAKEN + (n - 1 - to_home) * FLAG_ROW;
        }
        let nearest = squares(self.occupied[player]).map(|sq| (rank_of(sq) as i32 - rank).abs()).min();
        nearest.map_or(0, |d| (n - 1 - d) * FLAG_NEAR)
    }

    /// The leader of `player` is attacked by the other side.
    fn leader_attacked(&self, player: usize, attackers: &Survey) -> bool {
        self.leader(player).is_some_and(|sq| attackers.control & bit(sq) & !self.guarded() != 0)
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
        let prey = mine.control & self.occupied[them] & !theirs.control & !self.guarded();
        let best_prey = squares(prey).map(|sq| self.troop_worth(them, sq)).max().unwrap_or(0);
        score += best_prey * THREAT / 100;
        // … and each own undefended troop under attack is partly lost.
        let hanging = theirs.control & self.occupied[me] & !mine.control;
        score -= squares(hanging).map(|sq| self.troop_worth(me, sq)).sum::<i32>() * HANGING / 100;
        score
    }

    /// The enemy troop a move takes, if any.
    fn victim(&self, mv: Move) -> Option<Square> {
        let target = match mv {
            Move::Place(_) => return None,
            Move::Step(_, to) | Move::Strike(_, to) | Move::Command(_, _, to) | Move::Detonate(to) => to,
        };
        (self.occupied[1 - self.turn as usize] & bit(target) != 0).then_some(target)
    }
}

impl Evaluate for Drake {
    // `deskovna calibrate drake`: 300 games on the 4×4 board (2,490 undecided positions). The
    // small board is steep: a lead there is a few moves from taking the leader.
    const SCORE_SCALE: f32 = 50.0;
    const REVIEW_NODES: u64 = 150_000;

    /// Fitted on 5×5 (60 games, 4,903 positions), used for every larger board too: a lead
    /// there takes as long to convert as in Drakoburg.
    fn score_scale(&self) -> f32 {
        if self.size() > 4 {
            366.0
        } else {
            Self::SCORE_SCALE
        }
    }

    fn evaluate(&self) -> i32 {
        self.score_for_mover().clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    fn is_noisy(&self, mv: Move) -> bool {
        self.victim(mv).is_some()
    }

    /// Captures by victim, then by the cheapest attacker; placements before other quiet moves.
    fn move_hint(&self, mv: Move) -> i32 {
        let worth = |sq: Square| self.rules.worth[self.troops[sq as usize].index()];
        match (mv, self.victim(mv)) {
            (Move::Place(_), _) => 50,
            (Move::Detonate(_), Some(to)) => worth(to) * 16,
            (Move::Step(from, _) | Move::Strike(from, _) | Move::Command(_, from, _), Some(to)) => {
                worth(to) * 16 - worth(from) / 16
            }
            _ => 0,
        }
    }

    fn move_slot(&self, mv: Move) -> usize {
        match mv {
            Move::Place(to) => to as usize,
            Move::Step(from, to) => 64 + from as usize * 64 + to as usize,
            Move::Strike(from, to) => 64 + 4096 + from as usize * 64 + to as usize,
            Move::Detonate(to) => 64 + 2 * 4096 + to as usize,
            Move::Command(by, from, to) => 128 + 2 * 4096 + (by as usize * 4096 + from as usize * 64 + to as usize),
        }
    }

    fn is_check(&self) -> bool {
        self.phase == Phase::Middle
            && self.ended.is_none()
            && self.leader_attacked(self.turn as usize, &self.survey(1 - self.turn as usize))
    }
}
