//! Why a move is not legal: the refusal `Game::check` gives for each kind of move.

use super::board::{bit, name, Square};
use super::refusal::Refusal;
use super::state::{Drake, Phase, BLUE};
use super::Move;

impl Drake {
    pub(super) fn on_board(&self, sq: Square) -> bool {
        (sq % 8) < self.size && (sq / 8) < self.size
    }

    fn on_board_all(&self, squares: &[Square]) -> Result<(), Refusal> {
        match squares.iter().find(|&&sq| !self.on_board(sq)) {
            Some(&sq) => Err(Refusal::OffBoard(name(sq))),
            None => Ok(()),
        }
    }

    /// Why the stack top may not go on `to`, if it may not.
    pub(super) fn placement_refusal(&self, to: Square) -> Result<(), Refusal> {
        let me = self.turn as usize;
        self.on_board_all(&[to])?;
        if self.stacks[me].is_empty() {
            return Err(Refusal::StackEmpty);
        }
        if self.bomb_on_top(me) {
            return Err(Refusal::BombOnTop);
        }
        if self.mountains & bit(to) != 0 {
            return Err(Refusal::Mountain(to));
        }
        if self.free() & bit(to) == 0 {
            return Err(Refusal::NotEmpty(to));
        }
        if self.placements() & bit(to) != 0 {
            return Ok(());
        }
        if self.shield[1 - me] & bit(to) != 0 {
            return Err(Refusal::Protected(to));
        }
        Err(match self.phase {
            Phase::Leaders => Refusal::LeaderRow(if me == BLUE { 1 } else { self.size }),
            Phase::Guards(_) => Refusal::GuardSquare,
            Phase::Middle => Refusal::NextToOwn,
        })
    }

    /// Why the bomb on top may not destroy the troop on `target`, if it may not.
    pub(super) fn detonation_refusal(&self, target: Square) -> Result<(), Refusal> {
        self.on_board_all(&[target])?;
        if !self.bomb_on_top(self.turn as usize) || self.phase != Phase::Middle {
            return Err(Refusal::NoBomb);
        }
        if self.bomb_targets() & bit(target) != 0 {
            Ok(())
        } else if self.guarded() & bit(target) != 0 {
            Err(Refusal::Fortress(target))
        } else {
            Err(Refusal::NoBombTarget(target))
        }
    }

    /// Why a troop's action (a step, strike or command) is not legal, if it is not.
    pub(super) fn action_refusal(&self, mv: Move) -> Result<(), Refusal> {
        let (actor, from, to) = match mv {
            Move::Step(from, to) | Move::Strike(from, to) => (from, from, to),
            Move::Command(by, from, to) => (by, from, to),
            Move::Place(_) | Move::Detonate(_) => return Ok(()),
        };
        self.on_board_all(&[actor, from, to])?;
        if self.phase != Phase::Middle {
            return Err(Refusal::OnlyPlacing);
        }
        let me = self.turn as usize;
        match self.owner(actor) {
            None => return Err(Refusal::NoTroop(actor)),
            Some(owner) if owner != me => return Err(Refusal::NotYours(actor)),
            Some(_) => {}
        }
        let mut found = false;
        self.troop_moves(actor, &mut |m| {
            found = m == mv;
            !found
        });
        if found {
            return Ok(());
        }
        let moving = !matches!(mv, Move::Strike(..));
        Err(if self.guarded() & bit(to) != 0 && self.owner(to).is_some() {
            Refusal::Fortress(to)
        } else if moving && self.owner(from) == Some(me) && self.dread[1 - me] & bit(from) != 0 {
            Refusal::Dreaded(from)
        } else if moving && self.shield[1 - me] & bit(to) != 0 {
            Refusal::Protected(to)
        } else {
            match mv {
                Move::Strike(..) => Refusal::CannotStrike(from, to),
                Move::Command(by, ..) => Refusal::CannotCommand(by, from, to),
                _ => Refusal::CannotReach(from, to),
            }
        })
    }
}
