//! The Drake as a setup (`game::FromSetup`): what stands on each square as palette tokens,
//! the phase, whose turn it is and the stacks, for the position editor. A setup holds the
//! classic game only (any board size and mountains, the standard stacks, hidden or not); a
//! variant of the workshop is refused (`SetupVariant`).
//!
//! In the opening the board says where the game is and whose turn it is: Blue places its
//! leader first, then Orange; then the guard slots go Blue, Orange, Blue, Orange, each skipped
//! by a player with no free square next to its leader (rules/drake.md); once every guard is
//! down the middle game starts with Blue. So a setup in the opening says only that, and the
//! engine finds the phase, the guard slot and the turn; the board must hold exactly what has
//! been placed (`OpeningBoard`).

use super::board::{bit, edge_neighbours, name, square, Square};
use super::refusal::Refusal;
use super::rules::Rules;
use super::state::{Drake, Phase, Stack, BLUE, NONE, ORANGE};
use super::troop::Troop;
use super::variant::Variant;
use crate::game::square::read_square;
use crate::game::{FromSetup, Seat, Squares};

/// What a square holds, as the editor's palette names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Token {
    /// A troop of a player (`BLUE` or `ORANGE`) with its face or its back up: `bD` is Blue's
    /// Drake face up, `oc` Orange's Clubman back up.
    Troop { player: usize, troop: Troop, face_up: bool },
    /// A mountain: `x`.
    Mountain,
}

impl Token {
    pub fn write(self) -> String {
        match self {
            Token::Mountain => "x".into(),
            Token::Troop { player, troop, face_up } => {
                let side = if player == BLUE { 'b' } else { 'o' };
                let letter = troop.letter();
                let letter = if face_up { letter } else { letter.to_ascii_lowercase() };
                format!("{side}{letter}")
            }
        }
    }

    /// A token of the standard game's troops or a mountain.
    pub fn read(text: &str) -> Option<Token> {
        let mut chars = text.chars();
        let (first, second, rest) = (chars.next()?, chars.next(), chars.next());
        let player = match (first, second, rest) {
            ('x', None, _) => return Some(Token::Mountain),
            ('b', Some(_), None) => BLUE,
            ('o', Some(_), None) => ORANGE,
            _ => return None,
        };
        let letter = second?;
        let troop = Troop::from_letter(letter).filter(|t| t.is_standard() && letter.is_ascii_alphabetic())?;
        Some(Token::Troop { player, troop, face_up: letter.is_ascii_uppercase() })
    }
}

/// The phase of a setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupPhase {
    /// The leaders, then the guards, are being placed: the board says which and whose turn.
    Opening,
    Middle,
}

/// Each player's stack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stacks {
    /// The standard stack less the player's troops on the board: nothing has been captured.
    /// What the editor sets up: a troop taken off the board goes back into its stack.
    Rest,
    /// Blue's and Orange's, top first (a troop in neither the stack nor on the board has
    /// been captured).
    Listed([Vec<Troop>; 2]),
}

/// A position of the classic game as a player sets it up. Quiet plies start again at 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The board is `size` × `size` (3..8).
    pub size: u8,
    /// The hidden-stack variant.
    pub hidden: bool,
    pub squares: Squares,
    /// The seat to move in the middle game (in the opening it follows from the board).
    pub turn: Seat,
    pub phase: SetupPhase,
    pub stacks: Stacks,
}

/// The standard stack less `on_board`, top first; refused when the board has a troop more
/// than the stack holds.
fn rest(on_board: impl Iterator<Item = Troop>) -> Result<Vec<Troop>, Refusal> {
    let mut stack = Troop::STACK.to_vec();
    for troop in on_board {
        let i = stack.iter().position(|&t| t == troop).ok_or(Refusal::TooMany(troop.letter()))?;
        stack.remove(i);
    }
    Ok(stack)
}

/// A stack holding `left` (top first) of the standard stack.
fn stack_of(left: &[Troop]) -> Result<Stack, Refusal> {
    let mut stack = Stack::new(&Troop::STACK);
    let taken = Troop::STACK.len().checked_sub(left.len()).ok_or(Refusal::Stack)?;
    if left.iter().any(|t| !t.is_standard()) {
        return Err(Refusal::Stack);
    }
    stack.items[taken..Troop::STACK.len()].copy_from_slice(left);
    stack.taken = taken as u8;
    Ok(stack)
}

impl Drake {
    fn board_troops(&self, player: usize) -> impl Iterator<Item = Troop> + '_ {
        super::board::squares(self.occupied[player]).map(|sq| self.troops[sq as usize])
    }

    /// The square named `name` on this board (the setup's squares, the lessons' questions).
    pub(super) fn named(&self, name: &str) -> Option<Square> {
        let (file, rank, len) = read_square(name)?;
        let n = self.size as usize;
        (len == name.len() && file < n && rank < n).then(|| square(file, rank))
    }

    /// Where the opening is by the board, and whose turn it is: the leaders' phase until
    /// both stand; then the players' guards on the board fill the slots in turn, a player
    /// with no free square next to its leader skipping its slot; when every slot is done,
    /// the middle game with Blue to move.
    fn opening(&self) -> Result<(Phase, usize), Refusal> {
        match self.leaders {
            [NONE, NONE] => return Ok((Phase::Leaders, BLUE)),
            [_, NONE] => return Ok((Phase::Leaders, ORANGE)),
            [NONE, _] => return Err(Refusal::OpeningBoard),
            _ => {}
        }
        let mut placed = [BLUE, ORANGE].map(|p| (self.stacks[p].taken as usize).saturating_sub(1));
        for slot in 0..4u8 {
            let side = slot as usize % 2;
            if placed[side] > 0 {
                placed[side] -= 1;
            } else if self.guard_squares(side) != 0 {
                return if placed == [0, 0] { Ok((Phase::Guards(slot), side)) } else { Err(Refusal::OpeningBoard) };
            }
        }
        if placed == [0, 0] {
            Ok((Phase::Middle, BLUE))
        } else {
            Err(Refusal::OpeningBoard)
        }
    }

    /// Whether the board holds what the opening has placed: each player's leader and guards
    /// taken from the top of its stack (the rest of a random stack lies in any order below
    /// them), face up, the leader on its home row and the guards next to it.
    fn fits_opening(&self) -> bool {
        let top = &Troop::STACK[..3];
        let sorted = |mut troops: Vec<Troop>| {
            troops.sort_by_key(|t| t.index());
            troops
        };
        [BLUE, ORANGE].into_iter().all(|p| {
            let stack = &self.stacks[p];
            let taken = stack.taken as usize;
            let home = self.leader_row(p);
            let leader = self.leaders[p];
            let guards = self.occupied[p] & !if leader == NONE { 0 } else { bit(leader) };
            taken <= 3
                && stack.remaining().get(..3 - taken) == top.get(taken..)
                && sorted(self.board_troops(p).collect()) == sorted(top[..taken].to_vec())
                && self.occupied[p] & !self.face_up == 0
                && (leader == NONE || bit(leader) & home != 0)
                && (leader != NONE || self.occupied[p] == 0)
                && guards & !edge_neighbours(if leader == NONE { 0 } else { bit(leader) }) == 0
        })
    }
}

impl FromSetup for Drake {
    type Setup = Setup;

    fn setup(&self) -> Result<Setup, Refusal> {
        if !self.rules.variant.is_classic() {
            return Err(Refusal::SetupVariant);
        }
        let n = self.size as usize;
        let mut squares = Squares::new();
        for rank in (0..n).rev() {
            for file in 0..n {
                let sq = square(file, rank);
                let token = if self.is_mountain(sq) {
                    Some(Token::Mountain)
                } else {
                    self.troop_at(sq).map(|(player, troop, face_up)| Token::Troop { player, troop, face_up })
                };
                squares.push(name(sq), token.map(Token::write));
            }
        }
        let phase = match self.phase {
            Phase::Leaders | Phase::Guards(_) => SetupPhase::Opening,
            Phase::Middle => SetupPhase::Middle,
        };
        let listed = [BLUE, ORANGE].map(|p| self.stacks[p].remaining().to_vec());
        let rests = [BLUE, ORANGE].map(|p| rest(self.board_troops(p)).ok());
        let stacks = if rests[0].as_ref() == Some(&listed[0]) && rests[1].as_ref() == Some(&listed[1]) {
            Stacks::Rest
        } else {
            Stacks::Listed(listed)
        };
        Ok(Setup { size: self.size, hidden: self.hidden_stack, squares, turn: self.turn as Seat, phase, stacks })
    }

    fn from_setup(setup: &Setup) -> Result<Drake, Refusal> {
        if !(3..=8).contains(&setup.size) {
            return Err(Refusal::Size(setup.size.to_string()));
        }
        let variant = Variant { size: setup.size, hidden: setup.hidden, ..Variant::default() };
        let mut game = Drake::empty(Rules::new(variant), [Stack::new(&Troop::STACK); 2], 0);
        for (name, token) in setup.squares.iter() {
            let Some(token) = token else { continue };
            let sq = game.named(name).ok_or_else(|| Refusal::OffBoard(name.into()))?;
            if game.is_mountain(sq) || game.owner(sq).is_some() {
                return Err(Refusal::NotEmpty(sq));
            }
            match Token::read(token).ok_or_else(|| Refusal::Cell(token.into()))? {
                Token::Mountain => game.mountains |= bit(sq),
                Token::Troop { player, troop, face_up } => {
                    game.occupied[player] |= bit(sq);
                    game.troops[sq as usize] = troop;
                    if face_up {
                        game.face_up |= bit(sq);
                    }
                }
            }
        }
        // The mountains into the rules, the Drakes are the leaders.
        game.settle_board(true)?;
        game.stacks = match &setup.stacks {
            Stacks::Rest => [stack_of(&rest(game.board_troops(BLUE))?)?, stack_of(&rest(game.board_troops(ORANGE))?)?],
            Stacks::Listed([blue, orange]) => [stack_of(blue)?, stack_of(orange)?],
        };
        match setup.phase {
            SetupPhase::Middle if setup.turn < 2 => (game.phase, game.turn) = (Phase::Middle, setup.turn as u8),
            SetupPhase::Middle => return Err(Refusal::Turn),
            SetupPhase::Opening => {
                if !game.fits_opening() {
                    return Err(Refusal::OpeningBoard);
                }
                let (phase, turn) = game.opening()?;
                (game.phase, game.turn) = (phase, turn as u8);
            }
        }
        game.validate()?;
        game.count_troops()?;
        game.hash = game.compute_hash();
        game.seen = vec![game.hash];
        game.ended = game.ending_of_text()?;
        Ok(game)
    }
}
