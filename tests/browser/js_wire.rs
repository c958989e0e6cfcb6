//! The page's hand-written conversions (`web::js_wire`) against serde's, in the browser: every
//! message the page writes reads back through serde-wasm-bindgen as itself (as the worker and
//! the tools read it), every message the page reads it reads as serde-wasm-bindgen writes it (as
//! the worker and the tools write it), and what is not such a message does not read.

use deskovna::ai::wire::{Ask, Moved, Position, Reply, Request, Said, Study, Think, Thought, WireError};
use deskovna::app::clock::TimeControl;
use deskovna::app::handoff::{Shown, Started, Then, ToPage, ToTools};
use deskovna::app::link::PuzzlePick;
use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::theme::ThemeName;
use deskovna::web::js_wire;
use serde::Serialize;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

const DRAKE_START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";

fn drake(moves: &[&str]) -> Position {
    Position { game: GameKind::Drake, start: DRAKE_START.into(), moves: moves.iter().map(|m| m.to_string()).collect() }
}

/// As the worker writes (`Serializer::json_compatible`) and as the tools write (the default).
fn written(value: &impl Serialize) -> [JsValue; 2] {
    let json = value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).unwrap();
    [json, serde_wasm_bindgen::to_value(value).unwrap()]
}

fn json(value: &JsValue) -> String {
    js_sys::JSON::stringify(value).map(String::from).unwrap_or_default()
}

#[wasm_bindgen_test]
fn every_request_the_page_writes_reads_as_itself() {
    let think = Think { at: drake(&["@b1"]), level: 3, hint: true, seed: 4_000_000_000, time_ms: Some(250.5) };
    let asks = [
        Ask::Think(think.clone()),
        Ask::Think(Think { time_ms: None, ..think }),
        Ask::Analyse(drake(&[])),
        Ask::Review(drake(&["@b1", "@c4"])),
        Ask::Stop,
        Ask::Resume(Study::Analyse),
        Ask::Resume(Study::Review),
    ];
    for (id, ask) in asks.into_iter().enumerate() {
        let request = Request { id: id as u32 * 1000, ask };
        let value = js_wire::request(&request);
        let read: Request =
            serde_wasm_bindgen::from_value(value.clone()).unwrap_or_else(|e| panic!("{}: {e}", json(&value)));
        assert_eq!(read, request);
    }
}

#[wasm_bindgen_test]
fn every_reply_to_a_think_reads_as_the_worker_wrote_it() {
    let moved = Moved { notation: "@b1".into(), score: -37, depth: 6, nodes: 123_456_789_012, ms: 12.5 };
    let mut replies = vec![
        Reply { id: Some(4), answer: Thought::Move(Some(moved)) },
        Reply { id: Some(u32::MAX), answer: Thought::Move(None) },
    ];
    for error in [
        WireError::Blocked("worker-src 'none'".into()),
        WireError::Stopped("out of memory".into()),
        WireError::Refused(Said { en: "Move 1 (@z9): no".into(), cs: "Tah 1 (@z9): ne".into() }),
        WireError::Malformed("missing field `ask`".into()),
    ] {
        replies.push(Reply::failed(Some(1), error.clone()));
        replies.push(Reply::failed(None, error));
    }
    for reply in replies {
        for value in written(&reply) {
            assert_eq!(js_wire::thought_reply(&value), Ok(reply.clone()), "{}", json(&value));
        }
    }
}

#[wasm_bindgen_test]
fn what_is_not_a_reply_to_a_think_does_not_read() {
    for bad in [
        r#""nonsense""#,
        r#"{"id":1}"#,
        r#"{"id":-1,"answer":{"move":null}}"#,
        r#"{"id":1.5,"answer":{"move":null}}"#,
        r#"{"id":1,"answer":{"move":{"notation":5,"score":0,"depth":1,"nodes":1,"ms":0}}}"#,
        r#"{"id":1,"answer":{"move":{"notation":"@b1"}}}"#,
        r#"{"id":1,"answer":{"failed":{"exploded":"why"}}}"#,
        r#"{"id":1,"answer":{"failed":{"refused":{"en":"no"}}}}"#,
        r#"{"id":1,"answer":{"move":null,"failed":{"blocked":"why"}}}"#,
        r#"{"id":1,"answer":{"analysis":{}}}"#,
    ] {
        let value = js_sys::JSON::parse(bad).unwrap();
        assert!(matches!(js_wire::thought_reply(&value), Err(WireError::Malformed(_))), "{bad} was read");
        assert!(serde_wasm_bindgen::from_value::<Reply<Thought>>(value).is_err(), "serde reads {bad}");
    }
}

fn shown() -> Shown {
    Shown {
        game: GameKind::Camelot,
        start: "start".into(),
        moves: vec!["E6-E8".into(), "I10-I12".into()],
        shown: 1,
        flipped: true,
        width: 400.0,
        height: 380.5,
        theme: ThemeName::Dark,
        lang: Lang::Cs,
    }
}

#[wasm_bindgen_test]
fn every_message_the_page_writes_to_the_tools_reads_as_itself() {
    let messages = [
        ToTools::Describe { game: GameKind::Camelot, start: "s".into(), moves: vec!["E6-E8".into()], lang: Lang::En },
        ToTools::Help { game: GameKind::Shamrock, lang: Lang::Cs, theme: ThemeName::Contrast },
        ToTools::Workshop { variant: "v1-5-g".into() },
        ToTools::Lessons { game: GameKind::Drake },
        ToTools::Puzzles { game: GameKind::Camelot, pick: PuzzlePick::Next },
        ToTools::Puzzles { game: GameKind::Drakoburg, pick: PuzzlePick::Daily },
        ToTools::Puzzles { game: GameKind::Shamrock, pick: PuzzlePick::Streak },
        ToTools::Puzzles { game: GameKind::Drake, pick: PuzzlePick::Id("drake-3-7".into()) },
        ToTools::Editor { game: GameKind::Drakoburg, lang: Lang::En, theme: ThemeName::Light, position: "p".into() },
        ToTools::Pictures(shown()),
        ToTools::Analyse(shown()),
        ToTools::AnalyseShown(Shown { width: 333.25, ..shown() }),
        ToTools::Review(Shown { shown: 0, moves: Vec::new(), flipped: false, ..shown() }),
        ToTools::Shown(shown()),
        ToTools::LiveInvite { game: GameKind::Camelot, start: "s".into(), moves: vec!["E6-E8".into()] },
        ToTools::LiveJoin { offer: "AQx-_9z".into() },
        ToTools::NewGame {
            game: GameKind::Shamrock,
            lang: Lang::Cs,
            seats: vec!["human".into(), "computer2".into(), "human".into()],
            started: true,
            from_here: false,
        },
        ToTools::SetAside { game: GameKind::Drake, lang: Lang::En },
        ToTools::Share { record: "deskovna drake\nstart s\nmoves @b1\n".into() },
        ToTools::Ready,
    ];
    for message in messages {
        let value = js_wire::to_tools(&message);
        let read: ToTools =
            serde_wasm_bindgen::from_value(value.clone()).unwrap_or_else(|e| panic!("{}: {e}", json(&value)));
        assert_eq!(read, message);
    }
}

#[wasm_bindgen_test]
fn every_message_from_the_tools_reads_as_the_tools_wrote_it() {
    let messages = [
        ToPage::Arrow { notation: Some("@b1".into()), before: true },
        ToPage::Arrow { notation: None, before: false },
        ToPage::View(0),
        ToPage::View(7),
        ToPage::SetUp { game: GameKind::Drake, position: "p".into(), then: Then::ChoosePlayers },
        ToPage::SetUp { game: GameKind::Shamrock, position: "q".into(), then: Then::Analyse },
        ToPage::NewGame(Started {
            start: Some("s".into()),
            seats: vec!["human".into(), "computer3".into()],
            keep_current: true,
            clock: Some(TimeControl::minutes(5, 3)),
        }),
        ToPage::NewGame(Started { start: None, seats: vec![], keep_current: false, clock: None }),
        ToPage::Restored { game: GameKind::Camelot, number: 3 },
        ToPage::Export("line one\nline two".into()),
        ToPage::SetAsideChanged,
    ];
    for message in messages {
        for value in written(&message) {
            assert_eq!(js_wire::to_page(&value), Some(message.clone()), "{}", json(&value));
        }
    }
    for bad in [
        r#""arrow""#,
        r#"{"arrow":{"notation":"@b1"}}"#,
        r#"{"view":-1}"#,
        r#"{"view":"7"}"#,
        r#"{"setUp":{"game":"chess","position":"p","then":"analyse"}}"#,
        r#"{"setUp":{"game":"drake","position":"p","then":"dance"}}"#,
        r#"{"dance":{}}"#,
        r#"{"newGame":{"start":7,"seats":[],"keepCurrent":false}}"#,
        r#"{"newGame":{"start":null,"seats":[1],"keepCurrent":false}}"#,
        r#"{"newGame":{"start":null,"seats":[]}}"#,
        r#"{"restored":{"game":"camelot","number":-1}}"#,
        r#"{"export":7}"#,
        r#""setAside""#,
    ] {
        let value = js_sys::JSON::parse(bad).unwrap();
        assert_eq!(js_wire::to_page(&value), None, "{bad} was read");
        assert!(serde_wasm_bindgen::from_value::<ToPage>(value).is_err(), "serde reads {bad}");
    }
}
