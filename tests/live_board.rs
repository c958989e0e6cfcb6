//! Two live boards (`app::live::board::LiveBoard`: the session the player drags on and the
//! match, kept in step) wired to each other in memory: a move dragged on one board is played
//! on the other; a board takes input only on its player's turn; a move made out of turn or a
//! forged message changes nothing; resign, a rematch with the colours swapped, a draw by
//! agreement; a failed connection goes on by links with the game.

use deskovna::app::clock::TimeControl;
use deskovna::app::live::board::{Command, Event, LiveBoard};
use deskovna::app::live::message::{Envelope, Message, PositionHash};
use deskovna::app::live::screen::{owners, screen};
use deskovna::app::live::{Ending, Event as LiveEvent, Failure, Live, Notice, Side};
use deskovna::app::record::Record;
use deskovna::app::session::{Event as SessionEvent, Input};
use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::press::Pointer;
use deskovna::view::registry::new_table;

struct Browser {
    board: LiveBoard,
    sent: Vec<String>,
    said: Vec<Notice>,
    ended: Vec<Ending>,
    link_play: Option<Record>,
}

impl Browser {
    fn new(live: Live, kind: GameKind) -> Browser {
        let mut board = LiveBoard::new(live, new_table(kind, &[]).unwrap());
        board.session.handle(SessionEvent::Resize { width: 640.0, height: 640.0 }, 0.0);
        Browser { board, sent: Vec::new(), said: Vec::new(), ended: Vec::new(), link_play: None }
    }

    fn handle(&mut self, event: Event) {
        for command in self.board.handle(event, 0.0, 0.0) {
            match command {
                Command::Send(text) => self.sent.push(text),
                Command::Say(notice) => self.said.push(notice),
                Command::Ended(ending) => self.ended.push(ending),
                Command::LinkPlay(record) => self.link_play = Some(record),
                _ => {}
            }
        }
    }

    fn position(&self) -> String {
        self.board.session.table().position_text()
    }

    fn moves(&self) -> Vec<String> {
        self.board.session.table().history().to_vec()
    }

    /// A real drag on the board, from one spot to another.
    fn drag(&mut self, from: &str, to: &str) {
        let a = self.board.session.table().locate(from).expect("from");
        let b = self.board.session.table().locate(to).expect("to");
        self.handle(Event::Board(SessionEvent::Input(Input::Down(a, Pointer::Mouse))));
        self.handle(Event::Board(SessionEvent::Input(Input::Move(b))));
        self.handle(Event::Board(SessionEvent::Input(Input::Up(b))));
    }

    fn refused(&self) -> bool {
        self.said.iter().any(|n| matches!(n, Notice::Refused(_)))
    }
}

struct Two {
    host: Browser,
    guest: Browser,
}

impl Two {
    /// Delivers every message in flight, both ways, until none is left.
    fn deliver(&mut self) {
        loop {
            let to_guest = std::mem::take(&mut self.host.sent);
            let to_host = std::mem::take(&mut self.guest.sent);
            if to_guest.is_empty() && to_host.is_empty() {
                break;
            }
            for text in to_guest {
                self.guest.handle(Event::Live(LiveEvent::Received(text)));
            }
            for text in to_host {
                self.host.handle(Event::Live(LiveEvent::Received(text)));
            }
        }
    }

    fn connected(kind: GameKind) -> Two {
        Two::with_clocks(kind, None)
    }

    fn with_clocks(kind: GameKind, clocks: Option<TimeControl>) -> Two {
        let record = Record::of(&*new_table(kind, &[]).unwrap());
        let host = Live::host(&record, owners(2, &[0]), clocks, [3; 32]).unwrap();
        let mut two =
            Two { host: Browser::new(host, kind), guest: Browser::new(Live::guest([9; 32]), GameKind::Drake) };
        two.host.handle(Event::Live(LiveEvent::Opened));
        two.guest.handle(Event::Live(LiveEvent::Opened));
        two.deliver();
        two
    }
}

/// The from and to squares of a Camelot plain move in notation (`F6-F7`).
fn squares(notation: &str) -> (String, String) {
    let (a, b) = notation.split_once('-').expect("a plain move");
    (a.to_string(), b.to_string())
}

#[test]
fn a_dragged_move_is_played_on_the_other_board_and_only_the_player_to_move_can_drag() {
    let mut two = Two::connected(GameKind::Camelot);
    assert_eq!(two.guest.board.session.table().kind(), GameKind::Camelot, "the guest's board shows the host's game");
    assert_eq!(two.host.position(), two.guest.position());
    assert!(
        !two.host.board.session.table().flipped() && two.guest.board.session.table().flipped(),
        "each at the bottom"
    );
    let opening = two.host.board.session.table().legal_notations();
    let first = opening.iter().find(|n| n.contains('-') && n.len() <= 7).expect("a plain move").clone();
    let (from, to) = squares(&first);

    // The guest drags first: its board does not take it (not its turn), nothing is sent.
    let before = two.guest.position();
    two.guest.drag(&from, &to);
    assert_eq!(two.guest.position(), before);
    assert!(two.guest.sent.is_empty());

    two.host.drag(&from, &to);
    assert_eq!(two.host.moves(), std::slice::from_ref(&first), "the drag made the move");
    two.deliver();
    assert_eq!(two.guest.moves(), [first], "and the other board played it");
    assert_eq!(two.host.position(), two.guest.position());
    assert!(!two.host.refused() && !two.guest.refused());

    // Now the guest's turn: a move of its own by drag goes back to the host.
    let reply = two.guest.board.session.table().legal_notations();
    let reply = reply.iter().find(|n| n.contains('-') && n.len() <= 7).expect("a plain move").clone();
    let (from, to) = squares(&reply);
    two.guest.drag(&from, &to);
    two.deliver();
    assert_eq!(two.host.moves().len(), 2);
    assert_eq!(two.host.position(), two.guest.position());
}

#[test]
fn a_move_out_of_turn_is_taken_back_and_said() {
    let mut two = Two::connected(GameKind::Drakoburg);
    let any = two.host.board.session.table().legal_notations()[0].clone();
    // Not by a drag (the board takes none now) but as a move reaching the session anyway.
    two.guest.handle(Event::Board(SessionEvent::Play(any)));
    assert!(two.guest.moves().is_empty(), "taken back");
    assert!(two.guest.said.contains(&Notice::NotYourTurn));
    assert!(two.guest.sent.is_empty(), "nothing sent");
}

#[test]
fn a_forged_message_is_refused_and_changes_nothing() {
    let mut two = Two::connected(GameKind::Camelot);
    let before = two.guest.position();
    // A move the rules do not allow, numbered after the host's hello and deal.
    let forged =
        Envelope::new(99, Message::Move { ply: 1, notation: "A1-A2".into(), hash: PositionHash(1), think_ms: 0 })
            .encode();
    two.guest.handle(Event::Live(LiveEvent::Received(forged)));
    assert!(two.guest.refused(), "{:?}", two.guest.said);
    assert_eq!(two.guest.position(), before);
    two.guest.handle(Event::Live(LiveEvent::Received("{\"v\":2,\"seq\":100,\"msg\":{}}".into())));
    assert_eq!(two.guest.position(), before);
    // The forged number changed nothing either: the host's next true message is taken.
    let said = two.guest.said.len();
    let first = two.host.board.session.table().legal_notations()[0].clone();
    two.host.handle(Event::Board(SessionEvent::Play(first)));
    two.deliver();
    assert_eq!(two.guest.moves().len(), 1, "{:?}", &two.guest.said[said..]);
    assert_eq!(two.host.position(), two.guest.position());
}

#[test]
fn resign_then_a_rematch_swaps_the_colours_then_a_draw_by_agreement() {
    let mut two = Two::connected(GameKind::Camelot);
    two.guest.handle(Event::Live(LiveEvent::Resign));
    two.deliver();
    assert_eq!(two.host.ended, [Ending::Resigned(Side::Guest)]);
    assert_eq!(two.guest.ended, [Ending::Resigned(Side::Guest)]);
    assert!(!two.host.board.live.my_turn(), "the game is over: no board takes input");

    two.guest.handle(Event::Live(LiveEvent::Rematch));
    two.deliver();
    two.host.handle(Event::Live(LiveEvent::Rematch));
    two.deliver();
    assert_eq!(two.guest.board.my_seat(), Some(0), "the guest plays the first seat now");
    assert!(!two.guest.board.session.table().flipped() && two.host.board.session.table().flipped());
    assert!(two.guest.board.live.my_turn() && !two.host.board.live.my_turn());
    assert!(two.host.moves().is_empty() && two.guest.moves().is_empty(), "a new game");

    two.host.handle(Event::Live(LiveEvent::OfferDraw));
    two.deliver();
    assert!(two.guest.said.contains(&Notice::DrawOffered));
    two.guest.handle(Event::Live(LiveEvent::AnswerDraw(true)));
    two.deliver();
    assert_eq!(two.host.ended.last(), Some(&Ending::Agreed));
    assert_eq!(two.guest.ended.last(), Some(&Ending::Agreed));
}

#[test]
fn a_failed_connection_goes_on_by_links_with_the_game() {
    let record = Record::of(&*new_table(GameKind::Shamrock, &[]).unwrap());
    let host = Live::host(&record, vec![Side::Host, Side::Guest], None, [1; 32]).unwrap();
    let mut host = Browser::new(host, GameKind::Shamrock);
    host.handle(Event::Live(LiveEvent::Failed(Failure::Unreachable)));
    assert_eq!(host.link_play.map(|r| r.kind), Some(GameKind::Shamrock));
    assert!(host.said.iter().any(|n| matches!(n, Notice::Failed(Failure::Unreachable))));
}

#[test]
fn the_screen_shows_each_seat_with_its_player_and_clock_and_the_buttons_that_stand() {
    let mut two = Two::with_clocks(GameKind::Camelot, Some(TimeControl::minutes(5, 3)));
    let s = screen(&two.host.board, 0.0, Lang::En);
    assert!(s.connected && s.game);
    assert_eq!(s.seats.iter().map(|v| v.name.as_str()).collect::<Vec<_>>(), ["White (you)", "Black (your friend)"]);
    assert_eq!(s.seats[0].clock.as_deref(), Some("5:00"));
    assert!(s.seats[0].to_move && !s.seats[1].to_move);
    assert!(s.buttons.resign && s.buttons.offer_draw && !s.buttons.answer_draw && s.buttons.rematch.is_none());
    let cs = screen(&two.guest.board, 0.0, Lang::Cs);
    assert_eq!(cs.seats[1].name, "Černý (vy)");

    two.host.handle(Event::Live(LiveEvent::OfferDraw));
    two.deliver();
    let s = screen(&two.guest.board, 0.0, Lang::En);
    assert!(s.buttons.answer_draw, "the guest may accept or decline");
    assert!(!screen(&two.host.board, 0.0, Lang::En).buttons.offer_draw, "an offer stands already");

    two.host.handle(Event::Live(LiveEvent::Resign));
    two.deliver();
    let s = screen(&two.guest.board, 0.0, Lang::En);
    assert_eq!(s.status, "Your opponent resigned.");
    assert_eq!(s.buttons.rematch, Some(false));
    assert!(!s.buttons.resign);
}

#[test]
fn a_friend_still_holding_another_match_takes_the_new_invitation_and_both_start() {
    // The friend played Shamrock (dealt, not over) and keeps it after a reload.
    let old = Two::connected(GameKind::Shamrock);
    let kept = Live::restore(&old.guest.board.live.saved()).unwrap();
    // A new invitation, to the Drake, answered by that browser.
    let record = Record::of(&*new_table(GameKind::Drake, &[]).unwrap());
    let host = Live::host(&record, owners(2, &[0]), None, [5; 32]).unwrap();
    let mut two = Two { host: Browser::new(host, GameKind::Drake), guest: Browser::new(kept, GameKind::Shamrock) };
    two.host.handle(Event::Live(LiveEvent::Opened));
    two.guest.handle(Event::Live(LiveEvent::Opened));
    two.deliver();
    assert!(!two.host.refused() && !two.guest.refused(), "{:?} / {:?}", two.host.said, two.guest.said);
    assert_eq!(two.guest.board.session.table().kind(), GameKind::Drake);
    assert!(two.host.board.live.playing() && two.guest.board.live.playing());
    assert_eq!(two.host.position(), two.guest.position());
}
