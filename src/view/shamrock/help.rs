//! The rules of Shamrock in short, with diagrams drawn by the board's own renderer: a tile and
//! its leaves, a shamrock of three tiles, the own-colour placement rule, and the expert
//! game's leprechaun and what its actions cost.

use super::panel::leaf_icon;
use super::tile::{draw_glow, draw_leaf, draw_leprechaun, draw_tile, leaf_tip, Palette, TileLook, LEAF_LENGTH};
use crate::game::{Lang, Text};
use crate::games::shamrock::{leaf_colour, LeafColour, Tile, RED, YELLOW};
use crate::view::help::HelpSection;
use crate::view::hex::HexGrid;
use crate::view::scene::{Align, Paint, Point, Rect, Scene};
use crate::view::theme::Theme;

/// The first rotation of `tile` with a leaf of `colour` on `corner` (0 if none).
fn rotation_with(tile: Tile, corner: u8, colour: LeafColour) -> u8 {
    (0..6).find(|&k| leaf_colour(tile, k, corner) == colour).unwrap_or(0)
}

fn tile_at(scene: &mut Scene, pal: &Palette, grid: &HexGrid, (q, r): (i32, i32), tile: Tile, rotation: u8) {
    let look = TileLook { center: grid.center(q, r), radius: grid.size, turn: 0.0, alpha: 1.0 };
    draw_tile(scene, pal, tile, rotation, &look);
}

fn label(scene: &mut Scene, theme: &Theme, at: Point, text: &str, align: Align) {
    scene.text(at, text, 12.0, theme.text, align, false);
}

/// A tile, and what each leaf shape means.
fn tile_diagram(scene: &mut Scene, theme: &Theme, lang: Lang) {
    let pal = Palette::of(theme);
    let r = (scene.height * 0.44).min(scene.width * 0.24);
    let c = Point::new(r * 1.1, scene.height / 2.0);
    draw_tile(scene, &pal, 7, 0, &TileLook { center: c, radius: r, turn: 0.0, alpha: 1.0 });
    const NAMES: [Text; 3] = [
        crate::text!("red: heart", "červený: srdce"),
        crate::text!("yellow: round", "žlutý: kulatý"),
        crate::text!("blue: pointed", "modrý: špičatý"),
    ];
    let x = c.x + r * 1.25;
    for (i, name) in NAMES.iter().enumerate() {
        let y = scene.height / 2.0 + (i as f32 - 1.0) * 34.0;
        leaf_icon(scene, &pal, i as u8, Point::new(x + 12.0, y), 24.0);
        label(scene, theme, Point::new(x + 30.0, y), name.get(lang), Align::Left);
    }
}

/// Three tiles whose red leaves meet at one corner: a red shamrock.
fn shamrock_diagram(scene: &mut Scene, theme: &Theme, _lang: Lang) {
    let pal = Palette::of(theme);
    // The top corner of (0, 0) is corner 2 of (0, -1) and corner 4 of (1, -1).
    let cells = [((0, 0), 0u8, 3u8), ((0, -1), 2, 9), ((1, -1), 4, 12)];
    let area = Rect::new(8.0, 6.0, scene.width - 16.0, scene.height - 12.0);
    let grid = HexGrid::fit(area, &cells.map(|c| c.0), 60.0, false);
    for (cell, corner, tile) in cells {
        tile_at(scene, &pal, &grid, cell, tile, rotation_with(tile, corner, RED));
    }
    draw_glow(scene, &pal, RED, grid.corner(0, 0, 0, 1.0), grid.size);
    for (cell, corner, _) in cells {
        let look = TileLook { center: grid.center(cell.0, cell.1), radius: grid.size, turn: 0.0, alpha: 1.0 };
        let (tip, dir) = leaf_tip(&look, corner);
        draw_leaf(scene, &pal, RED, tip, dir, grid.size * LEAF_LENGTH, 1.0);
    }
}

/// Red's own-colour rule: the new tile (right) may not put a red leaf against a red leaf.
fn rule_diagram(scene: &mut Scene, theme: &Theme, lang: Lang) {
    let pal = Palette::of(theme);
    let (old, new) = (0u8, 5u8);
    // The old tile has red on corner 1 (shared with corner 5 of the tile to its east).
    let old_rotation = rotation_with(old, 1, RED);
    let bad = rotation_with(new, 5, RED);
    let good = (0..6)
        .find(|&k| {
            leaf_colour(new, k, 5) != RED && (leaf_colour(old, old_rotation, 2) != RED || leaf_colour(new, k, 4) != RED)
        })
        .unwrap_or(0);
    let half = scene.width / 2.0;
    const NO: Text = crate::text!("not for Red", "červený nesmí");
    const YES: Text = crate::text!("allowed", "smí");
    for (i, (rotation, ok)) in [(bad, false), (good, true)].into_iter().enumerate() {
        let area = Rect::new(i as f32 * half + 10.0, 4.0, half - 20.0, scene.height - 26.0);
        let grid = HexGrid::fit(area, &[(0, 0), (1, 0)], 60.0, false);
        tile_at(scene, &pal, &grid, (0, 0), old, old_rotation);
        tile_at(scene, &pal, &grid, (1, 0), new, rotation);
        let v = grid.corner(0, 0, 1, 1.0);
        let colour = if ok { theme.target } else { theme.capture };
        scene.circle(v, grid.size * 0.42, Paint::stroke(colour, 3.0));
        let y = scene.height - 11.0;
        let x = i as f32 * half + half / 2.0;
        let (mark, text) = if ok { ("✓", YES.get(lang)) } else { ("✗", NO.get(lang)) };
        scene.text(Point::new(x, y), format!("{mark} {text}"), 13.0, colour, Align::Center, true);
    }
}

/// A leprechaun and what its actions cost in the expert game.
fn expert_diagram(scene: &mut Scene, theme: &Theme, lang: Lang) {
    let pal = Palette::of(theme);
    let area = Rect::new(4.0, 4.0, scene.width * 0.55, scene.height - 8.0);
    let grid = HexGrid::fit(area, &[(0, 0), (1, -1), (1, 0)], 60.0, false);
    tile_at(scene, &pal, &grid, (0, 0), 4, 0);
    tile_at(scene, &pal, &grid, (1, -1), 10, 1);
    scene.polygon(grid.cell_polygon(1, 0, 3.0), Paint::stroke(pal.edge.fade(0.6), 1.5));
    let leaf = |q, r, c| grid.corner(q, r, c, super::layout::LEAF_AT);
    let size = grid.size * 0.17;
    let badge = |scene: &mut Scene, at: Point, text: &str| {
        scene.circle(at, size, Paint::both(theme.target.fade(0.6), pal.background, 1.5));
        scene.text(at, text, size * 1.3, pal.background, Align::Center, true);
    };
    badge(scene, leaf(0, 0, 0), "1");
    badge(scene, leaf(0, 0, 2), "1");
    badge(scene, leaf(1, -1, 3), "0");
    badge(scene, grid.center(1, 0), "1");
    crate::view::marks::turn_icon(scene, grid.center(0, 0), grid.size * 0.24, true, pal.text, 2.0);
    scene.text(grid.center(0, 0), "2", size * 1.2, pal.text, Align::Center, true);
    draw_leprechaun(scene, &pal, YELLOW, leaf(0, 0, 1), size * 1.05, 1.0);
    const LINES: [Text; 4] = [
        crate::text!("1: next leaf", "1: další list"),
        crate::text!("0: across corner", "0: přes roh"),
        crate::text!("1: place a tile", "1: položit díl"),
        crate::text!("2: rotate the tile", "2: otočit díl"),
    ];
    let x = scene.width * 0.6;
    for (i, line) in LINES.iter().enumerate() {
        let y = scene.height / 2.0 + (i as f32 - 1.5) * 24.0;
        scene.text(Point::new(x, y), line.get(lang), 11.5, theme.text, Align::Left, false);
    }
}

pub fn sections() -> Vec<HelpSection> {
    vec![
        HelpSection {
            title: &crate::text!("Goal", "Cíl hry"),
            body: &crate::text!("Two or three players — Red, Yellow and, with three, Blue — place and rotate hexagonal meadow tiles. Where three leaves of one colour meet at a corner, they make a shamrock of that colour (it glows). The first player with two shamrocks of their own colour wins, whoever's action made them.", "Dva nebo tři hráči — červený, žlutý a při třech i modrý — kladou a otáčejí šestiúhelníkové díly louky. Kde se v rohu sejdou tři listy jedné barvy, vznikne trojlístek té barvy (rozzáří se). Vyhrává první hráč se dvěma trojlístky své barvy, ať je vytvořil kdokoli."),
            diagram: Some(shamrock_diagram),
        },
        HelpSection {
            title: &crate::text!("Tiles and leaves", "Díly a listy"),
            body: &crate::text!("Each of the 16 tiles has a leaf in every corner, two of each colour. Each colour has its own shape too, so the colours can be told apart without seeing colour: red leaves are hearts, yellow ones round, blue ones pointed. With two players the blue leaves count for nobody.", "Každý ze 16 dílů má v každém rohu list, dva od každé barvy. Každá barva má i svůj tvar, takže se barvy dají rozlišit i bez barevného vidění: červené listy jsou srdce, žluté kulaté, modré špičaté. Ve dvou hráčích modré listy nepatří nikomu."),
            diagram: Some(tile_diagram),
        },
        HelpSection {
            title: &crate::text!("A turn", "Tah"),
            body: &crate::text!("At the start of your turn your flakes come off the board. Then make up to three actions in any order: place a tile, or rotate one. You may stop earlier with End turn; after the third action the turn ends by itself. The neutral tokens on the tiles placed this turn come off at its end.", "Na začátku tahu se vaše vločky vrátí z plánu. Pak proveďte až tři akce v libovolném pořadí: položte díl, nebo nějaký otočte. Skončit můžete dřív tlačítkem Ukončit tah; po třetí akci tah skončí sám. Neutrální žetony z dílů položených v tomto tahu se na jeho konci odeberou."),
            diagram: None,
        },
        HelpSection {
            title: &crate::text!("Placing a tile", "Položení dílu"),
            body: &crate::text!("Take a tile from the display, or turn over the top of the pile (that tile must then be placed), and put it on an empty cell next to at least two tiles (the very first next to the start tile). You choose its rotation, but none of your colour's leaves may touch a leaf of your colour already on the board: you never build your own shamrock by placing, though you may build someone else's. A neutral token marks the new tile (four a turn at most). A tile from the pile that fits nowhere is set aside and costs nothing.", "Vezměte díl z nabídky, nebo odkryjte vrchní díl hromádky (ten pak musíte položit), a položte ho na prázdné pole sousedící aspoň se dvěma díly (úplně první vedle zahajovacího dílu). Natočení volíte, ale žádný list vaší barvy se nesmí dotknout listu vaší barvy, který už na plánu leží: pokládáním nikdy nepostavíte vlastní trojlístek, cizí ano. Nový díl označí neutrální žeton (nejvýš čtyři za tah). Díl z hromádky, který se nikam nevejde, se odloží a nic nestojí."),
            diagram: Some(rule_diagram),
        },
        HelpSection {
            title: &crate::text!("Rotating a tile", "Otočení dílu"),
            body: &crate::text!("Turn a tile on the board one step either way, if it carries no flake and no neutral token, and put one of your three flakes on it: nobody may turn it again until your next turn.", "Otočte díl na plánu o jeden krok na kteroukoli stranu, pokud na něm neleží vločka ani neutrální žeton, a položte na něj jednu ze svých tří vloček: do vašeho dalšího tahu ho nikdo otočit nesmí."),
            diagram: None,
        },
        HelpSection {
            title: &crate::text!("Playing here", "Jak se tu hraje"),
            body: &crate::text!("Drag a tile from the display onto a lit cell. While you hold it, turn it with the mouse wheel, R and Shift+R, or the round buttons: green cells take it as it is turned now, red ones need another rotation. Click (or drag) the pile to turn its top tile over, then place it the same way. Click a tile on the board to show its two arrows, then click one to rotate it. End the turn with the End turn button.\n\nKeyboard: the arrows move the cursor, Enter picks up and puts down, R turns, Esc cancels.", "Přetáhněte díl z nabídky na zvýrazněné pole. Když ho držíte, otáčíte ho kolečkem myši, klávesami R a Shift+R nebo kulatými tlačítky: zelená pole ho přijmou tak, jak je natočen teď, červená chtějí jiné natočení. Klepnutím na hromádku (nebo jejím tažením) odkryjete vrchní díl a položíte ho stejně. Klepněte na díl na plánu, ukážou se dvě šipky; klepnutím na jednu ho otočíte. Tah ukončíte tlačítkem Ukončit tah.\n\nKlávesnice: šipky posouvají kurzor, Enter zvedá a pokládá, R otáčí, Esc ruší."),
            diagram: None,
        },
        HelpSection {
            title: &crate::text!("The expert game", "Hra pro experty"),
            body: &crate::text!("Each player has a leprechaun, put on a leaf of the start tile before the first turn. Instead of three actions you have 6 points a turn: moving your leprechaun to the next leaf of its tile costs 1, across its corner onto another tile's leaf 0 (six times a turn at most); placing a tile costs 1, and only on a cell touching your leprechaun's corner; rotating the tile your leprechaun stands on costs 2 (leprechauns turn with it). Drag your leprechaun: each target shows its cost.", "Každý hráč má leprikóna, kterého před prvním tahem postaví na list zahajovacího dílu. Místo tří akcí máte za tah 6 bodů: přesun leprikóna na sousední list téhož dílu stojí 1, přes roh na list jiného dílu 0 (nejvýš šestkrát za tah); položení dílu stojí 1, a jen na pole dotýkající se rohu vašeho leprikóna; otočení dílu, na kterém leprikón stojí, stojí 2 (leprikóni se otočí s ním). Leprikóna přetáhněte: u každého cíle je jeho cena."),
            diagram: Some(expert_diagram),
        },
        HelpSection {
            title: &crate::text!("The end", "Konec"),
            body: &crate::text!("Shamrocks are counted after every action. Two or more of one colour win for that player; if several players reach two at once, more shamrocks win and equal counts share the win. With three players the next in turn order after the winner comes second. A position repeated for the third time at the start of a turn, or 60 full rounds, is a draw.", "Trojlístky se počítají po každé akci. Dva a více jedné barvy znamenají výhru toho hráče; dosáhne-li dvou naráz víc hráčů, vyhrává víc trojlístků a při shodě se o výhru dělí. Ve třech hráčích je druhý ten, kdo je po vítězi na tahu. Pozice opakovaná potřetí na začátku tahu, nebo 60 celých kol, znamená remízu."),
            diagram: None,
        },
    ]
}
