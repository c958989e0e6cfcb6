//! What the controller does with a message from the other browser. Every message is checked
//! before it changes anything: its version, kind and number (`Envelope::decode`, `accept`),
//! then what it says against the game here. A refused message is reported and changes nothing.

use super::controller::{Command, Deal, Live, LiveGame};
use super::message::{Envelope, GameRecord, Hello, Hex, Message, PositionHash, Setup, Side};
use super::referee;
use super::refusal::Refused;
use super::seed::{self, Secret};
use super::words::{Ending, Notice};
use crate::app::clock::Flagged;
use crate::game::{Reason, Text};

const HASH_DIFFERS: Text =
    crate::text!("its last position does not match its hash.", "jeho poslední pozice neodpovídá svému otisku.");
const DROPS_MOVES: Text = crate::text!("it leaves out moves played here.", "vynechává tahy zahrané zde.");

impl Live {
    pub(super) fn receive(&mut self, text: &str, now: f64, out: &mut Vec<Command>) {
        let gap = self.seen.map(|last| last + 1);
        match self.accept(text) {
            Err(why) => out.push(Command::Say(Notice::Refused(why))),
            Ok((seq, message)) => {
                // A number skipped: a message was lost, so the record is asked for (once the
                // message itself has been dealt with, which may already have asked).
                let lost = gap.is_some_and(|next| seq > next);
                match self.on_message(message, now, out) {
                    // Only a message taken counts: a refused one, whatever its number, changes
                    // nothing (a forged number must not make the next true messages replays).
                    Ok(()) => self.seen = Some(seq),
                    Err(why) => return out.push(Command::Say(Notice::Refused(why))),
                }
                if lost {
                    self.ask_record(out);
                }
            }
        }
    }

    /// Reads a message and checks its number: the first of a connection is the hello, each
    /// one after it is numbered above the last one taken.
    fn accept(&mut self, text: &str) -> Result<(u64, Message), Refused> {
        let envelope = Envelope::decode(text)?;
        match (self.seen, &envelope.message) {
            (None, Message::Hello(_)) => {}
            (None, _) => return Err(Refused::NotIntroduced),
            (Some(last), _) if envelope.seq <= last => return Err(Refused::Replayed { seq: envelope.seq, last }),
            _ => {}
        }
        Ok((envelope.seq, envelope.message))
    }

    fn on_message(&mut self, message: Message, now: f64, out: &mut Vec<Command>) -> Result<(), Refused> {
        let them = self.me.other();
        match message {
            Message::Hello(hello) => self.on_hello(hello, now, out)?,
            Message::Move { ply, notation, hash, think_ms } => {
                self.on_move(ply, &notation, hash, think_ms, now, out)?
            }
            Message::Resign { .. } => {
                self.playing_plies()?;
                self.end(Ending::Resigned(them), now, out);
            }
            Message::DrawOffer { ply } => {
                self.at_ply(ply)?;
                self.offers.draw = Some((them, ply));
                out.push(Command::Say(Notice::DrawOffered));
                out.push(Command::Refresh);
            }
            Message::DrawAccept { ply } => {
                self.answers_mine(self.offers.draw, ply)?;
                self.end(Ending::Agreed, now, out);
            }
            Message::DrawDecline { ply } => {
                self.answers_mine(self.offers.draw, ply)?;
                self.offers.draw = None;
                out.push(Command::Say(Notice::DrawDeclined));
                out.push(Command::Refresh);
            }
            Message::TakebackAsk { to } => {
                self.playing_plies()?;
                if self.game.as_ref().and_then(|g| g.takeback_point(them)) != Some(to) {
                    return Err(Refused::BadTakeback { to });
                }
                self.offers.takeback = Some((them, to));
                out.push(Command::Say(Notice::TakebackAsked));
                out.push(Command::Refresh);
            }
            Message::TakebackAccept { to } => {
                self.playing_plies()?;
                let point = self.game.as_ref().and_then(|g| g.takeback_point(self.me));
                if self.offers.takeback != Some((self.me, to)) || point != Some(to) {
                    return Err(Refused::NoOffer);
                }
                self.offers.takeback = None;
                self.take_back_to(to, now, out);
            }
            Message::TakebackDecline { to } => {
                if self.offers.takeback != Some((self.me, to)) {
                    return Err(Refused::NoOffer);
                }
                self.offers.takeback = None;
                out.push(Command::Say(Notice::TakebackDeclined));
                out.push(Command::Refresh);
            }
            Message::RematchAsk { game } => {
                let over = self.game.as_ref().filter(|g| g.ending.is_some()).ok_or(Refused::NotPlaying)?;
                if game != over.number + 1 {
                    return Err(Refused::WrongGame { game });
                }
                self.offers.rematch = Some((them, game));
                out.push(Command::Say(Notice::RematchAsked));
                out.push(Command::Refresh);
            }
            Message::RematchAccept { game } => {
                if self.offers.rematch != Some((self.me, game)) {
                    return Err(Refused::NoOffer);
                }
                self.start_rematch(out);
            }
            Message::Quick { say } => out.push(Command::Say(Notice::Quick(say))),
            Message::Flag { seat, .. } => self.on_flag(seat, now, out)?,
            Message::ResyncAsk { .. } => {
                let game = self.game.as_ref().ok_or(Refused::NoGame)?;
                let record = GameRecord {
                    game: game.number,
                    start: game.referee.start().to_string(),
                    moves: game.referee.moves().to_vec(),
                    hash: game.referee.hash(),
                };
                self.send(Message::Record(record), out);
            }
            Message::Record(record) => self.on_record(record, now, out)?,
            Message::SeedCommit { game, commitment } => self.on_commit(game, commitment, out)?,
            Message::SeedReveal { game, seed, nonce } => self.on_reveal(game, seed.0, nonce.0, now, out)?,
        }
        Ok(())
    }

    /// The plies of the game, if it is being played.
    fn playing_plies(&self) -> Result<usize, Refused> {
        self.plies_if_playing().ok_or(Refused::NotPlaying)
    }

    /// An offer about the position after `ply` moves must be about this one.
    fn at_ply(&self, ply: usize) -> Result<(), Refused> {
        let plies = self.playing_plies()?;
        if ply != plies {
            return Err(Refused::Stale { ply, plies });
        }
        Ok(())
    }

    /// An answer to this side's offer at `ply`, which still stands.
    fn answers_mine(&self, offer: Option<(Side, usize)>, ply: usize) -> Result<(), Refused> {
        let plies = self.playing_plies()?;
        if offer != Some((self.me, ply)) || ply != plies {
            return Err(Refused::NoOffer);
        }
        Ok(())
    }

    fn on_hello(&mut self, hello: Hello, now: f64, out: &mut Vec<Command>) -> Result<(), Refused> {
        if hello.side == self.me {
            return Err(Refused::SameSide);
        }
        let mine = self.game_number();
        let theirs_differs = self.me == Side::Guest
            && hello.game == mine
            && hello.setup.as_ref().is_some_and(|s| self.game.as_ref().is_some_and(|g| !same_origin(s, &g.setup)));
        if hello.game > mine || theirs_differs {
            let setup = hello.setup.ok_or(Refused::NoGame)?;
            self.adopt(hello.game, setup, now, out)?;
        } else if hello.game == mine && mine > 0 {
            // Only the seed of this very game (a guest may still hold an older match's).
            let ours = |s: &&Setup| self.game.as_ref().is_some_and(|g| same_origin(s, &g.setup));
            let their_seed = hello.setup.as_ref().filter(ours).and_then(|s| s.seed);
            let undealt = self.game.as_ref().is_some_and(|g| g.setup.seed.is_none());
            if let (true, Some(Hex(seed))) = (undealt, their_seed) {
                // The connection dropped between the two reveals: the other side finished.
                self.finish_deal(u64::from_le_bytes(seed), now, out)?;
            }
        }
        if let Some(game) = self.game.as_ref().filter(|g| g.setup.seed.is_some() && g.number == hello.game) {
            let (plies, hash) = (game.referee.moves().len(), game.referee.hash());
            let behind = hello.ply > plies;
            let differs = hello.ply == plies && hello.hash != hash && self.me == Side::Guest;
            if behind || differs {
                self.ask_record(out);
            }
        }
        out.push(Command::Say(Notice::Connected));
        out.push(Command::Refresh);
        Ok(())
    }

    /// Takes the other side's game as this match's game `number`.
    fn adopt(&mut self, number: u32, setup: Setup, now: f64, out: &mut Vec<Command>) -> Result<(), Refused> {
        let dealt = setup.seed.is_some();
        let game = LiveGame::new(number, setup)?;
        self.game = Some(game);
        self.offers = Default::default();
        if dealt {
            self.started(now, out);
        } else {
            out.push(Command::Say(Notice::Dealing));
            self.commit(out);
        }
        Ok(())
    }

    /// The game is dealt: show it, start the clock, save.
    fn started(&mut self, now: f64, out: &mut Vec<Command>) {
        let Some(game) = self.game.as_mut() else { return };
        let to_move = game.referee.to_move();
        if let Some(clock) = game.clock.as_mut() {
            clock.start(to_move, now);
        }
        out.push(Command::Open(game.record()));
        out.push(Command::Say(Notice::Started(self.my_seats())));
        self.save(out);
        out.push(Command::Refresh);
    }

    fn on_move(
        &mut self,
        ply: usize,
        notation: &str,
        hash: PositionHash,
        think_ms: u64,
        now: f64,
        out: &mut Vec<Command>,
    ) -> Result<(), Refused> {
        let plies = self.playing_plies()?;
        if ply <= plies {
            return Err(Refused::Stale { ply, plies });
        }
        if ply > plies + 1 {
            self.ask_record(out);
            return Err(Refused::Missed { ply, plies });
        }
        let them = self.me.other();
        let game = self.game.as_mut().ok_or(Refused::NoGame)?;
        if game.owner(game.referee.to_move()) != Some(them) {
            return Err(Refused::NotTheirTurn { ply });
        }
        let written = game.referee.play(notation).map_err(|reason| Refused::Illegal {
            ply,
            notation: notation.to_string(),
            reason,
        })?;
        if game.referee.hash() != hash {
            game.referee.undo();
            self.ask_record(out);
            return Err(Refused::HashMismatch { ply });
        }
        if let Err(Flagged(seat)) = game.follow_clock(Some(think_ms), now) {
            // The mover's time ran out before the move, by the most this side can forgive.
            game.referee.undo();
            let ply = game.referee.moves().len();
            self.send(Message::Flag { seat, ply }, out);
            self.end(Ending::Flag(seat), now, out);
            return Ok(());
        }
        let outcome = game.referee.outcome();
        self.offers.draw = None;
        self.offers.takeback = None;
        out.push(Command::Play(written));
        self.after_move(outcome, now, out);
        Ok(())
    }

    /// The other side says `seat`'s time ran out: its own seat's, it knows best; this side's
    /// seat's, only if this side's clock shows that seat's time (nearly) spent too.
    fn on_flag(&mut self, seat: usize, now: f64, out: &mut Vec<Command>) -> Result<(), Refused> {
        self.playing_plies()?;
        let me = self.me;
        let game = self.game.as_mut().ok_or(Refused::NoGame)?;
        let owner = game.owner(seat).ok_or(Refused::FlagDisputed { seat })?;
        let clock = game.clock.as_mut().ok_or(Refused::FlagDisputed { seat })?;
        if owner == me && clock.left(seat, now) > super::LAG_ALLOWANCE_MS {
            return Err(Refused::FlagDisputed { seat });
        }
        clock.flag(seat);
        self.end(Ending::Flag(seat), now, out);
        Ok(())
    }

    /// Asks the other side for its record, unless already waiting for it.
    pub(super) fn ask_record(&mut self, out: &mut Vec<Command>) {
        let Some(game) = self.game.as_ref().filter(|g| g.setup.seed.is_some()) else { return };
        if self.awaiting_record {
            return;
        }
        let (ply, hash) = (game.referee.moves().len(), game.referee.hash());
        self.awaiting_record = true;
        self.send(Message::ResyncAsk { ply, hash }, out);
    }

    /// The other side's record: it repairs this game if it replays move by move here, ends
    /// in the position its hash names, and keeps every move played here (or, where the two
    /// games went apart, if it is the host's: one of the two must stand).
    fn on_record(&mut self, record: GameRecord, now: f64, out: &mut Vec<Command>) -> Result<(), Refused> {
        self.awaiting_record = false;
        let me = self.me;
        let game = self.game.as_mut().filter(|g| g.setup.seed.is_some()).ok_or(Refused::NotPlaying)?;
        if record.game != game.number {
            return Err(Refused::WrongGame { game: record.game });
        }
        let theirs = referee::open(game.setup.kind, &record.start, &record.moves).map_err(Refused::BadRecord)?;
        if theirs.hash() != record.hash {
            return Err(Refused::BadRecord(Reason::new(&HASH_DIFFERS)));
        }
        let mine = game.referee.moves();
        let extends = theirs.start() == game.referee.start() && theirs.moves().starts_with(mine);
        if extends {
            let new: Vec<String> = theirs.moves().get(mine.len()..).unwrap_or_default().to_vec();
            for notation in new {
                // Replayed above from the same start, so each is legal here.
                let written = game.referee.play(&notation).map_err(Refused::BadRecord)?;
                out.push(Command::Play(written));
                // The turns' own times are not in the record: each is charged as seen here,
                // less the network allowance.
                let _ = game.follow_clock(Some(0), now);
            }
        } else if me == Side::Guest {
            game.referee = theirs;
            let to_move = game.referee.to_move();
            if let Some(clock) = game.clock.as_mut() {
                clock.stop(now);
                clock.start(to_move, now);
            }
            out.push(Command::Open(game.record()));
            out.push(Command::Say(Notice::Repaired));
        } else if !mine.starts_with(theirs.moves()) || theirs.start() != game.referee.start() {
            out.push(Command::Say(Notice::Unrepairable));
            out.push(Command::LinkPlay(game.record()));
            return Err(Refused::BadRecord(Reason::new(&DROPS_MOVES)));
        }
        let outcome = game.referee.outcome();
        self.after_move(outcome, now, out);
        Ok(())
    }

    fn dealing(&mut self, number: u32) -> Result<&mut Deal, Refused> {
        let game = self.game.as_mut().ok_or(Refused::NoGame)?;
        if number != game.number {
            return Err(Refused::WrongGame { game: number });
        }
        game.deal.as_mut().ok_or(Refused::NotPlaying)
    }

    /// The other side's commitment: this side commits (if it has not) and then reveals, since
    /// nothing it shows now can change what the other side committed to.
    fn on_commit(&mut self, number: u32, commitment: Hex<32>, out: &mut Vec<Command>) -> Result<(), Refused> {
        let deal = self.dealing(number)?;
        match deal.their_commitment {
            Some(earlier) if earlier != commitment => return Err(Refused::BadReveal),
            _ => deal.their_commitment = Some(commitment),
        }
        self.commit(out);
        let entropy = self.entropy;
        let deal = self.dealing(number)?;
        if !deal.revealed {
            deal.revealed = true;
            let secret = Secret::draw(&entropy, number);
            self.send(Message::SeedReveal { game: number, seed: Hex(secret.seed), nonce: Hex(secret.nonce) }, out);
        }
        Ok(())
    }

    fn on_reveal(
        &mut self,
        number: u32,
        seed: [u8; 8],
        nonce: [u8; 16],
        now: f64,
        out: &mut Vec<Command>,
    ) -> Result<(), Refused> {
        let me = self.me;
        let entropy = self.entropy;
        let deal = self.dealing(number)?;
        let commitment = deal.their_commitment.ok_or(Refused::RevealBeforeCommit)?;
        if !seed::matches(&commitment, &seed, &nonce) {
            return Err(Refused::BadReveal);
        }
        deal.their_seed = Some(seed);
        if !deal.revealed {
            return Ok(());
        }
        let mine = Secret::draw(&entropy, number);
        self.finish_deal(seed::combine(me, &mine.seed, &seed), now, out)
    }

    fn finish_deal(&mut self, seed: u64, now: f64, out: &mut Vec<Command>) -> Result<(), Refused> {
        let game = self.game.as_mut().ok_or(Refused::NoGame)?;
        game.dealt(seed)?;
        self.started(now, out);
        Ok(())
    }
}

/// Whether two set-ups are the same game as set up (whatever was dealt since).
fn same_origin(a: &Setup, b: &Setup) -> bool {
    (a.kind, &a.start, &a.moves, &a.owners, a.clocks) == (b.kind, &b.start, &b.moves, &b.owners, b.clocks)
}
