//! Every theme keeps every word, mark of play and piece visible, in every game: each text
//! stands out from what is drawn under it by a WCAG contrast of at least 4.5:1, and each mark
//! (a lit target, the cursor, the last move, a hint …) and each piece has a part that stands
//! out by 3:1 (its ink line or the line's halo, wherever it is drawn). The
//! scenes are of real positions with the marks showing: a piece held with its targets, a
//! hint, the cursor, the last move, captures, check, a duty, the result.

mod view_common;

use deskovna::games::GameKind;
use deskovna::view::marks::tag;
use deskovna::view::registry::{new_table, open_table};
use deskovna::view::table::{Goals, Key, Looks, Table};
use deskovna::view::theme::ThemeName;
use view_common::paint::faults;
use view_common::{click, drag, opened};

/// What the game draws as the board itself: the marks and pieces are measured against it.
const BOARD: [&str; 4] = ["castle", "pawn-rank", "mountain", "board"];

fn in_theme(t: &mut dyn Table, theme: ThemeName) {
    t.set_settings(Looks { theme, coordinates: true, ..t.settings() });
}

/// Tables of each game in positions that show the marks, at a phone's and a desktop's size.
fn tables() -> Vec<(String, Box<dyn Table>)> {
    let mut out: Vec<(String, Box<dyn Table>)> = Vec::new();
    for (w, h) in [(390.0, 420.0), (900.0, 700.0)] {
        // The Drake: a troop held with its targets (a capture among them), the last move, a
        // hint, the cursor; troops lost; the end.
        let drake = "4_1oDoC1.4.1bS2.1bD2_b_M_CCMWA_CMSWA_0";
        let mut t = opened(GameKind::Drake, drake, &[], w, h);
        t.set_hint(Some(0));
        t.key(Key::Right, 0.0);
        click(&mut *t, "b2");
        out.push((format!("drake held {w}"), t));
        let mut t = opened(GameKind::Drake, drake, &["b2*c4"], w, h);
        t.play_index(0, 0.0).unwrap();
        t.focus(true);
        out.push((format!("drake lost {w}"), t));
        // A variant with a fortress (its wall and frame are marks on the board).
        let t = opened(GameKind::Drake, "v1-fb3-bDCM-oDCS_1oCosOD.4.1bC2.BD3_b_M_-_-_0_-", &[], w, h);
        out.push((format!("drake fortress {w}"), t));
        let mut t = opened(GameKind::Drake, "4_oaod2.2oW1.bS1bC1.bMbD2_b_M_C_-_0", &[], w, h);
        drag(&mut *t, "a2", &["b4"]);
        out.push((format!("drake over {w}"), t));
        // Camelot: a compulsory capture, a canter held that may end, the end.
        let start = "2.8.10.12.12.2kmmmmmmk2.3kmmmmk3.12.12.3KMMMMK3.2KMMMMMMK2.12.12.10.8.2_w_00_-_0";
        let mut t = opened(GameKind::Camelot, start, &["F7-H5-J7", "F11-F9", "D6-F8"], w, h);
        t.set_hint(Some(0));
        t.focus(true);
        click(&mut *t, "F9");
        out.push((format!("camelot capture {w}"), t));
        out.push((
            format!("camelot taken {w}"),
            opened(GameKind::Camelot, start, &["F7-H5-J7", "F11-F9", "D6-F8", "F9xF7xF5"], w, h),
        ));
        let mut t = opened(GameKind::Camelot, start, &[], w, h);
        click(&mut *t, "F7");
        click(&mut *t, "H5");
        out.push((format!("camelot done {w}"), t));
        let mut t =
            opened(GameKind::Camelot, "M1.4M3.10.12.12.12.12.12.m11.12.12.12.12.10.8.2_w_00_-_0", &["G15-G16"], w, h);
        t.focus(true);
        out.push((format!("camelot over {w}"), t));
        // Drakoburg: a reinforcement being chosen, a check, a mate's removal, the end.
        let start = "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0";
        let mut t = opened(GameKind::Drakoburg, start, &["a2-b3", "g6-g5", "a1xa6", "g5-g4"], w, h);
        t.set_hint(Some(0));
        drag(&mut *t, "a6", &["a7"]);
        out.push((format!("drakoburg choosing {w}"), t));
        let promotion =
            ["a2-b3", "g6-g5", "a1xa6", "g5-g4", "a6xa7+c2", "f6-f5", "b3-b4", "f5-f4", "b4-b5", "g4-g3", "b5-c6=S"];
        let mut t = opened(GameKind::Drakoburg, start, &promotion, w, h);
        t.focus(true);
        click(&mut *t, "d7");
        out.push((format!("drakoburg check {w}"), t));
        let mut t = opened(GameKind::Drakoburg, "4S1t.3p2t.P2pP1p.1P1p3.P1P1ppP.T3SP1.3z3_w_0", &["e5-e6=A#"], w, h);
        click(&mut *t, "b2");
        out.push((format!("drakoburg removed {w}"), t));
        let whole = [&promotion[..], &["d7-f5", "c6xb7", "f4-f3", "f1xg3", "f5-e5", "e1-d3#"]].concat();
        out.push((format!("drakoburg over {w}"), opened(GameKind::Drakoburg, start, &whole, w, h)));
        // Shamrock: a tile held (cells lit in its rotation and in others), a tile selected with
        // its arrows, the expert's leaf targets, a hint, the end.
        let options = |players: &str, expert: bool| {
            let mut o = vec![("players".to_string(), players.to_string()), ("seed".to_string(), "1".to_string())];
            if expert {
                o.push(("expert".into(), "on".into()));
            }
            o
        };
        let mut t = new_table(GameKind::Shamrock, &options("3", false)).unwrap();
        t.resize(w, h);
        t.set_hint(Some(0));
        t.focus(true);
        click(&mut *t, "Display 1");
        out.push((format!("shamrock held {w}"), t));
        let mut t = new_table(GameKind::Shamrock, &options("2", false)).unwrap();
        t.resize(w, h);
        click(&mut *t, "+0+0");
        out.push((format!("shamrock arrows {w}"), t));
        let mut t = new_table(GameKind::Shamrock, &options("2", true)).unwrap();
        t.resize(w, h);
        for m in ["L+0+0c1", "L+0+0c4"] {
            t.play_notation(m, 0.0).unwrap();
        }
        click(&mut *t, "+0+0 corner 1");
        out.push((format!("shamrock leaves {w}"), t));
        let start = new_table(GameKind::Shamrock, &options("3", false)).unwrap().start_text();
        let won: Vec<String> = ["P3+1+0r4", "P1+0+1r5", "P2+1-1r2", "P1+0-1r5", "P2+2-1r1", "P2+1-2r1", "R+1-2+"]
            .iter()
            .map(|m| m.to_string())
            .collect();
        let mut t = open_table(GameKind::Shamrock, &start, &won).unwrap();
        t.resize(w, h);
        out.push((format!("shamrock over {w}"), t));
        // A lesson's goal: stars on squares to reach, sights on pieces to capture, in each
        // game (Shamrock's on cells).
        let goals = |reach: &[&str], capture: &[&str]| Goals {
            reach: reach.iter().map(|s| s.to_string()).collect(),
            capture: capture.iter().map(|s| s.to_string()).collect(),
        };
        let mut t = opened(GameKind::Drake, drake, &[], w, h);
        t.set_goals(goals(&["a1", "c3"], &["b4"]));
        out.push((format!("drake goals {w}"), t));
        let mut t = opened(GameKind::Camelot, "2.8.10.12.m10m.12.12.12.12.5m6.3M1M6.12.12.10.8.2_w_00_-_0", &[], w, h);
        t.set_goals(goals(&["F8"], &["F7"]));
        out.push((format!("camelot goals {w}"), t));
        let mut t = opened(GameKind::Drakoburg, "zsstaau.pp1p1pp.7.7.7.PP1P1PP.ZSSTAAU_w_0", &[], w, h);
        t.set_goals(goals(&["d4"], &["b6"]));
        out.push((format!("drakoburg goals {w}"), t));
        let mut t = new_table(GameKind::Shamrock, &options("2", false)).unwrap();
        t.resize(w, h);
        t.set_goals(goals(&["+1-1"], &[]));
        out.push((format!("shamrock goals {w}"), t));
    }
    out
}

#[test]
fn every_word_and_mark_stands_out_in_every_theme() {
    let mut all = Vec::new();
    for (name, mut t) in tables() {
        for theme in ThemeName::ALL {
            in_theme(&mut *t, theme);
            let scene = t.scene(1e9);
            for fault in faults(&scene, &BOARD) {
                all.push(format!("{name} {theme:?}: {fault}"));
            }
        }
    }
    assert!(all.is_empty(), "{} faults:\n{}", all.len(), all.join("\n"));
}

#[test]
fn the_scenes_show_the_marks_they_are_meant_to() {
    let kinds: Vec<String> = tables()
        .iter()
        .flat_map(|(_, t)| t.scene(1e9).tags.into_iter().map(|(_, s)| tag::kind(&s).to_string()))
        .collect();
    for kind in [
        tag::TARGET,
        tag::CAPTURE,
        tag::TURN_FIRST,
        tag::LABEL,
        tag::HELD,
        tag::DONE,
        tag::WAITING,
        tag::GHOST,
        tag::LAST,
        tag::LAST_ROUTE,
        tag::HINT,
        tag::CURSOR,
        tag::CHECK,
        tag::MUST_CAPTURE,
        tag::TAKEN,
        tag::REMOVED,
        tag::RESULT,
        tag::CAPTION,
        tag::COORDINATE,
        tag::STAR,
        tag::QUARRY,
    ] {
        assert!(kinds.iter().any(|k| k == kind), "no {kind} in the scenes");
    }
}
