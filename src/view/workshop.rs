//! The words of the Drake's workshop (the tools wasm shows them; the page's own words are
//! `view::words::Word`), and the workshop's problems, cells, notes, status and questions put
//! in words.

use super::words::words;
use crate::app::workshop::{Ask, Bench, Note, Problem, Terrain, Workshop};
use crate::game::{Colour, Lang, Refusal as _};
use crate::games::drake::{grid_name, square_name, ActionKind, Part, Troop};

words! {
    /// A word of the workshop; its key names the control it labels (`data-key="save"`), which
    /// the end-to-end tests use.
    Say;
    Title "title" => crate::text!("Workshop: The Drake", "Dílna: The Drake");
    Intro "intro" => crate::text!("Invent troops, set up the board and the stacks, then play your variant.", "Vymyslete jednotky, připravte desku a zásobníky a pak si svou variantu zahrajte.");
    BackToGame "back" => crate::text!("Back to the game", "Zpět ke hře");
    Variant "variant" => crate::text!("Variant", "Varianta");
    Name "name" => crate::text!("Name", "Název");
    OpenVariant "open" => crate::text!("Open", "Otevřít");
    NewVariant "new" => crate::text!("A new variant", "Nová varianta");
    ReadyMade "ready" => crate::text!("Ready-made", "Připravené");
    YourVariants "yours" => crate::text!("Your variants", "Vaše varianty");
    Untitled "untitled" => crate::text!("Variant {0}", "Varianta {0}");
    Save "save" => crate::text!("Save", "Uložit");
    SaveAsNew "save-new" => crate::text!("Save as new", "Uložit jako novou");
    Duplicate "duplicate" => crate::text!("Duplicate", "Duplikovat");
    Delete "delete" => crate::text!("Delete", "Smazat");
    Share "share" => crate::text!("Share", "Sdílet");
    Copy "copy" => crate::text!("Copy", "Kopírovat");
    Copied "copied" => crate::text!("Copied.", "Zkopírováno.");
    ShareHint "share-hint" => crate::text!("Whoever opens this link gets the variant in their workshop.", "Kdo otevře tento odkaz, dostane variantu do své dílny.");
    NotSaved "not-saved" => crate::text!("Not saved yet.", "Zatím neuloženo.");
    SavedAs "saved-as" => crate::text!("Saved as “{0}”.", "Uloženo jako „{0}“.");
    ChangedSince "changed" => crate::text!("Changed since it was saved as “{0}”.", "Změněno od uložení jako „{0}“.");
    SaveFull "full" => crate::text!("The browser's storage is full: the variant was not saved. Share it to keep it.", "Úložiště prohlížeče je plné: varianta nebyla uložena. Sdílejte ji, ať ji neztratíte.");
    ConfirmOver "confirm-over" => crate::text!("Save over your variant “{0}”? What it held is gone for good.", "Uložit přes vaši variantu „{0}“? Co obsahovala, bude nenávratně pryč.");
    ConfirmDelete "confirm-delete" => crate::text!("Delete your variant “{0}” for good?", "Nenávratně smazat vaši variantu „{0}“?");
    ConfirmDiscard "confirm-discard" => crate::text!("The variant in the workshop has changes that are not saved. Leave them?", "Varianta v dílně má neuložené změny. Zahodit je?");
    SaveOver "save-over" => crate::text!("Save over", "Uložit přes ni");
    Discard "discard" => crate::text!("Leave them", "Zahodit");
    Cancel "cancel" => crate::text!("Cancel", "Zrušit");
    FromHelp "from-help" => crate::text!("Invent your own troops, boards and stacks in the workshop, and play them.", "Vymyslete si vlastní jednotky, desky a zásobníky v dílně a hrajte je.");
    OpenWorkshop "open-workshop" => crate::text!("Open the workshop", "Otevřít dílnu");
    SharedCopy "shared" => crate::text!("A variant from a link: it is not saved until you save it.", "Varianta z odkazu: uložena bude, až ji uložíte.");
    LinkBroken "link-broken" => crate::text!("The variant of this link could not be read ({0}); here is a new one instead.", "Variantu z odkazu nešlo přečíst ({0}); místo ní je tu nová.");
    Troops "troops" => crate::text!("Troops", "Jednotky");
    TroopsHint "troops-hint" => crate::text!("Your own troops (up to 15); the built-in ones are in the stacks' palette.", "Vaše vlastní jednotky (až 15); vestavěné jsou v nabídce zásobníků.");
    NewTroop "new-troop" => crate::text!("New troop", "Nová jednotka");
    RemoveTroop "remove-troop" => crate::text!("Remove this troop", "Odebrat tuto jednotku");
    TroopName "troop-name" => crate::text!("Troop's name", "Název jednotky");
    Letter "letter" => crate::text!("Letter", "Písmeno");
    Face "face" => crate::text!("Face", "Líc");
    Back "back-side" => crate::text!("Back", "Rub");
    GridHint "grid-hint" => crate::text!("Tap a cell: shift, slide, jump, jump-slide, strike, command, protect, dread, empty (only what may point there).", "Klepněte na pole: krok, posun, skok, skok s posunem, úder, rozkaz, ochrana, děs, nic (jen co tam smí mířit).");
    Pivot "pivot" => crate::text!("{0}: the troop itself", "{0}: jednotka sama");
    Cell "cell" => crate::text!("{0}: {1}", "{0}: {1}");
    Empty "empty" => crate::text!("empty", "nic");
    Preview "preview" => crate::text!("As the board shows it: Blue's face and back, Orange's face and back", "Jak ji ukáže deska: líc a rub modrého, líc a rub oranžového");
    NoTroops "no-troops" => crate::text!("No troops of your own yet.", "Zatím žádné vlastní jednotky.");
    Stacks "stacks" => crate::text!("Stacks", "Zásobníky");
    StacksHint "stacks-hint" => crate::text!("Top first: the top is the leader, the next two are the guards. Drag items into order (on a touch screen, hold one still a moment first), or tap one to move or remove it.", "Od vrchu: vrchní je vůdce, další dvě jsou stráže. Přetáhněte položky do pořadí (na dotykové obrazovce na jedné nejdřív chvíli podržte prst), nebo na jednu klepněte a posuňte ji či odeberte.");
    Mirror "mirror" => crate::text!("Orange's stack is the same as Blue's", "Zásobník oranžového je stejný jako modrého");
    BlueStack "blue-stack" => crate::text!("Blue's stack", "Zásobník modrého");
    OrangeStack "orange-stack" => crate::text!("Orange's stack", "Zásobník oranžového");
    BothStacks "both-stacks" => crate::text!("Both stacks", "Oba zásobníky");
    Leader "leader" => crate::text!("leader", "vůdce");
    Guard "guard" => crate::text!("guard", "stráž");
    Item "item" => crate::text!("{0}. {1}", "{0}. {1}");
    ItemRole "item-role" => crate::text!("{0}. {1} ({2})", "{0}. {1} ({2})");
    Earlier "earlier" => crate::text!("Up", "Nahoru");
    Later "later" => crate::text!("Down", "Dolů");
    Remove "remove" => crate::text!("Remove", "Odebrat");
    Palette "palette" => crate::text!("Add to the stack (tap, or drag into place)", "Přidat do zásobníku (klepnutím, nebo přetažením na místo)");
    AddTo "add-to" => crate::text!("Add to", "Přidat do");
    Full "stack-full" => crate::text!("A stack holds at most 12 items.", "Zásobník pojme nejvýše 12 položek.");
    Least "stack-least" => crate::text!("A stack holds at least a leader and two guards.", "Zásobník má nejméně vůdce a dvě stráže.");
    Board "board" => crate::text!("Board", "Deska");
    Size "size" => crate::text!("Size", "Velikost");
    Tap "tap" => crate::text!("A tap on a square", "Klepnutí na pole");
    TerrainTool "terrain" => crate::text!("plain, mountain, fortress", "rovina, hora, pevnost");
    BlueFlag "blue-flag" => crate::text!("puts Blue's flag", "položí vlajku modrého");
    OrangeFlag "orange-flag" => crate::text!("puts Orange's flag", "položí vlajku oranžového");
    Flags "flags" => crate::text!("Flags: carry the enemy flag to your home row to win", "Vlajky: vítězí, kdo donese nepřátelskou vlajku do své domácí řady");
    Plain "plain" => crate::text!("plain", "rovina");
    Mountain "mountain" => crate::text!("mountain", "hora");
    Fortress "fortress" => crate::text!("fortress", "pevnost");
    FlagOf "flag-of" => crate::text!("{0} flag", "vlajka: {0}");
    Mode "mode" => crate::text!("Stack mode", "Režim zásobníků");
    Fixed "fixed" => crate::text!("As listed", "Jak jsou seřazeny");
    Shuffled "shuffled" => crate::text!("Shuffled at the start (after the leader and guards)", "Zamíchané na začátku (po vůdci a strážích)");
    Drawn "drawn" => crate::text!("Drawn during the game (after the leader and guards)", "Losované během hry (po vůdci a strážích)");
    Hidden "hidden" => crate::text!("Hidden: each player sees only the top of their stack", "Skryté: každý vidí jen vrchol svého zásobníku");
    Check "check" => crate::text!("Check", "Kontrola");
    AllWell "all-well" => crate::text!("All is well: the variant can be played.", "Vše v pořádku: variantu lze hrát.");
    Play "play" => crate::text!("Play", "Hrát");
    YouPlay "you-play" => crate::text!("You play", "Hrajete za");
    Opponent "opponent" => crate::text!("Opponent", "Soupeř");
    Friend "friend" => crate::text!("A friend on this device", "Kamarád na tomto zařízení");
    Computer "computer" => crate::text!("The computer, level {0}", "Počítač, úroveň {0}");
    NoPlay "no-play" => crate::text!("Mend what is wrong above to play or save.", "Pro hraní či uložení opravte, co je výše chybné.");
    Loading "loading" => crate::text!("Loading…", "Načítá se…");
    // Where a problem is.
    AtSize "at-size" => crate::text!("Board size", "Velikost desky");
    AtBoard "at-board" => crate::text!("Board", "Deska");
    AtStack "at-stack" => crate::text!("{0}", "{0}");
    AtItem "at-item" => crate::text!("{0}, item {1}", "{0}, položka {1}");
    AtTroop "at-troop" => crate::text!("Troop {0}", "Jednotka {0}");
    AtAction "at-action" => crate::text!("Troop {0}, {1}, {2}", "Jednotka {0}, {1}, {2}");
    AtName "at-name" => crate::text!("Variant name", "Název varianty");
    Problem "problem" => crate::text!("{0}: {1}", "{0}: {1}");
    Unused "unused" => crate::text!("Troop {0} is in neither stack: it will never play.", "Jednotka {0} není v žádném zásobníku: nikdy nebude hrát.");
    Idle "idle" => crate::text!("Troop {0} has no move on its {1}: while it is up, the troop cannot act.", "Jednotka {0} nemá na svém {1} žádný tah: dokud je nahoře, jednotka nemůže jednat.");
    FaceWord "face-word" => crate::text!("face", "líci");
    BackWord "back-word" => crate::text!("back", "rubu");
}

/// A kind of action or token in words, or `empty`.
pub fn kind_name(kind: Option<ActionKind>, lang: Lang) -> &'static str {
    kind.map_or(Say::Empty.get(lang), |k| k.name().get(lang))
}

/// A cell of a troop's 5×5 grid for a screen reader: "b4: jump".
pub fn cell_label(dx: i8, dy: i8, kind: Option<ActionKind>, lang: Lang) -> String {
    let name = grid_name(dx, dy);
    if (dx, dy) == (0, 0) {
        return Say::Pivot.fill(lang, &[name]);
    }
    Say::Cell.fill(lang, &[name, kind_name(kind, lang).to_string()])
}

/// A square of the board editor for a screen reader: "b2: mountain, Blue flag".
pub fn square_label(work: &Workshop, sq: u8, lang: Lang) -> String {
    let terrain = match work.terrain(sq) {
        Terrain::Plain => Say::Plain,
        Terrain::Mountain => Say::Mountain,
        Terrain::Fortress => Say::Fortress,
    };
    let mut words = vec![terrain.get(lang).to_string()];
    for (player, &at) in work.variant.flag_squares().iter().flatten().enumerate() {
        if at == sq {
            let colour = [Colour::Blue, Colour::Orange][player.min(1)].name().get(lang).to_string();
            words.push(Say::FlagOf.fill(lang, &[colour]));
        }
    }
    format!("{}: {}", square_name(sq), words.join(", "))
}

/// A troop of the variant by name and letter: "Bee (B)".
fn troop_words(work: &Workshop, letter: char, lang: Lang) -> String {
    let name = Troop::from_letter(letter).map(|t| work.troop_name(t, lang)).unwrap_or_default();
    format!("“{name}” ({letter})")
}

fn stack_name(player: usize, lang: Lang) -> String {
    [Say::BlueStack, Say::OrangeStack][player.min(1)].get(lang).to_string()
}

/// Where in the variant a refusal points, in words.
fn part_words(work: &Workshop, part: Part, lang: Lang) -> String {
    let letter = |i: usize| work.variant.troops.get(i).map(|k| k.letter);
    match part {
        Part::Size => Say::AtSize.get(lang).to_string(),
        Part::Whole | Part::Mountains | Part::Mountain(_) | Part::Fortress(_) | Part::Flags => {
            Say::AtBoard.get(lang).to_string()
        }
        Part::Stack(p) => Say::AtStack.fill(lang, &[stack_name(p, lang)]),
        Part::StackItem(p, i) => Say::AtItem.fill(lang, &[stack_name(p, lang), (i + 1).to_string()]),
        Part::Troop(i) => match letter(i) {
            Some(c) => Say::AtTroop.fill(lang, &[troop_words(work, c, lang)]),
            None => Say::Troops.get(lang).to_string(),
        },
        Part::Action(i, side, j) => {
            let cell = work.variant.troops.get(i).and_then(|k| k.sides[side.min(1)].get(j));
            let side_name = [Say::Face, Say::Back][side.min(1)].get(lang).to_lowercase();
            let at = cell.map_or(String::new(), |a| grid_name(a.dx, a.dy));
            Say::AtAction.fill(lang, &[letter(i).map_or(String::new(), |c| troop_words(work, c, lang)), side_name, at])
        }
        Part::Name => Say::AtName.get(lang).to_string(),
    }
}

/// A problem of the workshop's variant in words, with where it is.
pub fn problem_text(work: &Workshop, problem: &Problem, lang: Lang) -> String {
    match problem {
        Problem::Invalid(why, part) => Say::Problem.fill(lang, &[part_words(work, *part, lang), why.render(lang)]),
        Problem::Unused(c) => Say::Unused.fill(lang, &[troop_words(work, *c, lang)]),
        Problem::Idle(c, side) => {
            let side = [Say::FaceWord, Say::BackWord][(*side).min(1)].get(lang).to_string();
            Say::Idle.fill(lang, &[troop_words(work, *c, lang), side])
        }
    }
}

/// The role of the item at `index` of a stack: the leader, a guard, or none.
pub fn role(index: usize) -> Option<Say> {
    match index {
        0 => Some(Say::Leader),
        1 | 2 => Some(Say::Guard),
        _ => None,
    }
}

/// The name the saved variant `number` goes by (its number when it has none, or is gone).
pub fn saved_name(bench: &Bench, number: u32) -> String {
    let untitled = Say::Untitled.get(bench.lang());
    bench.variants().get(number).map_or_else(|| untitled.replace("{0}", &number.to_string()), |s| s.label(untitled))
}

/// Whether the workshop's variant is saved, in words.
pub fn status_text(bench: &Bench) -> String {
    let (work, lang) = (bench.work(), bench.lang());
    match work.saved {
        None => Say::NotSaved.get(lang).to_string(),
        Some(n) if work.changed => Say::ChangedSince.fill(lang, &[saved_name(bench, n)]),
        Some(n) => Say::SavedAs.fill(lang, &[saved_name(bench, n)]),
    }
}

/// A note for the player in words.
pub fn note_text(note: &Note, lang: Lang) -> String {
    match note {
        Note::SharedCopy => Say::SharedCopy.get(lang).to_string(),
        Note::LinkBroken(why) => Say::LinkBroken.fill(lang, &[why.render(lang)]),
        Note::StackFull => Say::Full.get(lang).to_string(),
        Note::SaveFull => Say::SaveFull.get(lang).to_string(),
        Note::Copied => Say::Copied.get(lang).to_string(),
    }
}

/// The question being asked in words, the word of its Yes and of the second answer it offers.
pub fn question_text(bench: &Bench) -> Option<(String, Say, Option<Say>)> {
    let lang = bench.lang();
    Some(match bench.asking()? {
        Ask::SaveOver(n) => {
            (Say::ConfirmOver.fill(lang, &[saved_name(bench, *n)]), Say::SaveOver, Some(Say::SaveAsNew))
        }
        Ask::Delete(n) => (Say::ConfirmDelete.fill(lang, &[saved_name(bench, *n)]), Say::Delete, None),
        Ask::Discard(_) => (Say::ConfirmDiscard.get(lang).to_string(), Say::Discard, None),
    })
}
