//! Shamrock as a `Game`: set-up, the texts, legality, play and undo.

use super::hex::{spot, Cell};
use super::notation::read_move;
use super::position::{letters, read_generator};
use super::state::{tiles, Shamrock, Undo, NONE, ROUND_LIMIT, TOKENS};
use super::tile::{period, tile_letter, Tile, TILE_COUNT};
use super::{Move, Options, Refusal, Source};
use crate::game::rng::Rng;
use crate::game::{hash_agrees, split_at, Colour, Game, MoveError, Outcome, ParseError, Seat};

const TWO: &[Colour] = &[Colour::Red, Colour::Yellow];
const THREE: &[Colour] = &[Colour::Red, Colour::Yellow, Colour::Blue];

impl Game for Shamrock {
    type Move = Move;
    type Options = Options;
    const COLOURS: &'static [Colour] = THREE;
    /// A turn is up to three actions and its end.
    const MOVES_IN_PAIRS: bool = false;
    type Refusal = Refusal;

    /// The 16 tiles `A`..`P` shuffled with `Rng::new(seed)`: the first is the start tile (on
    /// (0, 0), rotation 0), the next three go to display slots 1–3, the other twelve are the
    /// pile, top first. The generator goes on from there to reshuffle set-aside tiles.
    fn new(options: &Options) -> Result<Self, Refusal> {
        if !(2..=3).contains(&options.players) {
            return Err(Refusal::BadPlayers(options.players.to_string()));
        }
        let mut order: [Tile; TILE_COUNT] = std::array::from_fn(|i| i as Tile);
        let mut rng = Rng::new(options.seed);
        rng.shuffle(&mut order);
        let mut game = Shamrock::blank(options.players, options.expert);
        if let Some(start) = spot(Cell::START) {
            game.put_tile(order[0], start, 0);
        }
        game.core.display = [order[1], order[2], order[3]];
        // The pile is kept bottom first: the shuffled list's last tile is at the bottom.
        for (i, &t) in order[4..].iter().rev().enumerate() {
            game.core.pile[i] = t;
        }
        game.core.pile_len = (TILE_COUNT - 4) as u8;
        game.core.rng = rng.state();
        game.core.to_place = if options.expert { options.players } else { 0 };
        game.core.hash = game.core.compute_hash();
        if !options.expert {
            game.seen.push(game.core.position_key());
        }
        Ok(game)
    }

    fn set_option(options: &mut Options, key: &str, value: &str) -> Result<(), Refusal> {
        match key {
            "players" => {
                options.players = match value {
                    "2" => 2,
                    "3" => 3,
                    _ => return Err(Refusal::BadPlayers(value.to_string())),
                }
            }
            "seed" => options.seed = value.parse().map_err(|_| Refusal::BadSeed(value.to_string()))?,
            "expert" => {
                options.expert = match value {
                    "" | "on" | "true" | "1" | "yes" => true,
                    "off" | "false" | "0" | "no" => false,
                    _ => return Err(Refusal::BadSwitch(value.to_string())),
                }
            }
            _ => return Err(Refusal::UnknownOption(key.to_string())),
        }
        Ok(())
    }

    /// The ten fields of `position`, each checked, then the position as a whole.
    fn from_text(text: &str) -> Result<Self, ParseError<Refusal>> {
        let fields = split_at(text.trim_end(), '_');
        if fields.len() != 10 {
            return Err(ParseError::new(Refusal::Fields, 0, text.len()).within(text));
        }
        let fail = |kind, i: usize| {
            let (at, field) = fields[i];
            ParseError::new(kind, at, at + field.len())
        };
        let (players, expert) = match fields[0].1 {
            "2b" => (2, false),
            "2x" => (2, true),
            "3b" => (3, false),
            "3x" => (3, true),
            _ => return Err(fail(Refusal::Mode, 0)),
        };
        let mut game = Shamrock::blank(players, expert);
        game.read_turn(fields[1].1).ok_or_else(|| fail(Refusal::Turn, 1))?;
        game.core.rounds = match fields[2].1.parse() {
            Ok(n) if n <= ROUND_LIMIT && fields[2].1.len() <= 2 => n,
            _ => return Err(fail(Refusal::Rounds, 2)),
        };
        game.read_tiles(&fields[3..8], text.len()).map_err(|e| e.within(text))?;
        game.read_leprechauns(fields[8].1).ok_or_else(|| fail(Refusal::Leprechauns, 8))?;
        game.core.rng = read_generator(fields[9].1).ok_or_else(|| fail(Refusal::Generator, 9))?;
        match game.settle() {
            Ok(()) => Ok(game),
            Err(why @ Refusal::Held) => Err(fail(why, 6)),
            Err(why) => Err(fail(why, 3)),
        }
    }

    fn to_text(&self) -> String {
        let c = &self.core;
        let mode = format!("{}{}", c.players, if c.expert { 'x' } else { 'b' });
        let display: String = c.display.iter().map(|&t| if t == NONE { '-' } else { tile_letter(t) }).collect();
        let pile = letters(c.pile().iter().rev().copied());
        let held = if c.taking_another { "~".into() } else { letters((c.held != NONE).then_some(c.held).into_iter()) };
        let aside = letters(tiles(c.set_aside));
        format!(
            "{mode}_{}_{}_{}_{display}_{pile}_{held}_{aside}_{}_g{:016x}",
            self.turn_field(),
            c.rounds,
            self.board_field(),
            self.leprechaun_field(),
            c.rng
        )
    }

    fn seats(&self) -> &'static [Colour] {
        if self.core.players == 3 {
            THREE
        } else {
            TWO
        }
    }

    fn to_move(&self) -> Seat {
        self.core.turn as Seat
    }

    fn outcome(&self) -> Option<Outcome> {
        self.core.ended
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        moves.clear();
        self.generate(&mut |mv| {
            moves.push(mv);
            true
        });
    }

    /// Must agree exactly with `generate`.
    fn check(&self, mv: Move) -> Result<(), Refusal> {
        let core = &self.core;
        if core.ended.is_some() {
            return Err(Refusal::GameOver);
        }
        if let Move::Leprechaun(leaf) = mv {
            return self.check_leprechaun(leaf);
        }
        if core.in_setup() {
            return Err(Refusal::SetupFirst);
        }
        match mv {
            Move::Place { source, cell, rotation } => self.check_place(source, cell, rotation),
            _ if core.held != NONE => Err(Refusal::PlaceHeld),
            Move::Draw => {
                if core.pile_len == 0 {
                    return Err(Refusal::PileEmpty);
                }
                self.check_budget(1)?;
                if core.tokens.count_ones() >= TOKENS {
                    return Err(Refusal::NoTokens);
                }
                if !self.any_candidate() {
                    return Err(Refusal::NoPlace);
                }
                Ok(())
            }
            _ if core.taking_another => Err(Refusal::TakeAnother),
            Move::Rotate { cell, .. } => self.check_rotate(cell),
            Move::Leprechaun(_) | Move::End => Ok(()),
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        let mut record = Undo { mv, core: self.core, turn_started: false };
        match mv {
            Move::Place { source, cell, rotation } => {
                self.place(source, cell, rotation);
                record.turn_started = self.after_action();
            }
            Move::Draw => self.draw(),
            Move::Rotate { cell, clockwise } => {
                self.rotate(cell, clockwise);
                record.turn_started = self.after_action();
            }
            Move::Leprechaun(leaf) => {
                // (A leaf off the grid cannot come from `legal_moves`: it is skipped.)
                if let Some(to) = spot(leaf.cell) {
                    record.turn_started = self.put_leprechaun(to, leaf.corner % 6);
                }
            }
            Move::End => {
                self.end_turn();
                record.turn_started = true;
            }
        }
        self.undo.push(record);
    }

    /// The state before the move is in the record; only the grid cell of a placed tile is
    /// cleared by hand (the grid is not part of the snapshot).
    fn undo(&mut self) -> bool {
        let Some(record) = self.undo.pop() else { return false };
        if record.turn_started {
            self.seen.pop();
        }
        if let Move::Place { cell, .. } = record.mv {
            if let Some(cell) = spot(cell).and_then(|s| self.grid.get_mut(s)) {
                *cell = NONE;
            }
        }
        self.core = record.core;
        true
    }

    /// The same word in every position (see `notation`).
    fn notation(&self, mv: Move) -> String {
        mv.to_string()
    }

    /// Reads the word and checks it here. A rotation of one of the two tiles with three
    /// orientations is read modulo 3 (rotations giving the same layout are one move).
    fn parse_move(&self, text: &str) -> Result<Move, MoveError<Refusal>> {
        let mut mv = read_move(text)?;
        if let Move::Place { source, rotation, .. } = &mut mv {
            let tile = match *source {
                Source::Pile => self.core.held,
                Source::Display(slot) => self.core.display.get(slot as usize).copied().unwrap_or(NONE),
            };
            if tile != NONE && *rotation < 6 {
                *rotation %= period(tile);
            }
        }
        self.check(mv).map_err(MoveError::Illegal)?;
        Ok(mv)
    }

    fn hash(&self) -> u64 {
        self.core.hash
    }

    fn invariants(&self) -> Result<(), String> {
        hash_agrees(self.hash(), self.compute_hash())?;
        self.check_structure()
    }

    /// The face-down pile is unknown to everybody: shuffle it, and the generator that will
    /// reshuffle set-aside tiles. The display, the held tile and set-aside tiles are face up.
    fn determinize(&mut self, seed: u64) {
        let mut rng = Rng::new(seed);
        let mut pile = self.core.pile;
        let n = self.core.pile().len();
        rng.shuffle(&mut pile[..n]);
        self.core.set_pile(&pile[..n]);
        self.core.rng = rng.next_u64();
    }
}
