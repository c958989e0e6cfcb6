//! Thousands of random games of Camelot, from the start and from random positions (sparse
//! boards with pieces near and in the castles, pending castle duties, used castle moves, a
//! running 50-move clock), checking at every ply: the engine's moves and outcome equal those
//! of the independent reference; every listed move passes `check` and its notation reads back;
//! mutated and random moves are refused with a specific reason and change nothing; position
//! text, hash and undo round-trip; pieces are conserved.

mod camelot_reference;

use camelot_reference::{text_of, Reference};
use deskovna::game::rng::Rng;
use deskovna::game::{EndReason, Game, Outcome};
use deskovna::games::camelot::{all_squares, square_name, Camelot, Move, Options, Piece, BLACK, WHITE};

/// A random position text: up to 14 pieces a side (at most 4 Knights), anywhere, with random
/// counters and castle duties where the board allows them.
fn random_position(rng: &mut Rng) -> Option<String> {
    let squares: Vec<u8> = all_squares().collect();
    let mut grid = [['.'; 16]; 12];
    let mut leave = String::new();
    for side in 0..2 {
        let most = if rng.below(3) == 0 { 4 } else { 14 };
        let n = 1 + rng.below(most);
        let mut knights = 0;
        for _ in 0..n {
            let sq = squares[rng.below(squares.len())];
            let (f, r) = (file_rank(sq).0, file_rank(sq).1);
            if grid[f][r] != '.' {
                continue;
            }
            let knight = knights < 4 && rng.below(3) == 0;
            knights += usize::from(knight);
            let c = if knight { 'K' } else { 'M' };
            grid[f][r] = if side == 0 { c } else { c.to_ascii_lowercase() };
        }
        // Sometimes a piece in its own castle that must leave it.
        let home_rank = if side == 0 { 0 } else { 15 };
        let file = 5 + rng.below(2);
        if rng.below(3) == 0 && grid[file][home_rank] == '.' {
            grid[file][home_rank] = if side == 0 { 'M' } else { 'k' };
            if rng.below(3) != 0 {
                leave.push_str(&format!("{}{}", (b'A' + file as u8) as char, home_rank + 1));
            }
            // An enemy in front of the castle, to be jumped out over.
            let front = if side == 0 { 1 } else { 14 };
            let f = 4 + rng.below(4);
            if grid[f][front] == '.' {
                grid[f][front] = if side == 0 { 'm' } else { 'M' };
            }
        }
    }
    let turn = if rng.below(2) == 0 { 'w' } else { 'b' };
    let quiet = if rng.below(4) == 0 { 95 + rng.below(5) } else { rng.below(60) };
    let mut pieces = String::new();
    for (f, files) in grid.iter().enumerate() {
        for (r, &c) in files.iter().enumerate().filter(|(_, &c)| c != '.') {
            pieces.push_str(&format!("{c}{}{} ", (b'A' + f as u8) as char, r + 1));
        }
    }
    let counts = format!("{}{}", rng.below(3), rng.below(3));
    let leave = if leave.is_empty() { "-".to_string() } else { leave };
    let text = text_of(&pieces, turn, &counts, &leave, quiet as u32);
    Camelot::from_text(&text).ok().map(|_| text)
}

fn file_rank(sq: u8) -> (usize, usize) {
    let name = square_name(sq);
    ((name.as_bytes()[0] - b'A') as usize, name[1..].parse::<usize>().unwrap() - 1)
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

/// A move that is probably illegal: a legal route bent a little, or random squares.
fn mutated(rng: &mut Rng, moves: &[Move]) -> Option<Move> {
    let squares: Vec<u8> = all_squares().collect();
    let mut route: Vec<u8> = match moves.get(rng.below(moves.len().max(1))) {
        Some(m) if rng.below(4) != 0 => m.route().to_vec(),
        _ => (0..2 + rng.below(3)).map(|_| squares[rng.below(squares.len())]).collect(),
    };
    let near = |rng: &mut Rng, sq: u8| {
        let steps = [1u8, 255, 14, 242, 13, 243, 15, 241];
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
        }
        assert_eq!(game.outcome().is_some(), moves.is_empty(), "{text}");

        let copy = Camelot::from_text(&text).unwrap();
        assert_eq!(copy.to_text(), text);
        assert_eq!(copy.hash(), game.hash());
        assert_eq!(game.hash(), game.compute_hash());

        for &mv in &moves {
            // `parse_move` finds the move by `check`, so this also shows that `check` agrees.
            assert_eq!(game.parse_move(&game.notation(mv)), Ok(mv), "{text}");
            stats.longest = stats.longest.max(mv.landings());
        }
        for _ in 0..3 {
            let Some(wrong) = mutated(rng, &moves) else { continue };
            if moves.contains(&wrong) {
                continue;
            }
            let hash = game.hash();
            let refused = game.play(wrong).expect_err("an illegal move is refused");
            assert_eq!((game.hash(), game.to_text()), (hash, text.clone()));
            stats.refused += 1;
            *stats.reasons.entry(refused.text.en).or_default() += 1;
            if refused.text.en == "This move is not legal here." {
                panic!("no specific reason for {wrong:?} in {text}");
            }
        }

        let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else { break };
        let name = game.notation(mv);
        let before = pieces(&game);
        let captured = game.captures(mv).len();
        stats.captures += captured;
        stats.charges += usize::from(name.contains('-') && name.contains('x'));
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
    duties: usize,
    castle_moves: usize,
    longest: usize,
    endings: std::collections::BTreeMap<String, usize>,
    reasons: std::collections::BTreeMap<&'static str, usize>,
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
        let Some(start) = random_position(&mut rng) else { continue };
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

#[test]
fn every_piece_is_a_man_or_a_knight_of_its_side() {
    let game = Camelot::new(&Options).unwrap();
    let knights: Vec<String> =
        all_squares().filter(|&sq| game.piece_at(sq) == Some((WHITE, Piece::Knight))).map(square_name).collect();
    assert_eq!(knights, ["C6", "J6", "D7", "I7"]);
    assert_eq!(pieces(&game), [14, 14]);
}
