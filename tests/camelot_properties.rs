//! Thousands of random games of every board of the Camelot family, from the start and from
//! random positions (sparse boards with pieces near and in the castles, pending castle duties,
//! used castle moves, trees, a running 50-move clock), with and without Anti-Camelot's goals,
//! checking at every ply: the engine's moves and outcome equal those of the independent
//! reference; every listed move passes `check` and its notation reads back; mutated and
//! random moves are refused with a specific reason and change nothing; position text, hash
//! and undo round-trip; pieces are conserved.

mod camelot_reference;

use camelot_reference::{name, variant_text, Reference, Rules};
use deskovna::game::rng::Rng;
use deskovna::game::{EndReason, Game, Outcome};
use deskovna::games::camelot::{square_name, Camelot, Move, Options, Piece, Refusal, Variant, BLACK, WHITE};
use std::collections::BTreeMap;

/// A random position text of `variant`: up to a side's army (never more Knights), anywhere a
/// piece may stand, with random counters and castle duties where the board allows them, and
/// on River Camelot's board either no trees (White to plant) or three a side.
fn random_position(rng: &mut Rng, variant: &str, anti: bool) -> Option<String> {
    let rules = Rules::new(variant, anti);
    let land = rules.land();
    let (most_knights, most_men) = rules.army();
    let mut taken: BTreeMap<(i32, i32), char> = BTreeMap::new();
    let mut leave = String::new();
    let planted = !rules.planting(0).is_empty() && rng.below(3) != 0;
    if planted {
        for side in 0..2 {
            let mut trees = 0;
            while trees < 3 {
                let spots = rules.planting(side);
                let sq = spots[rng.below(spots.len())];
                if taken.insert(sq, 'T').is_none() {
                    trees += 1;
                }
            }
        }
    }
    for side in 0..2 {
        let most = if rng.below(3) == 0 { 4 } else { most_knights + most_men };
        let n = 1 + rng.below(most);
        let (mut knights, mut men) = (0, 0);
        for _ in 0..n {
            let sq = land[rng.below(land.len())];
            if taken.contains_key(&sq) {
                continue;
            }
            let knight = knights < most_knights && (men >= most_men || rng.below(3) == 0);
            if !knight && men >= most_men {
                continue;
            }
            knights += usize::from(knight);
            men += usize::from(!knight);
            let c = if knight { 'K' } else { 'M' };
            taken.insert(sq, if side == 0 { c } else { c.to_ascii_lowercase() });
        }
        // Sometimes a piece in its own castle that must leave it, and an enemy in front of it.
        let home = rules.castle_squares(side);
        let sq = home[rng.below(home.len())];
        if rng.below(3) == 0 && !taken.contains_key(&sq) && men < most_men {
            taken.insert(sq, if side == 0 { 'M' } else { 'm' });
            if rng.below(3) != 0 {
                leave.push_str(&name(sq));
            }
            let front = (sq.0 + rng.below(3) as i32 - 1, if side == 0 { sq.1 + 1 } else { sq.1 - 1 });
            if rules.land().contains(&front) && !taken.contains_key(&front) {
                taken.insert(front, if side == 0 { 'm' } else { 'M' });
            }
        }
    }
    let turn = if planted || rules.planting(0).is_empty() {
        if rng.below(2) == 0 {
            'w'
        } else {
            'b'
        }
    } else {
        'w'
    };
    let quiet = if rng.below(4) == 0 { 95 + rng.below(5) } else { rng.below(60) };
    let pieces: String = taken.iter().map(|(&sq, &c)| format!("{c}{} ", name(sq))).collect();
    let two = rules.castle_squares(0).len() == 2;
    let counts = if two { format!("{}{}", rng.below(3), rng.below(3)) } else { "00".into() };
    let leave = if leave.is_empty() { "-".to_string() } else { leave };
    let text = variant_text(variant, anti, &pieces, turn, &counts, &leave, quiet as u32);
    Camelot::from_text(&text).ok().map(|_| text)
}

fn expected(o: Option<Outcome>) -> Option<(String, String)> {
    o.map(|o| {
        let who = if o.is_draw() {
            "draw"
        } else if o.place(WHITE) == 0 {
            "white"
        } else {
            "black"
        };
        let why = match o.reason {
            EndReason::CastleTaken => "CastleTaken",
            EndReason::CastleEntered => "CastleEntered",
            EndReason::AllCaptured => "AllCaptured",
            EndReason::BothBare => "BothBare",
            EndReason::NoLegalMove => "NoLegalMove",
            EndReason::Repetition => "Repetition",
            EndReason::NoProgress => "NoProgress",
            _ => "other",
        };
        (who.to_string(), why.to_string())
    })
}

/// A move that is probably illegal: a legal route bent a little, or random squares of the
/// board (a planting among them).
fn mutated(rng: &mut Rng, game: &Camelot, moves: &[Move]) -> Option<Move> {
    let squares: Vec<u8> = game.board().squares().collect();
    let mut route: Vec<u8> = match moves.get(rng.below(moves.len().max(1))) {
        Some(m) if rng.below(4) != 0 => m.route().to_vec(),
        _ if rng.below(8) == 0 => (0..4).map(|i| if i == 0 { 0 } else { squares[rng.below(squares.len())] }).collect(),
        _ => (0..2 + rng.below(3)).map(|_| squares[rng.below(squares.len())]).collect(),
    };
    let near = |rng: &mut Rng, sq: u8| {
        let steps = [1u8, 255, 15, 241, 14, 242, 16, 240];
        let d = steps[rng.below(8)];
        if rng.below(2) == 0 {
            sq.wrapping_add(d)
        } else {
            sq.wrapping_add(d).wrapping_add(d)
        }
    };
    match rng.below(5) {
        0 if route.len() > 2 => {
            route.pop();
        }
        1 => {
            let last = *route.last()?;
            route.push(near(rng, last));
        }
        2 => {
            let i = 1 + rng.below(route.len() - 1);
            route[i] = near(rng, route[i - 1]);
        }
        3 => route.reverse(),
        _ => {
            let i = rng.below(route.len());
            route[i] = rng.below(256) as u8;
        }
    }
    Move::new(&route)
}

fn pieces(game: &Camelot) -> [usize; 2] {
    [game.pieces_left(WHITE), game.pieces_left(BLACK)]
}

/// Plays one random game from `start`, checking everything at every ply; returns how it ended.
fn play_out(start: &str, rng: &mut Rng, with_reference: bool, stats: &mut Stats) -> Option<Outcome> {
    let mut game = Camelot::from_text(start).unwrap();
    let mut reference = Reference::from_text(start);
    assert_eq!(reference.text(), start, "the reference reads the text as written");
    let mut moves = Vec::new();
    for _ply in 0..400 {
        game.legal_moves(&mut moves);
        let text = game.to_text();
        stats.duties += usize::from(game.must_leave(game.to_move()).is_some());
        if with_reference {
            let mut names: Vec<String> = moves.iter().map(|&m| game.notation(m)).collect();
            names.sort();
            assert_eq!(names, reference.moves(), "{text}");
            assert_eq!(expected(game.outcome()), reference.outcome(), "{text}");
            assert_eq!(reference.text(), text);
        }
        assert_eq!(game.outcome().is_some(), moves.is_empty(), "{text}");

        let copy = Camelot::from_text(&text).unwrap();
        assert_eq!(copy.to_text(), text);
        assert_eq!(copy.hash(), game.hash());
        assert_eq!(game.hash(), game.compute_hash());

        // A planting offers thousands of moves: a sample of them is checked.
        let sample = if moves.len() > 400 { 37 } else { 1 };
        for &mv in moves.iter().step_by(sample) {
            // `parse_move` finds the move by `check`, so this also shows that `check` agrees.
            assert_eq!(game.parse_move(&game.notation(mv)), Ok(mv), "{text}");
            stats.longest = stats.longest.max(mv.landings());
        }
        for _ in 0..3 {
            let Some(wrong) = mutated(rng, &game, &moves) else { continue };
            if moves.contains(&wrong) {
                continue;
            }
            let hash = game.hash();
            let refused = game.play(wrong).expect_err("an illegal move is refused");
            assert_eq!((game.hash(), game.to_text()), (hash, text.clone()));
            stats.refused += 1;
            *stats.reasons.entry(format!("{refused:?}").split('(').next().unwrap_or("").to_string()).or_default() += 1;
            assert_ne!(refused, Refusal::NotLegal, "no specific reason for {wrong:?} in {text}");
        }

        let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else { break };
        let name = game.notation(mv);
        let before = pieces(&game);
        let captured = game.captures(mv).len();
        stats.captures += captured;
        stats.charges += usize::from(name.contains('-') && name.contains('x'));
        stats.plantings += usize::from(name.starts_with("T:"));
        let castle_moves_before = game.castle_moves(game.to_move());
        game.play(mv).unwrap();
        let mover = 1 - game.to_move();
        stats.castle_moves += usize::from(game.castle_moves(mover) > castle_moves_before);
        let after = pieces(&game);
        assert_eq!(after[mover], before[mover]);
        assert_eq!(after[1 - mover] + captured, before[1 - mover]);
        assert!(game.undo());
        assert_eq!((game.to_text(), game.hash()), (text.clone(), game.compute_hash()));
        game.play(mv).unwrap();
        if with_reference {
            reference.play(&name);
        }
    }
    let outcome = game.outcome();
    if let Some(o) = outcome {
        *stats.endings.entry(format!("{:?}", o.reason)).or_default() += 1;
    }
    // Undo all the way back.
    while game.undo() {}
    assert_eq!(game.to_text(), start);
    outcome
}

#[derive(Default, Debug)]
struct Stats {
    refused: usize,
    captures: usize,
    charges: usize,
    plantings: usize,
    duties: usize,
    castle_moves: usize,
    longest: usize,
    endings: BTreeMap<String, usize>,
    reasons: BTreeMap<String, usize>,
}

const START: &str = "2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0";

#[test]
fn random_games_from_the_start_agree_with_the_reference() {
    let mut rng = Rng::new(7);
    let mut stats = Stats::default();
    let mut finished = 0;
    for _ in 0..40 {
        finished += usize::from(play_out(START, &mut rng, true, &mut stats).is_some());
    }
    println!("{stats:?}");
    assert!(finished >= 30, "{finished}");
    assert!(stats.captures > 500 && stats.charges > 20, "{stats:?}");
}

#[test]
fn random_positions_agree_with_the_reference() {
    let mut rng = Rng::new(11);
    let mut stats = Stats::default();
    let mut games = 0;
    while games < 1500 {
        let Some(start) = random_position(&mut rng, "camelot", false) else { continue };
        play_out(&start, &mut rng, true, &mut stats);
        games += 1;
    }
    println!("{stats:?}");
    for reason in ["CastleTaken", "AllCaptured", "BothBare", "NoLegalMove", "NoProgress", "Repetition"] {
        assert!(stats.endings.get(reason).is_some_and(|&n| n > 0), "no {reason}: {stats:?}");
    }
    assert!(stats.duties > 20 && stats.castle_moves > 20, "{stats:?}");
    // The refusals name most of the rules: every specific reason but the rarest few.
    assert!(stats.reasons.len() >= 15, "{:#?}", stats.reasons);
}

/// Each variant's games from its start and from random positions, with and without Anti.
fn variant_games(variant: &str, anti: bool, starts: usize, positions: usize, seed: u64) -> Stats {
    let mut rng = Rng::new(seed);
    let mut stats = Stats::default();
    let options = Options { variant: Variant::from_id(variant).unwrap(), anti };
    let start = Camelot::new(&options).unwrap().to_text();
    for _ in 0..starts {
        play_out(&start, &mut rng, true, &mut stats);
    }
    let mut games = 0;
    while games < positions {
        let Some(text) = random_position(&mut rng, variant, anti) else { continue };
        play_out(&text, &mut rng, true, &mut stats);
        games += 1;
    }
    println!("{variant} anti {anti}: {stats:?}");
    assert!(stats.captures > 50, "{stats:?}");
    stats
}

fn ended(stats: &Stats, reasons: &[&str]) {
    for reason in reasons {
        assert!(stats.endings.get(*reason).is_some_and(|&n| n > 0), "no {reason}: {stats:?}");
    }
}

#[test]
fn chivalry_agrees_with_the_reference() {
    let stats = variant_games("chivalry", false, 6, 150, 21);
    ended(&stats, &["CastleTaken", "AllCaptured", "NoProgress"]);
    assert!(stats.castle_moves > 0 && stats.duties > 0, "{stats:?}");
}

#[test]
fn cam_and_camette_agree_with_the_reference() {
    for (variant, seed) in [("cam", 31), ("camette", 32)] {
        let stats = variant_games(variant, false, 20, 300, seed);
        ended(&stats, &["CastleTaken", "AllCaptured"]);
        assert_eq!(stats.castle_moves, 0, "one-square castles have no castle moves");
        assert!(!stats.endings.contains_key("BothBare"));
    }
}

#[test]
fn river_camelot_agrees_with_the_reference() {
    let stats = variant_games("river", false, 4, 150, 41);
    ended(&stats, &["CastleTaken", "AllCaptured"]);
    assert!(stats.plantings >= 8, "{stats:?}");
    assert!(stats.reasons.contains_key("River") && stats.reasons.contains_key("Tree"), "{:#?}", stats.reasons);
}

#[test]
fn anti_camelot_agrees_with_the_reference_on_every_board() {
    for (variant, seed) in [("camelot", 51), ("chivalry", 52), ("cam", 53), ("camette", 54), ("river", 55)] {
        let stats = variant_games(variant, true, 3, 120, seed);
        ended(&stats, &["CastleEntered", "NoLegalMove"]);
        assert!(!stats.endings.contains_key("CastleTaken") && !stats.endings.contains_key("AllCaptured"));
    }
}

#[test]
fn every_piece_is_a_man_or_a_knight_of_its_side() {
    let game = Camelot::new(&Options::default()).unwrap();
    let knights: Vec<String> = game
        .board()
        .squares()
        .filter(|&sq| game.piece_at(sq) == Some((WHITE, Piece::Knight)))
        .map(square_name)
        .collect();
    assert_eq!(knights, ["C6", "J6", "D7", "I7"]);
    assert_eq!(pieces(&game), [14, 14]);
}
