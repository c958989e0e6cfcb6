//! Shamrock as a puzzle judges it: only what the player can see decides.
//!
//! Shamrock hides the order of its pile. A puzzle must not depend on it, so the judge plays a
//! Shamrock position "sealed": turning over the pile top is not offered, and neither is placing
//! a tile that was hidden when the puzzle began (one that came into the display during the
//! turn, refilled from the pile). Every action left — rotations, placements of tiles face up in
//! the display at the start — has the same result whatever the pile holds, so a win found in
//! the sealed game is a sure win in the real one. A draw from the pile is a gamble: it is
//! never a puzzle's solution, and never counted as a second one.

use crate::game::{Colour, Evaluate, Game, MoveError, ParseError, Seat};
use crate::games::shamrock::{Move, Options, Refusal, Shamrock, Source};

/// A Shamrock position with the tiles hidden at its start kept out of play.
#[derive(Clone, Debug)]
pub struct Sealed {
    pub game: Shamrock,
    /// Bit t: tile t was in the pile (or set aside, or held) when the puzzle began.
    hidden: u32,
}

impl Sealed {
    pub fn new(game: Shamrock) -> Sealed {
        let hidden = game
            .pile_order()
            .into_iter()
            .chain(game.set_aside())
            .chain(game.held())
            .fold(0u32, |m, t| m | 1u32.checked_shl(u32::from(t)).unwrap_or(0));
        Sealed { game, hidden }
    }

    /// Whether `mv` uses only what was in sight at the start.
    pub fn in_sight(&self, mv: Move) -> bool {
        match mv {
            Move::Draw | Move::Place { source: Source::Pile, .. } => false,
            Move::Place { source: Source::Display(slot), .. } => {
                let tile = self.game.display().get(slot as usize).copied().flatten();
                tile.is_some_and(|t| self.hidden & 1u32.checked_shl(u32::from(t)).unwrap_or(0) == 0)
            }
            _ => true,
        }
    }
}

impl Game for Sealed {
    type Move = Move;
    type Options = Options;
    type Refusal = Refusal;
    const COLOURS: &'static [Colour] = Shamrock::COLOURS;

    fn new(options: &Options) -> Result<Self, Refusal> {
        Shamrock::new(options).map(Sealed::new)
    }

    fn set_option(options: &mut Options, key: &str, value: &str) -> Result<(), Refusal> {
        Shamrock::set_option(options, key, value)
    }

    fn from_text(text: &str) -> Result<Self, ParseError<Refusal>> {
        Shamrock::from_text(text).map(Sealed::new)
    }

    fn to_text(&self) -> String {
        self.game.to_text()
    }

    fn seats(&self) -> &'static [Colour] {
        self.game.seats()
    }

    fn to_move(&self) -> Seat {
        self.game.to_move()
    }

    fn outcome(&self) -> Option<crate::game::Outcome> {
        self.game.outcome()
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        self.game.legal_moves(moves);
        moves.retain(|&mv| self.in_sight(mv));
    }

    /// The real game's judgement (the puzzle's own checks ask `in_sight` as well).
    fn check(&self, mv: Move) -> Result<(), Refusal> {
        self.game.check(mv)
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.game.play_unchecked(mv);
    }

    fn undo(&mut self) -> bool {
        self.game.undo()
    }

    fn notation(&self, mv: Move) -> String {
        self.game.notation(mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError<Refusal>> {
        self.game.parse_move(text)
    }

    fn hash(&self) -> u64 {
        self.game.hash()
    }

    /// Nothing is reshuffled: the sealed game never looks at the pile.
    fn determinize(&mut self, _seed: u64) {}
}

impl Evaluate for Sealed {
    const SCORE_SCALE: f32 = Shamrock::SCORE_SCALE;
    const REVIEW_NODES: u64 = Shamrock::REVIEW_NODES;

    fn evaluate(&self) -> i32 {
        self.game.evaluate()
    }

    fn evaluate_for(&self, seat: Seat) -> i32 {
        self.game.evaluate_for(seat)
    }

    fn is_noisy(&self, mv: Move) -> bool {
        self.game.is_noisy(mv)
    }

    fn move_hint(&self, mv: Move) -> i32 {
        self.game.move_hint(mv)
    }

    fn move_slot(&self, mv: Move) -> usize {
        self.game.move_slot(mv)
    }

    fn is_quiet(&self) -> bool {
        self.game.is_quiet()
    }

    fn is_check(&self) -> bool {
        self.game.is_check()
    }

    /// Puzzles are two-seat games searched by alpha-beta.
    fn prefers_mcts(&self) -> bool {
        false
    }
}
