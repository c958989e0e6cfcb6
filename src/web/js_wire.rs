//! The page's side of the typed messages (`ai::wire` with the computer's worker,
//! `app::handoff` with the tools), converted to and from JavaScript objects by hand. serde's
//! readers and writers (serde-wasm-bindgen) cost the page's first bundle 18 KB gzipped, and the
//! page and the embedded board send and read only these few messages, so they are written here
//! in the shape serde gives them; the worker and the tools use serde itself, and
//! `tests/browser.rs` checks every conversion here against serde-wasm-bindgen both ways.

use crate::ai::wire::{Ask, Moved, Position, Reply, Request, Said, Study, Thought, WireError};
use crate::app::clock::TimeControl;
use crate::app::handoff::{Shown, Started, Then, ToPage, ToTools};
use crate::games::GameKind;
use js_sys::{Array, Object, Reflect};
use wasm_bindgen::{JsCast, JsValue};

fn object(fields: &[(&str, JsValue)]) -> JsValue {
    let o = Object::new();
    for (key, value) in fields {
        let _ = Reflect::set(&o, &(*key).into(), value);
    }
    o.into()
}

/// An enum's variant with data, as serde writes it: `{ key: value }`.
fn variant(key: &str, value: JsValue) -> JsValue {
    object(&[(key, value)])
}

fn strings(list: &[String]) -> JsValue {
    list.iter().map(|s| JsValue::from_str(s)).collect::<Array>().into()
}

fn get(value: &JsValue, key: &str) -> JsValue {
    Reflect::get(value, &key.into()).unwrap_or(JsValue::UNDEFINED)
}

fn text(value: &JsValue, key: &str) -> Option<String> {
    get(value, key).as_string()
}

/// A text or nothing (null, undefined); None when it is something else.
fn maybe_text(value: &JsValue, key: &str) -> Option<Option<String>> {
    let v = get(value, key);
    if v.is_null() || v.is_undefined() {
        return Some(None);
    }
    v.as_string().map(Some)
}

/// A whole number from 0 to `max`.
fn whole(value: &JsValue, max: f64) -> Option<f64> {
    value.as_f64().filter(|n| n.fract() == 0.0 && (0.0..=max).contains(n))
}

/// The one key of an enum's variant with data, and its value.
fn only(value: &JsValue) -> Option<(String, JsValue)> {
    let keys = Object::keys(value.dyn_ref::<Object>()?);
    match keys.length() {
        1 => {
            let key = keys.get(0).as_string()?;
            let value = get(value, &key);
            Some((key, value))
        }
        _ => None,
    }
}

fn position(p: &Position) -> JsValue {
    object(&[("game", p.game.id().into()), ("start", p.start.as_str().into()), ("moves", strings(&p.moves))])
}

/// A request for the computer's worker.
pub fn request(r: &Request) -> JsValue {
    let study = |job: &Study| match job {
        Study::Analyse => "analyse",
        Study::Review => "review",
    };
    let ask = match &r.ask {
        Ask::Think(t) => {
            let mut fields = vec![
                ("at", position(&t.at)),
                ("level", t.level.into()),
                ("hint", t.hint.into()),
                ("seed", t.seed.into()),
            ];
            if let Some(ms) = t.time_ms {
                fields.push(("timeMs", ms.into()));
            }
            variant("think", object(&fields))
        }
        Ask::Analyse(at) => variant("analyse", position(at)),
        Ask::Review(game) => variant("review", position(game)),
        Ask::Stop => "stop".into(),
        Ask::Resume(job) => variant("resume", study(job).into()),
    };
    object(&[("id", r.id.into()), ("ask", ask)])
}

/// The worker's reply to a think, or why it does not read.
pub fn thought_reply(value: &JsValue) -> Result<Reply<Thought>, WireError> {
    read_thought(value).ok_or_else(|| WireError::Malformed("not a reply to a move asked for".into()))
}

fn read_thought(value: &JsValue) -> Option<Reply<Thought>> {
    let id = match get(value, "id") {
        id if id.is_null() || id.is_undefined() => None,
        id => Some(whole(&id, u32::MAX.into())? as u32),
    };
    let (key, answer) = only(&get(value, "answer"))?;
    let answer = match key.as_str() {
        "move" if answer.is_null() || answer.is_undefined() => Thought::Move(None),
        "move" => {
            let number = |key| get(&answer, key).as_f64();
            Thought::Move(Some(Moved {
                notation: text(&answer, "notation")?,
                score: number("score").filter(|n| n.fract() == 0.0 && n.abs() <= i32::MAX.into())? as i32,
                depth: whole(&get(&answer, "depth"), u32::MAX.into())? as u32,
                nodes: whole(&get(&answer, "nodes"), 9_007_199_254_740_991.0)? as u64,
                ms: number("ms")?,
            }))
        }
        "failed" => Thought::Failed(error(&answer)?),
        _ => return None,
    };
    Some(Reply { id, answer })
}

fn error(value: &JsValue) -> Option<WireError> {
    let (key, why) = only(value)?;
    Some(match key.as_str() {
        "blocked" => WireError::Blocked(why.as_string()?),
        "stopped" => WireError::Stopped(why.as_string()?),
        "refused" => WireError::Refused(Said { en: text(&why, "en")?, cs: text(&why, "cs")? }),
        "malformed" => WireError::Malformed(why.as_string()?),
        _ => return None,
    })
}

fn shown(s: &Shown) -> JsValue {
    object(&[
        ("game", s.game.id().into()),
        ("start", s.start.as_str().into()),
        ("moves", strings(&s.moves)),
        ("shown", (s.shown as f64).into()),
        ("flipped", s.flipped.into()),
        ("width", s.width.into()),
        ("height", s.height.into()),
        ("theme", s.theme.id().into()),
        ("lang", s.lang.code().into()),
    ])
}

/// `ToTools::LiveJoin` written alone (the home page's one message for the tools).
pub fn live_join(offer: &str) -> JsValue {
    variant("liveJoin", object(&[("offer", offer.into())]))
}

/// A message for the tools.
pub fn to_tools(message: &ToTools) -> JsValue {
    match message {
        ToTools::Describe { game, start, moves, lang } => variant(
            "describe",
            object(&[
                ("game", game.id().into()),
                ("start", start.as_str().into()),
                ("moves", strings(moves)),
                ("lang", lang.code().into()),
            ]),
        ),
        ToTools::Help { game, lang, theme } => variant(
            "help",
            object(&[("game", game.id().into()), ("lang", lang.code().into()), ("theme", theme.id().into())]),
        ),
        ToTools::Workshop { variant: v } => variant("workshop", object(&[("variant", v.as_str().into())])),
        ToTools::Lessons { game } => variant("lessons", object(&[("game", game.id().into())])),
        ToTools::Puzzles { game, pick } => {
            variant("puzzles", object(&[("game", game.id().into()), ("pick", pick.tail().into())]))
        }
        ToTools::Editor { game, lang, theme, position } => variant(
            "editor",
            object(&[
                ("game", game.id().into()),
                ("lang", lang.code().into()),
                ("theme", theme.id().into()),
                ("position", position.as_str().into()),
            ]),
        ),
        ToTools::LiveInvite { game, start, moves } => variant(
            "liveInvite",
            object(&[("game", game.id().into()), ("start", start.as_str().into()), ("moves", strings(moves))]),
        ),
        ToTools::LiveJoin { offer } => live_join(offer),
        ToTools::Pictures(s) => variant("pictures", shown(s)),
        ToTools::Analyse(s) => variant("analyse", shown(s)),
        ToTools::AnalyseShown(s) => variant("analyseShown", shown(s)),
        ToTools::Review(s) => variant("review", shown(s)),
        ToTools::Shown(s) => variant("shown", shown(s)),
        ToTools::NewGame { game, lang, seats, started, from_here } => variant(
            "newGame",
            object(&[
                ("game", game.id().into()),
                ("lang", lang.code().into()),
                ("seats", strings(seats)),
                ("started", (*started).into()),
                ("from_here", (*from_here).into()),
            ]),
        ),
        ToTools::SetAside { game, lang } => {
            variant("setAside", object(&[("game", game.id().into()), ("lang", lang.code().into())]))
        }
        ToTools::Share { record } => variant("share", object(&[("record", record.as_str().into())])),
        ToTools::Ready => "ready".into(),
    }
}

/// A message from the tools, if it reads.
pub fn to_page(value: &JsValue) -> Option<ToPage> {
    if value.as_string().as_deref() == Some("setAsideChanged") {
        return Some(ToPage::SetAsideChanged);
    }
    let (key, value) = only(value)?;
    Some(match key.as_str() {
        "arrow" => {
            let notation = maybe_text(&value, "notation")?;
            ToPage::Arrow { notation, before: get(&value, "before").as_bool()? }
        }
        "view" => ToPage::View(whole(&value, usize::MAX as f64)? as usize),
        "setUp" => ToPage::SetUp {
            game: GameKind::from_id(&text(&value, "game")?)?,
            position: text(&value, "position")?,
            then: match text(&value, "then")?.as_str() {
                "choosePlayers" => Then::ChoosePlayers,
                "analyse" => Then::Analyse,
                _ => return None,
            },
        },
        "newGame" => {
            let start = maybe_text(&value, "start")?;
            let seats = get(&value, "seats");
            let seats = seats.dyn_ref::<Array>()?.iter().map(|s| s.as_string()).collect::<Option<Vec<_>>>()?;
            let clock = get(&value, "clock");
            let clock = if clock.is_undefined() || clock.is_null() {
                None
            } else {
                let ms = |key: &str| whole(&get(&clock, key), 9_007_199_254_740_991.0).map(|n| n as u64);
                Some(TimeControl { base_ms: ms("baseMs")?, increment_ms: ms("incrementMs")? })
            };
            ToPage::NewGame(Started { start, seats, keep_current: get(&value, "keepCurrent").as_bool()?, clock })
        }
        "restored" => ToPage::Restored {
            game: GameKind::from_id(&text(&value, "game")?)?,
            number: whole(&get(&value, "number"), u32::MAX as f64)? as u32,
        },
        "export" => ToPage::Export(value.as_string()?),
        _ => return None,
    })
}
