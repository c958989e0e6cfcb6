//! Two live controllers wired to each other in memory, each with a board that follows its
//! commands the way the session would (open, play, take back), and a wire of messages in
//! flight that a test may deliver, drop, repeat or forge.

#![allow(dead_code)]

use deskovna::app::clock::TimeControl;
use deskovna::app::live::{Command, Ending, Event, Live, Notice, Side};
use deskovna::app::record::Record;
use deskovna::game::rng::Rng;
use deskovna::games::GameKind;
use deskovna::view::registry::{new_table, open_table};
use std::collections::VecDeque;

/// One browser: its controller and what its commands did.
pub struct Browser {
    pub live: Live,
    /// The game on the board, as the commands left it (`None` before the first `Open`).
    pub board: Option<Record>,
    pub said: Vec<Notice>,
    pub ended: Vec<Ending>,
    pub saved: Option<String>,
    pub link_play: Option<Record>,
    /// Every command, in order.
    pub log: Vec<Command>,
}

impl Browser {
    pub fn new(live: Live) -> Browser {
        Browser {
            live,
            board: None,
            said: Vec::new(),
            ended: Vec::new(),
            saved: None,
            link_play: None,
            log: Vec::new(),
        }
    }

    pub fn moves(&self) -> Vec<String> {
        self.board.as_ref().map(|b| b.moves.clone()).unwrap_or_default()
    }

    /// Whether the player was told of a refused message (of this kind, by its debug name).
    pub fn refused(&self, kind: &str) -> bool {
        self.said.iter().any(|n| matches!(n, Notice::Refused(r) if format!("{r:?}").starts_with(kind)))
    }
}

pub struct Pair {
    pub host: Browser,
    pub guest: Browser,
    /// Messages in flight: to whom, and the text.
    pub wire: VecDeque<(Side, String)>,
    pub now: f64,
}

pub const ENTROPY_HOST: [u8; 32] = [7; 32];
pub const ENTROPY_GUEST: [u8; 32] = [42; 32];

/// The default start of a game of `kind` with `options`.
pub fn fresh(kind: GameKind, options: &[(&str, &str)]) -> Record {
    let options: Vec<(String, String)> = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let table = new_table(kind, &options).expect("options");
    Record::of(&*table)
}

impl Pair {
    /// A host inviting to `record`, a guest answering; not yet connected.
    pub fn invited(record: &Record, owners: Vec<Side>, clocks: Option<TimeControl>) -> Pair {
        Pair::with_entropy(record, owners, clocks, ENTROPY_GUEST)
    }

    pub fn with_entropy(record: &Record, owners: Vec<Side>, clocks: Option<TimeControl>, guest: [u8; 32]) -> Pair {
        let host = Live::host(record, owners, clocks, ENTROPY_HOST).expect("host");
        Pair {
            host: Browser::new(host),
            guest: Browser::new(Live::guest(guest)),
            wire: VecDeque::new(),
            now: 1_000_000.0,
        }
    }

    /// Invited, connected, and every message delivered: the game is dealt and shown.
    pub fn connected(record: &Record, owners: Vec<Side>, clocks: Option<TimeControl>) -> Pair {
        let mut pair = Pair::invited(record, owners, clocks);
        pair.open();
        pair.deliver();
        pair
    }

    /// Both channels open (a connection, or a reconnection).
    pub fn open(&mut self) {
        self.event(Side::Host, Event::Opened);
        self.event(Side::Guest, Event::Opened);
    }

    pub fn browser(&mut self, side: Side) -> &mut Browser {
        match side {
            Side::Host => &mut self.host,
            Side::Guest => &mut self.guest,
        }
    }

    /// `side`'s controller handles `event` now; its commands are carried out.
    pub fn event(&mut self, side: Side, event: Event) -> Vec<Command> {
        let now = self.now;
        let commands = self.browser(side).live.handle(event, now);
        for command in &commands {
            self.carry_out(side, command.clone());
        }
        commands
    }

    fn carry_out(&mut self, side: Side, command: Command) {
        let browser = self.browser(side);
        browser.log.push(command.clone());
        match command {
            Command::Send(text) => self.wire.push_back((side.other(), text)),
            Command::Open(record) => browser.board = Some(record),
            Command::Play(notation) => browser.board.as_mut().expect("a board").moves.push(notation),
            Command::TakeBack(n) => {
                let moves = &mut browser.board.as_mut().expect("a board").moves;
                moves.truncate(moves.len() - n);
            }
            Command::Say(notice) => browser.said.push(notice),
            Command::Ended(ending) => browser.ended.push(ending),
            Command::Save(text) => browser.saved = Some(text),
            Command::LinkPlay(record) => browser.link_play = Some(record),
            Command::Refresh => {}
        }
    }

    /// Delivers the next message in flight.
    pub fn deliver_one(&mut self) -> Option<(Side, String)> {
        let (to, text) = self.wire.pop_front()?;
        self.event(to, Event::Received(text.clone()));
        Some((to, text))
    }

    /// Delivers messages until none is in flight; how many.
    pub fn deliver(&mut self) -> usize {
        let mut n = 0;
        while self.deliver_one().is_some() {
            n += 1;
            assert!(n < 10_000, "the two controllers talk forever");
        }
        n
    }

    /// The side whose seat is to move (as the host's controller sees it).
    pub fn side_to_move(&self) -> Side {
        let seat = self.host.live.to_move().expect("a game");
        self.host.live.owners()[seat]
    }

    /// A move made on `side`'s board, as the session plays it and reports it.
    pub fn play_local(&mut self, side: Side, notation: &str) -> Vec<Command> {
        self.browser(side).board.as_mut().expect("a board").moves.push(notation.to_string());
        self.event(side, Event::Moved(notation.to_string()))
    }

    /// A random legal move on `side`'s board.
    pub fn random_move(&mut self, side: Side, rng: &mut Rng) -> Option<String> {
        let board = self.browser(side).board.clone().expect("a board");
        let table = open_table(board.kind, &board.start, &board.moves).expect("the board opens");
        if table.status().outcome.is_some() {
            return None;
        }
        let moves = table.legal_notations();
        (!moves.is_empty()).then(|| moves[rng.below(moves.len())].clone())
    }

    /// The side to move plays a random move and it is delivered; `false` once the game is over.
    pub fn random_turn(&mut self, rng: &mut Rng) -> bool {
        if !self.host.live.playing() {
            return false;
        }
        let side = self.side_to_move();
        let Some(mv) = self.random_move(side, rng) else { return false };
        self.play_local(side, &mv);
        self.deliver();
        true
    }

    /// Both boards show the same game, and each controller's record is that game (whose every
    /// move its engine checked); the side to move agrees with the controllers.
    pub fn assert_in_step(&self) {
        let (a, b) = (self.host.board.as_ref().expect("host board"), self.guest.board.as_ref().expect("guest board"));
        assert_eq!(a, b, "the two boards differ");
        assert_eq!(self.host.live.record().as_ref(), Some(a));
        assert_eq!(self.guest.live.record().as_ref(), Some(a));
        assert_eq!(self.host.live.to_move(), self.guest.live.to_move());
        if self.host.live.playing() {
            assert_ne!(self.host.live.my_turn(), self.guest.live.my_turn(), "exactly one side is to move");
        }
    }

    /// The boards' game opens on a board of its own: every move legal for the view's engine too.
    pub fn assert_legal(&self) {
        let board = self.host.board.as_ref().expect("a board");
        let table = open_table(board.kind, &board.start, &board.moves).expect("the boards' game is legal");
        assert_eq!(
            table.status().outcome.is_some(),
            self.host.live.ending().is_some_and(|e| matches!(e, Ending::Played(_)))
        );
    }
}
