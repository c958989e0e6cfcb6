//! Drakoburg as a `Game`: set-up, the texts, legality, play and undo.

use super::attacks::targets;
use super::board::{bit, push_name, rank_of, squares, Square};
use super::piece::{Piece, BLACK, WHITE};
use super::placement::{arriving, reinforcement_squares};
use super::position::read_board;
use super::setup::{Options, CASTLES, PAWN_START, START};
use super::state::{Drakoburg, Undo};
use super::{Move, Refusal};
use crate::game::{hash_agrees, split_at, Colour, Game, MoveError, Outcome, ParseError, Seat};

const SEATS: &[Colour] = &[Colour::White, Colour::Black];

impl Game for Drakoburg {
    type Move = Move;
    type Options = Options;
    const COLOURS: &'static [Colour] = SEATS;
    type Refusal = Refusal;

    fn new(_options: &Options) -> Result<Self, Refusal> {
        Drakoburg::from_text(START).map_err(|e| e.reason)
    }

    /// Drakoburg has no set-up choices.
    fn set_option(_options: &mut Options, key: &str, _value: &str) -> Result<(), Refusal> {
        Err(Refusal::UnknownOption(key.to_string()))
    }

    /// `<board>_<turn>_<quiet>[_m]`, see `position`.
    fn from_text(text: &str) -> Result<Self, ParseError<Refusal>> {
        let fail = |kind, start: usize, end: usize| Err(ParseError::new(kind, start, end).within(text));
        let fields = split_at(text.trim_end(), '_');
        let (Some(&(_, board)), Some(&(turn_at, turn)), Some(&(quiet_at, quiet_text))) =
            (fields.first(), fields.get(1), fields.get(2))
        else {
            return fail(Refusal::Fields, 0, text.len());
        };
        if fields.len() > 4 {
            return fail(Refusal::Fields, 0, text.len());
        }
        let mut placement = read_board(board).map_err(|e| e.within(text))?;
        match turn {
            "w" => placement.set_turn(WHITE),
            "b" => placement.set_turn(BLACK),
            _ => return fail(Refusal::Turn, turn_at, turn_at + turn.len()),
        }
        let quiet = match quiet_text.parse::<u16>() {
            Ok(q @ 0..=100) if quiet_text.bytes().all(|b| b.is_ascii_digit()) => q,
            _ => return fail(Refusal::Quiet, quiet_at, quiet_at + quiet_text.len()),
        };
        let mated = match fields.get(3) {
            None => false,
            Some((_, "m")) => true,
            Some(&(at, flag)) => return fail(Refusal::Flag, at, at + flag.len()),
        };
        Drakoburg::settled(placement, quiet, mated).or_else(|why| fail(why, 0, board.len()))
    }

    fn to_text(&self) -> String {
        let turn = if self.placement.me() == WHITE { 'w' } else { 'b' };
        let mut text = format!("{}_{turn}_{}", self.placement.board_text(), self.quiet);
        if self.mated {
            text.push_str("_m");
        }
        text
    }

    fn seats(&self) -> &'static [Colour] {
        SEATS
    }

    fn to_move(&self) -> Seat {
        self.placement.me()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ended
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        if self.ended.is_none() {
            self.placement.generate(self.checked, &mut super::moves::keep(Some(moves)));
        }
    }

    fn check(&self, mv: Move) -> Result<(), Refusal> {
        if self.ended.is_some() {
            return Err(Refusal::GameOver);
        }
        let board = &self.placement;
        let me = board.me();
        let on_board = |sq: Square| sq < 49;
        if !on_board(mv.from) || !on_board(mv.to) || mv.reinforcement.is_some_and(|sq| !on_board(sq)) {
            return Err(Refusal::OffBoard);
        }
        let piece = match board.piece_at(mv.from) {
            None => return Err(Refusal::NoPiece(mv.from)),
            Some((owner, _)) if owner != me => return Err(Refusal::NotYours(mv.from)),
            Some((_, piece)) => piece,
        };
        match board.piece_at(mv.to) {
            Some((owner, _)) if owner == me => return Err(Refusal::OwnTarget(mv.to)),
            Some((_, Piece::Tezkoodenec)) if piece == Piece::Tezkoodenec => return Err(Refusal::KnightOnKnight),
            _ => {}
        }
        let reach = targets(piece, me, mv.from, board.occupied(), board.colours[me], board.knights(1 - me));
        if reach & bit(mv.to) == 0 {
            return Err(Refusal::CannotReach { piece, from: mv.from, to: mv.to });
        }
        let room = reinforcement_squares(me, mv.from, mv.to, board.occupied());
        match mv.reinforcement {
            None if room != 0 => return Err(Refusal::ChooseReinforcement { castle: mv.to, room }),
            Some(_) if CASTLES[1 - me] & bit(mv.to) == 0 => return Err(Refusal::NotACastle { owner: 1 - me }),
            Some(_) if room == 0 => return Err(Refusal::RankFull),
            Some(square) if room & bit(square) == 0 => {
                let rank = squares(PAWN_START[me]).next().map_or(0, rank_of) as u8;
                return Err(Refusal::BadReinforcement { square, rank });
            }
            _ => {}
        }
        self.check_safety(piece, mv)
    }

    /// Plays the move, then settles the position (see `state`).
    fn play_unchecked(&mut self, mv: Move) {
        let mut record = Undo {
            mv,
            placement: self.placement,
            quiet: self.quiet,
            mated: self.mated,
            checked: self.checked,
            ended: self.ended,
            removed: 0,
        };
        let effect = self.placement.make(mv);
        let progress = effect.captured.is_some() || effect.moved == Some(Piece::Kopinik) || effect.promoted;
        self.quiet = if progress { 0 } else { self.quiet.saturating_add(1) };
        self.mated = false;
        record.removed = self.settle_board();
        self.undo.push(record);
        self.seen.push(self.placement.hash);
        self.settle_counters();
    }

    fn undo(&mut self) -> bool {
        let Some(record) = self.undo.pop() else { return false };
        self.seen.pop();
        self.placement = record.placement;
        self.quiet = record.quiet;
        self.mated = record.mated;
        self.checked = record.checked;
        self.ended = record.ended;
        true
    }

    /// `b2-b3`, `b2xc3`, `c5-c6=S`, `a3-a7+c2`, with `#` after a mate.
    fn notation(&self, mv: Move) -> String {
        let board = &self.placement;
        let me = board.me();
        let mut text = String::with_capacity(12);
        push_name(&mut text, mv.from);
        text.push(if board.occupied() & bit(mv.to) != 0 { 'x' } else { '-' });
        push_name(&mut text, mv.to);
        if let Some(piece) = board.kind_at(me, mv.from) {
            let arrived = arriving(piece, me, mv.to);
            if arrived != piece {
                text.push('=');
                text.push(arrived.letter());
            }
        }
        if let Some(sq) = mv.reinforcement {
            text.push('+');
            push_name(&mut text, sq);
        }
        if self.mates(mv) {
            text.push('#');
        }
        text
    }

    /// Reads the notation (see `notation`), then checks what it says against the position: a
    /// capture needs something to capture, a written promotion must be the one that happens.
    fn parse_move(&self, text: &str) -> Result<Move, MoveError<Refusal>> {
        let written = super::notation::read(text).map_err(|e| MoveError::Syntax(e.within(text)))?;
        let mv = written.mv;
        if written.capture && self.placement.occupied() & bit(mv.to) == 0 {
            return Err(MoveError::Illegal(Refusal::NothingToCapture(mv.to)));
        }
        self.check(mv).map_err(MoveError::Illegal)?;
        let me = self.placement.me();
        if let (Some(written), Some(piece)) = (written.promotion, self.placement.kind_at(me, mv.from)) {
            let becomes = arriving(piece, me, mv.to);
            if becomes == piece {
                return Err(MoveError::Illegal(Refusal::NoPromotion(written)));
            }
            if becomes != written {
                return Err(MoveError::Illegal(Refusal::WrongPromotion { square: mv.to, becomes, written }));
            }
        }
        Ok(mv)
    }

    fn hash(&self) -> u64 {
        self.placement.hash
    }

    fn invariants(&self) -> Result<(), String> {
        hash_agrees(self.hash(), self.compute_hash())?;
        self.check_structure()
    }
}
