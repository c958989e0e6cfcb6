//! A game as text: its kind, start position and moves. Used for autosave, export and import.
//!
//! ```text
//! deskovna drake
//! start 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0
//! moves @b1 @c4 @b2
//! seats human computer3
//! ```
//! The `seats` line is there only when the computer plays a seat, and then names every seat.
//! A `tree` line (after `moves`) carries the variations, glyphs and comments as movetext
//! (`app::tree::text`) when the game has more than its main line; `moves` stays the main
//! line, so a save without it opens as before.
//! Reading never trusts the text: it is refused early when too long, every part is checked,
//! nothing may follow the last line, and an error names the line as the reader counts it
//! (blank lines included; a leading byte-order mark is skipped).

use super::seats::Player;
use super::tree::text::{self as movetext, Numbers};
use super::tree::{Invalid, Tree};
use crate::game::{echo, Game, Lang, Reason, Refusal, Text};
use crate::games::GameKind;
use crate::view::registry::{open_table, OpenError};
use crate::view::replay::{check_tree, TreeError};
use crate::view::table::Table;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub kind: GameKind,
    pub start: String,
    pub moves: Vec<String>,
    /// Who plays each seat (empty: people at this device).
    pub seats: Vec<Player>,
    /// The moves with their variations, glyphs and comments, when there is more than the
    /// main line (its main line is `moves`).
    pub tree: Option<Tree>,
}

/// The longest text read as a game. Far above any real game (a random Drakoburg game of 200
/// reached 67 KB; the computer's games stay under 4 KB; 60 rounds of Shamrock for three are
/// about 7 KB), and small enough that a pasted megabyte is refused before it costs anything.
/// The page's text fields hold at most one byte more (`maxlength` in index.html), as the
/// browser's own layout of a field of a million blank lines blocks the page for seconds.
pub const MAX_BYTES: usize = 128 * 1024;

/// A game read and opened: its record, the table at its end, and its tree with every move
/// checked.
pub struct Loaded {
    pub record: Record,
    pub table: Box<dyn Table>,
    pub tree: Tree,
}

/// What is wrong with a game's text. Each is said after "Line n:", so none names its line.
#[derive(Clone, Debug, PartialEq)]
pub enum Flaw {
    /// The text is longer than [`MAX_BYTES`] (its size in KB).
    TooLong(usize),
    /// Not “deskovna <game>” with a known game.
    Header,
    /// Not “start <position>”.
    Start,
    /// Not “moves <move> …”.
    Moves,
    /// Not “seats” and a player for each seat.
    Seats,
    /// A player named for each of `named` seats, where the game has `seats`.
    SeatCount { named: usize, seats: usize },
    /// A line after the last one a game has.
    Extra(String),
    /// The start position does not read.
    BadStart(Reason),
    /// Move `number` (from 1), written `notation`, cannot be played.
    BadMove { number: usize, notation: String, reason: Reason },
    /// The game's set-up is refused.
    Options(Reason),
    /// The variations do not read or do not fit the game.
    Tree(Reason),
}

const TOO_LONG: Text = crate::rare_text!(
    "The text is {0} KB long; a saved game is at most {1} KB.",
    "Text má {0} KB; uložená hra má nejvýše {1} KB."
);
const HEADER: Text = crate::rare_text!(
    "A saved game starts with “deskovna <game>”, the game being drake, camelot, drakoburg or shamrock.",
    "Uložená hra začíná „deskovna <hra>“, kde hra je drake, camelot, drakoburg nebo shamrock."
);
const START: Text = crate::rare_text!("Expected “start <position>”.", "Očekáváno „start <pozice>“.");
const MOVES: Text = crate::rare_text!("Expected “moves <move> …”.", "Očekáváno „moves <tah> …“.");
const SEATS: Text = crate::rare_text!(
    "Expected “seats” and human or computer1 … computer5 for each seat.",
    "Očekáváno „seats“ a human nebo computer1 … computer5 pro každé místo."
);
const SEAT_COUNT: Text = crate::rare_text!(
    "{0} players are named, but the game has {1} seats.",
    "Počet uvedených hráčů ({0}) neodpovídá počtu míst ve hře ({1})."
);
const EXTRA: Text = crate::rare_text!(
    "A saved game ends with its moves and seats; this line is extra: “{0}”.",
    "Uložená hra končí tahy a hráči; tento řádek je navíc: „{0}“."
);
const BAD_START: Text = crate::rare_text!("The start position is wrong: {0}", "Výchozí pozice je chybná: {0}");
const BAD_MOVE: Text = crate::rare_text!("Move {0} (“{1}”) is wrong: {2}", "Tah {0} („{1}“) je chybný: {2}");
const BAD_OPTIONS: Text = crate::rare_text!("{0}", "{0}");
const BAD_TREE: Text = crate::rare_text!("The variations are wrong: {0}", "Varianty jsou chybné: {0}");
const LINE: Text = crate::rare_text!("Line {0}: {1}", "Řádek {0}: {1}");

impl Flaw {
    /// The sentence this flaw says in its own words, and its arguments but the last: the
    /// last one of a flaw wrapping an engine's refusal is that refusal, said in `lang`.
    fn nested(&self) -> Option<(Vec<String>, &Reason)> {
        match self {
            Flaw::BadStart(r) | Flaw::Options(r) | Flaw::Tree(r) => Some((Vec::new(), r)),
            Flaw::BadMove { number, notation, reason } => Some((vec![number.to_string(), echo(notation)], reason)),
            _ => None,
        }
    }
}

impl Refusal for Flaw {
    fn text(&self) -> &'static Text {
        match self {
            Flaw::TooLong(_) => &TOO_LONG,
            Flaw::Header => &HEADER,
            Flaw::Start => &START,
            Flaw::Moves => &MOVES,
            Flaw::Seats => &SEATS,
            Flaw::SeatCount { .. } => &SEAT_COUNT,
            Flaw::Extra(_) => &EXTRA,
            Flaw::BadStart(_) => &BAD_START,
            Flaw::BadMove { .. } => &BAD_MOVE,
            Flaw::Options(_) => &BAD_OPTIONS,
            Flaw::Tree(_) => &BAD_TREE,
        }
    }

    fn args(&self) -> Vec<String> {
        match self {
            Flaw::TooLong(kb) => vec![kb.to_string(), (MAX_BYTES / 1024).to_string()],
            Flaw::SeatCount { named, seats } => vec![named.to_string(), seats.to_string()],
            Flaw::Extra(line) => vec![line.clone()],
            _ => match self.nested() {
                Some((mut args, inner)) => {
                    args.push(inner.render(Lang::En));
                    args
                }
                None => Vec::new(),
            },
        }
    }

    /// Erased, for the callers that still take a `Reason`: a wrapped refusal is said whole
    /// (in English), the parts of the input are cut.
    fn reason(&self) -> Reason {
        match self.nested() {
            Some(_) => Reason { text: self.text(), args: self.args() },
            None => Reason::echoing(self.text(), self.args()),
        }
    }

    /// A wrapped refusal is said in `lang` too.
    fn render(&self, lang: Lang) -> String {
        match self.nested() {
            Some((mut args, inner)) => {
                args.push(inner.render(lang));
                self.text().fill(lang, &args)
            }
            None => self.reason().render(lang),
        }
    }
}

/// Why a record could not be read or opened, and the line (from 1) it points at; line 0 is
/// the text as a whole.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordError<R = Reason> {
    pub line: usize,
    pub reason: R,
}

impl<R: Refusal> RecordError<R> {
    /// “Line n: …” in `lang` (just the sentence for the text as a whole).
    pub fn render(&self, lang: Lang) -> String {
        let said = self.reason.render(lang);
        match self.line {
            0 => said,
            n => LINE.fill(lang, &[n.to_string(), said]),
        }
    }

    /// The error with its reason erased to words (a share link's errors are words already).
    pub fn erase(self) -> RecordError {
        RecordError { line: self.line, reason: self.reason.reason() }
    }
}

/// Where the parts of a record stand in its text (line numbers from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Lines {
    header: usize,
    start: usize,
    moves: usize,
    tree: usize,
    seats: usize,
}

/// The lines of [`Record::to_text`] (with a tree line or without).
const WRITTEN: Lines = Lines { header: 1, start: 2, moves: 3, tree: 4, seats: 4 };
const WRITTEN_TREE: Lines = Lines { seats: 5, ..WRITTEN };

/// How the game text numbers moves (`Game::MOVES_IN_PAIRS`).
fn numbers(kind: GameKind) -> Numbers {
    if crate::with_game!(kind, G => G::MOVES_IN_PAIRS) {
        Numbers::Pairs
    } else {
        Numbers::Off
    }
}

impl Record {
    pub fn of(table: &dyn Table) -> Record {
        Record {
            kind: table.kind(),
            start: table.start_text(),
            moves: table.history().to_vec(),
            seats: Vec::new(),
            tree: None,
        }
    }

    /// The record of `table` played by `seats`, naming each seat of the game once (missing
    /// seats are people; seats the game does not have are left out).
    pub fn played_by(table: &dyn Table, seats: &[Player]) -> Record {
        let n = table.status().seats.len();
        let seats = (0..n).map(|i| super::seats::player(seats, i)).collect();
        Record { seats, ..Record::of(table) }
    }

    pub fn to_text(&self) -> String {
        let mut text = format!("deskovna {}\nstart {}\nmoves {}\n", self.kind.id(), self.start, self.moves.join(" "));
        if let Some(tree) = self.annotated() {
            text.push_str(&format!("tree {}\n", movetext::write(tree, numbers(self.kind))));
        }
        if self.seats.iter().any(|&p| p != Player::Human) {
            let ids: Vec<String> = self.seats.iter().map(|p| p.id()).collect();
            text.push_str(&format!("seats {}\n", ids.join(" ")));
        }
        text
    }

    /// The tree, when it says more than `moves`: variations, glyphs, comments, or moves taken
    /// back after the game's end (kept for Redo).
    pub fn annotated(&self) -> Option<&Tree> {
        self.tree.as_ref().filter(|t| !t.is_plain() || t.main_moves() != self.moves)
    }

    /// The tree without the moves taken back after the game's end (for a link, which says
    /// where the game is by its main line alone).
    pub fn tree_to_end(&self) -> Option<Tree> {
        let mut tree = self.annotated()?.clone();
        let end = tree.main_line().get(self.moves.len().wrapping_sub(1)).copied();
        let end = if self.moves.is_empty() { Some(super::tree::NodeId::ROOT) } else { end };
        while let Some(&c) = end.and_then(|e| tree.get(e)).and_then(|n| n.children().first()) {
            if tree.delete(c).is_err() {
                break;
            }
        }
        (!tree.is_plain()).then_some(tree)
    }

    /// Reads a record's text (not yet opening the game: see [`Record::load`]).
    pub fn read(text: &str) -> Result<Record, RecordError<Flaw>> {
        Record::read_lines(text).map(|(record, _)| record)
    }

    /// How many moves a record's text has on its moves line, the game's own line, reading
    /// nothing else (a list's count: the tree of a big annotated game is not built for it);
    /// None when the text is no record's.
    pub fn moves_in(text: &str) -> Option<usize> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
        lines.next()?.strip_prefix("deskovna ")?;
        lines.next()?.strip_prefix("start ")?;
        match lines.next() {
            None | Some("moves") => Some(0),
            Some(l) => Some(l.strip_prefix("moves ")?.split_whitespace().count()),
        }
    }

    /// Reads a record's text and opens its game; errors name the text's own lines.
    pub fn load(text: &str) -> Result<(Record, Box<dyn Table>), RecordError<Flaw>> {
        Record::load_game(text).map(|l| (l.record, l.table))
    }

    /// Reads a record's text and opens its game and its tree, each checked once.
    pub fn load_game(text: &str) -> Result<Loaded, RecordError<Flaw>> {
        let (record, lines) = Record::read_lines(text)?;
        let table = record.open_at(lines)?;
        record.check_seats(&*table, lines)?;
        let tree = record.check_tree(&*table, lines)?;
        Ok(Loaded { record, table, tree })
    }

    fn read_lines(text: &str) -> Result<(Record, Lines), RecordError<Flaw>> {
        if text.len() > MAX_BYTES {
            return Err(RecordError { line: 0, reason: Flaw::TooLong(text.len().div_ceil(1024)) });
        }
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim())).filter(|(_, l)| !l.is_empty()).fuse();
        let fail = |line, reason| RecordError { line, reason };
        // A missing line is reported at the line after the last one.
        let after = text.lines().count() + 1;
        let (header, kind) = match lines.next() {
            Some((n, l)) => (n, l.strip_prefix("deskovna ").and_then(|id| GameKind::from_id(id.trim()))),
            None => (1, None),
        };
        let kind = kind.ok_or_else(|| fail(header, Flaw::Header))?;
        let (start_line, start) = match lines.next() {
            Some((n, l)) => (n, l.strip_prefix("start ").map(str::trim)),
            None => (after, None),
        };
        let start = start.ok_or_else(|| fail(start_line, Flaw::Start))?;
        let (moves_line, moves) = match lines.next() {
            None => (after, Vec::new()),
            Some((n, "moves")) => (n, Vec::new()),
            Some((n, l)) => {
                let list = l.strip_prefix("moves ").ok_or_else(|| fail(n, Flaw::Moves))?;
                (n, list.split_whitespace().map(String::from).collect())
            }
        };
        let mut next = lines.next();
        let (tree_line, tree) = match next {
            Some((n, l)) if l.starts_with("tree ") || l == "tree" => {
                next = lines.next();
                let read = movetext::read(l.strip_prefix("tree").unwrap_or_default().trim())
                    .map_err(|e| fail(n, Flaw::Tree(e.reason.reason())))?;
                (n, Some(read))
            }
            _ => (after, None),
        };
        let (seats_line, seats) = match next {
            None => (after, Vec::new()),
            Some((n, l)) => {
                let ids = l.strip_prefix("seats ");
                let players =
                    ids.and_then(|ids| ids.split_whitespace().map(Player::from_id).collect::<Option<Vec<_>>>());
                (n, players.ok_or_else(|| fail(n, Flaw::Seats))?)
            }
        };
        if let Some((n, l)) = lines.next() {
            return Err(fail(n, Flaw::Extra(l.to_string())));
        }
        // A tree line that says no more than the moves line is no tree (as `to_text` writes it).
        let tree = tree.filter(|t| !t.is_plain() || t.main_moves() != moves);
        let lines = Lines { header, start: start_line, moves: moves_line, tree: tree_line, seats: seats_line };
        Ok((Record { kind, start: start.to_string(), moves, seats, tree }, lines))
    }

    /// Opens the game the record describes, or says which part is wrong (at the lines of
    /// [`Record::to_text`]).
    fn open_at(&self, lines: Lines) -> Result<Box<dyn Table>, RecordError<Flaw>> {
        let table = open_table(self.kind, &self.start, &self.moves).map_err(|e| match e {
            OpenError::Position(p) => RecordError { line: lines.start, reason: Flaw::BadStart(p.reason) },
            OpenError::Move { ply, reason } => RecordError {
                line: lines.moves,
                reason: Flaw::BadMove {
                    number: ply + 1,
                    notation: self.moves.get(ply).cloned().unwrap_or_default(),
                    reason,
                },
            },
            OpenError::Options(r) => RecordError { line: lines.header, reason: Flaw::Options(r) },
        })?;
        Ok(table)
    }

    /// A seats line names each seat of `table`'s game once.
    fn check_seats(&self, table: &dyn Table, lines: Lines) -> Result<(), RecordError<Flaw>> {
        let seats = table.status().seats.len();
        if !self.seats.is_empty() && self.seats.len() != seats {
            return Err(RecordError { line: lines.seats, reason: Flaw::SeatCount { named: self.seats.len(), seats } });
        }
        Ok(())
    }

    /// Opens the game of a record (as written by [`Record::to_text`]): its errors name those
    /// lines, and its seats are counted.
    pub fn open(&self) -> Result<Box<dyn Table>, RecordError<Flaw>> {
        self.open_game().map(|(table, _)| table)
    }

    /// The record with its game and tree opened (see [`Record::open_game`]).
    pub fn opened(self) -> Result<Loaded, RecordError<Flaw>> {
        let (table, tree) = self.open_game()?;
        Ok(Loaded { record: self, table, tree })
    }

    /// Opens the game and its tree (the main line alone when the record has no tree), each
    /// move of the tree checked and written in the engine's own notation.
    pub fn open_game(&self) -> Result<(Box<dyn Table>, Tree), RecordError<Flaw>> {
        let lines = if self.annotated().is_some() { WRITTEN_TREE } else { WRITTEN };
        let table = self.open_at(lines)?;
        self.check_seats(&*table, lines)?;
        let tree = self.check_tree(&*table, lines)?;
        Ok((table, tree))
    }

    /// Plays every move of the tree on a board of its own, and checks that its main line is
    /// the game opened.
    fn check_tree(&self, table: &dyn Table, lines: Lines) -> Result<Tree, RecordError<Flaw>> {
        let fail = |reason| RecordError { line: lines.tree, reason };
        let Some(tree) = &self.tree else {
            return Tree::from_line(table.history()).map_err(|r| fail(Flaw::Tree(r.reason())));
        };
        let mut tree = tree.clone();
        match check_tree(self.kind, &self.start, &mut tree) {
            Ok(()) => {}
            Err(TreeError::Start(reason)) => return Err(fail(Flaw::BadStart(reason))),
            Err(TreeError::Move(Invalid::Move { node, error: (notation, reason) })) => {
                let number = tree.get(node).map_or(0, |n| n.ply());
                return Err(fail(Flaw::BadMove { number, notation, reason }));
            }
            Err(TreeError::Move(Invalid::Notation { refusal, .. })) => return Err(fail(Flaw::Tree(refusal.reason()))),
        }
        let main = tree.main_moves();
        if !main.starts_with(table.history()) {
            let at = main.iter().zip(table.history()).take_while(|(a, b)| a == b).count();
            return Err(fail(Flaw::Tree(super::tree::Refusal::MainLineDiffers(at + 1).reason())));
        }
        Ok(tree)
    }
}
