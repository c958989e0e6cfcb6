//! What puzzles need to know of each game: how it is judged (Shamrock sealed), how deep, the
//! boards and variants its puzzles come from, and the themes a solution shows, named in the
//! game's own words.

use super::rule::Goal;
use super::scores::Depth;
use super::sealed::Sealed;
use crate::game::{EndReason, Evaluate, Game, Seat};
use crate::games::camelot::Camelot;
use crate::games::drake::Drake;
use crate::games::drakoburg::{Drakoburg, Piece};
use crate::games::shamrock::Shamrock;
use crate::games::GameKind;

/// The node budget of a Shamrock step that holds: the player's last action and the
/// opponent's whole turn searched to its end.
pub const HOLD_NODES: u64 = 3_000_000;

/// The judge gives up on a step past this many nodes: such a puzzle is not kept, which keeps
/// `verify` of every shipped set within the test command's time.
pub const JUDGE_NODES: u64 = 100_000;

/// A game's puzzles: its engine type with what the generator and `verify` ask of it.
pub trait PuzzleGame: Evaluate {
    const KIND: GameKind;
    /// The game as the judge plays it (the same game, or Shamrock sealed).
    type Judged: Evaluate<Move = Self::Move>;

    fn judged(&self) -> Self::Judged;

    /// The depth every step of a puzzle is judged at (generation and `verify` alike).
    fn depth(&self) -> Depth;

    /// The depth a step is judged at for `goal`: the game's own, but where a goal needs more.
    fn depth_for(&self, _goal: Goal) -> Depth {
        self.depth()
    }

    /// Whether `mv` shows the opponent nothing the judge kept out of play (Shamrock: a tile
    /// placed from the display is replaced from the pile, face up). A move that holds the game
    /// must not: the judge cannot know what the revealed tile gives the opponent.
    fn reveals_nothing(&self, _mv: Self::Move) -> bool {
        true
    }

    /// The game as the judge plays it after the seat to move gives up the rest of its turn
    /// (Shamrock: the turn ended), to see what the opponent threatens; `None` where a turn
    /// cannot be given up.
    fn passed(&self) -> Option<Self::Judged> {
        None
    }

    /// The actions the seat to move has left in its turn (a game without actions: one move).
    fn turn_actions_left(&self) -> u32 {
        1
    }

    /// The depth of the generator's finder: shallower than the judge.
    fn finder_depth(&self) -> u32 {
        self.depth().plies.saturating_sub(1).max(1)
    }

    /// Whether a line that wins the game is searched to its end at every step (`check_line`):
    /// so in Drakoburg, where a mate in 3 (5 plies) is past the judge's depth.
    const SEES_WHOLE_WIN: bool = false;

    /// The set-ups the generator plays from: command-line options, `key value` pairs.
    fn set_ups() -> &'static [&'static [(&'static str, &'static str)]];

    /// Whether a position may be posed as a puzzle at all (Shamrock: no tile in hand).
    fn can_pose(&self) -> bool {
        true
    }

    /// What winning a piece is worth in the game's evaluation: the bar of a winning move.
    fn piece(&self) -> i32;

    /// The bars of `goal` in this game.
    fn bar(&self, goal: Goal) -> super::rule::Bar {
        goal.bar(self.piece(), self.scale())
    }

    /// Evaluation points per unit of log-odds: scores to expected results.
    fn scale(&self) -> f32 {
        self.score_scale()
    }

    /// The themes the line `line` from `start` shows, for the player (the seat to move).
    fn themes(start: &Self, line: &[Self::Move], goal: Goal) -> Vec<&'static str>;
}

/// The seat to move at the start, how many of the moves were theirs, the game at the end.
fn played<G: Game>(start: &G, line: &[G::Move]) -> (Seat, usize, G) {
    let player = start.to_move();
    let mut game = start.clone();
    let mut steps = 0;
    for &mv in line {
        steps += usize::from(game.to_move() == player);
        game.play_unchecked(mv);
    }
    (player, steps, game)
}

/// Whether the game ended with `player` winning for `reason`.
fn won_by<G: Game>(game: &G, player: Seat, reasons: &[EndReason]) -> bool {
    game.outcome().is_some_and(|o| !o.is_draw() && o.place(player) == 0 && reasons.contains(&o.reason))
}

/// `in-N` names for N player moves (1 to 3; longer lines share the last).
fn in_n(steps: usize, names: [&'static str; 3]) -> &'static str {
    names[steps.clamp(1, 3) - 1]
}

/// How much a material count changed for the player over the line: gained minus lost.
fn gain<G: Game>(start: &G, line: &[G::Move], material: impl Fn(&G, Seat) -> i32) -> i32 {
    let (player, _, end) = played(start, line);
    let other = 1 - player.min(1);
    (material(&end, player) - material(start, player)) - (material(&end, other) - material(start, other))
}

impl PuzzleGame for Drakoburg {
    const KIND: GameKind = GameKind::Drakoburg;
    type Judged = Drakoburg;
    const SEES_WHOLE_WIN: bool = true;

    /// A Lukostřelec, the least piece but the Kopiník (the evaluation's unit is 100 a point).
    fn piece(&self) -> i32 {
        300
    }

    fn judged(&self) -> Drakoburg {
        self.clone()
    }

    fn depth(&self) -> Depth {
        Depth { plies: 3, nodes: JUDGE_NODES }
    }

    fn set_ups() -> &'static [&'static [(&'static str, &'static str)]] {
        &[&[]]
    }

    fn themes(start: &Self, line: &[Self::Move], _goal: Goal) -> Vec<&'static str> {
        let (player, steps, end) = played(start, line);
        let mut themes = Vec::new();
        if won_by(&end, player, &[EndReason::NoKnightLeft, EndReason::MateWithoutMoves]) {
            themes.push(in_n(steps, ["mate-in-1", "mate-in-2", "mate-in-3"]));
        } else if gain(start, line, drakoburg_material) >= 3 {
            themes.push("winning-a-piece");
        }
        themes
    }
}

/// The pieces' worth from rules/drakoburg.md (a second Těžkooděnec counted as a Turkopol).
fn drakoburg_material(game: &Drakoburg, colour: Seat) -> i32 {
    (0..49u8)
        .filter_map(|sq| game.piece_at(sq))
        .filter(|&(c, _)| c == colour)
        .map(|(_, piece)| match piece {
            Piece::Kopinik => 1,
            Piece::Lukostrelec => 3,
            Piece::Zbrojnos => 5,
            Piece::Panos => 6,
            Piece::Turkopol | Piece::Tezkoodenec => 7,
        })
        .sum()
}

impl PuzzleGame for Drake {
    const KIND: GameKind = GameKind::Drake;
    type Judged = Drake;

    /// A Clubman (the evaluation's unit).
    fn piece(&self) -> i32 {
        100
    }

    fn judged(&self) -> Drake {
        self.clone()
    }

    fn depth(&self) -> Depth {
        Depth { plies: 5, nodes: JUDGE_NODES }
    }

    /// The classic board, and ready-made variants with nothing hidden and no chance.
    fn set_ups() -> &'static [&'static [(&'static str, &'static str)]] {
        &[
            &[],
            &[],
            &[("variant", "knights-and-lancers")],
            &[("variant", "heralds")],
            &[("variant", "guardians-and-phantoms")],
            &[("variant", "fortresses")],
        ]
    }

    fn themes(start: &Self, line: &[Self::Move], _goal: Goal) -> Vec<&'static str> {
        let (player, steps, end) = played(start, line);
        let mut themes = Vec::new();
        if won_by(&end, player, &[EndReason::LeaderCaptured]) {
            themes.push(in_n(steps, ["leader-in-1", "leader-in-2", "leader-in-3"]));
        } else if gain(start, line, |g: &Drake, p| -(g.captured(p).len() as i32)) >= 1 {
            themes.push("winning-a-troop");
        }
        themes
    }
}

impl PuzzleGame for Camelot {
    const KIND: GameKind = GameKind::Camelot;
    type Judged = Camelot;

    /// A Knight, or two Men.
    fn piece(&self) -> i32 {
        190
    }

    fn judged(&self) -> Camelot {
        self.clone()
    }

    fn depth(&self) -> Depth {
        Depth { plies: 3, nodes: JUDGE_NODES }
    }

    /// The Camelot family's boards (River Camelot's plantings aside: thousands of first moves).
    fn set_ups() -> &'static [&'static [(&'static str, &'static str)]] {
        &[&[], &[("variant", "chivalry")], &[("variant", "cam")], &[("variant", "camette")]]
    }

    fn themes(start: &Self, line: &[Self::Move], _goal: Goal) -> Vec<&'static str> {
        let player = start.to_move();
        let mut game = start.clone();
        let mut themes = Vec::new();
        let add = |themes: &mut Vec<&'static str>, t| {
            if !themes.contains(&t) {
                themes.push(t)
            }
        };
        let mut replies = Vec::new();
        for (i, &mv) in line.iter().enumerate() {
            let mine = game.to_move() == player;
            let text = game.notation(mv);
            let jumps = text.matches('x').count();
            let capture = game.is_noisy(mv);
            game.play_unchecked(mv);
            if !mine {
                continue;
            }
            if jumps >= 2 {
                add(&mut themes, "capture-chain");
            }
            if jumps >= 1 && text.split('x').next().is_some_and(|before| before.contains('-')) {
                add(&mut themes, "knights-charge");
            }
            // A quiet move after which every reply must capture (captures are compulsory).
            game.legal_moves(&mut replies);
            let forced = !replies.is_empty() && replies.iter().all(|&r| game.is_noisy(r));
            if !capture && forced && i + 1 < line.len() {
                add(&mut themes, "forcing-a-capture");
            }
        }
        if won_by(&game, player, &[EndReason::CastleTaken]) {
            add(&mut themes, "entering-the-castle");
        }
        themes
    }
}

impl PuzzleGame for Shamrock {
    const KIND: GameKind = GameKind::Shamrock;
    type Judged = Sealed;

    /// No pieces: only a won game (a second shamrock) is good.
    fn piece(&self) -> i32 {
        crate::game::eval::EVAL_LIMIT
    }

    fn judged(&self) -> Sealed {
        Sealed::new(self.clone())
    }

    /// To the end of the player's turn: every action left is searched, so no other way to
    /// win within the turn escapes the judge.
    fn depth(&self) -> Depth {
        Depth { plies: u32::from(self.actions_left()).clamp(1, 2), nodes: JUDGE_NODES }
    }

    /// Holding (stopping the opponent's second shamrock) is searched through the rest of the
    /// turn and the opponent's whole next turn (3 actions, sealed): no sure win left for them.
    fn depth_for(&self, goal: Goal) -> Depth {
        match goal {
            Goal::Hold => Depth { plies: u32::from(self.actions_left()) + 3, nodes: HOLD_NODES },
            Goal::Win | Goal::Mate => self.depth(),
        }
    }

    fn turn_actions_left(&self) -> u32 {
        u32::from(self.actions_left())
    }

    fn reveals_nothing(&self, mv: Self::Move) -> bool {
        !matches!(mv, crate::games::shamrock::Move::Place { .. } | crate::games::shamrock::Move::Draw)
    }

    fn passed(&self) -> Option<Sealed> {
        let mut sealed = Sealed::new(self.clone());
        sealed.play(crate::games::shamrock::Move::End).ok()?;
        Some(sealed)
    }

    /// To the end of the turn, as the judge (a win is seen from the turn's start on).
    fn finder_depth(&self) -> u32 {
        u32::from(self.actions_left()).clamp(1, 3)
    }

    /// The two-player basic game; the shuffle varies with the generator's seed.
    fn set_ups() -> &'static [&'static [(&'static str, &'static str)]] {
        &[&[("players", "2")]]
    }

    fn can_pose(&self) -> bool {
        // Three actions left are too many to search to the end of the turn in `verify`'s time.
        self.players() == 2
            && !self.expert()
            && self.held().is_none()
            && self.set_aside().is_empty()
            && self.actions_left() <= 2
    }

    fn themes(start: &Self, line: &[Self::Move], goal: Goal) -> Vec<&'static str> {
        let (player, _, end) = played(start, line);
        match goal {
            Goal::Win if won_by(&end, player, &[EndReason::Shamrocks]) => vec!["second-shamrock"],
            // A hold whose only move completes the player's own second shamrock is a win.
            Goal::Hold if end.outcome().is_none() => vec!["stopping-a-shamrock"],
            Goal::Hold => Vec::new(),
            Goal::Win | Goal::Mate => Vec::new(),
        }
    }
}
