//! A live match between two controllers: resigning, draws, takebacks, rematches, quick
//! messages, the fair deal of Shamrock's pile, and the clocks over a slow connection.

mod live_common;

use deskovna::app::clock::TimeControl;
use deskovna::app::live::message::{Envelope, Hex, Message};
use deskovna::app::live::{Ending, Event, Notice, Quick, Side};
use deskovna::game::rng::Rng;
use deskovna::game::Lang;
use deskovna::games::GameKind;
use live_common::{fresh, Pair, ENTROPY_GUEST};

const TWO: [Side; 2] = [Side::Host, Side::Guest];

fn forged(message: Message) -> String {
    Envelope::new(1000, message).encode()
}

fn camelot() -> Pair {
    Pair::connected(&fresh(GameKind::Camelot, &[]), TWO.to_vec(), None)
}

#[test]
fn resigning_ends_the_game_on_both_sides() {
    let mut pair = camelot();
    pair.event(Side::Guest, Event::Resign);
    pair.deliver();
    assert_eq!(pair.host.ended, vec![Ending::Resigned(Side::Guest)]);
    assert_eq!(pair.guest.ended, pair.host.ended);
    assert_eq!(Ending::Resigned(Side::Guest).winners(pair.host.live.owners()), vec![0]);
    assert_eq!(Ending::Resigned(Side::Guest).render(GameKind::Camelot, Side::Host, Lang::Cs), "Soupeř se vzdal.");
    assert!(!pair.host.live.playing());
}

#[test]
fn a_draw_declined_then_agreed() {
    let mut pair = camelot();
    pair.event(Side::Host, Event::OfferDraw);
    pair.deliver();
    assert!(pair.guest.said.contains(&Notice::DrawOffered));
    assert_eq!(pair.guest.live.draw_offer(), Some(Side::Host));
    pair.event(Side::Guest, Event::AnswerDraw(false));
    pair.deliver();
    assert!(pair.host.said.contains(&Notice::DrawDeclined));
    assert_eq!(pair.host.live.draw_offer(), None);
    pair.event(Side::Guest, Event::OfferDraw);
    pair.deliver();
    pair.event(Side::Host, Event::AnswerDraw(true));
    pair.deliver();
    assert_eq!(pair.host.ended, vec![Ending::Agreed]);
    assert_eq!(pair.guest.ended, vec![Ending::Agreed]);
}

#[test]
fn an_answer_to_no_offer_is_refused() {
    let mut pair = camelot();
    pair.event(Side::Host, Event::OfferDraw);
    pair.deliver();
    pair.event(Side::Guest, Event::AnswerDraw(false));
    pair.deliver();
    let answers =
        [Message::DrawAccept { ply: 0 }, Message::TakebackAccept { to: 0 }, Message::RematchAccept { game: 2 }];
    for (seq, answer) in (1000..).zip(answers) {
        pair.event(Side::Host, Event::Received(Envelope::new(seq, answer).encode()));
    }
    let refused = pair.host.said.iter().filter(|n| matches!(n, Notice::Refused(deskovna::app::live::Refused::NoOffer)));
    assert_eq!(refused.count(), 3, "{:?}", pair.host.said);
    assert!(pair.host.ended.is_empty() && pair.host.live.playing() && pair.host.live.game_number() == 1);
}

#[test]
fn a_draw_offer_lapses_with_the_next_move() {
    let mut pair = camelot();
    let mut rng = Rng::new(3);
    pair.event(Side::Guest, Event::OfferDraw);
    pair.deliver();
    pair.random_turn(&mut rng);
    assert_eq!(pair.host.live.draw_offer(), None);
    pair.event(Side::Host, Event::AnswerDraw(true));
    pair.deliver();
    assert!(pair.host.ended.is_empty() && pair.host.live.playing());
}

#[test]
fn a_takeback_asked_and_accepted_takes_back_to_the_askers_last_move() {
    let mut pair = camelot();
    let mut rng = Rng::new(11);
    pair.random_turn(&mut rng); // the host's move
    pair.random_turn(&mut rng); // the guest's reply
    pair.event(Side::Host, Event::AskTakeback);
    pair.deliver();
    assert!(pair.guest.said.contains(&Notice::TakebackAsked));
    pair.event(Side::Guest, Event::AnswerTakeback(true));
    pair.deliver();
    assert!(pair.host.moves().is_empty(), "the host's move and the reply taken back");
    pair.assert_in_step();
    assert!(pair.host.said.contains(&Notice::TakenBack));
    assert!(pair.random_turn(&mut rng), "the host plays again");
    pair.assert_in_step();
}

#[test]
fn a_takeback_declined_or_out_of_place_changes_nothing() {
    let mut pair = camelot();
    let mut rng = Rng::new(12);
    pair.random_turn(&mut rng);
    pair.event(Side::Guest, Event::AskTakeback);
    assert!(pair.guest.said.contains(&Notice::NothingToTakeBack), "the guest has not moved");
    pair.event(Side::Host, Event::AskTakeback);
    pair.deliver();
    pair.event(Side::Guest, Event::AnswerTakeback(false));
    pair.deliver();
    assert!(pair.host.said.contains(&Notice::TakebackDeclined));
    assert_eq!(pair.host.moves().len(), 1);
    pair.event(Side::Guest, Event::Received(forged(Message::TakebackAsk { to: 1 })));
    assert!(pair.guest.refused("BadTakeback"));
    pair.assert_in_step();
}

#[test]
fn a_takeback_never_goes_back_over_a_tile_turned_over_from_the_pile() {
    let mut pair = Pair::connected(&fresh(GameKind::Shamrock, &[]), TWO.to_vec(), None);
    let mut rng = Rng::new(1);
    pair.play_local(Side::Host, "D");
    pair.deliver();
    // The tile turned over is placed (or set aside), and the turn goes on or ends.
    while pair.side_to_move() == Side::Host {
        let mv = pair.random_move(Side::Host, &mut rng).unwrap();
        pair.play_local(Side::Host, &mv);
        pair.deliver();
    }
    pair.assert_in_step();
    pair.event(Side::Host, Event::AskTakeback);
    assert!(pair.host.said.contains(&Notice::NothingToTakeBack));
    assert!(pair.wire.is_empty());
}

#[test]
fn a_rematch_swaps_the_colours() {
    let mut pair = camelot();
    let mut rng = Rng::new(5);
    pair.random_turn(&mut rng);
    pair.event(Side::Host, Event::Resign);
    pair.deliver();
    pair.event(Side::Guest, Event::Rematch);
    pair.deliver();
    assert!(pair.host.said.contains(&Notice::RematchAsked));
    pair.event(Side::Host, Event::Rematch);
    pair.deliver();
    for browser in [&pair.host, &pair.guest] {
        assert_eq!(browser.live.game_number(), 2);
        assert_eq!(browser.live.owners(), &[Side::Guest, Side::Host]);
        assert!(browser.live.playing());
    }
    assert!(pair.host.moves().is_empty());
    assert_eq!(pair.host.said.last(), Some(&Notice::Started(vec![1])));
    assert_eq!(pair.side_to_move(), Side::Guest, "the guest plays first now");
    pair.random_turn(&mut rng);
    pair.assert_in_step();
}

#[test]
fn a_rematch_of_three_passes_each_seat_on() {
    let owners = vec![Side::Host, Side::Guest, Side::Host];
    let mut pair = Pair::connected(&fresh(GameKind::Shamrock, &[("players", "3")]), owners, None);
    pair.event(Side::Guest, Event::Resign);
    pair.deliver();
    pair.event(Side::Guest, Event::Rematch);
    pair.deliver();
    pair.event(Side::Host, Event::Rematch);
    pair.deliver();
    assert_eq!(pair.guest.live.owners(), &[Side::Host, Side::Host, Side::Guest]);
    pair.assert_in_step();
}

#[test]
fn quick_messages_arrive_in_each_players_language() {
    let mut pair = camelot();
    pair.event(Side::Guest, Event::Quick(Quick::GoodGame));
    pair.deliver();
    let notice = Notice::Quick(Quick::GoodGame);
    assert!(pair.host.said.contains(&notice));
    assert_eq!(notice.render(GameKind::Camelot, Lang::En), "Your opponent: Good game!");
    assert_eq!(notice.render(GameKind::Camelot, Lang::Cs), "Soupeř: Dobrá hra!");
}

#[test]
fn shamrocks_pile_is_dealt_from_both_seeds() {
    let record = fresh(GameKind::Shamrock, &[]);
    let one = Pair::connected(&record, TWO.to_vec(), None);
    let again = Pair::connected(&record, TWO.to_vec(), None);
    let other = {
        let mut pair = Pair::with_entropy(&record, TWO.to_vec(), None, [ENTROPY_GUEST[0] + 1; 32]);
        pair.open();
        pair.deliver();
        pair
    };
    one.assert_in_step();
    other.assert_in_step();
    let start = |pair: &Pair| pair.host.board.clone().unwrap().start;
    assert_ne!(start(&one), record.start, "the host's pile is not the one played");
    assert_eq!(start(&one), start(&again), "the same seeds deal the same pile");
    assert_ne!(start(&one), start(&other), "the guest's seed changes the pile");
    // Only the face-down pile and the generator change: the board and the display stay.
    let fields = |text: &str| text.split('_').take(5).map(String::from).collect::<Vec<_>>();
    assert_eq!(fields(&start(&one)), fields(&record.start));
}

#[test]
fn a_seed_that_does_not_match_its_commitment_is_refused() {
    let record = fresh(GameKind::Shamrock, &[]);
    let mut pair = Pair::invited(&record, TWO.to_vec(), None);
    pair.open();
    // Deliver until the guest's reveal is about to reach the host, then change its seed.
    loop {
        let (to, text) = pair.wire.front().cloned().expect("a reveal comes");
        let envelope = Envelope::decode(&text).unwrap();
        if let (Side::Host, Message::SeedReveal { game, mut seed, nonce }) = (to, envelope.message) {
            pair.wire.pop_front();
            seed.0[0] ^= 1;
            let changed = Envelope::new(envelope.seq, Message::SeedReveal { game, seed, nonce });
            pair.event(Side::Host, Event::Received(changed.encode()));
            break;
        }
        pair.deliver_one();
    }
    pair.deliver();
    assert!(pair.host.refused("BadReveal"), "{:?}", pair.host.said);
    assert!(pair.host.board.is_none() && !pair.host.live.playing(), "the game is not dealt");
}

#[test]
fn a_seed_shown_before_its_commitment_is_refused() {
    let record = fresh(GameKind::Shamrock, &[]);
    let mut pair = Pair::invited(&record, TWO.to_vec(), None);
    pair.event(Side::Guest, Event::Opened);
    pair.event(Side::Host, Event::Opened);
    pair.deliver_one(); // the guest's hello reaches the host
    let reveal = Message::SeedReveal { game: 1, seed: Hex([1; 8]), nonce: Hex([2; 16]) };
    pair.event(Side::Host, Event::Received(forged(reveal)));
    assert!(pair.host.refused("RevealBeforeCommit"), "{:?}", pair.host.said);
}

fn timed() -> Pair {
    let clocks = Some(TimeControl::minutes(1, 0));
    Pair::connected(&fresh(GameKind::Drake, &[]), TWO.to_vec(), clocks)
}

#[test]
fn a_flag_falls_on_both_sides() {
    let mut pair = timed();
    pair.now += 60_001.0;
    pair.event(Side::Host, Event::Tick);
    assert_eq!(pair.host.ended, vec![Ending::Flag(0)]);
    pair.deliver();
    assert_eq!(pair.guest.ended, vec![Ending::Flag(0)], "the guest takes the host's word for its own flag");
    assert_eq!(pair.guest.live.clock_left(0, pair.now), Some(0));
}

#[test]
fn a_silent_players_flag_falls_after_the_allowance() {
    let mut pair = timed();
    pair.now += 61_000.0;
    pair.event(Side::Guest, Event::Tick);
    assert!(pair.guest.ended.is_empty(), "within the allowance the host's own clock decides");
    pair.now += 1_500.0;
    pair.event(Side::Guest, Event::Tick);
    assert_eq!(pair.guest.ended, vec![Ending::Flag(0)]);
    pair.deliver();
    assert_eq!(pair.host.ended, vec![Ending::Flag(0)], "its clock agrees: the claim stands");
}

#[test]
fn a_false_flag_claim_is_refused() {
    let mut pair = timed();
    pair.now += 10_000.0;
    pair.event(Side::Host, Event::Received(forged(Message::Flag { seat: 0, ply: 0 })));
    assert!(pair.host.refused("FlagDisputed"));
    assert!(pair.host.ended.is_empty() && pair.host.live.playing());
}

#[test]
fn a_slow_connection_costs_neither_player() {
    let clocks = Some(TimeControl::minutes(5, 0));
    let mut pair = Pair::connected(&fresh(GameKind::Drake, &[]), TWO.to_vec(), clocks);
    let lag = 1_000.0;
    let mut rng = Rng::new(2);
    let start = pair.now;
    // The host thinks 3 s; its move takes 1 s to arrive.
    pair.now += 3_000.0;
    let mv = pair.random_move(Side::Host, &mut rng).unwrap();
    pair.play_local(Side::Host, &mv);
    pair.now += lag;
    pair.deliver();
    // The guest thinks 5 s from the move's arrival; its reply takes 1 s back.
    pair.now += 5_000.0;
    let mv = pair.random_move(Side::Guest, &mut rng).unwrap();
    pair.play_local(Side::Guest, &mv);
    pair.now += lag;
    pair.deliver();
    let now = pair.now;
    assert_eq!(now - start, 10_000.0);
    // The host's 3 s, not the 4 s the guest saw pass; the host's turn runs again, since the
    // reply arrived on its side and since it was sent on the guest's.
    assert_eq!(pair.host.live.clock_left(0, now), Some(297_000));
    assert_eq!(pair.guest.live.clock_left(0, now), Some(296_000));
    // The guest's 5 s, not the 7 s the host saw pass between its move and the reply.
    assert_eq!(pair.host.live.clock_left(1, now), Some(295_000));
    assert_eq!(pair.guest.live.clock_left(1, now), Some(295_000));
}

#[test]
fn a_player_reporting_less_than_they_took_gains_at_most_the_allowance() {
    let clocks = Some(TimeControl::minutes(5, 0));
    let mut pair = Pair::connected(&fresh(GameKind::Drake, &[]), TWO.to_vec(), clocks);
    let mut rng = Rng::new(2);
    let mv = pair.random_move(Side::Host, &mut rng).unwrap();
    pair.play_local(Side::Host, &mv);
    pair.deliver();
    // The guest's move, sent after 10 s, reporting 0 ms of thought.
    pair.now += 10_000.0;
    let mv = pair.random_move(Side::Guest, &mut rng).unwrap();
    let board = pair.guest.board.clone().unwrap();
    let table = deskovna::view::registry::open_table(
        board.kind,
        &board.start,
        &[board.moves.clone(), vec![mv.clone()]].concat(),
    )
    .unwrap();
    let hash = deskovna::app::live::message::PositionHash::of(&table.position_text());
    pair.event(Side::Host, Event::Received(forged(Message::Move { ply: 2, notation: mv, hash, think_ms: 0 })));
    assert_eq!(pair.host.moves().len(), 2, "{:?}", pair.host.said);
    let charged = 300_000 - pair.host.live.clock_left(1, pair.now).unwrap();
    assert_eq!(charged, 10_000 - deskovna::app::live::LAG_ALLOWANCE_MS);
}

#[test]
fn a_reload_keeps_the_clocks_and_the_end() {
    let mut pair = timed();
    let mut rng = Rng::new(4);
    pair.now += 5_000.0;
    pair.random_turn(&mut rng);
    pair.now += 2_000.0;
    let restored = deskovna::app::live::Live::restore(pair.guest.saved.as_ref().unwrap()).unwrap();
    for seat in 0..2 {
        assert_eq!(restored.clock_left(seat, pair.now), pair.guest.live.clock_left(seat, pair.now), "seat {seat}");
    }
    assert_eq!(restored.clock_left(0, pair.now), Some(55_000));
    assert_eq!(restored.clock_left(1, pair.now), Some(58_000), "the guest's turn runs on through the reload");
    assert_eq!(restored.link(), deskovna::app::live::Link::Dropped);
    assert_eq!(restored.record(), pair.guest.live.record());
    pair.event(Side::Guest, Event::Resign);
    let restored = deskovna::app::live::Live::restore(pair.guest.saved.as_ref().unwrap()).unwrap();
    assert_eq!(restored.ending(), Some(Ending::Resigned(Side::Guest)));
    assert!(!restored.playing());
    assert!(deskovna::app::live::Live::restore("{\"v\":2}").is_err());
    assert!(deskovna::app::live::Live::restore("garbage").is_err());
}
