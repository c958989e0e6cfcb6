//! The clocks: time and increment per turn, flag fall, the other browser's reported time
//! bounded by what it could have been, Shamrock's turns of several actions, three seats.

use deskovna::app::clock::{Clock, Flagged, Running, TimeControl};
use deskovna::game::Game;
use deskovna::games::shamrock::{Options, Shamrock};

const FIVE_PLUS_THREE: TimeControl = TimeControl { base_ms: 300_000, increment_ms: 3_000 };

#[test]
fn each_turn_costs_its_time_and_earns_the_increment() {
    let mut clock = Clock::new(FIVE_PLUS_THREE, 2);
    assert_eq!(TimeControl::minutes(5, 3), FIVE_PLUS_THREE);
    clock.start(0, 0.0);
    assert_eq!(clock.left(0, 4_000.0), 296_000, "the running turn shows");
    assert_eq!(clock.left(1, 4_000.0), 300_000);
    assert_eq!(clock.follow(1, 10_000.0), Ok(Some(10_000)));
    assert_eq!(clock.left(0, 10_000.0), 293_000, "300 − 10 + 3");
    assert_eq!(clock.follow(0, 11_500.0), Ok(Some(1_500)));
    assert_eq!(clock.left(1, 11_500.0), 301_500, "a quick move gains time");
    assert_eq!(clock.running(), Some(Running { seat: 0, since: 11_500.0 }));
}

#[test]
fn the_flag_falls_when_the_time_runs_out() {
    let mut clock = Clock::new(TimeControl::minutes(1, 0), 2);
    clock.start(0, 0.0);
    assert_eq!(clock.check_flag(60_000.0, 0), None, "exactly on time is in time");
    assert_eq!(clock.check_flag(60_001.0, 0), Some(Flagged(0)));
    assert_eq!(clock.flagged(), Some(0));
    assert_eq!(clock.running(), None, "the clock stops");
    assert_eq!(clock.follow(1, 70_000.0), Err(Flagged(0)), "no move after the flag");
    assert_eq!(clock.left(0, 70_000.0), 0);
}

#[test]
fn a_move_after_the_time_is_a_flag_fall() {
    let mut clock = Clock::new(TimeControl::minutes(1, 5), 2);
    clock.start(0, 0.0);
    assert_eq!(clock.follow(1, 61_000.0), Err(Flagged(0)), "the increment does not save a late move");
    assert_eq!(clock.running(), None);
}

#[test]
fn a_grace_delays_the_flag_of_a_seat_played_elsewhere() {
    let mut clock = Clock::new(TimeControl::minutes(1, 0), 2);
    clock.start(1, 0.0);
    assert_eq!(clock.check_flag(61_999.0, 2_000), None);
    assert_eq!(clock.check_flag(62_001.0, 2_000), Some(Flagged(1)));
}

#[test]
fn a_lagging_connection_does_not_cost_the_other_side() {
    // This browser saw 7 s pass between its move leaving and the reply arriving (2 s of it
    // on the network); the other browser measured its own turn at 5 s.
    let mut clock = Clock::new(FIVE_PLUS_THREE, 2);
    clock.start(1, 0.0);
    assert_eq!(clock.follow_reported(0, 5_000, 2_000, 7_000.0), Ok(Some(5_000)));
    assert_eq!(clock.left(1, 7_000.0), 298_000, "300 − 5 + 3: the lag is not charged");
    // A report of more than could have passed is cut to what was seen …
    assert_eq!(clock.follow_reported(1, 50_000, 2_000, 10_000.0), Ok(Some(3_000)));
    // … and of less, raised to what was seen less the allowance.
    assert_eq!(clock.follow_reported(0, 0, 2_000, 20_000.0), Ok(Some(8_000)));
}

#[test]
fn a_reported_turn_over_the_time_is_a_flag_fall() {
    let mut clock = Clock::new(TimeControl::minutes(1, 0), 2);
    clock.start(1, 0.0);
    assert_eq!(clock.follow_reported(0, 61_000, 2_000, 63_000.0), Err(Flagged(1)));
}

#[test]
fn a_shamrock_turn_of_several_actions_is_one_turn_on_the_clock() {
    let mut game = Shamrock::new(&Options::default()).unwrap();
    let mut clock = Clock::new(FIVE_PLUS_THREE, 2);
    let mut now = 0.0;
    clock.start(game.to_move(), now);
    let mut moves = Vec::new();
    let mut turns = 0;
    let mut actions_in_turns = Vec::new();
    let mut actions = 0;
    while turns < 6 {
        game.legal_moves(&mut moves);
        let before = game.to_move();
        game.play(moves[0]).unwrap();
        actions += 1;
        now += 1_000.0;
        let charged = clock.follow(game.to_move(), now).unwrap();
        if game.to_move() == before {
            assert_eq!(charged, None, "an action within the turn: the clock runs on");
            assert_eq!(clock.running().map(|r| r.seat), Some(before));
        } else {
            // The whole turn is charged once, with one increment.
            assert_eq!(charged, Some(actions * 1_000));
            actions_in_turns.push(actions);
            actions = 0;
            turns += 1;
        }
    }
    assert!(actions_in_turns.iter().any(|&n| n > 1), "some turn had several actions: {actions_in_turns:?}");
    let spent: u64 = actions_in_turns.iter().step_by(2).sum::<u64>() * 1_000;
    assert_eq!(clock.left(0, now), 300_000 - spent + 3 * 3_000);
}

#[test]
fn three_seats_take_turns() {
    let mut clock = Clock::new(TimeControl { base_ms: 10_000, increment_ms: 0 }, 3);
    clock.start(0, 0.0);
    clock.follow(1, 1_000.0).unwrap();
    clock.follow(2, 3_000.0).unwrap();
    clock.follow(0, 6_000.0).unwrap();
    assert_eq!([0, 1, 2].map(|s| clock.left(s, 6_000.0)), [9_000, 8_000, 7_000]);
    assert_eq!(clock.check_flag(15_000.0, 0), None);
    assert_eq!(clock.check_flag(15_001.0, 0), Some(Flagged(0)));
}

#[test]
fn a_clock_resumes_as_saved() {
    let mut clock = Clock::new(FIVE_PLUS_THREE, 2);
    clock.start(0, 0.0);
    clock.follow(1, 8_000.0).unwrap();
    let again = Clock::resume(FIVE_PLUS_THREE, clock.saved_left().to_vec(), clock.running());
    assert_eq!(again, clock);
    assert_eq!(again.left(1, 9_000.0), 299_000);
}

#[test]
fn time_going_backwards_charges_nothing() {
    let mut clock = Clock::new(FIVE_PLUS_THREE, 2);
    clock.start(0, 10_000.0);
    assert_eq!(clock.left(0, 5_000.0), 300_000);
    assert_eq!(clock.follow(1, f64::NAN), Ok(Some(0)));
    clock.stop(f64::NEG_INFINITY);
    assert_eq!(clock.left(1, 0.0), 300_000);
}

#[test]
fn controls_are_named_as_players_name_them_and_shown_as_clocks_show_them() {
    use deskovna::app::clock::shown;
    let ids: Vec<String> = TimeControl::PRESETS.iter().map(|c| c.id()).collect();
    assert_eq!(ids, ["1+0", "3+2", "5+3", "10+5", "15+10"]);
    for preset in TimeControl::PRESETS {
        assert_eq!(TimeControl::from_id(&preset.id()), Some(preset));
    }
    assert_eq!(TimeControl::from_id(" 7 + 0 "), Some(TimeControl::minutes(7, 0)));
    for bad in ["0+5", "181+0", "5+181", "5", "+3", "5+-1", "a+b", ""] {
        assert_eq!(TimeControl::from_id(bad), None, "{bad:?}");
    }
    assert_eq!(shown(300_000), "5:00");
    assert_eq!(shown(299_999), "4:59", "rounded down: a second shows until it is spent");
    assert_eq!(shown(3_723_000), "1:02:03");
    assert_eq!(shown(10_000), "0:10");
    assert_eq!(shown(9_999), "9.9", "tenths in the last ten seconds");
    assert_eq!(shown(0), "0.0");
    // Low: an eighth of the start, between 10 s and a minute.
    let blitz = TimeControl::minutes(3, 2);
    assert!(blitz.low(22_499) && !blitz.low(22_500));
    assert!(TimeControl::minutes(1, 0).low(9_999) && !TimeControl::minutes(1, 0).low(10_000));
    assert!(TimeControl::minutes(15, 10).low(59_999) && !TimeControl::minutes(15, 10).low(60_000));
}
