//! Shamrock in the editor: tiles laid, turned, moved and taken off, flakes and leprechauns,
//! players and the expert game, and the engine's refusals (a tile twice, a tile apart).

use super::*;
use crate::game::Lang;
use crate::games::shamrock::Refusal as ShamrockRefusal;

const START: &str = "2b_r0_0_G0.0.0_APB_DHOCEKIMFNLJ_-_-_-_g454021de755d453c";

fn open(start: Start) -> Editor {
    match Editor::open(GameKind::Shamrock, start) {
        Ok(e) => e,
        Err(r) => panic!("{}", r.render(Lang::En)),
    }
}

fn board(e: &Editor) -> String {
    e.text().split('_').nth(3).unwrap_or_default().to_string()
}

#[test]
fn tiles_are_laid_turned_and_taken_off_and_the_display_refills() {
    let mut e = open(Start::Initial);
    assert_eq!(e.text(), START);
    e.place("+1+0", "A").unwrap();
    e.place("+1-1", "C").unwrap();
    // A came from the display (the pile's top D took its place), C from the pile.
    assert_eq!(e.text(), "2b_r0_0_A1.0.0~C1.-1.0~G0.0.0_DPB_HOEKIMFNLJ_-_-_-_g454021de755d453c");
    // Tapping a tile with itself, or rotating, turns it a sixth; the period wraps.
    e.place("+1+0", "A").unwrap();
    e.rotate("+1+0", true).unwrap();
    assert!(board(&e).contains("A1.0.2"), "{}", board(&e));
    for _ in 0..4 {
        e.rotate("+1+0", true).unwrap();
    }
    assert!(board(&e).contains("A1.0.0"), "six steps make a turn: {}", board(&e));
    e.rotate("+1+0", false).unwrap();
    assert!(board(&e).contains("A1.0.5"), "{}", board(&e));
    // Moved, it keeps its rotation; taken off, it goes to the bottom of the pile.
    e.shift("+1+0", "-1+0").unwrap();
    assert!(board(&e).contains("A-1.0.5"), "{}", board(&e));
    e.remove("-1+0").unwrap();
    assert!(e.text().ends_with("_HOEKIMFNLJA_-_-_-_g454021de755d453c"), "{}", e.text());
    assert_eq!(e.piece_at("+1-1").as_deref(), Some("C"));
    assert_eq!(e.piece_at("-1+0"), None);
}

#[test]
fn a_tile_twice_or_apart_from_the_start_is_refused() {
    let mut e = open(Start::Initial);
    e.place("+1+0", "A").unwrap();
    let before = e.text();
    let twice = e.place("+0+1", "A").unwrap_err();
    assert_eq!(twice, Refused::TileTwice("A".into()).reason());
    assert_eq!(twice.render(Lang::Cs), "Díl A už leží na plánu: každý ze 16 dílů je ve hře jen jednou.");
    assert_eq!(e.text(), before, "a refused change changes nothing");
    // The start tile cannot go: the rest would hang apart from cell 0.0.
    let apart = e.remove("+0+0").unwrap_err();
    assert_eq!(apart, ShamrockRefusal::NoStart.reason());
    assert_eq!(e.text(), before);
    // Only the cells next to tiles are offered.
    assert_eq!(e.place("+5+5", "B"), Err(Refused::NoSquare("+5+5".into()).reason()));
    assert!(e.place("+1+0", "fx").is_err());
    assert!(e.rotate("+0+1", true).is_err(), "no tile there");
    assert!(e.turns("+1+0") && !e.turns("+0+1") && !e.turns("Display 1"));
}

#[test]
fn flakes_per_seat_at_most_three() {
    let mut e = open(Start::Initial);
    for (cell, tile) in [("+1+0", "A"), ("+1-1", "B"), ("+0-1", "C")] {
        e.place(cell, tile).unwrap();
    }
    for cell in ["+0+0", "+1+0", "+1-1"] {
        e.place(cell, "fy").unwrap();
    }
    assert_eq!(board(&e).matches('y').count(), 3, "{}", board(&e));
    let fourth = e.place("+0-1", "fy").unwrap_err();
    assert_eq!(fourth, ShamrockRefusal::TooMany.reason());
    assert!(e.place("+0-1", "fb").is_err(), "no blue in a game of two");
    // Delete takes the flake first, then the tile.
    e.remove("+1+0").unwrap();
    assert!(board(&e).contains("A1.0.0~") || board(&e).ends_with("A1.0.0"), "{}", board(&e));
    e.remove("+1+0").unwrap();
    assert!(!board(&e).contains('A'));
}

#[test]
fn players_the_expert_game_and_leprechauns() {
    let mut e = open(Start::Initial);
    e.set_players(3).unwrap();
    assert!(e.text().starts_with("3b_r0_"));
    e.set_turn(2).unwrap();
    assert!(e.text().starts_with("3b_b0_"));
    assert!(e.offers("fb") && !e.offers("lr"));
    assert!(e.place("+0+0/1", "lr").is_err(), "no leprechauns in the basic game");
    e.set_expert(true).unwrap();
    assert!(e.text().starts_with("3x_b0.0_"), "{}", e.text());
    assert!(e.text().contains("_0.0.0~0.0.2~0.0.4_"), "leprechauns on the start tile: {}", e.text());
    assert_eq!(e.piece_at("+0+0/2").as_deref(), Some("ly"));
    e.place("+1+0", "A").unwrap();
    e.place("+1+0/3", "ly").unwrap();
    assert!(e.text().contains("_0.0.0~1.0.3~0.0.4_"), "{}", e.text());
    // Turning a tile turns the leprechaun on it; moving a tile moves it.
    e.rotate("+1+0", true).unwrap();
    assert!(e.text().contains("~1.0.4~"), "{}", e.text());
    e.shift("+0+0/0", "+0+0/4").unwrap_err();
    e.shift("+0+0/0", "+0+0/1").unwrap();
    assert!(e.text().contains("_0.0.1~1.0.4~0.0.4_"), "{}", e.text());
    assert!(e.remove("+0+0/1").is_err(), "a leprechaun stays in the expert game");
    // Put on a cell (the keyboard), it goes to the next free leaf of that tile.
    e.place("+1+0", "lr").unwrap();
    assert!(e.text().contains("_1.0.0~1.0.4~0.0.4_"), "{}", e.text());
    e.place("+1+0", "lr").unwrap();
    assert!(e.text().contains("_1.0.1~1.0.4~0.0.4_"), "{}", e.text());
    e.place("+0+0", "lr").unwrap();
    assert!(e.text().contains("_0.0.0~1.0.4~0.0.4_"), "{}", e.text());
    e.place("+0+0", "lr").unwrap();
    assert!(e.text().contains("_0.0.1~1.0.4~0.0.4_"), "{}", e.text());
    // Two players: blue's seat goes, and the move with it; three again: it is all back.
    e.set_players(2).unwrap();
    assert!(e.text().starts_with("2x_r0.0_"), "{}", e.text());
    assert!(e.text().contains("_0.0.1~1.0.4_"), "{}", e.text());
    e.set_players(3).unwrap();
    assert!(e.text().contains("_0.0.1~1.0.4~0.0.4_"), "{}", e.text());
    assert!(e.set_players(4).is_err());
    e.set_expert(false).unwrap();
    assert!(e.text().starts_with("3b_r0_"));
}

#[test]
fn empty_keeps_the_start_tile_and_a_mid_turn_text_is_set_up_at_the_turns_start() {
    let e = open(Start::Empty);
    assert_eq!(board(&e), "G0.0.0");
    // Yellow in the middle of a turn: a tile in hand, a neutral token, a red flake.
    let text = "2b_y1_3_G0.0.0r~A1.0.2t_PBD_HOCEKIMFNLJ_-_-_-_g454021de755d453c";
    let e = open(Start::Text(text.into()));
    assert_eq!(e.text(), "2b_y0_3_A1.0.2~G0.0.0r_PBD_HOCEKIMFNLJ_-_-_-_g454021de755d453c");
    assert!(Editor::open(GameKind::Shamrock, Start::Text("3b_junk".into())).is_err());
}

#[test]
fn cells_and_leaves_are_found_where_they_are_drawn() {
    let mut e = open(Start::Initial);
    e.set_expert(true).unwrap();
    e.fit(390.0, 429.0, Looks::default());
    let start = e.locate("+0+0").unwrap();
    assert_eq!(e.square_at(start).as_deref(), Some("+0+0"));
    let east = e.locate("+1+0").unwrap();
    assert_eq!(e.square_at(east).as_deref(), Some("+1+0"), "an empty cell next to a tile");
    assert_eq!(e.locate("+3+0"), None);
    let leaf = e.locate("+0+0/2").unwrap();
    assert_eq!(e.table().locate("+0+0 corner 2"), Some(leaf), "where the game's view draws the leprechaun");
    assert_eq!(e.pick_at(leaf).as_deref(), Some("+0+0/2"), "the yellow leprechaun");
    assert_eq!(e.pick_at(start).as_deref(), Some("+0+0"), "the tile in the middle");
    assert_eq!(e.drop_at(leaf, "lr").as_deref(), Some("+0+0/2"));
    assert_eq!(e.drop_at(leaf, "A").as_deref(), Some("+0+0"));
    assert_eq!(e.drop_at(east, "lr"), None, "a leprechaun needs a tile");
    assert_eq!(e.cursor_step(Some("+0+0"), 1.0, 0.0).as_deref(), Some("+1+0"));
    assert_eq!(e.scene(0.0, Some("+0+0")).tagged("editor-cursor"), vec!["editor-cursor +0+0"]);
    assert!(palette(GameKind::Shamrock)[0]
        .picture(GameKind::Shamrock, &crate::view::theme::Theme::get(crate::view::theme::ThemeName::Light), 40.0)
        .is_some());
    assert_eq!(palette(GameKind::Shamrock)[0].label(GameKind::Shamrock, Lang::Cs), "Díl A");
    assert_eq!(palette(GameKind::Shamrock)[19].label(GameKind::Shamrock, Lang::En), "Red – Leprechaun");
}

#[test]
fn the_display_is_chosen_and_refilled() {
    let mut e = open(Start::Initial);
    let fields = |e: &Editor| e.text().split('_').skip(4).take(2).collect::<Vec<_>>().join("_");
    assert_eq!(fields(&e), "APB_DHOCEKIMFNLJ");
    // From the pile into slot 2: B goes where K was in the pile.
    e.place("Display 2", "K").unwrap();
    assert_eq!(fields(&e), "AKB_DHOCEPIMFNLJ");
    // Slot 1 and 3 change places; a slot's tile laid on the board, the pile's top refills it.
    e.shift("Display 1", "Display 3").unwrap();
    assert_eq!(fields(&e), "BKA_DHOCEPIMFNLJ");
    e.shift("Display 3", "+1+0").unwrap();
    assert_eq!(fields(&e), "BKD_HOCEPIMFNLJ");
    assert_eq!(e.piece_at("+1+0").as_deref(), Some("A"));
    // A tile on the board offered again: the engine refuses a tile twice.
    let twice = e.place("Display 1", "A").unwrap_err();
    assert_eq!(twice, Refused::TileTwice("A".into()).reason());
    assert_eq!(fields(&e), "BKD_HOCEPIMFNLJ", "nothing changed");
    // Back from the board into a slot; withdrawn from the display to the bottom of the pile.
    e.shift("+1+0", "Display 1").unwrap();
    assert_eq!(fields(&e), "AKD_HOCEPIMFNLJB");
    e.remove("Display 2").unwrap();
    assert_eq!(fields(&e), "AHD_OCEPIMFNLJBK");
    e.fit(912.0, 745.0, Looks::default());
    let slot = e.locate("Display 3").unwrap();
    assert_eq!(e.square_at(slot).as_deref(), Some("Display 3"));
    assert_eq!(e.pick_at(slot).as_deref(), Some("Display 3"));
    assert_eq!(e.drop_at(slot, "fr"), None, "a flake goes on a tile on the board");
}
