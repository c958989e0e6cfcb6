//! The Drake: a two-player game of troops that turn over after every action
//! (rules/drake.md), with its extensions: troops as data, new actions and tokens, fortresses,
//! flags, bombs, any leader, different and drawn stacks (rules/drake-extensions.md).
//! Pure Rust: no web, no other engine.

mod board;
mod eval;
mod extras;
mod from_setup;
mod game;
mod inspect;
mod invariants;
mod legality;
mod marks;
mod moves;
mod notation;
mod position;
mod random;
mod ready;
mod refusal;
mod rules;
mod setup;
mod state;
mod troop;
mod variant;
mod variant_text;

pub use board::{file_of, name as square_name, rank_of, square, Square};
pub use from_setup::{Setup, SetupPhase, Stacks, Token};
pub use random::{random_troop_set, random_variant};
pub use ready::{ReadyMade, READY_MADE};
pub use refusal::Refusal;
pub use setup::{Options, RandomVariant};
pub use state::{Drake, Phase, Stack, BLUE, ORANGE};
pub use troop::{Action, ActionKind, Name, Troop, TroopKind};
pub use variant::{
    check_side, grid_name, valid_name, Flags, Part, StackMode, Variant, MAX_STACK, MAX_TROOPS, MIN_STACK,
};
pub use variant_text::VERSION;

use crate::game::Lang;
use state::NONE;

/// A move: place the stack top, move a troop (shift, slide, jump or jump-slide, capturing what
/// stands on the target), strike (capture without moving), command (the first troop sends the
/// second to the third square) or detonate the bomb on top of the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Place(Square),
    Step(Square, Square),
    Strike(Square, Square),
    Command(Square, Square, Square),
    Detonate(Square),
}

fn set_squares(set: u64) -> Vec<Square> {
    board::squares(set).collect()
}

/// Read-only views for the renderer, the workshop and the tests.
impl Drake {
    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The variant this game is played by.
    pub fn variant(&self) -> &Variant {
        &self.rules.variant
    }

    /// The kind of a troop in this game's variant.
    pub fn kind(&self, troop: Troop) -> Option<&TroopKind> {
        self.rules.kinds.get(troop.index()).and_then(Option::as_ref)
    }

    /// The name of a troop (or the bomb) in `lang`.
    pub fn troop_name(&self, troop: Troop, lang: Lang) -> String {
        self.rules.variant.troop_name(troop).get(lang).to_string()
    }

    pub fn is_mountain(&self, sq: Square) -> bool {
        self.mountains & board::bit(sq) != 0
    }

    pub fn is_fortress(&self, sq: Square) -> bool {
        self.fortresses & board::bit(sq) != 0
    }

    /// The fortress whose troop cannot be captured this ply, if any.
    pub fn protected_fortress(&self) -> Option<Square> {
        Some(self.guard).filter(|&sq| sq != NONE)
    }

    /// Where each player's flag lies (Blue's, Orange's), if the variant has flags.
    pub fn flags(&self) -> Option<[Square; 2]> {
        (self.flags[0] != NONE).then_some(self.flags)
    }

    /// Whether `player`'s flag is carried by an enemy troop.
    pub fn flag_carried(&self, player: usize) -> bool {
        let sq = self.flags[player];
        sq != NONE && self.owner(sq) == Some(1 - player)
    }

    /// The troop on a square: its owner, kind and whether it shows its face.
    pub fn troop_at(&self, sq: Square) -> Option<(usize, Troop, bool)> {
        self.owner(sq).map(|p| (p, self.troops[sq as usize], self.face_up & board::bit(sq) != 0))
    }

    /// `player`'s leader on the board, if it is there.
    pub fn leader_square(&self, player: usize) -> Option<Square> {
        self.leader(player)
    }

    /// The squares the protect and dread tokens of the troop on `sq` mark now.
    pub fn troop_marks(&self, sq: Square) -> (Vec<Square>, Vec<Square>) {
        match self.owner(sq) {
            Some(player) => {
                let (shield, dread) = self.marks_of_troop(player, sq);
                (set_squares(shield), set_squares(dread))
            }
            None => (Vec::new(), Vec::new()),
        }
    }

    /// The items still in `player`'s stack, top first (`Troop::BOMB` for a bomb).
    pub fn stack(&self, player: usize) -> &[Troop] {
        self.stacks[player].remaining()
    }

    pub fn hidden_stack(&self) -> bool {
        self.hidden_stack
    }

    /// How many items on top of `player`'s stack are known in order: all of them, or with
    /// drawn stacks the leader and guards still there or the drawn top (the rest is the bag).
    pub fn known_items(&self, player: usize) -> usize {
        let stack = &self.stacks[player];
        let left = stack.remaining().len();
        if self.ext & rules::DRAWN == 0 {
            left
        } else {
            3usize.saturating_sub(stack.taken as usize).max(1).min(left)
        }
    }

    /// Troops of `player` no longer on the board or in the stack: the captured ones.
    pub fn captured(&self, player: usize) -> Vec<Troop> {
        let mut left = self.rules.counts[player];
        let on_board = board::squares(self.occupied[player]).map(|sq| self.troops[sq as usize]);
        for t in on_board.chain(self.stacks[player].remaining().iter().copied()).filter(|t| !t.is_bomb()) {
            left[t.index()] = left[t.index()].saturating_sub(1);
        }
        let mut captured = Vec::new();
        for &t in self.rules.variant.stacks[player].iter().filter(|t| !t.is_bomb()) {
            if left[t.index()] > 0 {
                left[t.index()] -= 1;
                captured.push(t);
            }
        }
        captured
    }

    /// Plies since the last capture, placement, detonation or flag pick-up.
    pub fn quiet_plies(&self) -> u16 {
        self.quiet
    }

    /// How many moves have been played on this state (what `undo` can take back).
    pub fn plies(&self) -> usize {
        self.undo.len()
    }
}
