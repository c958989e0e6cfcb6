//! Walking a puzzle's line with the judge: the generator builds a line this way (taking the
//! judge's moves), and `verify` re-checks one (comparing them), so a puzzle is kept only if
//! it passes exactly the check that `verify` makes.
//!
//! At every step of the player's, the searched top two moves must pass the selection rule and
//! the line's move must be the best; at every step of the opponent's, the line's move must be
//! a best defence (the best move, or one scored exactly as well). The line starts and ends
//! with a move of the player's, unless the game ends.

use super::games::PuzzleGame;
use super::rule::{judge, Goal, Verdict};
use super::scores::{top_two, Depth, TopTwo};
use crate::ai::expected::expected;
use crate::game::{Game, Seat};
use std::fmt;

/// The node budget of a step searched past the judge's depth to see a win whole: a mate in
/// 3 from its first move is 5 plies, about a hundred times the judge's 3 in Drakoburg.
pub const WHOLE_WIN_NODES: u64 = 3_000_000;

/// Why a line is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Failure {
    /// No move at all.
    Empty,
    /// The game is over before the line ends (ply counted from 1).
    Over { ply: usize },
    /// The move is not legal there (or, in Shamrock, not in sight).
    Illegal { ply: usize, notation: String },
    /// The search ran out of nodes before its full depth.
    Unsure { ply: usize },
    /// The player's step fails the rule (no good move, or more than one).
    NotOnly { ply: usize, verdict: Verdict },
    /// The line's move of the player's is not the one the judge finds.
    Other { ply: usize, best: String },
    /// The line's reply is not a best defence.
    WeakReply { ply: usize, best: String },
    /// The line ends on a reply.
    EndsOnReply,
    /// A mate puzzle's line ends before the game is won.
    Unfinished,
    /// The move that holds shows the opponent what the judge kept out of play.
    Reveals { ply: usize },
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Failure::Empty => write!(f, "no solution"),
            Failure::Over { ply } => write!(f, "the game is over before move {ply}"),
            Failure::Illegal { ply, notation } => write!(f, "move {ply} ({notation}) is not legal there"),
            Failure::Unsure { ply } => write!(f, "move {ply}: the search ran out of nodes before its depth"),
            Failure::NotOnly { ply, verdict: Verdict::Several } => write!(f, "move {ply}: more than one move wins"),
            Failure::NotOnly { ply, .. } => write!(f, "move {ply}: no move reaches the goal"),
            Failure::Other { ply, best } => write!(f, "move {ply}: the only winning move is {best}"),
            Failure::WeakReply { ply, best } => write!(f, "move {ply}: not the best defence ({best} is better)"),
            Failure::EndsOnReply => write!(f, "the line ends on the opponent's move"),
            Failure::Unfinished => write!(f, "the line ends before the mate"),
            Failure::Reveals { ply } => write!(f, "move {ply} holds only by what it reveals"),
        }
    }
}

/// What the judge saw along a line that passed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Judged {
    /// The player's moves.
    pub steps: usize,
    /// The deepest iteration any of the player's moves needed to be found.
    pub found_at: u32,
    pub nodes: u64,
}

/// What to do at each step: the line's own move (verify) or the judge's (generate).
enum Walk<'a, M> {
    Check(&'a [M]),
    Build { max_steps: usize },
}

/// Re-checks `line` from `start` (see the module's words). In a game that sees its wins
/// whole (`PuzzleGame::SEES_WHOLE_WIN`), a line ending in the player's win is searched at
/// each step at least to its end, so the first move is seen to force the win and no other
/// move is seen to force one as well (a mate in 3 is proved from its first move).
pub fn check_line<G: PuzzleGame>(start: &G, line: &[G::Move], goal: Goal) -> Result<Judged, Failure> {
    walk(start, goal, Walk::Check(line), whole_win_reach(start, line)).map(|(_, judged)| judged)
}

/// The plies a line is searched to at least: its length when the game sees its wins whole
/// and the line wins it for the player, else none.
fn whole_win_reach<G: PuzzleGame>(start: &G, line: &[G::Move]) -> usize {
    if !G::SEES_WHOLE_WIN {
        return 0;
    }
    let mut game = start.clone();
    for &mv in line {
        game.play_unchecked(mv);
    }
    if won(&game, start.to_move()) {
        line.len()
    } else {
        0
    }
}

/// Builds the line from `start`: the player's only good moves and the best defences, for at
/// most `max_steps` moves of the player's, ending where the player's next move is not the only
/// good one (or the game ends).
pub fn build_line<G: PuzzleGame>(start: &G, goal: Goal, max_steps: usize) -> Result<(Vec<G::Move>, Judged), Failure> {
    build_deep(start, goal, max_steps, 0)
}

/// `build_line` with the first step searched to at least `reach` plies, the next to one ply
/// less, and so on (the judge's own depth the least): how a forced win longer than the
/// judge's depth is found and proved (a mate in 3 needs 5 plies from its first move). The
/// line must then pass `check_line`, which searches a won line to its end again.
pub fn build_deep<G: PuzzleGame>(
    start: &G,
    goal: Goal,
    max_steps: usize,
    reach: usize,
) -> Result<(Vec<G::Move>, Judged), Failure> {
    walk(start, goal, Walk::Build { max_steps }, reach)
}

fn walk<G: PuzzleGame>(
    start: &G,
    goal: Goal,
    how: Walk<'_, G::Move>,
    reach: usize,
) -> Result<(Vec<G::Move>, Judged), Failure> {
    let player: Seat = start.to_move();
    let scale = start.scale();
    let mut real = start.clone();
    let mut judged = start.judged();
    let mut line = Vec::new();
    let mut seen = Judged::default();
    let mut moves = Vec::new();
    loop {
        let ply = line.len() + 1;
        let given = match &how {
            Walk::Check(l) => match l.get(line.len()) {
                Some(&mv) => Some(mv),
                None => break,
            },
            Walk::Build { .. } if real.outcome().is_some() => break,
            Walk::Build { .. } => None,
        };
        if real.outcome().is_some() {
            return Err(Failure::Over { ply });
        }
        judged.legal_moves(&mut moves);
        if let Some(mv) = given {
            if !moves.contains(&mv) {
                return Err(Failure::Illegal { ply, notation: real.notation(mv) });
            }
        }
        let mut depth = real.depth_for(goal);
        let whole = reach.saturating_sub(line.len()) as u32;
        if whole > depth.plies {
            depth = Depth { plies: whole, nodes: WHOLE_WIN_NODES };
        }
        let top: TopTwo<G::Move> = top_two(&judged, depth).ok_or(Failure::Over { ply })?;
        seen.nodes += top.nodes;
        if !top.complete {
            return Err(Failure::Unsure { ply });
        }
        let mv = if real.to_move() == player {
            let verdict =
                judge(expected(top.best.1, scale), top.second.map(|(_, s)| expected(s, scale)), start.bar(goal));
            match (verdict, given, &how) {
                (Verdict::Only, Some(mv), _) if mv != top.best.0 => {
                    return Err(Failure::Other { ply, best: real.notation(top.best.0) })
                }
                (Verdict::Only, _, _) if goal == Goal::Hold && !real.reveals_nothing(top.best.0) => {
                    return Err(Failure::Reveals { ply })
                }
                (Verdict::Only, _, _) => top.best.0,
                // Building: the line ends before a step with more than one answer.
                (_, None, Walk::Build { .. }) if seen.steps > 0 => {
                    if line.last().is_some() && last_mover(start, &line) != player {
                        line.pop();
                    }
                    break;
                }
                _ => return Err(Failure::NotOnly { ply, verdict }),
            }
        } else {
            let equal = top.second.filter(|&(_, s)| s == top.best.1).map(|(m, _)| m);
            match given {
                Some(mv) if mv != top.best.0 && Some(mv) != equal => {
                    return Err(Failure::WeakReply { ply, best: real.notation(top.best.0) })
                }
                Some(mv) => mv,
                None => top.best.0,
            }
        };
        let mine = real.to_move() == player;
        if mine {
            seen.steps += 1;
            seen.found_at = seen.found_at.max(top.found_at);
        }
        real.play_unchecked(mv);
        judged.play_unchecked(mv);
        line.push(mv);
        if let Walk::Build { max_steps } = how {
            if mine && seen.steps >= max_steps && real.to_move() != player {
                break;
            }
        }
    }
    if line.is_empty() {
        return Err(Failure::Empty);
    }
    if real.outcome().is_none() && last_mover(start, &line) != player {
        return Err(Failure::EndsOnReply);
    }
    if goal == Goal::Mate && !won(&real, player) {
        return Err(Failure::Unfinished);
    }
    Ok((line, seen))
}

/// Whether the game is over, won by `player`.
fn won<G: Game>(game: &G, player: Seat) -> bool {
    game.outcome().is_some_and(|o| !o.is_draw() && o.place(player) == 0)
}

/// The seat that played the last move of `line` from `start`.
fn last_mover<G: Game>(start: &G, line: &[G::Move]) -> Seat {
    let mut game = start.clone();
    let mut mover = game.to_move();
    for &mv in line {
        mover = game.to_move();
        game.play_unchecked(mv);
    }
    mover
}
