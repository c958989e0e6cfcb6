//! The study controller (`app::study`), natively: the analysis and the review asked of the
//! worker with request ids, reports drawn, stale ones dropped (another request's, or after
//! Stop), Go on, the analysis following the board, the review's marks, graph and best move, a
//! worker that cannot start said in the player's language; and the panels' pictures
//! (`view::study::graph`).

use deskovna::ai::analysis::Score;
use deskovna::ai::review::Mark;
use deskovna::ai::wire::{
    Analysed, Ask, Judged, Line, Player, Position, Reply, Request, Reviewed, Reviewing, Studied, Study as Job,
    WireError,
};
use deskovna::app::handoff::{Shown, ToPage};
use deskovna::app::study::{graph_ply, Button, Command, Event, Panels, Study, Unread};
use deskovna::game::{Colour, Lang};
use deskovna::games::GameKind;
use deskovna::view::study::graph::{bands, bar, graph};
use deskovna::view::study::StudyWord as Word;
use deskovna::view::theme::ThemeName;

const DRAKE_START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";
const WIN: [&str; 13] =
    ["@b1", "@c4", "@b2", "@c3", "@a1", "@d4", "b1-d1", "c3-b3", "@c1", "b3-a2", "@d2", "a2-a3", "d2*c4"];

fn shown(moves: &[&str], shown: usize, lang: Lang) -> Shown {
    Shown {
        game: GameKind::Drake,
        start: DRAKE_START.into(),
        moves: moves.iter().map(|m| m.to_string()).collect(),
        shown,
        flipped: false,
        width: 400.0,
        height: 400.0,
        theme: ThemeName::Light,
        lang,
    }
}

fn position(moves: &[&str]) -> Position {
    Position { game: GameKind::Drake, start: DRAKE_START.into(), moves: moves.iter().map(|m| m.to_string()).collect() }
}

fn sent(out: &[Command]) -> Vec<Request> {
    out.iter().filter_map(|c| if let Command::Send(r) = c { Some(r.clone()) } else { None }).collect()
}

fn drawn(out: &[Command]) -> Panels {
    out.iter().rev().find_map(|c| if let Command::Draw(p) = c { Some(p.clone()) } else { None }).expect("drawn")
}

fn arrow(out: &[Command]) -> Option<(Option<String>, bool)> {
    out.iter().find_map(|c| match c {
        Command::Tell(ToPage::Arrow { notation, before }) => Some((notation.clone(), *before)),
        _ => None,
    })
}

fn announced(out: &[Command]) -> Vec<String> {
    out.iter().filter_map(|c| if let Command::Announce(a) = c { Some(a.clone()) } else { None }).collect()
}

fn report(depth: u32, done: bool, best: &str) -> Analysed {
    let line = |m: &str, e: f32, s: i32| Line {
        moves: vec![m.into(), "@c4".into()],
        expected: e,
        score: Some(Score::Points(s)),
    };
    Analysed {
        depth,
        done,
        nodes: 1000,
        ms: 5.0,
        to_move: 0,
        expected: vec![0.62, 0.38],
        lines: vec![line(best, 0.62, 45), line("@a1", 0.55, 20)],
    }
}

fn analysis_reply(id: u32, r: Analysed) -> Event {
    Event::Reply(Reply { id: Some(id), answer: Studied::Analysis(r) })
}

/// A study analysing the start (request 1), its first report taken.
fn analysing() -> Study {
    let mut s = Study::new();
    s.open(Job::Analyse, shown(&[], 0, Lang::En), 0.0).unwrap();
    s.handle(analysis_reply(1, report(3, false, "@b1")), 10.0);
    s
}

#[test]
fn opening_the_analysis_asks_for_the_position_shown_and_says_it_is_loading() {
    let mut s = Study::new();
    let out = s.open(Job::Analyse, shown(&WIN, 2, Lang::En), 100.0).unwrap();
    assert_eq!(sent(&out), [Request { id: 1, ask: Ask::Analyse(position(&WIN[..2])) }]);
    assert!(out.contains(&Command::Build(Lang::En)), "the panels are built: {out:?}");
    let panel = drawn(&out).analysis.expect("the analysis panel");
    assert_eq!((panel.button, panel.depth.as_str(), panel.lines.len()), (Some(Word::Stop), "Loading…", 0));
    assert_eq!(arrow(&out), Some((None, false)), "no arrow yet");
}

#[test]
fn a_report_is_drawn_and_its_best_move_is_the_arrow() {
    let mut s = Study::new();
    s.open(Job::Analyse, shown(&[], 0, Lang::En), 100.0).unwrap();
    let out = s.handle(analysis_reply(1, report(3, false, "@b1")), 140.0);
    assert_eq!(out.first(), Some(&Command::FirstLine(40.0)), "the first line is timed");
    let panel = drawn(&out).analysis.unwrap();
    assert_eq!(panel.depth, "depth 3");
    assert_eq!(panel.chances, "Blue 62 % · Orange 38 %");
    assert_eq!(panel.lines[0], ("62 % (+45)".to_string(), "@b1 @c4".to_string()));
    assert!(panel.bar.contains(r#"width="620""#) && panel.bar.contains(r#"data-colour="orange""#), "{}", panel.bar);
    assert_eq!(arrow(&out), Some((Some("@b1".into()), false)));
    let later = s.handle(analysis_reply(1, report(4, false, "@a1")), 300.0);
    assert!(!later.iter().any(|c| matches!(c, Command::FirstLine(_))), "timed once");
    assert_eq!(drawn(&later).analysis.unwrap().depth, "depth 4");
}

#[test]
fn a_report_for_another_request_is_stale_and_dropped() {
    let mut s = analysing();
    for id in [Some(0), Some(2), None] {
        let out = s.handle(Event::Reply(Reply { id, answer: Studied::Analysis(report(9, false, "@a1")) }), 20.0);
        assert!(out.is_empty(), "{id:?}: {out:?}");
    }
    assert_eq!(s.analysis().unwrap().report.as_ref().unwrap().depth, 3);
}

#[test]
fn after_stop_the_panel_stands_still_but_a_finished_analysis_is_taken() {
    let mut s = analysing();
    let out = s.handle(Event::Stop(Job::Analyse), 20.0);
    assert_eq!(sent(&out), [Request { id: 1, ask: Ask::Stop }]);
    assert_eq!(drawn(&out).analysis.unwrap().button, Some(Word::Resume));
    let late = s.handle(analysis_reply(1, report(4, false, "@a1")), 30.0);
    assert!(late.is_empty(), "the slice under way when Stop came is not shown: {late:?}");
    let last = s.handle(analysis_reply(1, report(5, true, "@a1")), 40.0);
    let panel = drawn(&last).analysis.unwrap();
    assert_eq!((panel.depth.as_str(), panel.button), ("depth 5", None), "done: nothing to stop or go on with");
}

#[test]
fn go_on_resumes_under_a_new_request_whose_reports_count() {
    let mut s = analysing();
    s.handle(Event::Stop(Job::Analyse), 20.0);
    let out = s.handle(Event::Stop(Job::Analyse), 30.0);
    assert_eq!(sent(&out), [Request { id: 2, ask: Ask::Resume(Job::Analyse) }]);
    assert_eq!(drawn(&out).analysis.unwrap().button, Some(Word::Stop));
    assert!(s.handle(analysis_reply(1, report(4, false, "@a1")), 40.0).is_empty(), "the old request's");
    let out = s.handle(analysis_reply(2, report(4, false, "@a1")), 50.0);
    assert_eq!(drawn(&out).analysis.unwrap().depth, "depth 4");
}

#[test]
fn the_analysis_follows_the_position_shown_and_closes() {
    let mut s = analysing();
    let same = s.handle(Event::Shown(shown(&["@b1"], 0, Lang::En)), 20.0);
    assert!(sent(&same).is_empty(), "the same position (the start): nothing new to ask");
    let out = s.handle(Event::Shown(shown(&["@b1"], 1, Lang::En)), 30.0);
    assert_eq!(sent(&out), [Request { id: 2, ask: Ask::Analyse(position(&["@b1"])) }]);
    assert_eq!(drawn(&out).analysis.unwrap().depth, "Loading…", "the old report is gone");
    let out = s.open(Job::Analyse, shown(&["@b1"], 1, Lang::En), 40.0).unwrap();
    assert_eq!(sent(&out), [Request { id: 2, ask: Ask::Stop }]);
    assert_eq!((drawn(&out).analysis, arrow(&out)), (None, Some((None, false))), "closed, and no arrow");
}

#[test]
fn a_position_from_the_editor_opens_the_analysis_or_keeps_it_open() {
    // Closed: it opens (the page's Analyse button would too).
    let mut s = Study::new();
    let out = s.open_analysis(shown(&[], 0, Lang::En), 0.0).unwrap();
    assert_eq!(sent(&out), [Request { id: 1, ask: Ask::Analyse(position(&[])) }]);
    // Open: it stays open and follows the position (the Analyse button would close it).
    s.handle(analysis_reply(1, report(3, false, "@b1")), 10.0);
    let out = s.open_analysis(shown(&["@b1"], 1, Lang::En), 20.0).unwrap();
    assert_eq!(sent(&out), [Request { id: 2, ask: Ask::Analyse(position(&["@b1"])) }]);
    assert!(drawn(&out).analysis.is_some(), "still open");
    let again = s.open_analysis(shown(&["@b1"], 1, Lang::En), 30.0).unwrap();
    assert!(sent(&again).is_empty() && drawn(&again).analysis.is_some(), "the same position: kept, not asked again");
    assert_eq!(s.open_analysis(shown(&["@z9"], 1, Lang::En), 40.0), None, "a game that cannot be replayed");
    assert_eq!(s.analysis().unwrap().at, position(&["@b1"]), "and nothing changed");
}

#[test]
fn another_language_builds_the_panels_again() {
    let mut s = analysing();
    let out = s.handle(Event::Shown(shown(&[], 0, Lang::Cs)), 20.0);
    assert!(out.contains(&Command::Build(Lang::Cs)), "{out:?}");
    assert_eq!(drawn(&out).analysis.unwrap().chances, "Modrý 62 % · Oranžový 38 %");
    assert!(!s.handle(Event::Shown(shown(&[], 0, Lang::Cs)), 30.0).contains(&Command::Build(Lang::Cs)));
}

#[test]
fn say_it_gives_the_evaluation_and_the_best_move_in_words() {
    let mut s = analysing();
    let out = s.handle(Event::Say, 20.0);
    let [said] = &announced(&out)[..] else { panic!("{out:?}") };
    assert!(said.starts_with("Evaluation: Blue 62 % · Orange 38 %. Best move: ") && !said.ends_with("@b1."), "{said}");
}

fn reviewed() -> Reviewed {
    // The review of the first three moves of WIN: Orange's @c4 a blunder, @b2 best.
    let judged = |ply: usize, mark: Option<Mark>, best: &[&str]| Judged {
        ply,
        seat: ply % 2,
        loss: if mark.is_some() { 0.2 } else { 0.0 },
        mark,
        best: best.iter().map(|m| m.to_string()).collect(),
    };
    Reviewed {
        moves: vec![judged(0, None, &[]), judged(1, Some(Mark::Blunder), &["@a4", "@b2"]), judged(2, None, &[])],
        graph: vec![vec![0.5, 0.5], vec![0.5, 0.5], vec![0.7, 0.3], vec![0.7, 0.3]],
        players: vec![
            Player { inaccuracies: 0, mistakes: 0, blunders: 0, average_loss: 0.0 },
            Player { inaccuracies: 0, mistakes: 0, blunders: 1, average_loss: 0.1 },
        ],
    }
}

fn progress(id: u32, searched: u32, review: Option<Reviewed>) -> Event {
    Event::Reply(Reply { id: Some(id), answer: Studied::Review(Reviewing { searched, total: 4, ms: 1.0, review }) })
}

#[test]
fn a_review_stops_the_analysis_then_shows_its_progress_marks_graph_and_best_move() {
    let mut s = analysing();
    let out = s.open(Job::Review, shown(&WIN[..3], 3, Lang::En), 20.0).unwrap();
    assert_eq!(sent(&out), [Request { id: 2, ask: Ask::Review(position(&WIN[..3])) }]);
    let panels = drawn(&out);
    assert_eq!(panels.analysis.unwrap().button, Some(Word::Resume), "one job at a time");
    assert_eq!(panels.review.unwrap().progress, Some((0, 4)));
    assert!(s.handle(analysis_reply(1, report(4, false, "@a1")), 25.0).is_empty(), "the analysis's old reports");

    let out = s.handle(progress(2, 1, None), 30.0);
    let review = drawn(&out).review.unwrap();
    assert_eq!((review.progress, review.status.as_str()), (Some((1, 4)), "Reviewing the game: 1 of 4 positions"));

    let out = s.handle(progress(2, 4, Some(reviewed())), 40.0);
    assert_eq!(announced(&out), ["Review done."]);
    let panels = drawn(&out);
    assert_eq!(panels.marks, [(1, Mark::Blunder)]);
    let review = panels.review.unwrap();
    assert_eq!((review.progress, review.button), (None, None), "done: no progress, nothing to stop");
    let (svg, points) = review.graph.expect("the graph");
    assert_eq!(points, 4);
    assert!(svg.contains(r#"class="tick" data-mark="??""#), "{svg}");
    assert_eq!(review.summary[1], "Orange: ?! 0, ? 0, ?? 1, average loss 10.0 %");
    assert_eq!(review.best, "", "the move shown (@b2) is not marked");

    // The blunder shown: best was …, with its arrow from the position before it.
    let out = s.handle(Event::Shown(shown(&WIN[..3], 2, Lang::En)), 50.0);
    assert_eq!(drawn(&out).review.unwrap().best, "Best was @a4 @b2");
    assert_eq!(arrow(&out), Some((Some("@a4".into()), true)), "the review's arrow before the analysis's");
}

#[test]
fn the_marks_stay_on_the_moves_in_common_with_the_game_reviewed() {
    let mut s = Study::new();
    s.open(Job::Review, shown(&WIN[..3], 3, Lang::En), 0.0).unwrap();
    s.handle(progress(1, 4, Some(reviewed())), 10.0);
    let other = s.handle(Event::Shown(shown(&["@b1", "@c4", "@a1"], 3, Lang::En)), 20.0);
    let panels = drawn(&other);
    assert_eq!(panels.marks, [(1, Mark::Blunder)], "@b1 @c4 in common");
    assert_eq!(panels.review.unwrap().graph, None, "the graph is the reviewed game's only");
    let apart = s.handle(Event::Shown(shown(&["@a1"], 1, Lang::En)), 30.0);
    assert!(drawn(&apart).marks.is_empty());
}

#[test]
fn a_review_stopped_goes_on_and_closing_it_stops_it() {
    let mut s = Study::new();
    s.open(Job::Review, shown(&WIN, 13, Lang::En), 0.0).unwrap();
    let out = s.handle(Event::Stop(Job::Review), 10.0);
    assert_eq!(
        (sent(&out), drawn(&out).review.unwrap().button),
        (vec![Request { id: 1, ask: Ask::Stop }], Some(Word::Resume))
    );
    let out = s.handle(progress(1, 2, None), 20.0);
    assert_eq!(drawn(&out).review.unwrap().progress, Some((2, 4)), "the step under way when Stop came still counts");
    let out = s.handle(Event::Stop(Job::Review), 30.0);
    assert_eq!(sent(&out), [Request { id: 2, ask: Ask::Resume(Job::Review) }]);
    let out = s.handle(Event::CloseReview, 40.0);
    assert_eq!(sent(&out), [Request { id: 2, ask: Ask::Stop }]);
    assert_eq!(drawn(&out).review, None);
    assert!(s.handle(progress(2, 3, None), 50.0).is_empty(), "no panel to show it");
}

#[test]
fn a_worker_that_cannot_start_is_said_once_in_the_players_language() {
    for (lang, said) in [
        (Lang::En, "The study could not go on: this page does not let the computer's worker start (worker-src 'none')"),
        (Lang::Cs, "Rozbor nemohl pokračovat: tato stránka nedovolí spustit worker počítače (worker-src 'none')"),
    ] {
        let mut s = Study::new();
        s.open(Job::Analyse, shown(&[], 0, lang), 0.0).unwrap();
        let blocked = Reply { id: Some(1), answer: Studied::Failed(WireError::Blocked("worker-src 'none'".into())) };
        let out = s.handle(Event::Reply(blocked.clone()), 10.0);
        assert_eq!(announced(&out), [said]);
        assert_eq!(drawn(&out).analysis.unwrap().button, Some(Word::Resume), "it stands stopped");
        assert!(s.handle(Event::Reply(blocked), 20.0).is_empty(), "said once");
    }
}

#[test]
fn a_game_that_cannot_be_replayed_opens_nothing_and_the_graph_shows_a_ply() {
    let mut s = Study::new();
    assert_eq!(s.open(Job::Review, shown(&["@z9"], 1, Lang::En), 0.0), None);
    assert!(s.handle(Event::Say, 0.0).is_empty(), "nothing is open");
    let mut s = analysing();
    assert_eq!(s.handle(Event::Graph(4), 0.0), [Command::Tell(ToPage::View(4))]);
}

#[test]
fn every_panel_button_reads_back_from_its_id_and_presses_as_its_event() {
    let buttons =
        [Button::StopAnalysis, Button::Say, Button::StopReview, Button::CloseReview, Button::Graph { ply: 3 }];
    let ids: Vec<&str> = buttons.iter().map(Button::id).collect();
    assert_eq!(ids, Button::IDS, "each button has its own id");
    for b in buttons {
        assert_eq!(Button::read(b.id(), || Some(3)), Ok(b), "{}", b.id());
    }
    let events: Vec<Event> = buttons.iter().map(|b| b.event()).collect();
    assert_eq!(
        events,
        [Event::Stop(Job::Analyse), Event::Say, Event::Stop(Job::Review), Event::CloseReview, Event::Graph(3)]
    );
    // Pressed on an analysis under way: Stop sends the worker a stop.
    let mut s = analysing();
    let out = s.handle(Button::read("analysis-stop", || None).unwrap().event(), 10.0);
    assert!(sent(&out).iter().any(|r| r.ask == Ask::Stop), "{out:?}");
}

#[test]
fn an_id_no_button_has_or_a_graph_click_at_no_position_is_refused() {
    for id in ["", "analysis", "Analysis-Stop", "review-go-on", "analyse"] {
        assert_eq!(Button::read(id, || Some(1)), Err(Unread::Id(id.to_string())));
    }
    assert_eq!(Button::read(Button::GRAPH, || None), Err(Unread::Ply));
    assert_eq!(Unread::Id("x".into()).to_string(), "study: no button is “x”");
    // A plain button does not ask where the click was.
    assert_eq!(Button::read("review-close", || panic!("not asked")), Ok(Button::CloseReview));
}

#[test]
fn a_click_across_the_graph_points_at_the_nearest_position() {
    let at = |across| graph_ply(across, 5);
    assert_eq!([at(0.0), at(0.1), at(0.5), at(0.9), at(1.0)], [Some(0), Some(0), Some(2), Some(4), Some(4)]);
    assert_eq!([at(-0.5), at(1.5)], [Some(0), Some(4)], "a click beside it takes its edge");
    assert_eq!(at(f64::NAN), None);
    assert_eq!(graph_ply(0.7, 1), Some(0), "one position: the start");
    assert_eq!(graph_ply(0.7, 0), None, "no positions");
}

#[test]
fn the_bar_and_the_graph_are_drawn_to_scale() {
    assert_eq!(bands(&[0.62, 0.38]), [(0, 620), (620, 380)]);
    assert_eq!(bands(&[0.5, 0.25, 0.25]), [(0, 500), (500, 250), (750, 250)]);
    assert_eq!(bands(&[-0.1, 0.0]), [(0, 0), (0, 0)], "no negative band");
    let two = [Colour::White, Colour::Black];
    assert_eq!(bar(&[1.0, 0.0], &two).matches("<rect").count(), 2);
    let svg = graph(&[vec![0.5, 0.5], vec![1.0, 0.0]], &two, &[(0, Mark::Mistake)], 1);
    assert!(svg.contains(r#"<polygon points="0,1000 0,500 1,0 1,1000" data-colour="white"/>"#), "{svg}");
    assert!(svg.contains(r#"x1="1" x2="1" y1="0" y2="1000" class="tick" data-mark="?""#), "{svg}");
    let three = graph(&vec![vec![0.2, 0.3, 0.5]; 3], &[Colour::Red, Colour::Yellow, Colour::Blue], &[], 0);
    assert_eq!(three.matches("<polyline").count(), 3, "a line per seat");
}
