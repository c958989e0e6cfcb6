//! The rules of The Drake, in short, with diagrams of the troops' two sides.

use super::tile::{draw_troop, TileStyle};
use crate::game::{Lang, Text};
use crate::games::drake::Troop;
use crate::view::help::HelpSection;
use crate::view::scene::{Align, Point, Rect, Scene};
use crate::view::theme::Theme;

/// Both sides of a troop, face then back, with labels.
fn sides(scene: &mut Scene, theme: &Theme, lang: Lang, troop: Troop) {
    let side = (scene.width / 2.4).min(scene.height * 0.8);
    let y = (scene.height - side) / 2.0 - 6.0;
    let labels = [Text { en: "face", cs: "líc" }, Text { en: "back", cs: "rub" }];
    for (i, face) in [true, false].into_iter().enumerate() {
        let x = scene.width / 2.0 + (i as f32 - 1.0) * (side + 12.0) + 6.0;
        let style =
            TileStyle { fill: theme.blue.0, ink: theme.blue.1, sx: 1.0, sy: -1.0, alpha: 1.0, named: true, lang };
        draw_troop(scene, Rect::new(x, y, side, side), troop, face, &style);
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
troop_diagram!(drake, Troop::Drake);
troop_diagram!(clubman, Troop::Clubman);
troop_diagram!(monk, Troop::Monk);
troop_diagram!(spearman, Troop::Spearman);
troop_diagram!(swordsman, Troop::Swordsman);
troop_diagram!(archer, Troop::Archer);

pub fn sections() -> Vec<HelpSection> {
    vec![
        HelpSection {
            title: &Text { en: "Goal", cs: "Cíl hry" },
            body: &Text {
                en: "Two players, Blue and Orange, each command seven troops. Capture the enemy leader (the Drake) to win.",
                cs: "Dva hráči, modrý a oranžový, velí každý sedmi jednotkám. Vyhrává, kdo zajme soupeřova vůdce (Draka).",
            },
            diagram: None,
        },
        HelpSection {
            title: &Text { en: "Set-up", cs: "Zahájení" },
            body: &Text {
                en: "The board starts empty. Blue places its Drake on row 1, Orange on the last row. Then each player in turn places two guards (Clubmen) on free squares next to their own leader: Blue, Orange, Blue, Orange. A player with no free square next to the leader skips that guard.",
                cs: "Deska je na začátku prázdná. Modrý postaví Draka do řady 1, oranžový do poslední řady. Pak hráči střídavě staví dvě stráže (palcátníky) na volná pole vedle svého vůdce: modrý, oranžový, modrý, oranžový. Kdo nemá vedle vůdce volné pole, tuto stráž vynechá.",
            },
            diagram: None,
        },
        HelpSection {
            title: &Text { en: "A move", cs: "Tah" },
            body: &Text {
                en: "Either place the top troop of your stack face up on a free square next to one of your troops (not diagonally), or make one action with a troop on the board. After every action the troop turns over: its other side has other actions.\n\nDrag a troop (or the top of your stack) to a lit square, or click it and then the square. With the keyboard: arrows, Enter, Esc.",
                cs: "Buď postavte vrchní jednotku zásobníku lícem nahoru na volné pole vedle některé své jednotky (ne úhlopříčně), nebo proveďte jednou jednotkou na desce jednu akci. Po každé akci se jednotka otočí: druhá strana má jiné akce.\n\nPřetáhněte jednotku (nebo vrchol zásobníku) na označené pole, nebo na ni klepněte a pak na pole. Klávesnicí: šipky, Enter, Esc.",
            },
            diagram: None,
        },
        HelpSection {
            title: &Text { en: "Actions", cs: "Akce" },
            body: &Text {
                en: "Each tile shows its actions around the pivot (the ring): a dot is a shift (one step to an empty or enemy square), an arrow a slide (any distance in that direction, stopping at the first enemy, which it captures), a cross a strike (captures the enemy on that square without moving, whatever stands between). Orange's actions are mirrored top to bottom. Nobody enters or crosses a mountain.",
                cs: "Každá dlaždice ukazuje akce kolem pivotu (kroužku): tečka je krok (o jedno pole na prázdné nebo nepřátelské pole), šipka posun (libovolně daleko tím směrem, zastaví se na prvním nepříteli a zajme ho), křížek úder (zajme nepřítele na tom poli bez pohybu, ať mezi nimi stojí cokoli). Akce oranžového jsou zrcadlené shora dolů. Na horu nikdo nevstoupí ani přes ni nepřejde.",
            },
            diagram: None,
        },
        troop(&Text { en: "Drake", cs: "Drak" }, drake),
        troop(&Text { en: "Clubman", cs: "Palcátník" }, clubman),
        troop(&Text { en: "Monk", cs: "Mnich" }, monk),
        troop(&Text { en: "Spearman", cs: "Oštěpař" }, spearman),
        troop(&Text { en: "Swordsman", cs: "Šermíř" }, swordsman),
        troop(&Text { en: "Archer", cs: "Lučištník" }, archer),
        HelpSection {
            title: &Text { en: "The end", cs: "Konec" },
            body: &Text {
                en: "Capturing the enemy Drake wins at once. It is a draw when the player to move has no legal move, when the same position comes up for the third time, or after 50 moves by each side with no capture and no placement.",
                cs: "Zajetí nepřátelského Draka okamžitě vyhrává. Remíza nastane, když hráč na tahu nemá žádný tah, když se stejná pozice objeví potřetí, nebo po 50 tazích každé strany bez braní a bez postavení jednotky.",
            },
            diagram: None,
        },
        HelpSection {
            title: &Text { en: "Variants", cs: "Varianty" },
            body: &Text {
                en: "In the New game dialog: boards from 3×3 to 8×8, mountains (presets or click squares), a shuffled stack (after the leader and guards) and a hidden stack (only the top is shown).",
                cs: "V dialogu Nová hra: desky od 3×3 do 8×8, hory (předvolby nebo klepnutím na pole), zamíchaný zásobník (po vůdci a strážích) a skrytý zásobník (je vidět jen vrchol).",
            },
            diagram: None,
        },
    ]
}

fn troop(title: &'static Text, diagram: fn(&mut Scene, &Theme, Lang)) -> HelpSection {
    const SIDES: Text = Text {
        en: "The face (left) and back (right), as Blue sees them.",
        cs: "Líc (vlevo) a rub (vpravo), jak je vidí modrý.",
    };
    HelpSection { title, body: &SIDES, diagram: Some(diagram) }
}
