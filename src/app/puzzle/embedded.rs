//! A puzzle embedded in another page (`<deskovna-board puzzle="drakoburg:drakoburg-1-2">`):
//! which puzzle the attribute names, found in its game's set once that is loaded, and what to
//! say, in the board's language, when it names none. The web layer (`web::embed::puzzle`) only
//! fetches the set and wires the board to an [`Attempt`](super::Attempt).

use super::Puzzle;
use crate::app::embed::Failure;
use crate::game::{Lang, Text};
use crate::games::GameKind;

/// What the attribute names: a game and the id of one of its puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleRef {
    pub kind: GameKind,
    pub id: String,
}

/// Why no puzzle can be shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefError {
    /// Not `game:id`.
    Shape(String),
    UnknownGame(String),
    /// The game's set has no such puzzle.
    UnknownPuzzle(PuzzleRef),
    /// The set could not be fetched or read (why, in the browser's or the reader's words).
    NotLoaded(String),
}

const SHAPE: Text = crate::text!(
    "“{0}” names no puzzle: write puzzle=\"game:id\", for example puzzle=\"drakoburg:drakoburg-1-2\".",
    "„{0}“ nepojmenovává žádnou úlohu: napište puzzle=\"hra:id\", například puzzle=\"drakoburg:drakoburg-1-2\"."
);
const UNKNOWN_GAME: Text = crate::text!(
    "There is no game “{0}” with puzzles; the games are {1}.",
    "Hra „{0}“ s úlohami neexistuje; hry jsou {1}."
);
const UNKNOWN_PUZZLE: Text = crate::text!("{0} has no puzzle “{1}”.", "Hra {0} nemá úlohu „{1}“.");
const NOT_LOADED: Text = crate::text!("The puzzles could not be loaded: {0}", "Úlohy se nepodařilo načíst: {0}");

/// A puzzle's board asked for a game, variant, position or moves (the error 'bad-config').
pub const PLAYS_ITS_PUZZLE: Text = crate::text!(
    "This board shows a puzzle: choose another with “puzzle”.",
    "Tato deska ukazuje úlohu: jinou zvolíte volbou „puzzle“."
);

/// At most 40 characters of what the page gave, to say it back.
fn shown(text: &str) -> String {
    text.chars().take(40).collect()
}

impl RefError {
    /// The error event's code (deskovna.d.ts).
    pub fn code(&self) -> &'static str {
        match self {
            RefError::Shape(_) => "bad-puzzle",
            RefError::UnknownGame(_) => "unknown-game",
            RefError::UnknownPuzzle(_) => "unknown-puzzle",
            RefError::NotLoaded(_) => "puzzles-not-loaded",
        }
    }

    pub fn message(&self, lang: Lang) -> String {
        match self {
            RefError::Shape(text) => SHAPE.fill(lang, &[shown(text)]),
            RefError::UnknownGame(game) => {
                let known: Vec<&str> = GameKind::ALL.iter().map(|k| k.id()).collect();
                UNKNOWN_GAME.fill(lang, &[shown(game), known.join(", ")])
            }
            RefError::UnknownPuzzle(r) => UNKNOWN_PUZZLE.fill(lang, &[r.kind.title().get(lang).into(), shown(&r.id)]),
            RefError::NotLoaded(why) => NOT_LOADED.fill(lang, &[shown(why)]),
        }
    }

    /// As the host page is given it.
    pub fn failure(&self, lang: Lang) -> Failure {
        Failure::new(self.code(), &self.message(lang))
    }
}

/// Reads `game:id` (spaces around either part ignored).
pub fn parse(text: &str) -> Result<PuzzleRef, RefError> {
    let (game, id) = text.split_once(':').ok_or_else(|| RefError::Shape(text.into()))?;
    let (game, id) = (game.trim(), id.trim());
    if game.is_empty() || id.is_empty() || id.contains(char::is_whitespace) {
        return Err(RefError::Shape(text.into()));
    }
    let kind = GameKind::from_id(game).ok_or_else(|| RefError::UnknownGame(game.into()))?;
    Ok(PuzzleRef { kind, id: id.into() })
}

/// The set's text for `what` read, and the puzzle it names found in it.
pub fn find(what: &PuzzleRef, set_text: &str) -> Result<Puzzle, RefError> {
    let set = super::set::read(set_text).map_err(|e| RefError::NotLoaded(e.to_string()))?;
    set.into_iter()
        .find(|p| p.id == what.id && p.kind == what.kind)
        .ok_or_else(|| RefError::UnknownPuzzle(what.clone()))
}

/// The URL of `kind`'s set, beside the computer's script (`aiUrl`, which embed.js makes
/// absolute from where it was loaded).
pub fn set_url(ai_url: &str, kind: GameKind) -> String {
    let dir = ai_url.rfind('/').and_then(|i| ai_url.get(..=i)).unwrap_or("");
    format!("{dir}puzzles/{}.txt", kind.id())
}

/// The puzzle's page on the site (the puzzle screen's link), beside the computer's script.
pub fn site_url(ai_url: &str, what: &PuzzleRef) -> String {
    let dir = ai_url.rfind('/').and_then(|i| ai_url.get(..=i)).unwrap_or("");
    let fragment = crate::app::link::puzzle_fragment(what.kind, &crate::app::link::PuzzlePick::Id(what.id.clone()));
    format!("{dir}{fragment}")
}

/// The details of the embedded board's puzzle events (`deskovna.d.ts`: `PuzzleReadyEvent`,
/// `PuzzleSolvedEvent`, `PuzzleFailedEvent`), written to JavaScript by serde.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ready {
    pub game: &'static str,
    pub id: String,
    /// The colour the player moves, in English (the host page's own words may differ).
    pub to_move: &'static str,
    pub themes: Vec<String>,
    pub rating: u32,
}

impl Ready {
    pub fn new(puzzle: &Puzzle) -> Ready {
        Ready {
            game: puzzle.kind.id(),
            id: puzzle.id.clone(),
            to_move: super::screen::player(puzzle, Lang::En).map_or("", |p| p.1),
            themes: puzzle.themes.clone(),
            rating: puzzle.rating,
        }
    }
}

/// Every move of the solution found; `first_try`: with no wrong move before.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Solved {
    pub game: &'static str,
    pub id: String,
    pub first_try: bool,
    pub moves: Vec<String>,
}

/// A wrong move and its refutation, or the solution shown first (`mv` none, no refutation).
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Failed {
    pub game: &'static str,
    pub id: String,
    #[serde(rename = "move")]
    pub mv: Option<String>,
    pub refutation: Vec<String>,
    pub message: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reference_reads_or_says_what_is_wrong() {
        let r = parse(" drakoburg : drakoburg-1-2 ").expect("reads");
        assert_eq!(r, PuzzleRef { kind: GameKind::Drakoburg, id: "drakoburg-1-2".into() });
        for bad in ["", "drakoburg", ":x", "drake:", "drake:a b"] {
            assert_eq!(parse(bad).map_err(|e| e.code()), Err("bad-puzzle"), "{bad:?}");
        }
        let e = parse("chess:chess-1").unwrap_err();
        assert_eq!(e.code(), "unknown-game");
        assert_eq!(
            e.message(Lang::En),
            "There is no game “chess” with puzzles; the games are drake, camelot, drakoburg, shamrock."
        );
        assert_eq!(
            e.message(Lang::Cs),
            "Hra „chess“ s úlohami neexistuje; hry jsou drake, camelot, drakoburg, shamrock."
        );
        let long = format!("x:{}", "y ".repeat(500));
        assert!(parse(&long).unwrap_err().message(Lang::En).chars().count() < 200, "a long text is cut");
    }

    #[test]
    fn the_puzzle_is_found_in_its_set_or_named_missing() {
        let text = "puzzle drake-1-1\ngame drake\noptions -\nposition P\ngoal win\nsolution @a1\nrating 900\n";
        let r = parse("drake:drake-1-1").unwrap();
        assert_eq!(find(&r, text).map(|p| p.rating), Ok(900));
        let missing = parse("drake:drake-9-9").unwrap();
        let e = find(&missing, text).unwrap_err();
        assert_eq!(e.failure(Lang::En), Failure::new("unknown-puzzle", "The Drake has no puzzle “drake-9-9”."));
        assert_eq!(e.message(Lang::Cs), "Hra The Drake nemá úlohu „drake-9-9“.");
        let e = find(&r, "puzzle\n").unwrap_err();
        assert_eq!(e.code(), "puzzles-not-loaded");
        assert!(e.message(Lang::Cs).starts_with("Úlohy se nepodařilo načíst: line 1"), "{}", e.message(Lang::Cs));
    }

    #[test]
    fn the_set_and_the_site_are_beside_the_computers_script() {
        let r = parse("camelot:camelot-2-5").unwrap();
        assert_eq!(set_url("https://x.org/d/computer.js", r.kind), "https://x.org/d/puzzles/camelot.txt");
        assert_eq!(set_url("computer.js", r.kind), "puzzles/camelot.txt");
        assert_eq!(site_url("https://x.org/d/computer.js", &r), "https://x.org/d/#/camelot/puzzle/camelot-2-5");
    }
}
