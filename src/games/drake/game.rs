//! The Drake as a `Game`: set-up, position text, moves, play, undo and notation.

use super::board::{bit, name};
use super::notation::{board_square, read_shape};
use super::position::{read_head, read_stack};
use super::random::{random_troop_set, random_variant};
use super::ready::ReadyMade;
use super::refusal::Refusal;
use super::rules::{Rules, AFTER_MOVE, DRAWN, TOKENS};
use super::setup::{random_mountains, read_items, read_squares, set_of, switch, variant_text, Options, RandomVariant};
use super::state::{Drake, Stack, BLUE, ORANGE};
use super::variant::{Flags, StackMode, Variant};
use super::Move;
use crate::game::rng::Rng;
use crate::game::{hash_agrees, split_at, Colour, EndReason, Game, MoveError, Outcome, ParseError, Seat};

const SEATS: &[Colour] = &[Colour::Blue, Colour::Orange];

impl Game for Drake {
    type Move = Move;
    type Options = Options;
    const COLOURS: &'static [Colour] = SEATS;
    type Refusal = Refusal;

    fn new(options: &Options) -> Result<Self, Refusal> {
        let mut chance = Rng::new(options.seed ^ 0x7A81_A4E5_0D3B_11C9);
        let mut variant = match options.random_variant {
            RandomVariant::Off => options.variant.clone(),
            RandomVariant::Anything => random_variant(&mut chance),
            RandomVariant::Troops => random_troop_set(&mut chance),
        };
        if !(3..=8).contains(&variant.size) {
            return Err(Refusal::Size(variant.size.to_string()));
        }
        let mut rng = Rng::new(options.seed);
        if options.random_mountains {
            variant.mountains = random_mountains(&variant, &mut rng);
        }
        variant.check().map_err(|(why, _)| why)?;
        let mut stacks = [Stack::new(&variant.stacks[0]), Stack::new(&variant.stacks[1])];
        if variant.mode == StackMode::Random {
            // Leader and guards stay on top; the rest of each stack is shuffled.
            for stack in &mut stacks {
                rng.shuffle(&mut stack.items[3..stack.len as usize]);
            }
        }
        let chance = rng.next_u64();
        Ok(Drake::empty(Rules::new(variant), stacks, chance))
    }

    fn set_option(options: &mut Options, key: &str, value: &str) -> Result<(), Refusal> {
        let v = &mut options.variant;
        match key {
            "size" => {
                v.size = match value.parse() {
                    Ok(n @ 3..=8) => n,
                    _ => return Err(Refusal::Size(value.into())),
                }
            }
            "mountains" => {
                options.random_mountains = value == "random";
                v.mountains = if options.random_mountains { 0 } else { set_of(&read_squares(value)?) };
            }
            "random-stack" | "drawn-stack" => {
                let mode = if key == "random-stack" { StackMode::Random } else { StackMode::Drawn };
                if switch(value)? {
                    v.mode = mode;
                } else if v.mode == mode {
                    v.mode = StackMode::Fixed;
                }
            }
            "hidden-stack" => v.hidden = switch(value)?,
            "seed" => options.seed = value.parse().map_err(|_| Refusal::BadSeed(value.into()))?,
            "variant" => {
                *v = match value {
                    "" | "standard" => Variant::default(),
                    text if text.starts_with('v') => variant_text(text)?,
                    id => ReadyMade::find(id).ok_or_else(|| Refusal::UnknownVariant(id.into()))?.variant(),
                }
            }
            "fortresses" => v.fortresses = set_of(&read_squares(value)?),
            "flags" => {
                v.flags = match (switch(value), read_squares(value)) {
                    (Ok(true), _) => Flags::Home,
                    (Ok(false), _) => Flags::Off,
                    (_, Ok(at)) if at.len() == 2 => Flags::At([at[0], at[1]]),
                    _ => return Err(Refusal::FlagSquares),
                }
            }
            "stack" => v.stacks = [read_items(value)?, read_items(value)?],
            "blue-stack" => v.stacks[BLUE] = read_items(value)?,
            "orange-stack" => v.stacks[ORANGE] = read_items(value)?,
            "troop" => {
                let troop = variant_text(&format!("v1-t{value}"))?.troops.remove(0);
                v.troops.retain(|k| k.letter != troop.letter);
                v.troops.push(troop);
            }
            "random-variant" => options.random_variant = RandomVariant::read(value)?,
            _ => return Err(Refusal::UnknownOption(key.into())),
        }
        Ok(())
    }

    fn from_text(text: &str) -> Result<Self, ParseError<Refusal>> {
        let read = || -> Result<Drake, ParseError<Refusal>> {
            let fields = split_at(text.trim_end(), '_');
            let (classic, variant) = read_head(&fields, text.len())?;
            let board_span = (fields[1].0, fields[1].0 + fields[1].1.len());
            let mut game = Drake::empty(Rules::new(variant), [Stack::new(&[]); 2], 0);
            game.stacks = [read_stack(&game, BLUE, fields[4])?, read_stack(&game, ORANGE, fields[5])?];
            game.mountains = 0;
            game.read_board(fields[1].1, fields[1].0, classic)?;
            let on_board = |why| ParseError::new(why, board_span.0, board_span.1);
            game.settle_board(classic).map_err(on_board)?;
            game.read_state(&fields)?;
            if let Some(&(start, extras)) = fields.get(7).filter(|_| !classic) {
                game.read_extras(extras, start)?;
            }
            if game.ext & TOKENS != 0 {
                game.mark();
            }
            game.validate().map_err(on_board)?;
            game.count_troops().map_err(|why| ParseError::new(why, 0, text.len()))?;
            game.hash = game.compute_hash();
            game.seen = vec![game.hash];
            let stacks_end = fields[5].0 + fields[5].1.len();
            game.ended = game.ending_of_text().map_err(|why| ParseError::new(why, board_span.0, stacks_end))?;
            Ok(game)
        };
        read().map_err(|e| e.within(text))
    }

    fn to_text(&self) -> String {
        let classic = self.rules.variant.is_classic();
        let stack = |s: &Stack| {
            if s.is_empty() {
                "-".to_string()
            } else {
                s.remaining().iter().map(|t| t.letter()).collect()
            }
        };
        let phase = match self.phase {
            super::Phase::Leaders => "L".to_string(),
            super::Phase::Guards(slot) => format!("G{slot}"),
            super::Phase::Middle => "M".to_string(),
        };
        let head = if classic { self.size.to_string() } else { self.rules.variant.to_text() };
        let mut text = format!(
            "{head}_{}_{}_{phase}_{}_{}_{}",
            self.write_board(!classic),
            if self.turn as usize == BLUE { 'b' } else { 'o' },
            stack(&self.stacks[BLUE]),
            stack(&self.stacks[ORANGE]),
            self.quiet
        );
        if !classic {
            text.push('_');
            text.push_str(&self.write_extras());
        } else if self.hidden_stack {
            text.push_str("_h");
        }
        text
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

    fn check(&self, mv: Move) -> Result<(), Refusal> {
        if self.ended.is_some() {
            return Err(Refusal::GameOver);
        }
        match mv {
            Move::Place(to) => self.placement_refusal(to),
            Move::Detonate(target) => self.detonation_refusal(target),
            Move::Step(..) | Move::Strike(..) | Move::Command(..) => self.action_refusal(mv),
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        let me = self.turn as usize;
        let mut record = self.record(mv);
        let leader_taken = self.act(mv, &mut record);
        if self.ext & AFTER_MOVE != 0 {
            self.extensions_after(me, mv, &mut record);
        }
        self.undo.push(record);
        self.advance(me);
        self.seen.push(self.hash);
        self.settle_end(me, leader_taken);
    }

    fn undo(&mut self) -> bool {
        let Some(record) = self.undo.pop() else { return false };
        self.seen.pop();
        self.unact(&record);
        self.phase = record.phase;
        self.turn = record.turn;
        self.quiet = record.quiet;
        self.hash = record.hash;
        self.ended = record.ended;
        self.leaders = record.leaders;
        self.flags = record.flags;
        self.guard = record.guard;
        if self.ext != 0 {
            if record.drawn != super::state::NONE {
                self.rng = self.draws.pop().unwrap_or(self.rng);
            }
            if self.ext & TOKENS != 0 {
                self.mark();
            }
        }
        true
    }

    fn notation(&self, mv: Move) -> String {
        let sep = |to| if (self.occupied[0] | self.occupied[1]) & bit(to) != 0 { 'x' } else { '-' };
        match mv {
            Move::Place(to) => format!("@{}", name(to)),
            Move::Step(from, to) => format!("{}{}{}", name(from), sep(to), name(to)),
            Move::Strike(from, to) => format!("{}*{}", name(from), name(to)),
            Move::Command(by, from, to) => format!("{}:{}{}{}", name(by), name(from), sep(to), name(to)),
            Move::Detonate(target) => format!("!{}", name(target)),
        }
    }

    fn parse_move(&self, text: &str) -> Result<Move, MoveError<Refusal>> {
        let t = text.trim();
        // A well-formed square beyond the board is named in the refusal, not a syntax error.
        let mut off = None;
        let shape = read_shape(t, &mut board_square(self.size, &mut off));
        if let Some(name) = off {
            return Err(MoveError::Illegal(Refusal::OffBoard(name)));
        }
        let Some(shape) = shape else {
            let e = ParseError::new(Refusal::NotAMove(t.into()), 0, text.len());
            return Err(MoveError::Syntax(e.within(text)));
        };
        if shape.capture {
            let (Move::Step(_, target)
            | Move::Command(_, _, target)
            | Move::Detonate(target)
            | Move::Place(target)
            | Move::Strike(_, target)) = shape.mv;
            if self.owner(target).is_none() {
                return Err(MoveError::Illegal(Refusal::NothingToCapture(target)));
            }
        }
        self.check(shape.mv).map_err(MoveError::Illegal)?;
        Ok(shape.mv)
    }

    fn invariants(&self) -> Result<(), String> {
        hash_agrees(self.hash(), self.compute_hash())?;
        self.check_structure()
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    /// What the player to move cannot know: with drawn stacks, which items the coming draws
    /// bring (and, hidden, the enemy's drawn top); with a hidden stack, the order below each
    /// stack's top (leaders and guards never move from the top three places).
    fn determinize(&mut self, seed: u64) {
        let mut rng = Rng::new(seed);
        if self.ext & DRAWN != 0 {
            self.rng = Rng::new(rng.next_u64());
            if !self.hidden_stack {
                return;
            }
            let stack = &mut self.stacks[1 - self.turn as usize];
            let (top, len) = (stack.taken as usize, stack.len as usize);
            if top >= 3 && top < len {
                stack.items.swap(top, top + rng.below(len - top));
            }
        } else if self.hidden_stack {
            for player in [BLUE, ORANGE] {
                let stack = &mut self.stacks[player];
                let hidden_from = (stack.taken as usize + 1).max(3);
                if hidden_from < stack.len as usize {
                    rng.shuffle(&mut stack.items[hidden_from..stack.len as usize]);
                }
            }
        } else {
            return;
        }
        self.hash = self.compute_hash();
        // The current position's entry in the history too, so that repetitions count it
        // (found by the soak's invariants).
        if let Some(last) = self.seen.last_mut() {
            *last = self.hash;
        }
    }
}
