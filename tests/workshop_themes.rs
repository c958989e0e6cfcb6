//! The workshop's pictures keep every word and symbol legible in every theme, at a phone's and
//! a desktop's size: a side's grid with every kind of action on it, the tiles of every troop of
//! the ready-made variants in both players' colours, every item a stack may hold, and the board
//! of every ready-made variant (its mountains, fortresses, flags and coordinates). Each word
//! stands out from what is under it by 4.5:1, each symbol, tile and mark by 3:1.

mod view_common;

use deskovna::game::Lang;
use deskovna::games::drake::{square, Action, ActionKind, Troop, READY_MADE};
use deskovna::view::drake::workshop::{board, grid, item, tiles};
use deskovna::view::theme::{Theme, ThemeName};
use view_common::paint::faults;

/// The grid's own cells, the board's squares and mountains: what the rest is measured against.
const UNDER: [&str; 1] = ["mountain"];

/// The widths the workshop draws its pictures at: a phone's grid and preview, a desktop's.
const WIDTHS: [f32; 3] = [150.0, 300.0, 420.0];

/// Every kind of action, each on the first cell of the grid it may point at (no two on one).
fn every_kind() -> Vec<Action> {
    let mut out: Vec<Action> = Vec::new();
    for kind in ActionKind::ALL {
        let cells = (-2..=2i8).flat_map(|dy| (-2..=2i8).map(move |dx| (dx, dy)));
        let free = cells
            .filter(|&(dx, dy)| kind.may_point(dx, dy))
            .find(|&(dx, dy)| !out.iter().any(|a| (a.dx, a.dy) == (dx, dy)));
        let (dx, dy) = free.expect("a free cell");
        out.push(Action { kind, dx, dy });
    }
    out
}

fn check(all: &mut Vec<String>, what: String, scene: &deskovna::view::scene::Scene) {
    all.extend(faults(scene, &UNDER).into_iter().map(|f| format!("{what}: {f}")));
}

#[test]
fn every_word_and_symbol_of_the_workshop_stands_out_in_every_theme() {
    let mut all = Vec::new();
    let kinds = every_kind();
    for name in ThemeName::ALL {
        let theme = Theme::get(name);
        for width in WIDTHS {
            let scene = grid(&kinds, &theme, width);
            assert_eq!(scene.tags.iter().filter(|(_, t)| t.starts_with("cell")).count(), 8, "every kind drawn");
            assert!(scene.tags.iter().any(|(_, t)| t == "pivot"), "the pivot measured");
            check(&mut all, format!("{name:?} grid {width}"), &scene);
            for ready in READY_MADE {
                let variant = ready.variant();
                // The built-in troops and the variant's own.
                let own = variant.troops.iter().cloned();
                for kind in Troop::BUILTIN.iter().filter_map(|&t| variant.kind(t)).chain(own) {
                    let what = format!("{name:?} {} {} tiles {width}", ready.id, kind.letter);
                    check(&mut all, what, &tiles(&kind, &theme, Lang::Cs, width));
                }
                // With a mountain in the middle, as the player may put there.
                let mut variant = variant;
                variant.mountains |= 1 << square(2, 2);
                check(&mut all, format!("{name:?} {} board {width}", ready.id), &board(&variant, &theme, width));
            }
        }
        for ready in READY_MADE {
            let variant = ready.variant();
            let own = variant.troops.iter().filter_map(|k| Troop::from_letter(k.letter));
            for troop in Troop::BUILTIN.into_iter().chain(own).chain([Troop::BOMB]) {
                for player in [0, 1] {
                    for side in [48.0, 56.0] {
                        let scene = item(&variant, troop, player, &theme, Lang::En, side);
                        check(&mut all, format!("{name:?} item {} {player} {side}", troop.letter()), &scene);
                    }
                }
            }
        }
    }
    assert!(all.is_empty(), "{} faults:\n{}", all.len(), all.join("\n"));
}

#[test]
fn the_boards_show_what_the_ready_made_variants_put_on_them() {
    // The faults above are only worth something if the scenes hold the things they measure
    // (a mountain is put on each, as above).
    let theme = Theme::get(ThemeName::Contrast);
    let mut seen: Vec<String> = Vec::new();
    for ready in READY_MADE {
        let mut variant = ready.variant();
        variant.mountains |= 1 << square(2, 2);
        let scene = board(&variant, &theme, 300.0);
        seen.extend(scene.tags.iter().map(|(_, t)| t.split(' ').next().unwrap_or("").to_string()));
    }
    for kind in ["mountain", "fortress", "flag"] {
        assert!(seen.iter().any(|s| s == kind), "no {kind} on any ready-made board");
    }
}
