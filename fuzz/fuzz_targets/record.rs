//! The app's texts: the first byte picks what the rest is.
//! - 0 (mod 3): a saved game for `Record::read` and `open`;
//! - 1: a share link (URL fragment) for `link::route`;
//! - 2: input events for a board opened from a saved game's first lines (pointer, keys,
//!   undo/redo, history viewing): the view and gesture code must not panic either.
#![no_main]

use deskovna::app::link::{fragment, route, Route};
use deskovna::app::record::Record;
use deskovna::view::scene::Point;
use deskovna::view::table::{Key, Table};
use deskovna::view::tables::default_start;
use libfuzzer_sys::fuzz_target;

/// What an opened table shows must not panic, and its record must open again to the same
/// position.
fn check_table(table: &dyn Table) {
    let _ = table.scene(0.0);
    let _ = table.describe();
    let again = Record::of(table);
    match again.open() {
        Ok(t) => assert_eq!(t.position_text(), table.position_text(), "a saved game reopens elsewhere"),
        Err(e) => panic!("a table's own record does not open: {:?}: {}", e.reason, again.to_text()),
    }
}

fn saved_game(text: &str) {
    let Ok(record) = Record::read(text) else { return };
    assert_eq!(Record::read(&record.to_text()).as_ref(), Ok(&record), "a record does not round-trip");
    if let Ok(table) = record.open() {
        check_table(&*table);
    }
}

fn link(text: &str) {
    let Ok(Route::Shared(record)) = route(text, default_start) else { return };
    let start = default_start(record.kind);
    // Marks (`#!?`) are left out of links; a default start with no moves is the plain
    // `#/<game>` link, which opens the player's own game of that kind instead.
    let plain = record.moves.iter().all(|m| !m.is_empty() && !m.ends_with(['#', '!', '?']))
        && (record.start != start || !record.moves.is_empty());
    if plain {
        let back = route(&fragment(&record, &start), default_start);
        assert_eq!(back, Ok(Route::Shared(record.clone())), "a link does not round-trip");
    }
    if let Ok(table) = record.open() {
        check_table(&*table);
    }
}

fn events(data: &[u8]) {
    let text_len = data.iter().position(|&b| b == 0xFF).unwrap_or(data.len());
    let (head, inputs) = data.split_at(text_len);
    let Ok(record) = Record::read(&String::from_utf8_lossy(head)) else { return };
    let Ok(mut table) = record.open() else { return };
    table.resize(320.0, 480.0);
    let mut now = 0.0;
    for chunk in inputs.chunks(3) {
        let [op, x, y] = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let p = Point::new(f32::from(x) * 1.4 - 20.0, f32::from(y) * 2.0 - 20.0);
        now += 30.0;
        let _ = match op % 16 {
            0 | 1 => table.pointer_down(p),
            2..=4 => table.pointer_move(p),
            5 | 6 => table.pointer_up(p, now),
            7 => table.pointer_cancel(),
            8 => {
                let key = [Key::Left, Key::Right, Key::Up, Key::Down, Key::Enter, Key::Escape][usize::from(x) % 6];
                table.key(key, now)
            }
            9 => table.rotate_held(if x & 1 == 0 { 1 } else { -1 }),
            10 => {
                let n = table.legal_notations().len();
                if n > 0 {
                    let _ = table.play_index(usize::from(x) % n, now);
                }
                deskovna::view::table::Response::None
            }
            11 => {
                if x & 1 == 0 {
                    table.undo();
                } else {
                    table.redo();
                }
                deskovna::view::table::Response::None
            }
            12 => {
                let plies = table.history().len();
                table.view_ply(if x == 0 { None } else { Some(usize::from(y) % (plies + 1)) });
                deskovna::view::table::Response::None
            }
            13 => {
                table.flip();
                deskovna::view::table::Response::None
            }
            14 => {
                let n = table.legal_notations().len();
                table.set_hint(if n == 0 || x == 0 { None } else { Some(usize::from(y) % n) });
                deskovna::view::table::Response::None
            }
            _ => {
                table.resize(f32::from(x) + 1.0, f32::from(y) + 1.0);
                deskovna::view::table::Response::None
            }
        };
        let _ = table.scene(now);
    }
    table.view_ply(None);
    check_table(&*table);
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else { return };
    match mode % 3 {
        0 => saved_game(&String::from_utf8_lossy(rest)),
        1 => link(&String::from_utf8_lossy(rest)),
        _ => events(rest),
    }
});
