//! The live game among the saved games: after every change it is saved as any game is, in a
//! slot of its own, so that when it ends or the friend is gone the player finds it in the saved
//! games and goes on with it over the board or by links. The game the host invited from stays
//! as it was in its own slot (a takeback in the live game must not take moves from it).
//!
//! Which slot holds the game is remembered beside the match (a small text, see [`keep`]): the
//! same game goes on in the same slot; a rematch or another match gets a slot of its own; and
//! a slot changed meanwhile (the game went on over the board in another tab) is never written
//! over (`app::keeper` decides: the live game then goes to a new slot).

use super::controller::Live;
use crate::app::keeper::Keeper;
use crate::app::library::{saved_text, Library, SaveError, Slot};
use crate::games::GameKind;
use serde::{Deserialize, Serialize};

/// Where the live game was saved last.
#[derive(Serialize, Deserialize, PartialEq, Debug)]
struct Mark {
    /// The match (the first bytes of this browser's entropy: each match draws its own).
    run: String,
    /// The game's number in the match (a rematch is a new game).
    game: u32,
    kind: String,
    /// The game's start (a hello may bring another game under the same number: it is another
    /// saved game).
    start: String,
    slot: u32,
    /// The text written there last.
    known: String,
}

/// The match's own mark: its first eight bytes of entropy, in hex.
fn run(live: &Live) -> String {
    live.entropy.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

/// Saves the game of `live` among the saved games; `mark` is what the last call returned.
/// Returns the slot it is in (a new one when `mark` is of another game) and the mark to give the
/// next call; `None` before the game is known and dealt (a guest before the host's hello, a
/// Shamrock pile before both seeds are in).
pub fn keep(library: &Library, mark: Option<&str>, live: &Live) -> Option<(Result<Slot, SaveError>, String)> {
    let dealt = live.playing() || live.ending().is_some();
    let record = live.record().filter(|_| live.game_number() > 0 && dealt)?;
    let run = run(live);
    let game = live.game_number();
    let same = mark
        .and_then(|m| serde_json::from_str::<Mark>(m).ok())
        .filter(|m| m.run == run && m.game == game && m.kind == record.kind.id() && m.start == record.start);
    let mut keeper = match same {
        Some(m) => Keeper::new(Slot { kind: record.kind, number: m.slot }, Some(m.known)),
        None => Keeper::new(library.free_slot(record.kind), None),
    };
    let saved = keeper.save(library, &record).map(|_| keeper.slot());
    let known = saved_text(&record).unwrap_or_default();
    let kind = record.kind.id().to_string();
    let mark = Mark { run, game, kind, start: record.start.clone(), slot: keeper.slot().number, known };
    Some((saved, serde_json::to_string(&mark).unwrap_or_default()))
}

/// The kind of the game a mark points at (to say which game a kept match plays).
pub fn kind_of(mark: &str) -> Option<GameKind> {
    serde_json::from_str::<Mark>(mark).ok().and_then(|m| GameKind::from_id(&m.kind))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::library::MemoryStore;
    use crate::app::live::message::Side;
    use crate::app::record::Record;
    use crate::view::registry::default_start;

    fn record(kind: GameKind, moves: &[&str]) -> Record {
        Record {
            kind,
            start: default_start(kind),
            moves: moves.iter().map(|m| m.to_string()).collect(),
            seats: Vec::new(),
            tree: None,
        }
    }

    /// A host's match of `record`, dealt (both seeds in).
    fn host(record: &Record, entropy: u8) -> Live {
        let owners = vec![Side::Host, Side::Guest];
        let mut live = match Live::host(record, owners, None, [entropy; 32]) {
            Ok(live) => live,
            Err(e) => panic!("{e:?}"),
        };
        if let Some(game) = live.game.as_mut() {
            game.dealt(7).unwrap();
        }
        live
    }

    fn kept(library: &Library, mark: Option<&str>, live: &Live) -> (Slot, String) {
        match keep(library, mark, live) {
            Some((Ok(slot), mark)) => (slot, mark),
            other => panic!("not kept: {other:?}"),
        }
    }

    #[test]
    fn the_live_game_is_a_saved_game_of_its_own_beside_the_one_invited_from() {
        let store = MemoryStore::default();
        let library = Library::new(&store);
        // The game on the page, saved in slot 1, is the one the friend is invited to.
        let page = record(GameKind::Camelot, &["F7-H5-J7"]);
        library.save(Slot::first(GameKind::Camelot), &page).unwrap();
        let live = host(&page, 1);
        let (slot, mark) = kept(&library, None, &live);
        assert_eq!(slot, Slot { kind: GameKind::Camelot, number: 2 });
        assert_eq!(kind_of(&mark), Some(GameKind::Camelot));
        assert_eq!(library.peek(slot).map(|r| r.moves), Some(page.moves.clone()));
        // Kept again: the same slot, no other made; the page's game as it was.
        let (again, _) = kept(&library, Some(&mark), &live);
        assert_eq!((again, library.slots(GameKind::Camelot).len()), (slot, 2));
        assert_eq!(library.peek(Slot::first(GameKind::Camelot)), Some(page));
    }

    #[test]
    fn a_game_changed_elsewhere_is_not_overwritten_and_another_match_loses_nothing() {
        let store = MemoryStore::default();
        let library = Library::new(&store);
        let first = host(&record(GameKind::Camelot, &[]), 1);
        let (one, mark) = kept(&library, None, &first);
        // The slot's game went on over the board meanwhile: the live game does not overwrite it.
        let over_the_board = record(GameKind::Camelot, &["F7-H5-J7"]);
        library.save(one, &over_the_board).unwrap();
        let (two, mark) = kept(&library, Some(&mark), &first);
        assert_ne!(two, one);
        assert_eq!(library.peek(one).map(|r| r.moves), Some(over_the_board.moves.clone()));
        assert_eq!(library.peek(two).map(|r| r.moves), Some(Vec::new()));
        // Another match (its own entropy): a slot of its own, the games kept before as they were.
        let other = host(&record(GameKind::Camelot, &["F7-H5-J7", "F11-F9"]), 2);
        let (three, _) = kept(&library, Some(&mark), &other);
        assert!(three != one && three != two, "{three:?}");
        assert_eq!(library.peek(one).map(|r| r.moves.len()), Some(1));
        assert_eq!(library.peek(two).map(|r| r.moves), Some(Vec::new()));
    }

    #[test]
    fn another_game_under_the_same_number_is_another_saved_game() {
        let store = MemoryStore::default();
        let library = Library::new(&store);
        let mut live = host(&record(GameKind::Camelot, &["F7-H5-J7"]), 1);
        let (one, mark) = kept(&library, None, &live);
        // A hello brought another game (another start) as game 1 of the same match.
        let other = Record { start: "camette_1.3.K4.5.2k2.3.1_w_00_-_5".to_string(), ..record(GameKind::Camelot, &[]) };
        live.game = host(&other, 9).game.take();
        let (two, _) = kept(&library, Some(&mark), &live);
        assert_ne!(two, one);
        assert_eq!(library.peek(one).map(|r| r.moves.len()), Some(1), "the first game as it was");
        assert_eq!(library.peek(two).map(|r| r.start), Some(other.start));
    }

    #[test]
    fn nothing_is_kept_before_the_game_is_known_and_dealt() {
        let store = MemoryStore::default();
        let library = Library::new(&store);
        assert!(keep(&library, None, &Live::guest([3; 32])).is_none());
        let undealt = Live::host(&record(GameKind::Camelot, &[]), vec![Side::Host, Side::Guest], None, [3; 32]);
        assert!(keep(&library, None, &undealt.unwrap()).is_none());
        assert!(library.slots(GameKind::Camelot).is_empty());
    }
}
