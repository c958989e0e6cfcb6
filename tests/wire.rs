//! The computer's wire (`ai::wire`): every request and reply round-trips (through JSON, which
//! has the shape of the JavaScript objects serde-wasm-bindgen makes), reads as documented, the
//! review's marks cross as kinds, a refusal crosses in both languages, and the replies
//! www/computer.js writes by hand read as the same types.

mod ai_toy;

use ai_toy::CountDown;
use deskovna::ai::analysis::{Analysis, Score};
use deskovna::ai::review::{Mark, Reviewer, Settings};
use deskovna::ai::wire::{
    Analysed, Ask, Line, Moved, Player, Position, Reply, Request, Reviewed, Reviewing, Said, Studied, Study, Think,
    Thought, WireError,
};
use deskovna::ai::{Budget, StoppedClock};
use deskovna::game::{Game, Lang};
use deskovna::games::GameKind;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fmt::Debug;

const DRAKE_START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";

fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(value: &T) -> String {
    let json = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"));
    assert_eq!(&back, value, "{json}");
    json
}

fn drake(moves: &[&str]) -> Position {
    Position { game: GameKind::Drake, start: DRAKE_START.into(), moves: moves.iter().map(|m| m.to_string()).collect() }
}

fn errors() -> Vec<WireError> {
    vec![
        WireError::Blocked("worker-src 'none'".into()),
        WireError::Stopped("out of memory".into()),
        WireError::Refused(Said { en: "Move 1 (@z9): no".into(), cs: "Tah 1 (@z9): ne".into() }),
        WireError::Malformed("missing field `ask`".into()),
    ]
}

#[test]
fn every_request_round_trips_in_its_documented_shape() {
    let think = Think { at: drake(&["@b1"]), level: 3, hint: true, seed: 7, time_ms: Some(250.0) };
    let asks = [
        (
            Ask::Think(think.clone()),
            r#"{"think":{"at":{"game":"drake","start":"4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0","moves":["@b1"]},"level":3,"hint":true,"seed":7,"timeMs":250.0}}"#,
        ),
        (
            Ask::Analyse(drake(&[])),
            r#"{"analyse":{"game":"drake","start":"4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0","moves":[]}}"#,
        ),
        (
            Ask::Review(drake(&["@b1", "@c4"])),
            r#"{"review":{"game":"drake","start":"4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0","moves":["@b1","@c4"]}}"#,
        ),
        (Ask::Stop, r#""stop""#),
        (Ask::Resume(Study::Review), r#"{"resume":"review"}"#),
    ];
    for (id, (ask, shape)) in asks.into_iter().enumerate() {
        let request = Request { id: id as u32, ask };
        assert_eq!(round_trip(&request), format!(r#"{{"id":{id},"ask":{shape}}}"#));
    }
    // Without a time limit the level's own applies: the field is left out, and may be.
    let plain = Think { time_ms: None, ..think };
    let json = round_trip(&Request { id: 1, ask: Ask::Think(plain) });
    assert!(!json.contains("timeMs"), "{json}");
}

#[test]
fn what_is_not_a_request_does_not_read() {
    for bad in [
        r#""nonsense""#,
        r#"{"id":1}"#,
        r#"{"id":1,"ask":"think"}"#,
        r#"{"id":1,"ask":{"analyse":{"game":"chess","start":"x","moves":[]}}}"#,
        r#"{"id":1,"ask":{"analyse":{"game":"drake","start":"x","moves":[7]}}}"#,
        r#"{"id":-1,"ask":"stop"}"#,
        r#"{"id":1,"ask":{"resume":"everything"}}"#,
    ] {
        assert!(serde_json::from_str::<Request>(bad).is_err(), "{bad} was read");
    }
    let chess = serde_json::from_str::<Position>(r#"{"game":"chess","start":"x","moves":[]}"#).unwrap_err();
    assert!(chess.to_string().contains("there is no game “chess”"), "{chess}");
}

#[test]
fn every_thought_round_trips() {
    let moved = Moved { notation: "@b1".into(), score: -37, depth: 6, nodes: 123_456, ms: 12.5 };
    assert_eq!(
        round_trip(&Reply { id: Some(4), answer: Thought::Move(Some(moved)) }),
        r#"{"id":4,"answer":{"move":{"notation":"@b1","score":-37,"depth":6,"nodes":123456,"ms":12.5}}}"#
    );
    assert_eq!(round_trip(&Reply { id: Some(5), answer: Thought::Move(None) }), r#"{"id":5,"answer":{"move":null}}"#);
    for error in errors() {
        let reply = Reply::failed(None, error.clone());
        round_trip(&reply);
        assert_eq!(reply.answer.into_result(), Err(error));
    }
    let found = Thought::Move(Some(Moved { notation: "a1-a2".into(), score: 0, depth: 1, nodes: 1, ms: 0.0 }));
    assert_eq!(found.into_result(), Ok(Some("a1-a2".to_string())));
}

#[test]
fn an_analysis_report_crosses_whole() {
    let mut analysis = Analysis::new(GameKind::Drake, DRAKE_START, &["@b1".to_string()]).unwrap();
    let report = (0..50)
        .find_map(|_| analysis.step(Budget { nodes: 20_000, time_ms: f64::INFINITY }, &StoppedClock))
        .expect("a report");
    let analysed = Analysed::from(&report);
    assert_eq!((analysed.depth, analysed.to_move, analysed.expected.len()), (report.depth, 1, 2));
    assert_eq!(analysed.lines.len(), report.lines.len());
    assert_eq!(analysed.lines[0].moves, report.lines[0].moves);
    let json = round_trip(&Reply { id: Some(9), answer: Studied::Analysis(analysed) });
    assert!(json.contains(r#""toMove":1"#), "{json}");
    // Each kind of score, and none (Monte-Carlo).
    let lines = [Some(Score::Points(-12)), Some(Score::Win { plies: 5 }), Some(Score::Loss { plies: 2 }), None]
        .map(|score| Line { moves: vec!["@b1".into()], expected: 0.25, score });
    let analysed = Analysed {
        depth: 3,
        done: true,
        nodes: 7,
        ms: 1.5,
        to_move: 0,
        expected: vec![0.5, 0.5],
        lines: lines.to_vec(),
    };
    let json = round_trip(&Studied::Analysis(analysed));
    assert!(json.contains(r#""score":{"points":-12}"#) && json.contains(r#""score":{"win":{"plies":5}}"#), "{json}");
}

#[test]
fn the_review_crosses_with_its_marks_as_kinds() {
    // Five stones: taking two throws the won game away (ai_toy; as tests/study_review.rs).
    let mut game = CountDown::new(5, 2, false);
    let start = game.clone();
    let moves: Vec<_> = ["2", "3"]
        .iter()
        .map(|m| {
            let mv = game.parse_move(m).unwrap();
            game.play(mv).unwrap();
            mv
        })
        .collect();
    let settings = Settings { nodes: 100_000, playouts: 2_000, ..Settings::for_game(GameKind::Camelot) };
    let mut reviewer = Reviewer::new(start, moves, &settings);
    let mut replies = Vec::new();
    while !reviewer.done() {
        let progress = reviewer.step(&StoppedClock);
        replies.push(Reviewing::of(progress, 1.0, || reviewer.review()));
    }
    assert_eq!(replies.iter().map(|r| (r.searched, r.total)).collect::<Vec<_>>(), [(1, 3), (2, 3), (3, 3)]);
    assert!(replies[..2].iter().all(|r| r.review.is_none()), "the review comes with the last position");
    let review = replies.last().unwrap().review.clone().unwrap();
    assert_eq!(review.moves[0].mark, Some(Mark::Blunder));
    assert_eq!((review.moves[0].seat, review.moves[0].best[0].as_str()), (0, "1"));
    assert_eq!((review.moves[1].mark, review.moves[1].best.is_empty()), (None, true));
    assert_eq!(review.graph.iter().map(|p| p[0]).collect::<Vec<_>>(), [1.0, 0.0, 0.0]);
    assert_eq!((review.players[0].blunders, review.players[0].average_loss), (1, 1.0));
    let json = round_trip(&Reply { id: Some(2), answer: Studied::Review(replies.last().unwrap().clone()) });
    assert!(json.contains(r#""mark":"blunder""#) && !json.contains("??"), "a kind, not a symbol: {json}");
    // Every mark.
    let judged = [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder].map(|m| deskovna::ai::wire::Judged {
        ply: 0,
        seat: 0,
        loss: 0.1,
        mark: Some(m),
        best: vec!["1".into()],
    });
    let player = Player { inaccuracies: 1, mistakes: 1, blunders: 1, average_loss: 0.1 };
    round_trip(&Reviewed { moves: judged.to_vec(), graph: vec![vec![0.5, 0.5]], players: vec![player] });
}

#[test]
fn a_refusal_crosses_in_both_languages() {
    let refused: WireError = Analysis::new(GameKind::Drake, DRAKE_START, &["@z9".to_string()]).err().unwrap().into();
    let WireError::Refused(said) = &refused else { panic!("{refused:?}") };
    assert!(said.en.starts_with("Move 1 (@z9)") && said.cs.starts_with("Tah 1 (@z9)"), "{said:?}");
    assert_eq!(refused.said(Lang::Cs), said.cs);
    round_trip(&Reply { id: Some(1), answer: Studied::Failed(refused) });
}

#[test]
fn every_error_says_why_in_both_languages() {
    for error in errors() {
        let (en, cs) = (error.said(Lang::En), error.said(Lang::Cs));
        assert_ne!(en, cs, "{error:?}");
        let why = match &error {
            WireError::Blocked(w) | WireError::Stopped(w) | WireError::Malformed(w) => w.clone(),
            WireError::Refused(said) => said.en[..6].to_string(),
        };
        assert!(en.contains(&why), "{en}");
    }
}

/// The replies www/computer.js writes itself: `{ id, answer: { failed: { <kind>: why } } }`.
fn written_by_the_shell() -> Vec<String> {
    let shell = include_str!("../www/computer.js");
    let code = &shell[shell.find("*/").expect("the header comment ends")..];
    let marker = "answer: { failed: { ";
    let mut kinds: Vec<String> = code
        .match_indices(marker)
        .map(|(at, _)| code[at + marker.len()..].split(':').next().unwrap().trim().to_string())
        .collect();
    kinds.sort();
    kinds
}

#[test]
fn the_replies_computer_js_writes_read_as_the_wire() {
    let kinds = written_by_the_shell();
    assert_eq!(kinds, ["blocked", "malformed"], "the shell writes only these");
    for kind in kinds {
        // `idOf` gives the message's number, or null.
        for id in ["3", "null"] {
            let json = format!(r#"{{"id":{id},"answer":{{"failed":{{"{kind}":"why"}}}}}}"#);
            let thought: Reply<Thought> = serde_json::from_str(&json).unwrap();
            let studied: Reply<Studied> = serde_json::from_str(&json).unwrap();
            let error = match kind.as_str() {
                "blocked" => WireError::Blocked("why".into()),
                _ => WireError::Malformed("why".into()),
            };
            assert_eq!(thought.answer, Thought::Failed(error.clone()));
            assert_eq!(studied.answer, Studied::Failed(error));
            assert_eq!(thought.id, id.parse().ok());
        }
    }
}
