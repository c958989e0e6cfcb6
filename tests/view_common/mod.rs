//! Helpers shared by the view tests: a game opened on a table of a given size, and the pointer
//! gestures the browser sends, aimed at named spots of the scene.

#![allow(dead_code)]

use deskovna::games::GameKind;
use deskovna::view::registry::open_table;
use deskovna::view::scene::Point;
use deskovna::view::table::{Response, Table};

/// The game `start` + `moves` of `kind` on a `width`×`height` table.
pub fn opened(kind: GameKind, start: &str, moves: &[&str], width: f32, height: f32) -> Box<dyn Table> {
    let moves: Vec<String> = moves.iter().map(|m| m.to_string()).collect();
    let mut t = open_table(kind, start, &moves).unwrap_or_else(|e| panic!("{start} {moves:?}: {e:?}"));
    t.resize(width, height);
    t
}

pub fn at(t: &dyn Table, name: &str) -> Point {
    t.locate(name).unwrap_or_else(|| panic!("no spot {name}"))
}

/// Presses on `from`, passes near each spot of `via` and releases on the last.
pub fn drag(t: &mut dyn Table, from: &str, via: &[&str]) -> Response {
    t.pointer_down(at(t, from));
    for name in via {
        let p = at(t, name);
        t.pointer_move(Point::new(p.x + 3.0, p.y + 2.0));
    }
    let end = at(t, via.last().expect("a drag goes somewhere"));
    t.pointer_up(end, 0.0)
}

pub fn click(t: &mut dyn Table, name: &str) -> Response {
    let p = at(t, name);
    t.pointer_down(p);
    t.pointer_up(p, 0.0)
}

/// The notation of the move a gesture played (and fails the test if it played none).
pub fn played(r: &Response) -> &str {
    match r {
        Response::Played { notation, .. } => notation,
        other => panic!("not played: {other:?}"),
    }
}
pub mod paint;

/// The shown position in words, as the Describe button says it (through the tools wasm).
pub fn describe(t: &dyn Table) -> String {
    deskovna::view::registry::describe(t.kind(), &t.start_text(), t.history(), t.settings().lang)
        .expect("the table's own game replays")
}
