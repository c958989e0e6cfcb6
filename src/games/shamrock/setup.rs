//! The set-up options, and the game text: the set-up and every action, enough to replay a
//! whole game (the deal itself is `Game::new`).
//!
//! Game text: words separated by spaces. The first word is the set-up, `p<players>s<seed>`,
//! plus `x` for the expert game (`p2s1`, `p3s5x`); every other word is an action in the
//! notation of `notation` (`p2s7 P1+1+0r2 D Pp+1-1r0 E`).

use super::state::Shamrock;
use super::{Move, Refusal};
use crate::game::{Game, MoveError, ParseError};

/// The choices of the New game dialog and the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// 2 (red, yellow) or 3 (red, yellow, blue).
    pub players: u8,
    pub seed: u64,
    /// The expert game with leprechauns and action points.
    pub expert: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { players: 2, seed: 1, expert: false }
    }
}

impl Options {
    /// The set-up word of the game text (`p3s5x`).
    pub fn header(&self) -> String {
        format!("p{}s{}{}", self.players, self.seed, if self.expert { "x" } else { "" })
    }

    fn read_header(word: &str) -> Option<Options> {
        let rest = word.strip_prefix('p')?;
        let (players, rest) = rest.split_at_checked(1)?;
        let rest = rest.strip_prefix('s')?;
        let (seed, expert) = match rest.strip_suffix('x') {
            Some(seed) => (seed, true),
            None => (rest, false),
        };
        let players = match players {
            "2" => 2,
            "3" => 3,
            _ => return None,
        };
        if seed.is_empty() || !seed.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(Options { players, seed: seed.parse().ok()?, expert })
    }
}

impl Shamrock {
    /// The moves played on this state so far (those `undo` can take back), oldest first.
    pub fn moves_played(&self) -> Vec<Move> {
        self.undo.iter().map(|u| u.mv).collect()
    }
}

/// The game text of a game set up with `options` in which `moves` were played.
pub fn write_game(options: &Options, moves: &[Move]) -> String {
    let mut text = options.header();
    for &mv in moves {
        text.push(' ');
        text.push_str(&mv.to_string());
    }
    text
}

/// Replays a game text: the set-up, then every action (each must be legal in turn).
pub fn read_game(text: &str) -> Result<(Options, Shamrock), ParseError<Refusal>> {
    let mut words = text.split_ascii_whitespace().map(|w| {
        let offset = w.as_ptr() as usize - text.as_ptr() as usize;
        (offset, w)
    });
    let (_, first) = words.next().ok_or_else(|| ParseError::new(Refusal::BadHeader, 0, text.len()))?;
    let options = Options::read_header(first).ok_or_else(|| ParseError::new(Refusal::BadHeader, 0, first.len()))?;
    let mut game = Shamrock::new(&options).map_err(|r| ParseError::new(r, 0, first.len()))?;
    for (offset, word) in words {
        match game.parse_move(word) {
            Ok(mv) => game.play_unchecked(mv),
            Err(MoveError::Syntax(e)) => return Err(e.shifted(offset)),
            Err(MoveError::Illegal(e)) => return Err(ParseError::new(e, offset, offset + word.len())),
        }
    }
    Ok((options, game))
}
