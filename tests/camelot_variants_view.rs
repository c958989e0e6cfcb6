//! The variants of Camelot on the table: each board in its own shape with its castles, river,
//! bridges and trees and its own coordinates; tap targets large enough on a phone; trees
//! planted by tapping; the New game options; and the move list, undo, saved games and share
//! links of every variant, through the same paths the app takes.

mod view_common;

use deskovna::app::link::{fragment, route, Route};
use deskovna::app::record::Record;
use deskovna::game::{Game, Lang};
use deskovna::games::camelot::{Camelot, Options, Variant};
use deskovna::games::GameKind;
use deskovna::view::board::BoardView;
use deskovna::view::fields::FieldKind;
use deskovna::view::help::render;
use deskovna::view::registry::{default_start, help, new_table, option_fields};
use deskovna::view::scene::Shape;
use deskovna::view::table::{Response, Table};
use deskovna::view::theme::{Theme, ThemeName};
use view_common::{click, describe, opened, played};

fn start_text(variant: Variant, anti: bool) -> String {
    Camelot::new(&Options { variant, anti }).unwrap().to_text()
}

fn table(variant: Variant, moves: &[&str], width: f32, height: f32) -> Box<dyn Table> {
    opened(GameKind::Camelot, &start_text(variant, false), moves, width, height)
}

fn texts(t: &dyn Table) -> Vec<String> {
    t.scene(0.0)
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Text { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn each_board_is_drawn_in_its_shape_with_its_castles_and_coordinates() {
    // (variant, files, ranks, pieces a side, castle squares)
    let boards = [
        (Variant::Camelot, 12, 16, 14, 2),
        (Variant::Chivalry, 14, 16, 20, 2),
        (Variant::Cam, 7, 13, 7, 1),
        (Variant::Camette, 5, 7, 4, 1),
        (Variant::River, 12, 16, 14, 2),
    ];
    for (variant, files, ranks, pieces, castle) in boards {
        let t = table(variant, &[], 600.0, 800.0);
        let scene = t.scene(0.0);
        assert_eq!(scene.tagged("board"), vec![format!("board {}", variant.id())]);
        assert_eq!(scene.tagged("castle"), vec!["castle white", "castle black"]);
        let men_and_knights =
            |side: &str| scene.tagged(&format!("man {side}")).len() + scene.tagged(&format!("knight {side}")).len();
        assert_eq!((men_and_knights("white"), men_and_knights("black")), (pieces, pieces), "{variant:?}");
        // Coordinates: a letter for each file and a number for each rank, and no more.
        let words = texts(&*t);
        let letters: Vec<String> = (0..files).map(|f| ((b'A' + f as u8) as char).to_string()).collect();
        let numbers: Vec<String> = (1..=ranks).map(|r| r.to_string()).collect();
        assert_eq!(words, [letters, numbers].concat(), "{variant:?}");
        // Every square is there to touch, and no square beyond the board.
        let game = Camelot::new(&Options { variant, anti: false }).unwrap();
        let castles: Vec<String> = (0..2)
            .flat_map(|s| game.board().castle_of(s).to_vec())
            .map(deskovna::games::camelot::square_name)
            .collect();
        assert_eq!(castles.len(), 2 * castle);
        for name in castles {
            assert!(t.locate(&name).is_some(), "{variant:?} {name}");
        }
        let beyond = format!("{}1", (b'A' + files as u8) as char);
        assert!(t.locate(&beyond).is_none() && t.locate("A1").is_none(), "{variant:?}");
    }
}

#[test]
fn the_river_is_water_with_its_bridges() {
    let t = table(Variant::River, &[], 600.0, 800.0);
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged("river").len(), 24);
    assert_eq!(scene.tagged("bridge"), vec!["bridge D7", "bridge D8", "bridge I9", "bridge I10"]);
    // The keyboard cursor never stops on the water.
    assert!(t.locate("E7").is_none() && t.locate("D7").is_some());
}

/// At a 390 CSS px wide board (a phone held upright), every square of every board is at
/// least 20 px to touch, and a tap in the middle of each finds it.
#[test]
fn tap_targets_are_large_enough_on_a_phone() {
    for variant in Variant::ALL {
        for height in [585.0, 520.0, 700.0] {
            let game = Camelot::new(&Options { variant, anti: false }).unwrap();
            let layout = game.layout(390.0, height, false);
            println!("{variant:?} at 390 x {height}: squares of {} px", layout.grid.cell);
            assert!(layout.grid.cell >= 20.0, "{variant:?} at 390 x {height}: {} px", layout.grid.cell);
            for sq in game.board().squares() {
                let c = game.spot_center(&layout, sq.into()).unwrap();
                assert_eq!(game.spot_at(&layout, c), Some(sq.into()));
            }
        }
    }
}

#[test]
fn trees_are_planted_by_tapping_three_squares_and_plant() {
    let mut t = table(Variant::River, &[], 390.0, 585.0);
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged("plantable").len(), 41, "the allowed squares are lit");
    assert!(describe(&*t).contains("White plants three trees now"), "{}", describe(&*t));
    // Any order; a square tapped again is taken back.
    click(&mut *t, "K8");
    click(&mut *t, "C3");
    assert_eq!(t.scene(0.0).tagged("chosen"), vec!["chosen K8", "chosen C3"]);
    assert_eq!(click(&mut *t, "K8"), Response::Redraw);
    assert_eq!(t.scene(0.0).tagged("chosen"), vec!["chosen C3"]);
    assert!(t.scene(0.0).tagged("target").len() == 40 && t.scene(0.0).tagged("route").is_empty());
    // Each tree but the last asks for the rest.
    let r = click(&mut *t, "F7");
    assert_eq!(r, Response::Refused(t_reason(&*t)));
    assert!(t.locate("Plant").is_none(), "no button before the third tree");
    click(&mut *t, "K8");
    let scene = t.scene(0.0);
    assert_eq!(scene.tagged("plant"), vec!["plant"]);
    assert!(t.history().is_empty());
    let r = click(&mut *t, "Plant");
    assert_eq!(played(&r), "T:C3,F7,K8");
    match r {
        Response::Played { said, .. } => assert_eq!(said, "White plants trees on C3, F7, K8"),
        _ => unreachable!(),
    }
    assert_eq!(t.scene(1e9).tagged("tree"), vec!["tree C3", "tree F7", "tree K8"]);
    // Black plants on its own squares; White's are taken.
    assert_eq!(t.scene(1e9).tagged("plantable").len(), 41);
    for name in ["B11", "E14", "J15"] {
        click(&mut *t, name);
    }
    assert_eq!(played(&click(&mut *t, "Plant")), "T:B11,E14,J15");
    assert!(t.scene(1e9).tagged("plantable").is_empty());
    // Now pieces move.
    let r = view_common::drag(&mut *t, "F5", &["F6"]);
    assert_eq!(played(&r), "F5-F6");
    t.undo();
    t.undo();
    assert_eq!(t.history(), ["T:C3,F7,K8"]);
}

#[test]
fn the_new_game_dialog_offers_the_boards_and_anti() {
    let fields = option_fields(GameKind::Camelot);
    let FieldKind::Choice(boards) = &fields[0].kind else { panic!("{:?}", fields[0]) };
    let ids: Vec<&str> = boards.iter().map(|b| b.0).collect();
    assert_eq!(ids, ["camelot", "chivalry", "cam", "camette", "river"]);
    assert_eq!((fields[1].key, &fields[1].kind), ("anti", &FieldKind::Switch));
    for variant in Variant::ALL {
        for anti in [false, true] {
            let options = vec![
                ("variant".to_string(), variant.id().to_string()),
                ("anti".to_string(), if anti { "on" } else { "off" }.to_string()),
            ];
            let t = new_table(GameKind::Camelot, &options).unwrap();
            assert_eq!(t.start_text(), start_text(variant, anti));
        }
    }
    assert!(new_table(GameKind::Camelot, &[("variant".into(), "chess".into())]).is_err());
}

/// The first moves of a game of each variant.
fn line(variant: Variant) -> Vec<&'static str> {
    match variant {
        Variant::Camelot => vec!["F7-H5-J7", "F11-F9", "D6-F8"],
        Variant::Chivalry => vec!["G7-G8", "G10-G9"],
        Variant::Cam => vec!["C5-C6", "C9-C8"],
        Variant::Camette => vec!["B3-A4", "B5-A5"],
        Variant::River => vec!["T:C3,F7,K8", "T:B11,E14,J15", "F5-F6"],
    }
}

#[test]
fn every_variant_keeps_its_moves_undo_saved_games_and_links() {
    for variant in Variant::ALL {
        for anti in [false, true] {
            let start = start_text(variant, anti);
            let moves = line(variant);
            let mut t = opened(GameKind::Camelot, &start, &[], 400.0, 600.0);
            for mv in &moves {
                t.play_notation(mv, 0.0).unwrap_or_else(|e| panic!("{variant:?} {mv}: {e:?}"));
            }
            assert_eq!(t.history(), moves);
            let live = t.position_text();
            // Undo, and the move again.
            assert!(t.undo());
            t.play_notation(moves.last().unwrap(), 0.0).unwrap();
            assert_eq!(t.position_text(), live);
            // Autosave and export: the record opens to the same game.
            let record = Record::of(&*t);
            assert_eq!(record.start, start);
            let text = record.to_text();
            let (_, back) = Record::load(&text).unwrap();
            assert_eq!((back.position_text(), back.history()), (live.clone(), t.history()), "{text}");
            // A share link opens it too.
            let link = fragment(&record, &default_start(GameKind::Camelot));
            match route(&link, default_start) {
                Ok(Route::Shared(shared)) => assert_eq!(shared.open().unwrap().position_text(), live),
                other => panic!("{link}: {other:?}"),
            }
        }
    }
}

#[test]
fn the_help_explains_every_variant_with_its_board() {
    let sections = help(GameKind::Camelot);
    let theme = Theme::get(ThemeName::Light);
    for title in ["Chivalry", "Cam", "Camette", "River Camelot", "Anti-Camelot"] {
        let s = sections.iter().find(|s| s.title.en == title).unwrap_or_else(|| panic!("no {title}"));
        assert!(s.body.cs != s.body.en && !s.body.cs.is_empty());
        let scene = render(s.diagram.expect("a diagram"), 300.0, 360.0, &theme, Lang::En);
        let castles = if title == "Anti-Camelot" { 1 } else { 2 };
        assert_eq!(scene.tagged("castle").len(), castles, "{title}");
    }
    let river = sections.iter().find(|s| s.title.en == "River Camelot").unwrap();
    let scene = render(river.diagram.unwrap(), 300.0, 360.0, &theme, Lang::Cs);
    assert_eq!(scene.tagged("river").len(), 24);
    assert_eq!(scene.tagged("bridge").len(), 4);
    let one_square = sections.iter().find(|s| s.title.en == "Camette").unwrap();
    let scene = render(one_square.diagram.unwrap(), 300.0, 360.0, &theme, Lang::Cs);
    assert!(scene.tagged("board camette").len() == 1);
}

/// What White is told while choosing its trees.
fn t_reason(t: &dyn Table) -> deskovna::game::Reason {
    let game = Camelot::from_text(&t.position_text()).unwrap();
    game.unfinished(&[])
}

#[test]
fn a_tap_off_the_lit_squares_lets_the_trees_go() {
    let mut t = table(Variant::River, &[], 390.0, 585.0);
    click(&mut *t, "C3");
    click(&mut *t, "F7");
    click(&mut *t, "B11");
    assert!(t.scene(0.0).tagged("chosen").is_empty());
    assert_eq!(t.scene(0.0).tagged("plantable").len(), 41);
}

#[test]
fn the_embeds_variant_names_a_board_and_anti_and_a_bad_one_is_refused() {
    use deskovna::view::registry::{new_table, variant_options};
    for v in Variant::ALL {
        for anti in [false, true] {
            let name = if anti { format!("anti-{}", v.id()) } else { v.id().to_string() };
            let table = new_table(GameKind::Camelot, &variant_options(GameKind::Camelot, &name)).expect(&name);
            let game = Camelot::from_text(&table.start_text()).unwrap();
            assert!(game.anti() == anti && std::ptr::eq(game.board(), v.board()), "{name}");
        }
    }
    for bad in ["anti-", "knight", "anti-anti-cam", "cam-anti"] {
        assert!(new_table(GameKind::Camelot, &variant_options(GameKind::Camelot, bad)).is_err(), "{bad}");
    }
    // The Drake takes its own texts and ids; a game without variants refuses any.
    assert!(new_table(GameKind::Drake, &variant_options(GameKind::Drake, "bombs")).is_ok());
    assert!(new_table(GameKind::Drake, &variant_options(GameKind::Drake, "anti-cam")).is_err());
    assert!(new_table(GameKind::Shamrock, &variant_options(GameKind::Shamrock, "cam")).is_err());
}

#[test]
fn the_play_screen_names_the_board_and_anti_camelots_goal() {
    let options =
        |variant: &str, anti: &str| vec![("variant".to_string(), variant.to_string()), ("anti".into(), anti.into())];
    let plain = new_table(GameKind::Camelot, &options("camelot", "off")).unwrap();
    assert_eq!((plain.title(Lang::En), plain.status_line(Lang::En)), ("Camelot".into(), "White to move".into()));
    let cam = new_table(GameKind::Camelot, &options("cam", "off")).unwrap();
    assert_eq!(cam.title(Lang::En), "Cam");
    let anti = new_table(GameKind::Camelot, &options("cam", "on")).unwrap();
    assert_eq!(anti.title(Lang::En), "Cam · Anti-Camelot");
    assert_eq!(anti.status_line(Lang::En), "White to move. Anti-Camelot: you win when the opponent enters your castle");
    assert_eq!(anti.status_line(Lang::Cs), "Na tahu je Bílý. Anti-Camelot: vyhrává ten, komu soupeř vstoupí do hradu");
    let river = new_table(GameKind::Camelot, &options("river", "on")).unwrap();
    assert_eq!(river.title(Lang::Cs), "Camelot s řekou · Anti-Camelot");
}
