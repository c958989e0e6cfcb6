//! The puzzle generator: self-play games from varied balanced openings, and in them the
//! moments just after a mistake — the side to move has a winning line it did not have before
//! the opponent's move. Each such position is read back from its text (as a puzzle file poses
//! it) and handed to the judge (`check::build_line`): kept only where the player's move is the
//! only good one at every step, re-checked as `verify` will check it, then given its themes and
//! its difficulty.
//!
//! Both sides play the finder's move — a search one ply shallower than the judge's, on a node
//! budget (`finder_nodes`) — except a share of moves played at random (`mistake_percent`): the
//! mistakes. The finder's score of each position says where a winning line has just appeared;
//! the judge's verdict alone decides. (Self-play at the levels themselves, 0.3–8 M nodes a move,
//! found too few candidates an hour on this machine; the finder both plays and spots.)

use super::check::{build_deep, check_line, Judged};
use super::games::PuzzleGame;
use super::rule::Goal;
use crate::ai::alphabeta::DECIDED;
use crate::ai::clock::{Budget, StoppedClock};
use crate::ai::expected::expected;
use crate::ai::search::{Search, Settings as SearchSettings};
use crate::ai::simple::balanced_move;
use crate::ai::Thinker;
use crate::app::puzzle::Puzzle;
use crate::game::rng::{splitmix, Rng};
use crate::game::{Game, Seat};
use std::collections::{BTreeMap, HashSet};

/// A move that gives the other seat this much more expected result (0..1) than it had before
/// is a mistake.
pub const MISTAKE: f32 = 0.1;

/// How a generation runs.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub games: u32,
    pub seed: u64,
    /// The player's moves a line has at most.
    pub max_steps: usize,
    /// A game stops after this many plies.
    pub max_plies: u32,
    /// Nodes of the finder's search of each position.
    pub finder_nodes: u64,
    /// The share of moves, in percent, played at random: the mistakes puzzles come from.
    pub mistake_percent: usize,
    /// Mates mode (0: off): every position is probed this many plies deep for a forced win,
    /// and one found is posed as a mate (`Goal::Mate`) with its first step judged that deep
    /// (`check::build_deep`), whether or not a mistake led to it. A game ends at its first
    /// puzzle (the next positions would be the same mate, shorter).
    pub mates: u32,
    /// Nodes of the mate probe's search of each position.
    pub probe_nodes: u64,
    /// Holding mode (Shamrock; 0: off): a position where giving up the rest of the turn lets
    /// the opponent win for sure (`PuzzleGame::passed`), with this many actions left, is posed
    /// as `Goal::Hold`: the puzzle is those actions (its line ends where one is no longer the
    /// only one that holds).
    pub hold: u32,
}

impl Settings {
    pub fn new(games: u32, seed: u64) -> Settings {
        Settings {
            games,
            seed,
            max_steps: 3,
            max_plies: 120,
            finder_nodes: 12_000,
            mistake_percent: 25,
            mates: 0,
            probe_nodes: 40_000,
            hold: 0,
        }
    }
}

/// What a generation did.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub games: u32,
    /// Positions the finder looked at.
    pub positions: u64,
    /// Positions just after a mistake with a winning line for the side to move.
    pub candidates: u32,
    pub kept: u32,
    /// Why candidates were turned down, by reason.
    pub rejected: BTreeMap<&'static str, u32>,
    /// The first position turned down for each reason: what a test or a reader can look at.
    pub examples: BTreeMap<&'static str, String>,
}

/// A set-up: options by name, as on the command line.
pub type SetUp = Vec<(String, String)>;

/// The game's own set-ups (`PuzzleGame::set_ups`).
pub fn default_set_ups<G: PuzzleGame>() -> Vec<SetUp> {
    G::set_ups().iter().map(|s| s.iter().map(|&(k, v)| (k.to_string(), v.to_string())).collect()).collect()
}

/// Plays `settings.games` games, taking the set-ups in turn, and hands every puzzle found to
/// `keep`.
pub fn generate<G: PuzzleGame>(
    settings: &Settings,
    set_ups: &[SetUp],
    mut keep: impl FnMut(Puzzle),
) -> Result<Stats, String> {
    let mut stats = Stats::default();
    let mut seen = HashSet::new();
    let mut opening_search: Search<G> = Search::new(16);
    let mut finder: Search<G::Judged> = Search::new(18);
    let mut prober: Search<G::Judged> = Search::new(18);
    let clock = StoppedClock;
    for index in 0..settings.games {
        let game_seed = splitmix(settings.seed ^ (u64::from(index) << 20)).1;
        let mut rng = Rng::new(game_seed);
        let set_up: &[(String, String)] = set_ups.get(index as usize % set_ups.len().max(1)).map_or(&[], |s| s);
        let mut options = G::Options::default();
        let _ = G::set_option(&mut options, "seed", &game_seed.to_string());
        for (key, value) in set_up {
            G::set_option(&mut options, key, value)
                .map_err(|e| crate::game::Refusal::render(&e, crate::game::Lang::En))?;
        }
        let mut game = G::new(&options).map_err(|e| crate::game::Refusal::render(&e, crate::game::Lang::En))?;
        let options_text: Vec<String> = set_up.iter().map(|(k, v)| format!("--{k} {v}")).collect();
        // The opening: a few plies each drawn among the moves a shallow search finds even.
        opening_search.clear();
        for _ in 0..2 + rng.below(5) {
            let Some(mv) = balanced_move(&game, &mut opening_search, rng.next_u64()) else { break };
            game.play_unchecked(mv);
        }
        finder.clear();
        stats.games += 1;
        // The seat whose turn it is, the finder's expected result at its latest position, and
        // the other seat's at its last one: a win that appears right after the other seat's
        // turn appeared by its mistake.
        let mut turn: Option<(Seat, f32)> = None;
        let mut other_before: Option<f32> = None;
        // A turn of several moves (Shamrock) gives at most one puzzle.
        let mut kept_this_turn = false;
        let mut ply = 0;
        while ply < settings.max_plies && game.outcome().is_none() {
            let me = game.to_move();
            let Some(found) = finder.think(&game.judged(), &finder_settings(&game, settings.finder_nodes), &clock, 1)
            else {
                // Nothing in sight to play (Shamrock: a tile turned over must be placed).
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                let Some(&mv) = moves.get(rng.below(moves.len().max(1))) else { break };
                game.play_unchecked(mv);
                ply += 1;
                continue;
            };
            stats.positions += 1;
            let now = expected(found.score, game.scale());
            if let Some((seat, e)) = turn.filter(|&(seat, _)| seat != me) {
                other_before = Some(if seat == me { e } else { 1.0 - e });
                kept_this_turn = false;
            }
            turn = Some((me, now));
            let goal = match (settings.hold > 0, settings.mates) {
                (true, _) => Goal::Hold,
                (false, 0) => Goal::Win,
                (false, _) => Goal::Mate,
            };
            let bar = game.bar(goal).good;
            let mistake = other_before.is_some_and(|b| now - b >= MISTAKE);
            let candidate = if settings.hold > 0 {
                game.can_pose() && game.turn_actions_left() == settings.hold && threatened(&mut prober, &game, settings)
            } else if settings.mates > 0 {
                game.can_pose() && forced_win(&mut prober, &game, settings)
            } else {
                now >= bar && mistake && !kept_this_turn && game.can_pose()
            };
            if candidate {
                let text = game.to_text();
                if seen.insert(text.clone()) {
                    stats.candidates += 1;
                    let source = format!("seed {} game {} ply {}", settings.seed, index, ply);
                    let reach = settings.mates as usize;
                    let steps = if settings.hold > 0 { settings.hold as usize } else { settings.max_steps };
                    match pose_deep::<G>(&text, goal, steps, reach, options_text.join(" "), source) {
                        Ok(mut puzzle) => {
                            kept_this_turn = true;
                            stats.kept += 1;
                            puzzle.id = format!("{}-{}-{}", G::KIND.id(), settings.seed, stats.kept);
                            keep(puzzle);
                            if settings.mates > 0 {
                                break;
                            }
                        }
                        Err(reason) => {
                            *stats.rejected.entry(reason).or_default() += 1;
                            stats.examples.entry(reason).or_insert(text);
                        }
                    }
                }
            }
            // The finder's best move, or now and then a mistake: any legal move.
            let mv = if rng.below(100) < settings.mistake_percent {
                let mut moves = Vec::new();
                game.legal_moves(&mut moves);
                moves.get(rng.below(moves.len().max(1))).copied().unwrap_or(found.best)
            } else {
                found.best
            };
            game.play_unchecked(mv);
            ply += 1;
        }
    }
    Ok(stats)
}

fn finder_settings<G: PuzzleGame>(game: &G, nodes: u64) -> SearchSettings {
    SearchSettings::new(game.finder_depth(), Budget::nodes(nodes))
}

/// Whether the opponent wins for sure if the seat to move gives up the rest of its turn.
fn threatened<G: PuzzleGame>(prober: &mut Search<G::Judged>, game: &G, settings: &Settings) -> bool {
    let Some(passed) = game.passed() else { return false };
    prober.clear();
    let probe = SearchSettings::new(3, Budget::nodes(settings.probe_nodes));
    prober.think(&passed, &probe, &StoppedClock, 1).is_some_and(|r| r.score >= DECIDED)
}

/// Whether the probe sees a forced win for the side to move within `settings.mates` plies.
fn forced_win<G: PuzzleGame>(prober: &mut Search<G::Judged>, game: &G, settings: &Settings) -> bool {
    prober.clear();
    let probe = SearchSettings::new(settings.mates, Budget::nodes(settings.probe_nodes));
    prober.think(&game.judged(), &probe, &StoppedClock, 1).is_some_and(|r| r.score >= DECIDED)
}

/// The puzzle from the position `text`, or why there is none (a short reason for the stats).
pub fn pose<G: PuzzleGame>(
    text: &str,
    goal: Goal,
    max_steps: usize,
    options: String,
    source: String,
) -> Result<Puzzle, &'static str> {
    pose_deep::<G>(text, goal, max_steps, 0, options, source)
}

/// `pose` with the first step judged at least `reach` plies deep (`check::build_deep`).
pub fn pose_deep<G: PuzzleGame>(
    text: &str,
    goal: Goal,
    max_steps: usize,
    reach: usize,
    options: String,
    source: String,
) -> Result<Puzzle, &'static str> {
    let start = G::from_text(text).map_err(|_| "unreadable")?;
    let (line, judged) = build_deep(&start, goal, max_steps, reach).map_err(|f| match f {
        super::check::Failure::NotOnly { verdict: super::rule::Verdict::Several, .. } => "several good moves",
        super::check::Failure::NotOnly { .. } => "no good move at the judge's depth",
        super::check::Failure::Unsure { .. } => "search too large",
        super::check::Failure::Unfinished => "the mate is longer than the line",
        super::check::Failure::Reveals { .. } => "holds by revealing a tile",
        _ => "other",
    })?;
    check_line(&start, &line, goal).map_err(|_| "unstable")?;
    let mut themes: Vec<String> = G::themes(&start, &line, goal).into_iter().map(str::to_string).collect();
    if goal == Goal::Hold && themes.is_empty() {
        return Err("wins instead of holding");
    }
    if themes.is_empty() {
        themes.push("advantage".into());
    }
    let level = lowest_level(&start, &line);
    let solution = crate::game::notations(&mut start.clone(), &line);
    Ok(Puzzle {
        id: String::new(),
        kind: G::KIND,
        options,
        position: text.to_string(),
        goal,
        rating: rating(level, &judged),
        solution,
        themes,
        level,
        depth: judged.found_at,
        source: format!("{source} nodes {}", judged.nodes),
    })
}

/// The lowest level (1–5) whose hint, at its own node budget, plays every move of the
/// player's in the line; 6 when none does.
pub fn lowest_level<G: PuzzleGame>(start: &G, line: &[G::Move]) -> u8 {
    (1..=5u8).find(|&level| finds(start, line, level)).unwrap_or(6)
}

fn finds<G: PuzzleGame>(start: &G, line: &[G::Move], level: u8) -> bool {
    let player = start.to_move();
    let mut game = start.judged();
    let mut thinker: Thinker<G::Judged> = Thinker::new(16);
    for &mv in line {
        if game.to_move() == player {
            match thinker.hint(&game, level, None, &StoppedClock, 1) {
                Some((found, _)) if found == mv => {}
                _ => return false,
            }
        }
        game.play_unchecked(mv);
    }
    true
}

/// A puzzle's starting rating: the level that finds it counts most, then the depth the
/// judge needed and the moves to find.
pub fn rating(level: u8, judged: &Judged) -> u32 {
    let steps = judged.steps.max(1) as u32;
    700 + 250 * u32::from(level.clamp(1, 6) - 1) + 40 * (steps - 1) + 25 * judged.found_at.min(8)
}
