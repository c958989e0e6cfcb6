//! Share links: a whole game in the URL fragment, URL-safe and compact, with no server.
//!
//! `#/drake` opens the game of that kind; `#/drake?p=<start>&m=<move>~<move>…` opens the shared
//! game (the start is left out when it is the game's default start). Move notations are
//! percent-encoded where they use characters a fragment cannot hold.

use super::record::{Record, RecordError};
use crate::game::{Reason, Text};
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
    if !record.moves.is_empty() {
        let moves: Vec<String> = record.moves.iter().map(|m| encode(m.trim_end_matches(['#', '!', '?']))).collect();
        params.push(format!("m={}", moves.join("~")));
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
    let (path, query) = f.split_once('?').unwrap_or((f, ""));
    let fail = |text: &'static Text, args: &[&dyn std::fmt::Display]| RecordError {
        line: 1,
        reason: Reason::with(text, args),
    };
    let kind = GameKind::from_id(path.trim_end_matches('/'))
        .filter(|k| crate::view::tables::KINDS.contains(k))
        .ok_or_else(|| fail(&UNKNOWN_GAME, &[]))?;
    if query.is_empty() {
        return Ok(Route::Game(kind));
    }
    let mut start = default_start(kind);
    let mut moves = Vec::new();
    for part in query.split('&').filter(|p| !p.is_empty()) {
        match part.split_once('=') {
            Some(("p", v)) => start = decode(v).ok_or_else(|| fail(&BAD_ESCAPE, &[]))?,
            Some(("m", v)) => {
                for m in v.split('~').filter(|m| !m.is_empty()) {
                    moves.push(decode(m).ok_or_else(|| fail(&BAD_ESCAPE, &[]))?);
                }
            }
            _ => return Err(fail(&BAD_PART, &[&part])),
        }
    }
    Ok(Route::Shared(Record { kind, start, moves, seats: Vec::new() }))
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
    }

    #[test]
    fn decoding_never_panics() {
        for s in ["%", "%4", "%e2%82", "%%%%", "a%C3%A9", "\u{10ffff}%41"] {
            let _ = decode(s);
        }
        assert_eq!(decode("a%C3%A9").as_deref(), Some("aé"));
    }
}
