//! How the computer judges a position of the Camelot family (for `ai/`): material, how far
//! each side has come towards the enemy castle (a piece inside it is half the win, and can
//! never be taken), the guard on its own castle, pieces that can be jumped, and mobility.
//!
//! Camelot is a race as much as a fight: the advance tables grow steeply near the enemy castle
//! so that a side with nothing to capture still has a reason to move forward (a search that
//! sees no gain would shuffle until the 100-ply rule), and a side ahead in material is paid for
//! trading down, since capturing everything also wins. A side far ahead (a won ending) is paid
//! for every step its whole army comes nearer the enemy castle (`push`): there it breaks through,
//! by the castle or by taking the last defenders.
//!
//! Every distance is the board's own (`Board::to_goal`, `Board::to_castle`): ranks and king
//! steps to the enemy castle, the way round the river over its bridges in River Camelot, to a
//! castle of one square or two. On the Camelot board these are the ranks and the Chebyshev
//! distances the evaluation has always used, so its scores there are unchanged. In
//! Anti-Camelot the goals are reversed (`anti_score`): material, mobility, the approach to the
//! enemy castle and the pieces that can be jumped count the other way, while advancing still
//! pays, as it brings the armies into contact; nothing pulls towards the castle there.

use super::board::{side_bit, Square, EMPTY, KNIGHT_BIT, STEPS};
use super::moves::Move;
use super::state::{leapt, Camelot};
use crate::game::eval::EVAL_LIMIT;
use crate::game::Evaluate;

const MAN: i32 = 100;
const KNIGHT: i32 = 190;
/// A piece in the enemy castle: one more there wins, and nothing can jump it there.
const IN_CASTLE: i32 = 450;
/// By forward rank (0 = own castle rank, 15 = the enemy castle rank): the worth of standing
/// there. The start ranks (5, 6) are the zero.
const ADVANCE: [i32; 16] = [-10, -8, -6, -4, -2, 0, 0, 4, 10, 18, 28, 40, 54, 70, 88, 0];
/// By (Chebyshev) distance to the nearer enemy castle square: a piece about to step in.
const APPROACH: [i32; 5] = [0, 90, 45, 20, 8];
/// Each own piece within two squares of the own castle (up to `GUARDS_COUNTED`), and more
/// for each enemy piece within `DANGER` squares of it.
const GUARD: i32 = 10;
const GUARD_PER_ATTACKER: i32 = 12;
const GUARDS_COUNTED: i32 = 2;
const DANGER: usize = 4;
/// Each plain move a side could make.
const MOBILITY: i32 = 2;
/// Percent of the best enemy piece the seat to move can jump now that counts already.
const THREAT: i32 = 30;
/// Percent of each own piece the enemy could jump that is lost (the mover saves one at most).
const HANGING: i32 = 15;
/// A side ahead in material gains this share (per mille) of its lead for each piece off the
/// board: trading down brings the win by capture nearer.
const TRADE: i32 = 12;
const TEMPO: i32 = 8;
/// A won ending: a side this far ahead in material (three Men) is paid `PUSH` for every king
/// step each of its pieces stands nearer the enemy castle than `REACH` — in full from
/// `PUSH_FULL` ahead, in part from `PUSH_FROM`. The search sees the breakthrough only once the
/// army stands at the castle; without this pull the leader shuffles where it stands (all its
/// quiet moves look alike) until the ply cap or the 100-ply rule.
const PUSH_FROM: i32 = 200;
const PUSH_FULL: i32 = 400;
const PUSH: i32 = 12;
const REACH: usize = 15;

fn worth(code: u8) -> i32 {
    if code & KNIGHT_BIT != 0 {
        KNIGHT
    } else {
        MAN
    }
}

/// How far forward `sq` is for `side`, 0 (far) to 15 (at the enemy castle): the advance
/// tables' index.
fn forward(game: &Camelot, side: usize, sq: Square) -> usize {
    15 - (game.board.to_goal[side & 1][sq as usize] as usize).min(15)
}

/// King steps from `sq` to the castle `side` attacks.
fn to_castle(game: &Camelot, side: usize, sq: Square) -> usize {
    game.board.to_castle[side & 1][sq as usize] as usize
}

/// What one side has on the board.
#[derive(Default)]
struct Survey {
    material: i32,
    pieces: i32,
    /// Advance, approach and the castle together.
    position: i32,
    advance: i32,
    approach: i32,
    /// Plain moves available.
    mobility: i32,
    /// King steps short of `REACH` to the enemy castle, summed over the pieces outside it.
    closeness: i32,
    /// Own pieces guarding the own castle, and enemy pieces near it.
    guards: i32,
}

/// The pull of a side `lead` points ahead towards the enemy castle (0 unless `PUSH_FROM` ahead).
fn push(lead: i32, s: &Survey) -> i32 {
    let share = (lead - PUSH_FROM).clamp(0, PUSH_FULL - PUSH_FROM);
    s.closeness * PUSH * share / (PUSH_FULL - PUSH_FROM)
}

impl Camelot {
    fn survey(&self, side: usize) -> Survey {
        let mine = side_bit(side);
        let theirs = side_bit(1 - side);
        let castle = &self.board.castle;
        let mut s = Survey::default();
        for sq in self.occupied[side].iter() {
            let code = self.cells[sq as usize];
            s.material += worth(code);
            s.pieces += 1;
            if castle[sq as usize] == theirs {
                s.position += IN_CASTLE;
                continue;
            }
            let steps = to_castle(self, side, sq);
            let advance = ADVANCE[forward(self, side, sq)];
            let approach = APPROACH.get(steps).copied().unwrap_or(0);
            s.closeness += REACH.saturating_sub(steps) as i32;
            s.position += advance + approach;
            s.advance += advance;
            s.approach += approach;
            if to_castle(self, 1 - side, sq) <= 2 {
                s.guards += 1;
            }
            for d in STEPS {
                let to = sq.wrapping_add(d);
                s.mobility += i32::from(self.cells[to as usize] == EMPTY && castle[to as usize] != mine);
            }
        }
        s
    }

    /// Enemy pieces within `DANGER` steps of `side`'s castle.
    fn attackers_near(&self, side: usize) -> i32 {
        let enemy_castle = side_bit(side);
        self.occupied[1 - side]
            .iter()
            .filter(|&sq| self.board.castle[sq as usize] != enemy_castle && to_castle(self, 1 - side, sq) <= DANGER)
            .count() as i32
    }

    /// The worth of the pieces of `victims` that a piece of the other side could jump now: the
    /// best one and the sum. Pieces in their enemy castle cannot jump; nothing jumps a piece
    /// there either (no square lies beyond).
    fn jumpable(&self, victims: usize) -> (i32, i32) {
        let hunter = side_bit(1 - victims);
        let hunter_stuck = side_bit(victims);
        let (mut best, mut sum) = (0, 0);
        for sq in self.occupied[victims].iter() {
            let taken = STEPS.iter().any(|&d| {
                let from = sq.wrapping_sub(d);
                let to = sq.wrapping_add(d);
                self.cells[from as usize] & hunter != 0
                    && self.board.castle[from as usize] != hunter_stuck
                    && self.cells[to as usize] == EMPTY
            });
            if taken {
                let w = worth(self.cells[sq as usize]);
                best = best.max(w);
                sum += w;
            }
        }
        (best, sum)
    }

    fn assets(&self, side: usize, s: &Survey) -> i32 {
        let guards = s.guards.min(GUARDS_COUNTED);
        s.material
            + s.position
            + s.mobility * MOBILITY
            + guards * (GUARD + GUARD_PER_ATTACKER * self.attackers_near(side))
    }

    fn score_for_mover(&self) -> i32 {
        let me = self.turn as usize & 1;
        let them = 1 - me;
        let (mine, theirs) = (self.survey(me), self.survey(them));
        let mut score = TEMPO + self.assets(me, &mine) - self.assets(them, &theirs);
        let lead = mine.material - theirs.material;
        let (knights, men) = self.board.army();
        let off_board = (2 * (knights + men) as i32 - mine.pieces - theirs.pieces).max(0);
        score += lead * off_board * TRADE / 1000;
        score += push(lead, &mine) - push(-lead, &theirs);
        let (prey, _) = self.jumpable(them);
        let (_, hanging) = self.jumpable(me);
        score + prey * THREAT / 100 - hanging * HANGING / 100
    }

    /// Anti-Camelot: losing pieces, leaving them to be captured and running out of moves bring
    /// the win; capturing is compulsory, so an enemy piece that could be jumped is a burden;
    /// advancing brings the armies into contact, but a piece near the enemy castle may be
    /// forced in.
    fn anti_score(&self) -> i32 {
        let me = self.turn as usize & 1;
        let them = 1 - me;
        let (mine, theirs) = (self.survey(me), self.survey(them));
        let (prey, _) = self.jumpable(them);
        let (_, hanging) = self.jumpable(me);
        TEMPO - (mine.material - theirs.material) + (mine.advance - theirs.advance)
            - (mine.approach - theirs.approach)
            - (mine.mobility - theirs.mobility) * MOBILITY
            - prey * THREAT / 100
            + hanging * HANGING / 100
    }

    /// The enemy pieces `mv` jumps, by worth, and whether it ends in the enemy castle.
    fn gains(&self, mv: Move) -> (i32, bool) {
        if mv.trees().is_some() {
            return (0, false);
        }
        let me = self.turn as usize & 1;
        let theirs = side_bit(1 - me);
        let mut taken = 0;
        for pair in mv.route().windows(2) {
            if let Some(over) = leapt(pair[0], pair[1]) {
                if self.cells[over as usize] & theirs != 0 {
                    taken += worth(self.cells[over as usize]);
                }
            }
        }
        (taken, self.board.castle[mv.to() as usize] == theirs)
    }
}

impl Evaluate for Camelot {
    // `deskovna calibrate camelot`: 40 games, 3,786 positions; a lead of a few men takes long
    // to convert.
    const SCORE_SCALE: f32 = 172.0;
    const REVIEW_NODES: u64 = 100_000;

    fn evaluate(&self) -> i32 {
        let score = if self.anti { self.anti_score() } else { self.score_for_mover() };
        score.clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// Captures, and steps into the enemy castle (a second one there wins).
    fn is_noisy(&self, mv: Move) -> bool {
        let (taken, castle) = self.gains(mv);
        taken > 0 || castle
    }

    /// Captures by what they take (more pieces first), castle entries; quiet moves by how far
    /// forward they go.
    fn move_hint(&self, mv: Move) -> i32 {
        let (taken, castle) = self.gains(mv);
        let me = self.turn as usize & 1;
        if mv.trees().is_some() {
            return 0;
        }
        let advance = forward(self, me, mv.to()) as i32 - forward(self, me, mv.from()) as i32;
        // Anti-Camelot: taking pieces and entering the enemy castle count against the mover.
        let gain = taken * 16 + if castle { 4_000 } else { 0 };
        if self.anti {
            advance * 8 - gain
        } else {
            gain + advance * 8
        }
    }

    /// A planting captures nothing, and is all that may be played.
    fn is_quiet(&self) -> bool {
        self.planting_due()
    }

    fn move_slot(&self, mv: Move) -> usize {
        mv.from() as usize * 256 + mv.to() as usize
    }
}
