//! The session's tree of moves: variations from past positions, Undo and Redo at the game's
//! end, navigation, promote and delete, glyphs and comments, the computer only at the game's
//! end, and the tree saved, exported, imported and shared as the same tree.

use deskovna::app::link::{fragment, route, Route};
use deskovna::app::record::Record;
use deskovna::app::seats::Player;
use deskovna::app::session::{Command, Event, Game, Nav, Session};
use deskovna::app::tree::{Glyph, NodeId};
use deskovna::game::rng::Rng;
use deskovna::games::GameKind;
use deskovna::view::registry::{default_start, new_table, open_table};

const DRAKE_START: &str = "4_4.4.4.4_b_L_DCCMSWA_DCCMSWA_0";
const WIN: [&str; 8] = ["@b1", "@c4", "@b2", "@c3", "@a1", "@d4", "b1-d1", "c3-b3"];

fn drake(moves: &[&str], seats: Vec<Player>) -> Session {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let table = open_table(GameKind::Drake, DRAKE_START, &moves).expect("the game opens");
    Session::new(table, seats, true)
}

fn board(s: &Session) -> Vec<String> {
    s.table().history().to_vec()
}

fn play(s: &mut Session, notation: &str) -> Vec<Command> {
    s.handle(Event::Play(notation.into()), 0.0)
}

fn saved(out: &[Command]) -> Option<Record> {
    out.iter().find_map(|c| match c {
        Command::Save(r) => Some(r.clone()),
        _ => None,
    })
}

fn waits(out: &[Command]) -> bool {
    out.iter().any(|c| matches!(c, Command::Wait { .. }))
}

/// The node of the main line after `plies` moves.
fn main_node(s: &Session, plies: usize) -> NodeId {
    if plies == 0 {
        return NodeId::ROOT;
    }
    s.tree().main_line()[plies - 1]
}

/// A hot-seat game of four moves with a variation at move 3 (`@a1` instead of `@b2`).
fn with_variation() -> (Session, NodeId) {
    let mut s = drake(&WIN[..4], Vec::new());
    s.handle(Event::Go(main_node(&s, 2)), 0.0);
    let out = play(&mut s, "@a1");
    assert_eq!(board(&s), ["@b1", "@c4", "@a1"], "the board shows the variation");
    assert!(saved(&out).is_some(), "a variation is saved");
    let variation = s.tree().current();
    (s, variation)
}

#[test]
fn a_different_move_from_a_past_position_makes_a_variation() {
    let (s, variation) = with_variation();
    assert_eq!(s.tree().main_moves(), &WIN[..4], "the game is untouched");
    assert_eq!(s.tree().len(), 5);
    assert!(!s.tree().is_main(variation));
    let record = s.record();
    assert_eq!(record.moves, &WIN[..4], "the record's moves are the game");
    assert!(record.to_text().contains("\ntree 1. @b1 @c4 2. @b2 (2. @a1) 2... @c3\n"), "{}", record.to_text());
}

#[test]
fn arrows_go_along_the_line_and_between_variations() {
    let (mut s, variation) = with_variation();
    s.handle(Event::Nav(Nav::Up), 0.0);
    assert_eq!(s.tree().current(), main_node(&s, 3), "↑: the main move at this branching");
    assert_eq!(board(&s), &WIN[..3]);
    s.handle(Event::Nav(Nav::Down), 0.0);
    assert_eq!(s.tree().current(), variation, "↓: back to the variation");
    s.handle(Event::Nav(Nav::Back), 0.0);
    s.handle(Event::Nav(Nav::Forward), 0.0);
    assert_eq!(s.tree().current(), variation, "→ follows the line the player came back along");
    s.handle(Event::Nav(Nav::First), 0.0);
    assert!(board(&s).is_empty());
    s.handle(Event::Nav(Nav::Live), 0.0);
    assert_eq!(board(&s), &WIN[..4], "back to the game");
    assert!(s.at_game());
    assert!(s.handle(Event::Nav(Nav::Forward), 0.0).is_empty(), "nothing after the game's end");
}

#[test]
fn the_tools_take_the_game_from_its_positions_and_the_line_from_a_variation() {
    let (mut s, variation) = with_variation();
    let game: Vec<String> = WIN[..4].iter().map(|m| m.to_string()).collect();
    assert_eq!(s.shown_line(), (vec!["@b1".into(), "@c4".into(), "@a1".into()], 3), "in a variation: its line");
    s.handle(Event::Go(main_node(&s, 1)), 0.0);
    assert_eq!(s.shown_line(), (game.clone(), 1), "a position of the game: the whole game, one move shown");
    s.handle(Event::Go(NodeId::ROOT), 0.0);
    assert_eq!(s.shown_line(), (game.clone(), 0), "the start: the whole game");
    // Back in the variation's line, then one move back along it: still its line, on to its end.
    s.handle(Event::Go(variation), 0.0);
    s.handle(Event::Nav(Nav::Back), 0.0);
    assert_eq!(s.shown_line(), (game.clone(), 2), "the branching position is the game's too");
    // The review's graph shows the game's positions, from wherever the board was.
    s.handle(Event::Go(variation), 0.0);
    s.handle(Event::View(Some(3)), 0.0);
    assert_eq!(s.tree().current(), main_node(&s, 3));
    assert_eq!(board(&s), &WIN[..3]);
    s.handle(Event::View(Some(0)), 0.0);
    assert_eq!(s.tree().current(), NodeId::ROOT);
    s.handle(Event::View(None), 0.0);
    assert_eq!(s.tree().current(), s.end(), "None: the game's end");
    assert_eq!(board(&s), game);
}

#[test]
fn undo_and_redo_at_the_games_end_take_back_and_a_new_move_keeps_the_old_as_a_variation() {
    let mut s = drake(&WIN[..6], Vec::new());
    for _ in 0..2 {
        s.handle(Event::Undo, 0.0);
    }
    assert_eq!(board(&s), &WIN[..4]);
    assert_eq!(s.record().moves, &WIN[..4], "the game is two moves shorter");
    assert!(s.can_redo());
    s.handle(Event::Redo, 0.0);
    assert_eq!(s.record().moves, &WIN[..5], "redo plays the move again");
    let other = s.table().legal_notations().into_iter().find(|m| m != WIN[5]).expect("another move");
    let out = play(&mut s, &other);
    assert!(out.iter().any(|c| matches!(c, Command::Moved { .. })), "{out:?}");
    let record = saved(&out).expect("saved");
    assert_eq!(record.moves.last(), Some(&other), "the new move is the game's");
    assert!(!s.can_redo(), "nothing to redo after a new move");
    let old = s.tree().child(main_node(&s, 5), WIN[5]).expect("the move taken back is a variation");
    assert!(!s.tree().is_main(old));
}

#[test]
fn moves_taken_back_are_saved_and_a_reload_can_redo_them() {
    let mut s = drake(&WIN[..6], Vec::new());
    s.handle(Event::Undo, 0.0);
    let record = s.record();
    let text = record.to_text();
    let (back, table) = Record::load(&text).expect("reads back");
    assert_eq!(back.moves, &WIN[..5]);
    let (_, tree) = back.open_game().expect("opens");
    let mut again = Session::new(new_table(GameKind::Drake, &[]).expect("opens"), Vec::new(), true);
    again.handle(Event::Load(Game { tree: Some(tree), ..Game::new(table, Vec::new()) }), 0.0);
    assert!(again.can_redo());
    again.handle(Event::Redo, 0.0);
    assert_eq!(board(&again), &WIN[..6]);
    // A link says where the game is by its main line alone: the move taken back is left out.
    let link = fragment(&record, DRAKE_START);
    let Ok(Route::Shared(shared)) = route(&link, default_start) else { panic!("{link}") };
    assert_eq!(shared.moves, &WIN[..5]);
}

#[test]
fn promote_and_delete_a_variation() {
    let (mut s, variation) = with_variation();
    s.handle(Event::Nav(Nav::Live), 0.0);
    let out = s.handle(Event::Promote(variation), 0.0);
    assert!(saved(&out).is_some());
    assert!(s.tree().is_main(variation), "promoted to the main line");
    assert_eq!(s.record().moves, ["@b1", "@c4", "@a1"], "the promoted line is the game");
    let out = s.handle(Event::Promote(main_node(&s, 3)), 0.0);
    assert!(out.is_empty(), "the main line cannot be promoted");
    let old = s.tree().child(main_node(&s, 2), "@b2").expect("the old line is a variation");
    let after = s.tree().get(old).unwrap().children()[0];
    s.handle(Event::Go(after), 0.0);
    assert_eq!(board(&s), &WIN[..4]);
    let out = s.handle(Event::Delete(old), 0.0);
    assert!(saved(&out).is_some());
    assert_eq!(s.tree().len(), 3, "the variation and its moves are gone");
    assert_eq!(board(&s), &WIN[..2], "the board shows the move before the deleted one");
    assert!(s.handle(Event::Delete(main_node(&s, 3)), 0.0).is_empty(), "the game's own moves are not deleted");
    assert_eq!(s.tree().len(), 3);
}

#[test]
fn glyphs_and_comments_are_set_saved_and_read_back() {
    let (mut s, variation) = with_variation();
    let out = s.handle(Event::Glyph(variation, Some(Glyph::Dubious)), 0.0);
    assert!(saved(&out).is_some());
    s.handle(Event::Glyph(main_node(&s, 1), Some(Glyph::Brilliant)), 0.0);
    s.handle(Event::Comment(variation, "too slow {really}".into()), 0.0);
    s.handle(Event::Comment(NodeId::ROOT, "Club game".into()), 0.0);
    let out = s.handle(Event::Comment(variation, "x".repeat(501)), 0.0);
    assert!(out.iter().any(|c| matches!(c, Command::Refused(_))), "a long comment is refused");
    assert_eq!(s.tree().get(variation).unwrap().comment(), "too slow {really}", "and changes nothing");
    assert!(s
        .handle(Event::Glyph(NodeId::ROOT, Some(Glyph::Good)), 0.0)
        .iter()
        .any(|c| matches!(c, Command::Refused(_))));

    let record = s.record();
    let (back, _) = Record::load(&record.to_text()).expect("the annotated game reads back");
    assert_eq!(back.tree, record.tree, "the same tree from the game text");
    let link = fragment(&record, DRAKE_START);
    let Ok(Route::Shared(shared)) = route(&link, default_start) else { panic!("{link}") };
    assert_eq!(shared.tree, record.tree, "the same tree from the link");
    assert_eq!(shared.moves, record.moves);
}

#[test]
fn a_variation_with_an_illegal_move_is_refused_naming_its_line() {
    let text = format!("deskovna drake\nstart {DRAKE_START}\nmoves @b1 @c4\ntree 1. @b1 (1. @z9) 1... @c4\n");
    let Err(e) = Record::load(&text) else { panic!("refused") };
    assert_eq!(e.line, 4);
    assert!(e.render(deskovna::game::Lang::En).contains("@z9"), "{}", e.render(deskovna::game::Lang::En));
    let other = format!("deskovna drake\nstart {DRAKE_START}\nmoves @b1 @c4\ntree 1. @b1 @c3\n");
    let Err(e) = Record::load(&other) else { panic!("a tree of another game is refused") };
    assert_eq!(e.line, 4);
    let old = format!("deskovna drake\nstart {DRAKE_START}\nmoves @b1 @c4\n");
    let (record, _) = Record::load(&old).expect("an old save opens");
    assert_eq!(record.tree, None);
}

#[test]
fn the_computer_plays_only_at_the_games_end() {
    let mut s = drake(&WIN[..2], vec![Player::Human, Player::Computer(2)]);
    s.handle(Event::Start, 0.0);
    s.handle(Event::Go(main_node(&s, 1)), 0.0);
    assert!(s.table().status().to_move == 1, "Orange, the computer's seat, is to move here");
    let out = play(&mut s, "@d4");
    assert!(!waits(&out), "no reply in a variation: {out:?}");
    assert_eq!(s.record().moves, &WIN[..2], "the game is untouched");
    let out = s.handle(Event::Nav(Nav::Live), 0.0);
    assert!(!waits(&out), "a person is to move at the game's end");
    let out = play(&mut s, "@b2");
    assert!(waits(&out), "the computer answers the game's move");
}

#[test]
fn every_games_moves_fit_the_tree() {
    let mut rng = Rng::new(7);
    for &kind in GameKind::ALL {
        let mut s = Session::new(new_table(kind, &[]).expect("opens"), Vec::new(), true);
        for _ in 0..60 {
            let legal = s.table().legal_notations();
            if legal.is_empty() {
                break;
            }
            let mv = legal[rng.below(legal.len())].clone();
            let out = play(&mut s, &mv);
            assert!(out.iter().any(|c| matches!(c, Command::Moved { .. })), "{kind:?} {mv}: {out:?}");
        }
        assert_eq!(s.tree().main_moves(), s.table().history(), "{kind:?}");
        let text = s.record().to_text();
        assert!(Record::load(&text).is_ok(), "{kind:?}");
    }
}

#[test]
fn a_change_that_would_pass_the_saved_games_limit_is_refused_and_changes_nothing() {
    use deskovna::app::record::MAX_BYTES;
    use deskovna::game::Lang;
    let table = new_table(GameKind::Camelot, &[]).expect("Camelot starts");
    let mut s = Session::new(table, Vec::new(), true);
    let mut rng = Rng::new(7);
    for _ in 0..300 {
        let moves = s.table().legal_notations();
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())].clone();
        play(&mut s, &mv);
    }
    let nodes = s.tree().main_line();
    let comment = "Ž".repeat(500);
    assert!(nodes.len() * comment.len() > MAX_BYTES, "a game long enough: {} moves", nodes.len());
    let mut refused = None;
    for &node in &nodes {
        let before = s.record();
        let out = s.handle(Event::Comment(node, comment.clone()), 0.0);
        if let Some(reason) = out.iter().find_map(|c| match c {
            Command::Refused(r) => Some(r.clone()),
            _ => None,
        }) {
            assert_eq!(s.record(), before, "nothing changed");
            assert!(saved(&out).is_none(), "nothing saved");
            refused = Some(reason);
            break;
        }
        assert!(saved(&out).expect("saved").to_text().len() <= MAX_BYTES);
    }
    let reason = refused.expect("a comment too many is refused");
    assert!(reason.render(Lang::En).contains("a saved game is at most 128 KB"), "{}", reason.render(Lang::En));
    // Moves too, once the game is at its limit: the board goes back to where it was.
    let mut moved = 0;
    loop {
        let moves = s.table().legal_notations();
        let Some(mv) = moves.first().cloned() else { break };
        let before = board(&s);
        let out = play(&mut s, &mv);
        if out.iter().any(|c| matches!(c, Command::Refused(_))) {
            assert_eq!(board(&s), before, "the move is taken back");
            assert!(s.record().to_text().len() <= MAX_BYTES);
            break;
        }
        moved += 1;
        assert!(moved < 5000, "a move is refused at the limit");
    }
}
