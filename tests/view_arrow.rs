//! The analysis's arrow (`Table::set_arrow`): a move from the position shown (the session walks
//! its tree by undoing and playing moves on the table), drawn as the hint's arrow and tagged;
//! gone when the position changes.

use deskovna::games::GameKind;
use deskovna::view::registry::open_table;

const DRAKOBURG: &str = "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0";

fn hints(t: &dyn deskovna::view::table::Table) -> Vec<String> {
    t.scene(0.0).tagged("hint").into_iter().map(String::from).collect()
}

#[test]
fn arrow_from_the_position_shown() {
    let moves = ["a2-b3".to_string(), "g6-g5".to_string()];
    let mut t = open_table(GameKind::Drakoburg, DRAKOBURG, &moves).unwrap();
    assert!(hints(&*t).is_empty());
    // Live: a move of the side to move.
    t.set_arrow(Some("b3-b4"), false);
    assert_eq!(hints(&*t), ["hint b3-b4"]);
    // Back after the first move: a move legal there only.
    t.undo();
    assert!(hints(&*t).is_empty(), "viewing another position clears the arrow");
    t.set_arrow(Some("b3-b4"), false);
    assert!(hints(&*t).is_empty(), "not Black's move there");
    t.set_arrow(Some("g6-g5"), false);
    assert_eq!(hints(&*t), ["hint g6-g5"]);
    t.set_arrow(None, false);
    assert!(hints(&*t).is_empty());
    // "Best was …": a move from the position before the one shown (after the second move,
    // Black's other moves).
    t.play_notation("g6-g5", 0.0).unwrap();
    t.set_arrow(Some("f6-f5"), true);
    assert_eq!(hints(&*t), ["hint f6-f5"]);
    t.set_arrow(Some("f6-f5"), false);
    assert!(hints(&*t).is_empty(), "not White's move after the second");
    t.undo();
    t.undo();
    t.set_arrow(Some("a2-b3"), true);
    assert!(hints(&*t).is_empty(), "nothing before the start");
    // A move played clears it.
    t.play_notation("a2-b3", 0.0).unwrap();
    t.play_notation("g6-g5", 0.0).unwrap();
    t.set_arrow(Some("b3-b4"), false);
    t.play_notation("b3-b4", 0.0).unwrap();
    assert!(hints(&*t).is_empty());
}
