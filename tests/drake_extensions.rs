//! Every example of rules/drake-extensions.md, reproduced exactly, and the rules around them.

mod rules_common;

use deskovna::game::{EndReason, Game};
use deskovna::games::drake::{square, Drake, Move, Options, Phase, Refusal, Troop, BLUE, ORANGE};
use rules_common::{moves, moves_of, play, position, set};

/// `b3` → the square.
fn sq(name: &str) -> u8 {
    let b = name.as_bytes();
    square((b[0] - b'a') as usize, (b[1] - b'1') as usize)
}

// 1. Jump. 4×4. B: Drake a1, Knight (face) b1. O: Drake d4, Clubman c2, Monk c3.
#[test]
fn example_1_a_jump_ignores_what_stands_between() {
    let game = position::<Drake>("v1-bDKC-oDCM_3OD.2oM1.2oC1.BDbK2_b_M_-_-_0_-");
    assert_eq!(moves_of(&game, "b1"), set(&["b1xc3", "b1-a3", "b1-d2"]));
}

// 2. Jump-slide. 5×5. B: Drake e1, Lancer (face) a1. O: Drake e5, Clubman a4.
#[test]
fn example_2_a_jump_slide_lands_then_slides_on() {
    let game = position::<Drake>("v1-5-bDLC-oDCM_4OD.oC4.5.5.bL3BD_b_M_-_-_0_-");
    assert_eq!(moves_of(&game, "a1"), set(&["a1-a3", "a1xa4", "a1-b1"]));
    let over = position::<Drake>("v1-5-ma2-bDLC-oDCM_4OD.oC4.5.x4.bL3BD_b_M_-_-_0_-");
    assert_eq!(moves_of(&over, "a1"), set(&["a1-a3", "a1xa4", "a1-b1"]));
    let blocked = position::<Drake>("v1-5-ma3-bDLC-oDCM_4OD.oC4.x4.5.bL3BD_b_M_-_-_0_-");
    assert_eq!(moves_of(&blocked, "a1"), set(&["a1-b1"]));
}

// 3. Command. 4×4. B: Herald (face) b2, Clubman a3, Drake d1. O: Drake d4, Spearman c3.
#[test]
fn example_3_a_herald_commands_and_only_it_turns_over() {
    let mut game = position::<Drake>("v1-bDHC-oDSC_3OD.bC1oS1.1bH2.3BD_b_M_-_-_0_-");
    let all = ["a3-a2", "a3-a4", "a3-b3", "b2-a2", "b2-c2", "b2:a3-b3", "b2:a3xc3", "d1-a1", "d1-b1", "d1-c1"];
    assert_eq!(moves(&game), set(&all));
    play(&mut game, "b2:a3xc3");
    assert_eq!(game.troop_at(sq("b2")), Some((BLUE, Troop::HERALD, false)));
    assert_eq!(game.troop_at(sq("c3")), Some((BLUE, Troop::CLUBMAN, true)));
    assert_eq!(game.troop_at(sq("a3")), None);
}

// 4. Protect. 4×4. B: Drake a1, Guardian (face) b2. O: Drake d4, Clubman (face) c3, Monk (face) d1.
#[test]
fn example_4_protected_squares_cannot_be_entered_or_slid_through() {
    let game = position::<Drake>("v1-bDGC-oDCM_3OD.2oC1.1bG2.BD2oM_o_M_-_-_0_-");
    let (protect, dread) = game.troop_marks(sq("b2"));
    assert_eq!(protect, vec![sq("a2"), sq("c2"), sq("b3")]);
    assert!(dread.is_empty());
    assert_eq!(moves_of(&game, "c3"), set(&["c3-c4", "c3-d3"]));
    assert_eq!(moves_of(&game, "d1"), set(&[]));
    assert_eq!(moves(&game), set(&["c3-c4", "c3-d3", "d4-a4", "d4-b4", "d4-c4"]));
    assert_eq!(game.check(Move::Step(sq("c3"), sq("c2"))), Err(Refusal::Protected(sq("c2"))));
}

// 5. Dread. 4×4. B: Drake a1, Phantom (face) b2. O: Drake d4, Swordsman (face) b3, Clubman (face) b4.
#[test]
fn example_5_a_dreaded_troop_strikes_but_does_not_move() {
    let game = position::<Drake>("v1-bDPC-oDWC_1oC1OD.1oW2.1bP2.BD3_o_M_-_-_0_-");
    assert_eq!(game.troop_marks(sq("b2")).1, vec![sq("b3"), sq("b4")]);
    assert_eq!(moves(&game), set(&["b3*b2", "d4-c4"]));
    assert_eq!(game.check(Move::Step(sq("b4"), sq("a4"))), Err(Refusal::Dreaded(sq("b4"))));
}

// 6. Fortress. 4×4, fortress b3. B: Drake a1, Clubman (face) b2. O: Drake d4, Clubman (face) b4,
// Spearman (back) c4.
#[test]
fn example_6_a_troop_that_enters_a_fortress_is_safe_for_one_ply() {
    let mut game = position::<Drake>("v1-fb3-bDCM-oDCS_1oCosOD.4.1bC2.BD3_b_M_-_-_0_-");
    play(&mut game, "b2-b3");
    assert_eq!(game.protected_fortress(), Some(sq("b3")));
    assert_eq!(game.check(Move::Step(sq("b4"), sq("b3"))), Err(Refusal::Fortress(sq("b3"))));
    assert_eq!(game.check(Move::Step(sq("c4"), sq("b3"))), Err(Refusal::Fortress(sq("b3"))));
    assert_eq!(moves(&game), set(&["b4-a4", "c4-d3"]));
    let text = game.to_text();
    assert!(text.ends_with("_pb3"), "{text}");
    assert_eq!(position::<Drake>(&text).hash(), game.hash());
    play(&mut game, "c4-d3");
    play(&mut game, "a1-b1");
    assert_eq!(game.protected_fortress(), None);
    assert!(moves(&game).contains("b4xb3"));
}

// 7. Flag. 4×4, flags at b1 (Blue's) and b4 (Orange's).
#[test]
fn example_7_the_enemy_flag_carried_home_wins() {
    let mut game = position::<Drake>("v1-gb1b4-bDCM-oDCM_3OD.1bC2.4.BD3_b_M_-_-_0_fb1b4");
    assert_eq!(game.flags(), Some([sq("b1"), sq("b4")]));
    play(&mut game, "b3-b4");
    assert!(game.flag_carried(ORANGE));
    assert_eq!(game.quiet_plies(), 0, "a pick-up resets the quiet plies");
    for blue in ["b4-a3", "a3-a2", "a2-b1"] {
        let away = |m: &String| !m.contains(['x', '*', 'a', 'b']);
        let quiet = moves(&game).into_iter().find(away).unwrap_or_else(|| panic!("{}", game.to_text()));
        play(&mut game, &quiet);
        play(&mut game, blue);
    }
    assert_eq!(game.flags(), Some([sq("b1"), sq("b1")]));
    assert!(!game.flag_carried(BLUE), "a Blue troop on b1 does not pick up Blue's own flag");
    let outcome = game.outcome().expect("Blue carried the flag home");
    assert_eq!(outcome.winners().collect::<Vec<_>>(), vec![BLUE]);
    assert_eq!(outcome.reason, EndReason::FlagCarried);
}

#[test]
fn a_flag_stays_where_its_carrier_is_captured() {
    // Blue's Clubman carries Orange's flag on b4; Orange's Drake on d4 slides onto it.
    let mut game = position::<Drake>("v1-gb1b4-bDCM-oDCM_1bc1OD.4.4.BD3_o_M_-_-_0_fb1b4");
    assert!(game.flag_carried(ORANGE));
    play(&mut game, "d4xb4");
    assert_eq!(game.flags(), Some([sq("b1"), sq("b4")]));
    assert!(!game.flag_carried(ORANGE));
}

// 8. Bomb. Blue's stack: Bomb, Monk. B: Drake a1, Clubman b2. O: Drake d4, Monk b3, Archer c3.
#[test]
fn example_8_a_bomb_destroys_a_troop_next_to_an_own_troop() {
    let mut game = position::<Drake>("v1-bDCC*M-oDMA_3OD.1oMoA1.1bC2.BD3_b_M_*M_-_0_-");
    let all = ["!b3", "a1-b1", "a1-c1", "a1-d1", "b2-a2", "b2-b1", "b2-c2", "b2xb3"];
    assert_eq!(moves(&game), set(&all));
    assert_eq!(game.check(Move::Detonate(sq("c3"))), Err(Refusal::NoBombTarget(sq("c3"))));
    assert_eq!(game.check(Move::Place(sq("a2"))), Err(Refusal::BombOnTop));
    play(&mut game, "!b3");
    assert_eq!(game.troop_at(sq("b3")), None);
    assert_eq!(game.stack(BLUE), &[Troop::MONK]);
    assert_eq!(game.captured(ORANGE), vec![Troop::MONK]);
    assert!(game.undo());
    assert_eq!(game.stack(BLUE), &[Troop::BOMB, Troop::MONK]);
}

#[test]
fn any_troop_may_lead_and_its_capture_wins() {
    // Orange is led by a Guardian; Blue's Spearman strikes it.
    let mut game = position::<Drake>("v1-bDCS-oGCC_2OG1.4.1bS2.BD3_b_M_-_-_0_-");
    assert_eq!(game.leader_square(ORANGE), Some(sq("c4")));
    play(&mut game, "b2*c4");
    let outcome = game.outcome().unwrap();
    assert_eq!((outcome.winners().collect::<Vec<_>>(), outcome.reason), (vec![BLUE], EndReason::LeaderCaptured));
}

#[test]
fn a_second_troop_of_the_leaders_kind_is_not_the_leader() {
    // Two Blue Drakes; only the marked one (a1) leads: taking the other does not end the game.
    let mut game = position::<Drake>("v1-bDCD-oDCS_3OD.4.1bDoC1.BD3_o_M_-_-_0_-");
    assert_eq!(game.leader_square(BLUE), Some(sq("a1")));
    play(&mut game, "c2xb2");
    assert_eq!(game.outcome(), None, "{}", game.to_text());
}

#[test]
fn the_leader_may_be_commanded() {
    // The Herald's back commands (−1,−1) (0,−1) (1,−1): its Drake on b2 goes to c2.
    let mut game = position::<Drake>("v1-bDHC-oDSC_3OD.1bh2.1BD2.4_b_M_-_-_0_-");
    assert!(moves(&game).contains("b3:b2-c2"));
    play(&mut game, "b3:b2-c2");
    assert_eq!(game.leader_square(BLUE), Some(sq("c2")));
}

#[test]
fn protection_leaves_a_guard_slot_skipped_and_a_leader_nowhere() {
    // A troop of the variant's own protecting the three squares two rows ahead leads Blue
    // on 3×3: from b1 it covers Orange's whole leader row.
    let opts = |pairs: &[(&str, &str)]| {
        let mut o = Options::default();
        for (k, v) in pairs {
            Drake::set_option(&mut o, k, v).unwrap();
        }
        Drake::new(&o).unwrap()
    };
    let mut game = opts(&[("size", "3"), ("troop", "E.Wall.Pb5c5d5.Sc4"), ("blue-stack", "ECC")]);
    play(&mut game, "@b1");
    assert_eq!(game.check(Move::Place(sq("a3"))), Err(Refusal::Protected(sq("a3"))));
    assert_eq!(game.outcome().map(|o| o.reason), Some(EndReason::NoLegalMove), "Orange has nowhere to lead from");
    // Orange's leader on b3 protects b2, a1 and c1 (mirrored): every square next to Blue's
    // leader on b1, so Blue's first guard slot is skipped.
    let mut game = opts(&[("size", "3"), ("troop", "B.Bulwark.Pb5c4d5.Sc4"), ("orange-stack", "BCC")]);
    play(&mut game, "@b1");
    play(&mut game, "@b3");
    assert_eq!((game.phase(), game.to_move()), (Phase::Guards(1), ORANGE));
}

#[test]
fn a_drawn_stack_draws_each_new_top_after_the_guards() {
    let mut options = Options::default();
    Drake::set_option(&mut options, "variant", "v1-5-sDCCMSWAKL-d").unwrap();
    Drake::set_option(&mut options, "seed", "7").unwrap();
    let mut game = Drake::new(&options).unwrap();
    for mv in ["@c1", "@c5", "@b1", "@b5", "@d1"] {
        play(&mut game, mv);
    }
    assert_eq!(game.known_items(BLUE), 1, "Blue's guards are placed: its top is drawn");
    assert_eq!(game.known_items(ORANGE), 1, "Orange's second guard is its known top");
    let text = game.to_text();
    assert_eq!(position::<Drake>(&text).to_text(), text);
    let top = game.stack(BLUE)[0];
    play(&mut game, "@d5");
    // The draw is part of the state: replaying gives the same top; undo restores the bag.
    let mut again = position::<Drake>(&text);
    play(&mut again, "@d5");
    assert_eq!(again.stack(BLUE), game.stack(BLUE));
    assert!(game.undo());
    assert_eq!(game.to_text(), text);
    assert_eq!(game.stack(BLUE)[0], top);
    // The player to move cannot know the draws to come: `determinize` changes them, not the hash.
    let before = game.hash();
    game.determinize(99);
    assert_eq!(game.hash(), before);
}
