//! The live game as each browser checks it: the real engine of its kind, the moves played in
//! notation and who played each. Every move of either side passes here before it counts.

use super::message::PositionHash;
use crate::game::{Game, Outcome, Reason, Refusal as _, Seat};
use crate::games::GameKind;

/// One engine behind an object-safe face, so that the controller holds any kind of game.
pub trait Referee {
    fn kind(&self) -> GameKind;
    /// The start position's text.
    fn start(&self) -> &str;
    /// The moves played, in the engine's notation.
    fn moves(&self) -> &[String];
    /// The seat that played each move.
    fn movers(&self) -> &[Seat];
    fn seats(&self) -> usize;
    fn to_move(&self) -> Seat;
    fn outcome(&self) -> Option<Outcome>;
    /// Plays a move given in notation if it is legal here; returns it in the engine's own
    /// notation. Refused: the state is unchanged.
    fn play(&mut self, notation: &str) -> Result<String, Reason>;
    /// Takes back the last move.
    fn undo(&mut self) -> bool;
    /// The position's text.
    fn position(&self) -> String;
    /// The position's hash (FNV-1a of its text).
    fn hash(&self) -> PositionHash {
        PositionHash::of(&self.position())
    }
}

struct Judge<G: Game> {
    kind: GameKind,
    game: G,
    start: String,
    moves: Vec<String>,
    movers: Vec<Seat>,
}

impl<G: Game> Referee for Judge<G> {
    fn kind(&self) -> GameKind {
        self.kind
    }

    fn start(&self) -> &str {
        &self.start
    }

    fn moves(&self) -> &[String] {
        &self.moves
    }

    fn movers(&self) -> &[Seat] {
        &self.movers
    }

    fn seats(&self) -> usize {
        self.game.seats().len()
    }

    fn to_move(&self) -> Seat {
        self.game.to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }

    fn play(&mut self, notation: &str) -> Result<String, Reason> {
        let mv = self.game.parse_move(notation).map_err(|e| e.reason())?;
        let written = self.game.notation(mv);
        let mover = self.game.to_move();
        self.game.play(mv).map_err(|r| r.reason())?;
        self.moves.push(written.clone());
        self.movers.push(mover);
        Ok(written)
    }

    fn undo(&mut self) -> bool {
        if self.moves.is_empty() || !self.game.undo() {
            return false;
        }
        self.moves.pop();
        self.movers.pop();
        true
    }

    fn position(&self) -> String {
        self.game.to_text()
    }
}

/// Opens a game of `kind` at `start` and plays `moves`; says which part is wrong.
pub fn open(kind: GameKind, start: &str, moves: &[String]) -> Result<Box<dyn Referee>, Reason> {
    crate::with_game!(kind, G => {
        let game = G::from_text(start).map_err(|e| e.reason.reason())?;
        let mut judge: Box<dyn Referee> =
            Box::new(Judge { kind, start: game.to_text(), game, moves: Vec::new(), movers: Vec::new() });
        for mv in moves {
            judge.play(mv)?;
        }
        Ok(judge)
    })
}

/// `position` of `kind` with what nobody can see (Shamrock's face-down pile, a hidden Drake
/// stack) arranged by `seed`: the deal both browsers agree on. A game with nothing hidden
/// comes back as it was.
pub fn deal(kind: GameKind, position: &str, seed: u64) -> Result<String, Reason> {
    crate::with_game!(kind, G => {
        let mut game = G::from_text(position).map_err(|e| e.reason.reason())?;
        game.determinize(seed);
        Ok(game.to_text())
    })
}

/// Whether playing `notation` in a game of `kind` showed both players something hidden (the
/// top tile of Shamrock's pile): a takeback must not go back over it.
pub fn reveals(kind: GameKind, notation: &str) -> bool {
    kind == GameKind::Shamrock && notation == "D"
}
