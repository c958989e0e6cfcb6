//! Thousands of random games of Drakoburg, checking at every ply: the engine's moves (notation
//! and all) equal those of the independent reference and so does the result; every listed
//! move plays and `check` agrees with the list; illegal moves are refused and change nothing;
//! material changes exactly as the notation says; notation, position text, hash and undo
//! round-trip. Debug builds compare with the slow reference on fewer games than release.

mod drakoburg_reference;

use deskovna::game::rng::Rng;
use deskovna::game::Game;
use deskovna::games::drakoburg::{square, Drakoburg, Move, Options};
use drakoburg_reference::Reference;

const FULL: bool = !cfg!(debug_assertions);

fn pieces_of(game: &Drakoburg, colour: usize) -> usize {
    (0..49u8).filter(|&sq| game.piece_at(sq).is_some_and(|(c, _)| c == colour)).count()
}

/// A move that is likely illegal but often close: an own piece's square, a random target, and
/// now and then a reinforcement square.
fn random_move(game: &Drakoburg, rng: &mut Rng) -> Move {
    let own: Vec<u8> = (0..49u8).filter(|&sq| game.piece_at(sq).is_some_and(|(c, _)| c == game.to_move())).collect();
    let from = if own.is_empty() || rng.below(4) == 0 { rng.below(52) as u8 } else { own[rng.below(own.len())] };
    let to = rng.below(52) as u8;
    let reinforcement = match rng.below(4) {
        0 => Some(square(rng.below(7), [1, 5][rng.below(2)])),
        1 => Some(rng.below(52) as u8),
        _ => None,
    };
    Move { from, to, reinforcement }
}

#[derive(Default, Debug)]
struct Seen {
    finished: usize,
    mates: usize,
    mates_going_on: usize,
    promotions: usize,
    reinforcements: usize,
}

fn check_ply(game: &mut Drakoburg, moves: &[Move], rng: &mut Rng) {
    let text = game.to_text();
    assert_eq!(game.outcome().is_some(), moves.is_empty(), "{text}");
    let copy = Drakoburg::from_text(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(copy.to_text(), text);
    assert_eq!(copy.hash(), game.hash());
    assert_eq!(game.hash(), game.compute_hash());
    for &mv in moves {
        assert_eq!(game.parse_move(&game.notation(mv)), Ok(mv), "{} in {text}", game.notation(mv));
        assert_eq!(game.check(mv), Ok(()), "{mv:?} in {text}");
    }
    for _ in 0..3 {
        let wrong = random_move(game, rng);
        if moves.contains(&wrong) {
            continue;
        }
        let hash = game.hash();
        assert!(game.play(wrong).is_err(), "{wrong:?} in {text}");
        assert_eq!((game.hash(), game.to_text()), (hash, text.clone()));
    }
}

fn random_games(games: usize, plies: usize, with_reference: usize, seed: u64) -> Seen {
    let mut rng = Rng::new(seed);
    let mut moves = Vec::new();
    let mut seen = Seen::default();
    for g in 0..games {
        let mut game = Drakoburg::new(&Options::default()).unwrap();
        let mut reference = (g < with_reference).then(Reference::new);
        for _ply in 0..plies {
            game.legal_moves(&mut moves);
            check_ply(&mut game, &moves, &mut rng);
            if let Some(r) = &reference {
                let mut names: Vec<String> = moves.iter().map(|&m| game.notation(m)).collect();
                names.sort();
                assert_eq!(names, r.moves(), "{}", game.to_text());
            }
            let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else { break };
            let name = game.notation(mv);
            let text = game.to_text();
            let me = game.to_move();
            let (mine, theirs) = (pieces_of(&game, me), pieces_of(&game, 1 - me));
            game.play(mv).unwrap();
            // Material: a capture takes one enemy piece, a reinforcement adds one, a mate removes
            // the checked Ts.
            let removed = game.removed_by_last_move().len();
            assert_eq!(pieces_of(&game, me), mine + usize::from(mv.reinforcement.is_some()), "{name} {text}");
            assert_eq!(pieces_of(&game, 1 - me) + usize::from(name.contains('x')) + removed, theirs, "{name} {text}");
            assert_eq!(name.ends_with('#'), removed > 0, "{name} {text}");
            assert_eq!(game.was_mated(), removed > 0);
            seen.mates += usize::from(removed > 0);
            seen.mates_going_on += usize::from(removed > 0 && game.outcome().is_none());
            seen.promotions += usize::from(name.contains('='));
            seen.reinforcements += usize::from(mv.reinforcement.is_some());
            assert!(game.undo());
            assert_eq!(game.to_text(), text);
            game.play(mv).unwrap();
            if let Some(r) = &mut reference {
                r.play(&name);
                let result = game.outcome().map(|o| match o.winners().next() {
                    None => "draw",
                    Some(0) => "white",
                    Some(_) => "black",
                });
                assert_eq!(result, r.result, "after {name}: {}", game.to_text());
            }
        }
        seen.finished += usize::from(game.outcome().is_some());
    }
    seen
}

/// Many short games: the opening and middle game, where positions are most varied.
#[test]
fn short_random_games_keep_every_invariant_and_match_the_reference() {
    let (games, with_reference) = if FULL { (6000, 1000) } else { (2000, 25) };
    let seen = random_games(games, 40, with_reference, 7);
    println!("{seen:?}");
    assert!(seen.promotions > 100 && seen.reinforcements > 100, "{seen:?}");
}

/// Fewer long games: the end game, mates, repetitions and the 100-ply rule.
#[test]
fn long_random_games_keep_every_invariant_and_match_the_reference() {
    let (games, with_reference) = if FULL { (2000, 200) } else { (300, 6) };
    let seen = random_games(games, 300, with_reference, 2024);
    println!("{seen:?}");
    assert!(seen.finished > games / 3, "{seen:?}");
    assert!(seen.mates > 20 && seen.mates_going_on > 0, "{seen:?}");
}

/// Every game compared with the reference: minutes even in release (`--ignored`); it passed
/// on 3000 games of 300 plies.
#[test]
#[ignore = "slow: run with --release -- --ignored"]
fn thousands_of_games_match_the_reference() {
    let seen = random_games(3000, 300, 3000, 2024);
    assert!(seen.mates > 0, "{seen:?}");
}
