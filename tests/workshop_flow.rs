//! The workshop's controller without a browser (`app::workshop::Bench`): the buttons' keys and
//! the fields' ids read back as they are written, the questions asked before anything is
//! lost, change tracking, duplicates, full storage, links in and out, and where a dragged
//! stack item lands.

use deskovna::app::library::{Full, MemoryStore, Store};
use deskovna::app::link::{route, Route};
use deskovna::app::seats::Player;
use deskovna::app::workshop::{
    Act, Ask, Bench, BoardTool, Button, Command, Dragged, Field, Note, Opening, Unread, Workshop, MODES,
};
use deskovna::game::{Lang, Refusal as _};
use deskovna::games::drake::{square, StackMode, Troop, Variant, READY_MADE};
use deskovna::games::GameKind;
use deskovna::view::registry::default_start;
use deskovna::view::workshop::{note_text, question_text, status_text, Say};
use std::cell::Cell;
use std::rc::Rc;

/// Storage the test keeps a hand on: it can fill up (then refuses every write).
#[derive(Clone, Default)]
struct Storage {
    items: Rc<MemoryStore>,
    full: Rc<Cell<bool>>,
}

impl Store for Storage {
    fn get(&self, key: &str) -> Option<String> {
        self.items.get(key)
    }
    fn set(&self, key: &str, value: &str) -> Result<(), Full> {
        if self.full.get() {
            return Err(Full);
        }
        self.items.set(key, value)
    }
    fn remove(&self, key: &str) {
        self.items.remove(key)
    }
    fn keys(&self) -> Vec<String> {
        self.items.keys()
    }
}

fn bench(storage: &Storage) -> Bench {
    Bench::new(Box::new(storage.clone()), Lang::En, "https://example.org/", 7)
}

fn press(bench: &mut Bench, button: Button) -> Vec<Command> {
    bench.act(Act::Press(button))
}

/// The names of the saved variants, in order.
fn saved(bench: &Bench) -> Vec<String> {
    bench.variants().list().into_iter().map(|s| s.label("?")).collect()
}

/// A bench with a valid variant named `name`, saved as new (its number).
fn saved_as(bench: &mut Bench, name: &str) -> u32 {
    bench.act(Act::Name(name.into()));
    assert_eq!(press(bench, Button::Save), [Command::Redraw], "a variant never saved is saved at once");
    bench.work().saved.unwrap()
}

#[test]
fn every_button_reads_back_from_its_key_and_data() {
    let samples = [
        Button::Cell { side: 1, dx: -2, dy: 1 },
        Button::Troop { index: 3 },
        Button::NewTroop,
        Button::RemoveTroop,
        Button::Item { player: 1, at: 11 },
        Button::Earlier,
        Button::Later,
        Button::Remove,
        Button::Add { troop: Troop::BOMB },
        Button::Add { troop: Troop::ARCHER },
        Button::Square { square: 42 },
        Button::Save,
        Button::SaveNew,
        Button::Duplicate,
        Button::Delete,
        Button::Share,
        Button::Copy,
        Button::Play,
        Button::Cancel,
        Button::Yes,
        Button::Second,
    ];
    for b in samples {
        let data = b.data();
        let read = Button::read(b.key(), |name| data.iter().find(|(k, _)| *k == name).map(|(_, v)| v.clone()));
        assert_eq!(read, Ok(b), "{b:?} as {} {data:?}", b.key());
    }
    let mut keys: Vec<&str> = samples.iter().map(Button::key).collect();
    keys.dedup();
    assert_eq!(keys, Button::KEYS, "the samples are every button, each key once, in order");
    assert_eq!(Button::KEYS.len(), 20);
    assert_eq!(Button::Add { troop: Troop::BOMB }.data(), [("troop", "*".to_string())]);
    // What does not read is said, never done.
    assert_eq!(Button::read("jump", |_| None), Err(Unread::Key("jump".into())));
    assert_eq!(Button::read("cell", |_| None), Err(Unread::Value { of: "side", value: None }));
    let wrong = |name: &str| Some(if name == "dx" { "far".to_string() } else { "0".to_string() });
    assert_eq!(Button::read("cell", wrong), Err(Unread::Value { of: "dx", value: Some("far".into()) }));
    assert_eq!(
        Button::read("add", |_| Some("AB".into())),
        Err(Unread::Value { of: "troop", value: Some("AB".into()) })
    );
    // A drag starts on a stack's item or the palette, nowhere else.
    assert_eq!(Button::Item { player: 1, at: 2 }.dragged(), Some(Dragged::Item { player: 1, at: 2 }));
    assert_eq!(Button::Add { troop: Troop::MONK }.dragged(), Some(Dragged::Palette(Troop::MONK)));
    assert_eq!(Button::Save.dragged(), None);
}

#[test]
fn every_field_reads_back_from_its_id_and_values() {
    for field in Field::ALL {
        assert_eq!(Field::from_id(field.id()), Ok(field));
    }
    assert_eq!(Field::from_id("ws-colour"), Err(Unread::Field("ws-colour".into())));
    let change = |field: Field, value: &str| field.changed(value, false);
    let mut openings = vec![Opening::New, Opening::Saved(12)];
    openings.extend(READY_MADE.iter().map(|r| Opening::Ready(r.id)));
    for opening in openings {
        let value = opening.value().unwrap();
        assert_eq!(change(Field::Open, &value), Ok(Some(Act::Open(opening))), "{value}");
    }
    assert_eq!(Opening::Link("v1".into()).value(), None, "a link is in no list");
    for bad in ["", "ready:nothing", "saved:x", "link:v1"] {
        assert!(matches!(change(Field::Open, bad), Err(Unread::Value { of: "ws-open", .. })), "{bad}");
    }
    for (mode, value) in MODES {
        assert_eq!(change(Field::Mode, value), Ok(Some(Act::Mode(mode))));
    }
    assert_eq!(change(Field::Size, "6"), Ok(Some(Act::Size(6))));
    assert!(change(Field::Size, "9").is_err() && change(Field::Opponent, "6").is_err());
    assert_eq!(change(Field::Letter, "Q"), Ok(Some(Act::Letter('Q'))));
    assert_eq!(Field::Flags.changed("on", true), Ok(Some(Act::Flags(true))));
    assert_eq!(change(Field::ToolOrange, "on"), Ok(Some(Act::Tool(BoardTool::Flag(1)))));
    // Names act as they are typed, and leaving their field does nothing (no redraw under the
    // button about to be pressed).
    assert_eq!(change(Field::Name, "Bees"), Ok(None));
    assert_eq!(Field::Name.typed("Bees"), Some(Act::Name("Bees".into())));
    assert_eq!(Field::TroopName.typed("Bee"), Some(Act::TroopName("Bee".into())));
    assert_eq!(Field::Size.typed("5"), None);
}

#[test]
fn a_new_workshop_and_its_draft_come_back_as_they_were_left() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    assert_eq!((b.work().saved, b.work().changed), (None, false));
    assert_eq!(b.work().variant.troops.len(), 1, "a new variant with a troop of its own");
    assert_eq!(press(&mut b, Button::Cell { side: 0, dx: 1, dy: 1 }), [Command::Redraw]);
    b.act(Act::Name("Moles".into()));
    let again = bench(&storage);
    assert_eq!(again.work().variant, b.work().variant);
    assert!(again.work().changed, "changed, and said so after a reload");
    assert!(saved(&b).is_empty(), "the draft is no saved variant");
}

#[test]
fn changes_are_tracked_and_a_typed_name_mends_in_place() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    assert_eq!(status_text(&b), "Not saved yet.");
    assert!(!b.allows(Button::Duplicate) && !b.allows(Button::Delete), "nothing saved to copy or delete");
    let n = saved_as(&mut b, "Moles");
    assert_eq!(saved(&b), ["Moles"]);
    assert!(!b.work().changed);
    assert_eq!(status_text(&b), "Saved as “Moles”.");
    assert!(!b.allows(Button::Save), "nothing to save");
    assert!(press(&mut b, Button::Save).is_empty());
    // A name typed is an edit: the page mends the status and buttons, it does not redraw.
    assert_eq!(b.act(Act::Name("Voles".into())), [Command::Mend]);
    assert!(b.work().changed && b.allows(Button::Save));
    assert_eq!(status_text(&b), "Changed since it was saved as “Moles”.");
    assert_eq!(b.act(Act::TroopName("Vole".into())), [Command::Mend]);
    // Choosing who plays changes nothing of the variant, and draws nothing.
    assert!(b.act(Act::Opponent(0)).is_empty() && b.act(Act::You(1)).is_empty());
    // Picking an item or the stack to add to changes nothing either.
    press(&mut b, Button::Save);
    press(&mut b, Button::Yes);
    assert!(!b.work().changed);
    assert_eq!(press(&mut b, Button::Item { player: 0, at: 2 }), [Command::Redraw]);
    assert_eq!(b.picked(), Some((0, 2)));
    b.act(Act::AddTo(1));
    assert!(!b.work().changed);
    assert_eq!(b.work().saved, Some(n));
    // Mirroring stacks that are already the same is no change; a drop back in place neither.
    b.act(Act::Drop { dragged: Dragged::Item { player: 0, at: 2 }, to: Some((0, 3)) });
    assert!(!b.work().changed, "dropped where it was");
    assert_eq!(b.picked(), None);
}

#[test]
fn saving_over_a_changed_saved_variant_asks_and_saving_as_new_does_not() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    let n = saved_as(&mut b, "Moles");
    b.act(Act::Name("Voles".into()));
    assert_eq!(press(&mut b, Button::Save), [Command::Redraw]);
    assert_eq!(b.asking(), Some(&Ask::SaveOver(n)));
    let (words, yes, second) = question_text(&b).unwrap();
    assert_eq!(words, "Save over your variant “Moles”? What it held is gone for good.");
    assert_eq!((yes, second), (Say::SaveOver, Some(Say::SaveAsNew)));
    assert_eq!(saved(&b), ["Moles"], "nothing written before the answer");
    // Cancel: nothing happens.
    press(&mut b, Button::Cancel);
    assert_eq!((b.asking(), saved(&b)), (None, vec!["Moles".to_string()]));
    // Yes: written over.
    press(&mut b, Button::Save);
    press(&mut b, Button::Yes);
    assert_eq!((saved(&b), b.work().saved, b.work().changed), (vec!["Voles".to_string()], Some(n), false));
    // The second answer saves as new instead; so does Save as new, without a question.
    b.act(Act::Name("Shrews".into()));
    press(&mut b, Button::Save);
    assert!(b.allows(Button::Second));
    press(&mut b, Button::Second);
    assert_eq!(saved(&b), ["Voles", "Shrews"]);
    assert_eq!(b.asking(), None);
    b.act(Act::Name("Bats".into()));
    assert_eq!(press(&mut b, Button::SaveNew), [Command::Redraw]);
    assert_eq!(b.asking(), None);
    assert_eq!(saved(&b), ["Voles", "Shrews", "Bats"]);
    assert_eq!(b.work().saved, Some(3));
    // A variant that cannot be played is never saved.
    b.act(Act::Name("B@ts".into()));
    assert!(!b.allows(Button::Save) && !b.allows(Button::SaveNew));
    assert!(press(&mut b, Button::SaveNew).is_empty());
    assert_eq!(saved(&b).len(), 3);
}

#[test]
fn opening_something_else_asks_only_when_there_are_changes() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    let moles = saved_as(&mut b, "Moles");
    // Unchanged: the ready-made variant opens at once, unsaved and unchanged.
    b.act(Act::Open(Opening::Ready(READY_MADE[0].id)));
    assert_eq!(b.asking(), None);
    assert_eq!((b.work().saved, b.work().changed), (None, false));
    assert!(b.work().is_valid(), "its name is one a variant may have");
    // Changed: asks, and opens only on Yes.
    press(&mut b, Button::Square { square: square(1, 1) });
    assert!(b.work().changed);
    let before = b.work().variant.clone();
    b.act(Act::Open(Opening::Saved(moles)));
    assert_eq!(b.asking(), Some(&Ask::Discard(Opening::Saved(moles))));
    assert_eq!(question_text(&b).unwrap().1, Say::Discard);
    press(&mut b, Button::Cancel);
    assert_eq!(b.work().variant, before, "Cancel leaves the changes");
    b.act(Act::Open(Opening::Saved(moles)));
    press(&mut b, Button::Yes);
    assert_eq!((b.work().variant.name.as_str(), b.work().saved, b.work().changed), ("Moles", Some(moles), false));
    // Two saved variants: each opens as saved, neither touched by the other's edits.
    b.act(Act::Open(Opening::New));
    let shrews = saved_as(&mut b, "Shrews");
    b.act(Act::Open(Opening::Saved(moles)));
    b.act(Act::Size(6));
    b.act(Act::Open(Opening::Saved(shrews)));
    press(&mut b, Button::Yes);
    assert_eq!(b.work().variant.name, "Shrews");
    assert_eq!(b.variants().get(moles).unwrap().variant.unwrap().size, 5, "the left changes were not saved");
    // A saved variant that is gone opens nothing.
    b.act(Act::Open(Opening::Saved(99)));
    assert_eq!(b.work().variant.name, "Shrews");
}

#[test]
fn delete_asks_and_leaves_the_variant_in_the_workshop_unsaved() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    let n = saved_as(&mut b, "Moles");
    press(&mut b, Button::Delete);
    assert_eq!(b.asking(), Some(&Ask::Delete(n)));
    assert_eq!(question_text(&b).unwrap().0, "Delete your variant “Moles” for good?");
    assert_eq!(saved(&b), ["Moles"]);
    press(&mut b, Button::Yes);
    assert!(saved(&b).is_empty());
    assert_eq!((b.work().variant.name.as_str(), b.work().saved, b.work().changed), ("Moles", None, true));
    assert_eq!(status_text(&b), "Not saved yet.");
    // With nothing asked, an answer does nothing.
    assert!(press(&mut b, Button::Yes).is_empty());
}

#[test]
fn a_duplicate_is_opened_named_apart_asking_first_when_there_are_changes() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    let n = saved_as(&mut b, "Moles");
    press(&mut b, Button::Duplicate);
    assert_eq!(saved(&b), ["Moles", "Moles 2"]);
    assert_eq!((b.work().variant.name.as_str(), b.work().saved, b.work().changed), ("Moles 2", Some(2), false));
    b.act(Act::Hidden(true));
    press(&mut b, Button::Duplicate);
    assert_eq!(b.asking(), Some(&Ask::Discard(Opening::Saved(3))), "the copy of the saved one, once changes go");
    press(&mut b, Button::Yes);
    assert_eq!((b.work().variant.name.as_str(), b.work().variant.hidden), ("Moles 3", false));
    assert_eq!(b.variants().get(n).unwrap().variant.unwrap().name, "Moles");
}

#[test]
fn full_storage_is_a_note_and_nothing_is_lost() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    let n = saved_as(&mut b, "Moles");
    b.act(Act::Name("Voles".into()));
    storage.full.set(true);
    let edited = b.work().variant.clone();
    // Save over: refused by storage, said, and the saved variant is as it was.
    press(&mut b, Button::Save);
    press(&mut b, Button::Yes);
    assert_eq!(b.note(), Some(&Note::SaveFull));
    assert_eq!(saved(&b), ["Moles"]);
    assert_eq!((b.work().saved, b.work().changed), (Some(n), true), "still changed, still its own");
    assert_eq!(b.work().variant, edited);
    // Save as new and duplicate: the same.
    press(&mut b, Button::SaveNew);
    press(&mut b, Button::Duplicate);
    assert_eq!(b.note(), Some(&Note::SaveFull));
    assert_eq!(saved(&b), ["Moles"]);
    assert_eq!(b.asking(), None);
    assert_eq!(note_text(b.note().unwrap(), Lang::Cs), Say::SaveFull.get(Lang::Cs));
    // Room again: the edit is saved, and the note goes.
    storage.full.set(false);
    press(&mut b, Button::SaveNew);
    assert_eq!(b.note(), None);
    assert_eq!(saved(&b), ["Moles", "Voles"]);
}

#[test]
fn a_full_stack_says_so() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    while b.work().variant.stacks[0].len() < 12 {
        press(&mut b, Button::Add { troop: Troop::MONK });
    }
    assert_eq!(b.note(), None);
    let before = b.work().variant.clone();
    assert_eq!(press(&mut b, Button::Add { troop: Troop::MONK }), [Command::Redraw]);
    assert_eq!(b.note(), Some(&Note::StackFull));
    assert_eq!(b.work().variant, before);
}

#[test]
fn a_link_opens_an_unsaved_copy_asking_first_when_there_are_changes() {
    let text = "v1-5-mb2-fc3-g";
    let storage = Storage::default();
    let mut b = bench(&storage);
    b.act(Act::Open(Opening::Link(text.into())));
    assert_eq!(b.asking(), None, "nothing to lose");
    assert_eq!(b.work().variant, Variant::from_text(text).unwrap());
    assert_eq!((b.work().saved, b.work().changed), (None, true), "a copy not saved yet");
    assert_eq!(b.note(), Some(&Note::SharedCopy));
    // With changes: asked first; the link's variant only on Yes.
    b.act(Act::Size(6));
    b.act(Act::Open(Opening::Link("v1-5-g".into())));
    assert_eq!(b.asking(), Some(&Ask::Discard(Opening::Link("v1-5-g".into()))));
    assert_eq!(b.work().variant.size, 6);
    press(&mut b, Button::Yes);
    assert_eq!(b.work().variant, Variant::from_text("v1-5-g").unwrap());
}

#[test]
fn a_bad_link_says_its_refusal_and_opens_a_new_variant() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    b.act(Act::Open(Opening::Link("v1-9-zz".into())));
    let Some(Note::LinkBroken(why)) = b.note().cloned() else { panic!("{:?}", b.note()) };
    assert_eq!(Err(why.clone()), Variant::from_text("v1-9-zz").map_err(|e| e.reason));
    for lang in [Lang::En, Lang::Cs] {
        let words = note_text(b.note().unwrap(), lang);
        assert!(words.contains(&why.render(lang)), "{words}");
    }
    assert!(note_text(b.note().unwrap(), Lang::En).starts_with("The variant of this link could not be read ("));
    assert_eq!((b.work().saved, b.work().changed), (None, false));
    assert!(b.work().is_valid());
}

#[test]
fn play_goes_to_a_new_game_of_the_variant_with_its_seats() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    b.act(Act::Mode(StackMode::Random));
    let game = |b: &mut Bench| {
        let commands = press(b, Button::Play);
        let [Command::Go(fragment)] = &commands[..] else { panic!("{commands:?}") };
        match route(fragment, default_start) {
            Ok(Route::Shared(record)) => record,
            other => panic!("{fragment}: {other:?}"),
        }
    };
    let before = b.work().clone();
    let first = game(&mut b);
    assert_eq!(first.kind, GameKind::Drake);
    assert!(first.start.starts_with(&b.work().variant.to_text()), "{}", first.start);
    assert_eq!(first.seats, [Player::Human, Player::Computer(3)]);
    assert!(first.moves.is_empty());
    b.act(Act::You(1));
    b.act(Act::Opponent(5));
    assert_eq!(game(&mut b).seats, [Player::Computer(5), Player::Human]);
    b.act(Act::Opponent(0));
    let friends = game(&mut b);
    assert!(friends.seats.iter().all(|&p| p == Player::Human), "{:?}", friends.seats);
    assert_ne!(friends.start, first.start, "each game its own seed");
    // Playing changes nothing of the variant; one that cannot be played is not.
    assert_eq!(b.work(), &before);
    b.act(Act::Name("B@d".into()));
    assert!(press(&mut b, Button::Play).is_empty());
}

#[test]
fn a_share_link_is_the_variants_until_the_next_edit() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    assert!(!b.allows(Button::Copy));
    assert_eq!(press(&mut b, Button::Share), [Command::Redraw, Command::Select(Field::ShareLink)]);
    let link = b.share().unwrap().to_string();
    assert!(link.starts_with("https://example.org/#/drake/workshop?v="), "{link}");
    let fragment = link.trim_start_matches("https://example.org/");
    assert_eq!(route(fragment, default_start), Ok(Route::Workshop(Some(b.work().variant.to_text()))));
    assert_eq!(press(&mut b, Button::Copy), [Command::Copy(link), Command::Redraw]);
    assert_eq!(b.note(), Some(&Note::Copied));
    b.act(Act::Name("Moles".into()));
    assert_eq!(b.share(), None, "the variant changed");
}

#[test]
fn buttons_that_do_not_work_now_do_nothing() {
    let storage = Storage::default();
    let mut b = bench(&storage);
    for button in [Button::Earlier, Button::Later, Button::Remove, Button::Cancel, Button::Yes, Button::Second] {
        assert!(!b.allows(button), "{button:?}");
        assert!(press(&mut b, button).is_empty(), "{button:?}");
    }
    assert!(!b.allows(Button::Cell { side: 0, dx: 0, dy: 0 }), "the pivot is the troop itself");
    // The top item goes no higher, the last no lower; the stack keeps a leader and two guards.
    press(&mut b, Button::Item { player: 0, at: 0 });
    assert!(!b.allows(Button::Earlier) && b.allows(Button::Later) && b.allows(Button::Remove));
    let len = b.work().variant.stacks[0].len();
    press(&mut b, Button::Item { player: 0, at: len - 1 });
    assert!(b.allows(Button::Earlier) && !b.allows(Button::Later));
    assert_eq!(press(&mut b, Button::Earlier), [Command::Redraw]);
    assert_eq!(b.picked(), Some((0, len - 2)), "the picked item follows");
    press(&mut b, Button::RemoveTroop);
    assert!(b.work().variant.troops.is_empty());
    assert!(!b.allows(Button::RemoveTroop));
    assert!(press(&mut b, Button::Troop { index: 0 }).is_empty(), "no such troop");
}

#[test]
fn a_dropped_stack_item_takes_the_place_it_is_dropped_before() {
    // Blue and Orange apart: D C C M S W and D C C A A.
    let variant = Variant::from_text("v1-bDCCMSW-oDCCAA").unwrap();
    let item = |player, at| Dragged::Item { player, at };
    let order = |w: &Workshop, p: usize| w.variant.stacks[p].iter().map(|t| t.letter()).collect::<String>();
    let mut w = Workshop::new(variant.clone(), None);
    // Down: before the item at 4 is place 3 once it has left place 1.
    assert!(w.drop_on(item(0, 1), 0, 4));
    assert_eq!(order(&w, 0), "DCMCSW");
    // Up: before the item at 1.
    assert!(w.drop_on(item(0, 5), 0, 1));
    assert_eq!(order(&w, 0), "DWCMCS");
    // To the end (the stack's length), and back to the top.
    assert!(w.drop_on(item(0, 0), 0, 6));
    assert_eq!(order(&w, 0), "WCMCSD");
    assert!(w.drop_on(item(0, 5), 0, 0));
    assert_eq!(order(&w, 0), "DWCMCS");
    // Before itself or the next one: where it was, no change.
    let mut same = Workshop::new(variant.clone(), None);
    assert!(!same.drop_on(item(0, 2), 0, 2) && !same.drop_on(item(0, 2), 0, 3));
    assert!(!same.changed);
    // Into the other stack: it leaves its own, which keeps a leader and two guards.
    assert!(same.drop_on(item(0, 5), 1, 0));
    assert_eq!((order(&same, 0), order(&same, 1)), ("DCCMS".into(), "WDCCAA".into()));
    let mut least = Workshop::new(Variant::from_text("v1-bDCC-oDCCAA").unwrap(), None);
    assert!(least.drop_on(item(0, 2), 1, 6));
    assert_eq!((order(&least, 0), order(&least, 1)), ("DCC".into(), "DCCAAC".into()), "copied, not taken");
    // From the palette, at the place.
    assert!(same.drop_on(Dragged::Palette(Troop::BOMB), 0, 3));
    assert_eq!(order(&same, 0), "DCC*MS");
    // Mirrored: both stacks are one, whichever list it is dropped on.
    let mut mirrored = Workshop::new(Variant::from_text("v1-sDCCMSW").unwrap(), None);
    assert!(mirrored.mirror);
    assert!(mirrored.drop_on(item(0, 5), 1, 1));
    assert_eq!((order(&mirrored, 0), order(&mirrored, 1)), ("DWCCMS".into(), "DWCCMS".into()));
    // Places and stacks that are not there change nothing, and never panic.
    let mut odd = Workshop::new(variant, None);
    assert!(!odd.drop_on(item(7, 0), 0, 0));
    assert!(!odd.drop_on(item(0, 40), 1, 0));
    assert!(odd.drop_on(item(0, 0), 0, 99), "past the end is the end");
    assert_eq!(order(&odd, 0), "CCMSWD");
    assert!(odd.drop_on(Dragged::Palette(Troop::MONK), 5, 0), "a stack past Orange's is Orange's");
    assert_eq!(order(&odd, 1), "MDCCAA");
}

#[test]
fn the_page_writes_data_act_only_from_a_button_and_reads_it_only_into_one() {
    // The page's workshop sources: `data-act` is written in one place, from a `Button`
    // (parts.rs), and read in one place, into a `Button` (actions.rs); the painter names none.
    let sources = [
        ("parts.rs", include_str!("../src/web/workshop/parts.rs")),
        ("actions.rs", include_str!("../src/web/workshop/actions.rs")),
        ("render.rs", include_str!("../src/web/workshop/render.rs")),
        ("drag.rs", include_str!("../src/web/workshop/drag.rs")),
        ("mod.rs", include_str!("../src/web/workshop/mod.rs")),
    ];
    let uses: Vec<(&str, &str)> = sources
        .iter()
        .flat_map(|(file, text)| text.lines().filter(|l| l.contains("\"data-act\"")).map(move |l| (*file, l.trim())))
        .collect();
    assert_eq!(
        uses,
        [
            ("parts.rs", "set(&b, \"data-act\", what.key());"),
            ("actions.rs", "let key = e.get_attribute(\"data-act\").unwrap_or_default();")
        ]
    );
    // No key is spelt out anywhere in the page's code: each comes from its `Button`.
    for key in Button::KEYS {
        for (file, text) in sources {
            assert!(!text.contains(&format!("\"{key}\"")), "{file} spells out “{key}”");
        }
    }
}
