//! The move list's entries (notation, words, who played) stay right as moves are played, taken
//! back and the language changes — they are kept as the game goes, not rebuilt each time.

use deskovna::game::Lang;
use deskovna::games::GameKind;
use deskovna::view::registry::{new_table, open_table};
use deskovna::view::table::{Looks, Table};

fn fresh_entries(table: &dyn Table, lang: Lang) -> Vec<(String, String, usize)> {
    let again = open_table(table.kind(), &table.start_text(), table.history()).unwrap();
    again.entries(lang).into_iter().map(|e| (e.notation, e.said, e.seat)).collect()
}

fn entries(table: &dyn Table, lang: Lang) -> Vec<(String, String, usize)> {
    table.entries(lang).into_iter().map(|e| (e.notation, e.said, e.seat)).collect()
}

#[test]
fn entries_follow_moves_undo_and_the_language() {
    for kind in GameKind::ALL.iter().copied() {
        let mut t = new_table(kind, &[]).unwrap();
        for ply in 0..12 {
            let moves = t.legal_notations();
            let Some(m) = moves.get((ply * 7) % moves.len().max(1)) else { break };
            t.play_notation(m, 0.0).unwrap();
            if ply == 5 {
                t.undo();
            }
        }
        assert_eq!(entries(&*t, Lang::En), fresh_entries(&*t, Lang::En), "{kind:?}");
        t.set_settings(Looks { lang: Lang::Cs, ..t.settings() });
        assert_eq!(entries(&*t, Lang::Cs), fresh_entries(&*t, Lang::Cs), "{kind:?} in Czech");
        let moves = t.legal_notations();
        if let Some(m) = moves.first() {
            t.play_notation(m, 0.0).unwrap();
        }
        assert_eq!(entries(&*t, Lang::Cs), fresh_entries(&*t, Lang::Cs), "{kind:?} a move in Czech");
        assert!(entries(&*t, Lang::Cs).iter().any(|e| e.2 == 0), "{kind:?} seats");
    }
}
