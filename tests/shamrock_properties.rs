//! Thousands of random games of Shamrock (2 and 3 players, basic and expert), checking at
//! every ply: the engine's moves equal those of the independent reference, and so do the
//! leaves on the board and the outcome; every listed move plays and reads back from its
//! notation; random illegal moves are refused and change nothing; the 16 tiles are all
//! accounted for; flakes and tokens stay within their supply; no tile with a flake or token
//! is rotated; position text, hash, shamrock counts and undo round-trip; and each game
//! replays from its seed and its log to the same end.

mod shamrock_reference;

use deskovna::game::rng::Rng;
use deskovna::game::Game;
use deskovna::games::shamrock::{
    read_game, write_game, Cell, Leaf, Move, Options, Shamrock, Source, FLAKES, TILE_COUNT, TOKENS,
};
use shamrock_reference::Reference;

fn random_cell(rng: &mut Rng) -> Cell {
    Cell::new(rng.below(7) as i8 - 3, rng.below(7) as i8 - 3)
}

/// A move that is often illegal.
fn random_move(rng: &mut Rng) -> Move {
    match rng.below(6) {
        0 => {
            let source = if rng.below(4) == 0 { Source::Pile } else { Source::Display(rng.below(4) as u8) };
            Move::Place { source, cell: random_cell(rng), rotation: rng.below(7) as u8 }
        }
        1 => Move::Draw,
        2 => Move::Rotate { cell: random_cell(rng), clockwise: rng.below(2) == 0 },
        3 | 4 => Move::Leprechaun(Leaf::new(random_cell(rng), rng.below(7) as u8)),
        _ => Move::End,
    }
}

/// Every tile is in exactly one place.
fn tiles_accounted_for(game: &Shamrock) {
    let mut all: Vec<u8> = game.board().iter().map(|b| b.0).collect();
    all.extend(game.display().iter().flatten());
    all.extend(game.pile_order());
    all.extend(game.held());
    all.extend(game.set_aside());
    all.sort();
    assert_eq!(all, (0..TILE_COUNT as u8).collect::<Vec<_>>(), "{}", game.to_text());
}

fn same_board(game: &Shamrock, reference: &Reference) {
    assert_eq!(game.board().len(), reference.board.len());
    for (&(q, r), &(t, k)) in &reference.board {
        let cell = Cell::new(q as i8, r as i8);
        assert_eq!(game.tile_at(cell).map(|x| x.0 as usize), Some(t));
        let layout: Vec<char> = shamrock_reference::turned(t, k).chars().collect();
        for corner in 0..6u8 {
            let colour = game.leaf_at(Leaf::new(cell, corner)).unwrap();
            assert_eq!(['R', 'Y', 'B'][colour as usize], layout[corner as usize]);
        }
    }
    let counts = reference.shamrocks();
    assert_eq!(game.shamrocks().map(|c| c as usize), counts);
}

/// Picks a move, leaning towards turning over the pile and ending turns now and then, so
/// that set-asides, reshuffles and long games happen often.
fn pick(rng: &mut Rng, moves: &[Move]) -> Move {
    let roll = rng.below(10);
    if roll < 2 && moves.contains(&Move::Draw) {
        return Move::Draw;
    }
    if roll == 2 && moves.contains(&Move::End) {
        return Move::End;
    }
    moves[rng.below(moves.len())]
}

fn play_random_game(rng: &mut Rng, options: &Options, max_plies: usize, against_reference: bool) -> bool {
    let mut game = Shamrock::new(options).unwrap();
    let mut reference = Reference::new(options.players as usize, options.seed, options.expert);
    let mut moves = Vec::new();
    let mut played = Vec::new();
    for _ in 0..max_plies {
        game.legal_moves(&mut moves);
        let mut names: Vec<String> = moves.iter().map(|&m| game.notation(m)).collect();
        names.sort();
        let text = game.to_text();
        if against_reference {
            assert_eq!(names, reference.moves(), "{text}");
            same_board(&game, &reference);
            match (game.outcome(), &reference.result) {
                (None, None) => {}
                (Some(o), Some(places)) => {
                    assert_eq!(&o.places[..places.len()], &places[..], "{text}");
                    assert_eq!(o.is_draw(), reference.draw || places.iter().all(|&p| p == 0));
                }
                (o, r) => panic!("engine {o:?}, reference {r:?} in {text}"),
            }
        }
        assert_eq!(game.outcome().is_some(), moves.is_empty());

        tiles_accounted_for(&game);
        for seat in 0..options.players as usize {
            assert!(game.flakes_left(seat) <= FLAKES);
        }
        assert!(game.tokens_left() <= TOKENS);
        let copy = Shamrock::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(copy.to_text(), text);
        assert_eq!(copy.hash(), game.hash());
        assert_eq!(game.hash(), game.compute_hash());
        assert_eq!(game.shamrocks(), game.recount_shamrocks());

        for &mv in &moves {
            assert_eq!(game.parse_move(&game.notation(mv)), Ok(mv), "{text}");
            assert_eq!(game.check(mv), Ok(()));
        }
        for _ in 0..3 {
            let wrong = random_move(rng);
            if moves.contains(&wrong) {
                continue;
            }
            let hash = game.hash();
            assert!(game.play(wrong).is_err(), "{wrong:?} in {text}");
            assert_eq!((game.hash(), game.to_text()), (hash, text.clone()));
        }

        let Some(&_) = moves.first() else { break };
        let mv = pick(rng, &moves);
        if let Move::Rotate { cell, .. } = mv {
            assert!(game.flake_at(cell).is_none() && !game.has_token(cell), "rotating a marked tile: {text}");
        }
        let name = game.notation(mv);
        game.play(mv).unwrap();
        assert!(game.undo());
        assert_eq!(game.to_text(), text);
        assert_eq!(game.hash(), copy.hash());
        game.play(mv).unwrap();
        if against_reference {
            reference.play(&name);
        }
        played.push(mv);
    }
    assert_eq!(game.moves_played(), played);
    let log = write_game(options, &played);
    let (again, replayed) = read_game(&log).unwrap_or_else(|e| panic!("{log}: {e}"));
    assert_eq!(&again, options);
    assert_eq!(replayed.to_text(), game.to_text());
    assert_eq!(replayed.outcome(), game.outcome());
    game.outcome().is_some()
}

/// `games` random games with these options, every `nth` of them also against the reference;
/// returns how many finished.
fn random_games(seed: u64, players: u8, expert: bool, games: usize, nth: usize) -> usize {
    let mut rng = Rng::new(seed);
    let mut finished = 0;
    for i in 0..games {
        let options = Options { players, seed: rng.next_u64(), expert };
        finished += usize::from(play_random_game(&mut rng, &options, 300, i % nth == 0));
    }
    finished
}

#[test]
fn random_basic_games_for_two() {
    let finished = random_games(1, 2, false, 600, 3);
    assert!(finished > 550, "{finished}");
}

#[test]
fn random_basic_games_for_three() {
    let finished = random_games(2, 3, false, 600, 3);
    assert!(finished > 550, "{finished}");
}

#[test]
fn random_expert_games_for_two() {
    let finished = random_games(3, 2, true, 300, 3);
    assert!(finished > 200, "{finished}");
}

#[test]
fn random_expert_games_for_three() {
    let finished = random_games(4, 3, true, 300, 3);
    assert!(finished > 200, "{finished}");
}
