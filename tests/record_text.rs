//! A saved game's text (autosave, export, import, the home page's paste): every way a text can
//! be wrong is refused as a kind, at the line a reader counts, and hostile texts (huge, blank,
//! with a byte-order mark, with extra lines) are refused early or read as people mean them.

use deskovna::app::record::{Flaw, Record, RecordError, MAX_BYTES};
use deskovna::app::seats::Player;
use deskovna::game::rng::Rng;
use deskovna::game::{Lang, Refusal};
use deskovna::games::GameKind;
use deskovna::view::registry::new_table;
use deskovna::view::table::Table;

const GAME: &str = "deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @b1 @c4\n";

fn error(text: &str) -> RecordError<Flaw> {
    match Record::load(text) {
        Err(e) => e,
        Ok((r, _)) => panic!("read: {r:?}"),
    }
}

fn flaw(text: &str) -> (usize, Flaw) {
    match Record::load(text) {
        Err(RecordError { line, reason }) => (line, reason),
        Ok((r, _)) => panic!("read: {r:?}"),
    }
}

#[test]
fn round_trips_through_a_table() {
    let (record, table) = Record::load(GAME).unwrap();
    assert_eq!(record.moves, ["@b1", "@c4"]);
    assert_eq!(Record::of(&*table).to_text(), GAME);
}

#[test]
fn each_part_is_refused_as_a_kind_at_its_line() {
    assert_eq!(flaw("chess\n"), (1, Flaw::Header));
    assert_eq!(flaw("deskovna chess\n"), (1, Flaw::Header));
    assert_eq!(flaw(""), (1, Flaw::Header));
    assert_eq!(flaw("deskovna drake\nfoo"), (2, Flaw::Start));
    assert_eq!(flaw("deskovna drake\n"), (2, Flaw::Start));
    assert_eq!(flaw(&GAME.replace("moves", "mvs")), (3, Flaw::Moves));
    assert_eq!(flaw(&format!("{GAME}seats robot\n")), (4, Flaw::Seats));
    let (line, bad_start) = flaw(&GAME.replace("4_4.4", "9_4.4"));
    assert_eq!(line, 2);
    assert!(matches!(bad_start, Flaw::BadStart(_)), "{bad_start:?}");
    let (line, bad_move) = flaw(&GAME.replace("@c4", "@c3"));
    assert_eq!(line, 3);
    assert!(matches!(&bad_move, Flaw::BadMove { number: 2, notation, .. } if notation == "@c3"), "{bad_move:?}");
}

#[test]
fn blank_lines_count_and_the_error_names_the_real_line() {
    let spaced = "\n\ndeskovna drake\n\n  \nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\n\n\nmoves @b1 @c3\n";
    assert!(matches!(flaw(spaced), (9, Flaw::BadMove { number: 2, .. })));
    assert_eq!(flaw("\n\n\nchess"), (4, Flaw::Header));
    assert_eq!(flaw("deskovna drake\n\n\n"), (4, Flaw::Start), "a missing line is the one after the text");
    assert_eq!(flaw(&spaced.replace("4_4.4", "9_4.4")).0, 6);
}

#[test]
fn a_byte_order_mark_is_skipped() {
    let (record, _) = Record::load(&format!("\u{feff}{GAME}")).unwrap();
    assert_eq!(record, Record::read(GAME).unwrap());
    assert_eq!(flaw("\u{feff}\u{feff}deskovna drake"), (1, Flaw::Header), "only one, at the very start");
}

#[test]
fn nothing_may_follow_the_last_line() {
    let (line, extra) = flaw(&format!("{GAME}seats human computer3\n\nhello\n"));
    assert_eq!((line, extra), (6, Flaw::Extra("hello".into())));
    // Moves continued on a second line are not silently dropped either.
    assert_eq!(flaw(&format!("{GAME}@b2 @c3\n")), (4, Flaw::Seats));
    assert_eq!(flaw(&format!("{GAME}seats human human\nmoves @b2\n")).1, Flaw::Extra("moves @b2".into()));
}

#[test]
fn seats_name_every_seat_of_the_game() {
    let text = format!("{GAME}seats human computer3\n");
    let (r, _) = Record::load(&text).unwrap();
    assert_eq!(r.seats, vec![Player::Human, Player::Computer(3)]);
    assert_eq!(r.to_text(), text);
    assert!(!Record::read(GAME).unwrap().to_text().contains("seats"));
    assert_eq!(flaw(&format!("{GAME}seats computer3\n")), (4, Flaw::SeatCount { named: 1, seats: 2 }));
    assert_eq!(flaw(&format!("{GAME}seats human human computer1\n")), (4, Flaw::SeatCount { named: 3, seats: 2 }));
    let three = "deskovna shamrock\nstart x\n";
    let start = new_table(GameKind::Shamrock, &[("players".into(), "3".into())]).unwrap().start_text();
    let text = format!("{}moves\nseats human computer2\n", three.replace('x', &start));
    assert_eq!(flaw(&text), (4, Flaw::SeatCount { named: 2, seats: 3 }));
}

#[test]
fn played_by_names_each_seat_once() {
    // The New game dialog offers Shamrock's three seats also for a game of two.
    let table = new_table(GameKind::Shamrock, &[("players".into(), "2".into())]).unwrap();
    let record = Record::played_by(&*table, &[Player::Human, Player::Computer(2), Player::Computer(2)]);
    assert_eq!(record.seats, [Player::Human, Player::Computer(2)]);
    assert_eq!(Record::load(&record.to_text()).unwrap().0, record);
    let drake = new_table(GameKind::Drake, &[]).unwrap();
    assert_eq!(Record::played_by(&*drake, &[Player::Computer(1)]).seats, [Player::Computer(1), Player::Human]);
}

#[test]
fn a_text_over_the_limit_is_refused_before_it_is_read() {
    let blank = "\n".repeat(1 << 20);
    assert_eq!(flaw(&blank), (0, Flaw::TooLong(1024)));
    let huge = format!("{GAME}{}", " ".repeat(MAX_BYTES));
    assert!(matches!(flaw(&huge), (0, Flaw::TooLong(_))));
    let said = RecordError { line: 0, reason: Flaw::TooLong(1024) }.render(Lang::En);
    assert_eq!(said, "The text is 1024 KB long; a saved game is at most 128 KB.");
    // Just under the limit, blank lines are read (and found to hold no game).
    assert_eq!(flaw(&"\n".repeat(MAX_BYTES)), (1, Flaw::Header));
}

#[test]
fn the_line_is_said_once_and_huge_input_is_not_said_back() {
    let e = error("chess");
    let said = e.render(Lang::En);
    assert!(said.starts_with("Line 1: A saved game starts with"), "{said}");
    assert_eq!(said.matches("Line").count(), 1, "{said}");
    assert_eq!(e.clone().erase().reason.render(Lang::En).matches("Line").count(), 0);
    assert!(e.render(Lang::Cs).starts_with("Řádek 1: Uložená hra"), "{}", e.render(Lang::Cs));

    let megamove = "@".repeat(100_000);
    let e = error(&GAME.replace("@c4", &megamove));
    assert!(matches!(e.reason, Flaw::BadMove { number: 2, .. }));
    for lang in Lang::ALL {
        let said = e.render(lang);
        assert!(said.chars().count() < 300, "{} characters: {}", said.len(), &said[..300]);
        assert!(said.contains('…'), "{said}");
    }
    let extra = error(&format!("{GAME}{}\n", "x".repeat(100_000)));
    assert!(extra.render(Lang::En).chars().count() < 200);
    assert!(extra.erase().reason.render(Lang::En).chars().count() < 200);
}

#[test]
fn a_wrapped_refusal_is_said_in_the_players_language() {
    let e = error(&GAME.replace("@c4", "@c3"));
    let cs = e.render(Lang::Cs);
    let en = e.render(Lang::En);
    assert!(cs.starts_with("Řádek 3: Tah 2 („@c3“) je chybný: "), "{cs}");
    assert!(en.starts_with("Line 3: Move 2 (“@c3”) is wrong: "), "{en}");
    assert_ne!(cs.split(": ").last(), en.split(": ").last(), "the engine's reason is translated too");
    // Erased (for the callers that take a Reason), the engine's reason is kept whole.
    let erased = e.erase().reason.render(Lang::En);
    assert_eq!(format!("Line 3: {erased}"), en);
}

#[test]
fn every_flaw_has_words_in_both_languages() {
    let reason = error(&GAME.replace("@c4", "@c3")).erase().reason;
    let flaws = [
        Flaw::TooLong(300),
        Flaw::Header,
        Flaw::Start,
        Flaw::Moves,
        Flaw::Seats,
        Flaw::SeatCount { named: 1, seats: 2 },
        Flaw::Extra("x".into()),
        Flaw::BadStart(reason.clone()),
        Flaw::BadMove { number: 1, notation: "x".into(), reason: reason.clone() },
        Flaw::Options(reason),
    ];
    for f in flaws {
        for lang in Lang::ALL {
            let said = f.render(lang);
            assert!(!said.trim().is_empty() && !said.contains('{'), "{f:?} {lang:?}: {said}");
        }
    }
}

/// Random legal moves from `table` until the game ends or `plies` are played.
fn play_randomly(table: &mut dyn Table, plies: usize, seed: u64) {
    let mut rng = Rng::new(seed);
    for _ in 0..plies {
        let moves = table.legal_notations();
        if moves.is_empty() {
            break;
        }
        table.play_index(rng.below(moves.len()), 0.0).unwrap();
    }
}

#[test]
fn long_games_fit_well_under_the_limit() {
    // Random play makes the longest games: Drakoburg's reached 67 KB in 200 (PERFORMANCE.md;
    // this one, 4031 plies, is 26 KB), a game of Shamrock for three far less.
    for (kind, options, seed) in [(GameKind::Drakoburg, vec![], 4), (GameKind::Shamrock, vec![("players", "3")], 5)] {
        let options: Vec<(String, String)> = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        let mut table = new_table(kind, &options).unwrap();
        play_randomly(&mut *table, 100_000, seed);
        let seats = vec![Player::Computer(3); table.status().seats.len()];
        let text = Record::played_by(&*table, &seats).to_text();
        assert!(text.len() * 4 < MAX_BYTES, "{kind:?}: {} bytes", text.len());
        let (back, opened) = Record::load(&text).unwrap();
        assert_eq!(back.moves, table.history());
        assert_eq!(opened.position_text(), table.position_text());
    }
}

#[test]
fn the_pages_text_fields_hold_just_over_the_limit() {
    // One byte more than a game may have: an over-long paste is refused, never cut to a game.
    let page = include_str!("../index.html");
    for field in ["open-text", "io-text"] {
        let tag = page.split(&format!("<textarea id=\"{field}\"")).nth(1).and_then(|t| t.split('>').next()).unwrap();
        assert!(tag.contains(&format!("maxlength=\"{}\"", MAX_BYTES + 1)), "{field}: {tag}");
    }
}

#[test]
fn a_list_counts_the_moves_line_alone() {
    // Written games of every length, with a tree and seats after the moves: the count is the
    // moves the record reads.
    for (kind, seed) in
        [(GameKind::Drake, 1), (GameKind::Camelot, 2), (GameKind::Drakoburg, 3), (GameKind::Shamrock, 4)]
    {
        for plies in [0, 1, 7, 60] {
            let mut table = new_table(kind, &[]).unwrap();
            play_randomly(&mut *table, plies, seed);
            let seats = vec![Player::Computer(3); table.status().seats.len()];
            let text = Record::played_by(&*table, &seats).to_text();
            let read = Record::read(&text).unwrap();
            assert_eq!(Record::moves_in(&text), Some(read.moves.len()), "{text}");
        }
    }
    let tree = "deskovna drake\nstart 4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0\nmoves @b1 @c4 @b2\ntree @b1 (@a1) @c4 @b2\n";
    assert_eq!(Record::moves_in(tree), Some(3));
    // As the reader takes them: a byte-order mark, blank lines, a bare moves line, none.
    assert_eq!(Record::moves_in(&format!("\u{feff}\n{GAME}")), Some(2));
    assert_eq!(Record::moves_in("deskovna drake\n\n start x \n\nmoves\n"), Some(0));
    assert_eq!(Record::moves_in("deskovna drake\nstart x\n"), Some(0));
    // No record: no count.
    for text in ["", "chess\nstart x\nmoves a", "deskovna drake\nmoves @b1", "deskovna drake\nstart x\nmovesa b"] {
        assert_eq!(Record::moves_in(text), None, "{text:?}");
    }
}
