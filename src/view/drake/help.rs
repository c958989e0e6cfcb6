//! The rules of The Drake, in short, with diagrams of the troops' two sides; the extensions
//! (rules/drake-extensions.md) with the symbols of the new actions and tokens, and drawn
//! examples of tokens, fortresses, flags and bombs.

use super::symbols::{bomb, eye, flag, shield, symbol};
use super::tile::{draw_troop, TileStyle};
use crate::game::{Lang, Text};
use crate::games::drake::{ActionKind, Troop};
use crate::view::help::HelpSection;
use crate::view::scene::{Align, Paint, Point, Rect, Scene};
use crate::view::theme::Theme;

fn blue_style(theme: &Theme, lang: Lang) -> TileStyle {
    TileStyle { fill: theme.blue.0, ink: theme.blue.1, sx: 1.0, sy: -1.0, alpha: 1.0, named: true, lang }
}

/// Both sides of a troop, face then back, with labels.
fn sides(scene: &mut Scene, theme: &Theme, lang: Lang, troop: Troop) {
    let Some(kind) = troop.builtin() else { return };
    let side = (scene.width / 2.4).min(scene.height * 0.8);
    let y = (scene.height - side) / 2.0 - 6.0;
    let labels = [crate::text!("face", "líc"), crate::text!("back", "rub")];
    for (i, face) in [true, false].into_iter().enumerate() {
        let x = scene.width / 2.0 + (i as f32 - 1.0) * (side + 12.0) + 6.0;
        draw_troop(scene, Rect::new(x, y, side, side), &kind, face, &blue_style(theme, lang));
        let label = labels[i].get(lang);
        scene.text(Point::new(x + side / 2.0, y + side + 10.0), label, 12.0, theme.text, Align::Center, false);
    }
}

macro_rules! troop_diagram {
    ($name:ident, $troop:expr) => {
        fn $name(scene: &mut Scene, theme: &Theme, lang: Lang) {
            sides(scene, theme, lang, $troop)
        }
    };
}
troop_diagram!(drake, Troop::DRAKE);
troop_diagram!(clubman, Troop::CLUBMAN);
troop_diagram!(monk, Troop::MONK);
troop_diagram!(spearman, Troop::SPEARMAN);
troop_diagram!(swordsman, Troop::SWORDSMAN);
troop_diagram!(archer, Troop::ARCHER);
troop_diagram!(knight, Troop::KNIGHT);
troop_diagram!(lancer, Troop::LANCER);
troop_diagram!(herald, Troop::HERALD);
troop_diagram!(guardian, Troop::GUARDIAN);
troop_diagram!(phantom, Troop::PHANTOM);

/// Every symbol of a tile with its name, in two columns.
fn legend(scene: &mut Scene, theme: &Theme, lang: Lang) {
    let rows = 4.0;
    let cell = (scene.height / (rows + 0.5)).min(scene.width / 7.0);
    let ink = theme.blue.1;
    for (i, kind) in ActionKind::ALL.into_iter().enumerate() {
        let (col, row) = ((i / 4) as f32, (i % 4) as f32);
        let x = scene.width * (0.08 + col * 0.5);
        let y = cell * (0.75 + row);
        let box_ = Rect::around(Point::new(x + cell / 2.0, y), cell * 0.9);
        scene.tag(format!("symbol {}", kind.letter()));
        scene.rect(box_, cell * 0.1, Paint::fill(theme.blue.0));
        symbol(scene, kind, box_.center(), cell * 0.8, (1.0, 0.0), ink);
        let label = kind.name().get(lang);
        scene.text(Point::new(x + cell * 1.2, y + 5.0), label, 13.0, theme.text, Align::Left, false);
    }
}

/// A small board: its squares' rectangles, drawn.
fn board(scene: &mut Scene, theme: &Theme, files: usize, ranks: usize) -> Vec<Rect> {
    let cell = (scene.width / files as f32).min(scene.height / ranks as f32) * 0.92;
    let x0 = (scene.width - cell * files as f32) / 2.0;
    let y0 = (scene.height - cell * ranks as f32) / 2.0;
    let mut rects = Vec::new();
    for r in 0..ranks {
        for f in 0..files {
            let rect = Rect::new(x0 + f as f32 * cell, y0 + (ranks - 1 - r) as f32 * cell, cell, cell);
            let paint = if (f + r) % 2 == 0 { theme.dark_square } else { theme.light_square };
            scene.rect(rect, 0.0, Paint::fill(paint));
            rects.push(rect);
        }
    }
    rects
}

/// A Guardian protecting three squares beside a Phantom staring at two enemy squares.
fn tokens(scene: &mut Scene, theme: &Theme, lang: Lang) {
    let squares = board(scene, theme, 5, 3);
    let at = |f: usize, r: usize| squares[r * 5 + f];
    let style = blue_style(theme, lang);
    let unnamed = TileStyle { named: false, ..style };
    if let (Some(guardian), Some(phantom)) = (Troop::GUARDIAN.builtin(), Troop::PHANTOM.builtin()) {
        draw_troop(scene, at(1, 0), &guardian, true, &unnamed);
        draw_troop(scene, at(3, 0), &phantom, true, &unnamed);
    }
    let ink = theme.blue.1;
    for (f, r) in [(0, 0), (2, 0), (1, 1)] {
        let rect = at(f, r);
        scene.tag("protect");
        shield(scene, rect.center(), rect.h * 0.5, Paint::both(ink.fade(0.25), ink, 2.0));
    }
    for (f, r) in [(3, 1), (3, 2)] {
        let rect = at(f, r);
        scene.tag("dread");
        eye(scene, rect.center(), rect.w * 0.5, ink, 2.0);
    }
}

/// A fortress, a flag lying, a flag carried and a bomb.
fn items(scene: &mut Scene, theme: &Theme, lang: Lang) {
    let squares = board(scene, theme, 4, 1);
    let fortress = squares[0];
    scene.tag("fortress");
    scene.rect(fortress.inset(fortress.w * 0.04), 4.0, Paint::stroke(theme.line, 3.0));
    scene.polygon(
        vec![
            Point::new(fortress.x + fortress.w * 0.1, fortress.y + fortress.h * 0.9),
            Point::new(fortress.x + fortress.w * 0.1, fortress.y + fortress.h * 0.65),
            Point::new(fortress.x + fortress.w * 0.9, fortress.y + fortress.h * 0.65),
            Point::new(fortress.x + fortress.w * 0.9, fortress.y + fortress.h * 0.9),
        ],
        Paint::fill(theme.line.fade(0.55)),
    );
    let lying = squares[1];
    scene.tag("flag");
    flag(
        scene,
        Point::new(lying.x + lying.w * 0.3, lying.y + lying.h * 0.85),
        lying.h * 0.6,
        1.0,
        theme.orange.1,
        theme.orange.1,
    );
    let carrier = squares[2];
    if let Some(clubman) = Troop::CLUBMAN.builtin() {
        draw_troop(scene, carrier, &clubman, true, &TileStyle { named: false, ..blue_style(theme, lang) });
    }
    scene.tag("flag carried");
    scene.circle(
        Point::new(carrier.x + carrier.w * 0.2, carrier.y + carrier.h * 0.22),
        carrier.w * 0.17,
        Paint::fill(theme.orange.0),
    );
    flag(
        scene,
        Point::new(carrier.x + carrier.w * 0.14, carrier.y + carrier.h * 0.36),
        carrier.h * 0.3,
        1.0,
        theme.orange.1,
        theme.orange.1,
    );
    let stack = squares[3];
    scene.tag("bomb");
    bomb(scene, stack.center(), stack.h * 0.9, theme.blue.1, theme.blue.0);
}

const EXTENSIONS: [(Text, Text); 6] = [
    (
        crate::text!("Jump, jump-slide, command", "Skok, skok s posunem, rozkaz"),
        crate::text!("A ring is a jump: to that square whatever stands between (even a mountain), if it is empty or holds an enemy. An open arrow is a jump-slide: a jump two squares along a line, then, if the landing square was empty, on along the line like a slide. A small square is a command: the troop stays and moves another of your troops standing on one of its command squares to another of them (empty or an enemy, which is captured); only the commander turns over. Write b2:a3-c3.", "Kroužek je skok: na to pole bez ohledu na to, co stojí mezi (i hora), je-li prázdné nebo na něm stojí nepřítel. Prázdná šipka je skok s posunem: skok o dvě pole po přímce a pak, bylo-li pole dopadu prázdné, dál po přímce jako posun. Malý čtverec je rozkaz: jednotka zůstane stát a pošle jinou vaši jednotku z jednoho svého rozkazového pole na jiné (prázdné, nebo s nepřítelem, kterého zajme); otočí se jen velící jednotka. Zápis b2:a3-c3."),
    ),
    (
        crate::text!("Protect and dread", "Ochrana a děs"),
        crate::text!("Tokens work while their side is up. A shield protects a square: the enemy may not enter it, place on it or slide through it (a jump may fly over it; strikes and bombs still hit it). An eye marks dread: an enemy troop standing there may not move off its square and may not be commanded, but it may still strike and command. Select a troop to see the squares its tokens mark.", "Žetony platí, dokud je jejich strana nahoře. Štít chrání pole: nepřítel na něj nesmí vstoupit, postavit ani přes něj projet (skok ho přeskočí; úder a bomba ho zasáhnou). Oko značí děs: nepřátelská jednotka na tom poli se nesmí pohnout z místa a nelze jí dát rozkaz, ale smí udeřit i velet. Vyberte jednotku a uvidíte pole, která její žetony značí."),
    ),
    (
        crate::text!("Fortresses", "Pevnosti"),
        crate::text!("Any troop may stand in a fortress. A troop that arrives in a fortress (moving, placed or commanded) cannot be captured during the next move: no strike, no capture, no bomb. After that it is an ordinary target again until it arrives in a fortress anew.", "V pevnosti smí stát jakákoli jednotka. Jednotku, která do pevnosti přijde (tahem, postavením nebo rozkazem), nelze během dalšího tahu zajmout: žádný úder, braní ani bomba. Potom je opět obyčejným cílem, dokud do pevnosti nepřijde znovu."),
    ),
    (
        crate::text!("Flags", "Vlajky"),
        crate::text!("Each player has a flag on a square. An enemy troop that arrives on your flag picks it up and carries it; if the carrier is captured, the flag stays where it stood. Carry the enemy flag to your own home row (Blue row 1, Orange the last row) to win; capturing the leader still wins too.", "Každý hráč má na desce vlajku. Nepřátelská jednotka, která přijde na vaši vlajku, ji zvedne a nese; je-li nosič zajat, vlajka zůstane, kde stál. Doneste nepřátelskou vlajku do své domácí řady (modrý řada 1, oranžový poslední řada) a vyhrajete; zajetí vůdce vyhrává také."),
    ),
    (
        crate::text!("Bombs", "Bomby"),
        crate::text!("A bomb lies in a stack. While it is on top you cannot place; instead you may detonate it: an enemy troop other than the leader, next to one of your troops (not diagonally), is destroyed and the bomb is gone. Drag the bomb onto the troop, or write !c3.", "Bomba leží v zásobníku. Dokud je navrchu, nelze stavět; místo toho ji můžete odpálit: zničí nepřátelskou jednotku (ne vůdce) vedle některé vaší jednotky (ne úhlopříčně) a zmizí. Přetáhněte bombu na jednotku, nebo pište !c3."),
    ),
    (
        crate::text!("Leaders and stacks", "Vůdci a zásobníky"),
        crate::text!("In a variant any troop may lead (the top of the stack), the stacks may differ between the players and hold 3 to 12 items. With drawn stacks the troops after the leader and guards form a bag: each new top is drawn at random when the last one leaves, and nobody knows the order in advance.", "Ve variantě může vést kterákoli jednotka (vrchol zásobníku), zásobníky se mohou mezi hráči lišit a mají 3 až 12 položek. U losovaných zásobníků tvoří jednotky po vůdci a strážích pytel: každý nový vrchol se losuje, když předchozí odejde, a pořadí předem nikdo nezná."),
    ),
];

pub fn sections() -> Vec<HelpSection> {
    let mut out = vec![
        HelpSection {
            title: &crate::text!("Goal", "Cíl hry"),
            body: &crate::text!("Two players, Blue and Orange, each command seven troops. Capture the enemy leader (the Drake) to win.", "Dva hráči, modrý a oranžový, velí každý sedmi jednotkám. Vyhrává, kdo zajme soupeřova vůdce (Draka)."),
            diagram: None,
        },
        HelpSection {
            title: &crate::text!("Set-up", "Zahájení"),
            body: &crate::text!("The board starts empty. Blue places its Drake on row 1, Orange on the last row. Then each player in turn places two guards (Clubmen) on free squares next to their own leader: Blue, Orange, Blue, Orange. A player with no free square next to the leader skips that guard.", "Deska je na začátku prázdná. Modrý postaví Draka do řady 1, oranžový do poslední řady. Pak hráči střídavě staví dvě stráže (palcátníky) na volná pole vedle svého vůdce: modrý, oranžový, modrý, oranžový. Kdo nemá vedle vůdce volné pole, tuto stráž vynechá."),
            diagram: None,
        },
        HelpSection {
            title: &crate::text!("A move", "Tah"),
            body: &crate::text!("Either place the top troop of your stack face up on a free square next to one of your troops (not diagonally), or make one action with a troop on the board. After every action the troop turns over: its other side has other actions.\n\nDrag a troop (or the top of your stack) to a lit square, or click it and then the square. With the keyboard: arrows, Enter, Esc.", "Buď postavte vrchní jednotku zásobníku lícem nahoru na volné pole vedle některé své jednotky (ne úhlopříčně), nebo proveďte jednou jednotkou na desce jednu akci. Po každé akci se jednotka otočí: druhá strana má jiné akce.\n\nPřetáhněte jednotku (nebo vrchol zásobníku) na označené pole, nebo na ni klepněte a pak na pole. Klávesnicí: šipky, Enter, Esc."),
            diagram: None,
        },
        HelpSection {
            title: &crate::text!("Actions", "Akce"),
            body: &crate::text!("Each tile shows its actions around the pivot (the ring with a tick): a dot is a shift (one step to an empty or enemy square), an arrow a slide (any distance in that direction, stopping at the first enemy, which it captures), a cross a strike (captures the enemy on that square without moving, whatever stands between). Orange's actions are mirrored top to bottom. Nobody enters or crosses a mountain. The variants add more symbols (below).", "Každá dlaždice ukazuje akce kolem pivotu (kroužku s čárkou): tečka je krok (o jedno pole na prázdné nebo nepřátelské pole), šipka posun (libovolně daleko tím směrem, zastaví se na prvním nepříteli a zajme ho), křížek úder (zajme nepřítele na tom poli bez pohybu, ať mezi nimi stojí cokoli). Akce oranžového jsou zrcadlené shora dolů. Na horu nikdo nevstoupí ani přes ni nepřejde. Varianty přidávají další symboly (níže)."),
            diagram: None,
        },
        troop(&crate::text!("Drake", "Drak"), drake),
        troop(&crate::text!("Clubman", "Palcátník"), clubman),
        troop(&crate::text!("Monk", "Mnich"), monk),
        troop(&crate::text!("Spearman", "Oštěpař"), spearman),
        troop(&crate::text!("Swordsman", "Šermíř"), swordsman),
        troop(&crate::text!("Archer", "Lučištník"), archer),
        HelpSection {
            title: &crate::text!("The end", "Konec"),
            body: &crate::text!("Capturing the enemy Drake wins at once. It is a draw when the player to move has no legal move, when the same position comes up for the third time, or after 50 moves by each side with no capture and no placement.", "Zajetí nepřátelského Draka okamžitě vyhrává. Remíza nastane, když hráč na tahu nemá žádný tah, když se stejná pozice objeví potřetí, nebo po 50 tazích každé strany bez braní a bez postavení jednotky."),
            diagram: None,
        },
        HelpSection {
            title: &crate::text!("Variants", "Varianty"),
            body: &crate::text!("In the New game dialog: boards from 3×3 to 8×8, mountains (presets or click squares), a shuffled stack (after the leader and guards) and a hidden stack (only the top is shown). Ready-made variants bring new troops, tokens, fortresses, flags, bombs, drawn stacks and different armies; the sections below explain them.", "V dialogu Nová hra: desky od 3×3 do 8×8, hory (předvolby nebo klepnutím na pole), zamíchaný zásobník (po vůdci a strážích) a skrytý zásobník (je vidět jen vrchol). Připravené varianty přinášejí nové jednotky, žetony, pevnosti, vlajky, bomby, losované zásobníky a různé armády; vysvětlují je oddíly níže."),
            diagram: None,
        },
        HelpSection {
            title: &crate::text!("Symbols of the variants", "Symboly variant"),
            body: &crate::text!("Every symbol a tile can show: actions (dot, arrow, cross, ring, open arrow, small square) and tokens (shield, eye).", "Všechny symboly, které dlaždice může nést: akce (tečka, šipka, křížek, kroužek, prázdná šipka, malý čtverec) a žetony (štít, oko)."),
            diagram: Some(legend),
        },
    ];
    for (i, (title, body)) in EXTENSIONS.iter().enumerate() {
        let diagram: Option<fn(&mut Scene, &Theme, Lang)> = match i {
            1 => Some(tokens),
            2 => Some(items),
            _ => None,
        };
        out.push(HelpSection { title, body, diagram });
    }
    out.extend([
        troop(&crate::text!("Knight", "Rytíř"), knight),
        troop(&crate::text!("Lancer", "Dragoun"), lancer),
        troop(&crate::text!("Herald", "Hlasatel"), herald),
        troop(&crate::text!("Guardian", "Strážce"), guardian),
        troop(&crate::text!("Phantom", "Přízrak"), phantom),
    ]);
    out
}

fn troop(title: &'static Text, diagram: fn(&mut Scene, &Theme, Lang)) -> HelpSection {
    const SIDES: Text = crate::text!(
        "The face (left) and back (right), as Blue sees them.",
        "Líc (vlevo) a rub (vpravo), jak je vidí modrý."
    );
    HelpSection { title, body: &SIDES, diagram: Some(diagram) }
}
