//! Where pieces can go by their move rules alone, and whether a Těžkooděnec is in check.
//!
//! "In check" means an enemy piece other than a T could move onto the T's square (pins do not
//! matter). The test looks outward from the T square: leaps and steps by table, rides by ray
//! scan, and the bent moves of the Panoš and Turkopol backwards along their ride (see
//! [`attacked`]).

use super::board::{
    bit, diagonal_rides, fan, orthogonal_rides, ride, shift, squares, Square, DIAGONALS, KING_STEP, KNIGHT_LEAP,
    KNIGHT_TWO, N, NE, NW, ORTHOGONALS, PAWN_SOURCE, PAWN_STEP, RAYS, S, SE, SW,
};
use super::piece::Piece;
use super::placement::{arriving, Placement};

/// The outward rides after a first step from `from` in each of `steps` (orthogonal for the
/// Panoš, diagonal for the Turkopol): the step square must be empty, the ride goes along the two
/// directions that `fan` gives for the step, and covers at least one square.
#[inline(always)]
fn bent_rides(from: Square, steps: [usize; 4], occupied: u64) -> u64 {
    let mut out = 0;
    for step in steps {
        let first = shift(bit(from), step) & !occupied;
        if first != 0 {
            let at = first.trailing_zeros() as Square;
            let [a, b] = fan(step);
            out |= ride(at, a, occupied) | ride(at, b, occupied);
        }
    }
    out
}

/// Every square the `piece` of `colour` on `from` could move to by its move rules alone:
/// not onto its own pieces (`own`), and a T not onto an enemy T (`enemy_knights`).
#[inline(always)]
pub fn targets(piece: Piece, colour: usize, from: Square, occupied: u64, own: u64, enemy_knights: u64) -> u64 {
    let sq = (from & 63) as usize;
    let reach = match piece {
        Piece::Kopinik => PAWN_STEP[colour & 1][sq],
        Piece::Lukostrelec => KING_STEP[sq] | diagonal_rides(from, occupied),
        Piece::Zbrojnos => KING_STEP[sq] | orthogonal_rides(from, occupied),
        Piece::Panos => KING_STEP[sq] | KNIGHT_LEAP[sq] | bent_rides(from, ORTHOGONALS, occupied),
        Piece::Turkopol => KING_STEP[sq] | KNIGHT_LEAP[sq] | bent_rides(from, DIAGONALS, occupied),
        Piece::Tezkoodenec => (KING_STEP[sq] | KNIGHT_TWO[sq]) & !enemy_knights,
    };
    reach & !own
}

/// Whether a piece of `attacker` (its pieces `enemy`, by kind) other than a T could move onto
/// `sq` with the board `occupied`.
///
/// Bent moves are found backwards: a Panoš reaches `sq` by riding a diagonal `d` after an
/// orthogonal step `o` that `d` leads along, so it stands one step `-o` away from an empty
/// square on the ray from `sq` in direction `-d`; the two candidate steps are the two
/// orthogonals `fan(-d)`. The Turkopol is the same with the roles of the directions swapped.
#[inline(always)]
pub fn attacked(sq: Square, attacker: usize, occupied: u64, enemy: &[u64; 6]) -> bool {
    let i = (sq & 63) as usize;
    let [pawns, archers, men, squires, turcopoles, _] = *enemy;
    if PAWN_SOURCE[attacker & 1][i] & pawns != 0
        || KNIGHT_LEAP[i] & (squires | turcopoles) != 0
        || KING_STEP[i] & (archers | men | squires | turcopoles) != 0
    {
        return true;
    }
    // Each ray is scanned once and serves both the rider and the bent piece of its kind.
    for (dirs, riders, benders) in [(DIAGONALS, archers, squires), (ORTHOGONALS, men, turcopoles)] {
        if riders | benders == 0 {
            continue;
        }
        for dir in dirs {
            let reach = ride(sq, dir, occupied);
            if reach & riders != 0 {
                return true;
            }
            if benders != 0 {
                let stops = reach & !occupied;
                let [a, b] = fan(dir);
                if (shift(stops, a) | shift(stops, b)) & benders != 0 {
                    return true;
                }
            }
        }
    }
    false
}

/// Every square a piece of `attacker` other than a T could move onto if one of its enemies
/// stood there, with the board `occupied`.
#[inline(always)]
pub fn attack_map(attacker: usize, occupied: u64, enemy: &[u64; 6]) -> u64 {
    let [pawns, archers, men, squires, turcopoles, _] = *enemy;
    let forward = if attacker & 1 == 0 { [N, NE, NW] } else { [S, SE, SW] };
    let mut map = shift(pawns, forward[0]) | shift(pawns, forward[1]) | shift(pawns, forward[2]);
    for sq in squares(archers) {
        map |= KING_STEP[(sq & 63) as usize] | diagonal_rides(sq, occupied);
    }
    for sq in squares(men) {
        map |= KING_STEP[(sq & 63) as usize] | orthogonal_rides(sq, occupied);
    }
    for sq in squares(squires) {
        map |= KING_STEP[(sq & 63) as usize] | KNIGHT_LEAP[(sq & 63) as usize] | bent_rides(sq, ORTHOGONALS, occupied);
    }
    for sq in squares(turcopoles) {
        map |= KING_STEP[(sq & 63) as usize] | KNIGHT_LEAP[(sq & 63) as usize] | bent_rides(sq, DIAGONALS, occupied);
    }
    map
}

impl Placement {
    /// The Ts of `colour` that are in check.
    pub fn checked_knights(&self, colour: usize) -> u64 {
        let occupied = self.occupied();
        let enemy = &self.pieces[1 - (colour & 1)];
        squares(self.knights(colour))
            .filter(|&t| attacked(t, 1 - (colour & 1), occupied, enemy))
            .fold(0, |s, t| s | bit(t))
    }

    /// Whether any T of `colour` is in check.
    pub fn in_check(&self, colour: usize) -> bool {
        let occupied = self.occupied();
        let enemy = &self.pieces[1 - (colour & 1)];
        squares(self.knights(colour)).any(|t| attacked(t, 1 - (colour & 1), occupied, enemy))
    }

    /// Whether, after the player to move plays `piece` from `from` to `to` (plus a new Kopiník
    /// on the squares `extra`), none of their Ts is in check.
    #[inline(always)]
    pub fn safe_after(&self, piece: Piece, from: Square, to: Square, extra: u64) -> bool {
        let me = self.me();
        let (from_bit, to_bit) = (bit(from), bit(to));
        let occupied = (self.occupied() & !from_bit) | to_bit | extra;
        let mut knights = self.knights(me) & !from_bit;
        if arriving(piece, me, to) == Piece::Tezkoodenec {
            knights |= to_bit;
        }
        let e = &self.pieces[1 - me];
        let enemy = [e[0] & !to_bit, e[1] & !to_bit, e[2] & !to_bit, e[3] & !to_bit, e[4] & !to_bit, 0];
        squares(knights).all(|t| !attacked(t, 1 - me, occupied, &enemy))
    }

    /// The squares whose emptying could open a ride onto one of `colour`'s Ts ("pinned"
    /// pieces, in a wide sense). Every ride onto a T — a Lukostřelec's or Zbrojnoš's, and the
    /// bent ride of a Panoš or Turkopol, whose first step square lies on the ray too — runs
    /// along a ray from the T over empty squares, so only the first occupied square of each
    /// ray can open one; it does if, with it gone, the ray reaches a rider of the ray's kind or
    /// passes a bent piece one step beside it (the same geometry as in [`attacked`]).
    #[inline(always)]
    pub fn pinned(&self, colour: usize) -> u64 {
        let e = &self.pieces[1 - (colour & 1)];
        let (archers, men) = (e[Piece::Lukostrelec as usize], e[Piece::Zbrojnos as usize]);
        let (squires, turcopoles) = (e[Piece::Panos as usize], e[Piece::Turkopol as usize]);
        let own = self.colours[colour & 1];
        let occupied = self.occupied();
        let mut pinned = 0;
        for t in squares(self.knights(colour)) {
            let i = (t & 63) as usize;
            for (dirs, riders, benders) in [(ORTHOGONALS, men, turcopoles), (DIAGONALS, archers, squires)] {
                for dir in dirs {
                    let ray = RAYS[dir][i];
                    let [a, b] = fan(dir);
                    if ray & riders == 0 && (shift(ray, a) | shift(ray, b)) & benders == 0 {
                        continue;
                    }
                    let first = ride(t, dir, occupied) & occupied & own;
                    if first == 0 {
                        continue;
                    }
                    let opened = ride(t, dir, occupied ^ first);
                    let stops = opened & !(occupied ^ first);
                    if opened & riders != 0 || (shift(stops, a) | shift(stops, b)) & benders != 0 {
                        pinned |= first;
                    }
                }
            }
        }
        pinned
    }
}
