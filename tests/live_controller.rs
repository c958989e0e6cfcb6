//! Two live controllers wired to each other: whole games of every kind, each move checked by
//! both with the real engine; forged, old and out-of-step messages refused; a lost message
//! and a desync repaired from the sender's record; a reload reconnected from its saved state.

mod live_common;

use deskovna::app::live::message::{Envelope, Message, PositionHash};
use deskovna::app::live::{Command, Ending, Event, Failure, Live, Notice, Refused, Side};
use deskovna::game::rng::Rng;
use deskovna::games::GameKind;
use live_common::{fresh, Pair};

const TWO: [Side; 2] = [Side::Host, Side::Guest];

/// A game's set-up options by name.
type Options = &'static [(&'static str, &'static str)];

/// Plays random moves (at most `plies`) through the pair, checking the boards after each.
fn play_out(pair: &mut Pair, seed: u64, plies: usize) -> usize {
    let mut rng = Rng::new(seed);
    let mut played = 0;
    while played < plies && pair.random_turn(&mut rng) {
        played += 1;
        pair.assert_in_step();
    }
    played
}

#[test]
fn a_game_of_each_kind_through_two_controllers() {
    let games: [(GameKind, Options, Vec<Side>); 5] = [
        (GameKind::Drake, &[], TWO.to_vec()),
        (GameKind::Camelot, &[], TWO.to_vec()),
        (GameKind::Drakoburg, &[], TWO.to_vec()),
        (GameKind::Shamrock, &[], TWO.to_vec()),
        (GameKind::Shamrock, &[("players", "3"), ("expert", "on")], vec![Side::Host, Side::Guest, Side::Host]),
    ];
    for (kind, options, owners) in games {
        let record = fresh(kind, options);
        let mut pair = Pair::connected(&record, owners, None);
        pair.assert_in_step();
        assert!(pair.host.live.playing() && pair.guest.live.playing(), "{kind:?}: the game started");
        // Random play until the rules decide (every one of these ends within 3000 moves).
        let played = play_out(&mut pair, 1, 3000);
        assert!(played > 4, "{kind:?}: {played} moves");
        assert!(matches!(pair.host.ended[..], [Ending::Played(_)]), "{kind:?}: {:?}", pair.host.ended);
        assert_eq!(pair.host.ended, pair.guest.ended, "{kind:?}: both see the same end");
        assert!(!pair.host.said.iter().chain(&pair.guest.said).any(|n| matches!(n, Notice::Refused(_))));
        pair.assert_in_step();
        pair.assert_legal();
    }
}

#[test]
fn a_game_in_progress_goes_live_with_its_moves() {
    let mut record = fresh(GameKind::Drakoburg, &[]);
    let table = deskovna::view::registry::open_table(record.kind, &record.start, &[]).unwrap();
    record.moves = vec![table.legal_notations()[0].clone()];
    let pair = Pair::connected(&record, TWO.to_vec(), None);
    pair.assert_in_step();
    assert_eq!(pair.guest.moves(), record.moves, "nothing hidden: the history is kept");
}

#[test]
fn a_local_move_out_of_turn_is_refused() {
    let record = fresh(GameKind::Camelot, &[]);
    let mut pair = Pair::connected(&record, TWO.to_vec(), None);
    let mut rng = Rng::new(5);
    let mv = pair.random_move(Side::Guest, &mut rng).unwrap();
    let commands = pair.play_local(Side::Guest, &mv);
    assert_eq!(commands[0], Command::TakeBack(1));
    assert!(commands.contains(&Command::Say(Notice::NotYourTurn)));
    assert!(!commands.iter().any(|c| matches!(c, Command::Send(_))), "nothing is sent");
    assert!(pair.guest.moves().is_empty(), "taken back on the board");
}

/// A message from `to`'s peer with a number far above any used.
fn forged(message: Message) -> String {
    Envelope::new(1000, message).encode()
}

#[test]
fn a_forged_move_is_refused_and_changes_nothing() {
    let record = fresh(GameKind::Drakoburg, &[]);
    let mut pair = Pair::connected(&record, TWO.to_vec(), None);
    let before = pair.guest.live.record();
    let hash = PositionHash(0);
    // Illegal in the position; then a legal-looking move for the seat the host plays.
    let illegal = Message::Move { ply: 1, notation: "a1a8".into(), hash, think_ms: 0 };
    pair.event(Side::Guest, Event::Received(forged(illegal)));
    assert!(pair.guest.refused("Illegal"), "{:?}", pair.guest.said);
    let mut rng = Rng::new(2);
    let mv = pair.random_move(Side::Host, &mut rng).unwrap();
    let theirs = Message::Move { ply: 1, notation: mv, hash, think_ms: 0 };
    let commands = pair.event(
        Side::Host,
        Event::Received(Envelope::new(1, Message::Quick { say: deskovna::app::live::Quick::Hello }).encode()),
    );
    assert!(pair.host.refused("Replayed"), "{commands:?}");
    pair.event(Side::Host, Event::Received(Envelope::new(1001, theirs).encode()));
    assert!(pair.host.refused("NotTheirTurn"), "{:?}", pair.host.said);
    assert_eq!(pair.guest.live.record(), before);
    assert!(pair.guest.moves().is_empty() && pair.host.moves().is_empty());
}

#[test]
fn an_old_message_is_refused() {
    let record = fresh(GameKind::Drake, &[]);
    let mut pair = Pair::connected(&record, TWO.to_vec(), None);
    let mut rng = Rng::new(9);
    let mv = pair.random_move(Side::Host, &mut rng).unwrap();
    pair.play_local(Side::Host, &mv);
    let (_, text) = pair.deliver_one().unwrap();
    assert_eq!(pair.guest.moves(), vec![mv.clone()]);
    // The same message again, and the same move under a new number: both refused.
    pair.event(Side::Guest, Event::Received(text.clone()));
    assert!(pair.guest.refused("Replayed"));
    let Message::Move { ply, notation, hash, think_ms } = Envelope::decode(&text).unwrap().message else {
        panic!("a move")
    };
    pair.event(Side::Guest, Event::Received(forged(Message::Move { ply, notation, hash, think_ms })));
    assert!(pair.guest.refused("Stale"));
    assert_eq!(pair.guest.moves(), vec![mv], "played once");
}

#[test]
fn a_message_before_hello_and_malformed_ones_are_refused() {
    let record = fresh(GameKind::Drake, &[]);
    let mut pair = Pair::invited(&record, TWO.to_vec(), None);
    pair.event(Side::Guest, Event::Opened);
    pair.event(Side::Guest, Event::Received(Envelope::new(1, Message::Resign { ply: 0 }).encode()));
    assert!(pair.guest.refused("NotIntroduced"));
    for (text, kind) in [
        (r#"{"v":1,"seq":1,"msg":{"mo"#, "Malformed"),
        (r#"{"v":9,"seq":1,"msg":{"hello":{}}}"#, "UnknownVersion"),
        (r#"{"v":1,"seq":1,"msg":{"chat":{"text":"hi"}}}"#, "UnknownKind"),
    ] {
        pair.event(Side::Guest, Event::Received(text.into()));
        assert!(pair.guest.refused(kind), "{text}: {:?}", pair.guest.said);
    }
    assert!(pair.guest.live.record().is_none(), "nothing changed");
}

#[test]
fn a_wrong_hash_is_refused_then_repaired_from_the_senders_record() {
    let record = fresh(GameKind::Camelot, &[]);
    let mut pair = Pair::connected(&record, TWO.to_vec(), None);
    let mut rng = Rng::new(4);
    let mv = pair.random_move(Side::Host, &mut rng).unwrap();
    pair.play_local(Side::Host, &mv);
    let (to, text) = pair.wire.pop_front().unwrap();
    let mut envelope = Envelope::decode(&text).unwrap();
    if let Message::Move { hash, .. } = &mut envelope.message {
        hash.0 ^= 1;
    }
    pair.event(to, Event::Received(envelope.encode()));
    assert!(pair.guest.refused("HashMismatch"));
    assert!(pair.guest.moves().is_empty(), "the move is not kept on a desync");
    pair.deliver(); // the guest's request, the host's record
    assert_eq!(pair.guest.moves(), vec![mv]);
    pair.assert_in_step();
}

#[test]
fn a_lost_message_is_caught_up_from_the_senders_record() {
    let record = fresh(GameKind::Drakoburg, &[]);
    let mut pair = Pair::connected(&record, TWO.to_vec(), None);
    let mut rng = Rng::new(6);
    let mv = pair.random_move(Side::Host, &mut rng).unwrap();
    pair.play_local(Side::Host, &mv);
    pair.wire.pop_front().expect("the move, lost");
    pair.event(Side::Host, Event::Quick(deskovna::app::live::Quick::Thinking));
    pair.deliver();
    assert!(pair.guest.said.contains(&Notice::Quick(deskovna::app::live::Quick::Thinking)));
    assert_eq!(pair.guest.moves(), vec![mv], "the gap in the numbers asked for the record");
    pair.assert_in_step();
    assert!(pair.random_turn(&mut rng), "play goes on");
    pair.assert_in_step();
}

#[test]
fn a_reload_reconnects_from_the_saved_game() {
    let record = fresh(GameKind::Shamrock, &[]);
    let mut pair = Pair::connected(&record, TWO.to_vec(), None);
    let mut rng = Rng::new(8);
    for _ in 0..6 {
        pair.random_turn(&mut rng);
    }
    pair.assert_in_step();
    // The guest's page reloads: its controller and board come back from storage.
    let saved = pair.guest.saved.clone().expect("saved after every move");
    let board = pair.guest.board.clone();
    pair.guest = live_common::Browser::new(Live::restore(&saved).expect("restores"));
    pair.guest.board = board;
    pair.event(Side::Host, Event::Closed);
    assert_eq!(pair.host.live.link(), deskovna::app::live::Link::Dropped);
    // The host plays on while the guest is away (if it is the host's turn).
    if pair.side_to_move() == Side::Host {
        pair.random_turn(&mut rng);
        assert!(pair.wire.is_empty(), "nothing is sent while the connection is down");
    }
    pair.event(Side::Host, Event::Reconnect);
    pair.event(Side::Guest, Event::Reconnect);
    pair.open();
    pair.deliver();
    pair.assert_in_step();
    assert!(pair.guest.said.contains(&Notice::Connected));
    for _ in 0..6 {
        pair.random_turn(&mut rng);
        pair.assert_in_step();
    }
    assert!(!pair.guest.said.iter().any(|n| matches!(n, Notice::Refused(_))), "{:?}", pair.guest.said);
}

#[test]
fn a_forged_record_cannot_repair() {
    let record = fresh(GameKind::Drake, &[]);
    let mut pair = Pair::connected(&record, TWO.to_vec(), None);
    let mut rng = Rng::new(1);
    pair.random_turn(&mut rng);
    let game = deskovna::app::live::message::GameRecord {
        game: 1,
        start: pair.host.board.clone().unwrap().start,
        moves: vec!["nonsense".into()],
        hash: PositionHash(0),
    };
    pair.event(Side::Guest, Event::Received(forged(Message::Record(game))));
    assert!(pair.guest.refused("BadRecord"));
    pair.assert_in_step();
}

#[test]
fn a_failed_connection_says_why_and_falls_back_to_link_play() {
    let record = fresh(GameKind::Drake, &[]);
    let mut pair = Pair::invited(&record, TWO.to_vec(), None);
    pair.event(Side::Host, Event::Failed(Failure::Unreachable));
    assert!(pair.host.said.contains(&Notice::Failed(Failure::Unreachable)));
    let fallback = pair.host.link_play.clone().expect("link play");
    assert_eq!((fallback.kind, &fallback.start, &fallback.moves), (record.kind, &record.start, &record.moves));
    let words = Notice::Failed(Failure::Unreachable).render(GameKind::Drake, deskovna::game::Lang::Cs);
    assert!(words.contains("STUN") && words.contains("odkazy"), "{words}");
}

#[test]
fn both_sides_must_play_and_the_seats_must_fit() {
    let record = fresh(GameKind::Drake, &[]);
    for owners in [vec![Side::Host, Side::Host], vec![Side::Host], vec![Side::Host, Side::Guest, Side::Guest]] {
        assert!(matches!(Live::host(&record, owners, None, [0; 32]), Err(Refused::BadSetup(_))));
    }
}
