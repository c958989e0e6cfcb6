//! What the puzzle screen decides, apart from the attempt itself: which puzzle a link
//! (`app::link`'s `#/camelot/puzzle`, `…/puzzle/<id>`, `…/puzzle/daily`, `…/puzzle/streak`)
//! opens and how it is played, the themes a set offers, and how sure the computer's refutation
//! of a wrong move is. Pure, so the screen only wires events and paints.

use super::attempt::Mode;
use super::choose;
use super::profile::Profile;
use super::theme::THEMES;
use super::Puzzle;
use crate::ai::analysis::Score;
use crate::ai::replay::replay;
pub use crate::app::link::PuzzlePick as Pick;
use crate::game::{Game, Lang};
use crate::view::puzzle::PuzzleWord;
use crate::view::registry::open_table;

/// The puzzle a pick opens in `set` and how it is played: `days` is today (days since
/// 1970-01-01, for the puzzle of the day), `seed` draws among the nearest, `streak` is how many
/// the running streak has solved (for `Pick::Streak`'s next puzzles). `None` when the set has
/// no such puzzle (an unknown id, an empty choice).
pub fn open(
    pick: &Pick,
    set: &[Puzzle],
    profile: &Profile,
    themes: &[String],
    days: i64,
    seed: u64,
    streak: u32,
) -> Option<(usize, Mode)> {
    match pick {
        Pick::Next => Some((choose::next(set, profile.rating.rating, themes, &profile.recent, seed)?, Mode::Rated)),
        Pick::Id(id) => Some((set.iter().position(|p| &p.id == id)?, Mode::Rated)),
        Pick::Daily => Some((choose::daily_on(days, set)?, Mode::Daily)),
        Pick::Streak => {
            let at = choose::next(set, choose::streak_rating(streak), themes, &profile.recent, seed)?;
            Some((at, Mode::Streak { solved: streak }))
        }
    }
}

/// The themes a set shows, in the order of `theme::THEMES`.
pub fn themes_of(set: &[Puzzle]) -> Vec<&'static str> {
    THEMES.iter().map(|(id, _)| *id).filter(|id| set.iter().any(|p| p.themes.iter().any(|t| t == id))).collect()
}

/// How the computer's `line` against a wrong move stands for the opponent, judged on the
/// board after it (`tried`: the moves from the puzzle's position, the wrong move last): the
/// game won by the opponent (`Win`), lost by them (`Loss`: the wrong move wins some other way),
/// or still open (`Points`). The worker answers with a move, not a score, so the board after
/// the line is the judge. `None` if the moves do not play.
pub fn refuted(puzzle: &Puzzle, tried: &[String], line: &[String]) -> Option<Score> {
    fn with<G: Game>(start: &str, tried: &[String], line: &[String]) -> Option<Score> {
        let opponent = replay::<G>(start, tried).ok()?.end.to_move();
        let all: Vec<String> = tried.iter().chain(line).cloned().collect();
        let end = replay::<G>(start, &all).ok()?.end;
        Some(match end.outcome() {
            Some(o) if o.is_draw() => Score::Points(0),
            Some(o) if o.winners().any(|s| s == opponent) => Score::Win { plies: line.len() as u32 },
            Some(_) => Score::Loss { plies: line.len() as u32 },
            None => Score::Points(0),
        })
    }
    crate::with_game!(puzzle.kind, G => with::<G>(&puzzle.position, tried, line))
}

/// The player's side: the seat to move in the puzzle's position, its colour's id (`white`)
/// and its name in `lang`, lower case ("your move as white"). `None` if the position does not
/// open.
pub fn player(puzzle: &Puzzle, lang: Lang) -> Option<(usize, &'static str, String)> {
    let status = open_table(puzzle.kind, &puzzle.position, &[]).ok()?.status();
    let colour = status.seats.get(status.to_move)?;
    Some((status.to_move, colour.id(), colour.name().get(lang).to_lowercase()))
}

/// What the player is asked at their turn ("find the only winning move"; for a hold, to stop
/// the opponent), filled with their colour.
pub fn asked(puzzle: Option<&Puzzle>, lang: Lang) -> String {
    let word = match puzzle.map(|p| p.goal) {
        Some(crate::ai::puzzle::Goal::Hold) => PuzzleWord::YourMoveHold,
        _ => PuzzleWord::YourMove,
    };
    let colour = puzzle.and_then(|p| player(p, lang)).map(|p| p.2).unwrap_or_default();
    word.fill(lang, &[colour])
}

/// Who answers a wrong move (`tried`: the moves from the puzzle's position, the wrong one
/// last): the seat the computer should play, or `None` when there is no reply to show (the move
/// ended the game, or the player's turn goes on: a turn of several actions), or the moves do
/// not play.
pub fn answering_seat(puzzle: &Puzzle, tried: &[String]) -> Option<usize> {
    let (player, _, _) = player(puzzle, Lang::En)?;
    let status = open_table(puzzle.kind, &puzzle.position, tried).ok()?.status();
    (status.outcome.is_none() && status.to_move != player).then_some(status.to_move)
}
