//! Share links: a whole game in the URL fragment, URL-safe and compact, with no server.
//!
//! `#/drake` opens the game of that kind; `#/drake?p=<start>&m=<move>~<move>…` opens the shared
//! game (the start is left out when it is the game's default start). Move notations are
//! percent-encoded where they use characters a fragment cannot hold.

use super::record::{Record, RecordError};
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
}

const UNKNOWN_GAME: Text = Text { en: "The link names no known game.", cs: "Odkaz nejmenuje žádnou známou hru." };
const BAD_PART: Text = Text {
    en: "The link has a part it does not understand: “{0}”.",
    cs: "Odkaz obsahuje část, které nerozumí: „{0}“.",
};
const NO_MOVES: Text = Text {
    en: "The link is damaged: it has a list of moves with no moves in it.",
    cs: "Odkaz je poškozený: obsahuje seznam tahů, v němž žádný tah není.",
};
const TOO_LONG: Text = Text {
    en: "The link is too long to be a game ({0} characters).",
    cs: "Odkaz je na hru příliš dlouhý ({0} znaků).",
};
/// The longest link a game can need: a long Shamrock game for three is a few thousand
/// characters; anything far longer is junk, refused before it is read.
pub const LONGEST_LINK: usize = 60_000;
const BAD_ESCAPE: Text =
    Text { en: "The link is damaged (a bad % escape).", cs: "Odkaz je poškozený (chybná sekvence %)." };

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
    let mut out = format!("#/{}", record.kind.id());
    let mut params = Vec::new();
    if record.start != default_start {
        params.push(format!("p={}", encode(&record.start)));
    }
    match record.tree_to_end() {
        // Variations, glyphs and comments: the tree's link form (`app::tree::link`).
        Some(tree) => params.push(format!("m={}", tree_link::write(&tree))),
        None if !record.moves.is_empty() => {
            let moves: Vec<String> = record.moves.iter().map(|m| encode(m.trim_end_matches(['#', '!', '?']))).collect();
            params.push(format!("m={}", moves.join("~")));
        }
        None => {}
    }
    if !params.is_empty() {
        out.push('?');
        out.push_str(&params.join("&"));
    }
    out
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
    let kind = GameKind::from_id(path.trim_end_matches('/')).ok_or_else(|| fail(&UNKNOWN_GAME, &[]))?;
    if query.is_empty() {
        return Ok(Route::Game(kind));
    }
    // Every part must be whole and said once: a damaged link is refused, never read as a game
    // of no moves (which would open as an empty game).
    let mut start = None;
    let mut moves = None;
    for part in query.split('&') {
        match part.split_once('=') {
            Some(("p", v)) if start.is_none() && !v.is_empty() => {
                start = Some(decode(v).ok_or_else(|| fail(&BAD_ESCAPE, &[]))?)
            }
            Some(("m", v)) if moves.is_none() => {
                if v.is_empty() || v.split('~').any(str::is_empty) {
                    return Err(fail(&NO_MOVES, &[]));
                }
                moves = Some(read_moves(v)?);
            }
            _ => return Err(fail(&BAD_PART, &[&part.chars().take(40).collect::<String>()])),
        }
    }
    let start = start.unwrap_or_else(|| default_start(kind));
    let (moves, tree) = moves.unwrap_or_default();
    Ok(Route::Shared(Record { kind, start, moves, seats: Vec::new(), tree }))
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
}

const NOTHING: Text = Text { en: "This link opens no game.", cs: "Tento odkaz neotevírá žádnou hru." };

/// Reads pasted text: a link (anything with `#/`) or a game's text.
pub fn pasted(text: &str, default_start: impl Fn(GameKind) -> String) -> Result<Pasted, RecordError> {
    let Some(i) = text.find("#/") else { return Record::read(text).map(Pasted::Record).map_err(RecordError::erase) };
    match route(&text[i..], default_start)? {
        Route::Home => Err(RecordError { line: 1, reason: Reason::new(&NOTHING) }),
        Route::Game(kind) => Ok(Pasted::Game(kind)),
        Route::Shared(record) => Ok(Pasted::Record(record)),
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
    fn decoding_never_panics() {
        for s in ["%", "%4", "%e2%82", "%%%%", "a%C3%A9", "\u{10ffff}%41"] {
            let _ = decode(s);
        }
        assert_eq!(decode("a%C3%A9").as_deref(), Some("aé"));
    }
}
