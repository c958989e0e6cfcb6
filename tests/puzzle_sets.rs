//! The shipped puzzle sets (www/puzzles/<game>.txt) read, hold at least 300 puzzles of their
//! own game each, with unique ids and positions and named themes. (`deskovna puzzles verify`
//! re-checks every solution in the test command; this only reads.)

use deskovna::app::puzzle::{set, theme};
use deskovna::games::GameKind;
use std::collections::HashSet;

#[test]
fn every_game_has_a_set_of_at_least_300_readable_puzzles() {
    for &kind in GameKind::ALL {
        let path = format!("{}/www/puzzles/{}.txt", env!("CARGO_MANIFEST_DIR"), kind.id());
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let puzzles = set::read(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        assert!(puzzles.len() >= 300, "{path}: {} puzzles", puzzles.len());
        let mut positions = HashSet::new();
        for p in &puzzles {
            assert_eq!(p.kind, kind, "{}", p.id);
            assert!(positions.insert(&p.position), "{}: a position twice", p.id);
            assert!(!p.themes.is_empty(), "{}: no theme", p.id);
            for t in &p.themes {
                assert!(theme::name(t).is_some(), "{}: theme {t} has no name", p.id);
            }
            assert!((1..=6).contains(&p.level) && p.rating >= 700, "{}", p.id);
        }
    }
}
