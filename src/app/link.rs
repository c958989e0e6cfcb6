//! Share links: a whole game in the URL fragment, URL-safe and compact, with no server.
//!
//! `#/drake` opens the game of that kind; `#/drake?p=<start>&m=<move>~<move>…` opens the shared
//! game (the start is left out when it is the game's default start). Move notations are
//! percent-encoded where they use characters a fragment cannot hold. A new game that the
//! computer plays in says who plays each seat: `&s=human~computer3` (links without it are
//! people at one device, as they always were). `#/drake/workshop` opens the Drake's workshop,
//! `#/drake/workshop?v=<variant text>` with a variant in it. A position set up in the editor
//! comes with `&from=editor`: the page then says so rather than "a shared game", and the
//! address differs from the game's page even for its usual start, so it always opens.
//! `#/camelot/learn` opens the game's course of lessons; `#/camelot/puzzle` its puzzles (the
//! next one near the player's rating), `…/puzzle/<id>` one puzzle, `…/puzzle/daily` the puzzle of
//! the day, `…/puzzle/streak` a streak.
//! `#/camelot/live` invites a friend to play the game shown live; `#/live?o=<code>` is the
//! invitation (the offer's code, `app::live::sdp`), and `#/live` goes back to the live match
//! under way.

use super::record::{Record, RecordError};
use super::seats::Player;
use super::tree::link as tree_link;
use super::tree::{Glyph, Tree};
use crate::game::{Reason, Refusal as _, Text};
use crate::games::GameKind;

/// Where a URL fragment leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Game(GameKind),
    Shared(Record),
    /// The Drake's workshop, with the variant text of the link if it has one.
    Workshop(Option<String>),
    /// The game's course of lessons.
    Learn(GameKind),
    /// Live play: inviting to a game of this kind, or (no game) answering an invitation's
    /// offer code, or (neither) the live match under way.
    Live {
        game: Option<GameKind>,
        offer: Option<String>,
    },
    /// The game's puzzles.
    Puzzle(GameKind, PuzzlePick),
}

/// Which puzzle a puzzle link asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzlePick {
    /// The next one near the player's rating (within the chosen themes).
    Next,
    /// This one (a shared link).
    Id(String),
    /// The puzzle of the day.
    Daily,
    /// A streak, from its start.
    Streak,
}

impl PuzzlePick {
    /// What the link says after `…/puzzle` (nothing for the next puzzle).
    pub fn tail(&self) -> &str {
        match self {
            PuzzlePick::Next => "",
            PuzzlePick::Id(id) => id,
            PuzzlePick::Daily => "daily",
            PuzzlePick::Streak => "streak",
        }
    }

    /// Reads what a link says after `…/puzzle/`: `None` for what no puzzle is named by (an id is
    /// letters, digits, `-` and `_`).
    pub fn from_tail(tail: &str) -> Option<PuzzlePick> {
        Some(match tail {
            "" => PuzzlePick::Next,
            "daily" => PuzzlePick::Daily,
            "streak" => PuzzlePick::Streak,
            id if id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') => {
                PuzzlePick::Id(id.to_string())
            }
            _ => return None,
        })
    }
}

/// The part of a path that names the workshop (only The Drake has one).
const WORKSHOP: &str = "drake/workshop";
/// The part of a path after a game's id that names its lessons.
const LEARN: &str = "/learn";
/// The part of a path after a game's id that names its puzzles.
const PUZZLE: &str = "/puzzle";
/// The path of live play (after a game's id: inviting to it).
const LIVE: &str = "live";

const UNKNOWN_GAME: Text = crate::rare_text!("The link names no known game.", "Odkaz nejmenuje žádnou známou hru.");
const BAD_PART: Text = crate::rare_text!(
    "The link has a part it does not understand: “{0}”.",
    "Odkaz obsahuje část, které nerozumí: „{0}“."
);
const NO_MOVES: Text = crate::rare_text!(
    "The link is damaged: it has a list of moves with no moves in it.",
    "Odkaz je poškozený: obsahuje seznam tahů, v němž žádný tah není."
);
const TOO_LONG: Text = crate::rare_text!(
    "The link is too long to be a game ({0} characters).",
    "Odkaz je na hru příliš dlouhý ({0} znaků)."
);
/// The longest link a game can need: a long Shamrock game for three is a few thousand
/// characters; anything far longer is junk, refused before it is read.
pub const LONGEST_LINK: usize = 60_000;
const BAD_ESCAPE: Text =
    crate::rare_text!("The link is damaged (a bad % escape).", "Odkaz je poškozený (chybná sekvence %).");

fn keep(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"-._@*+=:!".contains(&b)
}

pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for &b in text.as_bytes() {
        if keep(b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

pub fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The fragment that opens `record` (`default_start` is the kind's usual start, left out).
pub fn fragment(record: &Record, default_start: &str) -> String {
    let mut params: Vec<String> = start_param(&record.start, default_start).into_iter().collect();
    match record.tree_to_end() {
        // Variations, glyphs and comments: the tree's link form (`app::tree::link`).
        Some(tree) => params.push(format!("m={}", tree_link::write(&tree))),
        None if !record.moves.is_empty() => {
            let moves: Vec<String> = record.moves.iter().map(|m| encode(m.trim_end_matches(['#', '!', '?']))).collect();
            params.push(format!("m={}", moves.join("~")));
        }
        None => {}
    }
    with_params(record.kind, &params)
}

/// The start's part of a link: none for the game's usual start.
fn start_param(start: &str, default_start: &str) -> Option<String> {
    (start != default_start).then(|| format!("p={}", encode(start)))
}

fn with_params(kind: GameKind, params: &[String]) -> String {
    let mut out = format!("#/{}", kind.id());
    if !params.is_empty() {
        out.push('?');
        out.push_str(&params.join("&"));
    }
    out
}

/// The fragment of a new game that the computer plays in: `record` with who plays each seat.
pub fn play_fragment(record: &Record, default_start: &str) -> String {
    let mut out = fragment(record, default_start);
    if record.seats.iter().any(|&p| p != Player::Human) {
        let seats: Vec<String> = record.seats.iter().map(|p| p.id()).collect();
        out.push(if out.bytes().any(|b| b == b'?') { '&' } else { '?' });
        out.push_str(&format!("s={}", seats.join("~")));
    }
    out
}

/// The part of a link that says it comes from the position editor's Play from here.
const FROM_EDITOR: &str = "from=editor";

/// The fragment of a position set up in the editor: the position of `kind`, marked as the
/// editor's (the same link as `fragment` gives for it, with that mark).
pub fn set_up_fragment(kind: GameKind, position: &str, default_start: &str) -> String {
    // The position alone: the page links no writer of moves or trees for it.
    let mut params: Vec<String> = start_param(position, default_start).into_iter().collect();
    params.push(FROM_EDITOR.into());
    with_params(kind, &params)
}

/// Whether a fragment comes from the position editor's Play from here.
pub fn from_editor(fragment: &str) -> bool {
    fragment.split_once('?').is_some_and(|(_, query)| query.split('&').any(|part| part == FROM_EDITOR))
}

/// The fragment that opens the workshop, with a variant text in it if there is one.
pub fn workshop_fragment(variant: Option<&str>) -> String {
    match variant {
        Some(text) => format!("#/{WORKSHOP}?v={}", encode(text)),
        None => format!("#/{WORKSHOP}"),
    }
}

/// The fragment that opens the lessons of `kind`.
pub fn learn_fragment(kind: GameKind) -> String {
    format!("#/{}{LEARN}", kind.id())
}

/// The fragment that invites a friend to play `kind` live.
pub fn live_fragment(kind: GameKind) -> String {
    format!("#/{}/{LIVE}", kind.id())
}

/// The fragment that opens the puzzles of `kind` at the one `pick` names.
pub fn puzzle_fragment(kind: GameKind, pick: &PuzzlePick) -> String {
    match pick {
        PuzzlePick::Next => format!("#/{}{PUZZLE}", kind.id()),
        _ => format!("#/{}{PUZZLE}/{}", kind.id(), pick.tail()),
    }
}

/// Reads a fragment (with or without the leading `#`). `default_start` gives the usual start
/// of a kind, for links that leave it out.
pub fn route(fragment: &str, default_start: impl Fn(GameKind) -> String) -> Result<Route, RecordError> {
    let f = fragment.trim_start_matches('#').trim_start_matches('/');
    if f.is_empty() {
        return Ok(Route::Home);
    }
    if f.len() > LONGEST_LINK {
        return Err(RecordError { line: 1, reason: Reason::with(&TOO_LONG, &[&f.chars().count()]) });
    }
    let (path, query) = f.split_once('?').unwrap_or((f, ""));
    let fail = |text: &'static Text, args: &[&dyn std::fmt::Display]| RecordError {
        line: 1,
        reason: Reason::with(text, args),
    };
    if path.trim_end_matches('/') == WORKSHOP {
        return match query.split_once('=') {
            _ if query.is_empty() => Ok(Route::Workshop(None)),
            Some(("v", v)) if !v.is_empty() && !v.bytes().any(|b| b == b'&') => {
                Ok(Route::Workshop(Some(decode(v).ok_or_else(|| fail(&BAD_ESCAPE, &[]))?)))
            }
            _ => Err(fail(&BAD_PART, &[&query.chars().take(40).collect::<String>()])),
        };
    }
    let path = path.trim_end_matches('/');
    let bad_part = || fail(&BAD_PART, &[&query.chars().take(40).collect::<String>()]);
    if path == LIVE {
        // An offer's code is base64url (`app::live::sdp` reads it).
        let code = |c: &str| !c.is_empty() && c.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_');
        return match query.split_once('=') {
            _ if query.is_empty() => Ok(Route::Live { game: None, offer: None }),
            Some(("o", v)) if code(v) => Ok(Route::Live { game: None, offer: Some(v.to_string()) }),
            _ => Err(bad_part()),
        };
    }
    if let Some(id) = path.strip_suffix(LIVE).and_then(|p| p.strip_suffix('/')) {
        let kind = GameKind::from_id(id).ok_or_else(|| fail(&UNKNOWN_GAME, &[]))?;
        return match query.is_empty() {
            true => Ok(Route::Live { game: Some(kind), offer: None }),
            false => Err(bad_part()),
        };
    }
    // A game's lessons or puzzles: `None` for the lessons, what follows `/puzzle/` for these.
    let screen = match path.strip_suffix(LEARN) {
        Some(id) => Some((id, None)),
        None => puzzle_path(path).map(|(id, tail)| (id, Some(tail))),
    };
    if let Some((id, tail)) = screen {
        let kind = GameKind::from_id(id).ok_or_else(|| fail(&UNKNOWN_GAME, &[]))?;
        let route = match tail {
            None => Some(Route::Learn(kind)),
            Some(tail) => PuzzlePick::from_tail(tail).map(|pick| Route::Puzzle(kind, pick)),
        };
        return match route {
            Some(route) if query.is_empty() => Ok(route),
            _ => Err(fail(&BAD_PART, &[&f.chars().take(40).collect::<String>()])),
        };
    }
    let kind = GameKind::from_id(path).ok_or_else(|| fail(&UNKNOWN_GAME, &[]))?;
    if query.is_empty() {
        return Ok(Route::Game(kind));
    }
    // Every part must be whole and said once: a damaged link is refused, never read as a game
    // of no moves (which would open as an empty game).
    let mut start = None;
    let mut moves = None;
    let mut seats = None;
    let mut editor = false;
    for part in query.split('&') {
        match part.split_once('=') {
            _ if part == FROM_EDITOR && !editor => editor = true,
            Some(("p", v)) if start.is_none() && !v.is_empty() => {
                start = Some(decode(v).ok_or_else(|| fail(&BAD_ESCAPE, &[]))?)
            }
            Some(("m", v)) if moves.is_none() => {
                if v.is_empty() || v.split('~').any(str::is_empty) {
                    return Err(fail(&NO_MOVES, &[]));
                }
                moves = Some(read_moves(v)?);
            }
            Some(("s", v)) if seats.is_none() => {
                let list = v.split('~').map(Player::from_id).collect::<Option<Vec<Player>>>();
                seats = Some(list.ok_or_else(|| fail(&BAD_PART, &[&part.chars().take(40).collect::<String>()]))?);
            }
            _ => return Err(fail(&BAD_PART, &[&part.chars().take(40).collect::<String>()])),
        }
    }
    let start = start.unwrap_or_else(|| default_start(kind));
    let (moves, tree) = moves.unwrap_or_default();
    Ok(Route::Shared(Record { kind, start, moves, seats: seats.unwrap_or_default(), tree }))
}

/// A puzzle link's path (`camelot/puzzle`, `camelot/puzzle/daily`): the game's id and what
/// follows `/puzzle/` (empty for none).
fn puzzle_path(path: &str) -> Option<(&str, &str)> {
    // A game's id has no `/`: its end is the first one (not `split_once(PUZZLE)`, which links
    // the general string search into the page).
    let (id, rest) = path.split_at_checked(path.find('/')?)?;
    let rest = rest.strip_prefix(PUZZLE)?;
    match rest.strip_prefix('/') {
        Some(tail) => Some((id, tail)),
        None => rest.is_empty().then_some((id, rest)),
    }
}

/// The moves of an `m=` value and its tree when it has variations, glyphs or comments. A
/// value of plain moves reads as links always did (any move text, for the engine to judge),
/// the rest as a tree (`app::tree::link`).
fn read_moves(value: &str) -> Result<(Vec<String>, Option<Tree>), RecordError> {
    let fail = |reason| RecordError { line: 1, reason };
    let plain = value.split('~').map(decode).collect::<Option<Vec<String>>>();
    let plain = plain.ok_or_else(|| fail(Reason::new(&BAD_ESCAPE)))?;
    let annotated =
        value.split('~').any(|w| w == "(" || w == ")" || w.starts_with('\'') || Glyph::from_symbol(w).is_some());
    if !annotated {
        return Ok((plain, None));
    }
    let tree = tree_link::read(value).map_err(|e| fail(e.reason.reason()))?;
    // A tree that says no more than its moves (an empty comment) is the plain list.
    Ok((tree.main_moves(), (!tree.is_plain()).then_some(tree)))
}

/// What was pasted into the home page's Open box.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pasted {
    /// A link to a game's page (`…#/camelot`): open it, replacing nothing.
    Game(GameKind),
    /// A shared game's link, or a game's text.
    Record(Record),
    /// A link to another of the site's screens (the workshop with its variant, if any, a
    /// game's lessons or puzzles): its fragment, read and whole, to go to.
    Screen(String),
}

const NOTHING: Text = crate::rare_text!("This link opens no game.", "Tento odkaz neotevírá žádnou hru.");

/// Reads pasted text: a link (anything with `#/`) or a game's text.
pub fn pasted(text: &str, default_start: impl Fn(GameKind) -> String) -> Result<Pasted, RecordError> {
    // Bytes, not `find("#/")`: a two-letter pattern links the general string search (1.5 KB).
    let Some(i) = text.as_bytes().windows(2).position(|w| w == b"#/") else {
        return Record::read(text).map(Pasted::Record).map_err(RecordError::erase);
    };
    let link = text.get(i..).unwrap_or_default();
    match route(link, default_start)? {
        Route::Home => Err(RecordError { line: 1, reason: Reason::new(&NOTHING) }),
        Route::Game(kind) => Ok(Pasted::Game(kind)),
        Route::Shared(record) => Ok(Pasted::Record(record)),
        Route::Workshop(_) | Route::Learn(_) | Route::Puzzle(..) | Route::Live { .. } => {
            Ok(Pasted::Screen(link.to_string()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";

    fn record(start: &str, moves: &[&str]) -> Record {
        Record {
            kind: GameKind::Drake,
            start: start.into(),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            seats: Vec::new(),
            tree: None,
        }
    }

    #[test]
    fn a_default_start_is_left_out() {
        let r = record(START, &["@b1", "@c4"]);
        let f = fragment(&r, START);
        assert_eq!(f, "#/drake?m=@b1~@c4");
        assert_eq!(route(&f, |_| START.into()), Ok(Route::Shared(r)));
    }

    #[test]
    fn other_starts_and_odd_characters_round_trip() {
        let r = record("5_5.5.2x2.5.5_b_L_DCCMSWA_DCCMSWA_0", &["a3-a7+c2", "b2xc3", "x y#&~%"]);
        let f = fragment(&r, START);
        assert!(!f[1..].contains('#') && !f.contains(' '), "{f}");
        let Ok(Route::Shared(back)) = route(&f, |_| START.into()) else { panic!("{f}") };
        assert_eq!(back.start, r.start);
        assert_eq!(back.moves, vec!["a3-a7+c2", "b2xc3", "x y#&~%"]);
    }

    #[test]
    fn mate_marks_are_left_out_of_links() {
        assert_eq!(fragment(&record(START, &["a1-a2#"]), START), "#/drake?m=a1-a2");
    }

    #[test]
    fn plain_routes_and_errors() {
        assert_eq!(route("", |_| START.into()), Ok(Route::Home));
        assert_eq!(route("#/", |_| START.into()), Ok(Route::Home));
        assert_eq!(route("#/drake", |_| START.into()), Ok(Route::Game(GameKind::Drake)));
        assert!(route("#/chess", |_| START.into()).is_err());
        assert!(route("#/drake?m=%zz", |_| START.into()).is_err());
        assert!(route("#/drake?q=1", |_| START.into()).is_err());
        // Damaged links are refused, never read as a game of no moves.
        for junk in
            ["#/drake?m=", "#/drake?&&&", "#/drake?m=~~~", "#/drake?m=@b1~~@c4", "#/drake?p=", "#/drake?m=@b1&m=@c4"]
        {
            assert!(route(junk, |_| START.into()).is_err(), "{junk}");
        }
        let huge = format!("#/drake?m={}", "~".repeat(1 << 20));
        let e = route(&huge, |_| START.into()).unwrap_err();
        assert!(e.reason.args[0].len() < 10, "the message does not echo the link");
    }

    #[test]
    fn a_pasted_link_to_a_game_opens_it_and_replaces_nothing() {
        let start = |_| START.to_string();
        assert_eq!(pasted("https://x.org/#/camelot", start), Ok(Pasted::Game(GameKind::Camelot)));
        assert_eq!(pasted("#/drake?m=@b1", start), Ok(Pasted::Record(record(START, &["@b1"]))));
        assert!(pasted("https://x.org/#/", start).is_err());
        assert!(pasted("#/drake?m=", start).is_err());
        let text = format!("deskovna drake\nstart {START}\nmoves @b1\n");
        assert_eq!(pasted(&text, start), Ok(Pasted::Record(record(START, &["@b1"]))));
    }

    #[test]
    fn a_new_game_against_the_computer_says_who_plays_and_old_links_still_open() {
        let mut r = record("v1-5-g_5.5.5.5.5_b_L_DCCMSWA_DCCMSWA_0_-", &[]);
        r.seats = vec![Player::Human, Player::Computer(3)];
        let f = play_fragment(&r, START);
        assert_eq!(f, "#/drake?p=v1-5-g_5.5.5.5.5_b_L_DCCMSWA_DCCMSWA_0_-&s=human~computer3");
        assert_eq!(route(&f, |_| START.into()), Ok(Route::Shared(r.clone())));
        // The standard start is left out; people only: no seats part at all.
        let standard = Record { seats: vec![Player::Computer(1), Player::Human], ..record(START, &[]) };
        assert_eq!(play_fragment(&standard, START), "#/drake?s=computer1~human");
        assert_eq!(route("#/drake?s=computer1~human", |_| START.into()), Ok(Route::Shared(standard)));
        assert_eq!(play_fragment(&record(START, &["@b1"]), START), "#/drake?m=@b1");
        assert_eq!(route("#/drake?m=@b1", |_| START.into()), Ok(Route::Shared(record(START, &["@b1"]))));
        for junk in ["#/drake?s=robot", "#/drake?s=", "#/drake?s=human&s=human", "#/drake?s=human~~human"] {
            assert!(route(junk, |_| START.into()).is_err(), "{junk}");
        }
    }

    #[test]
    fn a_position_from_the_editor_says_so_and_differs_from_the_games_page() {
        let start = |_| START.to_string();
        let usual = record(START, &[]);
        let f = set_up_fragment(GameKind::Drake, START, START);
        assert_eq!(f, format!("{}?from=editor", fragment(&usual, START)));
        assert_eq!(f, "#/drake?from=editor", "the usual start, yet not the game's page");
        assert!(from_editor(&f) && !from_editor("#/drake") && !from_editor(&fragment(&usual, START)));
        assert_eq!(route(&f, start), Ok(Route::Shared(usual)));
        let other = record("5_5.5.2x2.5.5_b_L_DCCMSWA_DCCMSWA_0", &[]);
        let f = set_up_fragment(GameKind::Drake, &other.start, START);
        assert_eq!(f, format!("{}&from=editor", fragment(&other, START)));
        assert!(f.starts_with("#/drake?p=5_") && f.ends_with("&from=editor"), "{f}");
        assert_eq!(route(&f, start), Ok(Route::Shared(other)));
        for junk in ["#/drake?from=editor&from=editor", "#/drake?from=elsewhere"] {
            assert!(route(junk, start).is_err(), "{junk}");
        }
    }

    #[test]
    fn the_workshop_has_a_route_and_takes_a_variant_in_its_link() {
        let start = |_| START.to_string();
        assert_eq!(route("#/drake/workshop", start), Ok(Route::Workshop(None)));
        assert_eq!(route("#/drake/workshop/", start), Ok(Route::Workshop(None)));
        let text = "v1-5-tB.My+Bee.Sc4Jb5.Sc2-sDCCBMSWA-nBees";
        let f = workshop_fragment(Some(text));
        assert_eq!(f, format!("#/drake/workshop?v={}", encode(text)));
        assert_eq!(route(&f, start), Ok(Route::Workshop(Some(text.into()))));
        assert_eq!(workshop_fragment(None), "#/drake/workshop");
        assert_eq!(pasted(&format!("https://x.org/{f}"), start), Ok(Pasted::Screen(f.clone())));
        for junk in ["#/drake/workshop?v=", "#/drake/workshop?x=1", "#/drake/workshop?v=a&v=b", "#/camelot/workshop"] {
            assert!(route(junk, start).is_err(), "{junk}");
        }
    }

    #[test]
    fn live_play_has_its_routes_an_invitation_a_game_to_invite_to_and_the_match_under_way() {
        let start = |_| START.to_string();
        for &kind in GameKind::ALL {
            let f = live_fragment(kind);
            assert_eq!(f, format!("#/{}/live", kind.id()));
            assert_eq!(route(&f, start), Ok(Route::Live { game: Some(kind), offer: None }));
        }
        let offer = Some("AQx-_9z".to_string());
        assert_eq!(route("#/live?o=AQx-_9z", start), Ok(Route::Live { game: None, offer: offer.clone() }));
        assert_eq!(route("#/live", start), Ok(Route::Live { game: None, offer: None }));
        let link = "https://x.org/app/#/live?o=AQx-_9z";
        assert_eq!(pasted(link, start), Ok(Pasted::Screen("#/live?o=AQx-_9z".into())));
        let invitation = crate::app::live::sdp::invitation("https://x.org/app/#/camelot", "AQx-_9z");
        assert_eq!(invitation, link, "the invitation the live screen makes is this route");
        for junk in
            ["#/live?o=", "#/live?o=a b", "#/live?x=1", "#/chess/live", "#/camelot/live?o=AQ", "#/camelot/live/2"]
        {
            assert!(route(junk, start).is_err(), "{junk}");
        }
    }

    #[test]
    fn every_game_has_a_route_to_its_lessons() {
        let start = |_| START.to_string();
        for &kind in GameKind::ALL {
            let f = learn_fragment(kind);
            assert_eq!(f, format!("#/{}/learn", kind.id()));
            assert_eq!(route(&f, start), Ok(Route::Learn(kind)));
            assert_eq!(route(&format!("{f}/"), start), Ok(Route::Learn(kind)));
            assert_eq!(pasted(&format!("https://x.org/{f}"), start), Ok(Pasted::Screen(f.clone())));
        }
        for junk in ["#/chess/learn", "#/learn", "#/camelot/learn?x=1", "#/camelot/learning", "#/camelot/learn/2"] {
            assert!(route(junk, start).is_err(), "{junk}");
        }
    }

    #[test]
    fn every_game_has_routes_to_its_puzzles() {
        let start = |_| START.to_string();
        for &kind in GameKind::ALL {
            let id = format!("{}-7-12", kind.id());
            for pick in [PuzzlePick::Next, PuzzlePick::Daily, PuzzlePick::Streak, PuzzlePick::Id(id)] {
                let f = puzzle_fragment(kind, &pick);
                assert_eq!(route(&f, start), Ok(Route::Puzzle(kind, pick.clone())), "{f}");
                assert_eq!(route(&format!("{f}/"), start), Ok(Route::Puzzle(kind, pick.clone())), "{f}/");
                assert_eq!(pasted(&format!("https://x.org/{f}"), start), Ok(Pasted::Screen(f.clone())));
            }
        }
        assert!(pasted("https://x.org/#/camelot/puzzle/a/b", start).is_err(), "a damaged link is not gone to");
        assert_eq!(puzzle_fragment(GameKind::Camelot, &PuzzlePick::Next), "#/camelot/puzzle");
        assert_eq!(puzzle_fragment(GameKind::Camelot, &PuzzlePick::Daily), "#/camelot/puzzle/daily");
        assert_eq!(
            route("#/camelot/puzzle/camelot-1-2", start),
            Ok(Route::Puzzle(GameKind::Camelot, PuzzlePick::Id("camelot-1-2".into())))
        );
        for junk in [
            "#/chess/puzzle",
            "#/puzzle",
            "#/camelot/puzzles",
            "#/camelot/puzzle?x=1",
            "#/camelot/puzzle/a%20b",
            "#/camelot/puzzle/a/b",
            "#/x/camelot/puzzle",
            "#/camelot/x/puzzle",
            "#/camelot/puzzlex",
        ] {
            assert!(route(junk, start).is_err(), "{junk}");
        }
    }

    #[test]
    fn decoding_never_panics() {
        for s in ["%", "%4", "%e2%82", "%%%%", "a%C3%A9", "\u{10ffff}%41"] {
            let _ = decode(s);
        }
        assert_eq!(decode("a%C3%A9").as_deref(), Some("aé"));
    }
}
