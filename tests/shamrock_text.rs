//! The texts of Shamrock: action notation, position text, game text (replay from the seed),
//! determinization, and the command line.

// The command line is native only.
#![cfg(not(target_arch = "wasm32"))]

use deskovna::cli;
use deskovna::game::{perft, Game, MoveError};
use deskovna::games::shamrock::{
    read_game, read_move, write_game, Cell, Leaf, Move, Options, Refusal, Shamrock, Source,
};

fn args(words: &[&str]) -> Vec<String> {
    words.iter().map(|s| s.to_string()).collect()
}

#[test]
fn actions_are_written_and_read_back() {
    let cases = [
        (Move::Place { source: Source::Display(1), cell: Cell::new(1, -1), rotation: 3 }, "P2+1-1r3"),
        (Move::Place { source: Source::Pile, cell: Cell::new(0, 1), rotation: 0 }, "Pp+0+1r0"),
        (Move::Draw, "D"),
        (Move::Rotate { cell: Cell::new(-1, 2), clockwise: true }, "R-1+2+"),
        (Move::Rotate { cell: Cell::new(0, 0), clockwise: false }, "R+0+0-"),
        (Move::Leprechaun(Leaf::new(Cell::new(1, -1), 4)), "L+1-1c4"),
        (Move::End, "E"),
    ];
    for (mv, word) in cases {
        assert_eq!(mv.to_string(), word);
        assert_eq!(read_move(word), Ok(mv));
    }
    assert_eq!(
        read_move(" P3-12+7r5 "),
        Ok(Move::Place { source: Source::Display(2), cell: Cell::new(-12, 7), rotation: 5 })
    );
}

#[test]
fn what_is_not_an_action_is_refused_with_its_span() {
    for bad in [
        "",
        "P4+0+0r0",
        "P1+0+0",
        "P1 0 0 r1",
        "R+0+0",
        "R00+",
        "L+0+0",
        "L+0+0c",
        "Ex",
        "X",
        "P1+0+0r12",
        "P1+300+0r1",
    ] {
        let err = read_move(bad).expect_err(bad);
        assert_eq!(err.reason, Refusal::NotAnAction(bad.trim().to_string()), "{bad}");
        assert!(err.span.1 <= bad.len());
    }
    let game = Shamrock::new(&Options::default()).unwrap();
    assert!(matches!(game.parse_move("R+5+5+"), Err(MoveError::Illegal(_))));
    assert!(matches!(game.parse_move("R+5+5"), Err(MoveError::Syntax(_))));
}

#[test]
fn the_position_text_reads_back() {
    let text = "3x_y3.1_4_A0.0.0~C1.0.2b~D1.-1.0t_BE-_FGHIJKLMNOP_-_-_0.0.1~1.0.3~1.-1.0_g00000000000000ff";
    let game = Shamrock::from_text(text).unwrap();
    assert_eq!(game.to_text(), text);
    assert_eq!((game.players(), game.expert(), game.to_move(), game.rounds()), (3, true, 1, 4));
    assert_eq!((game.actions_left(), game.free_moves_left()), (3, 5));
    assert_eq!(game.flake_at(Cell::new(1, 0)), Some(2));
    assert!(game.has_token(Cell::new(1, -1)));
    assert_eq!(game.display(), [Some(1), Some(4), None]);
    assert_eq!(game.leprechaun(2), Some(Leaf::new(Cell::new(1, -1), 0)));
}

#[test]
fn the_set_up_of_seed_1_is_pinned() {
    // Tiles A..P shuffled with Rng::new(1): start tile, display 1–3, pile top first.
    let game = Shamrock::new(&Options::default()).unwrap();
    assert_eq!(game.to_text(), "2b_r0_0_G0.0.0_APB_DHOCEKIMFNLJ_-_-_-_g454021de755d453c");
}

#[test]
fn a_text_cut_short_is_refused() {
    // A save cut anywhere — inside the generator too — must not read as another game.
    for (players, seed, expert) in [(2, 1, false), (3, 5, false), (2, 7, true), (3, 9, true)] {
        let mut game = Shamrock::new(&Options { players, seed, expert }).unwrap();
        let mut rng = deskovna::game::rng::Rng::new(seed);
        let mut moves = Vec::new();
        for ply in 0..40 {
            let text = game.to_text();
            if ply % 8 == 0 {
                for end in (0..text.len()).filter(|&end| text.is_char_boundary(end)) {
                    assert!(Shamrock::from_text(&text[..end]).is_err(), "{}", &text[..end]);
                }
            }
            game.legal_moves(&mut moves);
            let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else { break };
            game.play(mv).unwrap();
        }
    }
    // The generator as older texts wrote it, a decimal number, still reads.
    let old = "2b_r0_0_G0.0.0_APB_DHOCEKIMFNLJ_-_-_-_4990025626462012732";
    let new = Shamrock::new(&Options::default()).unwrap();
    assert_eq!(Shamrock::from_text(old).unwrap().to_text(), new.to_text());
    for bad in ["g454021de755d453", "g454021de755d453c0", "g454021de755d453x", "G454021de755d453c", "g", ""] {
        let text = format!("2b_r0_0_G0.0.0_APB_DHOCEKIMFNLJ_-_-_-_{bad}");
        assert_eq!(Shamrock::from_text(&text).map(|_| ()).unwrap_err().reason, Refusal::Generator, "{bad}");
    }
}

#[test]
fn bad_position_texts_say_what_is_wrong() {
    let good = "2b_r0_0_A0.0.0_BCL_DEFGHIJKMNOP_-_-_-_1";
    assert!(Shamrock::from_text(good).is_ok());
    let cases = [
        ("2b_r0_0", Refusal::Fields),
        (&good.replace("2b_", "4b_"), Refusal::Mode),
        (&good.replace("_r0_", "_b0_"), Refusal::Turn),
        (&good.replace("_r0_", "_r4_"), Refusal::Turn),
        (&good.replace("_0_A", "_61_A"), Refusal::Rounds),
        (&good.replace("A0.0.0", "A1.0.0"), Refusal::NoStart),
        (&good.replace("A0.0.0", "A0.0.0~B5.5.0"), Refusal::EveryTileOnce(1)),
        (&good.replace("A0.0.0", "A0.0.0~Q1.0.0"), Refusal::TileEntry),
        (&good.replace("A0.0.0", "A0.0.0~D0.0.1"), Refusal::SameCell(Cell::new(0, 0))),
        (&good.replace("A0.0.0_BCL_D", "A0.0.0~D2.0.0_BCL_"), Refusal::NoStart),
        (&good.replace("BCL_DEFGHIJKMNOP", "BCL_DEFGHIJKMNO"), Refusal::EveryTileOnce(15)),
        (&good.replace("_BCL_DEFGHIJKMNOP_", "_BCLD_EFGHIJKMNOP_"), Refusal::Display),
        (&good.replace("_BCL_DEFGHIJKMNOP_", "_BCK_DEFGHIJKMNOP_"), Refusal::EveryTileOnce(10)),
        (&good.replace("_-_-_-_1", "_-_-_0.0.0_1"), Refusal::Leprechauns),
        (&good.replace("_1", "_x"), Refusal::Generator),
        (&good.replace("A0.0.0", "A0.0.0b"), Refusal::TileEntry),
    ];
    for (text, kind) in cases {
        let err = Shamrock::from_text(text).map(|_| ()).expect_err(text);
        assert_eq!(err.reason, kind, "{text}");
        assert!(err.span.0 <= err.span.1 && err.span.1 <= text.len(), "{text}");
    }
    // A tile with three orientations is written below 3.
    let err = Shamrock::from_text(&good.replace("A0.0.0_BCL_D", "A0.0.0~L1.0.4_BCD_")).map(|_| ()).unwrap_err();
    assert_eq!(err.reason, Refusal::Rotation { tile: 11, last: 2 });
}

#[test]
fn a_game_replays_from_its_seed_and_actions() {
    let options = Options { players: 3, seed: 5, expert: true };
    let mut game = Shamrock::new(&options).unwrap();
    let mut moves = Vec::new();
    let mut rng = deskovna::game::rng::Rng::new(8);
    for _ in 0..60 {
        game.legal_moves(&mut moves);
        let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else { break };
        game.play(mv).unwrap();
    }
    let text = write_game(&options, &game.moves_played());
    assert!(text.starts_with("p3s5x L+0+0c"), "{text}");
    let (read, replayed) = read_game(&text).unwrap();
    assert_eq!(read, options);
    assert_eq!(replayed.to_text(), game.to_text());
    // Errors point at the word.
    let err = read_game("p2s1 E E X").map(|_| ()).unwrap_err();
    assert_eq!(err.span, (9, 10));
    let err = read_game("p2s1 E L+0+0c0").map(|_| ()).unwrap_err();
    assert_eq!((err.span, err.reason), ((7, 14), Refusal::NotExpert));
    for bad in ["", "p4s1", "p2", "p2s", "p2sx", "q2s1", "p2s-1"] {
        assert!(read_game(bad).is_err(), "{bad}");
    }
}

#[test]
fn determinize_reshuffles_only_the_face_down_pile() {
    let game = Shamrock::new(&Options { players: 2, seed: 3, expert: false }).unwrap();
    let mut a = game.clone();
    a.determinize(1);
    let mut b = game.clone();
    b.determinize(2);
    assert_ne!(a.pile_order(), b.pile_order());
    let sorted = |g: &Shamrock| {
        let mut p = g.pile_order();
        p.sort();
        p
    };
    assert_eq!(sorted(&a), sorted(&game));
    assert_eq!((a.display(), a.board()), (game.display(), game.board()));
    assert_eq!(a.hash(), a.compute_hash());
    assert_ne!(a.hash(), game.hash());
    // The move list does not depend on the hidden order.
    let (mut x, mut y) = (Vec::new(), Vec::new());
    a.legal_moves(&mut x);
    game.legal_moves(&mut y);
    assert_eq!(x, y);
}

#[test]
fn the_command_line_replays_and_counts() {
    let out = cli::run(&args(&[
        "replay",
        "shamrock",
        "--players",
        "3",
        "--seed",
        "5",
        "--expert",
        "L+0+0c0",
        "L+0+0c1",
        "L+0+0c2",
        "E",
    ]));
    assert_eq!(out.code, 0, "{}", out.text);
    assert!(out.text.starts_with("3x_y0.0_0_"), "{}", out.text);
    assert!(out.text.ends_with("result: ongoing\n"));
    let out = cli::run(&args(&["replay", "shamrock", "--seed", "5", "E", "X"]));
    assert_eq!(out.code, 1);
    assert!(out.text.starts_with("illegal at ply 2: X: "), "{}", out.text);
    let out = cli::run(&args(&["perft", "shamrock", "--expert", "2", "--players", "3"]));
    assert_eq!(out.text.lines().take(2).collect::<Vec<_>>(), ["depth 1 count 6", "depth 2 count 30"]);
    let out = cli::run(&args(&["perft", "shamrock", "1", "--players", "4"]));
    assert_eq!(out.code, 1);
}

#[test]
fn undo_takes_back_to_the_start() {
    let mut game = Shamrock::new(&Options { players: 2, seed: 9, expert: false }).unwrap();
    let start = game.to_text();
    let mut moves = Vec::new();
    let mut rng = deskovna::game::rng::Rng::new(1);
    let mut plies = 0;
    for _ in 0..40 {
        game.legal_moves(&mut moves);
        let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else { break };
        game.play(mv).unwrap();
        plies += 1;
    }
    for _ in 0..plies {
        assert!(game.undo());
    }
    assert!(!game.undo());
    assert_eq!(game.to_text(), start);
    assert_eq!(perft(&mut game, 2), perft(&mut Shamrock::from_text(&start).unwrap(), 2));
}
