//! The controller of one live match: who this browser is, the connection, the numbers of the
//! messages, the game as both check it, the clocks, the offers standing.
//!
//! The page forwards [`Event`]s with the time (`now`, wall-clock milliseconds, so that a clock
//! survives a reload) and carries out the [`Command`]s in order. Nothing here touches the
//! network: a message to send is a [`Command::Send`] of its text, and a message received comes
//! back as [`Event::Received`]. Messages are sent only while connected; what is missed while
//! the connection is down is caught up by the hellos of the next connection (each says how
//! many moves it has, and the side behind asks for the other's record).

pub(super) use super::game::{Deal, LiveGame};
use super::message::{Clocks, Envelope, Message, Quick, Setup, Side};
use super::refusal::Refused;
use super::seed::Secret;
use super::words::{Ending, Failure, Link, Notice};
use crate::app::clock::{Flagged, TimeControl};
use crate::app::record::Record;
use crate::game::{Reason, Seat};

/// The most network delay forgiven per turn when the other browser's reported thinking time
/// is charged, and the grace before this browser declares the other side's flag (its own
/// clock decides first): see `app::clock`.
pub const LAG_ALLOWANCE_MS: u64 = 2_000;

/// What happens to a live match.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// The data channel opened (first connection, or a reconnect).
    Opened,
    /// The data channel closed.
    Closed,
    /// The player starts a new exchange of codes after a drop or a reload.
    Reconnect,
    /// The connection could not be made: why.
    Failed(Failure),
    /// A move was made on this board (the session played it), in notation.
    Moved(String),
    /// A message arrived on the channel.
    Received(String),
    /// Time passed (the clocks).
    Tick,
    Resign,
    OfferDraw,
    /// Accept (true) or decline the other player's draw offer.
    AnswerDraw(bool),
    AskTakeback,
    AnswerTakeback(bool),
    /// Ask for a rematch, or accept the one asked for.
    Rematch,
    Quick(Quick),
}

/// What the page must do, in this order.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Send this text on the data channel.
    Send(String),
    /// Show this game on the board (the game starts, was dealt, repaired, or a rematch).
    Open(Record),
    /// Play the other player's move on the session (already checked).
    Play(String),
    /// Take back this many moves on the session.
    TakeBack(usize),
    /// Tell the player this (live region, panel).
    Say(Notice),
    /// The game ended (resignation, time, agreed draw, or by the rules).
    Ended(Ending),
    /// Keep the live match's state (see [`Live::restore`]).
    Save(String),
    /// The connection failed: go on by links with this game.
    LinkPlay(Record),
    /// Show the panel again: connection, clocks, offers.
    Refresh,
}

/// Offers standing: who made each, and at which ply (the rematch: for which game).
#[derive(Clone, Debug, Default, PartialEq)]
pub(super) struct Offers {
    pub draw: Option<(Side, usize)>,
    pub takeback: Option<(Side, usize)>,
    pub rematch: Option<(Side, u32)>,
}

pub struct Live {
    pub(super) me: Side,
    pub(super) link: Link,
    pub(super) entropy: [u8; 32],
    /// The number of the last message sent on this connection.
    pub(super) sent: u64,
    /// The number of the last message received on this connection (`None` before its hello).
    pub(super) seen: Option<u64>,
    /// Whether the other side's record was asked for and has not come yet.
    pub(super) awaiting_record: bool,
    pub(super) game: Option<LiveGame>,
    pub(super) offers: Offers,
}

impl Live {
    /// The inviting browser, with the game of `record` (any kind, any start, moves played),
    /// `owners` saying who plays each seat, clocks or none, and 32 random bytes from the
    /// browser (`crypto.getRandomValues`) for the fair deal.
    pub fn host(
        record: &Record,
        owners: Vec<Side>,
        clocks: Option<TimeControl>,
        entropy: [u8; 32],
    ) -> Result<Live, Refused> {
        let setup = Setup {
            kind: record.kind,
            start: record.start.clone(),
            moves: record.moves.clone(),
            owners,
            clocks: clocks.map(|c| Clocks { base_ms: c.base_ms, increment_ms: c.increment_ms }),
            seed: None,
        };
        let game = LiveGame::new(1, setup)?;
        let mut live = Live::guest(entropy);
        live.me = Side::Host;
        live.link = Link::Inviting;
        live.game = Some(game);
        Ok(live)
    }

    /// The answering browser: the game comes in the host's hello.
    pub fn guest(entropy: [u8; 32]) -> Live {
        Live {
            me: Side::Guest,
            link: Link::Answering,
            entropy,
            sent: 0,
            seen: None,
            awaiting_record: false,
            game: None,
            offers: Offers::default(),
        }
    }

    pub fn me(&self) -> Side {
        self.me
    }

    pub fn link(&self) -> Link {
        self.link
    }

    /// Who plays each seat (empty before the game is known).
    pub fn owners(&self) -> &[Side] {
        self.game.as_ref().map_or(&[], |g| &g.setup.owners)
    }

    /// The seats this browser plays.
    pub fn my_seats(&self) -> Vec<Seat> {
        self.owners().iter().enumerate().filter(|&(_, &owner)| owner == self.me).map(|(seat, _)| seat).collect()
    }

    /// The seat to move in the game (`None` before it is known).
    pub fn to_move(&self) -> Option<Seat> {
        self.game.as_ref().map(|g| g.referee.to_move())
    }

    /// Whether it is this browser's turn in a game being played (the board takes moves).
    pub fn my_turn(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.playing() && g.owner(g.referee.to_move()) == Some(self.me))
    }

    /// The game being played, as a record (for the board, a link, an export).
    pub fn record(&self) -> Option<Record> {
        self.game.as_ref().map(|g| g.record())
    }

    /// The number of the game in this match (0: none yet).
    pub fn game_number(&self) -> u32 {
        self.game.as_ref().map_or(0, |g| g.number)
    }

    /// Whether the game is being played (seed agreed, not ended).
    pub fn playing(&self) -> bool {
        self.game.as_ref().is_some_and(|g| g.playing())
    }

    pub fn ending(&self) -> Option<Ending> {
        self.game.as_ref().and_then(|g| g.ending)
    }

    /// The time `seat` has left at `now`, if the game has clocks.
    pub fn clock_left(&self, seat: Seat, now: f64) -> Option<u64> {
        self.game.as_ref()?.clock.as_ref().map(|c| c.left(seat, now))
    }

    /// The side whose draw offer stands.
    pub fn draw_offer(&self) -> Option<Side> {
        self.offers.draw.map(|(side, _)| side)
    }

    pub fn takeback_ask(&self) -> Option<Side> {
        self.offers.takeback.map(|(side, _)| side)
    }

    pub fn rematch_ask(&self) -> Option<Side> {
        self.offers.rematch.map(|(side, _)| side)
    }

    pub fn handle(&mut self, event: Event, now: f64) -> Vec<Command> {
        let mut out = Vec::new();
        match event {
            Event::Opened => self.opened(&mut out),
            Event::Closed => {
                self.link = Link::Dropped;
                self.seen = None;
                out.push(Command::Say(Notice::Dropped));
                out.push(Command::Refresh);
            }
            Event::Reconnect => {
                self.link = Link::Reconnecting;
                out.push(Command::Refresh);
            }
            Event::Failed(why) => {
                if self.link != Link::Connected {
                    self.link = Link::Dropped;
                    out.push(Command::Say(Notice::Failed(why)));
                    if let Some(record) = self.record() {
                        out.push(Command::LinkPlay(record));
                    }
                    out.push(Command::Refresh);
                }
            }
            Event::Moved(notation) => self.moved(&notation, now, &mut out),
            Event::Received(text) => self.receive(&text, now, &mut out),
            Event::Tick => self.tick(now, &mut out),
            Event::Resign => {
                if let Some(ply) = self.plies_if_playing() {
                    self.send(Message::Resign { ply }, &mut out);
                    self.end(Ending::Resigned(self.me), now, &mut out);
                }
            }
            Event::OfferDraw => self.offer_draw(&mut out, now),
            Event::AnswerDraw(yes) => self.answer_draw(yes, now, &mut out),
            Event::AskTakeback => self.ask_takeback(&mut out),
            Event::AnswerTakeback(yes) => self.answer_takeback(yes, now, &mut out),
            Event::Rematch => self.rematch(&mut out),
            Event::Quick(say) => self.send(Message::Quick { say }, &mut out),
        }
        out
    }

    /// Sends a message on the connection, numbered; nothing is sent while it is down.
    pub(super) fn send(&mut self, message: Message, out: &mut Vec<Command>) {
        if self.link == Link::Connected {
            self.sent += 1;
            out.push(Command::Send(Envelope::new(self.sent, message).encode()));
        }
    }

    pub(super) fn save(&self, out: &mut Vec<Command>) {
        out.push(Command::Save(self.saved()));
    }

    /// The plies of the game if it is being played.
    pub(super) fn plies_if_playing(&self) -> Option<usize> {
        self.game.as_ref().filter(|g| g.playing()).map(|g| g.referee.moves().len())
    }

    fn opened(&mut self, out: &mut Vec<Command>) {
        self.link = Link::Connected;
        self.sent = 0;
        self.seen = None;
        self.awaiting_record = false;
        self.offers = Offers::default();
        let hello = self.hello();
        self.send(Message::Hello(hello), out);
        // A deal cut off by the drop starts again (the secret, drawn from the entropy and the
        // game's number, is the same, so a commitment already sent stays true).
        let restart = self.game.as_mut().filter(|g| g.setup.seed.is_none()).map(|g| g.deal = Some(Deal::default()));
        if restart.is_some() {
            self.commit(out);
        }
        out.push(Command::Refresh);
    }

    fn hello(&self) -> super::message::Hello {
        let game = self.game.as_ref();
        super::message::Hello {
            side: self.me,
            game: game.map_or(0, |g| g.number),
            setup: game.map(|g| g.setup.clone()),
            ply: game.map_or(0, |g| g.referee.moves().len()),
            hash: game.map_or(super::message::PositionHash(0), |g| g.referee.hash()),
        }
    }

    /// Sends this side's commitment for the game's deal, once.
    pub(super) fn commit(&mut self, out: &mut Vec<Command>) {
        let entropy = self.entropy;
        let Some(game) = self.game.as_mut() else { return };
        let number = game.number;
        let Some(deal) = game.deal.as_mut().filter(|d| !d.committed) else { return };
        deal.committed = true;
        let commitment = Secret::draw(&entropy, number).commitment();
        self.send(Message::SeedCommit { game: number, commitment }, out);
    }

    fn moved(&mut self, notation: &str, now: f64, out: &mut Vec<Command>) {
        let me = self.me;
        let refuse = |notice, out: &mut Vec<Command>| {
            out.push(Command::TakeBack(1));
            out.push(Command::Say(notice));
        };
        let Some(game) = self.game.as_mut().filter(|g| g.playing()) else {
            return refuse(Notice::LocalRefused(Refused::NotPlaying.reason_words()), out);
        };
        if game.owner(game.referee.to_move()) != Some(me) {
            return refuse(Notice::NotYourTurn, out);
        }
        let think_ms = game.clock.as_ref().map_or(0, |c| c.thinking(now));
        let written = match game.referee.play(notation) {
            Ok(written) => written,
            Err(why) => return refuse(Notice::LocalRefused(why), out),
        };
        if let Err(Flagged(seat)) = game.follow_clock(None, now) {
            // The time ran out before the move: it does not count.
            game.referee.undo();
            out.push(Command::TakeBack(1));
            let ply = game.referee.moves().len();
            self.send(Message::Flag { seat, ply }, out);
            return self.end(Ending::Flag(seat), now, out);
        }
        let ply = game.referee.moves().len();
        let hash = game.referee.hash();
        let outcome = game.referee.outcome();
        self.offers.draw = None;
        self.offers.takeback = None;
        self.send(Message::Move { ply, notation: written, hash, think_ms }, out);
        self.after_move(outcome, now, out);
    }

    /// After a move of either side: save, and the end if the rules ended the game.
    pub(super) fn after_move(&mut self, outcome: Option<crate::game::Outcome>, now: f64, out: &mut Vec<Command>) {
        match outcome {
            Some(outcome) => self.end(Ending::Played(outcome), now, out),
            None => {
                self.save(out);
                out.push(Command::Refresh);
            }
        }
    }

    fn tick(&mut self, now: f64, out: &mut Vec<Command>) {
        let me = self.me;
        let Some(game) = self.game.as_mut().filter(|g| g.playing()) else { return };
        let Some(running) = game.clock.as_ref().and_then(|c| c.running()) else { return };
        let grace = if game.owner(running.seat) == Some(me) { 0 } else { LAG_ALLOWANCE_MS };
        if let Some(Flagged(seat)) = game.clock.as_mut().and_then(|c| c.check_flag(now, grace)) {
            let ply = game.referee.moves().len();
            self.send(Message::Flag { seat, ply }, out);
            self.end(Ending::Flag(seat), now, out);
        }
    }

    /// The game ended: stop the clocks, drop the offers, say it and save it.
    pub(super) fn end(&mut self, ending: Ending, now: f64, out: &mut Vec<Command>) {
        let Some(game) = self.game.as_mut() else { return };
        if game.ending.is_some() {
            return;
        }
        game.ending = Some(ending);
        if let Some(clock) = game.clock.as_mut() {
            clock.stop(now);
        }
        self.offers = Offers::default();
        out.push(Command::Ended(ending));
        self.save(out);
        out.push(Command::Refresh);
    }

    fn offer_draw(&mut self, out: &mut Vec<Command>, now: f64) {
        let Some(ply) = self.plies_if_playing() else { return };
        match self.offers.draw {
            Some((side, at)) if side != self.me && at == ply => self.answer_draw(true, now, out),
            Some((side, at)) if side == self.me && at == ply => {}
            _ => {
                self.offers.draw = Some((self.me, ply));
                self.send(Message::DrawOffer { ply }, out);
                out.push(Command::Say(Notice::DrawOfferSent));
                out.push(Command::Refresh);
            }
        }
    }

    fn answer_draw(&mut self, yes: bool, now: f64, out: &mut Vec<Command>) {
        let Some(ply) = self.plies_if_playing() else { return };
        if self.offers.draw != Some((self.me.other(), ply)) {
            return;
        }
        self.offers.draw = None;
        if yes {
            self.send(Message::DrawAccept { ply }, out);
            self.end(Ending::Agreed, now, out);
        } else {
            self.send(Message::DrawDecline { ply }, out);
            out.push(Command::Refresh);
        }
    }

    fn ask_takeback(&mut self, out: &mut Vec<Command>) {
        if self.plies_if_playing().is_none() || self.offers.takeback.is_some() {
            return;
        }
        match self.game.as_ref().and_then(|g| g.takeback_point(self.me)) {
            None => out.push(Command::Say(Notice::NothingToTakeBack)),
            Some(to) => {
                self.offers.takeback = Some((self.me, to));
                self.send(Message::TakebackAsk { to }, out);
                out.push(Command::Say(Notice::TakebackAskSent));
                out.push(Command::Refresh);
            }
        }
    }

    fn answer_takeback(&mut self, yes: bool, now: f64, out: &mut Vec<Command>) {
        let Some((side, to)) = self.offers.takeback.filter(|&(side, _)| side != self.me) else { return };
        self.offers.takeback = None;
        if yes && self.game.as_ref().and_then(|g| g.takeback_point(side)) == Some(to) {
            self.send(Message::TakebackAccept { to }, out);
            self.take_back_to(to, now, out);
        } else {
            self.send(Message::TakebackDecline { to }, out);
            out.push(Command::Refresh);
        }
    }

    /// Takes the game back to `to` moves, here and on the board.
    pub(super) fn take_back_to(&mut self, to: usize, now: f64, out: &mut Vec<Command>) {
        let Some(game) = self.game.as_mut() else { return };
        let mut taken = 0;
        while game.referee.moves().len() > to && game.referee.undo() {
            taken += 1;
        }
        if let Some(clock) = game.clock.as_mut() {
            clock.stop(now);
            clock.start(game.referee.to_move(), now);
        }
        self.offers.draw = None;
        out.push(Command::TakeBack(taken));
        out.push(Command::Say(Notice::TakenBack));
        self.save(out);
        out.push(Command::Refresh);
    }

    fn rematch(&mut self, out: &mut Vec<Command>) {
        let Some(game) = self.game.as_ref().filter(|g| g.ending.is_some()) else { return };
        let next = game.number + 1;
        match self.offers.rematch {
            Some((side, number)) if side != self.me && number == next => {
                self.send(Message::RematchAccept { game: next }, out);
                self.start_rematch(out);
            }
            Some(_) => {}
            None => {
                self.offers.rematch = Some((self.me, next));
                self.send(Message::RematchAsk { game: next }, out);
                out.push(Command::Say(Notice::RematchAskSent));
                out.push(Command::Refresh);
            }
        }
    }

    /// The next game of the match: the same set-up, each seat passed to the next owner
    /// (colours swapped for two), dealt afresh.
    pub(super) fn start_rematch(&mut self, out: &mut Vec<Command>) {
        let Some(game) = self.game.as_ref() else { return };
        let mut setup = game.setup.clone();
        setup.owners.rotate_right(1);
        setup.seed = None;
        match LiveGame::new(game.number + 1, setup) {
            Ok(next) => self.game = Some(next),
            Err(why) => return out.push(Command::Say(Notice::Refused(why))),
        }
        self.offers = Offers::default();
        out.push(Command::Say(Notice::Dealing));
        self.commit(out);
        self.save(out);
        out.push(Command::Refresh);
    }
}

impl Refused {
    /// The refusal as words (for a notice about this side's own action).
    pub(super) fn reason_words(&self) -> Reason {
        crate::game::Refusal::reason(self)
    }
}
