//! Helpers shared by the Drakoburg rule tests: positions from piece lists, move sets in
//! notation, refusals by kind.

#![allow(dead_code)]

use deskovna::game::Game;
use deskovna::games::drakoburg::{square, square_name, Drakoburg, Refusal};
use std::collections::BTreeSet;

pub fn position(text: &str) -> Drakoburg {
    Drakoburg::from_text(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

pub fn moves(game: &Drakoburg) -> BTreeSet<String> {
    let mut list = Vec::new();
    game.legal_moves(&mut list);
    list.iter().map(|&m| game.notation(m)).collect()
}

/// The moves of the piece on `from`.
pub fn moves_of(game: &Drakoburg, from: &str) -> BTreeSet<String> {
    moves(game).into_iter().filter(|m| m.starts_with(from)).collect()
}

/// The target squares of the piece on `from`, notation stripped.
pub fn targets_of(game: &Drakoburg, from: &str) -> BTreeSet<String> {
    moves_of(game, from).iter().map(|m| m[3..5].to_string()).collect()
}

pub fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

pub fn play(game: &mut Drakoburg, mv: &str) {
    let m = game.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e} in {}", game.to_text()));
    game.play(m).unwrap();
}

/// Why `mv` is refused (as a syntax error or as an illegal move).
pub fn refusal(game: &Drakoburg, mv: &str) -> Refusal {
    match game.parse_move(mv) {
        Ok(_) => panic!("{mv} was accepted"),
        Err(e) => e.kind().clone(),
    }
}

/// A position text from a list of pieces (`"d4A"`: a White Panoš on d4; lower case Black),
/// the player to move and the quiet plies.
pub fn text(pieces: &[&str], turn: char, quiet: u32) -> String {
    let mut grid = [['.'; 7]; 7];
    for p in pieces {
        let b = p.as_bytes();
        grid[(b[1] - b'1') as usize][(b[0] - b'a') as usize] = b[2] as char;
    }
    let ranks: Vec<String> = (0..7)
        .rev()
        .map(|r| {
            let mut row = String::new();
            let mut empty = 0;
            for c in grid[r] {
                if c == '.' {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    row.push_str(&empty.to_string());
                    empty = 0;
                }
                row.push(c);
            }
            if empty > 0 {
                row.push_str(&empty.to_string());
            }
            row
        })
        .collect();
    format!("{}_{turn}_{quiet}", ranks.join("."))
}

pub fn board(pieces: &[&str], turn: char) -> Drakoburg {
    position(&text(pieces, turn, 0))
}

pub fn sq(name: &str) -> u8 {
    let b = name.as_bytes();
    square((b[0] - b'a') as usize, (b[1] - b'1') as usize)
}

pub fn names(squares: &[u8]) -> BTreeSet<String> {
    squares.iter().map(|&s| square_name(s)).collect()
}
