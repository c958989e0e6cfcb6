//! The Camelot family (World Camelot Federation rules, rules/camelot.md, and the variants of
//! rules/camelot-variants.md): Knights and Men leaping over friends (canters) and enemies
//! (jumps) towards the enemy castle, on the boards of Camelot, Chivalry, Cam, Camette and
//! River Camelot, each also with Anti-Camelot's reversed goals. One engine: the board is data
//! (`board.rs`, read from the rules' pictures), so the move generator is the same for all.
//! Pure Rust: no web, no other engine.
//!
//! Choices where the rules leave room (also in the report of the engine):
//! - the piece that must leave its own castle may, when it can jump, leave by a jump chain or
//!   (a Knight) by a charge, as compulsory capture allows; the duty lasts for one move only and
//!   lapses if the piece cannot move then; a jump chain that leaves and ends in the own castle
//!   again sets a new duty;
//! - a piece in the enemy castle cannot jump, so it never makes capturing compulsory; its
//!   castle moves are plain moves, so they are illegal while a capture is compulsory;
//! - "a move onto an opponent's castle square" (which resets the 50-move clock) includes the
//!   castle moves between the two squares;
//! - a Knight's canter landing in the enemy castle ends the move there, where nothing can be
//!   jumped, so the canter-must-capture rule does not apply to it;
//! - the position for repetition includes the castle-move counts and any pending duty to
//!   leave a castle (they change the legal moves);
//! - wins come before draws: a player left without a legal move on the 100th quiet ply or
//!   in a third repetition loses. In Anti-Camelot the draws come first, before every win
//!   (an entered castle as well as a side without a legal move);
//! - River Camelot: a side has planted once its three trees stand; a position text whose side
//!   to move has not planted yet plants on that move.

mod board;
mod boards;
mod eval;
mod from_setup;
mod generate;
mod inspect;
mod invariants;
mod legality;
mod moves;
mod notation;
mod position;
mod refusal;
mod setup;
mod state;

pub use board::{file_of, name as square_name, rank_of, square, Board, Square, Variant, BOARDS, MAX_FILES, MAX_RANKS};
pub use from_setup::{Setup, Token};
pub use moves::{Move, Piece, MAX_LANDINGS};
pub use refusal::Refusal;
pub use setup::Options;
pub use state::{Camelot, BLACK, WHITE};

use crate::game::{hash_agrees, split_at, Colour, EndReason, Game, MoveError, Outcome, ParseError, Seat};
use board::{name, side_bit};
use state::TURN_KEY;

const SEATS: &[Colour] = &[Colour::White, Colour::Black];

impl Game for Camelot {
    type Move = Move;
    type Options = Options;
    const COLOURS: &'static [Colour] = SEATS;
    type Refusal = Refusal;

    fn new(options: &Options) -> Result<Self, Refusal> {
        Ok(Camelot::setup(options.variant.board(), options.anti))
    }

    fn set_option(options: &mut Options, key: &str, value: &str) -> Result<(), Refusal> {
        match key {
            "variant" => {
                options.variant = Variant::from_id(value).ok_or_else(|| Refusal::UnknownBoard(value.into()))?;
            }
            "anti" => {
                options.anti = match value {
                    "on" | "true" | "yes" => true,
                    "off" | "false" | "no" | "" => false,
                    _ => return Err(Refusal::NotASwitch(value.into())),
                };
            }
            _ => return Err(Refusal::UnknownOption(key.into())),
        }
        Ok(())
    }

    /// Every span points at whole fields or characters of `text`.
    fn from_text(text: &str) -> Result<Self, ParseError<Refusal>> {
        let mut fields = split_at(text.trim_end(), '_');
        let (board, anti) = match fields.len() {
            5 => (Variant::Camelot.board(), false),
            6 => {
                let (start, field) = fields.remove(0);
                Camelot::read_variant(field, start)?
            }
            _ => return Err(ParseError::new(Refusal::Fields, 0, text.len())),
        };
        let span = |i: usize| (fields[i].0, fields[i].0 + fields[i].1.len());
        let mut game = Camelot::empty(board, anti);
        game.read_board(fields[0].1, fields[0].0)?;
        game.turn = match fields[1].1 {
            "w" => WHITE as u8,
            "b" => BLACK as u8,
            _ => return Err(ParseError::new(Refusal::Turn, span(1).0, span(1).1)),
        };
        let most = if board.castle_size() == 2 { b'2' } else { b'0' };
        match fields[2].1.as_bytes() {
            &[w, b] if (b'0'..=most).contains(&w) && (b'0'..=most).contains(&b) => {
                game.castle_moves = [w - b'0', b - b'0'];
            }
            _ => return Err(ParseError::new(Refusal::CastleMoves, span(2).0, span(2).1)),
        }
        game.read_leave(fields[3].1, span(3))?;
        game.quiet = match fields[4].1.parse() {
            Ok(q @ 0..=100) => q,
            _ => return Err(ParseError::new(Refusal::Quiet, span(4).0, span(4).1)),
        };
        game.settle_set_up().map_err(|why| ParseError::new(why, span(0).0, span(0).1))?;
        Ok(game)
    }

    fn to_text(&self) -> String {
        format!(
            "{}{}_{}_{}{}_{}_{}",
            self.variant_prefix(),
            self.write_board(),
            if self.turn as usize == WHITE { 'w' } else { 'b' },
            self.castle_moves[WHITE],
            self.castle_moves[BLACK],
            self.write_leave(),
            self.quiet
        )
    }

    fn seats(&self) -> &'static [Colour] {
        SEATS
    }

    fn to_move(&self) -> Seat {
        self.turn as Seat & 1
    }

    fn outcome(&self) -> Option<Outcome> {
        // Without a legal move the player to move loses; in Anti-Camelot it wins.
        let stalled = || {
            let winner = if self.anti { self.to_move() } else { 1 - self.to_move() };
            Outcome::win(winner, EndReason::NoLegalMove)
        };
        match self.ended {
            Some(o) if !self.anti && matches!(o.reason, EndReason::Repetition | EndReason::NoProgress) => {
                Some(if self.has_legal_move(true) { o } else { stalled() })
            }
            Some(o) => Some(o),
            None => (!self.has_legal_move(false)).then(stalled),
        }
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        self.generate(&mut generate::Sink::Keep(moves));
    }

    fn check(&self, mv: Move) -> Result<(), Refusal> {
        if self.ended.is_some() {
            return Err(Refusal::GameOver);
        }
        if self.planting_due() {
            return self.check_planting(mv.trees());
        }
        if !mv.route().iter().all(|&sq| self.board.has(sq)) {
            let planting = mv.trees().is_some() && self.board.has_trees();
            return Err(if planting { Refusal::NotPlanting } else { Refusal::OffBoard });
        }
        let from = mv.from();
        let code = self.cells[from as usize];
        if code & 3 == 0 {
            return Err(Refusal::NoPiece(from));
        }
        if code & side_bit(self.turn as usize) == 0 {
            return Err(Refusal::NotYours(from));
        }
        let mut sink = generate::Sink::Find(mv, false);
        self.generate_from(from, &mut sink);
        if matches!(sink, generate::Sink::Find(_, true)) {
            Ok(())
        } else {
            Err(self.diagnose(mv))
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        let me = self.turn as usize & 1;
        let mut record = self.record(mv);
        // A planting captures nothing and enters no castle: a quiet ply; it is the side's move,
        // so any duty to leave its castle lapses.
        let progress = match mv.trees() {
            Some(trees) => {
                self.plant(trees, true);
                self.set_leave(me, state::NOWHERE);
                false
            }
            None => self.move_piece(mv, &mut record),
        };
        self.quiet = if progress { 0 } else { self.quiet.saturating_add(1) };
        self.turn = (1 - me) as u8;
        self.hash ^= TURN_KEY;
        self.undo.push(record);
        self.seen.push(self.hash);
        self.settle_end(me);
    }

    fn undo(&mut self) -> bool {
        let Some(record) = self.undo.pop() else { return false };
        self.seen.pop();
        match record.mv.trees() {
            Some(trees) => self.plant(trees, false),
            None => self.unmove_piece(&record),
        }
        self.restore(&record);
        true
    }

    fn notation(&self, mv: Move) -> String {
        if let Some(trees) = mv.trees() {
            return Camelot::write_trees(trees);
        }
        let flags = self.jump_flags(mv);
        let mut text = String::with_capacity(4 * mv.route().len());
        for (i, &sq) in mv.route().iter().enumerate() {
            if i > 0 {
                text.push(if flags.get(i) == Some(&true) { 'x' } else { '-' });
            }
            text.push_str(&name(sq));
        }
        text
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError<Refusal>> {
        let start = text.len() - text.trim_start().len();
        let t = text.trim();
        let (marked, body, at) = match t.strip_prefix('…').or_else(|| t.strip_prefix("...")) {
            Some(rest) => (true, rest.trim_start(), start + t.len() - rest.trim_start().len()),
            None => (false, t, start),
        };
        let planting = body.strip_prefix("T:").or_else(|| body.strip_prefix("t:"));
        let (mv, written) = match planting {
            Some(list) => (self.read_trees(list, at + 2, t).map_err(|e| e.within(text))?, None),
            None => {
                let written = self.read_route(body, at, t).map_err(|e| e.within(text))?;
                let Some(mv) = Move::new(&written.route) else {
                    let e = ParseError::new(Refusal::NotAMove(t.into()), start, start + t.len());
                    return Err(MoveError::Syntax(e.within(text)));
                };
                (mv, Some(written))
            }
        };
        if marked && self.turn as usize == WHITE && self.ended.is_none() {
            return Err(MoveError::Illegal(Refusal::BlackMark));
        }
        self.check(mv).map_err(MoveError::Illegal)?;
        let Some(written) = written else { return Ok(mv) };
        let flags = self.jump_flags(mv);
        for (i, (&sep, pair)) in written.separators.iter().zip(written.route.windows(2)).enumerate() {
            let jump = flags.get(i + 1) == Some(&true);
            if jump && sep != 'x' {
                return Err(MoveError::Illegal(Refusal::WriteJump(pair[0], pair[1])));
            }
            if !jump && sep != '-' {
                return Err(MoveError::Illegal(Refusal::WriteDash(pair[0], pair[1])));
            }
        }
        Ok(mv)
    }

    fn invariants(&self) -> Result<(), String> {
        hash_agrees(self.hash(), self.compute_hash())?;
        self.check_structure()
    }

    fn hash(&self) -> u64 {
        self.hash
    }
}
