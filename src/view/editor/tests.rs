use super::*;
use crate::game::Lang;
use crate::games::{camelot, drake, drakoburg};
use crate::view::registry::default_start;

fn open(kind: GameKind, start: Start) -> Editor {
    match Editor::open(kind, start) {
        Ok(e) => e,
        Err(r) => panic!("{}", r.render(Lang::En)),
    }
}

#[test]
fn the_start_reads_back_as_the_games_start() {
    for &kind in &[GameKind::Drake, GameKind::Camelot, GameKind::Drakoburg] {
        let editor = open(kind, Start::Initial);
        assert_eq!(editor.text(), default_start(kind), "{kind:?}");
    }
}

#[test]
fn drake_troops_come_from_the_stack_and_a_second_drake_is_refused() {
    let mut e = open(GameKind::Drake, Start::Empty);
    assert_eq!(e.text(), "4_4.4.4.4_b_M_DCCMSWA_DCCMSWA_0");
    e.place("b1", "bD").unwrap();
    e.place("c4", "oD").unwrap();
    e.place("a1", "bc").unwrap();
    e.place("b2", "x").unwrap();
    assert_eq!(e.text(), "4_2oD1.4.1x2.bcbD2_b_M_CMSWA_CCMSWA_0");
    let before = e.text();
    let refused = e.place("d1", "bD").unwrap_err();
    assert_eq!(refused, drake::Refusal::TooMany('D').reason(), "the engine's kind");
    assert_eq!(e.text(), before, "a refused change changes nothing");
    assert!(e.ready().is_ok());
    e.set_turn(1).unwrap();
    assert!(e.text().contains("_o_M_"));
}

#[test]
fn a_square_the_board_does_not_have_is_refused() {
    let mut e = open(GameKind::Drake, Start::Initial);
    let refused = e.place("e5", "bC").unwrap_err();
    assert_eq!(refused, Refused::NoSquare("e5".into()).reason());
    assert_eq!(refused.render(Lang::Cs), "Deska nemá pole e5.");
    let mut c = open(GameKind::Camelot, Start::Initial);
    // A1 is cut off the corner of Camelot's board; F16 is a castle square.
    assert_eq!(c.place("A1", "M"), Err(Refused::NoSquare("A1".into()).reason()));
    c.remove("F6").unwrap();
    assert!(c.place("F16", "M").is_ok());
    assert!(c.place("F17", "M").is_err());
}

#[test]
fn camelot_counts_pieces_per_side_and_keeps_its_variant() {
    let mut e = open(GameKind::Camelot, Start::Text("camette_1.1k1.1mmm1.5.1MMM1.1K1.1_w_00_-_0".into()));
    assert_eq!(e.piece_at("C2").as_deref(), Some("K"));
    e.shift("C2", "C4").unwrap();
    assert_eq!(e.piece_at("C2"), None);
    assert!(e.text().starts_with("camette_"));
    let refused = e.place("A4", "K").unwrap_err();
    assert_eq!(refused, camelot::Refusal::TooMany(camelot::WHITE, 1, 3).reason());
    let mut empty = open(GameKind::Camelot, Start::Empty);
    let decided = empty.ready().unwrap_err();
    assert_eq!(decided.text, &DECIDED);
    assert!(decided.render(Lang::Cs).starts_with("Odtud se hrát nedá"));
    for (square, piece) in [("F6", "K"), ("G6", "M"), ("F11", "k"), ("G11", "m")] {
        empty.place(square, piece).unwrap();
    }
    assert!(empty.ready().is_ok());
}

#[test]
fn drakoburg_refuses_a_promoted_kopinik_and_play_without_a_t() {
    let mut e = open(GameKind::Drakoburg, Start::Empty);
    assert_eq!(e.text(), "3t3.7.7.7.7.7.3T3_w_0");
    let refused = e.place("c7", "P").unwrap_err();
    assert_eq!(refused, drakoburg::Refusal::Promoted(drakoburg::square(2, 6)).reason());
    e.remove("d7").unwrap();
    let no_t = e.ready().unwrap_err();
    assert_eq!(no_t, drakoburg::Refusal::NoKnight(drakoburg::BLACK).reason());
    assert!(no_t.render(Lang::Cs).starts_with("Černý nemá těžkooděnce"));
    let refused = e.remove("d1").unwrap_err();
    assert_eq!(refused, drakoburg::Refusal::NoKnights.reason());
}

#[test]
fn bad_input_is_refused_without_panic() {
    assert!(Editor::open(GameKind::Drake, Start::Text("v1-5-g_junk".into())).is_err());
    let mut options = drake::Options::default();
    drake::Drake::set_option(&mut options, "fortresses", "b2").unwrap();
    let variant = drake::Drake::new(&options).unwrap().to_text();
    assert_eq!(Editor::open(GameKind::Drake, Start::Text(variant)).err(), Some(drake::Refusal::SetupVariant.reason()));
    assert!(Editor::open(GameKind::Camelot, Start::Text("x_y".into())).is_err());
    assert!(Editor::open(GameKind::Drakoburg, Start::Text("".into())).is_err());
    let mut e = open(GameKind::Drakoburg, Start::Initial);
    assert!(e.place("a1", "bD").is_err());
    assert!(e.shift("d4", "d5").is_err());
    assert!(e.set_turn(5).is_err());
}

#[test]
fn the_palettes_name_every_piece_in_both_languages() {
    assert_eq!(palette(GameKind::Drake).len(), 25);
    assert_eq!(palette(GameKind::Camelot).len(), 4);
    assert_eq!(palette(GameKind::Drakoburg).len(), 12);
    assert_eq!(palette(GameKind::Shamrock).len(), 22);
    let back = &palette(GameKind::Drake)[6];
    assert_eq!(back.label(GameKind::Drake, Lang::En), "Blue – Drake, back up");
    assert_eq!(back.label(GameKind::Drake, Lang::Cs), "Modrý – Drak, rubem nahoru");
}

#[test]
fn the_cursor_walks_the_squares_and_is_drawn() {
    let mut e = open(GameKind::Drakoburg, Start::Initial);
    e.fit(350.0, 350.0, Looks::default());
    let first = e.cursor_step(None, 0.0, 0.0);
    assert!(first.is_some());
    assert_eq!(e.cursor_step(Some("d4"), 1.0, 0.0).as_deref(), Some("e4"));
    assert_eq!(e.cursor_step(Some("d4"), 0.0, -1.0).as_deref(), Some("d5"));
    assert_eq!(e.cursor_step(Some("a4"), -1.0, 0.0).as_deref(), Some("a4"), "stays at the edge");
    assert_eq!(e.scene(0.0, Some("d4")).tagged("editor-cursor"), vec!["editor-cursor d4"]);
    let d4 = e.table().locate("d4").unwrap();
    assert_eq!(e.square_at(d4).as_deref(), Some("d4"));
    let mut c = open(GameKind::Camelot, Start::Initial);
    c.fit(400.0, 500.0, Looks::default());
    assert_eq!(c.cursor_step(Some("F1"), 1.0, 0.0).as_deref(), Some("G1"));
}
