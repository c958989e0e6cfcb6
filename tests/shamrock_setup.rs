//! Shamrock as a setup (`FromSetup`): the starts of both games and positions of the rules'
//! tests round-trip, a position in the middle of a turn is set up at its start, and what a
//! setup cannot hold is refused with the engine's kind.

use deskovna::game::{FromSetup, Game};
use deskovna::games::shamrock::{Cell, Laid, Leaf, Options, Refusal, Setup, Shamrock};

fn game(text: &str) -> Shamrock {
    Shamrock::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn made(setup: &Setup) -> Result<String, Refusal> {
    Shamrock::from_setup(setup).map(|g| g.to_text())
}

fn round_trip(text: &str) {
    let g = game(text);
    assert_eq!(made(&g.setup().unwrap()).unwrap(), g.to_text(), "{text}");
}

fn new_game(options: &[(&str, &str)]) -> Shamrock {
    let mut o = Options::default();
    for (k, v) in options {
        Shamrock::set_option(&mut o, k, v).unwrap();
    }
    Shamrock::new(&o).unwrap()
}

#[test]
fn the_starts_and_the_rules_positions_round_trip() {
    for options in [&[][..], &[("players", "3")], &[("expert", "on")], &[("players", "3"), ("expert", "on")]] {
        round_trip(&new_game(options).to_text());
    }
    for text in [
        "2b_r0_0_A0.0.0_BCL_DEFGHIJKMNOP_-_-_-_1",
        "2x_r0.0_0_A0.0.0~B1.-1.0~C1.0.0_DEF_GHIJKLMNOP_-_-_0.0.1~0.0.4_7",
        "2x_r0.0_0_A0.0.0~G1.0.0_HLP_CDBEFIJKMNO_-_-_0.0.2~1.0.0_7",
        "3b_b0_12_A0.0.0y~F1.-1.3b~K0.1.2_BC-_DEGHIJLMNOP_-_-_-_g454021de755d453c",
    ] {
        round_trip(text);
    }
    let expert = new_game(&[("expert", "on")]).setup().unwrap();
    assert_eq!(expert.leprechauns, [None; 3], "the expert set-up: no leprechaun down yet");
}

#[test]
fn a_position_in_the_middle_of_a_turn_is_set_up_at_its_start() {
    // Yellow with an action spent, a neutral token on A, a tile in hand from the pile.
    let setup = game("2b_y1_3_G0.0.0r~A1.0.2t_PBD_HOCEKIMFNLJ_-_-_-_g454021de755d453c").setup().unwrap();
    assert_eq!(made(&setup).unwrap(), "2b_y0_3_A1.0.2~G0.0.0r_PBD_HOCEKIMFNLJ_-_-_-_g454021de755d453c");
}

#[test]
fn the_expert_set_up_goes_in_turn_order() {
    let mut setup = new_game(&[("players", "3"), ("expert", "on")]).setup().unwrap();
    setup.turn = 2;
    setup.leprechauns[0] = Some(Leaf::new(Cell::START, 0));
    let text = made(&setup).unwrap();
    assert!(text.starts_with("3x_Ly_"), "yellow puts its leprechaun down next: {text}");
    setup.leprechauns[2] = Some(Leaf::new(Cell::START, 2));
    assert_eq!(made(&setup), Err(Refusal::Leprechauns), "blue's before yellow's");
}

#[test]
fn a_setup_the_engine_refuses_gives_its_kind() {
    let start = new_game(&[]).setup().unwrap();
    let tile_a = start.display[0].unwrap();
    let mut twice = start.clone();
    twice.tiles.push(Laid { tile: tile_a, cell: Cell::new(1, 0), rotation: 0, flake: None });
    assert_eq!(made(&twice), Err(Refusal::EveryTileOnce(tile_a)));
    let mut apart = start.clone();
    apart.display[0] = None;
    apart.tiles.push(Laid { tile: tile_a, cell: Cell::new(3, 0), rotation: 0, flake: None });
    assert_eq!(made(&apart), Err(Refusal::NoStart));
    let mut flakes = start.clone();
    flakes.tiles[0].flake = Some(2);
    assert_eq!(made(&flakes), Err(Refusal::TileEntry), "no blue flake in a game of two");
    let mut seats = start.clone();
    seats.players = 4;
    assert_eq!(made(&seats), Err(Refusal::Mode));
    seats.players = 2;
    seats.turn = 2;
    assert_eq!(made(&seats), Err(Refusal::Turn));
    let mut missing = start.clone();
    let last = missing.pile.pop().unwrap();
    assert_eq!(made(&missing), Err(Refusal::EveryTileOnce(last)));
    let mut expert = start.clone();
    expert.expert = true;
    expert.leprechauns = [Some(Leaf::new(Cell::new(1, 0), 0)), Some(Leaf::new(Cell::START, 0)), None];
    assert_eq!(made(&expert), Err(Refusal::Leprechauns), "a leprechaun on no tile");
}

#[test]
fn every_turn_start_of_random_games_is_its_own_setup() {
    let mut rng = deskovna::game::rng::Rng::new(0x5A3_5E7);
    let mut list = Vec::new();
    for round in 0..24 {
        let players = if round % 2 == 0 { "2" } else { "3" };
        let expert = if round % 4 < 2 { "off" } else { "on" };
        let mut game = new_game(&[("players", players), ("expert", expert), ("seed", &round.to_string())]);
        let mut turn_starts = 0;
        for _ in 0..400 {
            let text = game.to_text();
            let fields: Vec<&str> = text.split('_').collect();
            // The start of a turn: nothing spent, no token, nothing in hand or set aside.
            let fresh = !fields[1].starts_with('L') && fields[1][1..].chars().all(|c| c == '0' || c == '.');
            if fresh && !fields[3].contains('t') && fields[6] == "-" && fields[7] == "-" {
                assert_eq!(made(&game.setup().unwrap()).unwrap(), text);
                turn_starts += 1;
            }
            game.legal_moves(&mut list);
            if list.is_empty() {
                break;
            }
            game.play(list[rng.below(list.len())]).unwrap();
        }
        assert!(turn_starts > 3, "turn starts were checked: {turn_starts}");
    }
}
