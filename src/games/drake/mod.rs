//! The Drake: a two-player game of troops that turn over after every action
//! (rules/drake.md). Pure Rust: no web, no other engine.

mod board;
mod eval;
mod invariants;
mod legality;
mod moves;
mod notation;
mod position;
mod setup;
mod state;
mod troop;

pub use board::{file_of, name as square_name, rank_of, square, Square};
pub use setup::{Mountains, Options};
pub use state::{Drake, Phase, Stack, BLUE, ORANGE};
pub use troop::{Action, ActionKind, Troop};

use crate::game::EndReason;
use crate::game::{hash_agrees, rng::Rng, Colour, Game, MoveError, Outcome, ParseError, Reason, Seat};

/// A move: place the stack top, move a troop (shift or slide, capturing what stands on the
/// target), or strike (capture without moving).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Place(Square),
    Step(Square, Square),
    Strike(Square, Square),
}

const SEATS: &[Colour] = &[Colour::Blue, Colour::Orange];

impl Game for Drake {
    type Move = Move;
    type Options = Options;
    const COLOURS: &'static [Colour] = SEATS;
    type Refusal = Reason;

    fn new(options: &Options) -> Result<Self, Reason> {
        Drake::setup(options)
    }

    fn set_option(options: &mut Options, key: &str, value: &str) -> Result<(), Reason> {
        options.set(key, value)
    }

    fn from_text(text: &str) -> Result<Self, ParseError> {
        Drake::read_text(text).map_err(|e| e.within(text))
    }

    fn to_text(&self) -> String {
        self.write_text()
    }

    fn seats(&self) -> &'static [Colour] {
        SEATS
    }

    fn to_move(&self) -> Seat {
        self.turn as Seat
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ended.or_else(|| (!self.has_legal_move()).then(|| Outcome::draw(2, EndReason::NoLegalMove)))
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        self.generate(&mut |mv| {
            moves.push(mv);
            true
        });
    }

    fn check(&self, mv: Move) -> Result<(), Reason> {
        self.explain(mv).map_err(Reason::from)
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.apply(mv);
    }

    fn undo(&mut self) -> bool {
        self.take_back()
    }

    fn notation(&self, mv: Move) -> String {
        self.write(mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError> {
        self.read(text).map_err(|e| e.within(text))
    }

    fn invariants(&self) -> Result<(), String> {
        hash_agrees(self.hash(), self.compute_hash())?;
        self.check_structure()
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    /// With the hidden stack, the order below each stack's top is unknown to the player to
    /// move: shuffle it (leaders and guards never move from the top three places).
    fn determinize(&mut self, seed: u64) {
        if !self.hidden_stack {
            return;
        }
        let mut rng = Rng::new(seed);
        for player in [BLUE, ORANGE] {
            let stack = &mut self.stacks[player];
            let hidden_from = (stack.taken as usize + 1).max(3);
            if hidden_from < 7 {
                rng.shuffle(&mut stack.troops[hidden_from..]);
            }
        }
        self.hash = self.compute_hash();
        // The current position's entry in the history too, so that repetitions count it
        // (found by the soak's invariants).
        if let Some(last) = self.seen.last_mut() {
            *last = self.hash;
        }
    }
}

/// Read-only views for the renderer and the tests.
impl Drake {
    pub fn size(&self) -> u8 {
        self.size
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    pub fn is_mountain(&self, sq: Square) -> bool {
        self.mountains & board::bit(sq) != 0
    }

    /// The troop on a square: its owner, kind and whether it shows its face.
    pub fn troop_at(&self, sq: Square) -> Option<(usize, Troop, bool)> {
        self.owner(sq).map(|p| (p, self.troops[sq as usize], self.face_up & board::bit(sq) != 0))
    }

    pub fn stack(&self, player: usize) -> &[Troop] {
        self.stacks[player].remaining()
    }

    pub fn hidden_stack(&self) -> bool {
        self.hidden_stack
    }

    /// Troops of `player` no longer on the board or in the stack: the captured ones.
    pub fn captured(&self, player: usize) -> Vec<Troop> {
        let mut left: Vec<Troop> = board::squares(self.occupied[player]).map(|sq| self.troops[sq as usize]).collect();
        left.extend_from_slice(self.stacks[player].remaining());
        let mut captured = Vec::new();
        for troop in Troop::STACK {
            match left.iter().position(|&t| t == troop) {
                Some(i) => {
                    left.swap_remove(i);
                }
                None => captured.push(troop),
            }
        }
        captured
    }

    /// Plies since the last capture or placement.
    pub fn quiet_plies(&self) -> u16 {
        self.quiet
    }

    /// How many moves have been played on this state (what `undo` can take back).
    pub fn plies(&self) -> usize {
        self.undo.len()
    }
}
