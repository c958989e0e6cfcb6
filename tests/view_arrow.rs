//! The analysis's arrow (`Table::set_arrow`): a move from the position shown, live or viewed
//! in the history, drawn as the hint's arrow and tagged; gone when the position changes.

use deskovna::games::GameKind;
use deskovna::view::tables::open_table;

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
    t.set_arrow(Some("b3-b4"));
    assert_eq!(hints(&*t), ["hint b3-b4"]);
    // In the history (after the first move): a move legal there only.
    t.view_ply(Some(1));
    assert!(hints(&*t).is_empty(), "viewing another position clears the arrow");
    t.set_arrow(Some("b3-b4"));
    assert!(hints(&*t).is_empty(), "not Black's move there");
    t.set_arrow(Some("g6-g5"));
    assert_eq!(hints(&*t), ["hint g6-g5"]);
    t.set_arrow(None);
    assert!(hints(&*t).is_empty());
    // A move played clears it.
    t.view_ply(None);
    t.set_arrow(Some("b3-b4"));
    t.play_notation("b3-b4", 0.0).unwrap();
    assert!(hints(&*t).is_empty());
}
