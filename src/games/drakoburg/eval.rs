//! How the computer judges a position of Drakoburg (for `ai/`): material at the values of
//! rules/drakoburg.md, the safety of each side's Těžkooděnci (checks, escape squares, enemy
//! pressure round them, how many there are), mobility, Kopiníks on their way to promotion,
//! and pressure on the enemy castles, where every arrival brings a new Kopiník.
//!
//! Ts leave the board only by mate, so they are not material: a side's first T is beyond
//! price (losing the last one loses the game), each further T is a spare worth `SPARE_T`.

use super::attacks::{attack_map, targets};
use super::board::{bit, file_of, rank_of, squares, Square, KING_STEP, KNIGHT_TWO};
use super::piece::{Piece, PROMOTION, WHITE};
use super::setup::{CASTLES, PAWN_START};
use super::state::Drakoburg;
use super::Move;
use crate::game::eval::EVAL_LIMIT;
use crate::game::Evaluate;

/// Points per Kopiník of the rules' values (P 1, S 3, Z 5, A 6, U 7).
const UNIT: i32 = 100;
/// A second (third …) T: a mate then costs a T, not the game.
const SPARE_T: i32 = 700;
/// Each square a piece other than a T could move to.
const MOBILITY: i32 = 3;
/// By how far a Kopiník has come from its start rank (0..=3; 4 would be promotion).
const ADVANCE: [i32; 4] = [0, 8, 20, 40];
/// Per mille of the promotion gain (the new piece less the Kopiník) counted for a Kopiník
/// that has come 0..=3 ranks.
const PROMISE: [i32; 4] = [0, 40, 120, 300];
/// The T's escape squares (free of own pieces and enemy attacks), 0, 1, 2 …: a penalty.
const CRAMPED: [i32; 3] = [-70, -35, -12];
/// Each square round a T (its step and leap squares) the enemy attacks.
const PRESSURE: i32 = 6;
/// The seat to move has a T in check: it must spend its move on that.
const IN_CHECK: i32 = 60;
/// Each enemy castle square a side attacks while its pawn start rank has room: an arrival
/// there brings a new Kopiník.
const CASTLE_REACH: i32 = 25;
/// Percent of the best enemy piece the seat to move wins by a capture now (undefended, or
/// worth more than the capturer) that counts already.
const THREAT: i32 = 30;
/// Percent of each own piece under such a threat that is lost (the enemy chooses one).
const HANGING: i32 = 12;
const TEMPO: i32 = 10;

fn value(piece: Piece) -> i32 {
    match piece {
        Piece::Tezkoodenec => 0,
        p => p.value() as i32 * UNIT,
    }
}

/// What one side's pieces reach: every square a piece of it could move onto if an enemy stood
/// there (own pieces on it count as defended), Ts included.
fn reach(game: &Drakoburg, colour: usize) -> u64 {
    let p = &game.placement;
    let mut map = attack_map(colour, p.occupied(), &p.pieces[colour]);
    for t in squares(p.knights(colour)) {
        map |= KING_STEP[(t & 63) as usize] | KNIGHT_TWO[(t & 63) as usize];
    }
    map
}

/// How far a `colour` Kopiník on `sq` has come from its start rank, 0..=3.
fn progress(colour: usize, sq: Square) -> usize {
    let rank = rank_of(sq);
    let done = if colour == WHITE { rank.saturating_sub(1) } else { 5usize.saturating_sub(rank) };
    done.min(3)
}

impl Drakoburg {
    /// Material, spare Ts, Kopiník progress, mobility, T safety and castle pressure of
    /// `colour`, given both sides' reach.
    fn assets(&self, colour: usize, own_reach: u64, enemy_reach: u64) -> i32 {
        let p = &self.placement;
        let own = p.colours[colour];
        let occupied = p.occupied();
        let enemy_knights = p.knights(1 - colour);
        let mut score = 0;
        for piece in Piece::ALL {
            if piece == Piece::Tezkoodenec {
                continue;
            }
            for sq in squares(p.pieces[colour][piece as usize]) {
                score += value(piece);
                score += MOBILITY * targets(piece, colour, sq, occupied, own, enemy_knights).count_ones() as i32;
                if piece == Piece::Kopinik {
                    let done = progress(colour, sq);
                    let gain = value(PROMOTION[file_of(sq) % 7]).max(SPARE_T * i32::from(file_of(sq) == 3)) - UNIT;
                    score += ADVANCE[done] + gain * PROMISE[done] / 1000;
                }
            }
        }
        let knights = p.knights(colour);
        score += SPARE_T * (knights.count_ones() as i32 - 1).max(0);
        for t in squares(knights) {
            let around = KING_STEP[(t & 63) as usize] | KNIGHT_TWO[(t & 63) as usize];
            let escapes = (around & !own & !enemy_knights & !enemy_reach).count_ones() as usize;
            score += CRAMPED.get(escapes).copied().unwrap_or(0);
            score -= PRESSURE * (around & enemy_reach).count_ones() as i32;
        }
        if PAWN_START[colour] & !occupied != 0 {
            let castles = CASTLES[1 - colour] & own_reach & !own;
            score += CASTLE_REACH * castles.count_ones() as i32;
        }
        score
    }

    /// The best gain by one capture `hunter` has now, and the sum of what `victims` stand to
    /// lose, for pieces that are undefended or worth more than their cheapest attacker (a
    /// rough exchange test on the reach maps).
    fn exposed(&self, victims: usize, hunter_reach: u64, victim_reach: u64) -> (i32, i32) {
        let p = &self.placement;
        let (mut best, mut sum) = (0, 0);
        for piece in Piece::ALL {
            if piece == Piece::Tezkoodenec {
                continue;
            }
            let attacked = p.pieces[victims][piece as usize] & hunter_reach;
            for sq in squares(attacked) {
                let loss = if victim_reach & bit(sq) == 0 {
                    value(piece)
                } else {
                    self.cheapest_attacker(1 - victims, sq).map_or(0, |a| value(piece) - a)
                };
                if loss > 0 {
                    best = best.max(loss);
                    sum += loss;
                }
            }
        }
        (best, sum)
    }

    /// The value of the cheapest piece of `colour` other than a T that could move onto `sq`
    /// (a T may not capture a defended piece: it would stand in check).
    fn cheapest_attacker(&self, colour: usize, sq: Square) -> Option<i32> {
        let p = &self.placement;
        let occupied = p.occupied();
        Piece::ALL.into_iter().filter(|&piece| piece != Piece::Tezkoodenec).find_map(|piece| {
            squares(p.pieces[colour][piece as usize])
                .any(|from| targets(piece, colour, from, occupied, 0, 0) & bit(sq) != 0)
                .then(|| value(piece))
        })
    }

    fn score_for_mover(&self) -> i32 {
        let me = self.placement.me();
        let them = 1 - me;
        let (mine, theirs) = (reach(self, me), reach(self, them));
        let mut score = TEMPO + self.assets(me, mine, theirs) - self.assets(them, theirs, mine);
        if self.checked != 0 {
            score -= IN_CHECK;
        }
        let (prey, _) = self.exposed(them, mine, theirs);
        let (_, hanging) = self.exposed(me, theirs, mine);
        score + prey * THREAT / 100 - hanging * HANGING / 100
    }

    /// What `mv` captures, what it promotes to (less the Kopiník), and whether it brings a new
    /// Kopiník.
    fn gains(&self, mv: Move) -> (Option<Piece>, i32, bool) {
        let p = &self.placement;
        let me = p.me();
        let captured = p.kind_at(1 - me, mv.to);
        let promotion = match p.kind_at(me, mv.from) {
            Some(Piece::Kopinik) if PAWN_START[1 - me] & bit(mv.to) != 0 => {
                let new = PROMOTION[file_of(mv.to) % 7];
                if new == Piece::Tezkoodenec {
                    SPARE_T
                } else {
                    value(new) - UNIT
                }
            }
            _ => 0,
        };
        (captured, promotion, mv.reinforcement.is_some())
    }
}

impl Evaluate for Drakoburg {
    // `deskovna calibrate drakoburg`: 40 games, 3,666 positions.
    const SCORE_SCALE: f32 = 349.0;
    const REVIEW_NODES: u64 = 100_000;

    fn evaluate(&self) -> i32 {
        self.score_for_mover().clamp(-EVAL_LIMIT, EVAL_LIMIT)
    }

    /// Captures, promotions and reinforcements: they change the material.
    fn is_noisy(&self, mv: Move) -> bool {
        mv.reinforcement.is_some()
            || self.placement.colours[1 - self.placement.me()] & bit(mv.to) != 0
            || self.gains(mv).1 != 0
    }

    /// Most valuable victim first, by the least valuable attacker; promotions and
    /// reinforcements by what they add.
    fn move_hint(&self, mv: Move) -> i32 {
        let (captured, promotion, reinforced) = self.gains(mv);
        let attacker = self.placement.kind_at(self.placement.me(), mv.from).map_or(0, value);
        let mut hint = promotion * 16 + if reinforced { UNIT * 16 } else { 0 };
        if let Some(victim) = captured {
            hint += value(victim) * 16 - attacker / 16;
        }
        hint
    }

    fn move_slot(&self, mv: Move) -> usize {
        let extra = mv.reinforcement.map_or(0, |sq| 1 + file_of(sq));
        ((mv.from as usize & 63) * 64 + (mv.to as usize & 63)) * 8 + extra
    }

    fn is_check(&self) -> bool {
        self.ended.is_none() && self.checked != 0
    }
}
