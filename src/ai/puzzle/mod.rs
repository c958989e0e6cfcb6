//! Puzzles made by our own engines, the search side: the selection rule (`rule`), the two best
//! moves of a position at a fixed depth (`scores`), walking a line with the judge (`check`),
//! what each game adds (`games`: depth, set-ups, themes; `sealed`: Shamrock without its hidden
//! pile), the generator (`generate`) and `verify_set`, which re-checks a whole set from
//! scratch. The set's text format and the player's side are in `app::puzzle`.
//! docs/PUZZLES.md tells the whole story.

pub mod check;
pub mod games;
pub mod generate;
pub mod rule;
pub mod scores;
pub mod sealed;

pub use check::{build_deep, build_line, check_line, Failure, Judged};
pub use games::PuzzleGame;
pub use rule::{judge, Goal, Verdict};
pub use scores::{top_two, Depth, TopTwo};

use crate::app::puzzle::{set, Puzzle};

/// Re-checks one puzzle from scratch: the position reads, every move is legal, the line
/// passes the judge at the game's depth, and each theme it names is one the line shows.
pub fn verify<G: PuzzleGame>(puzzle: &Puzzle) -> Result<Judged, String> {
    let start = G::from_text(&puzzle.position).map_err(|e| format!("bad position: {e}"))?;
    let mut game = start.clone();
    let mut line = Vec::with_capacity(puzzle.solution.len());
    for (i, text) in puzzle.solution.iter().enumerate() {
        let mv = game.parse_move(text).map_err(|e| format!("move {} ({text}): {e}", i + 1))?;
        game.play(mv).map_err(|e| format!("move {} ({text}): {e:?}", i + 1))?;
        line.push(mv);
    }
    let judged = check_line(&start, &line, puzzle.goal).map_err(|f| f.to_string())?;
    let shown = G::themes(&start, &line, puzzle.goal);
    if let Some(theme) = puzzle.themes.iter().find(|t| t.as_str() != "advantage" && !shown.contains(&t.as_str())) {
        return Err(format!("the line does not show the theme “{theme}”"));
    }
    Ok(judged)
}

/// Re-checks every puzzle of a set's text; the first that fails is the error, with its id.
pub fn verify_set(text: &str) -> Result<usize, String> {
    let puzzles = set::read(text).map_err(|e| e.to_string())?;
    for p in &puzzles {
        crate::with_game!(p.kind, G => verify::<G>(p)).map_err(|e| format!("puzzle {}: {e}", p.id))?;
    }
    Ok(puzzles.len())
}
