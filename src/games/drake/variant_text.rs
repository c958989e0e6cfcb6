//! The text form of a variant: URL-safe (letters, digits and `- . + ! *`), versioned, and it
//! round-trips. Parts separated by `-`, in any order, each at most once (troops excepted):
//!
//! ```text
//! v1                     the version, always first; `v1` alone is the standard game
//! 5                      the board size, 3..8 (default 4)
//! mb2d3                  mountains
//! fc3                    fortresses
//! g  or  gb1c5           flags: on their usual squares, or Blue's and Orange's squares
//! sDCCMSWA*K             both stacks, top first (troop letters, * a bomb)
//! bDCCMSWA  oKCCLMSW     Blue's and Orange's stack, when they differ
//! r  d  h  rh  dh        stack mode: random, drawn; h hidden
//! tB.Bishop.Lb2d2b4d4.Sc4c2   a troop of the variant's own: its letter, name, face, back
//! nMy+game               the variant's name
//! ```
//! A side is runs of an action letter (S shift, L slide, X strike, J jump, V jump-slide,
//! C command, P protect, D dread) followed by squares of the tile's 5×5 grid in Blue's frame,
//! `a1`..`e5` with the troop on `c3` (`c4` is one step forward). In names a space is `+` and
//! a character other than an ASCII letter or digit is `!` + its hexadecimal code + `!`.
//!
//! Knights and Lancers: `v1-5-sDCCKLMSA`.

use super::board::{bit, name, square, squares};
use super::refusal::Refusal;
use super::troop::{Action, ActionKind, Name, Troop, TroopKind};
use super::variant::{check_side, Flags, Part, StackMode, Variant};
use crate::game::{split_at, ParseError};
use std::borrow::Cow;

/// The version this engine writes (and the only one it reads so far).
pub const VERSION: &str = "v1";

fn encode_name(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        match c {
            ' ' => out.push('+'),
            c if c.is_ascii_alphanumeric() => out.push(c),
            c => out.push_str(&format!("!{:x}!", c as u32)),
        }
    }
    out
}

fn decode_name(text: &str) -> Option<String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        rest = rest.get(c.len_utf8()..)?;
        match c {
            '+' => out.push(' '),
            '!' => {
                let (hex, after) = rest.split_once('!')?;
                out.push(char::from_u32(u32::from_str_radix(hex, 16).ok()?)?);
                rest = after;
            }
            c if c.is_ascii_alphanumeric() => out.push(c),
            _ => return None,
        }
    }
    Some(out)
}

fn write_squares(set: u64) -> String {
    squares(set).map(name).collect()
}

fn write_items(items: &[Troop]) -> String {
    items.iter().map(|t| t.letter()).collect()
}

fn write_side(side: &[Action]) -> String {
    let mut out = String::new();
    let mut last = None;
    for a in side {
        if last != Some(a.kind) {
            out.push(a.kind.letter());
            last = Some(a.kind);
        }
        out.push_str(&super::variant::grid_name(a.dx, a.dy));
    }
    out
}

impl Variant {
    /// The variant's text (canonical: parts in the order of the module's table).
    pub fn to_text(&self) -> String {
        let mut parts = vec![VERSION.to_string()];
        if self.size != 4 {
            parts.push(self.size.to_string());
        }
        if self.mountains != 0 {
            parts.push(format!("m{}", write_squares(self.mountains)));
        }
        if self.fortresses != 0 {
            parts.push(format!("f{}", write_squares(self.fortresses)));
        }
        match self.flags {
            Flags::Off => {}
            Flags::Home => parts.push("g".into()),
            Flags::At([b, o]) => parts.push(format!("g{}{}", name(b), name(o))),
        }
        let [blue, orange] = &self.stacks;
        if blue != orange {
            parts.push(format!("b{}", write_items(blue)));
            parts.push(format!("o{}", write_items(orange)));
        } else if blue[..] != Troop::STACK[..] {
            parts.push(format!("s{}", write_items(blue)));
        }
        let mode = match self.mode {
            StackMode::Fixed => "",
            StackMode::Random => "r",
            StackMode::Drawn => "d",
        };
        if !mode.is_empty() || self.hidden {
            parts.push(format!("{mode}{}", if self.hidden { "h" } else { "" }));
        }
        for kind in &self.troops {
            let name = encode_name(kind.name.get(crate::game::Lang::En));
            parts.push(format!(
                "t{}.{name}.{}.{}",
                kind.letter,
                write_side(&kind.sides[0]),
                write_side(&kind.sides[1])
            ));
        }
        if !self.name.is_empty() {
            parts.push(format!("n{}", encode_name(&self.name)));
        }
        parts.join("-")
    }

    /// Reads a variant text; a refusal points at the part that is wrong.
    pub fn from_text(text: &str) -> Result<Variant, ParseError<Refusal>> {
        Self::read(text, true)
    }

    /// Reads a variant text part by part, without checking the whole: a draft of the
    /// workshop, which may be a variant in the making that cannot be played yet (a bomb on
    /// top of a stack, say) and must come back as it was left.
    pub fn draft_from_text(text: &str) -> Result<Variant, ParseError<Refusal>> {
        Self::read(text, false)
    }

    /// Reads every part of a variant text, each checked on its own, and the whole if `whole`.
    /// (One reading for both, so that the page's bundle, which never reads drafts, keeps a
    /// single copy of the parts' reading: two grew it by 0.2 KB.)
    fn read(text: &str, whole: bool) -> Result<Variant, ParseError<Refusal>> {
        let mut reader = Reader { variant: Variant::default(), spans: Vec::new(), seen: Vec::new() };
        let parts = split_at(text, '-');
        let (first_at, first) = parts[0];
        if first != VERSION {
            return Err(ParseError::new(Refusal::Version, first_at, first_at + first.len()));
        }
        for &(at, part) in &parts[1..] {
            reader.part(part, at).map_err(|e| e.within(text))?;
        }
        if whole {
            let all = (0, text.len());
            reader.variant.check().map_err(|(why, part)| {
                let (start, end) = reader.spans.iter().find(|(p, _)| *p == part).map_or(all, |s| s.1);
                ParseError::new(why, start, end).within(text)
            })?;
        }
        Ok(reader.variant)
    }
}

/// A variant being read, with where each part of it was found.
struct Reader {
    variant: Variant,
    spans: Vec<(Part, (usize, usize))>,
    /// The part letters read so far (a part may come once; troops excepted).
    seen: Vec<char>,
}

type Read<T> = Result<T, ParseError<Refusal>>;

fn fail<T>(why: Refusal, start: usize, end: usize) -> Read<T> {
    Err(ParseError::new(why, start, end))
}

/// Reads `a1`-style squares, each with its offset inside `text`; files and ranks up to `max`.
fn read_grid(text: &str, at: usize, max: u8, bad: impl Fn(String) -> Refusal) -> Read<Vec<(u8, u8, usize)>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let pair = text.get(i..i + 2).or(text.get(i..)).unwrap_or_default();
        let end = at + i + pair.len().max(1);
        match (bytes.get(i), bytes.get(i + 1)) {
            (Some(&f @ b'a'..=b'z'), Some(&r @ b'1'..=b'9')) if f - b'a' < max && r - b'1' < max => {
                out.push((f - b'a', r - b'1', at + i));
                i += 2;
            }
            _ => return fail(bad(pair.to_string()), at + i, end),
        }
    }
    Ok(out)
}

impl Reader {
    fn once(&mut self, key: char, part: &str, at: usize) -> Read<()> {
        // Both stacks at once (s) or each on its own (b, o).
        let clashes = |seen: char| seen == key || matches!((seen, key), ('s', 'b' | 'o') | ('b' | 'o', 's'));
        if key != 't' && self.seen.iter().any(|&seen| clashes(seen)) {
            return fail(Refusal::Repeated(part.to_string()), at, at + part.len());
        }
        self.seen.push(key);
        Ok(())
    }

    fn part(&mut self, part: &str, at: usize) -> Read<()> {
        let span = (at, at + part.len());
        let Some(key) = part.chars().next() else { return fail(Refusal::Section(String::new()), at, at) };
        let body = part.get(key.len_utf8()..).unwrap_or_default();
        let body_at = at + key.len_utf8();
        self.once(if key.is_ascii_digit() { '#' } else { key }, part, at)?;
        match key {
            '0'..='9' => {
                self.spans.push((Part::Size, span));
                self.variant.size =
                    part.parse().map_err(|_| ParseError::new(Refusal::Size(part.into()), span.0, span.1))?;
            }
            'm' | 'f' => {
                let mut set = 0;
                for (f, r, pos) in read_grid(body, body_at, 8, Refusal::BadSquares)? {
                    let sq = square(f as usize, r as usize);
                    set |= bit(sq);
                    let which = if key == 'm' { Part::Mountain(sq) } else { Part::Fortress(sq) };
                    self.spans.push((which, (pos, pos + 2)));
                }
                if key == 'm' {
                    self.spans.push((Part::Mountains, span));
                    self.variant.mountains = set;
                } else {
                    self.variant.fortresses = set;
                }
            }
            'g' => {
                self.spans.push((Part::Flags, span));
                let found = read_grid(body, body_at, 8, Refusal::BadSquares)?;
                self.variant.flags = match found[..] {
                    [] => Flags::Home,
                    [(f1, r1, _), (f2, r2, _)] => {
                        Flags::At([square(f1 as usize, r1 as usize), square(f2 as usize, r2 as usize)])
                    }
                    _ => return fail(Refusal::FlagSquares, span.0, span.1),
                };
            }
            's' | 'b' | 'o' => self.stacks(key, body, body_at, span)?,
            'r' | 'd' | 'h' => {
                (self.variant.mode, self.variant.hidden) = match part {
                    "r" => (StackMode::Random, false),
                    "rh" => (StackMode::Random, true),
                    "d" => (StackMode::Drawn, false),
                    "dh" => (StackMode::Drawn, true),
                    "h" => (StackMode::Fixed, true),
                    _ => return fail(Refusal::Mode(part.into()), span.0, span.1),
                };
            }
            't' => self.troop(body, body_at, part, span)?,
            'n' => {
                self.spans.push((Part::Name, span));
                match decode_name(body).filter(|n| super::variant::valid_name(n)) {
                    Some(name) => self.variant.name = name,
                    None => return fail(Refusal::BadName(body.into()), body_at, span.1),
                }
            }
            _ => return fail(Refusal::Section(part.into()), span.0, span.1),
        }
        Ok(())
    }

    fn stacks(&mut self, key: char, body: &str, at: usize, span: (usize, usize)) -> Read<()> {
        let mut items = Vec::new();
        for (i, c) in body.char_indices() {
            match Troop::from_letter(c).filter(|_| c == '*' || c.is_ascii_uppercase()) {
                Some(t) => items.push(t),
                None => return fail(Refusal::Stack, at + i, at + i + c.len_utf8()),
            }
        }
        let players: &[usize] = match key {
            'b' => &[0],
            'o' => &[1],
            _ => &[0, 1],
        };
        for &p in players {
            self.spans.push((Part::Stack(p), span));
            for i in 0..items.len() {
                self.spans.push((Part::StackItem(p, i), (at + i, at + i + 1)));
            }
            self.variant.stacks[p] = items.clone();
        }
        Ok(())
    }

    fn troop(&mut self, body: &str, at: usize, part: &str, span: (usize, usize)) -> Read<()> {
        let index = self.variant.troops.len();
        self.spans.push((Part::Troop(index), span));
        let fields = split_at(body, '.');
        let bad_form = || ParseError::new(Refusal::TroopText(part.into()), span.0, span.1);
        let [(_, letter), (name_at, name), (face_at, face), (back_at, back)] = fields[..] else {
            return Err(bad_form());
        };
        let mut chars = letter.chars();
        let (Some(letter), None) = (chars.next(), chars.next()) else { return Err(bad_form()) };
        let name = decode_name(name)
            .filter(|n| super::variant::valid_name(n))
            .ok_or_else(|| ParseError::new(Refusal::BadName(name.into()), at + name_at, at + name_at + name.len()))?;
        let mut sides = [Vec::new(), Vec::new()];
        for (side, (text, side_at)) in [(face, at + face_at), (back, at + back_at)].into_iter().enumerate() {
            let (actions, spans) = read_side(text, side_at)?;
            for (j, s) in spans.into_iter().enumerate() {
                self.spans.push((Part::Action(index, side, j), s));
            }
            sides[side] = actions;
        }
        let [face, back] = sides;
        self.variant.troops.push(TroopKind {
            letter,
            name: Name::Custom(name),
            sides: [Cow::Owned(face), Cow::Owned(back)],
        });
        Ok(())
    }
}

/// One side of a troop: its actions and where each was written.
type SideRead = (Vec<Action>, Vec<(usize, usize)>);

/// Reads one side of a troop.
fn read_side(text: &str, at: usize) -> Read<SideRead> {
    let mut actions = Vec::new();
    let mut spans = Vec::new();
    let mut kind = None;
    let mut i = 0;
    while i < text.len() {
        let Some(c) = text.get(i..).and_then(|t| t.chars().next()) else { break };
        if c.is_ascii_uppercase() || !c.is_ascii_alphanumeric() {
            kind = Some(
                ActionKind::from_letter(c)
                    .ok_or_else(|| ParseError::new(Refusal::ActionLetter(c.into()), at + i, at + i + c.len_utf8()))?,
            );
            i += c.len_utf8();
            continue;
        }
        let pair = text.get(i..i + 2).or(text.get(i..)).unwrap_or_default();
        let Some(k) = kind else { return fail(Refusal::ActionLetter(pair.into()), at + i, at + i + pair.len()) };
        let (f, r) = (pair.as_bytes()[0], pair.as_bytes().get(1).copied().unwrap_or(0));
        if pair.len() < 2 || !(b'a'..=b'e').contains(&f) || !(b'1'..=b'5').contains(&r) {
            return fail(Refusal::OffGrid(pair.into()), at + i, at + i + pair.len());
        }
        actions.push(Action { kind: k, dx: f as i8 - b'c' as i8, dy: r as i8 - b'3' as i8 });
        spans.push((at + i, at + i + 2));
        i += 2;
    }
    check_side(&actions).map_err(|(j, why)| ParseError::new(why, spans[j].0, spans[j].1))?;
    Ok((actions, spans))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(text: &str) -> (Refusal, String) {
        let e = Variant::from_text(text).unwrap_err();
        (e.reason, text[e.span.0..e.span.1].to_string())
    }

    #[test]
    fn a_draft_is_read_as_it_was_left_but_its_parts_are_still_checked() {
        let bomb_on_top = "v1-5-s*DCCMSWA";
        assert!(Variant::from_text(bomb_on_top).is_err());
        let draft = Variant::draft_from_text(bomb_on_top).unwrap();
        assert_eq!(draft.to_text(), bomb_on_top);
        assert!(draft.check().is_err());
        for bad in ["v2-5", "v1-5-sDC#", "v1-tB.X.Sf9", "v1-5-x"] {
            assert!(Variant::draft_from_text(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_standard_game_is_v1_alone() {
        assert_eq!(Variant::default().to_text(), "v1");
        assert_eq!(Variant::from_text("v1").unwrap(), Variant::default());
    }

    #[test]
    fn every_part_round_trips() {
        let text = "v1-5-mb2d3-fc3-gb1c5-bDCCMSW*A-oKCCLMSW-dh-tB.Bishop+Two.Lb2d2b4d4.Sc4c2-tE.R!ed!.Jd5Pc4.-nMy+game";
        let v = Variant::from_text(text).unwrap();
        assert_eq!(v.to_text(), text);
        assert_eq!(v.size, 5);
        assert_eq!(v.troops[1].name, Name::Custom("Rí".into()));
        assert_eq!(v.troops[0].sides[0][0], Action { kind: ActionKind::Slide, dx: -1, dy: -1 });
        assert_eq!(v.stacks[0][6], Troop::BOMB);
        assert_eq!(Variant::from_text(&v.to_text()).unwrap(), v);
    }

    #[test]
    fn bad_parts_are_pointed_at() {
        assert_eq!(refused("v2-5"), (Refusal::Version, "v2".into()));
        assert_eq!(refused("v1-sDCCMSWQ"), (Refusal::UnknownTroop('Q'), "Q".into()));
        assert_eq!(refused("v1-tB.Bee.Sc4f6.Sc2"), (Refusal::OffGrid("f6".into()), "f6".into()));
        assert_eq!(refused("v1-tB.Bee.Sc5.Sc2"), (Refusal::NotThere("Sc5".into()), "c5".into()));
        assert_eq!(refused("v1-s*CCMSWA"), (Refusal::BombLeader, "*".into()));
        assert_eq!(refused("v1-sDC*MSWA"), (Refusal::BombGuard, "*".into()));
        assert_eq!(refused("v1-3-ma3b3c3"), (Refusal::RowBlocked(3), "ma3b3c3".into()));
        assert_eq!(refused("v1-sDC"), (Refusal::StackSize(2), "sDC".into()));
        assert_eq!(refused("v1-5-5"), (Refusal::Repeated("5".into()), "5".into()));
        assert_eq!(refused("v1-z"), (Refusal::Section("z".into()), "z".into()));
        assert_eq!(refused("v1-mb9"), (Refusal::BadSquares("b9".into()), "b9".into()));
        assert_eq!(refused("v1-me1"), (Refusal::OffBoard("e1".into()), "e1".into()));
        assert_eq!(refused("v1-tD.Dup.Sc4.Sc2"), (Refusal::LetterTaken('D'), "tD.Dup.Sc4.Sc2".into()));
        assert_eq!(refused("v1-tB.B.Zc4.Sc2"), (Refusal::ActionLetter("Z".into()), "Z".into()));
        assert_eq!(refused("v1-tB.B.Sc4c4.Sc2"), (Refusal::Twice("Sc4".into()), "c4".into()));
        assert_eq!(refused("v1-tB..Sc4.Sc2"), (Refusal::BadName("".into()), "".into()));
        assert!(Variant::from_text("v1-é").is_err());
    }
}
