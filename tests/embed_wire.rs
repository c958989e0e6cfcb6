//! The embedding API's typed messages (`app::embed`), natively through serde_json (the browser
//! uses serde-wasm-bindgen with the same derives): the answers, the events' details and the
//! options' values in deskovna.d.ts's shapes.

use deskovna::app::embed::{Answer, EndDetail, Failure, MoveDetail, Options, Raw, LONGEST};
use deskovna::game::{Colour, EndReason, Lang, Outcome};
use deskovna::games::GameKind;
use serde_json::{json, Value};

fn js(value: &impl serde::Serialize) -> Value {
    serde_json::to_value(value).expect("plain data writes")
}

fn raw(text: &str) -> Raw {
    serde_json::from_str(text).expect("any value reads")
}

#[test]
fn the_answers_are_deskovna_d_ts_results() {
    assert_eq!(js(&Answer::Done), json!({ "ok": true }));
    let played = Answer::Played { notation: "e2e4".into(), said: "Pawn to e4".into() };
    assert_eq!(js(&played), json!({ "ok": true, "move": "e2e4", "said": "Pawn to e4" }));
    let failed = Answer::Failed(Failure::new("illegal-move", "No."));
    assert_eq!(js(&failed), json!({ "ok": false, "error": { "code": "illegal-move", "message": "No." } }));
}

#[test]
fn the_move_event_names_the_move_move() {
    let detail = MoveDetail {
        notation: "F6-F7".into(),
        said: "F6 to F7".into(),
        position: "p".into(),
        history: vec!["F6-F7".into()],
    };
    assert_eq!(js(&detail), json!({ "move": "F6-F7", "said": "F6 to F7", "position": "p", "history": ["F6-F7"] }));
}

#[test]
fn the_end_event_names_the_winners_by_colour_or_a_draw() {
    let seats = [Colour::Blue, Colour::Orange, Colour::White];
    let won = EndDetail::new(&Outcome::win(1, EndReason::LeaderCaptured), &seats[..2], Lang::En, "Orange wins.");
    assert_eq!((won.result.as_str(), won.text.as_str()), ("orange", "Orange wins."));
    assert_eq!(won.reason, EndReason::LeaderCaptured.text().en);
    let shared = EndDetail::new(&Outcome::ranked(&[0, 0, 1], EndReason::Shamrocks), &seats, Lang::Cs, "");
    assert_eq!((shared.result.as_str(), shared.reason.as_str()), ("blue+orange", EndReason::Shamrocks.text().cs));
    let draw = EndDetail::new(&Outcome::draw(2, EndReason::Adjudicated), &seats[..2], Lang::En, "");
    assert_eq!(js(&draw), json!({ "result": "draw", "reason": "adjudicated", "text": "" }));
}

#[test]
fn an_options_value_reads_as_its_type_and_no_more() {
    assert_eq!(raw(r#""camelot""#), Raw::Text("camelot".into()));
    assert_eq!((raw("3"), raw("-2"), raw("2.5")), (Raw::Number(3.0), Raw::Number(-2.0), Raw::Number(2.5)));
    assert_eq!((raw("true"), raw("null")), (Raw::Bool(true), Raw::Null));
    assert_eq!(raw(r#"{ "game": "drake" }"#), Raw::Other, "an object is no option's type");
    assert_eq!(
        raw(r#"["F7-H5", 1, ["nested"], {}]"#),
        Raw::List(vec![Raw::Text("F7-H5".into()), Raw::Number(1.0), Raw::Other, Raw::Other]),
        "a list is read one level deep"
    );
    let long = serde_json::to_string(&vec!["a"; LONGEST + 10]).expect("a list writes");
    assert_eq!(raw(&long), Raw::List(vec![Raw::Text("a".into()); LONGEST + 1]), "enough of a long list to refuse it");
}

#[test]
fn an_object_read_through_serde_gives_the_options_or_the_first_mistake() {
    let read = |text: &str| {
        let pairs: serde_json::Map<String, Value> = serde_json::from_str(text).expect("an object");
        let keys: Vec<String> = pairs.keys().cloned().collect();
        Options::read(&keys, |key| {
            pairs.get(key).map_or(Raw::Absent, |v| serde_json::from_value(v.clone()).expect("reads"))
        })
    };
    let options = read(r#"{ "game": "camelot", "moves": ["F7-H5"], "ai": null, "viewOnly": true }"#).expect("reads");
    assert_eq!(
        (options.game, options.moves, options.ai, options.view_only),
        (Some(GameKind::Camelot), Some(vec!["F7-H5".to_string()]), Some(None), Some(true))
    );
    let refused = read(r#"{ "ai": "5" }"#).expect_err("a level in a text");
    assert_eq!((refused.code, refused.message.as_str()), ("bad-config", "“ai” must be a level from 1 to 5, or null."));
    let refused = read(r#"{ "moves": [["F7-H5"]] }"#).expect_err("a list in the list");
    assert_eq!(refused.message, "“moves” must be a list of texts.");
}

#[test]
fn the_puzzle_events_details_are_deskovna_d_ts_shapes() {
    use deskovna::app::puzzle::embedded::{Failed, Solved};
    let moves = vec!["e2e4".to_string(), "d7d5".to_string()];
    let solved = Solved { game: "drakoburg", id: "p12".into(), first_try: true, moves: moves.clone() };
    assert_eq!(js(&solved), json!({ "game": "drakoburg", "id": "p12", "firstTry": true, "moves": moves }));
    let shown = Failed { game: "camelot", id: "c3".into(), mv: None, refutation: vec![], message: "m".into() };
    assert_eq!(js(&shown), json!({ "game": "camelot", "id": "c3", "move": null, "refutation": [], "message": "m" }));
    let wrong = Failed { mv: Some("a1-a2".into()), refutation: moves.clone(), ..shown };
    assert_eq!(js(&wrong)["move"], json!("a1-a2"));
    assert_eq!(js(&wrong)["refutation"], json!(moves));
}
