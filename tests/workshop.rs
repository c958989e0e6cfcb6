//! The Drake's workshop without a browser: drawing a troop cell by cell, its name and letter,
//! the stacks, the board, what is wrong said in words, the pictures the page paints, and a
//! variant made here played as a game.

use deskovna::app::workshop::{BoardTool, Problem, Terrain, Workshop, CYCLE};
use deskovna::game::{Lang, Refusal as _};
use deskovna::games::drake::{
    square, ActionKind, Flags, Part, ReadyMade, Refusal, StackMode, Troop, Variant, MAX_STACK, MAX_TROOPS, READY_MADE,
};
use deskovna::games::GameKind;
use deskovna::view::drake::workshop as pictures;
use deskovna::view::registry::new_table;
use deskovna::view::theme::{Theme, ThemeName};
use deskovna::view::workshop::{cell_label, problem_text, square_label, Say};

fn letter(c: char) -> Troop {
    Troop::from_letter(c).unwrap()
}

#[test]
fn a_cell_cycles_through_the_kinds_that_may_point_there() {
    let mut w = Workshop::blank(Lang::En);
    assert_eq!(w.selected().map(|k| k.letter), Some('B'), "a new variant starts with a troop of its own");
    // A neighbour takes every kind but the jump-slide; two away on a line no shift or slide;
    // a knight's square no shift, slide or jump-slide. After the last kind, empty.
    use ActionKind::*;
    let taps = |w: &mut Workshop, dx, dy| -> Vec<Option<ActionKind>> { (0..9).map(|_| w.cycle(1, dx, dy)).collect() };
    let neighbour = taps(&mut w, 1, 1);
    let expected: Vec<_> = CYCLE.iter().copied().filter(|&k| k != Some(JumpSlide)).chain([Some(Shift)]).collect();
    assert_eq!(neighbour, expected);
    let far: Vec<_> = taps(&mut w, 0, 2).into_iter().take_while(Option::is_some).flatten().collect();
    assert_eq!(far, [Jump, JumpSlide, Strike, Command, Protect, Dread]);
    let knight: Vec<_> = taps(&mut w, 1, 2).into_iter().take_while(Option::is_some).flatten().collect();
    assert_eq!(knight, [Jump, Strike, Command, Protect, Dread]);
    for (dx, dy) in [(1, 2), (0, 2), (-2, -2), (1, 0)] {
        let mut now = None;
        for _ in 0..12 {
            now = Workshop::next_kind(now, dx, dy);
            assert!(now.is_none_or(|k| k.may_point(dx, dy)), "{now:?} at ({dx}, {dy})");
        }
    }
    // The pivot holds nothing.
    assert_eq!(Workshop::next_kind(None, 0, 0), None);
}

#[test]
fn a_troop_drawn_by_taps_is_a_troop_of_the_variant() {
    let mut w = Workshop::blank(Lang::En);
    w.rename_troop("Bee");
    // Face: the shift forward becomes a slide (one tap); b5, empty, becomes a jump, a strike,
    // then a command (three taps: no shift, slide or jump-slide may point there).
    w.cycle(0, 0, 1);
    for _ in 0..3 {
        w.cycle(0, -1, 2);
    }
    let face = w.selected().unwrap().side(true).to_vec();
    assert_eq!(face.len(), 2);
    assert_eq!(w.cell(0, 0, 1), Some(ActionKind::Slide));
    assert_eq!(w.cell(0, -1, 2), Some(ActionKind::Command));
    assert!(w.changed);
    assert!(w.is_valid(), "{:?}", w.problems());
    let text = w.variant.to_text();
    assert!(text.contains("tB.Bee.Lc4Cb5.Sc2"), "{text}");
    assert_eq!(Variant::from_text(&text).unwrap(), w.variant);
    // Its cells in words, for screen readers.
    assert_eq!(cell_label(-1, 2, w.cell(0, -1, 2), Lang::En), "b5: command");
    assert_eq!(cell_label(1, 1, None, Lang::Cs), "d4: nic");
    assert_eq!(cell_label(0, 0, None, Lang::En), "c3: the troop itself");
}

#[test]
fn names_and_letters_are_checked_and_letters_follow_into_the_stacks() {
    let mut w = Workshop::blank(Lang::En);
    assert!(w.variant.stacks.iter().all(|s| s.contains(&letter('B'))), "a new troop goes into both stacks");
    assert!(!w.free_letters().contains(&'D'), "built-in letters are taken");
    assert!(w.free_letters().contains(&'B'), "the troop keeps its own letter");
    assert!(!w.set_letter('K'));
    assert!(w.set_letter('Q'));
    assert!(w.variant.stacks.iter().all(|s| s.contains(&letter('Q')) && !s.contains(&letter('B'))));
    w.rename_troop("B@d");
    let problems = w.problems();
    assert!(
        matches!(&problems[..], [Problem::Invalid(Refusal::BadName(n), Part::Troop(0))] if n == "B@d"),
        "{problems:?}"
    );
    assert!(!w.is_valid());
    let words = problem_text(&w, &problems[0], Lang::En);
    assert!(words.starts_with("Troop “B@d” (Q): "), "{words}");
    w.rename_troop("Quail");
    assert!(w.problems().is_empty());
    w.set_name("Birds!");
    assert!(matches!(w.problems()[..], [Problem::Invalid(Refusal::BadName(_), Part::Name)]));
    assert!(problem_text(&w, &w.problems()[0], Lang::Cs).starts_with("Název varianty: "));
    w.set_name("Birds");
    assert!(w.is_valid());
}

#[test]
fn troops_come_and_go_up_to_the_limit() {
    let mut w = Workshop::blank(Lang::En);
    for _ in 1..MAX_TROOPS {
        assert!(w.add_troop(Lang::En).is_some());
    }
    assert_eq!(w.variant.troops.len(), MAX_TROOPS);
    assert_eq!(w.add_troop(Lang::En), None);
    assert!(w.variant.stacks.iter().all(|s| s.len() == MAX_STACK), "stacks fill up to 12, no more");
    assert!(w.is_valid(), "{:?}", w.problems());
    // Troops that did not fit are reported as never playing.
    let unused = w.problems().iter().filter(|p| matches!(p, Problem::Unused(_))).count();
    assert_eq!(unused, MAX_TROOPS - (MAX_STACK - 7));
    let first = w.variant.troops[0].letter;
    w.troop = Some(0);
    w.remove_troop(0);
    assert!(w.variant.stacks.iter().flatten().all(|t| t.letter() != first), "its stack places go too");
    assert_eq!(w.troop, Some(0));
    while !w.variant.troops.is_empty() {
        w.remove_troop(0);
    }
    assert_eq!(w.troop, None);
}

#[test]
fn the_stack_editor_orders_adds_and_removes_with_orange_following_blue() {
    let mut w = Workshop::new(Variant::default(), None);
    assert!(w.mirror, "equal stacks start mirrored");
    assert!(w.move_item(0, 6, 0), "the Archer to the top");
    assert_eq!(w.variant.stacks[1][0], Troop::ARCHER, "Orange follows");
    assert!(w.add_item(1, Some(4), Troop::BOMB));
    assert_eq!(w.variant.stacks[0][4], Troop::BOMB);
    w.set_mirror(false);
    assert!(w.remove_item(1, 4));
    assert_eq!(w.variant.stacks[0][4], Troop::BOMB, "now Blue's stays");
    assert!(w.problems().is_empty());
    assert_eq!(w.variant.to_text(), "v1-bADCC*MSW-oADCCMSW");
    // A bomb may not guard; the words say where.
    assert!(w.move_item(0, 4, 1));
    let p = w.problems();
    assert_eq!(p, [Problem::Invalid(Refusal::BombGuard, Part::StackItem(0, 1))]);
    assert!(problem_text(&w, &p[0], Lang::En).starts_with("Blue's stack, item 2: "));
    // Never fewer than three, never more than twelve.
    let mut small = Workshop::new(Variant::from_text("v1-sDCC").unwrap(), None);
    assert!(!small.remove_item(0, 2));
    for _ in 0..9 {
        assert!(small.add_item(0, None, Troop::MONK));
    }
    assert!(!small.add_item(0, None, Troop::MONK));
    assert!(!small.move_item(0, 0, 12));
    let palette = small.palette();
    assert_eq!(palette.len(), Troop::BUILTIN.len() + 1);
    assert_eq!(palette.last(), Some(&Troop::BOMB));
}

#[test]
fn the_board_editor_cycles_terrain_and_places_flags() {
    let mut w = Workshop::new(Variant { size: 5, ..Variant::default() }, None);
    let b2 = square(1, 1);
    let cycle: Vec<Terrain> = (0..3)
        .map(|_| {
            w.tap_square(b2);
            w.terrain(b2)
        })
        .collect();
    assert_eq!(cycle, [Terrain::Mountain, Terrain::Fortress, Terrain::Plain]);
    w.tap_square(square(2, 2));
    w.tap_square(square(4, 3));
    w.tap_square(square(4, 3));
    assert_eq!(w.variant.to_text(), "v1-5-mc3-fe4");
    assert_eq!(square_label(&w, square(2, 2), Lang::En), "c3: mountain");
    w.set_flags(true);
    assert_eq!(w.variant.flags, Flags::Home);
    w.tool = BoardTool::Flag(1);
    w.tap_square(square(2, 2)); // Orange's flag on the mountain: it is levelled
    assert_eq!(w.variant.flags, Flags::At([square(2, 0), square(2, 2)]));
    assert_eq!(w.terrain(square(2, 2)), Terrain::Plain);
    assert_eq!(square_label(&w, square(2, 2), Lang::En), "c3: plain, Orange flag");
    w.tool = BoardTool::Terrain;
    w.tap_square(square(2, 2));
    assert_eq!(w.terrain(square(2, 2)), Terrain::Fortress, "a flag's square is never a mountain");
    w.tool = BoardTool::Flag(1);
    w.tap_square(square(2, 4));
    assert_eq!(w.variant.flags, Flags::Home, "back on the usual squares");
    assert!(w.is_valid());
    // Both flags on one square is refused, in words.
    w.tap_square(square(2, 0));
    assert!(matches!(w.problems()[..], [Problem::Invalid(Refusal::FlagsTogether, Part::Flags)]));
    // A smaller board drops what lay off it.
    w.tool = BoardTool::Flag(0);
    w.tap_square(square(4, 4));
    w.set_size(4);
    assert_eq!(w.variant.fortresses, 1 << square(2, 2), "e4 went with its column");
    assert_eq!(w.variant.flags, Flags::Home);
    w.set_flags(false);
    assert_eq!(w.tool, BoardTool::Terrain);
    // A row without a square for a leader.
    let mut w = Workshop::new(Variant { size: 3, ..Variant::default() }, None);
    for f in 0..3 {
        w.tap_square(square(f, 0));
    }
    assert!(matches!(w.problems()[..], [Problem::Invalid(Refusal::RowBlocked(1), Part::Mountains)]));
    assert_eq!(
        problem_text(&w, &w.problems()[0], Lang::En),
        format!("Board: {}", Refusal::RowBlocked(1).render(Lang::En))
    );
}

#[test]
fn every_ready_made_variant_opens_in_the_workshop_without_a_problem() {
    assert_eq!(READY_MADE.len(), 8);
    for ready in &READY_MADE {
        let w = Workshop::new(ready.variant(), None);
        assert!(w.problems().iter().all(|p| !p.blocks()), "{}: {:?}", ready.id, w.problems());
        assert_eq!(w.mirror, ready.variant().stacks[0] == ready.variant().stacks[1]);
    }
    let mut w = Workshop::new(ReadyMade::find("drawn-stacks").unwrap().variant(), None);
    w.set_mode(StackMode::Random);
    w.set_hidden(true);
    assert!(w.variant.to_text().ends_with("-rh"), "{}", w.variant.to_text());
}

#[test]
fn a_troop_made_in_the_workshop_is_played_in_a_game() {
    let mut w = Workshop::blank(Lang::En);
    w.rename_troop("Hopper");
    // Face: a jump one forward (shift → slide → jump) and a jump to d5.
    w.cycle(0, 0, 1);
    w.cycle(0, 0, 1);
    w.cycle(0, 1, 2);
    assert_eq!(w.cell(0, 0, 1), Some(ActionKind::Jump));
    let text = w.variant.to_text();
    let mut t = new_table(GameKind::Drake, &[("variant".into(), text.clone())]).unwrap();
    assert!(t.start_text().starts_with(&text), "{}", t.start_text());
    // Place leaders, guards and the stack down to the new troop, then move it.
    for _ in 0..40 {
        let moves = t.legal_notations();
        if t.history().len() > 20 || moves.is_empty() {
            break;
        }
        t.play_notation(&moves[t.history().len() * 3 % moves.len()], 0.0).unwrap();
    }
    assert!(t.history().len() > 10, "the variant plays: {:?}", t.history());
}

#[test]
fn the_pictures_are_the_boards_own() {
    let theme = Theme::get(ThemeName::Dark);
    let kind = Troop::KNIGHT.builtin().unwrap();
    let tiles = pictures::tiles(&kind, &theme, Lang::Cs, 360.0);
    assert_eq!(tiles.tagged("tile"), ["tile blue face", "tile blue back", "tile orange face", "tile orange back"]);
    assert!(tiles.width <= 360.0 && tiles.height > 80.0);
    let grid = pictures::grid(kind.side(true), &theme, 250.0);
    assert_eq!(grid.tagged("cell").len(), 4);
    assert!(grid.tagged("cell").contains(&"cell d5 jump"));
    let v = Variant::from_text("v1-5-mb2-fc3-g").unwrap();
    let board = pictures::board(&v, &theme, 300.0);
    assert_eq!(board.tagged("mountain"), ["mountain b2"]);
    assert_eq!(board.tagged("fortress"), ["fortress c3"]);
    assert_eq!(board.tagged("flag"), ["flag blue c1", "flag orange c5"]);
    let bomb = pictures::item(&v, Troop::BOMB, 1, &theme, Lang::En, 56.0);
    assert!(!bomb.shapes.is_empty());
}

#[test]
fn every_word_of_the_workshop_is_in_both_languages() {
    for &w in Say::ALL {
        let t = w.text();
        assert!(!t.en.is_empty() && !t.cs.is_empty(), "{w:?}");
        assert_eq!(Say::from_key(w.key()), Some(w));
        let placeholders = |s: &str| s.matches('{').count();
        assert_eq!(placeholders(t.en), placeholders(t.cs), "{w:?}");
    }
}
