//! Shamrock played through the view, as the browser drives it: pointer drags and clicks on
//! the scene's coordinates, the keyboard, the wheel's rotate; assertions on the scene, the
//! moves played and the position.

mod view_common;

use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::marks::tag;
use deskovna::view::registry::{help, new_table, open_table, option_fields};
use deskovna::view::scene::{Point, Scene, Shape};
use deskovna::view::shamrock::{draw_tile, Palette, TileLook};
use deskovna::view::table::{Key, Looks, Response, Table};
use deskovna::view::theme::{Theme, ThemeName};
use view_common::{at, click, describe, played};

/// Seed 1 deals the start tile G, the display A, P, B (P looks the same after half a turn)
/// and the pile D H O C E K I M F N L J.
fn game(players: &str, expert: bool) -> Box<dyn Table> {
    let mut options = vec![("players".to_string(), players.to_string()), ("seed".to_string(), "1".to_string())];
    if expert {
        options.push(("expert".into(), "on".into()));
    }
    let mut t = new_table(GameKind::Shamrock, &options).unwrap();
    t.resize(912.0, 745.0);
    t
}

fn drag(t: &mut dyn Table, from: &str, to: &str) -> Response {
    t.pointer_down(at(t, from));
    let end = at(t, to);
    t.pointer_move(Point::new(end.x + 9.0, end.y + 7.0));
    t.pointer_move(end);
    t.pointer_up(end, 0.0)
}

fn tags(t: &dyn Table, prefix: &str) -> Vec<String> {
    t.scene(1e9).tagged(prefix).into_iter().map(String::from).collect()
}

/// The cells of the legal placements from `source` ("P1", "Pp") at rotation `k`.
fn cells_for(t: &dyn Table, source: &str, k: u8) -> Vec<String> {
    t.legal_notations()
        .into_iter()
        .filter(|m| m.starts_with(source) && m.ends_with(&format!("r{k}")))
        .map(|m| m[2..m.len() - 2].to_string())
        .collect()
}

#[test]
fn the_start_shows_the_start_tile_the_display_and_the_pile() {
    let t = game("3", false);
    assert_eq!(tags(&*t, "tile"), ["tile +0+0 G 0"]);
    assert_eq!(tags(&*t, "display"), ["display 1 A", "display 2 P", "display 3 B"]);
    assert_eq!(tags(&*t, "pile"), ["pile 12"]);
    assert_eq!(tags(&*t, "open").len(), 6, "the six cells around the start tile are free");
    assert_eq!(tags(&*t, "seat").len(), 3);
    assert_eq!(tags(&*t, "seat 0"), ["seat 0 shamrocks 0 flakes 3 to-move"]);
    assert_eq!(tags(&*t, "end-turn").len(), 1);
}

#[test]
fn dragging_a_tile_lights_the_cells_for_its_rotation_and_places_it() {
    let mut t = game("3", false);
    let legal_now = cells_for(&*t, "P1", 0);
    let cell = legal_now[0].clone();
    t.pointer_down(at(&*t, "Display 1"));
    let p = at(&*t, &cell);
    t.pointer_move(Point::new(p.x + 200.0, p.y + 300.0));
    let scene = t.scene(1e9);
    let lit: Vec<&str> = scene.tagged(tag::TARGET);
    assert_eq!(lit.len(), legal_now.len(), "{lit:?}");
    assert_eq!(scene.tagged("dragged A").len(), 1, "the tile follows the pointer");
    // Over a cell where it fits, it snaps in as a preview.
    t.pointer_move(p);
    assert_eq!(tags(&*t, "preview"), [format!("preview {cell}")]);
    let r = t.pointer_up(p, 0.0);
    assert_eq!(played(&r), format!("P1{cell}r0"));
    assert_eq!(tags(&*t, "token"), [format!("token {cell}")]);
    assert_eq!(tags(&*t, "display 1"), ["display 1 D"], "the display is refilled from the pile");
}

#[test]
fn rotating_the_held_tile_with_r_changes_which_cells_take_it() {
    let mut t = game("3", false);
    t.pointer_down(at(&*t, "Display 1"));
    t.pointer_move(Point::new(20.0, 20.0));
    let mut seen = Vec::new();
    for k in 0..6u8 {
        let lit = tags(&*t, tag::TARGET).len();
        let red = tags(&*t, tag::TURN_FIRST).len();
        assert_eq!(lit, cells_for(&*t, "P1", k).len(), "rotation {k}");
        assert!(lit + red > 0);
        seen.push((lit, red));
        t.key(Key::RotateClockwise, 0.0);
    }
    assert!(seen.iter().any(|&(_, red)| red > 0), "some cell needs another rotation: {seen:?}");
    // Six turns bring it back; Shift+R turns the other way.
    t.key(Key::RotateAnticlockwise, 0.0);
    let k = 5;
    let cell = cells_for(&*t, "P1", k).into_iter().next().expect("a cell for rotation 5");
    let p = at(&*t, &cell);
    t.pointer_move(p);
    assert_eq!(played(&t.pointer_up(p, 0.0)), format!("P1{cell}r{k}"));
}

#[test]
fn a_tile_with_three_orientations_is_placed_at_rotation_k_or_k_plus_3() {
    let mut t = game("2", false);
    let cell = cells_for(&*t, "P2", 1).into_iter().next().expect("P fits at rotation 1");
    for _ in 0..4 {
        t.rotate_held(1);
    }
    assert_eq!(played(&drag(&mut *t, "Display 2", &cell)), format!("P2{cell}r1"));
}

#[test]
fn the_on_screen_rotate_buttons_turn_the_held_tile_and_keep_it_held() {
    let mut t = game("2", false);
    click(&mut *t, "Display 1");
    assert_eq!(tags(&*t, tag::TARGET).len(), cells_for(&*t, "P1", 0).len());
    click(&mut *t, "Rotate clockwise");
    click(&mut *t, "Rotate clockwise");
    click(&mut *t, "Rotate anticlockwise");
    assert_eq!(tags(&*t, tag::TARGET).len(), cells_for(&*t, "P1", 1).len(), "turned to rotation 1");
    let cell = cells_for(&*t, "P1", 1).into_iter().next().unwrap();
    assert_eq!(played(&click(&mut *t, &cell)), format!("P1{cell}r1"), "still held: a click places it");
}

#[test]
fn clicking_the_pile_turns_its_top_over_and_holds_it_for_placing() {
    let mut t = game("2", false);
    assert_eq!(played(&click(&mut *t, "Pile")), "D");
    assert_eq!(tags(&*t, "turned-over"), ["turned-over D"]);
    assert_eq!(tags(&*t, tag::HELD), [tag::held("Pile")]);
    assert_eq!(tags(&*t, "pile"), ["pile 11"]);
    // The tile turned over is held: its cells are lit at once.
    let lit = tags(&*t, tag::TARGET).len() + tags(&*t, tag::TURN_FIRST).len();
    assert!(lit > 0);
    let (k, cell) = (0..6).find_map(|k| cells_for(&*t, "Pp", k).into_iter().next().map(|c| (k, c))).unwrap();
    for _ in 0..k {
        t.key(Key::RotateClockwise, 0.0);
    }
    assert_eq!(played(&click(&mut *t, &cell)), format!("Pp{cell}r{k}"));
    assert!(tags(&*t, tag::HELD).is_empty() && tags(&*t, "turned-over").is_empty());
}

#[test]
fn dragging_the_pile_turns_its_top_over_then_it_is_dragged_again() {
    let mut t = game("2", false);
    assert_eq!(played(&drag(&mut *t, "Pile", "+0+1")), "D");
    let (k, cell) = (0..6).find_map(|k| cells_for(&*t, "Pp", k).into_iter().next().map(|c| (k, c))).unwrap();
    for _ in 0..k {
        t.rotate_held(1);
    }
    assert_eq!(played(&drag(&mut *t, "Pile", &cell)), format!("Pp{cell}r{k}"));
}

#[test]
fn a_placed_tile_turns_with_its_arrows_and_gets_a_flake() {
    let mut t = game("2", false);
    assert!(tags(&*t, "arrow").is_empty());
    click(&mut *t, "+0+0");
    assert_eq!(tags(&*t, tag::HELD), [tag::held("+0+0")]);
    assert_eq!(tags(&*t, "arrow"), ["arrow +0+0 anticlockwise", "arrow +0+0 clockwise"]);
    assert_eq!(played(&click(&mut *t, "Rotate +0+0 clockwise")), "R+0+0+");
    assert_eq!(tags(&*t, "flake"), ["flake +0+0 red"]);
    assert_eq!(tags(&*t, "tile"), ["tile +0+0 G 1"]);
    // A tile placed this turn carries a neutral token: it cannot be turned.
    let cell = cells_for(&*t, "P1", 0)[0].clone();
    drag(&mut *t, "Display 1", &cell);
    click(&mut *t, &cell);
    assert!(tags(&*t, tag::HELD).is_empty());
    assert_eq!(played(&click(&mut *t, "End turn")), "E");
    assert_eq!(tags(&*t, "seat 1"), ["seat 1 shamrocks 0 flakes 3 to-move"]);
    // Yellow: Red's flake keeps the start tile still; the new tile may turn now.
    click(&mut *t, "+0+0");
    assert!(tags(&*t, tag::HELD).is_empty(), "Red's flake keeps it still");
    click(&mut *t, &cell);
    assert_eq!(tags(&*t, tag::HELD), [tag::held(&cell)]);
    assert_eq!(played(&click(&mut *t, &format!("Rotate {cell} anticlockwise"))), format!("R{cell}-"));
    assert_eq!(tags(&*t, "flake").len(), 2);
}

#[test]
fn the_keyboard_rotates_a_selected_tile_with_r() {
    let mut t = game("2", false);
    // Cursor onto the start tile: the first spot where a move starts.
    t.key(Key::Right, 0.0);
    assert_eq!(tags(&*t, tag::CURSOR), ["cursor +0+0"]);
    t.key(Key::Enter, 0.0);
    assert_eq!(tags(&*t, tag::HELD), [tag::held("+0+0")]);
    let r = t.key(Key::RotateAnticlockwise, 0.0);
    assert_eq!(played(&r), "R+0+0-");
}

#[test]
fn the_turn_ends_early_with_the_button_and_the_next_player_moves() {
    let mut t = game("3", false);
    let cell = cells_for(&*t, "P1", 0)[0].clone();
    drag(&mut *t, "Display 1", &cell);
    // One End turn, on the board (the page has no second one).
    assert_eq!(tags(&*t, "end-turn").len(), 1);
    assert_eq!(played(&click(&mut *t, "End turn")), "E");
    assert_eq!(tags(&*t, "seat 1"), ["seat 1 shamrocks 0 flakes 3 to-move"]);
    assert!(tags(&*t, "token").is_empty(), "neutral tokens come off at the end of the turn");
    // The keyboard reaches the canvas's End turn button too.
    let end = at(&*t, "End turn");
    t.key(Key::Right, 0.0);
    for _ in 0..30 {
        let Some(name) = tags(&*t, tag::CURSOR).first().map(|c| c["cursor ".len()..].to_string()) else { break };
        if name == "End turn" {
            break;
        }
        let here = at(&*t, &name);
        t.key(if here.x < end.x - 40.0 { Key::Right } else { Key::Down }, 0.0);
    }
    assert_eq!(tags(&*t, tag::CURSOR), ["cursor End turn"]);
    assert_eq!(played(&t.key(Key::Enter, 0.0)), "E");
}

#[test]
fn three_players_reach_a_win_by_hand() {
    // Seed 1: Red places three tiles, Yellow three, then Blue's rotation makes two blue
    // shamrocks at once.
    let mut t = game("3", false);
    let plan = [("Display 3", "+1+0", 4), ("Display 1", "+0+1", 5), ("Display 2", "+1-1", 2)];
    let plan2 = [("Display 1", "+0-1", 5), ("Display 2", "+2-1", 1), ("Display 2", "+1-2", 1)];
    let mut variant = 0i8;
    for (from, to, k) in plan.into_iter().chain(plan2) {
        t.rotate_held(k - variant);
        variant = k;
        let r = drag(&mut *t, from, to);
        assert!(played(&r).starts_with('P'), "{from} to {to}");
    }
    click(&mut *t, "+1-2");
    let r = click(&mut *t, "Rotate +1-2 clockwise");
    assert_eq!(played(&r), "R+1-2+");
    assert_eq!(t.history(), ["P3+1+0r4", "P1+0+1r5", "P2+1-1r2", "P1+0-1r5", "P2+2-1r1", "P2+1-2r1", "R+1-2+"]);
    let status = t.status();
    let outcome = status.outcome.expect("the game is over");
    assert_eq!(outcome.place(2), 0, "Blue won");
    assert_eq!(tags(&*t, "shamrock blue").len(), 2);
    assert!(t.legal_notations().is_empty());
}

#[test]
fn the_expert_setup_and_a_turn_of_six_points() {
    let mut t = game("2", true);
    assert_eq!(tags(&*t, "supply").len(), 1);
    assert!(tags(&*t, "end-turn").is_empty());
    t.pointer_down(at(&*t, "Leprechaun"));
    t.pointer_move(Point::new(30.0, 30.0));
    assert_eq!(tags(&*t, tag::TARGET).len(), 6, "any leaf of the start tile");
    let r = t.pointer_up(at(&*t, "+0+0 corner 1"), 0.0);
    assert_eq!(played(&r), "L+0+0c1");
    assert_eq!(played(&drag(&mut *t, "Leprechaun", "+0+0 corner 4")), "L+0+0c4");
    assert_eq!(tags(&*t, "leprechaun"), ["leprechaun red +0+0 corner 1", "leprechaun yellow +0+0 corner 4"]);
    // Red: a step along the tile (1), a tile at the leprechaun's corner (1), rotate (2),
    // another step (1) and another tile (1).
    t.pointer_down(at(&*t, "+0+0 corner 1"));
    t.pointer_move(Point::new(30.0, 30.0));
    assert_eq!(tags(&*t, tag::TARGET), [tag::target("+0+0 corner 0"), tag::target("+0+0 corner 2")]);
    assert_eq!(tags(&*t, tag::LABEL), [tag::label("+0+0 corner 0", "1"), tag::label("+0+0 corner 2", "1")], "the cost");
    let r = t.pointer_up(at(&*t, "+0+0 corner 2"), 0.0);
    assert_eq!(played(&r), "L+0+0c2");
    let (k1, cell) = (0..6).find_map(|k| cells_for(&*t, "P1", k).into_iter().next().map(|c| (k, c))).unwrap();
    t.rotate_held(k1 as i8);
    assert_eq!(played(&drag(&mut *t, "Display 1", &cell)), format!("P1{cell}r{k1}"));
    click(&mut *t, "+0+0");
    assert_eq!(played(&click(&mut *t, "Rotate +0+0 clockwise")), "R+0+0+");
    assert_eq!(tags(&*t, "leprechaun red"), ["leprechaun red +0+0 corner 3"], "it turned with its tile");
    assert_eq!(played(&drag(&mut *t, "+0+0 corner 3", "+0+0 corner 2")), "L+0+0c2");
    let (k, cell) = (0..6).find_map(|k| cells_for(&*t, "P1", k).into_iter().next().map(|c| (k, c))).unwrap();
    assert_eq!(cell, "+0+1", "the only cell at the leprechaun's corner next to two tiles");
    t.rotate_held(k as i8 - k1 as i8);
    assert_eq!(played(&drag(&mut *t, "Display 1", &cell)), format!("P1{cell}r{k}"));
    assert!(describe(&*t).starts_with("Red · 0 points left."), "{}", describe(&*t));
    assert_eq!(t.legal_notations().iter().filter(|m| !m.starts_with('L')).collect::<Vec<_>>(), ["E"]);
}

#[test]
fn words_in_both_languages() {
    let mut t = game("3", false);
    let d = describe(&*t);
    assert!(d.starts_with("Red · 3 actions left."), "{d}");
    assert!(d.contains("Tile G on +0+0, leaves clockwise from the top:"), "{d}");
    assert!(d.contains("Pile: 12 tiles face down."), "{d}");
    t.set_settings(Looks { lang: Lang::Cs, theme: ThemeName::Dark, coordinates: false, animation_ms: 0.0 });
    let d = describe(&*t);
    assert!(d.starts_with("Červený · zbývají 3 akce."), "{d}");
    let cell = cells_for(&*t, "P1", 0)[0].clone();
    let r = drag(&mut *t, "Display 1", &cell);
    let Response::Played { said, .. } = r else { panic!() };
    assert!(said.starts_with("Červený: díl A z nabídky 1 na "), "{said}");
    assert_eq!(t.locate("Nabídka 1"), None, "locate uses the English names");
    assert!(t.locate("Display 1").is_some());
}

#[test]
fn the_new_game_dialog_and_the_help() {
    let keys: Vec<&str> = option_fields(GameKind::Shamrock).iter().map(|f| f.key).collect();
    assert_eq!(keys, ["players", "expert", "seed"]);
    let sections = help(GameKind::Shamrock);
    assert!(sections.len() >= 6);
    let theme = deskovna::view::theme::Theme::get(ThemeName::Light);
    let mut diagrams = 0;
    for s in &sections {
        assert!(!s.title.en.is_empty() && !s.title.cs.is_empty() && !s.body.en.is_empty() && !s.body.cs.is_empty());
        if let Some(d) = s.diagram {
            let scene = deskovna::view::help::render(d, 280.0, 150.0, &theme, Lang::Cs);
            assert!(scene.shapes.len() > 10, "{}", s.title.en);
            diagrams += 1;
        }
    }
    assert!(diagrams >= 4);
}

#[test]
fn the_board_zooms_out_as_it_grows_and_undo_brings_it_back() {
    let mut t = game("2", false);
    t.resize(390.0, 585.0);
    let start = at(&*t, "+0+0");
    let spread = |t: &dyn Table| at(t, "+0+0").distance(at(t, "+0+1"));
    let near = spread(&*t);
    let moves = ["P1+0+1r0", "P1+1+0r0"];
    for m in moves {
        if t.play_notation(m, 0.0).is_err() {
            let first = t.legal_notations().into_iter().find(|n| n.starts_with("P1")).unwrap();
            t.play_notation(&first, 0.0).unwrap();
        }
    }
    assert!(t.locate("+0+1").is_some());
    for _ in 0..4 {
        let first = t.legal_notations().into_iter().find(|n| n.starts_with('P')).unwrap();
        t.play_notation(&first, 0.0).unwrap();
    }
    assert!(spread(&*t) < near, "zoomed out");
    while t.undo() {}
    assert_eq!(at(&*t, "+0+0"), start);
}

#[test]
fn a_saved_game_opens_again_and_moves_animate() {
    let mut t = game("3", false);
    t.set_settings(Looks { animation_ms: 200.0, ..t.settings() });
    let cell = cells_for(&*t, "P1", 0)[0].clone();
    drag(&mut *t, "Display 1", &cell);
    assert!(t.scene(100.0).tagged(tag::FLYING).len() == 1 || t.animating(0.0));
    let start = t.start_text();
    let moves: Vec<String> = t.history().to_vec();
    let again = open_table(GameKind::Shamrock, &start, &moves).unwrap();
    assert_eq!(again.position_text(), t.position_text());
}

#[test]
fn a_board_turned_half_a_turn_still_plays_where_it_is_dropped() {
    let mut t = game("2", false);
    let before = at(&*t, "+0+1");
    t.flip();
    let after = at(&*t, "+0+1");
    assert!(after.y < at(&*t, "+0+0").y && before.y > at(&*t, "+0+0").y, "the south-east neighbour is above now");
    let cell = cells_for(&*t, "P1", 0)[0].clone();
    assert_eq!(played(&drag(&mut *t, "Display 1", &cell)), format!("P1{cell}r0"));
    click(&mut *t, "+0+0");
    assert_eq!(played(&click(&mut *t, "Rotate +0+0 clockwise")), "R+0+0+");
}

#[test]
fn the_scene_of_a_full_board_is_quick_to_build() {
    // A board of a dozen tiles with a tile held: every frame is rebuilt from the position.
    let mut t = game("3", false);
    while tags(&*t, "tile").len() < 12 {
        let legal = t.legal_notations();
        let Some(m) = legal.iter().find(|m| m.starts_with('P')).or(legal.first()).cloned() else { break };
        t.play_notation(&m, 0.0).unwrap();
    }
    t.pointer_down(at(&*t, "Display 1"));
    t.pointer_move(Point::new(100.0, 100.0));
    assert_eq!(tags(&*t, tag::DRAGGED).len(), 1);
    let started = std::time::Instant::now();
    let mut shapes = 0;
    for _ in 0..20 {
        shapes += t.scene(1e9).shapes.len();
    }
    let per_frame = started.elapsed().as_secs_f64() * 1000.0 / 20.0;
    assert!(shapes > 0);
    assert!(per_frame < 40.0, "{per_frame:.2} ms a frame");
    eprintln!("scene: {per_frame:.3} ms, {} shapes, {} tiles", shapes / 20, tags(&*t, "tile").len());
}

/// Whether two drawings are the same, to a hundredth of a pixel.
fn alike(a: &[Shape], b: &[Shape]) -> bool {
    let near = |p: &Point, q: &Point| p.distance(*q) < 0.01;
    a.len() == b.len()
        && a.iter().zip(b).all(|pair| match pair {
            (Shape::Polygon { points: p, paint: x }, Shape::Polygon { points: q, paint: y }) => {
                p.len() == q.len() && p.iter().zip(q).all(|(p, q)| near(p, q)) && x.fill == y.fill
            }
            (Shape::Line { from: a, to: b, color: x, .. }, Shape::Line { from: c, to: d, color: y, .. }) => {
                near(a, c) && near(b, d) && x == y
            }
            _ => false,
        })
}

/// The shapes a tile is drawn with (a scratch scene), for comparing drawings.
fn tile_shapes(tile: char, rotation: u8, center: Point, radius: f32, alpha: f32) -> Vec<Shape> {
    let mut scratch = Scene::new(100.0, 100.0);
    let pal = Palette::of(&Theme::get(ThemeName::Light));
    let tile = deskovna::games::shamrock::tile_from_letter(tile).unwrap();
    draw_tile(&mut scratch, &pal, tile, rotation, &TileLook { center, radius, turn: 0.0, alpha });
    scratch.shapes
}

#[test]
fn a_hint_shows_the_whole_move_the_tile_in_its_rotation_on_its_cell() {
    let mut t = game("3", false);
    // A placement of Display 1's tile (A) at a rotation that is not the tile's rotation 0.
    let legal = t.legal_notations();
    let (index, notation) = legal
        .iter()
        .enumerate()
        .find(|(_, m)| m.starts_with("P1") && !m.ends_with("r0") && !m.ends_with("r3"))
        .map(|(i, m)| (i, m.clone()))
        .expect("a placement turned");
    let (cell, k) = (&notation[2..notation.len() - 2], notation[notation.len() - 1..].parse::<u8>().unwrap());
    t.set_hint(Some(index));
    let scene = t.scene(1e9);
    assert_eq!(scene.tagged(tag::HINT), [tag::hint(&["Display 1", cell])]);
    assert_eq!(scene.tagged(tag::GHOST), [tag::ghost(cell, &format!("A {k}"))]);
    // What is drawn there is tile A at the hinted rotation, faint, on the hinted cell.
    let first = scene.tags.iter().find(|(_, s)| s.starts_with(tag::GHOST)).unwrap().0;
    let center = at(&*t, cell);
    let Shape::Polygon { points, .. } = &scene.shapes[first] else { panic!("a tile's hexagon first") };
    let radius = points[0].distance(center) / 0.985;
    let hinted = tile_shapes('A', k, center, radius, deskovna::view::marks::GHOST);
    assert!(alike(&scene.shapes[first..first + hinted.len()], &hinted), "drawn at rotation {k}");
    assert!(
        !alike(&tile_shapes('A', 0, center, radius, deskovna::view::marks::GHOST), &hinted),
        "which differs from rotation 0"
    );
}

#[test]
fn free_cells_carry_no_raw_coordinates() {
    let mut t = game("3", false);
    t.set_settings(Looks { coordinates: true, ..t.settings() });
    let scene = t.scene(1e9);
    assert_eq!(tags(&*t, "open").len(), 6);
    let raw = |s: &str| {
        let b = s.as_bytes();
        b.len() >= 4
            && matches!(b[0], b'+' | b'-')
            && b[1].is_ascii_digit()
            && b.iter().skip(2).any(|c| matches!(c, b'+' | b'-'))
    };
    for shape in &scene.shapes {
        if let Shape::Text { text, .. } = shape {
            assert!(!raw(text), "a cell labelled {text}");
        }
    }
    // The spot names stay, for the keyboard and for locate.
    assert!(t.locate("+1-1").is_some());
}

#[test]
fn marks_pan_and_zoom_with_the_board_while_a_move_animates() {
    let mut t = game("3", false);
    t.set_settings(Looks { animation_ms: 200.0, ..t.settings() });
    let cell = cells_for(&*t, "P1", 0)[0].clone();
    drag(&mut *t, "Display 1", &cell);
    // The board zooms out to show the new tile's neighbours; meanwhile the start tile is
    // picked up, and its ring is drawn round it wherever it is drawn at that moment.
    click(&mut *t, "+0+0");
    let scene = t.scene(100.0);
    assert!(t.animating(100.0));
    let first = |name: &str| scene.tags.iter().find(|(_, s)| s.starts_with(name)).map(|(i, _)| &scene.shapes[*i]);
    let centre = |shape: Option<&Shape>| match shape {
        Some(Shape::Polygon { points, .. }) => {
            Point::new(points.iter().map(|p| p.x).sum::<f32>() / 6.0, points.iter().map(|p| p.y).sum::<f32>() / 6.0)
        }
        other => panic!("{other:?}"),
    };
    let tile = centre(first("tile +0+0"));
    let ring = centre(first(&tag::held("+0+0")));
    assert!(tile.distance(ring) < 0.5, "tile at {tile:?}, its ring at {ring:?}");
}

#[test]
fn the_hints_move_plays_as_shown_by_taps_turned_as_the_hint_shows_it() {
    for k in 1..6u8 {
        let mut t = game("2", false);
        let Some(cell) = cells_for(&*t, "P1", k).into_iter().next() else { continue };
        let hinted = format!("P1{cell}r{k}");
        let index = t.legal_notations().iter().position(|m| *m == hinted).unwrap();
        t.set_hint(Some(index));
        click(&mut *t, "Display 1");
        // A tile with three orientations fits at k and k + 3: either is the hint's move.
        let placed = played(&click(&mut *t, &cell)).to_string();
        assert!(
            placed == hinted || placed == format!("P1{cell}r{}", k % 3),
            "rotation {k}: played {placed}, hinted {hinted}"
        );
        assert_ne!(placed, format!("P1{cell}r0"), "not unturned");
    }
}
