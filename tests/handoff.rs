//! What the page and its tools hand each other (`app::handoff`): every message round-trips
//! (through JSON, the shape of the JavaScript objects serde-wasm-bindgen makes) in its
//! documented shape, and the game shown gives the study its positions.

use deskovna::app::handoff::{Shown, Then, ToPage, ToTools};
use deskovna::app::link::PuzzlePick;
use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::theme::ThemeName;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T) -> String {
    let json = serde_json::to_string(value).unwrap();
    assert_eq!(&serde_json::from_str::<T>(&json).unwrap(), value, "{json}");
    json
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

#[test]
fn every_message_to_the_tools_round_trips() {
    let camelot = GameKind::Camelot;
    let messages = [
        ToTools::Describe { game: camelot, start: "s".into(), moves: vec!["E6-E8".into()], lang: Lang::En },
        ToTools::Help { game: GameKind::Shamrock, lang: Lang::Cs, theme: ThemeName::Contrast },
        ToTools::Workshop { variant: "v1-5-g".into() },
        ToTools::Lessons { game: GameKind::Drake },
        ToTools::Puzzles { game: camelot, pick: PuzzlePick::Next },
        ToTools::Puzzles { game: camelot, pick: PuzzlePick::Daily },
        ToTools::Puzzles { game: camelot, pick: PuzzlePick::Streak },
        ToTools::Puzzles { game: camelot, pick: PuzzlePick::Id("camelot-1-2".into()) },
        ToTools::Editor { game: GameKind::Drakoburg, lang: Lang::En, theme: ThemeName::Light, position: "p".into() },
        ToTools::Pictures(shown()),
        ToTools::Analyse(shown()),
        ToTools::Review(shown()),
        ToTools::AnalyseShown(shown()),
        ToTools::Shown(shown()),
        ToTools::LiveInvite { game: camelot, start: "s".into(), moves: vec!["E6-E8".into()] },
        ToTools::LiveJoin { offer: "AQx-_9z".into() },
    ];
    for message in &messages {
        round_trip(message);
    }
    assert_eq!(
        round_trip(&messages[10]),
        r#"{"analyse":{"game":"camelot","start":"start","moves":["E6-E8","I10-I12"],"shown":1,"flipped":true,"width":400.0,"height":380.5,"theme":"dark","lang":"cs"}}"#
    );
    assert_eq!(round_trip(&messages[15]), r#"{"liveJoin":{"offer":"AQx-_9z"}}"#);
    assert!(serde_json::from_str::<ToTools>(r#"{"help":{"game":"chess","lang":"en","theme":"light"}}"#).is_err());
    assert!(serde_json::from_str::<ToTools>(r#"{"help":{"game":"drake","lang":"en","theme":"neon"}}"#).is_err());
    // A puzzle pick crosses as its link says it.
    assert_eq!(round_trip(&messages[5]), r#"{"puzzles":{"game":"camelot","pick":"daily"}}"#);
    assert_eq!(round_trip(&messages[4]), r#"{"puzzles":{"game":"camelot","pick":""}}"#);
    assert!(serde_json::from_str::<ToTools>(r#"{"puzzles":{"game":"camelot","pick":"a/b"}}"#).is_err());
}

#[test]
fn every_message_to_the_page_round_trips() {
    let arrow = ToPage::Arrow { notation: Some("@b1".into()), before: true };
    assert_eq!(round_trip(&arrow), r#"{"arrow":{"notation":"@b1","before":true}}"#);
    round_trip(&ToPage::Arrow { notation: None, before: false });
    assert_eq!(round_trip(&ToPage::View(7)), r#"{"view":7}"#);
    let set_up = ToPage::SetUp { game: GameKind::Drake, position: "p".into(), then: Then::Analyse };
    assert_eq!(round_trip(&set_up), r#"{"setUp":{"game":"drake","position":"p","then":"analyse"}}"#);
    round_trip(&ToPage::SetUp { game: GameKind::Shamrock, position: "q".into(), then: Then::ChoosePlayers });
    assert!(serde_json::from_str::<ToPage>(r#"{"setUp":{"game":"drake","position":"p","then":"dance"}}"#).is_err());
}

#[test]
fn the_game_shown_gives_its_line_and_its_position() {
    let s = shown();
    assert_eq!((s.line().moves.len(), s.at().moves), (2, vec!["E6-E8".to_string()]));
    assert_eq!(Shown { shown: 2, ..shown() }.at().moves.len(), 2, "the line's end");
    assert_eq!(Shown { shown: 9, ..shown() }.at().moves.len(), 2, "a ply past the end is the end");
}
