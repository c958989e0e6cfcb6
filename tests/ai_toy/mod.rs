//! A tiny game to test the computer player on what The Drake lacks: three seats, a seat that
//! moves twice in a row, and hidden information.
//!
//! Count-down: a pile of stones; the seat to move takes 1, 2 or 3. Whoever takes the last
//! stone wins; the next seat in turn order comes second, the other(s) after. With `bonus`,
//! taking exactly one stone keeps the turn. A hidden `secret` (0..=3), unknown to everyone,
//! is added to the pile when it first runs down to `reveal_at` stones; `determinize` guesses
//! it anew.

#![allow(dead_code)]

use deskovna::game::rng::Rng;
use deskovna::game::{Colour, EndReason, Evaluate, Game, MoveError, Outcome, ParseError, Reason, Seat, Text};

const SEATS3: &[Colour] = &[Colour::Red, Colour::Yellow, Colour::Blue];
const SEATS2: &[Colour] = &[Colour::White, Colour::Black];
const NOPE: Text = Text { en: "no", cs: "ne" };

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take(pub u8);

#[derive(Clone, Debug, Default)]
pub struct CountDown {
    pub stones: u8,
    pub seats: u8,
    pub to_move: u8,
    pub bonus: bool,
    pub secret: u8,
    pub reveal_at: u8,
    pub revealed: bool,
    /// (stones, to_move, revealed) before each move.
    history: Vec<(u8, u8, bool)>,
    winner: Option<u8>,
}

impl CountDown {
    pub fn new(stones: u8, seats: u8, bonus: bool) -> CountDown {
        CountDown { stones, seats, bonus, ..CountDown::default() }
    }

    pub fn with_secret(mut self, secret: u8, reveal_at: u8) -> CountDown {
        self.secret = secret;
        self.reveal_at = reveal_at;
        self
    }
}

impl Game for CountDown {
    type Move = Take;
    type Options = ();
    const COLOURS: &'static [Colour] = SEATS3;
    type Refusal = Reason;

    fn new(_: &()) -> Result<Self, Reason> {
        Ok(CountDown::new(10, 3, false))
    }

    fn set_option(_: &mut (), _: &str, _: &str) -> Result<(), Reason> {
        Err(Reason::new(&NOPE))
    }

    fn from_text(text: &str) -> Result<Self, ParseError> {
        let bad = || ParseError::new(Reason::new(&NOPE), 0, text.len());
        let parts: Vec<u8> = text.split('_').map(|p| p.parse().map_err(|_| bad())).collect::<Result<_, _>>()?;
        match parts[..] {
            [stones, seats @ 2..=3, bonus @ 0..=1] => Ok(CountDown::new(stones, seats, bonus == 1)),
            _ => Err(bad()),
        }
    }

    fn to_text(&self) -> String {
        format!("{}_{}_{}", self.stones, self.seats, u8::from(self.bonus))
    }

    fn seats(&self) -> &'static [Colour] {
        if self.seats == 3 {
            SEATS3
        } else {
            SEATS2
        }
    }

    fn to_move(&self) -> Seat {
        self.to_move as Seat
    }

    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner? as usize;
        let n = self.seats as usize;
        let mut places = vec![2u8; n];
        places[w] = 0;
        places[(w + 1) % n] = 1;
        Some(Outcome::ranked(&places, EndReason::NoLegalMove))
    }

    fn legal_moves(&self, moves: &mut Vec<Take>) {
        moves.clear();
        if self.winner.is_none() {
            moves.extend((1..=3.min(self.stones)).map(Take));
        }
    }

    fn check(&self, mv: Take) -> Result<(), Reason> {
        if self.winner.is_none() && (1..=3.min(self.stones)).contains(&mv.0) {
            Ok(())
        } else {
            Err(Reason::new(&NOPE))
        }
    }

    fn play_unchecked(&mut self, mv: Take) {
        self.history.push((self.stones, self.to_move, self.revealed));
        self.stones -= mv.0.min(self.stones);
        if !self.revealed && self.stones <= self.reveal_at && self.stones > 0 {
            self.stones += self.secret;
            self.revealed = true;
        }
        if self.stones == 0 {
            self.winner = Some(self.to_move);
        } else if !(self.bonus && mv.0 == 1) {
            self.to_move = (self.to_move + 1) % self.seats;
        }
    }

    fn undo(&mut self) -> bool {
        let Some((stones, to_move, revealed)) = self.history.pop() else { return false };
        (self.stones, self.to_move, self.revealed, self.winner) = (stones, to_move, revealed, None);
        true
    }

    fn notation(&self, mv: Take) -> String {
        mv.0.to_string()
    }

    fn parse_move(&self, text: &str) -> Result<Take, MoveError> {
        let n: u8 = text.parse().map_err(|_| ParseError::new(Reason::new(&NOPE), 0, text.len()))?;
        self.check(Take(n)).map_err(MoveError::Illegal)?;
        Ok(Take(n))
    }

    fn hash(&self) -> u64 {
        let mut h = (self.stones as u64) << 8 | (self.to_move as u64) << 4 | u64::from(self.revealed) << 2;
        h ^= u64::from(self.winner.is_some()) << 3;
        h.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (self.secret as u64) << 40
    }

    fn determinize(&mut self, seed: u64) {
        if !self.revealed {
            self.secret = Rng::new(seed).below(4) as u8;
        }
    }
}

impl Evaluate for CountDown {
    const SCORE_SCALE: f32 = 100.0;
    const REVIEW_NODES: u64 = 1_000;

    /// An arbitrary but fixed function of the position, so that scores differ.
    fn evaluate(&self) -> i32 {
        ((self.stones as i32 * 37 + self.to_move as i32 * 11) % 21) - 10
    }

    fn prefers_mcts(&self) -> bool {
        self.seats > 2
    }
}
